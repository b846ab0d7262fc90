// Double-dummy tables and par as files publish them, read into the solver's shapes and written back:
// PBN's [DoubleDummyTricks] (20 hex digits, as Bridgemate's HandEvaluation table is read too),
// [OptimumResultTable] (a line per declarer and strain, all twenty or only some), [OptimumScore]
// ("NS 420") and [ParContract] ("NS 4S; NS 4H"). A published table is compared cell by cell with
// the solver's, so a file's analysis that differs is named, never silently replaced.
import { ScoringError } from "../base/errors";
import type { Seat } from "../base/seats";
import { imp } from "../rules/imp";
import type { Par } from "./par";
import { STRAIN_ORDER, type DDStrain, type DDTable } from "./solver";

/**
 * A table as a file gives it: `tricks[declarer][strain]` as in {@link DDTable} (declarer N, E, S,
 * W; strain S, H, D, C, NT), null where the file gives no figure for that declarer and strain.
 */
export interface PublishedTable {
  readonly tricks: readonly (readonly (number | null)[])[];
}

const SEAT_INDEX: Readonly<Record<string, number>> = { N: 0, E: 1, S: 2, W: 3 };
/** The order of [DoubleDummyTricks]: declarer N, S, E, W, each NT, S, H, D, C. */
const HEX_SEATS = [0, 2, 1, 3];
const HEX_STRAINS: readonly DDStrain[] = ["NT", "S", "H", "D", "C"];

function emptyTable(): (number | null)[][] {
  return [0, 1, 2, 3].map(() => [null, null, null, null, null]);
}

/**
 * Reads PBN's [DoubleDummyTricks] (and Bridgemate's HandEvaluation, read into the same digits):
 * 20 hex digits, declarer N, S, E, W in turn, each NT, S, H, D, C. Null when it is not that.
 *
 * @example
 * tableFromDoubleDummyTricks("dddddddddd0000000000")!.tricks[0]; // North: 13 in every strain
 */
export function tableFromDoubleDummyTricks(hex: string): PublishedTable | null {
  const text = hex.trim();
  if (!/^[0-9a-dA-D]{20}$/.test(text)) return null;
  const out = emptyTable();
  for (let k = 0; k < 20; k++) {
    const seat = HEX_SEATS[Math.floor(k / 5)];
    out[seat][STRAIN_ORDER.indexOf(HEX_STRAINS[k % 5])] = Number.parseInt(text[k], 16);
  }
  return { tricks: out };
}

/** The table as PBN's [DoubleDummyTricks]: 20 hex digits, declarer N, S, E, W, each NT, S, H, D, C. */
export function doubleDummyTricksOf(table: DDTable): string {
  return HEX_SEATS.flatMap((p) =>
    HEX_STRAINS.map((s) => table.tricks[p][STRAIN_ORDER.indexOf(s)].toString(16)),
  ).join("");
}

/**
 * Reads PBN's [OptimumResultTable]: its value (the column names) and then a line per declarer and
 * strain, "N NT 9" (a declarer, NT S H D C, the tricks). Lines that are not that are passed
 * over; null when no line is.
 *
 * @example
 * tableFromOptimumResultTable("Declarer;Denomination\\2R;Result\\2R\nN NT 13\nS NT 13")!.tricks[0][4]; // 13
 */
export function tableFromOptimumResultTable(text: string): PublishedTable | null {
  const out = emptyTable();
  let any = false;
  for (const line of text.split("\n")) {
    const m = /^\s*([NESW])\s+(NT|N|S|H|D|C)\s+(\d{1,2})\s*$/i.exec(line);
    if (!m) continue;
    const tricks = Number(m[3]);
    if (tricks > 13) continue;
    const strain = m[2].toUpperCase() === "N" ? "NT" : (m[2].toUpperCase() as DDStrain);
    out[SEAT_INDEX[m[1].toUpperCase()]][STRAIN_ORDER.indexOf(strain)] = tricks;
    any = true;
  }
  return any ? { tricks: out } : null;
}

/**
 * The table as PBN's [OptimumResultTable]: the tag's value (its columns) and a line for each of
 * the twenty declarers and strains, North first, each NT, S, H, D, C.
 */
export function optimumResultTableOf(table: DDTable): { value: string; lines: string[] } {
  const lines: string[] = [];
  for (const seat of ["N", "E", "S", "W"] as const)
    for (const strain of HEX_STRAINS)
      lines.push(
        `${seat} ${strain.padEnd(2)} ${String(table.tricks[SEAT_INDEX[seat]][STRAIN_ORDER.indexOf(strain)]).padStart(2)}`,
      );
  return { value: "Declarer;Denomination\\2R;Result\\2R", lines };
}

/**
 * Reads PBN's [OptimumScore]: "NS 420" or "EW 420", as North-South's score; null when it is not that.
 *
 * @example
 * optimumScoreOf("EW 100"); // -100
 */
export function optimumScoreOf(text: string): number | null {
  const m = /^\s*(NS|EW)\s+(-?\d+)\s*$/i.exec(text);
  if (!m) return null;
  return (m[1].toUpperCase() === "NS" ? 1 : -1) * Number(m[2]);
}

/** North-South's par score as PBN's [OptimumScore]: "NS 420", "EW 100", "NS 0". */
export function optimumScoreText(score: number): string {
  return score < 0 ? `EW ${-score}` : `NS ${score}`;
}

/**
 * One par contract of the solver's notation ("4S-NS", "3N-W+1", "5D*-EW-1", "pass") as PBN's
 * [ParContract] writes it: the side or seat, the contract ("X" for doubled, NT), and how many
 * over or under ("NS 4S", "W 3NT+1", "EW 5DX-1", "Pass").
 *
 * @example
 * parContractText("5D*-EW-1"); // "EW 5DX-1"
 */
export function parContractText(contract: string): string {
  const m = /^(\d)([CDHSN])(\*?)-(NS|EW|[NESW]+)([+-]\d+)?$/.exec(contract);
  if (!m) return contract.toLowerCase() === "pass" ? "Pass" : contract;
  return `${m[4]} ${m[1]}${m[2] === "N" ? "NT" : m[2]}${m[3] ? "X" : ""}${m[5] ?? ""}`;
}

/** The par contracts as PBN's [ParContract]: each written by {@link parContractText}, "; " between. */
export function parContractsText(par: Par): string {
  return par.contracts.map(parContractText).join("; ");
}

/** The name of a strain as a table of differences says it. */
const STRAIN_WORDS: Readonly<Record<DDStrain, string>> = {
  S: "spades",
  H: "hearts",
  D: "diamonds",
  C: "clubs",
  NT: "notrump",
};
const SEAT_NAMES: readonly Seat[] = ["N", "E", "S", "W"];

/**
 * Where a published table differs from the solver's, one phrase a cell ("N in spades: 10
 * published, 9 by the solver"); empty when every figure the file gives agrees.
 */
export function tableDifferences(solved: DDTable, published: PublishedTable): string[] {
  const out: string[] = [];
  for (let p = 0; p < 4; p++)
    for (let s = 0; s < 5; s++) {
      const theirs = published.tricks[p][s];
      if (theirs === null || theirs === solved.tricks[p][s]) continue;
      out.push(
        `${SEAT_NAMES[p]} in ${STRAIN_WORDS[STRAIN_ORDER[s]]}: ${theirs} published, ${solved.tricks[p][s]} by the solver`,
      );
    }
  return out;
}

/** A published table that gives all twenty figures, as the solver's table; null when some are missing. */
export function completeTable(published: PublishedTable): DDTable | null {
  if (published.tricks.some((row) => row.some((t) => t === null))) return null;
  return { tricks: published.tricks.map((row) => row.map((t) => t as number)) };
}

/**
 * A North-South score against the par score, in IMPs (positive when North-South did better than
 * par): what teachers call the score "against par", the board scored as if par were the other room.
 *
 * @example
 * impsAgainstPar(450, 420); // 1 (30 points over par)
 * impsAgainstPar(-50, 620); // -12 (670 under par)
 */
export function impsAgainstPar(nsScore: number, parScore: number, scale?: Parameters<typeof imp>[1]): number {
  if (!Number.isFinite(nsScore) || !Number.isFinite(parScore))
    throw new ScoringError("A score against par needs both scores as numbers.");
  return imp(nsScore - parScore, scale);
}
