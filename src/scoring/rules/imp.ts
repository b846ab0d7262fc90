import { ScoringError } from "../base/errors";

/**
 * The IMP scales. WBF is the scale in force since 1962 and the default everywhere; the three
 * historic scales are kept for teaching.
 */
export type ImpTableName = "WBF" | "1961" | "1948" | "EMP1938";

export interface ImpTable {
  /** The built-in scale's name, or "custom" for a scale a director gave (rules/scale-table.ts). */
  readonly name: ImpTableName | "custom";
  readonly title: string;
  /**
   * Ascending lower bounds: a difference d is worth as many IMPs as there are bounds that |d|
   * reaches. Only the lower bound counts, so a difference that is not a multiple of 10 (possible
   * against an unrounded datum) scores the band it has fully reached: 15 is 0 IMPs, 745 is 12.
   */
  readonly lowerBounds: readonly number[];
}

export const IMP_TABLES: Readonly<Record<ImpTableName, ImpTable>> = {
  WBF: {
    name: "WBF",
    title: "WBF IMP scale (in force since 1962), 0 to 24 IMPs",
    lowerBounds: [
      20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250,
      2500, 3000, 3500, 4000,
    ],
  },
  "1961": {
    name: "1961",
    title: "IMP scale of 1961, 0 to 25 IMPs",
    lowerBounds: [
      20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 700, 800, 900, 1050, 1200, 1350, 1500, 1750,
      2000, 2250, 2500, 3000, 3500,
    ],
  },
  // The printed 1948 scale lists 20-40 for 1 IMP and 70-130 for 2, leaving 50 and 60 unlisted;
  // read by lower bounds (as every scale here is), 50 and 60 stay at 1 IMP.
  "1948": {
    name: "1948",
    title: "IMP scale of 1948, 0 to 15 IMPs",
    lowerBounds: [20, 70, 140, 220, 350, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 3500, 4000],
  },
  EMP1938: {
    name: "EMP1938",
    title: "European Match Points of 1938, 0 to 12 EMPs",
    lowerBounds: [10, 40, 70, 110, 190, 300, 400, 500, 600, 750, 1500, 2000],
  },
};

/** A scale by its name, or a scale itself (a director's own, or one capped by {@link cappedImpTable}). */
export type ImpScaleChoice = ImpTableName | ImpTable;

/**
 * A scale with every comparison capped at `cap` IMPs: only its first `cap` bands count, so a
 * difference worth more than `cap` IMPs is worth `cap`. No cap (undefined, null or 0... none) gives
 * the scale itself; a cap at or above the scale's most changes nothing.
 *
 * @example
 * imp(-2080, cappedImpTable("WBF", 17)); // -17 (19 uncapped: 2000 is reached)
 * cappedImpTable("WBF").lowerBounds.length; // 24
 */
export function cappedImpTable(table: ImpScaleChoice, cap?: number | null): ImpTable {
  const t = impTableOf(table);
  if (cap === undefined || cap === null) return t;
  if (!isImpCap(cap)) {
    throw new ScoringError(`An IMP cap must be a whole number of 1 or more, not ${String(cap)}.`);
  }
  return cap >= t.lowerBounds.length ? t : { ...t, lowerBounds: t.lowerBounds.slice(0, cap) };
}

/** Whether a number can cap each comparison: a whole number of IMPs, 1 or more. */
export function isImpCap(cap: number): boolean {
  return typeof cap === "number" && Number.isSafeInteger(cap) && cap >= 1;
}

// Listed explicitly: object keys that look like integers ("1961") would otherwise come first.
export const IMP_TABLE_NAMES: readonly ImpTableName[] = ["WBF", "1961", "1948", "EMP1938"];

/**
 * The IMP scale of a name, after checking that it names one (a ScoringError listing the names
 * when it does not).
 *
 * @example
 * impTableOf("1961").lowerBounds.length; // 25
 * impTableOf().name; // "WBF"
 */
export function impTableOf(name: ImpScaleChoice = "WBF"): ImpTable {
  if (typeof name === "object" && name !== null && Array.isArray(name.lowerBounds)) return name;
  if (typeof name === "string" && Object.prototype.hasOwnProperty.call(IMP_TABLES, name))
    return IMP_TABLES[name];
  throw new ScoringError(`Unknown IMP table "${String(name)}": use one of ${IMP_TABLE_NAMES.join(", ")}.`);
}

/**
 * An IMP scale as a director types its name, without regard to case or surrounding spaces ("EMP"
 * or "1938" alone is EMP1938); undefined for anything else (the options reader, options.ts, words
 * the refusal).
 *
 * @example
 * readImpTableName(" wbf "); // "WBF"
 * readImpTableName("emp"); // "EMP1938"
 * readImpTableName("ACBL"); // undefined
 */
export function readImpTableName(text: string): ImpTableName | undefined {
  const v = text.trim().toUpperCase();
  if (v === "EMP" || v === "EMP1938" || v === "1938") return "EMP1938";
  return IMP_TABLE_NAMES.find((n) => n === v);
}

/**
 * IMPs for a point difference: positive when the difference is.
 *
 * @example
 * imp(720); // 12
 * imp(-300); // -7
 * imp(15); // 0 (the 20 bound is not reached)
 * imp(1700, "1961"); // 19
 */
export function imp(difference: number, table: ImpScaleChoice = "WBF"): number {
  if (typeof difference !== "number" || !Number.isFinite(difference)) {
    throw new ScoringError(`A point difference must be a number, not ${String(difference)}.`);
  }
  const bounds = impTableOf(table).lowerBounds;
  const a = Math.abs(difference);
  // Binary search for the number of bounds <= a.
  let lo = 0;
  let hi = bounds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bounds[mid] <= a) lo = mid + 1;
    else hi = mid;
  }
  return difference < 0 && lo > 0 ? -lo : lo; // never -0: Excel would show it as 0 but tests compare it
}

/** The largest number of IMPs the table awards. */
export function maxImps(table: ImpScaleChoice = "WBF"): number {
  return impTableOf(table).lowerBounds.length;
}
