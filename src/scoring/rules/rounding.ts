import { Fraction } from "./fraction";
import { ScoringError } from "../base/errors";

/**
 * How a value exactly half-way between two steps is rounded.
 * - `halfAwayFromZero`: 485 -> 490, -485 -> -490. Excel's ROUND, and the default for datums.
 * - `halfEven`: 485 -> 480, 495 -> 500 (banker's rounding, as ACBLscore rounds datums).
 * - `halfUp`: towards +infinity (2.345 -> 2.35, -2.345 -> -2.34), as VP tables round.
 * - `none`: no rounding at all.
 */
export type RoundingMode = "halfAwayFromZero" | "halfEven" | "halfUp" | "none";

export const ROUNDING_MODES: readonly RoundingMode[] = ["halfAwayFromZero", "halfEven", "halfUp", "none"];

/**
 * Rounds `x` to a multiple of `step` (a positive number such as 10 or 0.01) with the named rule.
 *
 * @example
 * roundToStep(Fraction.of(485), 10, "halfAwayFromZero").toNumber(); // 490
 * roundToStep(Fraction.of(485), 10, "halfEven").toNumber(); // 480
 */
export function roundToStep(x: Fraction, step: number | Fraction, mode: RoundingMode): Fraction {
  if (mode === "none") return x;
  const s = step instanceof Fraction ? step : Fraction.fromNumber(step);
  if (s.sign() <= 0) throw new ScoringError(`The rounding step must be positive, not ${s.toNumber()}.`);
  const q = x.div(s); // round q to an integer, then scale back
  const lower = q.floor();
  const rest = q.sub(Fraction.of(lower)); // in [0, 1)
  const half = rest.cmp(Fraction.of(1, 2));
  let k: bigint;
  if (half < 0) k = lower;
  else if (half > 0) k = lower + 1n;
  else if (mode === "halfUp") k = lower + 1n;
  else if (mode === "halfEven") k = lower % 2n === 0n ? lower : lower + 1n;
  else k = q.sign() < 0 ? lower : lower + 1n; // halfAwayFromZero
  return Fraction.of(k).mul(s);
}

/**
 * Whether a result agrees with a figure another program printed to `decimals` places: the result
 * rounded half away from zero to those places (as Excel's ROUND, and the printed tables, round) is
 * the figure. A millionth of the last place absorbs binary error (2.675 is stored as 2.67499...),
 * as Excel, which works to 15 digits, rounds it up too.
 *
 * @example
 * agreesAsPrinted(74.943, 74.9, 1); // true: 31.476... of a top of 42, printed 74.9
 * agreesAsPrinted(74.943, 75.0, 1); // false: 75.0 needs the matchpoints rounded first
 */
export function agreesAsPrinted(result: number, printed: number, decimals: number): boolean {
  const f = 10 ** decimals;
  const rounded = (Math.sign(result) * Math.round(Math.abs(result) * f + 1e-7)) / f;
  return Math.abs(rounded - printed) < 1e-9;
}

/** Checks a user's rounding mode name and returns it typed. */
export function parseRoundingMode(value: string): RoundingMode {
  if ((ROUNDING_MODES as readonly string[]).includes(value)) return value as RoundingMode;
  throw new ScoringError(`Unknown rounding "${value}": use one of ${ROUNDING_MODES.join(", ")}.`);
}

/** The short words a director types for a datum's rounding, and the mode each names. */
export const TYPED_ROUNDING_WORDS = {
  away: "halfAwayFromZero",
  even: "halfEven",
  none: "none",
} as const satisfies Readonly<Record<string, RoundingMode>>;

/** Every rounding a director may type: a short word (TYPED_ROUNDING_WORDS), or a mode's own name. */
export const TYPED_ROUNDINGS: Readonly<Record<string, RoundingMode>> = {
  ...TYPED_ROUNDING_WORDS,
  ...Object.fromEntries(ROUNDING_MODES.map((m) => [m, m])),
};

/**
 * A rounding as a director types it (TYPED_ROUNDINGS: away, even, none, or a mode's own name such
 * as halfEven), without regard to case or surrounding spaces; undefined for anything else (the
 * options reader, options.ts, words the refusal).
 *
 * @example
 * readRoundingWord(" Even "); // "halfEven"
 * readRoundingWord("halfAwayFromZero"); // "halfAwayFromZero"
 * readRoundingWord("up"); // undefined
 */
export function readRoundingWord(text: string): RoundingMode | undefined {
  const typed = text.trim().toLowerCase();
  const hit = Object.keys(TYPED_ROUNDINGS).find((w) => w.toLowerCase() === typed);
  return hit === undefined ? undefined : TYPED_ROUNDINGS[hit];
}
