// The PBN file as text: its games (each a run of tag pairs with the lines of data under them),
// the comments passed over, the "#" values inherited from the game before, and a table tag's
// columns and row cells. Nothing here knows what a tag means.
import { clipped } from "../../scoring";

/** A tag pair and the lines of data under it (for a table: its rows), with the tag's line. */
export interface Tag {
  readonly name: string;
  readonly value: string;
  readonly line: number;
  readonly data: { readonly text: string; readonly line: number }[];
}

/** A table's column: its name (as written), width and alignment are not needed to read it. */
export interface TableColumn {
  readonly name: string;
}

/** Whether text looks like PBN: a tag pair such as [Event "..."] or [Board "..."] near the top. */
export function looksLikePbn(text: string): boolean {
  const head = text.slice(0, 4000);
  return /^\s*\[(Event|Site|Date|Board|Dealer|Vulnerable|Deal|Scoring|Competition|ScoreTable|Generator)\s+"/m.test(
    head,
  );
}

/**
 * Splits the file into games: each game is the tag pairs up to a blank line (or the next game's
 * first tag after one). `%` lines are comments, `;` starts a comment to the end of its line, and
 * `{...}` comments may run over several lines.
 */
export function readGames(text: string, problems: string[]): Tag[][] {
  const games: Tag[][] = [];
  let game: Tag[] = [];
  let current: Tag | null = null;
  let inBrace = false;
  const lines = text.split(/\r\n|\r|\n/);
  for (let n = 0; n < lines.length; n++) {
    let line = lines[n];
    if (inBrace) {
      const close = line.indexOf("}");
      if (close < 0) continue;
      line = line.slice(close + 1);
      inBrace = false;
    }
    if (line.startsWith("%")) continue;
    const blank = line.trim() === "";
    line = stripComments(line, () => (inBrace = true));
    if (line.trim() === "") {
      // Only a truly empty line ends a game; a line that held only a comment does not.
      if (blank) {
        if (game.length > 0) games.push(game);
        game = [];
        current = null;
      }
      continue;
    }
    const tag = readTagLine(line);
    // What follows the "]" is read to the end of the line: a line or paragraph separator in it
    // (which the line split leaves) makes the line no whole tag, as it always has.
    if (tag !== null && !LINE_BREAK.test(tag.rest)) {
      current = { name: tag.name, value: unescaped(tag.value), line: n + 1, data: [] };
      game.push(current);
      if (tag.rest.trim() !== "") current.data.push({ text: tag.rest, line: n + 1 });
    } else if (opensTag(line)) {
      // A line that opens a tag but is none ("[Event "Club Pairs]", its quote or bracket left
      // open): refused, not passed over, or the games after it would be read without its value.
      problems.push(notWholeTag(line, n + 1));
    } else if (current !== null) current.data.push({ text: line, line: n + 1 });
  }
  if (game.length > 0) games.push(game);
  return games;
}

/** A value "#" repeats the previous game's value for that tag (PBN 2.1 "inheritance"): filled in, in place. */
export function inheritValues(games: readonly (readonly Tag[])[]): void {
  const inherited = new Map<string, string>();
  for (const game of games) {
    for (const t of game) {
      const key = t.name.toLowerCase();
      if (t.value === "#" && inherited.has(key)) (t as { value: string }).value = inherited.get(key)!;
      inherited.set(key, t.value);
    }
  }
}

/**
 * A line without its `;` comment and `{...}` comments (quoted text is kept whole). Built from
 * slices of the line, so that a line of many megabytes costs one pass.
 */
function stripComments(line: string, openBrace: () => void): string {
  const parts: string[] = [];
  let from = 0; // the start of the run of text not yet copied
  let quoted = false;
  let i = 0;
  for (; i < line.length; i++) {
    const c = line.charCodeAt(i);
    // Inside a string, a backslash escapes the next character (\" is a quote, not the string's end).
    if (quoted && c === BACKSLASH && i + 1 < line.length) {
      i++;
      continue;
    }
    if (c === QUOTE) quoted = !quoted;
    if (quoted) continue;
    if (c === SEMICOLON) break;
    if (c === OPEN_BRACE) {
      parts.push(line.slice(from, i));
      const close = line.indexOf("}", i);
      if (close < 0) {
        openBrace();
        return parts.join("");
      }
      parts.push(" ");
      i = close;
      from = close + 1;
    }
  }
  parts.push(line.slice(from, i));
  return parts.join("");
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SEMICOLON = 0x3b;
const OPEN_BRACE = 0x7b;

/** What a regular expression's "." does not match: a backslash before one of these escapes nothing. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** Whether a line starts as a tag does, with "[" (after any white space). */
export function opensTag(line: string): boolean {
  return line[skipSpaces(line, 0)] === "[";
}

/** The refusal of a line that opens a tag but is no whole tag, naming its line. */
export function notWholeTag(line: string, lineNumber: number): string {
  return `line ${lineNumber}: ${clipped(line.trim())} is not a whole tag: expected [Name "value"], the value closed by a quote and the tag by "]".`;
}

/** A tag line's parts: the name, the value as written (escapes kept) and what follows the "]". */
export interface TagLine {
  readonly name: string;
  readonly value: string;
  readonly rest: string;
}

/**
 * Reads a line as a tag pair, `[Name "value"]`, spaces allowed around each part; null when it is
 * none. A backslash in the value escapes the character after it. One pass over the line, however
 * long: each character is looked at a fixed number of times (no pattern that backtracks).
 */
export function readTagLine(line: string): TagLine | null {
  let i = skipSpaces(line, 0);
  if (line[i] !== "[") return null;
  i = skipSpaces(line, i + 1);
  const nameStart = i;
  while (i < line.length && isNameCode(line.charCodeAt(i))) i++;
  if (i === nameStart) return null;
  const name = line.slice(nameStart, i);
  const afterName = i;
  i = skipSpaces(line, i);
  if (i === afterName || line[i] !== '"') return null;
  const valueStart = i + 1;
  const close = closingQuote(line, valueStart);
  if (close < 0) return null;
  i = skipSpaces(line, close + 1);
  if (line[i] !== "]") return null;
  return { name, value: line.slice(valueStart, close), rest: line.slice(skipSpaces(line, i + 1)) };
}

/**
 * Where the quoted text that starts at `from` (just after its opening quote) closes: the first
 * quote not escaped by a backslash; -1 when none does, or when a backslash ends the line or stands
 * before a line break. Each search starts where the one before ended, so the line is read once.
 */
function closingQuote(line: string, from: number): number {
  let i = from;
  let quote = line.indexOf('"', i);
  let backslash = line.indexOf("\\", i);
  while (backslash >= 0 && (quote < 0 || backslash < quote)) {
    if (backslash + 1 >= line.length || LINE_BREAK.test(line[backslash + 1])) return -1;
    i = backslash + 2;
    if (quote >= 0 && quote < i) quote = line.indexOf('"', i);
    backslash = line.indexOf("\\", i);
  }
  return quote;
}

/** A quoted value's text with \" and \\ read as the quote and backslash they stand for. */
function unescaped(value: string): string {
  return value.includes("\\") ? value.replace(/\\(["\\])/g, "$1") : value;
}

/** The index of the first character from `i` that is not white space (as \s reads it). */
function skipSpaces(text: string, i: number): number {
  while (i < text.length && WHITE_SPACE.test(text[i])) i++;
  return i;
}

const WHITE_SPACE = /\s/;

/** A letter, digit or underscore: what a tag's name is made of. */
function isNameCode(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

/** The columns of a table tag: `Table\2R;PairId_NS\2R;Contract\4L` (width and alignment dropped). */
export function tableColumns(value: string): TableColumn[] {
  return value
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c !== "")
    .map((c) => ({ name: c.replace(/\\.*$/, "") }));
}

/** The cells of a table row: quoted cells are one value (quotes dropped), others split on whitespace. */
export function rowCells(text: string): string[] {
  const cells: string[] = [];
  let i = skipSpaces(text, 0);
  while (i < text.length) {
    const close = text[i] === '"' ? closingQuote(text, i + 1) : -1;
    if (close >= 0) {
      cells.push(unescaped(text.slice(i + 1, close)));
      i = close + 1;
    } else {
      // A word, or a quote never closed: the text up to the next white space, as written.
      let end = i + 1;
      while (end < text.length && !WHITE_SPACE.test(text[end])) end++;
      cells.push(text.slice(i, end));
      i = end;
    }
    i = skipSpaces(text, i);
  }
  return cells;
}

/** Tag names in lower case to the tag (the last of each name in the game). */
export function tagMap(game: readonly Tag[]): Map<string, Tag> {
  return new Map(game.map((t) => [t.name.toLowerCase(), t]));
}

/** A cell or value that gives nothing: empty, "-" or "--". */
export const NOT_APPLICABLE = (s: string | undefined): boolean =>
  s === undefined || s === "" || s === "-" || s === "--";
