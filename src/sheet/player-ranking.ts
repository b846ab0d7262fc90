// An individual event's ranking by player, set under a results sheet: the sheet itself scores each
// board as pairs (the two players of a side are that table's pair), and this block ranks the
// players, each on the results of the side they sat on. Its figures are values, worked when the
// event was scored (each player's results gather tables from every round, which the sheet's
// formulas do not follow); a correction on the sheet is carried into it by scoring again.
import { METHOD_NAMES, METHOD_TRAITS, type RankedBy, type ScoringMethod } from "../scoring";
import { columnsOf, SheetBuilder, writeHeader, type Head } from "./builder";
import type { SheetModel } from "./model";
import { FMT, RESULT_FORMATS } from "./styles";

/** A player's session as the block shows it (the event layer's PlayerResult). */
export interface PlayerLine {
  readonly player: string;
  readonly name?: string;
  readonly boards: number;
  readonly total: number;
  readonly percentage: number | null;
  readonly average: number | null;
  readonly rank: string | null;
}

/** The players ranked by one method, best first (the event layer's PlayerRanking). */
export interface PlayerLines {
  readonly method: ScoringMethod;
  readonly rankedBy: RankedBy;
  readonly players: readonly PlayerLine[];
}

/**
 * The sheet with a ranking by player under its last row, a block per method ("Ranking by player:
 * matchpoints"): place, player, boards, total, percentage (matchpoints) or average, name.
 *
 * @example
 * withPlayerRanking(sheet, [ranking]).blocks.at(-1)?.title; // "Ranking by player: matchpoints"
 */
export function withPlayerRanking(sheet: SheetModel, rankings: readonly PlayerLines[]): SheetModel {
  if (rankings.length === 0) return sheet;
  const b = new SheetBuilder();
  b.row = sheet.cells.reduce((last, c) => Math.max(last, c.row), -1) + 2;
  for (const r of rankings) {
    const title = `Ranking by player: ${METHOD_NAMES[r.method]}`;
    const byPercent = r.rankedBy === "percentage";
    const fmt = RESULT_FORMATS[METHOD_TRAITS[r.method].unit].decimal;
    b.block({ kind: "ranking", method: r.method, title });
    const titleRow = b.row;
    b.text(b.row++, 0, title, "heading");
    const heads: Head[] = [
      ["Place", "rank"],
      ["Player", "pair"],
      ["Boards", "played"],
      ["Total", "total"],
      byPercent ? ["%", "percent"] : ["Average", "average"],
      ["Name", "names"],
    ];
    const columns = columnsOf(heads);
    const header = writeHeader(b, columns);
    const first = b.row;
    for (const p of r.players) {
      const row = b.row++;
      b.value(row, 0, p.rank ?? "", undefined, { role: "rank", align: "Left" });
      b.value(row, 1, p.player);
      b.value(row, 2, p.boards, FMT.whole);
      b.value(row, 3, p.total, fmt);
      const figure = byPercent ? p.percentage : p.average;
      b.value(row, 4, figure ?? "", byPercent ? FMT.percent : fmt, byPercent ? "result" : undefined);
      b.put(row, 5, { value: p.name ?? "", overflow: true });
    }
    const last = b.row - 1;
    b.table({
      title: "Players",
      titleRow,
      header,
      rows: [first, last],
      columns,
      ranking: Array.from({ length: last - first + 1 }, (_, k) => first + k),
    });
    b.row++;
  }
  const added = b.build(sheet.name);
  const widths = { ...(sheet.columnWidths ?? {}) };
  for (const [col, w] of Object.entries(added.columnWidths ?? {}))
    widths[Number(col)] = Math.max(widths[Number(col)] ?? 0, w);
  return {
    ...sheet,
    cells: [...sheet.cells, ...added.cells],
    columnWidths: widths,
    blocks: [...sheet.blocks, ...added.blocks],
  };
}
