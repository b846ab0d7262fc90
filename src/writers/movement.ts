// A made movement's sheets as a director prints or types into them, each rendering made from the
// sheet models (src/sheet/movement-sheets.ts) and never from the movement again: a workbook (the
// board sets, a page a table card, a Howell's guide cards, the empty traveller), a printable web
// page (a page a card) and plain text.
import type { MadeMovement } from "../scoring";
import type { CellValue, SheetBlock, SheetModel, SheetTable } from "../sheet/model";
import { movementSheets, tableValues } from "../sheet/movement-sheets";
import { movementLine } from "../sheet/movement-seats";
import { wrapText } from "../sheet/builder";
import { escapeHtml } from "./html-text";
import { xlsxBuffer } from "./xlsx";

/** A piece of a block in reading order: a line of text (a title, a label, a note) or a table. */
type Piece =
  | { readonly kind: "line"; readonly text: string; readonly role: string | undefined }
  | { readonly kind: "table"; readonly table: SheetTable };

/** A cell's value as text: "" for an empty cell. */
const shown = (v: CellValue | undefined): string => (v === null || v === undefined ? "" : String(v));

/**
 * A block's pieces: its rows top to bottom, each table's header and rows as one piece; a note
 * (its text wrapped over rows on the sheet) its whole text, as its title holds it.
 */
function piecesOf(model: SheetModel, block: SheetBlock): Piece[] {
  if (block.kind === "note") {
    const first = model.cells.find((c) => c.row === block.rows[0] && c.col === 0);
    return [{ kind: "line", text: block.title, role: first?.role }];
  }
  const out: Piece[] = [];
  const tables = new Map<number, SheetTable>();
  for (const t of block.tables) if (t.header !== null) tables.set(t.header, t);
  const byRow = new Map<number, { text: string; role: string | undefined }>();
  for (const c of model.cells) {
    if (c.row < block.rows[0] || c.row > block.rows[1] || c.col !== 0) continue;
    byRow.set(c.row, { text: shown(c.value), role: c.role });
  }
  for (let r = block.rows[0]; r <= block.rows[1]; r++) {
    const t = tables.get(r);
    if (t !== undefined) {
      out.push({ kind: "table", table: t });
      r = Math.max(r, t.rows[1]);
      continue;
    }
    const line = byRow.get(r);
    if (line !== undefined && line.text !== "") out.push({ kind: "line", ...line });
  }
  return out;
}

/** A table as text: its labels and rows in columns padded to their widest cell. */
function tableText(model: SheetModel, table: SheetTable): string[] {
  const rows = [table.columns.map((c) => c.label), ...tableValues(model, table).map((r) => r.map(shown))];
  const widths = table.columns.map((_, k) => Math.max(...rows.map((r) => r[k].length)));
  return rows.map((r) => `  ${r.map((x, k) => x.padEnd(widths[k])).join("  ")}`.trimEnd());
}

/**
 * The movement as plain text: each sheet under its name, each block's lines and tables, a card
 * after a card.
 *
 * @example
 * movementText(m).split("\n")[0]; // "Board sets"
 */
export function movementText(m: MadeMovement): string {
  const lines: string[] = [];
  for (const sheet of movementSheets(m)) {
    lines.push(sheet.name, "=".repeat(sheet.name.length));
    for (const block of sheet.blocks) {
      for (const p of piecesOf(sheet, block))
        if (p.kind === "line") lines.push(...wrapText(p.text));
        else lines.push(...tableText(sheet, p.table));
      lines.push("");
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/** The page's styles: a card a printed page, nothing but the cards on paper. */
const MOVEMENT_STYLES = `
body{margin:0 auto;max-width:60rem;padding:0 1rem;font:16px/1.45 system-ui,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a}
h1{font-size:1.5rem;color:#1f4e3d}
h2{font-size:1.25rem;margin-top:2rem;border-bottom:2px solid #1f4e3d}
h3{font-size:1.15rem;margin:1rem 0 .25rem;padding:.25rem .5rem;background:#ddebf7}
table{border-collapse:collapse;margin:.25rem 0 1rem}
th,td{padding:.2rem .6rem;text-align:left;border-bottom:1px solid #bfbfbf}
th{border-bottom:2px solid #1a1a1a}
td.n{text-align:right;font-variant-numeric:tabular-nums}
.note{color:#6b5000;font-style:italic}
.card{break-inside:avoid;page-break-inside:avoid}
@media print{
  body{max-width:none}
  .card{break-before:page;page-break-before:always}
  .card.first{break-before:auto;page-break-before:auto}
  th,td{border-bottom:1px solid #000}
}
`;

/** A block's pieces as markup: its lines as paragraphs (the first of a card its heading), its tables. */
function blockHtml(
  model: SheetModel,
  block: SheetBlock,
  headingId: string,
): { html: string; headed: boolean } {
  const out: string[] = [];
  let headed = false;
  for (const p of piecesOf(model, block)) {
    if (p.kind === "line") {
      const cls = p.role === "note" ? ' class="note"' : "";
      if (!headed && (p.role === "heading" || p.role === "section" || p.role === "title")) {
        out.push(`<h3 id="${headingId}">${escapeHtml(p.text)}</h3>`);
        headed = true;
      } else out.push(`<p${cls}>${escapeHtml(p.text)}</p>`);
      continue;
    }
    const t = p.table;
    const head = t.columns.map((c) => `<th scope="col">${escapeHtml(c.label)}</th>`).join("");
    const body = tableValues(model, t)
      .map(
        (r) =>
          `<tr>${r.map((v) => (typeof v === "number" ? `<td class="n">${v}</td>` : `<td>${escapeHtml(shown(v))}</td>`)).join("")}</tr>`,
      )
      .join("\n");
    out.push(
      `<table aria-labelledby="${headingId}"><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`,
    );
  }
  return { html: out.join("\n"), headed };
}

/**
 * The movement as a printable web page: each sheet a section under its name; each table card and
 * guide card a section of its own that prints on a page of its own (`@media print`: a page break
 * before every card but a sheet's first); every text escaped.
 *
 * @example
 * movementHtml(m).includes("<h3 id=\"card-2-1\">Table 1</h3>"); // true
 */
export function movementHtml(m: MadeMovement): string {
  const title = movementLine(m);
  const parts: string[] = [];
  movementSheets(m).forEach((sheet, s) => {
    const sheetId = `sheet-${s + 1}`;
    parts.push(
      `<section aria-labelledby="${sheetId}">`,
      `<h2 id="${sheetId}">${escapeHtml(sheet.name)}</h2>`,
    );
    let first = true;
    sheet.blocks.forEach((block, k) => {
      const id = `card-${s + 1}-${k + 1}`;
      const card = block.kind === "card";
      const cls = card ? (first ? "card first" : "card") : "block";
      if (card) first = false;
      const { html, headed } = blockHtml(sheet, block, id);
      // A block without a heading of its own (a note) is no section of its own.
      if (headed) parts.push(`<section class="${cls}" aria-labelledby="${id}">`, html, "</section>");
      else parts.push(`<div class="${cls}">`, html, "</div>");
    });
    parts.push("</section>");
  });
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${MOVEMENT_STYLES}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1></header>
<main>
${parts.join("\n")}
</main>
</body>
</html>
`;
}

/**
 * The movement's sheets as a workbook: the board sets, the table cards (a printed page each), a
 * Howell's guide cards, the empty traveller.
 */
export function movementWorkbook(m: MadeMovement): Promise<Buffer> {
  return xlsxBuffer(movementSheets(m));
}

/** The renderings a movement is written as. */
export type MovementOutput = "xlsx" | "html" | "text";

/** A rendering of a movement: its file's extension, MIME type and content. */
export interface MovementFile {
  readonly extension: string;
  readonly mime: string;
  readonly content: string | Buffer;
}

/**
 * A movement in the rendering chosen, for the command line's `movement` command (--xlsx, --html,
 * or the text it prints).
 *
 * @example
 * (await movementOutputs(m, "html")).mime; // "text/html"
 */
export async function movementOutputs(m: MadeMovement, choice: MovementOutput): Promise<MovementFile> {
  if (choice === "xlsx")
    return {
      extension: "xlsx",
      mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      content: await movementWorkbook(m),
    };
  if (choice === "html") return { extension: "html", mime: "text/html", content: movementHtml(m) };
  return { extension: "txt", mime: "text/plain", content: movementText(m) };
}
