// Reading the options a director types (src/scoring/options/read.ts): for each option, the spellings it
// takes and what they mean, its edges, and the one message it gives for anything else.
import { METHOD_CHOICES } from "../../../src/scoring/model/methods";
import {
  MOVEMENTS,
  OptionError,
  parseOption,
  readOption,
  type OptionName,
} from "../../../src/scoring/options/read";
import { ScoringError } from "../../../src/scoring/base/errors";

type Accepted = readonly [OptionName, unknown, unknown];
type Refused = readonly [OptionName, unknown, string];

// What each option takes. Words in any case and with spaces (plain or odd) around them; numbers
// as a cell holds them or as text read as a cell's number is.
// prettier-ignore
const ACCEPTED: readonly Accepted[] = [
  ["impTable", "WBF", "WBF"], ["impTable", " wbf ", "WBF"], ["impTable", 1961, "1961"], ["impTable", "1948", "1948"],
  ["impTable", "emp", "EMP1938"], ["impTable", "EMP1938", "EMP1938"], ["impTable", "1938", "EMP1938"],
  // A trim is 0, a whole count, or a share strictly between 0 and 0.5 (10% is 0.1, 49% is 0.49).
  ["trim", 0, 0], ["trim", "0", 0], ["trim", 1, 1], ["trim", "2", 2], ["trim", ".1", 0.1], ["trim", "0.1\u00a0", 0.1],
  ["trim", "10%", 0.1], ["trim", "49%", 0.49], ["trim", 0.49, 0.49],
  // Or a rule by the number of results; and the regulations' options.
  ["trim", " Tenth ", "tenth"], ["trim", "one", "one"], ["trim", "FIFTEENTH", "fifteenth"],
  ["impCap", "17", 17], ["mpRound", "0.01", 0.01], ["mpRound", 0, 0], ["awards", "Session", "session"],
  ["awardImps", "2", 2], ["awardImps", 1.5, 1.5], ["awardTie", "yes", true], ["awardTie", "No", false],
  ["sessionPercent", "mean", "mean"], ["rules", " ebu ", "EBU"], ["rules", "defaults", "default"],
  ["roundTo", 10, 10], ["roundTo", "10.", 10], ["roundTo", "0", 0], ["roundTo", "2.5", 2.5], ["roundTo", "1,000", 1000],
  ["rounding", "away", "halfAwayFromZero"], ["rounding", " Even ", "halfEven"], ["rounding", "NONE", "none"],
  ["rounding", "halfUp", "halfUp"], ["rounding", "halfeven", "halfEven"], ["rounding", "halfAwayFromZero", "halfAwayFromZero"],
  ["datum", "mean", "mean"], ["datum", " Median ", "median"],
  ["divisor", "comparisons", "comparisons"], ["divisor", "Scores", "scores"], ["divisor", " TOTAL ", "total"],
  ["divisor", 4, 4], ["divisor", " 4 ", 4], ["divisor", "2.5", 2.5], ["divisor", ".5", 0.5],
  ["expected", "tables", "tables"], ["expected", "Results", "results"], ["expected", "8", 8], ["expected", 1, 1],
  ["scale", "EBU", "EBU"], ["scale", "acbl", "ACBL"],
  ["matchpointOutput", "ebu", { scale: "EBU", percent: false }], ["matchpointOutput", "ACBL", { scale: "ACBL", percent: false }],
  ["matchpointOutput", " Percent ", { scale: "EBU", percent: true }],
  ["movement", "mitchell", "mitchell"], ["movement", "Howell", "howell"],
  ["method", "butler", "butler"], ["method", "CROSS", "cross"], ["method", "mp", "mp"], ["method", "All", "all"],
  ["vpScale", "WBF", "WBF"], ["vpScale", "Table", "table"],
];

const TRIM =
  "use 0 for none, a whole number of scores to drop from each end (such as 1), a share of them below 0.5 (such as 0.1 or 10%), or a rule by the number of results: one, tenth or fifteenth.";
const ROUND_TO = "use a number 0 or above: 10 rounds the datum to tens, 0 leaves it unrounded.";
const EXPECTED =
  "use tables (the default: every table on the traveller), results (those obtained, no Neuberg) or a whole number of 1 or more.";
const DIVISOR = "use comparisons, scores, total or a number above 0.";

// What each option refuses, with its message: the option, what was typed (text in quotes, a number
// as it is), and what it accepts.
// prettier-ignore
const REFUSED: readonly Refused[] = [
  ["impTable", "ACBL", 'The IMP scale cannot be "ACBL": use WBF, 1961, 1948 or EMP1938.'],
  ["impTable", 1999, "The IMP scale cannot be 1999: use WBF, 1961, 1948 or EMP1938."],
  // A half from each end leaves nothing; 1.5 is neither a count nor a share; negatives drop nothing.
  ["trim", "0.5", `The trim cannot be "0.5": ${TRIM}`],
  ["trim", 0.7, `The trim cannot be 0.7: ${TRIM}`],
  ["trim", "1.5", `The trim cannot be "1.5": ${TRIM}`],
  ["trim", "-1", `The trim cannot be "-1": ${TRIM}`],
  ["trim", "50%", `The trim cannot be "50%": ${TRIM}`],
  ["trim", "", `The trim cannot be "": ${TRIM}`],
  ["roundTo", "-10", `The datum's rounding step cannot be "-10": ${ROUND_TO}`],
  ["roundTo", "ten", `The datum's rounding step cannot be "ten": ${ROUND_TO}`],
  ["roundTo", "1e1", `The datum's rounding step cannot be "1e1": ${ROUND_TO}`],
  ["roundTo", "10%", `The datum's rounding step cannot be "10%": ${ROUND_TO}`],
  ["rounding", "up", 'The rounding cannot be "up": use away, even or none (or a mode by its name: halfAwayFromZero, halfEven, halfUp).'],
  ["datum", "mode", 'The datum cannot be "mode": use mean or median.'],
  ["divisor", "average", `The cross-IMP divisor cannot be "average": ${DIVISOR}`],
  ["divisor", "0", `The cross-IMP divisor cannot be "0": ${DIVISOR}`],
  ["divisor", -2, `The cross-IMP divisor cannot be -2: ${DIVISOR}`],
  ["divisor", "0x10", `The cross-IMP divisor cannot be "0x10": ${DIVISOR}`],
  ["expected", "0", `Results expected cannot be "0": ${EXPECTED}`],
  ["expected", 5.5, `Results expected cannot be 5.5: ${EXPECTED}`],
  ["expected", "all", `Results expected cannot be "all": ${EXPECTED}`],
  ["expected", "0x10", `Results expected cannot be "0x10": ${EXPECTED}`],
  ["scale", "percent", 'The matchpoint scale cannot be "percent": use EBU or ACBL.'],
  ["matchpointOutput", "IMP", 'The matchpoint scale cannot be "IMP": use EBU, ACBL or percent.'],
  ["movement", "swiss", 'The movement cannot be "swiss": use mitchell or howell.'],
  ["method", "teams", 'The method cannot be "teams": use butler, cross, mp or all.'],
  ["vpScale", "VP", 'The VP scale cannot be "VP": use WBF or table.'],
];

describe("readOption: each option's accepted spellings", () => {
  test.each(ACCEPTED)("%s %j is %j", (option, typed, value) => {
    expect(readOption(option, typed)).toEqual({ ok: true, value });
    expect(parseOption(option, typed)).toEqual(value);
  });
});

describe("readOption: each option's refusals, in its one message", () => {
  test.each(REFUSED)("%s %j is refused", (option, typed, message) => {
    expect(readOption(option, typed)).toEqual({ ok: false, option, message });
  });

  test("parseOption throws the refusal as an OptionError naming the option, a ScoringError (#VALUE! in Excel)", () => {
    let thrown: unknown;
    try {
      parseOption("movement", "swiss");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(OptionError);
    expect(thrown).toBeInstanceOf(ScoringError);
    expect(thrown).toMatchObject({ option: "movement", kind: "invalid" });
    expect((thrown as Error).message).toBe('The movement cannot be "swiss": use mitchell or howell.');
  });

  test("a blank is the front end's to default: reaching the reader, it is refused like any value", () => {
    expect(readOption("datum", null)).toEqual({
      ok: false,
      option: "datum",
      message: "The datum cannot be a blank: use mean or median.",
    });
  });
});

describe("the choices", () => {
  test("the methods are the three, then all; the movements Mitchell (the default) then Howell", () => {
    expect(METHOD_CHOICES).toEqual(["butler", "cross", "mp", "all"]);
    expect(MOVEMENTS).toEqual(["mitchell", "howell"]);
  });
});
