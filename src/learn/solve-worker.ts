// The double-dummy solver's Web Worker: the teaching page's solving, off the page's thread. Built
// by webpack as a bundle of its own (the "learn-worker" configuration) whose text the page carries
// inside it and starts from a Blob URL (see solve-in-worker.ts), so the page stays one file that
// works offline. A request lists deals in PBN notation; the worker answers each in turn (its table,
// or why it has none) and then says it is done. Cancelling is the page's: it ends the worker.
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
