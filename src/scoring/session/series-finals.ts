// Finals from a qualifying session: the pairs of the event's first session, in the order of their
// score there, split into finals (A the top half, B the rest, ...), each final then ranked on its
// own from its pairs' event scores (the carry-forward of the qualifying session included).
import { ScoringError } from "../base/errors";

/**
 * A final and who goes into it, taken from the qualifiers left after the finals before it: the
 * top share of all the qualifiers ("top 50%"), the top N ("top 12"), or the rest.
 */
export interface FinalSpec {
  readonly name: string;
  readonly take:
    | { readonly top: "share"; readonly share: number }
    | { readonly top: "count"; readonly count: number }
    | "rest";
}

/**
 * The finals as typed: "A:top 50%,B:rest", "A:top 12,B:top 12,C:rest". Throws a ScoringError
 * naming what is wrong.
 *
 * @example
 * parseFinals("A:top 50%, B:rest"); // [{ name: "A", take: { top: "share", share: 0.5 } }, { name: "B", take: "rest" }]
 */
export function parseFinals(typed: string): FinalSpec[] {
  const items = typed
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "");
  const finals = items.map((item): FinalSpec => {
    const m = /^([^:]+):\s*(?:top\s*(\d+(?:\.\d+)?)\s*(%?)|(rest))$/i.exec(item);
    if (m === null)
      throw new ScoringError(
        `The final "${item}" is not a name and who goes in it, such as A:top 50% or B:rest.`,
      );
    const name = m[1].trim();
    if (m[4] !== undefined) return { name, take: "rest" };
    const n = Number(m[2]);
    if (m[3] === "%") {
      if (!(n > 0 && n <= 100))
        throw new ScoringError(`The final ${name}: top ${n}% is not a share from above 0 to 100%.`);
      return { name, take: { top: "share", share: n / 100 } };
    }
    if (!Number.isSafeInteger(n) || n < 1)
      throw new ScoringError(`The final ${name}: top ${m[2]} is not a whole number of pairs, 1 or more.`);
    return { name, take: { top: "count", count: n } };
  });
  if (finals.length === 0) throw new ScoringError("Give the finals, such as A:top 50%,B:rest.");
  finals.forEach((f, i) => {
    if (finals.findIndex((x) => x.name.toLowerCase() === f.name.toLowerCase()) !== i)
      throw new ScoringError(`The final ${f.name} is given twice: name each final once.`);
    if (f.take === "rest" && i !== finals.length - 1)
      throw new ScoringError(`The final ${f.name} takes the rest, so it comes last.`);
  });
  return finals;
}

/**
 * The qualifiers of `qualifying` in the order of their score there, split into the finals: each
 * takes its pairs from those left, and pairs level with the last one it takes go with it (a tie
 * at the cut goes up together). The lines of each final are the event's lines of its pairs.
 */
export function splitFinals<E extends { readonly key: string }, L extends { readonly key: string }>(
  finals: readonly FinalSpec[],
  qualifying: readonly E[],
  scoreOf: (e: E) => number,
  lines: readonly L[],
): { name: string; qualifiers: string[]; lines: L[] }[] {
  const order = qualifying
    .map((e, i) => ({ key: e.key, score: scoreOf(e), i }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const lineOf = new Map(lines.map((l) => [l.key, l]));
  const total = order.length;
  let at = 0;
  return finals.map((f) => {
    let n =
      f.take === "rest"
        ? total - at
        : f.take.top === "count"
          ? f.take.count
          : Math.ceil(f.take.share * total - 1e-9);
    n = Math.min(n, total - at);
    // Pairs level with the last one taken go up with it.
    while (n > 0 && at + n < total && Math.abs(order[at + n].score - order[at + n - 1].score) <= 1e-9) n++;
    const taken = order.slice(at, at + n).map((o) => o.key);
    at += n;
    return { name: f.name, qualifiers: taken, lines: taken.map((k) => lineOf.get(k)!) };
  });
}
