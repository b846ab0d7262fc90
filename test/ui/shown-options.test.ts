// Options that change nothing under the current choices and for the traveller read are hidden.
import { shownOptions } from "../../src/ui/shown-options";
import { DEFAULT_FORM_CHOICES } from "../../src/event";

describe("shownOptions", () => {
  test("before anything is read, every option is shown", () => {
    expect(shownOptions(DEFAULT_FORM_CHOICES, null)).toEqual({
      rounding: true,
      movement: true,
      acceptPairs: true,
      arrowSwitch: true,
      across: true,
    });
  });

  test("one board: no movement, late pairs or arrow switch (nothing is ranked); no sections: not across", () => {
    expect(shownOptions(DEFAULT_FORM_CHOICES, { boards: 1, sections: false })).toEqual({
      rounding: true,
      movement: false,
      acceptPairs: false,
      arrowSwitch: false,
      across: false,
    });
    expect(shownOptions(DEFAULT_FORM_CHOICES, { boards: 2, sections: true })).toMatchObject({
      movement: true,
      across: true,
    });
  });

  test("a datum rounded to 0 (not rounded) has no rounding to choose; blank is still being typed", () => {
    expect(shownOptions({ ...DEFAULT_FORM_CHOICES, roundTo: "0" }, null).rounding).toBe(false);
    expect(shownOptions({ ...DEFAULT_FORM_CHOICES, roundTo: " 0.0 " }, null).rounding).toBe(false);
    expect(shownOptions({ ...DEFAULT_FORM_CHOICES, roundTo: "" }, null).rounding).toBe(true);
    expect(shownOptions({ ...DEFAULT_FORM_CHOICES, roundTo: "10" }, null).rounding).toBe(true);
  });

  test("a choice made is never hidden, so nothing applies unseen", () => {
    const chosen = {
      ...DEFAULT_FORM_CHOICES,
      movement: "howell" as const,
      acceptPairs: "11",
      arrowSwitch: "7",
      across: true,
    };
    expect(shownOptions(chosen, { boards: 1, sections: false })).toEqual({
      rounding: true,
      movement: true,
      acceptPairs: true,
      arrowSwitch: true,
      across: true,
    });
  });
});
