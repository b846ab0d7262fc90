import { checkOptions, DEFAULT_FORM_CHOICES } from "../../src/event/forms";
import { restoreOptions } from "../../src/taskpane/options";
import { presetChange } from "../../src/taskpane/regulations";

describe("the pane's Regulations choice", () => {
  test("a preset sets every option at once, the rest to their defaults; method and movement kept", () => {
    const start = {
      ...DEFAULT_FORM_CHOICES,
      method: "butler" as const,
      movement: "howell" as const,
      impCap: "17",
    };
    const acbl = { ...start, ...presetChange("ACBL") };
    expect(acbl).toMatchObject({
      method: "butler",
      movement: "howell",
      rules: "ACBL",
      scale: "ACBL",
      trim: "0.05",
      rounding: "halfEven",
      roundTo: "10",
      divisor: "comparisons",
      awardImps: "3",
      impCap: "", // not an ACBL setting: back to the default
    });
    expect({ ...start, ...presetChange("EBU") }).toMatchObject({
      rules: "EBU",
      awards: "session",
      trim: "0",
    });
    expect({ ...acbl, ...presetChange("default") }).toEqual({
      ...DEFAULT_FORM_CHOICES,
      method: "butler",
      movement: "howell",
    });
  });

  test("each option stays changeable after, and the checked options carry the preset's name", () => {
    const o = {
      ...DEFAULT_FORM_CHOICES,
      method: "mp" as const,
      ...presetChange("EBU"),
      awards: "fixed" as const,
      mpRound: "0.01",
    };
    const checked = checkOptions(o);
    expect(checked).toEqual({
      ok: true,
      options: expect.objectContaining({ rules: "EBU", mpRound: 0.01, method: "mp", expected: "tables" }),
    });
    if (checked.ok) expect(checked.options.awards).toBeUndefined(); // fixed is the default
  });

  test("a typed cap or step that cannot be read gets the option's message", () => {
    const checked = checkOptions({ ...DEFAULT_FORM_CHOICES, method: "cross", impCap: "x" });
    expect(checked).toEqual({
      ok: false,
      errors: { impCap: 'The IMP cap cannot be "x": use a whole number of IMPs, 1 or more (such as 17).' },
    });
  });

  test("saved choices come back; a damaged preset falls back to the defaults", () => {
    const saved = {
      ...DEFAULT_FORM_CHOICES,
      ...presetChange("ACBL"),
      awardTie: true,
      sessionPercent: "mean",
    };
    expect(restoreOptions(saved)).toMatchObject({ rules: "ACBL", awardTie: true, sessionPercent: "mean" });
    expect(restoreOptions({ rules: "NBB", awards: "sometimes" })).toMatchObject({
      rules: "default",
      awards: "fixed",
    });
  });
});
