import { luminance, paneLook } from "../../src/taskpane/theme";

describe("luminance (WCAG 2.1 relative luminance)", () => {
  test("white 1, black 0, and a mid grey by the formula", () => {
    expect(luminance("#FFFFFF")).toBe(1);
    expect(luminance("#000")).toBe(0);
    // #767676: 118/255 = 0.4627; ((0.4627 + 0.055) / 1.055)^2.4 = 0.1812 for each channel, and the
    // weights sum to 1: the grey WCAG gives 4.54:1 against white.
    expect(luminance("#767676")).toBeCloseTo(0.1812, 4);
    expect(luminance("red")).toBeNull();
    expect(luminance(undefined)).toBeNull();
  });
});

describe("paneLook", () => {
  // Office's themes as Office.context.officeTheme gives their body colours.
  test("White and Colorful are light; Dark Gray and Black are dark", () => {
    expect(paneLook({ bodyBackgroundColor: "#FFFFFF", bodyForegroundColor: "#000000" }, false)).toBe("light");
    expect(paneLook({ bodyBackgroundColor: "#E6E6E6", bodyForegroundColor: "#262626" }, false)).toBe("light");
    expect(paneLook({ bodyBackgroundColor: "#444444", bodyForegroundColor: "#FFFFFF" }, false)).toBe("dark");
    expect(paneLook({ bodyBackgroundColor: "#262626", bodyForegroundColor: "#FFFFFF" }, false)).toBe("dark");
  });

  test("forced colours (Windows high contrast) win over Office's theme", () => {
    expect(paneLook({ bodyBackgroundColor: "#FFFFFF" }, true)).toBe("highContrast");
    expect(paneLook(null, true)).toBe("highContrast");
  });

  test("outside Office, or with no colours given, light; light text alone means a dark body", () => {
    expect(paneLook(null, false)).toBe("light");
    expect(paneLook({}, false)).toBe("light");
    expect(paneLook({ bodyForegroundColor: "#F0F0F0" }, false)).toBe("dark");
  });
});
