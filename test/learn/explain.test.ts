import { scoreBoard, type ScoredBoard } from "../../src/scoring";
import { explainBoard, GLOSSARY, shown, type Step } from "../../src/learn/explain";

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
});
