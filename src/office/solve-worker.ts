// The double-dummy solver's Web Worker: the teaching page's and the custom functions' solving, off
// the page's thread. Built by webpack as a bundle of its own (the "solve-worker" configuration)
// whose text the bundles carry and start from a Blob URL (see solve-in-worker.ts), so no second
// file is fetched and the teaching page works offline. A request lists deals in PBN notation; the
// worker answers each in turn (its table, or why it has none) and then says it is done.
// Cancelling is the caller's: it ends the worker.
import { parseDeal, solveTable } from "../scoring";
import type { WorkerReply, WorkerRequest } from "./solve-protocol";

interface WorkerScope {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (e) => {
  const { id, deals } = e.data;
  deals.forEach((text, index) => {
    try {
      const table = solveTable(parseDeal(text));
      scope.postMessage({ id, index, tricks: table.tricks.map((row) => [...row]) });
    } catch (err) {
      scope.postMessage({ id, index, error: err instanceof Error ? err.message : String(err) });
    }
  });
  scope.postMessage({ id, done: true });
};
