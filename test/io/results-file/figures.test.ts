// How many results each board was scored as expecting, read from the tops a file publishes, on a
// file of many boards.
import { FileBoard, FileTableRow, inferExpected, inferNotPlayedTie } from "../../../src/io/results-file";

/** A played table whose published matchpoints are `ns` and `ew`. */
function row(table: number, ns: number, ew: number, score = 420): FileTableRow {
  return {
    table: String(table),
    ns: String(table),
    ew: String(table + 10),
    contract: "4H",
    declarer: "N",
    lead: "",
    tricks: 10,
    score,
    published: { MP_NS: String(ns), MP_EW: String(ew) },
    source: `line ${table}`,
  };
}

describe("inferExpected", () => {
  test("200,000 boards: one played by fewer tables but topped as the others is factored to their count", () => {
    // Every board but the last is played at 3 tables and tops 4 (EBU: 2 x (3 - 1)), as its own
    // rows expect. The last is played at 2 tables but also tops 4, so it was scored as expecting
    // the 3 results of the most tables. The boards share their rows to keep the test light.
    const three = [row(1, 4, 0), row(2, 2, 2), row(3, 0, 4)];
    const two = [row(1, 3, 1), row(2, 1, 3)];
    const boards: FileBoard[] = [];
    for (let b = 1; b < 200_000; b++)
      boards.push({ board: b, vulnerability: null, dealer: null, rows: three });
    boards.push({ board: 200_000, vulnerability: null, dealer: null, rows: two });
    const got = inferExpected(boards);
    expect(got?.expected).toBe(3);
    expect(got?.note).toContain("the published top is 4 on board 200000, which 2 tables played");
  });
});

describe("inferNotPlayedTie", () => {
  const board = (n: number, rows: FileTableRow[]): FileBoard => ({
    board: n,
    vulnerability: null,
    dealer: null,
    rows,
  });
  // Board 1 at 4 tables (top 6) sets the EBU scale; board 2 at 3 tables also tops 6.
  const four = [row(1, 6, 0, 600), row(2, 4, 2, 420), row(3, 2, 4, 170), row(4, 0, 6, -50)];

  test("3 results of 4 tables published 5 / 3 / 1: each missing table a tie, not Neuberg", () => {
    // 600 beats two: 4 among the three, plus 1 for the tie with the missing table: 5.
    // Neuberg would give (4 + 1) x 4/3 - 1 = 5.67, 3 and 0.33.
    const tie = [row(1, 5, 1, 600), row(2, 3, 3, 420), row(3, 1, 5, -50)];
    expect(inferNotPlayedTie([board(1, four), board(2, tie)])?.note).toBe(
      "a table that did not play a board counts as a tie with every result (no Neuberg): on board 2, which 3 of 4 tables played (top 6), the published matchpoints are 5, 3, 1, where Neuberg gives 5.67, 3, 0.33",
    );
  });

  test("a line written NP is a missing table too", () => {
    // 4 lines, one NP: the 3 results published 5 / 3 / 1 on top 6, as above.
    const np: FileTableRow = { ...row(4, 0, 0), score: "NP", published: {} };
    const tie = [row(1, 5, 1, 600), row(2, 3, 3, 420), row(3, 1, 5, -50), np];
    expect(inferNotPlayedTie([board(1, four), board(2, tie)])?.note).toMatch(
      /on board 2, which 3 of 4 tables played/,
    );
  });

  test("the same board published by Neuberg, or with every result tied, says nothing", () => {
    const neuberg = [row(1, 5.67, 0.33, 600), row(2, 3, 3, 420), row(3, 0.33, 5.67, -50)];
    expect(inferNotPlayedTie([board(1, four), board(2, neuberg)])).toBeNull();
    const tied = [row(1, 3, 3, 420), row(2, 3, 3, 420), row(3, 3, 3, 420)];
    expect(inferNotPlayedTie([board(1, four), board(2, tied)])).toBeNull();
  });

  test("a phantom's table: every board short of one table and topped as the movement's", () => {
    // 5 results a board, top 10 = 2 x (6 - 1): no board has 6 rows, yet each expects 6.
    const five = [
      row(1, 9.8, 0.2, 600),
      row(2, 7.4, 2.6, 420),
      row(3, 5, 5, 170),
      row(4, 2.6, 7.4, 50),
      row(5, 0.2, 9.8, -50),
    ];
    expect(inferExpected([board(1, five), board(2, five)])?.expected).toBe(6);
  });
});
