// The cards a director prints from a made movement: a table card for each table (each round's
// pairs and boards, and where the pairs and the boards go next) and, in a Howell, a guide card
// for each pair (its table, direction, opponents and boards each round). Each card prints on a
// page of its own: a page break above every card but the first, within a print area of the cards.
import type { MadeMovement } from "../scoring";
import { cellRef } from "../grid/a1";
import { columnsOf, SheetBuilder, writeHeader } from "./builder";
import type { SheetModel } from "./model";
import {
  boardsNextWords,
  boardsShown,
  howellPairs,
  movementLine,
  nextRoundWords,
  seatOf,
} from "./movement-seats";
import { uniqueSheetName } from "./names";
import { FMT } from "./styles";

/** Options of a movement's sheets. */
export interface MovementSheetOptions {
  /** Names of the sheets already in the workbook. */
  readonly existingNames?: readonly string[];
}

/** The cards' sheet finished: named, printed portrait one page wide, a page for each card. */
function cardSheet(
  b: SheetBuilder,
  name: string,
  starts: readonly number[],
  options: MovementSheetOptions,
): SheetModel {
  const model = b.build(uniqueSheetName(name, options.existingNames ?? []));
  let lastRow = 0;
  for (const c of model.cells) lastRow = Math.max(lastRow, c.row);
  const lastCol = model.blocks.reduce((m, x) => Math.max(m, x.columns[1]), 0);
  const breaks = starts.filter((r) => r > 0);
  return {
    ...model,
    print: {
      orientation: "portrait",
      fitToWidth: 1,
      area: `A1:${cellRef(lastRow, lastCol)}`,
      ...(breaks.length > 0 ? { breaks } : {}),
    },
  };
}

/**
 * The table cards (docs/conventions.md, "Table cards, guide cards and the empty traveller"): for
 * each table a card headed "Table 3", a row a round with the round, the NS and EW pairs (a pair
 * with no opponents "sits out"; an arrow-switched pair "sits NS"), the boards, where the pairs go
 * next ("NS stay, EW to table 4") and where the boards go. One printed page a card.
 *
 * @example
 * tableCardsSheet(m).print?.breaks; // the row of each card's heading after the first: 7 tables, 6 breaks
 */
export function tableCardsSheet(m: MadeMovement, options: MovementSheetOptions = {}): SheetModel {
  const b = new SheetBuilder();
  const columns = columnsOf([
    ["Round", "round"],
    ["NS", "pair"],
    ["EW", "pair"],
    ["Boards", "board"],
    ["Next round", "move"],
    ["Boards go", "move"],
  ]);
  const starts: number[] = [];
  for (let table = 1; table <= m.tables; table++) {
    const title = `Table ${table}`;
    starts.push(b.row);
    b.block({ kind: "card", title });
    const titleRow = b.row;
    b.text(b.row++, 0, title, "heading");
    b.text(b.row++, 0, movementLine(m), "label");
    const header = writeHeader(b, columns);
    const top = b.row;
    m.rounds.forEach((round, k) => {
      const t = round.tables.find((x) => x.table === table);
      if (t === undefined) return;
      const r = b.row++;
      const switched = m.pairing === "mitchell" && t.arrowSwitched === true;
      b.value(r, 0, round.round, FMT.whole);
      if (switched) b.value(r, 1, `${t.ns} (sits EW)`);
      else b.value(r, 1, t.ns, FMT.whole);
      if (t.ew === null) b.value(r, 2, "sits out", undefined, "note");
      else if (switched) b.value(r, 2, `${t.ew} (sits NS)`);
      else b.value(r, 2, t.ew, FMT.whole);
      b.value(r, 3, boardsShown(t.boards));
      b.value(r, 4, nextRoundWords(m, k, t));
      b.value(r, 5, boardsNextWords(m, k, t));
    });
    b.table({ title, titleRow, header, rows: [top, b.row - 1], columns });
    b.row++;
  }
  return cardSheet(b, "Table cards", starts, options);
}

/**
 * The guide cards of a Howell: for each pair a card headed "Pair 5", a row a round with its
 * table, the direction it sits, its opponents and the boards ("sits out" when it has none). One
 * printed page a card. Null for a Mitchell, whose pairs follow the table cards.
 *
 * @example
 * guideCardsSheet(twoTableHowell)?.blocks.length; // 4: pairs 1 to 4
 */
export function guideCardsSheet(m: MadeMovement, options: MovementSheetOptions = {}): SheetModel | null {
  if (m.pairing !== "howell") return null;
  const b = new SheetBuilder();
  const columns = columnsOf([
    ["Round", "round"],
    ["Table", "table"],
    ["Direction", "direction"],
    ["Opponents", "pair"],
    ["Boards", "board"],
  ]);
  const starts: number[] = [];
  for (const pair of howellPairs(m)) {
    const title = `Pair ${pair}`;
    starts.push(b.row);
    b.block({ kind: "card", title });
    const titleRow = b.row;
    b.text(b.row++, 0, title, "heading");
    b.text(b.row++, 0, movementLine(m), "label");
    const header = writeHeader(b, columns);
    const top = b.row;
    for (const round of m.rounds) {
      const seat = seatOf(m, round, { home: null, number: pair });
      const r = b.row++;
      b.value(r, 0, round.round, FMT.whole);
      if (seat === null || seat.sitsOut) {
        b.value(r, 1, seat === null ? "" : seat.table, seat === null ? undefined : FMT.whole);
        b.value(r, 2, "sits out", undefined, "note");
        b.value(r, 3, "");
        b.value(r, 4, "");
        continue;
      }
      b.value(r, 1, seat.table, FMT.whole);
      b.value(r, 2, seat.direction);
      b.value(r, 3, seat.opponents, FMT.whole);
      b.value(r, 4, boardsShown(seat.boards));
    }
    b.table({ title, titleRow, header, rows: [top, b.row - 1], columns });
    b.row++;
  }
  return cardSheet(b, "Guide cards", starts, options);
}
