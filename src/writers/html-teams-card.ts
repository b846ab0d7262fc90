/**
 * One match of a teams event as a card of the teams page (html-teams.ts): its teams and score in
 * IMPs (or points) and VPs, who sat where, then a row for each room of each board (the contract,
 * declarer and result, the NS score) with the IMPs each team won on it, and the totals. The
 * card is narrow by design: six short columns that fit a phone of 360 px, team names wrapping.
 */
import type { RoomResult, ScoredMatch, ScoredTeamsBoard, TeamsMethod } from "../scoring";
import { escapeHtml, suitHtml } from "./html-text";

/**
 * A number as the page shows it: whole numbers as they are, others to at most two decimals.
 *
 * @example
 * pageNumber(2.2); // "2.2"
 * pageNumber(-3); // "-3"
 */
export function pageNumber(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2).replace(/0$/, "");
}

/**
 * How the page writes VPs: all with two decimals when any VP of the event has a fraction
 * (the WBF scale), else whole.
 *
 * @example
 * vpFormat([13.78, 6.22])(15); // "15.00"
 */
export function vpFormat(all: readonly number[]): (vp: number) => string {
  const fractions = all.some((v) => !Number.isInteger(v));
  return (vp) => (fractions ? vp.toFixed(2) : String(vp));
}

/** The unit a method's match results are in, as a column header says it. */
export function unitOf(method: TeamsMethod): string {
  return method === "imps" ? "IMPs" : method === "bam" ? "Board points" : "Points";
}

/**
 * A room's result against its contract: "=" made exactly, "+1" an overtrick, "-2" two down;
 * empty without a contract or tricks, or for a pass.
 *
 * @example
 * resultText({ contract: "4S", tricks: 9 }); // "-1"
 */
export function resultText(room: Pick<RoomResult, "contract" | "tricks">): string {
  const level = /^\s*([1-7])/.exec(room.contract ?? "");
  if (level === null || room.tricks === null) return "";
  const over = room.tricks - (Number(level[1]) + 6);
  return over === 0 ? "=" : over > 0 ? `+${over}` : String(over);
}

/** A room's contract and declarer as markup: "4♠ N", red suits red; empty when the row gave none. */
function contractHtml(room: RoomResult): string {
  if (room.contract === null) return "";
  const by = room.declarer !== null && !/^pass/i.test(room.contract) ? ` ${escapeHtml(room.declarer)}` : "";
  return `${suitHtml(room.contract.trim())}${by}`;
}

/** A room's NS score as the page shows it: the score, or the entry as written (A+, NP). */
function scoreText(room: RoomResult): string {
  const e = room.entry;
  return e.kind === "plain" ? String(e.score) : e.text === "" ? "NP" : e.text;
}

/** What a team won on a board: the number when it won something (or always under board-a-match). */
function wonText(x: number | null, method: TeamsMethod): string {
  if (x === null) return "–";
  return x === 0 && method !== "bam" ? "" : pageNumber(x);
}

/** A board's two rows: the open room (home NS), then the closed room (away NS). */
function boardRows(b: ScoredTeamsBoard, method: TeamsMethod): string {
  const rows = [
    ["Open", b.homeRoom],
    ["Closed", b.awayRoom],
  ] as const;
  return rows
    .map(([name, room], k) => {
      const first = k === 0;
      const cells = [
        first ? `<th scope="row" rowspan="2" class="n">${b.board}</th>` : "",
        `<td class="c">${name}</td>`,
        `<td class="c">${contractHtml(room)}${room.contract !== null && resultText(room) !== "" ? ` ${escapeHtml(resultText(room))}` : ""}</td>`,
        `<td class="n">${escapeHtml(scoreText(room))}</td>`,
        first ? `<td rowspan="2" class="n">${wonText(b.home, method)}</td>` : "",
        first ? `<td rowspan="2" class="n">${wonText(b.away, method)}</td>` : "",
      ];
      return `<tr class="${first ? "board1" : "room2"}">${cells.join("")}</tr>`;
    })
    .join("\n");
}

/** What a card needs besides its match: its id, its heading's words, how VPs are written, the method. */
export interface CardContext {
  readonly id: string;
  readonly heading: string;
  readonly method: TeamsMethod;
  readonly vp: (vp: number) => string;
  /** Where the card's "back" link goes, and its words. */
  readonly back: { readonly href: string; readonly text: string };
  /** Markup under the boards' table (the match's deals, folded), when there is any. */
  readonly extra?: string;
}

/**
 * A match's card: a section with its heading, each team's total and VPs, who sat where, the
 * boards' table and its totals, and a link back.
 *
 * @example
 * matchCard(match, { id: "m1", heading: "Round 1: Aces v Kings", method: "imps", vp: String, back });
 */
export function matchCard(m: ScoredMatch, c: CardContext): string {
  const unit = unitOf(c.method);
  const [home, away] = [escapeHtml(m.home), escapeHtml(m.away)];
  const vps = (side: "home" | "away"): string => (m.vp ? `, <b>${c.vp(m.vp[side])}</b> VPs` : "");
  const line = (name: string, side: "home" | "away"): string =>
    `<p class="result"><span class="team">${name}</span> <b>${pageNumber(m.total[side])}</b> ${unit}${vps(side)}</p>`;
  const foot = [
    `<tr><th scope="row" colspan="4">Total</th><td class="n">${pageNumber(m.total.home)}</td><td class="n">${pageNumber(m.total.away)}</td></tr>`,
    m.vp
      ? `<tr><th scope="row" colspan="4">VPs</th><td class="n">${c.vp(m.vp.home)}</td><td class="n">${c.vp(m.vp.away)}</td></tr>`
      : "",
  ];
  const unplayed = m.boardCount - m.boards.filter((b) => b.home !== null).length;
  return [
    `<section class="card" id="${c.id}" aria-labelledby="${c.id}-h">`,
    `<h3 id="${c.id}-h">${escapeHtml(c.heading)}</h3>`,
    line(home, "home"),
    line(away, "away"),
    `<p class="seats">Open room: ${home} NS, ${away} EW. Closed room: ${away} NS, ${home} EW.</p>`,
    `<table aria-labelledby="${c.id}-h">`,
    `<thead><tr><th scope="col"><abbr title="Board">Bd</abbr></th><th scope="col">Room</th><th scope="col">Contract</th><th scope="col">NS</th><th scope="col" class="team">${home}</th><th scope="col" class="team">${away}</th></tr></thead>`,
    `<tbody>\n${m.boards.map((b) => boardRows(b, c.method)).join("\n")}\n</tbody>`,
    `<tfoot>${foot.join("")}</tfoot>`,
    `</table>`,
    unplayed > 0
      ? `<p class="seats">${unplayed} board${unplayed === 1 ? "" : "s"} not played in a room (NP): not scored.</p>`
      : "",
    c.extra ?? "",
    `<p class="back"><a href="${c.back.href}">${escapeHtml(c.back.text)}</a></p>`,
    `</section>`,
  ]
    .filter((x) => x !== "")
    .join("\n");
}
