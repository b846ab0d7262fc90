// The LibreOffice check shared by the sheet tests: models written to .xlsx WITHOUT cached values
// (so nothing can be passed through), recalculated by LibreOffice headless in one run, and every
// formula cell compared with the engine's value, which the model carries.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { SheetModel } from "../../src/sheet/model";
import { writeXlsx } from "../../src/writers/xlsx";
import { sameValue } from "./hyperformula-model";
import { recalculate } from "./libreoffice";

/** How many formula cells were compared, and those LibreOffice computed otherwise. */
export interface LibreOfficeCheck {
  readonly checked: number;
  /** "name row,col formula: LibreOffice value, engine value", 0-based, the first sheet of each. */
  readonly wrong: string[];
}

/**
 * Recalculates each model's sheet in LibreOffice and compares every formula cell with the model's
 * value; `names` label the models in the report (their sheet names by default).
 */
export async function checkWithLibreOffice(
  soffice: string,
  models: readonly SheetModel[],
  names: readonly string[] = models.map((m) => m.name),
): Promise<LibreOfficeCheck> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-lo-check-"));
  try {
    const files = await Promise.all(
      models.map(async (m, i) => {
        const file = path.join(dir, `sheet${i}.xlsx`);
        await writeXlsx(file, m, { cachedValues: false });
        return file;
      }),
    );
    const computed = recalculate(soffice, files);
    let checked = 0;
    const wrong: string[] = [];
    models.forEach((m, i) => {
      const sheet = computed[i][0];
      for (const c of m.cells) {
        if (c.formula === undefined) continue;
        checked++;
        const v = sheet.get(`${c.row},${c.col}`) ?? null;
        if (!sameValue(v, c.value))
          wrong.push(
            `${names[i]} ${c.row},${c.col} ${c.formula}: LibreOffice ${String(v)}, engine ${String(c.value)}`,
          );
      }
    });
    return { checked, wrong };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
