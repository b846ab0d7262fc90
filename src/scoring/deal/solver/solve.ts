// The solver's entry points: the tricks of one declarer and strain, and the 20-cell table of a
// deal. Each asks the search its yes/no question ("can North-South take at least t tricks?") for
// targets moved up or down from a guess until the count is pinned (iterative deepening on the
// trick target), each declarer of a strain starting from the result of the one before; the four
// leaders of a strain share the transposition table.
import { ScoringError } from "../../base/errors";
import { Deal } from "../deal";
import { NOTRUMP, popcount, SearchState } from "./position";
import { nsAtLeast } from "./search";
import { transpositionTable } from "./table";

/** Work allowed for one deal's 20-cell table before it is reported as too hard (search nodes). */
export const DEFAULT_NODE_BUDGET = 400_000_000;

/**
 * A first guess at North-South's tricks, where the search for the exact count starts: their share
 * of the high cards and, in a suit, of the trumps. Only the speed depends on it.
 */
function guessNs(deal: Deal, strain: number): number {
  let hcp = 0;
  let trumps = 0;
  for (const p of [0, 2]) {
    for (let s = 0; s < 4; s++) {
      const m = deal.hands[p][s];
      hcp += 4 * ((m >> 12) & 1) + 3 * ((m >> 11) & 1) + 2 * ((m >> 10) & 1) + ((m >> 9) & 1);
      if (s === strain) trumps += popcount(m);
    }
  }
  const guess = 6.5 + (hcp - 20) / 3 + (strain === NOTRUMP ? 0 : (trumps - 6.5) / 2);
  return Math.max(0, Math.min(13, Math.round(guess)));
}

/** The tricks North-South take with `leader` (0 N, 1 E, 2 S, 3 W) on lead in the given strain. */
function nsTricks(st: SearchState, leader: number, guess: number): number {
  let lo = 0;
  let hi = 13;
  let t = Math.max(0, Math.min(13, guess));
  // Invariant: NS can take lo; NS cannot take hi + 1.
  while (lo < hi) {
    if (t <= lo) t = lo + 1;
    if (t > hi) t = hi;
    if (nsAtLeast(st, t, leader)) {
      lo = t;
      t = t + 1;
    } else {
      hi = t - 1;
      t = t - 1;
    }
  }
  return lo;
}

/** Strain letters by index (S, H, D, C, NT) as they appear in the solver's strain numbers. */
export const STRAIN_ORDER = ["S", "H", "D", "C", "NT"] as const;
export type DDStrain = (typeof STRAIN_ORDER)[number];

/**
 * The double-dummy table: `tricks[declarer][strain]`, declarer 0..3 for N, E, S, W and strain
 * 0..4 for S, H, D, C, NT.
 */
export interface DDTable {
  readonly tricks: readonly (readonly number[])[];
}

export interface SolveOptions {
  /** Search nodes allowed for the work asked (default DEFAULT_NODE_BUDGET). */
  readonly budget?: number;
  /** When given, receives the search nodes the work took (for the bench). */
  readonly counter?: { nodes: number };
  /** Told after each strain of a table is solved (1 to 5 strains done): a worker's progress. */
  readonly onStrain?: (strainsDone: number) => void;
}

function checkStrain(strain: number): void {
  if (!(strain >= 0 && strain <= 4 && Number.isInteger(strain))) {
    throw new ScoringError(`Unknown strain ${strain}: expected 0-4 (S, H, D, C, NT).`);
  }
}

/**
 * The tricks `declarer` (0 N, 1 E, 2 S, 3 W) takes in `strain` (0 S, 1 H, 2 D, 3 C, 4 NT) with best
 * play, the opening lead from the declarer's left.
 */
export function solveTricks(
  deal: Deal,
  declarer: number,
  strain: number,
  options: SolveOptions = {},
): number {
  checkStrain(strain);
  const tt = transpositionTable();
  tt.clear();
  const st = new SearchState(deal, strain, tt, options.budget ?? DEFAULT_NODE_BUDGET);
  const leader = (declarer + 1) & 3;
  const ns = nsTricks(st, leader, guessNs(deal, strain));
  if (options.counter) options.counter.nodes = st.nodes;
  return (declarer & 1) === 0 ? ns : 13 - ns;
}

/**
 * The 20-cell double-dummy table of a deal. The four declarers of one strain share the
 * transposition table; the first starts from an estimate of the strain's tricks and each other one
 * from its partner's or opponents' result.
 */
export function solveTable(deal: Deal, options: SolveOptions = {}): DDTable {
  const budget = options.budget ?? DEFAULT_NODE_BUDGET;
  const tricks = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
  const tt = transpositionTable();
  let used = 0;
  for (let strain = 0; strain < 5; strain++) {
    tt.clear();
    const st = new SearchState(deal, strain, tt, budget - used);
    // Declarer N: leader E (1); S: leader W (3); E: leader S (2); W: leader N (0).
    // Leaders N, E, S, W in turn (declarers W, N, E, S), each starting from the one before: this
    // order took 4% fewer search steps on the bench's deals than E, W, S, N.
    const nsWithLeaderN = nsTricks(st, 0, guessNs(deal, strain));
    const nsWithLeaderE = nsTricks(st, 1, nsWithLeaderN);
    const nsWithLeaderS = nsTricks(st, 2, nsWithLeaderE);
    const nsWithLeaderW = nsTricks(st, 3, nsWithLeaderS);
    tricks[0][strain] = nsWithLeaderE;
    tricks[2][strain] = nsWithLeaderW;
    tricks[1][strain] = 13 - nsWithLeaderS;
    tricks[3][strain] = 13 - nsWithLeaderN;
    used += st.nodes;
    options.onStrain?.(strain + 1);
  }
  if (options.counter) options.counter.nodes = used;
  return { tricks };
}
