import { CellModel, CellValue, SheetModel } from "../sheet/model";

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

/**
 * The sheet as plain text for a terminal: blocks separated by blank rows as on the sheet; within a
 * block, the rows of a table (those with something in column B or C) are aligned column by column,
 * numbers to the right; titles, labels and notes are printed as they are, a label followed by its
 * values. The IMP scale block is shortened to its title.
 *
 * @example
 * renderSheet(buildResultsSheet(traveller, { method: "cross" })).split("\n")[0]; // the sheet's title
 */
export function renderSheet(model: SheetModel): string {
  const rows = new Map<number, CellModel[]>();
  for (const c of model.cells) {
    if (c.value === undefined || c.value === null || c.value === "") continue;
    const list = rows.get(c.row) ?? [];
    list.push(c);
    rows.set(c.row, list);
  }
  const last = Math.max(-1, ...rows.keys());
  const out: string[] = [];
  let segment: CellModel[][] = [];
  const flush = (): void => {
    if (segment.length === 0) return;
    out.push(...renderSegment(segment), "");
    segment = [];
  };
  for (let r = 0; r <= last; r++) {
    const cells = rows.get(r);
    if (!cells) flush();
    else segment.push(cells.sort((a, b) => a.col - b.col));
  }
  flush();
  return out.join("\n").replace(/\n+$/, "\n");
}

function isTableRow(cells: readonly CellModel[]): boolean {
  return cells.some((c) => c.col === 1 || c.col === 2);
}

function renderSegment(rows: CellModel[][]): string[] {
  const first = rows[0][0];
  if (typeof first.value === "string" && first.value.startsWith("IMP scale:")) return [first.value];
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
