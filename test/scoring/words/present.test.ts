// The words shown to people (src/scoring/words/present.ts): one wording for each idea, wherever shown.
import { COLUMN_ROLES, headerRole } from "../../../src/scoring/traveller/headers";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { roundToStep, type RoundingMode } from "../../../src/scoring/rules/rounding";
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
} from "../../../src/scoring/words/present";

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

  test("each rounding label's example is what that rounding does", () => {
    expect(ROUNDING_PROSE.halfAwayFromZero).toBe("half away from zero");
    // By hand, to tens: 485 / 10 = 48.5, exactly half-way. Away from zero is 49, so 490; to even
    // is 48, so 480; -48.5 half up (towards +infinity) is -48, so -480.
    const examples = Object.entries(ROUNDING_LABELS).flatMap(([mode, label]) => {
      const m = /\((-?\d+) to (-?\d+)\)$/.exec(label);
      return m ? [[mode as RoundingMode, Number(m[1]), Number(m[2])] as const] : [];
    });
    expect(examples).toEqual([
      ["halfAwayFromZero", 485, 490],
      ["halfEven", 485, 480],
      ["halfUp", -485, -480],
    ]);
    for (const [mode, from, to] of examples)
      expect(roundToStep(Fraction.of(from), 10, mode).toNumber()).toBe(to);
  });

  test("divisors: what N - 1 and N are in a sentence, and the pane's short choices", () => {
    expect(DIVISOR_PROSE.comparisons).toBe("the number of comparisons, N - 1");
    expect(DIVISOR_LABELS.comparisons).toBe("Comparisons (n - 1)");
    expect(DIVISOR_LABELS.number).toBe("A number...");
  });

  test("every header a role's name offers in messages is one the reader takes for that role", () => {
    // "NS pair (NS, N/S, Pair NS)": the name, then the spellings in brackets.
    for (const role of COLUMN_ROLES) {
      const [, name, listed] = /^(.*?)(?: \((.*)\))?$/.exec(ROLE_NAMES[role])!;
      for (const header of [name, ...(listed?.split(", ") ?? [])])
        expect([header, headerRole(header)]).toEqual([header, role]);
    }
    expect(ROLE_NAMES.ns).toBe("NS pair (NS, N/S, Pair NS)");
    expect(ROLE_LABELS.ns).toBe("NS pair");
  });
});
