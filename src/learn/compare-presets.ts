/**
 * One board scored under two presets (this add-in's defaults, a federation's regulations) by one
 * method, table by table, with the results that differ marked: what a choice of regulations
 * changes on a board. Each preset's settings are taken as they are; every option a preset does
 * not settle stays at its default on both sides. Pure: no DOM, no React.
 */
import {
  PRESETS,
  presetOptions,
  scoreBoard,
  type PresetName,
  type ScoredBoard,
  type ScoringMethod,
  tableName,
} from "../scoring";

/** One table's results under the two presets. */
export interface PresetRow {
  readonly table: string;
  readonly a: number | null;
  readonly b: number | null;
  readonly differs: boolean;
}

export interface PresetComparison {
  readonly a: string;
  readonly b: string;
  readonly rows: readonly PresetRow[];
  /** How many tables' results differ. */
  readonly differing: number;
  /** Each side's board as scored, for its workings. */
  readonly boards: readonly [ScoredBoard, ScoredBoard];
}

/**
 * A board scored under presets a and b by a method, side by side.
 *
 * @example
 * comparePresets(board, "mp", "default", "ACBL").rows[0]; // { table: "NS 1 v EW 11", a: 3, b: 1.5, differs: true }
 */
export function comparePresets(
  board: Parameters<typeof scoreBoard>[0],
  method: ScoringMethod,
  a: PresetName,
  b: PresetName,
): PresetComparison {
  const sa = scoreBoard(board, { ...presetOptions(a), method });
  const sb = scoreBoard(board, { ...presetOptions(b), method });
  const rows = sa.tables.map((t, k) => {
    const x = t.nsResult;
    const y = sb.tables[k]?.nsResult ?? null;
    return {
      table: tableName(t),
      a: x,
      b: y,
      differs: x === null || y === null ? x !== y : Math.abs(x - y) > 1e-9,
    };
  });
  return {
    a: PRESETS[a].title,
    b: PRESETS[b].title,
    rows,
    differing: rows.filter((r) => r.differs).length,
    boards: [sa, sb],
  };
}
