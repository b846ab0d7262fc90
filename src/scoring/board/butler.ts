import { Fraction } from "../rules/fraction";
import { awardImps } from "../rules/awards";
import type { ImpTable, ImpTableName } from "../rules/imp";
import { butlerImps } from "../rules/butler";
import { DEFAULT_BOARD_OPTIONS, DEFAULT_REGULATION_OPTIONS } from "../model/options";
import { weightedButler } from "./frequency-methods";
import { BoardMethod, perTable, scoreSides, tableNumbers } from "./board-method";
import { awardIn } from "./prepare";
import { sidesCheck } from "./checks";
import { scaleWorkings, type ButlerWorkings } from "./workings";

// Butler on a board: a datum from each side's adjusted frequency table and every table IMPed
// against it; an award is IMPs (A+ +3, A= 0, A- -3).

const num = (f: Fraction): number => f.toNumber();

/** Butler IMPs, with the datum's workings and the check that the sides add to 0. */
export const butlerMethod: BoardMethod = {
  score(board) {
    const { prepared, split, impTable, impScale, options } = board;
    const plus = options.awardImps ?? DEFAULT_REGULATION_OPTIONS.awardImps;
    const bOptions = {
      trim: options.trim ?? DEFAULT_BOARD_OPTIONS.trim,
      roundTo: options.roundTo ?? DEFAULT_BOARD_OPTIONS.roundTo,
      rounding: options.rounding ?? DEFAULT_BOARD_OPTIONS.rounding,
      method: options.datum ?? DEFAULT_BOARD_OPTIONS.datum,
      table: impScale,
    };
    const { ns: nsB, ew: ewB } = scoreSides(board, (tables, side) =>
      weightedButler(tables, { ...bOptions, side }),
    );
    const results = perTable(prepared, nsB.tables, ewB.tables, (award, p) =>
      awardIn(p, () => Fraction.fromNumber(awardImps(award, plus))),
    );
    return {
      tables: tableNumbers(results),
      exact: results.exact,
      top: null,
      workings: butlerWorkings(nsB.workings, impTable, impScale, options.impCap !== undefined),
      ewWorkings: split
        ? butlerWorkings(ewB.workings, impTable, impScale, options.impCap !== undefined)
        : null,
      checks: [sidesCheck(prepared, results.exact, split, Fraction.ZERO, "IMPs")],
    };
  },
};

function butlerWorkings(
  w: ReturnType<typeof weightedButler>["workings"],
  impTable: ImpTableName,
  impScale: ImpTable,
  capped: boolean,
): ButlerWorkings {
  const datum = w.datum;
  return {
    method: "butler",
    impTable,
    ...scaleWorkings(impScale, capped),
    scores: [...w.rows].reverse().map((r) => ({ score: r.score, frequency: num(r.frequency) })),
    trimmedPerEnd: num(w.trimmedPerEnd),
    dropped: [
      ...w.droppedHigh.map((r) => ({ score: r.score, frequency: num(r.frequency), end: "top" as const })),
      ...w.droppedLow.map((r) => ({ score: r.score, frequency: num(r.frequency), end: "bottom" as const })),
    ],
    sum: num(w.sum),
    count: num(w.count),
    mean: num(w.mean),
    median: w.median === undefined ? null : num(w.median),
    datumMethod: w.method,
    unrounded: num(w.unrounded),
    roundTo: w.roundTo,
    rounding: w.rounding,
    datum: num(datum),
    differences: [...w.rows].reverse().map((r) => {
      const difference = Fraction.fromNumber(r.score).sub(datum);
      return {
        score: r.score,
        frequency: num(r.frequency),
        difference: num(difference),
        imps: butlerImps(r.score, datum, impScale),
      };
    }),
  };
}
