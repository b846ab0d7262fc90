// `npm start`: sideloads the add-in into desktop Excel where that is possible (Windows, macOS),
// with the office-addin-debugging the lockfile installed, and otherwise says plainly that it did
// nothing and what to do instead, exiting 1. It never reports success for a run that did not load
// the add-in: office-addin-debugging itself exits 0 on platforms it does not support.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const SIDELOAD_PLATFORMS = new Set(["win32", "darwin"]);

if (!SIDELOAD_PLATFORMS.has(process.platform)) {
  console.error(
    [
      `npm start: desktop Excel cannot be sideloaded on this platform (${process.platform}); nothing was started.`,
      "",
      "Other ways in:",
      "  1. Excel on the web: serve the add-in over https (npm run dev-server, or npm run build and host",
      "     dist/ with ADDIN_BASE_URL set to its address), then in Excel on the web choose",
      "     Insert > Add-ins > Upload My Add-in and upload dist/manifest.xml.",
      "  2. npm run score -- examples/club-board-15.csv --method cross: scores a traveller saved",
      "     as CSV, prints the workings, and with --xlsx out.xlsx writes the results sheet.",
      "  3. npm test: type check, lint, build and the test suite.",
    ].join("\n"),
  );
  process.exit(1);
}

// The development dependency's own command, as npm links it (a .cmd shim on Windows): the version
// the lockfile pins, never one fetched at run time.
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tool = join(
  root,
  "node_modules",
  ".bin",
  process.platform === "win32" ? "office-addin-debugging.cmd" : "office-addin-debugging",
);
if (!existsSync(tool)) {
  console.error(`npm start: ${tool} is missing; install the project's packages first (npm ci), then rerun.`);
  process.exit(1);
}
// On Windows the shim runs through the shell, so its path is quoted against spaces in it.
const command = process.platform === "win32" ? `"${tool}"` : tool;
const result = spawnSync(command, ["start", "manifest.xml", "desktop"], {
  cwd: root,
  stdio: "inherit",
  shell: process.platform === "win32",
});
if (result.error) {
  console.error(`npm start: could not run office-addin-debugging: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
