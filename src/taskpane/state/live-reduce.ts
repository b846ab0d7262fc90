/**
 * A live ranking from the pane: liveRankingPressed (the formulas built from the traveller read and
 * the choices, or refused with why) -> insertLiveRanking -> liveRankingInserted (what was written
 * where, and what was not because its cells were filled), or stepFailed (Excel's message).
 */
import { liveRankingFormulas } from "../live-ranking";
import type { Step } from "./events";
import type { Handler, Handlers } from "./handlers";
import type { PaneState } from "./state";
import { canStart, idle, stay } from "./step";

type LiveKind = "liveRankingPressed" | "liveRankingInserted";

/** Insert a live ranking of the traveller read, with the pane's choices. */
const liveRankingPressed: Handler<"liveRankingPressed"> = (state, event) => {
  const reading = state.reading;
  if (!canStart(state) || reading === null) return stay(state);
  const refuse = (text: string): Step<PaneState> =>
    stay({
      ...state,
      status: { intent: "error", title: "No live ranking was inserted", text },
      focus: "status",
    });
  if (reading.event.kind === "teams")
    return refuse("A live ranking ranks the pairs of a traveller; this is a teams scoresheet.");
  const { area } = reading;
  const formulas = liveRankingFormulas(state.options, area);
  if (!formulas.ok) return refuse(formulas.message);
  // The block read, header included: what BOARDRESULTS spills beside.
  let columns = 0;
  for (const row of area.values) columns = Math.max(columns, row.length);
  const at = event.at.trim();
  return stay({ ...state, status: null, task: { kind: "live" } }, [
    {
      kind: "insertLiveRanking",
      request: {
        ranking: formulas.ranking,
        ...(event.boardResults ? { boardResults: formulas.boardResults } : {}),
        traveller: { sheet: area.sheet, top: area.top, left: area.left, rows: area.values.length, columns },
        ...(at === "" ? {} : { at }),
      },
    },
  ]);
};

/** The formulas are in (or some were not, their cells being filled): said under the Score button. */
const liveRankingInserted: Handler<"liveRankingInserted"> = (state, event) => {
  const task = state.task;
  if (task?.kind !== "live") return stay(state);
  const w = event.written;
  const refusals = w.notWritten.length > 0 ? ` ${w.notWritten.join(" ")}` : "";
  if (w.ranking === null)
    return stay({
      ...state,
      ...idle,
      status: { intent: "warning", title: "Nothing was written", text: w.notWritten.join(" ") },
      focus: "status",
    });
  const results = w.boardResults === null ? "" : ` and each row's results in ${w.boardResults}`;
  const text = `The ranking is in ${w.ranking}${results}: it follows every result typed or corrected in the traveller, without scoring again.${refusals}`;
  return stay({
    ...state,
    ...idle,
    status: {
      intent: w.notWritten.length > 0 ? "warning" : "success",
      title: "Live ranking inserted",
      text,
    },
    focus: "status",
  });
};

/** The live ranking's handlers, for the reducer's table. */
export const LIVE_RANKING: Handlers<LiveKind> = { liveRankingPressed, liveRankingInserted };
