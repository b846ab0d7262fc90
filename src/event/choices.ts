// One policy for how an event is scored: what the user chose wins; what the user left open is
// taken from what the input says (a results file names its method, matchpoint scale and
// movement, and gives the pairs' names); what neither says takes the add-in's default, the same
// in every front end: matchpoints for pairs (most pairs sessions are matchpointed), IMPs with the
// WBF victory points for teams. The movement, when nobody says, is told from the pair numbers.
import {
  arrowSwitches,
  checkMovement,
  inferMovement,
  MOVEMENT_NAMES,
  playedRows,
  playedWords,
  movementWords,
  type BamScale,
  type ImpScaleChoice,
  type ImpTableName,
  type InferredMovement,
  type Movement,
  type ArrowSwitchChoice,
  type ArrowSwitches,
  type FouledChoice,
  type MovementCheck,
  type TeamsMethod,
  type TeamsVpChoice,
  type VpScaleTable,
  DEFAULT_TEAMS_OPTIONS,
} from "../scoring";
import type { SheetMethod } from "../sheet/names";
import type { ResultsSheetOptions } from "../sheet/results";
import { oneWinnerNote } from "./one-winner";
import { noteLine, sortFindings, type AskedFinding, type SortedFindings } from "./findings";
import type { EventSection } from "./model";

/** The method a pairs event is scored by when neither the user nor the input names one. */
export const DEFAULT_METHOD: SheetMethod = "mp";

/** The teams method when neither the user nor the input names one. */
export const DEFAULT_TEAMS_METHOD: TeamsMethod = DEFAULT_TEAMS_OPTIONS.method;

/** A teams event's choices, as the teams sheet and the outputs are built with them. */
export interface TeamsChoices {
  readonly method: TeamsMethod;
  /** The VP scale, or none (always none under board-a-match and aggregate). */
  readonly vp: TeamsVpChoice;
  readonly bamScale: BamScale;
  readonly impTable: ImpTableName;
  /** A given IMP scale (instead of impTable) and VP scale (instead of vp, under IMPs), when chosen. */
  readonly impScale?: ImpScaleChoice;
  readonly vpTable?: VpScaleTable;
}

/** The pairs options a user can choose: the results sheet's, without the workbook's sheet names. */
export type PairsChoices = Omit<ResultsSheetOptions, "existingNames">;

/**
 * What the user chose, and nothing else: a choice left out is the input's, then the default's.
 * A front end whose form always holds a value (the pane's method) passes it; the command line
 * passes only the flags it was given.
 */
export interface UserChoices {
  readonly pairs?: Partial<PairsChoices>;
  readonly teams?: Partial<TeamsChoices>;
  /**
   * Pair numbers the director accepts as playing far fewer boards than their field, or in another
   * pair's place (a late pair, a substitute): `11`, or `NS 11` in a Mitchell. The sheet notes them.
   */
  readonly acceptPairs?: readonly string[];
  /** The rounds or boards the director says were arrow-switched (besides a traveller's AS column). */
  readonly arrowSwitch?: ArrowSwitchChoice;
  /** A Section column's sections scored across the field (withSections), not one by one. */
  readonly across?: boolean;
  /** The boards the director says were fouled, each version with its tables (besides a Version column). */
  readonly fouled?: FouledChoice;
  /**
   * Score a typed traveller as entered: what looks like a typing mistake of the movement (a missing
   * line, a swapped row, an unknown pair) is taken as what happened, and the sheet says so.
   */
  readonly asEntered?: boolean;
  /**
   * The movement chosen was remembered from an earlier session (the pane's form): when the pair
   * numbers show the other movement, it is asked, never used silently (Score as entered uses it).
   */
  readonly movementRemembered?: boolean;
}

/** Where a choice came from, for the sheet, the page and the command line to say. */
export type ChoiceSource = "user" | "input" | "inferred" | "default";

/** The movement a section is scored with, and how it was decided. */
export interface MovementChoice {
  readonly movement: Movement;
  readonly from: ChoiceSource;
  /** The pair numbers' evidence, when the movement was told from them. */
  readonly inferred?: InferredMovement;
}

/** A pairs section's options, decided. */
export interface DecidedPairs {
  readonly options: PairsChoices;
  readonly method: ChoiceSource;
  readonly movement: MovementChoice;
  /** The movement as the rows show it was played, and every row that does not fit it. */
  readonly played: MovementCheck;
  /** The arrow-switched rows (marked in the traveller or chosen by the director). */
  readonly switched: ArrowSwitches;
  /** The movement's findings sorted: those asked of the director, the notes, the lines not played. */
  readonly findings: SortedFindings;
}

/** At most this many notes are written on a sheet's title block; the JSON output lists them all. */
const NOTES_ON_SHEET = 12;

/** Notes as a sheet's title block takes them: the first few, and how many more there are. */
function fewOnSheet(lines: readonly string[]): readonly string[] {
  if (lines.length <= NOTES_ON_SHEET) return lines;
  return [
    ...lines.slice(0, NOTES_ON_SHEET),
    `... and ${lines.length - NOTES_ON_SHEET} more such notes, not written here (the command line's JSON output lists them all).`,
  ];
}

/**
 * The options a pairs section is scored with: the user's choices, then the input's stated method,
 * matchpoint scale and movement, and its names (when the user gave no names table), then the
 * defaults; the movement nobody states is told from the pair numbers.
 *
 * @example
 * decidePairs(section, { pairs: { divisor: "total" } }).options.method; // "mp", or what the file states
 * decidePairs(howellSection, {}).movement; // { movement: "howell", from: "inferred", inferred: { ... } }
 */
export function decidePairs(section: EventSection, user: UserChoices): DecidedPairs {
  const chosen = user.pairs ?? {};
  const stated = section.stated;
  const method: [SheetMethod, ChoiceSource] =
    chosen.method !== undefined
      ? [chosen.method, "user"]
      : stated.method !== undefined
        ? [stated.method, "input"]
        : [DEFAULT_METHOD, "default"];
  const movement = decideMovement(section, chosen.movement);
  const rows = playedRows(section.traveller, section.rows);
  const played = checkMovement(rows, movement.movement, user.acceptPairs ?? []);
  const named =
    movement.from === "inferred" ? movementWords(movement.inferred!) : MOVEMENT_NAMES[movement.movement];
  // Each row's round, looked up only when rounds are said to be arrow-switched.
  let rounds: Map<number, string | null> | null = null;
  const switched = arrowSwitches(
    section.traveller,
    section.rows,
    user.arrowSwitch ?? {},
    (row) => (rounds ??= new Map(rows.map((r) => [r.row, r.round]))).get(row) ?? null,
  );
  const shape = [playedWords(played.played), ...(switched.words === null ? [] : [switched.words])].join("; ");
  const scale = chosen.scale ?? stated.scale;
  // What the file's published figures show (the results a board expected, what cross-IMP totals
  // were divided by) stands where the user chose nothing.
  const expected = chosen.expected ?? stated.expected;
  const divisor = chosen.divisor ?? stated.divisor;
  // A Butler datum's trim and kind as the file's scoring words say them.
  const trim = chosen.trim ?? stated.trim;
  const datum = chosen.datum ?? stated.datum;
  const notPlayedTie = chosen.notPlayedTie ?? stated.notPlayedTie;
  const names = chosen.names ?? (section.names.size > 0 ? section.names : undefined);
  const sorted = sortFindings(section, played.problems, user.asEntered === true);
  const contradicted =
    user.movementRemembered && user.asEntered !== true ? contradictedMovement(section, movement) : null;
  const findings = contradicted === null ? sorted : { ...sorted, asked: [contradicted, ...sorted.asked] };
  const shown = fewOnSheet(findings.notes.map(noteLine));
  // One winner: how balanced the arrow switches made the one field, beside the best pattern.
  const balance =
    chosen.oneWinner === true && movement.movement === "mitchell" && switched.rows.size > 0
      ? oneWinnerNote(section.traveller, switched.rows, played.played)
      : null;
  const notes = [...shown, ...(balance !== null ? [balance] : [])];
  // A file's own notes are one a line for some findings (a player in two seats): as few on a sheet.
  const fromFile = section.file?.notes?.length ? fewOnSheet(section.file.notes) : null;
  return {
    options: {
      ...chosen,
      method: method[0],
      movement: movement.movement,
      ...(scale !== undefined ? { scale } : {}),
      ...(expected !== undefined ? { expected } : {}),
      ...(divisor !== undefined ? { divisor } : {}),
      ...(trim !== undefined ? { trim } : {}),
      ...(datum !== undefined ? { datum } : {}),
      ...(notPlayedTie !== undefined ? { notPlayedTie } : {}),
      ...(names !== undefined ? { names } : {}),
      ...(section.traveller.boards.length > 1 || switched.words !== null
        ? { movementTold: `${named}; ${shape}` }
        : {}),
      ...(fromFile !== null ? { fromFile } : {}),
      ...(notes.length > 0 ? { notes: [...(chosen.notes ?? []), ...notes] } : {}),
    },
    method: method[1],
    movement,
    played,
    switched,
    findings,
  };
}

/**
 * A remembered movement that the pair numbers contradict (a Mitchell chosen where a number sits NS
 * on one board and EW on another, a Howell where NS 1 and EW 1 play one board), as a finding asked
 * on the first row that shows it; null when they agree or cannot tell.
 */
function contradictedMovement(section: EventSection, chosen: MovementChoice): AskedFinding | null {
  if (chosen.from !== "user") return null;
  // A row of one number on both sides is a typing mistake, refused on its own: no evidence here.
  const inferred = inferMovement({
    boards: section.traveller.boards.map((b) => ({
      board: b.board,
      rows: b.rows.filter((r) => r.ns !== r.ew),
    })),
  });
  if (inferred.movement === chosen.movement || inferred.evidence.kind === "separateFields") return null;
  const first = section.traveller.boards[0]?.rows[0];
  if (first === undefined) return null;
  const column = first.cells.ns ?? 0;
  return {
    row: first.row,
    column,
    where: section.locate(first.row, column),
    kind: "pairing",
    message: `The Movement chosen is ${MOVEMENT_NAMES[chosen.movement]}, kept from the last session scored, but the pair numbers show a ${movementWords(inferred)}.`,
    fix: `set Movement to Automatic (or ${MOVEMENT_NAMES[inferred.movement]})`,
  };
}

function decideMovement(section: EventSection, chosen: Movement | undefined): MovementChoice {
  if (chosen !== undefined) return { movement: chosen, from: "user" };
  if (section.stated.movement !== undefined) return { movement: section.stated.movement, from: "input" };
  const inferred = inferMovement(section.traveller);
  return { movement: inferred.movement, from: "inferred", inferred };
}

/**
 * A teams section's choices: the user's, then the input's stated method, then the defaults (IMPs;
 * the WBF VP scale under IMPs and no VPs otherwise, since VPs convert an IMP margin; board-a-match
 * points 1, 1/2, 0; the WBF IMP scale).
 *
 * @example
 * decideTeams(section, { teams: { method: "bam" } }); // { method: "bam", vp: "none", bamScale: "standard", impTable: "WBF" }
 */
export function decideTeams(section: EventSection, user: UserChoices): TeamsChoices {
  const chosen = user.teams ?? {};
  const method = chosen.method ?? section.stated.teamsMethod ?? DEFAULT_TEAMS_METHOD;
  const vpTable = method === "imps" ? chosen.vpTable : undefined;
  return {
    method,
    vp: method === "imps" ? (chosen.vp ?? DEFAULT_TEAMS_OPTIONS.vp) : "none",
    bamScale: chosen.bamScale ?? section.stated.bamScale ?? DEFAULT_TEAMS_OPTIONS.bamScale,
    impTable: chosen.impTable ?? user.pairs?.impTable ?? DEFAULT_TEAMS_OPTIONS.impTable,
    ...(chosen.impScale !== undefined ? { impScale: chosen.impScale } : {}),
    ...(vpTable !== undefined ? { vpTable } : {}),
  };
}

/**
 * What an input says about its own scoring, as choices a form can be filled with (the pane and the
 * teaching page set their forms from it when a file is opened, and the user may change them).
 *
 * @example
 * statedChoices(section); // { pairs: { method: "mp", scale: "EBU" } }
 */
export function statedChoices(section: EventSection): UserChoices {
  const s = section.stated;
  return {
    pairs: {
      ...(s.method !== undefined ? { method: s.method } : {}),
      ...(s.scale !== undefined ? { scale: s.scale } : {}),
      ...(s.movement !== undefined ? { movement: s.movement } : {}),
      ...(s.trim !== undefined ? { trim: s.trim } : {}),
      ...(s.datum !== undefined ? { datum: s.datum } : {}),
      ...(s.divisor !== undefined ? { divisor: s.divisor } : {}),
      ...(s.expected !== undefined ? { expected: s.expected } : {}),
    },
    teams: {
      ...(s.teamsMethod !== undefined ? { method: s.teamsMethod } : {}),
      ...(s.bamScale !== undefined ? { bamScale: s.bamScale } : {}),
    },
  };
}

/** A choice of the user's that names what the event does not have: which choice, and why. */
export interface ChoiceOutsideEvent {
  readonly choice: "arrowSwitch" | "fouled" | "acceptPairs";
  /** What the event has instead: "the session has rounds 1 to 7". */
  readonly message: string;
}

/** Numbers as a director reads them: "1 to 7" for a run, else listed ("1, 3, 5"; the first 12). */
function numberSpan(numbers: readonly number[]): string {
  const n = [...new Set(numbers)].sort((a, b) => a - b);
  if (n.length > 1 && n[n.length - 1] - n[0] === n.length - 1) return `${n[0]} to ${n[n.length - 1]}`;
  return n.length > 12 ? `${n.slice(0, 12).join(", ")} ...` : n.join(", ");
}

/** The rounds of the rows (a Round column's text), numbers in order, then any others. */
function roundSpan(rounds: ReadonlySet<string>): string {
  const numbers = [...rounds].filter((r) => /^\d+$/.test(r)).map(Number);
  const others = [...rounds].filter((r) => !/^\d+$/.test(r));
  return [...(numbers.length > 0 ? [numberSpan(numbers)] : []), ...others.slice(0, 12)].join(", ");
}

/** A pair number as accepted pairs are compared: its digits (and section letter), no NS/EW. */
const pairNumberKey = (pair: string): string =>
  pair
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/^(NS|EW)/, "");

/** The movement as it was read, for a message: "a Howell, as the file states". */
function movementAsRead(choice: MovementChoice): string {
  if (choice.from === "inferred") return `a ${movementWords(choice.inferred!)}`;
  const name = MOVEMENT_NAMES[choice.movement];
  return choice.from === "user" ? `a ${name}, as chosen` : `a ${name}, as the file states`;
}

/**
 * The user's choices that name a round, board, table or pair the event's pairs sections do not
 * have (an arrow switch of round 999 in a session of 7 rounds, a fouled board's table 9 where it
 * was played at 5 tables, a late pair no row names), or that the movement cannot take (an arrow
 * switch in a Howell, which has no arrow to switch). Checked once the event is read, before any
 * scoring, so a front end can refuse the request and say what the event has.
 *
 * @example
 * choicesOutsideEvent(event, { arrowSwitch: { rounds: ["999"] } }); // [{ choice: "arrowSwitch", message: "the session has rounds 1 to 7" }]
 */
export function choicesOutsideEvent(
  event: { readonly sections: readonly EventSection[] },
  user: UserChoices,
): ChoiceOutsideEvent[] {
  const sections = event.sections.filter((s) => s.kind === "pairs");
  if (sections.length === 0) return [];
  const out: ChoiceOutsideEvent[] = [];
  const where = (s: EventSection) => (sections.length > 1 && s.title ? ` (${s.title})` : "");
  const boardsOf = new Map<number, Set<number>>();
  const rounds = new Set<string>();
  const pairs = new Set<string>();
  for (const s of sections)
    for (const r of playedRows(s.traveller, s.rows)) {
      boardsOf.set(r.board, (boardsOf.get(r.board) ?? new Set()).add(Number(r.table ?? r.ns)));
      if (r.round !== null) rounds.add(r.round);
      pairs.add(pairNumberKey(r.ns)).add(pairNumberKey(r.ew));
    }
  const boards = `the session has boards ${numberSpan([...boardsOf.keys()])}`;
  const arrows = user.arrowSwitch;
  if (arrows !== undefined && ((arrows.rounds?.length ?? 0) > 0 || (arrows.boards?.length ?? 0) > 0)) {
    const howell = sections
      .map((s) => ({ s, movement: decideMovement(s, user.pairs?.movement) }))
      .find((m) => m.movement.movement === "howell");
    const missingRounds = (arrows.rounds ?? []).filter((r) => !rounds.has(r));
    const missingBoards = (arrows.boards ?? []).filter((b) => !boardsOf.has(b));
    if (howell !== undefined)
      out.push({
        choice: "arrowSwitch",
        message: `a Howell has no arrow to switch (its pairs already sit both ways), and the movement${where(howell.s)} is ${movementAsRead(howell.movement)}.`,
      });
    else if (rounds.size > 0 && missingRounds.length > 0)
      out.push({ choice: "arrowSwitch", message: `the session has rounds ${roundSpan(rounds)}.` });
    else if (missingBoards.length > 0) out.push({ choice: "arrowSwitch", message: `${boards}.` });
  }
  for (const b of user.fouled?.boards ?? []) {
    const tables = boardsOf.get(b.board);
    if (tables === undefined) {
      out.push({ choice: "fouled", message: `${boards}, and no board ${b.board}.` });
      continue;
    }
    // A table is the row's Table column, or else its NS pair number: told only when each is a number.
    const extra = b.versions.flatMap((v) => v.tables).filter((t) => !tables.has(t));
    if (extra.length > 0 && [...tables].every(Number.isFinite))
      out.push({
        choice: "fouled",
        message: `board ${b.board} was played at tables ${numberSpan([...tables])}, not at ${extra.length === 1 ? "table" : "tables"} ${numberSpan(extra)}.`,
      });
  }
  // Only pair numbers are checked: an online pair accepted by its players' names is matched later.
  const absent = (user.acceptPairs ?? []).filter(
    (a) => /^((NS|EW)\s*)?[A-Za-z]?\d+$/i.test(a.trim()) && !pairs.has(pairNumberKey(a)),
  );
  if (absent.length > 0)
    out.push({
      choice: "acceptPairs",
      message: `no row of the session names ${absent.length === 1 ? "pair" : "pairs"} ${absent.join(", ")}.`,
    });
  return out;
}
