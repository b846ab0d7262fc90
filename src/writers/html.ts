import { METHOD_NAMES } from "../scoring";
import { cellRef, parseCellRef, referencesIn } from "../grid/a1";
import { CellModel, CellRole, ColumnRole, SheetBlock, SheetModel, SheetTable } from "../sheet/model";
import { formatValue } from "../sheet/number-format";
import { blockNotes } from "../sheet/block-notes";
import type { Scorecard } from "./scorecards";
import { formulaWords } from "./formula-words";
import { TEXT_WIDTH } from "../sheet/builder";
import {
  columnDecimals,
  joinResults,
  pageText,
  whenAndWhere,
  withDecimals,
  type JoinedResults,
} from "./html-tables";

/**
 * The results sheet as one self-contained web page, for players (the club's web site, a phone)
 * and for a class (a projector, a printout). It renders the sheet model and nothing else, block
 * after block as the model declares them, in the sheet's order and wording:
 *
 * - the page's heading (the event's title when the caller knows it, else the sheet's), the
 *   sheet's title and its options;
 * - the rankings (each table that declares one: a method's session summary, a teams event's
 *   standings), best first, with the columns a player looks for: place, pair or team, names
 *   where the sheet has them, boards, VPs, total, average, percentage;
 * - each board: its title, the traveller as read and each pair's result; each match of a teams
 *   event: its boards, and its total and VPs under each team's column;
 * - behind a "Show workings" switch (a checkbox and CSS, no script): the IMP and VP scales, each
 *   method's workings, the checks, the columns a director checks the traveller with (entered
 *   score, score from the contract, agree) and the full session summary or standings. Each
 *   computed cell can be hovered or focused (Tab) to show, in a bar at the foot of the window, how
 *   it was reached in bridge words when the caller gives them (`cellTips`), then its cell name,
 *   the worksheet's formula and the formula in words, with the values of the single cells it uses;
 * - under each block of the workings, folded ("How this is worked out"), what it does in plain
 *   words (the sheet's note on the block's title, block-notes.ts).
 *
 * What a cell or a column is comes from its role in the model (a title, a note, a result, a check;
 * a pair, a score, a rank), never from its colour or its English label.
 *
 * Nothing is fetched: the styles are in the page, there is no script, and every text from the
 * model (names, titles, contracts) is escaped, so a name starting with "<", "=" or "&" shows as
 * typed. Printed, the switch and the formula bar are left out; with the workings shown, each
 * board starts a new page.
 */

/** Options of {@link renderHtmlPage}. */
export interface HtmlPageOptions {
  /** The event's name, the page's heading and title (default: the sheet's title). */
  readonly eventTitle?: string | null;
  /** When and where the session was played, as the input gives them (a results file's date and club). */
  readonly date?: string | null;
  readonly venue?: string | null;
  /** Open the workings when the page opens (the teaching page). */
  readonly workingsOpen?: boolean;
  /** Each pair's scorecard (a pairs event), shown after the ranking, each opened by a click. */
  readonly scorecards?: readonly Scorecard[];
  /**
   * Scores that look mistyped, listed for the director above the ranking, and the travellers'
   * Warning column beside them. Without this option the page is for the players: neither shows.
   */
  readonly warnings?: readonly PageWarning[];
  /**
   * How numbers were reached in bridge words, by cell address (see cell-tips.ts): a computed
   * cell's tip says this first, its formula after it as a detail.
   */
  readonly cellTips?: ReadonlyMap<string, string>;
}

/** A warning as the page lists it: its board, where it is in the input (its line) and its text. */
export interface PageWarning {
  readonly board: number;
  /** Where the row is in the input, as problems name it ("line 12, column 6 (Score)"). */
  readonly where: string;
  readonly text: string;
}

/**
 * The director's list of warnings: a table of board, place and text, every text escaped (a place
 * or a warning may quote what the file holds).
 */
function warningsHtml(warnings: readonly PageWarning[]): string {
  if (warnings.length === 0) return "";
  const rows = warnings
    .map(
      (w) =>
        `<tr><th scope="row">${w.board}</th><td>${escapeHtml(w.where)}</td><td>${escapeHtml(w.text)}</td></tr>`,
    )
    .join("");
  return [
    `<section class="warnings" aria-labelledby="warnings-h">`,
    `<h2 id="warnings-h">Warnings for the director</h2>`,
    `<p>Scores that look mistyped. They are scored as entered: check each against its traveller.</p>`,
    `<div class="wrap fit"><table aria-labelledby="warnings-h"><thead><tr><th scope="col">Board</th><th scope="col">Where</th><th scope="col">Warning</th></tr></thead><tbody>${rows}</tbody></table></div>`,
    `</section>`,
  ].join("\n");
}

/** A column of figures, every one with the same decimals: whole when all are, else 2. */
function figures(xs: readonly (number | null)[]): (x: number | null) => string {
  const whole = xs.every((x) => x === null || Number.isInteger(x));
  return (x) => (x === null ? "" : formatValue(x, whole ? "0" : "0.00;-0.00"));
}

/**
 * The pairs' scorecards: for each pair a disclosure (its pair, names and result, opened by a click
 * or the keyboard) holding its boards in order with opponents, contract, lead, its score, its
 * matchpoints or IMPs and the running total, which ends at the pair's total.
 */
function scorecardsHtml(cards: readonly Scorecard[]): string {
  if (cards.length === 0) return "";
  const out = [`<section class="cards" aria-labelledby="sc">`, `<h2 id="sc">Scorecards</h2>`];
  cards.forEach((card) => {
    const results = figures([
      ...card.lines.map((l) => l.result),
      ...card.lines.map((l) => l.running),
      card.total,
    ]);
    const who = card.names === null ? card.pair : `${card.pair} ${card.names}`;
    const head = ["Board", "Opponents", "Contract", "Lead", "Score", card.unit, "Total"]
      .map((h) => `<th scope="col">${escapeHtml(h)}</th>`)
      .join("");
    const body = card.lines
      .map((l) => {
        const contract =
          l.contract === null ? "" : `${l.contract}${l.declarer === null ? "" : ` ${l.declarer}`}`;
        return `<tr><th scope="row">${l.board}</th><td>${escapeHtml(l.opponents)}</td><td>${escapeHtml(contract)}</td><td>${escapeHtml(l.lead ?? "")}</td><td class="n">${escapeHtml(l.score)}</td><td class="n">${results(l.result)}</td><td class="n">${results(l.running)}</td></tr>`;
      })
      .join("");
    const foot = `<tr><th scope="row">Total</th><td></td><td></td><td></td><td></td><td class="n">${results(card.total)}</td><td></td></tr>`;
    out.push(
      `<details><summary><span class="name">${escapeHtml(who)}</span>: ${escapeHtml(card.summary)}</summary>` +
        `<div class="wrap"><table aria-label="Scorecard of ${escapeHtml(card.pair)}"><thead><tr>${head}</tr></thead><tbody>${body}</tbody><tfoot>${foot}</tfoot></table></div></details>`,
    );
  });
  out.push("</section>");
  return out.join("\n");
}

/** A list of the boards, each a link to its traveller and results further down the page. */
function boardListHtml(model: SheetModel): string {
  const boards = model.blocks.filter((x) => x.kind === "board" && x.board !== undefined).map((x) => x.board!);
  if (boards.length < 2) return "";
  const links = boards.map((b) => `<li><a href="#board-${b}">${b}</a></li>`).join("");
  return `<nav class="boards" aria-labelledby="bl"><h2 id="bl">Boards</h2><ul>${links}</ul></nav>`;
}

/**
 * Text made safe to put in a page, as text or in an attribute: & < > " ' written as entities.
 *
 * @example
 * escapeHtml('<b> & "x"'); // "&lt;b&gt; &amp; &quot;x&quot;"
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

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

/** Blocks shown only with the workings (a ranking at the top of the page shows the summary's and the standings' gist). */
const WORKINGS_BLOCKS: readonly SheetBlock["kind"][] = [
  "impScale",
  "vpScale",
  "workings",
  "checks",
  "summary",
  "standings",
];

/** The columns of a ranking the page shows, by what they hold, in the ranking's order. */
const RANKING_COLUMNS: readonly ColumnRole[] = [
  "place",
  "rank",
  "pair",
  "team",
  "names",
  "played",
  "vp",
  "total",
  "scored",
  "conceded",
  "difference",
  "average",
  "percent",
];

/** The columns that name a ranking's row (its header cell): a pair or a team. */
const ROW_NAMES: ReadonlySet<ColumnRole> = new Set(["pair", "team"]);

/**
 * The page's classes of each role: bold for titles, headers and results, italics for labels and
 * notes, and the colours of a flag, a check and a note (the page's own, in its styles).
 */
const ROLE_CLASSES: { readonly [R in CellRole]: readonly string[] } = {
  title: ["b"],
  heading: ["b"],
  section: ["b", "i"],
  header: ["b"],
  label: ["i"],
  note: ["i", "note"],
  result: ["b"],
  datum: ["b"],
  top: ["b"],
  rank: ["b"],
  team: ["b"],
  total: ["b"],
  vp: ["b"],
  flag: ["b", "flag"],
  check: ["b", "ok"],
  link: [],
};

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff}
header,main,footer{max-width:72rem;margin:0 auto;padding:0 1rem}
h1{font-size:1.5rem;margin:1rem 0 .25rem;color:#1f4e3d;overflow-wrap:anywhere}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem;padding:.25rem .5rem;background:#ddebf7;overflow-wrap:anywhere}
h3{font-size:1rem;margin:1rem 0 .25rem;font-style:italic}
p{margin:.25rem 0;overflow-wrap:anywhere}
.sub{color:#404040;font-style:italic}
.wrap{max-width:100%;overflow-x:auto;margin:.25rem 0 .75rem}
table{border-collapse:collapse}
th,td{padding:.15rem .5rem;text-align:left;vertical-align:top;white-space:nowrap}
th{border-bottom:2px solid #1a1a1a;text-align:center;font-weight:bold}
tbody th{border-bottom:0;text-align:left}
tbody tr:nth-child(even){background:#f2f2f2}
td.n{text-align:right;font-variant-numeric:tabular-nums}
td.name{white-space:normal;overflow-wrap:break-word}
.b{font-weight:bold}.i{font-style:italic}
.flag{color:#c00000;font-weight:bold}.ok{color:#006100;font-weight:bold}.note{color:#6b5000;font-style:italic}
#workings{width:1.4rem;height:1.4rem;margin:1rem .5rem 1rem 0;vertical-align:middle}
.switch{font-weight:bold;vertical-align:middle}
.w{display:none}
.boards ul{display:flex;flex-wrap:wrap;gap:.25rem .5rem;list-style:none;margin:.25rem 0;padding:0}
.boards a{display:inline-block;min-width:2.75rem;padding:.35rem .5rem;text-align:center;color:#1f4e9d;background:#eef3fb;border-radius:.25rem}
.boards a:focus,summary:focus{outline:3px solid #1f4e9d;outline-offset:1px}
details{margin:.25rem 0}
details.about{max-width:48rem;color:#404040}
details.about p{white-space:normal}
summary{cursor:pointer;padding:.25rem 0}
summary .name{font-weight:bold;overflow-wrap:break-word}
tfoot th,tfoot td{border-top:2px solid #1a1a1a;font-weight:bold}
#workings:checked~* .w,#workings:checked~.w{display:block}
#workings:checked~* th.w,#workings:checked~* td.w{display:table-cell}
.f{cursor:help}
#workings:checked~* .f{text-decoration:underline dotted #1f4e9d;text-underline-offset:.2em}
.f:focus{outline:3px solid #1f4e9d;outline-offset:1px}
.tip{display:none}
.f:hover .tip,.f:focus .tip{display:block;position:fixed;left:0;right:0;bottom:0;z-index:10;margin:0;padding:.5rem 1rem;background:#1a1a1a;color:#fff;font-style:normal;font-weight:normal;white-space:normal;overflow-wrap:anywhere;text-align:left}
.tip .how{display:block;margin-bottom:.15rem}
.tip small{font-size:.85em;color:#d9d9d9}
.tip code{font:inherit;font-family:ui-monospace,Consolas,monospace;color:#ffe28a}
footer{margin:2rem auto 4rem;color:#404040;font-size:.9rem}
@media (max-width:520px){
 body{font-size:14px}
 header,main,footer{padding:0 .4rem}
 th,td{padding:.15rem .1rem}
 thead th{white-space:normal;font-size:.8rem}
 td:not(.n){white-space:normal;overflow-wrap:anywhere}
 td.name{overflow-wrap:break-word}
 .nm{display:none}
}
@media print{
 #workings,.switch,.tip,footer,details.about{display:none!important}
 .wrap{overflow:visible}
 body{font-size:11pt}
 h2,h3{break-after:avoid}
 .f,#workings:checked~* .f{text-decoration:none}
 table.keep{break-inside:avoid}
 .sub{break-after:avoid}
 a{color:inherit;text-decoration:none}
 thead{display:table-header-group}
 tr{break-inside:avoid}
 .boards,.cards{display:none}
 #workings:checked~section.board{break-before:page}
}
`;

/**
 * A table short enough to print whole: kept on one page (`break-inside: avoid`), so that it never
 * starts at the foot of a page apart from its heading or runs on without it. A longer table
 * breaks between rows, its header row printed again at the top of each page.
 */
const KEPT_ROWS = 25;
const keep = (rows: number): string => (rows <= KEPT_ROWS ? ` class="keep"` : "");

/** A cell's text as the sheet shows it. */
function shownText(c: CellModel): string {
  return formatValue(c.value, c.numberFormat);
}

/** Whether a cell shows anything on the page: a link about the sheet does not (the page has its own). */
function shown(c: CellModel): boolean {
  return c.value !== undefined && c.value !== null && c.value !== "" && c.role !== "link";
}

function within(c: CellModel, block: SheetBlock): boolean {
  return (
    c.row >= block.rows[0] && c.row <= block.rows[1] && c.col >= block.columns[0] && c.col <= block.columns[1]
  );
}

/** The classes of a cell: numbers to the right, then its role's. */
function classesOf(c: CellModel): string[] {
  return [
    ...(typeof c.value === "number" ? ["n"] : []),
    ...(c.role === undefined ? [] : ROLE_CLASSES[c.role]),
  ];
}

/** A line of one text of one look (no formula): running text the sheet may have wrapped. */
interface TextLine {
  readonly text: string;
  readonly classes: string;
  /** The class of the line itself ("sub" under a title), or "". */
  readonly extra: string;
}

/** What a block or the page's header is made of: its markup, and for a line of one text, that text. */
interface Piece {
  readonly html: string;
  readonly text: TextLine | null;
}

/** A line of one text as markup. */
function textMarkup(t: TextLine): string {
  const cls = t.classes === "" ? "" : ` class="${t.classes}"`;
  return `<p${t.extra ? ` class="${t.extra}"` : ""}><span${cls}>${escapeHtml(t.text)}</span></p>`;
}

/**
 * Lines of running text the sheet wrapped to fit its columns, joined again: a line of one text
 * (same look) whose first word would not have fitted on the line before it continues that line.
 */
function joinWrapped(pieces: readonly Piece[]): string[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const last = out.length === 0 ? null : out[out.length - 1].text;
    const cur = piece.text;
    if (
      last !== null &&
      cur !== null &&
      last.classes === cur.classes &&
      last.extra === cur.extra &&
      last.text.length + 1 + cur.text.split(" ")[0].length > TEXT_WIDTH
    ) {
      const joined = { ...last, text: `${last.text} ${cur.text}` };
      out[out.length - 1] = { html: textMarkup(joined), text: joined };
    } else out.push(piece);
  }
  return out.map((p) => p.html);
}

/** Renders one page; keeps the running count that makes the formula bars' ids unique. */
class PageWriter {
  private tips = 0;
  private readonly at: Map<string, CellModel>;

  /**
   * `flags`: the traveller's Warning column (a suspicious score's text, the traveller block's only
   * column of notes) is shown; without it, the page for the players leaves the column out.
   */
  constructor(
    private readonly model: SheetModel,
    private readonly flags = true,
    private readonly how: ReadonlyMap<string, string> = new Map(),
  ) {
    this.at = new Map(model.cells.map((c) => [cellRef(c.row, c.col), c]));
  }

  /** The cells of each block, by row (a cell of a block set beside the others belongs to it). */
  cellsByBlock(): Map<SheetBlock, Map<number, CellModel[]>> {
    const beside = this.model.blocks.filter((x) => x.beside);
    const inRun = this.model.blocks.filter((x) => !x.beside);
    const out = new Map<SheetBlock, Map<number, CellModel[]>>(this.model.blocks.map((x) => [x, new Map()]));
    for (const c of this.model.cells) {
      if (!shown(c)) continue;
      const block = beside.find((x) => within(c, x)) ?? inRun.find((x) => within(c, x));
      if (block === undefined) continue;
      const rows = out.get(block)!;
      rows.set(c.row, [...(rows.get(c.row) ?? []), c]);
    }
    for (const rows of out.values()) for (const list of rows.values()) list.sort((a, b) => a.col - b.col);
    return out;
  }

  /** The formula bar of a computed cell: its name, its formula, the formula in words, the cells it uses. */
  private tip(c: CellModel, id: string): string {
    const formula = c.formula!;
    const words = formulaWords(formula);
    // The single cells it uses, each reference once, named without "$".
    const refs = [...new Set(referencesIn(formula))]
      .map(parseCellRef)
      .filter((x) => x !== null)
      .map((x) => cellRef(x.row, x.col));
    const values = refs
      .map((r) => {
        const cell = this.at.get(r);
        return cell === undefined ? null : `${r} is ${shownText(cell) || "empty"}`;
      })
      .filter((x): x is string => x !== null);
    const sheet =
      `<code>${cellRef(c.row, c.col)}</code> ` +
      `<code>${escapeHtml(formula)}</code>` +
      (words === null ? "" : `<br>${escapeHtml(words)}.`) +
      (values.length === 0 ? "" : `<br>Where ${escapeHtml(values.join(", "))}.`);
    // In bridge words first when they are known; the sheet's formula is then a detail.
    const how = this.how.get(cellRef(c.row, c.col));
    return how === undefined
      ? `<span class="tip" role="tooltip" id="${id}">${sheet}</span>`
      : `<span class="tip" role="tooltip" id="${id}"><span class="how">${escapeHtml(how)}</span><br><small>In the sheet: ${sheet}</small></span>`;
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
  ): string {
    if (c === undefined)
      return tag === "td" ? `<td${extra.length ? ` class="${extra.join(" ")}"` : ""}></td>` : "";
    const classes = [...classesOf(c), ...extra];
    const text = escapeHtml(withDecimals(shownText(c), typeof c.value === "number" ? decimals : null));
    if (c.formula === undefined)
      return `<${tag}${classes.length ? ` class="${classes.join(" ")}"` : ""}>${text}</${tag}>`;
    const id = `f${++this.tips}`;
    const focus = this.inWorkings || extra.includes("w") ? ` tabindex="0"` : "";
    classes.push("f");
    return `<${tag} class="${classes.join(" ")}"${focus} aria-describedby="${id}">${text}${this.tip(c, id)}</${tag}>`;
  }

  /** True while a block behind the workings switch is written (its computed cells take the focus). */
  inWorkings = false;

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

  /** A declared table with a header: its labels over its data rows, each column where the sheet has it. */
  table(
    block: SheetBlock,
    table: SheetTable,
    rows: ReadonlyMap<number, readonly CellModel[]>,
    labelId: string | null,
    join: JoinedResults | null = null,
  ): string {
    // Names beside a traveller's pairs are left out on a phone (the ranking has them). A
    // traveller's warnings are the director's: shown only when the page is asked to list them.
    const shownColumns = table.columns.filter(
      (c) => this.flags || !(block.kind === "traveller" && c.role === "note"),
    );
    // Each pair's result joined on: its columns after the traveller's, each row's from its own row.
    // A phone then leaves out the lead and the tricks (the contract and the score say the result),
    // and the matchpoints where the percentages stand beside them.
    const percents = join?.columns.some((c) => c.role === "percent") ?? false;
    const cols = [
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
    const cellAt = (r: number, col: (typeof cols)[number]): CellModel | undefined =>
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
        (c) =>
          `<th scope="col"${c.w || c.nm ? ` class="${c.w ? "w" : "nm"}"` : ""}>${escapeHtml(c.label)}</th>`,
      )
      .join("");
    const body: string[] = [];
    for (let r = table.rows[0]; r <= table.rows[1]; r++) {
      body.push(
        `<tr>${cols
          .map((col, i) =>
            this.cell(
              "td",
              cellAt(r, col),
              col.w ? ["w"] : col.nm ? ["nm", col.role === "names" ? "name" : ""].filter(Boolean) : [],
              decimals[i],
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
            this.cell(
              "td",
              rows.get(r)?.find((x) => x.col === col.col),
            ),
          )
          .join("")}</tr>`,
    );
    const label =
      labelId === null ? ` aria-label="${escapeHtml(table.title)}"` : ` aria-labelledby="${labelId}"`;
    // The traveller and the results must fit a phone's width (the browser test checks "fit").
    const fit = block.kind === "traveller" || block.kind === "results" ? " fit" : "";
    const tfoot = foot.length === 0 ? "" : `<tfoot>${foot.join("")}</tfoot>`;
    // Each pair's result by all three methods is wider than a phone: it scrolls, so it takes the
    // keyboard focus (its cells take none outside the workings) and is named for it.
    const scrolls =
      block.kind === "results" && !this.inWorkings
        ? ` tabindex="0" role="region" aria-label="${escapeHtml(table.title)}"`
        : "";
    return `<div class="wrap${fit}"${scrolls}><table${label}${keep(body.length)}><thead><tr>${head}</tr></thead><tbody>${body.join("")}</tbody>${tfoot}</table></div>`;
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
        out.push({ html: this.table(block, table, rows, this.lastHeading, join), text: null });
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
        out.push({ html: `<${tag} id="${id}">${escapeHtml(words)}</${tag}>`, text: null });
        this.lastHeading = titles.length > 0 ? id : null;
        continue;
      }
      out.push(this.line(cells, block.kind === "board" ? "sub" : ""));
    }
    return joinWrapped(out).join("\n");
  }

  /** The id of the heading just written over the next table (null: none). */
  private lastHeading: string | null = null;

  /**
   * The rankings of the sheet (each table that declares one: a session summary's fields, a teams
   * event's standings), best first, with the columns a player looks for.
   */
  ranking(): string {
    const out: string[] = [];
    for (const block of this.model.blocks) {
      const ranked = block.tables.filter((t) => t.ranking !== undefined);
      if (ranked.length === 0) continue;
      const name = block.method === undefined ? "" : `: ${METHOD_NAMES[block.method]}`;
      out.push(`<section class="ranking" aria-labelledby="rk-${block.rows[0]}">`);
      out.push(`<h2 id="rk-${block.rows[0]}">Ranking${escapeHtml(name)}</h2>`);
      for (const table of ranked) {
        const byRole = RANKING_COLUMNS.flatMap((role) => table.columns.filter((c) => c.role === role));
        // A place with its tie-breaks says all a live rank says: the ranking shows the place.
        const pick = byRole.some((c) => c.role === "place")
          ? byRole.filter((c) => c.role !== "rank")
          : byRole;
        const id = `rk-${table.header}`;
        out.push(`<h3 id="${id}">${escapeHtml(table.title)}</h3>`);
        const head = pick.map((c) => `<th scope="col">${escapeHtml(c.label)}</th>`).join("");
        // A column of figures with the same decimals: whole when every one is, else two.
        const whole = pick.map((c) =>
          table.ranking!.every((r) => {
            const v = this.at.get(cellRef(r, c.col))?.value;
            return typeof v !== "number" || Number.isInteger(v);
          }),
        );
        const body = table.ranking!.map((r) => {
          const cells = pick.map((c, i) => {
            const v = this.at.get(cellRef(r, c.col))?.value;
            const text =
              typeof v === "number" ? formatValue(v, whole[i] ? "0" : "0.00;-0.00") : formatValue(v);
            const cls = typeof v === "number" ? "n" : c.role === "names" ? "name" : "";
            return ROW_NAMES.has(c.role)
              ? `<th scope="row">${escapeHtml(text)}</th>`
              : `<td${cls ? ` class="${cls}"` : ""}>${escapeHtml(text)}</td>`;
          });
          return `<tr>${cells.join("")}</tr>`;
        });
        out.push(
          `<div class="wrap fit"><table aria-labelledby="${id}"${keep(body.length)}><thead><tr>${head}</tr></thead><tbody>${body.join("")}</tbody></table></div>`,
        );
      }
      out.push("</section>");
    }
    return out.join("\n");
  }
}

/**
 * The results page of a results sheet (see the top of this file). Give it the sheet with its
 * session summary (`buildSheetWithSummary`), so even one board has its ranking.
 *
 * @example
 * renderHtmlPage(buildSheetWithSummary(traveller, { method: "mp" }), { eventTitle: "Club pairs" });
 * // "<!DOCTYPE html>\n<html lang=\"en\">..."
 */
export function renderHtmlPage(model: SheetModel, options: HtmlPageOptions = {}): string {
  const w = new PageWriter(model, options.warnings !== undefined, options.cellTips);
  const cells = w.cellsByBlock();
  const titleBlock = model.blocks.find((x) => x.kind === "title");
  const event = options.eventTitle?.trim() || null;
  const heading = pageText(event ?? titleBlock?.title ?? model.name);
  // Without the event's title the sheet's title is the heading, so it is not repeated under it;
  // the sheet's words about its live formulas are left out.
  const headerLines = titleBlock
    ? joinWrapped(
        [...cells.get(titleBlock)!.entries()]
          .sort(([a], [b]) => a - b)
          .filter(([r]) => event !== null || r !== titleBlock.rows[0])
          .map(([, list]) =>
            w.line(
              list.map((c) =>
                c.role === "title" && typeof c.value === "string" ? { ...c, value: pageText(c.value) } : c,
              ),
              "sub",
            ),
          ),
      )
    : [];
  // When and where, as the input gives them.
  const when = whenAndWhere(options.date ?? null, options.venue ?? null);
  if (when !== "") headerLines.unshift(`<p class="sub">${escapeHtml(when)}</p>`);

  // Each board's traveller and each pair's result as one table, where the two can be joined: one
  // method's results (all three side by side would be too wide for a phone). The teaching page,
  // which opens on the workings, keeps each step's table as the sheet has it.
  const joins = new Map<SheetBlock, JoinedResults>();
  const joinedTables = new Map<SheetBlock, SheetTable>();
  const joinedFrom = new Map<SheetBlock, SheetBlock>();
  const travellers = options.workingsOpen
    ? []
    : model.blocks.filter((x) => x.kind === "traveller" && x.board !== undefined);
  for (const trav of travellers) {
    const res = model.blocks.find((x) => x.kind === "results" && x.board === trav.board);
    const t = trav.tables.filter((x) => x.header !== null);
    const r = res?.tables.filter((x) => x.header !== null) ?? [];
    if (res === undefined || t.length !== 1 || r.length !== 1) continue;
    const joined = joinResults(t[0], cells.get(trav)!, r[0], cells.get(res)!);
    if (joined === null || joined.columns.filter((c) => c.role === "result").length > 2) continue;
    joins.set(trav, joined);
    joinedTables.set(res, r[0]);
    joinedFrom.set(trav, res);
  }

  // The checkbox stays a sibling of what it shows, for the CSS that shows it.
  const main = [
    `<input type="checkbox" id="workings"${options.workingsOpen ? " checked" : ""}>`,
    `<label for="workings" class="switch">Show workings</label>`,
  ];
  const body: string[] = [
    warningsHtml(options.warnings ?? []),
    w.ranking(),
    boardListHtml(model),
    scorecardsHtml(options.scorecards ?? []),
  ].filter((x) => x !== "");
  const notes = new Map(blockNotes(model).map((n) => [`${n.row},${n.col}`, n.text]));
  let open = false;
  for (const block of model.blocks) {
    // The sheet's ranking is the page's own, at its top (see ranking()).
    if (block.kind === "title" || block.kind === "ranking") continue;
    let rows = cells.get(block)!;
    // Each pair's result, joined to its traveller: only what is not its table is left to show.
    const joinedTable = joinedTables.get(block);
    if (joinedTable !== undefined) {
      const first = joinedTable.titleRow ?? joinedTable.header!;
      rows = new Map([...rows].filter(([r]) => r < first || r > joinedTable.rows[1]));
    }
    if (rows.size === 0) continue;
    if (block.kind === "board") {
      if (open) body.push("</section>");
      body.push(`<section class="board" id="board-${block.board}" aria-label="Board ${block.board}">`);
      open = true;
    } else if (block.board === undefined && open) {
      body.push("</section>");
      open = false;
    }
    const hide = WORKINGS_BLOCKS.includes(block.kind) || (block.kind === "note" && block.board === undefined);
    w.inWorkings = hide;
    const written = w.block(
      block,
      rows,
      block.board === undefined || block.kind === "board" ? "h2" : "h3",
      joins.get(block) ?? null,
    );
    w.inWorkings = false;
    // The block's explanation in plain words, folded under it (the sheet's note on its title); a
    // traveller joined with each pair's result carries the result block's explanation too.
    const noteOf = (b: SheetBlock): string | undefined => notes.get(`${b.rows[0]},${b.columns[0]}`);
    const joinedRes = joinedFrom.get(block);
    const about = [noteOf(block), joinedRes === undefined ? undefined : noteOf(joinedRes)].filter(
      (x): x is string => x !== undefined,
    );
    const html =
      about.length === 0
        ? written
        : `${written}\n<details class="about"><summary>How this is worked out</summary>${about
            .map((a) => `<p>${escapeHtml(a)}</p>`)
            .join("")}</details>`;
    body.push(hide ? `<div class="w">${html}</div>` : html);
  }
  if (open) body.push("</section>");

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<style>${STYLES}</style>
</head>
<body>
<header>
<h1>${escapeHtml(heading)}</h1>
${headerLines.join("\n")}
</header>
<main>
${main.join("\n")}
${body.join("\n")}
</main>
<footer><p>Scored with Bridge Scoring for Excel. Show the workings to see how each number was worked out: hover over or tab to a computed cell to read how it was reached and its formula, and open “How this is worked out” under a block to read what it does.</p></footer>
</body>
</html>
`;
}
