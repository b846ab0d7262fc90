// DLM files: the deal files of Duplimate's Windows software and DealMaster Pro (Dealer4's set
// files too). Layout from Steve Foster's description in rec.games.bridge's thread "File formats"
// (2011): a Windows INI text, sections in brackets, `key=value` lines. Its [Document] section holds
// `From Board=X`, `To Board=Y`, and a line `Board NN=` for each board: 26 letters, then a
// checksum in digits. Each letter, a to p, is a number 1 to 16 that places two cards: a (1) both
// North's, b North's and East's, on to p (16) both West's, the first card's seat counted in fours
// (N, E, S, W) and the second's within them. The 52 cards are in the order spades, hearts,
// diamonds, clubs, each ace down to two, so the first letter places the ace and king of spades.
// The checksum's making is not described (it involves the board data and number), so it is not
// checked. The format gives no dealer or vulnerability: those of the board number.
//
// Boards outside From Board to To Board, when both are given, are not read: the program writes
// more boards than the set uses.
import { Gathered, handRecord, Hands } from "./common";
import type { HandRecords } from "../hand-record";

/**
 * Whether text reads as a DLM file: a [Document] section and a `Board NN=` line.
 *
 * @example
 * looksLikeDlm("[Document]\nBoard 01=jlifaelnecgmoldfjmcflinlap023\n"); // true
 */
export function looksLikeDlm(text: string): boolean {
  const head = text.slice(0, 64 * 1024);
  return /^\s*\[Document\]\s*$/im.test(head) && /^\s*Board\s*\d+\s*=/im.test(head);
}

/**
 * The hands a board's value gives (26 letters a-p, then the checksum's digits), or the problem.
 *
 * @example
 * dlmHands("jlifaelnecgmoldfjmcflinlap023"); // Hands: N 9653.T94.Q54.T54 ...
 */
export function dlmHands(value: string): Hands | string {
  const text = value.trim();
  const letters = text.slice(0, 26).toLowerCase();
  if (!/^[a-p]{26}$/.test(letters)) {
    const bad = [...letters].findIndex((c) => c < "a" || c > "p");
    return bad < 0
      ? `the board's data is ${letters.length} letters: expected 26 (a to p), then the checksum`
      : `character ${bad + 1} of the board's data, "${text[bad]}", is not a letter a to p`;
  }
  if (!/^\d*$/.test(text.slice(26)))
    return `"${text.slice(26, 46)}" after the 26 letters is not a checksum (digits)`;
  const hands = new Hands();
  for (let k = 0; k < 26; k++) {
    const v = letters.charCodeAt(k) - 97;
    for (const [card, seat] of [
      [2 * k, v >> 2],
      [2 * k + 1, v & 3],
    ]) {
      const placed = hands.place(seat, Math.floor(card / 13), 12 - (card % 13));
      if (placed !== null) return placed;
    }
  }
  return hands.problem() ?? hands;
}

/** A whole number of a key's value, or null. */
const numberOf = (value: string): number | null => (/^\s*\d{1,6}\s*$/.test(value) ? Number(value) : null);

/**
 * Reads the boards of a DLM file's [Document] section, a line at a time.
 *
 * @example
 * readDlm("[Document]\nFrom Board=1\nTo Board=1\nBoard 01=jlifaelnecgmoldfjmcflinlap023\n").records[0].board; // 1
 */
export function readDlm(text: string): HandRecords {
  const got = new Gathered();
  const boards: { board: number; value: string; line: number }[] = [];
  let from: number | null = null;
  let to: number | null = null;
  let inDocument = false;
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const section = /^\[(.*)\]$/.exec(line);
    if (section !== null) {
      inDocument = section[1].trim().toLowerCase() === "document";
      return;
    }
    const eq = line.indexOf("=");
    if (!inDocument || eq < 0) return;
    const key = line.slice(0, eq).trim().toLowerCase();
    const value = line.slice(eq + 1);
    if (key === "from board") from = numberOf(value);
    else if (key === "to board") to = numberOf(value);
    else {
      const m = /^board\s*(\d{1,6})$/.exec(key);
      if (m !== null && Number(m[1]) >= 1) boards.push({ board: Number(m[1]), value, line: i + 1 });
    }
  });
  const seen = new Set<number>();
  for (const b of boards) {
    if (got.full) break;
    if (from !== null && to !== null && (b.board < from || b.board > to)) continue;
    const where = `line ${b.line}`;
    if (seen.has(b.board)) {
      got.problem(`${where}: board ${b.board} is given twice: the first is kept.`);
      continue;
    }
    seen.add(b.board);
    const hands = dlmHands(b.value);
    if (typeof hands === "string") got.problem(`${where}: board ${b.board}: ${hands}.`);
    else got.records.push(handRecord(b.board, hands.pbn(), where));
  }
  return got.result();
}
