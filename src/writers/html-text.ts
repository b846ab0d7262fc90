/**
 * The results web page's text (html.ts): text escaped for the page, a cell's shown text and its
 * classes by role, and the lines of running text the sheet wrapped, joined again.
 */
import type { CellModel, CellRole, SheetBlock } from "../sheet/model";
import { formatValue } from "../sheet/number-format";
import { TEXT_WIDTH } from "../sheet/builder";

/**
 * Text made safe to put in a page, as text or in an attribute: & < > " ' written as entities.
 *
 * @example
 * escapeHtml('<b> & "x"'); // "&lt;b&gt; &amp; &quot;x&quot;"
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** Each suit's letter and its symbol. */
const SUIT_SYMBOLS: Readonly<Record<string, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** A suit's symbol as markup: hearts and diamonds in a red span (the symbol stays the sign). */
function suitSymbol(symbol: string): string {
  return symbol === "♥" || symbol === "♦" ? `<span class="rs">${symbol}</span>` : symbol;
}

/**
 * A contract or a lead as the page shows it: each suit by its symbol ("4H" is 4♥, "SQ" is ♠Q,
 * "10D" is 10♦), hearts and diamonds red; no trumps, a pass and any other text as written (a
 * symbol in it is coloured too). Escaped for the page.
 *
 * @example
 * suitHtml("4HX"); // '4<span class="rs">♥</span>X'
 * suitHtml("SQ"); // "♠Q"
 */
export function suitHtml(text: string): string {
  const rank = "(10|[2-9TJQKA])";
  const contract = /^([1-7])([SHDC])(X{0,2})$/i.exec(text);
  const suitFirst = new RegExp(`^([SHDC])${rank}$`, "i").exec(text);
  const rankFirst = new RegExp(`^${rank}([SHDC])$`, "i").exec(text);
  const symbol = (letter: string): string => suitSymbol(SUIT_SYMBOLS[letter.toUpperCase()]);
  if (contract) return `${contract[1]}${symbol(contract[2])}${contract[3]}`;
  if (suitFirst) return `${symbol(suitFirst[1])}${suitFirst[2].toUpperCase()}`;
  if (rankFirst) return `${rankFirst[1].toUpperCase()}${symbol(rankFirst[2])}`;
  return redSuits(text);
}

/**
 * Any text as the page shows it, escaped, its heart and diamond symbols red (a hand's suit, a
 * table's column headed ♥): the symbol stays the sign, the colour only adds to it.
 *
 * @example
 * redSuits("♥ AK"); // '<span class="rs">♥</span> AK'
 */
export function redSuits(text: string): string {
  return escapeHtml(text).replace(/[♥♦]/g, suitSymbol);
}

/**
 * The page's classes of each role: bold for titles, headers and results, italics for labels and
 * notes, and the colours of a flag, a check and a note (the page's own, in its styles).
 */
const ROLE_CLASSES: { readonly [R in CellRole]: readonly string[] } = {
  title: ["b"],
  heading: ["b"],
  section: ["b", "i"],
  header: ["b"],
  label: ["i"],
  note: ["i", "note"],
  result: ["b"],
  datum: ["b"],
  top: ["b"],
  rank: ["b"],
  team: ["b"],
  total: ["b"],
  vp: ["b"],
  flag: ["b", "flag"],
  check: ["b", "ok"],
  link: [],
};

/**
 * A table short enough to print whole: kept on one page (`break-inside: avoid`), so that it never
 * starts at the foot of a page apart from its heading or runs on without it. A longer table
 * breaks between rows, its header row printed again at the top of each page.
 */
const KEPT_ROWS = 25;
export const keep = (rows: number): string => (rows <= KEPT_ROWS ? ` class="keep"` : "");

/** A cell's text as the sheet shows it. */
export function shownText(c: CellModel): string {
  return formatValue(c.value, c.numberFormat);
}

/** Whether a cell shows anything on the page: a link about the sheet does not (the page has its own). */
export function shown(c: CellModel): boolean {
  return c.value !== undefined && c.value !== null && c.value !== "" && c.role !== "link";
}

/** Whether a cell stands inside a block's rows and columns. */
export function within(c: CellModel, block: SheetBlock): boolean {
  return (
    c.row >= block.rows[0] && c.row <= block.rows[1] && c.col >= block.columns[0] && c.col <= block.columns[1]
  );
}

/** The classes of a cell: numbers to the right, then its role's. */
export function classesOf(c: CellModel): string[] {
  return [
    ...(typeof c.value === "number" ? ["n"] : []),
    ...(c.role === undefined ? [] : ROLE_CLASSES[c.role]),
  ];
}

/** A line of one text of one look (no formula): running text the sheet may have wrapped. */
export interface TextLine {
  readonly text: string;
  readonly classes: string;
  /** The class of the line itself ("sub" under a title), or "". */
  readonly extra: string;
}

/** What a block or the page's header is made of: its markup, and for a line of one text, that text. */
export interface Piece {
  readonly html: string;
  readonly text: TextLine | null;
}

/** A line of one text as markup. */
function textMarkup(t: TextLine): string {
  const cls = t.classes === "" ? "" : ` class="${t.classes}"`;
  return `<p${t.extra ? ` class="${t.extra}"` : ""}><span${cls}>${escapeHtml(t.text)}</span></p>`;
}

/**
 * Lines of running text the sheet wrapped to fit its columns, joined again: a line of one text
 * (same look) whose first word would not have fitted on the line before it continues that line.
 */
export function joinWrapped(pieces: readonly Piece[]): string[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const last = out.length === 0 ? null : out[out.length - 1].text;
    const cur = piece.text;
    if (
      last !== null &&
      cur !== null &&
      last.classes === cur.classes &&
      last.extra === cur.extra &&
      last.text.length + 1 + cur.text.split(" ")[0].length > TEXT_WIDTH
    ) {
      const joined = { ...last, text: `${last.text} ${cur.text}` };
      out[out.length - 1] = { html: textMarkup(joined), text: joined };
    } else out.push(piece);
  }
  return out.map((p) => p.html);
}
