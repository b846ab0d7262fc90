// The reference double-dummy solver (Debian's libdds-dev), called through a small C harness of our
// own (test/scoring/deal/dds-harness.c) compiled with gcc on first use. Tests that need it run where
// it is installed and in CI (whose set-up installs it); elsewhere they are skipped with a warning.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

const HEADER = "/usr/include/dds/dll.h";
const SOURCE = path.join(__dirname, "..", "scoring", "deal", "dds-harness.c");

let built: string | null | undefined;

/** The compiled harness, or null when libdds or gcc is missing. */
export function ddsHarness(): string | null {
  if (built !== undefined) return built;
  built = null;
  if (!fs.existsSync(HEADER)) return null;
  const exe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dds-harness-")), "dds-harness");
  try {
    execFileSync("gcc", ["-O2", "-o", exe, SOURCE, "-ldds"], { stdio: "pipe" });
    built = exe;
  } catch {
    built = null;
  }
  return built;
}

/** `describe` where libdds can be called or in CI (where its absence must fail), else `describe.skip`. */
export function describeWithLibdds(): jest.Describe {
  if (ddsHarness() || process.env.CI) return describe;
  process.stderr.write(
    "libdds-dev is not installed (apt-get install libdds-dev): the checks against the reference double-dummy solver are skipped.\n",
  );
  return describe.skip;
}

/** Runs the harness on lines of input; returns its output lines. */
export function runHarness(
  lines: readonly string[],
  mode: "--par" | "--time" | "--ending" | "" = "",
): string[] {
  const exe = ddsHarness();
  if (!exe) throw new Error("libdds-dev is not installed (apt-get install libdds-dev).");
  // In the harness's own folder: libdds writes a dump.txt where it runs when a call fails.
  const out = execFileSync(exe, mode ? [mode] : [], {
    input: lines.join("\n") + "\n",
    maxBuffer: 1 << 26,
    cwd: path.dirname(exe),
  });
  return out.toString().trim().split("\n");
}

/** libdds's numbering of vulnerability: 0 None, 1 Both, 2 NS, 3 EW. */
export const LIBDDS_VULNERABILITY = { None: 0, All: 1, NS: 2, EW: 3 } as const;
