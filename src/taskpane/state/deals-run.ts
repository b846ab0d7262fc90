/**
 * The effect runner's part for the hand records: a traveller's kept deals set beside the scored
 * event's boards (src/event/deals.ts joins them, src/event/hand-records.ts lays them out), the
 * tables the file does not give solved off the pane's thread (the Office adapter's solveDeals, a
 * Web Worker) with progress, and stopped when the director cancels: the sheet is then written with
 * the hands and no table, and the outcome says so.
 */
import { joinHandRecordsScored, LeftUnsolved, withHandRecords, type ScoredEvent } from "../../event";
import type { SolveRun } from "../../office/solve-in-worker";
import { SolveCancelled } from "../../office/solve-in-worker";
import type { DDTable } from "../../scoring";
import type { PaneActions } from "../actions";
import { asHandRecords, solvedTables, type KeptDeals } from "../deals";
import type { OutcomeEvent } from "./events";

/** The solving under way, for Cancel (one at a time: a Score runs alone). */
let running: SolveRun | null = null;
/** Cancel was pressed before the solving under way had started its worker. */
let cancelAsked = false;

/** Stops the solving under way (or, when its worker has not started yet, as soon as it starts). */
export function cancelSolving(): void {
  if (running !== null) running.cancel();
  else cancelAsked = true;
}

/** The deals the hand records would solve (no whole table in the file, none solved before). */
async function dealsToSolve(scored: ScoredEvent, known: ReadonlyMap<string, DDTable>): Promise<string[]> {
  const wanted: string[] = [];
  await withHandRecords(scored, "published", async (deal) => {
    const table = known.get(deal);
    if (table !== undefined) return table;
    wanted.push(deal);
    throw new LeftUnsolved();
  });
  return wanted;
}

/** The tables of `deals` solved with `actions.solveDeals`, and what to say when some are not. */
async function solveAll(
  deals: readonly string[],
  actions: PaneActions,
  report: (event: OutcomeEvent) => void,
): Promise<{
  readonly solved: Map<string, DDTable>;
  readonly failed: Map<string, string>;
  readonly note: string;
  readonly cancelled: boolean;
}> {
  const solved = new Map<string, DDTable>();
  const failed = new Map<string, string>();
  if (deals.length === 0) return { solved, failed, note: "", cancelled: false };
  if (!actions.solveDeals)
    return {
      solved,
      failed,
      note: "The hands are written without their double-dummy tables and par: this copy of the add-in has no solver.",
      cancelled: true,
    };
  const run = actions.solveDeals(deals, (done, total) => report({ kind: "dealsProgressed", done, total }));
  running = run;
  if (cancelAsked) run.cancel();
  try {
    const outcomes = await run.outcomes;
    outcomes.forEach((o, k) => {
      if ("table" in o) solved.set(deals[k], o.table);
      else failed.set(deals[k], o.error);
    });
    return { solved, failed, note: "", cancelled: false };
  } catch (e) {
    const why =
      e instanceof SolveCancelled
        ? "Solving was cancelled"
        : `The solver stopped (${e instanceof Error ? e.message : String(e)})`;
    return {
      solved,
      failed,
      note: `${why}: the hands are written without their double-dummy tables and par.`,
      cancelled: true,
    };
  } finally {
    if (running === run) running = null;
  }
}

/**
 * The scored event with the traveller's kept deals beside its boards: each table the file gives,
 * else one solved before, else solved now. Reports handRecordsAdded with what to say (boards
 * without a deal, deals not played, a solving cancelled) and the tables solved, to keep.
 *
 * @example
 * await addHandRecords(scored, [kept], actions, report); // { kind: "handRecordsAdded", scored, note: "Board 3 has no deal in d.pbn: ...", solved }
 */
export async function addHandRecords(
  scored: ScoredEvent,
  kept: readonly (KeptDeals | null)[],
  actions: PaneActions,
  report: (event: OutcomeEvent) => void,
): Promise<OutcomeEvent> {
  cancelAsked = false;
  const joined = joinEach(scored, kept);
  const known = new Map(kept.flatMap((k) => (k === null ? [] : [...solvedTables(k)])));
  const wanted = await dealsToSolve(joined.scored, known);
  const fresh = await solveAll(wanted, actions, report);
  const tables = new Map([...known, ...fresh.solved]);
  // Cancelled: the tables had (the file's, those solved before) and no more, silently; else a
  // deal the solver could not do is a warning of its own, in the solver's words.
  const solve = async (deal: string): Promise<DDTable> => {
    const table = tables.get(deal);
    if (table !== undefined) return table;
    throw fresh.cancelled
      ? new LeftUnsolved()
      : new Error(fresh.failed.get(deal) ?? "the solver gave no table");
  };
  const done = await withHandRecords(joined.scored, "published", solve);
  const note = [...joined.warnings, ...done.warnings, fresh.note].filter(Boolean).join(" ");
  return { kind: "handRecordsAdded", scored: done.scored, note, solved: fresh.solved };
}

/**
 * Each scored section joined to its own traveller's kept deals (the sections of an opened file are
 * each on a sheet of their own, with the deals of their own section), the warnings of all.
 */
function joinEach(
  scored: ScoredEvent,
  kept: readonly (KeptDeals | null)[],
): { readonly scored: ScoredEvent; readonly warnings: readonly string[] } {
  const warnings: string[] = [];
  const sections = scored.sections.map((section, k) => {
    const own = kept[k] ?? null;
    if (own === null) return section;
    const one = joinHandRecordsScored(
      { event: scored.event, sections: [section] },
      asHandRecords(own),
      own.from,
    );
    warnings.push(...one.warnings.filter((w) => !warnings.includes(w)));
    return one.scored.sections[0];
  });
  return { scored: { ...scored, sections }, warnings };
}
