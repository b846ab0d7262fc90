// Runs the add-in's custom functions inside a real formula engine, HyperFormula, so tests can type
// formulas such as =BRIDGE.CROSSIMP(A2:A6,A2:A6) into a sheet and read the spilled cells.
//
// The functions are registered from the same JSDoc metadata the build turns into functions.json
// (custom-functions-metadata's parseTree on src/functions/functions.ts), so each argument reaches
// the function as Excel would pass it: a matrix parameter as a 2-D array (a single value as a 1x1
// array, a blank cell as ""), a scalar as a value (an omitted optional as null), a number or string
// parameter coerced to that type. A CustomFunctions.Error (thrown, or inside a spilled result)
// becomes a HyperFormula error of the same kind with the same message.
import * as fs from "node:fs";
import * as path from "node:path";
import { parseTree, type IFunction } from "custom-functions-metadata";
import {
  ArraySize,
  CellError,
  EmptyValue,
  ErrorType,
  FunctionArgumentType,
  FunctionPlugin,
  HyperFormula,
  SimpleRangeValue,
  type FunctionArgument,
  type FunctionPluginDefinition,
  type ImplementedFunctions,
} from "hyperformula";
import * as customFunctions from "../../src/functions/functions";
import { ExcelError } from "./custom-functions-runtime";

const SOURCE = path.resolve(__dirname, "../../src/functions/functions.ts");

/** The namespace the manifest gives the functions. */
export const NAMESPACE = "BRIDGE";

/**
 * The argument each spilling function's result takes its shape from (docs/conventions.md, "The
 * worksheet functions": a result marked spills has the shape of the range it follows). HyperFormula
 * must know a spilled result's size before it computes it. A weighted function without its optional
 * `score` returns one cell.
 */
export const SPILLS_LIKE: Readonly<Record<string, string>> = {
  IMP: "difference",
  CROSSIMP: "score",
  NEUBERG: "score",
  WEIGHTEDCROSSIMP: "score",
  WEIGHTEDMATCHPOINTS: "score",
  WEIGHTEDBUTLER: "score",
  VP20: "imps",
  VULNERABILITY: "board",
  DEALER: "board",
};

/**
 * The session functions, whose results are as long as the session makes them (a ranking has a row
 * per pair): HyperFormula sizes a spilled result before computing it, so each is given room as
 * the traveller argument's height allows (a ranking has at most two pairs a row, under one
 * header; the results beside the traveller are as tall as it; the movement has a row a board set
 * at most), and the cells past the result are left empty, as Excel's spill has them.
 */
export const SPILLS_AT_MOST: Readonly<Record<string, (height: number) => { width: number; height: number }>> =
  {
    RANKING: (h) => ({ width: 7, height: 2 * h + 1 }),
    BOARDRESULTS: (h) => ({ width: 2, height: h }),
    MOVEMENT: (h) => ({ width: 2, height: h + 8 }),
    // A match row names two teams, so standings have at most two teams a row; a draw has a table
    // for every two teams and the bye under its header.
    STANDINGS: (h) => ({ width: 6, height: 2 * h + 1 }),
    SWISSDRAW: (h) => ({ width: 4, height: h + 2 }),
  };

/**
 * The asynchronous functions (they answer with a promise, after solving a deal): HyperFormula has no
 * asynchronous functions, so they are not registered with it; their own tests call them directly.
 */
export const ASYNCHRONOUS: ReadonlySet<string> = new Set(["DDTRICKS", "PAR"]);

/** The functions' metadata as the build reads it, with the exported function each id calls. */
export function readMetadata(): { functions: IFunction[]; implementation: Map<string, string> } {
  const tree = parseTree(fs.readFileSync(SOURCE, "utf8"), SOURCE);
  const errors = tree.extras.flatMap((e) => e.errors);
  if (errors.length > 0) throw new Error(`JSDoc errors in functions.ts: ${errors.join("; ")}`);
  return {
    functions: tree.functions,
    implementation: new Map(tree.associate.map((a) => [a.id, a.functionName])),
  };
}

const ERROR_TYPES: Readonly<Record<string, ErrorType>> = {
  "#VALUE!": ErrorType.VALUE,
  "#N/A": ErrorType.NA,
  "#NUM!": ErrorType.NUM,
  "#DIV/0!": ErrorType.DIV_BY_ZERO,
  "#REF!": ErrorType.REF,
  "#NAME?": ErrorType.NAME,
};

/** The code Excel shows for each of HyperFormula's error types (HyperFormula's NA is Excel's #N/A). */
const EXCEL_CODES: ReadonlyMap<string, string> = new Map(
  Object.entries(ERROR_TYPES).map(([code, type]) => [type as string, code]),
);

type Cell = unknown;

/** A HyperFormula cell value as Excel hands it to a custom function. */
function toExcel(value: Cell, blank: "" | null): Cell {
  if (value === EmptyValue || value === undefined) return blank;
  if (value instanceof CellError)
    return new ExcelError(EXCEL_CODES.get(value.type) ?? `#${value.type}`, value.message);
  if (value !== null && typeof value === "object" && "val" in value) return (value as { val: unknown }).val; // typed number
  return value;
}

/** What a custom function returned, as a HyperFormula value. */
function fromExcel(value: Cell): Cell {
  if (value instanceof ExcelError)
    return new CellError(ERROR_TYPES[value.code] ?? ErrorType.VALUE, value.message);
  if (value instanceof Error)
    return new CellError(ErrorType.VALUE, `not a CustomFunctions.Error: ${value.message}`);
  if (Array.isArray(value))
    return SimpleRangeValue.onlyValues(value.map((row: Cell[]) => row.map(fromExcel)) as never);
  return value;
}

function argumentFor(p: IFunction["parameters"][number]): FunctionArgument {
  const argumentType =
    p.dimensionality === "matrix"
      ? FunctionArgumentType.RANGE
      : p.type === "number"
        ? FunctionArgumentType.NUMBER
        : p.type === "string"
          ? FunctionArgumentType.STRING
          : FunctionArgumentType.SCALAR;
  return { argumentType, optionalArg: p.optional === true };
}

/** A FunctionPlugin class holding every custom function, named BRIDGE.<id>, and its translations. */
export function bridgePlugin(): {
  plugin: FunctionPluginDefinition;
  translations: Record<string, Record<string, string>>;
} {
  const { functions, implementation } = readMetadata();
  const exported = customFunctions as unknown as Record<string, (...args: unknown[]) => unknown>;
  class BridgePlugin extends FunctionPlugin {
    static override implementedFunctions: ImplementedFunctions = {};
  }
  const proto = BridgePlugin.prototype as unknown as Record<string, unknown>;
  const names: Record<string, string> = {};
  for (const f of functions) {
    if (ASYNCHRONOUS.has(f.id)) continue;
    const key = `${NAMESPACE}.${f.id}`;
    const fn = exported[implementation.get(f.id) ?? ""];
    if (typeof fn !== "function") throw new Error(`${f.id} is associated with no exported function`);
    const matrix = f.parameters.map((p) => p.dimensionality === "matrix");
    BridgePlugin.implementedFunctions[key] = {
      method: `call${f.id}`,
      parameters: f.parameters.map(argumentFor),
    };
    proto[`call${f.id}`] = function (this: BridgePlugin, ast: { args: { type: string }[] }, state: never) {
      // Excel passes an argument skipped with commas, =F(a,,c), as null, like an omitted one;
      // HyperFormula would pass the zero of the parameter's type.
      const skipped = ast.args.map((a) => a.type === "EMPTY");
      return this["runFunction"](ast.args as never[], state, this["metadata"](key), (...args: Cell[]) => {
        const excelArgs = f.parameters.map((_, i) => {
          const a = skipped[i] ? undefined : args[i];
          if (a instanceof SimpleRangeValue) return a.data.map((row) => row.map((v) => toExcel(v, "")));
          return a === undefined ? null : toExcel(a, matrix[i] ? "" : null);
        });
        try {
          return fromExcel(fn(...excelArgs)) as never;
        } catch (e) {
          return fromExcel(e) as never;
        }
      });
    };
    const atMost = SPILLS_AT_MOST[f.id];
    if (atMost !== undefined) {
      BridgePlugin.implementedFunctions[key].sizeOfResultArrayMethod = `size${f.id}`;
      proto[`size${f.id}`] = function (this: BridgePlugin, ast: { args: { type: string }[] }, state: never) {
        const size: ArraySize = this["arraySizeForAst"](ast.args[0] as never, state);
        const room = atMost(size.height);
        return new ArraySize(room.width, room.height);
      };
    } else if (f.result?.dimensionality === "matrix") {
      const spillFrom = f.parameters.findIndex((p) => p.name === SPILLS_LIKE[f.id]);
      if (spillFrom < 0) throw new Error(`SPILLS_LIKE does not say which argument ${f.id}'s result follows`);
      BridgePlugin.implementedFunctions[key].sizeOfResultArrayMethod = `size${f.id}`;
      proto[`size${f.id}`] = function (this: BridgePlugin, ast: { args: { type: string }[] }, state: never) {
        const arg = ast.args[spillFrom];
        if (arg === undefined || arg.type === "EMPTY") return ArraySize.scalar();
        // A range argument is sized as a reference; the result is values of the same size.
        const size: ArraySize = this["arraySizeForAst"](arg as never, state);
        return new ArraySize(size.width, size.height);
      };
    }
    names[key] = key;
  }
  return { plugin: BridgePlugin, translations: { enGB: names } };
}

/**
 * Builds a HyperFormula sheet from rows of cells (formulas as text starting with "="), with the
 * custom functions registered for as long as `use` runs.
 *
 * @example
 * withSheet([[620], [-100], ["=BRIDGE.IMP(A1-A2)"]], (hf) => hf.getCellValue({ sheet: 0, row: 2, col: 0 })); // 12
 */
export function withSheet<T>(rows: Cell[][], use: (hf: HyperFormula) => T): T {
  const { plugin, translations } = bridgePlugin();
  HyperFormula.registerFunctionPlugin(plugin, translations);
  const hf = HyperFormula.buildFromArray(rows as never, { licenseKey: "gpl-v3" });
  try {
    return use(hf);
  } finally {
    hf.destroy();
    HyperFormula.unregisterFunctionPlugin(plugin);
  }
}
