// A phantom's row on a printed traveller (JFR Pary's "TD 60.00 / 0.00" against a pair that never
// plays) is left out of its board with a note; any other director's score stays a table.
import { readTraveller } from "../../../src/scoring";

const HEADER = ["Board", "N-S", "E-W", "kontrakt", "gra", "lew", "zapis NS", "zapis EW", "% NS", "% EW"];
// A passed-out board: a result on any vulnerability.
const played = (board: number, ns: number, ew: number): unknown[] => [
  board,
  ns,
  ew,
  "PASS",
  "",
  "",
  0,
  "",
  "",
  "",
];
const td = (board: number, ns: number, ew: number, pNs: string, pEw: string): unknown[] => [
  board,
  ns,
  ew,
  "TD",
  "",
  "",
  "",
  "",
  pNs,
  pEw,
];

describe("phantom rows", () => {
  test("TD 60.00 / 0.00 against a pair on no other row is left out, with a note and a skipped row", () => {
    const t = readTraveller([HEADER, played(1, 1, 11), played(1, 2, 12), td(1, 3, 16, "60.00", "0.00")]);
    expect(t.problems).toEqual([]);
    expect(t.boards[0].rows.map((r) => [r.ns, r.ew])).toEqual([
      ["1", "11"],
      ["2", "12"],
    ]);
    expect(t.skipped).toEqual([{ row: 3, reason: "phantom" }]);
    expect(t.boards[0].notes).toEqual([
      { row: 3, column: 3, message: expect.stringContaining("0% to EW 16, a pair that plays no table") },
    ]);
    expect(t.notes).toEqual(t.boards[0].notes);
  });

  test("a board whose only row is a phantom's has no table and is not on the traveller", () => {
    const t = readTraveller([HEADER, played(1, 1, 11), played(1, 2, 12), td(2, 3, 16, "60.00", "0.00")]);
    expect(t.boards.map((b) => b.board)).toEqual([1]);
    expect(t.notes?.map((n) => n.row)).toEqual([3]);
  });

  test("the phantom may sit North-South: 0.00 / 60.00", () => {
    const t = readTraveller([HEADER, played(1, 1, 11), td(1, 9, 12, "0.00", "60.00")]);
    expect(t.boards[0].rows.map((r) => r.ns)).toEqual(["1"]);
    expect(t.boards[0].notes?.[0].message).toContain("0% to NS 9");
  });

  test("a 0% award to a pair that plays another board is kept: a real score, not a phantom", () => {
    // Pair 12 plays board 2, so its 0% on board 1 is a director's score it was given.
    const t = readTraveller([HEADER, played(1, 1, 11), td(1, 2, 12, "60.00", "0.00"), played(2, 2, 12)]);
    expect(t.problems).toEqual([]);
    expect(t.boards[0].rows).toHaveLength(2);
    expect(t.boards[0].rows[1].entry).toEqual(expect.objectContaining({ kind: "artificial" }));
    expect(t.boards[0].notes).toBeUndefined();
    expect(t.skipped).toEqual([]);
  });

  test("awards that add to 100 or give both sides 0 stay tables (TD 60/40, 100/0, 0/0)", () => {
    for (const [ns, ew] of [
      ["60.00", "40.00"],
      ["100.00", "0.00"],
      ["0.00", "0.00"],
    ]) {
      const t = readTraveller([HEADER, played(1, 1, 11), td(1, 3, 16, ns, ew)]);
      expect([ns, ew, t.boards[0].rows.length, t.notes]).toEqual([ns, ew, 2, undefined]);
    }
  });
});
