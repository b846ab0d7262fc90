// The Mitchell family: NS pairs stay at their table, EW pairs move up one table each round and the
// boards down one (to the next lower table, the lowest's to the highest). Pair numbers count per
// direction: NS t starts at table t, and so does EW t, with set t.
//
// - An odd number of tables n (the plain Mitchell): n rounds and n sets. In round r, table t holds
//   NS t v EW t - r + 1 and plays set t + r - 1 (numbers taken round the n tables). Each EW pair
//   meets each NS pair once and, since an EW pair moves up one as the boards move down one, meets
//   its sets two apart: with n odd, all n of them.
// - An even number of tables and the skip Mitchell: moving up one table a round would bring the EW
//   pairs back to boards they have played after n/2 rounds, so after round n/2 they skip a table
//   (move up two). n sets are in play, one a table, and n - 1 rounds are played: the EW pairs never
//   meet the NS pair they skipped, and one set a pair does not play (every board is still played
//   n - 1 times).
// - An even number of tables with a share and a bye stand (the relay Mitchell): tables 1 and n play
//   the same set each round, and a bye stand between tables n/2 and n/2 + 1 holds a set nobody plays
//   that round. The boards move down through n places (tables 1 to n - 1 with the bye stand among
//   them): from table n/2 + 1 to the bye stand, from there to table n/2, and the set of tables 1 and
//   n to table n - 1. Every pair meets every pair of the other direction and plays every set: n
//   rounds.
// - A half table (an odd number of pairs): the table count is rounded up and EW n is missing; the
//   NS pair it would meet sits out that round (`ew: null`). Not in a skip Mitchell: EW n would miss
//   a set, which would then be played once more than the others.
import type { MadeKind } from "./types";
import { evenFlips, unevenness, type Game } from "./even";
import type { Plan, PlannedTable } from "./plan";

/** `x` taken round 1..n. */
const round1 = (x: number, n: number): number => ((((x - 1) % n) + n) % n) + 1;

/** The kinds of this family. */
export type MitchellKind = Extract<
  MadeKind,
  "mitchell" | "skip-mitchell" | "relay-mitchell" | "scrambled-mitchell"
>;

/**
 * Why a Mitchell of this kind cannot be played at `tables` tables, or null.
 *
 * @example
 * mitchellRefusal("mitchell", 8); // "A plain Mitchell needs an odd number of tables: ..."
 */
export function mitchellRefusal(kind: MitchellKind, tables: number, halfTable = false): string | null {
  if (tables < 3) return `A Mitchell needs 3 tables or more, not ${tables}; 2 tables play a Howell.`;
  if (kind === "mitchell" && tables % 2 === 0)
    return `A plain Mitchell needs an odd number of tables: at ${tables} tables the EW pairs would meet boards they have played after ${tables / 2} rounds. Play a skip Mitchell (--kind skip-mitchell) or one with a share and a bye stand (--kind relay-mitchell).`;
  if ((kind === "skip-mitchell" || kind === "relay-mitchell") && tables % 2 === 1)
    return `A ${kind === "skip-mitchell" ? "skip" : "relay"} Mitchell is for an even number of tables; ${tables} tables play a plain Mitchell (--kind mitchell).`;
  // The missing pair would miss one of the sets the others play: that set would be played once more
  // than the rest.
  if (kind === "skip-mitchell" && halfTable)
    return `A skip Mitchell with a half table would play one set more often than the others; play a Mitchell with a share and a bye stand (--kind relay-mitchell).`;
  return null;
}

/** Where a table's boards sit in the relay Mitchell's circuit of n places (the bye stand is place n/2). */
function relayPlace(table: number, n: number): number {
  if (table === n) return 0;
  return table <= n / 2 ? table - 1 : table;
}

/**
 * The plan of a Mitchell at `tables` tables (the tables set up), EW `tables` missing when
 * `halfTable`. The kind must fit the tables (mitchellRefusal).
 */
export function mitchellPlan(kind: MitchellKind, tables: number, halfTable: boolean): Plan {
  if (kind === "scrambled-mitchell")
    return scrambled(mitchellPlan(tables % 2 === 1 ? "mitchell" : "relay-mitchell", tables, halfTable));
  const n = tables;
  const roundCount = kind === "skip-mitchell" ? n - 1 : n;
  const rounds: PlannedTable[][] = [];
  for (let r = 1; r <= roundCount; r++) {
    const skip = kind === "skip-mitchell" && r > n / 2 ? 1 : 0;
    const row: PlannedTable[] = [];
    for (let t = 1; t <= n; t++) {
      const ew = round1(t - r + 1 - skip, n);
      const set = kind === "relay-mitchell" ? round1(relayPlace(t, n) + r, n) : round1(t + r - 1, n);
      row.push({ table: t, ns: t, ew: halfTable && ew === n ? null : ew, set });
    }
    rounds.push(row);
  }
  const notes: string[] = [];
  if (kind === "skip-mitchell")
    notes.push(
      `Skip after round ${n / 2}: the EW pairs then move up two tables instead of one (the boards move down one as always). ${n - 1} rounds are played; each pair plays ${n - 1} of the ${n} sets.`,
    );
  if (kind === "relay-mitchell")
    notes.push(
      `Tables 1 and ${n} share a set each round (a relay): put it between them; they play its boards in different orders.`,
      `A bye stand between tables ${n / 2} and ${n / 2 + 1} holds set ${n / 2 + 1} in round 1: the boards move from table ${n / 2 + 1} to the bye stand and from the bye stand to table ${n / 2}; the boards of tables 1 and ${n} move to table ${n - 1}.`,
    );
  if (halfTable)
    notes.push(
      `A half table: there is no EW ${n}; the NS pair it would meet sits out that round (NS ${n} in round 1, then one NS pair a round).`,
    );
  const says = {
    mitchell: `A Mitchell of ${n} tables: ${n} rounds, NS pairs stay, EW pairs move up one table and the boards down one; each EW pair meets every NS pair and plays every set.`,
    "skip-mitchell": `A skip Mitchell of ${n} tables: ${n - 1} rounds of the ${n} sets, the EW pairs skipping a table after round ${n / 2}.`,
    "relay-mitchell": `A Mitchell of ${n} tables with a share and a bye stand: ${n} rounds, tables 1 and ${n} sharing a set, one set resting on the bye stand each round; each EW pair meets every NS pair and plays every set.`,
  }[kind];
  return { kind, pairing: "mitchell", tables: n, rounds, sets: n, says, notes };
}

/**
 * A Mitchell scrambled to rank its pairs as one field: arrow switches (the home EW pair sits
 * North-South) at single tables in single rounds, each added while it compares the pairs more
 * evenly (even.ts), so that every two pairs, whatever their home direction, are compared about as
 * often. The traveller still names each table's pairs by their home direction.
 */
function scrambled(base: Plan): Plan {
  const n = base.tables;
  const seats: { r: number; i: number }[] = [];
  const games: Game[] = [];
  base.rounds.forEach((row, r) =>
    row.forEach((t, i) => {
      if (t.ew === null) return;
      seats.push({ r, i });
      games.push({ ns: t.ns - 1, ew: n + t.ew - 1, set: t.set });
    }),
  );
  // Two greedy searches, one making the spread of net smaller first, one Σ net²: the evener kept.
  const singles = games.map((_, k) => [k]);
  const [a, b] = [true, false].map((spreadFirst) => evenFlips(games, 2 * n, singles, spreadFirst));
  const flipped = unevenness(games, 2 * n, a, true) <= unevenness(games, 2 * n, b, true) ? a : b;
  const switched = new Set(seats.filter((_, k) => flipped[k]).map((s) => `${s.r}/${s.i}`));
  const rounds = base.rounds.map((row, r) =>
    row.map((t, i): PlannedTable => (switched.has(`${r}/${i}`) ? { ...t, arrowSwitched: true } : t)),
  );
  const byRound = rounds
    .map((row, r) => ({ round: r + 1, tables: row.filter((t) => t.arrowSwitched).map((t) => t.table) }))
    .filter((x) => x.tables.length > 0);
  const notes = [
    ...base.notes,
    `Arrow switches (the home EW pair sits North-South; the traveller keeps the home numbers): ${byRound.map((x) => `round ${x.round} at table${x.tables.length === 1 ? "" : "s"} ${x.tables.join(", ")}`).join("; ")}.`,
  ];
  const says = `A scrambled Mitchell of ${n} tables: the ${base.kind === "relay-mitchell" ? "Mitchell with a share and a bye stand" : "Mitchell"} with arrow switches at some tables in some rounds, so that its pairs are ranked as one field.`;
  return { ...base, kind: "scrambled-mitchell", rounds, notes, says };
}
