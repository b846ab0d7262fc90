// The hand-record functions: BRIDGE.DDTRICKS and BRIDGE.PAR read a deal typed in PBN notation and
// answer from the core's double-dummy solver. Solving a deal takes from a fraction of a second to
// many seconds, so both are asynchronous and remember the tables already solved (by deal), so that
// twenty cells asking about one deal solve it once. In the pane's shared runtime the solving runs
// in a Web Worker, one deal at a time, so the pane stays responsive; where there is no worker (a
// runtime without one, the tests under Node) it runs on the calculation's own thread.
import {
  boardDealer,
  formatDeal,
  isBlankCell,
  parOf,
  parseDeal,
  parseSeat,
  readNumberCell,
  solveTable,
  ScoringError,
  type DDTable,
  type Seat,
} from "../scoring";
import { solveInWorker, workerAvailable } from "../office/solve-in-worker";
import { cellError, run } from "./coerce";
import { vulnerabilityOf } from "./options";

const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
/** Columns of the spilled table, as hand records print them: clubs up to notrump. */
const STRAINS = ["C", "D", "H", "S", "NT"] as const;
/** The solver's strain index of each column. */
const SOLVER_STRAIN: Readonly<Record<(typeof STRAINS)[number], number>> = { S: 0, H: 1, D: 2, C: 3, NT: 4 };

const solved = new Map<string, Promise<DDTable>>();
const MEMORY = 200;

function readDeal(value: unknown): string {
  if (isBlankCell(value))
    throw cellError("deal", value, 'a deal in PBN notation, e.g. "N:AKQ2.KJ3.T98.765 ..."');
  if (typeof value !== "string")
    throw cellError("deal", value, 'a deal in PBN notation, e.g. "N:AKQ2.KJ3.T98.765 ..."');
  return formatDeal(parseDeal(value));
}

/** The last deal handed to the worker: each waits for it, so one worker (one solver's memory) runs at a time. */
let queue: Promise<unknown> = Promise.resolve();

/** A deal's table solved on this thread, once the current calculation has yielded. */
function onThisThread(deal: string): Promise<DDTable> {
  return new Promise<DDTable>((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(solveTable(parseDeal(deal)));
      } catch (e) {
        reject(e);
      }
    }, 0);
  });
}

/**
 * A deal's table from the worker, after the deals asked for before it. A worker that cannot start
 * (a host that forbids it) leaves the deal to this thread; a deal the solver refuses is an error.
 */
function inWorker(deal: string): Promise<DDTable> {
  const job = queue.then(async () => {
    let outcome;
    try {
      [outcome] = await solveInWorker([deal]).outcomes;
    } catch {
      return onThisThread(deal);
    }
    if ("error" in outcome) throw new ScoringError(outcome.error);
    return outcome.table;
  });
  queue = job.catch(() => undefined);
  return job;
}

/** The table of a deal, solved once; the solve starts after the current calculation yields. */
function tableOf(deal: string): Promise<DDTable> {
  const known = solved.get(deal);
  if (known) return known;
  const job = workerAvailable() ? inWorker(deal) : onThisThread(deal);
  if (solved.size >= MEMORY) solved.delete(solved.keys().next().value as string);
  solved.set(deal, job);
  job.catch(() => solved.delete(deal));
  return job;
}

function readStrain(value: unknown): (typeof STRAINS)[number] | null {
  if (isBlankCell(value)) return null;
  const text = String(value).trim().toUpperCase().replace(/^N$/, "NT");
  const symbol: Record<string, string> = { "\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C" };
  const letter = symbol[text] ?? text;
  if ((STRAINS as readonly string[]).includes(letter)) return letter as (typeof STRAINS)[number];
  throw cellError("strain", value, "C, D, H, S or NT (or a suit symbol)");
}

function readDeclarer(value: unknown): Seat | null {
  if (isBlankCell(value)) return null;
  if (typeof value !== "string") throw cellError("declarer", value, "N, E, S or W");
  return parseSeat(value);
}

/** Turns a rejected solve into the Excel error the functions throw. */
async function settle<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    return run(() => {
      throw e instanceof ScoringError ? e : new ScoringError((e as Error).message);
    });
  }
}

/** BRIDGE.DDTRICKS: the table (4 x 5), a declarer's row, a strain's column or one count. */
export function ddTricksOf(deal: unknown, declarer: unknown, strain: unknown): Promise<number[][]> {
  return settle(async () => {
    const text = readDeal(deal);
    const seat = readDeclarer(declarer);
    const column = readStrain(strain);
    const table = await tableOf(text);
    const rows = seat ? [seat] : SEATS;
    const columns = column ? [column] : STRAINS;
    return rows.map((s) => columns.map((c) => table.tricks[SEATS.indexOf(s)][SOLVER_STRAIN[c]]));
  });
}

/** BRIDGE.PAR: the North-South par score and the par contracts, side by side. */
export function parRowOf(
  deal: unknown,
  vulnerability: unknown,
  dealer: unknown,
): Promise<(number | string)[][]> {
  return settle(async () => {
    const text = readDeal(deal);
    const vul = isBlankCell(vulnerability) ? "None" : vulnerabilityOf(vulnerability, "vulnerability");
    let seat: Seat = "N";
    if (!isBlankCell(dealer)) {
      const board = readNumberCell(dealer);
      if (board !== null) seat = boardDealer(board);
      else if (typeof dealer === "string") seat = parseSeat(dealer);
      else throw cellError("dealer", dealer, "N, E, S or W, or a board number");
    } else if (!isBlankCell(vulnerability) && readNumberCell(vulnerability) !== null) {
      seat = boardDealer(readNumberCell(vulnerability) as number);
    }
    const par = parOf(await tableOf(text), vul, seat);
    return [[par.score, par.contracts.join(", ")]];
  });
}
