// Speed of the session functions (=BRIDGE.RANKING over a traveller range) as Excel calls them while
// a director types: `npm run bench` runs it after the core's benchmark (or `npx tsx
// scripts/bench-functions.ts` alone). For a 36-board, 20-table Mitchell (720 rows) and a 50-board,
// 200-table one (10,000 rows), the traveller of sessionRows (test/support/sessions.ts, as
// bench-pane.ts uses), it times:
//
// - from scratch: the range scored and laid out as the ranking (scoreCells then rankingCells, what
//   RANKING does on cells it has not seen), the naive baseline;
// - one edit: one score changed, then RANKING on the new range (its memo misses: the recalculation
//   Excel makes after each result typed);
// - unchanged: RANKING again on a range of equal cells (a new array, as Excel passes one on a full
//   recalculation or for another formula over the same range): the memo's answer, found by comparing
//   the cells.
//
// Each is the median of several runs after a few warm-ups. The edit's goals: under 50 ms at 720 rows,
// under 1 s at 10,000; printed met or MISSED, never asserted. Each answer is checked against the
// scoring done from scratch (the same cells give the same ranking); a disagreement makes the script
// exit with code 1.
import os from "node:os";
import "../test/support/custom-functions-runtime";
import { ranking } from "../src/functions/functions";
import { rankingCells, scoreCells } from "../src/functions/session";
import { sessionRows } from "../test/support/sessions";

/** One traveller benchmarked, and the goal for one edit's recalculation (ms). */
export interface FunctionsBenchCase {
  readonly boards: number;
  readonly tables: number;
  readonly editGoalMs: number;
}

export const FUNCTIONS_BENCH_CASES: readonly FunctionsBenchCase[] = [
  { boards: 36, tables: 20, editGoalMs: 50 },
  { boards: 50, tables: 200, editGoalMs: 1000 },
];

/** Timed runs of each measure; the median is reported. */
const RUNS = 7;

/**
 * Runs not timed before each measure: the first calls of a process also compile the scoring's
 * code, and at 720 rows the time settles only after about eight of them.
 */
const WARM_UPS = 10;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Times each of `measures` once a round, in turn, for WARM_UPS rounds not counted and RUNS rounds
 * counted (so that no measure gains from running after the others have warmed the code up); each
 * measure's median ms on the clock and of processor (the process's, all its threads), and its
 * answers, round by round.
 */
function timeInTurn(
  measures: readonly ((round: number) => unknown)[],
): { ms: number; cpuMs: number; results: unknown[] }[] {
  const times = measures.map((): number[] => []);
  const cpu = measures.map((): number[] => []);
  const results = measures.map((): unknown[] => []);
  for (let round = 0; round < WARM_UPS + RUNS; round++) {
    measures.forEach((m, i) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      results[i].push(m(round));
      const ms = performance.now() - t0;
      const c = process.cpuUsage(c0);
      if (round < WARM_UPS) return;
      times[i].push(ms);
      cpu[i].push((c.user + c.system) / 1000);
    });
  }
  return measures.map((_, i) => ({ ms: median(times[i]), cpuMs: median(cpu[i]), results: results[i] }));
}

/** A copy of the rows (a new array of new rows, as Excel passes a range on each call). */
const copyOf = (rows: readonly unknown[][]): unknown[][] => rows.map((r) => [...r]);

/** The score column's scores cycled through so that each edit changes the cell it touches. */
const OTHER_SCORES = [620, -100, 140, 420, -50, 170];

/** The rows with one score changed (row `k` of the results, counted from the first after the header). */
function edited(rows: readonly unknown[][], k: number): unknown[][] {
  const out = copyOf(rows);
  const row = out[1 + (k % (out.length - 1))];
  const was = row[3] as number;
  row[3] = OTHER_SCORES.find((s) => s !== was) ?? was;
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The three measures of one traveller; returns whether the edit met its goal and the answers agreed. */
function benchOne(c: FunctionsBenchCase): { met: boolean; agree: boolean } {
  const rows = sessionRows(c.boards, c.tables);
  const n = rows.length - 1;
  // The first call of all, as on opening a workbook: the scoring's code compiled as it runs.
  const t0 = performance.now();
  ranking(edited(rows, 1) as never);
  const coldMs = performance.now() - t0;
  const rounds = WARM_UPS + RUNS;
  const fresh = Array.from({ length: rounds }, () => copyOf(rows));
  // Each edit touches another row, so that none is among the memo's last answers.
  const edits = Array.from({ length: rounds }, (_, k) => edited(rows, 37 * k + 5));
  const equal = Array.from({ length: rounds }, () => copyOf(rows));
  ranking(copyOf(rows) as never); // the unedited range's answer, kept by the memo (a hit moves it first)
  const [scratch, edit, hit] = timeInTurn([
    (k) => rankingCells(scoreCells({ values: fresh[k] }).sections),
    (k) => ranking(edits[k] as never),
    (k) => ranking(equal[k] as never),
  ]);
  // The edits' rankings are those scored from scratch; the memo's answer is the unedited range's.
  const editsAgree = edits.every((values, k) =>
    same(edit.results[k], rankingCells(scoreCells({ values }).sections)),
  );
  const hitAgrees = hit.results.every((r) => same(r, scratch.results[0]));
  const editMoved = !same(edit.results[0], scratch.results[0]);
  const agree = editsAgree && hitAgrees && editMoved;
  const met = edit.ms < c.editGoalMs;
  const size = `${n.toLocaleString("en-US")} rows (${c.boards} boards x ${c.tables} tables)`;
  console.log(`${size}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPU(s):`);
  console.log(`        first call (the first of the process is cold): ${coldMs.toFixed(1)} ms`);
  console.log(
    `        from scratch (scoreCells + rankingCells): ${scratch.ms.toFixed(1)} ms (${scratch.cpuMs.toFixed(1)} ms of processor)`,
  );
  console.log(
    `${met ? "met    " : "MISSED "} one edit, RANKING recalculated (memo miss): ${edit.ms.toFixed(1)} ms ` +
      `(${edit.cpuMs.toFixed(1)} ms of processor) ` +
      `(goal < ${c.editGoalMs} ms)`,
  );
  console.log(
    `        unchanged, RANKING again (memo hit): ${hit.ms.toFixed(2)} ms, ` +
      `${(hit.ms / scratch.ms).toFixed(4)} of from scratch (${(scratch.ms / hit.ms).toFixed(0)}x faster)`,
  );
  if (!agree)
    console.log(
      `DISAGREES: edits as from scratch ${editsAgree}, memo hit as from scratch ${hitAgrees}, ` +
        `an edit moves the ranking ${editMoved}`,
    );
  return { met, agree };
}

/**
 * Times RANKING over each traveller and prints the figures; returns whether every goal was met and
 * every answer agreed with scoring from scratch.
 *
 * @example
 * runFunctionsSessionBench(); // prints "met     one edit, RANKING recalculated (memo miss): 30.1 ms (goal < 50 ms)" ...
 */
export function runFunctionsSessionBench(cases: readonly FunctionsBenchCase[] = FUNCTIONS_BENCH_CASES): {
  ok: boolean;
  agree: boolean;
} {
  console.log("");
  console.log(
    `Session functions: =BRIDGE.RANKING over a traveller range (median of ${RUNS} runs after ${WARM_UPS} warm-ups)`,
  );
  let ok = true;
  let agree = true;
  for (const c of cases) {
    const r = benchOne(c);
    ok &&= r.met;
    agree &&= r.agree;
  }
  return { ok, agree };
}

if (process.argv[1] && /bench-functions\.[cm]?[jt]s$/.test(process.argv[1])) {
  const { agree } = runFunctionsSessionBench();
  if (!agree) process.exitCode = 1;
}
