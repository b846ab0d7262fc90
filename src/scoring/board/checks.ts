import { Fraction } from "../rules/fraction";
import { PreparedTable, tableName } from "./prepare";
import type { BoardCheck, ExactTable } from "./scored-board";

// The checks a scored board carries, computed on its results (never assumed): what a director
// would add up by hand to trust the scoring. Each method picks the ones that hold for it.

const num = (f: Fraction): number => f.toNumber();

/**
 * One copy of each check's texts: the same few sentences come back on board after board (a
 * session of 125,000 boards made 750,000 of them, each kept as the chain of pieces it was joined
 * from). Up to a few thousand texts are kept, then the list starts again.
 */
const seen = new Map<string, string>();
const SEEN_AT_MOST = 4096;

function shared(text: string): string {
  const known = seen.get(text);
  if (known !== undefined) return known;
  if (seen.size >= SEEN_AT_MOST) seen.clear();
  seen.set(text, text);
  return text;
}

/** A check, its texts shared with the boards' before it that read the same. */
function checkOf(
  id: BoardCheck["id"],
  description: string,
  holds: boolean | null,
  detail: string,
): BoardCheck {
  return { id, description: shared(description), holds, detail: shared(detail) };
}

/** Exact values of a table's two sides, null when the table has none. */
type SideValues = { readonly ns: Fraction | null; readonly ew: Fraction | null };

/** NS + EW on each table equals the top (matchpoints) or 0 (IMPs), where it should. */
export function sidesCheck(
  prepared: readonly PreparedTable[],
  exact: readonly ExactTable[],
  split: boolean,
  target: Fraction,
  unit: string,
): BoardCheck {
  const description = `NS + EW ${unit} on each table ${target.sign() === 0 ? "add to 0" : `add to the top (${num(target)})`}`;
  if (split) {
    return checkOf(
      "sidesAddUp",
      description,
      null,
      "Not expected on this board: a weighted score gives NS and EW different weightings, so each side is scored on its own frequencies.",
    );
  }
  const failing: string[] = [];
  const exempt: string[] = [];
  prepared.forEach((p, i) => {
    const x = exact[i];
    if (x.ns === null || x.ew === null) return;
    if (p.splitAward) {
      exempt.push(tableName(p));
      return;
    }
    const sum = x.ns.add(x.ew);
    if (!sum.equals(target)) failing.push(`${tableName(p)}: ${num(x.ns)} + ${num(x.ew)} = ${num(sum)}`);
  });
  const checked = prepared.filter((p, i) => exact[i].ns !== null && !p.splitAward).length;
  const exemptText = exempt.length ? ` Split awards are their own: ${exempt.join(", ")}.` : "";
  return checkOf(
    "sidesAddUp",
    description,
    failing.length === 0,
    failing.length === 0
      ? `Holds on all ${checked} table${checked === 1 ? "" : "s"} checked.${exemptText}`
      : `Does not hold: ${failing.join("; ")}.${exemptText}`,
  );
}

/** The sums of NS's and of EW's values over the tables with a result (not awards, not NP). */
function sumOverResults(
  prepared: readonly PreparedTable[],
  values: readonly SideValues[],
): { ns: Fraction; ew: Fraction } {
  let ns = Fraction.ZERO;
  let ew = Fraction.ZERO;
  prepared.forEach((p, i) => {
    if (p.nsTable === null) return;
    ns = ns.add(values[i].ns!);
    ew = ew.add(values[i].ew!);
  });
  return { ns, ew };
}

/** Matchpoints of the tables with results add to n x top / 2 on each side (with Neuberg too). */
export function mpResultsCheck(
  prepared: readonly PreparedTable[],
  exact: readonly ExactTable[],
  n: Fraction,
  top: Fraction,
): BoardCheck {
  const want = n.mul(top).div(2);
  const { ns, ew } = sumOverResults(prepared, exact);
  const holds = ns.equals(want) && ew.equals(want);
  return checkOf(
    "resultsAddUp",
    "The matchpoints of the tables with results add to results x top / 2 on each side",
    holds,
    `NS ${num(ns)}, EW ${num(ew)}; expected ${num(n)} x ${num(top)} / 2 = ${num(want)}.`,
  );
}

/** Cross-IMP totals of the tables with results add to 0 on each side. */
export function crossResultsCheck(
  prepared: readonly PreparedTable[],
  totals: readonly SideValues[],
): BoardCheck {
  const { ns, ew } = sumOverResults(prepared, totals);
  return checkOf(
    "resultsAddUp",
    "The cross-IMP totals of the tables with results add to 0 on each side",
    ns.sign() === 0 && ew.sign() === 0,
    `NS totals add to ${num(ns)}, EW totals to ${num(ew)}.`,
  );
}

/** All NS cross-IMP totals (awards included) add to 0, when there are no awards. */
export function crossAllCheck(prepared: readonly PreparedTable[], totals: readonly SideValues[]): BoardCheck {
  const ns = totals.reduce((a, t) => (t.ns === null ? a : a.add(t.ns)), Fraction.ZERO);
  const description = "The NS cross-IMP totals of every table add to 0";
  const awards = prepared.filter((p) => p.input.entry.kind === "artificial").map(tableName);
  if (awards.length > 0) {
    return checkOf(
      "totalsAddToZero",
      description,
      null,
      `Not expected: artificial awards (${awards.join(", ")}) are not compared with the other tables. With them the NS totals add to ${num(ns)}.`,
    );
  }
  return checkOf("totalsAddToZero", description, ns.sign() === 0, `They add to ${num(ns)}.`);
}
