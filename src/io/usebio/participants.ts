// A USEBIO file's PARTICIPANTS: the pairs (or an individual's players, or teams) by number, their
// names, the players' membership numbers, and the standings the file publishes for them.
import type { FilePlayer, PublishedStanding } from "../results-file";
import { childText, type XmlElement } from "../xml";
import { at, placed, value, type Placed } from "./elements";

/** A PARTICIPANTS PAIR's number as written: `3`, `3NS`, `(A) 3 NS`; its section when it names one. */
function participantNumber(pair: XmlElement): { key: string; section: string } | null {
  const raw = (value(pair, "PAIR_NUMBER") ?? value(pair, "TEAM_NUMBER") ?? "").trim();
  if (raw === "") return null;
  const m = /^(?:\(\s*([A-Za-z0-9]+)\s*\)\s*)?(\d+)\s*(NS|EW)?$/i.exec(raw);
  const dir = (value(pair, "DIRECTION") ?? "").toUpperCase().replace(/[^NSEW]/g, "");
  if (m === null) return { key: raw, section: "" };
  const side = m[3]?.toUpperCase() ?? (dir === "NS" || dir === "EW" ? dir : "");
  return { key: side ? `${side} ${m[2]}` : m[2], section: m[1]?.toUpperCase() ?? "" };
}

/**
 * The PARTICIPANTS PAIRs of an element, each with its key (`NS 3`, `3`; `NS A3` when the pairs
 * name more than one section, so pair 1 of A and pair 1 of B stay apart).
 */
function participantPairs(parent: Placed): { pair: Placed; key: string }[] {
  const found = placed(parent, "PARTICIPANTS").flatMap((p) => [...placed(p, "PAIR"), ...placed(p, "TEAM")]);
  const numbered = found.map((pair) => ({ pair, n: participantNumber(pair.el) }));
  const sections = new Set(numbered.map((x) => x.n?.section ?? ""));
  const several = sections.size > 1;
  return numbered
    .filter((x) => x.n !== null)
    .map(({ pair, n }) => ({
      pair,
      key: several && n!.section ? n!.key.replace(/(\d+)$/, `${n!.section}$1`) : n!.key,
    }));
}

/**
 * An individual event's PARTICIPANTS: each PLAYER with its number in the event (PLAYER_NUMBER,
 * else PLAYER_ID), directly under PARTICIPANTS or under a PAIR.
 */
function participantPlayers(parent: Placed): { player: Placed; key: string }[] {
  return placed(parent, "PARTICIPANTS")
    .flatMap((p) => [...placed(p, "PLAYER"), ...placed(p, "PAIR").flatMap((pair) => placed(pair, "PLAYER"))])
    .map((player) => ({
      player,
      key: (value(player.el, "PLAYER_NUMBER") ?? value(player.el, "PLAYER_ID") ?? "").trim(),
    }))
    .filter((x) => x.key !== "");
}

/** Names from PARTICIPANTS: each PAIR's number and its PLAYERs' names (or a TEAM's name); an individual's PLAYERs by number. */
export function readParticipants(parent: Placed, individual = false): Map<string, string> {
  const names = new Map<string, string>();
  if (individual) {
    for (const { player, key } of participantPlayers(parent)) {
      const name = (childText(player.el, "PLAYER_NAME") ?? "").trim();
      if (name !== "") names.set(key, name);
    }
    return names;
  }
  for (const { pair, key } of participantPairs(parent)) {
    const players = pair.el.children
      .filter((c) => c.name === "PLAYER")
      .map((c) => (childText(c, "PLAYER_NAME") ?? "").trim())
      .filter((n) => n !== "");
    const who =
      players.length > 0
        ? players.join(" - ")
        : (value(pair.el, "TEAM_NAME") ?? value(pair.el, "PAIR_NAME") ?? "").trim();
    if (who !== "") names.set(key, who);
  }
  return names;
}

/** The players of PARTICIPANTS: each PAIR's PLAYERs with their NATIONAL_ID_NUMBER (else CLUB_ID_NUMBER). */
export function readPlayers(parent: Placed, individual = false): FilePlayer[] {
  if (individual)
    return participantPlayers(parent)
      .map(({ player, key }) => ({
        pair: key,
        seat: "",
        number: (value(player.el, "NATIONAL_ID_NUMBER") ?? value(player.el, "CLUB_ID_NUMBER") ?? "").trim(),
        name: (childText(player.el, "PLAYER_NAME") ?? "").trim(),
      }))
      .filter((p) => p.name !== "" || p.number !== "");
  return participantPairs(parent).flatMap(({ pair, key }) =>
    pair.el.children
      .filter((c) => c.name === "PLAYER")
      .map((c) => ({
        pair: key,
        seat: "",
        number: (value(c, "NATIONAL_ID_NUMBER") ?? value(c, "CLUB_ID_NUMBER") ?? "").trim(),
        name: (childText(c, "PLAYER_NAME") ?? "").trim(),
      }))
      .filter((p) => p.name !== "" || p.number !== ""),
  );
}

/** The published standings of PARTICIPANTS: each PAIR's PERCENTAGE, total (TOTAL_SCORE, TOTAL_MATCH_POINTS, ...) and PLACE. */
export function readStandings(parent: Placed, individual = false): PublishedStanding[] {
  const standings: PublishedStanding[] = [];
  const entries = individual
    ? participantPlayers(parent).map(({ player, key }) => ({ pair: player, key }))
    : participantPairs(parent);
  for (const { pair, key } of entries) {
    const get = (...names: string[]): string | undefined =>
      names.map((n) => value(pair.el, n)?.trim()).find((v) => v !== undefined && v !== "" && v !== "-");
    const percentage = get("PERCENTAGE", "PAIR_PERCENTAGE");
    const total = get(
      "TOTAL_SCORE",
      "TOTAL_MATCH_POINTS",
      "TOTAL_CROSS_IMP_POINTS",
      "TOTAL_IMPS",
      "MATCH_POINTS",
      "TOTAL_POINTS",
    );
    const place = get("PLACE", "POSITION", "RANK");
    if (percentage === undefined && total === undefined && place === undefined) continue;
    standings.push({
      pair: key,
      ...(percentage !== undefined ? { percentage } : {}),
      ...(total !== undefined ? { total } : {}),
      ...(place !== undefined ? { place } : {}),
      source: at(pair),
    });
  }
  return standings;
}
