// Reading a PBN file (PBN Standard 2.1) for its results: each game's tag pairs ([Event],
// [Section], [Board], [Dealer], [Vulnerable], [Scoring], [Competition]), its [ScoreTable] (one
// row per table) and, for names, [TotalScoreTable]. The player tags ([North] ...) name the players
// of one deal, empty on a board that carries a score table, so they are not read for names. Hands,
// auctions, play and every other table are passed over. Each row becomes a traveller row in the notation the
// traveller reader reads (docs/formats.md says how each column is taken).
//
// A teams file gives one game per board per room, each with [Room "Open"] or [Room "Closed"],
// [HomeTeam], [VisitTeam], [Round] and the room's result in [Contract], [Declarer], [Result] and
// [Score]: its games become a section of kind "teams", one row per room, read back by the core's
// teams reader. The home team sits NS in the open room and EW in the closed room (the PBN standard
// names the rooms but not who sits where; this is the convention of a teams scorecard).
//
// A score table with a PlayerId column a seat (PlayerId_North ... PlayerId_West) instead of the
// pairs is an individual event's; games of one [Event] under several [Session]s (or, without
// them, several [Date]s) are sessions of one event, each a section of its own.
//
// This module reads the games one by one into their sections; the folder's other modules hold the
// tokenising (tags.ts), the score table (score-table.ts), the ranking (total-score-table.ts), the
// teams games (teams.ts), a game's other tags (game-tags.ts), the sections' scoring
// (sections.ts) and the sections scored as one field (across.ts).
import { decodeBytes, type FileBytes } from "../decode";
import { readBoardNumber } from "../numbers";
import {
  boardConditionProblems,
  ResultsFileError,
  type FileBoard,
  type FileDeal,
  type FileTableRow,
  type PublishedStanding,
  type ResultsFile,
} from "../results-file";
import { fieldOf, fieldsAcross, mergeFields } from "./across";
import { describe, pbnDate, readConditions, readDealTags, sessionsOf } from "./game-tags";
import { readScoreTable, splitAwards } from "./score-table";
import { buildSection, sectionFor, type SectionBuilding } from "./sections";
import { inheritValues, readGames, tagMap, type Tag } from "./tags";
import { readTeamsGame } from "./teams";
import { readPlayerStandings, readTotalScoreTable, type TotalNames } from "./total-score-table";

export { looksLikePbn } from "./tags";
export { pbnDate } from "./game-tags";

/** What the games read so far have told, by section (event, session and section) unless said. */
interface Reading {
  readonly problems: string[];
  readonly sections: Map<string, SectionBuilding>;
  /** Names by section (a [TotalScoreTable] belongs to the event and section of its game). */
  readonly names: Map<string, TotalNames>;
  /** An individual event's ranking by player, as its [TotalScoreTable] publishes it. */
  readonly playerStandings: Map<string, PublishedStanding[]>;
  /** What the reader told or found odd. */
  readonly notes: Map<string, string[]>;
  /**
   * The deals, by event and board, in the order last given (a board given again moves to the
   * end): a map, since copying the event's list for each game took time and memory growing with
   * the square of its boards.
   */
  readonly deals: Map<string, Map<number, FileDeal>>;
  /** The lines of each section's Bye lines. */
  readonly byeLines: Map<string, string[]>;
  /**
   * Each session's [Date] and [Site] (by event and session), from its first score table that
   * gives them (a section's games often leave them to the first section's).
   */
  readonly when: Map<string, { date?: string; venue?: string }>;
}

/** Where a game belongs: its event, session and section, and the key of a section of its session. */
interface GamePlace {
  readonly event: string;
  readonly session: string;
  readonly section: string;
  readonly keyOf: (section: string) => string;
}

function note(reading: Reading, key: string, text: string): void {
  reading.notes.set(key, [...(reading.notes.get(key) ?? []), text]);
}

/**
 * Reads a PBN file's results. The file's bytes are decoded by its byte order mark or
 * `%Content-type ...; charset=` line (UTF-8 or ISO-8859-1), else as UTF-8 when they are valid
 * UTF-8. Throws ResultsFileError listing every problem with its line.
 *
 * @example
 * readPbn(bytes, "club.pbn").sections[0].boards[0].rows[0].score; // 420
 */
export function readPbn(input: FileBytes | string, file = "file"): ResultsFile {
  const text = typeof input === "string" ? input.replace(/^\uFEFF/, "") : decodeBytes(input);
  const reading: Reading = {
    problems: [],
    sections: new Map(),
    names: new Map(),
    playerStandings: new Map(),
    notes: new Map(),
    deals: new Map(),
    byeLines: new Map(),
    when: new Map(),
  };
  const { problems, sections } = reading;
  const games = readGames(text, problems);
  inheritValues(games);
  const sessionOf = sessionsOf(games);
  for (const game of games) readGame(game, sessionOf, reading);
  for (const [k, lines] of reading.byeLines)
    note(
      reading,
      k,
      `${shownLines(lines)}: a Bye line (a pair sitting out) is no table's result and is passed over`,
    );
  if (problems.length === 0 && sections.size === 0) {
    problems.push(
      'no score table: expected games with [Board "n"] and [ScoreTable "..."] followed by one row per table.',
    );
  }
  if (problems.length > 0) throw new ResultsFileError(file, problems);

  // Sections of one event matchpointed as one field, as their published tops show it.
  // (By event and session: each session of an event is a field of its own.)
  const acrossEvents = fieldsAcross([...sections.values()]);
  const sessionsByEvent = new Map<string, Set<string>>();
  for (const s of sections.values())
    sessionsByEvent.set(s.event, (sessionsByEvent.get(s.event) ?? new Set()).add(s.session));
  const built = [...sections.entries()].map(([key, s]) =>
    buildSection(s, {
      file,
      named: reading.names.get(key) ?? reading.names.get(`${s.event}\u0000${s.session}\u0000`),
      standings: reading.playerStandings.get(key) ?? [],
      deals: [...(reading.deals.get(s.event)?.values() ?? [])],
      when: reading.when.get(fieldOf(s)),
      notes: reading.notes.get(key) ?? [],
      across: acrossEvents.has(fieldOf(s)),
      several: (sessionsByEvent.get(s.event)?.size ?? 0) > 1,
    }),
  );
  return { format: "pbn", sections: mergeFields(built, acrossEvents) };
}

/** One game read into its section: a teams room, a pairs score table, or only its names and deal. */
function readGame(
  game: readonly Tag[],
  sessionOf: (tags: Map<string, Tag>) => string,
  reading: Reading,
): void {
  const tags = tagMap(game);
  const event = tags.get("event")?.value.trim() ?? "";
  const section = tags.get("section")?.value.trim() ?? "";
  // Several sessions of one event in one file: each session's boards are its own.
  const session = sessionOf(tags);
  const keyOf = (name: string): string => `${event}\u0000${session}\u0000${name}`;
  const key = keyOf(section);
  const total = tags.get("totalscoretable");
  if (total) reading.names.set(key, readTotalScoreTable(total));
  if (total) reading.playerStandings.set(key, readPlayerStandings(total));
  // A board's deal, whichever kind of game carries it (a pairs traveller, a teams room, hands only).
  const deal = readDealTags(game, tags);
  if (deal !== null) {
    const deals = reading.deals.get(event) ?? new Map<number, FileDeal>();
    deals.delete(deal.board);
    reading.deals.set(event, deals.set(deal.board, deal));
  }
  if (isTeamsGame(tags)) {
    readTeamsGame(tags, sectionFor(reading.sections, key, { event, session, section }), reading.problems);
    return;
  }
  const score = tags.get("scoretable");
  if (!score) return; // hands only, or a game of the ranking: not a traveller
  const sessionKey = `${event}\u0000${session}`;
  if (!reading.when.has(sessionKey)) {
    const date = pbnDate(tags.get("date")?.value);
    const venue = tags.get("site")?.value.trim() ?? "";
    const known = venue !== "" && !/^[?#-]*$/.test(venue);
    if (date !== undefined || known)
      reading.when.set(sessionKey, { ...(date ? { date } : {}), ...(known ? { venue } : {}) });
  }
  readPairsGame(tags, score, { event, session, section, keyOf }, reading);
}

/** A room of a teams match: its teams' tags, or a teams competition's game without a score table. */
function isTeamsGame(tags: Map<string, Tag>): boolean {
  const teamsCompetition = /team/i.test(tags.get("competition")?.value ?? "");
  return (
    tags.has("room") ||
    tags.has("hometeam") ||
    tags.has("visitteam") ||
    (teamsCompetition &&
      !tags.has("scoretable") &&
      [tags.get("contract"), tags.get("score")].some((t) => (t?.value.trim() ?? "") !== ""))
  );
}

/** A game's score table read as a board of its section (of each section its Section column names). */
function readPairsGame(tags: Map<string, Tag>, score: Tag, place: GamePlace, reading: Reading): void {
  const { problems } = reading;
  const { event, session, section, keyOf } = place;
  const boardTag = tags.get("board");
  const where = `line ${(boardTag ?? score).line}`;
  const board = readBoardNumber(boardTag?.value);
  if (!boardTag || board === null) {
    problems.push(
      `line ${score.line}: a score table needs its board: expected [Board "n"] (a whole number from 1) in the same game${boardTag ? `, not "${boardTag.value}"` : ""}.`,
    );
    return;
  }
  const { vulnerability, dealer } = readConditions(tags, problems);
  const aside = { byes: [] as { where: string; section: string }[], seatNotes: [] as string[] };
  const allRows = readScoreTable(score, problems, aside);
  for (const n of aside.seatNotes) note(reading, keyOf(section), n);
  // Said once a section, after every game is read (a pair sits out each round of a Howell).
  for (const b of aside.byes) {
    const k = keyOf(b.section || section);
    reading.byeLines.set(k, [...(reading.byeLines.get(k) ?? []), b.where]);
  }
  // A Section column puts each row in its own section (pairs 1 of A and of B are two pairs).
  const bySection = new Map<string, FileTableRow[]>();
  for (const r of allRows) {
    const name = r.section ?? section;
    bySection.set(name, [...(bySection.get(name) ?? []), r]);
  }
  if (bySection.size === 0) bySection.set(section, []);
  for (const [sectionName, rows] of bySection) {
    const sectionKey = keyOf(sectionName);
    const fileBoard: FileBoard = splitAwards({ board, vulnerability, dealer, rows }, (t) =>
      note(reading, sectionKey, t),
    );
    if (sectionName === section) problems.push(...boardConditionProblems(fileBoard, where));
    const s = sectionFor(reading.sections, sectionKey, { event, session, section: sectionName });
    if (s.teams) {
      problems.push(
        `${where}: a score table in ${describe(event, sectionName)}, whose other games are rooms of a teams match: a teams file gives each room's result in its own game ([Room], [HomeTeam], [VisitTeam], [Contract], [Declarer], [Result], [Score]).`,
      );
      continue;
    }
    s.pairs = true;
    if (rows.some((r) => r.seats !== undefined)) s.individual = true;
    if (s.byNumber.has(board)) {
      problems.push(
        `${where}: board ${board} appears a second time in ${describe(event, sectionName, session)}.`,
      );
      continue;
    }
    s.boards.push(fileBoard);
    s.byNumber.set(board, fileBoard);
    for (const w of [tags.get("scoring")?.value, tags.get("competition")?.value]) {
      if (w && !s.scoringWords.includes(w)) s.scoringWords.push(w);
    }
  }
}

/** Lines named in a note: all of a few, else the first few and how many more ("line 71, line 96, ... and 26 more"). */
function shownLines(lines: readonly string[]): string {
  const few = 4;
  return lines.length <= few + 1
    ? lines.join(", ")
    : `${lines.slice(0, few).join(", ")} and ${lines.length - few} more`;
}
