import { comparePresets } from "../../src/learn/compare-presets";

const board = (no: number, scores: readonly number[]) => ({
  board: no,
  rows: scores.map((s, i) => ({ ns: i + 1, ew: i + 11, entry: { kind: "plain", score: s } as const })),
});

describe("one board under two presets, side by side", () => {
  test("matchpoints: the ACBL scale halves each result, so the tables with matchpoints differ", () => {
    // 420, 420, -50: +420 beat 1 and tied 1: 2 + 1 = 3 by default, 1 + 0.5 = 1.5 on the ACBL
    // scale; -50 beat none: 0 on both, the same.
    const c = comparePresets(board(1, [420, 420, -50]), "mp", "default", "ACBL");
    expect(c.a).toBe("This add-in's defaults");
    expect(c.rows.map((r) => [r.table, r.a, r.b, r.differs])).toEqual([
      ["NS 1 v EW 11", 3, 1.5, true],
      ["NS 2 v EW 12", 3, 1.5, true],
      ["NS 3 v EW 13", 0, 0, false],
    ]);
    expect(c.differing).toBe(2);
  });

  test("the same preset on both sides differs nowhere", () => {
    const c = comparePresets(board(2, [680, -100, 680, 680]), "butler", "EBU", "EBU");
    expect(c.differing).toBe(0);
    expect(c.rows.every((r) => r.a === r.b)).toBe(true);
  });
});
