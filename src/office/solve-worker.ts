// The double-dummy solver's Web Worker: the teaching page's and the custom functions' solving, off
// the page's thread. Built by webpack as a bundle of its own (the "solve-worker" configuration)
// whose text the bundles carry and start from a Blob URL (see solve-in-worker.ts), so no second
// file is fetched and the teaching page works offline. A request lists deals in PBN notation; the
// worker answers each in turn (how many of its strains are solved as the solver says, its table or
// why it has none) and then says it is done (solve-answer.ts). Cancelling is the caller's: it ends
// the worker.
import { answerRequest } from "./solve-answer";
import type { WorkerReply, WorkerRequest } from "./solve-protocol";

interface WorkerScope {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (e) => answerRequest(e.data, (reply) => scope.postMessage(reply));
