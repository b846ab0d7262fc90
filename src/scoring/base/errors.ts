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

/** Quotes a user's value for an error message: strings in quotes, numbers as typed. */
export function quote(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (value === null || value === undefined) return "a blank";
  return String(value);
}
