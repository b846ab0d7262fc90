import type { SheetBlock, SheetModel, SheetTable } from "../sheet/model";
import { blockNotes } from "../sheet/block-notes";
import type { Scorecard } from "./scorecards";
import { joinResults, pageText, whenAndWhere, type JoinedResults, type RowCells } from "./html-tables";
import { cellsByBlock, PageWriter } from "./html-blocks";
import { boardListHtml, rankingHtml, warningsHtml, type PageWarning } from "./html-ranking";
export type { PageWarning } from "./html-ranking";
import { boardId, RANKING_ID, siteLinks, type SiteLinks } from "./html-links";
import { scorecardsHtml } from "./html-scorecards";
import { STYLES } from "./html-styles";
import { escapeHtml, joinWrapped, redSuits } from "./html-text";
import { wrapText } from "../sheet/builder";

export { escapeHtml } from "./html-text";

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
 * - each pair's scorecard (html-scorecards.ts), shown when a link leads to it: the page is a
 *   small site, each pair in the ranking and on a board's traveller a link to its card, each
 *   card's board a link to the board, each card and board a link back to the ranking
 *   (html-links.ts holds the ids);
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
 *
 * This module holds the page's skeleton (its header, the order of its parts, each board's
 * section); html-ranking.ts what stands above the boards (warnings, rankings, the board list),
 * html-scorecards.ts the scorecards, html-blocks.ts each block of the sheet as markup,
 * html-text.ts the page's text and html-styles.ts its styles.
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
  /**
   * Each pair's scorecard (a pairs event): the page becomes a site, each pair in the ranking and
   * on a board a link to its card, each card's boards a link to the board, and every card and
   * board a link back to the ranking.
   */
  readonly scorecards?: readonly Scorecard[];
  /**
   * What was read from the file to score it (the sheet's "Read from the file: ..." lines): the
   * director's, so the page shows them only with the workings, not under its heading.
   */
  readonly directorNotes?: readonly string[];
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

/** Blocks shown only with the workings (a ranking at the top of the page shows the summary's and the standings' gist). */
const WORKINGS_BLOCKS: readonly SheetBlock["kind"][] = [
  "impScale",
  "vpScale",
  "workings",
  "checks",
  "summary",
  "standings",
];

/** The cells of each block, by row (see cellsByBlock). */
type BlockCells = ReadonlyMap<SheetBlock, RowCells>;

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
  const cells = cellsByBlock(model);
  const titleBlock = model.blocks.find((x) => x.kind === "title");
  const event = options.eventTitle?.trim() || null;
  const heading = pageText(event ?? titleBlock?.title ?? model.name);
  const notes = notesRows(cells, titleBlock, options.directorNotes ?? []);
  const headerLines = headerLinesOf(w, cells, titleBlock, event, options, notes);
  // The checkbox stays a sibling of what it shows, for the CSS that shows it.
  const main = [
    `<input type="checkbox" id="workings"${options.workingsOpen ? " checked" : ""}>`,
    `<label for="workings" class="switch">Show workings</label>`,
    ...notes.lines.map((x) => `<p class="w sub">${escapeHtml(x)}</p>`),
  ];
  const cards = options.scorecards ?? [];
  const links = cards.length === 0 ? null : siteLinks(cards);
  w.links = links;
  const boards = new Set(
    model.blocks.filter((x) => x.kind === "board" && x.board !== undefined).map((x) => x.board!),
  );
  const body: string[] = [
    warningsHtml(options.warnings ?? []),
    rankingHtml(model, w.at, links),
    boardListHtml(model),
    links === null ? "" : scorecardsHtml(cards, links, boards),
  ].filter((x) => x !== "");
  body.push(...blocksHtml(model, w, cells, options.workingsOpen ? NO_JOINS : joinsOf(model, cells), links));
  return pageHtml(heading, headerLines, main, body);
}

/**
 * The lines under the page's heading: when and where, then the sheet's title rows. Without the
 * event's title the sheet's title is the heading, so it is not repeated under it; the sheet's
 * words about its live formulas are left out.
 */
function headerLinesOf(
  w: PageWriter,
  cells: BlockCells,
  titleBlock: SheetBlock | undefined,
  event: string | null,
  options: HtmlPageOptions,
  notes: DirectorNotes,
): string[] {
  const headerLines = titleBlock
    ? joinWrapped(
        [...cells.get(titleBlock)!.entries()]
          .sort(([a], [b]) => a - b)
          .filter(([r]) => (event !== null || r !== titleBlock.rows[0]) && !notes.rows.has(r))
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
  // When and where, as the input gives them (a heading made of the date says it already).
  const when = whenAndWhere(options.date ?? null, options.venue ?? null);
  if (when !== "" && !(event ?? "").endsWith(when))
    headerLines.unshift(`<p class="sub">${escapeHtml(when)}</p>`);
  return headerLines;
}

/** The director's notes of the title block: its rows that hold them, and each note as one line. */
interface DirectorNotes {
  readonly rows: ReadonlySet<number>;
  readonly lines: readonly string[];
}

/**
 * The rows of the title block that hold what was read from the file: each note as the sheet wrote
 * it ("Read from the file: " and the note, wrapped into lines), found where its lines stand.
 */
function notesRows(
  cells: BlockCells,
  titleBlock: SheetBlock | undefined,
  notes: readonly string[],
): DirectorNotes {
  const rows = new Set<number>();
  const lines: string[] = [];
  if (titleBlock === undefined || notes.length === 0) return { rows, lines };
  const texts = [...cells.get(titleBlock)!.entries()]
    .sort(([a], [b]) => a - b)
    .map(([r, list]) => [r, list.length === 1 ? String(list[0].value) : null] as const);
  for (const note of notes) {
    const line = `Read from the file: ${note}.`;
    const wrapped = wrapText(line);
    const at = texts.findIndex((_, k) => wrapped.every((x, j) => texts[k + j]?.[1] === x));
    if (at < 0) continue;
    wrapped.forEach((_, j) => rows.add(texts[at + j][0]));
    lines.push(line);
  }
  return { rows, lines };
}

/**
 * The travellers joined with each pair's result: by traveller block, the joined table; by
 * results block, the table shown in the traveller; by traveller block, its results block.
 */
interface Joins {
  readonly joins: ReadonlyMap<SheetBlock, JoinedResults>;
  readonly joinedTables: ReadonlyMap<SheetBlock, SheetTable>;
  readonly joinedFrom: ReadonlyMap<SheetBlock, SheetBlock>;
}

/** No traveller joined: the teaching page, which opens on the workings. */
const NO_JOINS: Joins = { joins: new Map(), joinedTables: new Map(), joinedFrom: new Map() };

/**
 * Each board's traveller and each pair's result as one table, where the two can be joined: one
 * method's results (all three side by side would be too wide for a phone). The teaching page,
 * which opens on the workings, keeps each step's table as the sheet has it.
 */
function joinsOf(model: SheetModel, cells: BlockCells): Joins {
  const joins = new Map<SheetBlock, JoinedResults>();
  const joinedTables = new Map<SheetBlock, SheetTable>();
  const joinedFrom = new Map<SheetBlock, SheetBlock>();
  const travellers = model.blocks.filter((x) => x.kind === "traveller" && x.board !== undefined);
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
  return { joins, joinedTables, joinedFrom };
}

/**
 * The sheet's blocks in order after the ranking, each board's in a section of its own; on a page
 * of scorecards each board ends with a link back to the ranking.
 */
function blocksHtml(
  model: SheetModel,
  w: PageWriter,
  cells: BlockCells,
  joins: Joins,
  links: SiteLinks | null,
): string[] {
  const body: string[] = [];
  const notes = new Map(blockNotes(model).map((n) => [`${n.row},${n.col}`, n.text]));
  let open = false;
  const close = (): void => {
    if (links !== null) body.push(`<p class="back"><a href="#${RANKING_ID}">Back to the ranking</a></p>`);
    body.push("</section>");
  };
  for (const block of model.blocks) {
    // The sheet's ranking is the page's own, at its top (see rankingHtml).
    if (block.kind === "title" || block.kind === "ranking") continue;
    let rows = cells.get(block)!;
    // Each pair's result, joined to its traveller: only what is not its table is left to show.
    const joinedTable = joins.joinedTables.get(block);
    if (joinedTable !== undefined) {
      const first = joinedTable.titleRow ?? joinedTable.header!;
      rows = new Map([...rows].filter(([r]) => r < first || r > joinedTable.rows[1]));
    }
    if (rows.size === 0) continue;
    if (block.kind === "board") {
      if (open) close();
      body.push(`<section class="board" id="${boardId(block.board!)}" aria-label="Board ${block.board}">`);
      open = true;
    } else if (block.board === undefined && open) {
      close();
      open = false;
    }
    body.push(blockHtml(w, block, rows, joins, notes));
  }
  if (open) close();
  return body;
}

/**
 * A block as the page shows it, behind the workings switch when it is one of the workings, with
 * its explanation in plain words folded under it (the sheet's note on its title); a traveller
 * joined with each pair's result carries the result block's explanation too.
 */
function blockHtml(
  w: PageWriter,
  block: SheetBlock,
  rows: RowCells,
  joins: Joins,
  notes: ReadonlyMap<string, string>,
): string {
  const hide = WORKINGS_BLOCKS.includes(block.kind) || (block.kind === "note" && block.board === undefined);
  w.inWorkings = hide;
  const written = w.block(
    block,
    rows,
    block.board === undefined || block.kind === "board" ? "h2" : "h3",
    joins.joins.get(block) ?? null,
  );
  w.inWorkings = false;
  const noteOf = (b: SheetBlock): string | undefined => notes.get(`${b.rows[0]},${b.columns[0]}`);
  const joinedRes = joins.joinedFrom.get(block);
  const about = [noteOf(block), joinedRes === undefined ? undefined : noteOf(joinedRes)].filter(
    (x): x is string => x !== undefined,
  );
  const html =
    about.length === 0
      ? written
      : `${written}\n<details class="about"><summary>How this is worked out</summary>${about
          .map((a) => `<p>${redSuits(a)}</p>`)
          .join("")}</details>`;
  return hide ? `<div class="w">${html}</div>` : html;
}

/** The page around its parts: its head and styles, the header, the main part and the footer. */
function pageHtml(
  heading: string,
  headerLines: readonly string[],
  main: readonly string[],
  body: readonly string[],
): string {
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
