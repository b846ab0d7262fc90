// How many results each board was scored as expecting, read from the tops a file publishes, on a
// file of many boards.
import { FileBoard, FileTableRow, inferExpected } from "../../src/io/results-file";

/** A played table whose published matchpoints are `ns` and `ew`. */
function row(table: number, ns: number, ew: number): FileTableRow {
  return {
    table: String(table),
    ns: String(table),
    ew: String(table + 10),
    contract: "4H",
    declarer: "N",
    lead: "",
    tricks: 10,
    score: 420,
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
