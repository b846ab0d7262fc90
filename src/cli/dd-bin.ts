// The entry of dist/cli/dd.js (`npm run dd`): the main thread reads the file and prints; the deals
// are solved on worker threads, one per core, each a copy of this same bundle (solve-pool.ts).
import { ddMain } from "./commands/dd";
import { isSolveWorker, runSolveWorker, startSolvePool } from "./solve-pool";

if (isSolveWorker()) {
  runSolveWorker();
} else {
  const progress = process.stderr.isTTY;
  const pool = startSolvePool(
    process.argv[1],
    progress ? (done, asked) => process.stderr.write(`\rSolved ${done} of ${asked} deals`) : undefined,
    (e) => {
      process.stderr.write(`A solver thread failed: ${e.message}\n`);
      process.exitCode = 3;
    },
  );
  ddMain(
    process.argv.slice(2),
    { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) },
    pool.solveDeal,
  )
    .then(
      (code) => {
        if (progress && pool.counts().done > 0) process.stderr.write("\n");
        process.exitCode = code;
      },
      (e: unknown) => {
        process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        process.exitCode = 3;
      },
    )
    .finally(() => pool.close());
}
