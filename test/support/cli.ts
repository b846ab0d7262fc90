// The command line run in-process for the tests: main() with its output and errors caught, and
// files read from `files` (by path) before the disk; and the check of a workbook it wrote.
import * as fs from "node:fs";
import ExcelJS from "exceljs";
import { readInputFile } from "../../src/cli/files";
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

/**
 * The command line's IO on the files on disk (each input read as the program reads it), with what
 * it prints kept: for a test that drives a command itself (a watch it stops).
 *
 * @example
 * const disk = diskIO(); await runLive([...], disk.io); disk.err(); // what it reported
 */
export function diskIO(): { readonly io: CliIO; out(): string; err(): string } {
  let out = "";
  let err = "";
  return {
    io: {
      out: (t) => void (out += t),
      err: (t) => void (err += t),
      readFile: (p) => fs.readFileSync(p, "utf8"),
      readBytes: readInputFile,
    },
    out: () => out,
    err: () => err,
  };
}

/**
 * Runs `npm run score -- ...argv` in-process on the files on disk, each read as the program reads
 * its inputs (a regular file only, its bytes decoded by their own charset).
 *
 * @example
 * const r = await runCliOnDisk(["examples/mitchell-session.csv", "--json"]);
 */
export async function runCliOnDisk(argv: string[]): Promise<CliRun> {
  let out = "";
  let err = "";
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => fs.readFileSync(p, "utf8"),
    readBytes: readInputFile,
  });
  return { code, out, err };
}

/**
 * Checks the workbook `club-board-15.csv --method cross --divisor total --xlsx <file>` writes: its
 * sheet "Board 15 cross-IMPs" and the five tables' totals, the README's worked example. Each result
 * is IMPed against the other four, table 1's +100 against -200, -430, -430 and +50: 7 + 11 + 11 + 2
 * = 31; likewise -1, -27, -27 and 24 for tables 2 to 5.
 */
export async function expectBoard15CrossWorkbook(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.worksheets[0];
  expect(ws.name).toBe("Board 15 cross-IMPs");
  const totals: unknown[] = [];
  ws.eachRow((row) =>
    row.eachCell((cell) => {
      const v = cell.value as ExcelJS.CellFormulaValue;
      if (v && typeof v === "object" && "formula" in v && v.formula.startsWith("SUM(")) totals.push(v.result);
    }),
  );
  expect(totals).toEqual([31, -1, -27, -27, 24]);
}
