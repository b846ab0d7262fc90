import { check, ScoringError } from "../base/errors";
import type { Fraction } from "../rules/fraction";
import { awardToString, mirrorAward } from "../rules/awards";
import type { Entry } from "../model/entry";
import { TravellerError } from "../traveller/problems";
import type { BoardTable } from "./adjusted-table";
import type { TableInput } from "./scored-board";

// A traveller row read into what every scoring method needs: its pairs, and what it puts on each
// side's adjusted frequency table (nothing for an award or a board not played).

/** One table as the scoring methods see it. */
export interface PreparedTable {
  readonly input: TableInput;
  readonly ns: string;
  readonly ew: string;
  /** What the table puts on NS's and on EW's frequency table; null for awards and not played. */
  readonly nsTable: BoardTable | null;
  readonly ewTable: BoardTable | null;
  /** An award whose EW part is not the mirror of NS's (A+ to both, say). */
  readonly splitAward: boolean;
  /** A weighted score that gives NS and EW different weightings. */
  readonly splitWeights: boolean;
}

/**
 * A pair as the results name it: a number as it is, text trimmed; "" for a blank or anything else.
 *
 * @example
 * pairText(3); // "3"
 * pairText(" A3 "); // "A3"
 */
export function pairText(value: unknown): string {
  return typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
}

function pairOf(value: string | number, what: string, board: number, i: number): string {
  const text = pairText(value);
  check(text !== "", `Board ${board}, table ${i + 1}: no ${what} pair.`);
  return text;
}

/** Reads table `i` of a board, refusing a row without pairs, a score that is not a number... */
export function prepareTable(input: TableInput, i: number, board: number): PreparedTable {
  check(
    input !== null && typeof input === "object" && typeof input.entry === "object" && input.entry !== null,
    `Board ${board}, table ${i + 1}: not a table (expected NS and EW pairs and an entry).`,
  );
  const ns = pairOf(input.ns, "NS", board, i);
  const ew = pairOf(input.ew, "EW", board, i);
  const e = input.entry;
  const base = { input, ns, ew, splitAward: false, splitWeights: false };
  switch (e.kind) {
    case "plain":
      check(
        typeof e.score === "number" && Number.isFinite(e.score),
        `Board ${board}, table ${i + 1}: the score ${String(e.score)} is not a number.`,
      );
      // Written out, not spread from base: every table of a session comes through here.
      return { input, ns, ew, nsTable: e.score, ewTable: e.score, splitAward: false, splitWeights: false };
    case "notPlayed":
      return { ...base, nsTable: null, ewTable: null };
    case "artificial": {
      const mirrored = awardToString(e.ns) === awardToString(mirrorAward(e.ew));
      return { ...base, nsTable: null, ewTable: null, splitAward: !mirrored };
    }
    case "weighted": {
      const nsParts = e.ns.map((c) => ({ score: c.score, weight: c.weight }));
      const ewParts = e.ew.map((c) => ({ score: c.score, weight: c.weight }));
      const same =
        nsParts.length === ewParts.length &&
        nsParts.every((c, k) => c.score === ewParts[k].score && c.weight === ewParts[k].weight);
      return { ...base, nsTable: nsParts, ewTable: ewParts, splitWeights: !same };
    }
    default:
      throw new ScoringError(
        `Board ${board}, table ${i + 1}: unknown entry ${JSON.stringify((e as Entry).kind)}.`,
      );
  }
}

/** A table as messages and checks name it: "NS 3 v EW 5". */
export function tableName(p: PreparedTable): string {
  return `NS ${p.ns} v EW ${p.ew}`;
}

/** Runs an award's scoring, naming the table's cell if the award cannot be scored this way. */
export function awardIn(p: PreparedTable, f: () => Fraction): Fraction {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    const cells = p.input.cells ?? {};
    const column = cells.score ?? cells.scorePlus ?? cells.scoreMinus ?? cells.contract ?? 0;
    if (typeof p.input.row === "number") {
      throw new TravellerError(e.message, [{ row: p.input.row, column, message: e.message }]);
    }
    throw new ScoringError(`${tableName(p)}: ${e.message}`, e.kind);
  }
}
