/**
 * A live ranking: the formulas the pane inserts for a director who wants the ranking to follow
 * corrections to the traveller without scoring again. `=BRIDGE.RANKING(traveller, method, options)`
 * over the traveller the pane read, with the pane's method and its choices said as option words
 * (src/event/form-words.ts), and the same arguments for `=BRIDGE.BOARDRESULTS` beside the
 * traveller. Pure: the Office adapter (src/office/live-ranking.ts) writes what this builds.
 */
import { formOptionWords, type FormChoices } from "../event";
import { ScoringError, METHOD_LABELS, type ScoringMethod } from "../scoring";
import { absoluteRef, sheetPrefix } from "../grid/a1";

/** A session function the pane inserts. */
export type LiveFunction = "RANKING" | "BOARDRESULTS";

/**
 * The traveller's range as a formula names it: its sheet (quoted when Excel needs it, a quote in
 * the name doubled) and its corners made absolute, so the formula keeps pointing at the traveller
 * wherever it is copied.
 *
 * @example
 * travellerReference("Club pairs", "B3:G20"); // "'Club pairs'!$B$3:$G$20"
 * travellerReference("Sheet1", "A1:F43"); // "Sheet1!$A$1:$F$43"
 */
export function travellerReference(sheet: string, range: string): string {
  const corners = range.replace(/\$/g, "").split(":").map(absoluteRef);
  return `${sheetPrefix(sheet)}${corners.join(":")}`;
}

/** Text as a formula's string literal: in double quotes, a double quote doubled. */
const literal = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/**
 * A session function's formula over a traveller: the method always given, the options only when
 * there are words.
 *
 * @example
 * liveFormula("RANKING", "Sheet 1", "A1:F43", "mp", "EBU; divisor total");
 * // '=BRIDGE.RANKING(\'Sheet 1\'!$A$1:$F$43,"mp","EBU; divisor total")'
 * liveFormula("BOARDRESULTS", "Sheet1", "A1:D7", "cross", ""); // '=BRIDGE.BOARDRESULTS(Sheet1!$A$1:$D$7,"cross")'
 */
export function liveFormula(
  fn: LiveFunction,
  sheet: string,
  range: string,
  method: ScoringMethod,
  words: string,
): string {
  const args = [travellerReference(sheet, range), literal(method), ...(words === "" ? [] : [literal(words)])];
  return `=BRIDGE.${fn}(${args.join(",")})`;
}

/** The formulas of a live ranking, or why the pane's choices cannot be one. */
export type LiveFormulas =
  | {
      readonly ok: true;
      readonly ranking: string;
      readonly boardResults: string;
    }
  | { readonly ok: false; readonly message: string };

/**
 * The live ranking's formulas for the traveller read (its sheet and range) under the pane's
 * choices. The pane's "All three (teaching)" is refused, not changed to matchpoints: a ranking
 * ranks by one method, and one the director did not choose would rank differently from their Score
 * without saying so. Choices no option words can say are refused with the reason
 * (formOptionWords).
 *
 * @example
 * liveRankingFormulas(DEFAULT_FORM_CHOICES, { sheet: "Sheet1", range: "A1:D7" });
 * // { ok: true, ranking: '=BRIDGE.RANKING(Sheet1!$A$1:$D$7,"mp")', boardResults: ... }
 */
export function liveRankingFormulas(
  choices: FormChoices,
  traveller: { readonly sheet: string; readonly range: string },
): LiveFormulas {
  if (choices.method === "all")
    return {
      ok: false,
      message: `A live ranking ranks by one method: choose ${METHOD_LABELS.mp}, ${METHOD_LABELS.cross} or ${METHOD_LABELS.butler} under Method (${METHOD_LABELS.all} writes the three side by side only on a results sheet).`,
    };
  let words: string;
  try {
    words = formOptionWords(choices);
  } catch (e) {
    if (e instanceof ScoringError) return { ok: false, message: `No live ranking: ${e.message}` };
    throw e;
  }
  const at = (fn: LiveFunction): string =>
    liveFormula(fn, traveller.sheet, traveller.range, choices.method as ScoringMethod, words);
  return { ok: true, ranking: at("RANKING"), boardResults: at("BOARDRESULTS") };
}
