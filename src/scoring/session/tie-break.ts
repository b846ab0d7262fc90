// Breaking a tie for first place in a pairs session, as a federation publishes it. Ties share a
// place by default (the ACBL and the EBU split awards between tied pairs); a tie-break rule only
// orders the pairs tied for first, for a trophy or a qualifying place, and says how it was done.
import { Fraction } from "../rules/fraction";
import type { TieBreakRule } from "../model/options";

export type { TieBreakRule } from "../model/options";

/** One board as a tied pair played it, exactly. */
export interface TieBoard {
  readonly board: number;
  /** The opponents as the ranking names them (a Howell's pair number); null when never a rival's id. */
  readonly opponent: string | null;
  /** The pair's matchpoints or IMPs; null when the board was not played at its table. */
  readonly result: Fraction | null;
  /** Matchpoints: the board's top; null at IMPs. */
  readonly top: Fraction | null;
}

/** A pair tied for first place, with its boards. */
export interface TiedPair {
  readonly id: string;
  readonly boards: readonly TieBoard[];
}

/** The tied pairs in their new order: each group shares its place (a group of one is placed alone). */
export interface TieBreakResult {
  readonly groups: readonly (readonly string[])[];
  /** Each pair's note: how the tie was broken (or that it stands). */
  readonly notes: ReadonlyMap<string, string>;
}

/** A step of a rule: each pair's value (higher is better) and the words of one value. */
interface Step {
  readonly name: string;
  /** Null when the step does not apply to this group (head to head with no boards between them). */
  values(group: readonly TiedPair[]): Map<string, Fraction> | null;
  words(value: Fraction): string;
}

const HALF = Fraction.of(1, 2);

/** A result above the board's average: more than half the top, or more than 0 IMPs. */
function versusAverage(b: TieBoard): number {
  if (b.result === null) return NaN;
  return b.top === null ? b.result.sign() : b.result.mul(2).cmp(b.top);
}

/** A result as a share of its top (matchpoints), or the IMPs themselves. */
function comparable(b: TieBoard): Fraction {
  return b.top === null || b.top.sign() === 0 ? b.result! : b.result!.div(b.top);
}

const fmt = (x: Fraction): string => {
  const n = x.toNumber();
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
};

/** EBU (a): the result of the boards the two pairs played against each other. */
const HEAD_TO_HEAD: Step = {
  name: "head to head",
  values(group) {
    if (group.length !== 2) return null;
    const [a, b] = group;
    const sum = (p: TiedPair, rival: string): { total: Fraction; boards: number } =>
      p.boards
        .filter((x) => x.opponent === rival && x.result !== null)
        .reduce((s, x) => ({ total: s.total.add(x.result!), boards: s.boards + 1 }), {
          total: Fraction.ZERO,
          boards: 0,
        });
    const sa = sum(a, b.id);
    if (sa.boards === 0) return null;
    const sb = sum(b, a.id);
    return new Map([
      [a.id, sa.total],
      [b.id, sb.total],
    ]);
  },
  words: (v) => `${fmt(v)} on the boards against each other`,
};

/** EBU (d): point-a-board count-back, as a share of the boards played (equal basis). */
const COUNT_BACK: Step = {
  name: "point-a-board count-back (a board above average won, at average half won)",
  values(group) {
    return new Map(
      group.map((p) => {
        const played = p.boards.filter((b) => b.result !== null);
        const points = played.reduce((s, b) => {
          const c = versusAverage(b);
          return c > 0 ? s.add(1) : c === 0 ? s.add(HALF) : s;
        }, Fraction.ZERO);
        return [p.id, played.length === 0 ? Fraction.ZERO : points.mul(100).div(played.length)];
      }),
    );
  },
  words: (v) => `${fmt(v)}% of its boards won`,
};

/** Code article 81: 2 points a rival outscored on a board both played, 1 an equal score; alone, 2 above average. */
const CODE_81_POINTS: Step = {
  name: "board by board",
  values(group) {
    const byBoard = new Map<number, { id: string; b: TieBoard }[]>();
    for (const p of group)
      for (const b of p.boards) {
        if (b.result === null) continue;
        const list = byBoard.get(b.board) ?? [];
        list.push({ id: p.id, b });
        byBoard.set(b.board, list);
      }
    const points = new Map(group.map((p) => [p.id, Fraction.ZERO]));
    const give = (id: string, n: number): void => void points.set(id, points.get(id)!.add(n));
    for (const list of byBoard.values()) {
      if (list.length === 1) {
        if (versusAverage(list[0].b) > 0) give(list[0].id, 2);
        continue;
      }
      for (const x of list)
        for (const y of list) {
          if (x === y) continue;
          const c = comparable(x.b).cmp(comparable(y.b));
          if (c > 0) give(x.id, 2);
          else if (c === 0) give(x.id, 1);
        }
    }
    return points;
  },
  words: (v) => `${fmt(v)} point${v.equals(1) ? "" : "s"} board by board`,
};

/** Code article 81, last: the number of tops (matchpoints only). */
const TOPS: Step = {
  name: "tops",
  values(group) {
    if (group.some((p) => p.boards.some((b) => b.result !== null && b.top === null))) return null;
    return new Map(
      group.map((p) => [
        p.id,
        Fraction.of(
          p.boards.filter((b) => b.result !== null && b.top !== null && b.result.equals(b.top)).length,
        ),
      ]),
    );
  },
  words: (v) => `${fmt(v)} top${v.equals(1) ? "" : "s"}`,
};

const STEPS: Readonly<Record<Exclude<TieBreakRule, "share">, readonly Step[]>> = {
  EBU: [HEAD_TO_HEAD, COUNT_BACK],
  code81: [CODE_81_POINTS, TOPS],
};

/**
 * Orders pairs tied for first place by `rule`: each step in turn splits the group by its values,
 * best first; a part still tied goes on to the next step (with head to head tried again when a
 * larger tie comes down to two pairs). A tie no step breaks stands, and its pairs share the place.
 *
 * @example
 * // Two Howell pairs, 1 and 2, tied; on the one board they played against each other pair 1
 * // scored 3 matchpoints of 4 and pair 2 scored 1: pair 1 first, "head to head".
 */
export function breakTie(rule: TieBreakRule, tied: readonly TiedPair[]): TieBreakResult {
  const notes = new Map<string, string>();
  if (rule === "share" || tied.length < 2) return { groups: [tied.map((p) => p.id)], notes };
  const steps = STEPS[rule];
  const groups = order(tied, steps, 0, notes);
  for (const g of groups) {
    if (g.length > 1)
      for (const id of g)
        notes.set(id, `Tie not broken: ${rule} tie-break steps all equal; the place is shared.`);
  }
  return { groups, notes };
}

/** The group ordered from step `from` on, as groups sharing a place. */
function order(
  group: readonly TiedPair[],
  steps: readonly Step[],
  from: number,
  notes: Map<string, string>,
): string[][] {
  for (let s = from; s < steps.length; s++) {
    const step = steps[s];
    const values = step.values(group);
    if (values === null) continue;
    const sorted = [...group].sort((a, b) => values.get(b.id)!.cmp(values.get(a.id)!));
    const parts: TiedPair[][] = [];
    for (const p of sorted) {
      const last = parts[parts.length - 1];
      if (last !== undefined && values.get(last[0].id)!.equals(values.get(p.id)!)) last.push(p);
      else parts.push([p]);
    }
    if (parts.length === 1) continue;
    const said = sorted.map((p) => `${p.id} ${step.words(values.get(p.id)!)}`).join("; ");
    for (const p of group) notes.set(p.id, `Tie broken by ${step.name}: ${said}.`);
    // A part still tied starts again: two pairs left go back to the first step (head to head).
    return parts.flatMap((part) =>
      part.length === 1 ? [[part[0].id]] : order(part, steps, part.length === 2 ? 0 : s + 1, notes),
    );
  }
  return [group.map((p) => p.id)];
}
