/**
 * The workings of one scored board told in the words of its method, step by step, for a table the
 * reader follows: what each step is for, and a worked line with that table's numbers ("+620
 * against a datum of +440: 180 points, 5 IMPs"). Every number in the text is read from the
 * engine's scored board (its tables and workings), never worked out again here, so the lesson and
 * the results cannot disagree. Pure: no DOM, no React.
 *
 * The words are kept by method (butler.ts, cross-imps.ts, matchpoints.ts, par.ts), beside the
 * glossary, the shared sentence helpers, the steps in order (steps.ts) and the tips of the
 * numbers (tips.ts); this module is their face.
 */
export { ABOUT, GLOSSARY, type AboutId, type Step, type StepId, type Term, type TermId } from "./glossary";
export { shown, tableName, type NumberTip, type TipOf } from "./sentences";
export { explainBoard } from "./steps";
export { againstParLine } from "./par";
export { comparisonTips } from "./cross-imps";
export {
  boardTips,
  frequencyColumns,
  frequencyLineTips,
  frequencyTips,
  resultTip,
  scoreTips,
  tableTips,
  tipFor,
} from "./tips";
