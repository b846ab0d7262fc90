// The words shown to people (src/scoring/present.ts): one wording for each idea, wherever shown.
import { COLUMN_ROLES } from "../../src/scoring/traveller/headers";
import { ROUNDING_MODES } from "../../src/scoring/rules/rounding";
import {
  DIVISOR_LABELS,
  DIVISOR_PROSE,
  METHOD_LABELS,
  METHOD_NAMES,
  ROLE_LABELS,
  ROLE_NAMES,
  ROUNDING_LABELS,
  ROUNDING_PROSE,
  fieldName,
  signed,
  vulText,
} from "../../src/scoring/present";

describe("vulText", () => {
  test("a vulnerability in words, as messages, the sheet's board titles and the pane say it", () => {
    expect(vulText("None")).toBe("nobody vulnerable");
    expect(vulText("NS")).toBe("NS vulnerable");
    expect(vulText("EW")).toBe("EW vulnerable");
    expect(vulText("All")).toBe("both sides vulnerable");
  });
});

describe("signed", () => {
  test.each([
    [420, "+420"],
    [-50, "-50"],
    [0, "0"],
    [2.5, "+2.5"],
  ])("%p is %p", (x, text) => {
    expect(signed(x)).toBe(text);
  });
});

describe("fieldName", () => {
  test("a Mitchell ranks NS pairs and EW pairs apart; a Howell all pairs together", () => {
    expect(fieldName("NS")).toBe("NS pairs");
    expect(fieldName("EW")).toBe("EW pairs");
    expect(fieldName("all")).toBe("All pairs");
  });
});

describe("names in sentences and labels on the pane", () => {
  test("methods: lower case inside a title ('Session matchpoints'), capitalised as a choice", () => {
    expect(METHOD_NAMES).toEqual({
      butler: "Butler",
      cross: "cross-IMPs",
      mp: "matchpoints",
      all: "all methods",
    });
    expect(METHOD_LABELS.cross).toBe("Cross-IMPs");
    expect(METHOD_LABELS.all).toBe("All three (teaching)");
  });

  test("every rounding mode has words for a sentence and a label for the pane", () => {
    for (const m of ROUNDING_MODES) {
      expect(ROUNDING_PROSE[m]).toBeTruthy();
      expect(ROUNDING_LABELS[m]).toBeTruthy();
    }
    // Worked half-way cases: 485 is 490 half away from zero, 480 half to even.
    expect(ROUNDING_PROSE.halfAwayFromZero).toBe("half away from zero");
    expect(ROUNDING_LABELS.halfEven).toBe("Half to even (485 to 480)");
  });

  test("divisors: what N - 1 and N are in a sentence, and the pane's short choices", () => {
    expect(DIVISOR_PROSE.comparisons).toBe("the number of comparisons, N - 1");
    expect(DIVISOR_LABELS.comparisons).toBe("Comparisons (n - 1)");
    expect(DIVISOR_LABELS.number).toBe("A number...");
  });

  test("every column role has its recognised headers for messages and a short label for the pane", () => {
    for (const role of COLUMN_ROLES) {
      expect(ROLE_NAMES[role]).toBeTruthy();
      expect(ROLE_LABELS[role]).toBeTruthy();
    }
    expect(ROLE_NAMES.ns).toBe("NS pair (NS, N/S, Pair NS)");
    expect(ROLE_LABELS.ns).toBe("NS pair");
  });
});
