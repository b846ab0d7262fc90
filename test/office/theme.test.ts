// The colours of Office's theme as the adapter reads them, with Office stood in for by a plain
// object on globalThis. (Which look the pane takes from them is tested in test/taskpane.)
import { officeColours } from "../../src/office/theme";

const g = globalThis as unknown as Record<string, unknown>;

afterEach(() => {
  delete g.Office;
});

describe("officeColours", () => {
  test("Office's Black theme: its body colours, and nothing else of the theme", () => {
    g.Office = {
      context: {
        officeTheme: {
          bodyBackgroundColor: "#262626",
          bodyForegroundColor: "#FFFFFF",
          controlBackgroundColor: "#3B3B3B",
        },
      },
    };
    expect(officeColours()).toEqual({ bodyBackgroundColor: "#262626", bodyForegroundColor: "#FFFFFF" });
  });

  test("no theme given, or no Office at all: null", () => {
    g.Office = { context: {} };
    expect(officeColours()).toBeNull();
    delete g.Office;
    expect(officeColours()).toBeNull();
  });
});
