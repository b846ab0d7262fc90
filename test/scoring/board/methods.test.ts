import { BOARD_METHODS } from "../../../src/scoring/board/methods";
import { SCORING_METHODS } from "../../../src/scoring/model/methods";
import { scoreBoard } from "../../../src/scoring/board/score-board";
import { butlerMethod } from "../../../src/scoring/board/butler";
import { crossImpsMethod } from "../../../src/scoring/board/cross-imps";
import { matchpointsMethod } from "../../../src/scoring/board/matchpoints";

describe("the registry of board scoring methods", () => {
  test("every scoring method a director can choose has its module, and no other is listed", () => {
    expect(Object.keys(BOARD_METHODS).sort()).toEqual([...SCORING_METHODS].sort());
  });

  test("each name is its own module's method", () => {
    expect(BOARD_METHODS.butler).toBe(butlerMethod);
    expect(BOARD_METHODS.cross).toBe(crossImpsMethod);
    expect(BOARD_METHODS.mp).toBe(matchpointsMethod);
  });

  test("scoreBoard hands each method its own board: the workings say which method scored it", () => {
    const rows = [420, 420, -50].map((s, i) => ({
      ns: i + 1,
      ew: i + 4,
      entry: { kind: "plain" as const, score: s },
    }));
    for (const method of SCORING_METHODS) {
      expect(scoreBoard({ board: 1, rows }, { method }).workings.method).toBe(method);
    }
  });
});
