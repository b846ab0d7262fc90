// Rewrites the flag reference in docs/command-line.md from the command line's flag table
// (src/cli/flags.ts): the block between `<!-- flags:begin -->` and `<!-- flags:end -->`, a table a
// command, each flag with its value and what it does. `npm run docs` runs it; a test
// (test/cli/reference.test.ts) fails when the block is not what the table gives, so the page never
// falls behind a flag added to the table.
//
//   npx tsx scripts/cli-reference.ts          rewrites the block
//   npx tsx scripts/cli-reference.ts --check  exits 1 when the block is out of date
import * as fs from "node:fs";
import * as path from "node:path";
import { aboutIn, COMMANDS, flagsOf, ownFlags, type CommandName, type Flag } from "../src/cli/flags";
import { flagSpelling } from "../src/cli/usage";

/** The page the block is in. */
export const REFERENCE_PAGE = path.join(__dirname, "..", "docs", "command-line.md");

const BEGIN = "<!-- flags:begin -->";
const END = "<!-- flags:end -->";

/** A table cell's text: a pipe would end the cell. */
const cell = (text: string): string => text.replace(/\|/g, "\\|");

/** A command's table: its own flags, and those of the command it builds on that it words its own way. */
function commandTable(command: CommandName): string {
  const c = COMMANDS.find((x) => x.name === command)!;
  const own = ownFlags(command);
  const reworded = flagsOf(command).filter((f) => !own.includes(f) && f.aboutIn?.[command] !== undefined);
  const rows = [...own, ...reworded].map(
    (f: Flag) => `| \`${cell(flagSpelling(f))}\` | ${cell(aboutIn(f, command))} |`,
  );
  const base = c.base === undefined ? "" : ` It takes the flags of \`${c.base}\` too.`;
  return [
    `### \`${command}\`: \`${c.synopsis}\``,
    "",
    `${c.about}${base}`,
    "",
    "| Flag | What it does |",
    "| --- | --- |",
    ...rows,
  ].join("\n");
}

/**
 * The block the flag table gives, markers included.
 *
 * @example
 * flagsBlock().startsWith("<!-- flags:begin -->"); // true
 */
export function flagsBlock(): string {
  const note =
    "<!-- Made from src/cli/flags.ts by `npm run docs` (scripts/cli-reference.ts): edit the table, not this block. -->";
  return [BEGIN, note, "", ...COMMANDS.map((c) => `${commandTable(c.name)}\n`), END].join("\n");
}

/** The page with its block made anew (an error when the page has no markers). */
export function withFlagsBlock(page: string): string {
  const start = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${REFERENCE_PAGE} has no ${BEGIN} ... ${END} block.`);
  return `${page.slice(0, start)}${flagsBlock()}${page.slice(end + END.length)}`;
}

if (require.main === module) {
  const page = fs.readFileSync(REFERENCE_PAGE, "utf8");
  const made = withFlagsBlock(page);
  if (process.argv.includes("--check")) {
    if (made !== page) {
      process.stderr.write(`${REFERENCE_PAGE}: the flag reference is out of date: run npm run docs.\n`);
      process.exitCode = 1;
    }
  } else if (made !== page) {
    fs.writeFileSync(REFERENCE_PAGE, made);
    process.stdout.write(`Rewrote the flag reference in ${path.relative(process.cwd(), REFERENCE_PAGE)}.\n`);
  }
}
