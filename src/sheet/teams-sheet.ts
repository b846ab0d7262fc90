// The results sheet of a teams event: for each match a block with each board's score in both
// rooms, the net score, the IMPs (looked up on the IMP scale beside the matches) or board points
// to each team, the totals, the VPs (looked up on the VP scale beside them) and the checks; then
// the standings with live ranks, and the Butler ranking of the pairs.
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
import { columnsOf, SheetBuilder, writeHeader } from "./builder";
import { impOf, ImpScaleRefs, writeImpScale } from "./impscale";
import { SheetModel } from "./model";
import { type SheetNames, uniqueSheetName } from "./names";
import { FMT } from "./styles";
import { SheetVpScale, vpOf, VpScaleRefs, writeVpScale } from "./teams-vpscale";

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

/** Columns of a match block. */
const C = {
  board: 0,
  room1: 1,
  score1: 2,
  room2: 3,
  score2: 4,
  net: 5,
  result: 6,
  home: 7,
  away: 8,
  note: 9,
};

/** The first column of the scales set beside the matches. */
const SCALE_COL = 11;

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

/**
 * Lays out a scored teams event as a results sheet (docs/conventions.md, "Teams events").
 *
 * @example
 * const sheet = buildTeamsSheet(scoreTeamsEvent(event, { vp: wbfVp }), { method: "imps", vp: "wbf" });
 */
export function buildTeamsSheet(scored: ScoredTeamsEvent, options: TeamsSheetOptions): SheetModel {
  const b = new SheetBuilder();
  const method = options.method;
  const table = options.impTable ?? DEFAULT_TEAMS_OPTIONS.impTable;
  const top = options.bamScale === "british" ? 2 : 1;

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

  // The scales beside the matches: the IMP scale, then a VP scale for each match length.
  let scaleCol = SCALE_COL;
  let imps: ImpScaleRefs | null = null;
  if (method === "imps") {
    imps = writeImpScale(b, table, 3, scaleCol);
    scaleCol += 3;
  }
  const vpRefs = new Map<number, VpScaleRefs>();
  if (options.vp !== null) {
    const lengths = [...new Set(scored.matches.map((m) => m.boardCount))].sort((x, y) => x - y);
    // One block serves every length on the discrete scale or a given scale of one column.
    const anyLength =
      options.vp === "discrete" ||
      (typeof options.vp !== "string" && options.vp.columns.every((c) => c.boards === null));
    const lengthsShown = anyLength ? lengths.slice(0, 1) : lengths;
    for (const n of lengthsShown) {
      const refs = writeVpScale(b, options.vp, n, 3, scaleCol);
      if (anyLength) for (const l of lengths) vpRefs.set(l, refs);
      else vpRefs.set(n, refs);
      scaleCol += 3;
    }
  }

  b.row = 3;
  const cellsOf = new Map<string, { vp: string[]; won: string[]; lost: string[] }>();
  const tally = (team: string) => {
    const t = cellsOf.get(team) ?? { vp: [], won: [], lost: [] };
    cellsOf.set(team, t);
    return t;
  };
  for (const m of scored.matches) {
    const cells = writeMatch(b, m, method, top, imps, options.vp === null ? null : vpRefs.get(m.boardCount)!);
    for (const [team, mine, theirs, vp] of [
      [m.home, cells.home, cells.away, cells.vpHome],
      [m.away, cells.away, cells.home, cells.vpAway],
    ] as const) {
      const t = tally(team);
      t.won.push(mine);
      t.lost.push(theirs);
      if (vp !== null) t.vp.push(vp);
    }
    b.row++;
  }
  writeStandings(b, scored, cellsOf, options.vp !== null);
  b.row++;
  writeButler(b, scored);
  return {
    ...b.build(uniqueSheetName("Teams", options.existingNames ?? []), 3),
    print: { orientation: "landscape", fitToWidth: 1, titleRows: 2 },
  };
}

/**
 * Writes one match's block from `b.row`; returns the cells of each team's total and VPs.
 *
 * One piece, about 120 lines: the match's board lines, its totals and VPs and the checks
 * on them all refer to the same rows and columns worked out at the top.
 */
function writeMatch(
  b: SheetBuilder,
  m: ScoredMatch,
  method: TeamsMethod,
  top: number,
  imps: ImpScaleRefs | null,
  vp: VpScaleRefs | null,
): { home: string; away: string; vpHome: string | null; vpAway: string | null } {
  const title = `Round ${m.round}: ${m.home} v ${m.away}`;
  b.block({ kind: "match", title });
  const titleRow = b.row;
  b.put(b.row, 0, { value: title, look: "heading", overflow: true });
  for (let c = 1; c <= C.note; c++) b.put(b.row, c, { look: "heading" });
  b.row++;
  const resultLabel = method === "imps" ? "IMPs" : method === "bam" ? "Won" : "Points";
  const columns = columnsOf([
    ["Board", "board"],
    ["Room", "room"],
    ["NS score", "score"],
    ["Room", "room"],
    ["NS score", "score"],
    ["Net", "net"],
    [resultLabel, "swing"],
    [m.home, "result"],
    [m.away, "result"],
    ["Note", "note"],
  ]);
  const header = writeHeader(b, columns);
  const first = b.row;
  for (const x of m.boards) {
    const r = b.row++;
    b.value(r, C.board, x.board, FMT.whole);
    const rooms: [RoomResult, number, number][] = [
      [x.homeRoom, C.room1, C.score1],
      [x.awayRoom, C.room2, C.score2],
    ];
    for (const [room, rc, sc] of rooms) {
      b.value(r, rc, room.room);
      const v = entryCell(room.entry);
      b.value(r, sc, v, typeof v === "number" ? FMT.score : undefined);
    }
    const note = noteOf(x, method);
    if (note !== "") b.text(r, C.note, note, "note");
    if (x.home === null || x.away === null) continue;
    const net = cellRef(r, C.net);
    const res = cellRef(r, C.result);
    if (x.net !== null) {
      b.formula(r, C.net, `=${cellRef(r, C.score1)}-${cellRef(r, C.score2)}`, x.net, FMT.score);
      if (method === "imps") {
        b.formula(r, C.result, `=${impOf(net, imps!)}`, x.home - x.away, FMT.imps);
        b.formula(r, C.home, `=MAX(0,${res})`, x.home, FMT.whole);
        b.formula(r, C.away, `=MAX(0,-${res})`, x.away, FMT.whole);
      } else if (method === "bam") {
        b.formula(r, C.result, `=SIGN(${net})`, Math.sign(x.net), FMT.imps);
        b.formula(r, C.home, `=IF(${res}>0,${top},IF(${res}=0,${top / 2},0))`, x.home, "0.#");
        b.formula(r, C.away, `=${top}-${cellRef(r, C.home)}`, x.away, "0.#");
      } else {
        b.formula(r, C.result, `=${net}`, x.net, FMT.score);
        b.formula(r, C.home, `=MAX(0,${res})`, x.home, FMT.whole);
        b.formula(r, C.away, `=MAX(0,-${res})`, x.away, FMT.whole);
      }
    } else {
      // An award or a weighted score: the engine's values, its workings in the note.
      const fmt = "0.##";
      b.value(r, C.result, method === "bam" ? Math.sign(x.home - x.away) : x.home - x.away, fmt);
      b.value(r, C.home, x.home, fmt);
      b.value(r, C.away, x.away, fmt);
    }
  }
  const last = b.row - 1;
  const col = (c: number): string => rangeRef(first, c, last, c);
  const tr = b.row++;
  b.text(tr, 0, "Total", "total");
  const home = b.formula(tr, C.home, `=SUM(${col(C.home)})`, m.total.home, "0.##", "total");
  const away = b.formula(tr, C.away, `=SUM(${col(C.away)})`, m.total.away, "0.##", "total");
  let vpHome: string | null = null;
  let vpAway: string | null = null;
  if (vp !== null && m.vp !== null) {
    const vr = b.row++;
    b.text(vr, 0, `VPs (${m.boardCount} boards)`, "vp");
    vpHome = b.formula(vr, C.home, `=${vpOf(`(${home}-${away})`, vp)}`, m.vp.home, "0.00", "vp");
    vpAway = b.formula(vr, C.away, `=${vpOf(`(${away}-${home})`, vp)}`, m.vp.away, "0.00", "vp");
  }
  b.table({ title, titleRow, header, rows: [first, last], columns, totals: range(tr, b.row - 1) });
  // Checks.
  // Checks, each with whether it holds on the engine's numbers (its cached value).
  const scoredBoards = m.boards.filter((x) => x.home !== null && x.away !== null);
  const near = (x: number): boolean => Math.abs(x) < 1e-6;
  const checks: { text: string; formula: string; holds: boolean }[] = [];
  if (method === "bam") {
    checks.push({
      text: `Board points come to ${top} a board scored`,
      formula: `ROUND(${home}+${away}-${top}*COUNT(${col(C.result)}),6)=0`,
      holds: near(m.total.home + m.total.away - top * scoredBoards.length),
    });
  } else {
    const net = scoredBoards.reduce((s, x) => s + (x.home! - x.away!), 0);
    checks.push({
      text: `${method === "imps" ? "IMPs" : "Points"} to both teams sum to 0: the totals' difference is the boards' net`,
      formula: `ROUND(${home}-${away}-SUM(${col(C.result)}),6)=0`,
      holds: near(m.total.home - m.total.away - net),
    });
  }
  if (vpHome !== null && m.vp !== null)
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
  return { home, away, vpHome, vpAway };
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
  b.lines(
    0,
    "Rank counts the teams ahead on " +
      (by === "vp" ? "VPs" : by === "boardPoints" ? "board points" : "the difference") +
      "; Place breaks ties as the WBF General Conditions of Contest do for a round robin: the matches among the tied teams, then the IMP quotient. Teams still level share a place (2=).",
    "note",
  );
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
