// A stratified session's lists on the results sheet, after its session summary: each stratum's
// list field by field (its own pairs and those of every lower stratum, as the ACBL ranks them),
// with each pair's place in the list, its own stratum, rating and figure. The places are the
// engine's (a list is a choice of pairs from the field, not a count over the summary).
import { fieldName, METHOD_NAMES, METHOD_TRAITS, stratumRange, type ScoredSession } from "../scoring";
import { columnsOf, type Head, SheetBuilder, writeHeader } from "./builder";
import { numberCell } from "./number-format";
import { FMT, RESULT_FORMATS } from "./styles";

/**
 * Writes the strata block of one method's session from `b.row` on (nothing when the session is not
 * stratified): a heading saying how pairs were placed, then a table for each stratum and field.
 *
 * @example
 * writeStrataBlock(b, session); // after writeSessionSummary
 */
export function writeStrataBlock(b: SheetBuilder, session: ScoredSession): void {
  const strata = session.strata;
  if (strata === undefined) return;
  const traits = METHOD_TRAITS[session.method];
  const byPercent = session.rankedBy === "percentage";
  const title = `Strata: ${METHOD_NAMES[session.method]}`;
  b.block({ kind: "strata", method: session.method, title });
  b.text(b.row++, 0, title, "title");
  b.lines(
    0,
    `Each pair in a stratum by its ${strata.by === "higher" ? "higher-rated player's" : "players' mean"} masterpoints (a pair the names table rates neither player of is in the top stratum); each stratum's list ranks its own pairs and those of every lower stratum.`,
    "note",
  );
  const pairOf = new Map(session.rankings.flatMap((r) => r.pairs.map((p) => [p.id, p] as const)));
  const heads: Head[] = [
    ["Place", "rank"],
    ["Pair", "pair"],
    ["Stratum", "label"],
    ["Masterpoints", "label"],
    [byPercent ? "%" : "Average", byPercent ? "percent" : "average"],
  ];
  const columns = columnsOf(heads);
  const figureFmt = byPercent ? FMT.percent : RESULT_FORMATS[traits.unit].decimal;
  for (const list of strata.rankings) {
    const tableTitle = `Stratum ${list.stratum} (${stratumRange(strata.strata, list.stratum)}): ${fieldName(list.field)}`;
    const titleRow = b.row;
    b.text(b.row++, 0, tableTitle, "section");
    const header = writeHeader(b, columns);
    const first = b.row;
    for (const p of list.pairs) {
      const pair = pairOf.get(p.id)!;
      const r = b.row++;
      b.text(r, 0, p.rank ?? "", { role: "rank", align: "Left" });
      b.value(r, 1, numberCell(p.id), FMT.whole);
      b.text(r, 2, p.stratum);
      b.value(r, 3, pair.rating ?? "", FMT.whole);
      b.value(r, 4, (byPercent ? pair.percentage : pair.average) ?? "", figureFmt);
    }
    const rows: [number, number] = [first, b.row - 1];
    b.table({
      title: tableTitle,
      titleRow,
      header,
      rows,
      columns,
      ranking: list.pairs.map((_, i) => first + i),
    });
    b.row++;
  }
}
