// `npm run demo` (and the end of scripts/setup.sh): the product at work on a sample session. Builds
// the command line when it is missing or out of date, scores examples/mitchell-session.csv (a
// three-table Mitchell) by matchpoints, prints its ranking, writes the workings, the results web
// page and the workbook into out/, and says where they are and how to open the add-in in Excel on
// the web. Exits with the command line's code when it fails.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { ensureBuilt } from "./cli.mjs";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const SESSION = "examples/mitchell-session.csv";
const OUT = "out";
const NAME = path.basename(SESSION, ".csv");
const files = {
  txt: `${OUT}/${NAME}.txt`,
  html: `${OUT}/${NAME}.html`,
  xlsx: `${OUT}/${NAME}.xlsx`,
};

const bundle = ensureBuilt("score");
if (bundle === null) process.exit(3);
fs.mkdirSync(path.join(ROOT, OUT), { recursive: true });

// The method is given, not left to the command line's default.
const args = [SESSION, "--method", "mp", "--html", files.html, "--xlsx", files.xlsx];
const run = spawnSync(process.execPath, [bundle, ...args], { cwd: ROOT, encoding: "utf8" });
if (run.status !== 0) {
  process.stderr.write(run.stdout + run.stderr);
  process.stderr.write(`demo: scoring ${SESSION} failed (exit ${run.status}).\n`);
  process.exit(run.status ?? 3);
}

// What the command line printed: the workings board by board, the session summary (the ranking),
// then a line for each file written, which this script reports itself.
const printed = run.stdout.replace(/^Wrote .*\n/gm, "");
fs.writeFileSync(path.join(ROOT, files.txt), printed);
const summary = printed.indexOf("Session summary");
const ranking = summary >= 0 ? printed.slice(summary) : printed;

const lines = [
  "",
  `npm run score -- ${args.join(" ")}`,
  "",
  ranking.trimEnd(),
  "",
  `The session scored by matchpoints, in ${OUT}/:`,
  `  ${files.html.padEnd(28)} the results web page: open it in a browser`,
  `  ${files.xlsx.padEnd(28)} the results sheet, live formulas: open it in Excel or LibreOffice`,
  `  ${files.txt.padEnd(28)} the workings board by board, as printed`,
  "",
  "The add-in in Excel on the web (README.md, Trying it in Excel):",
  "  1. Serve dist/ over https: npm run dev-server (https://localhost:3000/), or",
  "     ADDIN_BASE_URL=https://your.host/path/ npm run build and put dist/ on that host.",
  "  2. Open a workbook in Excel on the web, choose Insert > Add-ins > Upload My Add-in",
  "     and upload dist/manifest.xml (npm run build writes it).",
  "",
];
process.stdout.write(lines.join("\n"));
