// The inputs the benchmarks time, drawn with the one seeded generator (test/support/seeded.ts)
// so that every run, on every machine, times the same boards, files and events. The benchmark
// scripts import this module; it imports none of them.
import { boardVulnerability, nsScore, parseContract, type Seat } from "../src/scoring";
import { seededRandom } from "../test/support/seeded";

// One board (4S for NS, vulnerable) as a big field plays it: most in game, some in slam, some
// stopping low, some going down, doubled sacrifices by EW; 10% of the field scattered over other
// plausible results. [score, relative weight].
// prettier-ignore
const BOARD: readonly [number, number][] = [
  [620, 300], [650, 180], [680, 40], [590, 10], [170, 40], [140, 35], [200, 15], [230, 5],
  [600, 25], [630, 20], [660, 8], [1430, 25], [1460, 5], [-100, 90], [-200, 30], [-300, 8],
  [-200, 6], [-500, 5], [-800, 3], [300, 20], [500, 25], [800, 10], [1100, 3], [790, 6], [-1100, 2],
];
// prettier-ignore
const SCATTER: readonly number[] = [
  -2210, -1700, -1430, -1400, -1100, -990, -800, -790, -690, -670, -660, -650, -630, -620, -600,
  -590, -530, -500, -480, -470, -460, -450, -430, -420, -400, -300, -250, -200, -180, -170, -150,
  -140, -130, -120, -110, -100, -90, -80, -70, -50, 50, 70, 80, 90, 100, 110, 120, 130, 140, 150,
  160, 170, 180, 200, 210, 240, 250, 300, 400, 420, 430, 450, 460, 470, 480, 490, 500, 510, 600,
  610, 620, 630, 640, 650, 660, 670, 680, 690, 710, 720, 730, 750, 800, 920, 940, 980, 990, 1010,
  1020, 1100, 1210, 1370, 1390, 1400, 1430, 1440, 1460, 1470, 1510, 1520, 1700, 2140, 2210, 2220,
];

/**
 * n NS scores of one board, reproducible from `seed`.
 *
 * @example
 * realisticBoard(5); // Float64Array of 5 scores such as 620, 650, -100, 620, 170
 */
export function realisticBoard(n: number, seed: number = 20240601): Float64Array {
  const rng = seededRandom(seed ^ n);
  const totalWeight = BOARD.reduce((a, [, w]) => a + w, 0);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (rng() < 0.1) {
      out[i] = SCATTER[Math.floor(rng() * SCATTER.length)];
      continue;
    }
    let pick = rng() * totalWeight;
    let k = 0;
    while (pick >= BOARD[k][1]) pick -= BOARD[k++][1];
    out[i] = BOARD[k][0];
  }
  return out;
}

/**
 * A USEBIO 1.2 file of `boards` boards, each played at `tables` tables of a Mitchell: at board b,
 * table t, NS pair t meets EW pair ((t + b) mod tables) + 1. Contracts and tricks are drawn from
 * a realistic spread; each SCORE is the contract's score on the board's vulnerability.
 *
 * @example
 * usebioFile(30, 40).length; // about 400,000 characters
 */
export function usebioFile(boards: number, tables: number, seed = 7): string {
  const rng = seededRandom(seed);
  const contracts = ["4S", "4H", "3NT", "2S", "3C", "5D", "6S", "1NT", "4SX", "3NTX"];
  const seats: Seat[] = ["N", "E", "S", "W"];
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<USEBIO Version="1.2">',
    '<EVENT EVENT_TYPE="MP_PAIRS">',
  ];
  out.push(
    "<EVENT_DESCRIPTION>Benchmark pairs</EVENT_DESCRIPTION>",
    "<SESSION>",
    "<SECTION><SECTION_ID>A</SECTION_ID>",
  );
  for (let b = 1; b <= boards; b++) {
    out.push("<BOARD>", `<BOARD_NUMBER>${b}</BOARD_NUMBER>`);
    const favourite = contracts[Math.floor(rng() * contracts.length)];
    for (let t = 1; t <= tables; t++) {
      const text = rng() < 0.7 ? favourite : contracts[Math.floor(rng() * contracts.length)];
      const contract = parseContract(text);
      const by = seats[Math.floor(rng() * 4)];
      const level = contract.kind === "bid" ? contract.level : 0;
      const tricks = Math.max(0, Math.min(13, 6 + level + Math.floor(rng() * 4) - 2));
      const score = nsScore(contract, by, tricks, boardVulnerability(b));
      out.push(
        "<TRAVELLER_LINE>",
        `<NS_PAIR_NUMBER>${t}NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${((t + b) % tables) + 1}EW</EW_PAIR_NUMBER>`,
        `<CONTRACT>${text}</CONTRACT><PLAYED_BY>${by}</PLAYED_BY><LEAD>KH</LEAD><TRICKS>${tricks}</TRICKS>`,
        `<SCORE>${score}</SCORE>`,
        "</TRAVELLER_LINE>",
      );
    }
    out.push("</BOARD>");
  }
  out.push("</SECTION>", "</SESSION>", "</EVENT>", "</USEBIO>");
  return out.join("\r\n");
}

const SCORES = [
  -1430, -660, -620, -500, -200, -140, -110, -100, -50, 50, 90, 110, 140, 170, 420, 450, 620, 650, 1430,
];

/**
 * The CSV of a Swiss teams event: `teams` teams, `rounds` rounds of `boards` boards, teams paired
 * at random each round, NS scores drawn from a spread of common results.
 */
export function swissCsv(teams: number, rounds: number, boards: number, seed = 7): string {
  const r = seededRandom(seed);
  const lines = ["Round,Board,Room,NS,EW,Score"];
  for (let round = 1; round <= rounds; round++) {
    const order = Array.from({ length: teams }, (_, i) => i + 1);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (let k = 0; k + 1 < order.length; k += 2) {
      const [h, a] = [`Team ${order[k]}`, `Team ${order[k + 1]}`];
      for (let b = 1; b <= boards; b++) {
        const board = (round - 1) * boards + b;
        lines.push(`${round},${board},Open,${h},${a},${SCORES[Math.floor(r() * SCORES.length)]}`);
        lines.push(`${round},${board},Closed,${a},${h},${SCORES[Math.floor(r() * SCORES.length)]}`);
      }
    }
  }
  return `${lines.join("\n")}\n`;
}
