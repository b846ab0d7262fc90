// A names table: pair numbers and the names of the players (or the pair's or team's name), read
// from cells a director selects or a CSV file, for the rankings and the workings to show beside
// the pair numbers.
import { cellText, isBlankCell, readNumberCell, readPairCell } from "../base/cells";
import { Problem } from "./problems";
import { quote } from "../base/errors";

/**
 * Names by pair: keys "NS 3" and "EW 3" for a pair that sits one way (a Mitchell), or "3" for a
 * pair whatever way it sits (a Howell, or one table for both directions of a Mitchell that numbers
 * its pairs apart).
 */
export type PairNames = ReadonlyMap<string, string>;

/**
 * The players' masterpoints or ratings by pair, as the names table's Masterpoints (or Rating)
 * columns give them, one number a player; keyed as {@link PairNames}. Pairs the table rates none
 * are not in it.
 */
export type PairRatings = ReadonlyMap<string, readonly number[]>;

/** A names table as read: the names by pair, the players' ratings, and every row that could not be read. */
export interface NamesTable {
  readonly names: PairNames;
  readonly ratings: PairRatings;
  readonly problems: readonly Problem[];
}

/** A header naming a column of a player's masterpoints or rating ("Masterpoints", "MP 2", "Rating"). */
const RATING_HEADER_RE = /^(master\s*points?|mps?|ratings?)\s*\d*$/i;

const DIRECTION_RE = /^(N\s*[-/]?\s*S|E\s*[-/]?\s*W)$/i;
// A pair number with its direction in one cell: "1NS", "1 EW", "NS 1", "N-S 1".
const PAIR_WITH_DIRECTION_RE =
  /^(?:(N\s*[-/]?\s*S|E\s*[-/]?\s*W)\s*([A-Za-z0-9]+)|([A-Za-z0-9]+?)\s*(N\s*[-/]?\s*S|E\s*[-/]?\s*W))$/i;

function direction(text: string): "NS" | "EW" {
  return text.toUpperCase().startsWith("N") ? "NS" : "EW";
}

/** The key of a pair cell (with the direction cell beside it, if any), or null when it is no pair. */
function pairKey(cell: unknown, directionCell: string | null): string | null {
  const m = PAIR_WITH_DIRECTION_RE.exec(cellText(cell));
  if (m) {
    const number = readPairCell(m[2] ?? m[3]);
    if (typeof number === "string" && /\d/.test(number)) return `${direction(m[1] ?? m[4])} ${number}`;
  }
  const pair = readPairCell(cell);
  if (typeof pair !== "string") return null;
  return directionCell === null ? pair : `${direction(directionCell)} ${pair}`;
}

/**
 * Reads a names table: one row per pair, the pair number in the first column (with its direction
 * in the same cell, "1NS", or in the next column, "NS"), then the names, one or more cells, joined
 * with " & " ("Ann Smith & Bob Jones"). A first row whose first cell has no digit ("Pair") is a
 * header and is passed over (a column it heads Handicap holds no names, and one it heads
 * Masterpoints, MP or Rating holds a player's masterpoints, read into `ratings`); blank rows are too. A row whose first cell is not a pair number, a pair without
 * names, or a pair given twice is a problem naming the row and what was expected. Names are kept
 * as written (spaces tidied): they are text, whatever they start with.
 *
 * @example
 * readNamesTable([["Pair", "Names"], [1, "Ann Smith", "Bob Jones"], ["2EW", "The Owls"]]).names;
 * // Map { "1" => "Ann Smith & Bob Jones", "EW 2" => "The Owls" }
 */
export function readNamesTable(cells: readonly (readonly unknown[])[]): NamesTable {
  const names = new Map<string, string>();
  const problems: Problem[] = [];
  const rowOf = new Map<string, number>();
  // The first row with anything in it, found once (not again for every row: a table that opens
  // with many blank rows would take time growing with their square).
  const firstFilled = cells.findIndex((x) => !x.every(isBlankCell));
  // A header's Handicap column holds no names (an event of several sessions reads it), nor does
  // a Masterpoints or Rating column (the strata read it: a number a player).
  const header = firstFilled >= 0 && /^[^\d]+$/.test(cellText(cells[firstFilled][0]));
  const columnsWhere = (re: RegExp): number[] =>
    header ? cells[firstFilled].flatMap((c, i) => (re.test(cellText(c)) ? [i] : [])) : [];
  const ratingColumns = columnsWhere(RATING_HEADER_RE);
  const notNames = new Set([...columnsWhere(/^(handicap|hcp|h'?cap)$/i), ...ratingColumns]);
  const ratings = new Map<string, number[]>();
  cells.forEach((row, r) => {
    if (row.every(isBlankCell)) return;
    const second = cellText(row[1]);
    const dirCell = DIRECTION_RE.test(second) ? second : null;
    const first = r === firstFilled;
    // The first row is a header when its first cell is a word ("Pair", "Nr"), not a pair number.
    if (first && /^[^\d]+$/.test(cellText(row[0]))) return;
    const key = pairKey(row[0], dirCell);
    if (key === null) {
      problems.push({
        row: r,
        column: 0,
        message: `${quote(cellText(row[0]))} is not a pair number: expected a pair number (3, or 3NS / NS 3 with its direction) and then the names.`,
      });
      return;
    }
    const text = row
      .map((c, i) =>
        i < (dirCell === null ? 1 : 2) || notNames.has(i) ? "" : cellText(c).replace(/\s+/g, " "),
      )
      .filter((c) => c !== "")
      .join(" & ");
    if (text === "") {
      problems.push({
        row: r,
        column: 0,
        message: `Pair ${key} has no names: expected the names after the pair number.`,
      });
      return;
    }
    const before = rowOf.get(key);
    if (before !== undefined) {
      problems.push({
        row: r,
        column: 0,
        message: `Pair ${key} is named twice (also on row ${before + 1}): give each pair once.`,
      });
      return;
    }
    rowOf.set(key, r);
    names.set(key, text);
    const rated: number[] = [];
    for (const i of ratingColumns) {
      if (isBlankCell(row[i])) continue;
      const n = readNumberCell(row[i]);
      if (n === null || n < 0) {
        problems.push({
          row: r,
          column: i,
          message: `${quote(cellText(row[i]))} is not masterpoints or a rating: expected a number 0 or more for the player (or a blank).`,
        });
        return;
      }
      rated.push(n);
    }
    if (rated.length > 0) ratings.set(key, rated);
  });
  return { names, ratings, problems };
}

/**
 * The ratings of a pair, looked up as {@link pairNames} looks up its names; null when none.
 *
 * @example
 * pairRatings(new Map([["3", [1200, 350]]]), "3", "NS"); // [1200, 350]
 */
export function pairRatings(
  ratings: PairRatings | undefined,
  pair: string,
  side: "NS" | "EW" | null,
): readonly number[] | null {
  if (ratings === undefined) return null;
  return (side === null ? undefined : ratings.get(`${side} ${pair}`)) ?? ratings.get(pair) ?? null;
}

/**
 * The names of a pair ("3" sitting "NS", or null for a Howell pair), or null when the table has
 * none: the names given for its direction ("NS 3") first, else those given for the number ("3").
 *
 * @example
 * pairNames(new Map([["3", "Ann & Bob"]]), "3", "NS"); // "Ann & Bob"
 */
export function pairNames(
  names: PairNames | undefined,
  pair: string,
  side: "NS" | "EW" | null,
): string | null {
  if (names === undefined) return null;
  return (side === null ? undefined : names.get(`${side} ${pair}`)) ?? names.get(pair) ?? null;
}
