// A PBN file's sections: each built up game by game (SectionBuilding), then given the scoring its
// words and published figures tell (the method, scale, movement, a Butler datum, the results a
// board expected, a table not played counted as a tie, a cross-IMP divisor) as a FileSection.
import {
  butlerFromWords,
  inferCrossExpected,
  inferDivisor,
  inferExpected,
  inferNotPlayedTie,
  inferScale,
  keepPublishedScores,
  methodFromWords,
  ResultsFileError,
  teamsMethodFromWords,
  type FileBoard,
  type FileDeal,
  type FileRound,
  type FileSection,
  type PublishedMatch,
  type PublishedStanding,
} from "../results-file";
import { DEFAULT_BOARD_OPTIONS, METHOD_TRAITS, type ScoringMethod } from "../../scoring";
import { describe } from "./game-tags";
import type { TotalNames } from "./total-score-table";

/** A section as its games are read: its boards so far and what its games have said of it. */
export interface SectionBuilding {
  event: string;
  /** The session of the event ([Session], or the [Date] of a file of several), "" for a file of one. */
  session: string;
  section: string;
  boards: FileBoard[];
  /** The same boards by number: a file of many boards looks each up without a search. */
  byNumber: Map<number, FileBoard>;
  scoringWords: string[];
  /** Set once a game of the section is a room of a teams match, or a pairs score table. */
  teams?: boolean;
  /** Set once a score table names a player a seat (an individual event). */
  individual?: boolean;
  pairs?: boolean;
  /** A teams section: each room read so far (round, board, the two teams, room), to refuse a repeat. */
  rooms?: Set<string>;
  /** A teams section's games without [Room]: each match's home team (the first game's HomeTeam), by round and teams. */
  homeOf?: Map<string, string>;
  matches?: PublishedMatch[];
}

/** The section under that key, made (empty) the first time a game names it. */
export function sectionFor(
  sections: Map<string, SectionBuilding>,
  key: string,
  where: { event: string; session: string; section: string },
): SectionBuilding {
  let s = sections.get(key);
  if (!s) {
    s = { ...where, boards: [], byNumber: new Map(), scoringWords: [] };
    sections.set(key, s);
  }
  return s;
}

/** What a section's FileSection takes from the rest of the file. */
export interface SectionContext {
  readonly file: string;
  /** The names its [TotalScoreTable] gives (or its event's and session's). */
  readonly named: TotalNames | undefined;
  /** An individual event's published standings by player. */
  readonly standings: readonly PublishedStanding[];
  /** The deals of its event. */
  readonly deals: readonly FileDeal[];
  /** Its session's date and venue. */
  readonly when: { date?: string; venue?: string } | undefined;
  /** What the reader said of it while reading its games. */
  readonly notes: readonly string[];
  /** Scored across the field with the event's other sections of its session. */
  readonly across: boolean;
  /** Its event has several sessions in the file. */
  readonly several: boolean;
}

/** A section read, as the FileSection the add-in scores. */
export function buildSection(s: SectionBuilding, c: SectionContext): FileSection {
  const kept = s.teams ? { boards: s.boards, notes: [] } : keepPublishedScores(s.boards);
  const boards = [...kept.boards].sort((a, b) => a.board - b.board);
  const words = s.scoringWords.join("; ");
  if (s.teams) {
    const teamsMethod = teamsMethodFromWords(s.scoringWords.join(" "));
    return {
      kind: "teams",
      event: s.event,
      section: s.section,
      boards,
      names: new Map<string, string>(),
      scoring: { ...(teamsMethod ? { teamsMethod } : {}), ...(words ? { described: words } : {}) },
      ...(s.matches ? { matches: s.matches } : {}),
      ...(c.deals.length > 0 ? { deals: [...c.deals].sort((a, b) => a.board - b.board) } : {}),
    };
  }
  const method = methodFromWords(s.scoringWords.join(" "));
  if (/team/i.test(words) && !/pair/i.test(words)) {
    throw new ResultsFileError(c.file, [
      `${describe(s.event, s.section)}: [Competition "${words}"] is a teams event, but its games carry score tables of pairs: expected one game per board per room, each with [Room "Open"] or [Room "Closed"], [HomeTeam], [VisitTeam], [Round] and the room's [Contract], [Declarer], [Result] and [Score].`,
    ]);
  }
  const scale = inferScale(boards);
  const { named } = c;
  // A names table that gives each pair's direction says the numbers are per direction (a
  // Mitchell); otherwise the file says nothing, and the event layer tells the movement from
  // the pair numbers, saying so.
  // An individual's partnerships change from round to round: each is one field's pair, as in a Howell.
  // A Direction column beside pair numbers of their own (Ruter's: the way each pair sat first)
  // with pairs the score tables seat both ways: the pairs changed direction, one field (a Howell).
  const movement = s.individual
    ? ("howell" as const)
    : named?.directed
      ? ("mitchell" as const)
      : named?.started && sitsBothWays(boards)
        ? ("howell" as const)
        : undefined;
  const told = toldByFigures(boards, method, words, c.across);
  const { butler, expected, tie, divisor } = told;
  const own = [...kept.notes, ...told.notes];
  const rounds = roundsOf(boards);
  return {
    ...(s.individual ? { individual: true } : {}),
    event: s.event,
    // Named only where the event has several (a file of one session says nothing more).
    ...(c.several ? { session: s.session } : {}),
    section: s.section,
    boards,
    names: named?.names ?? new Map<string, string>(),
    ...(s.individual && c.standings.length > 0 ? { standings: c.standings } : {}),
    scoring: {
      ...(method ? { method } : {}),
      ...(scale ? { scale } : {}),
      ...(movement ? { movement } : {}),
      ...(words ? { described: words } : {}),
      ...(expected ? { expected: expected.expected } : {}),
      ...(divisor?.divisor === "total" ? { divisor: "total" as const } : {}),
      ...(butler.trim !== undefined ? { trim: butler.trim } : {}),
      ...(butler.datum !== undefined ? { datum: butler.datum } : {}),
      ...(tie ? { notPlayedTie: true } : {}),
    },
    ...(rounds.length > 0 ? { rounds } : {}),
    ...(c.when ?? {}),
    ...(c.deals.length > 0 ? { deals: [...c.deals].sort((a, b) => a.board - b.board) } : {}),
    ...(c.notes.length + own.length > 0 ? { notes: [...c.notes, ...own] } : {}),
  };
}

/**
 * What a pairs section's figures and words tell of its scoring: a Butler's trim and datum, the
 * results a board expected, a table not played counted as a tie, a cross-IMP divisor; and the
 * notes that say so. A section scored across the field leaves the figures to the field's.
 */
function toldByFigures(
  boards: readonly FileBoard[],
  method: ScoringMethod | null,
  words: string,
  across: boolean,
): {
  butler: ReturnType<typeof butlerFromWords>;
  expected: ReturnType<typeof inferExpected>;
  tie: ReturnType<typeof inferNotPlayedTie>;
  divisor: ReturnType<typeof inferDivisor>;
  notes: string[];
} {
  // Butler: the trim and the datum the [Scoring] words say (Ruter's "IMP;Butler-2;Mean").
  const butler = method !== null && METHOD_TRAITS[method].datum ? butlerFromWords(words) : {};
  // Matchpoints only: a table not played counted as a tie, where the figures say so.
  const tie = !across && (method === null || METHOD_TRAITS[method].top) ? inferNotPlayedTie(boards) : null;
  // Only a method divided by its comparisons (cross-IMPs) can have been printed undivided.
  const divisor =
    method !== null && METHOD_TRAITS[method].options.includes("divisor") ? inferDivisor(boards) : null;
  const expected = across
    ? null
    : method === null || METHOD_TRAITS[method].top
      ? inferExpected(boards)
      : METHOD_TRAITS[method].options.includes("divisor")
        ? inferCrossExpected(boards, divisor?.divisor ?? DEFAULT_BOARD_OPTIONS.divisor)
        : null;
  const notes = [
    ...(butler.note !== undefined ? [butler.note] : []),
    ...(expected ? [expected.note] : []),
    ...(tie ? [tie.note] : []),
    ...(divisor?.divisor === "total" ? [divisor.note] : []),
  ];
  return { butler, expected, tie, divisor, notes };
}

/** The movement a score table's Round and Table columns give: each table's pairs and boards by round. */
function roundsOf(boards: readonly FileBoard[]): FileRound[] {
  const at = new Map<string, FileRound>();
  for (const b of boards)
    for (const r of b.rows) {
      const table = Number(r.table);
      const round = Number(r.round);
      if (r.round === undefined || r.table === "" || !Number.isInteger(table) || !Number.isInteger(round))
        continue;
      const key = `${round}/${table}`;
      const was = at.get(key);
      at.set(
        key,
        was
          ? { ...was, lowBoard: Math.min(was.lowBoard, b.board), highBoard: Math.max(was.highBoard, b.board) }
          : { table, round, ns: r.ns, ew: r.ew, lowBoard: b.board, highBoard: b.board },
      );
    }
  return [...at.values()].sort((a, b) => a.round - b.round || a.table - b.table);
}

/** Whether the score tables seat a pair (its number) NS on one board and EW on another. */
function sitsBothWays(boards: readonly FileBoard[]): boolean {
  const ns = new Set<string>();
  const ew = new Set<string>();
  for (const b of boards)
    for (const r of b.rows) {
      if (r.ns !== "") ns.add(r.ns);
      if (r.ew !== "") ew.add(r.ew);
    }
  for (const p of ns) if (ew.has(p)) return true;
  return false;
}
