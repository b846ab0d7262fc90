import { wrapText } from "../sheet/builder";
import { CellModel, ColumnRole, SheetBlock, SheetModel, SheetTable } from "../sheet/model";
import { METHOD_NAMES } from "../scoring";
import { formatValue } from "../sheet/number-format";

/** The width the text rendering keeps within (a terminal of 80 columns). */
const LINE_WIDTH = 78;

/** A cell's value as the sheet shows it (see `formatValue` in `src/sheet/number-format.ts`). */
function formatCell(c: Pick<CellModel, "value" | "numberFormat">): string {
  let text = FORMATTED.get(c);
  if (text === undefined) {
    text = formatValue(c.value, c.numberFormat);
    FORMATTED.set(c, text);
  }
  return text;
}

/** Each cell's text once formatted: a table's widths and its lines both need it. */
const FORMATTED = new WeakMap<object, string>();

/** Whether a cell shows anything: empty cells and styled cells without a value do not. */
function shown(c: CellModel): boolean {
  return c.value !== undefined && c.value !== null && c.value !== "";
}

function within(c: CellModel, block: SheetBlock): boolean {
  const [top, bottom] = block.rows;
  const [left, right] = block.columns;
  return c.row >= top && c.row <= bottom && c.col >= left && c.col <= right;
}

/**
 * The cells each block shows, by row: a cell belongs to the block set beside the others whose
 * rows and columns it is in, else to the block whose rows and columns it is in. A cell that no
 * block declares is an error in the model.
 */
function cellsByBlock(model: SheetModel): Map<SheetBlock, Map<number, CellModel[]>> {
  const beside = model.blocks.filter((x) => x.beside);
  const inRun = model.blocks.filter((x) => !x.beside);
  const out = new Map<SheetBlock, Map<number, CellModel[]>>(model.blocks.map((x) => [x, new Map()]));
  // The blocks whose rows take each row, in the order of the lists above, so a cell is only
  // tested against the blocks of its own row (a sheet may have a thousand blocks).
  const byRow = (list: readonly SheetBlock[]): Map<number, SheetBlock[]> => {
    const index = new Map<number, SheetBlock[]>();
    for (const x of list)
      for (let r = x.rows[0]; r <= x.rows[1]; r++) {
        const at = index.get(r);
        if (at === undefined) index.set(r, [x]);
        else at.push(x);
      }
    return index;
  };
  const besideAt = byRow(beside);
  const inRunAt = byRow(inRun);
  for (const c of model.cells) {
    if (!shown(c)) continue;
    const block =
      besideAt.get(c.row)?.find((x) => within(c, x)) ?? inRunAt.get(c.row)?.find((x) => within(c, x));
    if (block === undefined)
      throw new Error(`The sheet "${model.name}" has a cell at row ${c.row}, column ${c.col} in no block.`);
    const rows = out.get(block)!;
    const row = rows.get(c.row);
    if (row === undefined) rows.set(c.row, [c]);
    else row.push(c);
  }
  for (const rows of out.values()) for (const list of rows.values()) list.sort((a, b) => a.col - b.col);
  return out;
}

/** The declared table a row belongs to (its header or one of its data rows), if any. */
function tableOf(block: SheetBlock, row: number): SheetTable | undefined {
  return block.tables.find((t) => t.header === row || (row >= t.rows[0] && row <= t.rows[1]));
}

/** The rows a table takes on the sheet: its header (when it has one) and its data rows. */
function tableRows(t: SheetTable): number[] {
  const rows = t.header === null ? [] : [t.header];
  for (let r = t.rows[0]; r <= t.rows[1]; r++) rows.push(r);
  return rows;
}

/**
 * The sheet as plain text for a terminal, block after block as the model declares them: an empty
 * row of the sheet is a blank line (several in a row, one); a declared table's rows (header and
 * data) are aligned column by column, numbers to the right; any other row (a title, a note, a
 * label with its values) is printed as it is, a label followed by its values. A block set beside
 * the others (the IMP scale) is printed on its own where its first row comes, its table turned on
 * its side (see {@link renderSideBlock}).
 *
 * @example
 * renderSheet(buildResultsSheet(traveller, { method: "cross" })).split("\n")[0]; // the sheet's title
 */
export function renderSheet(model: SheetModel): string {
  const cells = cellsByBlock(model);
  /** Each row of the blocks in the run from top to bottom: the block and what it shows there. */
  const rows = new Map<number, { block: SheetBlock; cells: CellModel[] }>();
  for (const block of model.blocks) {
    if (block.beside) continue;
    for (const [r, list] of cells.get(block)!) rows.set(r, { block, cells: list });
  }
  const beside = model.blocks.filter((x) => x.beside && cells.get(x)!.size > 0);
  // A loop, not Math.max(...): a board of a hundred thousand tables has as many rows, more than a
  // function's arguments may be (the ranking below is measured the same way).
  let last = -1;
  for (const r of rows.keys()) if (r > last) last = r;
  for (const x of beside) if (x.rows[0] > last) last = x.rows[0];
  const out: string[] = [];
  let lines: string[] = [];
  const endGroup = (): void => {
    if (lines.length > 0) {
      for (const line of lines) out.push(line);
      out.push("");
    }
    lines = [];
  };
  const widths = new Map<SheetTable, number[]>();
  for (let r = 0; r <= last; r++) {
    for (const block of beside.filter((x) => x.rows[0] === r)) {
      endGroup();
      // One line at a time, not push(...lines): a block of a board of a hundred thousand tables
      // has more lines than a call takes arguments.
      for (const line of renderSideBlock(block, cells.get(block)!)) out.push(line);
      out.push("");
    }
    const here = rows.get(r);
    if (here === undefined) {
      endGroup();
      continue;
    }
    const table = tableOf(here.block, r);
    if (table === undefined) {
      lines.push(textLine(here.cells));
      continue;
    }
    if (!widths.has(table)) widths.set(table, columnWidths(table, cells.get(here.block)!));
    lines.push(tableLine(here.cells, widths.get(table)!));
  }
  endGroup();
  return out.join("\n").replace(/\n+$/, "\n");
}

/** A row outside the tables: its first cell, then the rest after it (a label and its values). */
function textLine(cells: readonly CellModel[]): string {
  const [head, ...rest] = cells;
  const label = formatCell(head);
  if (rest.length === 0) return label;
  return `${label.padEnd(Math.max(label.length + 2, 40))}${rest.map(formatCell).join("  ")}`;
}

/** The widest text of each column over a table's rows, by column. */
function columnWidths(table: SheetTable, cells: ReadonlyMap<number, readonly CellModel[]>): number[] {
  const widths: number[] = [];
  for (const r of tableRows(table))
    for (const c of cells.get(r) ?? []) widths[c.col] = Math.max(widths[c.col] ?? 0, formatCell(c).length);
  return widths;
}

/** A row of a table: its cells in their columns' widths, numbers to the right, text to the left. */
function tableLine(cells: readonly CellModel[], widths: readonly number[]): string {
  // The cells come sorted by column: walk them alongside the columns.
  const maxCol = cells[cells.length - 1].col;
  const parts: string[] = [];
  let next = 0;
  for (let col = 0; col <= maxCol; col++) {
    const c = cells[next]?.col === col ? cells[next++] : undefined;
    const w = widths[col] ?? 0;
    if (w === 0 && !c) continue;
    const text = c ? formatCell(c) : "";
    parts.push(typeof c?.value === "number" ? text.padStart(w) : text.padEnd(w));
  }
  return parts.join("  ").trimEnd();
}

/**
 * A block set beside the others, as text: its rows outside its table (a title, a note) as running
 * text, joined where the sheet wrapped them to the block's narrow columns, and its table turned
 * on its side, a line per column ("From  0  20  50 ...", "IMPs  0  1  2 ..."), the values of each
 * row aligned under each other and broken into as many such groups as keep the lines within 78
 * characters.
 *
 * @example
 * renderSideBlock(scaleBlock, cellsOfTheBlockByRow);
 * // ["WBF IMP scale", "From  0  20  50  90  130 ...", "IMPs  0   1   2   3    4 ...", ..., "From: each band's lower bound"]
 */
function renderSideBlock(block: SheetBlock, cells: ReadonlyMap<number, readonly CellModel[]>): string[] {
  const out: string[] = [];
  let text: string[] = [];
  let table: string[][] = [];
  const endText = (): void => {
    if (text.length > 0) for (const line of wrapText(text.join(" "), LINE_WIDTH)) out.push(line);
    text = [];
  };
  const endTable = (): void => {
    if (table.length > 0) for (const line of sideways(table)) out.push(line);
    table = [];
  };
  for (const r of [...cells.keys()].sort((a, b) => a - b)) {
    const row = cells.get(r)!;
    if (tableOf(block, r) === undefined) {
      endTable();
      for (const cell of row) text.push(formatCell(cell));
    } else {
      endText();
      table.push(row.map(formatCell));
    }
  }
  endText();
  endTable();
  return out;
}

/** A table's rows (the first its header) as lines, one per column, in groups that fit the width. */
function sideways(rows: readonly (readonly string[])[]): string[] {
  const [header, ...body] = rows;
  const labelWidth = Math.max(...header.map((h) => h.length));
  const widths = body.map((row) => Math.max(...row.map((x) => x.length)));
  const out: string[] = [];
  for (let start = 0; start < body.length;) {
    let end = start;
    let width = labelWidth;
    while (end < body.length && (end === start || width + 2 + widths[end] <= LINE_WIDTH))
      width += 2 + widths[end++];
    header.forEach((h, k) =>
      out.push(
        [
          h.padEnd(labelWidth),
          ...body.slice(start, end).map((row, i) => (row[k] ?? "").padStart(widths[start + i])),
        ]
          .join("  ")
          .trimEnd(),
      ),
    );
    start = end;
  }
  return out;
}

/** The columns of a session summary that the ranking shows, by what they hold, in the ranking's order. */
const RANKING_COLUMNS: readonly ColumnRole[] = [
  "rank",
  "pair",
  "names",
  "played",
  "total",
  "average",
  "percent",
];
/** The ranking's columns of text, aligned left; the numbers are aligned right. */
const LEFT_COLUMNS: ReadonlySet<ColumnRole> = new Set(["rank", "pair", "names"]);

/**
 * How the ranking shows a number: a whole number as it is, any other to 2 decimals with its sign
 * (-0.00 for a small loss).
 */
function rankingFormat(x: number): string {
  return Number.isInteger(x) ? "0" : "0.00;-0.00";
}

/**
 * The session summary blocks of a sheet as the session's ranking, method by method: a line naming
 * the method, then for each field (each of the block's tables) its title and its pairs best first
 * (the table's declared ranking) with their place, pair, boards played, total, average and (for
 * matchpoints) percentage; the place and pair to the left, the numbers to the right, a blank line
 * after each method.
 *
 * @example
 * renderRanking(buildSheetWithSummary(traveller, { method: "mp" })); // "Session ranking: matchpoints\nNS pairs\nRank  Pair ..."
 */
export function renderRanking(model: SheetModel): string {
  const at = new Map(model.cells.map((c) => [`${c.row},${c.col}`, c]));
  const text = (row: number, col: number): string => {
    const v = at.get(`${row},${col}`)?.value;
    return typeof v === "number" ? formatValue(v, rankingFormat(v)) : formatValue(v);
  };
  const lines: string[] = [];
  for (const block of model.blocks.filter((x) => x.kind === "summary")) {
    if (block.method === undefined) throw new Error(`The summary "${block.title}" names no method.`);
    lines.push(`Session ranking: ${METHOD_NAMES[block.method]}`);
    for (const table of block.tables) {
      lines.push(table.title);
      const columns = RANKING_COLUMNS.flatMap((role) => table.columns.filter((c) => c.role === role));
      const order = table.ranking ?? tableRows({ ...table, header: null });
      const rows = [columns.map((c) => c.label), ...order.map((r) => columns.map((c) => text(r, c.col)))];
      // By a loop, not Math.max(...rows): a field of a hundred thousand pairs is as many arguments.
      const widths = columns.map((_, k) => rows.reduce((w, x) => Math.max(w, x[k].length), 0));
      for (const row of rows)
        lines.push(
          row
            .map((x, k) => (LEFT_COLUMNS.has(columns[k].role) ? x.padEnd(widths[k]) : x.padStart(widths[k])))
            .join("  "),
        );
    }
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}
