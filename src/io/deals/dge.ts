// DGE files: the deals of a Duplimate dealing machine as four sorted hands. Layout from Duplimate's
// description of its file formats ("Convert", the DUP, BRI, DGE and HRF formats): each board is 68
// bytes, North's hand, then East's, South's and West's, 17 bytes each: the four suit symbols, each
// followed by the suit's ranks (AKQJT98765432), spades, hearts, diamonds, clubs. The symbols are
// one byte each, the DOS character set's card symbols: 06 spade, 03 heart, 04 diamond, 05 club
// (this reader takes the letters S, H, D and C in their place too). No board number, dealer or
// vulnerability: the boards are 1, 2, 3, ... in order, dealer and vulnerability from the number.
// Padding between boards is passed over as in a BRI file (bri.ts).
import { describeByte, readFixedRecords } from "./bri";
import { Hands } from "./common";
import type { HandRecords } from "../hand-record";

/** The bytes of one board's DGE part. */
export const DGE_BYTES = 68;

const HAND_BYTES = 17;
const RANKS = "23456789TJQKA";

/** The suit a byte marks (0 spades .. 3 clubs), or -1: the DOS symbols, or the letters. */
function suitOf(b: number): number {
  switch (b) {
    case 0x06:
    case 0x53: // S
      return 0;
    case 0x03:
    case 0x48: // H
      return 1;
    case 0x04:
    case 0x44: // D
      return 2;
    case 0x05:
    case 0x43: // C
      return 3;
    default:
      return -1;
  }
}

/**
 * Whether the bytes open as a DGE part does: a suit symbol (a DOS card symbol, 03 to 06).
 *
 * @example
 * looksLikeDge(fs.readFileSync("set.dge")); // true
 */
export function looksLikeDge(bytes: Uint8Array): boolean {
  return bytes.length >= DGE_BYTES && bytes[0] >= 3 && bytes[0] <= 6;
}

/**
 * Whether 68 bytes from `at` are blank (spaces or NULs): a DUP record's DGE part left out.
 *
 * @example
 * blankDge(new Uint8Array(68), 0); // true
 */
export function blankDge(bytes: Uint8Array, at: number): boolean {
  for (let i = at; i < at + DGE_BYTES; i++) if (bytes[i] !== 0x20 && bytes[i] !== 0) return false;
  return true;
}

/**
 * The hands of the DGE part at `at` (68 bytes, which the caller has checked), or the problem.
 *
 * @example
 * readDgePart(bytes, 78); // Hands, or 'byte 80: "X" is neither a suit symbol nor a rank ...'
 */
export function readDgePart(bytes: Uint8Array, at: number): Hands | string {
  const hands = new Hands();
  for (let seat = 0; seat < 4; seat++) {
    const start = at + seat * HAND_BYTES;
    const seen = [false, false, false, false];
    let suit = -1;
    for (let i = start; i < start + HAND_BYTES; i++) {
      const s = suitOf(bytes[i]);
      if (s >= 0) {
        if (seen[s]) return `byte ${i + 1}: a suit's symbol is written twice in one hand`;
        seen[s] = true;
        suit = s;
        continue;
      }
      const rank = RANKS.indexOf(String.fromCharCode(bytes[i]));
      if (rank < 0 || suit < 0)
        return `byte ${i + 1}: ${describeByte(bytes[i])} is ${rank < 0 ? "neither a suit symbol nor a rank (AKQJT98765432)" : "a rank before any suit symbol"}`;
      const placed = hands.place(seat, suit, rank);
      if (placed !== null) return `byte ${i + 1}: ${placed}`;
    }
    if (seen.includes(false))
      return `bytes ${start + 1}-${start + HAND_BYTES}: a hand's 17 bytes hold its four suit symbols and 13 cards; this one misses a symbol`;
  }
  return hands;
}

/**
 * Reads a DGE file's boards; reading stops at the first board that cannot be read, saying which.
 *
 * @example
 * readDge(bytes).records.length; // the boards of the file
 */
export function readDge(bytes: Uint8Array): HandRecords {
  return readFixedRecords(bytes, DGE_BYTES, "DGE", readDgePart);
}
