// Made movements built by hand for the tests of the cards, the writers and the pane, without the
// movement generator: a Mitchell worked from its rule (NS pairs stay, EW pairs move up a table and
// the boards down a table each round), and a two-table Howell written out seat by seat.
import type { MadeMovement, MadeRound, MadeTable } from "../../src/scoring";

/**
 * A Mitchell of an odd number of tables, as many rounds as tables, `perRound` boards a round. In
 * round r (0-based) table t (0-based) seats NS t + 1 and EW ((t - r) mod n) + 1 and plays set
 * ((t + r) mod n) + 1: EW pair e is at table e + r, set s at table s - r. `missingEw` takes an EW
 * pair away: its table each round has `ew: null`, and the NS pair there sits out.
 */
export function madeMitchell(tables: number, perRound: number, missingEw?: number): MadeMovement {
  const n = tables;
  const mod = (x: number): number => ((x % n) + n) % n;
  const sets = Array.from({ length: n }, (_, s) =>
    Array.from({ length: perRound }, (_, i) => s * perRound + i + 1),
  );
  const rounds: MadeRound[] = [];
  for (let r = 0; r < n; r++) {
    const row: MadeTable[] = [];
    for (let t = 0; t < n; t++) {
      const ew = mod(t - r) + 1;
      const set = mod(t + r) + 1;
      row.push({ table: t + 1, ns: t + 1, ew: ew === missingEw ? null : ew, boards: sets[set - 1], set });
    }
    rounds.push({ round: r + 1, tables: row });
  }
  return {
    kind: "mitchell",
    tables: n,
    boards: n * perRound,
    pairing: "mitchell",
    rounds,
    sets,
    why: `${n} tables play ${n} rounds of ${perRound} boards: every EW pair meets every NS pair.`,
    notes: missingEw === undefined ? [] : [`EW ${missingEw} is missing: the NS pair at its table sits out.`],
  };
}

/**
 * Two tables, four pairs, three rounds of two boards: every pair meets every other once. Each
 * round both tables play the same set, shared between them (table 2 plays it in the other order).
 *
 * Round 1: table 1 pair 1 v 2, table 2 pair 3 v 4, boards 1-2.
 * Round 2: table 1 pair 1 v 3, table 2 pair 2 v 4, boards 3-4.
 * Round 3: table 1 pair 1 v 4, table 2 pair 3 v 2, boards 5-6.
 */
export function madeTwoTableHowell(): MadeMovement {
  const t = (table: number, ns: number, ew: number, set: number): MadeTable => {
    const boards = [2 * set - 1, 2 * set];
    return { table, ns, ew, set, boards: table === 1 ? boards : [...boards].reverse() };
  };
  return {
    kind: "howell",
    tables: 2,
    boards: 6,
    pairing: "howell",
    rounds: [
      { round: 1, tables: [t(1, 1, 2, 1), t(2, 3, 4, 1)] },
      { round: 2, tables: [t(1, 1, 3, 2), t(2, 2, 4, 2)] },
      { round: 3, tables: [t(1, 1, 4, 3), t(2, 3, 2, 3)] },
    ],
    sets: [
      [1, 2],
      [3, 4],
      [5, 6],
    ],
    why: "Four pairs: each meets the other three, both tables sharing each round's boards.",
    notes: ["The two tables share each round's boards: table 2 starts with the second board."],
  };
}
