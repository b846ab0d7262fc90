// Scoring a traveller again, the pure part: the record of the results sheets written from each
// traveller, the earlier ones still in the workbook, and the note of when a sheet was scored.
import {
  earlierResults,
  noteSource,
  recordWritten,
  restoreScoredSheets,
  resultsOrigin,
  scoredNote,
  travellerKey,
  withScoredNote,
} from "../../src/taskpane/replace";
import { BOARD_2, scoredArea, TWO_BOARDS } from "./fixtures";

describe("the record of results sheets by traveller", () => {
  test("a traveller is known by its sheet and first cell, quoted as Excel quotes it", () => {
    expect(travellerKey(BOARD_2)).toBe("Sheet1!C3");
    expect(travellerKey({ sheet: "Club night", top: 0, left: 0 })).toBe("'Club night'!A1");
  });

  test("a damaged record reads as none; names that are not text are dropped", () => {
    expect(restoreScoredSheets(null)).toEqual({});
    expect(restoreScoredSheets("x")).toEqual({});
    expect(restoreScoredSheets([["a"]])).toEqual({});
    expect(restoreScoredSheets({ "Sheet1!C3": ["A", 3, ""], "Sheet2!A1": "B", "Sheet3!A1": [] })).toEqual({
      "Sheet1!C3": ["A"],
    });
  });

  test("earlier results: those still in the workbook, as Excel names them now, never the traveller's own sheet", () => {
    const record = {
      "Sheet1!C3": ["Board 2 matchpoints", "Deleted since", "Sheet1"],
      "Sheet2!A1": ["Other"],
    };
    const area = { ...BOARD_2, sheetNames: ["Sheet1", "BOARD 2 MATCHPOINTS", "Other"] };
    expect(earlierResults(record, area)).toEqual(["BOARD 2 MATCHPOINTS"]);
    // Another traveller's results are not this one's; nor is anything when the names are unknown.
    expect(earlierResults(record, { ...TWO_BOARDS, sheetNames: ["Other"] })).toEqual(["Other"]);
    expect(earlierResults(record, { ...BOARD_2, sheetNames: undefined })).toEqual([]);
  });

  test("a sheet written joins the earlier ones kept, or stands alone; the traveller becomes the latest", () => {
    const one = recordWritten({ "Sheet2!A1": ["S"] }, "Sheet1!C3", [], "Board 2 matchpoints");
    expect(one).toEqual({ "Sheet2!A1": ["S"], "Sheet1!C3": ["Board 2 matchpoints"] });
    const both = recordWritten(one, "Sheet1!C3", ["Board 2 matchpoints"], "Board 2 matchpoints (2)");
    expect(both["Sheet1!C3"]).toEqual(["Board 2 matchpoints", "Board 2 matchpoints (2)"]);
    // Replaced: nothing kept, and a name written again is listed once.
    expect(
      recordWritten(both, "Sheet1!C3", ["board 2 matchpoints"], "Board 2 matchpoints")["Sheet1!C3"],
    ).toEqual(["Board 2 matchpoints"]);
    expect(Object.keys(recordWritten(one, "Sheet2!A1", [], "T"))).toEqual(["Sheet1!C3", "Sheet2!A1"]);
  });

  test("the record never grows past 200 travellers of 20 sheets", () => {
    let record = {};
    for (let i = 0; i < 205; i++) record = recordWritten(record, `S!A${i + 1}`, [], `R${i}`);
    expect(Object.keys(record)).toHaveLength(200);
    expect(Object.keys(record)[0]).toBe("S!A6");
    const many = Array.from({ length: 25 }, (_, i) => `R${i}`);
    expect(recordWritten({}, "S!A1", many, "New")["S!A1"]).toEqual([...many.slice(-19), "New"]);
  });
});

describe("the note of when a sheet was scored", () => {
  test("day, month spelt out, year, 24-hour time, and the traveller's address", () => {
    expect(scoredNote(new Date(2026, 10, 25, 9, 5), "Sheet1!C3:F7")).toBe(
      "Scored on 25 November 2026 at 09:05 from Sheet1!C3:F7.",
    );
    expect(scoredNote(new Date(2027, 0, 3, 21, 40), "'Club night'!A1:H30")).toBe(
      "Scored on 3 January 2027 at 21:40 from 'Club night'!A1:H30.",
    );
  });

  test("on the empty row under the title block, as a note; the model is otherwise untouched", () => {
    const sheet = scoredArea(BOARD_2).sheet;
    const title = sheet.blocks.find((b) => b.kind === "title")!;
    const row = title.rows[1] + 1; // the title takes rows 1-3 of the sheet; row 4 is empty
    expect(sheet.cells.some((c) => c.row === row)).toBe(false);
    const noted = withScoredNote(sheet, "Scored on 25 November 2026 at 09:05 from Sheet1!C3:F7.");
    expect(noted.cells).toHaveLength(sheet.cells.length + 1);
    expect(noted.cells.at(-1)).toMatchObject({
      row,
      col: 0,
      role: "note",
      value: "Scored on 25 November 2026 at 09:05 from Sheet1!C3:F7.",
    });
    expect(noted.cells.at(-1)?.formula).toBeUndefined();
    expect(noted.blocks).toBe(sheet.blocks);
  });

  test("when the row under the title is taken, the note follows the title's words", () => {
    const sheet = scoredArea(BOARD_2).sheet;
    const title = sheet.blocks.find((b) => b.kind === "title")!;
    const crowded = { ...sheet, cells: [...sheet.cells, { row: title.rows[1] + 1, col: 2, value: "x" }] };
    const noted = withScoredNote(crowded, "Scored on 1 May 2026 at 10:00 from A.");
    expect(noted.cells).toHaveLength(crowded.cells.length);
    const heading = noted.cells.find((c) => c.role === "title")!;
    expect(heading.value).toBe(
      `${String(sheet.cells.find((c) => c.role === "title")!.value)} Scored on 1 May 2026 at 10:00 from A.`,
    );
  });
});

describe("resultsOrigin: which traveller a results sheet came from", () => {
  const RECORD = { "Sheet1!C3": ["Board 2 matchpoints"], "'Club night'!A1": ["Session matchpoints"] };

  test("by the record, whatever the case of the sheet's name", () => {
    expect(resultsOrigin(RECORD, { sheet: "session MATCHPOINTS", values: [] })).toEqual({
      sheet: "session MATCHPOINTS",
      traveller: "'Club night'!A1",
    });
  });

  test("by the note the sheet carries when the record does not list it (the traveller's first cell)", () => {
    const values = [
      ["Board 2 matchpoints"],
      [""],
      [scoredNote(new Date(2026, 10, 25, 9, 5), "'It''s B'!D4:H9")],
    ];
    expect(resultsOrigin({}, { sheet: "Renamed", values })).toEqual({
      sheet: "Renamed",
      traveller: "'It''s B'!D4",
    });
  });

  test("a traveller is none: not listed, no note, or its own sheet named", () => {
    expect(resultsOrigin(RECORD, { sheet: "Sheet2", values: [["Board", "NS"]] })).toBeNull();
    expect(resultsOrigin({ "Sheet1!C3": ["Sheet1"] }, { sheet: "Sheet1", values: [] })).toBeNull();
  });

  test("noteSource reads only the scored note's words", () => {
    expect(noteSource("Scored on 1 March 2026 at 19:30 from Sheet1!B2.")).toBe("Sheet1!B2");
    expect(noteSource("Scored on Tuesday from Sheet1!B2.")).toBeNull();
    expect(noteSource("Board 15")).toBeNull();
  });
});
