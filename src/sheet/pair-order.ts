// The order pairs are listed in on a results sheet: pair numbers in number order, names after them,
// and in a Mitchell's one field the NS pairs before the EW pairs.

/**
 * A field's pairs in number order: NS pairs before EW pairs (a Mitchell's one field, as the
 * session orders pairs level), then by {@link comparePairs}.
 */
export function compareFieldPairs(
  x: { readonly direction: "NS" | "EW" | null; readonly pair: string },
  y: { readonly direction: "NS" | "EW" | null; readonly pair: string },
): number {
  return directionOrder(x.direction) - directionOrder(y.direction) || comparePairs(x.pair, y.pair);
}
const directionOrder = (d: "NS" | "EW" | null): number => (d === "EW" ? 1 : 0);

/** Pair numbers in number order ("2" before "10"), names after them alphabetically. */
export function comparePairs(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  if (Number.isFinite(x)) return -1;
  if (Number.isFinite(y)) return 1;
  return a.localeCompare(b);
}
