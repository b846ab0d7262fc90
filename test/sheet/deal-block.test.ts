// A board's hand record set beside its workings: right of every cell in the rows it takes, taking
// the rows it says it takes, and on a board played once saying what its IMPs v par stand for.
import { parOf, parseDeal, solveTable } from "../../src/scoring";
import { withDealBlocks, type BoardDeal } from "../../src/sheet/deal-block";
import type { SheetModel } from "../../src/sheet/model";
import { RED_SUIT } from "../../src/sheet/styles";

const deal = parseDeal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
const table = solveTable(deal);
const shown: BoardDeal = {
  board: 1,
  dealer: "N",
  vulnerability: "None",
  deal,
  table,
  par: parOf(table, "None", "N"),
  source: "solved",
};

/** A sheet of one board: its title on row 2, a traveller of 3 columns on rows 3-4, a wide cell at row 9. */
function sheet(): SheetModel {
  return {
    name: "Board 1",
    cells: [
      { row: 2, col: 0, value: "Board 1" },
      { row: 3, col: 0, value: "NS" },
      { row: 3, col: 2, value: "Score" },
      { row: 4, col: 0, value: "1" },
      { row: 4, col: 2, value: 400 },
      { row: 9, col: 11, value: "far right" },
    ],
    blocks: [
      { kind: "board", board: 1, title: "Board 1", rows: [2, 2], columns: [0, 0], tables: [] },
      { kind: "traveller", board: 1, title: "Traveller", rows: [3, 4], columns: [0, 2], tables: [] },
      { kind: "note", title: "far right", rows: [9, 9], columns: [0, 11], tables: [] },
    ],
  };
}

test("the block stands under the board's title, two columns right of any cell in its rows", () => {
  const rows = [{ ns: "1", ew: "1", contract: "3NT", declarer: "N" as const, tricks: 9, score: 400 }];
  const out = withDealBlocks(sheet(), new Map([[1, shown]]), new Map([[1, rows]]));
  const block = out.blocks.find((b) => b.kind === "deal")!;
  // After the board's title block, in reading order.
  expect(out.blocks.indexOf(block)).toBe(1);
  expect(block.rows[0]).toBe(3);
  // Its rows: title 1, hands 5, blank + title + table 7, blank + title + header + 1 result + note
  // + the played-once note 6: 19 rows, 3 to 21, which take in row 9's cell at column 11, so the
  // block starts at column 13.
  expect(block.rows).toEqual([3, 21]);
  expect(block.columns[0]).toBe(13);
  const cells = out.cells.filter((c) => c.col >= 13);
  expect(Math.max(...cells.map((c) => c.row))).toBe(21);
  expect(cells.some((c) => String(c.value).startsWith("Played once:"))).toBe(true);
  // The sheet given is left as it was.
  expect(sheet().cells).toHaveLength(6);
});

test("two results: no played-once note; a board without a deal gets no block", () => {
  const rows = [
    { ns: "1", ew: "1", contract: "3NT", declarer: "N" as const, tricks: 9, score: 400 },
    { ns: "2", ew: "2", contract: "7NT", declarer: "S" as const, tricks: 13, score: 1520 },
  ];
  const out = withDealBlocks(sheet(), new Map([[1, shown]]), new Map([[1, rows]]));
  expect(out.cells.some((c) => String(c.value).startsWith("Played once:"))).toBe(false);
  // 7NT by S making 13 where S takes 13 in notrump: "="; 1520 is par: 0 IMPs.
  const block = out.blocks.find((b) => b.kind === "deal")!;
  const compare = block.tables[2];
  const last = out.cells.filter((c) => c.row === compare.rows[1]).map((c) => c.value);
  expect(last).toEqual(["2", "2", "7NT", "S", 13, "=", 1520, 0]);
  expect(withDealBlocks(sheet(), new Map([[2, { ...shown, board: 2 }]])).blocks).toHaveLength(3);
});

test("the heart and the diamond over the hands and the double-dummy table are red, the spade, club and NT not", () => {
  const out = withDealBlocks(sheet(), new Map([[1, shown]]), new Map());
  const labels = out.cells.filter((c) => c.col >= 13 && c.role === "header");
  const colour = (symbol: string) =>
    labels.filter((c) => c.value === symbol).map((c) => c.style?.fontColor ?? "default");
  // Each suit heads two columns: its holdings, and its tricks in the table.
  expect(colour("♥")).toEqual([RED_SUIT, RED_SUIT]);
  expect(colour("♦")).toEqual([RED_SUIT, RED_SUIT]);
  expect(colour("♠")).not.toContain(RED_SUIT);
  expect(colour("♣")).not.toContain(RED_SUIT);
  expect(colour("NT")).not.toContain(RED_SUIT);
  // Still a header's bold.
  expect(labels.find((c) => c.value === "♥")!.style?.bold).toBe(true);
});
