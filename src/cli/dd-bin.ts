// The entry of dist/cli/dd.js (`npm run dd`): the main thread reads the file and prints; the deals
// are solved on worker threads, one per core, each a copy of this same bundle.
import * as os from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { parseDeal, solveTable, type DDTable } from "../scoring";
import { ddMain } from "./dd";

interface Job {
  id: number;
  deal: string;
}
type Reply = { id: number; tricks: number[][] } | { id: number; error: string };

if (!isMainThread && (workerData as { ddWorker?: boolean } | null)?.ddWorker) {
  parentPort?.on("message", (job: Job) => {
    try {
      const table = solveTable(parseDeal(job.deal));
      parentPort?.postMessage({ id: job.id, tricks: table.tricks.map((r) => [...r]) } satisfies Reply);
    } catch (e) {
      parentPort?.postMessage({ id: job.id, error: (e as Error).message } satisfies Reply);
    }
  });
} else {
  const script = process.argv[1];
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
  const progress = process.stderr.isTTY;
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
      if (progress) process.stderr.write(`\rSolved ${done} of ${nextId} deals`);
      if ("error" in reply) p?.reject(new Error(reply.error));
      else p?.resolve({ tricks: reply.tricks });
      idle.push(w);
      dispatch();
    });
    w.on("error", (e) => {
      process.stderr.write(`A solver thread failed: ${e.message}\n`);
      process.exitCode = 3;
    });
    workers.push(w);
    return w;
  };
  const solveDeal = (deal: string): Promise<DDTable> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      if (workers.length < threads) idle.push(startWorker());
      queue.push({ id, deal });
      dispatch();
    });
  ddMain(
    process.argv.slice(2),
    { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) },
    solveDeal,
  )
    .then(
      (code) => {
        if (progress && done > 0) process.stderr.write("\n");
        process.exitCode = code;
      },
      (e: unknown) => {
        process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        process.exitCode = 3;
      },
    )
    .finally(() => {
      for (const w of workers) void w.terminate();
    });
}
