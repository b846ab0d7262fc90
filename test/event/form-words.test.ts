// The pane's choices said as a formula's option words: read back by the session functions' reader
// (option-words.ts), they give the options the pane's own Score takes from the same choices
// (checkOptions + userChoices), for any choices the form can hold.
import fc from "fast-check";
import {
  AWARD_RULES,
  DATUM_METHODS,
  DEFAULT_BOARD_OPTIONS,
  DEFAULT_REGULATION_OPTIONS,
  IMP_TABLE_NAMES,
  MATCHPOINT_SCALES,
  PRESET_NAMES,
  ROUNDING_MODES,
  SESSION_PERCENTS,
  TIE_BREAK_RULES,
  TRIM_RULES,
} from "../../src/scoring";
import {
  checkOptions,
  DEFAULT_FORM_CHOICES,
  DIVISORS,
  EXPECTEDS,
  MOVEMENT_FIELDS,
  userChoices,
  type FormChoices,
} from "../../src/event/forms";
import { formOptionWords, usedOptions } from "../../src/event/form-words";
import { pairsChoicesFromWords, splitOptionWords } from "../../src/event/option-words";
import { SHEET_METHODS } from "../../src/sheet/names";

/** Form choices as a director may leave them: every field drawn from what the form offers or one might type. */
const formChoices: fc.Arbitrary<FormChoices> = fc.record({
  method: fc.constantFrom(...SHEET_METHODS),
  movement: fc.constantFrom(...MOVEMENT_FIELDS),
  impTable: fc.constantFrom(...IMP_TABLE_NAMES),
  trim: fc.constantFrom("", "0", "1", "2", "0.1", "10%", ...TRIM_RULES),
  roundTo: fc.constantFrom("", "0", "10", "5"),
  rounding: fc.constantFrom(...ROUNDING_MODES),
  datum: fc.constantFrom(...DATUM_METHODS),
  divisor: fc.constantFrom(...DIVISORS),
  divisorNumber: fc.constantFrom("2", "7.5", "12"),
  expected: fc.constantFrom(...EXPECTEDS),
  expectedNumber: fc.constantFrom("4", "9"),
  scale: fc.constantFrom(...MATCHPOINT_SCALES),
  rules: fc.constantFrom(...PRESET_NAMES),
  impCap: fc.constantFrom("", "12", "20"),
  mpRound: fc.constantFrom("", "0", "0.01", "0.1"),
  awardImps: fc.constantFrom("", "3", "2", "4.5"),
  awards: fc.constantFrom(...AWARD_RULES),
  awardTie: fc.boolean(),
  sessionPercent: fc.constantFrom(...SESSION_PERCENTS),
  tieBreak: fc.constantFrom(...TIE_BREAK_RULES),
  teamsMethod: fc.constant(DEFAULT_FORM_CHOICES.teamsMethod),
  teamsVp: fc.constant(DEFAULT_FORM_CHOICES.teamsVp),
  bamScale: fc.constant(DEFAULT_FORM_CHOICES.bamScale),
  teamsDraw: fc.constant(false),
  teamsByeVp: fc.constant(DEFAULT_FORM_CHOICES.teamsByeVp),
  teamsArrears: fc.constant(false),
  acceptPairs: fc.constantFrom("", "11", "11, NS 12;", " 3 ; EW 4 "),
  arrowSwitch: fc.constantFrom("", "rounds 7", "boards 19-21", "round 6,7", "Boards 1,3,5-6"),
  fouled: fc.constantFrom("", "7: A 1-3, B 4-5", "12: a 1, 3, b 2", "7: A 1-3, B 4-5; 9: A 1, B 2"),
  oneWinner: fc.boolean(),
  across: fc.boolean(),
  version: fc.constant(DEFAULT_FORM_CHOICES.version),
});

/** What the engine takes for an option left out. */
const DEFAULTS: Record<string, unknown> = { ...DEFAULT_BOARD_OPTIONS, ...DEFAULT_REGULATION_OPTIONS };

/** The options a method scores with, each as the engine takes it once the defaults fill what is left out. */
function scoredWith(method: FormChoices["method"], pairs: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(usedOptions(method).map((k) => [k, pairs[k] ?? DEFAULTS[k]]));
}

describe("formOptionWords", () => {
  test("read back as a formula reads them, the words give the options, preset, movement and findings the pane's Score takes", () => {
    fc.assert(
      fc.property(formChoices, (o) => {
        const checked = checkOptions(o);
        fc.pre(checked.ok);
        if (!checked.ok) return;
        // The pane's own road: the form's choices as the event layer takes them.
        const pane = userChoices(o, checked.options);
        const text = formOptionWords(o);
        const read = pairsChoicesFromWords(splitOptionWords(text, "options"));
        const panePairs = pane.pairs as Record<string, unknown>;
        const readPairs = read.pairs as Record<string, unknown>;
        expect(scoredWith(o.method, readPairs)).toEqual(scoredWith(o.method, panePairs));
        expect(readPairs.rules).toBe(panePairs.rules);
        expect(readPairs.movement).toBe(panePairs.movement);
        expect(read.acceptPairs).toEqual(pane.acceptPairs);
        expect(read.arrowSwitch).toEqual(pane.arrowSwitch);
        expect(read.fouled).toEqual(pane.fouled);
        expect(read.across ?? false).toBe(pane.across ?? false);
        expect(readPairs.oneWinner ?? false).toBe(panePairs.oneWinner ?? false);
      }),
      { numRuns: 500 },
    );
  });

  test("the form's first choices need no words: a formula without options scores the same", () => {
    expect(formOptionWords(DEFAULT_FORM_CHOICES)).toBe("");
  });

  test("the EBU preset with a divisor of the total: the preset alone, then the one option it does not set", () => {
    // EBU sets awards session, expected tables and award IMPs 3 (regulations.ts); cross-IMPs use
    // the IMP scale (WBF, the default), the divisor and the results expected: only the divisor differs.
    const o: FormChoices = {
      ...DEFAULT_FORM_CHOICES,
      method: "cross",
      rules: "EBU",
      awards: "session",
      divisor: "total",
    };
    expect(formOptionWords(o)).toBe("EBU; divisor total");
  });

  test("Butler with a trim, a Howell, a late pair and an arrow switch: each in the order written, findings last", () => {
    const o: FormChoices = {
      ...DEFAULT_FORM_CHOICES,
      method: "butler",
      trim: "1",
      rounding: "halfEven",
      movement: "howell",
      acceptPairs: "11, NS 12",
      arrowSwitch: "boards 19-21",
    };
    expect(formOptionWords(o)).toBe(
      "trim 1; rounding halfEven; movement howell; accept-pairs 11, NS 12; arrow-switch boards 19,20,21",
    );
  });

  test("matchpoints under ACBL with the scale set back to EBU: the preset, and the scale it would change", () => {
    // ACBL sets the ACBL scale; the director chose EBU's after it, so the words must say so.
    const o: FormChoices = { ...DEFAULT_FORM_CHOICES, method: "mp", rules: "ACBL", scale: "EBU" };
    expect(formOptionWords(o)).toBe("ACBL; scale EBU");
    const read = pairsChoicesFromWords(splitOptionWords(formOptionWords(o), "options"));
    expect(read.pairs?.scale).toBe("EBU");
  });

  test("two fouled boards are a word each; a board said fouled twice is refused", () => {
    const words = formOptionWords({ ...DEFAULT_FORM_CHOICES, fouled: "7: A 1-3, B 4-5; 9: A 1, B 2" });
    expect(words).toBe("fouled 7: A 1,2,3, B 4,5; fouled 9: A 1, B 2");
    expect(
      pairsChoicesFromWords(splitOptionWords(words, "options")).fouled?.boards.map((b) => b.board),
    ).toEqual([7, 9]);
    expect(() =>
      pairsChoicesFromWords(splitOptionWords("fouled 7: A 1, B 2; fouled 7: A 2, B 1", "options")),
    ).toThrow(/board 7 is given as fouled twice/);
  });

  test("what no words can say is refused, saying why: a workbook's IMP scale under IMPs", () => {
    const impScale = { address: "Sheet1!A1:B2", rows: [] } as unknown as NonNullable<FormChoices["impScale"]>;
    expect(() => formOptionWords({ ...DEFAULT_FORM_CHOICES, method: "butler", impScale })).toThrow(
      /IMP scale selected for this workbook/,
    );
    // Under matchpoints no IMP scale is used: nothing to refuse.
    expect(formOptionWords({ ...DEFAULT_FORM_CHOICES, method: "mp", impScale })).toBe("");
  });

  test("choices Score refuses are refused here too, with the field's message", () => {
    expect(() => formOptionWords({ ...DEFAULT_FORM_CHOICES, method: "butler", trim: "x" })).toThrow(
      /^trim: /,
    );
  });
});

describe("the tie-break in the form", () => {
  test("the EBU tie-break is a word of its own, read back to the option Score scores with", () => {
    const o: FormChoices = { ...DEFAULT_FORM_CHOICES, method: "mp", tieBreak: "EBU" };
    expect(formOptionWords(o)).toBe("tie-break EBU");
    expect(pairsChoicesFromWords(splitOptionWords("tie-break EBU", "options")).pairs?.tieBreak).toBe("EBU");
  });
});
