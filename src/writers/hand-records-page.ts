// The hand-record sheet: the session's deals as clubs hand them out after play, a page of four,
// six or eight boards, each with its four hands round a compass (the high-card points of each in
// the middle), the dealer and vulnerability, the double-dummy table (the tricks each declarer
// takes in each strain), the par, and the contracts each declarer makes. One self-contained page
// (no script, nothing fetched), made to be printed on A4 or Letter (the styles module says how)
// and read on a phone. Every text the input gives (the event's name, its date) is escaped.
import type { BoardDeal } from "../sheet/deal-block";
import {
  highCardPoints,
  holdingText,
  parContractText,
  type DDTable,
  type Deal,
  type Par,
  type Seat,
  type Vulnerability,
} from "../scoring";
import { HAND_RECORD_STYLES } from "./hand-records-page-styles";
import { escapeHtml } from "./html-text";

/** A board of the sheet: its deal, and its table and par when they were worked out (null: --no-dd). */
export type HandRecordBoard = Omit<BoardDeal, "source">;

/** How many boards a printed page holds. */
export type BoardsPerPage = 4 | 6 | 8;

/** The numbers of boards a page may hold, and the one a sheet has unless told. */
export const BOARDS_PER_PAGE: readonly BoardsPerPage[] = [4, 6, 8];
export const DEFAULT_BOARDS_PER_PAGE: BoardsPerPage = 6;

/** What the sheet is headed with, and how many boards a page. */
export interface HandRecordsPageOptions {
  /** The event's name (the file's [Event]); "Hand records" when there is none. */
  readonly title?: string | null;
  /** The session's date, as the file gives it. */
  readonly date?: string | null;
  /** Where it was played (the file's [Site] or club). */
  readonly venue?: string | null;
  readonly boardsPerPage?: BoardsPerPage;
}

const SEAT_WORDS: Readonly<Record<Seat, string>> = { N: "North", E: "East", S: "South", W: "West" };
const VULNERABILITY_WORDS: Readonly<Record<Vulnerability, string>> = {
  None: "None",
  NS: "N-S",
  EW: "E-W",
  All: "Both",
};
/** The suits as a hand lists them (spades first), each with its index in a Deal's hand. */
const SUIT_SYMBOLS = ["♠", "♥", "♦", "♣"];
/** The strains as the table's columns, notrump first, each with its index in a DDTable row. */
const STRAIN_COLUMNS = [
  { symbol: "NT", index: 4 },
  { symbol: "♠", index: 0 },
  { symbol: "♥", index: 1 },
  { symbol: "♦", index: 2 },
  { symbol: "♣", index: 3 },
] as const;
/** The declarers as the table lists them: a side's two together. */
const DECLARERS: readonly Seat[] = ["N", "S", "E", "W"];
const SEAT_INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };

/** A suit's symbol as markup: hearts and diamonds red. */
function symbolHtml(symbol: string): string {
  return symbol === "♥" || symbol === "♦" ? `<span class="r">${symbol}</span>` : symbol;
}

/** A contract's text with its suit letter as the suit's symbol ("NS 4S" to "NS 4♠"); escaped. */
function contractHtml(text: string): string {
  return escapeHtml(text).replace(/([1-7])([SHDC])/g, (_m, level: string, suit: string) => {
    return `${level}${symbolHtml(SUIT_SYMBOLS["SHDC".indexOf(suit)])}`;
  });
}

/** A holding as printed: ace first, the ten as "10", a void as a dash. */
function holdingShown(mask: number): string {
  const text = holdingText(mask).replace("T", "10");
  return text === "" ? "—" : text;
}

/** One hand: a line a suit, its symbol then its cards. */
function handHtml(deal: Deal, seat: Seat): string {
  const hand = deal.hands[SEAT_INDEX[seat]];
  const lines = SUIT_SYMBOLS.map(
    (symbol, s) => `<p><span class="sym">${symbolHtml(symbol)}</span>${holdingShown(hand[s])}</p>`,
  ).join("");
  return `<div class="hand ${SEAT_WORDS[seat].toLowerCase()}" aria-label="${SEAT_WORDS[seat]}">${lines}</div>`;
}

/** The box in the middle: each hand's high-card points on its side. */
function compassHtml(deal: Deal): string {
  const cells = (["N", "W", "E", "S"] as const)
    .map(
      (seat) =>
        `<span class="c${seat.toLowerCase()}" title="${SEAT_WORDS[seat]}">${highCardPoints(deal, seat)}</span>`,
    )
    .join("");
  return `<div class="compass" aria-label="High-card points">${cells}</div>`;
}

/** The double-dummy table: a row a declarer, a column a strain, each cell the tricks taken. */
function tableHtml(table: DDTable): string {
  const head = `<thead><tr><th scope="col"></th>${STRAIN_COLUMNS.map((c) => `<th scope="col">${symbolHtml(c.symbol)}</th>`).join("")}</tr></thead>`;
  const rows = DECLARERS.map(
    (seat) =>
      `<tr><th scope="row">${seat}</th>${STRAIN_COLUMNS.map((c) => `<td>${table.tricks[SEAT_INDEX[seat]][c.index]}</td>`).join("")}</tr>`,
  ).join("");
  return `<table class="dd" aria-label="Double-dummy tricks">${head}<tbody>${rows}</tbody></table>`;
}

/**
 * The contracts a deal makes, declarer by declarer: for each strain in which the declarer takes
 * seven tricks or more, the highest level made (tricks less six), notrump first then spades down
 * to clubs. Partners who make the same contracts are listed once, as their side ("NS").
 *
 * @example
 * makeableContracts(table); // [{ by: "NS", contracts: ["4S", "3N"] }, { by: "E", contracts: ["2H"] }, { by: "W", contracts: ["1H"] }]
 */
export function makeableContracts(table: DDTable): { readonly by: string; readonly contracts: string[] }[] {
  const of = (seat: Seat): string[] =>
    STRAIN_COLUMNS.flatMap((c) => {
      const tricks = table.tricks[SEAT_INDEX[seat]][c.index];
      return tricks >= 7 ? [`${tricks - 6}${"SHDCN"[c.index]}`] : [];
    });
  return (
    [
      ["N", "S"],
      ["E", "W"],
    ] as const
  ).flatMap(([a, b]) => {
    const first = of(a);
    const second = of(b);
    if (first.join() === second.join())
      return first.length === 0 ? [] : [{ by: `${a}${b}`, contracts: first }];
    return [
      ...(first.length > 0 ? [{ by: a, contracts: first }] : []),
      ...(second.length > 0 ? [{ by: b, contracts: second }] : []),
    ];
  });
}

/** A contract of makeableContracts as markup: "3N" as "3NT", a suit as its symbol. */
function madeHtml(contract: string): string {
  return contract.endsWith("N") ? `${contract}T` : contractHtml(contract);
}

/** The par: North-South's or East-West's score, then each par contract. */
function parHtml(par: Par): string {
  const score = par.score === 0 ? "0" : par.score > 0 ? `NS ${par.score}` : `EW ${-par.score}`;
  const contracts = par.contracts.map((c) => `<p>${contractHtml(parContractText(c))}</p>`).join("");
  return `<div class="par"><p class="h">Par ${score}</p>${contracts}</div>`;
}

/** One board: who dealt and who is vulnerable, the hands, the table, the par and the contracts made. */
function boardHtml(b: HandRecordBoard): string {
  const info = `<div class="info"><p class="no">Board ${b.board}</p><p>Dealer ${SEAT_WORDS[b.dealer]}</p><p>Vul ${VULNERABILITY_WORDS[b.vulnerability]}</p></div>`;
  const made =
    b.table === null
      ? `<div class="make"></div>`
      : `<div class="make"><p class="h">Makeable</p>${makeableContracts(b.table)
          .map((m) => `<p>${m.by} ${m.contracts.map(madeHtml).join(" ")}</p>`)
          .join("")}</div>`;
  const table = b.table === null ? `<p class="unsolved">Not solved</p>` : tableHtml(b.table);
  const par = b.par === null ? `<div class="par"></div>` : parHtml(b.par);
  return [
    `<article class="board" aria-label="Board ${b.board}">`,
    info,
    handHtml(b.deal, "N"),
    made,
    handHtml(b.deal, "W"),
    compassHtml(b.deal),
    handHtml(b.deal, "E"),
    table,
    handHtml(b.deal, "S"),
    par,
    `</article>`,
  ].join("");
}

/**
 * The boards in groups of `perPage`, in the order given: a printed page each.
 *
 * @example
 * pagesOf([1, 2, 3, 4, 5, 6, 7], 6); // [[1, 2, 3, 4, 5, 6], [7]]
 */
export function pagesOf<T>(boards: readonly T[], perPage: BoardsPerPage): T[][] {
  const pages: T[][] = [];
  for (let k = 0; k < boards.length; k += perPage) pages.push(boards.slice(k, k + perPage));
  return pages;
}

/** A page's numbers: "Boards 1–6", "Board 7". */
function rangeText(boards: readonly HandRecordBoard[]): string {
  if (boards.length === 1) return `Board ${boards[0].board}`;
  return `Boards ${boards[0].board}–${boards[boards.length - 1].board}`;
}

/**
 * The hand-record sheet as one web page: the boards in the order given, `boardsPerPage` (six
 * unless told) to a printed page, each page headed by the event's name and date.
 *
 * @example
 * renderHandRecordsPage([{ board: 1, dealer: "N", vulnerability: "None", deal, table, par }], { title: "Club pairs", date: "2026.12.02" });
 * // "<!DOCTYPE html>..."
 */
export function renderHandRecordsPage(
  boards: readonly HandRecordBoard[],
  options: HandRecordsPageOptions = {},
): string {
  const perPage = options.boardsPerPage ?? DEFAULT_BOARDS_PER_PAGE;
  const title = escapeHtml(options.title?.trim() || "Hand records");
  const when = [options.date, options.venue].filter((x): x is string => !!x && x.trim() !== "");
  const whenHtml = when.length === 0 ? "" : `<p class="when">${when.map(escapeHtml).join(" · ")}</p>`;
  const pages = pagesOf(boards, perPage).map((group, k) => {
    const heading = k === 0 ? `<h1>${title}</h1>` : `<p class="title">${title}</p>`;
    return `<section class="sheet" aria-label="${rangeText(group)}"><header><div>${heading}${whenHtml}</div><p class="range">${rangeText(group)}</p></header><div class="boards">${group.map(boardHtml).join("")}</div></section>`;
  });
  const empty =
    boards.length === 0
      ? `<section class="sheet"><header><h1>${title}</h1></header><p>No deals.</p></section>`
      : "";
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}: hand records</title>
<style>${HAND_RECORD_STYLES}</style>
</head>
<body class="per-${perPage}">
<main>
${pages.join("\n")}${empty}
</main>
<footer><p>Scored with Bridge Scoring for Excel. The double-dummy table gives the tricks each declarer takes in each strain with best play; the par is the score both sides reach bidding to their best double-dummy result.</p></footer>
</body>
</html>
`;
}
