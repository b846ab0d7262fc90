// Speed of the Swiss draw: a 200-team field drawn round after round (results drawn with a seeded
// generator, so every run sees the same event), the draw of round 10 timed against a plain
// back-tracking search written here (the rule tried order by order, no look-ahead), and a field
// built so that the plain search must back-track from the bottom of the standings many times.
// Then the whole command, `npm run score -- swiss.csv --draw`, on the 200-team scoresheet of
// 10 rounds. Reported against the goal of 1 s; never asserted (called from scripts/bench.ts, or
// run alone with tsx). A disagreement between the two draws makes it return agree: false.
import { drawSwiss } from "../src/scoring";
import { main } from "../src/cli/score";
import { swissCsv } from "./bench-data";
import { seededRandom } from "../test/support/seeded";

/** The goal for one draw of 200 teams, in milliseconds. */
export const DRAW_GOAL_MS = 1000;

/** The plain search gives up after this many steps (it can take exponentially many). */
const NAIVE_STEPS = 2_000_000;

/**
 * The first legal draw in order by plain back-tracking: the top undrawn team tries each team below
 * it that it has not met, in order, and the search goes back one choice when the rest fail. Null
 * when there is none or it gave up (`steps` says which).
 */
function naiveDraw(
  placed: readonly string[],
  met: (a: string, b: string) => boolean,
): {
  pairs: [string, string][] | null;
  steps: number;
  gaveUp: boolean;
} {
  const n = placed.length;
  const drawn = new Array<boolean>(n).fill(false);
  const pairs: [string, string][] = [];
  let steps = 0;
  const search = (): boolean => {
    if (++steps > NAIVE_STEPS) return false;
    let t = 0;
    while (t < n && drawn[t]) t++;
    if (t === n) return true;
    drawn[t] = true;
    for (let u = t + 1; u < n; u++) {
      if (drawn[u] || met(placed[t], placed[u])) continue;
      drawn[u] = true;
      pairs.push([placed[t], placed[u]]);
      if (search()) return true;
      pairs.pop();
      drawn[u] = false;
      if (steps > NAIVE_STEPS) break;
    }
    drawn[t] = false;
    return false;
  };
  const found = search();
  return { pairs: found ? pairs : null, steps, gaveUp: steps > NAIVE_STEPS };
}

/** Median time of `runs` runs after a warm-up, in ms, and the last result. */
function time<T>(fn: () => T, runs: number): { ms: number; result: T } {
  let result = fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], result };
}

/** A field of n teams after `rounds` Swiss rounds: its places and the pairs that have met. */
function swissField(n: number, rounds: number): { placed: string[]; met: (a: string, b: string) => boolean } {
  const rng = seededRandom(2026);
  const teams = Array.from({ length: n }, (_, i) => `Team ${i + 1}`);
  const score = new Map(teams.map((t) => [t, 0]));
  const seen = new Set<string>();
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const met = (a: string, b: string) => seen.has(key(a, b));
  for (let r = 0; r < rounds; r++) {
    const placed = [...teams].sort((a, b) => score.get(b)! - score.get(a)!);
    for (const t of drawSwiss(placed, { met }).tables) {
      seen.add(key(t.home, t.away));
      const x = Math.round(rng() * 2000) / 100;
      score.set(t.home, score.get(t.home)! + x);
      score.set(t.away, score.get(t.away)! + 20 - x);
    }
  }
  return { placed: [...teams].sort((a, b) => score.get(b)! - score.get(a)!), met };
}

/**
 * A field that defeats the plain search: the last team has met everyone but the top team, so the
 * top team must take it, and the plain search learns that only at the bottom of each branch.
 */
function hardField(n: number): { placed: string[]; met: (a: string, b: string) => boolean } {
  const placed = Array.from({ length: n }, (_, i) => `Team ${i + 1}`);
  const last = placed[n - 1];
  return { placed, met: (a, b) => (a === last || b === last) && a !== placed[0] && b !== placed[0] };
}

/** Times the draw and the plain search on the fields, and the whole command; prints the results. */
export async function runSwissBench(): Promise<{ ok: boolean; agree: boolean }> {
  console.log("");
  console.log("Swiss draw: 200 teams");
  let ok = true;
  let agree = true;
  for (const [name, field] of [
    ["round 10 of a 200-team Swiss", swissField(200, 9)],
    ["200 teams, the last able to meet only the first", hardField(200)],
  ] as const) {
    const fast = time(() => drawSwiss(field.placed, { met: field.met }), 5);
    const matching = time(() => drawSwiss(field.placed, { met: field.met }, { plainSteps: 0 }), 5);
    const naive = time(() => naiveDraw(field.placed, field.met), 1);
    const mine = fast.result.tables.map((t) => `${t.home}-${t.away}`).join(",");
    const plain = naive.result.pairs?.map(([a, b]) => `${a}-${b}`).join(",") ?? null;
    if (plain !== null && plain !== mine) agree = false;
    if (matching.result.tables.map((t) => `${t.home}-${t.away}`).join(",") !== mine) agree = false;
    const met = fast.ms < DRAW_GOAL_MS && matching.ms < DRAW_GOAL_MS;
    ok &&= met;
    const versus = naive.result.gaveUp
      ? `the plain search gave up after ${NAIVE_STEPS.toLocaleString("en-US")} steps (${naive.ms.toFixed(0)} ms)`
      : `the plain search ${naive.ms.toFixed(1)} ms, ${naive.result.steps.toLocaleString("en-US")} steps (${(naive.ms / fast.ms).toFixed(1)}x the draw's time)${plain === mine ? ", the same draw" : ", A DIFFERENT DRAW"}`;
    console.log(
      `${met ? "met    " : "MISSED "} ${name}: the draw ${fast.ms.toFixed(1)} ms (goal < ${DRAW_GOAL_MS} ms; ${matching.ms.toFixed(1)} ms by the matching alone); ${versus}`,
    );
  }
  const csv = swissCsv(200, 10, 8);
  const start = performance.now();
  let out = "";
  const code = await main(["swiss.csv", "--draw"], {
    out: (t) => void (out += t),
    err: (t) => void (out += t),
    readFile: () => csv,
  });
  console.log(
    `        npm run score -- swiss.csv --draw (the 200-team scoresheet of 10 rounds, 16,000 rows, read, scored and drawn): ${(performance.now() - start).toFixed(0)} ms, exit ${code}, ${out.split("\n").length} lines`,
  );
  return { ok, agree };
}

if (process.argv[1] && /bench-swiss\.[cm]?[jt]s$/.test(process.argv[1]))
  void runSwissBench().then((r) => {
    if (!r.agree) process.exitCode = 1;
  });
