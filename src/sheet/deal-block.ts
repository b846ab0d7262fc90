// A board's hand record on the results sheet: the four hands with their high-card points, the
// double-dummy table (the tricks each declarer takes in each strain), the par, and each table's
// result against them (declarer's tricks against double dummy, North-South's score against par in
// IMPs). A block set beside the board's workings, right of every cell the board's rows hold, so
// nothing the other blocks lay out moves; the text and the web page render it as any block.
import {
  highCardPoints,
  holdingText,
  impsAgainstPar,
  parContractText,
  type DDTable,
  type Deal,
  type Par,
  type Seat,
  type TravellerRow,
  type Vulnerability,
} from "../scoring";
import type { CellModel, SheetBlock, SheetColumn, SheetModel, SheetTable } from "./model";
import { lookOf, RED_SUIT, type CellLook } from "./styles";
import { withPrintPages } from "./print-pages";

/** A board's deal as the sheet shows it, with its table and par when they are known. */
export interface BoardDeal {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: Deal;
  /** The double-dummy table, or null when it was not worked out (the command line's --no-dd). */
  readonly table: DDTable | null;
  readonly par: Par | null;
  /** Where the table came from: the add-in's solver, or the file's own published one. */
  readonly source: "solved" | "published" | null;
  /** A board played once that was scored against its par (the option once: "par"). */
  readonly scoredAgainstPar?: boolean;
}

/** A table's line for the comparison: who sat, the contract, by whom, the tricks and NS's score. */
export type DealResultRow = Pick<TravellerRow, "ns" | "ew" | "contract" | "declarer" | "tricks"> & {
  readonly score: number;
};

const SEATS_SHOWN: readonly Seat[] = ["N", "E", "S", "W"];
const SEAT_INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };
const SEAT_WORDS: Readonly<Record<Seat, string>> = { N: "North", E: "East", S: "South", W: "West" };
/** Columns of the double-dummy table as hand records print them, and each one's strain index. */
const STRAINS_SHOWN = [
  { label: "NT", index: 4 },
  { label: "♠", index: 0 },
  { label: "♥", index: 1 },
  { label: "♦", index: 2 },
  { label: "♣", index: 3 },
] as const;
const SUIT_LABELS = ["♠", "♥", "♦", "♣"];
/** The declarers in the order hand records list them: a side's two together. */
const DECLARERS: readonly Seat[] = ["N", "S", "E", "W"];
/** How many columns the block takes (the comparison's eight). */
const WIDTH = 8;

/** The strain of a contract ("4H", "3NTX") as its index in a DDTable (S 0, H 1, D 2, C 3, NT 4). */
function strainIndex(contract: string): number | null {
  const m = /^[1-7](NT|N|S|H|D|C)/i.exec(contract);
  if (!m) return null;
  const s = m[1].toUpperCase();
  return s.startsWith("N") ? 4 : "SHDC".indexOf(s);
}

/** The par as words: "NS 420 (NS 4S)", "EW 100 (NS 5DX-1)", "0 (passed out)". */
function parText(par: Par): string {
  if (par.score === 0) return "0 (passed out)";
  const score = par.score > 0 ? `NS ${par.score}` : `EW ${-par.score}`;
  return `${score} (${par.contracts.map(parContractText).join("; ")})`;
}

/** A cell of the block: its look, and the heart and diamond over a column of holdings or tricks in red (the symbol stays the sign). */
function dealCell(row: number, col: number, value: string | number, look?: CellLook): CellModel {
  const { role, style } = lookOf(look);
  const red = value === "♥" || value === "♦";
  return {
    row,
    col,
    value,
    ...(role !== undefined ? { role } : {}),
    ...(red ? { style: { ...style, fontColor: RED_SUIT } } : style !== undefined ? { style } : {}),
  };
}

/**
 * The cells and tables of one board's block, rows from `top`, columns from `left`.
 *
 * One piece, about 140 lines: its three tables (the hands, the double-dummy tricks, each
 * result against par) and the notes under them share the `put` that places a cell from the
 * block's corner and the running row, so each step would need the whole state passed to it.
 */
function blockOf(
  shown: BoardDeal,
  results: readonly DealResultRow[],
  top: number,
  left: number,
  beside: boolean,
): { cells: CellModel[]; block: SheetBlock } {
  const cells: CellModel[] = [];
  const tables: SheetTable[] = [];
  const put = (row: number, col: number, value: string | number | null, look?: CellLook): void => {
    if (value !== null && value !== "") cells.push(dealCell(row, left + col, value, look));
  };
  const title = `Board ${shown.board}: the deal`;
  let r = top;
  put(r++, 0, title, "section");

  // The hands, a line each, with their high-card points.
  const handColumns: SheetColumn[] = [
    { col: left, label: "Hand", role: "seat" },
    ...SUIT_LABELS.map((label, k) => ({ col: left + 1 + k, label, role: "holding" as const })),
    { col: left + 5, label: "HCP", role: "points" },
  ];
  const handHeader = r++;
  handColumns.forEach((c) => put(handHeader, c.col - left, c.label, "header"));
  for (const seat of SEATS_SHOWN) {
    put(r, 0, SEAT_WORDS[seat]);
    shown.deal.hands[SEAT_INDEX[seat]].forEach((mask, k) => put(r, 1 + k, holdingText(mask) || "—"));
    put(r, 5, highCardPoints(shown.deal, seat));
    r++;
  }
  tables.push({
    title: "The hands",
    header: handHeader,
    rows: [handHeader + 1, r - 1],
    columns: handColumns,
  });

  if (shown.table !== null) {
    r++;
    const ddTitle = r++;
    // The par goes with the table it is worked from, on its title line.
    const par = shown.par === null ? "" : `; par ${parText(shown.par)}`;
    const ddTitleText = `Double-dummy tricks${shown.source === "published" ? " (as the file publishes them)" : ""}${par}`;
    put(ddTitle, 0, ddTitleText, "section");
    const ddColumns: SheetColumn[] = [
      { col: left, label: "Declarer", role: "declarer" },
      ...STRAINS_SHOWN.map((s, k) => ({ col: left + 1 + k, label: s.label, role: "dd" as const })),
    ];
    const ddHeader = r++;
    ddColumns.forEach((c) => put(ddHeader, c.col - left, c.label, "header"));
    for (const seat of DECLARERS) {
      put(r, 0, seat);
      STRAINS_SHOWN.forEach((s, k) => put(r, 1 + k, shown.table!.tricks[SEAT_INDEX[seat]][s.index]));
      r++;
    }
    tables.push({
      title: ddTitleText,
      titleRow: ddTitle,
      header: ddHeader,
      rows: [ddHeader + 1, r - 1],
      columns: ddColumns,
    });
  }

  // Each table's result against double dummy and par.
  if (shown.table !== null && shown.par !== null && results.length > 0) {
    r++;
    const cmpTitle = r++;
    put(cmpTitle, 0, "Each table against double dummy and par", "section");
    const labels: [string, SheetColumn["role"]][] = [
      ["NS", "pair"],
      ["EW", "pair"],
      ["Contract", "contract"],
      ["By", "declarer"],
      ["Tricks", "tricks"],
      ["v DD", "dd"],
      ["Score", "score"],
      ["IMPs v par", "par"],
    ];
    const cmpColumns: SheetColumn[] = labels.map(([label, role], k) => ({ col: left + k, label, role }));
    const cmpHeader = r++;
    cmpColumns.forEach((c) => put(cmpHeader, c.col - left, c.label, "header"));
    for (const x of results) {
      // Every cell filled ("-" where there is nothing, as for a board passed out), so a rendering
      // that turns the table on its side keeps each figure in its column.
      const strain = x.contract === null ? null : strainIndex(x.contract);
      const played = strain !== null && x.declarer !== null && x.tricks !== null;
      put(r, 0, x.ns);
      put(r, 1, x.ew);
      put(r, 2, x.contract ?? "-");
      put(r, 3, played ? x.declarer : "-");
      put(r, 4, played ? x.tricks : "-");
      if (played) {
        const dd = shown.table.tricks[SEAT_INDEX[x.declarer!]][strain];
        const over = x.tricks! - dd;
        put(r, 5, over === 0 ? "=" : over > 0 ? `+${over}` : String(over));
      } else put(r, 5, "-");
      put(r, 6, x.score);
      cells.push({
        row: r,
        col: left + 7,
        value: impsAgainstPar(x.score, shown.par.score),
        numberFormat: "+0;-0;0",
      });
      r++;
    }
    tables.push({
      title: "Each table against double dummy and par",
      titleRow: cmpTitle,
      header: cmpHeader,
      rows: [cmpHeader + 1, r - 1],
      columns: cmpColumns,
    });
    put(
      r++,
      0,
      "v DD: declarer's tricks over (+) or under (-) double dummy; IMPs v par: North-South's score against par.",
      "note",
    );
    // A board played once has no other result to compare with: par is the house rule's yardstick.
    if (results.length === 1)
      put(
        r++,
        0,
        shown.scoredAgainstPar === true
          ? "Played once: the board is scored against its par, as chosen (see its workings); the ranking counts it."
          : "Played once: IMPs v par is the board scored against its par in place of the table of obligations (a house rule; the ranking does not count it).",
        "note",
      );
  }
  return {
    cells,
    block: {
      kind: "deal",
      board: shown.board,
      title,
      rows: [top, r - 1],
      columns: [left, left + WIDTH - 1],
      ...(beside ? { beside: true } : {}),
      tables,
    },
  };
}

/** The rows a block of this deal takes: its title, the hands, the table, par and the comparison. */
function heightOf(shown: BoardDeal, results: number): number {
  let h = 1 + 5;
  if (shown.table !== null) h += 1 + 1 + 5;
  if (shown.table !== null && shown.par !== null && results > 0)
    h += 1 + 1 + 1 + results + 1 + (results === 1 ? 1 : 0);
  return h;
}

/**
 * The sheet with each board's deal laid out: "beside" (a pairs sheet) each board's workings, from
 * the row under the board's title, two columns right of the last cell in the rows it takes;
 * "below" (a teams sheet, which lays out matches rather than boards: a board's rooms are in every
 * match that played it) in a run of its own under everything the sheet holds, board by board,
 * headed "Hand records", each board once with every room. Boards without a deal are left as they
 * are; the sheet given is not changed.
 *
 * @example
 * withDealBlocks(sheet, new Map([[1, board1]]), new Map([[1, rowsOfBoard1]])).blocks.filter((b) => b.kind === "deal").length; // 1
 */
export function withDealBlocks(
  sheet: SheetModel,
  deals: ReadonlyMap<number, BoardDeal>,
  results: ReadonlyMap<number, readonly DealResultRow[]> = new Map(),
  where: "beside" | "below" = "beside",
): SheetModel {
  if (deals.size === 0) return sheet;
  const cells = [...sheet.cells];
  const widths: Record<number, number> = { ...(sheet.columnWidths ?? {}) };
  const blocks = (where === "beside" ? besideBoards : belowAll)(sheet, deals, results, cells, widths);
  const laid = { ...sheet, cells, blocks, columnWidths: widths };
  // A sheet whose pages were planned is planned again: the deals widen it, and each prints on its board's page.
  return sheet.print?.area === undefined ? laid : withPrintPages(laid, sheet.print);
}

/**
 * How the deals are laid out: the sheet's blocks with the deals' among them, the deals' cells and
 * column widths added to those given.
 */
type DealLayout = (
  sheet: SheetModel,
  deals: ReadonlyMap<number, BoardDeal>,
  results: ReadonlyMap<number, readonly DealResultRow[]>,
  cells: CellModel[],
  widths: Record<number, number>,
) => SheetBlock[];

/** {@link withDealBlocks} "beside". */
const besideBoards: DealLayout = (sheet, deals, results, cells, widths) => {
  const blocks: SheetBlock[] = [];
  // The last column used on each row, to find a place right of the board.
  const lastCol = new Map<number, number>();
  for (const c of sheet.cells) if ((lastCol.get(c.row) ?? -1) < c.col) lastCol.set(c.row, c.col);
  for (const block of sheet.blocks) {
    blocks.push(block);
    if (block.kind !== "board" || block.board === undefined) continue;
    const shown = deals.get(block.board);
    if (shown === undefined) continue;
    const rows = results.get(block.board) ?? [];
    const top = block.rows[1] + 1;
    const height = heightOf(shown, rows.length);
    let right = -1;
    for (let r = block.rows[0]; r < top + height; r++) right = Math.max(right, lastCol.get(r) ?? -1);
    const left = right + 2;
    const made = blockOf(shown, rows, top, left, true);
    for (const c of made.cells) {
      cells.push(c);
      if ((lastCol.get(c.row) ?? -1) < c.col) lastCol.set(c.row, c.col);
    }
    for (let k = 0; k < WIDTH; k++) widths[left + k] ??= k === 0 ? 10 : 7;
    blocks.push(made.block);
  }
  return blocks;
};

/** {@link withDealBlocks} "below". */
const belowAll: DealLayout = (sheet, deals, results, cells, widths) => {
  const blocks: SheetBlock[] = [...sheet.blocks];
  let top = sheet.cells.reduce((m, c) => Math.max(m, c.row), -1) + 2;
  const title = "Hand records";
  blocks.push({ kind: "note", title, rows: [top, top], columns: [0, WIDTH - 1], tables: [] });
  cells.push({ row: top, col: 0, value: title, ...lookOf("heading") });
  top += 2;
  for (const board of [...deals.keys()].sort((a, b) => a - b)) {
    const made = blockOf(deals.get(board)!, results.get(board) ?? [], top, 0, false);
    cells.push(...made.cells);
    blocks.push(made.block);
    top = made.block.rows[1] + 2;
  }
  for (let k = 0; k < WIDTH; k++) widths[k] ??= k === 0 ? 10 : 7;
  return blocks;
};
