/**
 * How each number of a pairs results sheet was reached, in bridge words, for the web page's tips:
 * "+620 against a datum of +440: 180 points, +5 IMPs" rather than "D44 minus E40". The words are
 * the core's (src/scoring/words/explain/), the ones the teaching page shows, so they are written once.
 *
 * A cell is placed by the sheet's structure, never by its English label or its address: the block
 * it is in (its board and method), the table and row (the row's NS score, or its table on the
 * traveller), and for a comparison matrix the column's table. A cell that copies another (a pair's
 * result, the session summary's board column) gets the tip of the cell it copies. A tip is kept
 * only when the engine's number it explains is the cell's value, so a tip cannot disagree with
 * the number it hangs on; a cell left without one shows its formula alone.
 */
import {
  ABOUT,
  METHOD_TRAITS,
  boardTips,
  comparisonTips,
  scoreTips,
  shown,
  signed,
  tableTips,
  tipFor,
  type NumberTip,
  type ResultUnit,
  type ScoredBoard,
  type ScoredSession,
  type TipOf,
} from "../scoring";
import { cellRef, parseCellRef } from "../grid/a1";
import type { CellModel, ColumnRole, SheetBlock, SheetModel, SheetTable } from "../sheet/model";

/** A cell's tip by its address ("E44"). */
export type CellTips = ReadonlyMap<string, string>;

function within(row: number, col: number, block: SheetBlock): boolean {
  return row >= block.rows[0] && row <= block.rows[1] && col >= block.columns[0] && col <= block.columns[1];
}

/** The data table of a block holding a cell in one of its columns. */
function tableAt(block: SheetBlock, c: CellModel): SheetTable | undefined {
  return block.tables.find(
    (t) => c.row >= t.rows[0] && c.row <= t.rows[1] && t.columns.some((x) => x.col === c.col),
  );
}

/** What a number is, by the role of its column: the kind of tip that can explain it. */
const TIP_OF: Partial<Record<ColumnRole, TipOf>> = {
  score: "score",
  frequency: "frequency",
  working: "working",
  result: "result",
  percent: "percent",
};

/**
 * The tips that may explain a cell of a board's table: the numbers of the row's table (a table of
 * one line per table, in the traveller's order) or of the row's score, and in a comparison matrix
 * (a column for each table) the comparison with the column's table.
 */
function rowTips(
  board: ScoredBoard,
  table: SheetTable,
  c: CellModel,
  at: ReadonlyMap<string, CellModel>,
): readonly NumberTip[] {
  const scoreColumn = table.columns.find((x) => x.role === "score");
  const s = scoreColumn === undefined ? undefined : at.get(cellRef(c.row, scoreColumn.col))?.value;
  // A table of one line per table, in the traveller's order, or per table with a plain score (a
  // comparison matrix); else one line per distinct score.
  const lines = table.rows[1] - table.rows[0] + 1;
  const plain = board.tables.flatMap((t, i) => (t.nsScore === null ? [] : [i]));
  const order =
    lines === board.tables.length ? board.tables.map((_, i) => i) : lines === plain.length ? plain : null;
  const k = order === null ? -1 : order[c.row - table.rows[0]];
  const tips: NumberTip[] = [];
  const working = table.columns.filter((x) => x.role === "working");
  const j = working.findIndex((x) => x.col === c.col);
  if (order !== null && j >= 0 && working.length === order.length)
    tips.push(...comparisonTips(board, k, order[j]));
  const t = board.tables[k];
  // The row is its table only when the scores agree (a row may be a distinct score instead).
  if (t !== undefined && (typeof s !== "number" || t.nsScore === s)) tips.push(...tableTips(board, k));
  if (typeof s === "number") tips.push(...scoreTips(board, s));
  return tips;
}

/**
 * Whose number a result or percentage column holds: such columns come in pairs, North-South's
 * then East-West's (a method's, side by side with the next method's).
 */
function sideOf(table: SheetTable, c: CellModel): "NS" | "EW" | undefined {
  const role = table.columns.find((x) => x.col === c.col)?.role;
  if (role !== "result" && role !== "percent") return undefined;
  const same = table.columns.filter((x) => x.role === role);
  return same.findIndex((x) => x.col === c.col) % 2 === 0 ? "NS" : "EW";
}

/** The board a cell's copied value comes from: the board of the block of the cell it copies. */
function copied(c: CellModel): string | null {
  const m = c.formula === undefined ? null : /^=\s*\$?([A-Z]+)\$?(\d+)\s*$/.exec(c.formula);
  const source = m === null ? null : parseCellRef(`${m[1]}${m[2]}`);
  return source === null ? null : cellRef(source.row, source.col);
}

/** The words of a session's result unit. */
const UNIT_WORDS: Readonly<Record<ResultUnit, string>> = { imps: "IMPs", matchpoints: "matchpoints" };

/**
 * The tips of a session summary's row: the pair's results on the boards it played, added up, over
 * the boards played, and as a percentage of the tops; each kept only when its sum is the cell's.
 */
function summaryTip(
  block: SheetBlock,
  table: SheetTable,
  c: CellModel,
  at: ReadonlyMap<string, CellModel>,
  boardOf: (ref: string) => number | undefined,
  topOf: (board: number) => number | undefined,
): string {
  const role = table.columns.find((x) => x.col === c.col)?.role;
  if (role === "rank" || role === "working") return placeTip(block, table, c, at, role);
  const value = c.value as number;
  // The pair's boards on its row, and on its row of each band of later boards under the table.
  const played = [table, ...bandsOf(block, table)]
    .flatMap((t) =>
      t.columns
        .filter((x) => x.role === "result")
        .map((x) => at.get(cellRef(t.rows[0] + c.row - table.rows[0], x.col))),
    )
    .filter((x): x is CellModel => typeof x?.value === "number");
  const results = played.map((x) => ({ value: x.value as number, board: boardOf(copied(x) ?? "") }));
  const unit = UNIT_WORDS[METHOD_TRAITS[block.method!].unit];
  const total = results.reduce((a, r) => a + r.value, 0);
  const sign = (x: number): string => (unit === "IMPs" ? signed(Number(shown(x))) : shown(x));
  const list = results.map((r) => `${r.board === undefined ? "" : `board ${r.board} `}${sign(r.value)}`);
  const sum = `The pair's results on the ${results.length} board${results.length === 1 ? "" : "s"} it played: ${list.join(", ")}; ${shown(total)} ${unit} in all.`;
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
  if (role === "played" && value === results.length) return sum;
  if (role === "total" && near(value, total)) return sum;
  if (role === "average" && results.length > 0 && near(value, total / results.length))
    return `${sum} ${shown(total)} over ${results.length} board${results.length === 1 ? "" : "s"}: ${shown(value)} a board.`;
  if (role === "tops") {
    const each = results.map((r) => ({
      board: r.board,
      top: r.board === undefined ? undefined : topOf(r.board),
    }));
    const sumTops = each.reduce((a, r) => a + (r.top ?? NaN), 0);
    if (near(value, sumTops))
      return `The tops of the boards the pair played: ${each.map((r) => `board ${r.board} ${shown(r.top!)}`).join(", ")}; ${shown(sumTops)} in all.`;
  }
  const tops = table.columns.find((x) => x.role === "tops");
  const topsValue = tops === undefined ? undefined : at.get(cellRef(c.row, tops.col))?.value;
  if (
    role === "percent" &&
    typeof topsValue === "number" &&
    topsValue > 0 &&
    near(value, (total / topsValue) * 100)
  )
    return `${sum} ${shown(total)} of the ${shown(topsValue)} the boards' tops add up to: ${shown(value)}%.`;
  return "";
}

/** The bands of later boards a summary's table has under it (the tables after it marked as bands). */
function bandsOf(block: SheetBlock, table: SheetTable): SheetTable[] {
  const out: SheetTable[] = [];
  for (const t of block.tables.slice(block.tables.indexOf(table) + 1)) {
    if (t.band !== true) break;
    out.push(t);
  }
  return out;
}

/**
 * A pair's place in a session summary (and the line the ranking lists it on): how many pairs of
 * its list did better by what the method ranks on (average or percentage), and the ties.
 */
function placeTip(
  block: SheetBlock,
  table: SheetTable,
  c: CellModel,
  at: ReadonlyMap<string, CellModel>,
  role: "rank" | "working",
): string {
  const by = METHOD_TRAITS[block.method!].session.rankedBy;
  const key = table.columns.find((x) => x.role === (by === "average" ? "average" : "percent"));
  if (key === undefined) return "";
  const of = (row: number): unknown => at.get(cellRef(row, key.col))?.value;
  const mine = of(c.row);
  if (typeof mine !== "number") return "";
  const all: number[] = [];
  for (let r = table.rows[0]; r <= table.rows[1]; r++) {
    const v = of(r);
    if (typeof v === "number") all.push(v);
  }
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  const better = all.filter((v) => v > mine && !near(v, mine)).length;
  const same = all.filter((v) => near(v, mine)).length;
  const what = by === "average" ? `an average of ${shown(mine)} a board` : `${shown(mine)}%`;
  const text = `Ranked by ${by === "average" ? "average per board" : "percentage"}: ${better} pair${better === 1 ? "" : "s"} of the list did better than ${what}${same > 1 ? `, ${same - 1} tied with it` : ""}: place ${better + 1}${same > 1 ? ", shared" : ""}.`;
  if (role === "rank") return String(c.value).replace("=", "") === String(better + 1) ? text : "";
  const line = c.value as number;
  if (typeof line !== "number" || line < better + 1 || line > better + same) return "";
  return `${text} It is line ${line} of the ranking${same > 1 ? " (tied pairs in the order they stand)" : ""}.`;
}

/**
 * Each numeric cell's tip in bridge words, for a pairs sheet scored as `sessions` (one session a
 * method; a teams event's sheet with none, its matches read from the sheet). Cells with no tip
 * are absent.
 *
 * @example
 * cellTips(sheet, section.sessions).get("F44"); // "... +620 against a datum of +410: 210 points, +5 IMPs."
 */
export function cellTips(model: SheetModel, sessions: readonly ScoredSession[]): CellTips {
  const boards = new Map(sessions.map((s) => [s.method, new Map(s.boards.map((b) => [b.board, b]))]));
  const at = new Map(model.cells.map((c) => [cellRef(c.row, c.col), c]));
  const inRun = model.blocks.filter((b) => !b.beside);
  const blockOf = (c: CellModel): SheetBlock | undefined => inRun.find((b) => within(c.row, c.col, b));
  const boardOf = (ref: string): number | undefined => {
    const p = parseCellRef(ref);
    return p === null
      ? undefined
      : inRun.find((b) => within(p.row, p.col, b) && b.board !== undefined)?.board;
  };
  const out = new Map<string, string>();
  for (const c of model.cells) {
    const block = blockOf(c);
    if (block === undefined) continue;
    const table = tableAt(block, c);
    let tip = "";
    // A session summary's place ("2", "=3") is text; every other number is a number.
    const place = block.kind === "summary" && table !== undefined && typeof c.value === "string" && c.formula;
    if (typeof c.value !== "number" && !place) continue;
    if (block.kind === "match") tip = matchTip(block, c, at);
    else if (block.kind === "summary" && block.method !== undefined && table !== undefined)
      tip = summaryTip(
        block,
        table,
        c,
        at,
        boardOf,
        (b) => boards.get(block.method!)?.get(b)?.top ?? undefined,
      );
    else if (block.board !== undefined) {
      const role = table?.columns.find((x) => x.col === c.col)?.role;
      const of: TipOf | undefined =
        table === undefined ? "board" : role === undefined ? undefined : TIP_OF[role];
      // A method's workings are explained by its board; the traveller, the frequency table and
      // the results (blocks of no one method) by whichever method's board has the number.
      const methods = block.method === undefined ? sessions.map((s) => s.method) : [block.method];
      for (const m of methods) {
        const board = boards.get(m)?.get(block.board);
        if (board === undefined || of === undefined || tip !== "") continue;
        if (table === undefined)
          tip = block.method === undefined ? "" : tipFor(boardTips(board), c.value as number, of);
        else tip = tipFor(rowTips(board, table, c, at), c.value as number, of, sideOf(table, c));
      }
      if (tip === "" && role === "sum" && table !== undefined) tip = sumTip(table, c, at);
      if (tip === "" && (role === "component" || role === "computed") && table !== undefined)
        tip = contractTip(table, c, at);
    }
    if (tip !== "") out.set(cellRef(c.row, c.col), tip);
  }
  // A cell that copies another ("=F44", "=$E$40") says what the copied cell says.
  for (let changed = true; changed;) {
    changed = false;
    for (const c of model.cells) {
      const ref = cellRef(c.row, c.col);
      const from = copied(c);
      const tip = from === null ? undefined : out.get(from);
      if (out.has(ref) || tip === undefined || at.get(from!)?.value !== c.value) continue;
      out.set(ref, tip);
      changed = true;
    }
  }
  return out;
}

/**
 * A part of the score a contract gives, or that score (a traveller's row): the contract, declarer
 * and tricks, then each part by its column's name, added up to the declaring side's score, and
 * North-South's. Only when the parts add up to the row's score.
 */
function contractTip(table: SheetTable, c: CellModel, at: ReadonlyMap<string, CellModel>): string {
  const value = (role: ColumnRole): CellModel["value"] => {
    const col = table.columns.find((x) => x.role === role);
    return col === undefined ? undefined : at.get(cellRef(c.row, col.col))?.value;
  };
  const parts = table.columns
    .filter((x) => x.role === "component")
    .map((x) => ({ label: x.label, value: at.get(cellRef(c.row, x.col))?.value }));
  const numbers = parts.filter((p): p is { label: string; value: number } => typeof p.value === "number");
  // The last part is the declaring side's score, the sum of the ones before it.
  const declarer = numbers.at(-1);
  const before = numbers.slice(0, -1);
  const contract = value("contract");
  const computed = value("computed");
  if (declarer === undefined || typeof contract !== "string" || typeof computed !== "number") return "";
  if (before.reduce((a, p) => a + p.value, 0) !== declarer.value) return "";
  const by = value("declarer");
  const tricks = value("tricks");
  const shownParts = before.filter((p) => p.value !== 0);
  const sum = shownParts.length === 0 ? "0" : shownParts.map((p) => `${p.label} ${p.value}`).join(" + ");
  const zero = before.length > shownParts.length ? " (the other parts 0)" : "";
  // Whether declarer was vulnerable: the part that is a yes or a no.
  const vul = parts.find((p) => typeof p.value === "string")?.value;
  const side = vul === "yes" ? ", vulnerable" : vul === "no" ? ", not vulnerable" : "";
  return `${contract}${typeof by === "string" ? ` by ${by}` : ""}${typeof tricks === "number" ? `, ${tricks} tricks` : ""}${side}: ${sum}${zero} = ${declarer.value} for the declaring side, ${signed(computed)} for North-South.`;
}

/**
 * A number of a teams match (a sheet's match block, a row a room): a board's net score of the two rooms and the
 * IMPs it gives each team, each team's total, and the victory points the margin gives. Read from
 * the block's own cells (the engine's values), each kept only when it adds up.
 */
function matchTip(block: SheetBlock, c: CellModel, at: ReadonlyMap<string, CellModel>): string {
  const table = block.tables[0];
  if (table === undefined) return "";
  const get = (row: number, col: number | undefined): CellModel["value"] =>
    col === undefined ? undefined : at.get(cellRef(row, col))?.value;
  const teams = table.columns.filter((x) => x.role === "result");
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
  const value = c.value as number;
  if (c.row >= table.rows[0] && c.row <= table.rows[1]) {
    const role = table.columns.find((x) => x.col === c.col)?.role;
    // A row a room: the board's net and swing stand on its first room's row, the second room under it.
    const roomCol = table.columns.find((x) => x.role === "room")?.col;
    const scoreCol = table.columns.find((x) => x.role === "score")?.col;
    const rooms = [c.row, c.row + 1].map((r) => get(r, roomCol));
    const [a, b] = [c.row, c.row + 1].map((r) => get(r, scoreCol));
    const net = get(c.row, table.columns.find((x) => x.role === "net")?.col);
    const swing = get(c.row, table.columns.find((x) => x.role === "swing")?.col);
    if (typeof a !== "number" || typeof b !== "number" || typeof net !== "number" || !near(net, a - b))
      return "";
    const [ra, rb] = rooms.map((r) => (typeof r === "string" && r !== "" ? `the ${r} room` : "one room"));
    const board = get(c.row, table.columns.find((x) => x.role === "board")?.col);
    const head = `${typeof board === "number" ? `Board ${board}: ` : ""}North-South scored ${signed(a)} in ${ra} and ${signed(b)} in ${rb}: a net of ${signed(net)}`;
    if (typeof swing !== "number") return role === "net" ? `${head}.` : "";
    const line = `${head}, ${signed(swing)} IMPs on the IMP scale.`;
    if (role === "net" || role === "swing") return line;
    const k = teams.findIndex((x) => x.col === c.col);
    const share = k === 0 ? Math.max(0, swing) : Math.max(0, -swing);
    if (role === "result" && k >= 0 && near(value, share))
      return `${line} ${teams[k].label} get ${share} (the IMPs go to the team that gained them).`;
    return "";
  }
  // The rows under the boards: each team's total, then its victory points.
  const k = teams.findIndex((x) => x.col === c.col);
  if (k < 0 || teams.length !== 2) return "";
  const column = (col: number): number[] => {
    const out: number[] = [];
    for (let r = table.rows[0]; r <= table.rows[1]; r++) {
      const v = get(r, col);
      if (typeof v === "number") out.push(v);
    }
    return out;
  };
  const totals = teams.map((t) => column(t.col).reduce((x, y) => x + y, 0));
  if (c.role === "total" && near(value, totals[k]))
    return `The IMPs of ${teams[k].label} on the boards: ${column(teams[k].col).join(" + ")} = ${totals[k]}.`;
  if (c.role !== "vp") return "";
  const vpRow = (table.totals ?? []).find((r) => at.get(cellRef(r, teams[1 - k].col))?.role === "vp");
  const other = vpRow === undefined ? undefined : get(vpRow, teams[1 - k].col);
  if (typeof other !== "number") return "";
  const margin = totals[k] - totals[1 - k];
  // Two rows a board, one a room.
  const boards = (table.rows[1] - table.rows[0] + 1) / 2;
  return `${teams[k].label} ${totals[k]} IMPs, ${teams[1 - k].label} ${totals[1 - k]}: a margin of ${signed(margin)} over ${boards} boards, ${value} VPs on the VP scale (${teams[1 - k].label} ${other}; the two add up to ${Math.round((value + other) * 100) / 100}). ${ABOUT.vps}`;
}

/** NS + EW on a table: the row's two results, added up (the check that they make 0 or the top). */
function sumTip(table: SheetTable, c: CellModel, at: ReadonlyMap<string, CellModel>): string {
  const results = table.columns
    .filter((x) => x.role === "result")
    .map((x) => at.get(cellRef(c.row, x.col))?.value)
    .filter((x): x is number => typeof x === "number");
  const total = results.reduce((a, b) => a + b, 0);
  if (results.length !== 2 || Math.abs(total - (c.value as number)) > 1e-6) return "";
  return `North-South's ${shown(results[0])} and East-West's ${shown(results[1])} add up to ${shown(total)}.`;
}
