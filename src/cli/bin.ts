// The command line as a program: the entry of the Node bundle dist/cli/score.js (webpack.config.js),
// which `npm run score` runs through scripts/cli.mjs. It only hands the process's arguments to
// main() and sets the exit code from what main() returns; main.ts picks the command from the flag table and runs its module (pairs.ts, teams.ts, draw.ts, series.ts). An error
// main() did not expect (a bug, not bad input) is one line saying so and what to send with a
// report, and exits 3; its stack is printed only when BRIDGE_DEBUG is set. A results file's deals
// are solved on worker threads, each a copy of this bundle (solve-pool.ts), started only when a
// deal needs solving.
import { main } from "./main";
import { PROCESS_IO } from "./io";
import { internalErrorLines } from "./internal-error";
import { isSolveWorker, runSolveWorker, startSolvePool } from "./solve-pool";

if (isSolveWorker()) {
  runSolveWorker();
} else {
  const pool = startSolvePool(
    process.argv[1],
    PROCESS_IO.progress
      ? (done, asked) =>
          PROCESS_IO.progress?.(
            done < asked ? `Solving the deals' double-dummy tables: ${done} of ${asked}` : null,
          )
      : undefined,
    (e) => {
      process.stderr.write(`A solver thread failed: ${e.message}\n`);
      process.exitCode = 3;
    },
  );
  main(process.argv.slice(2), { ...PROCESS_IO, solveDeal: pool.solveDeal })
    .then(
      (code) => {
        process.exitCode = code;
      },
      (e: unknown) => {
        process.stderr.write(
          internalErrorLines(e, process.argv.slice(2), process.env.BRIDGE_DEBUG !== undefined),
        );
        process.exitCode = 3;
      },
    )
    .finally(() => pool.close());
}
