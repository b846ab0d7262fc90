// A double-dummy solver: how many tricks a side takes with every card in view and best play by all
// four hands. Pure TypeScript, no DOM and no Node, so it runs in the pane, a Web Worker, a worker
// thread or the command line alike.
//
// The design follows the ideas of Bo Haglund's and Soren Hein's paper on their solver (DDS):
// - the question asked is always yes/no, "can North-South take at least t of the remaining
//   tricks?", answered by alpha-beta search with a null window; the trick count is found by
//   moving t up or down from a guess (iterative deepening on the trick target), each declarer of a
//   strain starting from the result of the one before;
// - a transposition table, consulted at the start of each trick, keyed by the position in relative
//   ranks (for each suit, which hand holds the highest remaining card, the next, ...) and the hand
//   on lead, holding a lower and an upper bound on North-South's remaining tricks; only the cards
//   that decided the answer (won a trick by rank, or made a quick trick) are kept in the entry, the
//   others count by number, so positions that differ only in small cards share an entry (the
//   "winning ranks" of the paper). Entries are grouped by distribution (the hand on lead and the
//   sixteen lengths) and compared first on the owners of the top four cards of each suit, one
//   number. The table lives as long as one strain is being solved, so the four leaders of a
//   strain share it. Its size is fixed (TRANSPOSITION_TABLE_BYTES, about 35 MB: 524,288
//   entries); when it is full the half with the fewest tricks left is dropped;
// - quick tricks: winners the hand on lead can cash at once, trumps first (counted with the ruffs
//   the defenders could still make), or partner's after a low card to partner's master; without
//   trumps, the leader's winners and then, after a crossing, partner's; later tricks: what a
//   side's trumps take sooner or later (the master trump, the two top trumps, each trump of its
//   longer trump hand beyond all the opponents' trumps; the second trump and another behind the
//   master, or the second and third trumps), and a trick the side on lead must lose when it
//   needs them all (each suit it holds headed by the opponents, or, without trumps, too few
//   rounds in the suits it heads); the second hand's side winning the current trick (its best
//   card beats the card led and the third hand's), with, without trumps, the winners its hand
//   cashes next; the last trick read from its four cards; each counted only as far as the target
//   needs (fewer deciding cards), and each cuts the search when it decides it;
// - move ordering: the leads weighted after the paper and DDS's weights (suits where the
//   opponents have few cards, the side's winners first, a suit where partner's second card sits
//   behind the top one or the side holds the second and third cards early, a suit an opponent
//   can ruff or where the right hand opponent holds a top card late); second hand the cheapest
//   card that wins the trick when partner cannot, else low; third hand high enough, and covering
//   (or ruffing) when the fourth hand could beat partner's card; fourth hand the lowest card that
//   wins; one discard of each suit before a second of any; the lead that last cut the search off
//   at the same trick is tried first (a killer move);
// - the table entry that answers a lookup moves to the front of its chain, where the next lookup
//   of a similar position finds it first; a pattern stored again finds its entry through a hash
//   rather than by walking the chain;
// - equivalent cards: of cards in one hand with no outstanding card between them, one is tried
//   (and when another of them decided the answer, the one tried counts as deciding too);
//   and small cards: once a card has been searched and every card that decided the answer lies
//   above it, the hand's other cards of that suit below them are not tried (the paper's small
//   cards, after Hans Kuijf), except by the fourth hand, which tries them all;
// - no allocation during the search: hands as 13-bit masks in typed arrays, move lists by depth,
//   the sixteen lengths kept up to date card by card.
import { ScoringError } from "../base/errors";
import { Deal } from "./deal";

/** Strain indices: spades, hearts, diamonds, clubs (the suit indices of a deal) and notrump. */
export const NOTRUMP = 4;

/** Work allowed for one deal's 20-cell table before it is reported as too hard (search nodes). */
export const DEFAULT_NODE_BUDGET = 400_000_000;

/** Transposition table entries (a power of two). */
const TT_SLOTS = 1 << 19;
const TT_HEADS = 1 << 18;
/** Slots of the hash that finds an entry to update when a pattern is stored again. */
const SAME_SLOTS = 1 << 18;

/** The error for a deal whose solution needs more work than the budget allows. */
export class SolverBudgetError extends ScoringError {
  constructor(budget: number) {
    super(
      `The double-dummy analysis of this deal needed more than ${budget.toLocaleString("en-US")} search steps (the budget) and was stopped; no result is given rather than a guess.`,
    );
    this.name = "SolverBudgetError";
  }
}

class TranspositionTable {
  // Two levels. A distribution is a hand on lead and the lengths of all sixteen holdings (d0:
  // North's and East's, d1: South's and West's, four bits each); distributions are chained from
  // hashed heads. Each distribution chains its entries, newest first. An entry holds, per suit,
  // the places of the cards that mattered (bit 0 for the highest remaining card) and their owners,
  // two bits each, highest first; the other cards count only by number. Then bounds on
  // North-South's remaining tricks. When the pool of entries is full its older half is dropped.
  readonly heads = new Int32Array(TT_HEADS).fill(-1);
  /** Four numbers a distribution side by side: d0, d1, the hand on lead plus 4 * (next + 1), first entry. */
  readonly dist = new Int32Array(TT_SLOTS * 4);
  dists = 0;
  /**
   * What a lookup reads, four numbers an entry side by side: the next entry of the distribution,
   * the owners of the top four deciding cards of each suit (a byte a suit, spades highest), their
   * mask, and the bounds (lower in bits 0-3, upper in bits 4-7) with bit 8 set when some suit has
   * more than four deciding cards (then the full pattern is compared too) and the number of each
   * suit's deciding cards in bits 12-27 (four bits a suit, spades first), so that an answer's
   * deciding cards are read without the full pattern.
   */
  readonly rec = new Int32Array(TT_SLOTS * 4);
  readonly lead = new Int8Array(TT_SLOTS);
  readonly d0 = new Int32Array(TT_SLOTS);
  readonly d1 = new Int32Array(TT_SLOTS);
  readonly m = new Int16Array(TT_SLOTS * 4);
  readonly o = new Int32Array(TT_SLOTS * 4);
  used = 0;

  /**
   * By a hash of an entry's pattern and distribution: the entry (plus one), or 0. Cleared with the
   * table (halving clears it too), so an entry it gives is one in use.
   */
  readonly same = new Int32Array(SAME_SLOTS);

  clear(): void {
    this.heads.fill(-1);
    this.same.fill(0);
    this.used = 0;
    this.dists = 0;
  }

  /** The distribution's index, or -1. */
  find(leader: number, d0: number, d1: number): number {
    const dist = this.dist;
    let d = this.heads[TranspositionTable.head(leader, d0, d1)];
    while (d >= 0) {
      const x = d * 4;
      const l = dist[x + 2];
      if (dist[x] === d0 && dist[x + 1] === d1 && (l & 3) === leader) return d;
      d = (l >> 2) - 1;
    }
    return -1;
  }

  /** The distribution's index, made when missing. */
  findOrAdd(leader: number, d0: number, d1: number): number {
    let d = this.find(leader, d0, d1);
    if (d >= 0) return d;
    const head = TranspositionTable.head(leader, d0, d1);
    d = this.dists++;
    const x = d * 4;
    this.dist[x] = d0;
    this.dist[x + 1] = d1;
    this.dist[x + 2] = leader | ((this.heads[head] + 1) << 2);
    this.dist[x + 3] = -1;
    this.heads[head] = d;
    return d;
  }

  /** Chains entry e (whose fields are set) at the front of distribution d. */
  link(e: number, d: number): void {
    this.rec[e * 4] = this.dist[d * 4 + 3];
    this.dist[d * 4 + 3] = e;
  }

  /** The tricks left in entry e's position: the length of the hand on lead. */
  private left(e: number): number {
    const shift = (this.lead[e] & 1) * 4;
    const d = (this.lead[e] & 2) === 0 ? this.d0[e] : this.d1[e];
    return (
      ((d >>> shift) & 15) +
      ((d >>> (shift + 8)) & 15) +
      ((d >>> (shift + 16)) & 15) +
      ((d >>> (shift + 24)) & 15)
    );
  }

  /**
   * Makes room when the pool is full: at most half the entries stay, those with the most tricks
   * left (the costliest to find again), the newer first among equals, chained again in the order
   * they were made.
   */
  halve(): void {
    const used = this.used;
    const counts = new Int32Array(15);
    for (let e = 0; e < used; e++) counts[this.left(e)]++;
    let floor = 14;
    let kept = 0;
    while (floor > 0 && kept + counts[floor - 1] <= used >> 1) kept += counts[--floor];
    // Of the entries one trick below the floor, the newest that still fit.
    let room = (used >> 1) - kept;
    let from = used;
    if (floor > 0) {
      while (from > 0 && room > 0) {
        from--;
        if (this.left(from) === floor - 1) room--;
      }
    }
    this.clear();
    let e = 0;
    for (let f = 0; f < used; f++) {
      const left = this.left(f);
      if (left < floor && !(left === floor - 1 && f >= from)) continue;
      this.lead[e] = this.lead[f];
      this.d0[e] = this.d0[f];
      this.d1[e] = this.d1[f];
      for (let s = 0; s < 4; s++) {
        this.m[e * 4 + s] = this.m[f * 4 + s];
        this.o[e * 4 + s] = this.o[f * 4 + s];
      }
      for (let k = 1; k < 4; k++) this.rec[e * 4 + k] = this.rec[f * 4 + k];
      this.link(e, this.findOrAdd(this.lead[e], this.d0[e], this.d1[e]));
      e++;
    }
    this.used = e;
  }

  static head(leader: number, d0: number, d1: number): number {
    let h = Math.imul(d0, 0x9e3779b1) ^ Math.imul(d1 ^ (leader << 29), 0x85ebca77);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 13;
    return (h >>> 0) & (TT_HEADS - 1);
  }
}

let sharedTable: TranspositionTable | null = null;

function popcount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the highest set bit (m > 0). */
function highBit(m: number): number {
  return 31 - Math.clz32(m);
}

const MAX_MOVES = 14;

// The places in Search.leadView (see leadSuit).
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
const V_SIZE = 12;

/** The k highest cards of a suit (all its cards if fewer). */
function topCards(all: number, k: number): number {
  let m = 0;
  for (let i = 0; i < k && all !== 0; i++) {
    const b = 1 << highBit(all);
    all ^= b;
    m |= b;
  }
  return m;
}

/** The search for one deal and one strain. */
class Search {
  /** hand * 4 + suit: the ranks each hand still holds. */
  readonly h = new Int32Array(16);
  /** The cards left at the start of each trick (by trick number * 4 + suit), for equivalence. */
  readonly atTrickStart = new Int32Array(14 * 4);
  /** Move buffers: for each card played so far (0..51), up to MAX_MOVES moves (suit << 4 | rank). */
  readonly moves = new Int32Array(52 * MAX_MOVES);
  readonly weights = new Int32Array(MAX_MOVES);
  /** One suit as leadSuit reads it for the weights of its leads (indexed by the V_ constants). */
  readonly leadView = new Int32Array(V_SIZE);
  /** The cards that decided the last answer, by suit (the winning ranks of the DDS paper). */
  readonly rel = new Int32Array(4);
  /** Scratch deciding cards (partner's quick tricks). */
  readonly relOther = new Int32Array(4);
  /** Scratch for cashThenCross: by suit, the leader's tricks and partner's. */
  readonly ownBy = new Int32Array(4);
  readonly wonBy = new Int32Array(4);
  /** What crossUnder and crossOver leave: the deciding cards of the suit, partner's spare cards. */
  crossCards = 0;
  crossSpare = 0;
  readonly alls = new Int32Array(4);
  readonly pat = new Int32Array(4);
  readonly patOwners = new Int32Array(4);
  /** Killer moves: by trick number * 4 + place in the trick, the card that last cut off there. */
  readonly killers = new Int32Array(14 * 4).fill(-1);
  /** By trick number, place in the trick and suit: the ranks below which cards count as small. */
  readonly small = new Int32Array(14 * 4 * 4);
  nodes = 0;
  budget: number;
  /**
   * The sixteen lengths, four bits each: d0 North's (bits s * 8) and East's (s * 8 + 4), d1 South's
   * and West's. Kept as 32-bit integers (`| 0` after each change), as the table's Int32Arrays hold
   * them: eight or more clubs in East's or West's hand set the sign bit, and a length kept as a
   * plain number (2,147,483,648) never equalled the stored one (-2,147,483,648), so no position
   * with such a hand was ever found again (a deal with East's eight clubs took 66 s for one
   * declarer and strain, libdds 0.04 s for the whole table).
   */
  d0 = 0;
  d1 = 0;

  constructor(
    deal: Deal,
    readonly trump: number,
    readonly tt: TranspositionTable,
    budget: number,
  ) {
    for (let p = 0; p < 4; p++) {
      for (let s = 0; s < 4; s++) {
        this.h[p * 4 + s] = deal.hands[p][s];
        const n = popcount(deal.hands[p][s]) << (s * 8 + (p & 1) * 4);
        if (p & 2) this.d1 = (this.d1 + n) | 0;
        else this.d0 = (this.d0 + n) | 0;
      }
    }
    this.budget = budget;
  }

  /** Can North-South take at least `target` of the remaining tricks, `leader` to lead? */
  nsAtLeast(target: number, leader: number): boolean {
    return this.trickStart(target, leader, this.handCount(leader));
  }

  private handCount(p: number): number {
    const h = this.h;
    return popcount(h[p * 4] | 0) + popcount(h[p * 4 + 1]) + popcount(h[p * 4 + 2]) + popcount(h[p * 4 + 3]);
  }

  private trickStart(target: number, leader: number, left: number): boolean {
    const h = this.h;
    const rel = this.rel;
    if (target <= 0 || target > left) {
      rel[0] = rel[1] = rel[2] = rel[3] = 0;
      return target <= 0;
    }
    if (++this.nodes > this.budget) throw new SolverBudgetError(this.budget);
    if (left === 1) return this.lastTrick(leader);

    // The position: per suit its cards (alls), the sixteen lengths (d0, d1, kept up to date as
    // cards are played), and, when the table knows the distribution, the owners of the top four
    // cards of each suit, a byte a suit, spades highest (top4): compared with an entry's signature
    // before its pattern.
    const alls = this.alls;
    const d0 = this.d0;
    const d1 = this.d1;
    for (let s = 0; s < 4; s++) alls[s] = h[s] | h[4 + s] | h[8 + s] | h[12 + s];
    const tt = this.tt;
    const dist = tt.find(leader, d0, d1);
    if (dist >= 0) {
      let top4 = 0;
      for (let s = 0; s < 4; s++) {
        let all = alls[s];
        // The owner's number in two bits: its low bit from East and West, its high one from South
        // and West.
        const odd = h[4 + s] | h[12 + s];
        const back = h[8 + s] | h[12 + s];
        let byte = 0;
        for (let k = 6; k >= 0 && all !== 0; k -= 2) {
          const r = 31 - Math.clz32(all);
          all ^= 1 << r;
          byte |= (((odd >>> r) & 1) | (((back >>> r) << 1) & 2)) << k;
        }
        top4 |= byte << (24 - 8 * s);
      }
      const rec = tt.rec;
      for (let i = tt.dist[dist * 4 + 3], prev = -1; i >= 0; prev = i, i = rec[i * 4]) {
        if ((top4 & rec[i * 4 + 2]) !== rec[i * 4 + 1]) continue;
        const info = rec[i * 4 + 3];
        if ((info & 0x100) !== 0 && !this.matches(i)) continue;
        const yes = (info & 15) >= target;
        if (yes || ((info >> 4) & 15) < target) {
          // The number of deciding cards of each suit, four bits a suit from bit 12 (see store).
          for (let su = 0; su < 4; su++) rel[su] = topCards(alls[su], (info >>> (12 + 4 * su)) & 15);
          // The entry that answered moves to the front of its chain: it will likely answer again.
          if (prev >= 0) {
            rec[prev * 4] = rec[i * 4];
            rec[i * 4] = tt.dist[dist * 4 + 3];
            tt.dist[dist * 4 + 3] = i;
          }
          return yes;
        }
      }
    }

    // Quick tricks for the side on lead (they leave their deciding cards in rel).
    const leaderNs = (leader & 1) === 0;
    const qt = this.quickTricks(leader, left, leaderNs ? target : left - target + 1);
    if (leaderNs ? qt >= target : left - qt < target) {
      if (leaderNs) this.store(leader, d0, d1, qt, left);
      else this.store(leader, d0, d1, 0, left - qt);
      return leaderNs;
    }
    // Later tricks in a suit contract: tricks a side takes sooner or later with its trumps.
    if (this.trump !== NOTRUMP) {
      const t = this.trump;
      const trumps = alls[t];
      if (trumps !== 0) {
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
        if (ownerNs ? target <= sure : left - sure < target) {
          rel[0] = rel[1] = rel[2] = rel[3] = 0;
          rel[t] = deciding;
          if (ownerNs) this.store(leader, d0, d1, sure, left);
          else this.store(leader, d0, d1, 0, left - sure);
          return ownerNs;
        }
        // The other side's trumps beyond all the master's side's, the same way.
        const other = ownerNs ? ewLong : nsLong;
        if (other > 0 && (ownerNs ? left - other < target : target <= other)) {
          rel[0] = rel[1] = rel[2] = rel[3] = 0;
          if (ownerNs) this.store(leader, d0, d1, 0, left - other);
          else this.store(leader, d0, d1, other, left);
          return !ownerNs;
        }
        // The other side takes a trick when it needs one (or the side with the master trump needs
        // them all) when its hand holding the second trump and another is not on lead and sits
        // after the master trump's hand: that hand plays before it to every trick it does not
        // lead, so it plays the second trump when the master is not played, else a low trump, and
        // keeps the second trump, master then, for later (forced to ruff, it ruffs with the second
        // trump when the master is not in the trick). Or when the side holds the third trump as
        // well: the master takes one of them at most. (Checked against the exact search on 97,000
        // small endings; on lead, a hand holding only K x behind the A loses both.)
        const rest = trumps ^ top;
        if (ownerNs ? target === left : target === 1) {
          const second = rest === 0 ? 0 : 1 << highBit(rest);
          const holder = second === 0 ? -1 : this.holderOf(t, second);
          if (holder >= 0 && (holder & 1) === (ownerNs ? 1 : 0) && popcount(h[holder * 4 + t]) > 1) {
            const master = this.holderOf(t, top);
            let decisive = 0;
            if (holder === ((master + 1) & 3) && holder !== leader) decisive = second;
            else {
              const below = rest ^ second;
              const third = below === 0 ? 0 : 1 << highBit(below);
              if (third !== 0 && (this.holderOf(t, third) & 1) === (holder & 1)) decisive = third;
            }
            if (decisive !== 0) {
              rel[0] = rel[1] = rel[2] = rel[3] = 0;
              rel[t] = decisive;
              if (ownerNs) this.store(leader, d0, d1, 0, left - 1);
              else this.store(leader, d0, d1, 1, left);
              return !ownerNs;
            }
          }
        }
      }
    }

    // The side on lead needs every remaining trick but loses this one: in each suit the leader
    // holds, an opponent has the suit's top card and partner cannot ruff it.
    if (leaderNs ? target === left : target === 1) {
      const lho = (leader + 1) & 3;
      const rho = (leader + 3) & 3;
      const pd = (leader + 2) & 3;
      const trump = this.trump;
      let lost = true;
      for (let s = 0; s < 4 && lost; s++) {
        if (h[leader * 4 + s] === 0) continue;
        const top = 1 << highBit(alls[s]);
        if (((h[lho * 4 + s] | h[rho * 4 + s]) & top) === 0) lost = false;
        else if (trump !== NOTRUMP && s !== trump && h[pd * 4 + s] === 0 && h[pd * 4 + trump] !== 0)
          lost = false;
      }
      if (lost) {
        for (let s = 0; s < 4; s++) rel[s] = h[leader * 4 + s] === 0 ? 0 : 1 << highBit(alls[s]);
        if (leaderNs) this.store(leader, d0, d1, 0, left - 1);
        else this.store(leader, d0, d1, 1, left);
        return !leaderNs;
      }
      // Without trumps (in notrump, or once the trumps are gone), a side that wins every trick
      // leads every trick, and wins it in a suit whose top card it holds: the opponents would win
      // a suit they head by following with their top card. Each round of a suit takes a card from
      // each of the side's hands still holding it, so a suit gives at most as many rounds as the
      // side's longer holding. When those rounds, over the suits the side heads, are fewer than
      // the tricks left, it loses one. (The DDS paper's later tricks without trumps; checked
      // against the exact search on 116,000 small endings, squeezes among them.)
      // Deciding cards: the opponents' top card of each suit they head, as a position where the
      // side held it could give the side that suit's rounds too.
      if (trump === NOTRUMP || alls[trump] === 0) {
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
        if (rounds < left) {
          for (let s = 0; s < 4; s++) {
            const all = alls[s];
            const top = all === 0 ? 0 : 1 << highBit(all);
            rel[s] = ((h[lho * 4 + s] | h[rho * 4 + s]) & top) !== 0 && all !== top ? top : 0;
          }
          if (leaderNs) this.store(leader, d0, d1, 0, left - 1);
          else this.store(leader, d0, d1, 1, left);
          return !leaderNs;
        }
      }
    }

    const depth = 13 - left;
    const at = depth * 4;
    for (let s = 0; s < 4; s++) this.atTrickStart[at + s] = alls[s];
    const result = this.play(target, leader, 0, -1, -1, -1, -1, depth);
    for (let s = 0; s < 4; s++) alls[s] = this.atTrickStart[at + s];
    if (result) this.store(leader, d0, d1, target, left);
    else this.store(leader, d0, d1, 0, target - 1);
    return result;
  }

  /**
   * The last trick, each hand holding one card: whether North-South win it. The winning card
   * decides (rel) when another card of its suit is in the trick.
   */
  private lastTrick(leader: number): boolean {
    const h = this.h;
    const rel = this.rel;
    rel[0] = rel[1] = rel[2] = rel[3] = 0;
    let led = 0;
    while (h[leader * 4 + led] === 0) led++;
    const trump = this.trump;
    const s =
      trump !== NOTRUMP && (h[trump] | h[4 + trump] | h[8 + trump] | h[12 + trump]) !== 0 ? trump : led;
    const cards = h[s] | h[4 + s] | h[8 + s] | h[12 + s];
    const top = 1 << highBit(cards);
    if (cards !== top) rel[s] = top;
    return ((h[s] | h[8 + s]) & top) !== 0;
  }

  /** The hand (0 N .. 3 W) holding the card `bit` of suit s. */
  private holderOf(s: number, bit: number): number {
    const h = this.h;
    for (let p = 0; p < 3; p++) if ((h[p * 4 + s] & bit) !== 0) return p;
    return 3;
  }

  /**
   * Whether entry i's deciding cards are held by the same hands in the current position. An
   * entry's deciding cards are always the top ones of each suit (see store), so the owners of the
   * top k cards are the code's first k pairs of bits.
   */
  private matches(i: number): boolean {
    const tt = this.tt;
    for (let s = 0; s < 4; s++) {
      const m = tt.m[i * 4 + s];
      if (m === 0) continue;
      if (this.owners(s, 32 - Math.clz32(m)) !== tt.o[i * 4 + s]) return false;
    }
    return true;
  }

  /** The owners of the top k cards of suit s (k of them present), two bits each, highest first. */
  private owners(s: number, k: number): number {
    const h = this.h;
    const odd = h[4 + s] | h[12 + s];
    const back = h[8 + s] | h[12 + s];
    let all = this.alls[s];
    let o = 0;
    for (let i = 0; i < k; i++) {
      const r = 31 - Math.clz32(all);
      all ^= 1 << r;
      o = (o << 2) | ((odd >>> r) & 1) | (((back >>> r) << 1) & 2);
    }
    return o;
  }

  /**
   * Stores bounds for the position described by alls and the lengths, abstracted to the cards that
   * decided it (rel): those cards' places and owners stay exact, the rest count only by number.
   */
  private store(leader: number, d0: number, d1: number, lower: number, upper: number): void {
    const tt = this.tt;
    const rel = this.rel;
    const alls = this.alls;
    const pm = this.pat;
    const po = this.patOwners;
    for (let s = 0; s < 4; s++) {
      // Every card above a deciding card decides too: a higher card in other hands would change
      // who can win that trick. So the entry keeps the suit exact down to its lowest deciding card.
      const low = rel[s] & alls[s] & -(rel[s] & alls[s]);
      const r = low === 0 ? 0 : alls[s] & ~(low - 1);
      const k = popcount(r);
      pm[s] = (1 << k) - 1;
      po[s] = k === 0 ? 0 : this.owners(s, k);
    }
    let mask = 0;
    let sig = 0;
    let deep = 0;
    for (let su = 0; su < 4; su++) {
      const n = 32 - Math.clz32(pm[su]);
      const kk = n > 4 ? 4 : n;
      if (n > 4) deep = 0x100;
      mask |= ((((1 << (2 * kk)) - 1) << (2 * (4 - kk))) & 0xff) << (24 - 8 * su);
      sig |= (((po[su] >>> (2 * (n - kk))) << (2 * (4 - kk))) & 0xff) << (24 - 8 * su);
    }
    let dist = tt.findOrAdd(leader, d0, d1);
    const rec = tt.rec;
    // An entry for the same pattern is found through a hash of it rather than by walking the
    // distribution's chain; when the hash's slot has gone to another pattern the entry is made
    // again (two entries for one pattern are both right, and the one made last is found first).
    let key = Math.imul(dist ^ deep, 0x9e3779b1) ^ Math.imul(sig, 0x85ebca77) ^ Math.imul(mask, 0xc2b2ae3d);
    if (deep !== 0) {
      for (let su = 0; su < 4; su++) key = Math.imul(key ^ pm[su] ^ (po[su] << 13), 0x27d4eb2f);
    }
    key = (key ^ (key >>> 15)) & (SAME_SLOTS - 1);
    const i = tt.same[key] - 1;
    if (
      i >= 0 &&
      rec[i * 4 + 1] === sig &&
      rec[i * 4 + 2] === mask &&
      (rec[i * 4 + 3] & 0x100) === deep &&
      tt.d0[i] === d0 &&
      tt.d1[i] === d1 &&
      tt.lead[i] === leader &&
      (deep === 0 ||
        (tt.m[i * 4] === pm[0] &&
          tt.m[i * 4 + 1] === pm[1] &&
          tt.m[i * 4 + 2] === pm[2] &&
          tt.m[i * 4 + 3] === pm[3] &&
          tt.o[i * 4] === po[0] &&
          tt.o[i * 4 + 1] === po[1] &&
          tt.o[i * 4 + 2] === po[2] &&
          tt.o[i * 4 + 3] === po[3]))
    ) {
      const info = rec[i * 4 + 3];
      const lo = Math.max(info & 15, lower);
      const up = Math.min((info >> 4) & 15, upper);
      rec[i * 4 + 3] = (info & ~0xff) | lo | (up << 4);
      return;
    }
    if (tt.used === TT_SLOTS) {
      tt.halve();
      dist = tt.findOrAdd(leader, d0, d1);
    }
    const e = tt.used++;
    tt.lead[e] = leader;
    tt.d0[e] = d0;
    tt.d1[e] = d1;
    for (let su = 0; su < 4; su++) {
      tt.m[e * 4 + su] = pm[su];
      tt.o[e * 4 + su] = po[su];
    }
    rec[e * 4 + 1] = sig;
    rec[e * 4 + 2] = mask;
    let counts = 0;
    for (let su = 0; su < 4; su++) counts |= (32 - Math.clz32(pm[su])) << (12 + 4 * su);
    rec[e * 4 + 3] = counts | deep | lower | (upper << 4);
    tt.link(e, dist);
    tt.same[key] = e + 1;
  }

  /**
   * Tricks the side on lead can surely take at once (of the `left` to play), with their deciding
   * cards left in rel: the leader's own winners; without trumps, the leader's and then partner's
   * after a crossing (cashThenCross); or, when the leader can reach partner with a low card to
   * partner's master in some suit, partner's winners instead; whichever is most.
   */
  private quickTricks(leader: number, left: number, need: number): number {
    const rel = this.rel;
    const own = this.quickFrom(leader, rel, need);
    if (own >= need) return own;
    const pd = (leader + 2) & 3;
    const h = this.h;
    const trump = this.trump;
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
    const other = this.relOther;
    if (trump === NOTRUMP || this.alls[trump] === 0) {
      const both = this.cashThenCross(leader, pd, left);
      if (both > own) {
        rel[0] = other[0];
        rel[1] = other[1];
        rel[2] = other[2];
        rel[3] = other[3];
        return both;
      }
    }
    if (entry < 0) return own;
    const via = this.quickFrom(pd, other, need);
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
  private cashThenCross(leader: number, pd: number, left: number): number {
    const h = this.h;
    const out = this.relOther;
    const ownBy = this.ownBy;
    const wonBy = this.wonBy;
    out[0] = out[1] = out[2] = out[3] = 0;
    let own = 0;
    let theirs = 0;
    // Partner's cards it can throw without losing a trick: those of the leader's suits and those
    // below its winners.
    let spare = 0;
    for (let s = 0; s < 4; s++) {
      const pdLen = popcount(h[pd * 4 + s]);
      ownBy[s] = this.cashable(leader, s, out);
      if (ownBy[s] > 0) {
        own += ownBy[s];
        wonBy[s] = 0;
        spare += pdLen;
        continue;
      }
      wonBy[s] = this.cashable(pd, s, out);
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
        const under = this.crossUnder(leader, pd, s);
        if (under > 0) {
          const total = Math.min(left, before + under + after);
          if (total > best) {
            best = total;
            bestSuit = s;
            bestCards = this.crossCards;
          }
        }
      }
      const over = this.crossOver(leader, pd, s);
      if (over > 0 && spareElse + this.crossSpare >= before) {
        const total = Math.min(left, before + over + after);
        if (total > best) {
          best = total;
          bestSuit = s;
          bestCards = this.crossCards;
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
  private crossUnder(leader: number, pd: number, s: number): number {
    const h = this.h;
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
    this.crossCards = wins | (1 << highBit(pdS));
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
  private crossOver(leader: number, pd: number, s: number): number {
    const h = this.h;
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
    this.crossCards = leadTop | pdTop;
    const rounds = a + b;
    if (leadLen <= rounds && popcount(lhoS) <= rounds && popcount(rhoS) <= rounds) {
      this.crossSpare = 0;
      return pdLen;
    }
    this.crossSpare = pdLen - rounds;
    return rounds;
  }

  /**
   * The winners `p` can cash from the top while keeping the lead: in each suit its cards above
   * every other hand's (all its length when nobody else can follow past them). In a suit contract
   * the trumps come first; then a side suit gives only as many rounds as each opponent still
   * holding trumps can follow. The deciding cards go to `out` by suit.
   */
  private quickFrom(p: number, out: Int32Array, need: number): number {
    const h = this.h;
    const lho = (p + 1) & 3;
    const rho = (p + 3) & 3;
    const trump = this.trump;
    out[0] = out[1] = out[2] = out[3] = 0;
    let lhoTrumps = 0;
    let rhoTrumps = 0;
    let total = 0;
    if (trump !== NOTRUMP) {
      lhoTrumps = popcount(h[lho * 4 + trump]);
      rhoTrumps = popcount(h[rho * 4 + trump]);
      const run = this.cashable(p, trump, out);
      if (run >= need) return Search.keepTop(out, trump, need, run);
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
      const run = this.cashable(p, s, out);
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
        return total + Search.keepTop(out, s, need - total, counted);
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
  private static keepTop(out: Int32Array, s: number, want: number, counted: number): number {
    let wins = out[s];
    const n = popcount(wins);
    if (want > n) return counted;
    for (let k = n - want; k > 0; k--) wins &= wins - 1;
    out[s] = wins;
    return want;
  }

  /** The tricks `p` can cash in suit s from the top (its deciding cards go to out[s]). */
  private cashable(p: number, s: number, out: Int32Array): number {
    const h = this.h;
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
   * Plays the trick's card number `pos` (0 the lead) by `player`; `led` is the suit led (-1 before
   * the lead), `winSuit`/`winRank`/`winner` the card winning so far.
   */
  private play(
    target: number,
    player: number,
    pos: number,
    led: number,
    winSuit: number,
    winRank: number,
    winner: number,
    depth: number,
  ): boolean {
    const h = this.h;
    const maximizing = (player & 1) === 0;
    if (pos === 1) {
      // Second hand's side wins this trick when its best card of the led suit beats the card led
      // and every card the leader's partner holds in the suit, and the leader's partner cannot
      // ruff: enough when the side needs just this trick. Without trumps, the hand holding that
      // card keeps the lead and cashes its winners (the paper's quick tricks for the second hand).
      const need = maximizing ? target : 14 - depth - target;
      const trump = this.trump;
      const third = ((player + 1) & 3) * 4;
      const partner = (player + 2) & 3;
      const ours = h[player * 4 + led] | h[partner * 4 + led];
      if (
        ours > ((1 << winRank) | h[third + led]) &&
        !(trump !== NOTRUMP && led !== trump && h[third + led] === 0 && h[third + trump] !== 0)
      ) {
        const rel = this.rel;
        const best = 1 << highBit(ours);
        rel[0] = rel[1] = rel[2] = rel[3] = 0;
        rel[led] = best;
        if (need === 1) return maximizing;
        if (trump === NOTRUMP || this.atTrickStart[depth * 4 + trump] === 0) {
          const hh = (h[player * 4 + led] & best) !== 0 ? player : partner;
          if (1 + this.secondHandTricks(hh, led, best, need - 1) >= need) return maximizing;
        }
      }
    }
    const bufBase = (depth * 4 + pos) * MAX_MOVES;
    const n = this.generate(player, pos, led, winSuit, winRank, winner, depth, bufBase);
    const moves = this.moves;
    const rel = this.rel;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    // Small cards: once a card of a suit has been tried and nothing at or below it mattered (it
    // lies below every card that decided the answer), every other card of the suit below the
    // lowest deciding card would give the same answer (the "small cards" of the DDS paper).
    const smallBase = (depth * 4 + pos) * 4;
    const small = this.small;
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
      if (player & 2) this.d1 = (this.d1 - lenBit) | 0;
      else this.d0 = (this.d0 - lenBit) | 0;
      let nWinSuit = winSuit;
      let nWinRank = winRank;
      let nWinner = winner;
      if (pos === 0) {
        nWinSuit = s;
        nWinRank = r;
        nWinner = player;
      } else if (s === winSuit) {
        if (r > winRank) {
          nWinRank = r;
          nWinner = player;
        }
      } else if (s === this.trump) {
        nWinSuit = s;
        nWinRank = r;
        nWinner = player;
      }
      let ok: boolean;
      if (pos === 3) {
        ok = this.trickStart((nWinner & 1) === 0 ? target - 1 : target, nWinner, 12 - depth);
        // The winning card won by its rank when another card of its suit was in the trick (the
        // cards of the suit played to it are those at the trick's start no hand holds now).
        const played =
          this.atTrickStart[depth * 4 + nWinSuit] ^
          (h[nWinSuit] | h[4 + nWinSuit] | h[8 + nWinSuit] | h[12 + nWinSuit]);
        if ((played & (played - 1)) !== 0) rel[nWinSuit] |= 1 << nWinRank;
      } else {
        ok = this.play(
          target,
          (player + 1) & 3,
          pos + 1,
          pos === 0 ? s : led,
          nWinSuit,
          nWinRank,
          nWinner,
          depth,
        );
      }
      h[idx] ^= bit;
      if (player & 2) this.d1 = (this.d1 + lenBit) | 0;
      else this.d0 = (this.d0 + lenBit) | 0;
      // The card stood for the run of equivalent cards above it in the same hand (no other hand's
      // card between). When one of those cards decided the answer, whichever of the run is kept
      // decides it, so the card played does too: a position where another hand holds a card
      // inside the run (the 9 of T9 replaced by a 3, below an opponent's 6) gives the holder a
      // choice this search never tried, and must not take this answer.
      // (The small cards below stay judged by the answer as searched, without the card played.)
      const rs = rel[s];
      if (rs !== 0) {
        const aboveR = ~((2 << r) - 1);
        const outsideAbove = this.atTrickStart[depth * 4 + s] & ~h[idx] & aboveR;
        const limit = outsideAbove === 0 ? 1 << 13 : outsideAbove & -outsideAbove;
        if ((rs & h[idx] & aboveR & (limit - 1)) !== 0) rel[s] = rs | bit;
      }
      if (ok === maximizing) {
        this.killers[depth * 4 + pos] = mv;
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
   * Without trumps, the tricks hand p takes after winning this trick with `best` of the led
   * suit: its other cards of the led suit above every other hand's, then in each other suit its
   * winners from the top, counted until `need`; the deciding cards join rel. Cards the other
   * hands play to this trick only make p's cards higher.
   */
  private secondHandTricks(p: number, led: number, best: number, need: number): number {
    const h = this.h;
    const rel = this.rel;
    const others = h[((p + 1) & 3) * 4 + led] | h[((p + 2) & 3) * 4 + led] | h[((p + 3) & 3) * 4 + led];
    const above = others === 0 ? -1 : highBit(others);
    const wins = ((h[p * 4 + led] ^ best) >>> (above + 1)) << (above + 1);
    rel[led] = wins;
    let total = Search.keepTop(rel, led, need, popcount(wins));
    rel[led] |= best;
    if (total >= need) return total;
    for (let s = 0; s < 4; s++) {
      if (s === led) continue;
      const run = this.cashable(p, s, rel);
      if (run === 0) continue;
      if (total + run >= need) return total + Search.keepTop(rel, s, need - total, run);
      total += run;
    }
    return total;
  }

  /** Fills the move buffer with the player's candidate cards, best first; returns their number. */
  private generate(
    player: number,
    pos: number,
    led: number,
    winSuit: number,
    winRank: number,
    winner: number,
    depth: number,
    bufBase: number,
  ): number {
    const h = this.h;
    const trump = this.trump;
    const moves = this.moves;
    const weights = this.weights;
    const startBase = depth * 4;
    let n = 0;
    const partnerWinning = pos > 0 && ((winner - player) & 3) === 2;
    const follow = led >= 0 && h[player * 4 + led] !== 0;
    let suitBest = -1;
    if (pos === 3 && follow) {
      // Fourth hand following suit: the lowest card that wins when partner is not winning, then
      // the others from the lowest up (one card per group of equivalent cards).
      const mine = h[player * 4 + led];
      const outside = this.atTrickStart[startBase + led] & ~mine;
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
    for (let s = 0; s < 4; s++) {
      if (follow && s !== led) continue;
      const mine = h[player * 4 + s];
      if (mine === 0) continue;
      const outside = this.atTrickStart[startBase + s] & ~mine;
      if (pos === 0) this.leadSuit(player, s, depth);
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
          w = trump === NOTRUMP ? this.leadWeightNT(r, top) : this.leadWeightTrump(player, s, r, top);
        else if (follow) {
          const beats = s === winSuit && top > winRank;
          if (partnerWinning) {
            w = 60 - r;
            if (pos === 2 && winSuit === s) {
              // Third hand when the fourth hand can beat partner's card: the cheapest card that
              // beats every card of the fourth hand first, else the cheapest that forces its top
              // card out.
              const fourth = h[((player + 1) & 3) * 4 + s];
              if (fourth >>> (winRank + 1) !== 0) w = this.thirdHandWeight(fourth, top, r, beats);
            }
          } else if (beats) {
            if (pos === 3) w = 80 - r;
            else if (pos === 2) w = this.thirdHandWeight(h[((player + 1) & 3) * 4 + s], top, r, true);
            else {
              // Second hand: the cheapest card that beats the card led and every card of the
              // third hand wins the trick unless partner can; otherwise low.
              const third = h[((player + 1) & 3) * 4 + s];
              const fourth = h[((player + 2) & 3) * 4 + s];
              w = third >>> (top + 1) === 0 && fourth <= ((1 << winRank) | third) ? 81 - r : 30 - r;
            }
          } else w = 60 - r;
          if (pos === 1 && !beats) w = 65 - r;
        } else if (s === trump) {
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
    // Insertion sort, highest weight first.
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
    // The card that last cut the search off at this point of a trick goes first.
    const killer = this.killers[depth * 4 + pos];
    if (pos === 0 && killer >= 0 && moves[bufBase] !== killer) {
      for (let i = 1; i < n; i++) {
        if (moves[bufBase + i] === killer) {
          for (let j = i; j > 0; j--) moves[bufBase + j] = moves[bufBase + j - 1];
          moves[bufBase] = killer;
          break;
        }
      }
    }
    return n;
  }

  /**
   * Third hand's card (the lowest of a run topped by `top`, beating the card winning so far or
   * not) when the fourth hand follows: the cheapest card above all the fourth hand's cards wins;
   * failing that, the cheapest one above the fourth hand's second card forces its top card out;
   * otherwise low.
   */
  private thirdHandWeight(fourth: number, top: number, r: number, beats: boolean): number {
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
  private leadSuit(player: number, s: number, depth: number): void {
    const h = this.h;
    const v = this.leadView;
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
   * leadSuit read it): suits where the opponents have few cards first (fewer choices), and a
   * partner void late. A card that wins the trick (its own top card or partner's above the
   * opponents') comes early unless an opponent holds the suit's second card behind it; one that
   * does not, early when partner holds the suit's second card behind the top one, or the side the
   * second and third, so that the next round is the side's; late when the right hand opponent
   * holds a top card over partner.
   */
  private leadWeightNT(r: number, top: number): number {
    const v = this.leadView;
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
   * as leadSuit read it). As in notrump, suits where the opponents have few cards first; a suit
   * an opponent can ruff, or where the right hand opponent holds one of the two top cards, later;
   * one partner can ruff, or where the left hand opponent's top card sits over partner's second,
   * earlier. A card that wins the trick (the leader's or partner's top card, or partner's ruff)
   * comes before one that does not.
   */
  private leadWeightTrump(player: number, s: number, r: number, top: number): number {
    const h = this.h;
    const v = this.leadView;
    const trump = this.trump;
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
    if (side && mine === 1 << r && h[player * 4 + trump] !== 0 && pdLen > 1 && (pdS & first) !== 0)
      base += 19;
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
}

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
function nsTricks(search: Search, leader: number, guess: number): number {
  let lo = 0;
  let hi = 13;
  let t = Math.max(0, Math.min(13, guess));
  // Invariant: NS can take lo; NS cannot take hi + 1.
  while (lo < hi) {
    if (t <= lo) t = lo + 1;
    if (t > hi) t = hi;
    if (search.nsAtLeast(t, leader)) {
      lo = t;
      t = t + 1;
    } else {
      hi = t - 1;
      t = t - 1;
    }
  }
  return lo;
}

/** The one transposition table of this thread, made on first use and reused by every search. */
function transpositionTable(): TranspositionTable {
  if (!sharedTable) sharedTable = new TranspositionTable();
  return sharedTable;
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
  const search = new Search(deal, strain, tt, options.budget ?? DEFAULT_NODE_BUDGET);
  const leader = (declarer + 1) & 3;
  const ns = nsTricks(search, leader, guessNs(deal, strain));
  if (options.counter) options.counter.nodes = search.nodes;
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
    const search = new Search(deal, strain, tt, budget - used);
    // Declarer N: leader E (1); S: leader W (3); E: leader S (2); W: leader N (0).
    // Leaders N, E, S, W in turn (declarers W, N, E, S), each starting from the one before: this
    // order took 4% fewer search steps on the bench's deals than E, W, S, N.
    const nsWithLeaderN = nsTricks(search, 0, guessNs(deal, strain));
    const nsWithLeaderE = nsTricks(search, 1, nsWithLeaderN);
    const nsWithLeaderS = nsTricks(search, 2, nsWithLeaderE);
    const nsWithLeaderW = nsTricks(search, 3, nsWithLeaderS);
    tricks[0][strain] = nsWithLeaderE;
    tricks[2][strain] = nsWithLeaderW;
    tricks[1][strain] = 13 - nsWithLeaderS;
    tricks[3][strain] = 13 - nsWithLeaderN;
    used += search.nodes;
    options.onStrain?.(strain + 1);
  }
  if (options.counter) options.counter.nodes = used;
  return { tricks };
}

/**
 * The memory the transposition table takes, in bytes (about 35 MB), fixed whatever the deal: per
 * entry 16 bytes read by lookups, 33 for the full pattern and its distribution, and up to one
 * distribution record (16 bytes) per entry, plus the hashed heads and the hash that finds an
 * entry to update.
 */
export const TRANSPOSITION_TABLE_BYTES =
  TT_SLOTS * (16 + 1 + 4 + 4 + 8 + 16 + 16) + TT_HEADS * 4 + SAME_SLOTS * 4;
