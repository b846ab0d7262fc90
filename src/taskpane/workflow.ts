/**
 * The steps of the Score button, without Office.js or React: read the traveller from the cells the
 * pane was given, refuse it (listing every problem by Excel address) when anything is wrong, else
 * build the results sheet. The pane's reducer and effect runner (src/taskpane/state) call these
 * and hand the sheet to the writer; the sheet builder is passed in, mocks in the tests.
 */
import {
  ScoringError,
  type ColumnRole,
  TravellerError,
  readTeamsEvent,
  readTraveller,
  teamsLayoutOf,
  type TeamsEvent,
  type Traveller,
} from "../scoring";
import type { SheetModel } from "../sheet/model";
import type { SheetStage, SheetSteps } from "../sheet/sheet-steps";
import { cellsForReading, describeProblem, type SheetArea } from "../office/area";
import { buildTeams } from "./build-teams";
import type { CheckedOptions, TeamsChoices } from "./options";

/** The director's corrections of how columns are read, by 0-based column index within the area. */
export type ColumnOverrides = Readonly<Record<number, ColumnRole | "ignore">>;

/** A traveller read from an area of a sheet, its problems named by Excel address. */
export interface Reading {
  readonly area: SheetArea;
  readonly traveller: Traveller;
  /** Every problem as one line: `Sheet1!F7: "4Z" is not a contract.` */
  readonly problems: readonly string[];
  /** A teams scoresheet (a Room column, or Home and Away): its matches as read. */
  readonly teams?: TeamsEvent;
}

/**
 * Reads the traveller in an area, with the director's column corrections.
 *
 * @example
 * const r = readArea({ sheet: "Sheet1", range: "A1:C2", top: 0, left: 0, values: [["NS", "EW", "Score"], [1, 2, "4Z"]] });
 * r.problems; // ['Sheet1!C2: "4Z" is not ... (the reader's message)']
 */
export function readArea(area: SheetArea, columns: ColumnOverrides = {}): Reading {
  const cells = cellsForReading(area.values, area.text);
  const given = Object.keys(columns).length > 0 ? { columns } : {};
  if (teamsLayoutOf(cells, given.columns) !== null) {
    // A teams scoresheet: its matches, and the rows as a traveller of team names (for the columns).
    const teams = readTeamsEvent(cells, given);
    const traveller = readTraveller(cells, { ...given, teams: true });
    return { area, traveller, teams, problems: teams.problems.map((p) => describeProblem(area, p)) };
  }
  const traveller = readTraveller(cells, given);
  return { area, traveller, problems: traveller.problems.map((p) => describeProblem(area, p)) };
}

/** Why Score wrote nothing: the traveller's problems (by Excel address), or one message. */
export type Refusal =
  | { readonly kind: "problems"; readonly problems: readonly string[] }
  | { readonly kind: "failed"; readonly message: string };

/** What building the results sheet of a reading came to: the sheet, or why there is none. */
export type BuildOutcome = { readonly kind: "built"; readonly model: SheetModel } | Refusal;

/** Builds the results sheet (pure; throws a TravellerError or a ScoringError when it cannot). */
export type BuildSheet = (
  traveller: Traveller,
  options: CheckedOptions,
  existingNames: readonly string[],
) => SheetModel;

/**
 * Why a reading cannot be scored before anything is built, or null when it can: the traveller
 * has problems, or no board was found in the area.
 *
 * @example
 * refusal(readArea(area)); // { kind: "problems", problems: ['Sheet1!D5: "4Z" is not a contract.'] }
 */
export function refusal(reading: Reading): Refusal | null {
  if (reading.problems.length > 0) return { kind: "problems", problems: reading.problems };
  if (reading.teams && reading.teams.matches.length === 0) {
    return {
      kind: "failed",
      message: `No matches were found in ${reading.area.range}: select the teams scoresheet, header row included.`,
    };
  }
  if (!reading.teams && reading.traveller.boards.length === 0) {
    return {
      kind: "failed",
      message: `No boards were found in ${reading.area.range}: select the traveller, header row included, or click inside it.`,
    };
  }
  return null;
}

/**
 * Builds the results sheet of a reading: refused as {@link refusal} says, or when the builder
 * finds problems only scoring shows (a pair twice in a Howell: named by Excel address), or when
 * the engine refuses (a board with more results than expected: its message). Any other error is
 * thrown on.
 *
 * @example
 * const outcome = buildReading(reading, checked, buildSheet);
 * if (outcome.kind === "built") await writeSheet(outcome.model);
 */
export function buildReading(
  reading: Reading,
  options: CheckedOptions,
  build: BuildSheet,
  teams?: TeamsChoices,
): BuildOutcome {
  const refused = refusal(reading);
  if (refused) return refused;
  try {
    const names = reading.area.sheetNames ?? [];
    if (reading.teams && teams) return { kind: "built", model: buildTeams(reading.teams, teams, names) };
    return { kind: "built", model: build(reading.traveller, options, reading.area.sheetNames ?? []) };
  } catch (e) {
    return refusedBy(reading, e);
  }
}

/** Starts building the results sheet board by board (see src/sheet/sheet-steps.ts). */
export type StartSheet = (
  traveller: Traveller,
  options: CheckedOptions,
  existingNames: readonly string[],
) => SheetSteps;

/**
 * {@link buildReading} one board at a time: after each board is scored (by every method), and
 * after each board is laid out on the sheet, `afterBoard` hears the stage and how many of how many
 * are done, and is awaited (the pane reports progress and lets the browser paint there). The
 * outcome, refusals included, is the one buildReading gives; a teams scoresheet (with `teams`)
 * is built in one step.
 *
 * @example
 * const outcome = await buildReadingByBoard(reading, checked, startSheet, async (stage, done, total) => {
 *   report({ kind: "progressed", done, total });
 *   await nextTask();
 * });
 */
export async function buildReadingByBoard(
  reading: Reading,
  options: CheckedOptions,
  start: StartSheet,
  afterBoard: (stage: SheetStage, done: number, total: number) => Promise<void>,
  teams?: TeamsChoices,
): Promise<BuildOutcome> {
  const refused = refusal(reading);
  if (refused) return refused;
  try {
    const names = reading.area.sheetNames ?? [];
    // A teams scoresheet is built in one step (no board count).
    if (reading.teams && teams) return { kind: "built", model: buildTeams(reading.teams, teams, names) };
    const steps = start(reading.traveller, options, names);
    while (steps.next()) await afterBoard(steps.stage, steps.done, steps.total);
    return { kind: "built", model: steps.finish() };
  } catch (e) {
    return refusedBy(reading, e);
  }
}

/** The builder's or the engine's refusal as a Refusal; any other error is thrown on. */
function refusedBy(reading: Reading, e: unknown): Refusal {
  if (e instanceof TravellerError && e.problems.length > 0) {
    return { kind: "problems", problems: e.problems.map((p) => describeProblem(reading.area, p)) };
  }
  if (e instanceof ScoringError) return { kind: "failed", message: e.message };
  throw e;
}

/**
 * The column corrections that still apply to a new reading: kept when the director reads the same
 * block again (after fixing a cell, say), dropped when a different block is read.
 *
 * @example
 * keptOverrides({ 3: "score" }, before, after); // { 3: "score" } when both are Sheet1!A1:H9
 */
export function keptOverrides(
  overrides: ColumnOverrides,
  before: Pick<SheetArea, "sheet" | "range"> | null,
  after: Pick<SheetArea, "sheet" | "range">,
): ColumnOverrides {
  return before && before.sheet === after.sheet && before.range === after.range ? overrides : {};
}
