import type { Traveller } from "../scoring";

/**
 * The event's title as a traveller file states it: the text of the first row above the first
 * header row that holds any (its cells joined by spaces), or null when there is none. Pages and
 * files written from the results (the web page, PBN's Event tag, USEBIO's EVENT) are headed with it.
 *
 * @example
 * eventTitle([["Club pairs, Monday"], ["Board", "NS", "EW", "Score"], ...], traveller); // "Club pairs, Monday"
 */
export function eventTitle(
  rows: readonly (readonly unknown[])[],
  traveller: Pick<Traveller, "headers">,
): string | null {
  const header = traveller.headers[0]?.row ?? 0;
  for (const row of rows.slice(0, header)) {
    const text = row
      .filter((c) => c !== null && c !== undefined && String(c).trim() !== "")
      .map((c) => String(c).trim())
      .join(" ");
    if (text !== "") return text;
  }
  return null;
}
