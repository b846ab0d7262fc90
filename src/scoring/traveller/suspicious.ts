// Scores that look mistyped, as warnings: the traveller is scored as it stands (a warning changes
// nothing and stops nothing), but the director is told where to look. Each rule looks at one board:
// - A passed-out board scored: Pass (or PASS, AP) with a score other than 0.
// - A score no contract can make at the board's vulnerability (+620 with nobody vulnerable).
// - A score the row's contract cannot make at any number of tricks (4S by N +170), on a row that
//   gives no tricks (a row with tricks and a score that disagree is a problem, not a warning).
// - A sign the other way from every other result in the same strain by one side, all made (4S by N
//   +420 at three tables, -420 here), and the exact negative of most of them. The row itself may
//   name either side in a suit: when its declarer is the mistyped part (3H by N +140 where every
//   other heart contract was made by EW, most for -140), it is the other side's row with its letter
//   and sign both turned. In notrumps, which both sides may play and make, only the same side's
//   rows count. A real result the other way seldom mirrors the others' usual score (a contract that
//   fails goes down by -50, -100, not by a made score).
// - The wrong way round: the board's most common score negated, in the same suit contract, with
//   its declarer on the other side (4S by N +420 at most tables; 4S by E -420 here).
// - A traveller of scores only (no contracts): a score whose sign is the other way from at least
//   four others, all of one sign, most of which are its exact negative (one +420 among six -420).
import { nsScore, parseContract, type Strain } from "../rules/contract";
import { sideOf, type Side, type Vulnerability } from "../base/seats";
import * as say from "./messages";
import type { Traveller, TravellerBoard, TravellerRow } from "./types";

/** A warning: the board and row (0-based in the cells read) it is about, the column, and what it says. */
export interface ScoreWarning {
  readonly board: number;
  readonly row: number;
  readonly column: number;
  readonly text: string;
}

/** A row with a plain NS score, and the score. */
interface Scored {
  readonly row: TravellerRow;
  readonly score: number;
}

/** A row with a bid contract and a declarer: its strain and declaring side. */
interface Declared extends Scored {
  readonly strain: Strain;
  readonly side: Side;
}

/** A rule: the rows of one board it finds suspicious (rows already named are passed over), with the text. */
type Rule = (board: TravellerBoard, scored: readonly Scored[]) => readonly [Scored, string][];

const RULES: readonly Rule[] = [
  passedOutScored,
  impossibleScores,
  signAgainstStrain,
  wrongWayRound,
  noTricksFit,
  scoresOnly,
];

/**
 * The suspicious scores of a traveller (see the module's comment), in board and row order; at most
 * one for a row (the first rule that finds it).
 *
 * @example
 * suspiciousScores(readTraveller(cells)); // [{ board: 1, row: 4, column: 5, text: "4S by N scored -420 ..." }]
 */
export function suspiciousScores(traveller: Traveller): ScoreWarning[] {
  const warnings: ScoreWarning[] = [];
  for (const board of traveller.boards) {
    let scored = plainRows(board);
    for (const rule of RULES) {
      const found = rule(board, scored);
      const named = new Set(found.map(([s]) => s.row));
      for (const [s, text] of found) {
        warnings.push({ board: board.board, row: s.row.row, column: scoreColumn(s.row), text });
      }
      scored = scored.filter((s) => !named.has(s.row));
    }
  }
  return warnings.sort((a, b) => a.board - b.board || a.row - b.row);
}

/** The column a warning points at: the score cell, else the contract's, else the NS pair's. */
function scoreColumn(r: TravellerRow): number {
  const c = r.cells;
  return c.score ?? c.scorePlus ?? c.scoreMinus ?? c.contract ?? c.ns ?? 0;
}

/** The board's rows with a plain score (awards, weighted scores and NP are no bridge result to check). */
function plainRows(board: TravellerBoard): Scored[] {
  return board.rows.flatMap((row) => (row.entry.kind === "plain" ? [{ row, score: row.entry.score }] : []));
}

/** The rows with a bid contract and a declarer, with their strain and side. */
function declaredRows(scored: readonly Scored[]): Declared[] {
  return scored.flatMap((s) => {
    if (s.row.contract === null || s.row.declarer === null) return [];
    const c = parseContract(s.row.contract);
    return c.kind === "bid" ? [{ ...s, strain: c.strain, side: sideOf(s.row.declarer) }] : [];
  });
}

function passedOutScored(board: TravellerBoard, scored: readonly Scored[]): [Scored, string][] {
  return scored
    .filter((s) => s.score !== 0 && s.row.contract !== null && parseContract(s.row.contract).kind === "pass")
    .map((s) => [s, say.passedOutScored(s.score, board.board)]);
}

function impossibleScores(board: TravellerBoard, scored: readonly Scored[]): [Scored, string][] {
  const possible = possibleScores(board.vulnerability);
  return scored
    .filter((s) => !possible.has(s.score))
    .map((s) => [s, say.impossibleScore(s.score, board.board, board.vulnerability)]);
}

function noTricksFit(board: TravellerBoard, scored: readonly Scored[]): [Scored, string][] {
  return scored
    .filter((s) => s.row.contract !== null && s.row.tricks === null && s.row.scoreComputed === null)
    .filter((s) => !contractScores(s.row, board.vulnerability).has(s.score))
    .map((s) => [
      s,
      say.noTricksFit(s.row.contract!, s.row.declarer, s.score, board.board, board.vulnerability),
    ]);
}

/** The rows of one strain declared by one side: how many, how many not made, and each score's count. */
interface StrainSide {
  count: number;
  unmade: number;
  readonly scores: Map<number, number>;
}

/**
 * For each strain and each declaring side, the other rows of that side in that strain (two or
 * more, every one made) against a row of the strain, by either side in a suit, that is the exact
 * negative of most of them. Counted once per strain and side, so a board of many tables is read in
 * one pass.
 */
function signAgainstStrain(_board: TravellerBoard, scored: readonly Scored[]): [Scored, string][] {
  const declared = declaredRows(scored);
  const made = (side: Side, score: number): boolean => Math.sign(score) === (side === "NS" ? 1 : -1);
  const groups = new Map<string, StrainSide>();
  for (const r of declared) {
    const key = `${r.strain} ${r.side}`;
    const g = groups.get(key) ?? groups.set(key, { count: 0, unmade: 0, scores: new Map() }).get(key)!;
    g.count++;
    if (!made(r.side, r.score)) g.unmade++;
    g.scores.set(r.score, (g.scores.get(r.score) ?? 0) + 1);
  }
  const found: [Scored, string][] = [];
  for (const r of declared) {
    // Both sides play notrumps, and both may make them; a suit is one side's.
    const sides = r.strain === "NT" ? [r.side] : (["NS", "EW"] as const);
    for (const side of sides) {
      const g = groups.get(`${r.strain} ${side}`);
      if (g === undefined) continue;
      const own = r.side === side;
      const others = g.count - (own ? 1 : 0);
      // Made by that side every time (contracts failing by both sides are no sign of a mistake),
      // and most often for the very score this row has the other way (3S+2 by EW, -200, is no
      // mirror of 4S by E two down, +200, when the others made other scores).
      const unmade = g.unmade - (own && !made(side, r.score) ? 1 : 0);
      const mirrors = g.scores.get(-r.score) ?? 0;
      if (others < 2 || unmade > 0 || mirrors * 2 <= others) continue;
      found.push([r, say.signAgainstStrain(r.row, r.score, { others, mirrors, side, strain: r.strain })]);
      break;
    }
  }
  return found;
}

/** The board's most common score negated, in the same suit contract, declarer on the other side. */
function wrongWayRound(_board: TravellerBoard, scored: readonly Scored[]): [Scored, string][] {
  const declared = declaredRows(scored);
  const counts = new Map<number, Declared[]>();
  for (const r of declared) (counts.get(r.score) ?? counts.set(r.score, []).get(r.score)!).push(r);
  const ranked = [...counts.entries()].sort((a, b) => b[1].length - a[1].length);
  if (
    ranked.length === 0 ||
    ranked[0][1].length < 2 ||
    (ranked[1]?.[1].length ?? 0) === ranked[0][1].length
  ) {
    return [];
  }
  const [common, rows] = ranked[0];
  const first = rows[0];
  if (common === 0 || first.strain === "NT") return [];
  if (rows.some((r) => r.row.contract !== first.row.contract || r.side !== first.side)) return [];
  return declared
    .filter((r) => r.score === -common && r.row.contract === first.row.contract && r.side !== first.side)
    .map((r) => [
      r,
      say.wrongWayRound(r.row.contract!, r.row.declarer!, r.score, rows.length, first.row.declarer!, common),
    ]);
}

/** A board of scores only: one score against four or more of the other sign, most of them its negative. */
function scoresOnly(_board: TravellerBoard, scored: readonly Scored[]): [Scored, string][] {
  if (scored.some((s) => s.row.contract !== null)) return [];
  const counts = new Map<number, number>();
  for (const s of scored) counts.set(s.score, (counts.get(s.score) ?? 0) + 1);
  const signs = {
    plus: scored.filter((s) => s.score > 0).length,
    minus: scored.filter((s) => s.score < 0).length,
  };
  const others = scored.length - 1;
  const found: [Scored, string][] = [];
  for (const s of scored) {
    // Every other row of the other sign: the rest of the board, none 0 and none of this sign.
    const otherWay = s.score > 0 ? signs.minus : s.score < 0 ? signs.plus : 0;
    const mirrors = counts.get(-s.score) ?? 0;
    if (others < 4 || otherWay !== others || mirrors * 2 <= others) continue;
    found.push([s, say.signAgainstScores(s.score, others, mirrors)]);
  }
  return found;
}

/** The NS scores the row's contract can make, by its declarer (any seat when none is given), at any tricks. */
function contractScores(row: TravellerRow, vulnerability: Vulnerability): Set<number> {
  const contract = parseContract(row.contract!);
  const seats = row.declarer === null ? (["N", "E"] as const) : [row.declarer];
  const scores = new Set<number>();
  for (const seat of seats)
    for (let t = 0; t <= 13; t++) scores.add(nsScore(contract, seat, t, vulnerability));
  return scores;
}

const POSSIBLE = new Map<Vulnerability, ReadonlySet<number>>();

/** Every NS score some contract, declarer and number of tricks make at a vulnerability (0 too). */
function possibleScores(vulnerability: Vulnerability): ReadonlySet<number> {
  let set = POSSIBLE.get(vulnerability);
  if (set === undefined) {
    const scores = new Set<number>([0]);
    for (let level = 1; level <= 7; level++)
      for (const strain of ["C", "D", "H", "S", "NT"])
        for (const doubling of ["", "X", "XX"]) {
          const contract = parseContract(`${level}${strain}${doubling}`);
          for (const seat of ["N", "E"] as const)
            for (let t = 0; t <= 13; t++) scores.add(nsScore(contract, seat, t, vulnerability));
        }
    set = scores;
    POSSIBLE.set(vulnerability, set);
  }
  return set;
}
