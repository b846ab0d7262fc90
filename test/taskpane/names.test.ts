// The pane's names table: selected once (Names, "Use the selection as the names table"), kept with
// the choices in the document, and handed to every Score.
import * as fs from "node:fs";
import * as path from "node:path";
import type { SheetArea } from "../../src/office/area";
import { exampleCells } from "../../src/ui/examples";
import { namesFromArea, restoreNames } from "../../src/taskpane/names";
import { checkOptions, DEFAULT_FORM_CHOICES } from "../../src/event/forms";
import { restoreOptions } from "../../src/taskpane/options";
import { initialState, type PaneState } from "../../src/taskpane/state/state";
import { after, BOARD_2, openedOnBoard2 } from "./fixtures";

const NAMES: SheetArea = {
  sheet: "Names",
  range: "B2:D5",
  top: 1,
  left: 1,
  values: [
    ["Pair", "Player", "Player"],
    [7, "Ann Smith", "Bob Jones"],
    ["5EW", "=risky", ""],
    [6, "Cy", "Di"],
  ],
};

const opened = openedOnBoard2;

describe("namesFromArea", () => {
  test("the names by pair, and where they were read", () => {
    expect(namesFromArea(NAMES)).toEqual({
      names: {
        range: "Names!B2:D5",
        pairs: [
          ["7", "Ann Smith & Bob Jones"],
          ["EW 5", "=risky"],
          ["6", "Cy & Di"],
        ],
      },
    });
  });

  test("a table on a sheet whose name Excel quotes is kept with the quotes: 'Board 15'!B2:D5", () => {
    const read = namesFromArea({ ...NAMES, sheet: "Board 15" });
    expect("names" in read && read.names.range).toBe("'Board 15'!B2:D5");
  });

  test("a bad row is named by its Excel address", () => {
    const bad = {
      ...NAMES,
      values: [
        ["Pair", "Names"],
        [7, "Ann"],
        ["x y", "Bob"],
      ],
    };
    expect(namesFromArea(bad)).toEqual({
      problems: [expect.stringMatching(/^Names!B4: "x y" is not a pair number/)],
    });
  });

  test("an area without pair numbers is no names table", () => {
    const empty = { ...NAMES, values: [["Pair", "Names"]] };
    expect(namesFromArea(empty)).toEqual({ problems: [expect.stringMatching(/holds no pair numbers/)] });
  });
});

describe("the names table in the pane's workflow", () => {
  test("Use the selection: the selection is read, kept with the choices and saved in the document", () => {
    const { state, effects } = after(
      opened(),
      { kind: "namesPressed" },
      { kind: "selectionRead", area: NAMES },
    );
    expect(effects[0]).toEqual({ kind: "readSelection" });
    expect(state.task).toBeNull();
    expect(state.options.names?.range).toBe("Names!B2:D5");
    expect(state.status).toEqual(
      expect.objectContaining({ intent: "success", title: "Names table: Names!B2:D5" }),
    );
    expect(effects[1]).toEqual({ kind: "saveSettings", value: state.options });
    // The traveller read before is still the one to score.
    expect(state.reading?.area.range).toBe("C3:F7");
  });

  test("Score then hands the names to the sheet builder", () => {
    const named = after(opened(), { kind: "namesPressed" }, { kind: "selectionRead", area: NAMES }).state;
    const { effects } = after(named, { kind: "scorePressed" }, { kind: "selectionRead", area: BOARD_2 });
    const build = effects.find((e) => e.kind === "buildSheet");
    expect(build?.kind === "buildSheet" && build.choices.pairs?.names?.get("7")).toBe(
      "Ann Smith & Bob Jones",
    );
  });

  test("a selection that is not a names table changes nothing and says why", () => {
    const bad = {
      ...NAMES,
      values: [
        ["Pair", "Names"],
        ["x y", "Bob"],
      ],
    };
    const { state, effects } = after(
      opened(),
      { kind: "namesPressed" },
      { kind: "selectionRead", area: bad },
    );
    expect(state.options.names).toBeUndefined();
    expect(state.status).toEqual(expect.objectContaining({ intent: "error", title: "Not a names table" }));
    expect(effects.filter((e) => e.kind === "saveSettings")).toEqual([]);
  });

  test("No names: the table is dropped and the choice saved", () => {
    const named = after(opened(), { kind: "namesPressed" }, { kind: "selectionRead", area: NAMES }).state;
    const { state, effects } = after(named, { kind: "namesCleared" });
    expect(state.options.names).toBeUndefined();
    expect(effects).toEqual([{ kind: "saveSettings", value: state.options }]);
  });
});

describe("saved with the choices", () => {
  test("restored when it holds together, dropped when damaged", () => {
    const saved = { ...DEFAULT_FORM_CHOICES, names: { range: "Names!A1:B3", pairs: [["1", "Ann & Bob"]] } };
    expect(restoreOptions(saved).names).toEqual({ range: "Names!A1:B3", pairs: [["1", "Ann & Bob"]] });
    expect(
      restoreOptions({ ...DEFAULT_FORM_CHOICES, names: { range: "x", pairs: [[1, 2]] } }).names,
    ).toBeUndefined();
    expect(restoreNames("junk")).toEqual({});
    expect(restoreOptions(DEFAULT_FORM_CHOICES)).not.toHaveProperty("names");
  });

  test("checked into the builder's options as a map", () => {
    const checked = checkOptions({
      ...DEFAULT_FORM_CHOICES,
      names: { range: "N!A1:B2", pairs: [["NS 3", "Cy"]] },
    });
    expect(checked.ok && checked.options.names?.get("NS 3")).toBe("Cy");
    const plain = checkOptions(DEFAULT_FORM_CHOICES);
    expect(plain.ok && plain.options).not.toHaveProperty("names");
  });
});

describe("an opened results file's own names", () => {
  const FILES = path.resolve(__dirname, "..", "fixtures", "files");
  /** From `state`: the Howell USEBIO file opened, its last section's sheet inserted and read; the sheet's build. */
  const scoreOpenedHowell = (state: PaneState) => {
    const chosen = after(state, {
      kind: "fileChosen",
      name: "monday-howell.xml",
      bytes: new Uint8Array(fs.readFileSync(path.join(FILES, "monday-howell.xml"))),
    });
    const effect = chosen.effects[0];
    if (effect.kind !== "insertFileSheets") throw new Error(effect.kind);
    const sheet = effect.sheets[effect.sheets.length - 1];
    const inserted = after(chosen.state, {
      kind: "exampleInserted",
      sheet: { name: sheet.sheetName, range: "A1:K9" },
    });
    const { cells } = exampleCells(sheet.csv);
    const area = { sheet: sheet.sheetName, range: "A1:K9", top: 0, left: 0, values: cells };
    const build = after(inserted.state, { kind: "selectionRead", area }).effects.find(
      (e) => e.kind === "buildSheet",
    );
    if (build?.kind !== "buildSheet") throw new Error("no build");
    return build;
  };

  test("the USEBIO file's PARTICIPANTS go to the Score that follows the opening", () => {
    const start = after(
      initialState(true),
      { kind: "opened" },
      { kind: "settingsLoaded", saved: null },
      { kind: "stepFailed", message: "" },
    ).state;
    const build = scoreOpenedHowell(start);
    // A Howell: names by pair number, whatever way the pair sits; kept as text, whatever they start with.
    expect(build.choices.pairs?.names?.get("1")).toBe("Renée Duval - Sam Hart");
    expect(build.choices.pairs?.names?.get("3")).toBe("=SUM(A1) - Tom Ives");
  });

  test("a names table chosen in the pane wins over the file's", () => {
    const named = after(opened(), { kind: "namesPressed" }, { kind: "selectionRead", area: NAMES }).state;
    const build = scoreOpenedHowell(named);
    expect(build.choices.pairs?.names?.get("7")).toBe("Ann Smith & Bob Jones");
    expect(build.choices.pairs?.names?.get("1")).toBeUndefined();
  });
});
