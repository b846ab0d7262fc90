// Snapshot of everything the project outputs, to prove that a redesign changes no number, formula,
// format, text or JSON: `npx tsx scripts/snapshot-outputs.ts OUTDIR` writes one file per case into
// OUTDIR (which must be missing or empty), the same bytes on every run. scripts/compare-outputs.sh
// runs it on two revisions and diffs the directories.
//
// What is captured, for every case:
// - `*.model.json`: the results sheet model, built as the command line builds it (the event layer's
//   openInput -> scoreEvent with the choices the CLI reads from its arguments), or the error that
//   refused it;
// - `*.cli.txt` and `*.cli-json.txt`: the command line (main(argv, io) with an in-memory CliIO)
//   without and with --json: its exit code, stdout and stderr, byte for byte. The traveller is
//   always handed over as `traveller.csv`, so no example's file name appears in any output;
// - `*.pane-model.json` and `*.pane-layout.json` (some cases): the model the task pane builds
//   (its cells read as the pane reads them, checkOptions of the pane's choices, scored through the
//   event layer with names of sheets already in the workbook) and the blocks the Office.js writer
//   writes from it (sheetLayout);
// - `*.xlsx.json` (some cases): the ExcelJS workbook the xlsx writer makes, as ExcelJS's own model
//   of each worksheet (values, formulas, cached results, number formats, fonts, fills, borders,
//   widths, views, page setup, conditional formats) and the defined names, not the zipped bytes,
//   which carry timestamps; `*.cli-xlsx.*` reads back a workbook the CLI wrote with --xlsx;
// - `functions.json`: every custom function of src/functions called on a table of arguments, good
//   and bad, with what it returned or the error it threw (a CustomFunctions stand-in is installed).
//
// The cases: every CSV of examples/ (named by the sha1 of its text, not by its file name, which a
// redesign may change) under each method and a set of option sets; a few hundred boards generated
// here from a seeded PRNG as CSV text (plain scores, ties, awards, weighted and split-weighted
// scores, contract columns, 2 to 40 tables, Mitchell and Howell sessions, broken travellers), each
// under a sample of methods and options; and command lines the CLI must refuse.
//
// JSON files are written with JSON.stringify(x, null, 1) after sorting every object's keys, so a
// change of property order is not a difference. A key whose value is undefined counts as missing;
// nothing else is dropped: undefined in an array, NaN, Infinity, Maps, Sets and errors (message and
// own properties) are written out with markers. -0 is written as 0, as every output shows it.
//
// Only the marked block below knows the project's modules: after a redesign, edit that block (the
// imports and the small adapters under them) and nothing else. The cases are plain strings and
// arrays, independent of the project's types.
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import ExcelJS from "exceljs";
// ================================================================================================
// INTERNAL IMPORTS AND ADAPTERS: the only lines that name the project's modules and types.
// ================================================================================================
import { readCsv } from "../src/io/csv";
import { openInput, scoreEvent } from "../src/event";
import type { SheetModel } from "../src/sheet/model";
import { main as cliMain, parseArgs, type CliIO } from "../src/cli/score";
import { checkOptions, DEFAULT_FORM_CHOICES, userChoices } from "../src/event/forms";
import { readArea } from "../src/taskpane/workflow";
import { sheetLayout } from "../src/office/layout";
import { workbookFromModels } from "../src/writers/xlsx";
import * as customFunctions from "../src/functions/functions";
// Installs the CustomFunctions stand-in (Error and ErrorCode) the tests use, on import.
import { ExcelError as CustomFunctionsError } from "../test/support/custom-functions-runtime";
// The generated travellers' seeded generator (Mulberry32), the project's one (src/scoring/base/random.ts).
import { seededRandom as seeded } from "../test/support/seeded";

/** The rows of cell texts of CSV text, as the CLI reads them. */
function csvRows(text: string): string[][] {
  return readCsv(text).rows;
}

/**
 * A sheet model as the pre-redesign model said it, so the two compare cell for cell: the redesign
 * made the model declare its blocks and tables (`blocks`, which the old model did not have), and
 * the rectangle of a block set beside the others (the old `sideBlocks`) is now such a block marked
 * `beside`. The cells now say what they are (`role`, from which their style is derived): the role
 * is left out, the style kept. Everything else (cells, formulas, values, formats, styles, widths,
 * print set-up) is kept as is. The declared structure and the roles are pinned by the sheet's own tests.
 */
function comparableModel(built: unknown): unknown {
  if (built === null || typeof built !== "object" || !("blocks" in built)) return built;
  const { blocks, ...withRoles } = built as SheetModel;
  const withoutRole = (cell: SheetModel["cells"][number]): object => {
    const copy = { ...cell };
    delete copy.role;
    return copy;
  };
  const rest = { ...withRoles, cells: withRoles.cells.map(withoutRole) };
  const beside = blocks.filter((b) => b.beside);
  if (beside.length === 0) return rest;
  return {
    ...rest,
    sideBlocks: beside.map((b) => ({
      top: b.rows[0],
      left: b.columns[0],
      bottom: b.rows[1],
      right: b.columns[1],
    })),
  };
}

/** The results sheet model of a CSV, built as the CLI builds it for these arguments (no file name). */
function cliModel(csv: string, args: readonly string[]): unknown {
  const request = parseArgs(["traveller.csv", ...args]);
  if (request === "help") throw new Error("--help asked for");
  return scoreEvent(openInput(csv, "traveller.csv"), { pairs: request.options }).sections[0].sheet;
}

/** Runs the CLI with an in-memory file system of `files`; what it printed and its exit code. */
async function runCli(
  argv: readonly string[],
  files: Readonly<Record<string, string>>,
): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => {
      if (Object.prototype.hasOwnProperty.call(files, p)) return files[p];
      throw new Error(`ENOENT: no such file or directory, open '${p}'`);
    },
  };
  const code = await cliMain(argv, io);
  return { code, out, err };
}

/**
 * The model the task pane builds from a traveller's cells with the pane's choices (the form's
 * fields, as saved in a document: { method: "cross", divisor: "total" }), or the messages of the
 * choices it refuses: the cells read as the pane reads an area at A1, and the event scored by the
 * event layer with the form's choices, as the pane's Score does.
 */
function paneModel(
  cells: readonly (readonly unknown[])[],
  choices: Readonly<Record<string, string>>,
  existingNames: readonly string[],
): unknown {
  const options = { ...DEFAULT_FORM_CHOICES, ...choices } as typeof DEFAULT_FORM_CHOICES;
  const checked = checkOptions(options);
  if (!checked.ok) return { optionErrors: checked.errors };
  const reading = readArea({ sheet: "Sheet1", range: "A1", top: 0, left: 0, values: cells });
  const scored = scoreEvent(reading.event, userChoices(options, checked.options), { existingNames });
  return scored.sections[0].sheet;
}

/** The blocks the pane's Office.js writer writes from a model. */
function paneLayout(model: unknown): unknown {
  return sheetLayout(model as Parameters<typeof sheetLayout>[0]);
}

/** The ExcelJS workbook the xlsx writer makes of these models. */
function xlsxWorkbook(models: readonly unknown[], cachedValues: boolean): ExcelJS.Workbook {
  return workbookFromModels(models as Parameters<typeof workbookFromModels>[0], { cachedValues });
}

/** The custom functions by their Excel names (BRIDGE.<name>). */
const CUSTOM_FUNCTIONS: Readonly<Record<string, (...args: never[]) => unknown>> = {
  IMP: customFunctions.imp,
  BUTLERDATUM: customFunctions.butlerDatum,
  CROSSIMP: customFunctions.crossImp,
  NEUBERG: customFunctions.neuberg,
  WEIGHTEDCROSSIMP: customFunctions.weightedCrossImp,
  WEIGHTEDMATCHPOINTS: customFunctions.weightedMatchpoints,
  WEIGHTEDBUTLER: customFunctions.weightedButler,
  VP20: customFunctions.vp20,
  CONTRACTSCORE: customFunctions.contractScore,
  VULNERABILITY: customFunctions.boardVulnerability,
  DEALER: customFunctions.boardDealer,
  OBLIGATION: customFunctions.obligation,
};

/** How many functions the module exports (a new one without cases here is reported). */
const EXPORTED_FUNCTION_COUNT = Object.values(customFunctions).filter((f) => typeof f === "function").length;
// ================================================================================================
// END OF INTERNAL IMPORTS AND ADAPTERS. Nothing below names the project's modules or types.
// ================================================================================================

// ---------------------------------------------------------------------------------------------
// Serialising
// ---------------------------------------------------------------------------------------------

/**
 * A value as plain JSON data with every object's keys sorted: undefined object members are left
 * out (missing and undefined are the same), anything JSON would lose is kept with a marker.
 */
function plain(x: unknown, seen: Set<object> = new Set()): unknown {
  if (x === null || typeof x === "string" || typeof x === "boolean") return x;
  if (typeof x === "number") return Number.isFinite(x) ? x + 0 : `<number ${String(x)}>`;
  if (x === undefined) return "<undefined>";
  if (typeof x === "bigint") return `<bigint ${x.toString()}>`;
  if (typeof x === "function") return "<function>";
  if (typeof x === "symbol") return `<${x.toString()}>`;
  const obj = x as object;
  if (seen.has(obj)) throw new Error("A circular value cannot be written out.");
  seen.add(obj);
  try {
    if (Array.isArray(obj)) return Array.from(obj as unknown[], (v) => plain(v, seen));
    if (obj instanceof Map) return { "<Map>": [...obj].map(([k, v]) => [plain(k, seen), plain(v, seen)]) };
    if (obj instanceof Set) return { "<Set>": [...obj].map((v) => plain(v, seen)) };
    if (obj instanceof Date) return `<Date ${obj.toISOString()}>`;
    if (obj instanceof CustomFunctionsError) {
      return { "<CustomFunctions.Error>": { code: obj.code, message: plain(obj.message, seen) } };
    }
    const out: Record<string, unknown> = {};
    if (obj instanceof Error) out["<Error>"] = obj.message;
    const record = obj as Record<string, unknown>;
    for (const key of Object.keys(record).sort()) {
      if (record[key] !== undefined) out[key] = plain(record[key], seen);
    }
    return out;
  } finally {
    seen.delete(obj);
  }
}

function json(x: unknown): string {
  return `${JSON.stringify(plain(x), null, 1)}\n`;
}

/** What a call returned, or the error it threw. */
function attempt(call: () => unknown): unknown {
  try {
    return { value: call() };
  } catch (e) {
    return { threw: e };
  }
}

function cliText(r: { code: number; out: string; err: string }): string {
  return `exit code: ${r.code}\n--- stdout ---\n${r.out}\n--- stderr ---\n${r.err}`;
}

async function cliCapture(argv: readonly string[], files: Readonly<Record<string, string>>): Promise<string> {
  try {
    return cliText(await runCli(argv, files));
  } catch (e) {
    return `main rejected:\n${json(e)}`;
  }
}

/** ExcelJS's model of a workbook's contents, without its dates. */
function workbookDump(wb: ExcelJS.Workbook): unknown {
  return {
    creator: wb.creator,
    definedNames: (wb as unknown as { definedNames: { model: unknown } }).definedNames.model,
    worksheets: wb.worksheets.map((ws) => ws.model),
  };
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

let outDir = "";
const written = new Set<string>();

function write(name: string, content: string): void {
  if (!/^[A-Za-z0-9._-]+$/.test(name)) throw new Error(`Not a safe file name: ${name}`);
  if (written.has(name)) throw new Error(`Two cases write ${name}`);
  written.add(name);
  fs.writeFileSync(path.join(outDir, name), content);
}

/** An option set: an id for file names and the CLI's arguments. */
interface OptionSet {
  readonly id: string;
  readonly args: readonly string[];
}

const OPT = (id: string, ...args: string[]): OptionSet => ({ id, args });

const DEFAULTS = OPT("defaults");
const DIVISOR_TOTAL = OPT("divisor-total", "--divisor", "total");
const DIVISOR_SCORES = OPT("divisor-scores", "--divisor", "scores");
const DIVISOR_4 = OPT("divisor-4", "--divisor", "4");
const TRIM_1 = OPT("trim-1", "--trim", "1");
const TRIM_02 = OPT("trim-0.2", "--trim", "0.2");
const ROUND_TO_0 = OPT("round-to-0", "--round-to", "0");
const ROUND_TO_50 = OPT("round-to-50", "--round-to", "50");
const ROUNDING_EVEN = OPT("rounding-even", "--rounding", "even");
const ROUNDING_NONE = OPT("rounding-none", "--rounding", "none");
const DATUM_MEDIAN = OPT("datum-median", "--datum", "median");
const EXPECTED_RESULTS = OPT("expected-results", "--expected", "results");
const EXPECTED_8 = OPT("expected-8", "--expected", "8");
const EXPECTED_14 = OPT("expected-14", "--expected", "14");
const SCALE_ACBL = OPT("scale-ACBL", "--scale", "ACBL");
const IMP_1961 = OPT("imp-table-1961", "--imp-table", "1961");
const IMP_EMP = OPT("imp-table-EMP1938", "--imp-table", "EMP1938");
const HOWELL = OPT("movement-howell", "--movement", "howell");
const EVERYTHING = OPT(
  "everything",
  "--divisor",
  "scores",
  "--trim",
  "1",
  "--round-to",
  "50",
  "--rounding",
  "even",
  "--datum",
  "median",
  "--expected",
  "8",
  "--scale",
  "ACBL",
  "--imp-table",
  "1961",
);

/** Each option set with the methods it is run under: those it changes, and all three together. */
const EXAMPLE_RUNS: readonly (readonly [OptionSet, readonly string[]])[] = [
  [DEFAULTS, ["butler", "cross", "mp", "all"]],
  [DIVISOR_TOTAL, ["cross", "all"]],
  [DIVISOR_SCORES, ["cross", "all"]],
  [DIVISOR_4, ["cross"]],
  [TRIM_1, ["butler", "all"]],
  [TRIM_02, ["butler"]],
  [ROUND_TO_0, ["butler"]],
  [ROUND_TO_50, ["butler"]],
  [ROUNDING_EVEN, ["butler", "all"]],
  [ROUNDING_NONE, ["butler"]],
  [DATUM_MEDIAN, ["butler", "all"]],
  [EXPECTED_RESULTS, ["cross", "mp", "all"]],
  [EXPECTED_8, ["cross", "mp"]],
  [EXPECTED_14, ["mp", "all"]],
  [SCALE_ACBL, ["mp", "all"]],
  [IMP_1961, ["butler", "cross", "all"]],
  [IMP_EMP, ["butler", "cross"]],
  [HOWELL, ["mp", "all"]],
  [EVERYTHING, ["all"]],
];

/** The option sets a generated case samples from. */
const SAMPLE_SETS: readonly OptionSet[] = [
  DEFAULTS,
  DEFAULTS,
  DEFAULTS,
  DIVISOR_TOTAL,
  DIVISOR_SCORES,
  DIVISOR_4,
  TRIM_1,
  TRIM_02,
  ROUND_TO_0,
  ROUND_TO_50,
  ROUNDING_EVEN,
  ROUNDING_NONE,
  DATUM_MEDIAN,
  EXPECTED_RESULTS,
  EXPECTED_8,
  SCALE_ACBL,
  IMP_1961,
  IMP_EMP,
  EVERYTHING,
];

const METHODS = ["butler", "cross", "mp", "all"] as const;

/**
 * The option set with `--expected 8` raised to `n` when the board has more tables than 8 (which
 * the engine refuses; the examples and broken travellers cover that refusal).
 */
function expectingMore(set: OptionSet, n: number): OptionSet {
  const i = set.args.indexOf("--expected");
  if (i < 0 || set.args[i + 1] !== "8" || n <= 8) return set;
  const args = [...set.args];
  args[i + 1] = String(n);
  return { id: set.id === EXPECTED_8.id ? `expected-${n}` : `${set.id}-expected-${n}`, args };
}

/** The three outputs of one case under one method and option set. */
async function runCase(
  stem: string,
  csv: string,
  method: string,
  set: OptionSet,
  extra: readonly string[] = [],
): Promise<void> {
  const args = ["--method", method, ...set.args, ...extra];
  const name = `${stem}__${method}__${set.id}`;
  write(`${name}.model.json`, json(attempt(() => comparableModel(cliModel(csv, args)))));
  const files = { "traveller.csv": csv };
  write(`${name}.cli.txt`, await cliCapture(["traveller.csv", ...args], files));
  write(`${name}.cli-json.txt`, await cliCapture(["traveller.csv", ...args, "--json"], files));
}

/**
 * A traveller's cells as a director types them into Excel (as the pane's worked examples do):
 * blanks empty, whole numbers as numbers, except signed results of a Tricks/Result column.
 */
function typedCells(csv: string): unknown[][] {
  const rows = csvRows(csv);
  const header = rows.find((r) => r.some((c) => /^\s*(ns|ew)\s*$/i.test(c))) ?? [];
  const resultCols = new Set(
    header.flatMap((h, i) => (/^\s*(tricks|tks|result|res)\s*$/i.test(h) ? [i] : [])),
  );
  return rows.map((row) =>
    row.map((text, c) => {
      const t = text.trim();
      if (t === "") return null;
      if (/^-?\d+$/.test(t) && !(resultCols.has(c) && t.startsWith("-"))) return Number(t);
      return text;
    }),
  );
}

/** The pane's model and its layout. */
function runPane(
  stem: string,
  id: string,
  csv: string,
  choices: Readonly<Record<string, string>>,
  names: readonly string[],
): void {
  const model = attempt(() => paneModel(typedCells(csv), choices, names));
  write(
    `${stem}__pane-${id}.pane-model.json`,
    json(attempt(() => comparableModel(paneModel(typedCells(csv), choices, names)))),
  );
  const built = model as { value?: unknown };
  if (built.value !== undefined && !(built.value as { optionErrors?: unknown }).optionErrors) {
    write(`${stem}__pane-${id}.pane-layout.json`, json(attempt(() => paneLayout(built.value))));
  }
}

/** The xlsx writer's workbook of the models `build` makes (or the error that stopped either). */
function runXlsx(name: string, build: () => readonly unknown[], cachedValues = true): void {
  write(`${name}.xlsx.json`, json(attempt(() => workbookDump(xlsxWorkbook(build(), cachedValues)))));
}

/** The CLI writing a workbook (in a temporary directory), and that workbook read back. */
async function runCliXlsx(name: string, csv: string, args: readonly string[]): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "snapshot-xlsx-"));
  const cwd = process.cwd();
  try {
    process.chdir(dir);
    const argv = ["traveller.csv", ...args, "--xlsx", "results.xlsx"];
    write(`${name}.cli-xlsx.txt`, await cliCapture(argv, { "traveller.csv": csv }));
    let dump: unknown = "no workbook written";
    if (fs.existsSync("results.xlsx")) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile("results.xlsx");
      dump = workbookDump(wb);
    }
    write(`${name}.cli-xlsx.json`, json(dump));
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Generated travellers
// ---------------------------------------------------------------------------------------------

type Rng = () => number;

const int = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
const chance = (rng: Rng, p: number): boolean => rng() < p;

function shuffle<T>(rng: Rng, xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

// prettier-ignore
const SCORES: readonly number[] = [
  0, 50, 70, 80, 90, 100, 110, 120, 130, 140, 150, 170, 180, 200, 210, 300, 400, 420, 430, 450, 460,
  480, 490, 500, 510, 590, 600, 620, 630, 650, 660, 680, 690, 710, 790, 800, 920, 980, 990, 1100,
  1430, 1440, 1460, 1510, 2210, -50, -100, -110, -120, -140, -150, -170, -200, -300, -400, -420,
  -430, -450, -500, -620, -630, -650, -800, -990, -1100, -1430, -1460, -2000,
];

/** A board's scores: a few popular results most tables reach, and some scattered ones. */
function scoreSampler(rng: Rng): () => number {
  const popular = shuffle(rng, SCORES).slice(0, int(rng, 1, 4));
  const spread = int(rng, 0, 30) / 100;
  return () => (rng() < spread ? pick(rng, SCORES) : pick(rng, popular));
}

/** How a score is typed: mostly plainly, sometimes with a sign, a Unicode minus or spaces. */
function scoreText(rng: Rng, score: number): string {
  const r = rng();
  if (r < 0.04 && score > 0) return `+${score}`;
  if (r < 0.07 && score < 0) return `\u2212${-score}`;
  if (r < 0.09) return ` ${score} `;
  if (r < 0.1 && score >= 1000) return `${Math.floor(score / 1000)},${String(score % 1000).padStart(3, "0")}`;
  return String(score);
}

// prettier-ignore
const AWARDS: readonly string[] = [
  "A=", "A+", "A-", "A60/A40", "A60", "A40%", "NP", "A+/A+", "60%/40%", "AVE-", "A=/A+", "A50", "A-/A-",
];

const WEIGHT_SETS: readonly (readonly string[])[] = [
  ["60%", "40%"],
  ["50%", "50%"],
  ["70%", "30%"],
  ["30%", "40%", "20%", "10%"],
  ["0.25", "0.75"],
  ["1/3", "2/3"],
  ["20%", "30%", "50%"],
];

/** Distinct scores from the sampler (falling back to the list when it has too few). */
function distinct(rng: Rng, n: number, sample: () => number): number[] {
  const out: number[] = [];
  for (let tries = 0; out.length < n && tries < 50; tries++) {
    const s = sample();
    if (!out.includes(s)) out.push(s);
  }
  while (out.length < n) {
    const s = pick(rng, SCORES);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** A weighted score cell: the same weighting for both sides, or split NS/EW. */
function weightedText(rng: Rng, sample: () => number, split: boolean): string {
  const side = (): string => {
    const weights = pick(rng, WEIGHT_SETS);
    const scores = distinct(rng, weights.length, sample);
    return weights.map((w, i) => `${w} ${scores[i]}`).join(", ");
  };
  if (!split) return side();
  const weights = pick(rng, WEIGHT_SETS);
  const scores = distinct(rng, weights.length, sample);
  const ew =
    pick(
      rng,
      WEIGHT_SETS.filter((w) => w.length === weights.length && w !== weights),
    ) ?? weights;
  const list = (ws: readonly string[]): string => ws.map((w, i) => `${w} ${scores[i]}`).join(", ");
  return `NS ${list(weights)}; EW ${list(ew)}`;
}

/** A weighted score whose parts are contract results (scored on the board's vulnerability). */
function weightedContractText(rng: Rng): string {
  const seat = pick(rng, ["N", "S", "E", "W"]);
  const strain = pick(rng, ["S", "H", "NT"]);
  const level = int(rng, 2, 4);
  const results = shuffle(rng, ["=", "+1", "-1", "-2"]).slice(0, 2);
  const weights = pick(rng, [
    ["60%", "40%"],
    ["50%", "50%"],
  ]);
  return weights.map((w, i) => `${w} ${level}${strain}${results[i]} ${seat}`).join(", ");
}

/** A contract, declarer and tricks taken. */
function contractCells(rng: Rng): [string, string, string] {
  if (chance(rng, 0.03)) return ["Pass", "", ""];
  const level = pick(rng, [1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 6, 7]);
  const strain = pick(rng, ["C", "D", "H", "S", "NT", "NT", "S", "H", "\u2660", "\u2665", "N"]);
  const dbl = chance(rng, 0.1) ? (chance(rng, 0.2) ? "XX" : "X") : "";
  const tricks = Math.max(0, Math.min(13, level + 6 + int(rng, -3, 2)));
  return [`${level}${strain}${dbl}`, pick(rng, ["N", "E", "S", "W"]), String(tricks)];
}

function csvCell(s: string, sep: string): string {
  return s.includes(sep) || s.includes('"') || s.includes("\n") ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A traveller as CSV text: optional title rows, the header and the rows. */
interface Sheet {
  /** How many boards (1 unless a session), and the most tables on one. */
  boards?: number;
  tables?: number;
  title: string[];
  header: string[];
  rows: string[][];
}

/** How the CSV file is written: the separator, line ends, a BOM, an Excel sep= line. */
function csvText(rng: Rng, s: Sheet): string {
  const r = rng();
  const sep = r < 0.1 ? ";" : r < 0.15 ? "\t" : ",";
  const eol = chance(rng, 0.15) ? "\r\n" : "\n";
  const lines = [
    ...s.title.map((t) => csvCell(t, sep)),
    ...[s.header, ...s.rows].map((row) => row.map((c) => csvCell(c, sep)).join(sep)),
  ];
  const bom = chance(rng, 0.05) ? "\uFEFF" : "";
  const sepLine = sep === ";" && chance(rng, 0.5) ? `sep=;${eol}` : "";
  return bom + sepLine + lines.join(eol) + (chance(rng, 0.9) ? eol : "");
}

/** One row's entry on a score-column traveller. */
function entryText(
  rng: Rng,
  sample: () => number,
  p: { award: number; weighted: number; split: number },
): string {
  const r = rng();
  if (r < p.award) return pick(rng, AWARDS);
  if (r < p.award + p.weighted) return weightedText(rng, sample, false);
  if (r < p.award + p.weighted + p.split) return weightedText(rng, sample, true);
  return scoreText(rng, sample());
}

interface Generated {
  readonly stem: string;
  readonly csv: string;
  /** Arguments every run of the case takes (the movement of a Howell). */
  readonly extra: readonly string[];
  /** How many method/option runs to sample. */
  readonly runs: number;
  /** How many boards the traveller has. */
  readonly boards: number;
  /** The most tables on one of its boards. */
  readonly tables: number;
}

const SIZES: readonly number[] = [
  2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 24, 25, 26, 30, 33, 40,
];

/** One board with a score column (several styles of header). */
function singleBoard(rng: Rng, kind: string): Sheet {
  const tables = kind === "big" ? pick(rng, [16, 17, 20, 24, 25, 26, 30, 33, 40]) : pick(rng, SIZES);
  const board = int(rng, 1, 36);
  const sample = scoreSampler(rng);
  const p =
    kind === "plain"
      ? { award: 0, weighted: 0, split: 0 }
      : kind === "ties"
        ? { award: 0, weighted: 0, split: 0 }
        : kind === "awards"
          ? { award: 0.25, weighted: 0, split: 0 }
          : kind === "weighted"
            ? { award: 0.05, weighted: 0.15, split: 0.1 }
            : { award: 0.05, weighted: 0.03, split: 0.02 };
  const tiesSample =
    kind === "ties"
      ? (
          (s: number[]) => () =>
            pick(rng, s)
        )(distinct(rng, 2, sample))
      : sample;
  const ewOrder = shuffle(
    rng,
    Array.from({ length: tables }, (_, i) => String(i + 1)),
  );
  const entries = ewOrder.map(() => entryText(rng, tiesSample, p));
  if (kind === "weighted" && !entries.some((e) => /%|\//.test(e) && e.includes(" ")))
    entries[int(rng, 0, tables - 1)] = weightedText(rng, sample, chance(rng, 0.5));
  if (kind === "weighted" && chance(rng, 0.3)) entries[int(rng, 0, tables - 1)] = weightedContractText(rng);
  const style = int(rng, 0, 3);
  if (style === 0) {
    return {
      tables,
      title: [],
      header: ["Board", "NS", "EW", "Score"],
      rows: entries.map((e, i) => [String(board), String(i + 1), ewOrder[i], e]),
    };
  }
  if (style === 1) {
    return {
      tables,
      title: [],
      header: ["Board", "Table", "NS", "EW", "Score"],
      rows: entries.map((e, i) => [String(board), String(i + 1), String(i + 1), ewOrder[i], e]),
    };
  }
  if (style === 2) {
    return {
      tables,
      title: [`Board ${board}`],
      header: ["NS", "EW", "Score"],
      rows: entries.map((e, i) => [String(i + 1), ewOrder[i], e]),
    };
  }
  // +Sc / -Sc columns: a positive score in one, the size of a negative one in the other.
  return {
    tables,
    title: [`Board No ${board}`],
    header: ["NS", "EW", "+Sc", "-Sc"],
    rows: entries.map((e, i) => {
      const n = Number(e.replace("\u2212", "-").trim());
      if (!/^[\s+\-\u2212\d]+$/.test(e) || Number.isNaN(n)) return [String(i + 1), ewOrder[i], e, ""];
      return [String(i + 1), ewOrder[i], n >= 0 ? String(n) : "", n < 0 ? String(-n) : ""];
    }),
  };
}

/** One board with contract, declarer and tricks (the scores worked out from them). */
function contractBoard(rng: Rng): Sheet {
  const tables = pick(rng, SIZES);
  const board = int(rng, 1, 32);
  const lead = chance(rng, 0.4);
  const rows = Array.from({ length: tables }, (_, i) => {
    const [c, by, tricks] = chance(rng, 0.06)
      ? [pick(rng, ["A=", "A+", "NP", "A60/A40"]), "", ""]
      : contractCells(rng);
    return [
      String(board),
      String(i + 1),
      String(((i + 3) % tables) + 1),
      c,
      by,
      ...(lead ? ["SQ"] : []),
      tricks,
    ];
  });
  return {
    tables,
    title: [],
    header: ["Board", "NS", "EW", "Contract", "By", ...(lead ? ["Lead"] : []), "Tricks"],
    rows,
  };
}

/** A session of several boards: a Mitchell (NS and EW fields) or a Howell (one field). */
function session(rng: Rng, movement: "mitchell" | "howell"): Sheet {
  const boards = int(rng, 2, 6);
  const first = int(rng, 1, 20);
  const contracts = chance(rng, 0.25);
  const withRound = chance(rng, 0.3);
  const rows: string[][] = [];
  const pairs = movement === "mitchell" ? int(rng, 3, 8) : int(rng, 4, 10);
  for (let k = 0; k < boards; k++) {
    const board = first + k;
    const sample = scoreSampler(rng);
    const tables: [string, string][] = [];
    if (movement === "mitchell") {
      for (let t = 0; t < pairs; t++) tables.push([String(t + 1), String(((t + k) % pairs) + 1)]);
    } else {
      const order = shuffle(
        rng,
        Array.from({ length: pairs }, (_, i) => String(i + 1)),
      );
      for (let t = 0; t + 1 < order.length; t += 2) tables.push([order[t], order[t + 1]]);
    }
    tables.forEach(([ns, ew], t) => {
      const cells = contracts
        ? chance(rng, 0.05)
          ? [pick(rng, ["NP", "A=", "A+/A-"]), "", ""]
          : contractCells(rng)
        : [entryText(rng, sample, { award: 0.06, weighted: 0.02, split: 0.01 })];
      rows.push([String(board), ...(withRound ? [String(k + 1), String(t + 1)] : []), ns, ew, ...cells]);
    });
  }
  // Sometimes in the order of the tables (as a scorer types a pick-up slip), not board by board.
  const at = withRound ? 2 : 1;
  if (chance(rng, 0.2)) rows.sort((a, b) => Number(a[at]) - Number(b[at]));
  const header = [
    "Board",
    ...(withRound ? ["Round", "Table"] : []),
    "NS",
    "EW",
    ...(contracts ? ["Contract", "By", "Tricks"] : ["Score"]),
  ];
  return {
    boards,
    tables: movement === "mitchell" ? pairs : Math.floor(pairs / 2),
    title: chance(rng, 0.5) ? [`Club pairs, ${movement === "mitchell" ? "Mitchell" : "Howell"}`] : [],
    header,
    rows,
  };
}

/** The data cells of a sheet a corruption may touch: [row, column] of the entry column. */
function entryColumn(s: Sheet): number {
  const i = s.header.findIndex((h) => /^(score|contract|\+sc)$/i.test(h));
  return i < 0 ? s.header.length - 1 : i;
}

// prettier-ignore
const BAD_SCORES: readonly string[] = [
  "42O", "425", "8000", "A+/", "120%", "60% 420, 30% -50", "NS 60% 420, 40% -50", "four hundred",
  "A60/A40/A0", "60% 420, 40% 420", "1/3 420, 1/3 -50", "#N/A", "4S", "TRUE",
];

/** A traveller with something wrong with it: one of a list of kinds, on a generated board. */
function brokenBoard(rng: Rng, kind: number): { sheet: Sheet | null; text?: string; extra: string[] } {
  const base = kind % 16 === 0 || kind % 16 === 3 ? contractBoard(rng) : singleBoard(rng, "plain");
  const s: Sheet = { title: base.title, header: base.header, rows: base.rows.map((r) => [...r]) };
  const col = entryColumn(s);
  const row = (): string[] => s.rows[int(rng, 0, s.rows.length - 1)];
  const nsCol = s.header.indexOf("NS");
  const ewCol = s.header.indexOf("EW");
  switch (kind % 16) {
    case 0: {
      // A contract the reader cannot read, tricks out of range, a declarer that is no seat.
      const r = row();
      r[s.header.indexOf("Contract")] = pick(rng, ["4Z", "8S", "4SXXX", "4 hearts"]);
      row()[s.header.indexOf("Tricks")] = pick(rng, ["14", "-1", "ten"]);
      row()[s.header.indexOf("By")] = pick(rng, ["Q", "NS", "north-ish"]);
      return { sheet: s, extra: [] };
    }
    case 1:
    case 2:
    case 4:
    case 5:
      row()[col] = pick(rng, BAD_SCORES);
      return { sheet: s, extra: [] };
    case 3: {
      // The score given disagrees with the contract's result.
      s.header.push("Score");
      s.rows.forEach((r) => r.push(""));
      const r = row();
      const c = s.header.indexOf("Contract");
      [r[c], r[c + 1], r[s.header.indexOf("Tricks")]] = ["4S", "N", "10"];
      r[s.header.length - 1] = "-50";
      return { sheet: s, extra: [] };
    }
    case 7:
      // Several problems at once.
      for (let i = 0; i < 3; i++) row()[col] = pick(rng, BAD_SCORES);
      row()[nsCol] = "";
      return { sheet: s, extra: [] };
    case 8:
      // A pair number left out, and a pair at two tables.
      row()[nsCol] = "";
      if (s.rows.length > 1) s.rows[1][ewCol] = s.rows[0][ewCol];
      return { sheet: s, extra: [] };
    case 10:
      // No header row.
      return { sheet: { title: [], header: s.rows[0], rows: s.rows.slice(1) }, extra: [] };
    case 11:
      // A single result (nothing to compare it with), or every table not played.
      return chance(rng, 0.5)
        ? { sheet: { ...s, rows: s.rows.slice(0, 1) }, extra: [] }
        : { sheet: { ...s, rows: s.rows.map((r) => r.map((c, i) => (i === col ? "NP" : c))) }, extra: [] };
    case 13: {
      // A Howell board with a pair on both sides of one table.
      const h = session(rng, "howell");
      const r = h.rows[0];
      const ns = h.header.indexOf("NS");
      r[ns + 1] = r[ns];
      return { sheet: h, extra: ["--movement", "howell"] };
    }
    case 14:
      // An unclosed quote.
      return { sheet: null, text: `Board,NS,EW,Score\n1,1,2,420\n1,2,"1,-50\n1,3,3,100\n`, extra: [] };
    case 6:
      // A board number that is not one; a title row whose vulnerability the board does not have.
      return {
        sheet: null,
        text: chance(rng, 0.5)
          ? `Board,NS,EW,Score\nx,1,2,420\n1,2,1,-50\n`
          : `Board 1 All Vul\nNS,EW,Score\n1,2,420\n2,1,-50\n`,
        extra: [],
      };
    case 9:
      // A Mitchell board with an NS pair twice; scored as a Howell where the pairs do not fit.
      if (s.rows.length > 1) s.rows[1][nsCol] = s.rows[0][nsCol];
      return { sheet: s, extra: chance(rng, 0.5) ? ["--movement", "howell"] : [] };
    case 12:
      // An empty file, or a header and nothing else.
      return { sheet: null, text: pick(rng, ["", "Board,NS,EW,Score\n", "\n\n"]), extra: [] };
    default:
      // A bad cell in a file with a BOM and an Excel sep= line: line numbers count that line.
      row()[col] = pick(rng, BAD_SCORES);
      return {
        sheet: null,
        text: `\uFEFFsep=;\n${[...s.title, ...[s.header, ...s.rows].map((r) => r.map((c) => csvCell(c, ";")).join(";"))].join("\n")}\n`,
        extra: [],
      };
  }
}

/** The generated cases, each from its own seed (so a new case shifts no other). */
function generatedCases(): Generated[] {
  const cases: Generated[] = [];
  const add = (
    kind: string,
    count: number,
    runs: number,
    make: (rng: Rng, i: number) => { sheet: Sheet | null; text?: string; extra: readonly string[] },
  ): void => {
    for (let i = 0; i < count; i++) {
      const n = cases.length;
      const rng = seeded(0x5eed0000 + n);
      const { sheet, text, extra } = make(rng, i);
      cases.push({
        stem: `gen-${String(n).padStart(3, "0")}-${kind}`,
        csv: sheet === null ? text! : csvText(rng, sheet),
        extra,
        runs: runs > 1 && chance(rng, 0.35) ? runs : 1,
        boards: sheet?.boards ?? 1,
        tables: sheet?.tables ?? 8,
      });
    }
  };
  const one =
    (make: (rng: Rng) => Sheet, extra: readonly string[] = []) =>
    (rng: Rng) => ({
      sheet: make(rng),
      extra,
    });
  add(
    "plain",
    30,
    2,
    one((rng) => singleBoard(rng, "plain")),
  );
  add(
    "ties",
    12,
    2,
    one((rng) => singleBoard(rng, "ties")),
  );
  add(
    "awards",
    20,
    2,
    one((rng) => singleBoard(rng, "awards")),
  );
  add(
    "weighted",
    24,
    2,
    one((rng) => singleBoard(rng, "weighted")),
  );
  add(
    "mixed",
    12,
    2,
    one((rng) => singleBoard(rng, "mixed")),
  );
  add(
    "big",
    14,
    2,
    one((rng) => singleBoard(rng, "big")),
  );
  add("contracts", 16, 2, one(contractBoard));
  add(
    "mitchell",
    22,
    2,
    one((rng) => session(rng, "mitchell")),
  );
  add(
    "howell",
    22,
    2,
    one((rng) => session(rng, "howell"), ["--movement", "howell"]),
  );
  add("broken", 40, 1, brokenBoard);
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Command lines the CLI must refuse (or answer with its usage)
// ---------------------------------------------------------------------------------------------

const TINY = "Board,NS,EW,Score\n1,1,1,420\n1,2,2,-50\n1,3,3,100\n";

const USAGE_CASES: readonly (readonly [string, readonly string[]])[] = [
  ["help", ["--help"]],
  ["h", ["-h"]],
  ["no-file", []],
  ["two-files", ["traveller.csv", "other.csv"]],
  ["missing-file", ["missing.csv"]],
  ["unknown-option", ["traveller.csv", "--colour", "red"]],
  ["bad-method", ["traveller.csv", "--method", "vp"]],
  ["no-value", ["traveller.csv", "--divisor"]],
  ["value-is-option", ["traveller.csv", "--trim", "--json"]],
  [
    "bad-values",
    ["traveller.csv", "--trim", "0.7", "--round-to", "-5", "--rounding", "up", "--datum", "mode"],
  ],
  [
    "bad-values-2",
    ["traveller.csv", "--expected", "0", "--scale", "IMP", "--movement", "swiss", "--imp-table", "ACBL"],
  ],
  ["bad-divisor", ["traveller.csv", "--divisor", "0"]],
  ["inline-values", ["traveller.csv", "--method=mp", "--expected=4", "--scale=acbl", "--json"]],
  ["case-insensitive", ["traveller.csv", "--method", "BUTLER", "--datum", "Median", "--rounding", "EVEN"]],
  ["dash-file", ["-", "--method", "mp"]],
];

// ---------------------------------------------------------------------------------------------
// Custom functions
// ---------------------------------------------------------------------------------------------

const col = (...values: unknown[]): unknown[][] => values.map((v) => [v]);
const BOARD = col(620, -100, -100, -300, 650);
const MP_FIELD = col(600, -100, -100, -200, -300);
const OTHERS = col(1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100);
const COMPONENTS = col(1430, 680, 650, -100);
const WEIGHTS = col(0.3, 0.4, 0.2, 0.1);
const BUTLER = col(680, -100, 680, 680);

// prettier-ignore
const FUNCTION_CASES: Readonly<Record<string, readonly (readonly unknown[])[]>> = {
  IMP: [
    [[[450]]], [[[-300]]], [[[720]]], [[[0]]], [[[15]]], [[[-7600]]], [[[7600]]], [[[0.5]]], [450],
    [[[450]], null], [[[1700]], " 1961 "], [[[1700]], "wbf"], [[[30]], "emp"], [[[1700]], "1948"],
    [[[2500]], "EMP1938"], [[[450]], "ACBL"], [[[450, ""], ["230", -15], [null, 745]]],
    [col(450, "abc", true, -300, "\u2212430", "1,430", "A=", "NP")], [[["#N/A"]]], [[[{ code: "#DIV/0!" }]]],
  ],
  BUTLERDATUM: [
    [BUTLER], [BUTLER, null, null, null, null], [col(680, -100, 680, 690)],
    [col(680, -100, 680, 690), undefined, undefined, undefined, "Even"],
    [col(680, -100, 680, 690), undefined, 0], [col(-680, 100, -680, -690), undefined, undefined, undefined, "halfUp"],
    [col(-680, 100, -680, -690), undefined, undefined, undefined, "away"],
    [BUTLER, undefined, undefined, undefined, "up"], [col(120, 90, 50, -100)], [col(1400, 620, 200, -100)],
    [col("1,430", "\u2212100", " 680", "+680")], [BUTLER, 1], [col(-2000, 100, 100, 100, 100, 100, 100, 100, 100, 3000), 0.1],
    [col(620, 650, 100, 680), undefined, undefined, "MEDIAN"], [col(620, 650, 100, 680), 1, 50, "median", "even"],
    [col(620, "4S", 650)], [col("", "A=")], [col(620), undefined, undefined, "mode"], [col(620, 650), 1],
    [BUTLER, 0.5], [BUTLER, -1], [BUTLER, 1.5], [BUTLER, undefined, -10], [BUTLER, undefined, 25],
    [col(680, "A+", "NP", "", -100, 420)], [[[680, -100], [420, 450]]],
  ],
  CROSSIMP: [
    [BOARD, BOARD], [BOARD, BOARD, null, null], [BOARD, BOARD, "Scores"], [BOARD, BOARD, "total"],
    [BOARD, BOARD, "comparisons"], [[[620]], BOARD, 2], [[[620]], BOARD, "2"], [[[620]], BOARD, 0],
    [[[620]], BOARD, -1], [[[620]], BOARD, "average"], [[[620]], BOARD, null, 5], [[[620]], BOARD, null, 8],
    [[[620]], BOARD, null, 3], [[[620]], BOARD, null, 2.5], [[[620]], col(620, -100, -100, -300, 650, "NP", "A=")],
    [col("A+/A-", "A-", "NP", ""), col(620, -100, -100, -300, 650)], [col("A+/A-", "A="), BOARD, "total"],
    [[["A+"]], BOARD, "scores"], [col(620, 420, "x"), BOARD], [[[620]], [[620, "abc"]]], [[[620]], [[620]]],
    [620, BOARD], [[[430]], BOARD], [[[620, -100], [650, -300]], BOARD, "total"],
    [col(...Array.from({ length: 30 }, (_, i) => (i % 7) * 110 - 300)), col(...Array.from({ length: 30 }, (_, i) => (i % 7) * 110 - 300))],
  ],
  NEUBERG: [
    [col(600), MP_FIELD, 6], [MP_FIELD, MP_FIELD], [MP_FIELD, MP_FIELD, null, "percent"],
    [MP_FIELD, MP_FIELD, null, "acbl"], [MP_FIELD, MP_FIELD, 8, "ACBL"], [col(1430, 680, 650, -100, "A="), col(1430, 680, 650, -100, "A=")],
    [col("A+", "A-", "A60/A40"), MP_FIELD], [col("A+"), MP_FIELD, null, "percent"], [[[100]], MP_FIELD],
    [[[600]], MP_FIELD, 1], [[[600]], MP_FIELD, null, "IMP"], [[[600]], MP_FIELD, 4.5], [[[600]], [[600]]],
    [col(600, "abc", ""), MP_FIELD], [600, MP_FIELD, 5, "EBU"],
  ],
  WEIGHTEDCROSSIMP: [
    [OTHERS, COMPONENTS, WEIGHTS], [OTHERS, COMPONENTS, WEIGHTS, "total"], [OTHERS, COMPONENTS, WEIGHTS, "scores"],
    [OTHERS, COMPONENTS, WEIGHTS, 3, 14], [OTHERS, COMPONENTS, col(30, 40, 20, 10)],
    [OTHERS, COMPONENTS, WEIGHTS, null, null, col(1430, 680, 650, -100, "A+", 620)],
    [OTHERS, COMPONENTS, col(0.3, 0.4, 0.2, 0.2)], [OTHERS, COMPONENTS, col(0.5, 0.5)], [[...OTHERS, ["NP"]], COMPONENTS, WEIGHTS],
    [OTHERS, col(1430, 620, 650, -100), WEIGHTS, "total"], [[[]], COMPONENTS, WEIGHTS],
  ],
  WEIGHTEDMATCHPOINTS: [
    [OTHERS, COMPONENTS, WEIGHTS], [OTHERS, COMPONENTS, WEIGHTS, null, null, col(1430, 680, 650, -100)],
    [OTHERS, col(1430, 620, 650, -100), WEIGHTS], [OTHERS, col(1430, 620, 650, -100), WEIGHTS, null, null, [[620]]],
    [OTHERS, COMPONENTS, col(30, 40, 20, 10)], [OTHERS, COMPONENTS, WEIGHTS, null, "Percent"],
    [OTHERS, COMPONENTS, WEIGHTS, null, "ACBL"], [[...OTHERS, ["NP"]], COMPONENTS, WEIGHTS], [OTHERS, COMPONENTS, WEIGHTS, 13],
    [OTHERS, COMPONENTS, col(0.3, 0.4, 0.2, 0.2)], [OTHERS, COMPONENTS, col(0.3, 0.4, 0.3, "")], [OTHERS, COMPONENTS, col(0.5, 0.5)],
    [OTHERS, COMPONENTS, WEIGHTS, 5],
  ],
  WEIGHTEDBUTLER: [
    [OTHERS, COMPONENTS, WEIGHTS], [OTHERS, COMPONENTS, WEIGHTS, null, null, null, null, col(1430, 680, 650, -100, "A+")],
    [OTHERS, COMPONENTS, WEIGHTS, null, 0], [OTHERS, COMPONENTS, WEIGHTS, 1, 50, "median", "even"],
    [OTHERS, COMPONENTS, WEIGHTS, 0.1], [OTHERS, COMPONENTS, WEIGHTS, null, null, "mode"],
    [OTHERS, COMPONENTS, WEIGHTS, null, null, null, "sideways"], [OTHERS, COMPONENTS, col(0.3, 0.4, 0.2, 0.2)],
    [OTHERS, col(1430, "x", 650, -100), WEIGHTS],
  ],
  VP20: [
    [col(14), 16], [[[12]], 16, "table"], [[[-30]], 8], [[[0]], 10], [[[14.5]], 16], [[["abc"]], 16], [[[14]], 0],
    [[[14]], -2], [[[14]], 16, "foo"], [col(0, 5, 10, 20, 40, -5, "", "x"), 12], [[[50]], 24], [[[3]], 100],
    [[[28]], 16, "table"], [[[-28]], 16, "TABLE"], [[[7.25]], 7.5], [14, 16],
  ],
  CONTRACTSCORE: [
    ["3NT", "E", 10, 15], ["4S", "N", "=", 1], ["4HX", "S", "-2", "All"], ["1NTXX", "W", "+1", "None"],
    ["Pass", "", null, 1], ["Pass", "N", "", 1], ["7NT", "N", 13, "Both"], ["4\u2660", "N", 10, "NS"],
    ["3n", "S", 9, "EW"], ["6CXX", "E", 12, 7], ["2DX", "W", 5, 10], ["4Z", "N", 10, 1], ["4S", "Q", 10, 1],
    ["4S", "N", 14, 1], ["4S", "N", "+4", 1], ["4S", "N", 10, "Sometimes"], ["4S", "N", 10, 0], ["4S", "", 10, 1],
    ["4S", "N", null, 1], ["4S", "N", "ten", 1], ["4S", "N", 10.5, 1], ["5H", "S", "-13", 2],
  ],
  VULNERABILITY: [
    [col(...Array.from({ length: 20 }, (_, i) => i + 1))], [[[0]]], [[["x"]]], [[[17]]], [[[-1]]], [[[1.5]]],
    [[["7"]]], [[[""]]], [7], [[[1, 2], [3, 4]]],
  ],
  DEALER: [
    [col(...Array.from({ length: 20 }, (_, i) => i + 1))], [[[0]]], [[["x"]]], [[[15]]], [[[-1]]], [[[1.5]]], [15],
  ],
  OBLIGATION: [
    [33, "NS", 1], [20, "EW", 7], [10, "NS", "None"], [41, "NS", 1], [25, "XX", 1], [-1, "EW", 1], [30, "ew", "All"],
    [25.5, "NS", 1], [40, "NS", "Both"], [0, "EW", 2], [24, "NS", "EW"], [26, "EW", "NS"], [33, "NS", "Never"],
  ],
};

function runFunctions(): void {
  const out: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(CUSTOM_FUNCTIONS)) {
    const cases = FUNCTION_CASES[name] ?? [];
    out[name] = cases.map((args) => ({
      args,
      ...(attempt(() => (fn as (...a: unknown[]) => unknown)(...args)) as object),
    }));
  }
  const missing = Object.keys(CUSTOM_FUNCTIONS).filter((n) => !FUNCTION_CASES[n]);
  out["<coverage>"] = {
    exported: EXPORTED_FUNCTION_COUNT,
    called: Object.keys(CUSTOM_FUNCTIONS).length,
    withoutCases: missing,
  };
  write("functions.json", json(out));
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const sha10 = (text: string): string =>
  crypto.createHash("sha1").update(text, "utf8").digest("hex").slice(0, 10);

/** The pane's choices tried on the examples (as the form holds them). */
const PANE_CHOICES: readonly (readonly [string, Readonly<Record<string, string>>])[] = [
  ["defaults", {}],
  ["all-total", { method: "all", divisor: "total" }],
  [
    "all-everything",
    {
      method: "all",
      trim: "1",
      roundTo: "50",
      rounding: "halfEven",
      datum: "median",
      divisor: "number",
      divisorNumber: "4",
      expected: "number",
      expectedNumber: "8",
      scale: "ACBL",
      impTable: "1961",
    },
  ],
  ["butler-trim-share", { method: "butler", trim: "10%", roundTo: "", rounding: "none" }],
  ["cross-results", { method: "cross", divisor: "scores", expected: "results", impTable: "EMP1938" }],
  ["mp-howell", { method: "mp", movement: "howell" }],
  ["refused", { method: "cross", divisor: "number", divisorNumber: "0", trim: "0.7" }],
];

/** Names of sheets already in the workbook, some of which the new sheet's name may take. */
const EXISTING_NAMES: readonly string[] = [
  "Sheet1",
  "Board 15 cross-IMPs",
  "Board 5 matchpoints",
  "Boards 1-3 matchpoints",
  "Boards 2-13 all methods",
];

async function run(): Promise<void> {
  const started = Date.now();
  const arg = process.argv[2];
  if (!arg || process.argv.length > 3) {
    process.stderr.write("Usage: npx tsx scripts/snapshot-outputs.ts OUTDIR\n");
    process.exit(2);
  }
  outDir = path.resolve(arg);
  fs.mkdirSync(outDir, { recursive: true });
  if (fs.readdirSync(outDir).length > 0) {
    process.stderr.write(`${outDir} is not empty: give a new or empty directory.\n`);
    process.exit(2);
  }

  // The examples, by the sha1 of their text.
  const exampleDir = path.resolve(__dirname, "..", "examples");
  const examples = fs
    .readdirSync(exampleDir)
    .filter((f) => f.toLowerCase().endsWith(".csv"))
    .map((f) => fs.readFileSync(path.join(exampleDir, f), "utf8"))
    .map((csv) => ({ csv, stem: `example-${sha10(csv)}` }))
    .sort((a, b) => (a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : 0));
  for (const { csv, stem } of examples) {
    for (const [set, methods] of EXAMPLE_RUNS) for (const m of methods) await runCase(stem, csv, m, set);
  }
  examples.forEach(({ csv, stem }, i) => {
    runPane(stem, PANE_CHOICES[0][0], csv, PANE_CHOICES[0][1], ["Sheet1"]);
    for (const k of [1 + (i % 3), 4 + (i % 3)]) {
      runPane(stem, PANE_CHOICES[k][0], csv, PANE_CHOICES[k][1], EXISTING_NAMES);
    }
  });
  runPane(examples[0].stem, PANE_CHOICES[6][0], examples[0].csv, PANE_CHOICES[6][1], []);
  examples.forEach(({ csv, stem }, i) => {
    for (const m of ["all", METHODS[i % 3]])
      runXlsx(`${stem}__${m}__defaults`, () => [cliModel(csv, ["--method", m])]);
  });
  // Several sheets in one workbook (names made unique), and formulas without their cached values.
  runXlsx("examples-together__all__defaults", () =>
    [...examples, examples[0]].map(({ csv }) => cliModel(csv, ["--method", "all"])),
  );
  runXlsx(
    `${examples[0].stem}__cross__no-cached-values`,
    () => [cliModel(examples[0].csv, ["--method", "cross"])],
    false,
  );
  for (const { csv, stem } of examples.slice(0, 2))
    await runCliXlsx(`${stem}__all__defaults`, csv, ["--method", "all"]);

  // The generated travellers.
  const cases = generatedCases();
  let boards = 0;
  for (const [i, c] of cases.entries()) {
    boards += c.boards;
    const rng = seeded(0x0b7e0000 + i);
    const runs = new Set<string>();
    for (let k = 0; k < c.runs; k++) {
      const method = pick(rng, METHODS);
      const set = expectingMore(pick(rng, SAMPLE_SETS), c.tables + int(rng, 0, 2));
      if (runs.has(`${method}/${set.id}`)) continue;
      runs.add(`${method}/${set.id}`);
      await runCase(c.stem, c.csv, method, set, c.extra);
    }
    if (i % 6 === 0) {
      // The pane's choices that score any board (not the Howell one), fitted to the case.
      const choices: Record<string, string> = { ...pick(rng, PANE_CHOICES.slice(0, 5))[1] };
      if (c.extra.includes("howell")) choices.movement = "howell";
      if (choices.expectedNumber) choices.expectedNumber = String(Math.max(8, c.tables + 1));
      runPane(c.stem, "sampled", c.csv, choices, EXISTING_NAMES);
    }
    if (i % 25 === 0 || (/-big$/.test(c.stem) && i % 5 === 0)) {
      runXlsx(`${c.stem}__all__defaults`, () => [cliModel(c.csv, ["--method", "all", ...c.extra])]);
    }
  }

  // The CLI's own refusals.
  for (const [id, argv] of USAGE_CASES)
    write(`cli-usage__${id}.cli.txt`, await cliCapture(argv, { "traveller.csv": TINY }));

  runFunctions();

  process.stderr.write(
    `Wrote ${written.size} files to ${outDir}: ${examples.length} examples, ${cases.length} generated travellers ` +
      `(about ${boards} boards) in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
}

run().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(3);
});
