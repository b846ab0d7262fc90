import { check, quote, ScoringError } from "./errors";
import { cellText } from "./cells";

/** A seat at the table. */
export type Seat = "N" | "E" | "S" | "W";

/** A partnership: North-South or East-West. */
export type Side = "NS" | "EW";

/** Which sides are vulnerable on a board. */
export type Vulnerability = "None" | "NS" | "EW" | "All";

// Dealer and vulnerability of boards 1 to 16; every later board repeats this cycle.
// prettier-ignore
const CYCLE: readonly { dealer: Seat; vulnerability: Vulnerability }[] = [
  { dealer: "N", vulnerability: "None" }, { dealer: "E", vulnerability: "NS" },
  { dealer: "S", vulnerability: "EW" },   { dealer: "W", vulnerability: "All" },
  { dealer: "N", vulnerability: "NS" },   { dealer: "E", vulnerability: "EW" },
  { dealer: "S", vulnerability: "All" },  { dealer: "W", vulnerability: "None" },
  { dealer: "N", vulnerability: "EW" },   { dealer: "E", vulnerability: "All" },
  { dealer: "S", vulnerability: "None" }, { dealer: "W", vulnerability: "NS" },
  { dealer: "N", vulnerability: "All" },  { dealer: "E", vulnerability: "None" },
  { dealer: "S", vulnerability: "NS" },   { dealer: "W", vulnerability: "EW" },
];

/** The board's place in the 16-board cycle (0 to 15), after checking that it is a board number. */
function cycleIndex(board: number): number {
  check(
    typeof board === "number" && Number.isSafeInteger(board) && board >= 1,
    `Board ${quote(board)} is not a board number: expected a whole number of 1 or more.`,
  );
  return (board - 1) % 16;
}

/**
 * The dealer of a board. Boards repeat every 16, so board 17 is dealt like board 1.
 *
 * @example
 * boardDealer(15); // "S"
 * boardDealer(17); // "N"
 */
export function boardDealer(board: number): Seat {
  return CYCLE[cycleIndex(board)].dealer;
}

/**
 * The vulnerability of a board. Boards repeat every 16, so board 20 is vulnerable like board 4.
 *
 * @example
 * boardVulnerability(15); // "NS"
 * boardVulnerability(20); // "All"
 */
export function boardVulnerability(board: number): Vulnerability {
  return CYCLE[cycleIndex(board)].vulnerability;
}

const VULNERABILITY_WORDS: Readonly<Record<string, Vulnerability>> = {
  NONE: "None",
  NIL: "None",
  LOVE: "None",
  LOVEALL: "None",
  NEITHER: "None",
  NS: "NS",
  NORTHSOUTH: "NS",
  EW: "EW",
  EASTWEST: "EW",
  ALL: "All",
  BOTH: "All",
  GAMEALL: "All",
};

/**
 * Reads a vulnerability as people write it on travellers and board labels (case does not
 * matter): None, Nil, Love, Neither or "-"; NS, N-S, N/S; EW, E-W, E/W; All, Both, Game All.
 *
 * @example
 * parseVulnerability("n-s"); // "NS"
 * parseVulnerability("Game All"); // "All"
 * parseVulnerability("-"); // "None"
 */
export function parseVulnerability(text: string): Vulnerability {
  check(typeof text === "string", `${quote(text)} is not a vulnerability: expected None, NS, EW or All.`);
  const upper = cellText(text).toUpperCase(); // dashes and minus signs become "-"
  if (upper === "-") return "None";
  const compact = upper.replace(/[\s\-/]/g, "");
  const hit = Object.prototype.hasOwnProperty.call(VULNERABILITY_WORDS, compact)
    ? VULNERABILITY_WORDS[compact]
    : undefined;
  if (hit) return hit;
  throw new ScoringError(
    `Unknown vulnerability ${quote(text)}: expected None, NS, EW or All ` +
      `(also Nil, Love or "-"; N-S or N/S; E-W or E/W; Both or Game All).`,
  );
}

const SEAT_WORDS: Readonly<Record<string, Seat>> = {
  N: "N",
  NORTH: "N",
  E: "E",
  EAST: "E",
  S: "S",
  SOUTH: "S",
  W: "W",
  WEST: "W",
};

/**
 * Reads a seat: N, E, S, W or North, East, South, West (case does not matter).
 *
 * @example
 * parseSeat("west"); // "W"
 * parseSeat(" n "); // "N"
 */
export function parseSeat(text: string): Seat {
  check(typeof text === "string", `${quote(text)} is not a seat: expected N, E, S or W.`);
  const key = text.trim().toUpperCase();
  const hit = Object.prototype.hasOwnProperty.call(SEAT_WORDS, key) ? SEAT_WORDS[key] : undefined;
  if (hit) return hit;
  throw new ScoringError(`Unknown seat ${quote(text)}: expected N, E, S or W (or North, East, South, West).`);
}

/**
 * The partnership a seat belongs to.
 *
 * @example
 * sideOf("S"); // "NS"
 * sideOf("W"); // "EW"
 */
export function sideOf(d: Seat): Side {
  if (d === "N" || d === "S") return "NS";
  if (d === "E" || d === "W") return "EW";
  throw new ScoringError(`Unknown seat ${quote(d)}: expected N, E, S or W.`);
}

/**
 * Whether a side is vulnerable under a board's vulnerability.
 *
 * @example
 * isVulnerable("NS", "NS"); // true
 * isVulnerable("EW", "NS"); // false
 * isVulnerable("All", "EW"); // true
 */
export function isVulnerable(v: Vulnerability, side: Side): boolean {
  check(side === "NS" || side === "EW", `Unknown side ${quote(side)}: expected NS or EW.`);
  switch (v) {
    case "None":
      return false;
    case "All":
      return true;
    case "NS":
    case "EW":
      return v === side;
    default:
      throw new ScoringError(`Unknown vulnerability ${quote(v)}: expected None, NS, EW or All.`);
  }
}
