// Excel custom functions: thin adapters from worksheet values to src/scoring. The build reads the
// JSDoc below (custom-functions-metadata-plugin) to write dist/functions.json and appends the
// CustomFunctions.associate calls itself, so each function needs only its JSDoc and an `export`.
// Conventions for every function here: the id after @customfunction is the exported name in upper
// case (Excel shows it as BRIDGE.<id>), every @param has a description, and @helpurl names a page
// under help/ with the development base (the build rewrites it for production).
import { ScoringError, quote } from "../scoring/errors";
import { imp as impForDifference, parseImpTableName, type ImpTableName } from "../scoring/imp";

/**
 * IMPs for a point difference on one board, positive when the difference is; a range of them spills.
 * @customfunction IMP
 * @param difference Points gained on the board (your score minus the other table's), or a range of them.
 * @param [table] IMP scale: "WBF" (the default), "1961", "1948" or "EMP1938".
 * @helpurl https://localhost:3000/help/imp.html
 * @returns IMPs won (negative when lost).
 * @example =BRIDGE.IMP(450) returns 10; =BRIDGE.IMP(-300) returns -7; =BRIDGE.IMP(D2:D9) spills 8 results.
 */
export function imp(difference: number[][], table?: string): number[][] {
  try {
    const scale = tableOrDefault(table);
    return difference.map((row) => row.map((cell) => impForDifference(pointDifference(cell), scale)));
  } catch (e) {
    throw toExcelError(e);
  }
}

/** An omitted optional argument arrives as null (or undefined outside Excel): use the WBF scale. */
function tableOrDefault(table: string | null | undefined): ImpTableName {
  if (table === null || table === undefined || String(table).trim() === "") return "WBF";
  return parseImpTableName(String(table));
}

/**
 * A difference from a worksheet cell. Excel on the desktop passes an empty cell as 0 and Excel on
 * the web as null; null is read as 0 too, so a blank scores 0 IMPs on every platform (as =A1-B1
 * would give 0 for two blanks).
 */
function pointDifference(cell: unknown): number {
  if (cell === null) return 0;
  if (typeof cell !== "number" || !Number.isFinite(cell)) {
    throw new ScoringError(`A point difference must be a number, not ${quote(cell)}.`);
  }
  return cell;
}

/**
 * Turns a ScoringError into the Excel error with the director-readable message (#VALUE! for input
 * that cannot be scored, #N/A for nothing to score against). Anything else is a bug: it is passed
 * on unchanged, and Excel shows #VALUE!.
 */
function toExcelError(e: unknown): unknown {
  if (!(e instanceof ScoringError)) return e;
  // CustomFunctions.Error needs CustomFunctionsRuntime 1.2; where it is missing, a plain Error still
  // gives #VALUE!.
  if (typeof CustomFunctions === "undefined" || typeof CustomFunctions.Error !== "function") {
    return new Error(e.message);
  }
  const code =
    e.kind === "notAvailable"
      ? CustomFunctions.ErrorCode.notAvailable
      : CustomFunctions.ErrorCode.invalidValue;
  return new CustomFunctions.Error(code, e.message);
}
