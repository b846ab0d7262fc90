// "Open a results file" in the pane: the file read in the pane becomes travellers on new sheets
// (one per section, with the choices the file names), then the last is read and scored as a Score
// would; a file that cannot be read changes nothing and says why.
import * as fs from "node:fs";
import * as path from "node:path";
import { DEFAULT_FORM_CHOICES } from "../../src/event/forms";
import { readCsv } from "../../src/io/csv";
import { openFile, pickerHint, publishedNote } from "../../src/taskpane/open-file";
import { INPUT_EXTENSIONS } from "../../src/event";
import { exampleCells } from "../../src/ui/examples";
import { busyStep, initialState, type PaneState } from "../../src/taskpane/state/state";
import { after, exampleArea, NOTES, scoredArea } from "./fixtures";
import { runEffect } from "../../src/taskpane/state/run";
import type { OutcomeEvent } from "../../src/taskpane/state/events";
import type { PaneActions } from "../../src/taskpane/actions";

const FILES = path.resolve(__dirname, "..", "fixtures", "files");
const bytes = (f: string): Uint8Array => new Uint8Array(fs.readFileSync(path.join(FILES, f)));

const ready = (): PaneState =>
  after(
    initialState(true),
    { kind: "opened" },
    { kind: "settingsLoaded", saved: null },
    { kind: "stepFailed", message: "" },
  ).state;

describe("openFile", () => {
  test("a PBN file of two sections: two travellers with the file's choices, in the layout a director types", () => {
    const opened = openFile("club-pairs.pbn", bytes("club-pairs.pbn"));
    if (opened.kind !== "opened") throw new Error(opened.message);
    expect(opened.sheets.map((s) => [s.sheetName, s.options])).toEqual([
      // Section A ranks NS and EW apart in its total score table, which makes it a Mitchell;
      // section B says nothing of its movement (the pair numbers will tell it).
      ["Club Pairs A", { method: "mp", scale: "EBU", movement: "mitchell" }],
      ["Club Pairs B", { method: "mp", scale: "EBU" }],
    ]);
    const { cells, headerRows } = exampleCells(opened.sheets[0].csv);
    expect(headerRows).toEqual([0]);
    expect(cells[0]).toEqual([
      "Board",
      "Table",
      "NS",
      "EW",
      "Contract",
      "By",
      "Lead",
      "Tricks",
      "Score",
      "MP_NS",
      "MP_EW",
      "Percentage_NS",
      "Percentage_EW",
    ]);
    // Board 1, table 4: 4S by N, 9 tricks, NS -50 (written "50" under Score_EW in the file).
    expect(cells[4]).toEqual([1, 4, 4, 4, "4S", "N", "HA", 9, -50, 0, 6, 0, 100]);
  });

  test("a traveller CSV is put on a sheet cell for cell, named after the file, with no choices of its own", () => {
    const csv = 'Board;NS;EW;Contract;Score\n1;1;2;"4S, doubled";420\n1;3;4;3NT;-50\n';
    const opened = openFile("tuesday.csv", new TextEncoder().encode(csv));
    if (opened.kind !== "opened") throw new Error(opened.message);
    expect(opened.sheets).toMatchObject([{ sheetName: "tuesday", options: {} }]);
    expect(readCsv(opened.sheets[0].csv).rows).toEqual([
      ["Board", "NS", "EW", "Contract", "Score"],
      ["1", "1", "2", "4S, doubled", "420"],
      ["1", "3", "4", "3NT", "-50"],
    ]);
  });

  test("a teams scoresheet CSV opens as one sheet, the form's teams method untouched", () => {
    const csv = "Round,Board,Room,NS,EW,Score\n1,1,Open,Aces,Kings,420\n1,1,Closed,Kings,Aces,-50\n";
    const opened = openFile("league.csv", new TextEncoder().encode(csv));
    if (opened.kind !== "opened") throw new Error(opened.message);
    expect(opened.event.kind).toBe("teams");
    expect(opened.sheets.map((s) => [s.sheetName, s.options])).toEqual([["league", {}]]);
  });

  test("a file that is not PBN, USEBIO or a traveller says which formats are read", () => {
    const opened = openFile("scan.pdf", new TextEncoder().encode("%PDF-1.4\u0000\u0001binary"));
    expect(opened.kind).toBe("failed");
    if (opened.kind === "failed")
      expect(opened.message).toMatch(/it reads a traveller as CSV .* a PBN file .* a USEBIO XML file/);
  });

  test("a CSV that is not a traveller, or a header with no result under it, is refused before any sheet is added", () => {
    const notes = openFile("names.csv", new TextEncoder().encode("Name,Age\nBob,3\n"));
    expect(notes).toEqual({
      kind: "failed",
      message: expect.stringMatching(
        /^names\.csv cannot be scored: names\.csv: line 1, column 1: No header row found: .* Nothing was written\.$/,
      ),
    });
    const bare = openFile("empty.csv", new TextEncoder().encode("Board,NS,EW,Score\n"));
    expect(bare).toEqual({
      kind: "failed",
      message: "empty.csv cannot be scored: it has a header row but no result under it. Nothing was written.",
    });
    // A traveller with a problem still goes on its sheet, to be put right there.
    expect(openFile("t.csv", new TextEncoder().encode("Board,NS,EW,Score\n1,1,2,4Z\n")).kind).toBe("opened");
    // In the pane: no effect at all, so nothing reaches the workbook.
    const { state, effects } = after(ready(), {
      kind: "fileChosen",
      name: "names.csv",
      bytes: new TextEncoder().encode("Name,Age\nBob,3\n"),
    });
    expect(effects).toEqual([]);
    expect(state.status?.title).toBe("Could not open names.csv");
  });
});

describe("the pane opens a results file", () => {
  test("published figures that differ are named in the message (section B scored on the ACBL scale)", () => {
    const opened = openFile("club-pairs.pbn", bytes("club-pairs.pbn"));
    if (opened.kind !== "opened") throw new Error(opened.message);
    // Section B as the pane puts it on its sheet, read back and scored there.
    const sheet = scoredArea(exampleArea(opened.sheets[1]), {
      method: "mp",
      movement: "mitchell",
      scale: "ACBL",
    });
    const note = publishedNote(opened.event.sections[1].file!, sheet);
    // ACBL: top 2. +110 beats one result: 1 each way, not the file's 2 and 2 (EBU); +140 gets
    // 2 (the file: 4) and EW against -100 get 2 (the file: 4). Four of the six figures differ.
    expect(note).toMatch(
      /^The file's published results differ from the add-in's in 4 of 6 figures: line 78: board 1, NS 5 v EW 5: the file says MP_NS 2.00, the add-in 1\. /,
    );
  });

  test("unreadable: nothing is written, the message names the line", () => {
    const bad = new TextEncoder().encode(
      '[Event "x"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n1 2\n',
    );
    const { state, effects } = after(ready(), { kind: "fileChosen", name: "bad.pbn", bytes: bad });
    expect(effects).toEqual([]);
    expect(state.task).toBeNull();
    expect(state.status?.title).toBe("Could not open bad.pbn");
    expect(state.status?.text).toContain("line 4: a score table row has 2 cells");
  });

  test("two sections: both inserted, then both read and scored in one Score, each on its own results sheet", async () => {
    const chosen = after(ready(), {
      kind: "fileChosen",
      name: "club-pairs.pbn",
      bytes: bytes("club-pairs.pbn"),
    });
    expect(chosen.effects).toHaveLength(1);
    const effect = chosen.effects[0];
    if (effect.kind !== "insertFileSheets") throw new Error(effect.kind);
    expect(effect.sheets.map((s) => s.sheetName)).toEqual(["Club Pairs A", "Club Pairs B"]);
    expect(busyStep(chosen.state)).toBe("inserting");

    const sheetA = { name: "Club Pairs A", range: "A1:K13" };
    const sheetB = { name: "Club Pairs B", range: "A1:K4" };
    const inserted = after(chosen.state, {
      kind: "exampleInserted",
      sheet: sheetB,
      sheets: [sheetA.name, sheetB.name],
    });
    // The selection read; and the file's deals kept for each sheet (club-pairs.pbn gives board 1's).
    expect(inserted.effects.map((e) => e.kind)).toEqual(["readSelection", "saveDeals"]);
    expect(inserted.state.options).toEqual({ ...DEFAULT_FORM_CHOICES, method: "mp", scale: "EBU" });

    // The last sheet is what is selected; then every section's sheet is read from its first cell.
    const areaOf = (k: number, name: string) => {
      const { cells } = exampleCells(effect.sheets[k].csv);
      return { ...NOTES, sheet: name, top: 0, left: 0, range: `A1:K${cells.length}`, values: cells };
    };
    const read = after(inserted.state, { kind: "selectionRead", area: areaOf(1, "Club Pairs B") });
    expect(read.effects).toEqual([
      { kind: "readTravellers", addresses: ["'Club Pairs A'!A1", "'Club Pairs B'!A1"] },
    ]);
    const both = after(read.state, {
      kind: "travellersRead",
      areas: [areaOf(0, "Club Pairs A"), areaOf(1, "Club Pairs B")],
    });
    expect(both.effects).toHaveLength(1);
    const build = both.effects[0];
    if (build.kind !== "buildSheet") throw new Error(build.kind);
    expect(build.choices.pairs).toMatchObject({ method: "mp", scale: "EBU" });
    expect([build.reading, ...(build.others ?? [])].map((r) => r.area.sheet)).toEqual([
      "Club Pairs A",
      "Club Pairs B",
    ]);
    expect(busyStep(both.state)).toBe("scoring");

    // The runner scores both in one event: two sections, each from its own sheet.
    const reported: OutcomeEvent[] = [];
    await runEffect(
      build,
      {} as PaneActions,
      (e) => reported.push(e),
      async () => {},
    );
    const built = reported.at(-1)!;
    if (built.kind !== "sheetBuilt") throw new Error(built.kind);
    expect(built.scored.sections).toHaveLength(2);
    // Each section of it is of its own sheet's reading.
    expect(both.state.task).toMatchObject({ sectionReadings: [0, 1] });

    // Board 1's deal, kept for each section's sheet, goes beside its boards first (without a
    // solver here: the hands with no table); then each sheet is written in turn, noted with its
    // own traveller; one status for both.
    const adding = after(both.state, built);
    expect(adding.effects.map((e) => e.kind)).toEqual(["addHandRecords"]);
    const added: OutcomeEvent[] = [];
    await runEffect(
      adding.effects[0],
      {} as PaneActions,
      (e) => added.push(e),
      async () => {},
    );
    expect(added.map((e) => e.kind)).toEqual(["handRecordsAdded"]);
    const first = after(adding.state, added[0]);
    expect(first.effects).toMatchObject([
      { kind: "writeSheet", scoredFrom: "'Club Pairs A'!A1:K13", part: { index: 0, count: 2 } },
    ]);
    const second = after(first.state, {
      kind: "sheetWritten",
      sheet: { name: "A matchpoints", range: "A1:J30" },
    });
    expect(second.effects).toMatchObject([
      { kind: "writeSheet", scoredFrom: "'Club Pairs B'!A1:K4", part: { index: 1, count: 2 } },
    ]);
    const done = after(second.state, {
      kind: "sheetWritten",
      sheet: { name: "B matchpoints", range: "A1:J20" },
    });
    expect(done.state.task).toBeNull();
    expect(done.state.status?.title).toBe('Wrote 2 sheets: "A matchpoints", "B matchpoints"');
    // Section B publishes MP_NS and MP_EW for its 3 tables: 6 figures, all agreeing (EBU, top 4).
    expect(done.state.status?.text).toContain(
      "\"B matchpoints\": Matchpoints: Board 1, 3 tables. The file's published results agree with the add-in's (6 figures compared).",
    );
    // Each results sheet is its own traveller's, so Score again finds it.
    expect(done.state.scoredSheets).toEqual({
      "'Club Pairs A'!A1": ["A matchpoints"],
      "'Club Pairs B'!A1": ["B matchpoints"],
    });
  });
});

describe("pickerHint: what the file picker reads, from the input registry", () => {
  test("names every extension the picker offers, .bws among them", () => {
    const hint = pickerHint();
    for (const ext of INPUT_EXTENSIONS) expect(hint).toContain(ext);
    expect(hint).toMatch(
      /^Reads a Bridgemate database \(\.bws\), a USEBIO XML file \(\.xml\), a PBN file \(\.pbn\) or a traveller as CSV \(\.csv, \.txt\): /,
    );
  });
});
