// Par: the score both sides reach when each bids to its best double-dummy result and no further, the
// side that would otherwise lose doubling or sacrificing as pays. It follows the conventions of the
// reference solver's DealerPar (see docs/conventions.md, "Double dummy and par"):
// - each side's best contract in each strain is the highest it makes with its better declarer,
//   scored undoubled and just made;
// - the side that makes the higher contract has the right to a plus score; when both make the same
//   contract, the side of the first player from the dealer round the table who makes it;
// - the other side sacrifices, doubled, when some sacrifice costs less than the contract scores,
//   bidding in rotation from the dealer (a declarer who makes the contract in the same strain and
//   calls before the sacrificer forces a level higher); the cheapest sacrifice is chosen;
// - a plus score is shown at the lowest level that still scores the same and leaves no profitable
//   sacrifice, never below game or slam when the par contract is one ("2S+2" instead of "4S" only
//   in partscores).
import { Seat, Vulnerability } from "../base/seats";
import { DDTable } from "./solver";

/** A deal's par: the North-South score and the par contracts in the reference notation. */
export interface Par {
  /** North-South's par score (negative when East-West score). */
  readonly score: number;
  /**
   * The par contracts, e.g. "4S-NS" (North or South makes exactly four spades), "3N-W+1" (only West,
   * with an overtrick), "5D*-EW-1" (a doubled sacrifice going one down), or "pass".
   */
  readonly contracts: readonly string[];
}

const PLAYERS = ["N", "E", "S", "W"];
/** Par order of strains: clubs, diamonds, hearts, spades, notrump; their column in a DDTable. */
const TABLE_COLUMN = [3, 2, 1, 0, 4];
const STRAIN_LETTER = ["C", "D", "H", "S", "N"];
const NO_SACRIFICE = 9999;

/** The doubled penalty for going `down` tricks, not vulnerable or vulnerable. */
function doubledPenalty(vulnerable: boolean, down: number): number {
  if (down <= 0) return 0;
  if (vulnerable) return 200 + 300 * (down - 1);
  return down <= 3 ? [0, 100, 300, 500][down] : 500 + 300 * (down - 3);
}

/** Contract numbers: 1 for 1C, 2 for 1D, ..., 5 for 1NT, 6 for 2C, ..., 35 for 7NT. */
function contractLevel(no: number): number {
  return Math.floor((no - 1) / 5) + 1;
}

/** The score for making contract number `no` exactly, undoubled. */
function madeScore(no: number, vulnerable: boolean): number {
  const level = contractLevel(no);
  const strain = (no - 1) % 5;
  const trickValue = strain <= 1 ? 20 : 30;
  const tricks = trickValue * level + (strain === 4 ? 10 : 0);
  let score = tricks + (tricks >= 100 ? (vulnerable ? 500 : 300) : 50);
  if (level === 6) score += vulnerable ? 750 : 500;
  if (level === 7) score += vulnerable ? 1500 : 1000;
  return score;
}

/** The lowest contract in the same strain scoring the same bonus kind (partscore, game, slam). */
function floorContract(no: number): number {
  const level = contractLevel(no);
  const strain = (no - 1) % 5;
  if (level >= 6) return no;
  const gameLevel = strain === 4 ? 3 : strain >= 2 ? 4 : 5;
  return level >= gameLevel ? 5 * (gameLevel - 1) + strain + 1 : strain + 1;
}

function contractName(no: number): string {
  return `${contractLevel(no)}${STRAIN_LETTER[(no - 1) % 5]}`;
}

interface StrainBest {
  no: number;
  score: number;
  tricks: number;
}

/** Tricks of a strain (in par order) for a player (0 = N, taken modulo 4). */
type TricksOf = (dno: number, player: number) => number;

/**
 * Each side's best contract in each strain, the highest contract it makes (as a contract number,
 * 1 = 1C up to 35 = 7NT) and its dearest (the best score, the lower contract on a tie).
 */
function bestBySide(
  t: TricksOf,
  vulBySide: readonly boolean[],
): { lists: StrainBest[][]; highest: number[]; dearestNo: number[] } {
  const lists: StrainBest[][] = [[], []];
  const highest = [0, 0];
  const dearestNo = [0, 0];
  const dearestScore = [0, 0];
  for (let side = 0; side < 2; side++) {
    for (let dno = 0; dno < 5; dno++) {
      const best = Math.max(t(dno, side), t(dno, side + 2));
      const no = 5 * (best - 7) + dno + 1;
      const score = best < 7 ? 0 : madeScore(no, vulBySide[side]);
      lists[side].push({ no, score, tricks: best });
      if (best < 7) continue;
      if (score > dearestScore[side] || (score === dearestScore[side] && no < dearestNo[side])) {
        dearestScore[side] = score;
        dearestNo[side] = no;
      }
      if (no > highest[side]) highest[side] = no;
    }
  }
  return { lists, highest, dearestNo };
}

/** The side with primacy (0 NS, 1 EW), or undefined when neither makes anything (par is a pass). */
function primacy(
  t: TricksOf,
  lists: readonly StrainBest[][],
  highest: readonly number[],
  dealerIndex: number,
): number | undefined {
  if (highest[0] > highest[1]) return 0;
  if (highest[0] < highest[1]) return 1;
  if (highest[0] === 0) return undefined;
  // Both sides make the same top contract: it belongs to the first player round from the dealer.
  const dno = (highest[0] - 1) % 5;
  const need = lists[0][dno].tricks;
  for (let p = dealerIndex; p <= dealerIndex + 3; p++) if (t(dno, p) === need) return p % 2;
  return 0;
}

/**
 * The par of a deal from its double-dummy table, for the board's vulnerability and dealer.
 *
 * One piece, over 100 lines: after the side with primacy is found, its candidate contracts, the
 * other side's sacrifices over each and the contracts named all read the same few tables (the
 * candidates' kinds, gaps and undertricks); split further, each part would take them all.
 *
 * @example
 * // North-South make 4S (North 10 tricks), East-West nothing better than 3H: par +420 NS at
 * // love all, shown as "4S-N" when South takes fewer tricks in spades.
 */
export function parOf(table: DDTable, vulnerability: Vulnerability, dealer: Seat): Par {
  const dealerIndex = PLAYERS.indexOf(dealer);
  const vulBySide = [
    vulnerability === "NS" || vulnerability === "All",
    vulnerability === "EW" || vulnerability === "All",
  ];
  // t(strain in par order, player)
  const t: TricksOf = (dno, player) => table.tricks[player % 4][TABLE_COLUMN[dno]];

  const { lists, highest, dearestNo } = bestBySide(t, vulBySide);
  const side = primacy(t, lists, highest, dealerIndex);
  if (side === undefined) return { score: 0, contracts: ["pass"] };
  const other = 1 - side;
  const vulOwn = vulBySide[side];
  const vulOther = vulBySide[other];

  // The primacy side's contracts from the highest down to its dearest.
  const candidates = lists[side]
    .map((entry, dno) => ({ ...entry, dno }))
    .sort((a, b) => b.no - a.no)
    .filter((c) => c.no >= dearestNo[side]);

  /** The undertricks of the other side's cheapest sacrifice in each strain over contract `no`. */
  const sacrificeDowns = (no: number, dno: number): number[] =>
    [0, 1, 2, 3, 4].map((eno) => {
      const ownBest = lists[other][eno].no;
      let down = NO_SACRIFICE;
      if (eno === dno) {
        const need = Math.trunc((no + 34) / 5);
        let raise = 0;
        for (let p = dealerIndex; p <= dealerIndex + 3; p++) {
          const diff = need - t(dno, p);
          if (p % 2 === side) {
            if (diff === 0) raise = 1;
          } else down = Math.min(down, diff + raise);
        }
      } else down = Math.trunc((no - ownBest + 4) / 5);
      return ownBest + 5 * down > 35 ? NO_SACRIFICE : down;
    });

  let bestPlus = 0;
  let bestDown = 0;
  let sacrificeFound = false;
  const kind: number[] = [];
  const gap: number[] = [];
  const downs: number[] = [];
  const sacTable: number[][] = [];
  for (const c of candidates) {
    // The most undertricks the other side can afford: their penalty stays below the contract's score.
    const score = madeScore(c.no, vulOwn);
    let affordable = 0;
    while (doubledPenalty(vulOther, affordable + 1) < score) affordable++;
    const byStrain = sacrificeDowns(c.no, c.dno);
    sacTable[c.dno] = byStrain;
    const down = Math.min(...byStrain);
    if (down <= affordable) {
      if (down > bestDown) bestDown = down;
      if (sacrificeFound) kind.push(-1);
      else {
        sacrificeFound = true;
        kind.push(0);
      }
      downs.push(down);
      gap.push(0);
    } else {
      if (c.score > bestPlus) bestPlus = c.score;
      kind.push(1);
      gap.push(affordable - down);
      downs.push(down);
    }
  }

  const sign = side === 0 ? 1 : -1;
  const sacrificeCost = doubledPenalty(vulOther, bestDown);
  const contracts: string[] = [];
  const asText = (player: number, no: number, dno: number, delta: number): string => {
    const a = t(dno, player);
    const b = t(dno, player + 2);
    const most = Math.max(a, b);
    const who = (a === most ? PLAYERS[player] : "") + (b === most ? PLAYERS[player + 2] : "");
    const extra = delta === 0 ? "" : delta > 0 ? `+${delta}` : `${delta}`;
    return `${contractName(no)}${delta < 0 ? "*-" : "-"}${who}${extra}`;
  };

  if (!sacrificeFound || bestPlus > sacrificeCost) {
    candidates.forEach((c, n) => {
      if (kind[n] !== 1 || c.score !== bestPlus) return;
      let no = c.no;
      let plus = 0;
      if (gap[n] < -1) {
        // Bid lower by the levels the other side still cannot afford to sacrifice over, keeping the bonus.
        const lowest = Math.max(no + 5 * (gap[n] + 1), floorContract(no));
        plus = (no - lowest) / 5;
        no = lowest;
      }
      contracts.push(asText(side, no, c.dno, plus));
    });
    return { score: sign * bestPlus, contracts };
  }

  candidates.forEach((c, n) => {
    if (kind[n] !== 0 || downs[n] !== bestDown) return;
    const row = sacTable[c.dno];
    for (let eno = 0; eno < 5; eno++) {
      if (row[eno] !== bestDown) continue;
      if (eno !== c.dno) {
        contracts.push(asText(other, lists[other][eno].no + 5 * bestDown, eno, -bestDown));
        continue;
      }
      // A sacrifice in the contract's own strain: by whom, and at which level.
      const need = Math.trunc((c.no + 34) / 5);
      let raise = 0;
      const hits: { player: number; no: number }[] = [];
      for (let p = dealerIndex; p <= dealerIndex + 3; p++) {
        const diff = need - t(c.dno, p);
        if (p % 2 === side) {
          if (diff === 0) raise = 1;
        } else if (diff + raise === bestDown) hits.push({ player: p % 4, no: c.no + 5 * raise });
      }
      if (hits.length === 1 || (hits.length === 2 && hits[0].no !== hits[1].no)) {
        const h = hits.length === 1 || hits[0].no < hits[1].no ? hits[0] : hits[1];
        contracts.push(`${contractName(h.no)}*-${PLAYERS[h.player]}-${bestDown}`);
      } else if (hits.length === 2) {
        contracts.push(asText(other, hits[0].no, eno, -bestDown));
      }
    }
  });
  return { score: sign * sacrificeCost, contracts };
}
