// Arrow switches: the worked example of docs/conventions.md ("Arrow switches"), a three-table
// Mitchell whose third round is arrow-switched, scored through the command line (an AS column, and
// --arrow-switch rounds 3), whole boards switched (--arrow-switch boards 1-3), and the director's
// choice as typed.
import { readArrowSwitch } from "../../../src/scoring";
import { runCli as run } from "../../support/cli";

/** Rows by home direction; the round-3 scores are for the pair that sat NS there: the home EW pair. */
const ROWS = [
  "1,1,1,1,1,420,",
  "1,2,3,3,2,450,",
  "1,3,2,2,3,-50,AS",
  "2,1,2,2,2,110,",
  "2,2,1,1,3,140,",
  "2,3,3,3,1,100,AS",
  "3,1,3,3,3,-100,",
  "3,2,2,2,1,50,",
  "3,3,1,1,2,200,AS",
];
const WITH_AS = ["Board,Round,Table,NS,EW,Score,AS", ...ROWS].join("\n");
const WITHOUT = ["Board,Round,Table,NS,EW,Score", ...ROWS.map((r) => r.replace(/,AS$|,$/, ""))].join("\n");
const NO_ROUNDS = [
  "Board,NS,EW,Score",
  ...ROWS.map((r) =>
    r
      .split(",")
      .filter((_, i) => i !== 1 && i !== 2 && i !== 6)
      .join(","),
  ),
].join("\n");

interface Ranked {
  ranking: { field: string; pairs: { pair: string; total: number; percentage: number }[] }[];
}

async function totals(argv: string[], csv: string): Promise<Record<string, number>> {
  const r = await run(["s.csv", "--json", ...argv], { "s.csv": csv });
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  const doc = JSON.parse(r.out) as Ranked;
  return Object.fromEntries(doc.ranking.flatMap((f) => f.pairs.map((p) => [p.pair, p.total])));
}

// Worked by hand, EBU matchpoints, top 4 a board. Each board's NS-seat scores are compared:
// board 1: +450 (NS 3) 4, +420 (NS 1) 2, -50 (EW 3 in the NS seat) 0; EW seats: EW 2 0, EW 1 2, NS 2 4.
// board 2: +140 (NS 1) 4, +110 (NS 2) 2, +100 (EW 1 at NS) 0; EW seats: EW 3 0, EW 2 2, NS 3 4.
// board 3: +200 (EW 2 at NS) 4, +50 (NS 2) 2, -100 (NS 3) 0; EW seats: NS 1 0, EW 1 2, EW 3 4.
// Home fields: NS 1 2+4+0 = 6, NS 2 4+2+2 = 8, NS 3 4+4+0 = 8; EW 1 2+0+2 = 4, EW 2 0+2+4 = 6,
// EW 3 0+0+4 = 4 (36 in all: 3 boards of 3 tables x 4).
const EXPECTED = { "NS 1": 6, "NS 2": 8, "NS 3": 8, "EW 1": 4, "EW 2": 6, "EW 3": 4 };

describe("the arrow-switched Mitchell of the conventions", () => {
  it("by an AS column", async () => {
    expect(await totals([], WITH_AS)).toEqual(EXPECTED);
  });

  it("by --arrow-switch rounds 3", async () => {
    expect(await totals(["--arrow-switch", "rounds", "3"], WITHOUT)).toEqual(EXPECTED);
  });

  it("matters, and the title says which rounds were switched (the value given as one argument)", async () => {
    // Without the switch, round 3's scores count for the home NS pairs: NS 2 gets board 1's -50
    // (0 matchpoints) instead of the EW seat's 4.
    expect((await totals([], WITHOUT))["NS 2"]).toBe(0 + 2 + 2);
    const r = await run(["s.csv", "--arrow-switch", "rounds 3"], { "s.csv": WITHOUT });
    expect(r.code).toBe(0);
    // The title follows the ranking, wrapped to the width: its lines joined again.
    expect(r.out.replace(/\n/g, " ")).toContain("arrow-switched: round 3");
  });

  it("rounds named without a Round column are refused", async () => {
    const r = await run(["s.csv", "--arrow-switch", "rounds", "3"], { "s.csv": NO_ROUNDS });
    expect(r.code).toBe(1);
    expect(r.err).toContain("Arrow-switched rounds (3) need a Round column on the traveller");
  });

  it("whole boards switched: every table's pairs change seats, and each board is unchanged but counted at home", async () => {
    // Boards 1-3 all switched: the seat scores compare as before, and each board's NS-seat
    // matchpoints go to the home EW pair. Board 1: EW 2 (+450) 4, EW 1 (+420) 2, EW 3 (-50) 0, and
    // the EW seats NS 2 4, NS 1 2, NS 3 0; board 2: EW 3 (+140) 4, EW 2 (+110) 2, EW 1 (+100) 0, the
    // EW seats NS 3 4, NS 2 2, NS 1 0; board 3: EW 2 (+200) 4, EW 1 (+50) 2, EW 3 (-100) 0, the EW
    // seats NS 3 4, NS 2 2, NS 1 0.
    const t = await totals(["--arrow-switch", "boards", "1-3"], NO_ROUNDS);
    expect(t).toEqual({
      "EW 1": 2 + 0 + 2,
      "EW 2": 4 + 2 + 4,
      "EW 3": 0 + 4 + 0,
      "NS 1": 2 + 0 + 0,
      "NS 2": 4 + 2 + 2,
      "NS 3": 0 + 4 + 4,
    });
  });
});

describe("readArrowSwitch", () => {
  it("reads rounds and boards, single, listed and in runs", () => {
    expect(readArrowSwitch("rounds 7")).toEqual({ ok: true, choice: { rounds: ["7"] } });
    expect(readArrowSwitch("round 6,7")).toEqual({ ok: true, choice: { rounds: ["6", "7"] } });
    expect(readArrowSwitch("boards 19-21")).toEqual({ ok: true, choice: { boards: [19, 20, 21] } });
    expect(readArrowSwitch("Boards 1, 3-4")).toEqual({ ok: true, choice: { boards: [1, 3, 4] } });
  });

  it("refuses anything else with what it takes", () => {
    for (const text of ["tables 2", "boards", "boards 5-3", "rounds x"]) {
      const read = readArrowSwitch(text);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.message).toContain('such as "rounds 7" or "boards 19-21"');
    }
  });
});
