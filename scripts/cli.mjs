// Runs a built command line by name: `node scripts/cli.mjs score <arguments>` is `npm run score`.
// The command lines are bundled for Node into dist/cli/<name>.js (webpack.config.js, the "cli"
// configuration), so a run starts plain JavaScript instead of compiling TypeScript first. On a
// fresh clone, or when any file under src/ (or the build's configuration) is newer than the
// bundle, the command lines are built first (webpack --env cli, a few seconds), saying so on
// stderr. The command's own output, errors and exit code are passed through unchanged; a build
// that fails exits 3, as an error the command did not expect does.
//
// `npm run score` starts Node with its heap capped at 2,500 MB (--max-old-space-size in
// package.json), above what the largest inputs the command line accepts hold live (a PBN file of a
// million results scored to --json: 1,700 MB ran out of memory), so that Node's garbage collector
// does not let the heap grow far past it (3.3 GB with the cap on that file, 3.7 GB without).
//
// A new command line: an entry in cliConfig's `entry` (webpack.config.js) and a script
// "name": "node scripts/cli.mjs name" in package.json.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What the bundle is built from: a change to any of these makes it out of date. */
const SOURCES = ["src", "webpack.config.js", "tsconfig.json"];

/** Exit code of a build that failed (the command lines' own: 0, 1 and 2, and 3 for a bug). */
const BUILD_FAILED = 3;

/** The newest modification time (ms) of a file, or of any file in a folder, recursively. */
function newest(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of fs.readdirSync(file)) latest = Math.max(latest, newest(path.join(file, name)));
  return latest;
}

/** The bundle of the command line `name`. */
export function bundleOf(name) {
  return path.join(ROOT, "dist", "cli", `${name}.js`);
}

/** True when the bundle is missing or older than any of its sources. */
function outOfDate(bundle) {
  if (!fs.existsSync(bundle)) return true;
  const built = fs.statSync(bundle).mtimeMs;
  return SOURCES.some((s) => fs.existsSync(path.join(ROOT, s)) && newest(path.join(ROOT, s)) > built);
}

/**
 * The bundle of the command line `name`, built first when it is missing or out of date. Returns
 * null after saying why on stderr when it cannot be built.
 */
export function ensureBuilt(name) {
  const bundle = bundleOf(name);
  if (!outOfDate(bundle)) return bundle;
  const webpack = path.join(ROOT, "node_modules", "webpack-cli", "bin", "cli.js");
  if (!fs.existsSync(webpack)) {
    process.stderr.write(
      `${webpack} is missing: install the project's packages first (npm ci), then rerun.\n`,
    );
    return null;
  }
  process.stderr.write("Building the command line once...\n");
  // The build's report is kept off stdout, which is the command's; it is shown only on failure.
  const build = spawnSync(process.execPath, [webpack, "--mode", "production", "--env", "cli"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ""}${build.stderr ?? ""}`);
    process.stderr.write(`Building the command line failed (webpack --env cli exited ${build.status}).\n`);
    return null;
  }
  if (!fs.existsSync(bundle)) {
    process.stderr.write(
      `There is no command line named "${name}": the build made no ${path.relative(ROOT, bundle)}.\n`,
    );
    return null;
  }
  return bundle;
}

function run() {
  const [name, ...args] = process.argv.slice(2);
  if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
    process.stderr.write("Usage: node scripts/cli.mjs <command> [arguments], e.g. score --help\n");
    process.exitCode = 2;
    return;
  }
  const bundle = ensureBuilt(name);
  if (bundle === null) {
    process.exitCode = BUILD_FAILED;
    return;
  }
  // Run in this process (a second Node would add its start-up): the bundle reads its arguments
  // from process.argv after the script's name, and sets process.exitCode itself.
  process.argv = [process.argv[0], bundle, ...args];
  createRequire(import.meta.url)(bundle);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) run();
