// What the command line does with the regulation flags' values beyond reading them (the flag table,
// flags.ts, reads them by the core's readOption): a named preset under the options given, and the
// IMP and VP scales of a director's own, told from a scale's name and read from their CSV files.
import { readCsv } from "../io/csv";
import {
  presetOptions,
  readImpScaleGrid,
  readVpScaleGrid,
  type ImpTable,
  type PresetName,
  type VpScaleTable,
} from "../scoring";

/** A preset's options under the options given (a given option wins over the preset's). */
export function withPreset<T extends { rules?: PresetName }>(options: T): T {
  return options.rules === undefined ? options : { ...presetOptions(options.rules), ...options };
}

/** Whether an --imp-table value names a file (a CSV) rather than a built-in scale. */
export function isScaleFile(value: string): boolean {
  return /\.(csv|txt)$/i.test(value.trim());
}

/** Reads a scale file: its CSV as cells (numbers as numbers), then the core's checks. */
export function readScaleFile(kind: "imp", text: string, file: string): ImpTable;
export function readScaleFile(kind: "vp", text: string, file: string): VpScaleTable;
export function readScaleFile(kind: "imp" | "vp", text: string, file: string): ImpTable | VpScaleTable {
  const rows = readCsv(text).rows; // cells as text: the core reads "20" as a cell's number
  const title = file.replace(/^.*[\\/]/, "");
  return kind === "imp" ? readImpScaleGrid(rows, undefined, title) : readVpScaleGrid(rows, undefined, title);
}
