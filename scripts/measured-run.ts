// One run of a built command line as a new Node process, measured: its time on the clock, its exit
// code, and, reported by a preload when it exits, its own peak resident memory and the processor
// time of the process and its worker threads. Shared by the benches (scripts/bench-scale.ts,
// scripts/bench-dd.ts); needs nothing but Node.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/** What a measured run gives. */
export interface MeasuredRun {
  /** Time on the clock, ms. */
  readonly ms: number;
  readonly status: number | null;
  /** Peak resident memory, MB (NaN when the process died before reporting it). */
  readonly mb: number;
  /** Processor time, user and system, s (NaN likewise). */
  readonly cpu: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `node [nodeFlags] dist/cli/<name>.js args` (the bundle must be built: scripts/cli.mjs builds
 * it) and measures it. Its stdout is kept when `keepStdout`, else thrown away.
 */
export function measuredRun(
  name: string,
  args: readonly string[],
  options: {
    readonly nodeFlags?: readonly string[];
    readonly keepStdout?: boolean;
    readonly timeoutMs?: number;
  } = {},
): MeasuredRun {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "measured-run-"));
  const report = path.join(dir, "usage.txt");
  const preload = path.join(dir, "usage.cjs");
  fs.writeFileSync(
    preload,
    `process.on("exit", () => { const u = process.resourceUsage(); require("fs").writeFileSync(${JSON.stringify(report)}, [u.maxRSS, u.userCPUTime + u.systemCPUTime].join(" ")); });\n`,
  );
  try {
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [...(options.nodeFlags ?? []), "-r", preload, path.join(ROOT, "dist", "cli", `${name}.js`), ...args],
      {
        cwd: ROOT,
        encoding: "utf8",
        stdio: ["ignore", options.keepStdout ? "pipe" : "ignore", "pipe"],
        maxBuffer: 64 * 1024 * 1024,
        timeout: options.timeoutMs ?? 600_000,
      },
    );
    const ms = performance.now() - t0;
    const [kb, us] = fs.existsSync(report)
      ? fs.readFileSync(report, "utf8").split(" ").map(Number)
      : [NaN, NaN];
    return {
      ms,
      status: r.status,
      mb: kb / 1024,
      cpu: us / 1e6,
      stdout: r.stdout ?? "",
      stderr: r.stderr ?? "",
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
