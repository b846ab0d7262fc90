// A stratified pairs session: each pair in a stratum by its players' masterpoints (or ratings),
// and each stratum ranked in a list of its own beside the overall ranking. As the ACBL runs a
// stratified event, a pair is eligible in its own stratum and in every higher one: stratum A's
// list ranks every pair, B's the pairs of B and below, and so on down.
import { ScoringError } from "../base/errors";
import type { Side } from "../base/seats";
import type { StrataBy, StrataChoice, Stratum } from "../model/options";
import { pairRatings, type PairRatings } from "../traveller/names-table";

/** One pair in a stratum's list: its place there (ties share it, as in the field). */
export interface StratumPlace {
  readonly id: string;
  /** The pair's own stratum. */
  readonly stratum: string;
  readonly rank: string | null;
  readonly place: number | null;
}

/** A stratum's list in one field: its own stratum's pairs and those of every lower one. */
export interface StratumRanking {
  readonly stratum: string;
  /** The least rating of the stratum. */
  readonly min: number;
  readonly field: Side | "all";
  readonly pairs: readonly StratumPlace[];
}

/** A session's strata: how pairs were placed in them, and each stratum's list. */
export interface SessionStrata {
  readonly by: StrataBy;
  readonly strata: readonly Stratum[];
  readonly rankings: readonly StratumRanking[];
}

/** A pair as the strata read it: its id, number and direction, and its place in its field. */
interface FieldPair {
  readonly id: string;
  readonly pair: string;
  readonly direction: Side | null;
  readonly place: number | null;
}

/**
 * The strata as typed: "A:2000,B:500,C:0", a name and its least rating each, highest first, the
 * last at 0 (so every pair has a stratum). Throws a ScoringError naming what is wrong.
 *
 * @example
 * parseStrata("A:2000, B:500, C:0"); // [{ name: "A", min: 2000 }, { name: "B", min: 500 }, { name: "C", min: 0 }]
 */
export function parseStrata(typed: string): Stratum[] {
  const items = typed
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "");
  const strata = items.map((item) => {
    const m = /^([^:]+):\s*(\d+(?:\.\d+)?)$/.exec(item);
    if (m === null)
      throw new ScoringError(
        `The stratum "${item}" is not a name and its least masterpoints, such as A:2000.`,
      );
    return { name: m[1].trim(), min: Number(m[2]) };
  });
  if (strata.length < 2) throw new ScoringError("Give two strata or more, such as A:2000,B:500,C:0.");
  strata.forEach((s, i) => {
    if (strata.findIndex((x) => x.name.toLowerCase() === s.name.toLowerCase()) !== i)
      throw new ScoringError(`The stratum ${s.name} is given twice: name each stratum once.`);
    if (i > 0 && s.min >= strata[i - 1].min)
      throw new ScoringError(
        `The strata go from the highest down: ${s.name}:${s.min} comes after ${strata[i - 1].name}:${strata[i - 1].min}.`,
      );
  });
  const last = strata[strata.length - 1];
  if (last.min !== 0)
    throw new ScoringError(
      `The last stratum starts at 0 (such as ${last.name}:0), so that every pair has one: ${last.name}:${last.min} leaves pairs below it out.`,
    );
  return strata;
}

/**
 * A stratum's range in words: the top one "2000 and more", the others "500 to under 2000".
 *
 * @example
 * stratumRange(parseStrata("A:2000,B:500,C:0"), "B"); // "500 to under 2000"
 */
export function stratumRange(strata: readonly Stratum[], name: string): string {
  const k = strata.findIndex((s) => s.name === name);
  const s = strata[k];
  return k === 0 ? `${s.min} and more` : `${s.min} to under ${strata[k - 1].min}`;
}

/**
 * A pair's rating for its stratum: its higher-rated player's ("higher"), or the mean of its
 * players' ("mean"); null when the names table rates neither player.
 */
export function pairRating(ratings: readonly number[] | null, by: StrataBy): number | null {
  if (ratings === null || ratings.length === 0) return null;
  return by === "higher" ? Math.max(...ratings) : ratings.reduce((a, b) => a + b, 0) / ratings.length;
}

/** The stratum of a rating: the first whose least rating it reaches; an unrated pair is in the top one. */
export function stratumOf(rating: number | null, strata: readonly Stratum[]): number {
  if (rating === null) return 0;
  const i = strata.findIndex((s) => rating >= s.min);
  return i < 0 ? strata.length - 1 : i;
}

/** Competition places of pairs listed best first, level where their field's places are level. */
function placesWithin(pairs: readonly FieldPair[]): { rank: string | null; place: number | null }[] {
  const places: (number | null)[] = [];
  pairs.forEach((p, i) => {
    if (p.place === null) places.push(null);
    else if (i > 0 && pairs[i - 1].place === p.place) places.push(places[i - 1]);
    else places.push(i + 1);
  });
  return places.map((place) => {
    const shared = place !== null && places.filter((x) => x === place).length > 1;
    return { rank: place === null ? null : `${shared ? "=" : ""}${place}`, place };
  });
}

/**
 * Each field's pairs placed in their strata and ranked in each stratum's list: a stratum's list
 * is its own pairs and those of every lower stratum, in the field's order. Also each pair's
 * stratum and rating, for the rankings to show.
 */
export function stratify(
  fields: readonly { readonly field: Side | "all"; readonly pairs: readonly FieldPair[] }[],
  ratings: PairRatings | undefined,
  choice: StrataChoice,
): { strata: SessionStrata; of: Map<string, { stratum: string; rating: number | null }> } {
  const of = new Map<string, { stratum: string; rating: number | null }>();
  const index = new Map<string, number>();
  for (const f of fields)
    for (const p of f.pairs) {
      const rating = pairRating(pairRatings(ratings, p.pair, p.direction), choice.by);
      const k = stratumOf(rating, choice.strata);
      index.set(p.id, k);
      of.set(p.id, { stratum: choice.strata[k].name, rating });
    }
  const rankings: StratumRanking[] = [];
  for (const f of fields)
    choice.strata.forEach((s, k) => {
      const members = f.pairs.filter((p) => index.get(p.id)! >= k);
      const places = placesWithin(members);
      rankings.push({
        stratum: s.name,
        min: s.min,
        field: f.field,
        pairs: members.map((p, i) => ({ id: p.id, stratum: of.get(p.id)!.stratum, ...places[i] })),
      });
    });
  return { strata: { by: choice.by, strata: choice.strata, rankings }, of };
}
