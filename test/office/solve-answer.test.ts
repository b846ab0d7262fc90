// The solver worker's answers, run without a browser: how far each deal has got (strains, as the
// solver reports them), its table or why it has none, then done.
import { answerRequest, type TableSolver } from "../../src/office/solve-answer";
import type { WorkerReply } from "../../src/office/solve-protocol";

const ACES = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

function answers(deals: string[], solve?: TableSolver): WorkerReply[] {
  const posted: WorkerReply[] = [];
  answerRequest({ id: 7, deals }, (r) => posted.push(r), solve);
  return posted;
}

describe("the solver worker's answers", () => {
  test("a solver that reports each strain: five progress replies, then the table, then done", () => {
    // A stand-in for solveTable, which calls onStrain after each of its five strains.
    const table = [0, 1, 2, 3].map((p) => [0, 1, 2, 3, 4].map(() => (p % 2 === 0 ? 13 : 0)));
    const reporting: TableSolver = (_deal, options) => {
      for (let s = 1; s <= 5; s++) options.onStrain?.(s);
      return { tricks: table };
    };
    expect(answers([ACES], reporting)).toEqual([
      { id: 7, index: 0, strains: 1 },
      { id: 7, index: 0, strains: 2 },
      { id: 7, index: 0, strains: 3 },
      { id: 7, index: 0, strains: 4 },
      { id: 7, index: 0, strains: 5 },
      { id: 7, index: 0, tricks: table },
      { id: 7, done: true },
    ]);
  });

  test("the solver itself: North takes 13 in spades and notrump, 12 in the other suits (West's four small trumps outlast North's three)", () => {
    const replies = answers([ACES]);
    const table = replies.find((r) => "tricks" in r) as { tricks: number[][] };
    // Strains S, H, D, C, NT.
    expect(table.tricks[0]).toEqual([13, 12, 12, 12, 13]);
    expect(replies.at(-1)).toEqual({ id: 7, done: true });
    // The solver reports each of its five strains, before the table.
    const strains = replies.flatMap((r) => ("strains" in r ? [r.strains] : []));
    expect(strains).toEqual([1, 2, 3, 4, 5]);
    expect(replies.findIndex((r) => "tricks" in r)).toBe(5);
  });

  test("a deal that is not one is answered with why, and the next deal is still solved", () => {
    const replies = answers(["N:AKQ", ACES]);
    expect(replies[0]).toMatchObject({ id: 7, index: 0 });
    expect((replies[0] as { error: string }).error).toMatch(/hand|card|13/i);
    expect(replies.some((r) => "tricks" in r && r.index === 1)).toBe(true);
  });
});
