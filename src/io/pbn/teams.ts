// A teams file's games: each game one room's result on a board of a match ([Room], [HomeTeam],
// [VisitTeam], [Round], [Contract], [Declarer], [Result], [Score]), added to its section as a row,
// and the matches a [MatchScoreTable] publishes.
import { readBoardNumber } from "../numbers";
import {
  boardConditionProblems,
  type FileBoard,
  type FileTableRow,
  type PublishedMatch,
} from "../results-file";
import { describe, readConditions } from "./game-tags";
import { readScore } from "./score-table";
import type { SectionBuilding } from "./sections";
import { NOT_APPLICABLE, rowCells, tableColumns, type Tag } from "./tags";

/**
 * One game of a teams file: a room's result on a board of a match, added to its section as a row
 * of the board. Every problem names the game's line.
 */
export function readTeamsGame(tags: Map<string, Tag>, s: SectionBuilding, problems: string[]): void {
  const boardTag = tags.get("board");
  const first = [...tags.values()].reduce((a, t) => (t.line < a.line ? t : a));
  const where = `line ${(boardTag ?? first).line}`;
  const text = (name: string): string => tags.get(name)?.value.trim() ?? "";
  for (const w of [tags.get("scoring")?.value, tags.get("competition")?.value]) {
    if (w && !s.scoringWords.includes(w)) s.scoringWords.push(w);
  }
  const published = tags.get("matchscoretable");
  if (published) {
    const matches = (s.matches ??= []);
    for (const m of readMatchScoreTable(published, tags.get("totalscoretable"))) matches.push(m);
  }
  if (s.pairs) {
    problems.push(
      `${where}: a room of a teams match in ${describe(s.event, s.section)}, whose other games carry score tables of pairs: a file's section is either a teams event or a pairs event.`,
    );
    return;
  }
  s.teams = true;
  const board = readBoardNumber(boardTag?.value);
  const before = problems.length;
  if (!boardTag || board === null)
    problems.push(
      `${where}: a room of a teams match needs its board: expected [Board "n"] (a whole number from 1)${boardTag ? `, not "${boardTag.value}"` : ""}.`,
    );
  const roomText = text("room");
  const home = text("hometeam");
  const visit = text("visitteam");
  const round = text("round") || "1";
  // Without [Room], a game's HomeTeam is the team that sat NS at its table (the match's other
  // table names the teams the other way round): the match's first game met is its open room.
  const unroomed = roomText === "" && home !== "" && visit !== "";
  const room = unroomed
    ? unroomedRoom(s, round, home, visit)
    : /^open$/i.test(roomText)
      ? "Open"
      : /^closed$/i.test(roomText)
        ? "Closed"
        : null;
  if (room === null)
    problems.push(
      `${where}: ${roomText === "" ? "no [Room]" : `[Room "${roomText}"]`}: expected [Room "Open"] (the home team NS) or [Room "Closed"] (the home team EW) in each game of a teams match.`,
    );
  if (home === "" || visit === "")
    problems.push(
      `${where}: a room of a teams match needs both teams: expected [HomeTeam "..."] and [VisitTeam "..."] with the teams' names.`,
    );
  const { vulnerability, dealer } = readConditions(tags, problems);
  const rawContract = text("contract");
  const passOut = /^(all\s*)?pass(ed)?(\s*out)?$/i.test(rawContract);
  const contract = NOT_APPLICABLE(rawContract) ? "" : passOut ? "Pass" : rawContract;
  const declarer = passOut || NOT_APPLICABLE(text("declarer")) ? "" : text("declarer");
  const tricks = passOut ? "" : readResultTag(text("result"), declarer, where, problems);
  const score = readScoreTag(text("score"), declarer, where, problems);
  if (problems.length > before || room === null || board === null) return;
  const [ns, ew] = unroomed || room === "Open" ? [home, visit] : [visit, home];
  const key = [round, ns.toLowerCase(), ew.toLowerCase(), board, room].join("\u0000");
  s.rooms ??= new Set<string>();
  if (s.rooms.has(key)) {
    problems.push(
      unroomed
        ? `${where}: board ${board} of ${home} v ${visit} (round ${round}) appears a second time with ${home} NS: without [Room], each game's HomeTeam is the team NS at its table, so the match's other table names ${visit} as HomeTeam.`
        : `${where}: board ${board} of ${home} v ${visit} (round ${round}) appears a second time in the ${room.toLowerCase()} room.`,
    );
    return;
  }
  s.rooms.add(key);
  const fileBoard: FileBoard = { board, vulnerability, dealer, rows: [] };
  let b = s.byNumber.get(board);
  if (!b) {
    problems.push(...boardConditionProblems(fileBoard, where));
    b = fileBoard;
    s.boards.push(b);
    s.byNumber.set(board, b);
  }
  (b.rows as FileTableRow[]).push({
    table: "",
    ns,
    ew,
    contract,
    declarer,
    lead: "",
    tricks,
    score: score === null ? (contract === "" ? "NP" : "") : score,
    published: {},
    source: where,
    round,
    room,
  });
}

/**
 * The room of a teams game without [Room], its HomeTeam being the team NS at its table: "Open"
 * when its HomeTeam is the home team of its match (the HomeTeam of the match's first game met in
 * the section, round by round), else "Closed".
 */
function unroomedRoom(s: SectionBuilding, round: string, home: string, visit: string): "Open" | "Closed" {
  const key = [round, ...[home.toLowerCase(), visit.toLowerCase()].sort()].join("\u0000");
  s.homeOf ??= new Map<string, string>();
  const first = s.homeOf.get(key);
  if (first === undefined) s.homeOf.set(key, home.toLowerCase());
  return (first ?? home.toLowerCase()) === home.toLowerCase() ? "Open" : "Closed";
}

/**
 * A [Result] tag as the traveller reads it: the tricks declarer took ("10"), also "NS 10" / "EW 3"
 * (the tricks of a side, taken for declarer's side only), "" when the tag is empty.
 */
function readResultTag(text: string, declarer: string, where: string, problems: string[]): number | string {
  const t = text.replace(/^\^/, "").trim();
  if (NOT_APPLICABLE(t)) return "";
  if (/^\d+$/.test(t)) return Number(t);
  const side = /^(NS|EW)\s+(\d+)(?:\s+(NS|EW)\s+(\d+))?$/i.exec(t);
  const decl = /^[NS]$/i.test(declarer) ? "NS" : /^[EW]$/i.test(declarer) ? "EW" : null;
  if (side && decl) {
    if (side[1].toUpperCase() === decl) return Number(side[2]);
    if (side[3]?.toUpperCase() === decl) return Number(side[4]);
    return 13 - Number(side[2]);
  }
  problems.push(`${where}: [Result "${text}"]: expected the number of tricks declarer took (0 to 13).`);
  return "";
}

/**
 * A [Score] tag as the traveller's NS score: "NS 420", "EW 50" (NS -50), "NS 420 EW -420", or
 * declarer's score alone ("420", declarer N or S; "-100", declarer E or W is NS +100); an award
 * to each side ("NS A+ EW A-", or one side's, the other side's mirrored); a weighted score as the
 * traveller writes it ("60% 420, 40% -50"). Null for an empty tag.
 */
function readScoreTag(
  text: string,
  declarer: string,
  where: string,
  problems: string[],
): number | string | null {
  if (NOT_APPLICABLE(text)) return null;
  if (/^NP$/i.test(text)) return "NP";
  if (/^[+-]?\d+$/.test(text)) {
    const n = Number(text);
    return /^[EW]$/i.test(declarer) ? (n === 0 ? 0 : -n) : n;
  }
  const m = /^(NS|EW)\s+(\S+)(?:\s+(NS|EW)\s+(\S+))?$/i.exec(text);
  if (m && (m[3] === undefined || m[3].toUpperCase() !== m[1].toUpperCase())) {
    const cells: Record<string, string> = { NS: "-", EW: "-" };
    cells[m[1].toUpperCase()] = m[2];
    if (m[3] !== undefined) cells[m[3].toUpperCase()] = m[4];
    return readScore(cells.NS, cells.EW, undefined, `${where}: [Score "${text}"]`, problems);
  }
  // A weighted score (the standard has no form for one) as the traveller writes it: the traveller
  // reader checks it.
  if (/%|\d\s*\/\s*\d/.test(text)) return text;
  problems.push(
    `${where}: [Score "${text}"]: expected the NS score ("NS 420", "EW 50", "NS 420 EW -420"), or an award to each side ("NS A+ EW A-").`,
  );
  return null;
}

/**
 * The matches a [MatchScoreTable] publishes (Round, TeamId_Home, TeamId_Away, then IMP_, BAM_ or
 * Score_ Home and Away, and VP_Home, VP_Away), the team numbers named by the [TotalScoreTable]'s
 * TeamId and TeamName columns of the same game.
 */
function readMatchScoreTable(tag: Tag, total: Tag | undefined): PublishedMatch[] {
  const teamNames = new Map<string, string>();
  if (total) {
    const cols = tableColumns(total.value).map((c) => c.name.toLowerCase());
    const id = cols.indexOf("teamid");
    const name = cols.indexOf("teamname");
    for (const d of total.data) {
      const cells = rowCells(d.text);
      if (id >= 0 && name >= 0 && cells.length === cols.length) teamNames.set(cells[id], cells[name]);
    }
  }
  const cols = tableColumns(tag.value).map((c) => c.name.toLowerCase());
  const at = (...names: string[]): number => cols.findIndex((c) => names.includes(c));
  const [round, home, away] = [at("round"), at("teamid_home"), at("teamid_away")];
  const [th, ta] = [at("imp_home", "bam_home", "score_home"), at("imp_away", "bam_away", "score_away")];
  const [vh, va] = [at("vp_home"), at("vp_away")];
  const out: PublishedMatch[] = [];
  if (home < 0 || away < 0) return out;
  const pair = (h: number, a: number, cells: string[]) => {
    const x = Number(cells[h]);
    const y = Number(cells[a]);
    return h >= 0 && a >= 0 && Number.isFinite(x) && Number.isFinite(y) ? { home: x, away: y } : null;
  };
  for (const d of tag.data) {
    const cells = rowCells(d.text);
    if (cells.length !== cols.length) continue;
    out.push({
      round: round >= 0 ? cells[round] : "1",
      home: teamNames.get(cells[home]) ?? cells[home],
      away: teamNames.get(cells[away]) ?? cells[away],
      total: pair(th, ta, cells),
      vp: pair(vh, va, cells),
    });
  }
  return out;
}
