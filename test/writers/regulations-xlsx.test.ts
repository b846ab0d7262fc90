// The results sheet under each named preset and under the regulations' options, written to .xlsx
// WITHOUT cached values and recalculated by LibreOffice headless: every formula must come out as
// the engine's value (the model carries it). Skipped, loudly, only where soffice is missing outside CI.
import { PRESET_NAMES, presetOptions, readTraveller } from "../../src/scoring";
import { SheetModel } from "../../src/sheet/model";
import { buildResultsSheet } from "../../src/sheet/results";
import { findSoffice } from "../support/libreoffice";
import { checkWithLibreOffice } from "../support/libreoffice-check";
import { CLUB_IMP_SCALE } from "../support/regulations";

// The session of test/sheet/regulations.test.ts: a board for the cap, one with an award and an NP
// row, one of six tables.
const SESSION = readTraveller([
  ["Board", "NS", "EW", "Score"],
  ...[1660, 1430, 680, 140, -50, -50, -1100].map((s, i) => [1, i + 1, i + 1, s]),
  ...[420, 450, "A+", 400, -50, "NP", 420].map((s, i) => [2, i + 1, ((i + 1) % 7) + 1, s]),
  ...[110, 140, -100, 110, 170, 140].map((s, i) => [3, i + 1, ((i + 2) % 7) + 1, s]),
]);

const soffice = findSoffice();
if (!soffice && !process.env.CI) {
  console.warn(
    "\n*** LibreOffice (soffice) is not installed: the presets' recalculation test is SKIPPED. ***\n",
  );
}
const withLibreOffice = soffice || process.env.CI ? describe : describe.skip;

withLibreOffice("sheets under each preset, recalculated by LibreOffice headless", () => {
  test("every formula cell recomputes to the engine's value", async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    const models: SheetModel[] = [];
    for (const name of PRESET_NAMES) {
      for (const method of ["butler", "cross", "mp"] as const) {
        models.push(buildResultsSheet(SESSION, { ...presetOptions(name), rules: name, method }));
      }
    }
    const impScale = CLUB_IMP_SCALE;
    models.push(
      buildResultsSheet(SESSION, { method: "all", impCap: 17, mpRound: 0.01, awardImps: 2, trim: "tenth" }),
    );
    models.push(buildResultsSheet(SESSION, { method: "mp", awardTie: true, sessionPercent: "mean" }));
    models.push(buildResultsSheet(SESSION, { method: "cross", impScale, impCap: 2 }));
    models.push(buildResultsSheet(SESSION, { method: "butler", impScale }));

    const { checked, wrong } = await checkWithLibreOffice(soffice, models);
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  }, 300_000);
});
