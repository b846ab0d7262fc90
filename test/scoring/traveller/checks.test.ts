import { PairsSeen, PendingSums, SeatedRow } from "../../../src/scoring/traveller/checks";

const seated = (row: number, board: number, ns: string, ew: string): SeatedRow => ({
  row,
  cells: { ns: 1, ew: 2 },
  board,
  ns,
  ew,
});

describe("PairsSeen: each pair plays a board once", () => {
  test("pairs met for the first time give no problem, on any board", () => {
    const seen = new PairsSeen();
    expect(seen.check(seated(1, 1, "3", "4"))).toEqual([]);
    expect(seen.check(seated(2, 1, "5", "6"))).toEqual([]);
    expect(seen.check(seated(3, 2, "3", "4"))).toEqual([]); // the same pairs on another board
  });

  test("a pair met again on a board points at its cell and names its earlier opponent, and the earlier row too", () => {
    const seen = new PairsSeen();
    seen.check(seated(1, 7, "3", "4"));
    expect(seen.check(seated(5, 7, "3", "6"))).toEqual([
      {
        row: 5,
        column: 1,
        message:
          "NS pair 3 is on board 7 twice (also against EW 4 on an earlier row): each pair plays a board once.",
      },
      // Either row may hold the wrong number, so both are named.
      {
        row: 1,
        column: 1,
        message:
          "NS pair 3 is on board 7 twice (also against EW 6 on a later row): each pair plays a board once.",
      },
    ]);
  });

  test("NS and EW numbers are told apart: NS 3 and EW 3 are two pairs", () => {
    const seen = new PairsSeen();
    seen.check(seated(1, 1, "3", "4"));
    expect(seen.check(seated(2, 1, "5", "3"))).toEqual([]);
  });

  test("both sides met again give two problems; a new side is remembered even beside a repeat", () => {
    const seen = new PairsSeen();
    seen.check(seated(1, 1, "3", "4"));
    // Each side on row 2, and on the earlier row 1.
    expect(seen.check(seated(2, 1, "3", "4")).map((p) => [p.row, p.column])).toEqual([
      [2, 1],
      [1, 1],
      [2, 2],
      [1, 2],
    ]);
    // NS 3 again (row 1 is named once, already); EW 8 is new.
    expect(seen.check(seated(3, 1, "3", "8"))).toHaveLength(1);
    const last = seen.check(seated(4, 1, "9", "8")); // EW 8 was remembered from row 3
    expect(last.map((p) => p.message)).toEqual([
      "EW pair 8 is on board 1 twice (also against NS 3 on an earlier row): each pair plays a board once.",
      "EW pair 8 is on board 1 twice (also against NS 9 on a later row): each pair plays a board once.",
    ]);
  });
});

describe("PendingSums: rows of numbers only, settled by what follows", () => {
  test("with no table row after them they are totals", () => {
    const sums = new PendingSums();
    sums.hold(9);
    sums.hold(10);
    expect(sums.settle(false, 1)).toEqual({ totals: [9, 10], problems: [] });
  });

  test("with a table row after them each is a problem at its NS cell", () => {
    const sums = new PendingSums();
    sums.hold(4);
    expect(sums.settle(true, 1)).toEqual({
      totals: [],
      problems: [
        {
          row: 4,
          column: 1,
          message:
            "This row has numbers but no NS or EW pair number: give the pair numbers " +
            "(a totals row belongs below the last table).",
        },
      ],
    });
  });

  test("settling empties the rows held", () => {
    const sums = new PendingSums();
    sums.hold(4);
    sums.settle(false, 0);
    expect(sums.settle(true, 0)).toEqual({ totals: [], problems: [] });
  });
});
