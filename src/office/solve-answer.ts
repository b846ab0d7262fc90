// What the solver's worker does with a request, apart from the worker itself (solve-worker.ts), so
// it can be run and checked without a browser: each deal solved in turn, with how many of its
// strains are solved as the solver reports them, then its table or why it has none, then done.
import { parseDeal, solveTable, type DDTable, type Deal, type SolveOptions } from "../scoring";
import type { WorkerReply, WorkerRequest } from "./solve-protocol";

/** Solves a deal's table (solveTable unless a test hands in another). */
export type TableSolver = (deal: Deal, options: SolveOptions) => DDTable;

/**
 * Answers a request: for each deal, a reply after each strain the solver reports, then its table
 * or error; then `{ done: true }`.
 *
 * @example
 * answerRequest({ id: 1, deals: ["N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"] }, post);
 * // post({ id: 1, index: 0, tricks: [[13, 12, 12, 12, 13], ...] }), then post({ id: 1, done: true })
 */
export function answerRequest(
  request: WorkerRequest,
  post: (reply: WorkerReply) => void,
  solve: TableSolver = solveTable,
): void {
  const { id, deals } = request;
  deals.forEach((text, index) => {
    try {
      const table = solve(parseDeal(text), { onStrain: (strains) => post({ id, index, strains }) });
      post({ id, index, tricks: table.tricks.map((row) => [...row]) });
    } catch (err) {
      post({ id, index, error: err instanceof Error ? err.message : String(err) });
    }
  });
  post({ id, done: true });
}
