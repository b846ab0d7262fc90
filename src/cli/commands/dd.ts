// `npm run dd -- FILE [--json]`: each deal of a hand-record file with its double-dummy table and
// par. The solving is handed in (solveDeal), so the program can spread deals over worker threads
// (dd-bin.ts) while tests solve them in one. The file is read as `npm run score` reads its inputs
// (only a regular file within the size the add-in reads), its problems are listed up to a limit
// and the rest counted, and a slow run says on standard error how far it has got.
import { readHandRecordFile, type HandRecord } from "../../io/hand-records";
import { forTerminal, shortLines } from "../../io/text";
import {
  formatDeal,
  formatTable,
  highCardPoints,
  parOf,
  parseDeal,
  tableByDeclarer,
  tableDifferences,
  type DDTable,
  type Deal,
  type Par,
} from "../../scoring";
import { lexCommand, readValues } from "../args";
import { fileMessage, readInputFile } from "../files";
import { DD_USAGE, unknownOption } from "../usage";
import { printChoices } from "../outputs";
import type { HandRecordBoard } from "../../writers/hand-records-page";
import { sheetProblem, writeSheet, type SheetRequest } from "./dd-sheet";

/** Solves one deal's table; rejects with the reason when it cannot (too hard for the budget). */
export type SolveDeal = (deal: string) => Promise<DDTable>;

/** The clock a run's progress is measured by: the system's, or a test's. */
export interface DdClock {
  /** The time, in milliseconds. */
  readonly now: () => number;
  /** Calls `tick` every `ms` milliseconds until the function returned is called. */
  readonly every: (ms: number, tick: () => void) => () => void;
}

/** The system's clock; its timer does not keep the process running on its own. */
export const SYSTEM_CLOCK: DdClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

export interface DdIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Reads the file's bytes (default: readInputFile, which reads only a regular file within the limit). */
  readBytes?: (file: string) => Uint8Array;
  /** Writes the hand-record sheet (default: to disk, as the command line writes every output). */
  writeFile?: (file: string, content: string | Uint8Array) => void;
  /** The clock progress is measured by; without it nothing is said of progress. */
  clock?: DdClock;
  /**
   * Shows how far the run has got on one line that each call replaces (null: clears it); given
   * only when standard error is a terminal.
   */
  progress?: (line: string | null) => void;
}

/** How many of a file's problems are printed before the rest are counted. */
const PROBLEMS_SHOWN = 20;

/** How often progress is looked at, in milliseconds: the terminal's line is replaced this often. */
export const PROGRESS_TICK_MS = 1000;

/**
 * How long a deal is waited for before a line says it is slow (ms). The session bench's worst
 * deal takes 1.6 s on one thread (docs/benchmarks.md, "The double-dummy solver"), and most under
 * 0.3 s: a deal past 2 s is one of the hard few, or the machine is busy.
 */
export const SLOW_DEAL_MS = 2000;

function handsLine(deal: Deal): string {
  return (["N", "E", "S", "W"] as const).map((s) => `${s} ${highCardPoints(deal, s)}`).join("  ");
}

/**
 * A file's problems as they are met: the first PROBLEMS_SHOWN said, each on its line, the rest
 * counted and said in one line at the end, so a file of a million bad lines is said in twenty-one.
 */
class Problems {
  private said = 0;
  private left = 0;
  constructor(
    private readonly file: string,
    private readonly err: (text: string) => void,
  ) {}

  /** One problem, as its line (without the line break). */
  add(line: string): void {
    if (this.said < PROBLEMS_SHOWN) {
      this.said++;
      this.err(`${line}\n`);
    } else this.left++;
  }

  /** Whether any problem was met. */
  get any(): boolean {
    return this.said > 0;
  }

  /** Says how many problems were not listed, if any. */
  finish(): void {
    if (this.left > 0)
      this.err(`${this.file}: ... and ${this.left.toLocaleString("en-US")} more problems, not listed.\n`);
  }
}

/**
 * How far a run has got, looked at once a tick: on a terminal, one line replaced each tick after
 * the first ("Solving deal 7 of 20 ... (6 solved, 12 s)"); anywhere, a line for each deal waited
 * for longer than SLOW_DEAL_MS, naming it.
 */
class Progress {
  private readonly start: number;
  private readonly stop: () => void;
  private waiting = -1;
  private label = "";
  private waitingSince = 0;
  private slowSaid = false;
  private solved = 0;
  private shown = false;

  constructor(
    private readonly total: number,
    private readonly clock: DdClock,
    private readonly err: (text: string) => void,
    private readonly line?: (text: string | null) => void,
  ) {
    this.start = clock.now();
    this.stop = clock.every(PROGRESS_TICK_MS, () => this.tick());
  }

  /** The program now waits for deal `index` (from 0), named `label`. */
  waitFor(index: number, label: string): void {
    this.waiting = index;
    this.label = label;
    this.waitingSince = this.clock.now();
    this.slowSaid = false;
  }

  /** One more deal solved (or given up). */
  solvedOne(): void {
    this.solved++;
  }

  /** Clears the terminal's line, before anything else is written. */
  clear(): void {
    if (this.shown) this.line?.(null);
    this.shown = false;
  }

  /** Stops looking, and clears the terminal's line. */
  finish(): void {
    this.stop();
    this.clear();
  }

  private tick(): void {
    if (this.waiting < 0) return;
    const now = this.clock.now();
    const seconds = Math.round((now - this.start) / 1000);
    const of = `deal ${this.waiting + 1} of ${this.total}`;
    if (!this.slowSaid && now - this.waitingSince >= SLOW_DEAL_MS) {
      this.slowSaid = true;
      this.clear();
      this.err(
        `Solving ${of} (${this.label}) ... slow: not solved after ${Math.round((now - this.waitingSince) / 1000)} s; ${this.solved} of ${this.total} solved in ${seconds} s.\n`,
      );
    }
    if (this.line !== undefined && now - this.start >= PROGRESS_TICK_MS) {
      this.line(`Solving ${of} ... (${this.solved} solved, ${seconds} s)`);
      this.shown = true;
    }
  }
}

/**
 * The file named by a command line, or the exit code (2) after saying what is wrong with it
 * (unknown options named, with the options there are) or 0 after printing the usage (--help).
 */
function fileOf(
  args: readonly string[],
  io: DdIo,
): { file: string; json: boolean; sheet: SheetRequest | null } | number {
  const errors: string[] = [];
  const lexed = lexCommand(args, "dd", errors, {
    unknown: (name) => unknownOption(`Unknown option ${name} for npm run dd;`, "dd", "the options are"),
  });
  if (lexed === "help") {
    io.out(DD_USAGE);
    return 0;
  }
  const { files, switches, values } = lexed;
  const read = readValues("dd", values, errors);
  const sheetFile = values.get("--hand-records");
  const choices = printChoices(read);
  if (sheetFile === undefined && Object.keys(choices).length > 0)
    errors.push(
      "--boards-per-page and --paper lay out the hand-record sheet: give --hand-records out.html too.",
    );
  if (files.length === 0) errors.push("Give one file.");
  if (files.length > 1) errors.push(`Give one file, not ${files.length} (${files.join(", ")}).`);
  if (errors.length > 0) {
    io.err(`${errors.join("\n")}\n\n${DD_USAGE}`);
    return 2;
  }
  const force = switches.has("--force");
  return {
    file: files[0],
    json: switches.has("--json"),
    sheet: sheetFile === undefined ? null : { file: sheetFile, force, ...choices },
  };
}

/**
 * Runs the command line; returns the exit code: 0 every deal solved, 1 the file has problems
 * (listed: a line that is no deal, a deal that cannot be solved, a published table that differs),
 * 2 bad usage or a file that cannot be read.
 */
export async function ddMain(args: readonly string[], given: DdIo, solveDeal: SolveDeal): Promise<number> {
  // What is printed quotes the file (deals, sections, tags): no control character of it reaches
  // the terminal. A line of progress on the terminal is cleared before anything else is written.
  let progress: Progress | undefined;
  const io: DdIo = {
    out: (t) => {
      progress?.clear();
      given.out(forTerminal(t));
    },
    err: (t) => {
      progress?.clear();
      given.err(forTerminal(shortLines(t)));
    },
  };
  const asked = fileOf(args, io);
  if (typeof asked === "number") return asked;
  const { file, json, sheet } = asked;
  const refused = sheet === null ? null : sheetProblem(sheet, file);
  if (refused !== null) {
    io.err(`${refused}\n`);
    return 2;
  }
  let bytes: Uint8Array;
  try {
    bytes = (given.readBytes ?? readInputFile)(file);
  } catch (e) {
    io.err(`${fileMessage("read", file, e)}\n`);
    return 2;
  }
  const { records, problems: read } = readHandRecordFile(bytes, file);
  const problems = new Problems(file, io.err);
  for (const p of read) problems.add(`${file}: ${p}`);
  if (records.length === 0) {
    problems.finish();
    io.err(
      `${file}: no deals found (expected PBN [Deal "N:..."] tags, a USEBIO HANDSET, a Bridgemate HandRecord, one PBN deal a line, a LIN file's md| tags, or a DUP, BRI, DGE or DLM file).\n`,
    );
    return 1;
  }
  if (given.clock !== undefined)
    progress = new Progress(records.length, given.clock, (t) => given.err(forTerminal(t)), given.progress);
  let solved: HandRecordBoard[];
  try {
    solved = await solveAndPrint({
      file,
      json,
      records,
      io,
      problems,
      solveDeal,
      progress,
      print: sheet === null,
    });
  } finally {
    progress?.finish();
  }
  problems.finish();
  if (sheet !== null) {
    const unwritten = await writeSheet(solved, { input: file, bytes }, sheet, {
      ...io,
      ...given,
      out: io.out,
    });
    if (unwritten !== null) {
      io.err(`${unwritten}\n`);
      return 2;
    }
  }
  return problems.any ? 1 : 0;
}

/** A run's deals to solve and where what is found goes. */
interface Run {
  readonly file: string;
  readonly json: boolean;
  readonly records: readonly HandRecord[];
  readonly io: DdIo;
  readonly problems: Problems;
  readonly solveDeal: SolveDeal;
  readonly progress?: Progress;
  /** Whether each deal is printed (not when the run writes the hand-record sheet instead). */
  readonly print: boolean;
}

/**
 * Solves every deal (all asked for at once, spread over the solver's threads); prints them in
 * board order, unless told not to; returns those solved, for the hand-record sheet.
 */
async function solveAndPrint(run: Run): Promise<HandRecordBoard[]> {
  const { file, json, records, io, problems, solveDeal, progress, print } = run;
  const solved: HandRecordBoard[] = [];
  const parsed = records.map((r) => {
    try {
      return { record: r, deal: parseDeal(r.deal) };
    } catch (e) {
      return { record: r, error: (e as Error).message };
    }
  });
  const solving = parsed.map((p) => {
    if (!("deal" in p) || !p.deal) return null;
    const table = solveDeal(formatDeal(p.deal));
    table.then(
      () => progress?.solvedOne(),
      () => progress?.solvedOne(),
    );
    return table;
  });
  for (let i = 0; i < parsed.length; i++) {
    const p = parsed[i];
    const r: HandRecord = p.record;
    const label = `${file} ${r.where}, board ${r.board}${r.section !== undefined && !r.where.includes("section") ? ` (section ${r.section})` : ""}`;
    if (!("deal" in p) || !p.deal) {
      problems.add(`${label}: ${p.error}`);
      continue;
    }
    let table: DDTable;
    progress?.waitFor(i, label);
    try {
      table = await (solving[i] as Promise<DDTable>);
    } catch (e) {
      problems.add(`${label}: ${(e as Error).message}`);
      continue;
    }
    const par = printDeal({ file: label, record: r, deal: p.deal, table }, json, print ? io : null, problems);
    solved.push({
      board: r.board,
      dealer: r.dealer,
      vulnerability: r.vulnerability,
      deal: p.deal,
      table,
      par,
    });
  }
  return solved;
}

/** One deal solved, for printing: where it is, its record, the deal and its table. */
interface SolvedDeal {
  readonly file: string;
  readonly record: HandRecord;
  readonly deal: Deal;
  readonly table: DDTable;
}

/**
 * Prints one solved deal (text, or a JSON line) with its par, after adding to the problems where
 * the file's published par or table differs from the solver's; returns the par (nothing is
 * printed without `io`).
 */
function printDeal(solved: SolvedDeal, json: boolean, io: DdIo | null, problems: Problems): Par {
  const { file: label, record: r, deal, table } = solved;
  const par = parOf(table, r.vulnerability, r.dealer);
  if (r.publishedScore !== undefined && r.publishedScore !== par.score)
    problems.add(
      `${label}: the file's [OptimumScore] is ${r.publishedScore} for North-South; the solver's par is ${par.score}.`,
    );
  const differ = r.publishedTable ? tableDifferences(table, r.publishedTable) : [];
  if (differ.length > 0)
    problems.add(`${label}: the file's double-dummy table differs from the solver's: ${differ.join("; ")}.`);
  if (io === null) return par;
  if (json) {
    io.out(
      `${JSON.stringify({
        ...(r.section !== undefined ? { section: r.section } : {}),
        board: r.board,
        dealer: r.dealer,
        vulnerability: r.vulnerability,
        deal: formatDeal(deal),
        tricks: tableByDeclarer(table),
        par: { score: par.score, contracts: par.contracts },
      })}\n`,
    );
  } else {
    io.out(
      [
        `${r.section !== undefined ? `Section ${r.section}  ` : ""}Board ${r.board}  Dealer ${r.dealer}  Vulnerable ${r.vulnerability}`,
        `  ${formatDeal(deal)}`,
        `  HCP  ${handsLine(deal)}`,
        formatTable(table),
        `  Par ${par.score > 0 ? "NS " : par.score < 0 ? "EW " : ""}${Math.abs(par.score)}: ${par.contracts.join(", ")}`,
        "",
      ].join("\n") + "\n",
    );
  }
  return par;
}
