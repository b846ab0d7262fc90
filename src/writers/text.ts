import { wrapText } from "../sheet/builder";
import { CellModel, ColumnRole, SheetBlock, SheetModel, SheetTable } from "../sheet/model";
import {
  fieldName,
  METHOD_NAMES,
  METHOD_TRAITS,
  stratumRange,
  type ScoredSession,
  type ScoringMethod,
} from "../scoring";
import { formatValue } from "../sheet/number-format";
import { MAX_COL } from "../grid/a1";

/**
 * The width the text keeps within when nothing says otherwise: what the command line assumes when
 * its output is not a terminal (a terminal's own width is used when it is one).
 */
export const TEXT_WIDTH = 100;

/** How the sheet is laid out as text. */
export interface TextLayout {
  /**
   * The widest line, in characters (default {@link TEXT_WIDTH}): a wider table is cut into groups
   * of its columns, each group under the columns that say whose row it is (the table, the pairs),
   * and longer text is wrapped.
   */
  readonly width?: number;
  /** The blocks to print (default: all of them). */
  readonly blocks?: (block: SheetBlock) => boolean;
}

/** The columns repeated in every group of a table cut to the width: they say whose row it is. */
const KEY_ROLES: ReadonlySet<ColumnRole> = new Set(["table", "pair", "names", "team", "room", "board"]);

/** A cell's value as the sheet shows it (see `formatValue` in `src/sheet/number-format.ts`). */
function formatCell(c: Pick<CellModel, "value" | "numberFormat">): string {
  return formatValue(c.value, c.numberFormat);
}

/**
 * A cell of a table as a line shows it: its column, its text, and whether it is a number (aligned
 * right). Made for one row at a time, as its lines are written.
 */
interface TableCell {
  readonly col: number;
  readonly text: string;
  readonly right: boolean;
}

/**
 * Whether a cell shows anything: empty cells, styled cells without a value and links about the
 * sheet (a board's link back to the ranking) do not.
 */
function shown(c: CellModel): boolean {
  return c.value !== undefined && c.value !== null && c.value !== "" && c.role !== "link";
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
  // A board's title repeated at the top of a printed page its board runs on to: the text has it once.
  const repeats = new Set(model.print?.repeats ?? []);
  for (const c of model.cells) {
    if (!shown(c) || repeats.has(c.row)) continue;
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
 * row of the sheet is a blank line (several in a row, one); a declared table (header and data
 * rows) is printed whole where its first row comes, aligned column by column, numbers to the right,
 * cut into groups of columns when it is wider than the width (see {@link tableLines}); any other
 * row (a title, a note, a label with its values) is printed as it is, a label followed by its
 * values, wrapped to the width. A block set beside the others (the IMP scale) is printed on its
 * own where its first row comes, its table turned on its side (see {@link renderSideBlock}).
 *
 * @example
 * renderSheet(buildResultsSheet(traveller, { method: "cross" })).split("\n")[0]; // the sheet's title
 */
export function renderSheet(model: SheetModel, layout: TextLayout = {}): string {
  const width = layout.width ?? TEXT_WIDTH;
  const wanted = layout.blocks ?? (() => true);
  const cells = cellsByBlock(model);
  /** Each row of the blocks in the run from top to bottom: the block and what it shows there. */
  const rows = new Map<number, { block: SheetBlock; cells: CellModel[] }>();
  for (const block of model.blocks) {
    if (block.beside || !wanted(block)) continue;
    for (const [r, list] of cells.get(block)!) rows.set(r, { block, cells: list });
  }
  const beside = model.blocks.filter((x) => x.beside && wanted(x) && cells.get(x)!.size > 0);
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
  const printed = new Set<SheetTable>();
  for (let r = 0; r <= last; r++) {
    for (const block of beside.filter((x) => x.rows[0] === r)) {
      endGroup();
      // One line at a time, not push(...lines): a block of a board of a hundred thousand tables
      // has more lines than a call takes arguments.
      for (const line of renderSideBlock(block, cells.get(block)!, width)) out.push(line);
      out.push("");
    }
    const here = rows.get(r);
    if (here === undefined) {
      endGroup();
      continue;
    }
    const table = tableOf(here.block, r);
    if (table === undefined) {
      lines.push(...textLines(here.cells, width));
      continue;
    }
    if (printed.has(table)) continue;
    printed.add(table);
    for (const line of tableLines(table, cells.get(here.block)!, width)) lines.push(line);
  }
  endGroup();
  return out.join("\n").replace(/\n+$/, "\n");
}

/**
 * A row outside the tables: its first cell, then the rest after it (a label and its values, the
 * values from the 41st character on when they fit), wrapped at spaces to the width.
 */
function textLines(cells: readonly CellModel[], width: number): string[] {
  const [head, ...rest] = cells;
  const label = formatCell(head);
  if (rest.length === 0) return label.length <= width ? [label] : wrapText(label, width);
  const values = rest.map(formatCell).join("  ");
  const line = `${label.padEnd(Math.max(label.length + 2, 40))}${values}`;
  if (line.length <= width) return [line];
  const close = `${label}  ${values}`;
  return close.length <= width ? [close] : wrapText(close, width);
}

/** The widest text of each column over a table's rows, by column. */
function columnWidths(rows: readonly (readonly CellModel[])[]): number[] {
  const widths: number[] = [];
  for (const list of rows)
    for (const c of list) widths[c.col] = Math.max(widths[c.col] ?? 0, formatCell(c).length);
  return widths;
}

/** A row's cells as its line shows them. */
function tableCells(list: readonly CellModel[]): TableCell[] {
  return list.map((c) => ({
    col: c.col,
    text: formatCell(c),
    right: typeof c.value === "number",
  }));
}

/**
 * A table's rows (header and data) as lines within the width. A table that fits is printed as it
 * stands; a wider one (a session summary's column per board, a comparison matrix of many tables)
 * is cut into groups of columns, one after the other with a blank line between, each group
 * repeating the leading columns that say whose row it is (the table, the pairs, their names) so a
 * board's results read across a row of boards.
 */
function tableLines(
  table: SheetTable,
  cells: ReadonlyMap<number, readonly CellModel[]>,
  width: number,
): string[] {
  // Each cell formatted for its column's width, then again as its row is written: a board of
  // 150,000 tables has millions of cells, and their texts held all at once were the peak of its
  // memory.
  const rows: (readonly CellModel[])[] = [];
  for (const r of tableRows(table)) {
    const list = cells.get(r);
    if (list === undefined || list.length === 0) continue;
    rows.push(list);
  }
  const widths = columnWidths(rows);
  const columns = widths.flatMap((w, col) => (w > 0 ? [col] : []));
  const span = (cols: readonly number[]): number =>
    cols.reduce((sum, col, i) => sum + widths[col] + (i > 0 ? 2 : 0), 0);
  if (span(columns) <= width) {
    const out: string[] = [];
    // One line at a time, not flatMap: the lines of a board of a hundred thousand tables.
    for (const list of rows) for (const line of tableLine(tableCells(list), widths)) out.push(line);
    return out;
  }
  const role = new Map(table.columns.map((c) => [c.col, c.role]));
  let keys: number[] = [];
  for (const col of columns) {
    if (!KEY_ROLES.has(role.get(col) ?? "note")) break;
    keys.push(col);
  }
  // Long keys leave the rest little room: the names go first (the pair's number still says whose
  // row it is), and keys wider than half the width shrink to their first column.
  if (span(keys) > width / 3) keys = keys.filter((col) => role.get(col) !== "names");
  if (span(keys) > width / 2) keys = keys.slice(0, 1);
  const rest = columns.filter((col) => !keys.includes(col));
  // The columns that hold text somewhere: the one a group may narrow and wrap.
  const textColumns = new Set<number>();
  for (const list of rows) for (const c of list) if (typeof c.value === "string") textColumns.add(c.col);
  const out: string[] = [];
  for (let start = 0; start < rest.length;) {
    const group = [...keys, rest[start++]];
    while (start < rest.length && span([...group, rest[start]]) <= width) group.push(rest[start++]);
    const only = new Set(group);
    const groupWidths = widths.map((w, col) => (only.has(col) ? w : 0));
    // A group still too wide (a column of long text alone beside the keys): its widest column of
    // text is narrowed to what is left, and its cells wrapped at spaces within it.
    const excess = span(group) - width;
    if (excess > 0) {
      const text = group.filter((col) => textColumns.has(col));
      const widest = text.reduce<number | null>(
        (w, col) => (w === null || widths[col] > widths[w] ? col : w),
        null,
      );
      if (widest !== null) groupWidths[widest] = Math.max(8, widths[widest] - excess);
    }
    if (out.length > 0) out.push("");
    for (const list of rows) {
      const shownHere = list.filter((c) => only.has(c.col));
      if (shownHere.length > 0)
        for (const line of tableLine(tableCells(shownHere), groupWidths)) out.push(line);
    }
  }
  return out;
}

/**
 * A row of a table: its cells in their columns' widths, numbers to the right, text to the left;
 * text wider than its column (narrowed to fit the width) wrapped at spaces onto lines under it.
 */
function tableLine(cells: readonly TableCell[], widths: readonly number[]): string[] {
  // The cells come sorted by column: walk them alongside the columns.
  const maxCol = cells[cells.length - 1].col;
  const parts: { readonly lines: string[]; readonly width: number; readonly right: boolean }[] = [];
  let next = 0;
  for (let col = 0; col <= maxCol; col++) {
    const c = cells[next]?.col === col ? cells[next++] : undefined;
    const w = widths[col] ?? 0;
    if (w === 0 && !c) continue;
    const text = c ? c.text : "";
    const right = c?.right === true;
    parts.push({ lines: text.length > w && !right ? wrapText(text, w) : [text], width: w, right });
  }
  let height = 1;
  for (const p of parts) height = Math.max(height, p.lines.length);
  const out: string[] = [];
  for (let i = 0; i < height; i++)
    out.push(
      parts
        .map((p) => (p.right ? (p.lines[i] ?? "").padStart(p.width) : (p.lines[i] ?? "").padEnd(p.width)))
        .join("  ")
        .trimEnd(),
    );
  return out;
}

/**
 * A block set beside the others, as text: its rows outside its table (a title, a note) as running
 * text, joined where the sheet wrapped them to the block's narrow columns, and its table turned
 * on its side, a line per column ("From  0  20  50 ...", "IMPs  0  1  2 ..."), the values of each
 * row aligned under each other and broken into as many such groups as keep the lines within the
 * width.
 *
 * @example
 * renderSideBlock(scaleBlock, cellsOfTheBlockByRow);
 * // ["WBF IMP scale", "From  0  20  50  90  130 ...", "IMPs  0   1   2   3    4 ...", ..., "From: each band's lower bound"]
 */
function renderSideBlock(
  block: SheetBlock,
  cells: ReadonlyMap<number, readonly CellModel[]>,
  width: number,
): string[] {
  const out: string[] = [];
  let text: string[] = [];
  let table: string[][] = [];
  const endText = (): void => {
    if (text.length > 0) for (const line of wrapText(text.join(" "), width)) out.push(line);
    text = [];
  };
  const endTable = (): void => {
    if (table.length > 0) for (const line of sideways(table, width)) out.push(line);
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
function sideways(rows: readonly (readonly string[])[], width: number): string[] {
  const [header, ...body] = rows;
  const labelWidth = Math.max(...header.map((h) => h.length));
  const widths = body.map((row) => Math.max(...row.map((x) => x.length)));
  const out: string[] = [];
  for (let start = 0; start < body.length;) {
    let end = start;
    let used = labelWidth;
    while (end < body.length && (end === start || used + 2 + widths[end] <= width)) used += 2 + widths[end++];
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
 * How the ranking shows the numbers of a column: whole numbers bare when every one of them is
 * whole, else every one to 2 decimals (-0.00 for a small loss), so a column's decimals line up.
 */
function rankingFormat(column: readonly unknown[]): string {
  return column.every((x) => typeof x !== "number" || Number.isInteger(x)) ? "0" : "0.00;-0.00";
}

/**
 * The session summary blocks of a sheet as the session's ranking, method by method: a line naming
 * the method, then for each field (each of the block's tables) its title and its pairs best first
 * (the table's declared ranking; tied places shown "=2") with their place, pair, names, boards
 * played, total, average and (for matchpoints) percentage; the place and pair to the left, the
 * numbers to the right with the same decimals down a column, a blank line after each field. Names
 * too long for the width wrap at spaces onto lines of their own under their column.
 *
 * @example
 * renderRanking(buildSheetWithSummary(traveller, { method: "mp" })); // "Session ranking: matchpoints\nNS pairs\nRank  Pair ..."
 */
export function renderRanking(model: SheetModel, width: number = TEXT_WIDTH): string {
  const summaries = model.blocks.filter((x) => x.kind === "summary");
  // The values of the summaries' cells only, by row and column (a number for a key, not text): a
  // sheet of one board of a hundred thousand tables has millions of cells the ranking never reads.
  const key = (row: number, col: number): number => row * (MAX_COL + 1) + col;
  const at = new Map<number, CellModel["value"]>();
  for (const c of model.cells) if (summaries.some((x) => within(c, x))) at.set(key(c.row, c.col), c.value);
  const rankings: MethodRanking[] = summaries.map((block) => {
    if (block.method === undefined) throw new Error(`The summary "${block.title}" names no method.`);
    return {
      method: block.method,
      fields: block.tables
        .filter((table) => table.band !== true)
        .map((table) => {
          const columns = RANKING_COLUMNS.flatMap((role) => table.columns.filter((c) => c.role === role));
          const order = table.ranking ?? tableRows({ ...table, header: null });
          return {
            title: table.title,
            columns,
            values: order.map((r) => columns.map((c) => at.get(key(r, c.col)))),
          };
        }),
    };
  });
  return rankingText(rankings, width);
}

/** A method's ranking as the text shows it: each field's title, columns and values, best first. */
interface MethodRanking {
  readonly method: ScoringMethod;
  readonly fields: readonly {
    readonly title: string;
    readonly columns: readonly { readonly label: string; readonly role: ColumnRole }[];
    readonly values: readonly (readonly unknown[])[];
  }[];
}

/**
 * The sessions' rankings as {@link renderRanking} prints them from the session summary, made from
 * the sessions themselves: for a sheet that cannot be laid out with its summary (one board of so
 * many tables that the summary passes Excel's last row), the same columns, values and order the
 * summary would show.
 *
 * @example
 * renderSessionRanking(section.sessions); // the text of renderRanking(section.withSummary())
 */
export function renderSessionRanking(sessions: readonly ScoredSession[], width: number = TEXT_WIDTH): string {
  const named = (s: ScoredSession): boolean =>
    s.rankings.some((r) => r.pairs.some((p) => p.names !== undefined));
  const rankings: MethodRanking[] = sessions.map((s) => {
    const percentages = METHOD_TRAITS[s.method].percentages;
    const labels: Partial<Record<ColumnRole, string>> = {
      rank: "Rank",
      pair: "Pair",
      ...(named(s) ? { names: "Names" } : {}),
      played: "Boards",
      total: "Total",
      average: "Average",
      ...(percentages ? { percent: "%" } : {}),
    };
    const columns = RANKING_COLUMNS.flatMap((role) =>
      labels[role] === undefined ? [] : [{ label: labels[role]!, role }],
    );
    return {
      method: s.method,
      fields: s.rankings.map((ranking) => ({
        title: fieldName(ranking.field),
        columns,
        // What the summary writes in each of these cells, and leaves empty where it writes nothing.
        values: ranking.pairs.map((p) =>
          columns.map((c): unknown => {
            switch (c.role) {
              case "rank":
                return p.rank ?? undefined;
              case "pair":
                return p.id;
              case "names":
                return p.names;
              case "played":
                return p.boardsPlayed;
              case "total":
                return p.total;
              case "average":
                return p.average ?? undefined;
              default:
                return p.tops !== null && p.boardsPlayed > 0 ? p.percentage : undefined;
            }
          }),
        ),
      })),
    };
  });
  return rankingText(rankings, width);
}

/**
 * The notes of ties for first broken (or left) by a tie-break rule, a line each field: "" when
 * no tie-break was applied.
 *
 * @example
 * tieBreakText(sessions); // "NS pairs: Tie broken by point-a-board count-back: NS 3 66.67% ...\n"
 */
export function tieBreakText(sessions: readonly ScoredSession[]): string {
  const lines: string[] = [];
  for (const s of sessions)
    for (const r of s.rankings)
      for (const note of new Set(r.pairs.flatMap((p) => (p.tieBreak === undefined ? [] : [p.tieBreak]))))
        lines.push(`${fieldName(r.field)}: ${note}`);
  return lines.length === 0 ? "" : `${lines.join("\n")}\n\n`;
}

/**
 * A stratified session's lists as text: for each stratum and field its title, then each pair's
 * place, pair and own stratum; "" when no session is stratified.
 *
 * @example
 * strataText(sessions); // "Stratum B (500 and more): NS pairs\n1   NS 2  B\n2   NS 1  C\n\n..."
 */
export function strataText(sessions: readonly ScoredSession[]): string {
  const lines: string[] = [];
  for (const s of sessions) {
    if (s.strata === undefined) continue;
    const by = s.strata.by === "higher" ? "the higher-rated player" : "the players' mean";
    lines.push(
      `Strata (${METHOD_NAMES[s.method]}; each pair by ${by}; a list ranks its stratum and every lower one)`,
    );
    for (const list of s.strata.rankings) {
      const range = stratumRange(s.strata.strata, list.stratum);
      lines.push(`Stratum ${list.stratum} (${range}): ${fieldName(list.field)}`);
      if (list.pairs.length === 0) lines.push("  no pairs");
      const width = Math.max(4, ...list.pairs.map((p) => (p.rank ?? "").length));
      const pairWidth = Math.max(4, ...list.pairs.map((p) => p.id.length));
      for (const p of list.pairs)
        lines.push(`${(p.rank ?? "").padEnd(width)}  ${p.id.padEnd(pairWidth)}  ${p.stratum}`);
      lines.push("");
    }
  }
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

function rankingText(rankings: readonly MethodRanking[], width: number): string {
  const lines: string[] = [];
  for (const ranking of rankings) {
    lines.push(`Session ranking: ${METHOD_NAMES[ranking.method]}`);
    for (const field of ranking.fields) {
      lines.push(field.title);
      const { columns, values } = field;
      const formats = columns.map((_, k) => rankingFormat(values.map((row) => row[k])));
      const rows = [
        columns.map((c) => c.label),
        ...values.map((row) =>
          row.map((v, k) =>
            typeof v === "number" ? formatValue(v, formats[k]) : formatValue(v as CellModel["value"]),
          ),
        ),
      ];
      // By a loop, not Math.max(...rows): a field of a hundred thousand pairs is as many arguments.
      const widths = columns.map((_, k) => rows.reduce((w, x) => Math.max(w, x[k].length), 0));
      // Names wider than the width leaves them wrap in their column (never narrower than 12).
      const names = columns.findIndex((c) => c.role === "names");
      const total = widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1);
      if (names >= 0 && total > width) widths[names] = Math.max(12, widths[names] - (total - width));
      for (const row of rows) {
        const cells = row.map((x, k) => (k === names && x.length > widths[k] ? wrapText(x, widths[k]) : [x]));
        const height = Math.max(...cells.map((c) => c.length));
        for (let i = 0; i < height; i++)
          lines.push(
            cells
              .map((c, k) => {
                const x = c[i] ?? "";
                return LEFT_COLUMNS.has(columns[k].role) ? x.padEnd(widths[k]) : x.padStart(widths[k]);
              })
              .join("  ")
              .trimEnd(),
          );
      }
      lines.push("");
    }
  }
  return `${lines.join("\n")}\n`;
}
