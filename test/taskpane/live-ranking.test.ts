// A live ranking's formulas: the traveller named as Excel names a range on another sheet (quoted,
// a quote doubled, corners absolute), the pane's method and option words as the functions take
// them; and, evaluated in a formula engine, the ranking of the worked example it points at.
import "../support/custom-functions-runtime";
import { HyperFormula } from "hyperformula";
import { DEFAULT_FORM_CHOICES } from "../../src/event/forms";
import { parseAddress } from "../../src/office/area";
import { liveFormula, liveRankingFormulas, travellerReference } from "../../src/taskpane/live-ranking";
import { bridgePlugin } from "../support/hyperformula-functions";
import { RANKING_EXAMPLE } from "../support/session-rankings";

describe("travellerReference", () => {
  test("a sheet name with spaces and an apostrophe is quoted, the quote doubled, the corners absolute", () => {
    expect(travellerReference("Club's pairs", "B3:G20")).toBe("'Club''s pairs'!$B$3:$G$20");
    expect(travellerReference("Sheet1", "A1:F43")).toBe("Sheet1!$A$1:$F$43");
    // Read back as Office.js addresses are read: the same sheet and corners.
    expect(parseAddress(travellerReference("It's 'mine'", "C4:H12"))).toEqual({
      sheet: "It's 'mine'",
      top: 3,
      left: 2,
      bottom: 11,
      right: 7,
    });
  });
});

describe("liveFormula", () => {
  test("RANKING with its method and words; the options argument left out when there are no words", () => {
    expect(liveFormula("RANKING", "Sheet name", "A1:F43", "mp", "EBU; divisor total")).toBe(
      `=BRIDGE.RANKING('Sheet name'!$A$1:$F$43,"mp","EBU; divisor total")`,
    );
    expect(liveFormula("BOARDRESULTS", "Sheet1", "C5:F11", "butler", "")).toBe(
      `=BRIDGE.BOARDRESULTS(Sheet1!$C$5:$F$11,"butler")`,
    );
  });
});

describe("liveRankingFormulas", () => {
  test("the pane's method and choices: cross-IMPs under EBU with the total as divisor", () => {
    const out = liveRankingFormulas(
      { ...DEFAULT_FORM_CHOICES, method: "cross", rules: "EBU", awards: "session", divisor: "total" },
      { sheet: "Tuesday's pairs", range: "B2:E30" },
    );
    expect(out).toEqual({
      ok: true,
      ranking: `=BRIDGE.RANKING('Tuesday''s pairs'!$B$2:$E$30,"cross","EBU; divisor total")`,
      boardResults: `=BRIDGE.BOARDRESULTS('Tuesday''s pairs'!$B$2:$E$30,"cross","EBU; divisor total")`,
    });
  });

  test("All three (teaching) is refused, naming the methods to choose; so is what no words can say", () => {
    const all = liveRankingFormulas(
      { ...DEFAULT_FORM_CHOICES, method: "all" },
      { sheet: "S", range: "A1:D7" },
    );
    expect(all).toEqual({
      ok: false,
      message: expect.stringMatching(/one method: choose Matchpoints, Cross-IMPs or Butler/),
    });
  });

  test("sections scored across the field, and two fouled boards: each a word of the options", () => {
    const out = liveRankingFormulas(
      { ...DEFAULT_FORM_CHOICES, across: true, fouled: "7: A 1-3, B 4-5; 9: A 1, B 2" },
      { sheet: "S", range: "A1:D7" },
    );
    expect(out.ok && out.ranking).toBe(
      '=BRIDGE.RANKING(S!$A$1:$D$7,"mp","fouled 7: A 1,2,3, B 4,5; fouled 9: A 1, B 2; across")',
    );
  });

  test("evaluated, the formula ranks the worked example where it stands (B3:E9 of a sheet named with a quote)", () => {
    // The worked example of RANKING's help: boards 1 and 2, three tables, matchpoints. Board 1:
    // 450 beats 420 beats -50 (NS 2, 1, 3 score 4, 2, 0 of 4); board 2: 110, 110, -140 (NS 1 and
    // 2 score 3 each, NS 3 0). NS 2: 7 of 8 = 87.5%, NS 1: 5 of 8 = 62.5%, NS 3: 0%.
    const traveller = RANKING_EXAMPLE;
    const sheet = [[], [], ...traveller.map((r) => [null, ...r])];
    const out = liveRankingFormulas(DEFAULT_FORM_CHOICES, { sheet: "Club's pairs", range: "B3:E9" });
    if (!out.ok) throw new Error(out.message);
    const { plugin, translations } = bridgePlugin();
    HyperFormula.registerFunctionPlugin(plugin, translations);
    const hf = HyperFormula.buildFromSheets(
      { "Club's pairs": sheet as never, "Live ranking": [[out.ranking]] },
      { licenseKey: "gpl-v3" },
    );
    try {
      const ranking = hf.getSheetValues(hf.getSheetId("Live ranking")!);
      const percents = ranking.slice(1).map((r) => [r[1], r[2], r[5]]);
      expect(ranking[0][0]).toBe("Place");
      // EW take the rest of each top of 4: EW 4 2 + 4 of 8 (75%), EW 6 4 + 1 (62.5%), EW 5 0 + 1 (12.5%).
      expect(percents.slice(0, 6)).toEqual([
        [2, "NS", 87.5],
        [1, "NS", 62.5],
        [3, "NS", 0],
        [4, "EW", 75],
        [6, "EW", 62.5],
        [5, "EW", 12.5],
      ]);
    } finally {
      hf.destroy();
      HyperFormula.unregisterFunctionPlugin(plugin);
    }
  });
});
