/**
 * What the Score button does, without Office.js or React: read the traveller from the cells the
 * pane was given, refuse it (listing every problem by Excel address) when anything is wrong, else
 * build the results sheet and hand it to the writer. The pane passes in the Excel functions, the
 * tests pass in mocks.
 */
import { ScoringError, type ColumnRole, TravellerError, readTraveller, type Traveller } from "../scoring";
import type { SheetModel } from "../sheet/model";
import { cellsForReading, describeProblem, type SheetArea } from "./area";
import type { CheckedOptions } from "./options";

/** The director's corrections of how columns are read, by 0-based column index within the area. */
export type ColumnOverrides = Readonly<Record<number, ColumnRole | "ignore">>;

/** A traveller read from an area of a sheet, its problems named by Excel address. */
export interface Reading {
  readonly area: SheetArea;
  readonly traveller: Traveller;
  /** Every problem as one line: `Sheet1!F7: "4Z" is not a contract.` */
  readonly problems: readonly string[];
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
  const traveller = readTraveller(cells, Object.keys(columns).length > 0 ? { columns } : {});
  return { area, traveller, problems: traveller.problems.map((p) => describeProblem(area, p)) };
}

/** What the pane needs to score: building the sheet (pure) and writing it (Excel). */
export interface ScoreSteps<W> {
  readonly build: (
    traveller: Traveller,
    options: CheckedOptions,
    existingNames: readonly string[],
  ) => SheetModel;
  readonly write: (model: SheetModel) => Promise<W>;
}

/** How a Score ended. */
export type ScoreOutcome<W> =
  | { readonly kind: "written"; readonly sheet: W; readonly model: SheetModel }
  | { readonly kind: "problems"; readonly problems: readonly string[] }
  | { readonly kind: "failed"; readonly message: string };

/**
 * Scores a reading: when the traveller has problems nothing is built or written and the problems
 * come back; when the engine refuses it (a board with no results, a pair twice in a Howell) its
 * message comes back; otherwise the sheet is built and written, and the writer's answer returned.
 *
 * @example
 * const outcome = await scoreReading(reading, checked, { build: buildSheet, write: writeSheet });
 * if (outcome.kind === "problems") showProblems(outcome.problems);
 */
export async function scoreReading<W>(
  reading: Reading,
  options: CheckedOptions,
  steps: ScoreSteps<W>,
): Promise<ScoreOutcome<W>> {
  if (reading.problems.length > 0) return { kind: "problems", problems: reading.problems };
  if (reading.traveller.boards.length === 0) {
    return {
      kind: "failed",
      message: `No boards were found in ${reading.area.range}: select the traveller, header row included, or click inside it.`,
    };
  }
  let model: SheetModel;
  try {
    model = steps.build(reading.traveller, options, reading.area.sheetNames ?? []);
  } catch (e) {
    if (e instanceof TravellerError && e.problems.length > 0) {
      return { kind: "problems", problems: e.problems.map((p) => describeProblem(reading.area, p)) };
    }
    if (e instanceof ScoringError) return { kind: "failed", message: e.message };
    throw e;
  }
  const sheet = await steps.write(model);
  return { kind: "written", sheet, model };
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
