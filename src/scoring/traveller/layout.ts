// Reading a header row into a layout: which column holds each role, and in which form the score
// is given (one signed column, or plus and minus columns).
import { Problem } from "./problems";
import { cellText, isBlankCell } from "../base/cells";
import { ColumnReading, ColumnRole, headerKey } from "./headers";
import { Overrides, rolesOf } from "./header-row";
import * as say from "./messages";

/** The score cells of a layout: one signed column, plus and minus columns, or none (contracts only). */
export type ScoreForm = "signed" | "plusMinus" | "none";

/** How the rows under one header row are read. */
export interface Layout {
  /** The 0-based column of each role found. */
  readonly roleColumns: ReadonlyMap<ColumnRole, number>;
  /** How each column of the header row was read, for the caller to show. */
  readonly readings: readonly ColumnReading[];
  readonly scoreForm: ScoreForm;
  /**
   * Whether the minus score column is headed as East-West's own score (EW Score, Score_EW,
   * zapis EW): an award there is EW's, as PBN files write it ("A-" under Score_NS, "A+" under
   * Score_EW). Absent means false.
   */
  readonly minusIsEw?: boolean;
}

// Minus-column headers that name East-West's own score (after headerKey).
const EW_SCORE_KEYS = new Set([
  "ewscore",
  "scoreew",
  "ewsc",
  "ew+",
  "+ew",
  "ewplus",
  "ewpoints",
  "ewpts",
  "zapisew",
  "zapisyew",
]);

/**
 * Reads header row `headerRow` (its cells are `row`) into a layout, with the problems it has:
 * two columns with one role, a pair column missing, score columns that do not make one form, or
 * nothing at all to score. "NS Score" beside "EW Score" reads as NS's plus and minus columns.
 *
 * @example
 * readLayout(["NS", "EW", "+Sc", "-Sc"], 0, readOverrides(undefined)).layout.scoreForm; // "plusMinus"
 */
export function readLayout(
  row: readonly unknown[],
  headerRow: number,
  overrides: Overrides,
): { layout: Layout; problems: Problem[] } {
  const problems: Problem[] = [];
  const roles = rolesOf(row, overrides);
  const roleColumns = new Map<ColumnRole, number>();
  const width = Math.max(row.length, ...[...roles.keys()].map((i) => i + 1));
  const readings: ColumnReading[] = [];
  for (let i = 0; i < width; i++) {
    const header = cellText(row[i]);
    const role = roles.get(i);
    const overridden =
      overrides.byIndex.has(i) || [...overrides.byRole].some(([r, idx]) => idx === i && r === role);
    if (role === undefined || role === "ignore") {
      if (header !== "" || overridden) readings.push({ index: i, header, role: "ignored", overridden });
      continue;
    }
    const before = roleColumns.get(role);
    if (before !== undefined && (role === "publishedNs" || role === "publishedEw")) {
      // Several published results (MP_NS beside Percentage_NS): the first is compared, the rest shown as ignored.
      readings.push({ index: i, header, role: "ignored", overridden });
      continue;
    }
    if (before !== undefined) {
      problems.push({
        row: headerRow,
        column: i,
        message: say.twoColumnsForRole(role, cellText(row[before]), header),
      });
      readings.push({ index: i, header, role: "ignored", overridden });
      continue;
    }
    roleColumns.set(role, i);
    readings.push({ index: i, header, role, overridden });
  }
  const firstCell = Math.max(
    0,
    row.findIndex((c) => !isBlankCell(c)),
  );
  const players = { ns: ["north", "south"], ew: ["east", "west"] } as const;
  for (const needed of ["ns", "ew"] as const) {
    if (!roleColumns.has(needed) && !players[needed].every((p) => roleColumns.has(p))) {
      problems.push({ row: headerRow, column: firstCell, message: say.missingPairColumn(needed) });
    }
  }
  const scoreForm = readScoreForm(row, headerRow, roleColumns, readings, problems);
  if (scoreForm === "none" && !roleColumns.has("contract") && problems.length === 0) {
    problems.push({ row: headerRow, column: firstCell, message: say.NOTHING_TO_SCORE });
  }
  const minus = roleColumns.get("scoreMinus");
  const minusIsEw = minus !== undefined && EW_SCORE_KEYS.has(headerKey(cellText(row[minus])));
  return { layout: { roleColumns, readings, scoreForm, minusIsEw }, problems };
}

/**
 * The score form the score columns make. A signed "Score" column beside a minus column (NS Score
 * and EW Score) becomes the plus column: `roleColumns` and `readings` are changed to say so.
 */
function readScoreForm(
  row: readonly unknown[],
  headerRow: number,
  roleColumns: Map<ColumnRole, number>,
  readings: ColumnReading[],
  problems: Problem[],
): ScoreForm {
  const has = (r: ColumnRole): boolean => roleColumns.has(r);
  if (has("score") && has("scorePlus")) {
    const plus = roleColumns.get("scorePlus")!;
    problems.push({
      row: headerRow,
      column: plus,
      message: say.signedAndPlusColumns(cellText(row[roleColumns.get("score")!]), cellText(row[plus])),
    });
    return "none";
  }
  if (has("score") && has("scoreMinus")) {
    // "NS Score" beside "EW Score": the first is NS's plus column, the second NS's minus column.
    roleColumns.set("scorePlus", roleColumns.get("score")!);
    roleColumns.delete("score");
    const i = readings.findIndex((c) => c.role === "score");
    readings[i] = { ...readings[i], role: "scorePlus" };
    return "plusMinus";
  }
  if (has("scorePlus") !== has("scoreMinus")) {
    const [present, missing]: ColumnRole[] = has("scorePlus")
      ? ["scorePlus", "scoreMinus"]
      : ["scoreMinus", "scorePlus"];
    problems.push({
      row: headerRow,
      column: roleColumns.get(present)!,
      message: say.scoreColumnAlone(present, missing),
    });
    return "none";
  }
  if (has("scorePlus")) return "plusMinus";
  if (has("score")) return "signed";
  return "none";
}
