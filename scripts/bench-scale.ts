// Scale of the command line on huge inputs, each run as a new process of the built command line
// (node dist/cli/score.js with the Node flags of `npm run score`, what that runs), timed, with its peak memory (the child's
// own maximum resident set, and its processor time, reported by a preload when it exits):
//
// - a 1,000,000-row traveller (125,000 boards of 8 tables) read, scored and written as --json:
//   goal under 20 s and 1.5 GB;
// - a 200,000-row session (25,000 boards of 8 tables) asked for --xlsx: a sheet Excel cannot hold
//   (a ranking column per board), so the workbook is split across sheets; the goal is exit 0, the
//   workbook written, in under 60 s (its processor time and peak memory reported);
// - one board of 150,000 tables printed as text: no stack overflow, no time growing with the
//   square of the field (its sheet with the ranking would pass Excel's 1,048,576 rows, so the
//   ranking is printed from the sessions, in the same words);
// - a CSV line of 1 MB of quoted text and a names file of 40,000 blank rows then 40,000 names:
//   read in linear time (seconds, not minutes).
//
// The inputs are generated at run time into a temporary folder (seeded, so every run reads the same
// files). Reported, never asserted; called from scripts/bench.ts (`npm run bench`) or run alone:
// `npx tsx scripts/bench-scale.ts`, or `npx tsx scripts/bench-scale.ts --json-only --runs 3` for the
// million-row JSON case alone, run three times. Each goal is reported met or missed, the JSON
// case's time and memory apart (its time on the clock beside its processor time and the machine's
// load average, since a shared machine stretches the clock), and a last line says which were missed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { measuredRun } from "./measured-run";

const ROOT = path.resolve(__dirname, "..");

/** Goals of the 1,000,000-row JSON run. */
export const JSON_GOAL_MS = 20_000;
export const JSON_GOAL_MB = 1_536;
/** Goal of the 200,000-row workbook run (split across sheets, since no one sheet holds it). */
export const XLSX_GOAL_MS = 60_000;

/**
 * Node's flags in `npm run score` (package.json), so the runs are measured as users start them:
 * the heap's cap keeps the garbage collector from letting the peak grow to 2 GB and more.
 */
function scoreNodeFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return pkg.scripts.score.split(/\s+/).filter((a) => a.startsWith("--max-old-space-size="));
}

const SCORE_NODE_FLAGS = scoreNodeFlags();

/** A traveller of `boards` boards of `tables` tables each, as CSV: board, NS, EW, Score. */
export function travellerCsv(boards: number, tables: number): string {
  const scores = [420, 450, 400, -50, -100, 170, 140, -110, 620, -200];
  let seed = 1;
  const next = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const chunks: string[] = ["Board,NS,EW,Score\n"];
  for (let b = 1; b <= boards; b++) {
    const lines: string[] = [];
    for (let t = 1; t <= tables; t++) {
      lines.push(`${b},${t},${((t + b) % tables) + 1},${scores[Math.floor(next() * scores.length)]}\n`);
    }
    chunks.push(lines.join(""));
  }
  return chunks.join("");
}

/**
 * One run of the built command line with `npm run score`'s Node flags: time, exit code, peak memory
 * (MB), the processor time it took (user and system, s: on a machine shared with other work the
 * time on the clock says less), the first line of stderr.
 */
function run(args: readonly string[]): {
  ms: number;
  status: number | null;
  mb: number;
  cpu: number;
  err: string;
} {
  const r = measuredRun("score", args, { nodeFlags: SCORE_NODE_FLAGS });
  return { ms: r.ms, status: r.status, mb: r.mb, cpu: r.cpu, err: r.stderr.split("\n")[0].slice(0, 160) };
}

/** The time and memory of a run as the lines show them. */
function measured(r: { ms: number; mb: number; cpu: number }): string {
  return `${(r.ms / 1000).toFixed(1)} s (${r.cpu.toFixed(1)} s of processor), ${r.mb.toFixed(0)} MB`;
}

function line(ok: boolean, text: string): void {
  console.log(`${ok ? "met    " : "MISSED "} ${text}`);
}

/** The machine's load average over the last minute, as the lines show it. */
function load(): string {
  return os.loadavg()[0].toFixed(1);
}

/**
 * The million-row JSON case run `runs` times, each run reported. `missed` gets a line for each
 * goal a run missed.
 */
function jsonCase(dir: string, runs: number, missed: string[]): void {
  const million = path.join(dir, "million.csv");
  fs.writeFileSync(million, travellerCsv(125_000, 8));
  for (let k = 1; k <= runs; k++) {
    const json = run([million, "--json"]);
    const timeOk = json.status === 0 && json.ms < JSON_GOAL_MS;
    const memoryOk = json.status === 0 && json.mb < JSON_GOAL_MB;
    const which = runs > 1 ? ` (run ${k} of ${runs})` : "";
    line(
      timeOk && memoryOk,
      `1,000,000 rows (125,000 boards x 8 tables) to --json${which}: exit ${json.status}, ${measured(json)} ` +
        `(goal < ${JSON_GOAL_MS / 1000} s and ${JSON_GOAL_MB} MB)${json.err ? `; ${json.err}` : ""}`,
    );
    line(
      timeOk,
      `  time: ${(json.ms / 1000).toFixed(1)} s on the clock, ${json.cpu.toFixed(1)} s of processor, ` +
        `load average ${load()} (goal < ${JSON_GOAL_MS / 1000} s)`,
    );
    line(memoryOk, `  memory: peak ${json.mb.toFixed(0)} MB (goal < ${JSON_GOAL_MB} MB)`);
    if (!timeOk) missed.push(`1,000,000 rows to --json${which}: time (${(json.ms / 1000).toFixed(1)} s)`);
    if (!memoryOk) missed.push(`1,000,000 rows to --json${which}: memory (${json.mb.toFixed(0)} MB)`);
  }
  fs.rmSync(million);
}

/** The goals missed, or that all were met: the report's last line. */
function verdict(missed: readonly string[]): void {
  console.log(missed.length === 0 ? "Every goal met." : `Goals missed: ${missed.join("; ")}.`);
}

/**
 * Runs every case (only the million-row JSON one with `jsonOnly`, `runs` times); true when every
 * goal was met.
 */
export function runScaleBench(
  options: { readonly jsonOnly?: boolean; readonly runs?: number } = {},
): boolean {
  const launcher = spawnSync(process.execPath, [path.join(ROOT, "scripts", "cli.mjs"), "score", "--help"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  console.log("");
  console.log("Scale: huge inputs through the built command line, each a new process");
  if (launcher.status !== 0) {
    line(false, `the built command line: scripts/cli.mjs could not build it (exit ${launcher.status})`);
    return false;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
  const missed: string[] = [];
  const goal = (ok: boolean, what: string): void => {
    if (!ok) missed.push(what);
  };
  try {
    jsonCase(dir, options.runs ?? 1, missed);
    if (options.jsonOnly) {
      verdict(missed);
      return missed.length === 0;
    }

    const session = path.join(dir, "session.csv");
    fs.writeFileSync(session, travellerCsv(25_000, 8));
    const book = path.join(dir, "session.xlsx");
    const xlsx = run([session, "--xlsx", book]);
    const written = fs.existsSync(book) ? fs.statSync(book).size : 0;
    const xlsxOk = xlsx.status === 0 && written > 0 && xlsx.ms < XLSX_GOAL_MS;
    line(
      xlsxOk,
      `200,000 rows (25,000 boards x 8 tables) to --xlsx, split across sheets: exit ${xlsx.status}, ${measured(xlsx)} ` +
        `(goal < ${XLSX_GOAL_MS / 1000} s, written): ${xlsx.err || `${(written / 1e6).toFixed(1)} MB written`}`,
    );
    fs.rmSync(book, { force: true });
    goal(xlsxOk, "200,000 rows to --xlsx");

    const board = path.join(dir, "board.csv");
    fs.writeFileSync(board, travellerCsv(1, 150_000));
    const text = run([board]);
    const textOk = text.status === 0 || text.status === 1;
    line(
      textOk,
      `one board of 150,000 tables as text: exit ${text.status}, ${measured(text)}` +
        `${text.err ? `; ${text.err}` : ""} (goal: printed, or refused with what to do; no stack trace)`,
    );
    goal(textOk, "one board of 150,000 tables as text");

    const quoted = path.join(dir, "quoted.csv");
    fs.writeFileSync(quoted, `Board,NS,EW,Score\n1,1,2,"${'x"" '.repeat(250_000)}"\n`);
    const q = run([quoted, "--json"]);
    const qOk = (q.status === 0 || q.status === 1) && q.ms < 10_000;
    line(qOk, `a 1 MB quoted CSV cell: exit ${q.status}, ${(q.ms / 1000).toFixed(1)} s (goal < 10 s)`);
    goal(qOk, "a 1 MB quoted CSV cell");

    const names = path.join(dir, "names.csv");
    const small = path.join(dir, "small.csv");
    fs.writeFileSync(small, travellerCsv(2, 4));
    const rows: string[] = [];
    for (let k = 0; k < 40_000; k++) rows.push(",");
    for (let k = 1; k <= 40_000; k++) rows.push(`${k},Player ${k}`);
    fs.writeFileSync(names, `${rows.join("\n")}\n`);
    const n = run([small, "--names", names, "--json"]);
    const nOk = (n.status === 0 || n.status === 1) && n.ms < 10_000;
    line(
      nOk,
      `a names file of 40,000 blank rows then 40,000 names: exit ${n.status}, ${(n.ms / 1000).toFixed(1)} s (goal < 10 s)`,
    );
    goal(nOk, "a names file of 80,000 rows");
    verdict(missed);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return missed.length === 0;
}

if (process.argv[1] && /bench-scale\.[cm]?[jt]s$/.test(process.argv[1])) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--runs");
  const runs = at >= 0 ? Number(args[at + 1]) : 1;
  if (!Number.isInteger(runs) || runs < 1) {
    console.error("--runs takes a whole number of runs, 1 or more.");
    process.exit(2);
  }
  runScaleBench({ jsonOnly: args.includes("--json-only"), runs });
}
