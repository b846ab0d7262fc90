// The pane's write of a large session, timed: `npm run bench` runs it after the core's benchmark
// (or `npx tsx scripts/bench-pane.ts` alone). For a 36-board, 20-table Mitchell scored all three
// ways it builds the results sheet's model as the pane's Score does (the cells read once, then
// the event scored by the event layer with the form's choices), lays it out and cuts it into
// requests for Excel (src/office/batches.ts), and reports the requests' number and estimated
// sizes and the time taken (median of a few runs after a warm-up; goal: model and requests in
// under 1 s). The requests are not sent anywhere: no Excel runs here.
import { scoreEvent } from "../src/event";
import { checkOptions, DEFAULT_FORM_CHOICES, userChoices } from "../src/event/forms";
import { readArea } from "../src/taskpane/workflow";
import { finishBytes, MAX_REQUEST_BYTES, planBatches } from "../src/office/batches";
import { sheetLayout } from "../src/office/layout";
import { sessionRows } from "../test/support/sessions";

/** The goal for building the model and the requests of the 36 x 20 session, in ms. */
export const PANE_GOAL_MS = 1000;

const RUNS = 3;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Times the pane's sheet for a session and prints what it sends; true when the goal is met.
 *
 * @example
 * runPaneBench(); // prints "met     36 boards x 20 tables, all methods: 3 requests (4.00 MB, 3.98 MB, 0.06 MB) ..."
 */
export function runPaneBench(boards = 36, tables = 20): boolean {
  const values = sessionRows(boards, tables);
  const reading = readArea({ sheet: "Session", range: `A1:D${values.length}`, top: 0, left: 0, values });
  const options = { ...DEFAULT_FORM_CHOICES, method: "all" as const };
  const checked = checkOptions(options);
  if (!checked.ok) throw new Error("the options must be valid");
  const choices = userChoices(options, checked.options);
  const modelMs: number[] = [];
  const requestMs: number[] = [];
  const cpuMs: number[] = [];
  let summary = "";
  for (let run = 0; run <= RUNS; run++) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const model = scoreEvent(reading.event, choices).sections[0].sheet;
    const t1 = performance.now();
    const layout = sheetLayout(model);
    const batches = planBatches(layout, finishBytes(model, layout));
    const t2 = performance.now();
    const cpu = process.cpuUsage(cpu0);
    if (run === 0) {
      // The warm-up run: what the requests hold.
      const mb = batches.map((b) => `${(b.bytes / 1e6).toFixed(2)} MB`).join(", ");
      summary =
        `${layout.rows.toLocaleString("en-US")} rows x ${layout.columns} columns in ${batches.length} ` +
        `request${batches.length === 1 ? "" : "s"} of at most ${(MAX_REQUEST_BYTES / 1e6).toFixed(0)} MB (${mb}), ` +
        `${batches.length + 1} context.sync() calls`;
      continue;
    }
    modelMs.push(t1 - t0);
    requestMs.push(t2 - t1);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  const model = median(modelMs);
  const requests = median(requestMs);
  const ok = model + requests < PANE_GOAL_MS;
  console.log("");
  console.log(
    `Task pane: the results sheet of a ${boards}-board, ${tables}-table session, all three methods`,
  );
  console.log(`        ${summary}`);
  console.log(
    `${ok ? "met    " : "MISSED "} sheet model ${model.toFixed(0)} ms + requests ${requests.toFixed(0)} ms = ` +
      `${(model + requests).toFixed(0)} ms (median of ${RUNS}; goal < ${PANE_GOAL_MS} ms; ` +
      `${median(cpuMs).toFixed(0)} ms of CPU, which other work on the machine does not inflate)`,
  );
  return ok;
}

if (process.argv[1] && /bench-pane\.[cm]?[jt]s$/.test(process.argv[1])) runPaneBench();
