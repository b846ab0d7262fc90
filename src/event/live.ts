// A session read while it is still being played (scrolling results): how far each section has got
// (the rounds complete, the tables still playing, the results still missing by table and round),
// whether every result the movement sends is in (the results are then final), and the event with
// the last rounds' results held back, for a page in the playing room that must not show a table
// the boards it has still to play. Every front end that follows a session (the command line's
// --watch) reads its progress here; the page itself is a writer's (src/writers/live-page.ts).
import {
  notPlayedRow,
  type FileRound,
  type FileSection,
  type FileTableRow,
  type PendingRound,
} from "../io/results-file";
import { isSitOut } from "../io/bws";
import { resultsFileSections } from "./inputs";
import type { BridgeEvent, EventSection } from "./model";
import { openEvent } from "./open";

/** How far a section of a session being played has got, from its movement and the results in. */
export interface LiveProgress {
  /** The rounds of the movement. */
  readonly rounds: number;
  /** The rounds whose every result is in, ascending. */
  readonly complete: readonly number[];
  /** The latest round with any result in (0 before the first result). */
  readonly started: number;
  /**
   * The tables with results still to send in the rounds started, each at its earliest such round
   * (a table still at the round it is playing, or one that has not sent an earlier round's).
   */
  readonly playing: readonly { readonly table: number; readonly round: number }[];
  /** The results still missing in the rounds started, by round and table. */
  readonly missing: readonly PendingRound[];
  /** The results the movement sends to the tables, and how many of them are in. */
  readonly expected: number;
  readonly received: number;
}

/** The rounds a table plays with boards (a sit-out has none). */
const playedRounds = (rounds: readonly FileRound[]): FileRound[] => rounds.filter((r) => !isSitOut(r));

/** The boards of a round at a table. */
const boardsOf = (r: FileRound): number => r.highBoard - Math.max(r.lowBoard, 1) + 1;

/**
 * A section's progress, or null when its file does not say which results are still to come (a
 * file with no movement: a PBN, a USEBIO file, a CSV).
 *
 * @example
 * liveProgress(section.file); // { rounds: 9, complete: [1, 2, 3], started: 4, playing: [{ table: 6, round: 4 }], ... }
 */
export function liveProgress(file: FileSection | null): LiveProgress | null {
  if (file === null || file.pending === undefined || file.rounds === undefined || file.rounds.length === 0)
    return null;
  const played = playedRounds(file.rounds);
  const rounds = played.reduce((most, r) => Math.max(most, r.round), 0);
  const missingIn = new Map<string, number>();
  for (const p of file.pending) missingIn.set(`${p.table}/${p.round}`, p.boards.length);
  const expected = played.reduce((n, r) => n + boardsOf(r), 0);
  const lacking = file.pending.reduce((n, p) => n + p.boards.length, 0);
  // A round has started once any table has sent a result of it.
  const started = played.reduce(
    (latest, r) =>
      (missingIn.get(`${r.table}/${r.round}`) ?? 0) < boardsOf(r) ? Math.max(latest, r.round) : latest,
    0,
  );
  const roundNumbers = [...new Set(played.map((r) => r.round))].sort((a, b) => a - b);
  const incomplete = new Set(file.pending.map((p) => p.round));
  const missing = file.pending
    .filter((p) => p.round <= started)
    .slice()
    .sort((a, b) => a.round - b.round || a.table - b.table);
  const playing = new Map<number, number>();
  for (const p of missing) if (!playing.has(p.table)) playing.set(p.table, p.round);
  return {
    rounds,
    complete: roundNumbers.filter((r) => !incomplete.has(r)),
    started,
    playing: [...playing.entries()]
      .map(([table, round]) => ({ table, round }))
      .sort((a, b) => a.table - b.table),
    missing,
    expected,
    received: expected - lacking,
  };
}

/**
 * Whether the event's results are final: every section says which results are still to come, and
 * none is (a session whose file has no movement can never be told complete, so is never final).
 *
 * @example
 * isFinal(openInput(wholeDatabase, "session.bws")); // true
 */
export function isFinal(event: BridgeEvent): boolean {
  return event.sections.every((s) => {
    const progress = liveProgress(s.file);
    return progress !== null && progress.received === progress.expected;
  });
}

/** The round at which each table played each board, by "table/board", from the movement. */
function roundOfResult(rounds: readonly FileRound[]): Map<string, number> {
  const at = new Map<string, number>();
  for (const r of playedRounds(rounds))
    for (let b = Math.max(r.lowBoard, 1); b <= r.highBoard; b++) at.set(`${r.table}/${b}`, r.round);
  return at;
}

/** A row held back: the table's pairs kept, its result not shown (scored as not played). */
const heldBack = (row: FileTableRow, round: number): FileTableRow =>
  notPlayedRow(row.table, row.ns, row.ew, `${row.source}: held back with round ${round}'s results`);

/** A section with the results of rounds after `through` held back; null when it has nothing to hold back. */
function sectionThrough(file: FileSection, through: number): FileSection | null {
  const at = roundOfResult(file.rounds ?? []);
  let held = 0;
  const boards = file.boards.map((b) => ({
    ...b,
    rows: b.rows.map((row) => {
      const round = at.get(`${row.table}/${b.board}`);
      if (round === undefined || round <= through || row.score === "NP") return row;
      held++;
      return heldBack(row, round);
    }),
  }));
  if (held === 0) return null;
  const note = `the results from round ${through + 1} on are held back while tables are still playing those boards: ${held} result${held === 1 ? "" : "s"} not shown`;
  return { ...file, boards, notes: [note, ...(file.notes ?? [])] };
}

/** What holding back the last rounds did to a section: the rounds shown (through this round). */
export interface HeldBack {
  readonly event: BridgeEvent;
  /** For each section (in the event's order), the last round whose results are shown; null: all are. */
  readonly through: readonly (number | null)[];
}

/**
 * The event with the results of the last `rounds` rounds started held back (scored as not played),
 * so that a page in the playing room does not show the boards some tables have still to play.
 * Only a section whose file gives the movement can be held back; a final event, or `rounds` 0, is
 * shown whole.
 *
 * @example
 * holdBackRounds(event, 1).through; // [3] while round 4 is being played
 */
export function holdBackRounds(event: BridgeEvent, rounds: number): HeldBack {
  if (rounds <= 0 || isFinal(event)) return { event, through: event.sections.map(() => null) };
  const through: (number | null)[] = [];
  let changed = false;
  const files = event.sections.map((s: EventSection): FileSection | null => {
    const progress = liveProgress(s.file);
    if (s.file === null || progress === null || progress.received === progress.expected) {
      through.push(null);
      return s.file;
    }
    const last = Math.max(0, progress.started - rounds);
    const held = sectionThrough(s.file, last);
    through.push(held === null ? null : last);
    if (held !== null) changed = true;
    return held ?? s.file;
  });
  if (!changed || files.some((f) => f === null)) return { event, through: event.sections.map(() => null) };
  const format = event.source.format as "bws" | "pbn" | "usebio";
  const inputs = resultsFileSections({ format, sections: files as FileSection[] }, event.source.name);
  return { event: openEvent(event.source, inputs), through };
}
