// What one game's own tags say beyond its score table: the board's conditions ([Vulnerable],
// [Dealer]), its deal and analysis for the hand records, the session it belongs to ([Session], or
// the [Date] where one event's games carry several) and the date as the sheet writes it.
import type { FileDeal } from "../results-file";
import { parseSeat, parseVulnerability, type Seat, type Vulnerability } from "../../scoring";
import { tagMap, type Tag } from "./tags";

/** The deal tags PBN games carry for hand records, kept as written. */
const DEAL_TAGS = ["Deal", "DoubleDummyTricks", "OptimumScore", "ParContract", "OptimumResultTable"];

/**
 * A game's deal and its analysis ([Deal], [DoubleDummyTricks], [OptimumScore], [ParContract],
 * [OptimumResultTable] with its rows, one a line), kept for the hand records; null when the game
 * has no board number or none of these tags.
 */
export function readDealTags(game: readonly Tag[], tags: Map<string, Tag>): FileDeal | null {
  const board = Number(tags.get("board")?.value.trim());
  if (!Number.isSafeInteger(board) || board < 1) return null;
  const kept: Record<string, string> = {};
  for (const t of game) {
    const name = DEAL_TAGS.find((n) => n.toLowerCase() === t.name.toLowerCase());
    if (name === undefined) continue;
    kept[name] = [t.value, ...t.data.map((d) => d.text.trim())].join("\n");
  }
  if (Object.keys(kept).length === 0) return null;
  const deal = tags.get("deal")?.value.trim();
  const dd = tags.get("doubledummytricks")?.value.trim();
  return {
    board,
    deal: deal ? deal : null,
    doubleDummyTricks: dd && /^[0-9a-dA-D]{20}$/.test(dd) ? dd.toLowerCase() : null,
    tags: kept,
  };
}

/**
 * A PBN [Date] (YYYY.MM.DD, unknown parts as "??") as YYYY-MM-DD; undefined when any part is unknown.
 *
 * @example
 * pbnDate("2026.11.20"); // "2026-11-20"
 * pbnDate("2026.??.??"); // undefined
 */
export function pbnDate(text: string | undefined): string | undefined {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec((text ?? "").trim());
  return m === null ? undefined : `${m[1]}-${m[2]}-${m[3]}`;
}

/** Where a section is, as a message names it: the event, its session and section ("the file" for none). */
export function describe(event: string, section: string, session = ""): string {
  const where = [session ? `session ${session}` : "", section ? `section ${section}` : ""].filter(Boolean);
  if (event) return [`"${event}"`, ...where].join(", ");
  return where.length > 0 ? where.join(", ") : "the file";
}

/**
 * How the games of a file are told into sessions: by their [Session] tag, else, where the score
 * tables of one event carry more than one [Date], by the date (a club's file of the season's
 * evenings under one [Event]). "" for a file of one session.
 */
export function sessionsOf(games: readonly (readonly Tag[])[]): (tags: Map<string, Tag>) => string {
  const dates = new Map<string, Set<string>>();
  for (const game of games) {
    const tags = tagMap(game);
    if (!tags.has("scoretable")) continue;
    const event = tags.get("event")?.value.trim() ?? "";
    const date = tags.get("date")?.value.trim() ?? "";
    if (date !== "" && !/^[?.#]*$/.test(date)) dates.set(event, (dates.get(event) ?? new Set()).add(date));
  }
  return (tags) => {
    const session = tags.get("session")?.value.trim() ?? "";
    if (session !== "" && session !== "#") return session;
    const event = tags.get("event")?.value.trim() ?? "";
    return (dates.get(event)?.size ?? 0) > 1 ? (tags.get("date")?.value.trim() ?? "") : "";
  };
}

function readCondition<T>(tag: Tag | undefined, parse: (s: string) => T, problems: string[]): T | null {
  if (!tag || tag.value.trim() === "" || tag.value.trim() === "?") return null;
  try {
    return parse(tag.value.trim());
  } catch (e) {
    problems.push(`line ${tag.line}: [${tag.name} "${tag.value}"]: ${(e as Error).message}`);
    return null;
  }
}

/** A game's [Vulnerable] and [Dealer], each null when absent or "?"; one that does not parse is a problem and null. */
export function readConditions(
  tags: Map<string, Tag>,
  problems: string[],
): { vulnerability: Vulnerability | null; dealer: Seat | null } {
  return {
    vulnerability: readCondition<Vulnerability>(tags.get("vulnerable"), parseVulnerability, problems),
    dealer: readCondition<Seat>(tags.get("dealer"), parseSeat, problems),
  };
}
