// The command line as a program: the entry of the Node bundle dist/cli/score.js (webpack.config.js),
// which `npm run score` runs through scripts/cli.mjs. It only hands the process's arguments to
// main() and sets the exit code from what main() returns; everything else is in score.ts. An error
// main() did not expect (a bug, not bad input) is one line saying so and what to send with a
// report, and exits 3; its stack is printed only when BRIDGE_DEBUG is set.
import { main } from "./score";
import { internalErrorLines } from "./internal-error";

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(
      internalErrorLines(e, process.argv.slice(2), process.env.BRIDGE_DEBUG !== undefined),
    );
    process.exitCode = 3;
  },
);
