// An event of several sessions as a USEBIO 1.2 file of places (docs/conventions.md, "Events of
// several sessions"): the event's ranking as one EVENT, then each final as an EVENT of its own,
// with its own places and its pairs' event scores (the carry-forward of the qualifying session
// in them). The boards stay in each session's own file: the event is ranked from the sessions'
// scores, not from boards of its own.
import type { SeriesLine, SeriesRanking, SeriesSession } from "../scoring";
import { el, num, usebioDate, usebioListEvent } from "./usebio";

/** What the event's score is, in words for its EVENT_DESCRIPTION. */
const BASIS_WORDS = { mean: "mean percentage", total: "total matchpoints", imps: "total IMPs" } as const;

/**
 * A line of the event as a PAIR: its number (and direction), its place (none when unranked), its event score as
 * TOTAL_SCORE, its percentage (a mean is one; a total of matchpoints has its own), the boards it
 * played in the sessions counted, and a PLAYER for each name.
 */
function pairOf(line: SeriesLine, basis: SeriesRanking["basis"]): string {
  const percentage = basis === "mean" ? line.score : basis === "total" ? line.percentage : undefined;
  const names = (line.names ?? "").split(/\s+(?:&|and)\s+|\s*\/\s*/).filter((n) => n.trim() !== "");
  // A Mitchell's pair ("NS 3") as its number and its direction, as a session's file gives it.
  const m = /^(NS|EW)\s+(\S+)$/.exec(line.pair);
  return [
    "          <PAIR>",
    ...(m !== null ? [el("PAIR_NUMBER", m[2]), el("DIRECTION", m[1])] : [el("PAIR_NUMBER", line.pair)]),
    ...(line.rank !== "" ? [el("PLACE", line.rank)] : []),
    el("BOARDS_PLAYED", line.boards),
    el("TOTAL_SCORE", num(line.score)),
    ...(percentage !== undefined ? [el("PERCENTAGE", num(percentage))] : []),
    ...names.map((n) => `<PLAYER>${el("PLAYER_NAME", n.trim())}</PLAYER>`),
    "</PAIR>",
  ].join("");
}

/**
 * The USEBIO file of an event of several sessions: its ranking, then each final (when there are
 * finals) as an EVENT of its own, each of places only.
 *
 * @example
 * writeSeriesUsebio(sessions, ranking, "Spring congress"); // '<?xml version="1.0" ...<EVENT EVENT_TYPE="MP_PAIRS">...'
 */
export function writeSeriesUsebio(
  sessions: readonly SeriesSession[],
  ranking: SeriesRanking,
  event: string,
): string {
  // A matchpoint event's type as a session's; an IMP event's, USEBIO's plain pairs.
  const type = ranking.basis === "imps" ? "PAIRS" : "MP_PAIRS";
  const date = usebioDate(sessions[sessions.length - 1]?.date);
  const head = (title: string): string[] => [
    el("EVENT_DESCRIPTION", title),
    el("PROGRAM_NAME", "Bridge Scoring for Excel"),
    ...(date !== null ? [el("DATE", date)] : []),
    el("SESSION_COUNT", ranking.sessions.length),
    el("WINNER_TYPE", 1),
  ];
  const carry =
    ranking.carry !== null ? `, ${Number((ranking.carry * 100).toFixed(2))}% carried forward` : "";
  const events = [
    ...usebioListEvent(
      type,
      head(`${event} (${BASIS_WORDS[ranking.basis]})`),
      ranking.lines.map((l) => pairOf(l, ranking.basis)),
    ),
    ...(ranking.finals ?? []).flatMap((f) =>
      usebioListEvent(
        type,
        head(`${event}: final ${f.name} (${BASIS_WORDS[ranking.basis]}${carry})`),
        f.lines.map((l) => pairOf(l, ranking.basis)),
      ),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<USEBIO Version="1.2">',
    ...events,
    "</USEBIO>",
    "",
  ].join("\n");
}
