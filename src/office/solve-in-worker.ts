// Solving deals off the page's thread (the teaching page's, the pane's shared runtime where the
// custom functions run): a Web Worker started from the solver bundle's text, which the build puts
// in the bundle (webpack's "solve-worker" configuration, read in by DefinePlugin as
// __SOLVE_WORKER_SOURCE__), through a Blob URL. No second file is fetched, so the teaching page
// still works opened from disk. Each run has a worker of its own; cancel ends it at once.
// Not Office.js: it lives beside the Office adapter as the browser's part that every front end
// running in a page may use.
import type { DDTable } from "../scoring";
import { STRAINS_A_DEAL, type WorkerReply, type WorkerRequest } from "./solve-protocol";

declare const __SOLVE_WORKER_SOURCE__: string | undefined;

/** The reason a run's promise rejects when it was cancelled. */
export class SolveCancelled extends Error {
  constructor() {
    super("Cancelled: nothing more is solved.");
    this.name = "SolveCancelled";
  }
}

/** A deal's table, or the reason it has none (a deal that is not one, a budget exceeded). */
export type SolveOutcome = { readonly table: DDTable } | { readonly error: string };

/** A run of the worker: its outcome, deal by deal in the order asked, and how to stop it. */
export interface SolveRun {
  readonly outcomes: Promise<readonly SolveOutcome[]>;
  readonly cancel: () => void;
}

/** Whether this build carries the solver worker (the built page does; a test under Node does not). */
export function workerAvailable(): boolean {
  return (
    typeof __SOLVE_WORKER_SOURCE__ === "string" &&
    typeof Worker !== "undefined" &&
    typeof Blob !== "undefined"
  );
}

let nextId = 0;

/**
 * How far a run has got: `done` deals of `total`, and `strains` of the next deal's strains (of
 * {@link STRAINS_A_DEAL}) when the solver has told them (0 otherwise).
 */
export type SolveProgress = (done: number, total: number, strains: number) => void;

/**
 * Solves `deals` (PBN notation) in a Web Worker; `progress` hears how many are done after each,
 * and how many strains of the deal being solved as each strain is.
 *
 * @example
 * const run = solveInWorker(["N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"], (done, total) => show(done, total));
 * const [first] = await run.outcomes; // { table: { tricks: [[13, 13, 13, 13, 13], [0, ...], ...] } }
 */
export function solveInWorker(deals: readonly string[], progress: SolveProgress = () => undefined): SolveRun {
  if (!workerAvailable()) throw new Error("This page was built without its solver.");
  const url = URL.createObjectURL(new Blob([__SOLVE_WORKER_SOURCE__ as string], { type: "text/javascript" }));
  const worker = new Worker(url);
  const id = nextId++;
  const outcomes: SolveOutcome[] = [];
  let settle: { resolve: (o: SolveOutcome[]) => void; reject: (e: Error) => void } | null = null;
  const promise = new Promise<SolveOutcome[]>((resolve, reject) => (settle = { resolve, reject }));
  const finish = (error: Error | null): void => {
    worker.terminate();
    URL.revokeObjectURL(url);
    const s = settle;
    settle = null;
    if (s === null) return;
    if (error === null) s.resolve(outcomes);
    else s.reject(error);
  };
  worker.onmessage = (e: MessageEvent<WorkerReply>) => {
    const reply = e.data;
    if (reply.id !== id) return;
    if ("done" in reply) return finish(null);
    const solved = (): number => outcomes.filter((o) => o !== undefined).length;
    if ("strains" in reply) return progress(solved(), deals.length, Math.min(reply.strains, STRAINS_A_DEAL));
    outcomes[reply.index] = "error" in reply ? { error: reply.error } : { table: { tricks: reply.tricks } };
    progress(solved(), deals.length, 0);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    finish(new Error(`The solver stopped: ${e.message || "an error in its worker"}.`));
  };
  worker.postMessage({ id, deals: [...deals] } satisfies WorkerRequest);
  progress(0, deals.length, 0);
  return { outcomes: promise, cancel: () => finish(new SolveCancelled()) };
}
