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
    const tag = /^\s*\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*(.*)$/.exec(line);
    if (tag) {
      current = { name: tag[1], value: tag[2].replace(/\\(["\\])/g, "$1"), line: n + 1, data: [] };
      game.push(current);
      if (tag[3].trim() !== "") current.data.push({ text: tag[3], line: n + 1 });
    } else if (/^\s*\[/.test(line)) {
      // A line that opens a tag but is none ("[Event "Club Pairs]", its quote or bracket left
      // open): refused, not passed over, or the games after it would be read without its value.
      problems.push(
        `line ${n + 1}: ${clipped(line.trim())} is not a whole tag: expected [Name "value"], the value closed by a quote and the tag by "]".`,
      );
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

/** A line without its `;` comment and `{...}` comments (quoted text is kept whole). */
function stripComments(line: string, openBrace: () => void): string {
  let out = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    // Inside a string, a backslash escapes the next character (\" is a quote, not the string's end).
    if (quoted && c === "\\" && i + 1 < line.length) {
      out += c + line[i + 1];
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (!quoted && c === ";") break;
    if (!quoted && c === "{") {
      const close = line.indexOf("}", i);
      if (close < 0) {
        openBrace();
        break;
      }
      i = close;
      out += " ";
      continue;
    }
    out += c;
  }
  return out;
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
  const re = /"((?:[^"\\]|\\.)*)"|(\S+)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    cells.push(m[1] !== undefined ? m[1].replace(/\\(["\\])/g, "$1") : m[2]);
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
