// Speed of a teams event on the command line: a 200-team Swiss of 10 rounds of 8 boards (100
// matches a round, 16,000 rows) scored through `npm run score` as a director runs it (CSV text in,
// read, scored, the results sheet laid out and printed, or the JSON). Reported against the goal
// of 2 s; never asserted (called from scripts/bench.ts, or run alone with tsx).
import { main } from "../src/cli/score";
import { swissCsv } from "./bench-data";

/** The goal for the whole command, in milliseconds. */
export const TEAMS_GOAL_MS = 2000;

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
