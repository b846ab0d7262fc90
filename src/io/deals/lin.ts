// LIN files: Bridge Base Online's notation, a run of two-letter tags each followed by its value,
// every tag and value ended by "|". As BBO players describe it (the BBO forums' thread "Lin file
// format"), a deal is the `md` tag: the dealer as a digit (1 South, 2 West, 3 North, 4 East), then
// the hands of South, West, North and East separated by commas, each its suits' letters S, H, D, C
// each followed by its ranks; the last hand may be left out (it holds the cards left). The board
// is `qx|o12|` (o the open room, c the closed) or `ah|Board 12|`; `sv` the vulnerability: o or 0
// none, n North-South, e East-West, b both. A file holds one deal a line, or several in a line,
// each opened by its `qx`. Other tags (the auction, the play, names) are passed over.
//
// A deal ends at the next `qx`, or at the next `md` (or second `sv`) when no `qx` came between;
// the same board given twice with the same deal (the open and the closed room) is read once.
import type { Seat, Vulnerability } from "../../scoring";
import { Gathered, handRecord, Hands } from "./common";
import type { HandRecords } from "../hand-record";

/**
 * Whether text reads as LIN: an `md|` tag at a tag's place (a line's start or after a "|").
 *
 * @example
 * looksLikeLin("qx|o1|md|3SAKQ...|"); // true
 */
export function looksLikeLin(text: string): boolean {
  return /(^|\|)\s*md\|/im.test(text.slice(0, 64 * 1024));
}

/** The LIN dealer digits: 1 South, 2 West, 3 North, 4 East. */
const LIN_DEALER: Readonly<Record<string, Seat>> = { "1": "S", "2": "W", "3": "N", "4": "E" };

/** The LIN vulnerabilities. */
const LIN_VUL: Readonly<Record<string, Vulnerability>> = {
  o: "None",
  "0": "None",
  "-": "None",
  n: "NS",
  e: "EW",
  b: "All",
};

/** The seats of an `md`'s hands in order (South, West, North, East), as indexes N 0, E 1, S 2, W 3. */
const MD_SEATS = [2, 3, 0, 1];

const RANKS = "23456789TJQKA";

/** A deal being read: what its tags have said so far. */
interface Pending {
  md?: { value: string; line: number };
  board?: number;
  vul?: { value: string; line: number };
}

/** The deal of an `md` value: the hands and dealer, or the problem. */
function readMd(value: string): { hands: Hands; dealer?: Seat } | string {
  let text = value.trim();
  let dealer: Seat | undefined;
  if (/^[0-9]/.test(text)) {
    dealer = LIN_DEALER[text[0]];
    if (dealer === undefined)
      return `md's dealer "${text[0]}" is not 1 (South), 2 (West), 3 (North) or 4 (East)`;
    text = text.slice(1);
  }
  const parts = text.split(",");
  while (parts.length > 3 && parts[parts.length - 1].trim() === "") parts.pop();
  if (parts.length < 3 || parts.length > 4)
    return `md holds ${parts.length} hand${parts.length === 1 ? "" : "s"}: expected South's, West's, North's and (or left out) East's, separated by commas`;
  const hands = new Hands();
  for (let h = 0; h < parts.length; h++) {
    const seat = MD_SEATS[h];
    let suit = -1;
    for (const ch of parts[h].trim().toUpperCase().replace(/10/g, "T")) {
      const s = "SHDC".indexOf(ch);
      if (s >= 0) {
        suit = s;
        continue;
      }
      const rank = RANKS.indexOf(ch);
      if (rank < 0 || suit < 0)
        return `md's hand ${h + 1} holds "${ch}", which is ${rank < 0 ? "neither a suit (S, H, D, C) nor a rank (AKQJT98765432)" : "a rank before any suit letter"}`;
      const placed = hands.place(seat, suit, rank);
      if (placed !== null) return `md: ${placed}`;
    }
  }
  if (parts.length === 3) hands.fillFrom(MD_SEATS[3]);
  const whole = hands.problem();
  return whole === null ? { hands, ...(dealer ? { dealer } : {}) } : `md: ${whole}`;
}

/** A board number from `qx` ("o12", "c12") or `ah` ("Board 12"), or null. */
function boardOf(tag: string, value: string): number | null {
  const m = tag === "qx" ? /^\s*[oc]?(\d{1,6})\s*$/i.exec(value) : /^\s*board\s+(\d{1,6})\s*$/i.exec(value);
  return m === null || Number(m[1]) < 1 ? null : Number(m[1]);
}

/**
 * Reads the deals of a LIN file, in one pass over its tags.
 *
 * @example
 * readLin("qx|o1|md|3SAKQJ...,S...,S...,|sv|0|").records[0].board; // 1
 */
export function readLin(text: string): HandRecords {
  const got = new Gathered();
  const seen = new Map<number, string>();
  let pending: Pending = {};
  const finish = (): void => {
    const p = pending;
    pending = {};
    if (p.md === undefined) return;
    const board = p.board ?? got.records.length + 1;
    const where = `line ${p.md.line}`;
    const read = readMd(p.md.value);
    if (typeof read === "string") return got.problem(`${where}: board ${board}: ${read}.`);
    let vulnerability: Vulnerability | undefined;
    if (p.vul !== undefined) {
      vulnerability = LIN_VUL[p.vul.value.trim().toLowerCase()];
      if (vulnerability === undefined)
        return got.problem(
          `line ${p.vul.line}: board ${board}: sv|${p.vul.value}| is not a vulnerability (o none, n North-South, e East-West, b both).`,
        );
    }
    const deal = read.hands.pbn();
    const before = seen.get(board);
    if (before === deal) return;
    if (before !== undefined)
      return got.problem(`${where}: board ${board} is given twice with different deals: the first is kept.`);
    seen.set(board, deal);
    got.records.push(handRecord(board, deal, where, read.dealer, vulnerability));
  };
  let line = 1;
  let tag: string | null = null;
  let tagLine = 1;
  let start = 0;
  for (let i = 0; i <= text.length && !got.full; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 124;
    if (c === 10) {
      // A line holds whole tags: a value the line ends without its "|" ends there, and a line with
      // a "|" too many or too few does not shift the tags of the next.
      if (tag !== null && text.slice(start, i).trim() !== "")
        take(tag, text.slice(start, i).trimEnd(), tagLine);
      tag = null;
      start = i + 1;
      line++;
      continue;
    }
    if (c !== 124) continue;
    const piece = text.slice(start, i);
    start = i + 1;
    if (tag === null) {
      tag = piece.trim().toLowerCase();
      tagLine = line;
      continue;
    }
    take(tag, piece, tagLine);
    tag = null;
  }
  function take(name: string, value: string, at: number): void {
    if (name === "qx") {
      finish();
      const b = boardOf("qx", value);
      if (b !== null) pending.board = b;
    } else if (name === "md") {
      if (pending.md !== undefined) finish();
      pending.md = { value, line: at };
    } else if (name === "ah") {
      const b = boardOf("ah", value);
      if (b !== null) pending.board = b;
    } else if (name === "sv") {
      // A second sv after a deal is the next deal's (deals written without qx, sv before md).
      if (pending.vul !== undefined && pending.md !== undefined) finish();
      pending.vul = { value, line: at };
    }
  }
  finish();
  return got.result();
}
