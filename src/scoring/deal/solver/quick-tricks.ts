// Quick tricks: the winners a side can cash at once, counted only as far as the target needs. For
// the hand on lead at the start of a trick (quickTricks): its own winners, trumps first, with the
// ruffs the defenders could still make; without trumps, its winners and then, after a crossing,
// partner's (cashThenCross); or partner's after a low card to partner's master. For the second
// hand (secondHandWins): its side winning the current trick, and without trumps the winners the
// hand that wins it cashes next. Each leaves the cards that decided its count in the state's rel
// (the fewer, the more positions the stored answer stands for).
import * as positionModule from "./position";
import type { SearchState } from "./position";

// The imported names this file calls, read once (see "Imported names" in position.ts).
const { highBit, NOTRUMP, popcount } = positionModule;

/**
 * The second hand's quick tricks (the trick's second card is `player`'s, `led` led, the card
 * winning so far of rank winRank, trick number `depth`): its side wins this trick when its best
 * card of the led suit beats the card led and every card the leader's partner holds in the suit,
 * and the leader's partner cannot ruff: enough when the side needs just this trick. Without
 * trumps, the hand holding that card keeps the lead and cashes its winners (the paper's quick
 * tricks for the second hand). True when that gives the side what it needs (the deciding cards
 * then in rel).
 */
export function secondHandWins(
  st: SearchState,
  target: number,
  player: number,
  led: number,
  winRank: number,
  depth: number,
): boolean {
  const h = st.h;
  const maximizing = (player & 1) === 0;
  const need = maximizing ? target : 14 - depth - target;
  const trump = st.trump;
  const third = ((player + 1) & 3) * 4;
  const partner = (player + 2) & 3;
  const ours = h[player * 4 + led] | h[partner * 4 + led];
  if (
    ours > ((1 << winRank) | h[third + led]) &&
    !(trump !== NOTRUMP && led !== trump && h[third + led] === 0 && h[third + trump] !== 0)
  ) {
    const rel = st.rel;
    const best = 1 << highBit(ours);
    rel[0] = rel[1] = rel[2] = rel[3] = 0;
    rel[led] = best;
    if (need === 1) return true;
    if (trump === NOTRUMP || st.atTrickStart[depth * 4 + trump] === 0) {
      const hh = (h[player * 4 + led] & best) !== 0 ? player : partner;
      if (1 + secondHandTricks(st, hh, led, best, need - 1) >= need) return true;
    }
  }
  return false;
}

/**
 * Tricks the side on lead can surely take at once (of the `left` to play), with their deciding
 * cards left in rel: the leader's own winners; without trumps, the leader's and then partner's
 * after a crossing (cashThenCross); or, when the leader can reach partner with a low card to
 * partner's master in some suit, partner's winners instead; whichever is most.
 */
export function quickTricks(st: SearchState, leader: number, left: number, need: number): number {
  const rel = st.rel;
  const own = quickFrom(st, leader, rel, need);
  if (own >= need) return own;
  const pd = (leader + 2) & 3;
  const h = st.h;
  const trump = st.trump;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  // An entry to partner: a suit where the leader has a card below partner's top card, partner's
  // top card beats both opponents and neither opponent can ruff.
  let entry = -1;
  for (let s = 0; s < 4; s++) {
    const pdS = h[pd * 4 + s];
    const mine = h[leader * 4 + s];
    if (pdS === 0 || mine === 0) continue;
    const top = 1 << highBit(pdS);
    if ((mine & (top - 1)) === 0) continue;
    const lhoS = h[lho * 4 + s];
    const rhoS = h[rho * 4 + s];
    if (lhoS > top || rhoS > top) continue;
    if (trump !== NOTRUMP && s !== trump) {
      if ((lhoS === 0 && h[lho * 4 + trump] !== 0) || (rhoS === 0 && h[rho * 4 + trump] !== 0)) continue;
    }
    entry = s;
    break;
  }
  const other = st.relOther;
  if (trump === NOTRUMP || st.alls[trump] === 0) {
    const both = cashThenCross(st, leader, pd, left);
    if (both > own) {
      rel[0] = other[0];
      rel[1] = other[1];
      rel[2] = other[2];
      rel[3] = other[3];
      return both;
    }
  }
  if (entry < 0) return own;
  const via = quickFrom(st, pd, other, need);
  if (via <= own) return own;
  other[entry] |= 1 << highBit(h[pd * 4 + entry]);
  rel[0] = other[0];
  rel[1] = other[1];
  rel[2] = other[2];
  rel[3] = other[3];
  return via;
}

/**
 * Without trumps: the leader cashes its winners, then crosses to partner, and partner cashes its
 * winners in the suits where the leader had none. Each card the leader cashes is above every
 * other hand's, so it wins whatever they play; partner's are above the opponents' and the
 * leader's. The crossing suit is played one of two ways (see crossUnder and crossOver). While the
 * leader cashes, partner plays a card each trick: first its cards of the leader's suits and the
 * cards it will not cash. After a crossing under partner's card (crossUnder), each card partner
 * cashes is worth one trick, so when partner must throw some of them each costs one trick and
 * the side takes the leader's tricks and then partner's or all the tricks left, whichever is
 * fewer; after the leader's own cards first (crossOver), partner must be able to spare every
 * card it plays while the leader cashes. The best total, or 0 when there is no crossing; the
 * deciding cards (both hands' winners and those of the crossing suit) go to relOther.
 */
function cashThenCross(st: SearchState, leader: number, pd: number, left: number): number {
  const h = st.h;
  const out = st.relOther;
  const ownBy = st.ownBy;
  const wonBy = st.wonBy;
  out[0] = out[1] = out[2] = out[3] = 0;
  let own = 0;
  let theirs = 0;
  // Partner's cards it can throw without losing a trick: those of the leader's suits and those
  // below its winners.
  let spare = 0;
  for (let s = 0; s < 4; s++) {
    const pdLen = popcount(h[pd * 4 + s]);
    ownBy[s] = cashable(st, leader, s, out);
    if (ownBy[s] > 0) {
      own += ownBy[s];
      wonBy[s] = 0;
      spare += pdLen;
      continue;
    }
    wonBy[s] = cashable(st, pd, s, out);
    theirs += wonBy[s];
    if (wonBy[s] < pdLen) spare += pdLen - wonBy[s];
  }
  let best = 0;
  let bestSuit = -1;
  let bestCards = 0;
  for (let s = 0; s < 4; s++) {
    if (h[leader * 4 + s] === 0 || h[pd * 4 + s] === 0) continue;
    const pdLen = popcount(h[pd * 4 + s]);
    // Partner's cards of s stop counting as spare or as cashed in the suit's own way.
    const spareElse = spare - (ownBy[s] > 0 ? pdLen : wonBy[s] < pdLen ? pdLen - wonBy[s] : 0);
    const before = own - ownBy[s];
    const after = theirs - wonBy[s];
    if (ownBy[s] === 0) {
      const under = crossUnder(st, leader, pd, s);
      if (under > 0) {
        const total = Math.min(left, before + under + after);
        if (total > best) {
          best = total;
          bestSuit = s;
          bestCards = st.crossCards;
        }
      }
    }
    const over = crossOver(st, leader, pd, s);
    if (over > 0 && spareElse + st.crossSpare >= before) {
      const total = Math.min(left, before + over + after);
      if (total > best) {
        best = total;
        bestSuit = s;
        bestCards = st.crossCards;
      }
    }
  }
  if (bestSuit < 0) return 0;
  out[bestSuit] = bestCards;
  return best;
}

/**
 * A crossing in suit s, where the leader has no winner: the leader's lowest card goes under
 * partner's top card, and partner cashes its cards above the opponents' and the leader's others
 * (all of them once nobody else can follow). The tricks in s, or 0; the deciding cards go to
 * crossCards.
 */
function crossUnder(st: SearchState, leader: number, pd: number, s: number): number {
  const h = st.h;
  const pdS = h[pd * 4 + s];
  const lead = h[leader * 4 + s];
  const lhoS = h[((leader + 1) & 3) * 4 + s];
  const rhoS = h[((leader + 3) & 3) * 4 + s];
  const others = lhoS | rhoS | (lead & (lead - 1));
  const top = others === 0 ? -1 : highBit(others);
  const wins = (pdS >>> (top + 1)) << (top + 1);
  let run = popcount(wins);
  if (run === 0) return 0;
  if (run >= popcount(lhoS) && run >= popcount(rhoS) && run >= popcount(lead)) run = popcount(pdS);
  st.crossCards = wins | (1 << highBit(pdS));
  return run;
}

/**
 * A crossing in suit s after the leader's own cards: the leader cashes its cards above the
 * opponents' while partner plays cards below them, then leads a lower card to partner's card
 * above the opponents', and partner cashes the rest of those (and all its cards when the
 * leader and the opponents have none left by then). The tricks in s, or 0; the deciding cards
 * (every card above the opponents') go to crossCards, and the number of partner's cards of s
 * it does not need to crossSpare.
 */
function crossOver(st: SearchState, leader: number, pd: number, s: number): number {
  const h = st.h;
  const pdS = h[pd * 4 + s];
  const lead = h[leader * 4 + s];
  const lhoS = h[((leader + 1) & 3) * 4 + s];
  const rhoS = h[((leader + 3) & 3) * 4 + s];
  const opps = lhoS | rhoS;
  const above = opps === 0 ? -1 : highBit(opps);
  const leadTop = (lead >>> (above + 1)) << (above + 1);
  const pdTop = (pdS >>> (above + 1)) << (above + 1);
  const a = popcount(leadTop);
  const b = popcount(pdTop);
  const leadLen = popcount(lead);
  const pdLen = popcount(pdS);
  if (b === 0 || leadLen === a || pdLen - b < a) return 0;
  st.crossCards = leadTop | pdTop;
  const rounds = a + b;
  if (leadLen <= rounds && popcount(lhoS) <= rounds && popcount(rhoS) <= rounds) {
    st.crossSpare = 0;
    return pdLen;
  }
  st.crossSpare = pdLen - rounds;
  return rounds;
}

/**
 * The winners `p` can cash from the top while keeping the lead: in each suit its cards above
 * every other hand's (all its length when nobody else can follow past them). In a suit contract
 * the trumps come first; then a side suit gives only as many rounds as each opponent still
 * holding trumps can follow. The deciding cards go to `out` by suit.
 */
function quickFrom(st: SearchState, p: number, out: Int32Array, need: number): number {
  const h = st.h;
  const lho = (p + 1) & 3;
  const rho = (p + 3) & 3;
  const trump = st.trump;
  out[0] = out[1] = out[2] = out[3] = 0;
  let lhoTrumps = 0;
  let rhoTrumps = 0;
  let total = 0;
  if (trump !== NOTRUMP) {
    lhoTrumps = popcount(h[lho * 4 + trump]);
    rhoTrumps = popcount(h[rho * 4 + trump]);
    const run = cashable(st, p, trump, out);
    if (run >= need) return keepTop(out, trump, need, run);
    total += run;
    lhoTrumps = lhoTrumps > run ? lhoTrumps - run : 0;
    rhoTrumps = rhoTrumps > run ? rhoTrumps - run : 0;
  }
  for (let s = 0; s < 4; s++) {
    if (s === trump) continue;
    let cap = 13;
    if (lhoTrumps > 0) cap = Math.min(cap, popcount(h[lho * 4 + s]));
    if (rhoTrumps > 0) cap = Math.min(cap, popcount(h[rho * 4 + s]));
    if (cap === 0) continue;
    const run = cashable(st, p, s, out);
    if (run === 0) {
      out[s] = 0;
      continue;
    }
    const counted = run > cap ? cap : run;
    // Enough: the suits after this one do not decide, and of this suit only the top cards the
    // count needs (the paper's quick tricks stop at the cut-off too), so the position stored
    // and its parents' keep fewer exact cards and stand for more positions.
    if (total + counted >= need) {
      for (let t = s + 1; t < 4; t++) if (t !== trump) out[t] = 0;
      return total + keepTop(out, s, need - total, counted);
    }
    total += counted;
  }
  return total;
}

/**
 * Of `counted` tricks cashed from the top of suit s (deciding cards in out[s]), keeps only
 * the `want` top cards when they alone take the tricks wanted (they lie above every other
 * hand's cards); returns the tricks the cards kept take.
 */
function keepTop(out: Int32Array, s: number, want: number, counted: number): number {
  let wins = out[s];
  const n = popcount(wins);
  if (want > n) return counted;
  for (let k = n - want; k > 0; k--) wins &= wins - 1;
  out[s] = wins;
  return want;
}

function cashable(st: SearchState, p: number, s: number, out: Int32Array): number {
  const h = st.h;
  const mine = h[p * 4 + s];
  if (mine === 0) return 0;
  const lhoS = h[((p + 1) & 3) * 4 + s];
  const pdS = h[((p + 2) & 3) * 4 + s];
  const rhoS = h[((p + 3) & 3) * 4 + s];
  const others = lhoS | pdS | rhoS;
  if (others === 0) return popcount(mine);
  const top = highBit(others);
  const wins = (mine >>> (top + 1)) << (top + 1);
  let run = popcount(wins);
  if (run === 0) return 0;
  out[s] = wins;
  if (run >= popcount(lhoS) && run >= popcount(pdS) && run >= popcount(rhoS)) run = popcount(mine);
  return run;
}

/**
 * Without trumps, the tricks hand p takes after winning this trick with `best` of the led
 * suit: its other cards of the led suit above every other hand's, then in each other suit its
 * winners from the top, counted until `need`; the deciding cards join rel. Cards the other
 * hands play to this trick only make p's cards higher.
 */
function secondHandTricks(st: SearchState, p: number, led: number, best: number, need: number): number {
  const h = st.h;
  const rel = st.rel;
  const others = h[((p + 1) & 3) * 4 + led] | h[((p + 2) & 3) * 4 + led] | h[((p + 3) & 3) * 4 + led];
  const above = others === 0 ? -1 : highBit(others);
  const wins = ((h[p * 4 + led] ^ best) >>> (above + 1)) << (above + 1);
  rel[led] = wins;
  let total = keepTop(rel, led, need, popcount(wins));
  rel[led] |= best;
  if (total >= need) return total;
  for (let s = 0; s < 4; s++) {
    if (s === led) continue;
    const run = cashable(st, p, s, rel);
    if (run === 0) continue;
    if (total + run >= need) return total + keepTop(rel, s, need - total, run);
    total += run;
  }
  return total;
}
