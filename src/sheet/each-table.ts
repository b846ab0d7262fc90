import { ScoredTable, Entry } from "../scoring";
import { cellRef, rangeRef } from "../grid/a1";
import { BoardContext } from "./block";
import { columnsOf, type Head, writeHeader } from "./builder";
import { numberCell } from "./number-format";
import { FMT } from "./styles";
import { PartRefs } from "./traveller-block";

/** The columns every method's "each table" starts with: the table, its pairs and its NS score. */
export const TABLE_HEADS: readonly Head[] = [
  ["Table", "table"],
  ["NS", "pair"],
  ["EW", "pair"],
  ["NS score", "score"],
];

/** A traveller row's award (A=, A+, A60/A40, ...). */
export type AwardEntry = Extract<Entry, { kind: "artificial" }>;

/**
 * What a method writes in its "each table" section beyond the lines every method shares (table,
 * pairs, NS score or what stands instead of it, EW's result from NS's, the weighted parts).
 */
export interface TableLines {
  /** The section's title and its column headers. */
  readonly title: string;
  readonly heads: readonly Head[];
  /** Columns of NS's result and EW's result. */
  readonly nsCol: number;
  readonly ewCol: number;
  /** What EW's result is called in the note on split weightings, e.g. "EW IMPs". */
  readonly ewName: string;
  /** The number format of the results column (see columnFormat: one for the whole column). */
  readonly resultFormat: string;
  /** Writes the workings of table `i`'s result (its NS score in cell `score`) on row r; returns NS's result cell. */
  plain(r: number, score: string, value: number, table: ScoredTable, i: number): string;
  /** Writes an award's NS result on row r; returns its cell. */
  awardNs(r: number, e: AwardEntry, table: ScoredTable): string;
  /** Writes an award's EW result on row r; returns its cell. */
  awardEw(r: number, e: AwardEntry, table: ScoredTable): string;
  /** The note written under the table about an award (after "Table 3: "). */
  awardNote(e: AwardEntry, table: ScoredTable): string;
  /** Whether an award's two sides come to what a result's do (0 IMPs between them, or the top). */
  awardAddsUp(e: AwardEntry): boolean;
  /** The formula (with "=") of EW's result from NS's result in cell `ns`. */
  ewFormula(ns: string): string;
  readonly parts: PartLines;
}

/** What a method writes for the parts of weighted scores, each part on a line of its own. */
export interface PartLines {
  /** The section's title and its column headers. */
  readonly title: string;
  readonly heads: readonly Head[];
  /** The column of a part's weight. */
  readonly weightCol: number;
  /** The number format of a weighted table's NS result (the weighted sum of its parts'). */
  readonly format: string;
  /** Writes a part's workings (its NS score in cell `score`) on row r, up to its weight. */
  write(r: number, score: string, part: PartRefs): void;
  /**
   * Called once the NS result of a weighted table (cell `ns` in row `row`) is written from its
   * parts in rows `first` to `last`, for any other sums the method shows.
   */
  done?(row: number, table: number, first: number, last: number, ns: string): void;
}

/** The cells "each table" leaves for the results, checks and session summary. */
export interface EachTable {
  readonly ns: readonly (string | null)[];
  readonly ew: readonly (string | null)[];
  readonly sidesAddUp: readonly boolean[];
}

/**
 * Writes a method's "each table" section from `b.row` on: a line per traveller row with its
 * table, pairs and NS score (or the award, NP or "weighted"), the method's workings and both
 * sides' results; EW's result is NS's mirrored by the method's formula, an award's own, or on
 * split weightings the engine's value. Notes on awards and split weightings follow under the
 * lines, from column A (where they have the width of the sheet). Then the parts of weighted
 * scores, each on a line with its weight, and each weighted table's NS result as the SUMPRODUCT
 * of its parts'.
 *
 * @example
 * const { ns, ew, sidesAddUp } = writeEachTable(ctx, lines); // ns[0] is table 1's NS result cell
 */
export function writeEachTable(ctx: BoardContext, lines: TableLines): EachTable {
  const { b, scored, traveller: t } = ctx;
  const { nsCol, ewCol, resultFormat } = lines;
  const right = { align: "Right" } as const;
  const titleRow = b.row;
  b.text(b.row++, 0, lines.title, "section");
  const columns = columnsOf(lines.heads);
  const header = writeHeader(b, columns);
  const ns: (string | null)[] = [];
  const ew: (string | null)[] = [];
  const sides: boolean[] = [];
  const weightedRows: { table: number; row: number }[] = [];
  // Notes go under the table, where they have the sheet's width, not at the end of its lines.
  const notes: string[] = [];
  scored.tables.forEach((table, i) => {
    const r = b.row++;
    const tr = t.tables[i];
    writeTableCells(ctx, r, i);
    const e = tr.row.entry;
    if (e.kind === "plain") {
      const s = b.formula(r, 3, `=${tr.score}`, e.score, FMT.score);
      ns.push(lines.plain(r, s, e.score, table, i));
    } else if (e.kind === "artificial") {
      b.value(r, 3, `${table.award!.ns} / ${table.award!.ew}`, undefined, right);
      ns.push(lines.awardNs(r, e, table));
      notes.push(`Table ${tr.label}: ${lines.awardNote(e, table)}`);
    } else if (e.kind === "notPlayed") {
      b.value(r, 3, "NP", undefined, right);
      ns.push(null);
    } else {
      b.value(r, 3, "weighted", undefined, right);
      weightedRows.push({ table: i, row: r });
      ns.push(null); // filled in below, once its parts are placed
    }
    if (e.kind === "notPlayed") ew.push(null);
    else if (t.split) {
      ew.push(b.value(r, ewCol, table.ewResult, resultFormat, "result"));
      if (i === 0)
        notes.unshift(
          `${lines.ewName} are the engine's values: a weighted score gives EW a different weighting`,
        );
    } else if (e.kind === "artificial") ew.push(lines.awardEw(r, e, table));
    else
      ew.push(
        b.formula(r, ewCol, lines.ewFormula(cellRef(r, nsCol)), table.ewResult, resultFormat, "result"),
      );
    const splitAward = e.kind === "artificial" && !lines.awardAddsUp(e);
    sides.push(e.kind !== "notPlayed" && !t.split && !splitAward);
  });

  b.table({ title: lines.title, titleRow, header, rows: [header + 1, b.row - 1], columns });
  for (const note of notes) b.lines(0, note, "note");

  const { parts } = lines;
  const nsParts = t.parts.filter((p) => p.side !== "EW");
  if (nsParts.length > 0) {
    b.row++;
    const partsTitleRow = b.row;
    b.text(b.row++, 0, parts.title, "section");
    const partsColumns = columnsOf(parts.heads);
    const partsHeader = writeHeader(b, partsColumns);
    for (const { table, row } of weightedRows) {
      const first = b.row;
      for (const p of nsParts.filter((x) => x.table === table)) {
        const r = b.row++;
        writeTableCells(ctx, r, table);
        parts.write(r, b.formula(r, 3, `=${p.scoreRef}`, p.score, FMT.score), p);
        b.formula(r, parts.weightCol, `=${p.weightRef}`, p.weight, FMT.weight);
      }
      const last = b.row - 1;
      const cell = b.formula(
        row,
        nsCol,
        `=SUMPRODUCT(${rangeRef(first, parts.weightCol, last, parts.weightCol)},${rangeRef(first, nsCol, last, nsCol)})`,
        scored.tables[table].nsResult,
        parts.format,
        "result",
      );
      ns[table] = cell;
      parts.done?.(row, table, first, last, cell);
    }
    b.table({
      title: parts.title,
      titleRow: partsTitleRow,
      header: partsHeader,
      rows: [partsHeader + 1, b.row - 1],
      columns: partsColumns,
    });
  }
  return { ns, ew, sidesAddUp: sides };
}

/**
 * Writes the first cells of table `i`'s line on row r: its table label and its NS and EW pairs.
 *
 * @example
 * writeTableCells(ctx, 20, 0); // A21:C21 hold table 1's label and pairs
 */
export function writeTableCells(ctx: BoardContext, r: number, i: number): void {
  const { b, scored, traveller: t } = ctx;
  b.value(r, 0, numberCell(t.tables[i].label), FMT.whole);
  b.value(r, 1, numberCell(scored.tables[i].ns), FMT.whole);
  b.value(r, 2, numberCell(scored.tables[i].ew), FMT.whole);
}
