import { check, quote, ScoringError } from "../base/errors";
import { Fraction } from "./fraction";
import { cellText } from "../base/cells";

/** Average (A=), average plus (A+) or average minus (A-). */
export type AwardLevel = "A=" | "A+" | "A-";

/** One side's artificial adjusted score: an average level, or a percentage of the top. */
export type Award = { kind: "average"; level: AwardLevel } | { kind: "percent"; percent: number };

/** An artificial entry on a traveller: an award to each side, or a board not played at that table. */
export type ArtificialEntry = { kind: "artificial"; ns: Award; ew: Award } | { kind: "notPlayed" };

const EXPECTED =
  "expected A=, A+ or A- (also AVE, AVE+, AVE-), a percentage such as A60 or 60%, " +
  "a split award NS/EW such as A+/A-, A60/A40, A+=, A6040 or TD 60/40, or NP for not played";

const AVERAGE_WORD = "(?:A|AV|AVE|AVG|AVERAGE)";
const AVERAGE_RE = new RegExp(`^${AVERAGE_WORD}(=|\\+|-|PLUS|MINUS)?$`);
const PERCENT_RE = new RegExp(`^(${AVERAGE_WORD})?(\\d+(?:\\.\\d+)?)(%)?$`);
// Text that starts like an average word followed by nothing, a sign, a digit, % or "/" is meant as
// an artificial score, so a slip in it is reported rather than passed on as "not artificial".
// ("AP", all pass, starts with A but is a contract.)
const LOOKS_AVERAGE_RE = /^A(?:V|$|[=+\-\d.%/])/;

const NOT_PLAYED = new Set(["", "NP", "N/P", "NOTPLAYED"]);

/** Average to both sides written as a word: the Polish "średnia" (KOPS prints it for A=). */
const AVERAGE_WORDS = new Set(["ŚREDNIA", "SREDNIA"]);
const AVERAGE: Award = { kind: "average", level: "A=" };

// Two signs after A: NS's award then EW's (A== both average, A+= NS A+ and EW A=).
const TWO_SIGNS_RE = /^A([=+-])([=+-])$/;
// A and four digits: NS's percentage then EW's (A5050, A6040, A6060).
const TWO_PERCENTS_RE = /^A(\d\d)(\d\d)$/;
/** The words a director's score starts with: TD (tournament director), the Polish sędzia (judge). */
export const DIRECTOR_WORD_RE = /^(TD|SĘDZIA|SEDZIA)$/i;
const DIRECTOR_SPLIT_RE = /^(TD|SĘDZIA|SEDZIA):?(\d+(?:\.\d+)?)%?\/(\d+(?:\.\d+)?)%?$/;

function signAward(sign: string): Award {
  return { kind: "average", level: sign === "+" ? "A+" : sign === "-" ? "A-" : "A=" };
}

/**
 * Reads an artificial entry from a traveller cell, or returns null when the text is not one
 * (a score such as "420" or a contract such as "4S"; those are for the bridge-score readers).
 *
 * Accepted (case and spaces do not matter; a minus sign or dash is read as "-", as cellText reads it):
 * - A=, A+, A- and their spellings A, AV, AVE, AVG, AVERAGE with =, +, -, PLUS or MINUS
 *   (a bare A or AVE is average);
 * - percentages A60, A60%, 60% (0 to 100, decimals allowed);
 * - split awards "NS/EW": A+/A-, A=/A+, A60/A40, A60%/A40%, 60%/40%;
 * - both sides in one word, NS first: A==, A+=, A-+ (two signs) and A5050, A6040, A6060 (two
 *   percentages); a director's score TD 60/40 or TD 61.80/38.20 (also sędzia 60/40);
 * - średnia (average to both sides);
 * - NP, N/P, "Not played", or a blank: the board was not played at this table.
 *
 * A single award is North-South's, written from their side like every traveller score; East-West
 * get its mirror image (A+ gives EW A-, A= gives A=, A60 gives EW 40%). When both sides get the
 * same award (for instance A+ to both when neither side was at fault), write it split: A+/A+.
 *
 * @example
 * parseArtificial("A+/A-"); // { kind: "artificial", ns: A+, ew: A- }
 * parseArtificial("A60"); // { kind: "artificial", ns: 60%, ew: 40% }
 * parseArtificial("NP"); // { kind: "notPlayed" }
 * parseArtificial("420"); // null
 */
export function parseArtificial(text: string): ArtificialEntry | null {
  check(typeof text === "string", `${quote(text)} is not text: ${EXPECTED}.`);
  const s = cellText(text).replace(/\s+/g, "").toUpperCase();
  if (NOT_PLAYED.has(s)) return { kind: "notPlayed" };
  if (AVERAGE_WORDS.has(s)) return { kind: "artificial", ns: AVERAGE, ew: AVERAGE };

  // Both sides in one word, NS first: A==, A+= (Bridge Base Online), A5050, A6040 (USEBIO).
  const signs = TWO_SIGNS_RE.exec(s);
  if (signs) return { kind: "artificial", ns: signAward(signs[1]), ew: signAward(signs[2]) };
  const pair = TWO_PERCENTS_RE.exec(s);
  if (pair) {
    return {
      kind: "artificial",
      ns: { kind: "percent", percent: Number(pair[1]) },
      ew: { kind: "percent", percent: Number(pair[2]) },
    };
  }
  // A director's score with both percentages: TD 60/40, TD 61.80/38.20 (JFR), sędzia 60/40.
  const director = DIRECTOR_SPLIT_RE.exec(s);
  if (director) {
    const [ns, ew] = [director[2], director[3]].map(Number);
    check(
      ns <= 100 && ew <= 100,
      `${quote(text)}: a director's score gives each side 0% to 100%, e.g. TD 60/40.`,
    );
    return { kind: "artificial", ns: { kind: "percent", percent: ns }, ew: { kind: "percent", percent: ew } };
  }

  if (s.includes("/")) {
    const parts = s.split("/");
    if (!parts.some(looksArtificial)) return null;
    check(
      parts.length === 2 && parts[0] !== "" && parts[1] !== "",
      `${quote(text)}: a split award needs one award on each side of a single "/" (NS/EW), ` +
        `e.g. A+/A- or A60/A40.`,
    );
    return { kind: "artificial", ns: parseAward(parts[0], text), ew: parseAward(parts[1], text) };
  }

  if (!looksArtificial(s)) return null;
  const ns = parseAward(s, text);
  return { kind: "artificial", ns, ew: mirrorAward(ns) };
}

function looksArtificial(part: string): boolean {
  return LOOKS_AVERAGE_RE.test(part) || part.includes("%");
}

function parseAward(part: string, text: string): Award {
  const avg = AVERAGE_RE.exec(part);
  if (avg) {
    const sign = avg[1] ?? "=";
    const level: AwardLevel =
      sign === "+" || sign === "PLUS" ? "A+" : sign === "-" || sign === "MINUS" ? "A-" : "A=";
    return { kind: "average", level };
  }
  const pct = PERCENT_RE.exec(part);
  if (pct && (pct[1] !== undefined || pct[3] !== undefined)) {
    const percent = Number(pct[2]);
    check(percent <= 100, `${quote(text)}: a percentage award must be from 0% to 100%, not ${pct[2]}%.`);
    return { kind: "percent", percent };
  }
  throw new ScoringError(`${quote(text)} is not an artificial score that can be read: ${EXPECTED}.`);
}

function checkAward(award: Award): void {
  if (typeof award !== "object" || award === null) {
    throw new ScoringError(`${quote(award)} is not an award: ${EXPECTED}.`);
  }
  if (award.kind === "average") {
    check(
      award.level === "A=" || award.level === "A+" || award.level === "A-",
      `Average award ${quote(award.level)} is not A=, A+ or A-.`,
    );
  } else if (award.kind === "percent") {
    check(
      typeof award.percent === "number" && award.percent >= 0 && award.percent <= 100,
      `A percentage award must be from 0% to 100%, not ${quote(award.percent)}.`,
    );
  } else {
    throw new ScoringError(`This is not an award: ${EXPECTED}.`);
  }
}

/**
 * The award the other side gets when only one side's award is written: A+ and A- swap, A= stays,
 * a percentage p becomes 100 - p.
 *
 * @example
 * mirrorAward({ kind: "average", level: "A+" }); // { kind: "average", level: "A-" }
 * mirrorAward({ kind: "percent", percent: 60 }); // { kind: "percent", percent: 40 }
 */
export function mirrorAward(award: Award): Award {
  checkAward(award);
  if (award.kind === "percent") {
    return { kind: "percent", percent: Fraction.of(100).sub(award.percent).toNumber() };
  }
  const level: AwardLevel = award.level === "A+" ? "A-" : award.level === "A-" ? "A+" : "A=";
  return { kind: "average", level };
}

/**
 * The percentage of the top an award is worth: A= 50, A+ 60, A- 40, a percentage award itself.
 *
 * @example
 * awardPercent({ kind: "average", level: "A+" }); // 60
 * awardPercent({ kind: "percent", percent: 55 }); // 55
 */
export function awardPercent(award: Award): number {
  checkAward(award);
  if (award.kind === "percent") return award.percent;
  return award.level === "A+" ? 60 : award.level === "A-" ? 40 : 50;
}

/**
 * The matchpoints an award is worth on a board whose top is `top` (on whichever scale the top is
 * given): A= 50%, A+ 60%, A- 40% of the top, a percentage award that percentage. Exact.
 *
 * @example
 * awardMatchpoints({ kind: "average", level: "A+" }, 10).toNumber(); // 6
 * awardMatchpoints({ kind: "percent", percent: 55 }, 7).toString(); // "77/20" (3.85)
 */
export function awardMatchpoints(award: Award, top: number | Fraction): Fraction {
  const t = top instanceof Fraction ? top : toTop(top);
  check(t.sign() >= 0, `The top of a board cannot be negative (${t.toNumber()}).`);
  return Fraction.fromNumber(awardPercent(award)).mul(t).div(100);
}

function toTop(top: number): Fraction {
  check(
    typeof top === "number" && Number.isFinite(top),
    `The top of a board must be a number, not ${quote(top)}.`,
  );
  return Fraction.fromNumber(top);
}

/**
 * The IMPs an award is worth for one comparison in IMP scoring: A= 0, A+ +3, A- -3 (Law 12C2);
 * `plus` gives another value for average plus (and minus it for average minus), as some events do.
 *
 * A percentage award counts as its average level when it is one: 60% as A+ (+3), 50% as A= (0),
 * 40% as A- (-3). Any other percentage has no IMP equivalent and is an error; the director should
 * enter it as an average level or as an IMP adjustment.
 *
 * @example
 * awardImps({ kind: "average", level: "A-" }); // -3
 * awardImps({ kind: "percent", percent: 60 }); // 3
 */
export function awardImps(award: Award, plus: number = 3): number {
  checkAward(award);
  check(
    isAwardImps(plus),
    `The IMPs for average plus must be a number above 0 (3 by Law 12C2), not ${quote(plus)}.`,
  );
  if (award.kind === "percent") {
    const p = award.percent;
    if (p === 60) return plus;
    if (p === 50) return 0;
    if (p === 40) return -plus;
    throw new ScoringError(
      `A ${p}% award has no IMP equivalent: in IMP scoring only 40%, 50% and 60% ` +
        `(A-, A=, A+: -3, 0, +3 IMPs) can be used.`,
    );
  }
  return award.level === "A+" ? plus : award.level === "A-" ? -plus : 0;
}

/** Whether a number can be the IMPs of average plus (and minus it of average minus): above 0. */
export function isAwardImps(plus: number): boolean {
  return typeof plus === "number" && Number.isFinite(plus) && plus > 0;
}

/**
 * The short written form of an award: A=, A+, A-, or a percentage such as A60%.
 *
 * @example
 * awardToString({ kind: "percent", percent: 60 }); // "A60%"
 */
export function awardToString(award: Award): string {
  checkAward(award);
  return award.kind === "average" ? award.level : `A${award.percent}%`;
}
