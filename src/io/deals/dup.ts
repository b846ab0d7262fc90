// DUP files: the file a Duplimate dealing machine deals from. Layout from Duplimate's description
// of its file formats ("Convert", the DUP, BRI, DGE and HRF formats): each board is 156 bytes,
// - bytes 1-78, the BRI part: 39 two-digit card numbers, North's, East's, South's (bri.ts);
// - bytes 79-146, the DGE part: the four hands sorted, North's first, 17 bytes each (dge.ts);
// - bytes 147-156, the machine's settings: 147 "Random hands?" and 148 "Backwards counting" (Y or
//   N), 149-151 the lowest board number of the set, 152-153 the copies of each board, 154-156 the
//   highest board number, each left-aligned and padded with spaces ("YN1  1 32 " for sets of 32).
// The deal is read from the BRI part (the part the machine works from); a DGE part that holds a
// different deal refuses the board, and a blank one is let be. The first board is the set's lowest
// board number (bytes 149-151 of the first record; 1 when blank), the others follow in order;
// dealer and vulnerability follow the board number, as the format gives neither.
import { describeByte, isPadding, looksLikeBri, readBriPart } from "./bri";
import { Gathered, handRecord } from "./common";
import { blankDge, readDgePart } from "./dge";
import type { HandRecords } from "../hand-record";

/** The bytes of one board. */
export const DUP_BYTES = 156;

const YES_NO = (b: number): boolean => b === 0x59 || b === 0x4e;

/**
 * Whether the bytes open as a DUP file does: a BRI part, then Y or N at bytes 147 and 148.
 *
 * @example
 * looksLikeDup(fs.readFileSync("set.dup")); // true
 */
export function looksLikeDup(bytes: Uint8Array): boolean {
  return bytes.length >= DUP_BYTES && looksLikeBri(bytes) && YES_NO(bytes[146]) && YES_NO(bytes[147]);
}

/** The lowest board number of bytes 149-151 of the record at `at`, or null when blank or not a number. */
function lowestBoard(bytes: Uint8Array, at: number): number | null {
  const text = String.fromCharCode(...bytes.subarray(at + 148, at + 151)).trim();
  return /^\d{1,3}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

/** Why the settings (bytes 147-148 of the record at `at`) are not a DUP record's, or null. */
function settingsProblem(bytes: Uint8Array, at: number): string | null {
  for (const i of [at + 146, at + 147])
    if (!YES_NO(bytes[i]))
      return `byte ${i + 1}: ${describeByte(bytes[i])} where Y or N is the machine's setting`;
  return null;
}

/**
 * Reads a DUP file's boards. Reading stops at the first board that cannot be read, saying which
 * board and byte; a file that is not a whole number of 156-byte boards is said to be cut short.
 *
 * @example
 * readDup(bytes).records[0].board; // the set's lowest board, 1 for most files
 */
export function readDup(bytes: Uint8Array): HandRecords {
  const got = new Gathered();
  // Line breaks, NULs or a DOS end-of-file byte after the last board are let be.
  let end = bytes.length;
  while (end > 0 && isPadding(bytes[end - 1]) && end % DUP_BYTES !== 0) end--;
  const first = end >= DUP_BYTES ? (lowestBoard(bytes, 0) ?? 1) : 1;
  for (let k = 0, at = 0; at < end; k++, at += DUP_BYTES) {
    const board = first + k;
    const span = `board ${board} (bytes ${at + 1}-${at + DUP_BYTES})`;
    if (end - at < DUP_BYTES) {
      got.problem(
        `board ${board} (from byte ${at + 1}): the file ends after ${end - at} of its ${DUP_BYTES} bytes: the DUP file is cut short.`,
      );
      break;
    }
    const read = recordOf(bytes, at);
    if (read.problem !== null) {
      got.problem(`board ${board}: ${read.problem}: the rest of the file is not read.`);
      break;
    }
    got.records.push(handRecord(board, read.deal, span));
  }
  return got.result();
}

/** The deal of the record at `at` (PBN), or why it cannot be read: its BRI part, settings, DGE part. */
function recordOf(bytes: Uint8Array, at: number): { deal: string; problem: null } | { problem: string } {
  const hands = readBriPart(bytes, at);
  if (typeof hands === "string") return { problem: hands };
  const deal = hands.pbn();
  const problem = hands.problem() ?? settingsProblem(bytes, at) ?? dgeProblem(bytes, at, deal);
  return problem === null ? { deal, problem } : { problem };
}

/** Why the DGE part of the record at `at` does not agree with its BRI part's deal, or null. */
function dgeProblem(bytes: Uint8Array, at: number, deal: string): string | null {
  if (blankDge(bytes, at + 78)) return null;
  const dge = readDgePart(bytes, at + 78);
  if (typeof dge === "string") return `the DGE part (bytes ${at + 79}-${at + 146}): ${dge}`;
  const whole = dge.problem();
  if (whole !== null) return `the DGE part (bytes ${at + 79}-${at + 146}): ${whole}`;
  return dge.pbn() === deal
    ? null
    : `the DGE part (bytes ${at + 79}-${at + 146}) holds another deal than the BRI part (bytes ${at + 1}-${at + 78})`;
}
