// Hearts and diamonds red on the results sheet: a conditional format on each column of contracts
// and of leads, whose formula is true for a red contract or lead and for nothing else a cell of
// that column may hold; written into the .xlsx and through Office.js.
import ExcelJS from "exceljs";
import { HyperFormula } from "hyperformula";
import { scoreTeamsEvent, wbfVp } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import { RED_SUIT, redSuitFormula } from "../../src/sheet/styles";
import { buildTeamsSheet } from "../../src/sheet/teams-sheet";
import { xlsxBuffer } from "../../src/writers/xlsx";
import { writeSheet } from "../../src/office/write-sheet";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";
import { exampleTravellers } from "../support/travellers";
import { teamsExample } from "../support/teams-sheets";
import * as fs from "node:fs";
import { findSoffice } from "../support/libreoffice";
import { convertModel } from "../support/libreoffice-convert";

/** What the rule's formula gives for each value, worked by HyperFormula (case-insensitive text as Excel compares it). */
function ruleOn(kind: "contract" | "lead", values: readonly (string | number)[]): boolean[] {
  const hf = HyperFormula.buildFromArray(
    values.map((v, i) => [v, redSuitFormula(kind, `A${i + 1}`)]),
    { licenseKey: "gpl-v3" },
  );
  return values.map((_, i) => hf.getCellValue({ sheet: 0, row: i, col: 1 }) as boolean);
}

const mitchell = () => {
  const t = exampleTravellers().find(([f]) => f === "mitchell-session.csv")![1];
  return buildResultsSheet(t, { method: "mp", movement: "mitchell" });
};

afterEach(() => uninstallMockExcel());

describe("red suits on the sheet", () => {
  test("a contract in hearts or diamonds is red; spades, clubs, no trumps, a pass and the rest of the column are not", () => {
    const red = ["4H", "3DX", "7HXX", "1D"];
    const black = ["4S", "3NT", "2C", "Pass", 1430, "", "Contract", "Helen", "Dealer"];
    expect(ruleOn("contract", [...red, ...black])).toEqual([
      ...red.map(() => true),
      ...black.map(() => false),
    ]);
  });

  test("a lead of a heart or a diamond is red, however the card is written", () => {
    const red = ["HK", "D10", "KH", "10d", "♥7", "♦A", "dA"];
    const black = ["SQ", "C2", "♠K", "Do", "Helen", "Dbl", "H", 7, ""];
    expect(ruleOn("lead", [...red, ...black])).toEqual([...red.map(() => true), ...black.map(() => false)]);
  });

  test("the red has AA contrast on white: at least 4.5 to 1", () => {
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(RED_SUIT.slice(i, i + 2), 16) / 255).map(lin);
    const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  test("the Mitchell example: one rule over its contracts and one over its leads, from the first board to the last", () => {
    const model = mitchell();
    const travellers = model.blocks.filter((x) => x.kind === "traveller").map((x) => x.tables[0]);
    const first = travellers[0].rows[0] + 1;
    const last = travellers[travellers.length - 1].rows[1] + 1;
    expect(model.fontRules).toEqual([
      { range: `D${first}:D${last}`, formula: redSuitFormula("contract", `D${first}`), fontColor: RED_SUIT },
      { range: `F${first}:F${last}`, formula: redSuitFormula("lead", `F${first}`), fontColor: RED_SUIT },
    ]);
  });

  test("the teams sheet: a rule over the matches' contracts", () => {
    const model = buildTeamsSheet(scoreTeamsEvent(teamsExample(), { method: "imps", vp: wbfVp }), {
      method: "imps",
      vp: "wbf",
    });
    const match = model.blocks.find((x) => x.kind === "match")!.tables[0];
    const col = match.columns.find((c) => c.role === "contract")!.col;
    expect(col).toBe(4);
    const [top, bottom] = match.rows.map((r) => r + 1);
    expect(model.fontRules).toEqual([
      { range: `E${top}:E${bottom}`, formula: redSuitFormula("contract", `E${top}`), fontColor: RED_SUIT },
    ]);
  });

  test("the .xlsx carries each rule as a conditional format of its formula, in the red", async () => {
    const model = mitchell();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await xlsxBuffer(model)) as unknown as ArrayBuffer);
    // ExcelJS reads the formats back, though its types do not declare them.
    type Read = {
      ref: string;
      rules: { type: string; formulae?: string[]; style?: { font?: { color?: { argb?: string } } } }[];
    };
    const all = (wb.worksheets[0] as unknown as { conditionalFormattings: Read[] }).conditionalFormattings;
    const formats = all.filter((f) => f.rules.some((r) => r.type === "expression"));
    expect(
      formats.map((f) => {
        const rule = f.rules[0];
        return [f.ref, `=${rule.formulae![0]}`, rule.style?.font?.color?.argb];
      }),
    ).toEqual(model.fontRules!.map((r) => [r.range, r.formula, "FFC00000"]));
  });

  test("Office.js: each rule a custom conditional format on its range, with its formula and colour", async () => {
    const model = mitchell();
    const book = installMockExcel(["Sheet1"]);
    await writeSheet(model);
    const custom = book.ranges.flatMap((r) =>
      r.range.conditionalFormats.added
        .filter((f) => f.type === "Custom")
        .map((f) => [r.address, f.custom!.rule.formula, f.custom!.format.font.color]),
    );
    expect(custom).toEqual(model.fontRules!.map((r) => [r.range, r.formula, RED_SUIT]));
  });
});

const soffice = findSoffice();
const withLibreOffice = soffice || process.env.CI ? describe : describe.skip;

withLibreOffice("red suits as LibreOffice reads the .xlsx", () => {
  test("each rule a conditional format on its range, its style's font the red", async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    const model = mitchell();
    const fods = await convertModel(soffice, model, "fods", (file) => fs.readFileSync(file, "utf8"));
    // Each target range, as LibreOffice names it ('Sheet'.D27:'Sheet'.D91), and the style it applies.
    const formats = [
      ...fods.matchAll(
        /target-range-address="[^"]*?\.([A-Z]+\d+):[^"]*?\.([A-Z]+\d+)">\s*<calcext:condition calcext:apply-style-name="([^"]+)"/g,
      ),
    ];
    expect(formats.map((m) => `${m[1]}:${m[2]}`)).toEqual(model.fontRules!.map((r) => r.range));
    for (const [, , , style] of formats) {
      // The style is named by its display name ("ConditionalStyle_1", stored as "..._5f_1").
      const def =
        new RegExp(`<style:style [^>]*style:display-name="${style}"[\\s\\S]*?</style:style>`).exec(
          fods,
        )?.[0] ?? "";
      expect(def.toLowerCase()).toContain('fo:color="#c00000"');
    }
  }, 300_000);
});
