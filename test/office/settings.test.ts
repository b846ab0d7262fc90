// The pane's choices kept in the document's settings, against office-addin-mock, and outside Office.
import { loadScoredSheets, loadSettings, saveScoredSheets, saveSettings } from "../../src/office/settings";
import { DEFAULT_FORM_CHOICES } from "../../src/event/forms";
import { restoreOptions } from "../../src/taskpane/options";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";

afterEach(() => uninstallMockExcel());

describe("settings", () => {
  test("the pane's choices are kept in the document and read back", async () => {
    installMockExcel([]);
    expect(restoreOptions(loadSettings())).toEqual(DEFAULT_FORM_CHOICES);
    const chosen = {
      ...DEFAULT_FORM_CHOICES,
      method: "butler" as const,
      trim: "1",
      rounding: "halfEven" as const,
    };
    await saveSettings(chosen);
    expect(restoreOptions(loadSettings())).toEqual(chosen);
  });

  test("the record of results sheets by traveller is kept apart from the choices", async () => {
    const book = installMockExcel([]);
    expect(loadScoredSheets()).toBeNull();
    await saveSettings({ method: "mp" });
    await saveScoredSheets({ "Sheet1!C3": ["Board 2 matchpoints"] });
    expect(loadScoredSheets()).toEqual({ "Sheet1!C3": ["Board 2 matchpoints"] });
    expect(loadSettings()).toEqual({ method: "mp" });
    expect([...book.settings.keys()]).toEqual(["bridgeScoring.pane", "bridgeScoring.scoredSheets"]);
  });

  test("outside Office there is nothing to load and saving does nothing", async () => {
    uninstallMockExcel();
    expect(loadSettings()).toBeNull();
    await expect(saveSettings({ method: "mp" })).resolves.toBeUndefined();
  });
});
