import { awardPercent } from "../scoring/artificial";
import { MatchpointWorkings } from "../scoring/results/board";
import { rangeRef } from "./a1";
import { BoardContext, MethodBlock, sumArgs, writeExpected } from "./block";
import { FMT, HEADER, LABEL, NOTE, RESULT, SECTION } from "./styles";
import { TravellerRefs } from "./traveller-block";

const VALUE_COL = 3;

/**
 * Writes the matchpoint workings of a board from `b.row` on: n, N, Neuberg's factor N/n and the
 * top; then for each table the results it beat and tied with (COUNTIF over the traveller's NS
 * scores, SUMIF over the weights of weighted parts), its matchpoints (EBU 2 per beat and 1 per
 * tie, ACBL half that), the same after Neuberg, and EW's matchpoints (the top less NS's). Awards
 * get their percentage of the top.
 *
 * @example
 * const block = writeMatchpointBlock(context); // block.top is the cell of the board's top
 */
export function writeMatchpointBlock(ctx: BoardContext): MethodBlock {
  const { b, scored, traveller: t } = ctx;
  const w = scored.workings as MatchpointWorkings;
  const acbl = w.scale === "ACBL";
  const label = (text: string): void => void b.text(b.row, 0, text, LABEL);
  const weights = t.partNsWeights !== null;
  b.text(
    b.row++,
    0,
    `Matchpoints (${w.scale} scale: ${acbl ? "1 for each result beaten, 1/2 for each tie" : "2 for each result beaten, 1 for each tie"})`,
    SECTION,
  );
  label("Results on the board (n)");
  const count = weights ? `COUNT(${t.scores})+SUM(${t.partNsWeights})` : `COUNT(${t.scores})`;
  const nRef = b.formula(b.row++, VALUE_COL, `=${count}`, w.n, FMT.whole);
  const bigN = writeExpected(b, b.row++, VALUE_COL, ctx, nRef, w.expected);
  label("Neuberg's factor N/n");
  b.formula(b.row++, VALUE_COL, `=${bigN}/${nRef}`, w.neuberg, FMT.factor);
  label(acbl ? "Top: N - 1" : "Top: 2 (N - 1)");
  const top = b.formula(b.row++, VALUE_COL, acbl ? `=${bigN}-1` : `=2*(${bigN}-1)`, w.top, FMT.whole, RESULT);
  b.row++;

  b.text(
    b.row++,
    0,
    "Matchpoints: each table (Neuberg: (MP + 1) N/n - 1, on ACBL (MP + 1/2) N/n - 1/2)",
    SECTION,
  );
  const heads = ["Table", "NS", "EW", "NS score", "Beaten", "Tied", "MP", "NS MP", "EW MP"];
  heads.forEach((h, c) => b.value(b.row, c, h, undefined, HEADER));
  b.row++;
  const freq = (pred: (s: number) => boolean): number =>
    w.rows.filter((r) => pred(r.score)).reduce((a, r) => a + r.frequency, 0);
  const fmtOf = (x: number | null): string => (x !== null && Number.isInteger(x) ? FMT.whole : FMT.mp);
  /** Writes beaten, tied, MP and Neuberg MP for the score in cell `s`; returns the last. */
  const workings = (r: number, s: string, score: number, result: number): string => {
    const beaten = freq((x) => x < score);
    const tied = freq((x) => x === score) - 1;
    const e = b.formula(r, 4, `=${countBelow(s, t)}`, beaten, weights ? FMT.mp : FMT.whole);
    const f = b.formula(r, 5, `=${countEqual(s, t)}`, tied, weights ? FMT.mp : FMT.whole);
    const raw = acbl ? beaten + tied / 2 : 2 * beaten + tied;
    const g = b.formula(r, 6, acbl ? `=${e}+${f}/2` : `=2*${e}+${f}`, raw, fmtOf(raw));
    const neu = acbl ? `=(${g}+0.5)*${bigN}/${nRef}-0.5` : `=(${g}+1)*${bigN}/${nRef}-1`;
    return b.formula(r, 7, neu, result, fmtOf(result), RESULT);
  };
  const ns: (string | null)[] = [];
  const ew: (string | null)[] = [];
  const sides: boolean[] = [];
  const resultCells: string[] = [];
  const weightedRows: { table: number; row: number }[] = [];
  scored.tables.forEach((table, i) => {
    const r = b.row++;
    const tr = t.tables[i];
    b.value(r, 0, tr.label);
    b.value(r, 1, table.ns);
    b.value(r, 2, table.ew);
    const e = tr.row.entry;
    if (e.kind === "plain") {
      const s = b.formula(r, 3, `=${tr.score}`, e.score, FMT.score);
      const h = workings(r, s, e.score, table.nsResult!);
      ns.push(h);
      resultCells.push(h);
    } else if (e.kind === "artificial") {
      b.value(r, 3, `${table.award!.ns} / ${table.award!.ew}`, undefined, { horizontalAlignment: "Right" });
      ns.push(
        b.formula(r, 7, `=${top}*${awardPercent(e.ns)}/100`, table.nsResult, fmtOf(table.nsResult), RESULT),
      );
      b.text(
        r,
        9,
        `Award: ${table.award!.ns} is ${awardPercent(e.ns)}% of the top to NS, ${table.award!.ew} ${awardPercent(e.ew)}% to EW`,
        NOTE,
      );
    } else if (e.kind === "notPlayed") {
      b.value(r, 3, "NP", undefined, { horizontalAlignment: "Right" });
      ns.push(null);
    } else {
      b.value(r, 3, "weighted", undefined, { horizontalAlignment: "Right" });
      weightedRows.push({ table: i, row: r });
      ns.push(null);
    }
    if (e.kind === "notPlayed") ew.push(null);
    else if (t.split) {
      ew.push(b.value(r, 8, table.ewResult, fmtOf(table.ewResult), RESULT));
      if (i === 0)
        b.text(
          r,
          9,
          "EW matchpoints are the engine's values: a weighted score gives EW a different weighting",
          NOTE,
        );
    } else if (e.kind === "artificial") {
      ew.push(
        b.formula(r, 8, `=${top}*${awardPercent(e.ew)}/100`, table.ewResult, fmtOf(table.ewResult), RESULT),
      );
    } else
      ew.push(
        b.formula(r, 8, `=${top}-${rangeRef(r, 7, r, 7)}`, table.ewResult, fmtOf(table.ewResult), RESULT),
      );
    const splitAward = e.kind === "artificial" && awardPercent(e.ns) + awardPercent(e.ew) !== 100;
    sides.push(e.kind !== "notPlayed" && !t.split && !splitAward);
  });

  const nsParts = t.parts.filter((p) => p.side !== "EW");
  if (nsParts.length > 0) {
    b.row++;
    b.text(b.row++, 0, "Parts of weighted scores: each part's matchpoints", SECTION);
    ["Table", "NS", "EW", "NS score", "Beaten", "Tied", "MP", "NS MP", "Weight"].forEach((h, c) =>
      b.value(b.row, c, h, undefined, HEADER),
    );
    b.row++;
    for (const { table, row } of weightedRows) {
      const first = b.row;
      for (const p of nsParts.filter((x) => x.table === table)) {
        const r = b.row++;
        b.value(r, 0, t.tables[table].label);
        b.value(r, 1, scored.tables[table].ns);
        b.value(r, 2, scored.tables[table].ew);
        const s = b.formula(r, 3, `=${p.scoreRef}`, p.score, FMT.score);
        const mp = w.rows.find((x) => x.score === p.score)!.ns;
        workings(r, s, p.score, mp);
        b.formula(r, 8, `=${p.weightRef}`, p.weight, FMT.weight);
      }
      const last = b.row - 1;
      ns[table] = b.formula(
        row,
        7,
        `=SUMPRODUCT(${rangeRef(first, 8, last, 8)},${rangeRef(first, 7, last, 7)})`,
        scored.tables[table].nsResult,
        FMT.mp,
        RESULT,
      );
      resultCells.push(ns[table]!);
    }
  }
  b.row++;
  const check = scored.checks.find((c) => c.id === "resultsAddUp");
  return {
    method: "mp",
    ns,
    ew,
    top,
    topValue: w.top,
    sidesAddUp: sides,
    checks: [
      {
        description: "The NS matchpoints of the results add to n x top / 2",
        formula: `=IF(ROUND(SUM(${sumArgs(resultCells)})-${nRef}*${top}/2,6)=0,"OK","CHECK")`,
        holds: check?.holds !== false,
      },
    ],
  };
}

function countBelow(s: string, t: TravellerRefs): string {
  const plain = `COUNTIF(${t.scores},"<"&${s})`;
  return t.partScores === null ? plain : `${plain}+SUMIF(${t.partScores},"<"&${s},${t.partNsWeights})`;
}

function countEqual(s: string, t: TravellerRefs): string {
  const plain = `COUNTIF(${t.scores},${s})-1`;
  return t.partScores === null ? plain : `${plain}+SUMIF(${t.partScores},${s},${t.partNsWeights})`;
}
