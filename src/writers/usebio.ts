import { forXml } from "../io/text";
import type { BoardDeal } from "../sheet/deal-block";
import { usebioHandSet } from "./deal-tags";
import { usebioPlayers, usebioSeats, type IndividualOut } from "./individual";
import {
  METHOD_TRAITS,
  stratumRange,
  type ResultUnit,
  type ScoredSession,
  type ScoredTable,
  type Traveller,
  type TravellerRow,
} from "../scoring";

/**
 * A session's results as a USEBIO 1.2 file (XML), for federation and club results systems:
 * USEBIO > EVENT > SESSION > SECTION, the section's PARTICIPANTS (each pair with its number,
 * direction in a Mitchell, place, total, percentage for matchpoints, and its players' names when
 * the results have them) and a BOARD per board with a TRAVELLER_LINE per table. Every text is
 * escaped, so a name or title holding < & " is written as text. No DOCTYPE: nothing points a
 * reader at a file elsewhere.
 *
 * Each TRAVELLER_LINE: the pair numbers, then for a result CONTRACT, PLAYED_BY, LEAD (suit first,
 * "HK"), TRICKS and SCORE (NS's score); for an artificial score SCORE as "A" and each side's
 * percentage in two digits (A6040: NS 60%, EW 40%); for a weighted score SCORE as its parts were
 * typed; for a table that did not play, SCORE "NP". Then the method's results:
 * NS_MATCH_POINTS and EW_MATCH_POINTS for matchpoints, NS_IMPS and EW_IMPS for Butler and cross-IMPs.
 */

/** Text made safe for XML content and attributes (characters XML 1.0 forbids removed). */
export function escapeXml(text: string): string {
  return forXml(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

export const el = (name: string, value: string | number): string =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

/** A number to two decimals at most ("4", "3.5", "62.5"). */
export const num = (x: number): string => String(Number(x.toFixed(2)));

/** EVENT_TYPE and BOARD_SCORING_METHOD of each method. */
const TYPES = {
  mp: { event: "MP_PAIRS", scoring: "MATCH_POINTS" },
  butler: { event: "BUTLER_PAIRS", scoring: "BUTLER_IMPS" },
  cross: { event: "CROSS_IMP_PAIRS", scoring: "CROSS_IMPS" },
} as const;

/**
 * A lead as the add-in writes it in USEBIO, suit first as most programs write it (the reader takes
 * Compscore's rank first too): "KH" or "♥K" is "HK", "S10" or "10S" is "ST".
 */
export function usebioLead(lead: string): string {
  const suits: Record<string, string> = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };
  const t = lead
    .trim()
    .toUpperCase()
    .replace(/[♠♥♦♣]/g, (s) => suits[s]);
  const m = /^([SHDC])(10|[AKQJT2-9])$/.exec(t) ?? /^(10|[AKQJT2-9])([SHDC])$/.exec(t);
  if (m === null) return lead;
  const [suit, rank] = /^[SHDC]$/.test(m[1]) ? [m[1], m[2]] : [m[2], m[1]];
  return `${suit}${rank === "10" ? "T" : rank}`;
}

/** An award's percentage: A+ 60, A= 50, A- 40, or the percentage written ("60%", "A60%", "A60"). */
function awardPercent(award: string): number | null {
  const named: Record<string, number> = { "A+": 60, "A=": 50, "A-": 40 };
  if (award in named) return named[award];
  const m = /^A?(\d+(?:\.\d+)?)%?$/i.exec(award.trim());
  return m ? Number(m[1]) : null;
}

/**
 * An artificial score as SCORE holds it: "A" and each side's percentage in two digits (A+ / A- is
 * "A6040"); awards that are not percentages as written, "NS/EW".
 */
export function artificialScore(ns: string, ew: string): string {
  const [a, b] = [awardPercent(ns), awardPercent(ew)];
  const pct = (x: number): string => String(Math.round(x)).padStart(2, "0");
  return a !== null && b !== null ? `A${pct(a)}${pct(b)}` : `${ns}/${ew}`;
}

/**
 * A USEBIO 1.2 file: its one EVENT of type `eventType` holding the elements `event` (one a line),
 * then one SESSION with one SECTION "A" holding the lines `section` (indented as they come), then
 * the lines `afterSession` (the HANDSET); then the lines `moreEvents` (further EVENTs, such as a
 * stratum's list of places).
 */
export function usebioFile(
  eventType: string,
  event: readonly string[],
  section: readonly string[],
  club?: string | null,
  afterSession: readonly string[] = [],
  moreEvents: readonly string[] = [],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<USEBIO Version="1.2">',
    ...(club ? [`  <CLUB>${el("CLUB_NAME", club)}</CLUB>`] : []),
    `  <EVENT EVENT_TYPE="${eventType}">`,
    ...event.map((e) => `    ${e}`),
    '    <SESSION SESSION_NUMBER="1">',
    '      <SECTION SECTION_ID="A">',
    ...section,
    "      </SECTION>",
    "    </SESSION>",
    ...afterSession,
    "  </EVENT>",
    ...moreEvents,
    "</USEBIO>",
    "",
  ].join("\n");
}

/** The elements of a table's and a pair's results, by what the results count. */
const RESULT_ELEMENTS: Readonly<
  Record<ResultUnit, { readonly ns: string; readonly ew: string; readonly total: string }>
> = {
  matchpoints: { ns: "NS_MATCH_POINTS", ew: "EW_MATCH_POINTS", total: "TOTAL_MATCH_POINTS" },
  imps: { ns: "NS_IMPS", ew: "EW_IMPS", total: "TOTAL_IMPS" },
};

function line(
  t: ScoredTable,
  row: TravellerRow | undefined,
  unit: ResultUnit,
  individual?: IndividualOut,
): string {
  // An individual event names the player in each seat instead of the two pairs.
  const parts = individual
    ? usebioSeats(individual.seats(t.row), el)
    : [el("NS_PAIR_NUMBER", t.ns), el("EW_PAIR_NUMBER", t.ew)];
  if (t.kind === "plain" && t.nsScore !== null) {
    if (row?.contract) parts.push(el("CONTRACT", row.contract.toUpperCase()));
    if (row?.declarer) parts.push(el("PLAYED_BY", row.declarer));
    if (row?.lead) parts.push(el("LEAD", usebioLead(row.lead)));
    if (row?.tricks !== null && row?.tricks !== undefined) parts.push(el("TRICKS", row.tricks));
    parts.push(el("SCORE", t.nsScore));
  } else if (t.kind === "artificial" && t.award !== null) {
    parts.push(el("SCORE", artificialScore(t.award.ns, t.award.ew)));
  } else if (t.kind === "weighted" && row?.entry.kind === "weighted") parts.push(el("SCORE", row.entry.text));
  else if (t.kind === "notPlayed") parts.push(el("SCORE", "NP"));
  const names = RESULT_ELEMENTS[unit];
  if (t.nsResult !== null) parts.push(el(names.ns, num(t.nsResult)));
  if (t.ewResult !== null) parts.push(el(names.ew, num(t.ewResult)));
  return `          <TRAVELLER_LINE>${parts.join("")}</TRAVELLER_LINE>`;
}

/** Options of {@link writeUsebio}. */
export interface UsebioOptions {
  /** The event's name (EVENT_DESCRIPTION). */
  readonly event?: string | null;
  /** The players of each pair by its ranking id ("NS 3", or "3" in a Howell), when known. */
  readonly names?: ReadonlyMap<string, readonly string[]>;
  /**
   * The players of each pair by its ranking id with their national numbers (as a Bridgemate
   * database or a federation's names table gives them): written as each PLAYER's
   * NATIONAL_ID_NUMBER beside PLAYER_NAME. Wins over `names` for the pairs it has.
   */
  readonly players?: ReadonlyMap<string, readonly { readonly name: string; readonly number: string }[]>;
  /** The session's date, YYYY-MM-DD, written as USEBIO's DATE (DD/MM/YYYY). */
  readonly date?: string | null;
  /** The club's name, written as CLUB/CLUB_NAME. */
  readonly club?: string | null;
  /** Each board's deal, when known: written as the event's HANDSET. */
  readonly deals?: ReadonlyMap<number, BoardDeal>;
  /** An individual event: each line's players and the ranking by player (EVENT_TYPE INDIVIDUAL). */
  readonly individual?: IndividualOut | null;
}

/** A date YYYY-MM-DD as USEBIO writes it, DD/MM/YYYY; null for anything else. */
export function usebioDate(date: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? "");
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

/** A ranked pair of a session as its PARTICIPANTS line, with the place `rank` (the field's, or a list's). */
export function usebioPair(
  p: ScoredSession["rankings"][number]["pairs"][number],
  rank: string | null,
  session: ScoredSession,
  options: Pick<UsebioOptions, "names" | "players">,
): string {
  const traits = METHOD_TRAITS[session.method];
  // The names the ranking carries ("Ann Smith & Bob Jones": a PLAYER each), unless given here.
  const names =
    options.names?.get(p.id) ??
    (p.names ? p.names.split(/\s+(?:&|and)\s+|\s*\/\s*/).filter((n) => n !== "") : []);
  const players =
    options.players
      ?.get(p.id)
      ?.map(
        (x) =>
          `<PLAYER>${el("PLAYER_NAME", x.name)}${x.number ? el("NATIONAL_ID_NUMBER", x.number) : ""}</PLAYER>`,
      ) ?? names.map((n) => `<PLAYER>${el("PLAYER_NAME", n)}</PLAYER>`);
  return [
    "          <PAIR>",
    el("PAIR_NUMBER", p.pair),
    ...(p.direction !== null ? [el("DIRECTION", p.direction)] : []),
    ...(rank !== null ? [el("PLACE", rank)] : []),
    el("BOARDS_PLAYED", p.boardsPlayed),
    el(RESULT_ELEMENTS[traits.unit].total, num(p.total)),
    ...(traits.percentages && p.percentage !== null ? [el("PERCENTAGE", num(p.percentage))] : []),
    ...players,
    "</PAIR>",
  ].join("");
}

/**
 * The USEBIO 1.2 file of a scored session (one method), as UTF-8 XML text.
 *
 * @example
 * writeUsebio(traveller, scoreForSheet(traveller, { method: "mp" })[0], { event: "Club pairs" });
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2">...'
 */
export function writeUsebio(
  traveller: Traveller,
  session: ScoredSession,
  options: UsebioOptions = {},
): string {
  const traits = METHOD_TRAITS[session.method];
  const type = TYPES[session.method];
  const individual = options.individual ?? undefined;
  const pairs = individual
    ? usebioPlayers(individual, el, RESULT_ELEMENTS[traits.unit].total, num)
    : session.rankings.flatMap((r) => r.pairs.map((p) => usebioPair(p, p.rank, session, options)));
  const boards = session.boards.map((b) => {
    const tb = traveller.boards.find((x) => x.board === b.board);
    const lines = b.tables.map((t, i) =>
      line(t, tb?.rows.find((r) => r.row === t.row) ?? tb?.rows[i], traits.unit, individual),
    );
    return ["        <BOARD>", `          ${el("BOARD_NUMBER", b.board)}`, ...lines, "        </BOARD>"].join(
      "\n",
    );
  });
  const head = [
    el("PROGRAM_NAME", "Bridge Scoring for Excel"),
    ...(usebioDate(options.date) ? [el("DATE", usebioDate(options.date)!)] : []),
    el("BOARD_SCORING_METHOD", type.scoring),
    // USEBIO's count of winners: 2 for a Mitchell ranked NS and EW apart, 1 for one field (a
    // Howell, or an arrow-switched Mitchell ranked as one), whose PLACEs run across both lines.
    ...(individual ? [] : [el("WINNER_TYPE", session.movement === "mitchell" && !session.oneWinner ? 2 : 1)]),
  ];
  return usebioFile(
    individual ? "INDIVIDUAL" : type.event,
    [el("EVENT_DESCRIPTION", options.event ?? ""), ...head],
    [
      ...(individual
        ? []
        : [`        ${el("MOVEMENT", session.movement === "mitchell" ? "MITCHELL" : "HOWELL")}`]),
      "        <PARTICIPANTS>",
      ...pairs,
      "        </PARTICIPANTS>",
      ...boards,
    ],
    options.club,
    usebioHandSet(options.deals?.values() ?? []),
    individual ? [] : strataEvents(session, type.event, head, options),
  );
}

/**
 * A stratified session's lists as further EVENTs, one a stratum below the top (the top one's list
 * is the whole field, as the session's own EVENT places it), none for a stratum of no pairs: each
 * named after the event and the stratum with its range, holding the list's pairs with their places
 * in it, their totals and players; no boards (the session's EVENT has them). No stratum element
 * was found in the USEBIO 1.2 files and programs we could read, and a reader checking the file
 * against its DTD refuses an element the DTD does not declare, so the lists are written with
 * USEBIO's own elements only (docs/conventions.md, Strata).
 */
function strataEvents(
  session: ScoredSession,
  eventType: string,
  head: readonly string[],
  options: UsebioOptions,
): string[] {
  const strata = session.strata;
  if (strata === undefined) return [];
  return strata.strata.slice(1).flatMap((s) => {
    const lists = strata.rankings.filter((r) => r.stratum === s.name);
    const pairs = lists.flatMap((list) =>
      list.pairs.flatMap((sp) => {
        const ranked = session.rankings
          .filter((r) => r.field === list.field)
          .flatMap((r) => r.pairs)
          .find((p) => p.id === sp.id);
        return ranked === undefined ? [] : [usebioPair(ranked, sp.rank, session, options)];
      }),
    );
    // A stratum no pair reaches (every pair rated higher, or unrated and so at the top) lists nobody.
    if (pairs.length === 0) return [];
    const name = `stratum ${s.name} (${stratumRange(strata.strata, s.name)} masterpoints)`;
    const title = options.event ? `${options.event}: ${name}` : `${name[0].toUpperCase()}${name.slice(1)}`;
    return usebioListEvent(eventType, [el("EVENT_DESCRIPTION", title), ...head], pairs);
  });
}

/**
 * An EVENT of places only (no boards), as the lines of a file: its type, its elements `head` (one a
 * line), and one SESSION and SECTION "A" holding the PARTICIPANTS lines `pairs`.
 */
export function usebioListEvent(
  eventType: string,
  head: readonly string[],
  pairs: readonly string[],
): string[] {
  return [
    `  <EVENT EVENT_TYPE="${eventType}">`,
    ...head.map((e) => `    ${e}`),
    '    <SESSION SESSION_NUMBER="1">',
    '      <SECTION SECTION_ID="A">',
    "        <PARTICIPANTS>",
    ...pairs,
    "        </PARTICIPANTS>",
    "      </SECTION>",
    "    </SESSION>",
    "  </EVENT>",
  ];
}
