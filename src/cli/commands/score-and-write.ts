// Scoring an event on the command line and writing what it asks for, for a pairs event and a
// teams event alike: the outputs' files checked before anything is scored, the event's problems
// listed by the input's own places, the scoring (with progress on a terminal), the notes and
// warnings on standard error, the deals' tables, the text or JSON printed, and each output written.
import * as path from "node:path";
import { GridLimitError } from "../../grid/a1";
import { CsvError } from "../../io/csv";
import {
  AskedFindingsError,
  FORMATS_READ,
  noteLine,
  problemLines,
  refusedBy,
  sessionsEventRanking,
  sectionWithProblems,
  solvingOnce,
  startScoring,
  untilPutRight,
  eventHasDeals,
  withHandRecords,
  withParsOfBoardsPlayedOnce,
  type BridgeEvent,
  type DoubleDummyChoice,
  type EventSection,
  type EventSteps,
  type ScoredEvent,
  type UserChoices,
} from "../../event";
import { ScoringError } from "../../scoring";
import { EXCEL_LIMITS } from "../../sheet/split";
import { eventJson } from "../../writers/json";
import { seriesJson, sessionsEventText } from "../../writers/series";
import { TEXT_WIDTH } from "../../writers/text";
import { sectionSuffixes } from "../../writers/outputs";
import { joinDealFile } from "../deals";
import { fileMessage } from "../files";
import { EXIT, type CliIO } from "../io";
import { writeJson } from "../json-out";
import { outputTooLarge } from "../output-limits";
import type { OutputRequest, PrintChoices } from "../outputs";
import { isPdfName, pdfProblem, printToPdf } from "../pdf";
import { printEvent, refusalWords } from "../print";
import { outputWriter, outputsProblem, type WriteRules } from "../write-file";

/** What a command asked of the printing and the outputs (and how a printed output is laid out). */
export interface WriteRequest extends PrintChoices {
  readonly json: boolean;
  readonly rankingOnly: boolean;
  readonly outputs: OutputRequest;
  readonly htmlWarnings?: boolean;
  readonly dd?: DoubleDummyChoice;
  /** --force: an existing file the add-in did not write may be replaced (never an input or a link). */
  readonly force?: boolean;
  /** A hand-record file whose deals are joined to the boards by number (--deals). */
  readonly deals?: string;
}

/** An exit code, when a step has ended the run. */
type Ended = number;

/** How long scoring runs before progress is shown, and how often it is shown after (ms). */
const PROGRESS_AFTER = 1000;
const PROGRESS_EVERY = 100;

/**
 * Takes every step of scoring, showing on `io.progress` (when given) which section and board it
 * is at once it has run longer than a second, and clearing that line at the end (or on an error).
 */
function scoreShowingProgress(event: BridgeEvent, steps: EventSteps, io: CliIO): ScoredEvent {
  const progress = io.progress;
  if (progress === undefined) return steps.finish();
  const now = io.now ?? Date.now;
  const started = now();
  let shownAt: number | null = null;
  try {
    while (steps.next()) {
      const t = now();
      if (t - started < PROGRESS_AFTER || (shownAt !== null && t - shownAt < PROGRESS_EVERY)) continue;
      const sections = event.sections.length;
      const where = sections > 1 ? `section ${steps.section + 1} of ${sections}, ` : "";
      const doing =
        steps.stage === "scoring"
          ? `scoring board ${steps.done} of ${steps.total}`
          : `laying out the results, step ${steps.done} of ${steps.total}`;
      progress(`${event.source.name}: ${where}${doing}`);
      shownAt = t;
    }
    return steps.finish();
  } finally {
    if (shownAt !== null) progress(null);
  }
}

/** The message of a scale file that cannot be read. */
export function scaleFileError(file: string, e: unknown): string {
  if (!(e instanceof ScoringError || e instanceof CsvError)) return `${fileMessage("read", file, e)}\n`;
  return `${file}: ${e.message}\n`;
}

/**
 * The warnings of every pairs section (scores that look mistyped), each with its board, its line
 * in the file (when the place names one), where it is and what it says.
 */
function scoreWarnings(
  scored: ScoredEvent,
): { readonly board: number; readonly line: number | null; readonly where: string; readonly text: string }[] {
  return scored.sections.flatMap((s) =>
    s.kind === "pairs"
      ? s.warnings.map((w) => {
          const where = s.section.locate(w.row, w.column);
          const line = /\bline (\d+)/.exec(where);
          return { board: w.board, line: line === null ? null : Number(line[1]), where, text: w.text };
        })
      : [],
  );
}

/** A section as messages name it: the file, with the section's title when the file has sections. */
function sectionName(event: BridgeEvent, section: EventSection): string {
  return event.sections.length > 1 || section.file !== null
    ? `${event.source.name} (${section.title})`
    : event.source.name;
}

/**
 * The message when a sheet laid out after scoring (a one-board sheet with its ranking, for the
 * text or a web page) passes Excel's grid: the largest section named, with what to do; null for
 * any other error.
 */
function pastTheGrid(event: BridgeEvent, e: unknown): string | null {
  if (!(e instanceof GridLimitError)) return null;
  const results = (s: BridgeEvent["sections"][number]): number =>
    s.traveller.boards.reduce((n, b) => n + b.rows.length, 0);
  const largest = event.sections.reduce((a, s) => (results(s) > results(a) ? s : a));
  const refused = refusedBy(largest, e);
  return `${sectionName(event, largest)} cannot be laid out: ${refused !== null && "message" in refused ? refused.message : e.message}\n`;
}

/**
 * Scores an event with the user's choices, prints it and writes the outputs asked for. Problems
 * are listed by the input's own places; returns the exit code.
 */
export async function scoreAndWrite(
  opened: BridgeEvent,
  choices: UserChoices,
  /** Every file read (the input, a names table, a scale): no output may be written over one. */
  inputs: readonly string[],
  request: WriteRequest,
  io: CliIO,
): Promise<number> {
  let event = opened;
  const rules: WriteRules = { inputs, force: request.force === true };
  const pdf = pdfProblem(request.outputs);
  const refused =
    (pdf !== null ? { message: `${pdf}\n`, code: EXIT.badUsage } : null) ??
    targetsProblem(event, request.outputs, rules) ??
    eventProblems(event);
  if (refused !== null) {
    io.err(refused.message);
    return refused.code;
  }
  const tooLarge = outputTooLarge(event, request.outputs);
  if (tooLarge !== null) {
    io.err(tooLarge);
    return EXIT.badUsage;
  }
  // Each deal solved once, whether for a board played once's par before scoring or for the hand
  // records after it.
  const solve = io.solveDeal === undefined ? null : solvingOnce(io.solveDeal);
  const dealWarnings: string[] = [];
  // A deal file given apart (--deals): its deals joined to the boards by number, before scoring.
  if (request.deals !== undefined) {
    const joined = joinDealFile(event, request.deals, io);
    if ("failed" in joined) {
      io.err(`${joined.failed}\n`);
      return EXIT.badUsage;
    }
    event = joined.event;
    dealWarnings.push(...joined.warnings);
  }
  if (choices.pairs?.once === "par") {
    const withPars = await withParsOfBoardsPlayedOnce(event, request.dd ?? "published", solve);
    event = withPars.event;
    dealWarnings.push(...withPars.warnings);
  }
  let scored = scoreOrSay(event, choices, request, io);
  if (typeof scored === "number") return scored;
  const warnings = scoreWarnings(scored);
  if (!request.json) printNotes(event, scored, io);
  // A results file's deals beside its boards, with their tables and par (hand-records.ts).
  if (eventHasDeals(scored)) {
    const withDeals = await withHandRecords(scored, request.dd ?? "published", solve);
    scored = withDeals.scored;
    dealWarnings.push(...withDeals.warnings);
  }
  for (const w of dealWarnings) io.err(`Warning: ${w}\n`);
  io.scored?.(scored);
  const printed = printScored(event, { scored, warnings }, request, io);
  if (printed !== null) return printed;
  return writeOutputs(event, scored, { rules, request, io });
}

/**
 * The names each output will be written to: the name given, or for an output of a file a section
 * when the event has several, each section's name as the output registry makes it (out-A.html,
 * out-B.html; the workbook is one file whatever the sections). Checked before scoring, and again
 * as each file is written.
 */
function plannedFiles(event: BridgeEvent, outputs: OutputRequest): string[] {
  const count = event.sections.length;
  const suffixes = sectionSuffixes(event.sections.map((s, k) => s.file?.section || String(k + 1)));
  return outputs.flatMap(([output, file]) =>
    output.extension === "xlsx" || count <= 1 ? [file] : suffixes.map((suffix) => sectionFile(file, suffix)),
  );
}

/** A section's file: its part before the name's extension ("out.html", "-A": "out-A.html"). */
export function sectionFile(file: string, suffix: string): string {
  if (suffix === "") return file;
  const ext = path.extname(file);
  return `${file.slice(0, file.length - ext.length)}${suffix}${ext}`;
}

/**
 * Where each output goes, checked before scoring: a missing folder, an input written over, a
 * file named for two outputs, a link, or a file of someone else's without --force is the command
 * line's mistake (exit 2); null when all is well.
 */
function targetsProblem(
  event: BridgeEvent,
  outputs: OutputRequest,
  rules: WriteRules,
): { readonly message: string; readonly code: number } | null {
  const given = outputsProblem(
    outputs.map(([, file]) => file),
    { inputs: rules.inputs, force: true },
  );
  const problem = given ?? outputsProblem(plannedFiles(event, outputs), rules);
  return problem === null
    ? null
    : {
        message: `${problem}
`,
        code: EXIT.badUsage,
      };
}

/** The first section's problems, each by its place (exit 1); null when there are none. */
function eventProblems(event: BridgeEvent): { readonly message: string; readonly code: number } | null {
  const bad = sectionWithProblems(event);
  if (bad === null) return null;
  const what = sectionName(event, bad);
  const formats =
    bad.traveller.headers.length === 0 && bad.teams === null ? `The add-in reads ${FORMATS_READ}.\n` : "";
  return {
    message: `${untilPutRight(what, bad.problems.length)}\n${problemLines(bad)
      .map((l) => `  ${l}\n`)
      .join("")}${formats}`,
    code: EXIT.badTraveller,
  };
}

/** The event scored (with progress on a terminal), or the exit code after saying why it cannot be. */
function scoreOrSay(
  event: BridgeEvent,
  choices: UserChoices,
  request: WriteRequest,
  io: CliIO,
): ScoredEvent | Ended {
  // JSON is made of the sessions alone: no results sheet is laid out unless an output needs one.
  const needsSheet = !request.json || request.outputs.length > 0;
  // A session too large for one sheet of Excel is split across sheets (src/sheet/split.ts).
  const steps = startScoring(event, choices, { sheets: needsSheet, split: EXCEL_LIMITS });
  try {
    return scoreShowingProgress(event, steps, io);
  } catch (e) {
    const section = event.sections[steps.section];
    const what = sectionName(event, section);
    if (e instanceof AskedFindingsError) {
      // Probably typing mistakes: each on its line with the fix suggested, and the one flag that
      // scores the session as entered.
      io.err(
        `${what}: ${e.asked.length === 1 ? "one row looks" : `${e.asked.length} rows look`} mistyped. Put ${e.asked.length === 1 ? "it" : "them"} right, or add --as-entered to score the session as entered (the sheet and --json then say what was accepted):\n${e.asked
          .map((a) => `  ${a.where}: ${a.message} Suggested: ${a.fix}.\n`)
          .join("")}`,
      );
      return EXIT.badTraveller;
    }
    const refused = refusedBy(section, e);
    if (refused === null) throw e;
    io.err(refusalWords(what, refused));
    return EXIT.badTraveller;
  }
}

/** What happened at the table, scored as played: said once, on standard error (--json: `notes`). */
function printNotes(event: BridgeEvent, scored: ScoredEvent, io: CliIO): void {
  for (const s of scored.sections) {
    if (s.kind !== "pairs" || s.notes.length === 0) continue;
    io.err(
      `${sectionName(event, s.section)}: scored as played, ${s.notes.length === 1 ? "one note" : `${s.notes.length} notes`}:\n`,
    );
    for (const n of s.notes.slice(0, 20)) io.err(`  Note: ${noteLine(n)}\n`);
    if (s.notes.length > 20) io.err(`  ... and ${s.notes.length - 20} more (--json lists them all).\n`);
  }
}

/**
 * The scored event printed: one JSON document, or the workings as text (a file of several
 * sessions of one event with the event's ranking after them), then the warnings. Null when done,
 * else the exit code after saying why the text cannot be laid out.
 */
function printScored(
  event: BridgeEvent,
  { scored, warnings }: { readonly scored: ScoredEvent; readonly warnings: ReturnType<typeof scoreWarnings> },
  request: WriteRequest,
  io: CliIO,
): Ended | null {
  // A file of several sessions of one event: the event's ranking after the sessions'.
  const series = sessionsEventRanking(scored, event.source.name);
  if (request.json) {
    // In pieces: a session of a million results is a document of hundreds of megabytes.
    const doc = {
      ...eventJson(scored),
      ...(series !== null ? { event: seriesJson(series) } : {}),
    };
    writeJson(warnings.length > 0 ? { ...doc, warnings } : doc, io.out);
    io.out("\n");
    return null;
  }
  let text: string;
  try {
    text = printEvent(scored, { width: io.columns ?? TEXT_WIDTH, rankingOnly: request.rankingOnly });
  } catch (e) {
    const refused = pastTheGrid(event, e);
    if (refused === null) throw e;
    io.err(refused);
    return EXIT.badTraveller;
  }
  io.out(text);
  if (series !== null) io.out(sessionsEventText(series));
  for (const w of warnings) io.err(`Warning: ${w.where}: ${w.text}\n`);
  return null;
}

/** Each output asked for written (a file a section, for an output of one section); the exit code. */
async function writeOutputs(
  event: BridgeEvent,
  scored: ScoredEvent,
  run: { readonly rules: WriteRules; readonly request: WriteRequest; readonly io: CliIO },
): Promise<number> {
  const { rules, request, io } = run;
  const write = outputWriter(io, rules);
  for (const [output, file] of request.outputs) {
    let files;
    try {
      files = await output.write(scored, {
        ...(request.htmlWarnings ? { warningsListed: true } : {}),
        ...(request.boardsPerPage !== undefined ? { boardsPerPage: request.boardsPerPage } : {}),
      });
    } catch (e) {
      const refused = pastTheGrid(event, e);
      if (refused !== null) {
        io.err(refused);
        return EXIT.badTraveller;
      }
      if (!(e instanceof ScoringError)) throw e;
      io.err(`${event.source.name} cannot be scored: ${e.message}\n`);
      return EXIT.badTraveller;
    }
    for (const written of files) {
      const name = sectionFile(file, written.suffix);
      // A page made to be printed, to a name ending .pdf: printed by Chromium (pdf.ts).
      const content =
        output.printable && isPdfName(name) && typeof written.content === "string"
          ? await printToPdf(written.content, request.paper ?? "A4")
          : written.content;
      const problem = write(name, content);
      if (problem !== null) {
        io.err(`${problem}\n`);
        return EXIT.badUsage;
      }
      const what = written.section === undefined ? "" : `, ${written.section}`;
      if (!request.json) io.out(`Wrote ${name} (${output.describe(scored)}${what}).\n`);
    }
  }
  return EXIT.ok;
}
