// The entry of dist/cli/movement.js (`npm run movement`): hands the process's arguments to
// movementMain and sets the exit code from what it returns; an error it did not expect is exit 3,
// as for the others.
import { movementMain } from "./commands/movement";
import { internalErrorLines } from "./internal-error";

movementMain(process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
}).then(
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
