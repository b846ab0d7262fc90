// The entry of dist/cli/dd.js (`npm run dd`): the main thread reads the file and prints; the deals
// are solved on worker threads, one per core, each a copy of this same bundle (solve-pool.ts). A
// thread that fails is no bug of the input: the deal it was solving is listed as not solved (exit
// 1), never exit 3, which is kept for an error the program did not expect.
import { forTerminal } from "../io/text";
import { ddMain, SYSTEM_CLOCK } from "./commands/dd";
import { isSolveWorker, runSolveWorker, startSolvePool } from "./solve-pool";

if (isSolveWorker()) {
  runSolveWorker();
} else {
  const pool = startSolvePool(process.argv[1]);
  ddMain(
    process.argv.slice(2),
    {
      out: (t) => process.stdout.write(t),
      err: (t) => process.stderr.write(t),
      clock: SYSTEM_CLOCK,
      // On a terminal the line of progress is written over (carriage return, erase to its end).
      ...(process.stderr.isTTY
        ? { progress: (line: string | null) => process.stderr.write(`\r\x1b[K${forTerminal(line ?? "")}`) }
        : {}),
    },
    pool.solveDeal,
  )
    .then(
      (code) => {
        process.exitCode = code;
      },
      (e: unknown) => {
        process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        process.exitCode = 3;
      },
    )
    .finally(() => pool.close());
}
