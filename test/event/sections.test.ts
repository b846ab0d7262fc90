// A traveller with a Section column: two sections of three tables sharing pair numbers, scored
// section by section (the default) or across the field (--across), the pairs named A1, B1, ...
import { openInput, withSections } from "../../src/event";
import { runCli as run } from "../support/cli";

const CSV = [
  "Section,Board,NS,EW,Score",
  "A,1,1,1,420",
  "A,1,2,2,450",
  "A,1,3,3,-50",
  "B,1,1,1,420",
  "B,1,2,2,400",
  "B,1,3,3,100",
].join("\n");

interface Doc {
  title?: string;
  ranking: { field: string; pairs: { pair: string; total: number; percentage: number }[] }[];
}

async function scored(argv: string[], csv = CSV): Promise<Doc[]> {
  const r = await run(["s.csv", "--json", ...argv], { "s.csv": csv });
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  const doc = JSON.parse(r.out) as Doc & { sections?: Doc[] };
  return doc.sections ?? [doc];
}

const totals = (d: Doc): Record<string, number> =>
  Object.fromEntries(d.ranking.flatMap((f) => f.pairs.map((p) => [p.pair, p.total])));

describe("a Section column", () => {
  it("section by section: each its own field, top 4 (three results)", async () => {
    const [a, b] = await scored([]);
    expect([a.title, b.title]).toEqual(["Section A", "Section B"]);
    // A: +450 beats two (4), +420 one (2), -50 none (0); B: +420 4, +400 2, +100 0.
    expect(totals(a)).toEqual({ "NS A2": 4, "NS A1": 2, "NS A3": 0, "EW A3": 4, "EW A1": 2, "EW A2": 0 });
    expect(totals(b)).toEqual({ "NS B1": 4, "NS B2": 2, "NS B3": 0, "EW B3": 4, "EW B2": 2, "EW B1": 0 });
  });

  it("across the field: the six results together, top 10", async () => {
    const [all] = await scored(["--across"]);
    // +450 beats five: 10; the two +420 beat three and tie once: 7 each; +400 beats two: 4; +100
    // beats one: 2; -50: 0. EW take 10 less each.
    expect(totals(all)).toEqual({
      "NS A2": 10,
      "NS A1": 7,
      "NS B1": 7,
      "NS B2": 4,
      "NS B3": 2,
      "NS A3": 0,
      "EW A3": 10,
      "EW B3": 8,
      "EW B2": 6,
      "EW A1": 3,
      "EW B1": 3,
      "EW A2": 0,
    });
    expect(all.ranking[0].pairs.map((p) => p.percentage)).toEqual([100, 70, 70, 40, 20, 0]);
  });

  it("a problem in section B names its own line of the file", async () => {
    const bad = CSV.replace("B,1,2,2,400", "B,1,2,2,4OO");
    const r = await run(["s.csv"], { "s.csv": bad });
    expect(r.code).toBe(1);
    expect(r.err).toContain("s.csv (Section B) cannot be scored");
    expect(r.err).toContain('s.csv: line 6, column 5 (Score): "4OO" is not a score');
  });
});

describe("two sections across the field, each an arrow-switched Mitchell with Round and Table columns", () => {
  // Each section is the three-table Mitchell of the conventions' arrow-switch example, round 3
  // switched (an AS column). Across the field each board has six results, two of each score, top
  // 10: a result that scored m of 4 in one section beats 2m/2 = m others and ties its twin, so it
  // scores 2m + 1. Section totals 6, 8, 8 (NS 1-3) and 4, 6, 4 (EW 1-3) over three boards become
  // 2 x 6 + 3 = 15, 19, 19 and 11, 15, 11 of 30: 50%, 63.33%, 63.33%, 36.67%, 50%, 36.67%.
  const rows = [
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
  const csv = [
    "Section,Board,Round,Table,NS,EW,Score,AS",
    ...rows.map((r) => `A,${r}`),
    ...rows.map((r) => `B,${r}`),
  ].join("\n");

  it("every pair's total and percentage as worked by hand", async () => {
    const [all] = await scored(["--across"], csv);
    const got = Object.fromEntries(
      all.ranking.flatMap((f) =>
        f.pairs.map((p) => [p.pair, [p.total, Math.round(p.percentage * 100) / 100]]),
      ),
    );
    const expected: Record<string, [number, number]> = {};
    for (const s of ["A", "B"]) {
      Object.assign(expected, {
        [`NS ${s}1`]: [15, 50],
        [`NS ${s}2`]: [19, 63.33],
        [`NS ${s}3`]: [19, 63.33],
        [`EW ${s}1`]: [11, 36.67],
        [`EW ${s}2`]: [15, 50],
        [`EW ${s}3`]: [11, 36.67],
      });
    }
    expect(got).toEqual(expected);
  });
});

describe("many sections", () => {
  // Each section keeps only its own rows (and the header above them), so the rows handed to the
  // reader grow with the file, not with sections × rows: 300 sections of 2 rows under one header
  // make 300 grids of 3 rows (the header and the section's two), 900 in all, where blanking the
  // other sections' rows made 300 grids of 601 rows each (180,300).
  it("splits 300 sections into grids of their own rows, each located on its own lines", () => {
    const lines = ["Section,Board,NS,EW,NS Score"];
    for (let i = 0; i < 300; i++) lines.push(`S${i},1,1,1,420`, `S${i},1,2,2,450`);
    const event = withSections(openInput(lines.join("\n"), "t.csv"), false);
    expect(event.sections).toHaveLength(300);
    expect(event.sections.reduce((n, s) => n + s.rows.length, 0)).toBe(900);
    // Letters sorted as text: S0, S1, S10, S100, S101 ...; S10's rows are the file's rows 21 and 22
    // (row 0 the header, S0 on rows 1-2, S1 on 3-4, S10 on 21-22), lines 22 and 23.
    const s10 = event.sections[2];
    expect(s10.title).toBe("Section S10");
    const rowOfBoard = s10.traveller.boards[0].rows.map((r) => r.row);
    expect(rowOfBoard.map((r) => s10.locate(r, 0))).toEqual(
      [21, 22].map((r) => openInput(lines.join("\n"), "t.csv").sections[0].locate(r, 0)),
    );
  });
});
