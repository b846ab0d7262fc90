// Runs LibreOffice headless (Debian's libreoffice-calc) on .xlsx files and reads back what it
// computed. Each run gets a fresh user profile in a temporary folder, set to recalculate every
// formula when a file is loaded (LibreOffice's default for .xlsx is to keep the cached values),
// and converts the workbooks to flat ODF (.fods), plain XML whose cells carry the values
// LibreOffice computed.
import { execFileSync, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { pathToFileURL } from "node:url";
import { CellValue } from "../../src/sheet/model";

/** The soffice binary, or null when LibreOffice is not installed. */
export function findSoffice(): string | null {
  for (const name of ["soffice", "libreoffice"]) {
    const r = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
    if (r.status === 0 && r.stdout.trim() !== "") return r.stdout.trim();
  }
  return null;
}

const RECALC_ALWAYS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/** One sheet as LibreOffice computed it: "row,col" (0-based) -> value. */
export type ComputedSheet = Map<string, CellValue>;

/**
 * Opens each .xlsx in LibreOffice (one process for all of them), recalculates and returns every
 * sheet of each file, in order.
 */
export function recalculate(soffice: string, files: readonly string[]): ComputedSheet[][] {
  return converted(soffice, files, "fods", (fods) => parseFods(fs.readFileSync(fods, "utf8")));
}

/**
 * Prints each .xlsx to PDF with LibreOffice (one process for all of them), as a director's
 * File > Print would with the workbook's page setup, and returns each file's pages as text
 * (pdftotext -layout, Debian's poppler-utils), page by page.
 */
export function printedPages(soffice: string, files: readonly string[]): string[][] {
  return converted(soffice, files, "pdf", (pdf) => {
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8", maxBuffer: 1 << 28 });
    // pdftotext ends each page with a form feed.
    return text.split("\f").slice(0, -1);
  });
}

/** Whether pdftotext (poppler-utils) is installed. */
export function hasPdftotext(): boolean {
  return spawnSync("sh", ["-c", "command -v pdftotext"], { encoding: "utf8" }).status === 0;
}

/**
 * Converts each file to `format` in one LibreOffice run (a fresh profile that recalculates every
 * formula on loading) and reads each output with `read`, in order.
 */
function converted<T>(
  soffice: string,
  files: readonly string[],
  format: string,
  read: (out: string) => T,
): T[] {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-lo-"));
  try {
    const profile = path.join(work, "profile");
    fs.mkdirSync(path.join(profile, "user"), { recursive: true });
    fs.writeFileSync(path.join(profile, "user", "registrymodifications.xcu"), RECALC_ALWAYS);
    const out = path.join(work, "out");
    fs.mkdirSync(out);
    execFileSync(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        "--headless",
        "--norestore",
        "--convert-to",
        format,
        "--outdir",
        out,
        ...files,
      ],
      { stdio: "pipe", timeout: 240_000 },
    );
    return files.map((f) => {
      const made = path.join(out, `${path.basename(f, path.extname(f))}.${format}`);
      if (!fs.existsSync(made)) throw new Error(`LibreOffice did not convert ${f}.`);
      return read(made);
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
  "&quot;": '"',
  "&apos;": "'",
};
function unescape(s: string): string {
  return s.replace(/&(lt|gt|amp|quot|apos);/g, (m) => ENTITIES[m]);
}

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`${name}="([^"]*)"`).exec(attrs);
  return m ? unescape(m[1]) : undefined;
}

/** The cells of every table in a flat ODF spreadsheet, with repeated rows and cells expanded. */
export function parseFods(xml: string): ComputedSheet[] {
  const sheets: ComputedSheet[] = [];
  const tableRe = /<table:table\s[^>]*>([\s\S]*?)<\/table:table>/g;
  for (let t = tableRe.exec(xml); t; t = tableRe.exec(xml)) {
    const cells: ComputedSheet = new Map();
    const rowRe = /<table:table-row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-row>)/g;
    let row = 0;
    for (let r = rowRe.exec(t[1]); r; r = rowRe.exec(t[1])) {
      const repeatRows = Number(attr(r[1], "table:number-rows-repeated") ?? 1);
      const cellRe =
        /<table:(?:covered-)?table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:(?:covered-)?table-cell>)/g;
      let col = 0;
      const body = r[2] ?? "";
      for (let c = cellRe.exec(body); c; c = cellRe.exec(body)) {
        const repeat = Number(attr(c[1], "table:number-columns-repeated") ?? 1);
        const type = attr(c[1], "office:value-type");
        let value: CellValue = null;
        if (type === "float" || type === "percentage" || type === "currency")
          value = Number(attr(c[1], "office:value"));
        else if (type === "boolean") value = attr(c[1], "office:boolean-value") === "true";
        else if (type === "string") {
          value =
            attr(c[1], "office:string-value") ??
            unescape((c[2] ?? "").replace(/<text:s\/>/g, " ").replace(/<[^>]+>/g, ""));
        }
        if (value !== null && repeatRows === 1)
          for (let k = 0; k < repeat; k++) cells.set(`${row},${col + k}`, value);
        col += repeat;
      }
      row += repeatRows;
    }
    sheets.push(cells);
  }
  return sheets;
}
