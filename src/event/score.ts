// Scoring an event, in steps: each pairs section board by board (scored by every method of its
// sheet, then laid out), each teams section in one step, so the pane can show how far it has got
// and let the browser breathe between boards. What comes out, the scored event, is what every
// output renders: the sessions or matches, and the results sheet of each section.
import { GridLimitError, MAX_COL, MAX_ROW } from "../grid/a1";
import { compareMatches, comparePublished, type PublishedCheck } from "../io/published";
import {
  refuseProblems,
  ScoringError,
  suspiciousScores,
  switchArrows,
  splitFouled,
  fouledProblems,
  fouledChoiceProblem,
  type ScoreWarning,
  scoreTeamsEvent,
  vpFunctionOf,
  vpTableFunction,
  type ScoredSession,
  type ScoredTeamsEvent,
  type Traveller,
} from "../scoring";
import type { BoardDeal } from "../sheet/deal-block";
import type { SheetModel } from "../sheet/model";
import { buildSheetWithSummary, resultsSheetSteps, type ResultsSheetOptions } from "../sheet/results";
import { startResultsSheet, startSheetScoring, type SheetStage, type SheetSteps } from "../sheet/sheet-steps";
import { allSheets, type SplitLimits, type SplitSheets } from "../sheet/split";
import { TakenNames, type SheetNames } from "../sheet/names";
import { buildTeamsSheet } from "../sheet/teams-sheet";
import { withPlayerRanking } from "../sheet/player-ranking";
import { decidePairs, decideTeams, type DecidedPairs, type TeamsChoices, type UserChoices } from "./choices";
import {
  bothChecks,
  comparePlayerStandings,
  isIndividual,
  rankPlayers,
  type PlayerRanking,
} from "./individual";
import { AskedFindingsError, withNotPlayed, type SessionNote } from "./findings";
import type { BridgeEvent, EventSection } from "./model";

/** A pairs section scored: its options as decided, its sessions (one per method) and its sheet. */
export interface ScoredPairsSection {
  readonly kind: "pairs";
  readonly section: EventSection;
  readonly decided: DecidedPairs;
  /** The options the sheet was built with (the decided ones, and the workbook's sheet names). */
  readonly options: ResultsSheetOptions;
  readonly sessions: readonly ScoredSession[];
  /** The results sheet, as the pane writes it (a session split across sheets: its ranking sheet). */
  readonly sheet: SheetModel;
  /**
   * Every sheet of its results: the results sheet alone, or for a session too large for one sheet
   * (when the scoring options allow a split) its ranking sheet, then a sheet for each part of its
   * boards (src/sheet/split.ts).
   */
  readonly sheets: readonly SheetModel[];
  /**
   * A session too large for one sheet (when the scoring options allow a split): its sheets, laid
   * out one at a time when asked for, so a writer can write each part and drop it (absent when
   * the session is on one sheet). `sheets` lays them all out at once.
   */
  readonly split?: SplitSheets;
  /**
   * The results sheet with its session summary even for one board (where the sheet has none): what
   * the ranking is printed from and the web page is made of. A one-board sheet's is laid out each
   * time it is asked for (keep it while it is needed, drop it after).
   */
  readonly withSummary: () => SheetModel;
  /** The results file's published results against ours (null when the input is no results file). */
  readonly published: PublishedCheck | null;
  /** Scores that look mistyped, each with its row: warnings only, the section is scored as it stands. */
  readonly warnings: readonly ScoreWarning[];
  /**
   * What happened at the table, scored so and said: a results file's movement findings, a typed
   * traveller's accepted as entered (findings.ts), in the order of the rows.
   */
  readonly notes: readonly SessionNote[];
  /** Each board's deal, table and par, by board, once a front end has added them (hand-records.ts). */
  readonly handRecords?: ReadonlyMap<number, BoardDeal>;
  /** An individual event: each session's ranking by player (one per method); absent otherwise. */
  readonly players?: readonly PlayerRanking[];
}

/** A teams section scored: its choices, its matches and standings, and its sheet. */
export interface ScoredTeamsSection {
  readonly kind: "teams";
  readonly section: EventSection;
  readonly choices: TeamsChoices;
  readonly scored: ScoredTeamsEvent;
  readonly sheet: SheetModel;
  /** Whether the matches carry VPs (a VP scale was chosen). */
  readonly withVp: boolean;
  /** A teams file's published match results against ours (null when it publishes none). */
  readonly published: PublishedCheck | null;
  /** Each board's deal, table and par, by board, once a front end has added them (hand-records.ts). */
  readonly handRecords?: ReadonlyMap<number, BoardDeal>;
}

export type ScoredSection = ScoredPairsSection | ScoredTeamsSection;

/** An event scored: every section, in the input's order. */
export interface ScoredEvent {
  readonly event: BridgeEvent;
  readonly sections: readonly ScoredSection[];
}

/** Where scoring an event has got to: the stage and the count of the section being worked on. */
export interface EventSteps {
  /** The index of the section being scored (the number of sections once all are). */
  readonly section: number;
  readonly stage: SheetStage;
  readonly done: number;
  readonly total: number;
  /** Takes the next step; false when none is left. */
  next(): boolean;
  /** Takes any steps left: the scored event. */
  finish(): ScoredEvent;
}

/** Options of scoring: the names of the sheets already in the workbook, so new sheets are named uniquely. */
export interface ScoreOptions {
  readonly existingNames?: readonly string[];
  /**
   * False when no results sheet will be wanted (the command line's JSON): each pairs section is
   * scored and its sheet is laid out only if it is asked for after all (named then without regard
   * to the other sections' sheets). Laying out a sheet is most of the time a large session takes.
   */
  readonly sheets?: boolean;
  /**
   * The grid a results sheet must fit, when a session too large for one sheet is to be split
   * across sheets (the command line's workbook: Excel's grid, or smaller in tests); absent, such a
   * session is refused with what to do (the pane).
   */
  readonly split?: SplitLimits;
}

/**
 * Starts scoring an event section by section. A section with problems is refused at once with a
 * TravellerError listing them (each front end names them with the section's `locate`); an error
 * only scoring shows (a pair twice on a board) comes from the `next()` that scores that board.
 *
 * @example
 * const steps = startScoring(event, { pairs: { method: "mp" } });
 * while (steps.next()) report(steps.stage, steps.done, steps.total);
 * steps.finish().sections[0].sheet.name; // "Boards 1-3 matchpoints"
 */
export function startScoring(event: BridgeEvent, user: UserChoices, options: ScoreOptions = {}): EventSteps {
  // A fouled board the director names must be on some section's traveller (refused at next()).
  const fouled = fouledChoiceProblem(
    event.sections.filter((s) => s.kind === "pairs").map((s) => s.traveller),
    user.fouled,
  );
  const names = new TakenNames(options.existingNames ?? []);
  const done: ScoredSection[] = [];
  let k = 0;
  let current: SectionSteps | null = null;
  const next = (): boolean => {
    // Refused at the first step, as a section's problems are, so front ends report it as one.
    if (fouled !== null) throw new ScoringError(fouled);
    for (;;) {
      if (current === null) {
        if (k >= event.sections.length) return false;
        // A view, as a copy: the names grow as sections are scored, and a section's own sheet
        // (built again with its summary for the web page) must not find its own name taken.
        current = sectionSteps(
          event.sections[k],
          user,
          names.view(),
          options.sheets ?? true,
          options.split ?? null,
        );
      }
      if (current.next()) return true;
      const scored = current.finish();
      if (options.sheets ?? true) for (const name of sheetNames(scored)) names.add(name);
      done.push(scored);
      current = null;
      k++;
    }
  };
  return {
    get section() {
      return k;
    },
    get stage() {
      return current?.stage ?? (k === 0 ? "scoring" : "layout");
    },
    get done() {
      return current?.done ?? 0;
    },
    get total() {
      return current?.total ?? 0;
    },
    next,
    finish: () => {
      while (next());
      return { event, sections: done };
    },
  };
}

/** The names of a scored section's sheets (of a split session, as planned: none is laid out for it). */
function sheetNames(scored: ScoredSection): string[] {
  if (scored.kind === "pairs" && scored.split !== undefined)
    return [scored.split.rankingName, ...scored.split.partNames];
  return [scored.sheet.name];
}

/**
 * Scores an event whole: {@link startScoring} run to its end.
 *
 * @example
 * scoreEvent(openInput(bytes, "teams-match.csv"), {}).sections[0].kind; // "teams"
 */
export function scoreEvent(event: BridgeEvent, user: UserChoices, options: ScoreOptions = {}): ScoredEvent {
  return startScoring(event, user, options).finish();
}

interface SectionSteps {
  readonly stage: SheetStage;
  readonly done: number;
  readonly total: number;
  next(): boolean;
  finish(): ScoredSection;
}

function sectionSteps(
  section: EventSection,
  user: UserChoices,
  existingNames: SheetNames,
  sheets: boolean,
  split: SplitLimits | null,
): SectionSteps {
  refuseProblems(section.problems, section.title ?? "The traveller");
  return section.kind === "teams"
    ? teamsSteps(section, user, existingNames)
    : pairsSteps(section, user, existingNames, sheets, split);
}

function pairsSteps(
  section: EventSection,
  user: UserChoices,
  existingNames: SheetNames,
  sheets: boolean,
  split: SplitLimits | null,
): SectionSteps {
  const decided = decidePairs(section, user);
  // The rows checked against the movement they show: what looks mistyped in a typed traveller is
  // asked before anything is scored (findings.ts); a results file's findings are notes.
  if (decided.findings.asked.length > 0)
    throw new AskedFindingsError(section.title ?? "The traveller", decided.findings.asked);
  if (decided.switched.problem !== null) throw new ScoringError(decided.switched.problem);
  // Arrow-switched rows in the seats played: each board is scored by the seat, each pair at home.
  // A fouled board's groups (a Version column) each scored as a board, factored to the whole board.
  refuseProblems(
    fouledProblems(section.traveller, section.rows, user.fouled),
    section.title ?? "The traveller",
  );
  const traveller = splitFouled(
    switchArrows(withNotPlayed(section.traveller, decided.findings.notPlayed), decided.switched.rows),
    section.rows,
    user.fouled,
  );
  const options: ResultsSheetOptions = { ...decided.options, existingNames };
  if (sheets) refuseTooLarge(section, split !== null);
  const steps = sheets ? startResultsSheet(traveller, options, split) : scoringOnly(traveller, options);
  return {
    get stage() {
      return steps.stage;
    },
    get done() {
      return steps.done;
    },
    get total() {
      return steps.total;
    },
    next: () => steps.next(),
    finish: () => {
      while (steps.next());
      const sessions = steps.sessions!;
      const individual = individualResults(section, sessions, decided);
      // An individual event's sheet ranks its players too, under the sheet's own blocks.
      const withPlayers = (m: SheetModel): SheetModel =>
        individual.players ? withPlayerRanking(m, individual.players) : m;
      // A session too large for one sheet, split across sheets: laid out only when its sheets are
      // asked for (the ranking sheet, made from every part, first; each part dropped once used).
      const split = steps.split?.map({ ranking: withPlayers }) ?? null;
      let sheet: SheetModel | null = sheets && split === null ? withPlayers(steps.finish()) : null;
      const sheetOf = (): SheetModel =>
        (sheet ??= split === null ? withPlayers(steps.finish()) : allSheets(split)[0]);
      return {
        kind: "pairs",
        section,
        decided,
        options,
        sessions,
        get sheet() {
          return sheetOf();
        },
        get sheets() {
          return split === null ? [sheetOf()] : allSheets(split);
        },
        ...(split !== null ? { split } : {}),
        // A sheet of several boards has its summary already; one board's is laid out again with it,
        // each time it is asked for rather than kept: a board of a hundred thousand tables is a
        // sheet of millions of cells, which the caller drops once it has read its ranking.
        withSummary: () => {
          // Split across sheets, the session has no one sheet with its summary (the web page).
          if (split !== null)
            throw new GridLimitError(
              split.reason,
              "A session split across sheets has no one sheet with its summary.",
            );
          return traveller.boards.length > 1
            ? sheetOf()
            : withPlayers(buildSheetWithSummary(traveller, options, sessions));
        },
        warnings: suspiciousScores(splitFouled(section.traveller, section.rows, user.fouled)),
        notes: decided.findings.notes,
        ...individual,
      };
    },
  };
}

/**
 * The comparison of a results file's published figures with ours and, for an individual event,
 * each method's ranking by player (its published standings are the players', compared with it).
 */
function individualResults(
  section: EventSection,
  sessions: readonly ScoredSession[],
  decided: DecidedPairs,
): { published: PublishedCheck | null; players?: readonly PlayerRanking[] } {
  const published = section.file === null ? null : comparePublished(section.file, sessions);
  if (!isIndividual(section) || section.file === null) return { published };
  const players = sessions.map((s) => rankPlayers(section, s, decided.options.names ?? section.names));
  return { published: bothChecks(published, comparePlayerStandings(section.file, players[0])), players };
}

/**
 * Refuses at once a section whose results sheet surely passes Excel's grid: more results than
 * the sheet has rows (each takes a row of its traveller at least) on one board, which no split by
 * boards helps, or on several when no split is allowed; and, with no split allowed, more boards
 * than the session summary has columns (a column per board). A sheet that passes it for other
 * reasons is split after scoring when that is allowed (sheet-steps.ts), else refused when its
 * layout reaches the edge (a GridLimitError either way).
 */
function refuseTooLarge(section: EventSection, splits: boolean): void {
  const boards = section.traveller.boards;
  let results = 0;
  for (const b of boards) results += b.rows.length;
  const one = new Set(boards.map((b) => b.board)).size === 1;
  if (results > MAX_ROW && (one || !splits))
    throw new GridLimitError("rows", `${results} results, more rows than a sheet has.`);
  if (!splits && boards.length > 1 && boards.length > MAX_COL) {
    throw new GridLimitError("columns", `${boards.length} boards, more columns than a sheet has.`);
  }
}

/**
 * The steps of a results sheet that is scored only: each board by every method of the sheet, by
 * the results sheet's own scoring loop (startSheetScoring), and the sheet laid out from those
 * sessions only when finish() is called for it.
 */
function scoringOnly(traveller: Traveller, options: ResultsSheetOptions): SheetSteps {
  const scoring = startSheetScoring(traveller, options);
  let scored: readonly ScoredSession[] | null = null;
  const next = (): boolean => {
    if (scoring.next()) return true;
    scored ??= scoring.finish();
    return false;
  };
  return {
    stage: "scoring",
    total: scoring.total,
    get done() {
      return scoring.done;
    },
    get sessions() {
      return scored;
    },
    split: null,
    next,
    finish: () => {
      while (next());
      const layout = resultsSheetSteps(traveller, options, scored!);
      for (let step = layout.next(); ; step = layout.next()) if (step.done) return step.value;
    },
  };
}

function teamsSteps(section: EventSection, user: UserChoices, existingNames: SheetNames): SectionSteps {
  let result: ScoredTeamsSection | null = null;
  const next = (): boolean => {
    if (result !== null) return false;
    const choices = decideTeams(section, user);
    // A scale the user gave (a range in the pane, a file on the command line) stands instead of
    // the named one.
    const impTable = choices.impScale ?? choices.impTable;
    const scored = scoreTeamsEvent(section.teams!, {
      method: choices.method,
      bamScale: choices.bamScale,
      impTable,
      vp: choices.vpTable ? vpTableFunction(choices.vpTable) : vpFunctionOf(choices.vp),
    });
    const sheet = buildTeamsSheet(scored, {
      method: choices.method,
      bamScale: choices.bamScale,
      impTable,
      vp: choices.vpTable ?? (choices.vp === "none" ? null : choices.vp),
      existingNames,
    });
    result = {
      kind: "teams",
      section,
      choices,
      scored,
      sheet,
      withVp: choices.vpTable !== undefined || choices.vp !== "none",
      published: section.file?.matches?.length ? compareMatches(section.file.matches, scored.matches) : null,
    };
    return true;
  };
  return {
    stage: "scoring",
    get done() {
      return result === null ? 0 : 1;
    },
    total: 1,
    next,
    finish: () => {
      while (next());
      return result!;
    },
  };
}
