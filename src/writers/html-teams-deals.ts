/**
 * The deals of a match on the teams page (html-teams.ts), when the input gave them (a results
 * file's deals, a hand-record file): folded under the match's card, each board's four hands by
 * suit with their high-card points, the dealer and vulnerability, and the par when it is known.
 */
import { highCardPoints, holdingText, parContractText, type Par, type Seat } from "../scoring";
import type { BoardDeal } from "../sheet/deal-block";
import { escapeHtml } from "./html-text";

const SEATS: readonly [Seat, string][] = [
  ["N", "North"],
  ["E", "East"],
  ["S", "South"],
  ["W", "West"],
];
/** The suits in a hand's order, each with its name for a screen reader and its colour. */
const SUITS: readonly [string, string, boolean][] = [
  ["♠", "Spades", false],
  ["♥", "Hearts", true],
  ["♦", "Diamonds", true],
  ["♣", "Clubs", false],
];

/** The par as words: "NS 420 (NS 4S)", "0 (passed out)". */
function parText(par: Par): string {
  if (par.score === 0) return "0 (passed out)";
  const score = par.score > 0 ? `NS ${par.score}` : `EW ${-par.score}`;
  return `${score} (${par.contracts.map(parContractText).join("; ")})`;
}

/** One board's hands as a table, with its dealer, vulnerability and par under it. */
function dealHtml(d: BoardDeal, id: string): string {
  const head = SUITS.map(
    ([symbol, name, red]) =>
      `<th scope="col"><span aria-hidden="true"${red ? ` class="rs"` : ""}>${symbol}</span><span class="vh">${name}</span></th>`,
  ).join("");
  const rows = SEATS.map(([seat, name], k) => {
    const suits = d.deal.hands[k].map(
      (mask) => `<td class="hold">${escapeHtml(holdingText(mask) || "—")}</td>`,
    );
    return `<tr><th scope="row">${name}</th>${suits.join("")}<td class="n">${highCardPoints(d.deal, seat)}</td></tr>`;
  });
  const vul = d.vulnerability === "None" ? "none" : d.vulnerability === "All" ? "all" : d.vulnerability;
  const par = d.par === null ? "" : `; par ${escapeHtml(parText(d.par))}`;
  return [
    `<table aria-labelledby="${id}"><thead><tr><th scope="col" id="${id}">Board ${d.board}</th>${head}<th scope="col">HCP</th></tr></thead>`,
    `<tbody>${rows.join("")}</tbody></table>`,
    `<p class="seats">Dealer ${escapeHtml(d.dealer)}, vulnerable ${escapeHtml(vul)}${par}.</p>`,
  ].join("\n");
}

/**
 * The deals of a card's boards, folded; "" when none of its boards has one.
 *
 * @example
 * matchDealsHtml([1, 2], handRecords, "m1"); // '<details class="deals"><summary>The deals</summary>...'
 */
export function matchDealsHtml(
  boards: readonly number[],
  deals: ReadonlyMap<number, BoardDeal> | undefined,
  id: string,
): string {
  const shown = boards.flatMap((b) => {
    const d = deals?.get(b);
    return d === undefined ? [] : [dealHtml(d, `${id}-deal-${b}`)];
  });
  if (shown.length === 0) return "";
  return `<details class="deals"><summary>The deals</summary>\n${shown.join("\n")}\n</details>`;
}
