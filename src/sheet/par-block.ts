import { againstParLine, type AgainstParWorkings } from "../scoring";
import { MethodBlock, BoardContext, needScale, startBlock, VALUE_COL } from "./block";
import { impOf } from "./impscale";
import { FMT } from "./styles";

// A board played only once scored against its par (the option `once: "par"`), in place of the
// method's workings: the par (from the deal's double-dummy table), the table's score, the
// difference, then the IMPs of the difference (Butler, cross-IMPs) or the matchpoints against par
// as the one other result (a top of two results), as live formulas.

/**
 * Writes the workings of a board scored against its par from `b.row` on; returns the cells of
 * the table's NS and EW results.
 *
 * @example
 * const block = writeAgainstParBlock(ctx); // block.ns[0]: "=SIGN(E14)*INDEX(...)" for an IMP method
 */
export function writeAgainstParBlock(ctx: BoardContext): MethodBlock {
  const { b, scored, traveller } = ctx;
  const w = scored.workings as AgainstParWorkings;
  const t = scored.tables[0];
  const scoreCell = traveller.tables[0]?.score;
  if (scoreCell === null || scoreCell === undefined || t === undefined)
    throw new Error("A board scored against par has one table with a score.");
  const label = startBlock(ctx, "Played once: scored against par");
  label("Par (North-South)", "from the deal's double-dummy table");
  const parRef = b.value(b.row++, VALUE_COL, w.par, FMT.score);
  label("Score (North-South)");
  const scoreRef = b.formula(b.row++, VALUE_COL, `=${scoreCell}`, w.score, FMT.score);
  label("Score less par");
  const diff = b.formula(b.row++, VALUE_COL, `=${scoreRef}-${parRef}`, w.difference, FMT.score);
  let ns: string;
  let ew: string;
  let top: string | null = null;
  if (w.imps !== null) {
    const scale = needScale(ctx, "Scoring against par");
    label("IMPs, North-South", "the IMPs of the difference");
    ns = b.formula(b.row++, VALUE_COL, `=${impOf(diff, scale)}`, t.nsResult, FMT.imps);
    label("IMPs, East-West");
    ew = b.formula(b.row++, VALUE_COL, `=-${ns}`, t.ewResult, FMT.imps);
  } else {
    label("Top", `two results, the table and par (${w.scale} scale)`);
    top = b.value(b.row++, VALUE_COL, w.top, FMT.whole);
    label("Matchpoints, North-South", "above par the top, equal half, below 0");
    ns = b.formula(b.row++, VALUE_COL, `=IF(${diff}>0,${top},IF(${diff}=0,${top}/2,0))`, t.nsResult, FMT.mp);
    label("Matchpoints, East-West");
    ew = b.formula(b.row++, VALUE_COL, `=${top}-${ns}`, t.ewResult, FMT.mp);
  }
  b.text(b.row++, 0, againstParLine(w), "note");
  b.row++;
  return { ns: [ns], ew: [ew], top, sidesAddUp: [true], checks: [] };
}
