// One file converted by LibreOffice headless (to "pdf", "fods", ...), in a fresh profile, the
// converted file's contents handed to `read` before the working folder is removed.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { pathToFileURL } from "node:url";
import type { SheetModel } from "../../src/sheet/model";
import { writeXlsx } from "../../src/writers/xlsx";

/** Whether a program answers on this machine (e.g. pdftotext from poppler-utils). */
export function hasProgram(program: string, args: readonly string[] = ["-v"]): boolean {
  try {
    execFileSync(program, args, { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the model to an .xlsx (with its cached values), converts it with LibreOffice to
 * `format` and returns what `read` makes of the converted file's path.
 *
 * @example
 * const pages = await convertModel(soffice, model, "pdf", (pdf) => pdfText(pdf));
 */
export async function convertModel<T>(
  soffice: string,
  model: SheetModel,
  format: string,
  read: (file: string) => T,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-lo-convert-"));
  try {
    const file = path.join(dir, "sheet.xlsx");
    await writeXlsx(file, model);
    const profile = `-env:UserInstallation=${pathToFileURL(path.join(dir, "profile")).href}`;
    execFileSync(
      soffice,
      [profile, "--headless", "--norestore", "--convert-to", format, "--outdir", dir, file],
      {
        stdio: "pipe",
        timeout: 240_000,
      },
    );
    return read(path.join(dir, `sheet.${format}`));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
