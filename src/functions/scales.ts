// The scale arguments of BRIDGE.IMP and BRIDGE.VP20, and BRIDGE.CROSSIMP's cap: a scale's name as
// before, or a two-column range holding a federation's printed scale (lower bounds, then IMPs or the
// winner's VPs), checked by the core and refused naming the cell of the range that is wrong.
import {
  ScoringError,
  isBlankCell,
  parseOption,
  readImpScaleGrid,
  readVpScaleGrid,
  type ImpScaleChoice,
  type VpScaleTable,
  type VpScale,
  readOption,
  type TeamsVpChoice,
} from "../scoring";
import { renameCells } from "../grid/a1";
import { impTableOption, vpScaleOption } from "./options";

/** A range argument as rows; a single value as one cell. */
function gridOf(value: unknown): unknown[][] {
  return Array.isArray(value) ? (value as unknown[][]).map((r) => (Array.isArray(r) ? r : [r])) : [[value]];
}

/** The single value of a one-cell argument, or undefined for a larger range. */
function single(value: unknown): { value: unknown } | undefined {
  const g = gridOf(value);
  return g.length === 1 && g[0].length === 1 ? { value: g[0][0] } : undefined;
}

/** The core's cell names (A1 from the range's corner) as "row 3, column 1 of table". */
function inRange(read: () => unknown, param: string): unknown {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    const message = renameCells(
      e.message,
      "Cell",
      (cell) => `Row ${cell.row + 1}, column ${cell.col + 1} of ${param}`,
    );
    throw new ScoringError(message, e.kind);
  }
}

/**
 * BRIDGE.IMP's table: a scale's name (WBF by default), or a two-column range of From and IMPs.
 *
 * @example
 * impScaleArgument([["1961"]]); // "1961"
 * impScaleArgument([[0, 0], [20, 1], [50, 2]]).lowerBounds; // [20, 50]
 */
export function impScaleArgument(value: unknown): ImpScaleChoice {
  if (value === null || value === undefined) return "WBF";
  const one = single(value);
  if (one !== undefined) return impTableOption(one.value);
  return inRange(
    () => readImpScaleGrid(gridOf(value), undefined, "the given IMP scale"),
    "table",
  ) as ImpScaleChoice;
}

/**
 * BRIDGE.VP20's scale: "WBF" (the default) or "table", or a range of margin From and the winner's
 * VPs (one column, or a column per match length under a header of board counts).
 *
 * @example
 * vpScaleArgument("table"); // "table"
 */
export function vpScaleArgument(value: unknown): VpScale | VpScaleTable {
  if (value === null || value === undefined) return "WBF";
  const one = single(value);
  if (one !== undefined) return vpScaleOption(one.value);
  return inRange(
    () => readVpScaleGrid(gridOf(value), undefined, "the given VP scale"),
    "scale",
  ) as VpScaleTable;
}

/**
 * BRIDGE.CROSSIMP's cap: none when omitted or blank, else a whole number of IMPs, 1 or more.
 *
 * @example
 * impCapArgument(17); // 17
 * impCapArgument(null); // undefined
 */
export function impCapArgument(value: unknown): number | undefined {
  return isBlankCell(value) ? undefined : parseOption("impCap", value);
}

/**
 * BRIDGE.STANDINGS's VP scale: none given (the input's own, or WBF under IMPs); a name ("WBF",
 * "discrete" or "table" for the classic whole-number table, "none" for no VPs); or a range of a
 * scale of your own, as BRIDGE.VP20 takes it.
 *
 * @example
 * teamsVpArgument("table"); // { vp: "discrete" }
 * teamsVpArgument(null); // {}
 */
export function teamsVpArgument(value: unknown): { vp?: TeamsVpChoice; vpTable?: VpScaleTable } {
  if (value === null || value === undefined) return {};
  const one = single(value);
  if (one !== undefined) {
    if (isBlankCell(one.value)) return {};
    const named = readOption("teamsVp", one.value);
    if (named.ok) return { vp: named.value };
    if (readOption("vpScale", one.value).ok)
      return { vp: vpScaleOption(one.value) === "table" ? "discrete" : "wbf" };
    throw new ScoringError(
      `vpScale: expected WBF, discrete (or table, the classic whole-number table), none, or a range of a scale of your own, not "${String(one.value)}".`,
    );
  }
  return { vpTable: vpScaleArgument(value) as VpScaleTable };
}
