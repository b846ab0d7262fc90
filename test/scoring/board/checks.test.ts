import {
  crossAllCheck,
  crossResultsCheck,
  mpResultsCheck,
  sidesCheck,
} from "../../../src/scoring/board/checks";
import type { ExactTable } from "../../../src/scoring/board/scored-board";
import type { Entry } from "../../../src/scoring/model/entry";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { award, notPlayed, preparedOf as prepared, SPLIT_60_40_50_50 } from "./board-to-score";

// The checks are given each table's values by hand here, so each is seen to compare what it says:
// nothing is scored. Tables are named "NS i v EW 100 + i" for table i (from 1).

const f = (x: number): Fraction => Fraction.fromNumber(x);
type Values = readonly (readonly [number, number] | null)[];
/** Each table's NS and EW values; null for a table without any. */
const values = (pairs: Values): ExactTable[] =>
  pairs.map((p) => (p === null ? { ns: null, ew: null } : { ns: f(p[0]), ew: f(p[1]) }));
/** sidesCheck on a board of IMPs without a split weighting: each table's NS + EW should be 0. */
const impSides = (entries: readonly (number | Entry)[], pairs: Values) =>
  sidesCheck(prepared(entries), values(pairs), false, Fraction.ZERO, "IMPs");

describe("sidesCheck: NS + EW on each table is the target", () => {
  test("a good board of matchpoints: every table adds to the top", () => {
    // 7 + 1, 4 + 4, 0 + 8: each 8.
    const c = sidesCheck(
      prepared([420, 170, -50]),
      values([
        [7, 1],
        [4, 4],
        [0, 8],
      ]),
      false,
      f(8),
      "matchpoints",
    );
    expect(c).toEqual({
      id: "sidesAddUp",
      description: "NS + EW matchpoints on each table add to the top (8)",
      holds: true,
      detail: "Holds on all 3 tables checked.",
    });
  });

  test("IMPs add to 0; a table that does not is named with its sum", () => {
    // 6 + -6 = 0 holds; 0 + 1 = 1 does not.
    const c = impSides(
      [420, 170],
      [
        [6, -6],
        [0, 1],
      ],
    );
    expect(c.description).toBe("NS + EW IMPs on each table add to 0");
    expect(c.holds).toBe(false);
    expect(c.detail).toBe("Does not hold: NS 2 v EW 102: 0 + 1 = 1.");
  });

  test("a table not played is not checked; mirrored awards are", () => {
    const ok = impSides([420, notPlayed], [[3, -3], null]);
    expect(ok).toMatchObject({ holds: true, detail: "Holds on all 1 table checked." });
    // A+ mirrored to A- that (wrongly) gave both sides +3 is caught: 3 + 3 = 6.
    const bad = impSides(
      [420, award("A+")],
      [
        [0, 0],
        [3, 3],
      ],
    );
    expect(bad).toMatchObject({ holds: false, detail: "Does not hold: NS 2 v EW 102: 3 + 3 = 6." });
  });

  test("a split award is exempt and named", () => {
    // A+/A+: 3 + 3 = 6 is right for it, and not held against the board.
    const c = impSides(
      [420, award("A+", "A+")],
      [
        [0, 0],
        [3, 3],
      ],
    );
    expect(c.holds).toBe(true);
    expect(c.detail).toBe("Holds on all 1 table checked. Split awards are their own: NS 2 v EW 102.");
  });

  test("a split weighting: the check does not apply", () => {
    const c = sidesCheck(
      prepared([420, SPLIT_60_40_50_50]),
      values([
        [1, 2],
        [3, 4],
      ]),
      true,
      Fraction.ZERO,
      "cross-IMPs",
    );
    expect(c.holds).toBeNull();
    expect(c.detail).toMatch(
      /^Not expected on this board: a weighted score gives NS and EW different weightings/,
    );
  });
});

describe("mpResultsCheck: the results' matchpoints add to n x top / 2 on each side", () => {
  // Results 9, 5, 1 (EW 1, 5, 9) of a top of 10, an A+ (6 / 4) and an NP row:
  // 9 + 5 + 1 = 15 = 3 x 10 / 2; the award and the NP row are left out.
  const entries = [420, 170, -50, award("A+"), notPlayed];
  const mpCheck = (pairs: Values) => mpResultsCheck(prepared(entries), values(pairs), f(3), f(10));

  test("a good board holds, awards and NP rows left out", () => {
    const c = mpCheck([[9, 1], [5, 5], [1, 9], [6, 4], null]);
    expect(c).toEqual({
      id: "resultsAddUp",
      description: "The matchpoints of the tables with results add to results x top / 2 on each side",
      holds: true,
      detail: "NS 15, EW 15; expected 3 x 10 / 2 = 15.",
    });
  });

  test("either side off fails", () => {
    const ewOff = mpCheck([[9, 1], [5, 5], [1, 8], [6, 4], null]);
    expect(ewOff).toMatchObject({ holds: false, detail: "NS 15, EW 14; expected 3 x 10 / 2 = 15." });
    const nsOff = mpCheck([[9, 1], [5.5, 5], [1, 9], [6, 4], null]);
    expect(nsOff.holds).toBe(false);
  });
});

describe("crossResultsCheck: the results' cross-IMP totals add to 0 on each side", () => {
  const entries = [420, 170, -50, award("A+"), notPlayed];

  test("a good board holds: 16 + 0 - 16 = 0, the A+'s 15 left out", () => {
    const c = crossResultsCheck(prepared(entries), values([[16, -16], [0, 0], [-16, 16], [15, -15], null]));
    expect(c).toEqual({
      id: "resultsAddUp",
      description: "The cross-IMP totals of the tables with results add to 0 on each side",
      holds: true,
      detail: "NS totals add to 0, EW totals to 0.",
    });
  });

  test("a side that does not add to 0 fails", () => {
    const c = crossResultsCheck(prepared(entries), values([[16, -16], [0, 1], [-16, 16], [15, -15], null]));
    expect(c).toMatchObject({ holds: false, detail: "NS totals add to 0, EW totals to 1." });
  });
});

describe("crossAllCheck: every table's NS totals add to 0 when there are no awards", () => {
  test("no awards: it holds when they add to 0 (a table not played left out), else not", () => {
    const p = prepared([420, 170, notPlayed, -50]);
    expect(crossAllCheck(p, values([[16, -16], [0, 0], null, [-16, 16]]))).toEqual({
      id: "totalsAddToZero",
      description: "The NS cross-IMP totals of every table add to 0",
      holds: true,
      detail: "They add to 0.",
    });
    expect(crossAllCheck(p, values([[16, -16], [1, 0], null, [-16, 16]]))).toMatchObject({
      holds: false,
      detail: "They add to 1.",
    });
  });

  test("with awards it does not apply, and says what the totals come to with them", () => {
    // 16 + 0 - 16 + 15 = 15.
    const p = prepared([420, 170, -50, award("A+")]);
    const c = crossAllCheck(
      p,
      values([
        [16, -16],
        [0, 0],
        [-16, 16],
        [15, -15],
      ]),
    );
    expect(c.holds).toBeNull();
    expect(c.detail).toBe(
      "Not expected: artificial awards (NS 4 v EW 104) are not compared with the other tables. With them the NS totals add to 15.",
    );
  });
});
