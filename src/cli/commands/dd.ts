// `npm run dd -- FILE [--json]`: each deal of a hand-record file with its double-dummy table and
// par. The solving is handed in (solveDeal), so the program can spread deals over worker threads
// (dd-bin.ts) while tests solve them in one.
import * as fs from "node:fs";
import { readHandRecordFile, type HandRecord } from "../../io/hand-records";
import { forTerminal, shortLines } from "../../io/text";
import {
  formatDeal,
  formatTable,
  highCardPoints,
  parOf,
  parseDeal,
  tableByDeclarer,
  tableDifferences,
  type DDTable,
  type Deal,
} from "../../scoring";
import { flagIn } from "../flags";
import { DD_USAGE } from "../usage";

/** Solves one deal's table; rejects with the reason when it cannot (too hard for the budget). */
export type SolveDeal = (deal: string) => Promise<DDTable>;

export interface DdIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** How many of a file's problems are printed before the rest are counted. */
const PROBLEMS_SHOWN = 20;

function handsLine(deal: Deal): string {
  return (["N", "E", "S", "W"] as const).map((s) => `${s} ${highCardPoints(deal, s)}`).join("  ");
}

/** Runs the command line; returns the exit code (0 all solved, 1 some deal failed, 2 bad usage). */
export async function ddMain(args: readonly string[], given: DdIo, solveDeal: SolveDeal): Promise<number> {
  // What is printed quotes the file (deals, sections, tags): no control character of it reaches
  // the terminal.
  const io: DdIo = {
    out: (t) => given.out(forTerminal(t)),
    err: (t) => given.err(forTerminal(shortLines(t))),
  };
  // The flag table's dd flags, each given as the word itself; any other --word is unknown.
  if (args.some((a) => flagIn("dd", a)?.name === "--help")) {
    io.out(DD_USAGE);
    return 0;
  }
  const json = args.includes("--json");
  const files = args.filter((a) => flagIn("dd", a) === undefined);
  const unknown = files.filter((a) => a.startsWith("--"));
  if (unknown.length > 0 || files.length !== 1) {
    io.err(`${unknown.length > 0 ? `Unknown option ${unknown[0]}.` : "Give one file."}\n${DD_USAGE}`);
    return 2;
  }
  const file = files[0];
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    io.err(
      `Cannot read ${file}: ${(e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (e as Error).message}.\n`,
    );
    return 2;
  }
  const { records, problems } = readHandRecordFile(bytes);
  // A file of a million bad lines is said in twenty and a count.
  for (const p of problems.slice(0, PROBLEMS_SHOWN)) io.err(`${file}: ${p}\n`);
  if (problems.length > PROBLEMS_SHOWN)
    io.err(`${file}: ... and ${problems.length - PROBLEMS_SHOWN} more problems.\n`);
  if (records.length === 0) {
    io.err(
      `${file}: no deals found (expected PBN [Deal "N:..."] tags, a USEBIO HANDSET, a Bridgemate HandRecord or one PBN deal a line).\n`,
    );
    return 1;
  }
  let failed = problems.length > 0;
  const parsed = records.map((r) => {
    try {
      return { record: r, deal: parseDeal(r.deal) };
    } catch (e) {
      return { record: r, error: (e as Error).message };
    }
  });
  // Start every solve at once (the solver spreads them over its threads); print in board order.
  const solving = parsed.map((p) => ("deal" in p && p.deal ? solveDeal(formatDeal(p.deal)) : null));
  for (let i = 0; i < parsed.length; i++) {
    const p = parsed[i];
    const r: HandRecord = p.record;
    const label = `${file} ${r.where}, board ${r.board}${r.section !== undefined && !r.where.includes("section") ? ` (section ${r.section})` : ""}`;
    if (!("deal" in p) || !p.deal) {
      io.err(`${label}: ${p.error}\n`);
      failed = true;
      continue;
    }
    let table: DDTable;
    try {
      table = await (solving[i] as Promise<DDTable>);
    } catch (e) {
      io.err(`${label}: ${(e as Error).message}\n`);
      failed = true;
      continue;
    }
    if (!printDeal({ file: label, record: r, deal: p.deal, table }, json, io)) failed = true;
  }
  return failed ? 1 : 0;
}

/** One deal solved, for printing: where it is, its record, the deal and its table. */
interface SolvedDeal {
  readonly file: string;
  readonly record: HandRecord;
  readonly deal: Deal;
  readonly table: DDTable;
}

/**
 * Prints one solved deal (text, or a JSON line) with its par, after saying where the file's
 * published par or table differs from the solver's; false when one differs.
 */
function printDeal(solved: SolvedDeal, json: boolean, io: DdIo): boolean {
  const { file: label, record: r, deal, table } = solved;
  let agrees = true;
  const par = parOf(table, r.vulnerability, r.dealer);
  if (r.publishedScore !== undefined && r.publishedScore !== par.score) {
    io.err(
      `${label}: the file's [OptimumScore] is ${r.publishedScore} for North-South; the solver's par is ${par.score}.\n`,
    );
    agrees = false;
  }
  const differ = r.publishedTable ? tableDifferences(table, r.publishedTable) : [];
  if (differ.length > 0) {
    io.err(`${label}: the file's double-dummy table differs from the solver's: ${differ.join("; ")}.\n`);
    agrees = false;
  }
  if (json) {
    io.out(
      `${JSON.stringify({
        ...(r.section !== undefined ? { section: r.section } : {}),
        board: r.board,
        dealer: r.dealer,
        vulnerability: r.vulnerability,
        deal: formatDeal(deal),
        tricks: tableByDeclarer(table),
        par: { score: par.score, contracts: par.contracts },
      })}\n`,
    );
  } else {
    io.out(
      [
        `${r.section !== undefined ? `Section ${r.section}  ` : ""}Board ${r.board}  Dealer ${r.dealer}  Vulnerable ${r.vulnerability}`,
        `  ${formatDeal(deal)}`,
        `  HCP  ${handsLine(deal)}`,
        formatTable(table),
        `  Par ${par.score > 0 ? "NS " : par.score < 0 ? "EW " : ""}${Math.abs(par.score)}: ${par.contracts.join(", ")}`,
        "",
      ].join("\n") + "\n",
    );
  }
  return agrees;
}
