// Speed of a teams event on the command line: a 200-team Swiss of 10 rounds of 8 boards (100
// matches a round, 16,000 rows) scored through `npm run score` as a director runs it (CSV text in,
// read, scored, the results sheet laid out and printed, or the JSON). Reported against the goal
// of 2 s; never asserted (called from scripts/bench.ts, or run alone with tsx).
import { main } from "../src/cli/score";

/** The goal for the whole command, in milliseconds. */
export const TEAMS_GOAL_MS = 2000;

/** A seeded generator (mulberry32), so every run scores the same event. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCORES = [
  -1430, -660, -620, -500, -200, -140, -110, -100, -50, 50, 90, 110, 140, 170, 420, 450, 620, 650, 1430,
];

/**
 * The CSV of a Swiss teams event: `teams` teams, `rounds` rounds of `boards` boards, teams paired
 * at random each round, NS scores drawn from a spread of common results.
 */
export function swissCsv(teams: number, rounds: number, boards: number, seed = 7): string {
  const r = rng(seed);
  const lines = ["Round,Board,Room,NS,EW,Score"];
  for (let round = 1; round <= rounds; round++) {
    const order = Array.from({ length: teams }, (_, i) => i + 1);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (let k = 0; k + 1 < order.length; k += 2) {
      const [h, a] = [`Team ${order[k]}`, `Team ${order[k + 1]}`];
      for (let b = 1; b <= boards; b++) {
        const board = (round - 1) * boards + b;
        lines.push(`${round},${board},Open,${h},${a},${SCORES[Math.floor(r() * SCORES.length)]}`);
        lines.push(`${round},${board},Closed,${a},${h},${SCORES[Math.floor(r() * SCORES.length)]}`);
      }
    }
  }
  return `${lines.join("\n")}\n`;
}

/** Times the command on the Swiss event (median of 3 after a warm-up) and prints the result. */
export async function runTeamsBench(): Promise<{ ok: boolean }> {
  const csv = swissCsv(200, 10, 8);
  const rows = csv.split("\n").length - 2;
  const time = async (args: string[]): Promise<{ ms: number; code: number; bytes: number }> => {
    let bytes = 0;
    const start = performance.now();
    const code = await main(["swiss.csv", ...args], {
      out: (t) => void (bytes += t.length),
      err: (t) => void (bytes += t.length),
      readFile: () => csv,
    });
    return { ms: performance.now() - start, code, bytes };
  };
  console.log("");
  console.log(
    `Teams: a 200-team Swiss, 10 rounds of 8 boards (${rows.toLocaleString("en-US")} rows), on the command line`,
  );
  let ok = true;
  for (const args of [[], ["--json"]]) {
    await time(args);
    const runs = [await time(args), await time(args), await time(args)];
    const ms = runs.map((x) => x.ms).sort((a, b) => a - b)[1];
    const met = ms < TEAMS_GOAL_MS && runs.every((x) => x.code === 0);
    ok &&= met;
    console.log(
      `${met ? "met    " : "MISSED "} npm run score -- swiss.csv ${args.join(" ")}: median ${ms.toFixed(0)} ms ` +
        `(goal < ${TEAMS_GOAL_MS} ms; exit ${runs[0].code}, ${runs[0].bytes.toLocaleString("en-US")} characters out)`,
    );
  }
  return { ok };
}

if (process.argv[1] && /bench-teams\.[cm]?[jt]s$/.test(process.argv[1])) void runTeamsBench();
