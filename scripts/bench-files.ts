// Speed of reading a results file on the command line: a USEBIO file of 30 boards played at 40
// tables (a Mitchell, 1,200 traveller lines, drawn with a seeded generator so every run reads the
// same file) is read, laid out as travellers, scored by matchpoints and printed as `npm run score`
// does. Goal: under 2 s. Reported, never asserted; called from scripts/bench.ts (`npm run bench`)
// or run on its own: `npx tsx scripts/bench-files.ts`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../src/cli/score";
import { usebioFile } from "./bench-data";

/** The goal for one file, read, scored and printed. */
export const FILES_GOAL_MS = 2_000;

/**
 * Writes the file, then times `npm run score -- file.xml` in this process (reading, scoring and
 * printing, after one warm-up) and as a separate process (with tsx's start-up). Prints both.
 */
export async function runFilesBench(boards = 30, tables = 40): Promise<{ ok: boolean }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-files-"));
  const file = path.join(dir, "bench.xml");
  fs.writeFileSync(file, usebioFile(boards, tables));
  const silent = {
    out: () => undefined,
    err: (t: string) => void process.stderr.write(t),
    readFile: (p: string) => fs.readFileSync(p, "utf8"),
    readBytes: (p: string) => fs.readFileSync(p),
  };
  const times: number[] = [];
  let code = 0;
  for (let k = 0; k < 4; k++) {
    const t0 = performance.now();
    code = await main([file, "--method", "mp"], silent);
    if (k > 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const inProcess = times[Math.floor(times.length / 2)];
  const tsx = path.resolve(__dirname, "..", "node_modules", ".bin", "tsx");
  const t1 = performance.now();
  const child = spawnSync(
    tsx,
    [path.resolve(__dirname, "..", "src", "cli", "score.ts"), file, "--method", "mp"],
    {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const wholeMs = performance.now() - t1;
  // tsx's start-up alone (compiling the command line's sources), for comparison: --help reads nothing.
  const t2 = performance.now();
  spawnSync(tsx, [path.resolve(__dirname, "..", "src", "cli", "score.ts"), "--help"], { encoding: "utf8" });
  const startupMs = performance.now() - t2;
  fs.rmSync(dir, { recursive: true, force: true });
  const ok = code === 0 && child.status === 0 && inProcess < FILES_GOAL_MS;
  console.log("");
  console.log(
    `Results files: a USEBIO file of ${boards} boards x ${tables} tables (${boards * tables} traveller lines)`,
  );
  console.log(
    `${ok ? "met    " : "MISSED "} npm run score -- bench.xml --method mp: read, scored and printed in ${inProcess.toFixed(0)} ms ` +
      `(median of ${times.length}; goal < ${FILES_GOAL_MS} ms); as a new process ${wholeMs.toFixed(0)} ms, of which tsx's start-up (--help) ${startupMs.toFixed(0)} ms` +
      (child.status === 0 ? "" : ` (exit ${child.status}: ${child.stderr.slice(0, 200)})`),
  );
  return { ok };
}

if (process.argv[1] && /bench-files\.[cm]?[jt]s$/.test(process.argv[1])) {
  void runFilesBench();
}
