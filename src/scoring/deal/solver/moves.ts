// Move generation: the cards a hand tries at its turn in a trick, best first, written into the
// state's move buffer for that card of the trick. Of cards in one hand with no outstanding card
// between them, one is tried (the lowest). The order follows the DDS paper's and DDS's weights:
// the leads by how the suit lies (suits where the opponents have few cards, the side's winners
// first, a suit where partner's second card sits behind the top one or the side holds the second
// and third cards early, a suit an opponent can ruff or where the right hand opponent holds a top
// card late); second hand the cheapest card that wins the trick when partner cannot, else low;
// third hand high enough, and covering (or ruffing) when the fourth hand could beat partner's
// card; fourth hand the lowest card that wins; one discard of each suit before a second of any;
// the lead that last cut the search off at the same trick first (a killer move).
//
// The functions take the trick so far as plain numbers rather than an object: they run at every
// node of the search, where nothing is allocated.
import * as positionModule from "./position";
import type { SearchState } from "./position";

// The imported names this file calls, read once (see "Imported names" in position.ts).
const { highBit, MAX_MOVES, NOTRUMP, popcount } = positionModule;

// The places in SearchState.leadView (see readLeadSuit); LEAD_VIEW_SIZE in position.ts counts them.
const V_MINE = 0;
const V_LHO = 1;
const V_PD = 2;
const V_RHO = 3;
const V_ALL = 4;
const V_LHO_LEN = 5;
const V_RHO_LEN = 6;
const V_PD_LEN = 7;
const V_FIRST = 8;
const V_SECOND = 9;
const V_COUNT = 10;
const V_NEXT = 11;

/** Where the moves of the card number `pos` (0 the lead) of trick number `depth` are written. */
export function moveBase(depth: number, pos: number): number {
  return (depth * 4 + pos) * MAX_MOVES;
}

/**
 * Fills the move buffer (from bufBase) with the player's candidate cards, best first; returns
 * their number. The player plays the trick's card number `pos` (0 the lead) of trick number
 * `depth`; `led` is the suit led (-1 before the lead), `winSuit`/`winRank`/`winner` the card
 * winning so far.
 */
export function generate(
  st: SearchState,
  player: number,
  pos: number,
  led: number,
  winSuit: number,
  winRank: number,
  winner: number,
  depth: number,
  bufBase: number,
): number {
  const h = st.h;
  const trump = st.trump;
  const moves = st.moves;
  const weights = st.weights;
  const startBase = depth * 4;
  let n = 0;
  const partnerWinning = pos > 0 && ((winner - player) & 3) === 2;
  const follow = led >= 0 && h[player * 4 + led] !== 0;
  if (pos === 3 && follow)
    return fourthHandFollows(st, player, led, winSuit, winRank, partnerWinning, depth, bufBase);
  let suitBest = -1;
  for (let s = 0; s < 4; s++) {
    if (follow && s !== led) continue;
    const mine = h[player * 4 + s];
    if (mine === 0) continue;
    const outside = st.atTrickStart[startBase + s] & ~mine;
    if (pos === 0) readLeadSuit(st, player, s, depth);
    // One card per group of equivalent cards: the lowest of each run with no outside card between.
    let m = mine;
    let prev = -1;
    const len = popcount(mine);
    while (m !== 0) {
      const r = 31 - Math.clz32(m & -m);
      m &= m - 1;
      if (prev >= 0 && (outside & ((1 << r) - (1 << (prev + 1)))) === 0) {
        prev = r;
        continue;
      }
      prev = r;
      // Highest card of this group, for "does it win" questions.
      let top = r;
      let mm = m;
      while (mm !== 0) {
        const r2 = 31 - Math.clz32(mm & -mm);
        if ((outside & ((1 << r2) - (1 << (top + 1)))) !== 0) break;
        top = r2;
        mm &= mm - 1;
      }
      let w: number;
      if (pos === 0)
        w = trump === NOTRUMP ? leadWeightNT(st, r, top) : leadWeightTrump(st, player, s, r, top);
      else if (follow) w = followWeight(st, player, pos, s, r, top, winSuit, winRank, partnerWinning);
      else if (s === trump) {
        // Ruffing.
        const overruffed = winSuit === trump && top < winRank;
        // Partner's winning card does not need a ruff, unless the fourth hand can beat it.
        if (partnerWinning)
          w =
            pos === 2 && winSuit === led && h[((player + 1) & 3) * 4 + led] >>> (winRank + 1) !== 0
              ? 90 - r
              : 5 - r;
        else if (overruffed) w = 2 - r;
        else w = 90 - r;
      } else {
        // Discarding: a low card from a long, unimportant suit.
        w = 40 - r + len * 2 - (outside >>> (top + 1) === 0 ? 20 : 0);
      }
      moves[bufBase + n] = (s << 4) | r;
      weights[n] = w;
      if (pos > 0 && !follow && (suitBest < 0 || w > weights[suitBest])) suitBest = n;
      n++;
    }
    // Leading or discarding, the best card of each suit comes before any suit's second best.
    if (suitBest >= 0) {
      weights[suitBest] += 1000;
      suitBest = -1;
    }
  }
  sortMoves(st, bufBase, n);
  if (pos === 0) killerFirst(st, st.killers[depth * 4], bufBase, n);
  return n;
}

/**
 * Fourth hand following suit: the lowest card that wins when partner is not winning, then the
 * others from the lowest up (one card per group of equivalent cards). Returns their number.
 */
function fourthHandFollows(
  st: SearchState,
  player: number,
  led: number,
  winSuit: number,
  winRank: number,
  partnerWinning: boolean,
  depth: number,
  bufBase: number,
): number {
  const moves = st.moves;
  const weights = st.weights;
  let n = 0;
  const mine = st.h[player * 4 + led];
  const outside = st.atTrickStart[depth * 4 + led] & ~mine;
  const beatFrom = !partnerWinning && winSuit === led ? winRank + 1 : 13;
  let m = mine;
  let prev = -1;
  let low = 0;
  while (m !== 0) {
    const r = 31 - Math.clz32(m & -m);
    m &= m - 1;
    if (prev >= 0 && (outside & ((1 << r) - (1 << (prev + 1)))) === 0) {
      prev = r;
      continue;
    }
    prev = r;
    moves[bufBase + n++] = (led << 4) | r;
    if (r < beatFrom) low = n;
  }
  // The cards from `low` on beat the winner: they go first, still from the lowest up.
  if (low < n && low > 0) {
    for (let j = 0; j < n; j++) weights[j] = moves[bufBase + j];
    for (let j = 0; j < n; j++) moves[bufBase + j] = weights[j < n - low ? low + j : j - (n - low)];
  }
  return n;
}

/**
 * The weight of following suit s (the second or third hand) with r, the lowest of a run topped by
 * `top`, the card winning so far of suit winSuit and rank winRank.
 */
function followWeight(
  st: SearchState,
  player: number,
  pos: number,
  s: number,
  r: number,
  top: number,
  winSuit: number,
  winRank: number,
  partnerWinning: boolean,
): number {
  const h = st.h;
  const beats = s === winSuit && top > winRank;
  let w: number;
  if (partnerWinning) {
    w = 60 - r;
    if (pos === 2 && winSuit === s) {
      // Third hand when the fourth hand can beat partner's card: the cheapest card that
      // beats every card of the fourth hand first, else the cheapest that forces its top
      // card out.
      const fourth = h[((player + 1) & 3) * 4 + s];
      if (fourth >>> (winRank + 1) !== 0) w = thirdHandWeight(fourth, top, r, beats);
    }
  } else if (beats) {
    if (pos === 3) w = 80 - r;
    else if (pos === 2) w = thirdHandWeight(h[((player + 1) & 3) * 4 + s], top, r, true);
    else {
      // Second hand: the cheapest card that beats the card led and every card of the
      // third hand wins the trick unless partner can; otherwise low.
      const third = h[((player + 1) & 3) * 4 + s];
      const fourth = h[((player + 2) & 3) * 4 + s];
      w = third >>> (top + 1) === 0 && fourth <= ((1 << winRank) | third) ? 81 - r : 30 - r;
    }
  } else w = 60 - r;
  if (pos === 1 && !beats) w = 65 - r;
  return w;
}

/** Insertion sort of the n moves from bufBase, highest weight first. */
function sortMoves(st: SearchState, bufBase: number, n: number): void {
  const moves = st.moves;
  const weights = st.weights;
  for (let i = 1; i < n; i++) {
    const w = weights[i];
    const mv = moves[bufBase + i];
    let j = i - 1;
    while (j >= 0 && weights[j] < w) {
      weights[j + 1] = weights[j];
      moves[bufBase + j + 1] = moves[bufBase + j];
      j--;
    }
    weights[j + 1] = w;
    moves[bufBase + j + 1] = mv;
  }
}

/** The card that last cut the search off at this point of a trick (killer, or -1) goes first. */
function killerFirst(st: SearchState, killer: number, bufBase: number, n: number): void {
  const moves = st.moves;
  if (killer >= 0 && moves[bufBase] !== killer) {
    for (let i = 1; i < n; i++) {
      if (moves[bufBase + i] === killer) {
        for (let j = i; j > 0; j--) moves[bufBase + j] = moves[bufBase + j - 1];
        moves[bufBase] = killer;
        break;
      }
    }
  }
}

/**
 * Third hand's card (the lowest of a run topped by `top`, beating the card winning so far or
 * not) when the fourth hand follows: the cheapest card above all the fourth hand's cards wins;
 * failing that, the cheapest one above the fourth hand's second card forces its top card out;
 * otherwise low.
 */
function thirdHandWeight(fourth: number, top: number, r: number, beats: boolean): number {
  if (!beats) return 60 - r;
  if (fourth >>> (top + 1) === 0) return 100 - r;
  const rest = fourth ^ (1 << highBit(fourth));
  return rest >>> (top + 1) === 0 ? 80 - r : 60 - r;
}

/**
 * Reads suit s for the leads of it by `player` (into leadView): the four holdings, the
 * opponents' and partner's lengths, the top three cards, the opponents' cards to choose from
 * (a void opponent counts as holding every card still to be played: it can throw anything), and
 * whether the side holds the second and third cards, so that the round after the top card's is
 * the side's (2 when partner holds both; 1 when one hand holds each and partner holds two or
 * more cards; else 0).
 */
function readLeadSuit(st: SearchState, player: number, s: number, depth: number): void {
  const h = st.h;
  const v = st.leadView;
  const mine = h[player * 4 + s];
  const lhoS = h[((player + 1) & 3) * 4 + s];
  const pdS = h[((player + 2) & 3) * 4 + s];
  const rhoS = h[((player + 3) & 3) * 4 + s];
  const all = mine | lhoS | pdS | rhoS;
  const lhoLen = popcount(lhoS);
  const rhoLen = popcount(rhoS);
  const pdLen = popcount(pdS);
  const cards = 4 * (13 - depth);
  const first = 1 << highBit(all);
  const rest = all ^ first;
  const second = rest === 0 ? 0 : 1 << highBit(rest);
  const below = rest ^ second;
  const third = below === 0 ? 0 : 1 << highBit(below);
  v[V_MINE] = mine;
  v[V_LHO] = lhoS;
  v[V_PD] = pdS;
  v[V_RHO] = rhoS;
  v[V_ALL] = all;
  v[V_LHO_LEN] = lhoLen;
  v[V_RHO_LEN] = rhoLen;
  v[V_PD_LEN] = pdLen;
  v[V_FIRST] = first;
  v[V_SECOND] = second;
  v[V_COUNT] = (lhoLen === 0 ? cards : lhoLen * 4) + (rhoLen === 0 ? cards : rhoLen * 4);
  v[V_NEXT] =
    (pdS & second) !== 0 && (pdS & third) !== 0
      ? 2
      : pdLen > 1 &&
          (((mine & second) !== 0 && (pdS & third) !== 0) || ((pdS & second) !== 0 && (mine & third) !== 0))
        ? 1
        : 0;
}

/**
 * The weight of leading r, the lowest of a run topped by `top`, in notrump (the suit as
 * readLeadSuit read it): suits where the opponents have few cards first (fewer choices), and a
 * partner void late. A card that wins the trick (its own top card or partner's above the
 * opponents') comes early unless an opponent holds the suit's second card behind it; one that
 * does not, early when partner holds the suit's second card behind the top one, or the side the
 * second and third, so that the next round is the side's; late when the right hand opponent
 * holds a top card over partner.
 */
function leadWeightNT(st: SearchState, r: number, top: number): number {
  const v = st.leadView;
  const mine = v[V_MINE];
  const lhoS = v[V_LHO];
  const pdS = v[V_PD];
  const rhoS = v[V_RHO];
  const lhoLen = v[V_LHO_LEN];
  const rhoLen = v[V_RHO_LEN];
  const first = v[V_FIRST];
  const second = v[V_SECOND];
  let base = -((v[V_COUNT] << 5) / 19) | 0;
  if (pdS === 0) base -= 9;
  // The card's place from the top (1 the highest): lower cards weigh a little more.
  const place = popcount(v[V_ALL] >>> r);
  if (1 << top === first || pdS > (lhoS | rhoS)) {
    if ((rhoS & second) !== 0) {
      if (rhoLen !== 1) base -= 1;
    } else if ((lhoS & second) !== 0) base += lhoLen !== 1 ? 22 : 16;
    const covered = ((lhoS & second) !== 0 && lhoLen !== 1) || ((rhoS & second) !== 0 && rhoLen !== 1);
    return base + (covered ? 18 : 45) + place;
  }
  if ((rhoS & (first | second)) !== 0) {
    if (rhoLen !== 1) base -= 10;
  } else if ((lhoS & first) !== 0 && (pdS & second) !== 0 && v[V_PD_LEN] !== 1) base += 31;
  base += v[V_NEXT] === 2 ? 35 : v[V_NEXT] === 1 ? 25 : 0;
  if ((lhoLen === 1 && lhoS === first) || (rhoLen === 1 && rhoS === first)) return base + 28 + place;
  if ((mine & first) !== 0) return base - 17 + place;
  if (top === r) return base + 12 + place;
  if (1 << top === second) return base + 48;
  return base + 29 - place;
}

/**
 * The weight of leading r, the lowest of a run topped by `top`, in a suit contract (the suit s
 * as readLeadSuit read it). As in notrump, suits where the opponents have few cards first; a suit
 * an opponent can ruff, or where the right hand opponent holds one of the two top cards, later;
 * one partner can ruff, or where the left hand opponent's top card sits over partner's second,
 * earlier. A card that wins the trick (the leader's or partner's top card, or partner's ruff)
 * comes before one that does not.
 */
function leadWeightTrump(st: SearchState, player: number, s: number, r: number, top: number): number {
  const h = st.h;
  const v = st.leadView;
  const trump = st.trump;
  const lho = ((player + 1) & 3) * 4;
  const pd = ((player + 2) & 3) * 4;
  const rho = ((player + 3) & 3) * 4;
  const mine = v[V_MINE];
  const lhoS = v[V_LHO];
  const pdS = v[V_PD];
  const rhoS = v[V_RHO];
  const lhoLen = v[V_LHO_LEN];
  const rhoLen = v[V_RHO_LEN];
  const pdLen = v[V_PD_LEN];
  const first = v[V_FIRST];
  const second = v[V_SECOND];
  let base = -((v[V_COUNT] << 5) / 13) | 0;
  const place = popcount(v[V_ALL] >>> r);
  const side = s !== trump;
  const lhoRuffs = side && lhoS === 0 && h[lho + trump] !== 0;
  const rhoRuffs = side && rhoS === 0 && h[rho + trump] !== 0;
  const pdRuffs = side && pdS === 0 && h[pd + trump] !== 0;
  if (lhoRuffs || rhoRuffs) base -= 12;
  if (pdRuffs && rhoLen > 0) base += 17;
  if ((rhoS & (first | second)) !== 0) {
    if (rhoLen !== 1) base -= 12;
  } else if ((lhoS & first) !== 0 && (pdS & second) !== 0 && pdLen !== 1) base += 27;
  // A singleton led to partner's top card, to be ruffed on the way back.
  if (side && mine === 1 << r && h[player * 4 + trump] !== 0 && pdLen > 1 && (pdS & first) !== 0) base += 19;
  // The card wins the trick: when partner can ruff, by partner's ruff above any opponent's ruff;
  // else when it or partner's top card is the suit's highest and no opponent can ruff.
  const pdT = h[pd + trump];
  const wins = pdRuffs
    ? (!lhoRuffs || pdT > h[lho + trump]) && (!rhoRuffs || pdT > h[rho + trump])
    : (1 << top === first || pdS > (lhoS | rhoS)) && !lhoRuffs && !rhoRuffs;
  const singletonTop = (lhoLen === 1 && lhoS === first) || (rhoLen === 1 && rhoS === first);
  if (wins) {
    if (singletonTop) return base + 35 + place;
    if ((mine & first) !== 0) {
      if ((pdS & second) !== 0) return base + 48 + place;
      if (1 << top === first) return base + 31;
      return base - 3 + place;
    }
    if ((pdS & first) !== 0) return base + ((mine & second) !== 0 ? 42 : 28) + place;
    if (top !== r && 1 << top === second) return base + 40;
    return base + (top !== r ? 22 : 11) + place;
  }
  base += v[V_NEXT] === 2 ? 20 : v[V_NEXT] === 1 ? 13 : 0;
  if (singletonTop) return base + place + 2;
  if ((mine & first) !== 0) {
    if ((pdS & second) !== 0) return base + 33 + place;
    if (1 << top === first) return base + 38;
    return base - 14 + place;
  }
  if ((pdS & first) !== 0) return base + 34 + place;
  if (top !== r && 1 << top === second) return base + 35;
  return base + 15 - r;
}
