/**
 * The effect runner: carries out an effect the reducer asked for through the pane's actions (the
 * Office glue, injected) or the event layer (pure: scoring a reading's event) and reports how it
 * went as an event. The only place the workflow waits or catches errors.
 */
import { startScoring, type EventSteps, type UserChoices } from "../../event";
import type { PaneActions } from "../actions";
import { exampleCells } from "../../ui/examples";
import { countedOf, scoringRefusal, sectionOf, sectionsToScore, type Reading } from "../workflow";
import { LargeSelectionError } from "../../office/failures";
import type { WrittenSheet } from "../../office/write-sheet";
import type { Effect, OutcomeEvent } from "./events";
import { eventSheetOf } from "../sessions";
import { scoredNote, withScoredNote } from "../replace";
import { addHandRecords, cancelSolving } from "./deals-run";
import { checkedRange, travellerRange, untouched, type KeptSheet } from "../refresh-file";

export type Report = (event: OutcomeEvent) => void;

/** Lets the browser paint (the spinner, the progress bar) and take clicks between steps of long work. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs one effect and reports its outcome (exactly one event, except saveSettings, which reports
 * only a failure, buildSheet, which also reports each board scored and each laid out (a teams
 * event: the event scored) as "progressed", and writeSheet, which also reports each batch written as "progressed").
 * loadSettings reports before it returns, so saved choices are in place before the pane first
 * paints. `now` is the clock a results sheet's note of when it was scored reads.
 *
 * @example
 * await runEffect({ kind: "readSelection" }, actions, dispatch); // dispatches selectionRead or stepFailed
 */
export async function runEffect(
  effect: Effect,
  actions: PaneActions,
  report: Report,
  pause: () => Promise<void> = nextTask,
  now: () => Date = () => new Date(),
): Promise<void> {
  if (effect.kind === "loadSettings") {
    report({
      kind: "settingsLoaded",
      saved: loadSafely(() => actions.loadSettings()),
      scored: loadSafely(() => actions.loadScoredSheets?.() ?? null),
      ...(actions.loadDeals ? { deals: loadSafely(() => actions.loadDeals?.() ?? null) } : {}),
      ...(actions.loadFileSession
        ? { fileSession: loadSafely(() => actions.loadFileSession?.() ?? null) }
        : {}),
    });
    return;
  }
  if (effect.kind === "cancelSolving") return cancelSolving();
  if (
    effect.kind === "saveSettings" ||
    effect.kind === "saveScoredSheets" ||
    effect.kind === "saveDeals" ||
    effect.kind === "saveFileSession"
  ) {
    try {
      if (effect.kind === "saveSettings") await actions.saveSettings(effect.value);
      else if (effect.kind === "saveDeals") await actions.saveDeals?.(effect.value);
      else if (effect.kind === "saveFileSession") await actions.saveFileSession?.(effect.value);
      else await actions.saveScoredSheets?.(effect.value);
    } catch (e) {
      report({ kind: "settingsNotSaved", message: errorText(e) });
    }
    return;
  }
  let outcome: OutcomeEvent;
  try {
    outcome = await step(effect, actions, pause, report, now);
  } catch (e) {
    outcome =
      e instanceof LargeSelectionError
        ? { kind: "selectionTooLarge", address: e.address, cells: e.cells }
        : { kind: "stepFailed", message: errorText(e) };
  }
  report(outcome);
}

/** The steps whose failure ends the task the director started. */
async function step(
  effect: Exclude<
    Effect,
    {
      kind:
        | "loadSettings"
        | "saveSettings"
        | "saveScoredSheets"
        | "saveDeals"
        | "saveFileSession"
        | "cancelSolving";
    }
  >,
  actions: PaneActions,
  pause: () => Promise<void>,
  report: Report,
  now: () => Date,
): Promise<OutcomeEvent> {
  switch (effect.kind) {
    case "readSelection":
      return {
        kind: "selectionRead",
        area: await actions.readTravellerArea(effect.anySize ? { anySize: true } : undefined),
      };
    case "insertLiveRanking": {
      const insert = actions.insertLiveRanking;
      if (!insert) throw new Error("This version of the pane cannot insert a live ranking.");
      return { kind: "liveRankingInserted", written: await insert(effect.request) };
    }
    case "readTravellers": {
      const read = actions.readTravellerAt;
      if (!read) throw new Error("This version of Excel cannot read a traveller by its address.");
      const areas = [];
      for (const address of effect.addresses) areas.push(await read(address));
      return { kind: "travellersRead", areas };
    }
    case "buildSheet":
      return scoreReading(
        [effect.reading, ...(effect.others ?? [])],
        effect.choices,
        pause,
        report,
        effect.replacing ?? [],
      );
    case "writeSheet": {
      // One of several sheets: the bar runs once over all of them (each taken as long as this one).
      const { index, count } = effect.part ?? { index: 0, count: 1 };
      const onBatch = (done: number, total: number) =>
        report({ kind: "progressed", done: index * total + done, total: count * total });
      const model =
        effect.scoredFrom === undefined
          ? effect.model
          : withScoredNote(effect.model, scoredNote(now(), effect.scoredFrom));
      const replacing = effect.replacing ?? [];
      if (replacing.length > 0 && actions.replaceSheet) {
        const written = await actions.replaceSheet(model, replacing, { onBatch });
        return {
          kind: "sheetWritten",
          sheet: { name: written.name, range: written.range },
          replaced: written.replaced,
          left: written.left,
        };
      }
      return { kind: "sheetWritten", sheet: await actions.writeSheet(model, { onBatch }) };
    }
    case "insertFileSheets":
      return insertFileSheets(effect, actions);
    case "addHandRecords":
      return addHandRecords(effect.scored, effect.kept, actions, report);
    case "listSheets": {
      if (!actions.listSheets) throw new Error("This version of Excel cannot list the workbook's sheets.");
      return { kind: "sheetsListed", names: await actions.listSheets() };
    }
    case "buildEventSheet": {
      if (!actions.readSheets) throw new Error("This version of Excel cannot read whole sheets.");
      const areas = await actions.readSheets(effect.settings.sheets);
      await pause();
      const built = eventSheetOf(areas, effect.choices, effect.settings);
      return built.ok
        ? { kind: "eventSheetBuilt", model: built.model, ranking: built.ranking }
        : { kind: "eventRefused", message: built.message };
    }
    case "insertExample": {
      const { cells, headerRows } = exampleCells(effect.example.csv);
      const sheet = await actions.insertExample(effect.example.sheetName, cells, { headerRows });
      return { kind: "exampleInserted", sheet };
    }
  }
}

/** How a refresh may treat a session's sheet: write over it, or not (why), or none named (null). */
type OverCheck = "ok" | KeptSheet["why"] | null;

/**
 * Which of the sheets a refresh names may be written over: every block read once, in one request,
 * before any is written, and compared with what the pane wrote there. A sheet the director has
 * typed on since (in the block, or where the new traveller grows), or one no longer there, is
 * not. Where the host cannot read them (a fake), none is written over.
 */
async function checkOver(
  effect: Extract<Effect, { kind: "insertFileSheets" }>,
  actions: PaneActions,
): Promise<OverCheck[]> {
  const over = effect.sheets.map((_, k) => effect.over?.[k]);
  if (!actions.readTravellerBlocks || !actions.rewriteTraveller || over.every((o) => o === undefined))
    return over.map(() => null);
  const blocks = over.flatMap((o, k) =>
    o ? [{ sheet: o.sheet, range: checkedRange(o.range, travellerRange(effect.sheets[k].csv)) }] : [],
  );
  const values = await actions.readTravellerBlocks(blocks);
  let next = 0;
  return over.map((o) => {
    if (o === undefined) return null;
    const now = values[next++] ?? null;
    if (now === null) return "gone";
    return untouched(o, now) ? "ok" : "changed";
  });
}

/**
 * A results file's travellers on their sheets, one after another, so the last written is the one
 * left selected: each on a new sheet, or (refreshed from the file) over the sheet it was put on
 * before, when that sheet is still there and holds just what the pane wrote (checkOver); else on a
 * new sheet, the session's sheet kept as it is and named in `kept`. When one fails, the new sheets
 * of the sections before it are removed too: a file goes in whole or not at all (a sheet written
 * over stays, with the file's traveller as it is now).
 */
async function insertFileSheets(
  effect: Extract<Effect, { kind: "insertFileSheets" }>,
  actions: PaneActions,
): Promise<OutcomeEvent> {
  const checks = await checkOver(effect, actions);
  let sheet: WrittenSheet | null = null;
  const added: string[] = [];
  const placed: string[] = [];
  const kept: KeptSheet[] = [];
  for (const [k, example] of effect.sheets.entries()) {
    const { cells, headerRows } = exampleCells(example.csv);
    const over = effect.over?.[k];
    try {
      const rewritten =
        over && checks[k] === "ok" && actions.rewriteTraveller
          ? await actions.rewriteTraveller(over.sheet, cells, { headerRows, clear: over.range })
          : null;
      sheet = rewritten ?? (await actions.insertExample(example.sheetName, cells, { headerRows }));
      if (rewritten === null) added.push(sheet.name);
      if (over && rewritten === null && checks[k] !== null)
        kept.push({ sheet: over.sheet, now: sheet.name, why: checks[k] === "changed" ? "changed" : "gone" });
    } catch (e) {
      if (added.length === 0) throw e;
      const gone = (await actions.removeSheets?.(added).catch(() => false)) ?? false;
      throw new Error(
        `${errorText(e)} ${gone ? `The file's sheets written before it (${added.join(", ")}) were removed too.` : `The file's sheets written before it (${added.join(", ")}) could not be removed: delete them before opening the file again.`}`,
      );
    }
    placed.push(sheet.name);
  }
  if (sheet === null) throw new Error("The file holds no traveller.");
  return { kind: "exampleInserted", sheet, sheets: placed, ...(kept.length > 0 ? { kept } : {}) };
}

/**
 * Scores the readings' event with the event layer, one step at a time: a pause before the first
 * step (the spinner paints) and after each board scored or laid out (the bar moves and the pane
 * answers clicks), so the browser is held one board at a time. The readings (one, or an opened
 * file's sections, each on its sheet) are one event of every section they hold (a Section
 * column's sections each, or across the field when the director chose so), so one bar runs over
 * them all. A teams scoresheet takes the same road (its event is scored in one step). The reducer
 * asks for this only of readings `refusal` lets through. The scored event with the reading of each
 * section, or what refused it, named by Excel address; any other error is thrown on. The sheets
 * are named among the workbook's sheets but those it is `replacing`, so the new results take the
 * name of the earlier ones they replace.
 */
async function scoreReading(
  readings: readonly Reading[],
  choices: UserChoices,
  pause: () => Promise<void>,
  report: Report,
  replacing: readonly string[],
): Promise<OutcomeEvent> {
  await pause();
  const first = readings[0];
  const kind = sectionOf(first).kind;
  // A Section column: its sections one by one, or across the field when the director chose so.
  const { event } = sectionsToScore(readings, choices.across === true);
  const sections = event.sections;
  const gone = new Set(replacing.map((n) => n.toLowerCase()));
  const existingNames = (first.area.sheetNames ?? []).filter((n) => !gone.has(n.toLowerCase()));
  let steps: EventSteps | null = null;
  try {
    steps = startScoring(event, choices, { existingNames });
    while (steps.next()) {
      report({
        kind: "progressed",
        done: steps.done,
        total: steps.total,
        counted: countedOf(kind, steps.stage),
      });
      await pause();
    }
    return { kind: "sheetBuilt", scored: steps.finish() };
  } catch (e) {
    // Named by the cells of the section that refused (a Section column's rows where they are).
    const refused = scoringRefusal(sections[Math.min(steps?.section ?? 0, sections.length - 1)], e);
    if (refused === null) throw e;
    return { kind: "scoreRefused", refusal: refused };
  }
}

/** What was saved in the document, or null when it cannot be read (the defaults apply then). */
function loadSafely(load: () => unknown): unknown {
  try {
    return load();
  } catch {
    return null;
  }
}

function errorText(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}
