// The web Mitchell for an even number of tables n, as "Web Mitchell" (Bridge Central's movements
// pages, after John "Spider" Harris's movement) and the four-table web written out in Robin's
// Bridge blog describe it: every board is in play twice, the tables split in two halves for the
// boards, one field for the pairs.
//
// - The pairs move as in any Mitchell: NS t stays at table t; EW pairs move up one table a round
//   round all n tables (EW t starts at table t), never skipping.
// - The boards: an odd number S of sets, two copies of each. The first copy goes round tables 1 to
//   n/2 and the second round tables n/2 + 1 to n, each half with S - n/2 relay (bye) stands after
//   its last table holding the sets its tables are not playing. In each half the boards move down
//   one place a round (to the next lower table; the half's lowest table's to its last relay stand,
//   the first relay stand's to the half's highest table). Set out in round 1: tables 1 to n/2 hold
//   sets 1 to n/2 and the first half's stands the rest in order; the second half is boarded
//   backwards, table n holding set S, table n - 1 set 1, table n - 2 set 2, and so on down to table
//   n/2 + 1, its stands holding the sets left in descending order. With 10 tables and 7 sets:
//   tables 1-5 hold 1 2 3 4 5 (stands 6 7), tables 6-10 hold 4 3 2 1 7 (stands 6 5).
// - So in round r (1-based, sets numbered round 1..S): table t <= n/2 plays set t + r - 1, table
//   t > n/2 set n + 1 - t - r. The first half plays the sets in ascending order, the second in
//   descending; an EW pair, moving up one as the boards move down one in the first half, meets its
//   sets two apart there and two apart (the other way) in the second, and with S odd plays every
//   set once. Every set passes every place of each half once in S rounds: each board is played n
//   times, n/2 in each half, and two tables playing one set in a round hold its two copies.
// - The sets S: n - 1 here, the most an EW pair can play without meeting an NS pair twice (and
//   the rounds of the skip Mitchell of n tables, whose pairs miss a set). The sources allow any odd
//   S from n/2 up (with n/2 - 1 stands a half at S = n - 1); other counts are not made yet.
// - A half table: EW n is missing, and the NS pair it would meet sits out (`ew: null`). EW n plays
//   every set once, so every board is still played alike (n - 1 times).
import type { Plan, PlannedTable } from "./plan";

/** `x` taken round 1..n. */
const round1 = (x: number, n: number): number => ((((x - 1) % n) + n) % n) + 1;

/** The sets of a web Mitchell at `tables` tables (an even number). */
export const webSets = (tables: number): number => tables - 1;

/**
 * Why a web Mitchell cannot be played at `tables` tables, or null.
 *
 * @example
 * webRefusal(7); // "A web Mitchell is for an even number of tables ..."
 */
export function webRefusal(tables: number): string | null {
  if (tables < 4) return `A web Mitchell needs 4 tables or more, not ${tables}; 2 tables play a Howell.`;
  if (tables % 2 === 1)
    return `A web Mitchell is for an even number of tables (the boards go round two halves); ${tables} tables play a plain Mitchell (--kind mitchell).`;
  return null;
}

/** The set at table `t` of a web Mitchell of `n` tables and `s` sets in round `r`. */
const webSet = (t: number, r: number, n: number, s: number): number =>
  t <= n / 2 ? round1(t + r - 1, s) : round1(n + 1 - t - r, s);

/**
 * The plan of a web Mitchell at `tables` tables (even, 4 or more; webRefusal), EW `tables` missing
 * when `halfTable`.
 */
export function webPlan(tables: number, halfTable: boolean): Plan {
  const n = tables;
  const h = n / 2;
  const s = webSets(n);
  const rounds: PlannedTable[][] = [];
  for (let r = 1; r <= s; r++) {
    const row: PlannedTable[] = [];
    for (let t = 1; t <= n; t++) {
      const ew = round1(t - r + 1, n);
      row.push({ table: t, ns: t, ew: halfTable && ew === n ? null : ew, set: webSet(t, r, n, s) });
    }
    rounds.push(row);
  }
  const stands = s - h;
  const list = (xs: readonly number[]) =>
    xs.length === 1 ? String(xs[0]) : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
  const from = (k0: number, f: (k: number) => number) => Array.from({ length: k0 }, (_, k) => f(k + 1));
  const hold = (after: number, sets: readonly number[]) =>
    stands === 1
      ? `a relay stand after table ${after} holds set ${sets[0]}`
      : `${stands} relay stands after table ${after} hold sets ${list(sets)}, in that order`;
  // The half's lowest table passes its boards to its last stand, its first stand to its highest table.
  const circuit = (low: number, high: number) =>
    stands === 1
      ? `from table ${low} to the stand after table ${high}, and from the stand to table ${high}`
      : `from table ${low} to the last stand after table ${high}, and from the first stand to table ${high}`;
  const notes = [
    `Two copies of every board: one goes round tables 1 to ${h}, the other round tables ${h + 1} to ${n}; tables of different halves playing the same set play different copies.`,
    `Round 1: tables 1 to ${h} hold sets ${list(from(h, (k) => k))}, and ${hold(
      h,
      from(stands, (k) => h + k),
    )}; tables ${h + 1} to ${n} hold sets ${list(from(h, (k) => webSet(h + k, 1, n, s)))}, and ${hold(
      n,
      from(stands, (k) => round1(-k, s)),
    )}.`,
    `In each half the boards move down one place a round, to the next lower table; ${circuit(1, h)}; ${circuit(h + 1, n)}. The EW pairs move up one table round all ${n} tables and never skip.`,
  ];
  if (halfTable)
    notes.push(
      `A half table: there is no EW ${n}; the NS pair it would meet sits out that round (NS ${n} in round 1, then one NS pair a round).`,
    );
  const says = `A web Mitchell of ${n} tables: ${s} rounds, one for each of ${s} sets in two copies, the boards going round the two halves of the room (the second half boarded backwards); every pair plays every set and each EW pair meets ${s} of the ${n} NS pairs.`;
  return { kind: "web-mitchell", pairing: "mitchell", tables: n, rounds, sets: s, says, notes };
}
