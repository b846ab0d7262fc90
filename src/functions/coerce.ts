// Worksheet values in, worksheet values out: how the custom functions in functions.ts read what Excel
// passes them and shape what they hand back. Nothing here knows any bridge scoring; the adapters in
// functions.ts call the core (src/scoring) between these readers and writers.
//
// What Excel passes (CustomFunctionsRuntime): a range argument arrives as a 2-D array, rows first,
// even when it is a single cell; a blank cell in it arrives as "" (null on some platforms); an
// omitted optional argument arrives as null; a number typed into a text-formatted cell arrives as
// text ("420"). What Excel accepts back: a 2-D array spills; a CustomFunctions.Error inside it shows
// as that cell's error with its message, and a thrown CustomFunctions.Error as the formula's error.
import {
  ScoringError,
  quote,
  parseArtificial,
  type ArtificialEntry,
  readWeights,
  isBlankCell,
  readNumberCell,
  parseOption,
} from "../scoring";

/** One cell of a result: a number, text, "" for a cell left blank, or an Excel error. */
export type ResultCell = number | string | CustomFunctions.Error | Error;

/**
 * A range argument as rows of cells. Excel always passes a 2-D array; a single value (as a test or
 * another adapter may pass) is read as a range of one cell.
 *
 * @example
 * asGrid([[1], [2]]); // [[1], [2]]
 * asGrid(450); // [[450]]
 */
export function asGrid(value: unknown): unknown[][] {
  if (Array.isArray(value) && value.every((row) => Array.isArray(row))) return value as unknown[][];
  if (Array.isArray(value)) return [value];
  return [[value]];
}

/**
 * Where a cell is, for a message: "row 3, column 1 of scores", or just "scores" when the argument
 * is a single cell.
 *
 * @example
 * cellName("scores", 2, 0, [[1], [2], [3]]); // "row 3, column 1 of scores"
 */
export function cellName(param: string, row: number, column: number, grid: unknown[][]): string {
  const single = grid.length === 1 && grid[0].length === 1;
  return single ? param : `row ${row + 1}, column ${column + 1} of ${param}`;
}

/** A worksheet value as a director would recognise it in a message. */
export function describe(value: unknown): string {
  if (isBlankCell(value)) return "a blank";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value !== null && typeof value === "object") {
    const code = (value as { code?: unknown; value?: unknown }).code ?? (value as { value?: unknown }).value;
    return typeof code === "string" && code.startsWith("#") ? `the error ${code}` : "an error value";
  }
  return quote(value);
}

/** The error a reader throws for a cell it cannot read: "<where> holds <value>: expected <what>." */
export function cellError(where: string, value: unknown, expected: string): ScoringError {
  return new ScoringError(`${where} holds ${describe(value)}: expected ${expected}.`);
}

/**
 * A number the argument must hold, else an error naming `where`. Numbers stored as text are read as
 * the traveller reader reads them (readNumberCell: "+420", " \u2212100", "1,430"); a blank is never
 * a number. Exponent text such as "1e3" is not read: no bridge score, margin or board is written so.
 *
 * @example
 * readNumber("1,430", "score", "an NS score"); // 1430
 */
export function readNumber(value: unknown, where: string, expected: string): number {
  const n = readNumberCell(value);
  if (n === null) throw cellError(where, value, expected);
  return n;
}

/** What a cell of a field of NS scores holds. */
export type ScoreCell =
  | { readonly kind: "blank" }
  | { readonly kind: "score"; readonly score: number }
  | { readonly kind: "artificial"; readonly entry: ArtificialEntry };

const EXPECTED_SCORE = "an NS score in points, or A=, A+, A- or NP";

/**
 * Reads one cell that should hold an NS score: a number (or numeric text), an artificial score
 * (A=, A+, A-, a percentage, a split award such as A+/A-, or NP for not played), or a blank.
 * Anything else is an error naming the cell.
 *
 * @example
 * readScoreCell("A+", "score").kind; // "artificial"
 * readScoreCell(" -100", "score"); // { kind: "score", score: -100 }
 */
export function readScoreCell(value: unknown, where: string): ScoreCell {
  // A lone "-" is "not applicable" (PBN prints it in the other side's score column): a blank.
  if (isBlankCell(value) || (typeof value === "string" && value.trim() === "-")) return { kind: "blank" };
  const n = readNumberCell(value);
  if (n !== null) return { kind: "score", score: n };
  if (typeof value !== "string") throw cellError(where, value, EXPECTED_SCORE);
  let entry: ArtificialEntry | null;
  try {
    entry = parseArtificial(value);
  } catch (e) {
    if (e instanceof ScoringError) throw new ScoringError(`${where}: ${e.message}`, e.kind);
    throw e;
  }
  if (entry === null) throw cellError(where, value, EXPECTED_SCORE);
  return { kind: "artificial", entry };
}

/** The results on a board, read from a range holding its traveller's NS scores. */
export interface Field {
  /** The NS scores (bridge results only), row by row. */
  readonly scores: number[];
  /**
   * The tables that were to play the board: every cell that is not blank, so the results plus the
   * artificial scores and NP entries (which are not results, but are tables with no result).
   */
  readonly tables: number;
}

/**
 * Reads a field of NS scores (a whole traveller): blanks are skipped, artificial scores and NP are
 * counted as tables without a result, anything else that is not a score is an error naming its
 * cell. There must be at least one result.
 *
 * @example
 * readField([[620], [""], ["A="], [-100]], "scores"); // { scores: [620, -100], tables: 3 }
 */
export function readField(value: unknown, param: string): Field {
  const grid = asGrid(value);
  const scores: number[] = [];
  let tables = 0;
  grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      const read = readScoreCell(cell, cellName(param, r, c, grid));
      if (read.kind === "blank") return;
      tables++;
      if (read.kind === "score") scores.push(read.score);
    }),
  );
  if (scores.length === 0) {
    throw new ScoringError(
      `${param} holds no results: give the NS scores of the board (blank cells, A=, A+, A- and NP are not results).`,
    );
  }
  return { scores, tables };
}

/**
 * The results expected on a board, as the `expected` option reads it: the number given; "results"
 * (no factoring); or, by default or as "tables", every table in the field (results plus artificial
 * scores and NP). Undefined when that is just the number of results, so the core does not factor.
 */
export function expectedTables(value: unknown, field: Field, extra: number = 0): number | undefined {
  const given = isBlankCell(value) ? "tables" : parseOption("expected", value);
  if (typeof given === "number") return given;
  const tables = field.tables + extra;
  return given === "tables" && tables > field.scores.length + extra ? tables : undefined;
}

/** The components and weights of one weighted score (Law 12C1(c)), read pairwise. */
export interface WeightedScore {
  readonly components: number[];
  readonly weights: number[];
}

/**
 * Reads the component scores and their weights from two ranges of the same shape, cell beside
 * cell. A row blank in both is skipped; a component without a weight (or the reverse) is an error.
 *
 * @example
 * readWeightedScore([[420], [-50]], [[0.6], [0.4]]); // { components: [420, -50], weights: [0.6, 0.4] }
 */
export function readWeightedScore(components: unknown, weights: unknown): WeightedScore {
  const cs = asGrid(components);
  const ws = asGrid(weights);
  const size = (g: unknown[][]) => `${g.length} row${g.length === 1 ? "" : "s"} by ${g[0]?.length ?? 0}`;
  const sameShape = cs.length === ws.length && cs.every((row, r) => row.length === ws[r].length);
  if (!sameShape) {
    throw new ScoringError(
      `components is ${size(cs)} but weights is ${size(ws)}: give one weight beside each component score.`,
    );
  }
  const out: WeightedScore = { components: [], weights: [] };
  cs.forEach((row, r) =>
    row.forEach((c, k) => {
      const w = ws[r][k];
      if (isBlankCell(c) && isBlankCell(w)) return;
      out.components.push(readNumber(c, cellName("components", r, k, cs), "a bridge score for this weight"));
      out.weights.push(readNumber(w, cellName("weights", r, k, ws), "a weight for this component"));
    }),
  );
  if (out.components.length === 0)
    throw new ScoringError("components holds no scores: give the weighted results.");
  readWeights(out.weights); // checked here, so a slip is reported without the core's table number
  return out;
}

/**
 * Turns what the core threw into what Excel shows: a ScoringError becomes a CustomFunctions.Error
 * with its message (#VALUE! for input that cannot be scored, #N/A for a value with nothing to
 * score against, as RANK and MATCH give). Anything else is a bug and is passed on unchanged.
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

/** Runs an adapter's body, turning a ScoringError into the Excel error it throws. */
export function run<T>(body: () => T): T {
  try {
    return body();
  } catch (e) {
    throw toExcelError(e);
  }
}

/**
 * A result with the shape of a range argument: `each` computes one cell from the argument's cell
 * and its name ("row 2, column 1 of score"). A blank cell gives a blank; a cell that cannot be
 * scored gets its own error (named by its place in the range) while the others still compute.
 *
 * @example
 * spill([[450], [""], [-300]], "difference", (cell) => imp(Number(cell))); // [[10], [""], [-7]]
 */
export function spill(
  value: unknown,
  param: string,
  each: (cell: unknown, where: string) => ResultCell,
): ResultCell[][] {
  const grid = asGrid(value);
  const single = grid.length === 1 && grid[0].length === 1;
  return grid.map((row, r) =>
    row.map((cell, c) => {
      if (isBlankCell(cell)) return "";
      const where = cellName(param, r, c, grid);
      try {
        return each(cell, where);
      } catch (e) {
        if (!(e instanceof ScoringError)) throw e; // a bug: let it fail the whole formula
        // A core message about the value alone: in a range, say which cell it came from.
        const named =
          single || e.message.startsWith(where) ? e : new ScoringError(`${where}: ${e.message}`, e.kind);
        return toExcelError(named) as ResultCell;
      }
    }),
  );
}

/**
 * A result with the shape of a `score` argument, each cell scored against a field: a score gets
 * `onScore(score)` (worked out once per distinct score), an artificial score `onArtificial(entry)`,
 * a blank a blank. A score that is not in the field is #N/A, as RANK gives: the field must be the
 * whole traveller, every result once, this one included.
 *
 * @example
 * spillScores([[680], [99]], "score", [680, -100], "scores", (s) => s / 10, () => ""); // [[68], [#N/A]]
 */
export function spillScores(
  value: unknown,
  param: string,
  field: readonly number[],
  fieldParam: string,
  onScore: (score: number) => number,
  onArtificial: (entry: ArtificialEntry) => number | "",
): ResultCell[][] {
  const inField = new Set(field);
  const done = new Map<number, number>();
  return spill(value, param, (cell, where) => {
    const read = readScoreCell(cell, where);
    if (read.kind === "artificial") return onArtificial(read.entry);
    if (read.kind === "blank") return "";
    if (!inField.has(read.score)) {
      throw new ScoringError(
        `${where} is ${read.score}, which is not among ${fieldParam}: ${fieldParam} must hold every result on the board, this one included (as for RANK).`,
        "notAvailable",
      );
    }
    let result = done.get(read.score);
    if (result === undefined) {
      result = onScore(read.score);
      done.set(read.score, result);
    }
    return result;
  });
}
