// The command line's names table: `--names names.csv`, one row per pair (pair number, then the
// names), read with the CSV reader and the core's names table reader.
import { CsvError, readCsv, type CsvTable } from "../io/csv";
import { controlsIn, looksBinary, withoutControls } from "../io/text";
import { readNamesTable, type PairNames, type PairRatings } from "../scoring";
import { fileMessage } from "./files";

/**
 * The names a CSV file gives (with a note, said once, when control characters were removed from
 * it), or the lines that say why it cannot be read (each naming its line).
 */
export type NamesFile =
  | { readonly names: PairNames; readonly ratings: PairRatings; readonly note?: string }
  | { readonly errors: readonly string[] };

/** The lines a note names: the first ten, then how many more. */
function lineList(lines: readonly number[]): string {
  const shown = lines.slice(0, 10).join(", ");
  return lines.length > 10 ? `${shown} and ${lines.length - 10} more` : shown;
}

/**
 * Reads a names table from a CSV file's text: the pair number in the first column ("3", "3NS" or
 * "NS 3", or the direction in the second column), then the names; a header row is allowed.
 *
 * @example
 * readNamesFile("names.csv", "Pair,Names\n1,Ann Smith,Bob Jones\n"); // { names: Map { "1" => "Ann Smith & Bob Jones" } }
 */
export function readNamesFile(file: string, text: string): NamesFile {
  // A names table is text: random bytes or a workbook given by mistake are refused, not read as
  // rows of odd names; a few control characters (an ESC, a NUL) in a text file are removed from
  // the names, and said once.
  if (looksBinary(text)) {
    return {
      errors: [
        `${file} is not a names table: it holds bytes no text file has (a workbook, or not text at all); give a CSV file of pair numbers and names.`,
      ],
    };
  }
  let csv: CsvTable;
  try {
    csv = readCsv(withoutControls(text));
  } catch (e) {
    if (e instanceof CsvError) return { errors: [`${file}: ${e.message}`] };
    throw e;
  }
  const table = readNamesTable(csv.rows);
  if (table.problems.length > 0) {
    // The file's own line: a quoted name may hold a line break, and a "sep=;" line is no row.
    return {
      errors: table.problems.map((p) => `${file}: line ${csv.lines[p.row] ?? p.row + 1}: ${p.message}`),
    };
  }
  const removed = controlsIn(text);
  if (removed.count === 0) return { names: table.names, ratings: table.ratings };
  const what = removed.count === 1 ? "1 control character" : `${removed.count} control characters`;
  const where = `line${removed.lines.length === 1 ? "" : "s"} ${lineList(removed.lines)}`;
  return { names: table.names, ratings: table.ratings, note: `Removed ${what} from ${file} (${where}).` };
}

/** The names table of `--names`, read from `file`, or the lines that say why it cannot be read. */
export function loadNames(file: string, readFile: (path: string) => string): NamesFile {
  let text: string;
  try {
    text = readFile(file);
  } catch (e) {
    return { errors: [fileMessage("read", file, e)] };
  }
  return readNamesFile(file, text);
}
