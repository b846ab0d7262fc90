// Refresh from the file: a results file opened and scored, the file then changes on disk (a
// Bridgemate database filling up during the evening), and the pane reads it again. Driven through
// the pane's reducer and effect runner over a fake workbook, with fakes of what the host gives the
// pane to keep: a File System Access handle whose getFile() gives the new bytes the second time, a
// File that Chromium refuses to read once its file changed (NotReadableError), and nothing at all
// (the pane opened again). The second read's bytes are what get scored; a file that cannot be read
// again gives the plain message and the pick-again action; and the only sheets touched are the
// file's own traveller sheet and its results sheet, replaced as Score again's Replace would.
import * as fs from "node:fs";
import * as path from "node:path";
import type { SheetArea } from "../../src/office/area";
import type { WrittenSheet } from "../../src/office/write-sheet";
import type { CellValue } from "../../src/sheet/model";
import type { PaneActions } from "../../src/taskpane/actions";
import {
  blockFingerprint,
  checkedRange,
  fileKeeper,
  fileSession,
  keepsHandles,
  pickFile,
  pickWithHandle,
  PICK_AGAIN,
  readAgain,
  refreshFromKept,
  refreshTargets,
  restoreFileSession,
  travellerRange,
  type FileHandleLike,
  type FileKeeper,
  type FileLike,
  type FileSession,
  type PickerHost,
  untouched,
} from "../../src/taskpane/refresh-file";
import { start, step, type Machine } from "../../src/taskpane/state/machine";
import { DEFAULT_FORM_CHOICES } from "../../src/event/forms";
import { settle } from "./fixtures";

const encode = (text: string) => new TextEncoder().encode(text);

// One board of the club's evening as the scoring program exports it: two tables in, then three.
const EARLY = "Board,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n";
const LATER = "Board,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n1,5,6,450\n";

/** A File: its bytes, or (a file changed on disk since it was chosen) a NotReadableError. */
function fakeFile(name: string, reads: (() => Uint8Array)[]): FileLike {
  let n = 0;
  return {
    name,
    arrayBuffer: async () => {
      const read = reads[Math.min(n++, reads.length - 1)];
      const bytes = read();
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    },
  };
}

const refused = (): Uint8Array => {
  throw new DOMException("The requested file could not be read.", "NotReadableError");
};

/** A handle: each getFile() the file as it is now, `contents` in turn (the last one from then on). */
function fakeHandle(name: string, contents: string[]): FileHandleLike & { gets: number } {
  const handle = {
    name,
    gets: 0,
    getFile: async () => {
      const text = contents[Math.min(handle.gets++, contents.length - 1)];
      return fakeFile(name, [() => encode(text)]);
    },
  };
  return handle;
}

/** A window whose File System Access picker hands back `handle` (top-level: a handle may be kept). */
function hostWith(handle: FileHandleLike): PickerHost {
  const host: PickerHost = { showOpenFilePicker: async () => [handle] };
  return { ...host, self: host, top: host };
}

/** One operation on the fake workbook: what was done, to which sheet. */
interface Touch {
  readonly op: "insert" | "rewrite" | "write" | "delete";
  readonly sheet: string;
}

/**
 * A workbook of the director's own sheets, as Excel would do what the pane asks: every sheet
 * added, written over or deleted is logged, so a test can say which sheets were touched.
 */
function fakeWorkbook() {
  const sheets = new Map<string, unknown[][]>([
    ["Sheet1", [["Tonight's notes"]]],
    ["Prizes", [["Best NS", "Best EW"]]],
  ]);
  const log: Touch[] = [];
  // The block each rewrite empties before it writes.
  const emptied: string[] = [];
  // The blocks read before a refresh writes over its sheets, one entry a request to Excel.
  const reads: { sheet: string; range: string }[][] = [];
  const saved: { fileSession?: unknown; scored?: unknown } = {};
  let selected = "Sheet1";
  const names = () => [...sheets.keys()];
  const areaOf = (sheet: string): SheetArea => {
    const values = (sheets.get(sheet) ?? []).map((r) => r.map((v) => v ?? ""));
    const width = Math.max(1, ...values.map((r) => r.length));
    return {
      sheet,
      range: `A1:${String.fromCharCode(64 + width)}${Math.max(1, values.length)}`,
      top: 0,
      left: 0,
      values,
      sheetNames: names(),
    };
  };
  const unique = (name: string) => {
    let n = 1;
    let candidate = name;
    while (names().some((s) => s.toLowerCase() === candidate.toLowerCase())) candidate = `${name} (${++n})`;
    return candidate;
  };
  const actions: PaneActions = {
    readTravellerArea: async () => areaOf(selected),
    readTravellerAt: async (address) => areaOf(address.replace(/!.*$/, "").replace(/^'(.*)'$/, "$1")),
    insertExample: async (name, cells): Promise<WrittenSheet> => {
      const sheet = unique(name);
      sheets.set(sheet, cells);
      log.push({ op: "insert", sheet });
      selected = sheet;
      return { name: sheet, range: areaOf(sheet).range };
    },
    readTravellerBlocks: async (blocks) => {
      reads.push(blocks.map((b) => ({ ...b })));
      return blocks.map(({ sheet, range }) => {
        const grid = sheets.get(sheet);
        if (grid === undefined) return null;
        // "A1:D5": 5 rows of 4 cells, an empty cell read as "" (as Excel gives it).
        const m = /^A1:([A-Z])(\d+)$/.exec(range)!;
        const columns = m[1].charCodeAt(0) - 64;
        return Array.from({ length: Number(m[2]) }, (_, r) =>
          Array.from({ length: columns }, (_, c) => (grid[r]?.[c] ?? "") as CellValue),
        );
      });
    },
    rewriteTraveller: async (sheet, cells, { clear }) => {
      if (!sheets.has(sheet)) return null;
      emptied.push(clear);
      sheets.set(sheet, cells);
      log.push({ op: "rewrite", sheet });
      selected = sheet;
      return { name: sheet, range: areaOf(sheet).range };
    },
    writeSheet: async (model) => {
      sheets.set(model.name, [["results"]]);
      log.push({ op: "write", sheet: model.name });
      return { name: model.name, range: "A1:J20" };
    },
    replaceSheet: async (model, earlier) => {
      for (const n of earlier) {
        sheets.delete(n);
        log.push({ op: "delete", sheet: n });
      }
      sheets.set(model.name, [["results"]]);
      log.push({ op: "write", sheet: model.name });
      return { name: model.name, range: "A1:J20", replaced: [...earlier], left: [] };
    },
    loadSettings: () => null,
    saveSettings: async () => undefined,
    loadScoredSheets: () => saved.scored ?? null,
    saveScoredSheets: async (value) => {
      saved.scored = value;
    },
    loadFileSession: () => saved.fileSession ?? null,
    saveFileSession: async (value) => {
      saved.fileSession = value;
    },
  };
  return { actions, sheets, log, saved, emptied, reads };
}

/** The pane opened in Excel, its first read done, and the form set to matchpoints. */
async function openedPane(book: ReturnType<typeof fakeWorkbook>): Promise<Machine> {
  const machine = await settle(start(true), book.actions);
  return step(machine, { kind: "optionsChanged", change: { method: "mp" } });
}

/** The pane over `book` with club.csv opened from a file and scored (its early results, two tables). */
async function scoredFromFile(book: ReturnType<typeof fakeWorkbook>): Promise<Machine> {
  return settle(
    step(await openedPane(book), { kind: "fileChosen", name: "club.csv", bytes: encode(EARLY) }),
    book.actions,
  );
}

/** Each table's NS result on board 1, as the last Score's message carries the event scored. */
function board1(machine: Machine) {
  const scored = machine.state.status?.written?.scored;
  const section = scored?.sections[0];
  if (section?.kind !== "pairs") throw new Error("no pairs section scored");
  const board = section.sessions[0].boards[0];
  return {
    method: section.sessions[0].method,
    top: board.top ?? NaN,
    results: board.tables.map((t) => [t.nsScore, t.nsResult]),
  };
}

/** Picks a file as Open a results file (or Pick the file again) does: its name and bytes. */
function pick(host: PickerHost, keeper: FileKeeper): Promise<{ name: string; bytes: Uint8Array }> {
  return new Promise((resolve) =>
    pickFile(
      host,
      keeper,
      [".csv"],
      () => undefined,
      (name, bytes) => resolve({ name, bytes }),
    ),
  );
}

/** The refresh as the button does it: the kept file read again, then its event dispatched. */
async function refresh(machine: Machine, keeper: FileKeeper): Promise<Machine> {
  const session = machine.state.fileSession;
  if (session === null) throw new Error("no file scored yet");
  const read = await refreshFromKept(keeper, session.file);
  return step(
    machine,
    read.kind === "read"
      ? { kind: "refreshRead", name: read.name, bytes: read.bytes }
      : { kind: "refreshUnreadable", message: read.message },
  );
}

describe("Refresh from the file, in the pane", () => {
  test("a kept handle: the file's new results are scored, over its own sheets only, with last time's choices", async () => {
    const book = fakeWorkbook();
    let pane = await openedPane(book);
    // Opened through the File System Access picker: its handle is kept, its first getFile read.
    const handle = fakeHandle("club.csv", [EARLY, LATER]);
    const keeper = fileKeeper();
    const chosen = await pick(hostWith(handle), keeper);
    expect(handle.gets).toBe(1);
    pane = await settle(step(pane, { kind: "fileChosen", ...chosen }), book.actions);

    // Two tables: 420 beats -50, so NS 1 takes the whole top and NS 3 none.
    const first = board1(pane);
    expect(first.results).toEqual([
      [420, first.top],
      [-50, 0],
    ]);
    const results = pane.state.status!.written!.sheet;
    expect(pane.state.fileSession).toMatchObject({
      file: "club.csv",
      sheets: [{ section: "club", sheet: "club", range: "A1:D3" }],
      options: { method: "mp" },
    });
    expect(book.saved.fileSession).toEqual(pane.state.fileSession);

    // The director tries cross-IMPs in the form without scoring; then results come in and Refresh.
    pane = step(pane, { kind: "optionsChanged", change: { method: "cross" } });
    const user = { Sheet1: book.sheets.get("Sheet1"), Prizes: book.sheets.get("Prizes") };
    const before = book.log.length;
    pane = await settle(await refresh(pane, keeper), book.actions);
    expect(handle.gets).toBe(2);

    // Scored from the second read: three tables. 450 beats both others (the top), 420 beats one
    // (half the top: with three results a top is two results beaten), -50 none; by matchpoints,
    // the method it was scored with last time, not the cross-IMPs the form shows now.
    const again = board1(pane);
    expect(again.method).toBe("mp");
    expect(again.results).toEqual([
      [420, again.top / 2],
      [-50, 0],
      [450, again.top],
    ]);
    // Replaced without asking, as Replace would: the same name, the earlier sheet gone.
    expect(pane.state.replace).toBeNull();
    expect(pane.state.status?.title).toBe(`Wrote the sheet "${results}"`);
    expect(pane.state.status?.text).toMatch(
      new RegExp(`^Read club\\.csv again\\. It replaces the earlier results "${results}"\\.`),
    );
    // Only the file's traveller sheet (written over) and its results sheet (replaced) were touched.
    expect(book.log.slice(before)).toEqual([
      { op: "rewrite", sheet: "club" },
      { op: "delete", sheet: results },
      { op: "write", sheet: results },
    ]);
    expect([...book.sheets.keys()].sort()).toEqual(["Prizes", "Sheet1", "club", results].sort());
    expect({ Sheet1: book.sheets.get("Sheet1"), Prizes: book.sheets.get("Prizes") }).toEqual(user);
    expect(pane.state.fileSession?.sheets).toMatchObject([
      { section: "club", sheet: "club", range: "A1:D4" },
    ]);
  });

  test("a kept File refused once changed on disk: the plain message, nothing touched; picked again, the refresh goes on", async () => {
    const book = fakeWorkbook();
    let pane = await openedPane(book);
    // The file input's File: read when chosen, refused (NotReadableError) once the file changed.
    const keeper = fileKeeper();
    const file = fakeFile("club.csv", [() => encode(EARLY), refused]);
    keeper.keep({ kind: "file", file });
    const bytes = new Uint8Array(await file.arrayBuffer());
    pane = await settle(step(pane, { kind: "fileChosen", name: "club.csv", bytes }), book.actions);
    const results = pane.state.status!.written!.sheet;

    const before = book.log.length;
    pane = await refresh(pane, keeper);
    expect(pane.state.pickAgain).toBe("This Excel does not let the pane read the file again: pick it again.");
    expect(pane.state.task).toBeNull();
    expect(pane.waiting).toEqual([]);
    expect(book.log.length).toBe(before);

    // Pick the file again: no picker that keeps a handle here, so the file input opens; the file
    // it gives is kept and the refresh carries on with it.
    const inputOpened = jest.fn();
    pickFile({}, keeper, [".csv"], inputOpened, () => {
      throw new Error("the input, not a picker, gives the file");
    });
    expect(inputOpened).toHaveBeenCalledTimes(1);
    const picked = fakeFile("club.csv", [() => encode(LATER)]);
    keeper.keep({ kind: "file", file: picked });
    const fresh = new Uint8Array(await picked.arrayBuffer());
    pane = await settle(step(pane, { kind: "refreshRead", name: "club.csv", bytes: fresh }), book.actions);
    expect(pane.state.pickAgain).toBeNull();
    const again = board1(pane);
    expect(again.results.map(([score]) => score)).toEqual([420, -50, 450]);
    expect(book.log.slice(before)).toEqual([
      { op: "rewrite", sheet: "club" },
      { op: "delete", sheet: results },
      { op: "write", sheet: results },
    ]);
  });

  test("the pane opened again: the button is back from the document, and the file is asked for again", async () => {
    const book = fakeWorkbook();
    let pane = await scoredFromFile(book);
    const results = pane.state.status!.written!.sheet;

    // A new pane over the same workbook: the session comes back with the settings; no file is kept.
    const reopened = await settle(start(true), book.actions);
    expect(reopened.state.fileSession).toEqual(pane.state.fileSession);
    const keeper = fileKeeper();
    const asked = await refresh(reopened, keeper);
    expect(asked.state.pickAgain).toBe(PICK_AGAIN);
    expect(asked.waiting).toEqual([]);

    // Picked with a handle this time: kept, and the refresh replaces the results as before.
    const handle = fakeHandle("club.csv", [LATER]);
    const picked = await pick(hostWith(handle), keeper);
    const done = await settle(step(asked, { kind: "refreshRead", ...picked }), book.actions);
    expect(board1(done).results.map(([score]) => score)).toEqual([420, -50, 450]);
    expect(done.state.status?.text).toContain(`It replaces the earlier results "${results}".`);
    // The handle is kept: the next refresh reads it without asking.
    expect(keeper.kept()).toEqual({ kind: "handle", handle });
  });

  test("a file of two sections: each goes back over its own sheet, and both results sheets are replaced in one Score", async () => {
    const book = fakeWorkbook();
    const pbn = new Uint8Array(
      fs.readFileSync(path.resolve(__dirname, "..", "fixtures", "files", "club-pairs.pbn")),
    );
    let pane = await openedPane(book);
    pane = await settle(step(pane, { kind: "fileChosen", name: "club-pairs.pbn", bytes: pbn }), book.actions);
    const written = pane.state.status?.written?.sheets ?? [];
    expect(written).toHaveLength(2);
    const sheetsBefore = [...book.sheets.keys()].sort();
    const before = book.log.length;

    pane = await settle(
      step(pane, { kind: "refreshRead", name: "club-pairs.pbn", bytes: pbn }),
      book.actions,
    );
    expect(pane.state.replace).toBeNull();
    expect(pane.state.status?.written?.sheets).toEqual(written);
    // Both travellers written over where they were; the earlier results of both go with the
    // first sheet written (as Replace does for a traveller of several sections), under their names.
    expect(book.log.slice(before)).toEqual([
      { op: "rewrite", sheet: "Club Pairs A" },
      { op: "rewrite", sheet: "Club Pairs B" },
      { op: "delete", sheet: written[0] },
      { op: "delete", sheet: written[1] },
      { op: "write", sheet: written[0] },
      { op: "write", sheet: written[1] },
    ]);
    expect([...book.sheets.keys()].sort()).toEqual(sheetsBefore);
    // Both sheets were checked in one request to Excel, before either was written over.
    expect(book.reads.map((r) => r.map((b) => b.sheet))).toEqual([["Club Pairs A", "Club Pairs B"]]);
  });

  test("a refresh whose traveller has a problem: its block is kept all the same, so the next refresh empties all of it", async () => {
    const book = fakeWorkbook();
    let pane = await scoredFromFile(book);
    // The third table's score typed wrong in the scoring program: the traveller goes on its sheet
    // (four rows, A1:D4), and the Score is refused by the problem.
    pane = await settle(
      step(pane, { kind: "refreshRead", name: "club.csv", bytes: encode(`${EARLY}1,5,6,4Z\n`) }),
      book.actions,
    );
    expect(pane.state.status?.title).toBe("Nothing was written");
    expect(pane.state.fileSession?.sheets).toMatchObject([
      { section: "club", sheet: "club", range: "A1:D4" },
    ]);
    // Put right with that table taken out: the next refresh empties the four rows, not the first three.
    pane = await settle(
      step(pane, { kind: "refreshRead", name: "club.csv", bytes: encode(EARLY) }),
      book.actions,
    );
    expect(book.emptied).toEqual(["A1:D3", "A1:D4"]);
    expect(board1(pane).results.map(([score]) => score)).toEqual([420, -50]);
  });

  test("a cell corrected by hand on the traveller sheet: that sheet is kept byte for byte, the file's rows go on a new sheet, and the pane says so", async () => {
    const book = fakeWorkbook();
    let pane = await scoredFromFile(book);
    const results = pane.state.status!.written!.sheet;
    // The director puts table 2's score right on the sheet: -50 was -100 (two down, vulnerable).
    const club = book.sheets.get("club")!;
    expect(club[2][3]).toBe(-50);
    club[2][3] = -100;
    const typed = JSON.stringify(club);
    const before = book.log.length;

    pane = await settle(
      step(pane, { kind: "refreshRead", name: "club.csv", bytes: encode(LATER) }),
      book.actions,
    );
    // The sheet as the director left it, correction and all; nothing written over, nothing deleted.
    expect(JSON.stringify(book.sheets.get("club"))).toBe(typed);
    expect(book.log.slice(before).filter((t) => t.op === "rewrite" || t.op === "delete")).toEqual([]);
    expect(book.log[before]).toEqual({ op: "insert", sheet: "club (2)" });
    expect(book.sheets.get("club (2)")).toEqual([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      [1, 3, 4, -50],
      [1, 5, 6, 450],
    ]);
    // The earlier results stay beside the traveller they were scored from.
    expect(book.sheets.has(results)).toBe(true);
    // Scored from the new sheet: three tables, 450 the top, 420 half of it, -50 none.
    const again = board1(pane);
    expect(again.results).toEqual([
      [420, again.top / 2],
      [-50, 0],
      [450, again.top],
    ]);
    expect(pane.state.status?.text).toContain(
      'The traveller sheet "club" was changed by hand since it was read from the file, so it is kept as it is; the file\'s new results are on "club (2)".',
    );
    // The record points at the new sheet: the next refresh writes over it, and club is still left alone.
    expect(pane.state.fileSession?.sheets).toMatchObject([
      { section: "club", sheet: "club (2)", range: "A1:D4" },
    ]);
    const next = book.log.length;
    pane = await settle(
      step(pane, { kind: "refreshRead", name: "club.csv", bytes: encode(`${LATER}1,7,8,400\n`) }),
      book.actions,
    );
    expect(book.log[next]).toEqual({ op: "rewrite", sheet: "club (2)" });
    expect(book.sheets.get("club (2)")).toHaveLength(5);
    expect(JSON.stringify(book.sheets.get("club"))).toBe(typed);
    expect(pane.state.status?.text).not.toContain("changed by hand");
  });

  test("a hand-edited sheet kept while the file's traveller has a problem: nothing is scored, and the pane still says which sheet was kept", async () => {
    const book = fakeWorkbook();
    let pane = await scoredFromFile(book);
    book.sheets.get("club")![1][3] = 450;
    const typed = JSON.stringify(book.sheets.get("club"));
    pane = await settle(
      step(pane, { kind: "refreshRead", name: "club.csv", bytes: encode(`${EARLY}1,5,6,4Z\n`) }),
      book.actions,
    );
    expect(pane.state.status?.title).toBe("Nothing was written");
    expect(pane.state.status?.text).toContain(
      'The traveller sheet "club" was changed by hand since it was read from the file, so it is kept as it is; the file\'s new results are on "club (2)".',
    );
    expect(JSON.stringify(book.sheets.get("club"))).toBe(typed);
    expect(pane.state.fileSession?.sheets).toMatchObject([{ section: "club", sheet: "club (2)" }]);
  });

  test("a note typed just under the traveller, where the file's new row would go, is kept too", async () => {
    const book = fakeWorkbook();
    let pane = await scoredFromFile(book);
    // A1:D3 was written; the refresh's third table would take row 4, where the director wrote a note.
    book.sheets.get("club")!.push(["Table 3 came in late"]);
    const typed = JSON.stringify(book.sheets.get("club"));
    pane = await settle(
      step(pane, { kind: "refreshRead", name: "club.csv", bytes: encode(LATER) }),
      book.actions,
    );
    expect(JSON.stringify(book.sheets.get("club"))).toBe(typed);
    expect(book.sheets.get("club (2)")).toHaveLength(4);
    expect(pane.state.status?.text).toContain('The traveller sheet "club" was changed by hand');
  });

  test("the traveller sheet renamed since: the renamed sheet is left alone, the file goes on a new sheet, and the pane says why", async () => {
    const book = fakeWorkbook();
    let pane = await scoredFromFile(book);
    const grid = book.sheets.get("club")!;
    book.sheets.delete("club");
    book.sheets.set("Tonight", grid);
    const kept = JSON.stringify(grid);
    pane = await settle(
      step(pane, { kind: "refreshRead", name: "club.csv", bytes: encode(LATER) }),
      book.actions,
    );
    expect(JSON.stringify(book.sheets.get("Tonight"))).toBe(kept);
    expect(book.sheets.get("club")).toHaveLength(4);
    expect(pane.state.status?.text).toContain(
      'The traveller sheet "club" is no longer in the workbook (renamed or deleted), so the file\'s new results are on "club".',
    );
  });

  test("a refresh of a file that cannot be opened now says why and leaves every sheet as it was", async () => {
    const book = fakeWorkbook();
    let pane = await scoredFromFile(book);
    const before = book.log.length;
    const broken = step(pane, {
      kind: "refreshRead",
      name: "club.csv",
      bytes: encode("Board,NS,EW,Score\n"),
    });
    expect(broken.state.status).toMatchObject({ intent: "error", title: "Could not refresh from club.csv" });
    expect(broken.waiting).toEqual([]);
    await settle(broken, book.actions);
    expect(book.log.length).toBe(before);
  });
});

describe("reading the file again", () => {
  test("a handle gives the file as it is now; a File refused, or nothing kept, asks for the file", async () => {
    const handle = fakeHandle("club.bws", ["first", "second"]);
    const decode = (r: Awaited<ReturnType<typeof readAgain>>) =>
      r.kind === "read" ? new TextDecoder().decode(r.bytes) : r.message;
    expect(decode(await readAgain({ kind: "handle", handle }))).toBe("first");
    expect(decode(await readAgain({ kind: "handle", handle }))).toBe("second");
    const file = fakeFile("club.bws", [refused]);
    await expect(readAgain({ kind: "file", file })).resolves.toEqual({
      kind: "pickAgain",
      message: PICK_AGAIN,
    });
    await expect(readAgain(null)).resolves.toEqual({ kind: "pickAgain", message: PICK_AGAIN });
    // A handle whose file has gone (moved, renamed) says so.
    const gone: FileHandleLike = {
      name: "club.bws",
      getFile: async () => {
        throw new DOMException("A requested file could not be found.", "NotFoundError");
      },
    };
    await expect(readAgain({ kind: "handle", handle: gone })).resolves.toEqual({
      kind: "pickAgain",
      message: "club.bws is no longer where it was opened from: pick it again.",
    });
  });

  test("the kept file is read only for the file scored (another file opened since is not taken for it)", async () => {
    const keeper = fileKeeper();
    keeper.keep({ kind: "file", file: fakeFile("hands.pbn", [() => encode("x")]) });
    await expect(refreshFromKept(keeper, "club.bws")).resolves.toEqual({
      kind: "pickAgain",
      message: PICK_AGAIN,
    });
  });

  test("the picker: a handle kept where the host allows it; closed, nothing; in a frame or refused, the file input", async () => {
    const handle = fakeHandle("club.bws", ["bytes"]);
    const picked = await pickWithHandle(hostWith(handle), [".bws"]);
    expect(picked).toMatchObject({ kind: "picked", name: "club.bws", kept: { kind: "handle", handle } });

    const closed = {
      showOpenFilePicker: async () => Promise.reject(new DOMException("closed", "AbortError")),
    };
    await expect(pickWithHandle({ ...closed, self: 1, top: 1 }, [".bws"])).resolves.toEqual({
      kind: "cancelled",
    });
    const refusedHere = {
      showOpenFilePicker: async () =>
        Promise.reject(new DOMException("Cross origin sub frames", "SecurityError")),
    };
    await expect(pickWithHandle({ ...refusedHere, self: 1, top: 1 }, [".bws"])).resolves.toEqual({
      kind: "useInput",
    });
    // Excel on the web: the pane is a frame of another site's page, where the picker is refused.
    const picker = jest.fn(async () => [handle]);
    const framed: PickerHost = { showOpenFilePicker: picker, self: {}, top: {} };
    expect(keepsHandles(framed)).toBe(false);
    await expect(pickWithHandle(framed, [".bws"])).resolves.toEqual({ kind: "useInput" });
    expect(picker).not.toHaveBeenCalled();
  });
});

describe("the file's session", () => {
  const session = (sheets: FileSession["sheets"]): FileSession => ({
    file: "club.pbn",
    sheets,
    options: DEFAULT_FORM_CHOICES,
  });
  const example = (sheetName: string, csv = EARLY) => ({
    id: sheetName,
    sheetName,
    title: sheetName,
    description: "club.pbn",
    csv,
    options: {},
  });

  test("each section goes back over its own sheet, by name; a section new in the file gets a new sheet", () => {
    const kept = session([
      { section: "Club Pairs A", sheet: "Club Pairs A (2)", range: "A1:D3", written: "a1" },
      { section: "Club Pairs B", sheet: "Club Pairs B", range: "A1:D9", written: "b2" },
    ]);
    const targets = refreshTargets(kept, [
      example("Club Pairs B"),
      example("Club Pairs A"),
      example("Club Pairs C"),
    ]);
    expect(targets.map((t) => t.over)).toEqual([
      { sheet: "Club Pairs B", range: "A1:D9", written: "b2" },
      { sheet: "Club Pairs A (2)", range: "A1:D3", written: "a1" },
      undefined,
    ]);
  });

  test("the block a traveller takes, and the session as kept in the document, checked", () => {
    // Four columns (Board, NS, EW, Score) and a header with three results under it: A1:D4.
    expect(travellerRange(LATER)).toBe("A1:D4");
    const made = fileSession("club.pbn", [example("A", LATER)], ["A (2)"], DEFAULT_FORM_CHOICES);
    expect(made.sheets).toMatchObject([{ section: "A", sheet: "A (2)", range: "A1:D4" }]);
    // What is kept of the block is its fingerprint: the grid the pane writes there, A1:D4.
    const grid = [
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      [1, 3, 4, -50],
      [1, 5, 6, 450],
    ];
    expect(made.sheets[0].written).toBe(blockFingerprint(grid, 4, 4));
    expect(made.sheets[0].written.length).toBeLessThanOrEqual(16);
    expect(restoreFileSession(JSON.parse(JSON.stringify(made)))).toEqual(made);
    expect(restoreFileSession("junk")).toBeNull();
    expect(
      restoreFileSession({
        file: "club.pbn",
        sheets: [{ section: "A", sheet: "A", range: "B2:Z9", written: "a1" }],
      }),
    ).toBeNull();
    // A sheet kept without the fingerprint of what went on it is not one a refresh writes over.
    expect(
      restoreFileSession({ file: "club.pbn", sheets: [{ section: "A", sheet: "A", range: "A1:D4" }] }),
    ).toBeNull();
  });
});

describe("what the pane wrote on a traveller sheet, and what it holds now", () => {
  // A traveller as the pane writes it (an empty cell is null) and as Excel reads it back ("").
  const written = [
    ["Board", "Contract", "Score"],
    [1, "3NT", 400],
    [2, null, -50],
  ];
  const readBack = [
    ["Board", "Contract", "Score"],
    [1, "3NT", 400],
    [2, "", -50],
  ];
  const over = { sheet: "club", range: "A1:C3", written: blockFingerprint(written, 3, 3) };

  test("the fingerprint of what was written is that of the values read back, and of nothing else", () => {
    expect(blockFingerprint(readBack, 3, 3)).toBe(over.written);
    // A number written is read back to Excel's 15 digits: 0.1 + 0.2 comes back as 0.3.
    expect(blockFingerprint([[0.1 + 0.2]], 1, 1)).toBe(blockFingerprint([[0.3]], 1, 1));
    // Text that looks like a number is not that number; one cell changed, or one more column, differs.
    expect(blockFingerprint([["400"]], 1, 1)).not.toBe(blockFingerprint([[400]], 1, 1));
    expect(blockFingerprint([[1, "3NT", 430]], 1, 3)).not.toBe(blockFingerprint([[1, "3NT", 400]], 1, 3));
    expect(blockFingerprint(readBack, 3, 4)).not.toBe(over.written);
  });

  test("a sheet is written over only while its block holds just that and the cells it grows into are empty", () => {
    // The new traveller takes A1:D4 (a column and a row more): that is the block read.
    expect(checkedRange("A1:C3", "A1:D4")).toBe("A1:D4");
    expect(checkedRange("A1:D3", "A1:C5")).toBe("A1:D5");
    const grown = readBack.map((row) => [...row, ""]).concat([["", "", "", ""]]);
    expect(untouched(over, grown)).toBe(true);
    // The director put 3NT right as 3NTx: the block is no longer what the pane wrote.
    const corrected = grown.map((row) => [...row]);
    corrected[1][1] = "3NTx";
    expect(untouched(over, corrected)).toBe(false);
    // A note typed under the traveller, where its new rows would go.
    const noted = grown.map((row) => [...row]);
    noted[3][0] = "Table 3 came in late";
    expect(untouched(over, noted)).toBe(false);
    // The sheet is gone (renamed or deleted).
    expect(untouched(over, null)).toBe(false);
  });
});
