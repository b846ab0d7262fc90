// The optional arguments of the custom functions: options (read by the core's parseOption, whose
// OptionError shows as #VALUE! with the option's message), board numbers and vulnerabilities as a
// director types them, read into the core's types. An omitted optional argument (null) or a blank
// gives the default the function's help page names.
import {
  ScoringError,
  parseOption,
  type ImpTableName,
  type CrossImpDivisor,
  type MatchpointOutput,
  type ButlerOptions,
  type VpScale,
  boardVulnerability,
  parseSeat,
  parseVulnerability,
  sideOf,
  type Side,
  type Vulnerability,
  cellText,
  isBlankCell,
  readNumberCell,
} from "../scoring";
import { cellError, describe } from "./coerce";

/**
 * The IMP scale: WBF unless another is named ("1961", "1948", "EMP1938"; a number 1961 works too).
 *
 * @example
 * impTableOption(null); // "WBF"
 */
export function impTableOption(value: unknown): ImpTableName {
  return isBlankCell(value) ? "WBF" : parseOption("impTable", value);
}

/**
 * A cross-IMP divisor: "comparisons" (the default), "scores", "total" or a positive number.
 *
 * @example
 * divisorOption("Scores"); // "scores"
 */
export function divisorOption(value: unknown): CrossImpDivisor {
  return isBlankCell(value) ? "comparisons" : parseOption("divisor", value);
}

/**
 * "EBU" (the default: 2 a result beaten, 1 a tie), "ACBL" (1 and 1/2) or "percent".
 *
 * @example
 * matchpointOutputOption("percent"); // { scale: "EBU", percent: true }
 */
export function matchpointOutputOption(value: unknown): MatchpointOutput {
  return isBlankCell(value) ? { scale: "EBU", percent: false } : parseOption("matchpointOutput", value);
}

/**
 * The Butler datum's options as typed: trim (a count, or a share below 0.5; default 0), the
 * multiple to round to (default 10; 0 for none), "mean" or "median", and "away" or "even".
 *
 * @example
 * butlerOptions(null, null, "Median", "even"); // { trim: undefined, roundTo: undefined, method: "median", rounding: "halfEven" }
 */
export function butlerOptions(
  trim: unknown,
  roundTo: unknown,
  method: unknown,
  rounding: unknown,
): ButlerOptions {
  return {
    trim: isBlankCell(trim) ? undefined : parseOption("trim", trim),
    roundTo: isBlankCell(roundTo) ? undefined : parseOption("roundTo", roundTo),
    method: isBlankCell(method) ? "mean" : parseOption("datum", method),
    rounding: isBlankCell(rounding) ? "halfAwayFromZero" : parseOption("rounding", rounding),
  };
}

/**
 * "WBF" (the default) or "table".
 *
 * @example
 * vpScaleOption("Table"); // "table"
 */
export function vpScaleOption(value: unknown): VpScale {
  return isBlankCell(value) ? "WBF" : parseOption("vpScale", value);
}

/**
 * A board's vulnerability: from its board number, or as written (None, NS, EW, All, Both...).
 *
 * @example
 * vulnerabilityOf(7, "vulnerability"); // "All"
 * vulnerabilityOf("n-s", "vulnerability"); // "NS"
 */
export function vulnerabilityOf(value: unknown, where: string): Vulnerability {
  if (isBlankCell(value)) throw cellError(where, value, "a board number, or None, NS, EW or All");
  const board = readNumberCell(value);
  if (board !== null) return boardVulnerability(board);
  if (typeof value !== "string") throw cellError(where, value, "a board number, or None, NS, EW or All");
  return parseVulnerability(value);
}

/**
 * A partnership: NS or EW (N-S, N/S, E-W, E/W), or a seat of it (N, S, E, W, North...), read by the
 * core's parseSeat and sideOf.
 *
 * @example
 * sideOption("e/w"); // "EW"
 * sideOption("South"); // "NS"
 */
export function sideOption(value: unknown): Side {
  const text = cellText(value);
  const pair = text.replace(/[\s/-]/g, "").toUpperCase();
  if (pair === "NS" || pair === "EW") return pair;
  try {
    return sideOf(parseSeat(text));
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    throw new ScoringError(
      `Unknown side ${describe(value)}: use NS or EW (or a seat of the pair: N, S, E or W).`,
    );
  }
}
