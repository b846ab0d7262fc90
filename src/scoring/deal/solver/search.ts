// The search itself: "can North-South take at least t of the remaining tricks?", answered by
// alpha-beta search with a null window over the cards of each trick. At the start of a trick the
// transposition table is consulted, then the quick tricks and the later tricks may decide without
// a search; the answer is stored with the cards that decided it. Within a trick the hands play in
// turn the cards move generation offers, best first; a card that decides the answer for its side
// ends the trick's search there (and becomes the killer move), and once a card has been searched
// and every card that decided the answer lies above it, the hand's other cards of that suit below
// them are not tried (the paper's small cards, after Hans Kuijf), except by the fourth hand.
import { ScoringError } from "../../base/errors";
import * as laterTricksModule from "./later-tricks";
import * as movesModule from "./moves";
import * as positionModule from "./position";
import type { SearchState } from "./position";
import * as quickTricksModule from "./quick-tricks";
import * as tableModule from "./table";

// The imported names this file calls, read once (see "Imported names" in position.ts).
const { lostTrick, trumpTricks } = laterTricksModule;
const { generate, moveBase } = movesModule;
const { handCount, highBit, NOTRUMP, UNKNOWN } = positionModule;
const { quickTricks, secondHandWins } = quickTricksModule;
const { lookup, store } = tableModule;

/** The error for a deal whose solution needs more work than the budget allows. */
export class SolverBudgetError extends ScoringError {
  constructor(budget: number) {
    super(
      `The double-dummy analysis of this deal needed more than ${budget.toLocaleString("en-US")} search steps (the budget) and was stopped; no result is given rather than a guess.`,
    );
    this.name = "SolverBudgetError";
  }
}

/** Can North-South take at least `target` of the remaining tricks, `leader` to lead? */
export function nsAtLeast(st: SearchState, target: number, leader: number): boolean {
  return trickStart(st, target, leader, handCount(st, leader));
}

/** The answer at the start of a trick, `leader` on lead with `left` tricks to play. */
function trickStart(st: SearchState, target: number, leader: number, left: number): boolean {
  const h = st.h;
  const rel = st.rel;
  if (target <= 0 || target > left) {
    rel[0] = rel[1] = rel[2] = rel[3] = 0;
    return target <= 0;
  }
  if (++st.nodes > st.budget) throw new SolverBudgetError(st.budget);
  if (left === 1) return lastTrick(st, leader);

  // The position: per suit its cards (alls), the sixteen lengths (d0, d1, kept up to date as
  // cards are played).
  const alls = st.alls;
  const d0 = st.d0;
  const d1 = st.d1;
  for (let s = 0; s < 4; s++) alls[s] = h[s] | h[4 + s] | h[8 + s] | h[12 + s];
  const known = lookup(st, target, leader);
  if (known !== UNKNOWN) return known === 1;

  // Quick tricks for the side on lead (they leave their deciding cards in rel).
  const leaderNs = (leader & 1) === 0;
  const qt = quickTricks(st, leader, left, leaderNs ? target : left - target + 1);
  if (leaderNs ? qt >= target : left - qt < target) {
    if (leaderNs) store(st, leader, d0, d1, qt, left);
    else store(st, leader, d0, d1, 0, left - qt);
    return leaderNs;
  }
  // Later tricks: with trumps, then a trick the side on lead must lose.
  const byTrumps = trumpTricks(st, target, leader, left);
  if (byTrumps !== UNKNOWN) return byTrumps === 1;
  const byLoss = lostTrick(st, target, leader, left);
  if (byLoss !== UNKNOWN) return byLoss === 1;

  const depth = 13 - left;
  const at = depth * 4;
  for (let s = 0; s < 4; s++) st.atTrickStart[at + s] = alls[s];
  const result = play(st, target, leader, 0, -1, -1, -1, -1, depth);
  for (let s = 0; s < 4; s++) alls[s] = st.atTrickStart[at + s];
  if (result) store(st, leader, d0, d1, target, left);
  else store(st, leader, d0, d1, 0, target - 1);
  return result;
}

/**
 * The last trick, each hand holding one card: whether North-South win it. The winning card
 * decides (rel) when another card of its suit is in the trick.
 */
function lastTrick(st: SearchState, leader: number): boolean {
  const h = st.h;
  const rel = st.rel;
  rel[0] = rel[1] = rel[2] = rel[3] = 0;
  let led = 0;
  while (h[leader * 4 + led] === 0) led++;
  const trump = st.trump;
  const s = trump !== NOTRUMP && (h[trump] | h[4 + trump] | h[8 + trump] | h[12 + trump]) !== 0 ? trump : led;
  const cards = h[s] | h[4 + s] | h[8 + s] | h[12 + s];
  const top = 1 << highBit(cards);
  if (cards !== top) rel[s] = top;
  return ((h[s] | h[8 + s]) & top) !== 0;
}

/**
 * Plays the trick's card number `pos` (0 the lead) by `player`; `led` is the suit led (-1 before
 * the lead), `winSuit`/`winRank`/`winner` the card winning so far. (The trick so far is passed as
 * plain numbers: this runs at every card of the search, where nothing is allocated.)
 */
function play(
  st: SearchState,
  target: number,
  player: number,
  pos: number,
  led: number,
  winSuit: number,
  winRank: number,
  winner: number,
  depth: number,
): boolean {
  const h = st.h;
  const maximizing = (player & 1) === 0;
  if (pos === 1 && secondHandWins(st, target, player, led, winRank, depth)) return maximizing;
  const bufBase = moveBase(depth, pos);
  const n = generate(st, player, pos, led, winSuit, winRank, winner, depth, bufBase);
  const moves = st.moves;
  const rel = st.rel;
  let a0 = 0;
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  // Small cards: once a card of a suit has been tried and nothing at or below it mattered (it
  // lies below every card that decided the answer), every other card of the suit below the
  // lowest deciding card would give the same answer (the "small cards" of the DDS paper).
  const smallBase = (depth * 4 + pos) * 4;
  const small = st.small;
  small[smallBase] = small[smallBase + 1] = small[smallBase + 2] = small[smallBase + 3] = 0;
  for (let i = 0; i < n; i++) {
    const mv = moves[bufBase + i];
    const s = mv >> 4;
    const r = mv & 15;
    if (r < small[smallBase + s]) continue;
    const bit = 1 << r;
    const idx = player * 4 + s;
    h[idx] ^= bit;
    const lenBit = 1 << (s * 8 + (player & 1) * 4);
    if (player & 2) st.d1 = (st.d1 - lenBit) | 0;
    else st.d0 = (st.d0 - lenBit) | 0;
    // The card wins the trick so far when it is the lead, a higher card of the suit winning, or
    // a ruff.
    const wins = pos === 0 || (s === winSuit ? r > winRank : s === st.trump);
    const nWinSuit = wins ? s : winSuit;
    const nWinRank = wins ? r : winRank;
    const nWinner = wins ? player : winner;
    const next = (player + 1) & 3;
    const ok =
      pos === 3
        ? trickEnd(st, target, nWinSuit, nWinRank, nWinner, depth)
        : play(st, target, next, pos + 1, pos === 0 ? s : led, nWinSuit, nWinRank, nWinner, depth);
    h[idx] ^= bit;
    if (player & 2) st.d1 = (st.d1 + lenBit) | 0;
    else st.d0 = (st.d0 + lenBit) | 0;
    const rs = rel[s];
    if (rs !== 0) runDecides(st, s, r, idx, depth);
    if (ok === maximizing) {
      st.killers[depth * 4 + pos] = mv;
      return ok;
    }
    // Not for the fourth hand: skipping its small cards gave one table of 500 seeded deals a
    // trick too many (West in clubs, 8 for libdds's 7, in the solver's tests), and trying them
    // all costs less time than it adds steps.
    if (pos !== 3) {
      const lowest = rs === 0 ? 13 : 31 - Math.clz32(rs & -rs);
      if (r < lowest && lowest > small[smallBase + s]) small[smallBase + s] = lowest;
    }
    a0 |= rel[0];
    a1 |= rel[1];
    a2 |= rel[2];
    a3 |= rel[3];
  }
  rel[0] = a0;
  rel[1] = a1;
  rel[2] = a2;
  rel[3] = a3;
  return !maximizing;
}

/**
 * The trick number `depth` is complete, won by `winner` with rank winRank of suit winSuit: the
 * answer from the next trick's start, the winning card deciding it when it won by its rank (when
 * another card of its suit was in the trick: the cards of the suit played to it are those at the
 * trick's start no hand holds now).
 */
function trickEnd(
  st: SearchState,
  target: number,
  winSuit: number,
  winRank: number,
  winner: number,
  depth: number,
): boolean {
  const h = st.h;
  const ok = trickStart(st, (winner & 1) === 0 ? target - 1 : target, winner, 12 - depth);
  const played =
    st.atTrickStart[depth * 4 + winSuit] ^ (h[winSuit] | h[4 + winSuit] | h[8 + winSuit] | h[12 + winSuit]);
  if ((played & (played - 1)) !== 0) st.rel[winSuit] |= 1 << winRank;
  return ok;
}

/**
 * After rank r of suit s (held at h[idx]) was searched at trick number `depth`: the card stood for
 * the run of equivalent cards above it in the same hand (no other hand's card between). When one
 * of those cards decided the answer, whichever of the run is kept decides it, so the card played
 * does too: a position where another hand holds a card inside the run (the 9 of T9 replaced by a
 * 3, below an opponent's 6) gives the holder a choice this search never tried, and must not take
 * this answer. (The small cards below stay judged by the answer as searched, without the card
 * played.)
 */
function runDecides(st: SearchState, s: number, r: number, idx: number, depth: number): void {
  const rs = st.rel[s];
  const held = st.h[idx];
  const aboveR = ~((2 << r) - 1);
  const outsideAbove = st.atTrickStart[depth * 4 + s] & ~held & aboveR;
  const limit = outsideAbove === 0 ? 1 << 13 : outsideAbove & -outsideAbove;
  if ((rs & held & aboveR & (limit - 1)) !== 0) st.rel[s] = rs | (1 << r);
}
