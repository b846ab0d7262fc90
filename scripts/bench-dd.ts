// The double-dummy bench (part of `npm run bench`; alone: `npx tsx scripts/bench-dd.ts`). A fixed
// seeded set of random deals (200 unless BENCH_DD_DEALS says otherwise), the full 20-cell table of
// each: the median and the worst time of our solver and its total of search nodes, and those of
// the reference solver libdds on one thread in the same run when it is installed (through the
// tests' C harness), with the ratio. Every table is compared cell by cell with libdds's; a
// disagreement makes the run fail. Times are CPU seconds of the process doing the work (both
// solvers run on one thread), so that other programs sharing the machine do not distort the
// comparison; the wall-clock total is printed too.
import {
  formatDeal,
  randomDeal,
  seededDealRandom,
  solveTable,
  TRANSPOSITION_TABLE_BYTES,
} from "../src/scoring";
import { ddsHarness, runHarness } from "../test/support/libdds";
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { measuredRun } from "./measured-run";

/** The seed of the bench's deals: the same 200 deals every run. */
export const DD_BENCH_SEED = 2026;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor(s.length / 2)];
}

/** Boards in the session the bench's hand records are timed on. */
const SESSION_BOARDS = 36;

/**
 * A 36-board session's hand records as the command line makes them (`npm run dd -- FILE --json`:
 * the built bundle, its solver on worker threads on every core): the bench's first 36 deals, one
 * a line, tables and par. Prints the time on the clock (the goal: under 20 s with both cores), the
 * processor time of the process and its threads, and its peak memory.
 */
function runSessionBench(deals: readonly string[]): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-dd-"));
  const file = path.join(dir, "session.txt");
  fs.writeFileSync(file, deals.join("\n") + "\n");
  // Built first (when src/ is newer) by a run of its own, so that the build is not timed.
  spawnSync(process.execPath, [path.join(__dirname, "cli.mjs"), "dd", "--help"], { stdio: "ignore" });
  const r = measuredRun("dd", [file, "--json"], { keepStdout: true });
  fs.rmSync(dir, { recursive: true, force: true });
  const lines = r.stdout
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"));
  if (r.status !== 0 || lines.length !== deals.length) {
    console.log(
      `session of ${deals.length} boards: npm run dd FAILED (exit ${r.status}): ${r.stderr.slice(-300)}`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    `session of ${deals.length} boards (npm run dd --json, tables and par, ${os.availableParallelism()} threads): ${(r.ms / 1000).toFixed(1)} s on the clock, ${r.cpu.toFixed(1)} s of processor, peak ${r.mb.toFixed(0)} MB`,
  );
}

/** Runs the bench; prints a table and returns whether every table agreed with libdds. */
export async function runDdBench(
  count: number = Number(process.env.BENCH_DD_DEALS ?? 200),
): Promise<{ agree: boolean }> {
  const random = seededDealRandom(DD_BENCH_SEED);
  const deals = Array.from({ length: count }, () => randomDeal(random));
  console.log("");
  console.log(
    `Double dummy: the full table of ${count} seeded random deals, one thread (transposition table ${(
      TRANSPOSITION_TABLE_BYTES /
      2 ** 20
    ).toFixed(0)} MB)`,
  );
  const ours: number[] = [];
  const tables: string[] = [];
  const failed: string[] = [];
  // The search nodes of every table: a measure of the work that does not depend on the machine's
  // load, so that a change to the solver that should not change its search shows the same total.
  let nodes = 0;
  const counter = { nodes: 0 };
  const wall0 = performance.now();
  for (const deal of deals) {
    const t0 = process.cpuUsage();
    try {
      tables.push(solveTable(deal, { counter }).tricks.flat().join(" "));
      nodes += counter.nodes;
    } catch (e) {
      tables.push("");
      failed.push(`${formatDeal(deal)}: ${(e as Error).message}`);
    }
    const t = process.cpuUsage(t0);
    ours.push((t.user + t.system) / 1e6);
  }
  const wall = (performance.now() - wall0) / 1000;
  let agree = failed.length === 0;
  const worst = ours.indexOf(Math.max(...ours));
  let line = `ours    median ${median(ours).toFixed(3)} s, worst ${ours[worst].toFixed(3)} s (deal ${worst}), total ${ours
    .reduce((a, b) => a + b, 0)
    .toFixed(1)} s CPU (${wall.toFixed(1)} s wall clock), ${nodes.toLocaleString("en-US")} search nodes`;
  if (ddsHarness()) {
    const out = runHarness(
      deals.map((d) => `${formatDeal(d)}|0|0`),
      "--time",
    );
    const theirs = out.map((l) => Number(l.split(" ").pop()));
    const wrong = deals.filter(
      (_, i) => tables[i] !== "" && tables[i] !== out[i].split(" ").slice(0, 20).join(" "),
    );
    if (wrong.length > 0) agree = false;
    console.log(line);
    line = `libdds  median ${median(theirs).toFixed(3)} s, worst ${Math.max(...theirs).toFixed(3)} s, total ${theirs
      .reduce((a, b) => a + b, 0)
      .toFixed(1)} s CPU; ratio of medians ${(median(ours) / median(theirs)).toFixed(1)}, of the worst ${(
      ours[worst] / Math.max(...theirs)
    ).toFixed(1)}; ${
      wrong.length === 0
        ? "every table agrees"
        : `${wrong.length} TABLES DISAGREE: ${wrong.map((d) => formatDeal(d)).join("; ")}`
    }`;
  } else line += " (libdds-dev is not installed: no comparison)";
  console.log(line);
  for (const f of failed) console.log(`NOT SOLVED ${f}`);
  // The bench's first 36 deals (more from the same seed when it was asked for fewer).
  const more = Array.from({ length: Math.max(0, SESSION_BOARDS - count) }, () => randomDeal(random));
  runSessionBench(
    deals
      .slice(0, SESSION_BOARDS)
      .concat(more)
      .map((d) => formatDeal(d)),
  );
  return { agree };
}

if (process.argv[1] && /bench-dd\.[cm]?[jt]s$/.test(process.argv[1])) {
  void runDdBench().then(({ agree }) => {
    if (!agree) process.exitCode = 1;
  });
}
