// BRI files: the deals of a Duplimate dealing machine as card numbers. Layout from Duplimate's
// description of its file formats ("Convert", the DUP, BRI, DGE and HRF formats):
// each board is 78 bytes, 39 two-digit card numbers in ASCII, the first 13 North's cards, then
// East's, then South's; West holds the 13 cards not named. Card 01 is the ace of spades, 02 its
// king, on down to 13 the two of spades, then hearts (14-26), diamonds (27-39) and clubs (40-52);
// a hand's cards need not be in order. The format carries no board number, dealer or vulnerability:
// the boards are 1, 2, 3, ... in the file's order, dealer and vulnerability as printed boards
// have them.
//
// Between one board's 78 bytes and the next, this reader passes over spaces, NULs, line breaks and
// the DOS end-of-file byte, which some programs write as padding; anything else out of place
// stops the reading with the byte and board it was met at.
import { Gathered, handRecord, Hands } from "./common";
import type { HandRecords } from "../hand-record";

/** The bytes of one board's BRI part. */
export const BRI_BYTES = 78;

/**
 * Bytes passed over between boards: NUL, line feed, carriage return, DOS end of file, space.
 *
 * @example
 * isPadding(0x20); // true
 */
export const isPadding = (b: number): boolean => b === 0 || b === 10 || b === 13 || b === 26 || b === 32;

const isDigit = (b: number): boolean => b >= 48 && b <= 57;

/**
 * Whether the bytes open as a BRI part does: 78 ASCII digits.
 *
 * @example
 * looksLikeBri(fs.readFileSync("set.bri")); // true
 */
export function looksLikeBri(bytes: Uint8Array): boolean {
  if (bytes.length < BRI_BYTES) return false;
  for (let i = 0; i < BRI_BYTES; i++) if (!isDigit(bytes[i])) return false;
  return true;
}

/**
 * The hands of the BRI part at `at` (78 bytes, which the caller has checked are there), or the
 * problem, naming the byte (counted from 1 in the file).
 *
 * @example
 * readBriPart(bytes, 0); // Hands, or "bytes 27-28: the HT is dealt twice: to North and to East"
 */
export function readBriPart(bytes: Uint8Array, at: number): Hands | string {
  const hands = new Hands();
  for (let k = 0; k < 39; k++) {
    const i = at + 2 * k;
    if (!isDigit(bytes[i]) || !isDigit(bytes[i + 1])) {
      const bad = isDigit(bytes[i]) ? i + 1 : i;
      return `byte ${bad + 1}: ${describeByte(bytes[bad])} is not a digit; a BRI part is 39 two-digit card numbers (01 to 52)`;
    }
    const n = (bytes[i] - 48) * 10 + (bytes[i + 1] - 48);
    if (n < 1 || n > 52)
      return `bytes ${i + 1}-${i + 2}: card number ${String(n).padStart(2, "0")} is not one of 01 to 52`;
    const suit = Math.floor((n - 1) / 13);
    const placed = hands.place(Math.floor(k / 13), suit, 12 - ((n - 1) % 13));
    if (placed !== null) return `bytes ${i + 1}-${i + 2}: ${placed}`;
  }
  hands.fillFrom(3);
  return hands;
}

/**
 * A byte as a message shows it: a printable character quoted, else its code.
 *
 * @example
 * describeByte(0x78); // '"x"'
 * describeByte(0); // "the byte 0x00"
 */
export function describeByte(b: number | undefined): string {
  if (b === undefined) return "the end of the file";
  return b >= 33 && b <= 126
    ? `"${String.fromCharCode(b)}"`
    : `the byte 0x${b.toString(16).padStart(2, "0")}`;
}

/**
 * Reads a BRI file's boards. Reading stops at the first board that cannot be read (a BRI file has
 * no mark to find the next board by), saying which board and byte.
 *
 * @example
 * readBri(bytes).records[0].deal; // "N:J987.JT7643.A4.Q ..."
 */
export function readBri(bytes: Uint8Array): HandRecords {
  return readFixedRecords(bytes, BRI_BYTES, "BRI", readBriPart);
}

/**
 * The boards of a file of fixed-size records with padding allowed between them (BRI, DGE): each
 * read by `read`, boards numbered 1, 2, 3, ...; the first that cannot be read ends the reading.
 *
 * @example
 * readFixedRecords(bytes, 68, "DGE", readDgePart).records.length; // the boards read
 */
export function readFixedRecords(
  bytes: Uint8Array,
  size: number,
  format: string,
  read: (bytes: Uint8Array, at: number) => Hands | string,
): HandRecords {
  const got = new Gathered();
  let at = 0;
  for (let board = 1; ; board++) {
    while (at < bytes.length && isPadding(bytes[at])) at++;
    if (at >= bytes.length) break;
    if (bytes.length - at < size) {
      got.problem(
        `board ${board} (from byte ${at + 1}): the file ends after ${bytes.length - at} of its ${size} bytes: the ${format} file is cut short.`,
      );
      break;
    }
    const hands = read(bytes, at);
    if (typeof hands === "string") {
      got.problem(`board ${board}: ${hands}: the rest of the file is not read.`);
      break;
    }
    const whole = hands.problem();
    if (whole !== null) {
      got.problem(
        `board ${board} (bytes ${at + 1}-${at + size}): ${whole}: the rest of the file is not read.`,
      );
      break;
    }
    got.records.push(handRecord(board, hands.pbn(), `board ${board} (bytes ${at + 1}-${at + size})`));
    at += size;
  }
  return got.result();
}
