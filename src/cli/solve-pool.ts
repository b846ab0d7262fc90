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
 * deals are asked for. `progress` is told after each deal solved. A thread that fails (its memory
 * ran out, or it stopped) is told to `onThreadError`; the deal it was solving is rejected with
 * why, so nothing waits for it for ever, and a new thread takes the deals still queued.
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
  /** The job each busy thread is solving. */
  const solving = new Map<Worker, number>();
  let nextId = 0;
  let done = 0;
  let closed = false;
  const dispatch = (): void => {
    while (queue.length > 0 && (idle.length > 0 || workers.length < threads)) {
      const w = idle.pop() ?? startWorker();
      const job = queue.shift() as Job;
      solving.set(w, job.id);
      w.postMessage(job);
    }
  };
  const settle = (id: number, reply: { tricks: number[][] } | { error: string }): void => {
    const p = pending.get(id);
    pending.delete(id);
    done++;
    progress?.(done, nextId);
    if ("error" in reply) p?.reject(new Error(reply.error));
    else p?.resolve({ tricks: reply.tricks });
  };
  const failed = (w: Worker, why: string): void => {
    const i = workers.indexOf(w);
    if (i < 0) return;
    workers.splice(i, 1);
    const at = idle.indexOf(w);
    if (at >= 0) idle.splice(at, 1);
    const id = solving.get(w);
    solving.delete(w);
    if (id !== undefined)
      settle(id, { error: `the solver's thread stopped while solving this deal: ${why}` });
    if (!closed) dispatch();
  };
  const startWorker = (): Worker => {
    const w = new Worker(script, { workerData: { ddWorker: true } });
    w.on("message", (reply: Reply) => {
      solving.delete(w);
      settle(reply.id, reply);
      idle.push(w);
      dispatch();
    });
    w.on("error", (e) => {
      onThreadError?.(e);
      failed(w, e.message);
    });
    w.on("exit", (code) => failed(w, `it exited with code ${code}`));
    workers.push(w);
    return w;
  };
  return {
    solveDeal: (deal) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        queue.push({ id, deal });
        dispatch();
      }),
    counts: () => ({ asked: nextId, done }),
    close: () => {
      closed = true;
      for (const w of workers) void w.terminate();
    },
  };
}
