// The double-dummy solver on worker threads, one per core: the main thread hands each deal to the
// next idle thread, each thread a copy of the same bundle (dist/cli/dd.js for `npm run dd`,
// dist/cli/score.js for `npm run score`) started with workerData { ddWorker: true }.
import * as os from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { parseDeal, solveTable, type DDTable } from "../scoring";

interface Job {
  id: number;
  deal: string;
}
type Reply = { id: number; tricks: number[][] } | { id: number; error: string };

/** Whether this thread is one of the pool's solvers (and should run {@link runSolveWorker}). */
export function isSolveWorker(): boolean {
  return !isMainThread && (workerData as { ddWorker?: boolean } | null)?.ddWorker === true;
}

/** A solver thread's work: solve each deal posted to it and post its table (or why not) back. */
export function runSolveWorker(): void {
  parentPort?.on("message", (job: Job) => {
    try {
      const table = solveTable(parseDeal(job.deal));
      parentPort?.postMessage({ id: job.id, tricks: table.tricks.map((r) => [...r]) } satisfies Reply);
    } catch (e) {
      parentPort?.postMessage({ id: job.id, error: (e as Error).message } satisfies Reply);
    }
  });
}

/** A pool of solver threads: solve a deal on the next idle one; close when done. */
export interface SolvePool {
  readonly solveDeal: (deal: string) => Promise<DDTable>;
  /** How many deals were asked for and how many are solved. */
  readonly counts: () => { readonly asked: number; readonly done: number };
  /** Stops every thread (started only when a deal is first asked for). */
  readonly close: () => void;
}

/**
 * Starts a pool running `script` (this bundle) on up to one thread per core; threads start as
 * deals are asked for. `progress` is told after each deal solved.
 */
export function startSolvePool(
  script: string,
  progress?: (done: number, asked: number) => void,
  onThreadError?: (e: Error) => void,
): SolvePool {
  const threads = Math.max(
    1,
    typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length,
  );
  const queue: Job[] = [];
  const pending = new Map<number, { resolve: (t: DDTable) => void; reject: (e: Error) => void }>();
  const idle: Worker[] = [];
  const workers: Worker[] = [];
  let nextId = 0;
  let done = 0;
  const dispatch = (): void => {
    while (idle.length > 0 && queue.length > 0) {
      const w = idle.pop() as Worker;
      w.postMessage(queue.shift());
    }
  };
  const startWorker = (): Worker => {
    const w = new Worker(script, { workerData: { ddWorker: true } });
    w.on("message", (reply: Reply) => {
      const p = pending.get(reply.id);
      pending.delete(reply.id);
      done++;
      progress?.(done, nextId);
      if ("error" in reply) p?.reject(new Error(reply.error));
      else p?.resolve({ tricks: reply.tricks });
      idle.push(w);
      dispatch();
    });
    w.on("error", (e) => onThreadError?.(e));
    workers.push(w);
    return w;
  };
  return {
    solveDeal: (deal) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        if (workers.length < threads) idle.push(startWorker());
        queue.push({ id, deal });
        dispatch();
      }),
    counts: () => ({ asked: nextId, done }),
    close: () => {
      for (const w of workers) void w.terminate();
    },
  };
}
