// The session a director prints for the noticeboard: a Mitchell of 7 tables and 21 boards (three a
// round, seven rounds), every pair named, each result a contract, declarer and tricks as a
// traveller slip gives them. The seating is movements.ts's Mitchell; the results are drawn by the
// seeded generator from contracts clubs play, so the session is the same on every run.
import { mitchell } from "./movements";
import { seededRandom } from "./seeded";

/** Contracts, declarers and tricks a club's traveller holds (NS and EW both declare). */
const RESULTS: readonly (readonly [string, string, number])[] = [
  ["4S", "N", 10],
  ["4S", "N", 11],
  ["4S", "S", 9],
  ["3NT", "S", 9],
  ["3NT", "N", 10],
  ["2H", "E", 8],
  ["3H", "W", 9],
  ["1NT", "E", 7],
  ["4HX", "W", 8],
  ["3C", "N", 9],
  ["2S", "S", 8],
  ["5D", "E", 11],
  ["6S", "N", 12],
  ["4H", "E", 10],
];

const FIRST = [
  "Ann",
  "Bob",
  "Cath",
  "Dev",
  "Eve",
  "Fred",
  "Gill",
  "Hugh",
  "Iris",
  "Jack",
  "Kim",
  "Len",
  "Mo",
  "Ned",
];
const LAST = ["Smith", "Jones", "Patel", "Brown", "Khan", "Evans", "Wood"];

/**
 * The session's traveller as CSV text: a title row, then Board, Round, Table, NS, EW, Contract,
 * By, Tricks (no score column: each score is the contract's).
 *
 * @example
 * printSessionCsv().split("\n").length; // 149: the title, the header and 21 x 7 results
 */
export function printSessionCsv(seed = 38): string {
  const rng = seededRandom(seed);
  const session = mitchell(7, 7, 3, seed);
  const lines = ['"Thursday pairs, seven-table Mitchell"', "Board,Round,Table,NS,EW,Contract,By,Tricks"];
  for (const r of session.rows) {
    const [contract, by, tricks] = RESULTS[Math.floor(rng() * RESULTS.length)];
    lines.push([r.board, r.round, r.table, r.ns, r.ew, contract, by, tricks].join(","));
  }
  return lines.join("\n");
}

/**
 * The pairs' names as a names table (pair and direction, then the two players), every pair of
 * the session named.
 *
 * @example
 * printSessionNames().split("\n")[1]; // "1NS,Ann Smith,Bob Jones"
 */
export function printSessionNames(): string {
  const lines = ["Pair,Player,Player"];
  ["NS", "EW"].forEach((dir, d) => {
    for (let p = 1; p <= 7; p++) {
      const i = d * 7 + p - 1;
      lines.push(`${p}${dir},${FIRST[i]} ${LAST[i % 7]},${FIRST[(i + 5) % 14]} ${LAST[(i + 3) % 7]}`);
    }
  });
  return lines.join("\n");
}
