// Reading a USEBIO file (the EBU's XML results format, version 1.2): its events, sessions,
// sections and boards, each BOARD's TRAVELLER_LINEs, names from PARTICIPANTS and the event's
// scoring type. HANDSET (the hands) is passed over. Each traveller line becomes a traveller row
// in the notation the traveller reader reads (docs/formats.md says how each element is taken).
//
// A teams event (an EVENT_TYPE naming teams, such as TEAMS or SWISS_TEAMS, or MATCH elements naming
// their TEAM) gives its boards inside MATCH elements: ROUND_NUMBER, TEAM and OPPOSING_TEAM (the home
// and away teams' numbers, named by PARTICIPANTS' TEAMs), and each BOARD's two rooms as
// TRAVELLER_LINEs whose DIRECTION says where TEAM sat. Each group of matches becomes a section of
// kind "teams", one row per room, read back by the core's teams reader.
import { decodeBytes, type FileBytes } from "./decode";
import {
  boardConditionProblems,
  FileBoard,
  FileSection,
  FileTableRow,
  inferScale,
  methodFromWords,
  PublishedMatch,
  ResultsFile,
  ResultsFileError,
  teamsMethodFromWords,
} from "./results-file";
import { readBoardNumber as boardNumber, readCount, readWhole } from "./numbers";
import { childText, parseXml, XmlElement, XmlError } from "./xml";
import { parseSeat, parseVulnerability, type Seat, type Vulnerability } from "../scoring";

/** Whether text looks like a USEBIO file: an XML document whose root element is USEBIO. */
export function looksLikeUsebio(text: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+USEBIO[^>[]*(\[[^\]]*\]\s*)?>\s*)?<USEBIO[\s>]/i.test(
    text.slice(0, 4000).replace(/^\uFEFF/, ""),
  );
}

/** An element with its path from the root (`USEBIO/EVENT/SESSION[2]/SECTION`) for messages. */
interface Placed {
  readonly el: XmlElement;
  readonly path: string;
}

/** The child elements of that name, each with its path (an index when there are several). */
function placed(parent: Placed, name: string): Placed[] {
  const found = parent.el.children.filter((c) => c.name === name);
  return found.map((el, k) => ({
    el,
    path: `${parent.path}/${name}${found.length > 1 ? `[${k + 1}]` : ""}`,
  }));
}

const at = (p: Placed): string => `${p.path} (line ${p.el.line})`;

/** An element's value: its text, or the attribute of that name on the element (some programs use attributes). */
function value(el: XmlElement, name: string): string | undefined {
  return childText(el, name) ?? el.attributes[name];
}

/**
 * Reads a USEBIO file's results. The XML is read without loading its DTD or expanding any entity
 * beyond the predefined ones (see xml.ts). Throws ResultsFileError listing every problem with the
 * element's path and line.
 *
 * @example
 * readUsebio(bytes, "club.xml").sections[0].boards[0].rows[0].score; // 420
 */
export function readUsebio(input: FileBytes | string, file = "file"): ResultsFile {
  const text = typeof input === "string" ? input : decodeBytes(input);
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (e) {
    if (e instanceof XmlError)
      throw new ResultsFileError(file, [`${e.message} (the file is not well-formed XML)`]);
    throw e;
  }
  if (root.name !== "USEBIO") {
    throw new ResultsFileError(file, [
      `line ${root.line}: the root element is <${root.name}>: expected <USEBIO> (USEBIO 1.2).`,
    ]);
  }
  const problems: string[] = [];
  const top: Placed = { el: root, path: "USEBIO" };
  const events = [...placed(top, "EVENT"), ...placed(top, "CLUB").flatMap((c) => placed(c, "EVENT"))];
  if (events.length === 0) problems.push(`${at(top)}: no EVENT: expected <EVENT> with its boards.`);
  const sections: FileSection[] = [];
  for (const event of events) {
    const title =
      value(event.el, "EVENT_DESCRIPTION") ?? value(event.el, "EVENT_NAME") ?? value(event.el, "TITLE") ?? "";
    const words = [
      ...new Set(
        [value(event.el, "EVENT_TYPE"), value(event.el, "SCORING_METHOD"), value(event.el, "SCORING_TYPE")]
          .filter((w): w is string => w !== undefined && w.trim() !== "")
          .map((w) => w.trim()),
      ),
    ].join("; ");
    if (!/PAIR/i.test(words) && (/TEAM/i.test(words) || teamMatches(event).length > 0)) {
      sections.push(...readTeams(event, title, words, problems));
      continue;
    }
    const method = methodFromWords(words);
    const eventNames = readParticipants(event);

    // Where the boards are: directly under EVENT, under SESSION, or under SESSION's SECTIONs.
    const groups: { at: Placed; name: string; names: Map<string, string> }[] = [];
    if (placed(event, "BOARD").length > 0) groups.push({ at: event, name: "", names: eventNames });
    for (const session of placed(event, "SESSION")) {
      const sessionNames = new Map([...eventNames, ...readParticipants(session)]);
      if (placed(session, "BOARD").length > 0)
        groups.push({ at: session, name: value(session.el, "SESSION_NUMBER") ?? "", names: sessionNames });
      for (const section of placed(session, "SECTION")) {
        const id =
          value(section.el, "SECTION_ID") ??
          value(section.el, "SECTION_NAME") ??
          value(section.el, "SECTION_LETTER") ??
          "";
        groups.push({
          at: section,
          name: id,
          names: new Map([...sessionNames, ...readParticipants(section)]),
        });
      }
    }
    if (groups.length === 0)
      problems.push(`${at(event)}: no BOARD: expected <BOARD> elements under EVENT, SESSION or SECTION.`);
    const across = scoredAcross(event.el) || placed(event, "SESSION").some((s) => scoredAcross(s.el));
    const read = groups.map((g) => ({ ...g, ...readBoards(g.at, problems) }));
    if (across && read.length > 1) {
      // One field: pair numbers carry their section's name so pair 1 of A and pair 1 of B stay apart.
      const merged = new Map<number, FileBoard>();
      const names = new Map<string, string>();
      for (const g of read) {
        const prefix = g.name || `${read.indexOf(g) + 1}`;
        for (const [k, v] of g.names) names.set(k.replace(/(\S+)$/, `${prefix}$1`), v);
        for (const b of g.boards) {
          const rows = b.rows.map((r) => ({ ...r, ns: prefix + r.ns, ew: prefix + r.ew }));
          const m = merged.get(b.board);
          merged.set(b.board, m ? { ...m, rows: [...m.rows, ...rows] } : { ...b, rows });
        }
      }
      const boards = [...merged.values()].sort((a, b) => a.board - b.board);
      sections.push(
        makeSection(
          title,
          "",
          boards,
          names,
          method,
          words,
          read.some((g) => g.directed),
        ),
      );
    } else {
      for (const g of read)
        sections.push(makeSection(title, g.name, g.boards, g.names, method, words, g.directed));
    }
  }
  if (problems.length > 0) throw new ResultsFileError(file, problems);
  return { format: "usebio", sections };
}

function makeSection(
  event: string,
  section: string,
  boards: FileBoard[],
  names: Map<string, string>,
  method: ReturnType<typeof methodFromWords>,
  words: string,
  directed: boolean,
): FileSection {
  const scale = inferScale(boards);
  return {
    event,
    section,
    boards,
    names,
    scoring: {
      ...(method ? { method } : {}),
      ...(scale ? { scale } : {}),
      // Pair numbers with their direction (1NS, 1EW) say it is a Mitchell; plain numbers say
      // nothing, and the event layer tells the movement from them, saying so.
      ...(directed ? { movement: "mitchell" as const } : {}),
      ...(words ? { described: words } : {}),
    },
  };
}

/** Whether an element says its sections are scored across (an element or attribute naming "across" set to Y, YES, TRUE or 1). */
function scoredAcross(el: XmlElement): boolean {
  const yes = (s: string | undefined): boolean => s !== undefined && /^(Y|YES|TRUE|1)$/i.test(s.trim());
  return (
    el.children.some((c) => /ACROSS/i.test(c.name) && yes(c.text)) ||
    Object.entries(el.attributes).some(([k, v]) => /ACROSS/i.test(k) && yes(v))
  );
}

/** Names from PARTICIPANTS: each PAIR's number and its PLAYERs' names (or a TEAM's name). */
function readParticipants(parent: Placed): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of placed(parent, "PARTICIPANTS")) {
    for (const pair of [...placed(p, "PAIR"), ...placed(p, "TEAM")]) {
      const raw = (value(pair.el, "PAIR_NUMBER") ?? value(pair.el, "TEAM_NUMBER") ?? "").trim();
      const players = pair.el.children
        .filter((c) => c.name === "PLAYER")
        .map((c) => (childText(c, "PLAYER_NAME") ?? "").trim())
        .filter((n) => n !== "");
      const who =
        players.length > 0
          ? players.join(" - ")
          : (value(pair.el, "TEAM_NAME") ?? value(pair.el, "PAIR_NAME") ?? "").trim();
      if (raw === "" || who === "") continue;
      const m = /^(\d+)\s*(NS|EW)$/i.exec(raw);
      const dir = (value(pair.el, "DIRECTION") ?? "").toUpperCase().replace(/[^NSEW]/g, "");
      if (m) names.set(`${m[2].toUpperCase()} ${m[1]}`, who);
      else if (dir === "NS" || dir === "EW") names.set(`${dir} ${raw}`, who);
      else names.set(raw, who);
    }
  }
  return names;
}

/** A BOARD's BOARD_NUMBER, a whole number from 1; anything else is a problem and null. */
function readBoardNumber(b: Placed, problems: string[]): number | null {
  const numberText = value(b.el, "BOARD_NUMBER")?.trim() ?? "";
  const board = boardNumber(numberText);
  if (board === null) {
    problems.push(
      `${at(b)}: BOARD_NUMBER is ${numberText === "" ? "missing" : `"${numberText}"`}: expected a whole number from 1.`,
    );
    return null;
  }
  return board;
}

/** A BOARD's VULNERABILITY and DEALER, each null when absent; one that does not parse is a problem and null. */
function readConditions(
  b: Placed,
  problems: string[],
): { vulnerability: Vulnerability | null; dealer: Seat | null } {
  const cond = <T>(name: string, parse: (s: string) => T): T | null => {
    const v = value(b.el, name)?.trim();
    if (!v) return null;
    try {
      return parse(v);
    } catch (e) {
      problems.push(`${at(b)}/${name}: ${(e as Error).message}`);
      return null;
    }
  };
  return {
    vulnerability: cond<Vulnerability>("VULNERABILITY", parseVulnerability),
    dealer: cond<Seat>("DEALER", parseSeat),
  };
}

/** The boards of a group, each TRAVELLER_LINE as a traveller row; `directed` when pair numbers carry NS / EW. */
function readBoards(group: Placed, problems: string[]): { boards: FileBoard[]; directed: boolean } {
  const boards: FileBoard[] = [];
  const seen = new Set<number>();
  let directed = false;
  for (const b of placed(group, "BOARD")) {
    const board = readBoardNumber(b, problems);
    if (board === null) continue;
    if (seen.has(board)) {
      problems.push(`${at(b)}: board ${board} appears a second time in ${group.path}.`);
      continue;
    }
    const { vulnerability, dealer } = readConditions(b, problems);
    const rows: FileTableRow[] = [];
    for (const line of placed(b, "TRAVELLER_LINE")) {
      const row = readLine(line, problems);
      if (row === null) continue;
      if (row.directed) directed = true;
      rows.push(row.row);
    }
    const fileBoard: FileBoard = { board, vulnerability, dealer, rows };
    problems.push(...boardConditionProblems(fileBoard, at(b)));
    boards.push(fileBoard);
    seen.add(board);
  }
  boards.sort((x, y) => x.board - y.board);
  return { boards, directed };
}

/** A pair number as written: `3`, or a Mitchell `3NS` / `3EW` (which must match its side). */
function pairNumber(
  text: string | undefined,
  side: "NS" | "EW",
  where: string,
  problems: string[],
): { id: string; directed: boolean } {
  const t = (text ?? "").trim();
  const m = /^([A-Za-z]?\d+)\s*(NS|EW|N|E)?$/i.exec(t);
  if (!m) {
    problems.push(
      `${where}: ${side}_PAIR_NUMBER is ${t === "" ? "missing" : `"${t}"`}: expected a pair number such as 3 or 3${side}.`,
    );
    return { id: t, directed: false };
  }
  const dir = m[2]?.toUpperCase();
  if (dir && !side.startsWith(dir[0])) {
    problems.push(`${where}: ${side}_PAIR_NUMBER "${t}" names the other direction: expected ${m[1]}${side}.`);
  }
  return { id: m[1], directed: dir !== undefined };
}

/** One TRAVELLER_LINE as a traveller row (in a teams match, its pair numbers may be left out). */
function readLine(
  line: Placed,
  problems: string[],
  pairsOptional = false,
): { row: FileTableRow; directed: boolean } | null {
  const el = line.el;
  const where = at(line);
  const before = problems.length;
  const pair = (side: "NS" | "EW") => {
    const text = value(el, `${side}_PAIR_NUMBER`);
    return pairsOptional && (text ?? "").trim() === ""
      ? { id: "", directed: false }
      : pairNumber(text, side, where, problems);
  };
  const ns = pair("NS");
  const ew = pair("EW");
  const rawContract = (value(el, "CONTRACT") ?? "").trim();
  const rawScore = (value(el, "SCORE") ?? value(el, "NS_SCORE") ?? "").trim().replace(/\s+/g, "");
  const passOut = /^(PASS|PASSED|ALLPASS|P)$/i.test(rawContract.replace(/\s+/g, ""));
  // USEBIO doubles with X (or *): 4HX, 3NT**; the traveller reads X and XX.
  const contract = passOut ? "Pass" : rawContract.replace(/\*\*$/, "XX").replace(/\*$/, "X");
  const playedBy = (value(el, "PLAYED_BY") ?? "").trim();
  const tricksText = (value(el, "TRICKS") ?? "").trim();
  let score: number | string = "";
  const award = /^A(\d{2,3})(\d{2})$/i.exec(rawScore);
  if (award) {
    // An adjusted score: NS's percentage then EW's (A6040 is 60% to NS, 40% to EW).
    score = `A${Number(award[1])}/A${Number(award[2])}`;
  } else if (/^(A[+=-]|A[+=-]\/A[+=-]|NP)$/i.test(rawScore)) score = rawScore.toUpperCase();
  else if (readWhole(rawScore) !== null) score = readWhole(rawScore)!;
  else if (rawScore !== "") {
    problems.push(
      `${where}/SCORE is "${rawScore}": expected the NS score in points, or an adjusted score such as A6040 (NS 60%, EW 40%).`,
    );
  }
  if (contract === "" && score === "" && problems.length === before) {
    problems.push(
      `${where}: no CONTRACT and no SCORE: expected a contract with PLAYED_BY and TRICKS, a SCORE, or an adjusted SCORE such as A5050.`,
    );
  }
  if (tricksText !== "" && readCount(tricksText) === null) {
    problems.push(`${where}/TRICKS is "${tricksText}": expected the tricks declarer took, 0 to 13.`);
  }
  if (problems.length > before) return null;
  const awardRow = typeof score === "string" && score !== "";
  const published: Record<string, string> = {};
  const put = (name: string, key: string): void => {
    const v = value(el, name)?.trim();
    if (v !== undefined && v !== "" && v !== "-") published[key] = v;
  };
  put("NS_MATCH_POINTS", "MP_NS");
  put("EW_MATCH_POINTS", "MP_EW");
  put("NS_PERCENTAGE", "Percentage_NS");
  put("EW_PERCENTAGE", "Percentage_EW");
  put("NS_IMPS", "IMP_NS");
  put("EW_IMPS", "IMP_EW");
  return {
    directed: ns.directed || ew.directed,
    row: {
      table: (value(el, "TABLE_NUMBER") ?? "").trim(),
      ns: ns.id,
      ew: ew.id,
      contract: awardRow ? "" : contract,
      declarer: passOut || awardRow ? "" : playedBy,
      lead: passOut || awardRow ? "" : readLead(value(el, "LEAD")),
      tricks: passOut || awardRow || tricksText === "" ? "" : Number(tricksText),
      score,
      published,
      source: where,
    },
  };
}

/** A lead as the traveller writes it, suit first: USEBIO's `KH` (rank first) becomes `HK`, `TD` `D10`. */
function readLead(text: string | undefined): string {
  const t = (text ?? "").trim().toUpperCase();
  const m = /^(10|[2-9TJQKA])([SHDC])$/.exec(t);
  if (!m) return t;
  return `${m[2]}${m[1] === "T" ? "10" : m[1]}`;
}

/** The MATCH elements of an event that name their TEAM: under EVENT, SESSION or SESSION/SECTION. */
function teamMatches(event: Placed): Placed[] {
  return teamGroups(event).flatMap((g) =>
    placed(g.at, "MATCH").filter((m) => value(m.el, "TEAM") !== undefined),
  );
}

/** Where a teams event's matches may be: the event, each session, each session's sections. */
function teamGroups(event: Placed): { at: Placed; name: string; parents: Placed[] }[] {
  const groups = [{ at: event, name: "", parents: [] as Placed[] }];
  for (const session of placed(event, "SESSION")) {
    groups.push({ at: session, name: value(session.el, "SESSION_NUMBER") ?? "", parents: [event] });
    for (const section of placed(session, "SECTION"))
      groups.push({
        at: section,
        name: value(section.el, "SECTION_ID") ?? value(section.el, "SECTION_NAME") ?? "",
        parents: [event, session],
      });
  }
  return groups;
}

/** Team names by number, from PARTICIPANTS' TEAMs (TEAM_ID or TEAM_NUMBER; TEAM_NAME, else its players). */
function teamNames(parents: readonly Placed[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const parent of parents)
    for (const p of placed(parent, "PARTICIPANTS"))
      for (const team of placed(p, "TEAM")) {
        const id = (value(team.el, "TEAM_ID") ?? value(team.el, "TEAM_NUMBER") ?? "").trim();
        const players = team.el.children
          .filter((c) => c.name === "PLAYER")
          .map((c) => (childText(c, "PLAYER_NAME") ?? "").trim())
          .filter((n) => n !== "");
        const name = (value(team.el, "TEAM_NAME") ?? "").trim() || players.join(" - ");
        if (id !== "" && name !== "") names.set(id, name);
      }
  return names;
}

/**
 * A teams event's sections: each EVENT, SESSION or SECTION that holds MATCH elements is one, its
 * rows the rooms of its matches' boards (the home team, TEAM, NS in the room its DIRECTION says
 * it sat NS: the open room).
 */
function readTeams(event: Placed, title: string, words: string, problems: string[]): FileSection[] {
  const boardScoring = (value(event.el, "BOARD_SCORING_METHOD") ?? "").trim();
  const matchScoring = (value(event.el, "MATCH_SCORING_METHOD") ?? "").trim();
  const described = [...new Set([words, boardScoring, matchScoring].filter((w) => w !== ""))].join("; ");
  const teamsMethod = teamsMethodFromWords(boardScoring) ?? teamsMethodFromWords(words);
  const vps = /^VP/i.test(matchScoring);
  const sections: FileSection[] = [];
  for (const g of teamGroups(event)) {
    const matches = placed(g.at, "MATCH");
    if (matches.length === 0) continue;
    const names = teamNames([...g.parents, g.at]);
    const boards = new Map<number, FileBoard>();
    const published: PublishedMatch[] = [];
    for (const match of matches) {
      const round = (value(match.el, "ROUND_NUMBER") ?? "").trim() || "1";
      const teamId = (value(match.el, "TEAM") ?? "").trim();
      const oppId = (value(match.el, "OPPOSING_TEAM") ?? "").trim();
      if (teamId === "" || oppId === "") {
        problems.push(
          `${at(match)}: a MATCH needs its two teams: expected TEAM and OPPOSING_TEAM with the teams' numbers.`,
        );
        continue;
      }
      const home = names.get(teamId) ?? teamId;
      const away = names.get(oppId) ?? oppId;
      published.push(publishedMatch(match, round, home, away, vps));
      const seen = new Set<number>();
      for (const b of placed(match, "BOARD")) {
        const read = readMatchBoard(b, problems);
        if (read === null) continue;
        if (seen.has(read.board.board)) {
          problems.push(`${at(b)}: board ${read.board.board} appears a second time in ${match.path}.`);
          continue;
        }
        seen.add(read.board.board);
        const rows = read.lines.map(({ row, direction }, k) => {
          // Where TEAM sat: its DIRECTION, else the pair numbers, else the first line NS.
          const homeNs =
            direction !== null
              ? direction === "NS"
              : row.ns === teamId || row.ew === oppId || (row.ew !== teamId && row.ns !== oppId && k === 0);
          return {
            ...row,
            table: "",
            ns: homeNs ? home : away,
            ew: homeNs ? away : home,
            round,
            room: homeNs ? "Open" : "Closed",
          };
        });
        const before = boards.get(read.board.board);
        if (!before) {
          problems.push(...boardConditionProblems(read.board, at(b)));
          boards.set(read.board.board, { ...read.board, rows });
        } else for (const row of rows) (before.rows as FileTableRow[]).push(row);
      }
    }
    sections.push({
      kind: "teams",
      event: title,
      section: g.name,
      boards: [...boards.values()].sort((a, b) => a.board - b.board),
      names: new Map<string, string>(),
      scoring: { ...(teamsMethod ? { teamsMethod } : {}), ...(described ? { described } : {}) },
      matches: published,
    });
  }
  if (sections.length === 0)
    problems.push(
      `${at(event)}: the event type is "${words}", a teams event, but it has no MATCH: expected a MATCH per match (ROUND_NUMBER, TEAM, OPPOSING_TEAM) holding its BOARDs, each with a TRAVELLER_LINE per room.`,
    );
  return sections;
}

/** A match's result as the file gives it: TEAM_SCORE and OPPOSING_TEAM_SCORE (VPs under VPS), and the totals beside VPs. */
function publishedMatch(
  match: Placed,
  round: string,
  home: string,
  away: string,
  vps: boolean,
): PublishedMatch {
  const pair = (a: string, b: string) => {
    const x = Number(value(match.el, a));
    const y = Number(value(match.el, b));
    return value(match.el, a) !== undefined && Number.isFinite(x) && Number.isFinite(y)
      ? { home: x, away: y }
      : null;
  };
  const scores = pair("TEAM_SCORE", "OPPOSING_TEAM_SCORE");
  const totals =
    pair("TEAM_IMPS", "OPPOSING_TEAM_IMPS") ??
    pair("TEAM_BOARD_POINTS", "OPPOSING_TEAM_BOARD_POINTS") ??
    pair("TEAM_POINTS", "OPPOSING_TEAM_POINTS");
  return { round, home, away, total: vps ? totals : scores, vp: vps ? scores : null };
}

/** A BOARD of a match: its number, conditions and each TRAVELLER_LINE with the DIRECTION TEAM sat. */
function readMatchBoard(
  b: Placed,
  problems: string[],
): { board: FileBoard; lines: { row: FileTableRow; direction: "NS" | "EW" | null }[] } | null {
  const board = readBoardNumber(b, problems);
  if (board === null) return null;
  const { vulnerability, dealer } = readConditions(b, problems);
  const lines: { row: FileTableRow; direction: "NS" | "EW" | null }[] = [];
  for (const line of placed(b, "TRAVELLER_LINE")) {
    const text = (value(line.el, "DIRECTION") ?? "").trim().toUpperCase();
    const direction = /^(NS?|N[-/ ]S|NORTH[-/ ]?SOUTH)$/.test(text)
      ? "NS"
      : /^(EW?|E[-/ ]W|EAST[-/ ]?WEST)$/.test(text)
        ? "EW"
        : null;
    if (text !== "" && direction === null) {
      problems.push(
        `${at(line)}/DIRECTION is "${value(line.el, "DIRECTION")}": expected NS or EW (where TEAM sat).`,
      );
      continue;
    }
    const read = readLine(line, problems, true);
    if (read !== null) lines.push({ row: read.row, direction });
  }
  return { board: { board, vulnerability, dealer, rows: [] }, lines };
}
