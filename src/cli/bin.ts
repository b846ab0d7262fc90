// The command line as a program: the entry of the Node bundle dist/cli/score.js (webpack.config.js),
// which `npm run score` runs through scripts/cli.mjs. It only hands the process's arguments to
// main() and sets the exit code from what main() returns; everything else is in score.ts. An error
// main() did not expect (a bug, not bad input) is printed with its stack and exits 3.
import { main } from "./score";

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 3;
  },
);
