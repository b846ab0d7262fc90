// Fouled boards in the core: the director's choice as typed, and a board split into its versions,
// each knowing its whole board's tables and results (the N its Neuberg factoring goes to).
import { readCsv } from "../../../src/io/csv";
import { readFouled, readTraveller, splitFouled } from "../../../src/scoring";

describe("readFouled", () => {
  it("reads a board's versions and their tables, runs and lists", () => {
    expect(readFouled("7: A 1-3, B 4-5")).toEqual({
      ok: true,
      choice: {
        boards: [
          {
            board: 7,
            versions: [
              { version: "A", tables: [1, 2, 3] },
              { version: "B", tables: [4, 5] },
            ],
          },
        ],
      },
    });
    // Two boards; a version with two runs; lower-case letters.
    const two = readFouled("3: a 1, 4, b 2-3; 12: A 1-2, B 3");
    expect(
      two.ok && two.choice.boards.map((b) => [b.board, b.versions.map((v) => [v.version, v.tables])]),
    ).toEqual([
      [
        3,
        [
          ["A", [1, 4]],
          ["B", [2, 3]],
        ],
      ],
      [
        12,
        [
          ["A", [1, 2]],
          ["B", [3]],
        ],
      ],
    ]);
  });

  it.each([
    ["7 A 1-3", /is not a fouled board/],
    ["7: 1-3", /is not a fouled board/],
    ["7: A 1-3", /board 7 needs two versions or more/],
    ["7: A 1-3, B 3-4", /table 3 of board 7 is given two versions/],
    ["", /is not a fouled board/],
  ])("refuses %j", (text, message) => {
    const read = readFouled(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });
});

describe("splitFouled", () => {
  // Board 1 at four tables, versions A (tables 1, 3) and B (tables 2, 4); table 4 not played;
  // board 2 with a blank Version is not fouled.
  const cells = readCsv(
    "Board,Table,NS,EW,Score,Version\n1,1,1,1,420,A\n1,2,2,2,450,B\n1,3,3,3,170,A\n1,4,4,4,NP,B\n2,1,1,2,110,\n2,2,2,1,140,\n",
  ).rows;
  const traveller = readTraveller(cells);

  it("gives one board per version, each with the whole board's 4 tables and 3 results", () => {
    const split = splitFouled(traveller, cells);
    expect(split.boards.map((b) => [b.board, b.fouled?.group, b.rows.map((r) => r.ns)])).toEqual([
      [1, "A", ["1", "3"]],
      [1, "B", ["2", "4"]],
      [2, undefined, ["1", "2"]],
    ]);
    expect(split.boards[0].fouled).toEqual({ group: "A", tables: 4, results: 3 });
  });

  it("leaves a traveller without versions as it is", () => {
    const plain = readCsv("Board,NS,EW,Score\n1,1,1,420\n1,2,2,450\n").rows;
    const t = readTraveller(plain);
    expect(splitFouled(t, plain)).toBe(t);
  });

  it("the director's choice by table gives the same split as the column", () => {
    const blank = cells.map((row, i) => (i === 0 ? row : row.slice(0, 5)));
    const read = readFouled("1: A 1, 3, B 2, 4");
    if (!read.ok) throw new Error(read.message);
    const split = splitFouled(readTraveller(blank), blank, read.choice);
    expect(split.boards.map((b) => [b.board, b.fouled?.group, b.rows.map((r) => r.ns)])).toEqual([
      [1, "A", ["1", "3"]],
      [1, "B", ["2", "4"]],
      [2, undefined, ["1", "2"]],
    ]);
  });
});
