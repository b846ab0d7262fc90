// `npm start`: sideloads the add-in into desktop Excel where that is possible (Windows, macOS),
// and otherwise says plainly that it did nothing and what to do instead, exiting 1. It never
// reports success for a run that did not load the add-in: office-addin-debugging itself exits 0
// on platforms it does not support.
import { spawnSync } from "node:child_process";
import process from "node:process";

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

// office-addin-debugging is not a dependency (its dependency tree does not install everywhere):
// npx fetches it on the machines that can use it.
const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const result = spawnSync(npx, ["--yes", "office-addin-debugging", "start", "manifest.xml", "desktop"], {
  stdio: "inherit",
  shell: process.platform === "win32",
});
if (result.error) {
  console.error(`npm start: could not run office-addin-debugging: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
