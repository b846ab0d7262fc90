/**
 * The links that make the results web page (html.ts) a site: each pair's scorecard has an id, and
 * the ranking's rows, a board's traveller and a scorecard's opponents link to it; each board has
 * an id ("board-3") that a scorecard's boards link to; the ranking ("ranking") is where every
 * scorecard and board links back to. Pure: ids and lookups, no markup.
 */
import type { Scorecard } from "./scorecards";

/** The id of the page's first ranking, which every scorecard and board links back to. */
export const RANKING_ID = "ranking";

/**
 * The id of a board's section.
 *
 * @example
 * boardId(3); // "board-3"
 */
export const boardId = (board: number): string => `board-${board}`;

/** Who links where on a results page of scorecards. */
export interface SiteLinks {
  /** The id of a pair's scorecard by the ranking's name of the pair ("NS 3", or "3" in a Howell). */
  card(pair: string): string | null;
  /** The id of the scorecard of the pair that sat `direction` on `board` with that number on the traveller. */
  seat(board: number, direction: "NS" | "EW", number: string): string | null;
  /** The id each scorecard has, in the cards' order. */
  readonly ids: readonly string[];
}

/**
 * The links of the page's scorecards: each card's id is "pair-" and its pair with anything but
 * letters, digits and "-" made "-" ("pair-NS-3"), made unique with "-2", "-3" if two cards came
 * to the same id.
 *
 * @example
 * siteLinks(cards).card("NS 3"); // "pair-NS-3"
 * siteLinks(cards).seat(2, "EW", "1"); // "pair-EW-1"
 */
export function siteLinks(cards: readonly Scorecard[]): SiteLinks {
  const byPair = new Map<string, string>();
  const bySeat = new Map<string, string>();
  const taken = new Set<string>();
  const ids = cards.map((card) => {
    const base = `pair-${card.pair.replace(/[^A-Za-z0-9-]+/g, "-")}`;
    let id = base;
    for (let k = 2; taken.has(id.toLowerCase()); k++) id = `${base}-${k}`;
    taken.add(id.toLowerCase());
    if (!byPair.has(card.pair)) byPair.set(card.pair, id);
    for (const line of card.lines) bySeat.set(`${line.board}|${line.direction}|${card.number}`, id);
    return id;
  });
  return {
    card: (pair) => byPair.get(pair) ?? null,
    seat: (board, direction, number) => bySeat.get(`${board}|${direction}|${number}`) ?? null,
    ids,
  };
}
