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

/**
 * The tricks against the contract as a scorecard writes them: "=" made exactly, "+1", "-2"; ""
 * without a contract of a level or its tricks.
 */
function made(contract: string | null, tricks: number | null): string {
  const level = contract === null ? null : /^([1-7])/.exec(contract);
  if (level === null || tricks === null) return "";
  const over = tricks - (Number(level[1]) + 6);
  return over === 0 ? "=" : over > 0 ? `+${over}` : String(over);
}

/**
 * One board's row of a card. On a phone the lead and tricks columns are left out and the contract's
 * cell says them instead ("4♠ N +1" over "♦2"), so the card's figures stay in the window.
 */
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
  const result = made(l.contract, l.tricks);
  const phone =
    (result === "" ? "" : `<span class="ph"> ${result}</span>`) +
    (l.lead === null ? "" : `<span class="ph ld">${suitHtml(l.lead)}</span>`);
  const cells = [
    `<th scope="row">${linked(boards.has(l.board) ? boardId(l.board) : null, String(l.board))}</th>`,
    cols.direction ? `<td>${escapeHtml(l.direction)}</td>` : "",
    `<td class="opp">${linked(links.card(l.opponents), escapeHtml(l.opponents))}${names}</td>`,
    `<td>${contract}${phone}</td>`,
    `<td class="nm">${suitHtml(l.lead ?? "")}</td>`,
    `<td class="n nm">${l.tricks ?? ""}</td>`,
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
  const head = labels
    .map((h) => `<th scope="col"${h === "Lead" || h === "Tricks" ? ` class="nm"` : ""}>${escapeHtml(h)}</th>`)
    .join("");
  const body = card.lines.map((l) => lineHtml(l, cols, results, links, boards)).join("");
  // The total under the matchpoints (or IMPs), each other column's cell empty (as hidden on a phone).
  const foot = `<tr>${labels
    .map((h, k) =>
      k === 0
        ? `<th scope="row">Total</th>`
        : h === card.unit
          ? `<td class="n">${results(card.total)}</td>`
          : `<td${h === "Lead" || h === "Tricks" ? ` class="nm"` : ""}></td>`,
    )
    .join("")}</tr>`;
  const heading = card.names === null ? card.pair : `${card.pair}: ${card.names}`;
  return [
    // The card's table is the one landmark named by its heading (the box that scrolls on a phone).
    `<section class="card" id="${id}">`,
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
