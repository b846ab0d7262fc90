/**
 * The pairs' scorecards on the results web page (html.ts): each a section with an id, shown when
 * a link leads to it (the ranking's row, a traveller's pair, an opponent on another card: CSS
 * `:target`, no script), holding the pair's boards in order. A row says the board (a link to it),
 * where the pair sat (in a Howell), the opponents and their names (a link to their card), the
 * contract and declarer, the lead, the tricks, the score from the pair's side, its matchpoints or
 * IMPs and the running total, which ends at the pair's total; with the deals known, the board's
 * par from the pair's side and declarer's tricks double dummy in the contract's strain.
 */
import { formatValue } from "../sheet/number-format";
import { boardId, RANKING_ID, type SiteLinks } from "./html-links";
import { escapeHtml, suitHtml } from "./html-text";
import type { Scorecard, ScorecardLine } from "./scorecards";

/** A column of figures, every one with the same decimals: whole when all are, else 2. */
function figures(xs: readonly (number | null)[]): (x: number | null) => string {
  const whole = xs.every((x) => x === null || Number.isInteger(x));
  return (x) => (x === null ? "" : formatValue(x, whole ? "0" : "0.00;-0.00"));
}

/** What a card shows beside its figures: where the pair sat, and the par and double-dummy tricks. */
interface CardColumns {
  readonly direction: boolean;
  readonly par: boolean;
}

/** A link to `id` around `html`, or the html alone when there is nowhere to go. */
const linked = (id: string | null, html: string): string =>
  id === null ? html : `<a href="#${id}">${html}</a>`;

/** One board's row of a card. */
function lineHtml(
  l: ScorecardLine,
  cols: CardColumns,
  results: (x: number | null) => string,
  links: SiteLinks,
  boards: ReadonlySet<number>,
): string {
  const contract =
    l.contract === null
      ? ""
      : `${suitHtml(l.contract)}${l.declarer === null ? "" : ` ${escapeHtml(l.declarer)}`}`;
  const names = l.opponentNames === null ? "" : `<span class="on">${escapeHtml(l.opponentNames)}</span>`;
  const cells = [
    `<th scope="row">${linked(boards.has(l.board) ? boardId(l.board) : null, String(l.board))}</th>`,
    cols.direction ? `<td>${escapeHtml(l.direction)}</td>` : "",
    `<td class="opp">${linked(links.card(l.opponents), escapeHtml(l.opponents))}${names}</td>`,
    `<td>${contract}</td>`,
    `<td>${suitHtml(l.lead ?? "")}</td>`,
    `<td class="n">${l.tricks ?? ""}</td>`,
    `<td class="n">${escapeHtml(l.score)}</td>`,
    `<td class="n">${results(l.result)}</td>`,
    `<td class="n">${results(l.running)}</td>`,
    cols.par ? `<td class="n">${escapeHtml(l.par ?? "")}</td><td class="n">${l.ddTricks ?? ""}</td>` : "",
  ];
  return `<tr>${cells.join("")}</tr>`;
}

/** One pair's card: its heading, its place, its table (a labelled region that scrolls on a phone) and the way back. */
function cardHtml(card: Scorecard, id: string, links: SiteLinks, boards: ReadonlySet<number>): string {
  const results = figures([
    ...card.lines.map((l) => l.result),
    ...card.lines.map((l) => l.running),
    card.total,
  ]);
  // A Mitchell's pair is named with its direction; a Howell's moves, so each row says where it sat.
  const cols: CardColumns = {
    direction: !/^(NS|EW) /.test(card.pair),
    par: card.lines.some((l) => l.par !== null || l.ddTricks !== null),
  };
  const labels = [
    "Board",
    ...(cols.direction ? ["Sat"] : []),
    "Opponents",
    "Contract",
    "Lead",
    "Tricks",
    "Score",
    card.unit,
    "Total",
    ...(cols.par ? ["Par", "Double dummy"] : []),
  ];
  const head = labels.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const body = card.lines.map((l) => lineHtml(l, cols, results, links, boards)).join("");
  const span = labels.length - (cols.par ? 4 : 2);
  const foot = `<tr><th scope="row" colspan="${span}">Total</th><td class="n">${results(card.total)}</td><td></td>${cols.par ? "<td></td><td></td>" : ""}</tr>`;
  const heading = card.names === null ? card.pair : `${card.pair}: ${card.names}`;
  return [
    `<section class="card" id="${id}" aria-labelledby="${id}-h">`,
    `<h3 id="${id}-h">${escapeHtml(heading)}</h3>`,
    `<p>${escapeHtml(card.summary)}</p>`,
    `<div class="wrap" role="region" tabindex="0" aria-labelledby="${id}-h"><table aria-labelledby="${id}-h"><thead><tr>${head}</tr></thead><tbody>${body}</tbody><tfoot>${foot}</tfoot></table></div>`,
    `<p class="back"><a href="#${RANKING_ID}">Back to the ranking</a></p>`,
    `</section>`,
  ].join("\n");
}

/**
 * The pairs' scorecards (see the top of this file), each with the id `links` gives it; `boards`
 * are the boards the page has a section for (a card's board links to its own).
 *
 * @example
 * scorecardsHtml(cards, siteLinks(cards), new Set([1, 2, 3])); // '<section class="cards" ...'
 */
export function scorecardsHtml(
  cards: readonly Scorecard[],
  links: SiteLinks,
  boards: ReadonlySet<number>,
): string {
  if (cards.length === 0) return "";
  return [
    `<section class="cards" aria-labelledby="sc">`,
    `<h2 id="sc">Scorecards</h2>`,
    `<p>Choose a pair in the ranking, or on a board, to see its scorecard.</p>`,
    ...cards.map((card, k) => cardHtml(card, links.ids[k], links, boards)),
    `</section>`,
  ].join("\n");
}
