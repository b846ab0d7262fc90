import { check, quote, ScoringError } from "../base/errors";
import { BoundedSum, Fraction } from "../rules/fraction";
import { Seat, parseSeat, Vulnerability } from "../base/seats";
import {
  Contract,
  contractToString,
  isPassedOut,
  nsScore,
  parseContract,
  parseResult,
  suitsToLetters,
} from "../rules/contract";
import { parseArtificial } from "../rules/awards";
import { Entry, WeightedPart } from "../model/entry";
import { cellText, readNumberCell } from "../base/cells";

/** The largest score a board can give: 7CXX vulnerable, 13 down, is 7600. */
export const MAX_SCORE = 7600;

const EXPECTED_SCORE =
  "expected an NS score such as 420 or -50, an award (A=, A+, A-, A60/A40), NP, " +
  "or a weighted score such as 60% 420, 40% -50";

/**
 * Checks that a number is a duplicate bridge score: a whole multiple of 10, at most 7600 either way.
 *
 * @example
 * checkBridgeScore(-430); // returns -430
 * checkBridgeScore(425); // throws: not a multiple of 10
 */
export function checkBridgeScore(score: number): number {
  check(
    Number.isInteger(score) && score % 10 === 0,
    `${score} is not a bridge score: every duplicate score is a whole multiple of 10.`,
  );
  check(
    Math.abs(score) <= MAX_SCORE,
    `${score} is not a bridge score: no board scores more than ${MAX_SCORE} either way.`,
  );
  return score + 0;
}

/** A contract cell read: the contract, and a result and declarer when they were written in it too. */
export interface ContractCell {
  readonly contract: Contract;
  /** "=", "+1", "-2" when written after the contract ("4S-1"), else null. */
  readonly result: string | null;
  readonly declarer: Seat | null;
}

const CONTRACT_CELL_RE =
  /^(\d)\s*(NT|N|C|D|H|S)\s*(XX|\*\*|X|\*)?\s*(=|MADE|[+-]\s*\d{1,2})?\s*(?:BY\s*)?(NORTH|EAST|SOUTH|WEST|[NESW])?$/;

// Bridge Base Online's order: contract, declarer, then the result, run together ("5♣xE-1",
// "3NS+3" is 3NT by South with three overtricks, "3♠W=").
const DECLARER_FIRST_RE = /^(\d)\s*(NT|N|C|D|H|S)\s*(XX|X)?\s*([NESW])\s*(=|[+-]\s*\d{1,2})$/;

/**
 * Reads a contract cell: a contract as parseContract reads it ("4S", "4♠", "3n", "4HX", "4H×",
 * "Pass"), optionally followed by its result ("4S=", "4♠-1", "3NT+1") and by the declarer
 * ("4S= N", "4S-1 by W", "3NTE"), or in Bridge Base Online's order, the declarer then the result
 * ("5♣xE-1", "3NS+3", "3♠W=").
 *
 * @example
 * parseContractCell("4♥-1 N"); // contract 4H, result "-1", declarer "N"
 * parseContractCell("3nt"); // contract 3NT, no result, no declarer
 * parseContractCell("3NS+3"); // contract 3NT, result "+3", declarer "S"
 */
export function parseContractCell(text: string): ContractCell {
  const s = suitsToLetters(cellText(text)).replace(/\s+/g, " ").toUpperCase();
  const bbo = DECLARER_FIRST_RE.exec(s);
  if (bbo && !CONTRACT_CELL_RE.test(s)) {
    const contract = readContract(`${bbo[1]}${bbo[2]}${bbo[3] ?? ""}`, cellText(text));
    return { contract, result: bbo[5].replace(/\s+/g, ""), declarer: parseSeat(bbo[4]) };
  }
  const m = CONTRACT_CELL_RE.exec(s);
  if (!m) return { contract: readContract(cellText(text)), result: null, declarer: null };
  const contract = readContract(`${m[1]}${m[2]}${m[3] ?? ""}`, cellText(text));
  const rel = m[4] === undefined ? null : m[4] === "MADE" ? "=" : m[4].replace(/\s+/g, "");
  return { contract, result: rel, declarer: m[5] === undefined ? null : parseSeat(m[5]) };
}

/** parseContract, with its message always starting `"4Z" is not a contract:` (quoting `shown`, what was typed). */
function readContract(text: string, shown: string = text): Contract {
  try {
    return parseContract(text);
  } catch (e) {
    const message = (e as Error).message;
    const head = `${quote(shown)} is not a contract`;
    let rest = message;
    for (const [prefix, replace] of [
      [`${quote(text)} is not a contract: `, ""],
      [`${quote(text)}: `, ""],
      [`${quote(text)} `, "it "],
    ]) {
      if (rest.startsWith(prefix)) {
        rest = replace + rest.slice(prefix.length);
        break;
      }
    }
    throw new ScoringError(`${head}: ${rest}`);
  }
}

// A weight at the start of a component: 60%, 60 %, 0.6, .6, 1/3 (then an optional x, ×, *, @, : or "of").
const WEIGHT_RE =
  /^(\d+(?:\.\d+)?\s*%|(?:\d*\.\d+|\d+\s*\/\s*\d+|1)(?=\s|[x×*@:]))\s*(?:[x×*@:]|of\b)?\s*(.*)$/i;
const SIDE_RE = /^(NS|N\/S|N-S|EW|E\/W|E-W)\s*:?\s*(.*)$/i;

/**
 * Whether text is meant as a weighted score (so that a slip in it is reported as such): it starts
 * with NS or EW, or holds a weight followed by a score ("60% 420"), or lists parts with commas or
 * semicolons.
 */
function looksWeighted(text: string): boolean {
  const s = text.trim();
  if (/^(NS|N\/S|N-S|EW|E\/W|E-W)\b/i.test(s)) return true;
  if (/%\s*[^\s/]/.test(s)) return true;
  if (/^(\d*\.\d+|\d+\s*\/\s*\d+)\s+\S/.test(s)) return true;
  return /[;,]/.test(s.replace(/(\d),(\d{3})(?![\d%./])/g, "$1$2"));
}

function readWeight(raw: string, text: string): Fraction {
  const w = raw.replace(/\s+/g, "");
  let f: Fraction;
  if (w.endsWith("%")) f = Fraction.fromNumber(Number(w.slice(0, -1))).div(100);
  else if (w.includes("/")) {
    const [a, b] = w.split("/").map(Number);
    check(b > 0, `${quote(text)}: the weight ${raw} divides by 0.`);
    f = Fraction.of(a, b);
  } else f = Fraction.fromNumber(Number(w));
  check(f.sign() > 0, `${quote(text)}: the weight ${raw} is 0; leave out a result that carries no weight.`);
  check(
    f.cmp(1) <= 0,
    `${quote(text)}: the weight ${raw} is more than the whole; each weight is a share such as 60%, 0.6 or 1/3.`,
  );
  return f;
}

interface ReadPart {
  readonly weight: Fraction;
  readonly part: WeightedPart;
}

function readComponent(segment: string, text: string, vulnerability: Vulnerability | null): ReadPart {
  const m = WEIGHT_RE.exec(segment.trim());
  if (!m || m[2].trim() === "") {
    throw new ScoringError(
      `${quote(text)}: cannot read the weighted part ${quote(segment.trim())}; write each part as a weight and ` +
        `a score, e.g. 60% 420, 40% -50 (or 60% 4H= N with the contract, result and declarer).`,
    );
  }
  const weight = readWeight(m[1], text);
  const value = m[2].trim();
  const read = (
    score: number,
    contract: string | null,
    declarer: Seat | null,
    tricks: number | null,
  ): ReadPart => ({
    weight,
    part: { weight: weight.toNumber(), score, text: segment.trim(), contract, declarer, tricks },
  });
  const n = readNumberCell(value);
  if (n !== null) {
    let score: number;
    try {
      score = checkBridgeScore(n);
    } catch (e) {
      throw new ScoringError(`${quote(text)}: ${(e as Error).message}`);
    }
    return read(score, null, null, null);
  }
  let cell: ContractCell;
  try {
    cell = parseContractCell(value);
  } catch (e) {
    throw new ScoringError(
      `${quote(text)}: ${quote(value)} is neither a score nor a contract result: ${(e as Error).message} ` +
        `Write each part as a weight and a score (60% 420) or a contract result with its declarer (60% 4H= N).`,
    );
  }
  const { contract } = cell;
  check(
    vulnerability !== null,
    `${quote(text)}: a part written as a contract (${quote(value)}) needs the board number to know who is vulnerable.`,
  );
  if (contract.kind === "pass") return read(0, "Pass", null, 0);
  check(
    cell.result !== null && cell.declarer !== null,
    `${quote(text)}: the part ${quote(value)} needs its result and declarer, e.g. 4H= N, 4H-1 N or 3NT+1 S.`,
  );
  const tricks = parseResult(cell.result, contract);
  const score = nsScore(contract, cell.declarer, tricks, vulnerability);
  return read(score, contractToString(contract), cell.declarer, tricks);
}

function checkWeightsAddUp(parts: readonly ReadPart[], text: string, side: string): void {
  // Bounded (docs/conventions.md, "Weighted scores"): hundreds of parts such as 1/2, 1/3, 1/5, 1/7...
  // would otherwise add up to a denominator of thousands of digits.
  const sum = new BoundedSum();
  for (const p of parts) sum.add(p.weight);
  if (sum.mayEqual(1)) return;
  const pct = sum.value().mul(100).toNumber();
  throw new ScoringError(
    `${quote(text)}: the ${side}weights add to ${Number(pct.toFixed(4))}%, not 100%. ` +
      `For thirds write 1/3 (33.3% does not add up).`,
  );
}

/**
 * Reads a weighted score (Law 12C1(c)) written in one cell, or returns null when the text is not
 * written as one. Syntax (documented in docs/conventions.md):
 * - `60% 420, 40% -50`: the same weighting for both sides. Parts are separated by commas (or
 *   semicolons); each is a weight then an NS score. A weight is a percentage (60%), a decimal
 *   share (0.6) or a fraction (1/3); the weights of a side must add to exactly 100%.
 * - `NS 60% 420, 40% -50; EW 50% 420, 50% -50`: different weightings for NS and EW. The scores are
 *   NS scores on both sides; each side's weights add to 100%.
 * - A part may be a contract result with its declarer instead of a score: `60% 4H= N, 40% 4H-1 N`
 *   (or `4♥-1 by N`), scored on the board's `vulnerability`.
 *
 * @example
 * parseWeightedEntry("60% 420, 40% -50", "None")?.ns.map((p) => [p.weight, p.score]); // [[0.6, 420], [0.4, -50]]
 * parseWeightedEntry("NS 60% 4H= N, 40% 4H-1 N; EW 1/2 420, 1/2 -50", "None")?.split; // true
 * parseWeightedEntry("420", "None"); // null
 */
export function parseWeightedEntry(text: string, vulnerability: Vulnerability | null): Entry | null {
  const t = cellText(text);
  if (!looksWeighted(t)) return null;
  // Commas inside 1,430 are thousands, not separators.
  const segments = t
    .replace(/(\d),(\d{3})(?![\d%./])/g, "$1$2")
    .split(/[;,]/)
    .map((s) => s.trim());
  check(
    segments.every((s) => s !== ""),
    `${quote(text)}: an empty part between commas or semicolons; write e.g. 60% 420, 40% -50.`,
  );
  const groups: { side: "NS" | "EW" | null; parts: ReadPart[] }[] = [];
  for (const seg of segments) {
    const side = SIDE_RE.exec(seg);
    let body = seg;
    if (side) {
      const name = side[1].toUpperCase().replace(/[/-]/g, "") as "NS" | "EW";
      check(
        !groups.some((g) => g.side === name),
        `${quote(text)}: the ${name} weighting is given twice; give it once (NS ...; EW ...).`,
      );
      groups.push({ side: name, parts: [] });
      body = side[2];
    } else if (groups.length === 0) groups.push({ side: null, parts: [] });
    groups[groups.length - 1].parts.push(readComponent(body, text, vulnerability));
  }
  const sides = groups.map((g) => g.side);
  if (sides.includes(null) && groups.length > 1) {
    throw new ScoringError(
      `${quote(text)}: when NS and EW have different weightings, start each with its side: ` +
        `NS 60% 420, 40% -50; EW 50% 420, 50% -50.`,
    );
  }
  if (groups.length === 1 && groups[0].side !== null) {
    throw new ScoringError(
      `${quote(text)}: only the ${groups[0].side} weighting is given; give both (NS ...; EW ...) or ` +
        `leave out the side for the same weighting both ways.`,
    );
  }
  for (const g of groups) checkWeightsAddUp(g.parts, text, g.side ? `${g.side} ` : "");
  const ns = groups.find((g) => g.side === "NS" || g.side === null)!.parts.map((p) => p.part);
  const ew = groups.find((g) => g.side === "EW" || g.side === null)!.parts.map((p) => p.part);
  return { kind: "weighted", text: t, split: groups.length === 2, ns, ew };
}

/**
 * Reads what a score cell holds: a plain NS score (a number, or text such as "+100" or "−430"),
 * an artificial score (A=, A+, A-, split awards, percentages), NP, or a weighted score. Returns
 * null for a blank cell; throws a ScoringError saying what was expected for anything else.
 * `vulnerability` is the board's, used only for weighted parts written as contract results.
 *
 * @example
 * readScoreEntry("+100", "NS"); // { kind: "plain", score: 100 }
 * readScoreEntry("A+/A-", "NS"); // artificial: NS A+, EW A-
 * readScoreEntry("NP", "NS"); // { kind: "notPlayed", text: "NP" }
 * readScoreEntry("", "NS"); // null
 */
export function readScoreEntry(value: unknown, vulnerability: Vulnerability | null): Entry | null {
  const text = cellText(value);
  if (text === "") return null;
  const n = readNumberCell(value);
  if (n !== null) return { kind: "plain", score: checkBridgeScore(n) };
  if (isPassedOut(text)) return { kind: "plain", score: 0 };
  const weighted = parseWeightedEntry(text, vulnerability);
  if (weighted) return weighted;
  const art = parseArtificial(text);
  if (art === null) throw new ScoringError(`${quote(text)} is not a score: ${EXPECTED_SCORE}.`);
  if (art.kind === "notPlayed") return { kind: "notPlayed", text };
  return { kind: "artificial", text, ns: art.ns, ew: art.ew };
}

/**
 * Reads a contract cell that holds an entry instead of a contract (an award, NP or a weighted
 * score, for travellers without a score column), or returns null when it holds a contract (or
 * anything else, left to the contract reader).
 *
 * @example
 * readContractCellEntry("A=", "None")?.kind; // "artificial"
 * readContractCellEntry("4S", "None"); // null
 */
export function readContractCellEntry(value: unknown, vulnerability: Vulnerability | null): Entry | null {
  const text = cellText(value);
  if (text === "") return null;
  if (/^\d/.test(text) && !/[%,;]/.test(text) && !/^(\d*\.\d+|\d+\s*\/\s*\d+)\s/.test(text)) return null;
  const weighted = parseWeightedEntry(text, vulnerability);
  if (weighted) return weighted;
  let art;
  try {
    art = parseArtificial(text);
  } catch {
    return null; // not an award either: the contract reader reports it
  }
  if (art === null) return null;
  if (art.kind === "notPlayed") return { kind: "notPlayed", text };
  return { kind: "artificial", text, ns: art.ns, ew: art.ew };
}
