/**
 * The blocks of the results web page (html.ts): which block each cell of the sheet belongs to,
 * and each block as markup: its headings, its lines of text, and its declared tables (the
 * traveller with each pair's result joined on, where the page joins them), each computed cell
 * with its formula bar.
 */
import { cellRef, parseCellRef, referencesIn } from "../grid/a1";
import type { CellModel, ColumnRole, SheetBlock, SheetModel, SheetTable } from "../sheet/model";
import { formulaWords } from "./formula-words";
import { columnDecimals, withDecimals, type JoinedResults } from "./html-tables";
import type { SiteLinks } from "./html-links";
import {
  classesOf,
  escapeHtml,
  joinWrapped,
  keep,
  type Piece,
  redSuits,
  shown,
  shownText,
  suitHtml,
  within,
} from "./html-text";

/**
 * Columns shown only with the workings: a director's checks of the traveller (the score entered,
 * the score the contract gives and its parts, whether they agree) and of the results (NS + EW).
 */
const WORKINGS_COLUMNS: ReadonlySet<ColumnRole> = new Set([
  "entered",
  "computed",
  "agreement",
  "component",
  "sum",
]);

/** The cells of each block, by row (a cell of a block set beside the others belongs to it). */
export function cellsByBlock(model: SheetModel): Map<SheetBlock, Map<number, CellModel[]>> {
  const beside = model.blocks.filter((x) => x.beside);
  const inRun = model.blocks.filter((x) => !x.beside);
  const out = new Map<SheetBlock, Map<number, CellModel[]>>(model.blocks.map((x) => [x, new Map()]));
  for (const c of model.cells) {
    if (!shown(c)) continue;
    const block = beside.find((x) => within(c, x)) ?? inRun.find((x) => within(c, x));
    if (block === undefined) continue;
    const rows = out.get(block)!;
    rows.set(c.row, [...(rows.get(c.row) ?? []), c]);
  }
  for (const rows of out.values()) for (const list of rows.values()) list.sort((a, b) => a.col - b.col);
  return out;
}

/**
 * The formula bar of a computed cell (`id`): how it was reached in bridge words when `tips` says,
 * then its name, its formula, the formula in words, the single cells it uses with their values (from `at`).
 */
function formulaTip(
  c: CellModel,
  id: string,
  at: ReadonlyMap<string, CellModel>,
  tips: ReadonlyMap<string, string>,
): string {
  const formula = c.formula!;
  const words = formulaWords(formula);
  // The single cells it uses, each reference once, named without "$".
  const refs = [...new Set(referencesIn(formula))]
    .map(parseCellRef)
    .filter((x) => x !== null)
    .map((x) => cellRef(x.row, x.col));
  const values = refs
    .map((r) => {
      const cell = at.get(r);
      return cell === undefined ? null : `${r} is ${shownText(cell) || "empty"}`;
    })
    .filter((x): x is string => x !== null);
  const sheet =
    `<code>${cellRef(c.row, c.col)}</code> ` +
    `<code>${escapeHtml(formula)}</code>` +
    (words === null ? "" : `<br>${escapeHtml(words)}.`) +
    (values.length === 0 ? "" : `<br>Where ${escapeHtml(values.join(", "))}.`);
  // In bridge words first when they are known; the sheet's formula is then a detail.
  const how = tips.get(cellRef(c.row, c.col));
  return how === undefined
    ? `<span class="tip" role="tooltip" id="${id}">${sheet}</span>`
    : `<span class="tip" role="tooltip" id="${id}"><span class="how">${escapeHtml(how)}</span><br><small>In the sheet: ${sheet}</small></span>`;
}

/**
 * Renders one page's blocks; keeps the running count that makes the formula bars' and headings'
 * ids unique. One piece a little over 100 lines: its methods share that count, the heading just
 * written over the next table, and whether a block of the workings is being written.
 */
export class PageWriter {
  private tips = 0;
  /** Every cell of the sheet by its address. */
  readonly at: Map<string, CellModel>;

  /**
   * `flags`: the traveller's Warning column (a suspicious score's text, the traveller block's only
   * column of notes) is shown; without it, the page for the players leaves the column out.
   */
  constructor(
    model: SheetModel,
    readonly flags = true,
    private readonly how: ReadonlyMap<string, string> = new Map(),
  ) {
    this.at = new Map(model.cells.map((c) => [cellRef(c.row, c.col), c]));
  }

  /**
   * A cell as a table cell (td) or a run of text (span): its shown text (a figure with its
   * column's `decimals`), and for a formula its bar. A formula's cell takes the keyboard focus only
   * in the workings (behind the switch, or a workings column): what players see first has no tab
   * stop but the links and the switch; its bar still shows when the cell is hovered.
   */
  cell(
    tag: "td" | "span",
    c: CellModel | undefined,
    extra: readonly string[] = [],
    decimals: number | null = null,
    suits = false,
    href: string | null = null,
  ): string {
    if (c === undefined)
      return tag === "td" ? `<td${extra.length ? ` class="${extra.join(" ")}"` : ""}></td>` : "";
    const classes = [...classesOf(c), ...extra];
    const shownAs = withDecimals(shownText(c), typeof c.value === "number" ? decimals : null);
    // A contract or a lead: its suits by their symbols; any text's heart and diamond symbols red.
    const words = suits && typeof c.value === "string" ? suitHtml(shownAs) : redSuits(shownAs);
    // A pair on a traveller: a link to its scorecard.
    const text = href === null ? words : `<a href="#${href}">${words}</a>`;
    if (c.formula === undefined)
      return `<${tag}${classes.length ? ` class="${classes.join(" ")}"` : ""}>${text}</${tag}>`;
    const id = `f${++this.tips}`;
    const focus = this.inWorkings || extra.includes("w") ? ` tabindex="0"` : "";
    classes.push("f");
    return `<${tag} class="${classes.join(" ")}"${focus} aria-describedby="${id}">${text}${formulaTip(c, id, this.at, this.how)}</${tag}>`;
  }

  /** True while a block behind the workings switch is written (its computed cells take the focus). */
  inWorkings = false;

  /** The links of the results site (each pair's scorecard), or null: the page has none. */
  links: SiteLinks | null = null;

  /**
   * A row outside the tables: its cells in a line (a label and its values); a line of one text
   * without a formula says so, to be joined to the line it continues.
   */
  line(cells: readonly CellModel[], extra = ""): Piece {
    const html = `<p${extra ? ` class="${extra}"` : ""}>${cells.map((c) => this.cell("span", c)).join(" ")}</p>`;
    const one = cells.length === 1 && cells[0].formula === undefined ? cells[0] : null;
    return {
      html,
      text: one === null ? null : { text: shownText(one), classes: classesOf(one).join(" "), extra },
    };
  }

  /**
   * A block: its rows in order, a declared table (with a header) as a table, the row holding the
   * block's title or a table's as a heading, any other row as a line of text.
   */
  block(
    block: SheetBlock,
    rows: ReadonlyMap<number, readonly CellModel[]>,
    heading: "h2" | "h3",
    join: JoinedResults | null = null,
  ): string {
    const out: Piece[] = [];
    const done = new Set<number>();
    const sorted = [...rows.keys()].sort((a, b) => a - b);
    for (const r of sorted) {
      if (done.has(r)) continue;
      const table = block.tables.find(
        (t) => t.header !== null && (t.header === r || (r >= t.rows[0] && r <= t.rows[1])),
      );
      if (table !== undefined) {
        for (let k = table.header!; k <= table.rows[1]; k++) done.add(k);
        for (const k of table.totals ?? []) done.add(k);
        out.push({ html: tableHtml(this, block, table, rows, this.lastHeading, join), text: null });
        this.lastHeading = null;
        continue;
      }
      const cells = rows.get(r)!;
      const only = cells.length === 1 && typeof cells[0].value === "string" && cells[0].formula === undefined;
      // The block's title stands in its first row; a table's title in the row the table names.
      const isTitle = only && r === block.rows[0] && cells[0].value === block.title;
      const titles = block.tables.filter((t) => t.titleRow === r);
      const isSection = only && titles.some((t) => t.header !== null);
      if (isTitle || isSection) {
        const id = `h${++this.tips}`;
        const tag = isTitle ? heading : "h3";
        // The traveller with each pair's result joined on is headed as both.
        const words =
          join !== null && isSection ? "The traveller and each pair's result" : String(cells[0].value);
        out.push({ html: `<${tag} id="${id}">${redSuits(words)}</${tag}>`, text: null });
        this.lastHeading = titles.length > 0 ? id : null;
        continue;
      }
      out.push(this.line(cells, block.kind === "board" ? "sub" : ""));
    }
    return joinWrapped(out).join("\n");
  }

  /** The id of the heading just written over the next table (null: none). */
  private lastHeading: string | null = null;
}

/**
 * A column of a table as the page shows it: joined from each pair's result or the table's own,
 * shown only with the workings (`w`), or left out on a phone (`nm`).
 */
interface PageColumn {
  readonly col: number;
  readonly label: string;
  readonly role: ColumnRole;
  readonly joined: boolean;
  readonly w: boolean;
  readonly nm: boolean;
}

/**
 * The columns a table shows: its own (a traveller's warnings only when `flags`), then each
 * pair's result's when joined on.
 */
function pageColumns(
  block: SheetBlock,
  table: SheetTable,
  join: JoinedResults | null,
  flags: boolean,
): PageColumn[] {
  // Names beside a traveller's pairs are left out on a phone (the ranking has them). A
  // traveller's warnings are the director's: shown only when the page is asked to list them.
  const shownColumns = table.columns.filter(
    (c) => flags || !(block.kind === "traveller" && c.role === "note"),
  );
  // Each pair's result joined on: its columns after the traveller's, each row's from its own row.
  // A phone then leaves out the lead and the tricks (the contract and the score say the result),
  // and the matchpoints where the percentages stand beside them.
  const percents = join?.columns.some((c) => c.role === "percent") ?? false;
  return [
    ...shownColumns.map((c) => ({ ...c, joined: false })),
    ...(join?.columns ?? []).map((c) => ({ ...c, joined: true })),
  ].map((c) => ({
    ...c,
    w: WORKINGS_COLUMNS.has(c.role),
    nm:
      block.kind === "traveller" &&
      (c.role === "names" ||
        (join !== null && (c.role === "lead" || c.role === "tricks")) ||
        (c.joined && percents && c.role === "result")),
  }));
}

/** A declared table with a header: its labels over its data rows, each column where the sheet has it. */
function tableHtml(
  w: PageWriter,
  block: SheetBlock,
  table: SheetTable,
  rows: ReadonlyMap<number, readonly CellModel[]>,
  labelId: string | null,
  join: JoinedResults | null = null,
): string {
  const cols = pageColumns(block, table, join, w.flags);
  const cellAt = (r: number, col: PageColumn): CellModel | undefined =>
    col.joined
      ? join!.rows.get(join!.rowOf.get(r) ?? -1)?.find((x) => x.col === col.col)
      : rows.get(r)?.find((x) => x.col === col.col);
  // Every figure of a column with the same decimals, the most any of them shows.
  const decimals = cols.map((col) => {
    const shownTexts: string[] = [];
    for (let r = table.rows[0]; r <= table.rows[1]; r++) {
      const c = cellAt(r, col);
      if (c !== undefined && typeof c.value === "number") shownTexts.push(shownText(c));
    }
    return columnDecimals(shownTexts);
  });
  const head = cols
    .map(
      (c) => `<th scope="col"${c.w || c.nm ? ` class="${c.w ? "w" : "nm"}"` : ""}>${redSuits(c.label)}</th>`,
    )
    .join("");
  // A traveller's pairs, its first pair column NS and its second EW, each a link to its scorecard.
  const sides = new Map(
    cols.filter((c) => block.kind === "traveller" && !c.joined && c.role === "pair").map((c, k) => [c, k]),
  );
  const hrefOf = (col: PageColumn, c: CellModel | undefined): string | null => {
    const side = sides.get(col);
    if (side === undefined || side > 1 || c === undefined || block.board === undefined) return null;
    return w.links?.seat(block.board, side === 0 ? "NS" : "EW", shownText(c)) ?? null;
  };
  const body: string[] = [];
  for (let r = table.rows[0]; r <= table.rows[1]; r++) {
    body.push(
      `<tr>${cols
        .map((col, i) =>
          w.cell(
            "td",
            cellAt(r, col),
            col.w ? ["w"] : col.nm ? ["nm", col.role === "names" ? "name" : ""].filter(Boolean) : [],
            decimals[i],
            col.role === "contract" || col.role === "lead",
            hrefOf(col, cellAt(r, col)),
          ),
        )
        .join("")}</tr>`,
    );
  }
  // Rows that sum the table up (a match's total and VPs) under it, each cell in its column.
  const foot = (table.totals ?? []).map(
    (r) =>
      `<tr>${cols
        .map((col) =>
          w.cell(
            "td",
            rows.get(r)?.find((x) => x.col === col.col),
          ),
        )
        .join("")}</tr>`,
  );
  return tableMarkup(block, table, labelId, w.inWorkings, { head, body, foot });
}

/**
 * A table's markup around its rows: named by its heading (`labelId`) or its title, fitted to a
 * phone's width or scrolling (named for the keyboard outside the workings), kept on one page
 * when short.
 */
function tableMarkup(
  block: SheetBlock,
  table: SheetTable,
  labelId: string | null,
  inWorkings: boolean,
  parts: { readonly head: string; readonly body: readonly string[]; readonly foot: readonly string[] },
): string {
  const { head, body, foot } = parts;
  const label =
    labelId === null ? ` aria-label="${escapeHtml(table.title)}"` : ` aria-labelledby="${labelId}"`;
  // The traveller and the results must fit a phone's width (the browser test checks "fit").
  const fit = block.kind === "traveller" || block.kind === "results" ? " fit" : "";
  const tfoot = foot.length === 0 ? "" : `<tfoot>${foot.join("")}</tfoot>`;
  // Each pair's result by all three methods is wider than a phone: it scrolls, so it takes the
  // keyboard focus (its cells take none outside the workings) and is named for it, with its
  // board: a region's name must be the page's only one of that name.
  const region = block.board === undefined ? table.title : `Board ${block.board}: ${table.title}`;
  const scrolls =
    block.kind === "results" && !inWorkings
      ? ` tabindex="0" role="region" aria-label="${escapeHtml(region)}"`
      : "";
  return `<div class="wrap${fit}"${scrolls}><table${label}${keep(body.length)}><thead><tr>${head}</tr></thead><tbody>${body.join("")}</tbody>${tfoot}</table></div>`;
}
