import { scoreSession } from "../../../src/scoring/session/session";
import { parseStrata, pairRating, stratumOf } from "../../../src/scoring/session/strata";
import { readNamesTable } from "../../../src/scoring/traveller/names-table";
import { parseOption } from "../../../src/scoring/options/read";
import fc from "fast-check";
import { STRATA_MITCHELL, strataNames } from "../../support/strata-session";

// The Mitchell of session.test.ts (results expected: "results"): NS 2 and NS 3 60% (=1), NS 1 25%;
// EW 1 100%, EW 3 40%, EW 2 0%.
const MITCHELL = STRATA_MITCHELL;

// The names table: a Masterpoints column a player. The EW pairs have no masterpoints.
const NAMES = strataNames();

const strata = parseStrata("A:2000,B:500,C:0");
const score = (by: "higher" | "mean") =>
  scoreSession(MITCHELL, {
    movement: "mitchell",
    method: "mp",
    expected: "results",
    names: NAMES.names,
    ratings: NAMES.ratings,
    strata: { strata, by },
  });
const list = (s: ReturnType<typeof score>, field: string, stratum: string) =>
  s
    .strata!.rankings.find((r) => r.field === field && r.stratum === stratum)!
    .pairs.map((p) => [p.id, p.rank]);

describe("strata by masterpoints (hand-worked: A from 2000, B from 500, C from 0)", () => {
  test("the names table reads the masterpoints and keeps them out of the names", () => {
    expect(NAMES.problems).toEqual([]);
    expect(NAMES.names.get("NS 3")).toBe("Ed & Flo");
    expect(NAMES.ratings.get("NS 3")).toEqual([2500, 100]);
    expect(NAMES.ratings.has("EW 1")).toBe(false);
  });

  test("by the higher-rated player: NS 3 (2500) A, NS 2 (600) B, NS 1 (100) C; unrated EW pairs A", () => {
    const s = score("higher");
    const ns = s.rankings[0].pairs;
    expect(ns.map((p) => [p.id, p.stratum, p.rating])).toEqual([
      ["NS 2", "B", 600],
      ["NS 3", "A", 2500],
      ["NS 1", "C", 100],
    ]);
    // A lower stratum's pair is ranked in its own list and every higher one (the ACBL's way).
    expect(list(s, "NS", "A")).toEqual([
      ["NS 2", "=1"],
      ["NS 3", "=1"],
      ["NS 1", "3"],
    ]);
    expect(list(s, "NS", "B")).toEqual([
      ["NS 2", "1"],
      ["NS 1", "2"],
    ]);
    expect(list(s, "NS", "C")).toEqual([["NS 1", "1"]]);
    expect(list(s, "EW", "A").map((p) => p[0])).toEqual(["EW 1", "EW 3", "EW 2"]);
    expect(list(s, "EW", "B")).toEqual([]);
  });

  test("by the mean: NS 3 (2500 + 100) / 2 = 1300 is B, level with NS 2 (500) in B's list", () => {
    const s = score("mean");
    expect(s.rankings[0].pairs.find((p) => p.id === "NS 3")!.rating).toBe(1300);
    expect(list(s, "NS", "B")).toEqual([
      ["NS 2", "=1"],
      ["NS 3", "=1"],
      ["NS 1", "3"],
    ]);
  });

  test("a masterpoints cell that is no number names its row", () => {
    const t = readNamesTable([
      ["Pair", "Names", "MP"],
      [1, "Ann & Bob", "lots"],
    ]);
    expect(t.problems[0]).toMatchObject({ row: 1, column: 2 });
    expect(t.problems[0].message).toMatch(/"lots" is not masterpoints or a rating/);
  });
});

describe("the strata as typed", () => {
  test("read in any spacing; refused out of order, twice, or not down to 0", () => {
    expect(parseOption("strata", " A:2000, B:500 ,C:0")).toEqual([
      { name: "A", min: 2000 },
      { name: "B", min: 500 },
      { name: "C", min: 0 },
    ]);
    expect(() => parseOption("strata", "A:500,B:2000,C:0")).toThrow(/The strata cannot be/);
    expect(() => parseStrata("A:500,B:2000,C:0")).toThrow(/highest down/);
    expect(() => parseStrata("A:2000,a:500,C:0")).toThrow(/given twice/);
    expect(() => parseStrata("A:2000,B:500")).toThrow(/last stratum starts at 0/);
    expect(parseOption("strataBy", "MEAN")).toBe("mean");
  });

  test("property: a rating is in the first stratum it reaches, so a higher rating is never in a lower stratum", () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        return stratumOf(hi, strata) <= stratumOf(lo, strata);
      }),
    );
    expect(stratumOf(null, strata)).toBe(0);
    expect(pairRating([1200, 350], "higher")).toBe(1200);
    expect(pairRating([1200, 350], "mean")).toBe(775);
  });
});
