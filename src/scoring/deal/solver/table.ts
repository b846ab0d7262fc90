// The transposition table: bounds on North-South's remaining tricks for positions already searched,
// consulted at the start of each trick. A position is kept in relative ranks: for each suit, which
// hand holds the highest remaining card, the next, ... down to the lowest card that decided the
// answer (the "winning ranks" of the DDS paper), the other cards counting only by number, so that
// positions differing only in small cards share an entry. Entries are grouped by distribution (the
// hand on lead and the sixteen lengths) and compared first on the owners of the top four cards of
// each suit, one number. Its size is fixed (TRANSPOSITION_TABLE_BYTES, about 35 MB: 524,288
// entries); when it is full the half with the fewest tricks left is dropped. The entry that answers
// a lookup moves to the front of its chain, where the next lookup of a similar position finds it
// first; a pattern stored again finds its entry through a hash rather than by walking the chain.
//
// The packed numbers of an entry are written and read only through the codec at the top of this
// file (encodeSignature, encodeMask, encodeInfo and the info readers).
import * as positionModule from "./position";
import type { SearchState } from "./position";

// The imported names this file calls, read once (see "Imported names" in position.ts).
const { owners, popcount, topCards, UNKNOWN } = positionModule;

/** Transposition table entries (a power of two). */
const TT_SLOTS = 1 << 19;
const TT_HEADS = 1 << 18;
/** Slots of the hash that finds an entry to update when a pattern is stored again. */
const SAME_SLOTS = 1 << 18;

/**
 * The memory the transposition table takes, in bytes (about 35 MB), fixed whatever the deal: per
 * entry 16 bytes read by lookups, 33 for the full pattern and its distribution, and up to one
 * distribution record (16 bytes) per entry, plus the hashed heads and the hash that finds an
 * entry to update.
 */
export const TRANSPOSITION_TABLE_BYTES =
  TT_SLOTS * (16 + 1 + 4 + 4 + 8 + 16 + 16) + TT_HEADS * 4 + SAME_SLOTS * 4;

// ---------------------------------------------------------------------------------------------
// The codec of an entry. What a lookup reads is four numbers an entry side by side in `rec`:
// - REC_NEXT: the next entry of the distribution's chain (-1 at its end);
// - REC_SIG: the owners of the top four deciding cards of each suit, two bits a card (0 N .. 3 W,
//   highest card first), a byte a suit, spades in the highest byte;
// - REC_MASK: which bits of REC_SIG count (a suit with k < 4 deciding cards has its 2k top bits);
// - REC_INFO: the bounds on North-South's tricks (lower in bits 0-3, upper in bits 4-7), INFO_DEEP
//   when some suit has more than four deciding cards (then the full pattern is compared too), and
//   the number of each suit's deciding cards in bits 12-27 (four bits a suit, spades first), so
//   that an answer's deciding cards are read without the full pattern.

export const REC_NEXT = 0;
export const REC_SIG = 1;
export const REC_MASK = 2;
export const REC_INFO = 3;
/** REC_INFO's flag: some suit has more than four deciding cards. */
export const INFO_DEEP = 0x100;

/**
 * A signature's mask: for each suit, the bits of its deciding cards among the top four. pm holds,
 * by suit, the deciding cards' places as a mask of the k lowest bits (k the suit's deciding cards).
 */
export function encodeMask(pm: ArrayLike<number>): number {
  let mask = 0;
  for (let s = 0; s < 4; s++) {
    const n = 32 - Math.clz32(pm[s]);
    const kk = n > 4 ? 4 : n;
    mask |= ((((1 << (2 * kk)) - 1) << (2 * (4 - kk))) & 0xff) << (24 - 8 * s);
  }
  return mask;
}

/**
 * A signature: for each suit the owners of its top four deciding cards (po: by suit, the owners of
 * all its deciding cards, two bits each, highest first), in the places a position's top-four
 * owners take (see topFourOwners).
 */
export function encodeSignature(pm: ArrayLike<number>, po: ArrayLike<number>): number {
  let sig = 0;
  for (let s = 0; s < 4; s++) {
    const n = 32 - Math.clz32(pm[s]);
    const kk = n > 4 ? 4 : n;
    sig |= (((po[s] >>> (2 * (n - kk))) << (2 * (4 - kk))) & 0xff) << (24 - 8 * s);
  }
  return sig;
}

/** The info word of an entry with bounds lower..upper and the deciding cards of pm (see encodeMask). */
export function encodeInfo(lower: number, upper: number, pm: ArrayLike<number>): number {
  let info = lower | (upper << 4);
  for (let s = 0; s < 4; s++) {
    const n = 32 - Math.clz32(pm[s]);
    if (n > 4) info |= INFO_DEEP;
    info |= n << (12 + 4 * s);
  }
  return info;
}

/** The lower bound of an info word. */
export function infoLower(info: number): number {
  return info & 15;
}

/** The upper bound of an info word. */
export function infoUpper(info: number): number {
  return (info >> 4) & 15;
}

/** INFO_DEEP when the entry has a suit of more than four deciding cards, else 0. */
export function infoDeep(info: number): number {
  return info & INFO_DEEP;
}

/** The number of deciding cards of suit s. */
export function infoCount(info: number, s: number): number {
  return (info >>> (12 + 4 * s)) & 15;
}

/** The info word with its bounds replaced. */
export function infoWithBounds(info: number, lower: number, upper: number): number {
  return (info & ~0xff) | lower | (upper << 4);
}

/** An entry's packed numbers read back, for tests and for looking into the table. */
export interface DecodedEntry {
  readonly lower: number;
  readonly upper: number;
  readonly deep: boolean;
  /** By suit, the number of deciding cards. */
  readonly counts: readonly number[];
  /** By suit, the owners of its top deciding cards (up to four), two bits each, highest first. */
  readonly topOwners: readonly number[];
}

/** Reads an entry's signature, mask and info word back. */
export function decodeEntry(sig: number, mask: number, info: number): DecodedEntry {
  const counts: number[] = [];
  const topOwners: number[] = [];
  for (let s = 0; s < 4; s++) {
    const kk = popcount((mask >>> (24 - 8 * s)) & 0xff) >> 1;
    counts.push(infoCount(info, s));
    topOwners.push(((sig >>> (24 - 8 * s)) & 0xff) >>> (2 * (4 - kk)));
  }
  return { lower: infoLower(info), upper: infoUpper(info), deep: infoDeep(info) !== 0, counts, topOwners };
}

/**
 * The owners of the top four cards of each suit in the position, in a signature's places: compared
 * with an entry's signature under its mask before its full pattern.
 */
function topFourOwners(st: SearchState): number {
  const h = st.h;
  const alls = st.alls;
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
  return top4;
}

// ---------------------------------------------------------------------------------------------

export class TranspositionTable {
  // Two levels. A distribution is a hand on lead and the lengths of all sixteen holdings (d0:
  // North's and East's, d1: South's and West's, four bits each); distributions are chained from
  // hashed heads. Each distribution chains its entries, newest first. An entry holds, per suit,
  // the places of the cards that mattered (bit 0 for the highest remaining card) and their owners,
  // two bits each, highest first (m and o); the other cards count only by number. Then what a
  // lookup reads (rec, see the codec above). When the pool of entries is full its older half is
  // dropped.
  readonly heads = new Int32Array(TT_HEADS).fill(-1);
  /** Four numbers a distribution side by side: d0, d1, the hand on lead plus 4 * (next + 1), first entry. */
  readonly dist = new Int32Array(TT_SLOTS * 4);
  dists = 0;
  /** Four numbers an entry (REC_NEXT, REC_SIG, REC_MASK, REC_INFO). */
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

  /** Scratch of store: by suit, the deciding cards' places (pm) and their owners (po). */
  readonly pat = new Int32Array(4);
  readonly patOwners = new Int32Array(4);

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
    this.rec[e * 4 + REC_NEXT] = this.dist[d * 4 + 3];
    this.dist[d * 4 + 3] = e;
  }

  static head(leader: number, d0: number, d1: number): number {
    let h = Math.imul(d0, 0x9e3779b1) ^ Math.imul(d1 ^ (leader << 29), 0x85ebca77);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 13;
    return (h >>> 0) & (TT_HEADS - 1);
  }
}

/** The tricks left in entry e's position: the length of the hand on lead. */
function tricksLeft(tt: TranspositionTable, e: number): number {
  const shift = (tt.lead[e] & 1) * 4;
  const d = (tt.lead[e] & 2) === 0 ? tt.d0[e] : tt.d1[e];
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
function halve(tt: TranspositionTable): void {
  const used = tt.used;
  const counts = new Int32Array(15);
  for (let e = 0; e < used; e++) counts[tricksLeft(tt, e)]++;
  let floor = 14;
  let kept = 0;
  while (floor > 0 && kept + counts[floor - 1] <= used >> 1) kept += counts[--floor];
  // Of the entries one trick below the floor, the newest that still fit.
  let room = (used >> 1) - kept;
  let from = used;
  if (floor > 0) {
    while (from > 0 && room > 0) {
      from--;
      if (tricksLeft(tt, from) === floor - 1) room--;
    }
  }
  tt.clear();
  let e = 0;
  for (let f = 0; f < used; f++) {
    const left = tricksLeft(tt, f);
    if (left < floor && !(left === floor - 1 && f >= from)) continue;
    tt.lead[e] = tt.lead[f];
    tt.d0[e] = tt.d0[f];
    tt.d1[e] = tt.d1[f];
    for (let s = 0; s < 4; s++) {
      tt.m[e * 4 + s] = tt.m[f * 4 + s];
      tt.o[e * 4 + s] = tt.o[f * 4 + s];
    }
    // The packed numbers move as they are (the chain's link is made again).
    tt.rec[e * 4 + REC_SIG] = tt.rec[f * 4 + REC_SIG];
    tt.rec[e * 4 + REC_MASK] = tt.rec[f * 4 + REC_MASK];
    tt.rec[e * 4 + REC_INFO] = tt.rec[f * 4 + REC_INFO];
    tt.link(e, tt.findOrAdd(tt.lead[e], tt.d0[e], tt.d1[e]));
    e++;
  }
  tt.used = e;
}

let sharedTable: TranspositionTable | null = null;

/** The one transposition table of this thread, made on first use and reused by every search. */
export function transpositionTable(): TranspositionTable {
  if (!sharedTable) sharedTable = new TranspositionTable();
  return sharedTable;
}

/**
 * What the table knows of the position (st.alls and the lengths, `leader` on lead) against
 * `target`: 1 when North-South reach it, 0 when they do not (the deciding cards then in st.rel),
 * UNKNOWN when no entry decides.
 */
export function lookup(st: SearchState, target: number, leader: number): number {
  const tt = st.tt as TranspositionTable;
  const dist = tt.find(leader, st.d0, st.d1);
  if (dist < 0) return UNKNOWN;
  const top4 = topFourOwners(st);
  const rec = tt.rec;
  for (let i = tt.dist[dist * 4 + 3], prev = -1; i >= 0; prev = i, i = rec[i * 4 + REC_NEXT]) {
    if ((top4 & rec[i * 4 + REC_MASK]) !== rec[i * 4 + REC_SIG]) continue;
    const info = rec[i * 4 + REC_INFO];
    if (infoDeep(info) !== 0 && !matches(st, i)) continue;
    const yes = infoLower(info) >= target;
    if (yes || infoUpper(info) < target) {
      const rel = st.rel;
      const alls = st.alls;
      for (let s = 0; s < 4; s++) rel[s] = topCards(alls[s], infoCount(info, s));
      // The entry that answered moves to the front of its chain: it will likely answer again.
      if (prev >= 0) {
        rec[prev * 4 + REC_NEXT] = rec[i * 4 + REC_NEXT];
        rec[i * 4 + REC_NEXT] = tt.dist[dist * 4 + 3];
        tt.dist[dist * 4 + 3] = i;
      }
      return yes ? 1 : 0;
    }
  }
  return UNKNOWN;
}

/**
 * Whether entry i's deciding cards are held by the same hands in the current position. An
 * entry's deciding cards are always the top ones of each suit (see store), so the owners of the
 * top k cards are the code's first k pairs of bits.
 */
function matches(st: SearchState, i: number): boolean {
  const tt = st.tt as TranspositionTable;
  for (let s = 0; s < 4; s++) {
    const m = tt.m[i * 4 + s];
    if (m === 0) continue;
    if (owners(st, s, 32 - Math.clz32(m)) !== tt.o[i * 4 + s]) return false;
  }
  return true;
}

/** Whether entry i's full pattern is the one in the table's scratch (pat and patOwners). */
function samePattern(tt: TranspositionTable, i: number): boolean {
  const pm = tt.pat;
  const po = tt.patOwners;
  return (
    tt.m[i * 4] === pm[0] &&
    tt.m[i * 4 + 1] === pm[1] &&
    tt.m[i * 4 + 2] === pm[2] &&
    tt.m[i * 4 + 3] === pm[3] &&
    tt.o[i * 4] === po[0] &&
    tt.o[i * 4 + 1] === po[1] &&
    tt.o[i * 4 + 2] === po[2] &&
    tt.o[i * 4 + 3] === po[3]
  );
}

/**
 * Stores bounds for the position described by st.alls and the lengths d0 and d1 (`leader` on
 * lead), abstracted to the cards that decided it (st.rel): those cards' places and owners stay
 * exact, the rest count only by number.
 */
export function store(
  st: SearchState,
  leader: number,
  d0: number,
  d1: number,
  lower: number,
  upper: number,
): void {
  const tt = st.tt as TranspositionTable;
  const rel = st.rel;
  const alls = st.alls;
  const pm = tt.pat;
  const po = tt.patOwners;
  for (let s = 0; s < 4; s++) {
    // Every card above a deciding card decides too: a higher card in other hands would change
    // who can win that trick. So the entry keeps the suit exact down to its lowest deciding card.
    const low = rel[s] & alls[s] & -(rel[s] & alls[s]);
    const r = low === 0 ? 0 : alls[s] & ~(low - 1);
    const k = popcount(r);
    pm[s] = (1 << k) - 1;
    po[s] = k === 0 ? 0 : owners(st, s, k);
  }
  const mask = encodeMask(pm);
  const sig = encodeSignature(pm, po);
  const info = encodeInfo(lower, upper, pm);
  const deep = infoDeep(info);
  let dist = tt.findOrAdd(leader, d0, d1);
  const rec = tt.rec;
  // An entry for the same pattern is found through a hash of it rather than by walking the
  // distribution's chain; when the hash's slot has gone to another pattern the entry is made
  // again (two entries for one pattern are both right, and the one made last is found first).
  let key = Math.imul(dist ^ deep, 0x9e3779b1) ^ Math.imul(sig, 0x85ebca77) ^ Math.imul(mask, 0xc2b2ae3d);
  if (deep !== 0) {
    for (let s = 0; s < 4; s++) key = Math.imul(key ^ pm[s] ^ (po[s] << 13), 0x27d4eb2f);
  }
  key = (key ^ (key >>> 15)) & (SAME_SLOTS - 1);
  const i = tt.same[key] - 1;
  if (
    i >= 0 &&
    rec[i * 4 + REC_SIG] === sig &&
    rec[i * 4 + REC_MASK] === mask &&
    infoDeep(rec[i * 4 + REC_INFO]) === deep &&
    tt.d0[i] === d0 &&
    tt.d1[i] === d1 &&
    tt.lead[i] === leader &&
    (deep === 0 || samePattern(tt, i))
  ) {
    const old = rec[i * 4 + REC_INFO];
    const lo = Math.max(infoLower(old), lower);
    const up = Math.min(infoUpper(old), upper);
    rec[i * 4 + REC_INFO] = infoWithBounds(old, lo, up);
    return;
  }
  if (tt.used === TT_SLOTS) {
    halve(tt);
    dist = tt.findOrAdd(leader, d0, d1);
  }
  const e = tt.used++;
  tt.lead[e] = leader;
  tt.d0[e] = d0;
  tt.d1[e] = d1;
  for (let s = 0; s < 4; s++) {
    tt.m[e * 4 + s] = pm[s];
    tt.o[e * 4 + s] = po[s];
  }
  rec[e * 4 + REC_SIG] = sig;
  rec[e * 4 + REC_MASK] = mask;
  rec[e * 4 + REC_INFO] = info;
  tt.link(e, dist);
  tt.same[key] = e + 1;
}
