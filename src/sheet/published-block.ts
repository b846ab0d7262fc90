// The results another program printed on the traveller (`% NS`, `MP_NS`, `PUNKTY NS`, Bridge
// Base Online's `Score`), beside the add-in's own, with a formula per table saying whether the two
// agree at the precision the program printed, and one check for the board: so a director sees at
// once whether the two programs agree.
import {
  agreesAsPrinted,
  METHOD_NAMES,
  METHOD_TRAITS,
  type MethodTraits,
  type PublishedResults,
  type ScoringMethod,
  type TravellerBoard,
} from "../scoring";
import { rangeRef } from "../grid/a1";
import { columnsOf, SheetBuilder, writeHeader } from "./builder";
import { numberCell } from "./number-format";
import { FMT } from "./styles";
import { checkText } from "./board-layout";

/** One method's result cells on a board, per table (null where the table has no result). */
export interface MethodResultCells {
  readonly method: ScoringMethod;
  readonly ns: readonly (string | null)[];
  readonly ew: readonly (string | null)[];
  /** Matchpoints: the board's top cell. */
  readonly top: string | null;
  /** The engine's values, per table: NS and EW results, and percentages (matchpoints). */
  readonly values: readonly {
    readonly ns: number | null;
    readonly ew: number | null;
    readonly nsPercent: number | null;
    readonly ewPercent: number | null;
  }[];
}

const UNIT_WORDS: Readonly<Record<PublishedResults["unit"], string>> = {
  percent: "percentages",
  matchpoints: "matchpoints",
  imps: "IMPs",
};

/**
 * Whether a method's results stand beside published figures of a unit: IMPs beside an IMP
 * method's, matchpoints beside matchpoints, percentages beside a method's percentages of the top.
 */
function compares(unit: PublishedResults["unit"], traits: MethodTraits): boolean {
  return unit === "percent" ? traits.percentages : traits.unit === unit;
}

/**
 * Writes, from `b.row` on, the published results of a board's traveller beside the add-in's (when
 * the traveller has such columns): per table the published NS and EW figures, the add-in's own as
 * formulas on its results above (percentages from the matchpoints and the top), and "yes" or
 * "DIFFERS" (rounded to the decimals the program printed); then one check for the board. Published
 * percentages and matchpoints are compared with the matchpoints, IMPs with the first IMP method
 * scored; when the sheet has no such method, the figures are listed and a note says so.
 *
 * @example
 * writePublishedBlock(b, board, [{ method: "mp", ns, ew, top, values }]); // after "Each pair's result"
 */
export function writePublishedBlock(
  b: SheetBuilder,
  board: TravellerBoard,
  methods: readonly MethodResultCells[],
): void {
  const rows = board.rows.map((r) => r.published ?? null);
  const first = rows.find((p) => p !== null);
  if (first === undefined || first === null) return;
  const unit = first.unit;
  const method = methods.find((m) => compares(unit, METHOD_TRAITS[m.method])) ?? null;
  const title = `Published results (${UNIT_WORDS[unit]}) beside ${method === null ? "no method here" : METHOD_NAMES[method.method]}`;
  b.block({ kind: "results", board: board.board, title });
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  if (method === null) {
    b.text(
      b.row++,
      0,
      `Not compared: score the sheet with ${unit === "imps" ? "an IMP method" : "matchpoints"} to compare them.`,
      "label",
    );
  }
  const columns = columnsOf([
    ["Table", "table"],
    ["NS", "pair"],
    ["EW", "pair"],
    ["Published NS", "published"],
    ["Published EW", "published"],
    ["Here NS", "ours"],
    ["Here EW", "ours"],
    ["Agree", "comparison"],
  ]);
  const header = writeHeader(b, columns);
  const top = b.row;
  let allAgree = true;
  board.rows.forEach((row, i) => {
    const r = b.row++;
    const p = rows[i];
    b.value(r, 0, numberCell(row.table ?? String(i + 1)), FMT.whole);
    b.value(r, 1, numberCell(row.ns), FMT.whole);
    b.value(r, 2, numberCell(row.ew), FMT.whole);
    if (p === null) return;
    // Percentages and matchpoints unsigned, IMPs with their sign, as the results above.
    const fmt =
      unit === "imps" ? (p.decimals === 0 ? FMT.imps : FMT.decimal) : p.decimals === 0 ? FMT.whole : FMT.mp;
    const pubNs = p.ns === null ? null : b.value(r, 3, p.ns, fmt);
    const pubEw = p.ew === null ? null : b.value(r, 4, p.ew, fmt);
    if (method === null) return;
    const holds = writeAgreement(b, { r, i, p, unit, method, pubNs, pubEw });
    if (holds !== null) allAgree &&= holds;
  });
  const last = b.row - 1;
  b.table({ title, titleRow, header, rows: [top, last], columns });
  if (method !== null) {
    const agree = rangeRef(top, 7, last, 7);
    b.formula(
      b.row,
      0,
      `=IF(COUNTIF(${agree},"DIFFERS")=0,"OK","CHECK")`,
      checkText(allAgree),
      undefined,
      "check",
    );
    b.text(b.row++, 1, "The published results agree with these, to the decimals printed", "label");
  }
  // Rows of the printed traveller left out of the board (a phantom's), so the count is explained.
  for (const note of board.notes ?? []) b.lines(0, note.message, "note");
  b.row++;
}

/** A table's published figures beside a method's results: where they stand on the sheet. */
interface TableFigures {
  /** The sheet's row and the table's index. */
  readonly r: number;
  readonly i: number;
  readonly p: PublishedResults;
  /** The unit of the board's published figures (its first table's). */
  readonly unit: PublishedResults["unit"];
  readonly method: MethodResultCells;
  /** The cells of the published NS and EW figures (null: none printed). */
  readonly pubNs: string | null;
  readonly pubEw: string | null;
}

/**
 * The add-in's figures of a table as the published ones are given (percentages from the
 * matchpoints and the top), and "yes" or "DIFFERS" rounded to the decimals printed; whether they
 * agree, or null when there is nothing to compare.
 */
function writeAgreement(b: SheetBuilder, t: TableFigures): boolean | null {
  const { r, i, p, unit, method } = t;
  const v = method.values[i];
  const here = (side: "ns" | "ew"): { ref: string | null; value: number | null } => {
    const ref = method[side][i];
    if (ref === null) return { ref: null, value: null };
    const pct = unit === "percent";
    const value = pct ? (side === "ns" ? v.nsPercent : v.ewPercent) : v[side];
    const formula = pct ? `=${ref}/${method.top}*100` : `=${ref}`;
    const shown = unit === "imps" ? FMT.decimal : FMT.mp;
    return { ref: b.formula(r, side === "ns" ? 5 : 6, formula, value, shown), value };
  };
  const checks: { formula: string; holds: boolean }[] = [];
  for (const [side, pub, published] of [
    ["ns", t.pubNs, p.ns],
    ["ew", t.pubEw, p.ew],
  ] as const) {
    if (pub === null || published === null) continue;
    const h = here(side);
    if (h.ref === null || h.value === null) continue;
    checks.push({
      formula: `ROUND(${h.ref},${p.decimals})=${pub}`,
      holds: agreesAsPrinted(h.value, published, p.decimals),
    });
  }
  if (checks.length === 0) return null;
  const holds = checks.every((c) => c.holds);
  b.formula(
    r,
    7,
    `=IF(AND(${checks.map((c) => c.formula).join(",")}),"yes","DIFFERS")`,
    holds ? "yes" : "DIFFERS",
    undefined,
    holds ? { align: "Center" } : { role: "flag", align: "Center" },
  );
  return holds;
}
