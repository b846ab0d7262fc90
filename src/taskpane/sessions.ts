/**
 * An event of several sessions in the pane: the director ticks the worksheets that hold the
 * sessions' travellers, chooses how the event is ranked (total matchpoints, mean percentage or total
 * IMPs), a share carried forward from the first session or each pair's best N sessions, and the
 * pane writes the event sheet (live formulas). Pure: the sheets' cells come from the Office
 * adapter; each is opened and scored with the event layer, as the Score button scores one
 * traveller, and ranked by the event layer's series, as the command line ranks its sessions
 * (docs/conventions.md, "Events of several sessions").
 */
import {
  pairsEntries,
  rankEvent,
  readBestOf,
  readCarryShare,
  refusedBy,
  scoreEvent,
  sessionUnit,
  type ScoredEvent,
  type UserChoices,
} from "../event";
import type { SheetArea } from "../office/area";
import {
  SERIES_BASES,
  ScoringError,
  type SeriesBasis,
  type SeriesRanking,
  type SeriesSession,
} from "../scoring";
import { buildSeriesSheet } from "../sheet/series-sheet";
import type { SheetModel } from "../sheet/model";
import { readArea, refusal } from "./workflow";

export { SERIES_BASES };

/** The event's choices as the pane's form holds them (numbers as typed). */
export interface SessionsForm {
  /** The workbook's sheets, as last listed (empty before the list is asked for). */
  readonly sheets: readonly string[];
  /** The sheets ticked as the sessions, in the workbook's order (the first is the qualifying session). */
  readonly chosen: readonly string[];
  readonly basis: SeriesBasis;
  /** A share carried forward from the first session, as typed: "", "0.5" or "50%". */
  readonly carry: string;
  /** Each pair's best N sessions, as typed: "" for all. */
  readonly best: string;
}

/** Some of the event's choices changed (the list of sheets is the workbook's, never typed). */
export type SessionsChange = (change: Partial<Omit<SessionsForm, "sheets">>) => void;

export const DEFAULT_SESSIONS: SessionsForm = { sheets: [], chosen: [], basis: "mean", carry: "", best: "" };

/** The event's settings as the series core takes them. */
export interface SessionsSettings {
  readonly sheets: readonly string[];
  readonly basis: SeriesBasis;
  readonly carry?: number;
  readonly best?: number;
}

/**
 * The form's choices checked: at least two sheets, a share from 0 to 1 (or 0% to 100%), a whole
 * N; or the message saying what to correct.
 *
 * @example
 * checkSessions({ ...DEFAULT_SESSIONS, chosen: ["S1", "S2"], carry: "50%" }); // { ok: true, settings: { sheets: ["S1", "S2"], basis: "mean", carry: 0.5 } }
 */
export function checkSessions(
  form: SessionsForm,
):
  | { readonly ok: true; readonly settings: SessionsSettings }
  | { readonly ok: false; readonly message: string } {
  const errors: string[] = [];
  if (form.chosen.length < 2) errors.push("Tick at least two sheets, one for each session.");
  if (!SERIES_BASES.includes(form.basis)) errors.push(`Rank the event by ${SERIES_BASES.join(", ")}.`);
  let carry: number | undefined;
  const carryText = form.carry.trim();
  if (carryText !== "") {
    const x = readCarryShare(carryText);
    if (x === null)
      errors.push(`Carried forward: a share from 0 to 1 (0.5) or a percentage (50%), not "${form.carry}".`);
    else carry = x;
  }
  let best: number | undefined;
  const bestText = form.best.trim();
  if (bestText !== "") {
    const x = readBestOf(bestText);
    if (x === null) errors.push(`Best N: a whole number of sessions, 1 or more, not "${form.best}".`);
    else best = x;
  }
  if (errors.length > 0) return { ok: false, message: errors.join(" ") };
  return {
    ok: true,
    settings: {
      sheets: form.chosen,
      basis: form.basis,
      ...(carry !== undefined ? { carry } : {}),
      ...(best !== undefined ? { best } : {}),
    },
  };
}

/** The event sheet written, or why nothing can be. */
export type EventSheet =
  | { readonly ok: true; readonly model: SheetModel; readonly ranking: SeriesRanking }
  | { readonly ok: false; readonly message: string };

/**
 * Scores each sheet's traveller with the pane's choices and ranks the event: pairs are matched
 * across sessions by pair number ("NS 3" and "EW 3" differ in a Mitchell), with their names where
 * a names table gives them. A sheet with problems, a teams scoresheet, or a method whose unit is
 * not the event's is refused with a message naming the sheet.
 *
 * @example
 * const out = eventSheetOf([s1, s2], { pairs: { method: "mp" } }, { sheets: ["S1", "S2"], basis: "total" });
 * out.ok && out.ranking.lines[0].score; // the leader's total matchpoints
 */
export function eventSheetOf(
  areas: readonly SheetArea[],
  choices: UserChoices,
  settings: SessionsSettings,
): EventSheet {
  const unit = sessionUnit(choices.pairs?.method);
  if (settings.basis !== "imps" && unit !== "matchpoints")
    return {
      ok: false,
      message: `Ranking by ${settings.basis === "mean" ? "mean percentage" : "total matchpoints"} needs sessions scored by matchpoints: choose a matchpoint method, or rank by IMPs.`,
    };
  if (settings.basis === "imps" && unit !== "imps")
    return {
      ok: false,
      message: "Ranking by IMPs needs sessions scored by IMPs: choose Butler or cross-IMPs.",
    };
  const sessions: SeriesSession[] = [];
  for (const area of areas) {
    const reading = readArea(area);
    const why = refusal(reading);
    if (why !== null) {
      const text =
        why.kind === "problems"
          ? why.problems.slice(0, 5).join(" ")
          : why.kind === "asked"
            ? why.asked
                .slice(0, 5)
                .map((a) => `${a.where}: ${a.message}`)
                .join(" ")
            : why.message;
      return { ok: false, message: `${area.sheet} cannot be scored: ${text}` };
    }
    let scored: ScoredEvent;
    try {
      scored = scoreEvent(reading.event, choices, { existingNames: area.sheetNames ?? [] });
    } catch (e) {
      const refused = refusedBy(reading.event.sections[0], e);
      if (refused === null) throw e;
      const text = "problems" in refused ? refused.problems.slice(0, 5).join(" ") : refused.message;
      return { ok: false, message: `${area.sheet} cannot be scored: ${text}` };
    }
    const section = scored.sections[0];
    if (section.kind !== "pairs")
      return {
        ok: false,
        message: `${area.sheet} holds a teams scoresheet: an event of sessions ranks pairs.`,
      };
    // Matched by pair number; the pane's sessions give no tops (a total's percentage is left out).
    sessions.push({ title: area.sheet, entries: pairsEntries(section) });
  }
  try {
    const ranking = rankEvent(sessions, settings);
    const existingNames = areas[0]?.sheetNames ?? [];
    return { ok: true, model: buildSeriesSheet(ranking, { existingNames }), ranking };
  } catch (e) {
    if (e instanceof ScoringError) return { ok: false, message: e.message };
    throw e;
  }
}
