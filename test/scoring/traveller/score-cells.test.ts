import { readPlusMinus } from "../../../src/scoring/traveller/score-cells";

describe("readPlusMinus: the +Sc and -Sc cells", () => {
  test("one cell filled: the plus cell as it is, the minus cell negative with or without its sign", () => {
    expect(readPlusMinus(420, "", "None")).toEqual({
      entry: { kind: "plain", score: 420 },
      role: "scorePlus",
    });
    expect(readPlusMinus("", 200, "None")).toEqual({
      entry: { kind: "plain", score: -200 },
      role: "scoreMinus",
    });
    expect(readPlusMinus("", "-200", "None")).toEqual({
      entry: { kind: "plain", score: -200 },
      role: "scoreMinus",
    });
  });

  test("a 0 beside a score is allowed; zeros alone are a score of 0", () => {
    expect(readPlusMinus(0, 100, "None")).toEqual({
      entry: { kind: "plain", score: -100 },
      role: "scoreMinus",
    });
    expect(readPlusMinus(0, "", "None")).toEqual({ entry: { kind: "plain", score: 0 }, role: "scorePlus" });
  });

  test("both blank: no entry", () => {
    expect(readPlusMinus("", null, "None")).toEqual({ entry: null, role: "scorePlus" });
  });

  test("an NS score beside the EW score of the same result is tolerated", () => {
    expect(readPlusMinus(420, -420, "None")).toEqual({
      entry: { kind: "plain", score: 420 },
      role: "scorePlus",
    });
  });

  test("two different scores are refused", () => {
    expect(readPlusMinus(420, 100, "None")).toEqual({
      role: "scoreMinus",
      message:
        "Both score cells are filled (420 and 100): fill the plus cell when NS scored, the minus cell when they lost.",
    });
  });

  test("an award or NP in either cell, or the same text in both", () => {
    expect(readPlusMinus("", "NP", "None")).toEqual({
      entry: { kind: "notPlayed", text: "NP" },
      role: "scoreMinus",
    });
    expect(readPlusMinus("A=", "a=", "None")).toMatchObject({
      entry: { kind: "artificial" },
      role: "scorePlus",
    });
    expect(readPlusMinus("A=", "NP", "None")).toEqual({
      role: "scorePlus",
      message: 'Both score cells are filled ("A=" and "NP"): fill one.',
    });
  });

  test("a number that is no bridge score is reported at the cell it is in", () => {
    expect(readPlusMinus(425, "", "None")).toMatchObject({
      role: "scorePlus",
      message: /^425 is not a bridge score/,
    });
    expect(readPlusMinus("", 425, "None")).toMatchObject({
      role: "scoreMinus",
      message: /^425 is not a bridge score/,
    });
  });
});
