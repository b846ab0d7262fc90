// The traveller of a made movement before a card is played: a row for each board at each table
// each round, its Board, Round, Table, NS and EW typed in, its contract, declarer, lead, tricks and
// scores left empty for the director. Its headers are ones the traveller reader takes, and its
// Round and Table columns let the movement checks read each row against the movement.
import type { MadeMovement } from "../scoring";
import { columnsOf, SheetBuilder, writeHeader, type Head } from "./builder";
import type { SheetModel } from "./model";
import { movementLine } from "./movement-seats";
import type { MovementSheetOptions } from "./movement-cards";
import { uniqueSheetName } from "./names";
import { FMT } from "./styles";

/** A row of the empty traveller: a board at a table in a round, and who plays it there. */
export interface TravellerLine {
  readonly board: number;
  readonly round: number;
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly arrowSwitched: boolean;
}

/**
 * The rows of a movement's traveller, board by board and within a board round by round: every
 * board played at every table with two pairs (a table whose pair sits out plays none).
 *
 * @example
 * travellerLines(threeTableMitchell)[0]; // { board: 1, round: 1, table: 1, ns: 1, ew: 1, arrowSwitched: false }
 */
export function travellerLines(m: MadeMovement): TravellerLine[] {
  const lines: TravellerLine[] = [];
  for (const round of m.rounds)
    for (const t of round.tables) {
      if (t.ew === null) continue;
      for (const board of t.boards)
        lines.push({
          board,
          round: round.round,
          table: t.table,
          ns: t.ns,
          ew: t.ew,
          arrowSwitched: t.arrowSwitched === true,
        });
    }
  return lines.sort((a, b) => a.board - b.board || a.round - b.round || a.table - b.table);
}

/**
 * The traveller's columns, with the headers the traveller reader takes: Board, Round, Table, NS,
 * EW, Contract, By, Lead, Tricks, NS score, EW score, and AS (the arrow-switch column) when a round
 * is arrow-switched.
 */
export function travellerHeads(m: MadeMovement): Head[] {
  const heads: Head[] = [
    ["Board", "board"],
    ["Round", "round"],
    ["Table", "table"],
    ["NS", "pair"],
    ["EW", "pair"],
    ["Contract", "contract"],
    ["By", "declarer"],
    ["Lead", "lead"],
    ["Tricks", "tricks"],
    ["NS score", "entered"],
    ["EW score", "entered"],
  ];
  if (m.rounds.some((r) => r.tables.some((t) => t.arrowSwitched === true))) heads.push(["AS", "note"]);
  return heads;
}

/**
 * The empty traveller's sheet: its title on row 1, the header on row 2, then a row for each board
 * played at each table (travellerLines), the scores empty. One block with nothing beside it, so
 * the pane reads it as it reads any traveller (the block around the active cell).
 *
 * @example
 * emptyTravellerSheet(m).cells.filter((c) => c.row === 1).map((c) => c.value); // ["Board", "Round", "Table", ...]
 */
export function emptyTravellerSheet(m: MadeMovement, options: MovementSheetOptions = {}): SheetModel {
  const b = new SheetBuilder();
  const title = `Traveller: ${movementLine(m)}`;
  b.block({ kind: "emptyTraveller", title });
  b.text(b.row++, 0, title, "title");
  const columns = columnsOf(travellerHeads(m));
  const header = writeHeader(b, columns);
  const top = b.row;
  const as = columns.length > 11;
  for (const line of travellerLines(m)) {
    const r = b.row++;
    b.value(r, 0, line.board, FMT.whole);
    b.value(r, 1, line.round, FMT.whole);
    b.value(r, 2, line.table, FMT.whole);
    b.value(r, 3, line.ns, FMT.whole);
    b.value(r, 4, line.ew, FMT.whole);
    if (as && line.arrowSwitched) b.value(r, 11, "AS");
  }
  b.table({ title, titleRow: 0, header, rows: [top, b.row - 1], columns });
  // The empty columns wide enough to type into.
  for (let c = 5; c <= 10; c++) b.columnWidth(c, c >= 9 ? 9 : 8);
  return {
    ...b.build(uniqueSheetName("Traveller", options.existingNames ?? []), 2),
    print: { orientation: "portrait", fitToWidth: 1, titleRows: 2 },
  };
}
