import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, statedChoices } from "../../src/event";
import {
  acceptedPairs,
  checkOptions,
  DEFAULT_FORM_CHOICES,
  DIVISORS,
  EXPECTEDS,
  asFormChoices,
  userChoices,
  type FormChoices,
} from "../../src/event/forms";
import { EXPECTED_LABELS, parseCrossImpDivisor } from "../../src/scoring";

const opts = (change: Partial<FormChoices>): FormChoices => ({ ...DEFAULT_FORM_CHOICES, ...change });

describe("checkOptions", () => {
  test("the defaults are the engine's: matchpoints on the EBU scale, N = the tables on the traveller", () => {
    expect(checkOptions(DEFAULT_FORM_CHOICES)).toEqual({
      ok: true,
      // No movement: it is told from the pair numbers unless the director picks one.
      options: { method: "mp", scale: "EBU", expected: "tables" },
    });
    expect(checkOptions({ ...DEFAULT_FORM_CHOICES, movement: "howell" })).toMatchObject({
      ok: true,
      options: { movement: "howell" },
    });
    // The form opens on the engine's values, as the director types them.
    expect(DEFAULT_FORM_CHOICES).toMatchObject({
      impTable: "WBF",
      trim: "0",
      roundTo: "10",
      rounding: "halfAwayFromZero",
      datum: "mean",
      divisor: "comparisons",
    });
  });

  test('"results expected" offers the tables first (the default), then the results (Neuberg off), then a number', () => {
    expect(EXPECTEDS).toEqual(["tables", "results", "number"]);
    expect(EXPECTED_LABELS).toEqual({
      tables: "Tables on the traveller (Neuberg for A= / NP)",
      results: "Results obtained (no Neuberg)",
      number: "A number",
    });
    expect(checkOptions(opts({ method: "cross", expected: "results" }))).toMatchObject({
      ok: true,
      options: { expected: "results" },
    });
    // Butler has no N: nothing is passed.
    expect(checkOptions(opts({ method: "butler" }))).not.toHaveProperty("options.expected");
  });

  test("the divisors offered are the engine's: every word is one parseCrossImpDivisor reads, then a number", () => {
    // The pane's lists are derived from the engine's; each named choice must be one it accepts.
    expect(DIVISORS).toEqual(["comparisons", "scores", "total", "number"]);
    for (const word of DIVISORS.filter((d) => d !== "number")) expect(parseCrossImpDivisor(word)).toBe(word);
  });

  test("Butler takes the IMP scale, trim, round to, rounding and datum", () => {
    const r = checkOptions(
      opts({
        method: "butler",
        trim: "0.1",
        roundTo: "10",
        rounding: "halfEven",
        datum: "median",
        impTable: "1961",
      }),
    );
    expect(r).toEqual({
      ok: true,
      options: {
        method: "butler",
        impTable: "1961",
        trim: 0.1,
        roundTo: 10,
        rounding: "halfEven",
        datum: "median",
      },
    });
  });

  test("cross-IMPs take the divisor (a word or a number) and the results expected", () => {
    expect(checkOptions(opts({ method: "cross", divisor: "total" }))).toMatchObject({
      ok: true,
      options: { divisor: "total", impTable: "WBF" },
    });
    expect(checkOptions(opts({ method: "cross", divisor: "number", divisorNumber: "4" }))).toMatchObject({
      ok: true,
      options: { divisor: 4 },
    });
    expect(checkOptions(opts({ method: "cross", expected: "number", expectedNumber: "6" }))).toMatchObject({
      ok: true,
      options: { expected: 6 },
    });
    expect(checkOptions(opts({ method: "mp", expected: "tables" }))).toMatchObject({
      ok: true,
      options: { expected: "tables" },
    });
  });

  test("all three side by side carry every method's options", () => {
    const r = checkOptions(opts({ method: "all", divisor: "scores", scale: "ACBL" }));
    expect(r).toMatchObject({
      ok: true,
      options: { method: "all", divisor: "scores", scale: "ACBL", trim: 0, roundTo: 10, impTable: "WBF" },
    });
  });

  // prettier-ignore
  test.each([
    [{ method: "butler", trim: "0.7" }, "trim", 'The trim cannot be "0.7": use 0 for none'],
    [{ method: "butler", trim: "-1" }, "trim", 'The trim cannot be "-1"'],
    [{ method: "butler", roundTo: "ten" }, "roundTo", 'The datum\'s rounding step cannot be "ten": use a number 0 or above'],
    [{ method: "cross", divisor: "number", divisorNumber: "0" }, "divisorNumber", 'The cross-IMP divisor cannot be "0": use comparisons, scores, total or a number above 0.'],
    [{ method: "mp", expected: "number", expectedNumber: "5.5" }, "expectedNumber", 'Results expected cannot be "5.5"'],
  ] as [Partial<FormChoices>, string, string][])("%j is refused at %s", (change, field, message) => {
    const r = checkOptions(opts(change));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors)).toEqual([field]);
    expect(r.errors[field as keyof typeof r.errors]).toContain(message);
  });

  test("a field the chosen method does not use is not checked (a half-typed divisor does not stop Butler)", () => {
    expect(checkOptions(opts({ method: "butler", divisor: "number", divisorNumber: "x" })).ok).toBe(true);
  });

  test("a trim typed as a percentage is a share: 10% drops a tenth from each end", () => {
    expect(checkOptions(opts({ method: "butler", trim: "10%" }))).toMatchObject({ options: { trim: 0.1 } });
  });

  test("a share typed without its leading zero (.1) or padded with a non-breaking space is still 0.1", () => {
    expect(checkOptions(opts({ method: "butler", trim: ".1" }))).toMatchObject({ options: { trim: 0.1 } });
    expect(checkOptions(opts({ method: "butler", trim: "0.1\u00a0" }))).toMatchObject({
      options: { trim: 0.1 },
    });
  });

  test("typed numbers are read as a cell's (readNumberCell): a trailing point counts, JavaScript's forms do not", () => {
    // "10." is 10, as Excel reads it; "0x10" (16 to JavaScript) and "1e1" (10) are not how a
    // director types a divisor or a step, and were taken before the pane used the core's reader.
    expect(checkOptions(opts({ method: "butler", roundTo: "10." }))).toMatchObject({
      options: { roundTo: 10 },
    });
    const hex = checkOptions(opts({ method: "cross", divisor: "number", divisorNumber: "0x10" }));
    expect(hex).toEqual({
      ok: false,
      errors: {
        divisorNumber:
          'The cross-IMP divisor cannot be "0x10": use comparisons, scores, total or a number above 0.',
      },
    });
    expect(checkOptions(opts({ method: "butler", roundTo: "1e1" }))).toMatchObject({
      ok: false,
      errors: { roundTo: expect.stringContaining('The datum\'s rounding step cannot be "1e1"') },
    });
  });
});

describe("Accept pairs", () => {
  it("reads the pair numbers typed, commas or semicolons between, blanks dropped", () => {
    expect(acceptedPairs("11, NS 12;")).toEqual(["11", "NS 12"]);
    expect(acceptedPairs("  ")).toEqual([]);
  });

  it("hands the event layer the pairs accepted, and nothing when none is typed", () => {
    const checked = checkOptions(DEFAULT_FORM_CHOICES);
    if (!checked.ok) throw new Error("the defaults are valid");
    expect(userChoices({ ...DEFAULT_FORM_CHOICES, acceptPairs: "40" }, checked.options).acceptPairs).toEqual([
      "40",
    ]);
    expect(userChoices(DEFAULT_FORM_CHOICES, checked.options)).not.toHaveProperty("acceptPairs");
  });
});

describe("Arrow switch", () => {
  it("hands the event layer the rounds or boards typed", () => {
    const o = { ...DEFAULT_FORM_CHOICES, arrowSwitch: "boards 19-21" };
    const checked = checkOptions(o);
    if (!checked.ok) throw new Error("boards 19-21 is valid");
    expect(userChoices(o, checked.options).arrowSwitch).toEqual({ boards: [19, 20, 21] });
    expect(userChoices(DEFAULT_FORM_CHOICES, checked.options)).not.toHaveProperty("arrowSwitch");
  });

  it("refuses what it cannot read, on its field", () => {
    const checked = checkOptions({ ...DEFAULT_FORM_CHOICES, arrowSwitch: "tables 2" });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.arrowSwitch).toMatch(/^"tables 2" is not an arrow switch/);
  });
});

describe("Sections across the field", () => {
  it("is the event layer's choice only when ticked", () => {
    const checked = checkOptions(DEFAULT_FORM_CHOICES);
    if (!checked.ok) throw new Error("the defaults are valid");
    expect(userChoices({ ...DEFAULT_FORM_CHOICES, across: true }, checked.options).across).toBe(true);
    expect(userChoices(DEFAULT_FORM_CHOICES, checked.options)).not.toHaveProperty("across");
  });
});

describe("Fouled boards", () => {
  it("hands the event layer each fouled board's versions by table, and refuses what it cannot read", () => {
    const o = { ...DEFAULT_FORM_CHOICES, fouled: "7: A 1-3, B 4-5" };
    const checked = checkOptions(o);
    if (!checked.ok) throw new Error("7: A 1-3, B 4-5 is valid");
    expect(userChoices(o, checked.options).fouled).toEqual({
      boards: [
        {
          board: 7,
          versions: [
            { version: "A", tables: [1, 2, 3] },
            { version: "B", tables: [4, 5] },
          ],
        },
      ],
    });
    expect(userChoices(DEFAULT_FORM_CHOICES, checked.options)).not.toHaveProperty("fouled");
    const bad = checkOptions({ ...DEFAULT_FORM_CHOICES, fouled: "7 A 1-3" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.fouled).toMatch(/^"7 A 1-3" is not a fouled board/);
  });
});

describe("asFormChoices", () => {
  it("sets the form's board-a-match scale from a point-a-board file (EBUScoreTeams: 2, 1, 0 a board)", () => {
    const file = path.join(__dirname, "..", "fixtures", "files", "ebuscoreteams-point-a-board.xml");
    const section = openInput(fs.readFileSync(file), "point-a-board.xml").sections[0];
    expect(asFormChoices(statedChoices(section))).toEqual({ teamsMethod: "bam", bamScale: "british" });
  });
});
