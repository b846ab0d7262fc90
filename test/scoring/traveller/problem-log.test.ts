import { ProblemLog } from "../../../src/scoring/traveller/problem-log";

const p = (row: number, column: number, message: string) => ({ row, column, message });

describe("ProblemLog: problems sorted to the boards they stop", () => {
  const log = new ProblemLog();
  log.addRow(p(5, 2, "on board 2"), 2);
  log.addGeneral(p(0, 0, "header"));
  log.addRow(p(3, 1, "no board known"), null);
  log.addRow(p(4, 1, "on board 1"), 1);
  log.addRow(p(3, 1, "also at B4"), 1);

  test("a board is stopped by its own rows' problems, then the unplaced ones, then the header's", () => {
    expect(log.forBoard(1).map((x) => x.message)).toEqual([
      "on board 1",
      "also at B4",
      "no board known",
      "header",
    ]);
    expect(log.forBoard(2).map((x) => x.message)).toEqual(["on board 2", "no board known", "header"]);
    expect(log.forBoard(9).map((x) => x.message)).toEqual(["no board known", "header"]);
  });

  test("only boards with problems on their own rows are listed", () => {
    expect(log.boardsWithRowProblems().sort()).toEqual([1, 2]);
  });

  test("every problem in the order of the cells; two on one cell in the order found", () => {
    expect(log.sorted().map((x) => x.message)).toEqual([
      "header",
      "no board known",
      "also at B4",
      "on board 1",
      "on board 2",
    ]);
  });
});
