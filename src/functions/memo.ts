// The last answers of a worksheet function, kept so that a call with the same arguments (Excel
// calls a function again on a full recalculation, on opening the workbook, and for each formula
// over the same range) reuses what was worked out instead of scoring the session again. The
// arguments are compared cell by cell, never by a hash, so an answer is reused only for exactly
// the same cells.

/** Whether two arguments as Excel passes them (values, or rows of values) are the same. */
function sameArgument(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x: unknown = a[i];
    const y: unknown = b[i];
    if (x === y) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) return false;
      for (let j = 0; j < x.length; j++) if (x[j] !== y[j]) return false;
    } else return false;
  }
  return true;
}

/**
 * The answers of the last `size` distinct calls, newest first; an answer that was an error is kept
 * too (the same cells give the same message without scoring again).
 *
 * @example
 * const last = new LastAnswers<number>(4);
 * last.answer([[1, 2]], () => 3); // works it out: 3
 * last.answer([[1, 2]], () => 4); // the same cells: 3 again
 */
export class LastAnswers<T> {
  private readonly kept: { args: readonly unknown[]; value?: T; error?: unknown }[] = [];

  constructor(private readonly size: number) {}

  /** The answer for `args`: the kept one for the same arguments, else `work()`'s, kept. */
  answer(args: readonly unknown[], work: () => T): T {
    const i = this.kept.findIndex(
      (k) => k.args.length === args.length && k.args.every((a, j) => sameArgument(a, args[j])),
    );
    if (i >= 0) {
      const [hit] = this.kept.splice(i, 1);
      this.kept.unshift(hit);
      if ("error" in hit) throw hit.error;
      return hit.value as T;
    }
    const entry: { args: readonly unknown[]; value?: T; error?: unknown } = { args };
    try {
      entry.value = work();
    } catch (e) {
      entry.error = e;
    }
    this.kept.unshift(entry);
    if (this.kept.length > this.size) this.kept.length = this.size;
    if ("error" in entry) throw entry.error;
    return entry.value as T;
  }

  /** Forgets every answer. */
  clear(): void {
    this.kept.length = 0;
  }
}
