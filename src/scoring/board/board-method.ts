import type { Fraction } from "../rules/fraction";
import type { ImpTable, ImpTableName } from "../rules/imp";
import type { Award } from "../rules/awards";
import type { BoardScoringOptions } from "../model/options";
import type { BoardTable } from "./adjusted-table";
import type { TableResult } from "./frequency-methods";
import type { PreparedTable } from "./prepare";
import type { BoardCheck, ExactTable, ScoredComponent, ScoredTable } from "./scored-board";
import type { BoardWorkings } from "./workings";
import type { Side } from "../base/seats";

// The one shape every pairs scoring method has: given a board read and checked by scoreBoard, it
// scores every table on each side's adjusted frequency table and gives back the results, its
// workings and the checks on them. The methods are listed in methods.ts.

/** A board as scoreBoard hands it to a method, its tables read and its common options checked. */
export interface BoardToScore {
  readonly impTable: ImpTableName;
  /** The scale IMPs are looked up on: the named one or the director's own, capped when asked. */
  readonly impScale: ImpTable;
  /** The options as given, for the method's own. */
  readonly options: BoardScoringOptions;
  /** Runs the engine, putting the board's number in front of what it refuses. */
  readonly withBoard: <T>(f: () => T) => T;
  /** Every row of the traveller, in order. */
  readonly prepared: readonly PreparedTable[];
  /** The results expected (N), already checked against n. */
  readonly expected: number;
  /** The tables with a result (n of them), as NS's and as EW's weightings put them. */
  readonly nsTables: readonly BoardTable[];
  readonly ewTables: readonly BoardTable[];
  /** Some weighted score gives NS and EW different weightings. */
  readonly split: boolean;
}

/** What a method gives each ScoredTable (the rest comes from the traveller row). */
export type TableNumbers = Omit<ScoredTable, "row" | "ns" | "ew" | "kind" | "nsScore" | "award">;

/** A board scored by one method: per table (exact and as numbers), the top, workings and checks. */
export interface MethodResult {
  readonly tables: readonly TableNumbers[];
  readonly exact: readonly ExactTable[];
  /** Matchpoints: the top; null for IMPs. */
  readonly top: Fraction | null;
  readonly workings: BoardWorkings;
  readonly ewWorkings: BoardWorkings | null;
  readonly checks: readonly BoardCheck[];
}

/** A pairs scoring method. */
export interface BoardMethod {
  score(board: BoardToScore): MethodResult;
}

/**
 * Runs a method's engine on each side's adjusted frequency table (NS's weightings for NS, EW's for
 * EW), putting the board's number in front of what it refuses.
 */
export function scoreSides<B>(
  board: BoardToScore,
  scoreSide: (tables: readonly BoardTable[], side: Side) => B,
): { readonly ns: B; readonly ew: B } {
  return {
    ns: board.withBoard(() => scoreSide(board.nsTables, "NS")),
    ew: board.withBoard(() => scoreSide(board.ewTables, "EW")),
  };
}

/** Each table's weighted components, each side's, as plain numbers; null for other tables. */
export type WeightedNumbers = ScoredTable["weighted"];

/** A table with a result as each side's engine scored it. */
export interface PlayedTable {
  readonly ns: TableResult;
  readonly ew: TableResult;
}

/**
 * Each traveller row's engine tables, in traveller order: the engines score only the tables with a
 * result (nsTables, ewTables), so an award or a board not played gets null.
 */
export function playedTables(
  prepared: readonly PreparedTable[],
  nsTables: readonly TableResult[],
  ewTables: readonly TableResult[],
): (PlayedTable | null)[] {
  let k = 0;
  return prepared.map((p) => {
    if (p.nsTable === null) return null;
    const played = { ns: nsTables[k], ew: ewTables[k] };
    k++;
    return played;
  });
}

/**
 * Each table's exact results, in traveller order: a result's from its side's engine table, an
 * award's from `awardValue`, null for a board not played; and a weighted table's components.
 */
export function perTable(
  prepared: readonly PreparedTable[],
  nsTables: readonly TableResult[],
  ewTables: readonly TableResult[],
  awardValue: (award: Award, p: PreparedTable) => Fraction,
): { exact: ExactTable[]; weighted: WeightedNumbers[] } {
  const played = playedTables(prepared, nsTables, ewTables);
  const exact: ExactTable[] = [];
  const weighted: WeightedNumbers[] = [];
  prepared.forEach((p, i) => {
    const e = p.input.entry;
    const t = played[i];
    if (e.kind === "artificial") {
      exact.push({ ns: awardValue(e.ns, p), ew: awardValue(e.ew, p) });
      weighted.push(null);
    } else if (t === null) {
      exact.push({ ns: null, ew: null });
      weighted.push(null);
    } else {
      exact.push({ ns: t.ns.result, ew: t.ew.result });
      weighted.push(e.kind === "weighted" ? weightedNumbers(t) : null);
    }
  });
  return { exact, weighted };
}

/** A weighted table's components as plain numbers, marked when its weights were rounded. */
function weightedNumbers(t: PlayedTable): NonNullable<WeightedNumbers> {
  const parts = { ns: componentsOf(t.ns), ew: componentsOf(t.ew) };
  return t.ns.rounded || t.ew.rounded ? { ...parts, rounded: true } : parts;
}

/** A weighted table's components as plain numbers (cross-IMPs add each one's raw total later). */
function componentsOf(t: TableResult): ScoredComponent[] {
  return t.components.map((c) => ({
    score: c.score,
    weight: c.weight.toNumber(),
    result: c.result.toNumber(),
    total: null,
  }));
}

/**
 * Each table's numbers from its exact results: the weighted components and both sides' results
 * as numbers, then what only some methods show (percentages, raw totals) from `more`; what it
 * leaves out is null.
 */
export function tableNumbers(
  results: { readonly exact: readonly ExactTable[]; readonly weighted: readonly WeightedNumbers[] },
  more: (
    x: ExactTable,
    i: number,
  ) => Partial<Pick<ScoredTable, "nsPercent" | "ewPercent" | "nsTotal" | "ewTotal">> = () => ({}),
): TableNumbers[] {
  // Key by key rather than spread: every table of a session is made here.
  return results.exact.map((x, i) => {
    const m = more(x, i);
    return {
      weighted: results.weighted[i],
      nsResult: x.ns === null ? null : x.ns.toNumber(),
      ewResult: x.ew === null ? null : x.ew.toNumber(),
      nsPercent: "nsPercent" in m ? m.nsPercent! : null,
      ewPercent: "ewPercent" in m ? m.ewPercent! : null,
      nsTotal: "nsTotal" in m ? m.nsTotal! : null,
      ewTotal: "ewTotal" in m ? m.ewTotal! : null,
    };
  });
}
