// The command line run in-process for the tests: main() with its output and errors caught, and
// files read from `files` (by path) before the disk.
import * as fs from "node:fs";
import { CliIO, main } from "../../src/cli/score";

/** What a run of the command line gave: its exit code, what it printed and what it reported. */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs `npm run score -- ...argv` in-process.
 *
 * @example
 * const r = await runCli(["board.csv", "--json"], { "board.csv": "Board,NS,EW,Score\n1,1,2,420\n" });
 */
export async function runCli(argv: string[], files: Record<string, string> = {}): Promise<CliRun> {
  let out = "";
  let err = "";
  const io: CliIO = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => files[p] ?? fs.readFileSync(p, "utf8"),
  };
  const code = await main(argv, io);
  return { code, out, err };
}
