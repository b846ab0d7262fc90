import { rankSeries, type SeriesSession } from "../../src/scoring";
import { buildSeriesSheet } from "../../src/sheet/series-sheet";
import { disagreements, evaluateFormulas, loadModel, readValue } from "../support/hyperformula-model";
import { findSoffice } from "../support/libreoffice";
import { checkWithLibreOffice } from "../support/libreoffice-check";

const mp = (key: string, percentage: number) => ({
  key,
  pair: key,
  total: percentage,
  percentage,
  boards: 10,
});
// Session 1: pairs 1, 2, 3 at 60%, 50%, 40%; session 2: 45%, 55%, 62% and pair 4 50%; session 3:
// pairs 1 and 4 at 70% and 30%.
const S: SeriesSession[] = [
  { title: "Monday", entries: [mp("1", 60), mp("2", 50), mp("3", 40)] },
  { title: "Tuesday", entries: [mp("1", 45), mp("2", 55), mp("3", 62), mp("4", 50)] },
  { title: "Wednesday", entries: [mp("1", 70), mp("4", 30)] },
];

/** The formula cells agree with HyperFormula; the Event column as computed, by pair. */
function check(sheet: ReturnType<typeof buildSeriesSheet>): Record<string, unknown> {
  const loaded = loadModel(sheet);
  expect(disagreements(evaluateFormulas(loaded))).toEqual([]);
  const table = sheet.blocks.find((b) => b.kind === "summary")!.tables[0];
  const eventCol = table.columns.find((c) => c.label === "Event")!.col;
  const out: Record<string, unknown> = {};
  for (let r = table.rows[0]; r <= table.rows[1]; r++)
    out[String(readValue(loaded, r, 1))] = readValue(loaded, r, eventCol);
  return out;
}

describe("the event sheet's live formulas", () => {
  it("mean, and a carry-forward read from its cell", () => {
    // Mean: 1 (60 + 45 + 70) / 3 = 58.3333; 2 52.5; 3 51; 4 40.
    expect(check(buildSeriesSheet(rankSeries(S, { basis: "mean" })))).toEqual({
      "1": 58.3333,
      "2": 52.5,
      "3": 51,
      "4": 40,
    });
    // 25% carried: 1 (15 + 45 + 70) / 2.25 = 57.7778; 2 (12.5 + 55) / 1.25 = 54; 3 (10 + 62) / 1.25
    // = 57.6; 4 (50 + 30) / 2 = 40.
    const sheet = buildSeriesSheet(rankSeries(S, { basis: "mean", carry: 0.25 }));
    expect(check(sheet)).toEqual({ "1": 57.7778, "3": 57.6, "2": 54, "4": 40 });
    expect(sheet.cells.find((c) => c.row === 1 && c.col === 1)?.value).toBe(0.25);
  });

  it("total with a carry-forward, and best 2 of 3", () => {
    // Total, 50% carried: 1 30 + 45 + 70 = 145; 2 25 + 55 = 80; 3 20 + 62 = 82; 4 80.
    expect(check(buildSeriesSheet(rankSeries(S, { basis: "total", carry: 0.5 })))).toEqual({
      "1": 145,
      "3": 82,
      "2": 80,
      "4": 80,
    });
    // Best 2 (mean): 1 (70 + 60) / 2 = 65; 3 (62 + 40) / 2 = 51; 2 52.5; 4 40.
    expect(check(buildSeriesSheet(rankSeries(S, { basis: "mean", best: 2 })))).toEqual({
      "1": 65,
      "2": 52.5,
      "3": 51,
      "4": 40,
    });
    // Best 1 (total): 1 70, 3 62, 2 55, 4 50.
    expect(check(buildSeriesSheet(rankSeries(S, { basis: "total", best: 1 })))).toEqual({
      "1": 70,
      "3": 62,
      "2": 55,
      "4": 50,
    });
  });

  it("handicaps: IMPs a board times the boards counted, ranked live", () => {
    const imps = (key: string, total: number, boards: number) => ({
      key,
      pair: key,
      total,
      percentage: null,
      boards,
    });
    const ranking = rankSeries(
      [
        { title: "1", entries: [imps("A", 12, 10), imps("B", -12, 10)] },
        { title: "2", entries: [imps("A", -3, 8), imps("B", 5, 8)] },
      ],
      { basis: "imps", handicaps: new Map([["B", 1.5]]) },
    );
    const sheet = buildSeriesSheet(ranking);
    // A 9 IMPs, no handicap; B -7 + 1.5 x 18 = 20: B first handicapped.
    const loaded = loadModel(sheet);
    expect(disagreements(evaluateFormulas(loaded))).toEqual([]);
    // The handicapped ranking is a table of its own, in the order of its figure: B, then A.
    const [plain, table] = sheet.blocks.find((b) => b.kind === "summary")!.tables;
    expect(plain.columns.map((c) => c.label)).not.toContain("Handicapped");
    const col = (label: string) => table.columns.find((c) => c.label === label)!.col;
    const rows = [table.rows[0], table.rows[1]].map((r) => [
      readValue(loaded, r, 0),
      readValue(loaded, r, 1),
      readValue(loaded, r, col("Event")),
      readValue(loaded, r, col("Boards")),
      readValue(loaded, r, col("Handicapped")),
      readValue(loaded, r, col("Rank")),
    ]);
    expect(rows).toEqual([
      ["1", "B", -7, 18, 20, "1"],
      ["2", "A", 9, 18, 9, "2"],
    ]);
    // IMPs whole throughout: signed whole numbers; the handicap 1.5 signed, to 2 decimals.
    const fmt = (r: number, c: number) => sheet.cells.find((x) => x.row === r && x.col === c)?.numberFormat;
    expect(fmt(table.rows[0], col("Event"))).toBe("+0;-0;0");
    expect(fmt(table.rows[0], col("Handicap"))).toBe("+0.00;-0.00;0.00");
  });
});

describe("the event sheet shows what was asked, in one format per figure", () => {
  const texts = (sheet: ReturnType<typeof buildSeriesSheet>) =>
    sheet.cells.filter((c) => typeof c.value === "string").map((c) => String(c.value));

  it("no setting that was not asked for: neither, or only the one asked", () => {
    const plain = texts(buildSeriesSheet(rankSeries(S, { basis: "mean" })));
    expect(plain.filter((t) => /best|carried/i.test(t))).toEqual([]);
    expect(plain).toContain("Every session counts in full.");
    expect(plain).toContain("S1: Monday; S2: Tuesday; S3: Wednesday");
    const best = buildSeriesSheet(rankSeries(S, { basis: "mean", best: 2 }));
    expect(texts(best).filter((t) => /best|carried/i.test(t))).toEqual([
      "Best N",
      "Each pair's best N of the 3 sessions count.",
    ]);
    // The formulas read N from the one cell shown, B2.
    expect(best.cells.find((c) => c.row === 1 && c.col === 1)?.value).toBe(2);
    expect(best.cells.find((c) => c.formula?.includes("LARGE("))?.formula).toContain("$B$2");
    const carry = texts(buildSeriesSheet(rankSeries(S, { basis: "mean", carry: 0.25 })));
    expect(carry.filter((t) => /best/i.test(t))).toEqual([]);
    expect(carry).toContain("Carried forward");
  });

  it("percentages to 2 decimals; matchpoints whole when every one is, else 2 decimals", () => {
    const formats = (sheet: ReturnType<typeof buildSeriesSheet>) => {
      const table = sheet.blocks.find((b) => b.kind === "summary")!.tables[0];
      const col = (label: string) => table.columns.find((c) => c.label === label)!.col;
      const at = (c: number) => sheet.cells.find((x) => x.row === table.rows[0] && x.col === c)?.numberFormat;
      return [at(col("S1")), at(col("Event"))];
    };
    expect(formats(buildSeriesSheet(rankSeries(S, { basis: "mean" })))).toEqual(["0.00", "0.00"]);
    // Total: every session's matchpoints whole (S's are), the event's too.
    expect(formats(buildSeriesSheet(rankSeries(S, { basis: "total" })))).toEqual(["0", "0"]);
    // A quarter carried of 60, 50, 40 is 15, 12.5, 10: the event's column to 2 decimals.
    expect(formats(buildSeriesSheet(rankSeries(S, { basis: "total", carry: 0.25 })))).toEqual(["0", "0.00"]);
  });

  it("a shared place is =N: the engine's and the live one", () => {
    const level: SeriesSession[] = [
      { title: "A", entries: [mp("1", 60), mp("2", 50), mp("3", 50)] },
      { title: "B", entries: [mp("1", 40), mp("2", 50), mp("3", 50)] },
    ];
    // Means: 1 (60 + 40) / 2 = 50, 2 50, 3 50: all three share first place.
    const sheet = buildSeriesSheet(rankSeries(level, { basis: "mean" }));
    const loaded = loadModel(sheet);
    expect(disagreements(evaluateFormulas(loaded))).toEqual([]);
    const table = sheet.blocks.find((b) => b.kind === "summary")!.tables[0];
    const rank = table.columns.find((c) => c.label === "Rank")!.col;
    const places = [];
    for (let r = table.rows[0]; r <= table.rows[1]; r++)
      places.push([readValue(loaded, r, 0), readValue(loaded, r, rank)]);
    expect(places).toEqual([
      ["=1", "=1"],
      ["=1", "=1"],
      ["=1", "=1"],
    ]);
  });
});

const soffice = findSoffice();
const withLibreOffice = soffice || process.env.CI ? describe : describe.skip;

withLibreOffice("the event sheet recalculated by LibreOffice headless", () => {
  test("every formula cell recomputes to the engine's value: mean, carry, total, best N", async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    const sheets = [
      rankSeries(S, { basis: "mean" }),
      rankSeries(S, { basis: "mean", carry: 0.25 }),
      rankSeries(S, { basis: "total", carry: 0.5 }),
      rankSeries(S, { basis: "mean", best: 2 }),
      rankSeries(S, { basis: "total", best: 1, handicaps: undefined }),
      rankSeries(S, { basis: "mean", handicaps: new Map([["4", 12.5]]) }),
    ].map((r) => buildSeriesSheet(r));
    const { checked, wrong } = await checkWithLibreOffice(soffice, sheets);
    expect(wrong).toEqual([]);
    // Each sheet: 4 pairs, an event score and a live place each (8); the last also a handicapped
    // ranking of the 4, each with its event score read, its handicapped score and its place (12).
    expect(checked).toBe(6 * 8 + 12);
  }, 300_000);
});
