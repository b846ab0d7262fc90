// The ranking at the top of a results sheet of several boards: what everyone looks for first.
// Each method's fields list their pairs best first (place, pair, boards, total, average,
// percentage, names), read with INDEX and MATCH from the session summary at the end of the sheet,
// whose "Line" column says where each pair stands; so a correction that changes a place moves the
// pair's line here too. Under it, a link to each board's workings (each board has one back here)
// and to the session summary. The block's rows are kept free before the boards are laid out
// (rankingHeight) and written once the summary says where its figures are.
import { cellRef, rangeRef, sheetPrefix } from "../grid/a1";
import { METHOD_NAMES, METHOD_TRAITS, type ScoredSession } from "../scoring";
import { columnsOf, type Head, SheetBuilder, wrapText, writeHeader } from "./builder";
import { numberCell } from "./number-format";
import { FMT, RESULT_FORMATS } from "./styles";
import type { SummaryField, SummaryPlace } from "./summary";

/** The links to the boards, this many to a row (the ranking's columns). */
const LINKS_PER_ROW = 8;

/** The line over the links. */
const LINKS_NOTE =
  "Each board's workings (each board has a link back here), and each pair's result on every board in the session summary at the end:";

/**
 * The rows the ranking takes: for each method a heading, and for each field its title, its
 * header, a row per pair and an empty row; then the line over the links, the rows of links (the
 * boards and the summary) and an empty row.
 *
 * @example
 * rankingHeight([mpSession], 3); // 1 + 2 x (3 + 3) + 2 + 1 + 1 for a Mitchell of three tables
 */
export function rankingHeight(
  sessions: readonly ScoredSession[],
  boards: number,
  note: string = LINKS_NOTE,
): number {
  let rows = 0;
  for (const s of sessions) {
    rows += 1;
    for (const r of s.rankings) rows += 3 + r.pairs.length;
  }
  return rows + wrapText(note).length + Math.ceil((boards + 1) / LINKS_PER_ROW) + 1;
}

/** A method's ranking's title. */
function rankingTitle(place: SummaryPlace): string {
  return `Ranking: ${METHOD_NAMES[place.method]}`;
}

/** An internal link: the text shown, going to column A of a row of this sheet (or of the sheet named). */
function link(row: number, text: string, sheet?: string): string {
  return `=HYPERLINK("#${sheet === undefined ? "" : sheetPrefix(sheet)}${cellRef(row, 0)}","${text}")`;
}

/**
 * A board's link back to the ranking, in `row` and `col`, running on to the right.
 *
 * @example
 * backLink(b, 40, 7, 4); // H41: =HYPERLINK("#A5","Back to the ranking")
 */
export function backLink(b: SheetBuilder, row: number, col: number, rankingTop: number): void {
  const text = "Back to the ranking";
  b.put(row, col, { formula: link(rankingTop, text), value: text, look: "link", overflow: true });
}

/**
 * Writes the ranking from row `top` (the rows {@link rankingHeight} counted), from the summaries'
 * places, with links to each board's heading row (or to another sheet's row, for a session split
 * across sheets: its parts) under `note`, and to the first summary. Leaves `b.row` as it found it.
 *
 * @example
 * writeRankingBlock(b, 4, places, [{ board: 1, row: 40 }, { board: 2, row: 80 }]);
 */
export function writeRankingBlock(
  b: SheetBuilder,
  top: number,
  places: readonly SummaryPlace[],
  boards: readonly {
    readonly board: number;
    readonly row: number;
    readonly name?: string;
    readonly sheet?: string;
  }[],
  note: string = LINKS_NOTE,
): void {
  const after = b.row;
  b.row = top;
  b.block({ kind: "ranking", title: rankingTitle(places[0]) });
  for (const place of places) {
    const title = rankingTitle(place);
    b.text(b.row, 0, title, "heading");
    for (let c = 1; c < 7; c++) b.put(b.row, c, { look: "heading" });
    b.row++;
    for (const field of place.fields) writeField(b, place, field);
  }
  b.lines(0, note, "label");
  const targets = [
    // A fouled board's versions each have their own workings, and their own link ("Board 7 (A)").
    ...boards.map((x) => ({ row: x.row, text: x.name ?? `Board ${x.board}`, sheet: x.sheet })),
    { row: places[0].heading, text: "Session summary" },
  ];
  targets.forEach((t, i) => {
    const r = b.row + Math.floor(i / LINKS_PER_ROW);
    const text = t.text;
    b.put(r, i % LINKS_PER_ROW, {
      formula: link(t.row, text, "sheet" in t ? t.sheet : undefined),
      value: text,
      look: "link",
      overflow: i === targets.length - 1,
    });
  });
  b.row += Math.ceil(targets.length / LINKS_PER_ROW) + 1;
  b.row = after;
}

/** A field: its title, its header and its pairs best first, each figure read from the summary. */
function writeField(b: SheetBuilder, place: SummaryPlace, field: SummaryField): void {
  const traits = METHOD_TRAITS[place.method];
  const c = field.columns;
  const heads: Head[] = [
    ["Place", "rank"],
    ["Pair", "pair"],
    ["Boards", "played"],
    ["Total", "total"],
    ["Average", "average"],
    ...(c.percent !== null ? [["%", "percent"] as Head] : []),
    ...(c.names !== null ? [["Names", "names"] as Head] : []),
  ];
  const columns = columnsOf(heads);
  const titleRow = b.row;
  b.text(b.row++, 0, field.title, "section");
  const header = writeHeader(b, columns);
  const first = b.row;
  const [top, bottom] = field.rows;
  const range = (col: number): string => rangeRef(top, col, bottom, col, { absolute: true });
  const order = range(c.order);
  const totalFmt = RESULT_FORMATS[traits.unit].decimal;
  field.ranked.forEach((pair, k) => {
    const r = b.row++;
    const at = (col: number): string => `INDEX(${range(col)},MATCH(${k + 1},${order},0))`;
    // A figure that may be empty (a pair that played no board has no average): empty, not 0.
    const maybe = (col: number): string => `=IF(ISNUMBER(${at(col)}),${at(col)},"")`;
    b.formula(r, 0, `=""&${at(c.rank)}`, pair.rank ?? "", undefined, { role: "rank", align: "Left" });
    b.formula(r, 1, `=${at(c.pair)}`, numberCell(pair.id), FMT.whole);
    b.formula(r, 2, `=${at(c.played)}`, pair.boardsPlayed, FMT.whole);
    b.formula(r, 3, `=${at(c.total)}`, pair.total, totalFmt);
    b.formula(r, 4, maybe(c.average), pair.average ?? "", totalFmt);
    let col = 5;
    if (c.percent !== null)
      b.formula(r, col++, maybe(c.percent), pair.percentage ?? "", FMT.percent, "result");
    // The names come from the summary, as text that runs on to the right.
    if (c.names !== null)
      b.put(r, col, { formula: `=""&${at(c.names)}`, value: pair.names ?? "", overflow: true });
  });
  b.table({ title: field.title, titleRow, header, rows: [first, b.row - 1], columns });
  b.row++;
}
