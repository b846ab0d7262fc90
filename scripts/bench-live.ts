// A soak run of scrolling results: `npm run score -- session.bws --watch` (run in-process, as
// runLive) following a real Bridgemate database (test/fixtures/files/club-session.bws, 11 tables,
// 297 results) that changes once a second for as long as asked: the database is rewritten in place
// with the next stage of the evening (rounds 1 to k, and half-played rounds), and every tenth
// change is first written cut short, then completed, as a program caught writing would leave it.
// After each reading every page written (the live page and the projector's) is parsed and checked:
// a heading, and a ranking of 22 pairs (or none, with no result in). Memory is sampled at each
// reading (after a full collection, when Node is run with --expose-gc): the peak resident size,
// and the heap used in the first and last tenth of the run.
//
// The baseline, in the same run: the naive way to keep a page fresh, a new process of the command
// line (`node dist/cli/score.js STAGE --live --html`) for each reading, timed a few times.
//
//   node --expose-gc --import tsx scripts/bench-live.ts --minutes 30
//                                                   (the soak; `npm run bench` runs 0.5 minutes)
//
// Printed: readings, pages checked, pages that failed to parse (the goal: 0), the peak resident
// memory (the goal: under 300 MB), the heap's growth from the first tenth to the last (the goal:
// under 10 MB: what an evening of readings leaves behind), and a reading's median time against the new process's. Exits 1 when a page fails.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { parseDocument, DomUtils } from "htmlparser2";
import { runLive, type Reading } from "../src/cli/commands/live";
import { readInputFile } from "../src/cli/files";
import type { CliIO } from "../src/cli/score";
import { bwsStage, bwsUpToRound } from "../test/support/bws-stages";

const ROOT = path.resolve(__dirname, "..");
const FULL = new Uint8Array(fs.readFileSync(path.join(ROOT, "test/fixtures/files/club-session.bws")));

/** The stages of an evening: each round half played, then whole. */
function stagesOfEvening(): Uint8Array[] {
  const stages: Uint8Array[] = [bwsStage(FULL, () => false)];
  for (let k = 1; k <= 9; k++) {
    stages.push(bwsStage(FULL, (r) => r.round < k || (r.round === k && r.table <= 5)));
    stages.push(bwsUpToRound(FULL, k));
  }
  return stages;
}

/** Why a page written does not hold what a live page must, or null. */
function pageProblem(html: string): string | null {
  const doc = parseDocument(html);
  const h1 = DomUtils.getElementsByTagName("h1", doc);
  if (h1.length !== 1) return `${h1.length} h1 headings`;
  const rows = DomUtils.getElementsByTagName("table", doc)
    .filter((t) => (t.attribs.id ?? "").startsWith("ranking"))
    .flatMap((t) => DomUtils.getElementsByTagName("tr", t).slice(1));
  if (rows.length !== 0 && rows.length !== 22 && !/projector/.test(html))
    return `${rows.length} ranking rows`;
  if (!html.endsWith("</html>\n")) return "not complete";
  return null;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The soak: readings, pages checked, memory; returns whether every page parsed. */
export async function benchLive(minutes: number): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-live-"));
  const db = path.join(dir, "session.bws");
  const page = path.join(dir, "live.html");
  const screen = path.join(dir, "screen.html");
  const stages = stagesOfEvening();
  fs.writeFileSync(db, stages[0]);
  const io: CliIO = {
    out: () => {},
    err: () => {},
    readFile: (p) => fs.readFileSync(p, "utf8"),
    readBytes: readInputFile,
  };
  const stop = new AbortController();
  let readings = 0;
  let checked = 0;
  const failures: string[] = [];
  const samples: { at: number; heap: number }[] = [];
  let peakRss = 0;
  const took: number[] = [];
  const started = Date.now();
  const gc = (globalThis as { gc?: () => void }).gc;
  const onReading = (r: Reading, at: Date): void => {
    // From the file read to its pages written: the reading itself (not the wait for the change).
    took.push(Date.now() - at.getTime());
    readings++;
    if (r.ok)
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".html"))) {
        const problem = pageProblem(fs.readFileSync(path.join(dir, file), "utf8"));
        checked++;
        if (problem !== null) failures.push(`${file} at reading ${readings}: ${problem}`);
      }
    // Measured after a full collection where Node allows it (--expose-gc), so the heap sampled is
    // what the watch keeps, not the garbage of the last reading not yet collected.
    gc?.();
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    samples.push({ at: Date.now() - started, heap: m.heapUsed });
  };
  const watching = runLive(
    [db, "--watch", "--every", "1", "--html", page, "--projector", screen, "--hide-rounds", "1"],
    io,
    { signal: stop.signal, onReading },
  );
  let change = 0;
  const ends = started + minutes * 60_000;
  while (Date.now() < ends) {
    await new Promise((r) => setTimeout(r, 1000));
    change++;
    const next = stages[change % stages.length];
    if (change % 10 === 0) {
      fs.writeFileSync(db, next.subarray(0, next.length >> 1));
      await new Promise((r) => setTimeout(r, 150));
    }
    fs.writeFileSync(db, next);
  }
  stop.abort();
  await watching;
  // The naive baseline: a new process for each reading.
  const cli = path.join(ROOT, "dist", "cli", "score.js");
  const naive: number[] = [];
  if (fs.existsSync(cli))
    for (let i = 0; i < 5; i++) {
      const t = Date.now();
      execFileSync(process.execPath, [cli, db, "--live", "--html", path.join(dir, "naive.html")], {
        stdio: "ignore",
      });
      naive.push(Date.now() - t);
    }
  fs.rmSync(dir, { recursive: true, force: true });
  const tenth = Math.max(1, Math.floor(samples.length / 10));
  const first = median(samples.slice(0, tenth).map((s) => s.heap));
  const last = median(samples.slice(-tenth).map((s) => s.heap));
  const verdict = (ok: boolean): string => (ok ? "met" : "MISSED");
  console.log(
    `\nScrolling results: --watch for ${minutes} min, a change a second (${change} changes, every tenth written half first)`,
  );
  console.log(
    `  readings ${readings}, pages checked ${checked}, pages that failed to parse ${failures.length} (goal 0: ${verdict(failures.length === 0)})`,
  );
  console.log(
    `  peak resident memory ${mb(peakRss)} (goal under 300 MB: ${verdict(peakRss < 300 * 1024 * 1024)})`,
  );
  console.log(
    `  heap used, first tenth ${mb(first)}, last tenth ${mb(last)}: growth ${mb(last - first)} (goal under 10 MB: ${verdict(last - first < 10 * 1024 * 1024)})`,
  );
  const ours = median(took);
  if (naive.length > 0)
    console.log(
      `  a reading (file read to pages written) median ${ours} ms; a new process per reading (naive) ${median(naive)} ms: ${(median(naive) / ours).toFixed(1)}x`,
    );
  for (const f of failures.slice(0, 10)) console.log(`  FAILED ${f}`);
  return failures.length === 0;
}

if (require.main === module) {
  const at = process.argv.indexOf("--minutes");
  const minutes = at >= 0 ? Number(process.argv[at + 1]) : 0.5;
  benchLive(minutes).then(
    (ok) => process.exit(ok ? 0 : 1),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
