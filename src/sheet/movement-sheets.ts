// A made movement's sheets, in the order a director uses them: the board sets (why this movement,
// what to act on, the sets and which table plays which set each round), the table cards, a
// Howell's guide cards, and the empty traveller.
import type { MadeMovement } from "../scoring";
import { columnsOf, SheetBuilder, writeHeader } from "./builder";
import type { CellValue, SheetModel, SheetTable } from "./model";
import { guideCardsSheet, tableCardsSheet, type MovementSheetOptions } from "./movement-cards";
import { boardsShown, movementLine, sharedWords } from "./movement-seats";
import { emptyTravellerSheet } from "./movement-traveller";
import { uniqueSheetName } from "./names";
import { FMT } from "./styles";

/**
 * The board sets sheet: the movement in a line, why it was made so and the notes to act on; the
 * sets (each set's boards); then a row a round and a table with the set it plays, its boards and
 * the other tables playing the same set that round (a set shared between tables: a relay).
 *
 * @example
 * boardSetsSheet(m).blocks.map((x) => x.title); // ["Board sets: ...", m.why, ...m.notes, "The sets", "Each round's sets"]
 */
export function boardSetsSheet(m: MadeMovement, options: MovementSheetOptions = {}): SheetModel {
  const b = new SheetBuilder();
  const title = `Board sets: ${movementLine(m)}`;
  b.block({ kind: "title", title });
  b.text(b.row++, 0, title, "title");
  // Each piece of running text a block of its own, titled with all its text (the sheet wraps it).
  if (m.why !== "") {
    b.block({ kind: "note", title: m.why });
    b.lines(0, m.why, "label");
  }
  for (const note of m.notes) {
    b.block({ kind: "note", title: note });
    b.lines(0, note, "note");
  }
  b.row++;

  const setsTitle = "The sets";
  b.block({ kind: "boardSets", title: setsTitle });
  const setsRow = b.row;
  b.text(b.row++, 0, setsTitle, "section");
  const setColumns = columnsOf([
    ["Set", "set"],
    ["Boards", "board"],
  ]);
  const setHeader = writeHeader(b, setColumns);
  const setTop = b.row;
  m.sets.forEach((boards, k) => {
    const r = b.row++;
    b.value(r, 0, k + 1, FMT.whole);
    b.value(r, 1, boardsShown(boards));
  });
  b.table({
    title: setsTitle,
    titleRow: setsRow,
    header: setHeader,
    rows: [setTop, b.row - 1],
    columns: setColumns,
  });
  b.row++;

  const roundsTitle = "Each round's sets";
  b.block({ kind: "boardSets", title: roundsTitle });
  const roundsRow = b.row;
  b.text(b.row++, 0, roundsTitle, "section");
  const columns = columnsOf([
    ["Round", "round"],
    ["Table", "table"],
    ["Set", "set"],
    ["Boards", "board"],
    ["Shared with", "table"],
  ]);
  const header = writeHeader(b, columns);
  const top = b.row;
  for (const round of m.rounds)
    for (const t of round.tables) {
      const r = b.row++;
      b.value(r, 0, round.round, FMT.whole);
      b.value(r, 1, t.table, FMT.whole);
      b.value(r, 2, t.set, FMT.whole);
      b.value(r, 3, boardsShown(t.boards));
      b.value(r, 4, sharedWords(m, round, t));
    }
  b.table({ title: roundsTitle, titleRow: roundsRow, header, rows: [top, b.row - 1], columns });
  return {
    ...b.build(uniqueSheetName("Board sets", options.existingNames ?? [])),
    print: { orientation: "portrait", fitToWidth: 1 },
  };
}

/**
 * Every sheet of a made movement, named apart from the workbook's sheets and from one another:
 * the board sets, the table cards, the guide cards (a Howell), the empty traveller.
 *
 * @example
 * movementSheets(sevenTableMitchell).map((s) => s.name); // ["Board sets", "Table cards", "Traveller"]
 */
export function movementSheets(m: MadeMovement, options: MovementSheetOptions = {}): SheetModel[] {
  const names = [...(options.existingNames ?? [])];
  const out: SheetModel[] = [];
  const makers = [boardSetsSheet, tableCardsSheet, guideCardsSheet, emptyTravellerSheet];
  for (const make of makers) {
    const sheet = make(m, { existingNames: names });
    if (sheet === null) continue;
    names.push(sheet.name);
    out.push(sheet);
  }
  return out;
}

/**
 * The values of a table's data rows, each row its columns' values in the columns' order (an
 * empty cell null): what the renderings without a grid print of a table.
 *
 * @example
 * tableValues(sheet, sheet.blocks[1].tables[0])[0]; // [1, "1-3"]: set 1, boards 1-3
 */
export function tableValues(model: SheetModel, table: SheetTable): CellValue[][] {
  const [first, last] = table.rows;
  const byRow = new Map<number, Map<number, CellValue>>();
  for (const c of model.cells) {
    if (c.row < first || c.row > last) continue;
    let row = byRow.get(c.row);
    if (row === undefined) byRow.set(c.row, (row = new Map()));
    row.set(c.col, c.value ?? null);
  }
  const out: CellValue[][] = [];
  for (let r = first; r <= last; r++)
    out.push(table.columns.map((col) => byRow.get(r)?.get(col.col) ?? null));
  return out;
}
