import { check, quote, ScoringError } from "../base/errors";
import { Seat, isVulnerable, sideOf, Vulnerability } from "../base/seats";
import { cellText } from "../base/cells";

/** The denomination of a contract: a suit or notrump. */
export type Strain = "C" | "D" | "H" | "S" | "NT";

/** Undoubled, doubled or redoubled. */
export type Doubling = "" | "X" | "XX";

/** A final contract, or a board passed out. */
export type Contract =
  { kind: "pass" } | { kind: "bid"; level: 1 | 2 | 3 | 4 | 5 | 6 | 7; strain: Strain; doubling: Doubling };

const EXPECTED_CONTRACT = "expected a level 1-7 and a strain, e.g. 4S, 4♠, 3NT, 4HX, 4H×, 1NTXX, or Pass";

// Suit symbols, filled and outline, as they arrive from keyboards, web pages and scoring programs.
const SUIT_SYMBOLS: Readonly<Record<string, Strain>> = {
  "\u2660": "S", // ♠
  "\u2664": "S", // ♤
  "\u2665": "H", // ♥
  "\u2661": "H", // ♡
  "\u2666": "D", // ♦
  "\u2662": "D", // ♢
  "\u2663": "C", // ♣
  "\u2667": "C", // ♧
};

const PASS_WORDS = new Set(["P", "PASS", "PASSED", "AP", "ALLPASS", "PASSEDOUT", "PASSOUT"]);

// The doubling signs scoring programs print instead of X: the multiplication sign (4H×, 4♥××) and
// its look-alikes (a multiplication x, a heavy or plain cross).
const DOUBLING_SIGNS_RE = /[\u00D7\u2A2F\u2715\u2716\u2717]/g;

/**
 * Text with its suit symbols (filled or outline, with or without the emoji variation selector)
 * turned into the letters C, D, H and S, and its doubling signs (×) into X; everything else as it was.
 *
 * @example
 * suitsToLetters("4\u2665-1 N"); // "4H-1 N"
 * suitsToLetters("\u26607"); // "S7"
 */
export function suitsToLetters(text: string): string {
  return text
    .replace(/\uFE0F/g, "")
    .replace(/[\u2660-\u2667]/g, (c) => SUIT_SYMBOLS[c] ?? c)
    .replace(DOUBLING_SIGNS_RE, "X");
}

/**
 * Whether text says the board was passed out: Pass, P, AP, All Pass, Passed out (case and spaces
 * do not matter).
 *
 * @example
 * isPassedOut("all pass"); // true
 * isPassedOut("4S"); // false
 */
export function isPassedOut(text: string): boolean {
  return PASS_WORDS.has(cellText(text).replace(/\s+/g, "").toUpperCase());
}

/**
 * Reads a contract as it is written on travellers and score sheets.
 *
 * Accepted: a level 1-7, a strain (C, D, H, S, NT or N, or a suit symbol ♠♥♦♣ / ♤♡♢♧ with or
 * without the emoji variation selector), then X, × or * for doubled, XX, ×× or ** for redoubled. Case,
 * spaces ("4 S X") and trailing blanks do not matter. A passed-out board is Pass, P, AP, All Pass
 * or Passed out.
 *
 * @example
 * parseContract("4♠x"); // { kind: "bid", level: 4, strain: "S", doubling: "X" }
 * parseContract("3n"); // { kind: "bid", level: 3, strain: "NT", doubling: "" }
 * parseContract("All Pass"); // { kind: "pass" }
 */
export function parseContract(text: string): Contract {
  check(typeof text === "string", `${quote(text)} is not a contract: ${EXPECTED_CONTRACT}.`);
  const s = suitsToLetters(text).replace(/\s+/g, "").toUpperCase();
  check(s !== "", `A blank is not a contract: ${EXPECTED_CONTRACT}.`);
  if (PASS_WORDS.has(s)) return { kind: "pass" };

  const m = /^(\d+)(.*)$/.exec(s);
  if (!m) throw new ScoringError(`${quote(text)} is not a contract: ${EXPECTED_CONTRACT}.`);
  const level = Number(m[1]);
  let rest = m[2];
  check(level >= 1, `${quote(text)}: a contract is at least 1 (7 tricks), not ${m[1]}.`);
  check(level <= 7, `${quote(text)}: a contract is at most 7 (13 tricks), not ${m[1]}.`);

  let strain: Strain;
  if (rest.startsWith("NT")) {
    strain = "NT";
    rest = rest.slice(2);
  } else if (/^[CDHSN]/.test(rest)) {
    strain = rest[0] === "N" ? "NT" : (rest[0] as Strain);
    rest = rest.slice(1);
  } else if (rest === "") {
    throw new ScoringError(`${quote(text)} has no strain: expected C, D, H, S or NT after the level.`);
  } else {
    throw new ScoringError(
      `${quote(text)}: unknown strain ${quote(rest[0])}, expected C, D, H, S or NT (or a suit symbol).`,
    );
  }

  let doubling: Doubling;
  if (rest === "") doubling = "";
  else if (rest === "X" || rest === "*") doubling = "X";
  else if (rest === "XX" || rest === "**") doubling = "XX";
  else {
    throw new ScoringError(
      `${quote(text)}: cannot read ${quote(rest)} after the strain; expected nothing, X (doubled) or XX (redoubled).`,
    );
  }
  return { kind: "bid", level: level as 1 | 2 | 3 | 4 | 5 | 6 | 7, strain, doubling };
}

/**
 * The canonical short form of a contract.
 *
 * @example
 * contractToString(parseContract("4 ♠ x")); // "4SX"
 * contractToString(parseContract("3n")); // "3NT"
 * contractToString({ kind: "pass" }); // "Pass"
 */
export function contractToString(c: Contract): string {
  checkContract(c);
  return c.kind === "pass" ? "Pass" : `${c.level}${c.strain}${c.doubling}`;
}

/** Rejects a Contract object that did not come from parseContract and does not hold together. */
function checkContract(c: Contract): void {
  if (typeof c !== "object" || c === null || (c.kind !== "pass" && c.kind !== "bid")) {
    throw new ScoringError(
      `${typeof c === "object" ? "This" : quote(c)} is not a contract: ${EXPECTED_CONTRACT}.`,
    );
  }
  if (c.kind === "bid") {
    check(
      Number.isInteger(c.level) && c.level >= 1 && c.level <= 7,
      `Contract level ${quote(c.level)} is not 1 to 7.`,
    );
    check(
      ["C", "D", "H", "S", "NT"].includes(c.strain),
      `Strain ${quote(c.strain)} is not C, D, H, S or NT.`,
    );
    check(["", "X", "XX"].includes(c.doubling), `Doubling ${quote(c.doubling)} is not "", "X" or "XX".`);
  }
}

function checkTricks(tricks: number, context = ""): void {
  check(
    typeof tricks === "number" && Number.isInteger(tricks) && tricks >= 0 && tricks <= 13,
    `${quote(tricks)}${context} is not a number of tricks: expected a whole number from 0 to 13.`,
  );
}

/**
 * Reads a result for a contract and returns the tricks declarer took (0-13).
 *
 * A result is either the number of tricks taken (7 or "7"), or relative to the contract as
 * text: "=" (or "m", "made") for exactly made, "+1" for one overtrick, "-2" (or with a minus sign
 * or dash, read as cellText reads it) for two down. A negative number is rejected rather than read as undertricks: Excel turns a
 * typed -2 into the number -2 but also a typed +1 into the number 1, so only text can carry a
 * relative result unambiguously.
 *
 * For a passed-out board there are no tricks: a blank, 0, "0", "=" or "-" is accepted and gives 0;
 * anything else is an error, since it suggests the contract is missing.
 *
 * @example
 * parseResult("+1", parseContract("4S")); // 11
 * parseResult("-2", parseContract("3NT")); // 7
 * parseResult(10, parseContract("4S")); // 10
 * parseResult("", parseContract("Pass")); // 0
 */
export function parseResult(result: string | number, contract: Contract): number {
  checkContract(contract);
  const name = contractToString(contract);
  if (contract.kind === "pass") {
    const raw: unknown = result;
    const t = typeof raw === "string" ? cellText(raw) : raw;
    check(
      t === "" || t === 0 || t === "0" || t === "=" || t === "-" || t === null || t === undefined,
      `${quote(result)} is a result, but the board was passed out: leave the result blank (or 0).`,
    );
    return 0;
  }
  const needed = contract.level + 6;
  if (typeof result === "number") {
    checkTricks(result, ` (the result for ${name})`);
    return result;
  }
  check(
    typeof result === "string",
    `${quote(result)} is not a result for ${name}: expected tricks 0-13, or =, +1, -2.`,
  );
  const s = cellText(result).toUpperCase();
  check(s !== "", `No result for ${name}: expected the tricks taken (0-13), or =, +1, -2.`);
  if (s === "=" || s === "M" || s === "MADE") return needed;
  const rel = /^([+-])\s*(\d+)$/.exec(s);
  if (rel) {
    const tricks = needed + (rel[1] === "-" ? -1 : 1) * Number(rel[2]);
    check(
      tricks >= 0,
      `${quote(result)} on ${name} would leave declarer fewer than 0 tricks (${name} needs ${needed}); at most ${needed} down.`,
    );
    check(
      tricks <= 13,
      `${quote(result)} on ${name} would be ${tricks} tricks, more than 13; at most +${13 - needed}.`,
    );
    return tricks;
  }
  if (/^\d+$/.test(s)) {
    const tricks = Number(s);
    check(
      tricks <= 13,
      `${quote(result)} tricks for ${name} is more than 13: expected the tricks taken (0-13), or =, +1, -2.`,
    );
    return tricks;
  }
  throw new ScoringError(
    `${quote(result)} is not a result for ${name}: expected the tricks taken (0-13), or =, +1, -2.`,
  );
}

const TRICK_VALUE: Readonly<Record<Strain, number>> = { C: 20, D: 20, H: 30, S: 30, NT: 30 };

/**
 * The declaring side's duplicate score for a contract and the tricks it took: positive when made,
 * negative when defeated, 0 for a passed-out board (Law 77).
 *
 * @example
 * declarerScore(parseContract("4SX"), 10, false); // 590
 * declarerScore(parseContract("3NT"), 5, false); // -200
 * declarerScore(parseContract("7NTXX"), 13, true); // 2980
 */
export function declarerScore(contract: Contract, tricks: number, vulnerable: boolean): number {
  checkContract(contract);
  checkTricks(tricks);
  check(typeof vulnerable === "boolean", `Vulnerable must be true or false, not ${quote(vulnerable)}.`);
  if (contract.kind === "pass") return 0;

  const { level, strain, doubling } = contract;
  const factor = doubling === "XX" ? 4 : doubling === "X" ? 2 : 1;
  const needed = level + 6;

  if (tricks < needed) {
    const down = needed - tricks;
    if (doubling === "") return -down * (vulnerable ? 100 : 50);
    // Doubled: nv 100, 200, 200, then 300 each; vul 200, then 300 each. Redoubled twice that.
    let penalty = 0;
    for (let k = 1; k <= down; k++) {
      if (vulnerable) penalty += k === 1 ? 200 : 300;
      else penalty += k === 1 ? 100 : k <= 3 ? 200 : 300;
    }
    return -penalty * (factor / 2);
  }

  const trickScore = (TRICK_VALUE[strain] * level + (strain === "NT" ? 10 : 0)) * factor;
  let score = trickScore;
  score += trickScore >= 100 ? (vulnerable ? 500 : 300) : 50;
  if (level === 6) score += vulnerable ? 750 : 500;
  if (level === 7) score += vulnerable ? 1500 : 1000;
  if (doubling === "X") score += 50;
  if (doubling === "XX") score += 100;
  const over = tricks - needed;
  if (doubling === "") score += over * TRICK_VALUE[strain];
  else score += over * (vulnerable ? 100 : 50) * factor;
  return score;
}

/**
 * The North-South score of a contract played by `declarer` on a board with the given
 * vulnerability (the declaring side's score, negated when East or West declared).
 *
 * @example
 * nsScore(parseContract("3NT"), "E", 10, "NS"); // -430
 * nsScore(parseContract("2S"), "N", 6, "NS"); // -200
 */
export function nsScore(
  contract: Contract,
  declarer: Seat,
  tricks: number,
  vulnerability: Vulnerability,
): number {
  checkContract(contract);
  if (contract.kind === "pass") {
    checkTricks(tricks);
    return 0;
  }
  const side = sideOf(declarer);
  const score = declarerScore(contract, tricks, isVulnerable(vulnerability, side));
  return side === "NS" ? score : -score;
}
