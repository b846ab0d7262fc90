import { scoreBoard, type ScoredBoard } from "../../../../src/scoring";
import {
  explainBoard,
  frequencyColumns,
  frequencyTips,
  GLOSSARY,
  resultTip,
  shown,
  type Step,
} from "../../../../src/scoring/words/explain";

type Row = number | "NP";
const board = (no: number, scores: readonly Row[]) => ({
  board: no,
  rows: scores.map((s, i) => ({
    ns: i + 1,
    ew: i + 11,
    entry: s === "NP" ? ({ kind: "notPlayed", text: "NP" } as const) : ({ kind: "plain", score: s } as const),
  })),
});
const step = (steps: readonly Step[], id: Step["id"]): Step => {
  const s = steps.find((x) => x.id === id);
  if (s === undefined) throw new Error(`no step ${id}`);
  return s;
};

describe("the workings told in the method's words", () => {
  test("Butler: the datum and each table's IMPs are the engine's", () => {
    // Calculation 1 of "An explanation of Cross IMP Scoring": 680, -100, 680, 680 average 485,
    // rounded to 490; 680 - 490 = 190 is 5 IMPs, -100 - 490 = -590 is -11.
    const b = scoreBoard(board(1, [680, -100, 680, 680]), { method: "butler", trim: 0 });
    if (b.workings.method !== "butler") throw new Error("not Butler");
    expect(b.workings.datum).toBe(490);
    const steps = explainBoard(b, 1);
    expect(step(steps, "datum").worked[0]).toContain(`a datum of +${b.workings.datum}`);
    expect(step(steps, "datum").worked[0]).toContain("an average of 485");
    expect(step(steps, "differences").worked).toEqual([
      `-100 against a datum of +490: -590 points, ${b.tables[1].nsResult} IMPs.`,
    ]);
    expect(b.tables[1].nsResult).toBe(-11);
    expect(step(explainBoard(b, 0), "differences").worked).toEqual([
      "+680 against a datum of +490: 190 points, +5 IMPs.",
    ]);
    expect(step(steps, "frequencies").worked).toEqual(["-100 was scored at 1 table."]);
  });

  test("cross-IMPs: each comparison, the total and the divided result are the engine's", () => {
    // The "Bridge scoring" article's averaged cross-IMPs: +620 against -100, -100, -300 and +650:
    // 720 is 12 IMPs (twice), 920 is 14, -30 is -1; 37 in all, over 4 comparisons 9.25.
    const b = scoreBoard(board(2, [620, -100, -100, -300, 650]), { method: "cross", divisor: "comparisons" });
    const steps = explainBoard(b, 0);
    expect(step(steps, "comparisons").worked).toEqual([
      "+620 against +650: -30 points, -1 IMP.",
      "+620 against -100 (2 tables): 720 points, +12 IMPs each.",
      "+620 against -300: 920 points, +14 IMPs.",
    ]);
    expect(b.tables[0].nsTotal).toBe(37);
    expect(step(steps, "totals").worked).toEqual(["+620 totals +37 IMPs."]);
    expect(b.tables[0].nsResult).toBe(9.25);
    expect(step(steps, "divisor").worked).toEqual(["37 divided by 4: +9.25 IMPs for +620."]);
  });

  test("matchpoints with Neuberg: the counts and the scaled result are the engine's", () => {
    // Five tables, one did not play: 450, 420, 420, -50. +420 beat one and tied one: 2 + 1 = 3 of
    // a top of 6; Neuberg: (3 + 1) x 5/4 - 1 = 4 of a top of 8, 50%.
    const b = scoreBoard(board(3, [420, 420, 450, -50, "NP"]), { method: "mp" });
    const steps = explainBoard(b, 0);
    expect(step(steps, "matchpoints").worked).toEqual(["+420 beat 1 result and tied with 1: 3 matchpoints."]);
    expect(b.tables[0].nsResult).toBe(4);
    expect(b.top).toBe(8);
    expect(step(steps, "neuberg").worked).toEqual([`(3 + 1) x 5/4 - 1 = 4 matchpoints of 8, 50%.`]);
    expect(step(explainBoard(b, 4), "traveller").worked).toEqual(["NS 5 v EW 15 did not play the board."]);
  });

  test("matchpoints without Neuberg give the percentage and East-West's share", () => {
    // 420, 420, -50: +420 beat one, tied one: 3 of a top of 4, 75%; East-West 1.
    const b = scoreBoard(board(4, [420, 420, -50]), { method: "mp" });
    const steps = explainBoard(b, 1);
    expect(steps.map((s) => s.id)).toEqual(["traveller", "frequencies", "matchpoints"]);
    expect(step(steps, "matchpoints").worked).toEqual([
      "+420 beat 1 result and tied with 1: 3 matchpoints of a top of 4.",
      "That is 75% of the top; East-West get 1.",
    ]);
  });

  test("every number in every worked line is one of the engine's numbers for that board", () => {
    const numbersOf = (b: ScoredBoard): Set<string> => {
      const out = new Set<string>();
      const walk = (v: unknown): void => {
        if (typeof v === "number") {
          out.add(shown(v));
          out.add(shown(Math.abs(v)));
        } else if (v !== null && typeof v === "object") Object.values(v).forEach(walk);
      };
      walk(b);
      return out;
    };
    for (const method of ["butler", "cross", "mp"] as const) {
      const b = scoreBoard(board(5, [1430, 680, 650, 650, -100, "NP"]), { method });
      const known = numbersOf(b);
      for (let t = 0; t < b.tables.length; t++)
        for (const s of explainBoard(b, t))
          for (const line of s.worked)
            for (const n of line.replace(/(NS|EW) \d+/g, "").match(/\d+(\.\d+)?/g) ?? [])
              expect([method, line, known.has(n) || n === "1" || n === "2"]).toEqual([method, line, true]);
    }
  });

  test("each step's terms are in the glossary", () => {
    const ids = new Set(GLOSSARY.map((g) => g.id));
    for (const method of ["butler", "cross", "mp"] as const)
      for (const s of explainBoard(scoreBoard(board(6, [100, 200, "NP"]), { method }), 0))
        for (const t of s.terms) expect(ids.has(t)).toBe(true);
  });

  describe("each number of the frequency table has a tip in bridge words with the engine's numbers", () => {
    // The rows are sorted best first: +680 (3 tables), -100 (1 table).
    const tipsOf = (b: ScoredBoard, score: number): string[] => {
      const i = frequencyColumns(b).rows.findIndex((r) => r[0] === score);
      return frequencyTips(b)[i];
    };

    test("Butler: the IMPs of -100 against the datum", () => {
      // 680, -100, 680, 680 average 485, rounded to 490; -100 - 490 = -590, -11 IMPs.
      const b = scoreBoard(board(1, [680, -100, 680, 680]), { method: "butler", trim: 0 });
      if (b.workings.method !== "butler") throw new Error("not Butler");
      const [s, tables, difference, imps] = tipsOf(b, -100);
      expect(s).toBe("-100 for North-South is +100 for East-West.");
      expect(tables).toBe("-100 was scored at 1 table.");
      expect(difference).toBe(
        `-100 against a datum of +${b.workings.datum}: -590 points, ${b.tables[1].nsResult} IMPs.`,
      );
      expect(b.tables[1].nsResult).toBe(-11);
      expect(imps).toContain("an average of 485");
      expect(imps).toContain(difference);
      expect(tipsOf(b, 680)[1]).toBe("+680 was scored at 3 tables.");
    });

    test("cross-IMPs: the comparisons add up to the total, and the total divides to the result", () => {
      // +620 against -100 twice (720: 12 IMPs), -300 (920: 14), +650 (-30: -1): 37; over 4, 9.25.
      const b = scoreBoard(board(2, [620, -100, -100, -300, 650]), {
        method: "cross",
        divisor: "comparisons",
      });
      const [, tables, total, result] = tipsOf(b, 620);
      expect(tables).toBe("+620 was scored at 1 table.");
      expect(total).toBe(
        "+620 against +650: -30 points, -1 IMP. +620 against -100 (2 tables): 720 points, +12 IMPs each. " +
          "+620 against -300: 920 points, +14 IMPs. +620 totals +37 IMPs.",
      );
      expect(b.tables[0].nsTotal).toBe(37);
      expect(b.tables[0].nsResult).toBe(9.25);
      expect(result).toBe("+620 totals +37 IMPs. 37 divided by 4: +9.25 IMPs for +620.");
    });

    test("matchpoints: the count worked out in full, then Neuberg's scaling", () => {
      // 450, 420, 420, -50 and one not played: +420 beat 1 and tied 1: 2 x 1 + 1 x 1 = 3;
      // Neuberg (3 + 1) x 5/4 - 1 = 4 of 8, 50%. +450 beat 3: 2 x 3 + 1 x 0 = 6; (6 + 1) x 5/4 - 1 = 7.75.
      const b = scoreBoard(board(3, [420, 420, 450, -50, "NP"]), { method: "mp" });
      expect(b.tables[0].nsResult).toBe(4);
      expect(b.tables[2].nsResult).toBe(7.75);
      const [, tables, mps, percent] = tipsOf(b, 420);
      expect(tables).toBe("+420 was scored at 2 tables.");
      expect(mps).toBe(
        "+420 beat 1 result and tied with 1: 2 x 1 + 1 x 1 = 3 matchpoints. (3 + 1) x 5/4 - 1 = 4 matchpoints of 8, 50%.",
      );
      expect(percent).toBe(mps);
      expect(tipsOf(b, 450)[2]).toBe(
        "+450 beat 3 results and tied with 0: 2 x 3 + 1 x 0 = 6 matchpoints. (6 + 1) x 5/4 - 1 = 7.75 matchpoints of 8, 96.88%.",
      );
    });

    test("every number in every tip is one of the engine's numbers for that board", () => {
      for (const method of ["butler", "cross", "mp"] as const) {
        const b = scoreBoard(board(5, [1430, 680, 650, 650, -100, "NP"]), { method });
        const known = new Set<string>();
        const walk = (v: unknown): void => {
          if (typeof v === "number") {
            known.add(shown(v));
            known.add(shown(Math.abs(v)));
          } else if (v !== null && typeof v === "object") Object.values(v).forEach(walk);
        };
        walk(b);
        const tips = frequencyTips(b);
        expect(tips.length).toBe(frequencyColumns(b).rows.length);
        for (const row of tips)
          for (const tip of row) {
            expect(tip).not.toBe("");
            for (const n of tip.match(/\d+(\.\d+)?/g) ?? [])
              expect([method, tip, known.has(n) || n === "1" || n === "2"]).toEqual([method, tip, true]);
          }
      }
    });
  });

  test("each table's result in the traveller has a tip ending in the engine's result", () => {
    // Butler: 680, -100, 680, 680, datum 490; -100 - 490 = -590, -11 IMPs.
    const butler = scoreBoard(board(1, [680, -100, 680, 680]), { method: "butler", trim: 0 });
    expect(butler.tables[1].nsResult).toBe(-11);
    expect(resultTip(butler, 1)).toMatch(
      /a datum of \+490\. -100 against a datum of \+490: -590 points, -11 IMPs\.$/,
    );
    // Cross-IMPs: +620 totals 37, over 4 comparisons 9.25.
    const cross = scoreBoard(board(2, [620, -100, -100, -300, 650]), {
      method: "cross",
      divisor: "comparisons",
    });
    expect(cross.tables[0].nsResult).toBe(9.25);
    expect(resultTip(cross, 0)).toBe("+620 totals +37 IMPs. 37 divided by 4: +9.25 IMPs for +620.");
    // Matchpoints: 420, 420, -50: +420 beat 1, tied 1: 2 x 1 + 1 x 1 = 3 of a top of 4, 75%.
    const mp = scoreBoard(board(4, [420, 420, -50]), { method: "mp" });
    expect(mp.tables[1].nsResult).toBe(3);
    expect(resultTip(mp, 1)).toBe(
      "+420 beat 1 result and tied with 1: 2 x 1 + 1 x 1 = 3 matchpoints of a top of 4. That is 75% of the top; East-West get 1.",
    );
    // A table that did not play has no result and no tip.
    expect(resultTip(scoreBoard(board(3, [420, 420, 450, -50, "NP"]), { method: "mp" }), 4)).toBe("");
  });
});
