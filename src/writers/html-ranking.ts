/**
 * What the results web page (html.ts) shows above its boards: the director's list of warnings,
 * the rankings (each table of the sheet that declares one, best first, with the columns a player
 * looks for, each pair a link to its scorecard when the page has them), and the list of the boards.
 */
import { METHOD_NAMES } from "../scoring";
import { cellRef } from "../grid/a1";
import type { CellModel, ColumnRole, SheetModel } from "../sheet/model";
import { formatValue } from "../sheet/number-format";
import { escapeHtml, keep } from "./html-text";
import { RANKING_ID, type SiteLinks } from "./html-links";

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
export function warningsHtml(warnings: readonly PageWarning[]): string {
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

/** A list of the boards, each a link to its traveller and results further down the page. */
export function boardListHtml(model: SheetModel): string {
  const boards = model.blocks.filter((x) => x.kind === "board" && x.board !== undefined).map((x) => x.board!);
  if (boards.length < 2) return "";
  const links = boards.map((b) => `<li><a href="#board-${b}">${b}</a></li>`).join("");
  return `<nav class="boards" aria-labelledby="bl"><h2 id="bl">Boards</h2><ul>${links}</ul></nav>`;
}

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
 * The rankings of the sheet (each table that declares one: a session summary's fields, a teams
 * event's standings), best first, with the columns a player looks for; each pair a link to its
 * scorecard where `links` has one. The first ranking has the id every scorecard and board links back to.
 */
export function rankingHtml(
  model: SheetModel,
  at: ReadonlyMap<string, CellModel>,
  links: SiteLinks | null = null,
): string {
  const out: string[] = [];
  for (const block of model.blocks) {
    const ranked = block.tables.filter((t) => t.ranking !== undefined);
    if (ranked.length === 0) continue;
    const name = block.method === undefined ? "" : `: ${METHOD_NAMES[block.method]}`;
    const id = out.length === 0 ? ` id="${RANKING_ID}"` : "";
    out.push(`<section class="ranking"${id} aria-labelledby="rk-${block.rows[0]}">`);
    // A stratified session's lists come after its ranking, under a heading of their own.
    const what = block.kind === "strata" ? "Strata" : "Ranking";
    out.push(`<h2 id="rk-${block.rows[0]}">${what}${escapeHtml(name)}</h2>`);
    for (const table of ranked) {
      const byRole = RANKING_COLUMNS.flatMap((role) => table.columns.filter((c) => c.role === role));
      // A place with its tie-breaks says all a live rank says: the ranking shows the place.
      const pick = byRole.some((c) => c.role === "place") ? byRole.filter((c) => c.role !== "rank") : byRole;
      const id = `rk-${table.header}`;
      out.push(`<h3 id="${id}">${escapeHtml(table.title)}</h3>`);
      // On a phone the average is left out where the percentage says the same (it keeps the % in
      // the window beside real-length names).
      const phone = (c: (typeof pick)[number]): boolean =>
        c.role === "average" && pick.some((x) => x.role === "percent");
      const head = pick
        .map((c) => `<th scope="col"${phone(c) ? ` class="nm"` : ""}>${escapeHtml(c.label)}</th>`)
        .join("");
      // A column of figures with the same decimals: whole when every one is, else two.
      const whole = pick.map((c) =>
        table.ranking!.every((r) => {
          const v = at.get(cellRef(r, c.col))?.value;
          return typeof v !== "number" || Number.isInteger(v);
        }),
      );
      const body = table.ranking!.map((r) => {
        const cells = pick.map((c, i) => {
          const v = at.get(cellRef(r, c.col))?.value;
          const text = typeof v === "number" ? formatValue(v, whole[i] ? "0" : "0.00;-0.00") : formatValue(v);
          const cls = [typeof v === "number" ? "n" : c.role === "names" ? "name" : "", phone(c) ? "nm" : ""]
            .filter((x) => x !== "")
            .join(" ");
          const card = ROW_NAMES.has(c.role) ? (links?.card(text) ?? null) : null;
          return ROW_NAMES.has(c.role)
            ? `<th scope="row">${card === null ? escapeHtml(text) : `<a href="#${card}">${escapeHtml(text)}</a>`}</th>`
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
