// Speed of reading a results file on the command line: a USEBIO file of 30 boards played at 40
// tables (a Mitchell, 1,200 traveller lines, drawn with a seeded generator so every run reads the
// same file) is read, laid out as travellers, scored by matchpoints and printed as `npm run score`
// does. Two goals: in this process (the work alone), under 2 s; as a new process of the built
// command line (dist/cli/score.js, what `npm run score` runs, its start-up included), under 0.4 s,
// against the same file run by tsx from the sources (how `npm run score` ran before the bundle).
// Reported, never asserted; called from scripts/bench.ts (`npm run bench`) or run on its own:
// `npx tsx scripts/bench-files.ts`. Builds the bundle first when it is out of date.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../src/cli/score";
import { usebioFile } from "./bench-data";

/** The goal for one file, read, scored and printed, in this process. */
export const FILES_GOAL_MS = 2_000;

/** The goal for the same as a new process of the built command line, its start-up included. */
export const PROCESS_GOAL_MS = 400;

/** Timed runs of the built command line (after one untimed), and of tsx, the slower baseline. */
const BUNDLE_RUNS = 5;
const TSX_RUNS = 3;

const ROOT = path.resolve(__dirname, "..");

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}

/** One run of a command as a new process: its wall-clock time, exit code and output. */
function timeProcess(
  command: string,
  args: readonly string[],
): { ms: number; status: number | null; stdout: string } {
  const t0 = performance.now();
  const r = spawnSync(command, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return { ms: performance.now() - t0, status: r.status, stdout: r.stdout };
}

/**
 * Writes the file, then times `npm run score -- file.xml --method mp` in this process (after one
 * warm-up), and as a new process: the built command line (node dist/cli/score.js) against tsx on
 * the sources, in the same run. Prints the goals, met or missed. `agree` is false when a run failed
 * or printed something other than the sources print in this process.
 */
export async function runFilesBench(boards = 30, tables = 40): Promise<{ ok: boolean; agree: boolean }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-files-"));
  const file = path.join(dir, "bench.xml");
  fs.writeFileSync(file, usebioFile(boards, tables));
  const args = [file, "--method", "mp"];
  let printed = "";
  const io = {
    out: (t: string) => void (printed += t),
    err: (t: string) => void process.stderr.write(t),
    readFile: (p: string) => fs.readFileSync(p, "utf8"),
    readBytes: (p: string) => fs.readFileSync(p),
  };
  const times: number[] = [];
  let code = 0;
  for (let k = 0; k < 4; k++) {
    printed = "";
    const t0 = performance.now();
    code = await main(args, io);
    if (k > 0) times.push(performance.now() - t0);
  }
  const inProcess = median(times);

  // The bundle as `npm run score` finds it: built first when missing or older than src/.
  const launcher = spawnSync(process.execPath, [path.join(ROOT, "scripts", "cli.mjs"), "score", "--help"], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "ignore", "inherit"],
  });
  const bundle = path.join(ROOT, "dist", "cli", "score.js");
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const source = path.join(ROOT, "src", "cli", "bin.ts");
  const built: ReturnType<typeof timeProcess>[] = [];
  const naive: ReturnType<typeof timeProcess>[] = [];
  let bundleStartMs = NaN;
  let tsxStartMs = NaN;
  if (launcher.status === 0) {
    timeProcess(process.execPath, [bundle, ...args]); // untimed: the file and Node into the disk cache
    // Taken in turns, so that a busy spell of the machine does not fall on one of them only.
    for (let k = 0; k < BUNDLE_RUNS; k++) {
      built.push(timeProcess(process.execPath, [bundle, ...args]));
      if (k < TSX_RUNS) naive.push(timeProcess(tsx, [source, ...args]));
    }
    // Start-up alone, for comparison: --help reads nothing.
    bundleStartMs = median([0, 1, 2].map(() => timeProcess(process.execPath, [bundle, "--help"]).ms));
    tsxStartMs = timeProcess(tsx, [source, "--help"]).ms;
  }
  fs.rmSync(dir, { recursive: true, force: true });

  const inProcessOk = code === 0 && inProcess < FILES_GOAL_MS;
  const builtMs = median(built.map((r) => r.ms));
  const naiveMs = median(naive.map((r) => r.ms));
  const failed = [...built, ...naive].find((r) => r.status !== 0);
  // The bundle must print what the sources print, character for character.
  const same = built.length > 0 && [...built, ...naive].every((r) => r.stdout === printed);
  const processOk = launcher.status === 0 && !failed && same && builtMs < PROCESS_GOAL_MS;
  console.log("");
  console.log(
    `Results files: a USEBIO file of ${boards} boards x ${tables} tables (${boards * tables} traveller lines)`,
  );
  console.log(
    `${inProcessOk ? "met    " : "MISSED "} npm run score -- bench.xml --method mp, in this process: read, scored and printed in ` +
      `${inProcess.toFixed(0)} ms (median of ${times.length}; goal < ${FILES_GOAL_MS} ms)`,
  );
  if (launcher.status !== 0) {
    console.log(
      `MISSED  the built command line: scripts/cli.mjs could not build it (exit ${launcher.status})`,
    );
  } else {
    console.log(
      `${processOk ? "met    " : "MISSED "} node dist/cli/score.js bench.xml --method mp, a new process: ${builtMs.toFixed(0)} ms ` +
        `(median of ${built.length}; goal < ${PROCESS_GOAL_MS} ms); ${(naiveMs / builtMs).toFixed(1)}x faster than ` +
        `tsx src/cli/bin.ts, ${naiveMs.toFixed(0)} ms (median of ${naive.length}); ` +
        `start-up alone (--help) ${bundleStartMs.toFixed(0)} ms against tsx's ${tsxStartMs.toFixed(0)} ms; ` +
        (failed
          ? `a run exited ${failed.status}`
          : same
            ? "each printed what the sources print in this process"
            : "DIFFERS: a run printed something else than the sources in this process"),
    );
  }
  // A run that failed or printed something else is a disagreement, not a missed goal.
  const agree = code === 0 && launcher.status === 0 && !failed && same;
  return { ok: inProcessOk && processOk, agree };
}

if (process.argv[1] && /bench-files\.[cm]?[jt]s$/.test(process.argv[1])) {
  void runFilesBench().then(({ agree }) => {
    if (!agree) process.exitCode = 1;
  });
}
