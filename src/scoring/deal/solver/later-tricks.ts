// Later tricks: bounds read from the position at the start of a trick without searching it (the
// DDS paper's later tricks). In a suit contract, what a side's trumps take sooner or later: the
// master trump, the two top trumps, each trump of its longer trump hand beyond all the opponents'
// trumps; and the trick the other side takes with the second trump and another behind the master,
// or with the second and third trumps. And a trick the side on lead must lose when it needs them
// all: each suit it holds headed by the opponents, or, without trumps, too few rounds in the suits
// it heads. Each function returns 1 when North-South reach the target, 0 when they do not (having
// stored the bound in the table and left the deciding cards in rel), or UNKNOWN.
import * as positionModule from "./position";
import type { SearchState } from "./position";
import * as tableModule from "./table";

// The imported names this file calls, read once (see "Imported names" in position.ts).
const { highBit, holderOf, NOTRUMP, popcount, UNKNOWN } = positionModule;
const { store } = tableModule;

/**
 * Tricks a side takes with its trumps in a suit contract, `leader` on lead with `left` tricks to
 * play: the side with the master trump, one trick, two with the two top trumps (unless they lie in
 * partners' hands as singletons and must fall together), or its long trumps; the other side, its
 * long trumps; and when a side needs every trick, the other side's trick with the second trump.
 */
export function trumpTricks(st: SearchState, target: number, leader: number, left: number): number {
  const t = st.trump;
  if (t === NOTRUMP) return UNKNOWN;
  const trumps = st.alls[t];
  if (trumps === 0) return UNKNOWN;
  const h = st.h;
  const rel = st.rel;
  const nsTrumps = h[t] | h[8 + t];
  const ewTrumps = h[4 + t] | h[12 + t];
  const top = 1 << highBit(trumps);
  const ownerNs = (nsTrumps & top) !== 0;
  const mine = ownerNs ? nsTrumps : ewTrumps;
  // A side's longer trump hand takes a trick with every trump it holds beyond all the
  // opponents' trumps: each of its trumps is played to some trick, which the side wins
  // unless an opponent's higher trump is in it, and each of the opponents' trumps is in one
  // trick only. (So a side whose opponents hold no trumps wins every trick on which its
  // longer trump hand plays a trump.) The lengths alone decide it.
  const nsA = popcount(h[t]);
  const nsB = popcount(h[8 + t]);
  const ewA = popcount(h[4 + t]);
  const ewB = popcount(h[12 + t]);
  const nsLong = (nsA > nsB ? nsA : nsB) - ewA - ewB;
  const ewLong = (ewA > ewB ? ewA : ewB) - nsA - nsB;
  // The side with the master trump: one trick; with the two top trumps, two, unless they lie
  // in partners' hands as singletons and must fall together.
  let sure = 1;
  let deciding = top;
  if (mine !== trumps) {
    const rest = trumps ^ top;
    const second = 1 << highBit(rest);
    if ((mine & second) !== 0) {
      const base = ownerNs ? 0 : 4;
      const p = (h[base + t] & second) !== 0 ? base : base + 8;
      const q = p === base ? base + 8 : base;
      if (popcount(h[p + t]) > 1 || popcount(h[q + t]) > 1) {
        sure = 2;
        deciding = top | second;
      }
    }
  }
  const long = ownerNs ? nsLong : ewLong;
  if (long >= sure) {
    sure = long;
    deciding = 0;
  }
  const d0 = st.d0;
  const d1 = st.d1;
  if (ownerNs ? target <= sure : left - sure < target) {
    rel[0] = rel[1] = rel[2] = rel[3] = 0;
    rel[t] = deciding;
    if (ownerNs) store(st, leader, d0, d1, sure, left);
    else store(st, leader, d0, d1, 0, left - sure);
    return ownerNs ? 1 : 0;
  }
  // The other side's trumps beyond all the master's side's, the same way.
  const other = ownerNs ? ewLong : nsLong;
  if (other > 0 && (ownerNs ? left - other < target : target <= other)) {
    rel[0] = rel[1] = rel[2] = rel[3] = 0;
    if (ownerNs) store(st, leader, d0, d1, 0, left - other);
    else store(st, leader, d0, d1, other, left);
    return ownerNs ? 0 : 1;
  }
  if (ownerNs ? target === left : target === 1) return secondTrumpTrick(st, leader, left, ownerNs, top);
  return UNKNOWN;
}

/**
 * When the side with the master trump (`top`; North-South's when ownerNs) needs every trick: the
 * other side takes one when its hand holding the second trump and another is not on lead and sits
 * after the master trump's hand: that hand plays before it to every trick it does not lead, so it
 * plays the second trump when the master is not played, else a low trump, and keeps the second
 * trump, master then, for later (forced to ruff, it ruffs with the second trump when the master is
 * not in the trick). Or when the side holds the third trump as well: the master takes one of them
 * at most. (Checked against the exact search on 97,000 small endings; on lead, a hand holding
 * only K x behind the A loses both.)
 */
function secondTrumpTrick(
  st: SearchState,
  leader: number,
  left: number,
  ownerNs: boolean,
  top: number,
): number {
  const t = st.trump;
  const h = st.h;
  const rel = st.rel;
  const rest = st.alls[t] ^ top;
  const second = rest === 0 ? 0 : 1 << highBit(rest);
  const holder = second === 0 ? -1 : holderOf(st, t, second);
  if (holder >= 0 && (holder & 1) === (ownerNs ? 1 : 0) && popcount(h[holder * 4 + t]) > 1) {
    const master = holderOf(st, t, top);
    let decisive = 0;
    if (holder === ((master + 1) & 3) && holder !== leader) decisive = second;
    else {
      const below = rest ^ second;
      const third = below === 0 ? 0 : 1 << highBit(below);
      if (third !== 0 && (holderOf(st, t, third) & 1) === (holder & 1)) decisive = third;
    }
    if (decisive !== 0) {
      rel[0] = rel[1] = rel[2] = rel[3] = 0;
      rel[t] = decisive;
      if (ownerNs) store(st, leader, st.d0, st.d1, 0, left - 1);
      else store(st, leader, st.d0, st.d1, 1, left);
      return ownerNs ? 0 : 1;
    }
  }
  return UNKNOWN;
}

/**
 * The side on lead needs every remaining trick (`target` is `left` for North-South, 1 for
 * East-West) but loses one: in each suit the leader holds, an opponent has the suit's top card and
 * partner cannot ruff it; or, without trumps, the suits the side heads give too few rounds.
 */
export function lostTrick(st: SearchState, target: number, leader: number, left: number): number {
  const leaderNs = (leader & 1) === 0;
  if (!(leaderNs ? target === left : target === 1)) return UNKNOWN;
  const h = st.h;
  const alls = st.alls;
  const rel = st.rel;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  const pd = (leader + 2) & 3;
  const trump = st.trump;
  let lost = true;
  for (let s = 0; s < 4 && lost; s++) {
    if (h[leader * 4 + s] === 0) continue;
    const top = 1 << highBit(alls[s]);
    if (((h[lho * 4 + s] | h[rho * 4 + s]) & top) === 0) lost = false;
    else if (trump !== NOTRUMP && s !== trump && h[pd * 4 + s] === 0 && h[pd * 4 + trump] !== 0) lost = false;
  }
  if (lost) {
    for (let s = 0; s < 4; s++) rel[s] = h[leader * 4 + s] === 0 ? 0 : 1 << highBit(alls[s]);
    if (leaderNs) store(st, leader, st.d0, st.d1, 0, left - 1);
    else store(st, leader, st.d0, st.d1, 1, left);
    return leaderNs ? 0 : 1;
  }
  if (trump === NOTRUMP || alls[trump] === 0) return tooFewRounds(st, leader, left);
  return UNKNOWN;
}

/**
 * Without trumps (in notrump, or once the trumps are gone), a side that wins every trick leads
 * every trick, and wins it in a suit whose top card it holds: the opponents would win a suit they
 * head by following with their top card. Each round of a suit takes a card from each of the
 * side's hands still holding it, so a suit gives at most as many rounds as the side's longer
 * holding. When those rounds, over the suits the side heads, are fewer than the tricks left, it
 * loses one. (The DDS paper's later tricks without trumps; checked against the exact search on
 * 116,000 small endings, squeezes among them.) Deciding cards: the opponents' top card of each
 * suit they head, as a position where the side held it could give the side that suit's rounds too.
 */
function tooFewRounds(st: SearchState, leader: number, left: number): number {
  const h = st.h;
  const alls = st.alls;
  const rel = st.rel;
  const leaderNs = (leader & 1) === 0;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  const pd = (leader + 2) & 3;
  let rounds = 0;
  for (let s = 0; s < 4; s++) {
    const all = alls[s];
    if (all === 0) continue;
    const sideS = h[leader * 4 + s] | h[pd * 4 + s];
    if ((sideS & (1 << highBit(all))) === 0) continue;
    const a = popcount(h[leader * 4 + s]);
    const b = popcount(h[pd * 4 + s]);
    rounds += a > b ? a : b;
  }
  if (rounds >= left) return UNKNOWN;
  for (let s = 0; s < 4; s++) {
    const all = alls[s];
    const top = all === 0 ? 0 : 1 << highBit(all);
    rel[s] = ((h[lho * 4 + s] | h[rho * 4 + s]) & top) !== 0 && all !== top ? top : 0;
  }
  if (leaderNs) store(st, leader, st.d0, st.d1, 0, left - 1);
  else store(st, leader, st.d0, st.d1, 1, left);
  return leaderNs ? 0 : 1;
}
