/**
 * The effect runner: carries out an effect the reducer asked for through the pane's actions (the
 * Office glue, injected) and reports how it went as an event. The only place the workflow waits
 * or catches errors.
 */
import type { PaneActions } from "../actions";
import { exampleCells } from "../examples";
import { buildReadingByBoard } from "../workflow";
import { LargeSelectionError } from "../../office/failures";
import type { WrittenSheet } from "../../office/write-sheet";
import type { SheetStage } from "../../sheet/sheet-steps";
import type { Effect, OutcomeEvent } from "./events";

export type Report = (event: OutcomeEvent) => void;

/** Lets the browser paint (the spinner, the progress bar) and take clicks between steps of long work. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs one effect and reports its outcome (exactly one event, except saveSettings, which reports
 * only a failure, buildSheet, which also reports each board scored and each laid out as
 * "progressed", and writeSheet, which also reports each batch written as "progressed").
 * loadSettings reports before it returns, so saved choices are in place before the pane first
 * paints.
 *
 * @example
 * await runEffect({ kind: "readSelection" }, actions, dispatch); // dispatches selectionRead or stepFailed
 */
export async function runEffect(
  effect: Effect,
  actions: PaneActions,
  report: Report,
  pause: () => Promise<void> = nextTask,
): Promise<void> {
  if (effect.kind === "loadSettings") {
    report({ kind: "settingsLoaded", saved: loadSafely(actions) });
    return;
  }
  if (effect.kind === "saveSettings") {
    try {
      await actions.saveSettings(effect.value);
    } catch (e) {
      report({ kind: "settingsNotSaved", message: errorText(e) });
    }
    return;
  }
  let outcome: OutcomeEvent;
  try {
    outcome = await step(effect, actions, pause, report);
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
  effect: Exclude<Effect, { kind: "loadSettings" | "saveSettings" }>,
  actions: PaneActions,
  pause: () => Promise<void>,
  report: Report,
): Promise<OutcomeEvent> {
  switch (effect.kind) {
    case "readSelection":
      return {
        kind: "selectionRead",
        area: await actions.readTravellerArea(effect.anySize ? { anySize: true } : undefined),
      };
    case "buildSheet": {
      // A pause before the first board (the spinner paints) and after each board scored or laid
      // out (the bar moves and the pane answers clicks): the browser is held one board at a time.
      await pause();
      const afterBoard = async (stage: SheetStage, done: number, total: number) => {
        const counted = stage === "scoring" ? "boardsScored" : "boardsLaidOut";
        report({ kind: "progressed", done, total, counted });
        await pause();
      };
      const built = await buildReadingByBoard(
        effect.reading,
        effect.options,
        actions.startSheet,
        afterBoard,
        effect.teams,
      );
      return built.kind === "built"
        ? { kind: "sheetBuilt", model: built.model }
        : { kind: "scoreRefused", refusal: built };
    }
    case "writeSheet": {
      const onBatch = (done: number, total: number) => report({ kind: "progressed", done, total });
      return { kind: "sheetWritten", sheet: await actions.writeSheet(effect.model, { onBatch }) };
    }
    case "insertFileSheets": {
      // One after another, so the last written is the one left selected.
      let sheet: WrittenSheet | null = null;
      for (const example of effect.sheets) {
        const { cells, headerRows } = exampleCells(example.csv);
        sheet = await actions.insertExample(example.sheetName, cells, { headerRows });
      }
      if (sheet === null) throw new Error("The file holds no traveller.");
      return { kind: "exampleInserted", sheet };
    }
    case "insertExample": {
      const { cells, headerRows } = exampleCells(effect.example.csv);
      const sheet = await actions.insertExample(effect.example.sheetName, cells, { headerRows });
      return { kind: "exampleInserted", sheet };
    }
  }
}

/** What was saved in the document, or null when it cannot be read (the defaults apply then). */
function loadSafely(actions: PaneActions): unknown {
  try {
    return actions.loadSettings();
  } catch {
    return null;
  }
}

function errorText(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}
