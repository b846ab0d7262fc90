// Speed benchmark of the scoring core: `npm run bench` (tsx scripts/bench.ts).
//
// For boards of 2,000, 20,000 and 1,000,000 results drawn (with a seeded RNG, so every run sees
// the same boards) from a realistic spread of bridge scores, it times the fast routines (median of
// a few runs after a warm-up) against plain implementations written here: O(n^2) one-pair-against-
// every-other for cross-IMPs and matchpoints, sort-and-sum for the Butler datum. The naive versions
// run where they finish in reasonable time (not at 1,000,000); there the fast results are
// spot-checked against the definition instead. Any disagreement makes the script exit with code 1.
//
// To add a section (an Excel function, say), push a BenchCase onto BENCH_CASES, or call runBench()
// with your own list from another script. `npx tsx scripts/bench.ts --core` runs only this table
// and its goals, not the sections after it.
import { crossImpNumbers, matchpointNumbers, butlerDatum, imp } from "../src/scoring";
import { crossImp as crossImpFunction } from "../src/functions/functions";
import os from "node:os";
import { runSheetBench } from "./bench-sheet";
import { runPaneBench } from "./bench-pane";
import { runTeamsBench } from "./bench-teams";
import { runSwissBench } from "./bench-swiss";
import { runFilesBench } from "./bench-files";
import { runScaleBench } from "./bench-scale";
import { runDdBench } from "./bench-dd";
import { runFunctionsSessionBench } from "./bench-functions";
import { benchLive } from "./bench-live";
import { realisticBoard } from "./bench-data";
import { seededRandom } from "../test/support/seeded";

/** One thing to time: the fast routine, and optionally a naive one to compare and agree with. */
export interface BenchCase {
  readonly name: string;
  /** Runs the routine under test on a board; returns what is compared with the naive result. */
  readonly fast: (scores: Float64Array) => ArrayLike<number>;
  /** The plain implementation and the largest board it is run on. */
  readonly naive?: { readonly run: (scores: Float64Array) => number[]; readonly maxN: number };
  /** When there is no naive run, checks a few results against the definition (empty when fine). */
  readonly spotCheck?: (scores: Float64Array, fastResult: ArrayLike<number>, rng: () => number) => string[];
}

/** Board sizes benchmarked. */
export const SIZES: readonly number[] = [2_000, 20_000, 1_000_000];

/** Timed runs of each fast routine (after one warm-up run); the median is reported. */
export const FAST_RUNS = 5;

/**
 * Timed runs of a naive routine: a few when it is quick, one when it takes seconds.
 *
 * @example
 * naiveRuns(2_000); // 3
 */
export function naiveRuns(n: number): number {
  return n <= 5_000 ? 3 : 1;
}

/**
 * Runs `fn` once to warm up, then `runs` times; returns the median time (ms) and the last result.
 *
 * @example
 * timeRuns(() => crossImps(realisticBoard(2_000)), 5).ms; // about 1.3 on the 2-core machine
 */
export function timeRuns<T>(fn: () => T, runs: number, warmUp: boolean = true): { ms: number; result: T } {
  let result = warmUp ? fn() : (undefined as T);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    result = fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor((times.length - 1) / 2)], result };
}

/**
 * Where two result lists differ by more than rounding noise (empty when they agree).
 *
 * @example
 * disagreements([1, 2.5], [1, 2]); // ["result 1: fast 2.5, naive 2"]
 */
export function disagreements(
  fast: ArrayLike<number>,
  naive: ArrayLike<number>,
  limit: number = 3,
): string[] {
  const out: string[] = [];
  if (fast.length !== naive.length) return [`${fast.length} results against ${naive.length}`];
  for (let i = 0; i < fast.length && out.length < limit; i++) {
    if (Math.abs(fast[i] - naive[i]) > 1e-9 * Math.max(1, Math.abs(naive[i]))) {
      out.push(`result ${i}: fast ${fast[i]}, naive ${naive[i]}`);
    }
  }
  return out;
}

// ---- Naive implementations: the definitions, written out directly. ----
// Cross-IMPs and matchpoints are defined one result at a time; the naive run applies that
// definition to every result (O(n^2)), and where that would take too long a few results are
// checked against the same definition.

/** Result i's cross-IMPs: IMP it against every other result, divided by the n - 1 comparisons. */
function crossImpOf(s: Float64Array, i: number): number {
  let t = 0;
  for (let j = 0; j < s.length; j++) if (j !== i) t += imp(s[i] - s[j]);
  return t / (s.length - 1);
}

/** Result i's EBU matchpoints (2 a result beaten, 1 a tie), factored by Neuberg to `expected`. */
function neubergOf(s: Float64Array, i: number, expected: number): number {
  let mp = 0;
  for (let j = 0; j < s.length; j++) if (j !== i) mp += s[i] > s[j] ? 2 : s[i] === s[j] ? 1 : 0;
  return ((mp + 1) * expected) / s.length - 1;
}

/** Every result by a one-result definition. */
function everyResult(s: Float64Array, definition: (s: Float64Array, i: number) => number): number[] {
  return Array.from(s, (_, i) => definition(s, i));
}

function naiveButlerDatum(s: Float64Array, trimShare: number): number[] {
  const sorted = Array.from(s).sort((a, b) => a - b);
  const k = Math.round(trimShare * sorted.length);
  let sum = 0;
  for (let i = k; i < sorted.length - k; i++) sum += sorted[i];
  const mean = sum / (sorted.length - 2 * k);
  // Half away from zero to a multiple of 10 (sums of multiples of 10: a tie is exact enough here).
  return [Math.sign(mean) * Math.floor(Math.abs(mean) / 10 + 0.5 + 1e-12) * 10];
}

/** Checks `count` random results of a per-result routine against one row of the definition. */
function spotCheckRows(
  definition: (s: Float64Array, i: number) => number,
  count: number,
): (s: Float64Array, fast: ArrayLike<number>, rng: () => number) => string[] {
  return (s, fast, rng) => {
    const rows: number[] = [];
    for (let c = 0; c < count; c++) rows.push(Math.floor(rng() * s.length));
    return disagreements(
      rows.map((i) => fast[i]),
      rows.map((i) => definition(s, i)),
    );
  };
}

const EXTRA = 1; // Neuberg: one more result expected than obtained
const neubergExtra = (s: Float64Array, i: number): number => neubergOf(s, i, s.length + EXTRA);

export const BENCH_CASES: BenchCase[] = [
  {
    name: "cross-IMPs, per-result results",
    fast: (s) => crossImpNumbers(s),
    naive: { run: (s) => everyResult(s, crossImpOf), maxN: 20_000 },
    spotCheck: spotCheckRows(crossImpOf, 20),
  },
  {
    name: `matchpoints, Neuberg N = n + ${EXTRA}`,
    fast: (s) => matchpointNumbers(s, { expected: s.length + EXTRA }),
    naive: { run: (s) => everyResult(s, neubergExtra), maxN: 20_000 },
    spotCheck: spotCheckRows(neubergExtra, 20),
  },
  {
    name: "Butler datum, trim 10%",
    fast: (s) => [butlerDatum(s, { trim: 0.1 }).datum.toNumber()],
    // Sort-and-sum is O(n log n) too, so it is run at every size.
    naive: { run: (s) => naiveButlerDatum(s, 0.1), maxN: Infinity },
  },
];

/** One line of the report. */
export interface BenchRow {
  readonly n: number;
  readonly name: string;
  readonly fastMs: number;
  readonly naiveMs?: number;
  /** "agree", "spot-checked" or what disagreed. */
  readonly check: string;
  readonly ok: boolean;
}

/**
 * Times every case at every size; prints the table as it goes; returns the rows.
 *
 * @example
 * runBench([myExcelCase], [2_000, 20_000]); // a section for another routine
 */
export function runBench(
  cases: readonly BenchCase[] = BENCH_CASES,
  sizes: readonly number[] = SIZES,
): BenchRow[] {
  const rows: BenchRow[] = [];
  console.log(
    `Scoring core benchmark: Node ${process.version}, ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? "?"}`,
  );
  console.log(
    `Fast: median of ${FAST_RUNS} runs after a warm-up. Naive: median of 3 runs up to 5,000 results, else 1.`,
  );
  console.log("");
  const header = ["results", "routine", "fast (ms)", "naive (ms)", "speed-up", "check"];
  const widths = [11, 34, 10, 11, 9, 0];
  const line = (cells: string[]) =>
    console.log(
      cells.map((c, i) => (i === 1 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "),
    );
  line(header);
  line(widths.map((w, i) => "-".repeat(i === 5 ? 30 : w)));
  for (const n of sizes) {
    const scores = realisticBoard(n);
    for (const c of cases) {
      const fast = timeRuns(() => c.fast(scores), FAST_RUNS);
      let naiveMs: number | undefined;
      let check = "not checked";
      let ok = true;
      if (c.naive && n <= c.naive.maxN) {
        const naive = timeRuns(() => c.naive!.run(scores), naiveRuns(n), false);
        naiveMs = naive.ms;
        const diff = disagreements(fast.result, naive.result);
        ok = diff.length === 0;
        check = ok ? "agrees with naive" : `DISAGREES: ${diff.join("; ")}`;
      } else if (c.spotCheck) {
        const diff = c.spotCheck(scores, fast.result, seededRandom(n));
        ok = diff.length === 0;
        check = ok ? "naive skipped (O(n^2)); 20 results spot-checked" : `DISAGREES: ${diff.join("; ")}`;
      } else if (c.naive) {
        check = "naive skipped at this size";
      }
      const row: BenchRow = { n, name: c.name, fastMs: fast.ms, naiveMs, check, ok };
      rows.push(row);
      line([
        n.toLocaleString("en-US"),
        c.name,
        fast.ms.toFixed(1),
        naiveMs === undefined ? "skipped" : naiveMs.toFixed(1),
        naiveMs === undefined ? "-" : `${(naiveMs / fast.ms).toFixed(0)}x`,
        check,
      ]);
    }
  }
  return rows;
}

/** The lean core's goal: each of the three methods above on a million results in under this. */
export const CORE_GOAL_MS = 60;

/**
 * Prints whether the goals were met: each routine under 1 s at 1,000,000 results, the three
 * methods of BENCH_CASES each under CORE_GOAL_MS there, and the routines that replace an O(n^2)
 * definition at least 100x faster than it at 20,000.
 *
 * @example
 * reportGoals(runBench()); // true when every goal was met
 */
export function reportGoals(rows: readonly BenchRow[]): boolean {
  let met = true;
  console.log("");
  for (const r of rows.filter((x) => x.n === 1_000_000)) {
    const ok = r.fastMs < 1000;
    met &&= ok;
    console.log(
      `${ok ? "met    " : "MISSED "} ${r.name} at 1,000,000: ${r.fastMs.toFixed(0)} ms (goal < 1000 ms)`,
    );
  }
  const core = rows.filter((x) => x.n === 1_000_000 && BENCH_CASES.some((c) => c.name === x.name));
  if (core.length > 0) {
    const ok = core.every((r) => r.fastMs < CORE_GOAL_MS);
    met &&= ok;
    const times = core.map((r) => `${r.name.split(",")[0]} ${r.fastMs.toFixed(1)} ms`).join(", ");
    console.log(
      `${ok ? "met    " : "MISSED "} lean core at 1,000,000: ${times} (goal each < ${CORE_GOAL_MS} ms)`,
    );
  }
  for (const r of rows.filter((x) => x.n === 20_000 && x.naiveMs !== undefined)) {
    const ratio = r.naiveMs! / r.fastMs;
    if (r.name.startsWith("Butler")) {
      console.log(
        `info    ${r.name} at 20,000: ${ratio.toFixed(1)}x a sort-and-sum (both O(n log n); no 100x goal)`,
      );
      continue;
    }
    const ok = ratio >= 100;
    met &&= ok;
    console.log(
      `${ok ? "met    " : "MISSED "} ${r.name} at 20,000: ${ratio.toFixed(0)}x the O(n^2) version (goal >= 100x)`,
    );
  }
  return met;
}

if (process.argv[1] && /bench\.[cm]?[jt]s$/.test(process.argv[1])) {
  const rows = runBench();
  const goals = reportGoals(rows);
  const agree = rows.every((r) => r.ok);
  console.log("");
  console.log(
    agree ? "All fast results agree with the naive ones." : "Some fast results DISAGREE with the naive ones.",
  );
  if (!goals) console.log("Some speed goals were missed (see above).");
  process.exitCode = agree ? 0 : 1;
}

/** `--core`: only the table above, not the sections that follow. */
const coreOnly = process.argv.includes("--core");

// ---- Excel custom functions (src/functions) ----
//
// BRIDGE.CROSSIMP as Excel calls it on a whole traveller column: =BRIDGE.CROSSIMP(A2:A5001,A2:A5001)
// passes the same 5,000 x 1 range as the score and as the field, and spills 5,000 results. Excel
// waits for the call, so one call must stay well under FUNCTION_GOAL_MS. Timed once cold (the first
// call, as after opening a workbook) and as the median of FAST_RUNS calls; checked against the
// definition (every result IMPed against every other), not against the core the function calls.

/** Results in the traveller column passed to the function. */
export const FUNCTION_BENCH_SIZE = 5_000;

/** The most one call may take. */
export const FUNCTION_GOAL_MS = 100;

/**
 * Times one spilled BRIDGE.CROSSIMP over a column of `n` scores; prints the times and whether the
 * results agree with the naive definition. Returns whether the goal was met and the results agree.
 *
 * @example
 * runFunctionsBench(); // prints "BRIDGE.CROSSIMP(A2:A5001,A2:A5001): first call 9.8 ms, median 6.1 ms ..."
 */
export function runFunctionsBench(n: number = FUNCTION_BENCH_SIZE): { ok: boolean; agree: boolean } {
  const scores = realisticBoard(n);
  const column = Array.from(scores, (s) => [s]); // a range arrives as rows of cells
  const t0 = performance.now();
  const first = crossImpFunction(column, column);
  const firstMs = performance.now() - t0;
  const { ms } = timeRuns(() => crossImpFunction(column, column), FAST_RUNS, false);
  const spilled = first.map((row) => row[0] as number);
  const diff = disagreements(spilled, everyResult(scores, crossImpOf));
  const agree = first.length === n && diff.length === 0;
  const ok = firstMs < FUNCTION_GOAL_MS && ms < FUNCTION_GOAL_MS;
  const cells = `A2:A${n + 1}`;
  console.log("");
  console.log(`Excel custom functions: one call on a ${n.toLocaleString("en-US")}-row traveller column`);
  console.log(
    `${ok ? "met    " : "MISSED "} BRIDGE.CROSSIMP(${cells},${cells}): first call ${firstMs.toFixed(1)} ms, ` +
      `median of ${FAST_RUNS} ${ms.toFixed(1)} ms (goal < ${FUNCTION_GOAL_MS} ms); ` +
      (agree
        ? `${n.toLocaleString("en-US")} spilled results agree with the naive definition`
        : `DISAGREES: ${diff.join("; ")}`),
  );
  return { ok, agree };
}

// Everything `npm run bench` measures, one after another so that no benchmark times another's work:
// the functions (BRIDGE.CROSSIMP above; BRIDGE.RANKING recalculated after an edit,
// bench-functions.ts), the pane's requests for a 36 x 20 session (bench-pane.ts), a 200-team Swiss
// teams event (bench-teams.ts), its next round's draw (bench-swiss.ts), a 30-board 40-table USEBIO
// file on the command line (bench-files.ts), half a minute of scrolling results on a database that
// changes every second (bench-live.ts; `--minutes 30` there for the soak), 10,000-table sheets through LibreOffice
// (bench-sheet.ts), travellers of 200,000 to 1,000,000 rows and a board of 150,000 tables
// (bench-scale.ts), and the double-dummy tables of 200 seeded deals against libdds (bench-dd.ts).
if (!coreOnly && process.argv[1] && /bench\.[cm]?[jt]s$/.test(process.argv[1])) {
  void (async () => {
    const { agree } = runFunctionsBench();
    if (!agree) process.exitCode = 1;
    if (!runFunctionsSessionBench().agree) process.exitCode = 1;
    runPaneBench();
    await runTeamsBench();
    if (!(await runSwissBench()).agree) process.exitCode = 1;
    if (!(await runFilesBench()).agree) process.exitCode = 1;
    if (!(await benchLive(0.5))) process.exitCode = 1;
    const sheet = await runSheetBench();
    if (!sheet.agree) process.exitCode = 1;
    runScaleBench();
    if (!(await runDdBench()).agree) process.exitCode = 1;
  })();
}
