import { wrapText } from "../sheet/builder";
import { CellModel, CellRect, CellValue, SheetModel } from "../sheet/model";

/**
 * A cell's value as the sheet would show it, from its number format: signed formats ("+0;-0;0")
 * get their sign, "0.00" two decimals, "0.00%" a percentage, "0.##" up to two decimals.
 *
 * @example
 * formatCell({ row: 0, col: 0, value: 31, numberFormat: "+0;-0;0" }); // "+31"
 * formatCell({ row: 0, col: 0, value: 0.3, numberFormat: "0.00%" }); // "30.00%"
 */
export function formatCell(c: Pick<CellModel, "value" | "numberFormat">): string {
  const v: CellValue | undefined = c.value;
  if (v === null || v === undefined) return "";
  if (typeof v !== "number") return String(v);
  const fmt = c.numberFormat ?? "";
  const positive = fmt.split(";")[0];
  if (positive.endsWith("%")) {
    const d = /\.(0+)%/.exec(positive)?.[1].length ?? 0;
    return `${(v * 100).toFixed(d)}%`;
  }
  let text: string;
  const fixed = /0\.(0+)/.exec(positive);
  if (fixed) text = Math.abs(v).toFixed(fixed[1].length);
  else if (/0\.#+/.test(positive))
    text = String(Number(Math.abs(v).toFixed(/0\.(#+)/.exec(positive)![1].length)));
  else if (positive.startsWith("+") || positive === "0") text = Math.abs(Math.round(v)).toString();
  else text = String(Math.abs(v));
  const zero = Number(text) === 0;
  const sign = v < 0 && !zero ? "-" : positive.startsWith("+") && !zero ? "+" : "";
  return sign + text;
}

/** The width the text rendering keeps within (a terminal of 80 columns). */
const LINE_WIDTH = 78;

/**
 * The sheet as plain text for a terminal: blocks separated by blank rows as on the sheet; within a
 * block, the rows of a table (those with something in column B or C) are aligned column by column,
 * numbers to the right; titles, labels and notes are printed as they are, a label followed by its
 * values. A block set beside the others (the model's sideBlocks: the IMP scale) is printed on its
 * own where its first row comes, its table turned on its side (see {@link renderSideBlock}).
 *
 * @example
 * renderSheet(buildResultsSheet(traveller, { method: "cross" })).split("\n")[0]; // the sheet's title
 */
export function renderSheet(model: SheetModel): string {
  const sides = [...(model.sideBlocks ?? [])].sort((a, b) => a.top - b.top);
  const inside = (c: CellModel, r: CellRect): boolean =>
    c.row >= r.top && c.row <= r.bottom && c.col >= r.left && c.col <= r.right;
  const sideCells = sides.map((): CellModel[] => []);
  const rows = new Map<number, CellModel[]>();
  for (const c of model.cells) {
    if (c.value === undefined || c.value === null || c.value === "") continue;
    const k = sides.findIndex((r) => inside(c, r));
    if (k >= 0) {
      sideCells[k].push(c);
      continue;
    }
    const list = rows.get(c.row) ?? [];
    list.push(c);
    rows.set(c.row, list);
  }
  const last = Math.max(-1, ...rows.keys(), ...sides.map((r) => r.top));
  const out: string[] = [];
  let segment: CellModel[][] = [];
  const flush = (): void => {
    if (segment.length === 0) return;
    out.push(...renderSegment(segment), "");
    segment = [];
  };
  for (let r = 0; r <= last; r++) {
    sides.forEach((side, k) => {
      if (side.top !== r || sideCells[k].length === 0) return;
      flush();
      out.push(...renderSideBlock(sideCells[k]), "");
    });
    const cells = rows.get(r);
    if (!cells) flush();
    else segment.push(cells.sort((a, b) => a.col - b.col));
  }
  flush();
  return out.join("\n").replace(/\n+$/, "\n");
}

/**
 * A block set beside the others, as text: its lines of running text (a title, a note), joined
 * where the sheet wrapped them to the block's narrow columns, and its table turned on its side, a
 * line per column ("From  0  20  50 ...", "IMPs  0  1  2 ..."), the values of each row aligned under
 * each other and broken into as many such groups as keep the lines within 78 characters.
 *
 * @example
 * renderSideBlock(scaleCells);
 * // ["WBF IMP scale", "From  0  20  50  90  130 ...", "IMPs  0   1   2   3    4 ...", ..., "From: each band's lower bound"]
 */
export function renderSideBlock(cells: readonly CellModel[]): string[] {
  const byRow = new Map<number, CellModel[]>();
  for (const c of cells) byRow.set(c.row, [...(byRow.get(c.row) ?? []), c]);
  const out: string[] = [];
  let text: string[] = [];
  let table: string[][] = [];
  const endText = (): void => {
    if (text.length > 0) out.push(...wrapText(text.join(" "), LINE_WIDTH));
    text = [];
  };
  const endTable = (): void => {
    if (table.length > 0) out.push(...sideways(table));
    table = [];
  };
  for (const r of [...byRow.keys()].sort((a, b) => a - b)) {
    const row = byRow.get(r)!.sort((a, b) => a.col - b.col);
    if (row.length === 1 && typeof row[0].value === "string") {
      endTable();
      text.push(row[0].value);
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

function isTableRow(cells: readonly CellModel[]): boolean {
  return cells.some((c) => c.col === 1 || c.col === 2);
}

function renderSegment(rows: CellModel[][]): string[] {
  const widths: number[] = [];
  for (const cells of rows) {
    if (!isTableRow(cells)) continue;
    for (const c of cells) widths[c.col] = Math.max(widths[c.col] ?? 0, formatCell(c).length);
  }
  return rows.map((cells) => {
    if (!isTableRow(cells)) {
      const [head, ...rest] = cells;
      const label = formatCell(head);
      if (rest.length === 0) return label;
      return `${label.padEnd(Math.max(label.length + 2, 40))}${rest.map(formatCell).join("  ")}`;
    }
    const maxCol = cells[cells.length - 1].col;
    const parts: string[] = [];
    for (let col = 0; col <= maxCol; col++) {
      const c = cells.find((x) => x.col === col);
      const w = widths[col] ?? 0;
      if (w === 0 && !c) continue;
      const text = c ? formatCell(c) : "";
      parts.push(typeof c?.value === "number" ? text.padStart(w) : text.padEnd(w));
    }
    return parts.join("  ").trimEnd();
  });
}
