// The results sheet of a teams event: the standings with live ranks first; then for each match a
// block with a row for each room of each board (its contract, declarer and tricks and its NS score,
// live from the contract where the room gives one), the net score, the IMPs (looked up on the IMP
// scale at the foot of the sheet) or board points to each team, the totals, the VPs (looked up on
// the VP scale beside it) and the checks; then the Butler ranking of the pairs, and the scales.
import {
  DEFAULT_TEAMS_OPTIONS,
  IMP_TABLE_LABELS,
  type BamScale,
  type Entry,
  type ImpScaleChoice,
  type RoomResult,
  type ScoredMatch,
  type ScoredTeamsBoard,
  type ScoredTeamsEvent,
  type TeamsMethod,
} from "../scoring";
import { cellRef, rangeRef } from "../grid/a1";
import { checkText } from "./board-layout";
import { columnsOf, type Head, SheetBuilder, wrapText, writeHeader } from "./builder";
import { impOf, impScaleRefs, ImpScaleRefs, writeImpScale } from "./impscale";
import { SheetModel } from "./model";
import { type SheetNames, uniqueSheetName } from "./names";
import { FMT } from "./styles";
import { SheetVpScale, vpOf, VpScaleRefs, vpScaleRefs, writeVpScale } from "./teams-vpscale";
import { CONTRACT_PARTS, type ContractColumns, writeContractParts } from "./traveller-block";

/** Options of the teams sheet. */
export interface TeamsSheetOptions {
  readonly method: TeamsMethod;
  /** The IMP scale: a named one, or one the director gave (written as the scale block). */
  readonly impTable?: ImpScaleChoice;
  readonly bamScale?: BamScale;
  /** The VP scale the sheet carries and looks VPs up on; null for no VPs. */
  readonly vp: SheetVpScale | null;
  /** Names of the sheets already in the workbook. */
  readonly existingNames?: SheetNames;
}

const METHOD_TITLES: Readonly<Record<TeamsMethod, string>> = {
  imps: "IMPs",
  bam: "board-a-match",
  aggregate: "aggregate (total points)",
};

/**
 * Columns of a match block: one row a room (the board, the room, the teams NS and EW, the contract,
 * declarer and tricks when the scoresheet gives them, the NS score), then on the board's first
 * room's row the net, the swing and each team's share; the contract's score by its parts where a
 * room's score is worked from its contract; the note last, where it runs on to the right.
 */
interface MatchColumns {
  readonly board: number;
  readonly room: number;
  readonly ns: number;
  readonly ew: number;
  /** The contract's columns (contract, by, tricks), when some room has a contract. */
  readonly contract: ContractColumns | null;
  readonly score: number;
  readonly net: number;
  readonly result: number;
  readonly home: number;
  readonly away: number;
  /** The first of the contract's parts, when some room's score is worked from its contract. */
  readonly partsAt: number | null;
  /** The note's column (null when no board has a note); the last column of the heading's band. */
  readonly note: number | null;
  readonly last: number;
}

/** Whether a room's score is worked on the sheet from its contract, declarer and tricks. */
function isLive(room: RoomResult): boolean {
  if (room.entry.kind !== "plain" || room.contract === null) return false;
  return room.contract === "Pass" || (room.declarer !== null && room.tricks !== null);
}

/** The match blocks' columns for an event: the same in every match, so they line up down the sheet. */
function matchColumnsOf(scored: ScoredTeamsEvent, method: TeamsMethod): MatchColumns {
  const rooms = scored.matches.flatMap((m) => m.boards.flatMap((x) => [x.homeRoom, x.awayRoom]));
  const withContracts = rooms.some((r) => r.contract !== null);
  const withParts = rooms.some(isLive);
  const at = withContracts ? 7 : 4;
  const partsAt = withParts ? at + 5 : null;
  const noteAt = partsAt === null ? at + 5 : partsAt + CONTRACT_PARTS.length;
  const withNotes = scored.matches.some((m) => m.boards.some((x) => noteOf(x, method) !== ""));
  return {
    board: 0,
    room: 1,
    ns: 2,
    ew: 3,
    contract: withContracts ? { contract: 4, by: 5, tricks: 6 } : null,
    score: at,
    net: at + 1,
    result: at + 2,
    home: at + 3,
    away: at + 4,
    partsAt,
    note: withNotes ? noteAt : null,
    last: withNotes ? noteAt : noteAt - 1,
  };
}

/** An entry as the sheet shows it in a score cell: the score, or the entry as written. */
function entryCell(e: Entry): number | string {
  return e.kind === "plain" ? e.score : e.text === "" ? "NP" : e.text;
}

function noteOf(b: ScoredTeamsBoard, method: TeamsMethod): string {
  if (b.note === "notPlayed") return "not played in a room: not scored";
  if (b.note === "award")
    return method === "imps" ? "award: its IMPs (A+ +3, A- -3)" : "award: its share of the board";
  if (b.note === "weighted")
    return method === "imps" ? "weighted: its parts' IMPs weighted" : "weighted score";
  return "";
}

/** Where a match's block stands, worked out before any of it is written (the standings above refer to it). */
interface MatchPlace {
  /** Its title's row; the header is under it, then the boards, two rows each. */
  readonly top: number;
  readonly first: number;
  readonly last: number;
  /** The row of each team's total, and of its VPs (null: no VPs). */
  readonly total: number;
  readonly vp: number | null;
  /** The first row after the block, its checks and the empty row under them. */
  readonly next: number;
}

function placeMatch(m: ScoredMatch, top: number, withVp: boolean): MatchPlace {
  const first = top + 2;
  const last = first + 2 * m.boards.length - 1;
  const vp = withVp && m.vp !== null ? last + 2 : null;
  const checks = vp === null ? 1 : 2;
  return { top, first, last, total: last + 1, vp, next: (vp ?? last + 1) + 1 + checks + 1 };
}

/** What a match block's formulas look up: the scales, the method and its top, the columns. */
interface MatchContext {
  readonly method: TeamsMethod;
  readonly top: number;
  readonly imps: ImpScaleRefs | null;
  readonly columns: MatchColumns;
}

/** The standings' note under the table: what Rank counts and how Place breaks ties. */
function standingsNote(by: ScoredTeamsEvent["standingsBy"]): string {
  return (
    "Rank counts the teams ahead on " +
    (by === "vp" ? "VPs" : by === "boardPoints" ? "board points" : "the difference") +
    "; Place breaks ties as the WBF General Conditions of Contest do for a round robin: the matches among the tied teams, then the IMP quotient. Teams still level share a place (=2)."
  );
}

/**
 * Lays out a scored teams event as a results sheet (docs/conventions.md, "Teams events"): the
 * standings first (page 1 when printed), then each match on the pages after, the Butler ranking of
 * the pairs, and the IMP and VP scales the formulas look up.
 *
 * @example
 * const sheet = buildTeamsSheet(scoreTeamsEvent(event, { vp: wbfVp }), { method: "imps", vp: "wbf" });
 */
export function buildTeamsSheet(scored: ScoredTeamsEvent, options: TeamsSheetOptions): SheetModel {
  const b = new SheetBuilder();
  const method = options.method;
  const table = options.impTable ?? DEFAULT_TEAMS_OPTIONS.impTable;
  const top = options.bamScale === "british" ? 2 : 1;
  writeTitle(b, scored, options, table, top);

  // Where everything goes, worked out first: the standings on top refer to the matches' totals
  // and VPs, and the matches to the scales at the foot.
  const standingsTop = 3;
  const matchesTop =
    standingsTop + 2 + scored.standings.length + wrapText(standingsNote(scored.standingsBy)).length + 1;
  const withVp = options.vp !== null;
  const places: MatchPlace[] = [];
  let row = matchesTop;
  for (const m of scored.matches) {
    places.push(placeMatch(m, row, withVp));
    row = places[places.length - 1].next;
  }
  const butlerTop = row;
  const scalesTop = butlerTop + 2 + scored.butler.length + 1;
  const scales = placeScales(scored, options, table, scalesTop);
  const columns = matchColumnsOf(scored, method);

  const cellsOf = new Map<string, { vp: string[]; won: string[]; lost: string[] }>();
  scored.matches.forEach((m, k) => {
    const p = places[k];
    const [home, away] = [cellRef(p.total, columns.home), cellRef(p.total, columns.away)];
    const vp = (col: number): string | null => (p.vp === null ? null : cellRef(p.vp, col));
    for (const [team, mine, theirs, vps] of [
      [m.home, home, away, vp(columns.home)],
      [m.away, away, home, vp(columns.away)],
    ] as const) {
      const t = cellsOf.get(team) ?? { vp: [], won: [], lost: [] };
      cellsOf.set(team, t);
      t.won.push(mine);
      t.lost.push(theirs);
      if (vps !== null) t.vp.push(vps);
    }
  });
  b.row = standingsTop;
  writeStandings(b, scored, cellsOf, withVp);
  const context: MatchContext = { method, top, imps: scales.imps, columns };
  scored.matches.forEach((m, k) => {
    b.row = places[k].top;
    writeMatch(b, m, context, scales.vp.get(m.boardCount) ?? null, places[k]);
  });
  b.row = butlerTop;
  writeButler(b, scored);
  writeScales(b, scales);
  return {
    ...b.build(uniqueSheetName("Teams", options.existingNames ?? []), 3),
    print: { orientation: "landscape", fitToWidth: 1, titleRows: 2, breaks: [matchesTop] },
  };
}

/** The sheet's title and, under it, how it was scored. */
function writeTitle(
  b: SheetBuilder,
  scored: ScoredTeamsEvent,
  options: TeamsSheetOptions,
  table: ImpScaleChoice,
  top: number,
): void {
  const method = options.method;
  const sheetTitle = `Teams event: ${scored.matches.length} match${scored.matches.length === 1 ? "" : "es"} scored by ${METHOD_TITLES[method]}`;
  b.block({ kind: "title", title: sheetTitle });
  b.text(0, 0, sheetTitle, "title");
  const vpWords =
    options.vp === "wbf"
      ? "VPs on the WBF 2013 scale"
      : options.vp === "discrete"
        ? "VPs on the discrete scale"
        : options.vp === null
          ? "no VPs"
          : `VPs on the given scale ${options.vp.title}`;
  const how =
    method === "imps"
      ? `${typeof table === "object" ? table.title : IMP_TABLE_LABELS[table]}; ${vpWords}`
      : method === "bam"
        ? `${top === 2 ? "2, 1, 0" : "1, 1/2, 0"} a board; ${vpWords}`
        : `net points; ${vpWords}`;
  b.text(1, 0, how, "label");
}

/** The scales at the foot of the sheet: where each stands, and what the matches look up on it. */
interface ScalesPlace {
  readonly top: number;
  readonly table: ImpScaleChoice;
  /** The IMP scale's ranges (IMPs only) and its column. */
  readonly imps: ImpScaleRefs | null;
  /** The VP scale block of each match length (several lengths may share one), by its column. */
  readonly vp: ReadonlyMap<number, VpScaleRefs>;
  readonly vpBlocks: readonly { readonly boards: number; readonly col: number }[];
  readonly scale: SheetVpScale | null;
}

/** Places the scales side by side from row `top`: the IMP scale, then a VP scale for each match length. */
function placeScales(
  scored: ScoredTeamsEvent,
  options: TeamsSheetOptions,
  table: ImpScaleChoice,
  top: number,
): ScalesPlace {
  let col = 0;
  let imps: ImpScaleRefs | null = null;
  if (options.method === "imps") {
    imps = impScaleRefs(table, top, col);
    col += 3;
  }
  const vp = new Map<number, VpScaleRefs>();
  const vpBlocks: { boards: number; col: number }[] = [];
  const scale = options.vp;
  if (scale !== null) {
    const lengths = [...new Set(scored.matches.map((m) => m.boardCount))].sort((x, y) => x - y);
    // One block serves every length on the discrete scale or a given scale of one column.
    const anyLength =
      scale === "discrete" || (typeof scale !== "string" && scale.columns.every((c) => c.boards === null));
    for (const n of anyLength ? lengths.slice(0, 1) : lengths) {
      const refs = vpScaleRefs(scale, n, top, col);
      for (const l of anyLength ? lengths : [n]) vp.set(l, refs);
      vpBlocks.push({ boards: n, col });
      col += 3;
    }
  }
  return { top, table, imps, vp, vpBlocks, scale };
}

function writeScales(b: SheetBuilder, s: ScalesPlace): void {
  if (s.imps !== null) writeImpScale(b, s.table, s.top, 0);
  for (const { boards, col } of s.vpBlocks) writeVpScale(b, s.scale!, boards, s.top, col);
}

/**
 * Writes one room's row of a match: the board, the room, the teams, the contract as read and the
 * NS score, live from the contract by its parts when the room gives one (a corrected contract or
 * tricks moves the IMPs, the VPs and the standings), else the score as entered.
 */
function writeRoom(
  b: SheetBuilder,
  r: number,
  x: ScoredTeamsBoard,
  room: RoomResult,
  columns: MatchColumns,
): void {
  b.value(r, columns.board, x.board, FMT.whole);
  b.value(r, columns.room, room.room);
  b.value(r, columns.ns, room.ns);
  b.value(r, columns.ew, room.ew);
  const cc = columns.contract;
  if (cc !== null) {
    if (room.contract !== null) b.value(r, cc.contract, room.contract);
    if (room.declarer !== null) b.value(r, cc.by, room.declarer);
    if (room.tricks !== null) b.value(r, cc.tricks, room.tricks, FMT.whole);
  }
  const v = entryCell(room.entry);
  if (cc !== null && columns.partsAt !== null && isLive(room)) {
    const declarer = writeContractParts(b, r, columns.partsAt, room, x.vulnerability, cc);
    const ew = room.declarer === "E" || room.declarer === "W";
    b.formula(r, columns.score, ew ? `=-${declarer}` : `=${declarer}`, v, FMT.score);
  } else b.value(r, columns.score, v, typeof v === "number" ? FMT.score : undefined);
}

/**
 * Writes one match's block where `place` says: its title, its header, two rows a board (one a
 * room, the swing on the first), each team's total and VPs, and the checks on them.
 *
 * One piece, about 100 lines: the match's board lines, its totals and VPs and the checks
 * on them all refer to the same rows and columns worked out at the top.
 */
function writeMatch(
  b: SheetBuilder,
  m: ScoredMatch,
  context: MatchContext,
  vp: VpScaleRefs | null,
  place: MatchPlace,
): void {
  const { method, top, imps, columns: L } = context;
  const title = `Round ${m.round}: ${m.home} v ${m.away}`;
  b.block({ kind: "match", title });
  const titleRow = b.row;
  b.put(b.row, 0, { value: title, look: "heading", overflow: true });
  for (let c = 1; c <= L.last; c++) b.put(b.row, c, { look: "heading" });
  b.row++;
  const resultLabel = method === "imps" ? "IMPs" : method === "bam" ? "Won" : "Points";
  const heads: [number, Head][] = [
    [L.board, ["Board", "board"]],
    [L.room, ["Room", "room"]],
    [L.ns, ["NS", "team"]],
    [L.ew, ["EW", "team"]],
    ...(L.contract === null
      ? []
      : ([
          [L.contract.contract, ["Contract", "contract"]],
          [L.contract.by, ["By", "declarer"]],
          [L.contract.tricks, ["Tricks", "tricks"]],
        ] as [number, Head][])),
    [L.score, ["NS score", "score"]],
    [L.net, ["Net", "net"]],
    [L.result, [resultLabel, "swing"]],
    [L.home, [m.home, "result"]],
    [L.away, [m.away, "result"]],
    ...(L.partsAt === null ? [] : CONTRACT_PARTS.map((h, k): [number, Head] => [L.partsAt! + k, h])),
    ...(L.note === null ? [] : ([[L.note, ["Note", "note"]]] as [number, Head][])),
  ];
  const columns = heads.map(([col, [label, role]]) => ({ col, label, role }));
  const header = writeHeader(b, columns);
  for (const x of m.boards) {
    const r = b.row;
    b.row += 2;
    writeRoom(b, r, x, x.homeRoom, L);
    writeRoom(b, r + 1, x, x.awayRoom, L);
    const note = noteOf(x, method);
    if (note !== "") b.text(r, L.note!, note, "note");
    if (x.home === null || x.away === null) continue;
    const net = cellRef(r, L.net);
    const res = cellRef(r, L.result);
    if (x.net !== null) {
      b.formula(r, L.net, `=${cellRef(r, L.score)}-${cellRef(r + 1, L.score)}`, x.net, FMT.score);
      if (method === "imps") {
        b.formula(r, L.result, `=${impOf(net, imps!)}`, x.home - x.away, FMT.imps);
        b.formula(r, L.home, `=MAX(0,${res})`, x.home, FMT.whole);
        b.formula(r, L.away, `=MAX(0,-${res})`, x.away, FMT.whole);
      } else if (method === "bam") {
        b.formula(r, L.result, `=SIGN(${net})`, Math.sign(x.net), FMT.imps);
        b.formula(r, L.home, `=IF(${res}>0,${top},IF(${res}=0,${top / 2},0))`, x.home, "0.#");
        b.formula(r, L.away, `=${top}-${cellRef(r, L.home)}`, x.away, "0.#");
      } else {
        b.formula(r, L.result, `=${net}`, x.net, FMT.score);
        b.formula(r, L.home, `=MAX(0,${res})`, x.home, FMT.whole);
        b.formula(r, L.away, `=MAX(0,-${res})`, x.away, FMT.whole);
      }
    } else {
      // An award or a weighted score: the engine's values, its workings in the note.
      const fmt = "0.##";
      b.value(r, L.result, method === "bam" ? Math.sign(x.home - x.away) : x.home - x.away, fmt);
      b.value(r, L.home, x.home, fmt);
      b.value(r, L.away, x.away, fmt);
    }
  }
  const { first, last } = place;
  if (L.contract !== null) b.suitColumn("contract", L.contract.contract, first, last);
  const col = (c: number): string => rangeRef(first, c, last, c);
  const tr = b.row++;
  b.text(tr, 0, "Total", "total");
  const home = b.formula(tr, L.home, `=SUM(${col(L.home)})`, m.total.home, "0.##", "total");
  const away = b.formula(tr, L.away, `=SUM(${col(L.away)})`, m.total.away, "0.##", "total");
  let vpHome: string | null = null;
  let vpAway: string | null = null;
  if (vp !== null && m.vp !== null) {
    const vr = b.row++;
    b.text(vr, 0, `VPs (${m.boardCount} boards)`, "vp");
    vpHome = b.formula(vr, L.home, `=${vpOf(`(${home}-${away})`, vp)}`, m.vp.home, "0.00", "vp");
    vpAway = b.formula(vr, L.away, `=${vpOf(`(${away}-${home})`, vp)}`, m.vp.away, "0.00", "vp");
  }
  b.table({ title, titleRow, header, rows: [first, last], columns, totals: range(tr, b.row - 1) });
  writeMatchChecks(b, m, context, { home, away, vpHome, vpAway, vp, results: col(L.result) }, title);
  b.row++;
  if (b.row !== place.next || tr !== place.total)
    throw new Error(`The match "${title}" took other rows than were set aside for it.`);
}

/** The cells a match's checks read: each team's total and VPs, the scale, the swings' column. */
interface CheckCells {
  readonly home: string;
  readonly away: string;
  readonly vpHome: string | null;
  readonly vpAway: string | null;
  readonly vp: VpScaleRefs | null;
  readonly results: string;
}

/** The checks of a match, a block of their own under it, each with whether it holds on the engine's numbers. */
function writeMatchChecks(
  b: SheetBuilder,
  m: ScoredMatch,
  { method, top }: MatchContext,
  { home, away, vpHome, vpAway, vp, results }: CheckCells,
  title: string,
): void {
  const scoredBoards = m.boards.filter((x) => x.home !== null && x.away !== null);
  const near = (x: number): boolean => Math.abs(x) < 1e-6;
  const checks: { text: string; formula: string; holds: boolean }[] = [];
  if (method === "bam") {
    checks.push({
      text: `Board points come to ${top} a board scored`,
      formula: `ROUND(${home}+${away}-${top}*COUNT(${results}),6)=0`,
      holds: near(m.total.home + m.total.away - top * scoredBoards.length),
    });
  } else {
    const net = scoredBoards.reduce((s, x) => s + (x.home! - x.away!), 0);
    checks.push({
      text: `${method === "imps" ? "IMPs" : "Points"} to both teams sum to 0: the totals' difference is the boards' net`,
      formula: `ROUND(${home}-${away}-SUM(${results}),6)=0`,
      holds: near(m.total.home - m.total.away - net),
    });
  }
  if (vpHome !== null && vpAway !== null && m.vp !== null)
    checks.push({
      text: `VPs add to ${vp!.total}`,
      formula: `ROUND(${vpHome}+${vpAway}-${vp!.total},6)=0`,
      holds: near(m.vp.home + m.vp.away - vp!.total),
    });
  // The checks are a block of their own (no title of their own: they follow the match's lines).
  b.block({ kind: "checks", title: `Checks of ${title}` });
  for (const c of checks) {
    const r = b.row++;
    b.formula(r, 0, `=IF(${c.formula},"OK","CHECK")`, checkText(c.holds), undefined, "check");
    b.text(r, 1, c.text, "label");
  }
}

/** The standings: place (with tie-breaks), team, played, VPs, won, lost, and a live rank. */
function writeStandings(
  b: SheetBuilder,
  scored: ScoredTeamsEvent,
  cellsOf: ReadonlyMap<string, { vp: string[]; won: string[]; lost: string[] }>,
  withVp: boolean,
): void {
  const title = "Standings";
  b.block({ kind: "standings", title });
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const unit = scored.method === "imps" ? "IMPs" : scored.method === "bam" ? "Points" : "Points";
  const by = scored.standingsBy;
  const columns = columnsOf([
    ["Place", "place"],
    ["Team", "team"],
    ["Played", "played"],
    ...(withVp ? [["VPs", "vp"] as const] : []),
    [`${unit} for`, "scored"],
    [`${unit} against`, "conceded"],
    ["Difference", "difference"],
    ["Rank", "rank"],
  ]);
  const header = writeHeader(b, columns);
  const first = b.row;
  const n = scored.standings.length;
  const last = first + n - 1;
  const vpCol = withVp ? 3 : -1;
  const forCol = withVp ? 4 : 3;
  const diffCol = forCol + 2;
  const rankCol = diffCol + 1;
  const keyCol = by === "vp" ? vpCol : by === "boardPoints" ? forCol : diffCol;
  const keyRange = rangeRef(first, keyCol, last, keyCol, { absolute: true });
  const keyOf = (t: (typeof scored.standings)[number]): number => t.score;
  for (const t of scored.standings) {
    const r = b.row++;
    const cells = cellsOf.get(t.team) ?? { vp: [], won: [], lost: [] };
    b.value(r, 0, t.rank, undefined, "rank");
    b.value(r, 1, t.team, undefined, "team");
    b.value(r, 2, t.played, FMT.whole);
    if (withVp) b.formula(r, vpCol, `=ROUND(${sumOf(cells.vp)},2)`, t.vp ?? 0, "0.00");
    b.formula(r, forCol, `=ROUND(${sumOf(cells.won)},6)`, t.impsFor, "0.##");
    b.formula(r, forCol + 1, `=ROUND(${sumOf(cells.lost)},6)`, t.impsAgainst, "0.##");
    b.formula(
      r,
      diffCol,
      `=ROUND(${cellRef(r, forCol)}-${cellRef(r, forCol + 1)},6)`,
      t.impsFor - t.impsAgainst,
      "+0.##;-0.##;0",
    );
    const above = scored.standings.filter((o) => keyOf(o) > keyOf(t) + 1e-9).length;
    b.formula(r, rankCol, `=SUMPRODUCT(--(${keyRange}>${cellRef(r, keyCol)}))+1`, above + 1, FMT.whole);
  }
  // The standings are written best first: the table's ranking is its rows in order.
  const ranking = scored.standings.map((_, k) => first + k);
  b.table({ title, titleRow, header, rows: [first, last], columns, ranking });
  b.lines(0, standingsNote(by), "note");
}

/** The rows from `first` to `last`, both included. */
function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
}

function sumOf(cells: readonly string[]): string {
  return cells.length === 0 ? "0" : `SUM(${cells.join(",")})`;
}

/** The Butler ranking of the pairs (the engine's values: the datum's workings are not on the sheet). */
function writeButler(b: SheetBuilder, scored: ScoredTeamsEvent): void {
  const title = "Butler ranking of the pairs";
  b.block({ kind: "summary", title });
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const columns = columnsOf([
    ["Pair", "pair"],
    ["Boards", "played"],
    ["IMPs", "total"],
    ["Per board", "average"],
  ]);
  const header = writeHeader(b, columns);
  const first = b.row;
  for (const p of scored.butler) {
    const r = b.row++;
    b.value(r, 0, p.pair);
    b.value(r, 1, p.boards, FMT.whole);
    b.value(r, 2, p.imps, "+0.##;-0.##;0");
    b.formula(r, 3, `=${cellRef(r, 2)}/${cellRef(r, 1)}`, p.imps / p.boards, "+0.00;-0.00;0.00");
  }
  b.table({ title, titleRow, header, rows: [first, b.row - 1], columns });
}
