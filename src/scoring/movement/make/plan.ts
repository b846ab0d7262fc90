// A movement's plan before its boards are known: who sits where in each round and which set (by
// number) each table plays; then the boards dealt into the sets and the plan made a MadeMovement.
// Each family (mitchell.ts, howell.ts) makes a plan; makeMovement (make.ts) gives it its boards.
import { ScoringError } from "../../base/errors";
import type { MadeKind, MadeMovement, MadeTable } from "./types";

/** One table of a planned round: its pairs and the number (1-based) of the set it plays. */
export interface PlannedTable {
  readonly table: number;
  readonly ns: number;
  readonly ew: number | null;
  readonly set: number;
  /** The home EW pair sits North-South this round (a scrambled Mitchell's arrow switch). */
  readonly arrowSwitched?: true;
}

/** A movement with its board sets numbered but not yet filled. */
export interface Plan {
  readonly kind: MadeKind;
  readonly pairing: "mitchell" | "howell";
  /** The tables set up (a half table counts as one). */
  readonly tables: number;
  readonly rounds: readonly (readonly PlannedTable[])[];
  /** How many sets the boards are dealt into. */
  readonly sets: number;
  /** What the movement is, in a director's words (the start of `why`). */
  readonly says: string;
  readonly notes: readonly string[];
}

/**
 * Which copy of its boards a table plays: a web Mitchell has two copies of every board, one going
 * round each half of its tables (1 for tables 1 to n/2, 2 for the rest); every other movement one.
 * Tables share a set only when they play the same copy of it in the same round.
 */
export function boardCopy(kind: MadeKind, tables: number, table: number): number {
  return kind === "web-mitchell" && table > tables / 2 ? 2 : 1;
}

/** "3 boards", "1 board". */
export const boardsWord = (n: number): string => `${n} board${n === 1 ? "" : "s"}`;

/**
 * The board counts nearest `boards` that split into `sets` sets, one below (when there is one)
 * and one above: for 25 boards and 7 sets, [21, 28].
 */
export function nearestSplits(boards: number, sets: number): number[] {
  const below = Math.floor(boards / sets) * sets;
  const above = below === boards ? boards : below + sets;
  return [...new Set([below, above].filter((b) => b >= sets))];
}

/** "21 (3 a round) or 28 (4 a round)": board counts and what each gives a set. */
export function splitsWords(counts: readonly number[], sets: number): string {
  const words = counts.map((b) => `${b} (${b / sets} a round)`);
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}` : words[0];
}

/**
 * The boards dealt into consecutive sets of `boards / sets` each, or a ScoringError naming the
 * nearest counts that split (what the movement is named by `what`).
 *
 * @example
 * dealSets(21, 7, "a 7-table Mitchell"); // [[1, 2, 3], [4, 5, 6], ...]
 */
export function dealSets(boards: number, sets: number, what: string): number[][] {
  if (boards % sets !== 0)
    throw new ScoringError(
      `${what} deals its boards into ${sets} sets, one a round: ${boardsWord(boards)} do not split into ${sets}; ${splitsWords(nearestSplits(boards, sets), sets)} do.`,
    );
  const per = boards / sets;
  return Array.from({ length: sets }, (_, s) => Array.from({ length: per }, (_, i) => s * per + i + 1));
}

/**
 * The boards of a set in the order one of the tables sharing it plays them: the k-th of `of`
 * tables starts k/of of the way in, so that two tables sharing a set never both want the same board
 * at the same time (table 1 plays 4-5-6, the other 5-6-4).
 */
export function sharedOrder(set: readonly number[], k: number, of: number): number[] {
  const start = Math.floor((k * set.length) / of);
  return [...set.slice(start), ...set.slice(0, start)];
}

/** The plan with its boards: a MadeMovement (`why` is the plan's words and the reason given). */
export function assemble(plan: Plan, boards: number, what: string, reason: string): MadeMovement {
  const sets = dealSets(boards, plan.sets, what);
  const shares: { round: number; set: number; tables: number[] }[] = [];
  const rounds = plan.rounds.map((tables, r) => {
    // Keyed by the set and the copy of it played (the web Mitchell's two halves play two copies).
    const sharing = new Map<string, number[]>();
    const key = (t: PlannedTable) => `${t.set}/${boardCopy(plan.kind, plan.tables, t.table)}`;
    for (const t of tables)
      if (t.ew !== null) (sharing.get(key(t)) ?? sharing.set(key(t), []).get(key(t))!).push(t.table);
    for (const [k, at] of sharing)
      if (at.length > 1) shares.push({ round: r + 1, set: Number(k.split("/")[0]), tables: at });
    const made = tables.map((t): MadeTable => {
      const share = sharing.get(key(t)) ?? [t.table];
      const set = sets[t.set - 1];
      const order = t.ew === null ? set : sharedOrder(set, share.indexOf(t.table), share.length);
      return {
        table: t.table,
        ns: t.ns,
        ew: t.ew,
        boards: order,
        set: t.set,
        ...(t.arrowSwitched ? { arrowSwitched: true } : {}),
      };
    });
    return { round: r + 1, tables: made };
  });
  const notes = [...plan.notes];
  // A relay Mitchell says its share in its own notes; elsewhere each shared set is named.
  const list = (xs: readonly number[]) => `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
  if (shares.length > 0 && plan.kind !== "relay-mitchell")
    notes.push(
      `Tables share a set (a relay) in ${shares.map((x) => `round ${x.round} (tables ${list(x.tables)}, set ${x.set})`).join(", ")}: put it between them; they play its boards in different orders.`,
    );
  if (shares.some((x) => x.tables.length > sets[0].length))
    notes.push(
      `More tables share a set than it has boards, so two of them would want one board at once: make a copy of each shared board.`,
    );
  return {
    kind: plan.kind,
    tables: plan.tables,
    boards,
    pairing: plan.pairing,
    rounds,
    sets,
    why: `${plan.says} ${reason}`.trim(),
    notes,
  };
}
