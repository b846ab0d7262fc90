import { headOf } from "../../grid/characters";

/**
 * The one error type the scoring core throws. Its message is written for the person who typed
 * the input (a director or a player), so adapters can show it as it is.
 *
 * `kind` lets an adapter choose how to surface it: `"invalid"` for input that cannot be scored
 * (Excel's #VALUE!), `"notAvailable"` for a value that is well formed but has nothing to score
 * against (Excel's #N/A, as RANK or MATCH give for a value missing from the range).
 */
export type ScoringErrorKind = "invalid" | "notAvailable";

export class ScoringError extends Error {
  readonly kind: ScoringErrorKind;

  constructor(message: string, kind: ScoringErrorKind = "invalid") {
    super(message);
    this.name = "ScoringError";
    this.kind = kind;
  }
}

/** Throws a ScoringError with `message` unless `condition` holds. */
export function check(
  condition: boolean,
  message: string,
  kind: ScoringErrorKind = "invalid",
): asserts condition {
  if (!condition) throw new ScoringError(message, kind);
}

/** The most characters of a user's text a message repeats; the rest is counted, not shown. */
export const QUOTED_TEXT_MAX = 60;

/**
 * A user's text as a message repeats it: whole up to {@link QUOTED_TEXT_MAX} characters, else its
 * start, an ellipsis and its length, so a cell of a megabyte makes a message of one line (never
 * cut between the two halves of a character such as an emoji).
 *
 * @example
 * clipped("7NT"); // "7NT"
 * clipped("x".repeat(1_000_000)); // "xxx…x… (1,000,000 characters)", 60 of them shown
 */
export function clipped(text: string): string {
  if (text.length <= QUOTED_TEXT_MAX) return text;
  return `${headOf(text, QUOTED_TEXT_MAX)}… (${text.length.toLocaleString("en-US")} characters)`;
}

/** Quotes a user's value for an error message: strings in quotes (long ones clipped), numbers as typed. */
export function quote(value: unknown): string {
  if (typeof value === "string") return `"${clipped(value)}"`;
  if (value === null || value === undefined) return "a blank";
  return String(value);
}
