/**
 * The pane's workflow for the scales a federation prints (src/taskpane/scale-tables.ts): the
 * selection read as a given IMP or VP scale is kept with the choices in the document, or refused
 * with the cell that is wrong; "Built-in scale" drops it. Pure, like reduce.ts, which calls these.
 */
import type { SheetArea } from "../../office/area";
import { scaleBands, scaleFromArea } from "../scale-tables";
import { SCALE_KIND_WORDS, type FormChoices, type ScaleKind } from "../../event";
import type { Step } from "./events";
import type { PaneState, Status } from "./state";

/** Where a given scale is used, as the pane says it. */
const USED_FOR: Readonly<Record<ScaleKind, string>> = {
  imp: "used for Butler, cross-IMPs and teams IMPs from the next Score",
  vp: "used for teams events' VPs from the next Score (pairs events have no VPs)",
};

/** What each scale's rows hold, for the message when a range is refused. */
const ROWS_HOLD: Readonly<Record<ScaleKind, string>> = {
  imp: "Expected each band's lower bound, then its IMPs, on each row (a header row allowed).",
  vp: "Expected each IMP margin's lower bound from 0, then the winner's VPs (a column per match length under a header row giving its boards).",
};

/** The pane's options field that holds each scale. */
const FIELD = { imp: "impScale", vp: "vpScale" } as const;

/**
 * The selection read as the given scale of `kind` (the task has ended: `state` is idle).
 *
 * @example
 * scaleRead(state, "imp", area).effects; // [{ kind: "saveSettings", value: { ...options, impScale: { range: "Sheet1!A1:B26", ... } } }]
 */
export function scaleRead(state: PaneState, kind: ScaleKind, area: SheetArea): Step<PaneState> {
  const read = scaleFromArea(kind, area);
  const word = SCALE_KIND_WORDS[kind];
  if ("problem" in read) {
    const status: Status = {
      intent: "error",
      title: `Not ${kind === "imp" ? "an" : "a"} ${word}`,
      text: `${ROWS_HOLD[kind]} ${read.problem}`,
    };
    return { state: { ...state, status, focus: "status" }, effects: [] };
  }
  const options: FormChoices = { ...state.options, [FIELD[kind]]: read.scale };
  const bands = scaleBands(read.scale);
  const status: Status = {
    intent: "success",
    title: `${word[0].toUpperCase()}${word.slice(1)}: ${read.scale.range}`,
    text: `${bands} band${bands === 1 ? "" : "s"}; kept with this workbook and ${USED_FOR[kind]}.`,
  };
  return {
    state: { ...state, options, status, focus: "status" },
    effects: [{ kind: "saveSettings", value: options }],
  };
}

/**
 * The given scale of `kind` dropped: the built-in one chosen in the options is used again.
 *
 * @example
 * scaleCleared(state, "vp").state.options.vpScale; // undefined
 */
export function scaleCleared(state: PaneState, kind: ScaleKind): Step<PaneState> {
  const field = FIELD[kind];
  if (!state.options[field]) return { state, effects: [] };
  const options: FormChoices = { ...state.options };
  delete (options as { -readonly [K in keyof FormChoices]?: FormChoices[K] })[field];
  const status: Status = {
    intent: "info",
    title: `Built-in ${SCALE_KIND_WORDS[kind]}`,
    text:
      kind === "imp"
        ? "Scores use the IMP scale chosen in the options."
        : "Teams events use the VP scale chosen in the options.",
  };
  return { state: { ...state, options, status }, effects: [{ kind: "saveSettings", value: options }] };
}
