// A federation's printed IMP and VP scales given in the pane from a worksheet range ("Use the
// selection as the IMP scale" / "... as the VP scale"), kept with the choices in the document,
// and used by Score: the IMP scale for Butler, cross-IMPs and teams IMPs, the VP scale for teams
// events' VPs.
import type { SheetArea } from "../../src/office/area";
import { DEFAULT_FORM_CHOICES, teamsChoices, type FormChoices } from "../../src/event/forms";
import { restoreOptions } from "../../src/taskpane/options";
import { restoreScale, scaleFromArea } from "../../src/taskpane/scale-tables";
import type { SheetModel } from "../../src/sheet/model";
import { FROM_VPS, twoMatches } from "../support/teams-sheets";
import { after, openedOnBoard2, scoredArea } from "./fixtures";

/** The WBF IMP scale as printed (Laws of Duplicate Bridge 2017, Law 78B), with a header row. */
const WBF_ROWS: (string | number)[][] = [
  ["From", "IMPs"],
  ...[
    0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250,
    2500, 3000, 3500, 4000,
  ].map((from, imps) => [from, imps]),
];
const WBF_AREA: SheetArea = { sheet: "Scales", range: "A1:B26", top: 0, left: 0, values: WBF_ROWS };

/** A coarse scale made up for the tests: 0-99 is 0 IMPs, 100-249 is 1, 250-499 is 2, 500 up is 3. */
const COARSE_AREA: SheetArea = {
  sheet: "Scales",
  range: "D2:E5",
  top: 1,
  left: 3,
  values: [
    [0, 0],
    [100, 1],
    [250, 2],
    [500, 3],
  ],
};

/** An 8-board VP table (one column, any length): a 10-IMP win is 13 to 7. */
const VP_AREA: SheetArea = {
  sheet: "Scales",
  range: "G1:H12",
  top: 0,
  left: 6,
  values: [["Margin", "VPs"], ...FROM_VPS.map((r) => [...r])],
};

const opened = openedOnBoard2;

/** The options after choosing the given areas as the IMP and VP scales. */
function withScales(
  imp: SheetArea | null,
  vp: SheetArea | null,
  change: Partial<FormChoices> = {},
): FormChoices {
  let state = after(opened(), { kind: "optionsChanged", change }).state;
  if (imp)
    state = after(state, { kind: "scalePressed", scale: "imp" }, { kind: "selectionRead", area: imp }).state;
  if (vp)
    state = after(state, { kind: "scalePressed", scale: "vp" }, { kind: "selectionRead", area: vp }).state;
  return state.options;
}

describe("choosing a scale in the pane", () => {
  test("Use the selection as the IMP scale: read, kept with the choices, saved, and said", () => {
    const { state, effects } = after(
      opened(),
      { kind: "scalePressed", scale: "imp" },
      { kind: "selectionRead", area: WBF_AREA },
    );
    expect(effects[0]).toEqual({ kind: "readSelection" });
    expect(state.task).toBeNull();
    expect(state.options.impScale?.range).toBe("Scales!A1:B26");
    expect(state.status).toEqual(
      expect.objectContaining({ intent: "success", title: "IMP scale: Scales!A1:B26" }),
    );
    expect(state.status?.text).toMatch(/^25 bands;/);
    expect(effects[1]).toEqual({ kind: "saveSettings", value: state.options });
    // The traveller read before is still the one to score.
    expect(state.reading?.area.range).toBe("C3:F7");
  });

  test("a bad cell refuses the range, naming the cell on its sheet; nothing is kept or saved", () => {
    const bad: SheetArea = {
      ...COARSE_AREA,
      values: [
        [0, 0],
        [100, 1],
        [250, "x"],
      ],
    };
    // The third row of D2:E4 is row 4; the IMPs are in column E.
    expect(scaleFromArea("imp", bad)).toEqual({
      problem: 'Scales!E4 is "x": expected a number (the IMPs from 250).',
    });
    const { state, effects } = after(
      opened(),
      { kind: "scalePressed", scale: "imp" },
      { kind: "selectionRead", area: bad },
    );
    expect(state.options.impScale).toBeUndefined();
    expect(state.status).toEqual(expect.objectContaining({ intent: "error", title: "Not an IMP scale" }));
    expect(state.status?.text).toContain('Scales!E4 is "x": expected a number');
    expect(effects.filter((e) => e.kind === "saveSettings")).toEqual([]);
  });

  test("a VP table whose margins do not start at 0 is refused at its first cell", () => {
    const bad: SheetArea = {
      ...VP_AREA,
      values: [
        [1, 11],
        [4, 12],
      ],
    };
    const { state } = after(
      opened(),
      { kind: "scalePressed", scale: "vp" },
      { kind: "selectionRead", area: bad },
    );
    expect(state.options.vpScale).toBeUndefined();
    expect(state.status?.title).toBe("Not a VP scale");
    expect(state.status?.text).toContain("Scales!G1 is 1: a VP scale starts at a margin of 0");
  });

  test("Built-in scale: the given one is dropped and the choice saved", () => {
    const chosen = after(
      opened(),
      { kind: "scalePressed", scale: "vp" },
      { kind: "selectionRead", area: VP_AREA },
    ).state;
    expect(chosen.options.vpScale?.range).toBe("Scales!G1:H12");
    const { state, effects } = after(chosen, { kind: "scaleCleared", scale: "vp" });
    expect(state.options.vpScale).toBeUndefined();
    expect(state.status?.title).toBe("Built-in VP scale");
    expect(effects).toEqual([{ kind: "saveSettings", value: state.options }]);
    // Nothing to clear: nothing happens.
    expect(after(state, { kind: "scaleCleared", scale: "vp" }).effects).toEqual([]);
  });

  test("restored from the document when it still reads as a scale, dropped when damaged", () => {
    const options = withScales(COARSE_AREA, VP_AREA);
    const saved = JSON.parse(JSON.stringify(options)) as unknown;
    const restored = restoreOptions(saved);
    expect(restored.impScale).toEqual(options.impScale);
    expect(restored.vpScale).toEqual(options.vpScale);
    // A VP table saved as the IMP scale (its IMPs would go 10, 11, ...: a 0 is not worth 10) is dropped.
    expect(restoreOptions({ ...options, impScale: options.vpScale }).impScale).toBeUndefined();
    expect(
      restoreScale("imp", { range: "S!A1", origin: { row: 0, col: 0 }, cells: [[0, "=x"]] }),
    ).toBeUndefined();
    expect(restoreOptions(DEFAULT_FORM_CHOICES)).not.toHaveProperty("impScale");
  });
});

/** The numbers in the column headed `header`, in the rows under it (as many as `rows`). */
function columnUnder(model: SheetModel, header: string, rows: number): unknown[] {
  const head = model.cells.find((c) => c.value === header);
  if (!head) throw new Error(`no ${header}`);
  return Array.from({ length: rows }, (_, k) => {
    const cell = model.cells.find((c) => c.row === head.row + 1 + k && c.col === head.col);
    return cell?.value;
  });
}

/** One board, four tables: NS scored 420, 420, 170 and -50 (sum 960, datum 240). */
const BOARD_1: SheetArea = {
  sheet: "Sheet1",
  range: "A1:D5",
  top: 0,
  left: 0,
  values: [
    ["Board", "NS", "EW", "Score"],
    [1, 1, 2, 420],
    [1, 3, 4, 420],
    [1, 5, 6, 170],
    [1, 7, 8, -50],
  ],
};

/** BOARD_1's sheet as the pane builds it with the form's choices (which hold the scales given). */
function pairsSheet(options: FormChoices): SheetModel {
  return scoredArea(BOARD_1, options).sheet;
}

describe("a pairs board scored on a given IMP scale", () => {
  test("the WBF scale given as a range scores as the built-in WBF scale, and the sheet says it was given", () => {
    for (const method of ["butler", "cross"] as const) {
      const builtIn = pairsSheet({ ...DEFAULT_FORM_CHOICES, method });
      const given = pairsSheet(withScales(WBF_AREA, null, { method }));
      const numbers = (m: SheetModel) =>
        m.cells.filter((c) => typeof c.value === "number").map((c) => c.value);
      expect(numbers(given)).toEqual(numbers(builtIn));
      expect(given.cells.some((c) => c.value === "IMP scale given: Given IMP scale (Scales!A1:B26)")).toBe(
        true,
      );
      // The method's own line (wrapped over rows) says the scale was given, rather than naming the
      // built-in WBF scale.
      const text = (m: SheetModel) =>
        m.cells
          .map((c) => c.value)
          .filter((v): v is string => typeof v === "string")
          .join(" ");
      expect(text(given)).toMatch(/IMPs on the given\s+scale/);
      expect(text(given)).not.toMatch(/WBF\s+IMPs/);
      expect(text(builtIn)).toMatch(/WBF\s+IMPs/);
    }
    // Today's numbers, by hand on the WBF scale. Butler: datum 240, differences 180, 180, -70, -290
    // are 5, 5, -2, -7 IMPs.
    expect(columnUnder(pairsSheet(withScales(WBF_AREA, null, { method: "butler" })), "NS IMPs", 4)).toEqual([
      5, 5, -2, -7,
    ]);
  });

  test("a coarser scale gives the IMPs worked by hand", () => {
    // Butler: differences 180, 180, -70, -290 from the datum 240 are 1, 1, 0 and -2 IMPs on the
    // coarse scale (100-249: 1; 250-499: 2).
    const butler = pairsSheet(withScales(COARSE_AREA, null, { method: "butler" }));
    expect(columnUnder(butler, "NS IMPs", 4)).toEqual([1, 1, 0, -2]);
    // Cross-IMPs, divided by the 3 comparisons: 420 against 420, 170, -50 is 0 + 2 (250) + 2 (470)
    // = 4, so 1.33; 170 against 420, 420, -50 is -2 - 2 + 1 (220) = -3, so -1; -50 is -2 - 2 - 1
    // = -5, so -1.67.
    const cross = pairsSheet(withScales(COARSE_AREA, null, { method: "cross" }));
    const ns = columnUnder(cross, "NS result", 4) as number[];
    expect(ns.map((x) => Math.round(x * 100) / 100)).toEqual([1.33, 1.33, -1, -1.67]);
  });

  test("a given VP scale plays no part in a pairs event", () => {
    const given = pairsSheet(withScales(null, VP_AREA, { method: "butler" }));
    expect(columnUnder(given, "NS IMPs", 4)).toEqual([5, 5, -2, -7]);
  });
});

describe("a teams event scored on given scales", () => {
  // Aces v Kings: board 1 is 420 and -50 (net 470), board 2 110 and 110; Queens v Jacks the mirror.
  const cells = twoMatches();
  const AREA: SheetArea = {
    sheet: "Sheet1",
    range: "A1:F9",
    top: 0,
    left: 0,
    values: cells as (string | number)[][],
  };

  function teamsVps(options: FormChoices): unknown[] {
    // The VP cells: the winner's VPs looked up on the scale, the loser's the total less them.
    return scoredArea(AREA, options)
      .sheet.cells.filter((c) => c.formula?.startsWith("=IF(") && c.formula.includes("MATCH(ABS("))
      .map((c) => c.value);
  }

  test("the 8-board VP table: a 10-IMP win (470 net on WBF) is 13 to 7", () => {
    expect(teamsVps(withScales(null, VP_AREA))).toEqual([13, 7, 7, 13]);
  });

  test("with the coarse IMP scale too, 470 net is 2 IMPs, so 11 to 9", () => {
    expect(teamsVps(withScales(COARSE_AREA, VP_AREA))).toEqual([11, 9, 9, 11]);
  });

  test("the VP scale is not used under board-a-match", () => {
    const choices = teamsChoices(withScales(null, VP_AREA, { teamsMethod: "bam" }));
    expect(choices.vp).toBe("none");
    expect(choices.vpTable).toBeUndefined();
  });
});
