/**
 * A contract's duplicate score taken apart, as a teacher writes it on the board: contract points,
 * overtricks, the game or part-score bonus, the slam bonus, the bonus for making a doubled or
 * redoubled contract, and the undertricks when it fails. Today's scale is the one the engine scores
 * with (the tests hold every contract's parts to the engine's total); the older scales of the laws
 * (the notrump tricks of 1932, the undertricks before 1935 and until 1987) are here as a lesson.
 * Pure: no DOM, no React.
 */
import {
  boardVulnerability,
  isVulnerable,
  parseContract,
  sideOf,
  type Seat,
  type Vulnerability,
} from "../scoring";

/** Which laws' scale: today's (from 1987), 1935 to 1987, or the 1932 laws. */
export type ScoringEra = "1987" | "1935" | "1932";

export const ERA_LABELS: Readonly<Record<ScoringEra, string>> = {
  "1987": "Since 1987 (today's scale)",
  "1935": "1935 to 1987",
  "1932": "Before 1935 (the 1932 laws)",
};

/** A contract's score by its parts, from the declaring side's view; undertricks are a cost (positive). */
export interface ScoreParts {
  readonly contractPoints: number;
  readonly overtricks: number;
  /** The game bonus (300 not vulnerable, 500 vulnerable) or the part-score bonus (50). */
  readonly gameBonus: number;
  readonly slamBonus: number;
  /** 50 for making a doubled contract, 100 redoubled. */
  readonly doubledBonus: number;
  /** What the defenders score when the contract fails. */
  readonly undertricks: number;
  /** The declaring side's score: the bonuses and tricks made, or minus the undertricks. */
  readonly total: number;
}

type Bid = Extract<ReturnType<typeof parseContract>, { kind: "bid" }>;

/** The value of the k-th trick over book (1 to 7) in notrump, undoubled, in each era. */
function notrumpTrick(k: number, era: ScoringEra): number {
  if (era === "1932") return k % 2 === 1 ? 30 : 40;
  return k === 1 ? 40 : 30;
}

/**
 * What the k-th undertrick (from 1) costs, doubled or not, in each era; redoubled is twice doubled.
 *
 * @example
 * undertrickCost(4, false, true, "1987"); // 300
 * undertrickCost(4, false, true, "1935"); // 200
 */
export function undertrickCost(k: number, vulnerable: boolean, doubled: boolean, era: ScoringEra): number {
  if (!doubled) return era === "1932" && vulnerable ? 50 + 50 * k : vulnerable ? 100 : 50;
  if (era === "1932") return vulnerable ? 100 + 100 * k : 50 + 50 * k;
  if (vulnerable) return k === 1 ? 200 : 300;
  if (k === 1) return 100;
  if (k <= 3 || era === "1935") return 200;
  return 300;
}

/**
 * A contract's score by its parts, declarer having taken `tricks` (0 to 13), on the scale of an era.
 *
 * @example
 * scoreParts("4SX", 10, false).total; // 590: contract 240, game 300, doubled 50
 * scoreParts("7SX", 4, false, "1935").undertricks; // 1700
 * scoreParts("7SX", 4, false).undertricks; // 2300
 */
export function scoreParts(
  contract: string,
  tricks: number,
  vulnerable: boolean,
  era: ScoringEra = "1987",
): ScoreParts {
  const c = parseContract(contract);
  if (c.kind === "pass")
    return {
      contractPoints: 0,
      overtricks: 0,
      gameBonus: 0,
      slamBonus: 0,
      doubledBonus: 0,
      undertricks: 0,
      total: 0,
    };
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13)
    throw new RangeError(`${tricks} is not a number of tricks: expected a whole number from 0 to 13.`);
  return partsOf(c, tricks, vulnerable, era);
}

function partsOf(c: Bid, tricks: number, vulnerable: boolean, era: ScoringEra): ScoreParts {
  const factor = c.doubling === "XX" ? 4 : c.doubling === "X" ? 2 : 1;
  const needed = c.level + 6;
  const none = { contractPoints: 0, overtricks: 0, gameBonus: 0, slamBonus: 0, doubledBonus: 0 };
  if (tricks < needed) {
    let cost = 0;
    for (let k = 1; k <= needed - tricks; k++) cost += undertrickCost(k, vulnerable, c.doubling !== "", era);
    cost *= c.doubling === "XX" ? 2 : 1;
    return { ...none, undertricks: cost, total: -cost };
  }
  const trick = (k: number): number =>
    c.strain === "NT" ? notrumpTrick(k, era) : c.strain === "S" || c.strain === "H" ? 30 : 20;
  let bid = 0;
  for (let k = 1; k <= c.level; k++) bid += trick(k);
  const contractPoints = bid * factor;
  let overtricks = 0;
  for (let k = c.level + 1; k <= tricks - 6; k++)
    overtricks += c.doubling === "" ? trick(k) : (vulnerable ? 100 : 50) * factor;
  const gameBonus = contractPoints >= 100 ? (vulnerable ? 500 : 300) : 50;
  const slamBonus = c.level === 6 ? (vulnerable ? 750 : 500) : c.level === 7 ? (vulnerable ? 1500 : 1000) : 0;
  const doubledBonus = c.doubling === "XX" ? 100 : c.doubling === "X" ? 50 : 0;
  return {
    contractPoints,
    overtricks,
    gameBonus,
    slamBonus,
    doubledBonus,
    undertricks: 0,
    total: contractPoints + overtricks + gameBonus + slamBonus + doubledBonus,
  };
}

/** One deal of a sixteen-board match: the board, who declared what, and the tricks taken. */
export interface MatchDeal {
  readonly board: number;
  readonly declarer: Seat;
  readonly contract: string;
  readonly tricks: number;
}

/**
 * Sixteen boards, one for each dealer and vulnerability, as the "Bridge scoring" article scores
 * them by their parts. The article's table shows only whether a suit is a major or a minor (by its
 * trick values); the suits here are one choice that fits.
 */
export const SIXTEEN_BOARDS: readonly MatchDeal[] = [
  { board: 1, declarer: "E", contract: "1S", tricks: 9 },
  { board: 2, declarer: "N", contract: "4HX", tricks: 8 },
  { board: 3, declarer: "N", contract: "2D", tricks: 10 },
  { board: 4, declarer: "W", contract: "1NT", tricks: 9 },
  { board: 5, declarer: "S", contract: "3NT", tricks: 8 },
  { board: 6, declarer: "S", contract: "3H", tricks: 10 },
  { board: 7, declarer: "W", contract: "3C", tricks: 9 },
  { board: 8, declarer: "E", contract: "7S", tricks: 13 },
  { board: 9, declarer: "N", contract: "4HX", tricks: 10 },
  { board: 10, declarer: "E", contract: "2NT", tricks: 8 },
  { board: 11, declarer: "N", contract: "6D", tricks: 12 },
  { board: 12, declarer: "E", contract: "2C", tricks: 9 },
  { board: 13, declarer: "W", contract: "4SXX", tricks: 10 },
  { board: 14, declarer: "S", contract: "5C", tricks: 10 },
  { board: 15, declarer: "E", contract: "4H", tricks: 11 },
  { board: 16, declarer: "N", contract: "3NT", tricks: 9 },
];

/** A deal of the match scored by its parts, with its board's vulnerability and both sides' totals. */
export interface ScoredDeal extends MatchDeal {
  readonly vulnerability: Vulnerability;
  readonly vulnerable: boolean;
  readonly parts: ScoreParts;
  readonly ns: number;
  readonly ew: number;
}

/**
 * A deal scored by its parts on today's scale, vulnerable as its board number says.
 *
 * @example
 * scoreDeal({ board: 9, declarer: "N", contract: "4HX", tricks: 10 }).ns; // 590
 */
export function scoreDeal(deal: MatchDeal, era: ScoringEra = "1987"): ScoredDeal {
  const vulnerability = boardVulnerability(deal.board);
  const side = sideOf(deal.declarer);
  const vulnerable = isVulnerable(vulnerability, side);
  const parts = scoreParts(deal.contract, deal.tricks, vulnerable, era);
  const ns = side === "NS" ? parts.total : -parts.total;
  return { ...deal, vulnerability, vulnerable, parts, ns, ew: -ns };
}

/** The undertricks lesson: a contract doubled and down, costed on each era's scale. */
export interface UndertrickRow {
  readonly down: number;
  readonly costs: Readonly<Record<ScoringEra, number>>;
}

/**
 * The cost of going down 1 to `most` tricks in a doubled contract, on each era's scale.
 *
 * @example
 * undertrickTable(false, 9)[8].costs; // { "1987": 2300, "1935": 1700, "1932": 2700 }
 */
export function undertrickTable(vulnerable: boolean, most = 13): readonly UndertrickRow[] {
  const eras: ScoringEra[] = ["1932", "1935", "1987"];
  return Array.from({ length: most }, (_, i) => ({
    down: i + 1,
    costs: Object.fromEntries(
      eras.map((era) => [era, scoreParts("7SX", 13 - (i + 1), vulnerable, era).undertricks]),
    ) as Record<ScoringEra, number>,
  }));
}

/**
 * Each notrump contract made exactly, its contract points under the 1932 laws and since 1935.
 *
 * @example
 * notrumpTable()[0]; // { level: 1, "1932": 30, "1935": 40 }
 */
export function notrumpTable(): readonly { level: number; "1932": number; "1935": number }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((level) => ({
    level,
    "1932": scoreParts(`${level}NT`, level + 6, false, "1932").contractPoints,
    "1935": scoreParts(`${level}NT`, level + 6, false, "1935").contractPoints,
  }));
}
