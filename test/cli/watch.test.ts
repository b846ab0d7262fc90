// Following a file (src/cli/watch.ts): a file locked or caught changing for a moment is read again
// and never reported; one that stays unreadable is said once; Ctrl-C (SIGINT) and the caller's
// signal stop it cleanly; readings never overlap.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { followFile, stableRead, type Snapshot } from "../../src/cli/watch";

jest.setTimeout(30_000);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "watch-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An error as Node gives one for a file another program holds locked. */
const busy = (): Error =>
  Object.assign(new Error("EBUSY: resource busy or locked, open 'x'"), { code: "EBUSY" });

test("a file locked for a moment is read once it is free, and nothing is said", async () => {
  const file = path.join(dir, "session.csv");
  fs.writeFileSync(file, "Board,NS,EW,Score\n1,1,1,420\n");
  let calls = 0;
  const read: Snapshot[] = [];
  let said = "";
  const stop = new AbortController();
  const done = followFile(file, {
    everyMs: 60_000,
    retryMs: 20,
    signal: stop.signal,
    err: (t) => void (said += t),
    // Locked for the first two tries, as a program holding the file open for writing leaves it.
    readBytes: (f) => {
      calls++;
      if (calls <= 2) throw busy();
      return new Uint8Array(fs.readFileSync(f));
    },
    read: async (s) => {
      read.push(s);
      stop.abort();
      return 0;
    },
  });
  expect(await done).toBe(0);
  expect(calls).toBe(3);
  expect(read).toHaveLength(1);
  expect(Buffer.from(read[0].bytes).toString()).toContain("420");
  expect(said).toBe("");
});

test("a file that stays locked is said once (not at every try), and read when it is free", async () => {
  const file = path.join(dir, "session.csv");
  fs.writeFileSync(file, "x");
  let calls = 0;
  let said = "";
  const stop = new AbortController();
  await followFile(file, {
    everyMs: 60_000,
    retryMs: 5,
    signal: stop.signal,
    err: (t) => void (said += t),
    readBytes: (f) => {
      calls++;
      if (calls <= 10) throw busy();
      return new Uint8Array(fs.readFileSync(f));
    },
    read: async () => {
      stop.abort();
      return 0;
    },
  });
  expect(said.match(/keeps changing or cannot be opened for now/g)).toHaveLength(1);
});

test("a reading that asks to be retried gets the file again", async () => {
  const file = path.join(dir, "session.csv");
  fs.writeFileSync(file, "x");
  const answers: (number | "retry")[] = ["retry", "retry", 0];
  let readings = 0;
  const stop = new AbortController();
  await followFile(file, {
    everyMs: 60_000,
    retryMs: 5,
    signal: stop.signal,
    err: () => {},
    read: async () => {
      const a = answers[readings++];
      if (a === 0) stop.abort();
      return a;
    },
  });
  expect(readings).toBe(3);
});

test("a change to the file is read after a moment's quiet, readings one at a time", async () => {
  const file = path.join(dir, "session.csv");
  fs.writeFileSync(file, "1");
  const seen: string[] = [];
  let running = 0;
  let most = 0;
  const stop = new AbortController();
  const done = followFile(file, {
    // The clock as well as the folder's news: a machine whose folder cannot be watched still reads it.
    everyMs: 1000,
    settleMs: 50,
    signal: stop.signal,
    err: () => {},
    read: async (s) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 30));
      seen.push(Buffer.from(s.bytes).toString());
      running--;
      if (seen.length === 1) fs.writeFileSync(file, "2");
      if (seen.includes("2")) stop.abort();
      return 0;
    },
  });
  expect(await done).toBe(0);
  expect(seen[0]).toBe("1");
  expect(seen).toContain("2");
  expect(most).toBe(1);
});

test("Ctrl-C stops it and says the files written stay", async () => {
  const file = path.join(dir, "session.csv");
  fs.writeFileSync(file, "1");
  let said = "";
  const done = followFile(file, {
    everyMs: 60_000,
    err: (t) => void (said += t),
    read: async () => {
      setImmediate(() => process.emit("SIGINT"));
      return 0;
    },
  });
  expect(await done).toBe(0);
  expect(said).toContain("Stopped following");
  // Its handler is gone with it: no listener of ours is left on the process.
  expect(process.listenerCount("SIGINT")).toBe(0);
});

test("stableRead: a file that is not there is 'changing' (being renamed into place), a folder a problem", () => {
  expect(stableRead(path.join(dir, "none.bws"))).toBe("changing");
  const got = stableRead(dir);
  expect(typeof got === "object" && "problem" in got ? got.problem : "").toMatch(/folder/);
});
