// Reading a PBN file (PBN Standard 2.1) for its results: each game's tag pairs ([Event],
// [Section], [Board], [Dealer], [Vulnerable], [Scoring], [Competition]), its [ScoreTable] (one
// row per table) and, for names, [TotalScoreTable]. The player tags ([North] ...) name the players
// of one deal, empty on a board that carries a score table, so they are not read for names. Hands,
// auctions, play and every other table are passed over. Each row becomes a traveller row in the notation the
// traveller reader reads (docs/formats.md says how each column is taken).
//
// A teams file gives one game per board per room, each with [Room "Open"] or [Room "Closed"],
// [HomeTeam], [VisitTeam], [Round] and the room's result in [Contract], [Declarer], [Result] and
// [Score]: its games become a section of kind "teams", one row per room, read back by the core's
// teams reader. The home team sits NS in the open room and EW in the closed room (the PBN standard
// names the rooms but not who sits where; this is the convention of a teams scorecard).
//
// A score table with a PlayerId column a seat (PlayerId_North ... PlayerId_West) instead of the
// pairs is an individual event's; games of one [Event] under several [Session]s (or, without
// them, several [Date]s) are sessions of one event, each a section of its own.
import { decodeBytes, type FileBytes } from "./decode";
import { readBoardNumber, readWhole } from "./numbers";
import {
  acrossTheField,
  boardConditionProblems,
  crossImpsAcrossTheField,
  inferCrossExpected,
  butlerFromWords,
  type FileDeal,
  type FileRound,
  inferDivisor,
  inferExpected,
  inferNotPlayedTie,
  keepPublishedScores,
  publishedTop,
  FileBoard,
  FileSection,
  FileTableRow,
  inferScale,
  methodFromWords,
  NOTHING_PUBLISHED,
  PUBLISHED_COLUMNS,
  PublishedColumn,
  PublishedMatch,
  ResultsFile,
  ResultsFileError,
  teamsMethodFromWords,
  type PublishedStanding,
  type Seats,
} from "./results-file";
import {
  clipped,
  DEFAULT_BOARD_OPTIONS,
  METHOD_TRAITS,
  parseSeat,
  parseVulnerability,
  type Seat,
  type Vulnerability,
} from "../scoring";

/** A tag pair and the lines of data under it (for a table: its rows), with the tag's line. */
interface Tag {
  readonly name: string;
  readonly value: string;
  readonly line: number;
  readonly data: { readonly text: string; readonly line: number }[];
}

/** A table's column: its name (as written), width and alignment are not needed to read it. */
interface TableColumn {
  readonly name: string;
}

/** Whether text looks like PBN: a tag pair such as [Event "..."] or [Board "..."] near the top. */
export function looksLikePbn(text: string): boolean {
  const head = text.slice(0, 4000);
  return /^\s*\[(Event|Site|Date|Board|Dealer|Vulnerable|Deal|Scoring|Competition|ScoreTable|Generator)\s+"/m.test(
    head,
  );
}

/**
 * Splits the file into games: each game is the tag pairs up to a blank line (or the next game's
 * first tag after one). `%` lines are comments, `;` starts a comment to the end of its line, and
 * `{...}` comments may run over several lines.
 */
function readGames(text: string, problems: string[]): Tag[][] {
  const games: Tag[][] = [];
  let game: Tag[] = [];
  let current: Tag | null = null;
  let inBrace = false;
  const lines = text.split(/\r\n|\r|\n/);
  for (let n = 0; n < lines.length; n++) {
    let line = lines[n];
    if (inBrace) {
      const close = line.indexOf("}");
      if (close < 0) continue;
      line = line.slice(close + 1);
      inBrace = false;
    }
    if (line.startsWith("%")) continue;
    const blank = line.trim() === "";
    line = stripComments(line, () => (inBrace = true));
    if (line.trim() === "") {
      // Only a truly empty line ends a game; a line that held only a comment does not.
      if (blank) {
        if (game.length > 0) games.push(game);
        game = [];
        current = null;
      }
      continue;
    }
    const tag = /^\s*\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*(.*)$/.exec(line);
    if (tag) {
      current = { name: tag[1], value: tag[2].replace(/\\(["\\])/g, "$1"), line: n + 1, data: [] };
      game.push(current);
      if (tag[3].trim() !== "") current.data.push({ text: tag[3], line: n + 1 });
    } else if (/^\s*\[/.test(line)) {
      // A line that opens a tag but is none ("[Event "Club Pairs]", its quote or bracket left
      // open): refused, not passed over, or the games after it would be read without its value.
      problems.push(
        `line ${n + 1}: ${clipped(line.trim())} is not a whole tag: expected [Name "value"], the value closed by a quote and the tag by "]".`,
      );
    } else if (current !== null) current.data.push({ text: line, line: n + 1 });
  }
  if (game.length > 0) games.push(game);
  return games;
}

/** A line without its `;` comment and `{...}` comments (quoted text is kept whole). */
function stripComments(line: string, openBrace: () => void): string {
  let out = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    // Inside a string, a backslash escapes the next character (\" is a quote, not the string's end).
    if (quoted && c === "\\" && i + 1 < line.length) {
      out += c + line[i + 1];
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (!quoted && c === ";") break;
    if (!quoted && c === "{") {
      const close = line.indexOf("}", i);
      if (close < 0) {
        openBrace();
        break;
      }
      i = close;
      out += " ";
      continue;
    }
    out += c;
  }
  return out;
}

/** The columns of a table tag: `Table\2R;PairId_NS\2R;Contract\4L` (width and alignment dropped). */
function tableColumns(value: string): TableColumn[] {
  return value
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c !== "")
    .map((c) => ({ name: c.replace(/\\.*$/, "") }));
}

/** The cells of a table row: quoted cells are one value (quotes dropped), others split on whitespace. */
function rowCells(text: string): string[] {
  const cells: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|(\S+)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    cells.push(m[1] !== undefined ? m[1].replace(/\\(["\\])/g, "$1") : m[2]);
  }
  return cells;
}

/** Tag names in lower case to the tag (the last of each name in the game). */
function tagMap(game: readonly Tag[]): Map<string, Tag> {
  return new Map(game.map((t) => [t.name.toLowerCase(), t]));
}

const NOT_APPLICABLE = (s: string | undefined): boolean =>
  s === undefined || s === "" || s === "-" || s === "--";

/** The published columns of a score table, by their names in the file (case ignored). */
const PUBLISHED_BY_NAME: ReadonlyMap<string, PublishedColumn> = new Map(
  PUBLISHED_COLUMNS.map((c) => [c.toLowerCase(), c] as const),
);

/**
 * Reads a PBN file's results. The file's bytes are decoded by its byte order mark or
 * `%Content-type ...; charset=` line (UTF-8 or ISO-8859-1), else as UTF-8 when they are valid
 * UTF-8. Throws ResultsFileError listing every problem with its line.
 *
 * @example
 * readPbn(bytes, "club.pbn").sections[0].boards[0].rows[0].score; // 420
 */
export function readPbn(input: FileBytes | string, file = "file"): ResultsFile {
  const text = typeof input === "string" ? input.replace(/^\uFEFF/, "") : decodeBytes(input);
  const problems: string[] = [];
  const sections = new Map<string, SectionBuilding>();
  const inherited = new Map<string, string>();
  // Names by section (a [TotalScoreTable] belongs to the event and section of its game).
  const names = new Map<string, { names: Map<string, string>; directed: boolean; started?: boolean }>();
  // What the reader told or found odd, for the whole file; and the deals by event.
  const notes = new Map<string, string[]>();
  const note = (key: string, text: string): void => void notes.set(key, [...(notes.get(key) ?? []), text]);
  const deals = new Map<string, FileDeal[]>();
  // The lines of each section's Bye lines.
  const byeLines = new Map<string, string[]>();
  // An individual event's ranking by player, as its [TotalScoreTable] publishes it.
  const playerStandings = new Map<string, PublishedStanding[]>();
  // Each session's [Date] and [Site], from its first score table that gives them (a section's
  // games often leave them to the first section's).
  const when = new Map<string, { date?: string; venue?: string }>();

  const games = readGames(text, problems);
  for (const game of games) {
    // A value "#" repeats the previous game's value for that tag (PBN 2.1 "inheritance").
    for (const t of game) {
      const key = t.name.toLowerCase();
      if (t.value === "#" && inherited.has(key)) (t as { value: string }).value = inherited.get(key)!;
      inherited.set(key, t.value);
    }
  }
  const sessionOf = sessionsOf(games);
  for (const game of games) {
    const tags = tagMap(game);
    const event = tags.get("event")?.value.trim() ?? "";
    const section = tags.get("section")?.value.trim() ?? "";
    // Several sessions of one event in one file: each session's boards are its own.
    const session = sessionOf(tags);
    const keyOf = (name: string): string => `${event}\u0000${session}\u0000${name}`;
    const key = keyOf(section);
    const total = tags.get("totalscoretable");
    if (total) names.set(key, readTotalScoreTable(total));
    if (total) playerStandings.set(key, readPlayerStandings(total));
    // A board's deal, whichever kind of game carries it (a pairs traveller, a teams room, hands only).
    const deal = readDealTags(game, tags);
    if (deal !== null)
      deals.set(event, [...(deals.get(event) ?? []).filter((d) => d.board !== deal.board), deal]);
    // A room of a teams match: its teams' tags, or a teams competition's game without a score table.
    const teamsCompetition = /team/i.test(tags.get("competition")?.value ?? "");
    if (
      tags.has("room") ||
      tags.has("hometeam") ||
      tags.has("visitteam") ||
      (teamsCompetition &&
        !tags.has("scoretable") &&
        [tags.get("contract"), tags.get("score")].some((t) => (t?.value.trim() ?? "") !== ""))
    ) {
      let s = sections.get(key);
      if (!s) {
        s = { event, session, section, boards: [], byNumber: new Map(), scoringWords: [] };
        sections.set(key, s);
      }
      readTeamsGame(tags, s, problems);
      continue;
    }
    const score = tags.get("scoretable");
    if (!score) continue; // hands only, or a game of the ranking: not a traveller
    const sessionKey = `${event}\u0000${session}`;
    if (!when.has(sessionKey)) {
      const date = pbnDate(tags.get("date")?.value);
      const venue = tags.get("site")?.value.trim() ?? "";
      const known = venue !== "" && !/^[?#-]*$/.test(venue);
      if (date !== undefined || known)
        when.set(sessionKey, { ...(date ? { date } : {}), ...(known ? { venue } : {}) });
    }
    const boardTag = tags.get("board");
    const where = `line ${(boardTag ?? score).line}`;
    const board = readBoardNumber(boardTag?.value);
    if (!boardTag || board === null) {
      problems.push(
        `line ${score.line}: a score table needs its board: expected [Board "n"] (a whole number from 1) in the same game${boardTag ? `, not "${boardTag.value}"` : ""}.`,
      );
      continue;
    }
    const { vulnerability, dealer } = readConditions(tags, problems);
    const byes: { where: string; section: string }[] = [];
    const seatNotes: string[] = [];
    const allRows = readScoreTable(score, problems, byes, seatNotes);
    for (const n of seatNotes) note(keyOf(section), n);
    // Said once a section, after every game is read (a pair sits out each round of a Howell).
    for (const b of byes) {
      const k = keyOf(b.section || section);
      byeLines.set(k, [...(byeLines.get(k) ?? []), b.where]);
    }
    // A Section column puts each row in its own section (pairs 1 of A and of B are two pairs).
    const bySection = new Map<string, FileTableRow[]>();
    for (const r of allRows) {
      const name = r.section ?? section;
      bySection.set(name, [...(bySection.get(name) ?? []), r]);
    }
    if (bySection.size === 0) bySection.set(section, []);
    for (const [sectionName, rows] of bySection) {
      const sectionKey = keyOf(sectionName);
      const fileBoard: FileBoard = splitAwards({ board, vulnerability, dealer, rows }, (t) =>
        note(sectionKey, t),
      );
      if (sectionName === section) problems.push(...boardConditionProblems(fileBoard, where));

      let s = sections.get(sectionKey);
      if (!s) {
        s = { event, session, section: sectionName, boards: [], byNumber: new Map(), scoringWords: [] };
        sections.set(sectionKey, s);
      }
      if (s.teams) {
        problems.push(
          `${where}: a score table in ${describe(event, sectionName)}, whose other games are rooms of a teams match: a teams file gives each room's result in its own game ([Room], [HomeTeam], [VisitTeam], [Contract], [Declarer], [Result], [Score]).`,
        );
        continue;
      }
      s.pairs = true;
      if (rows.some((r) => r.seats !== undefined)) s.individual = true;
      if (s.byNumber.has(board)) {
        problems.push(
          `${where}: board ${board} appears a second time in ${describe(event, sectionName, session)}.`,
        );
        continue;
      }
      s.boards.push(fileBoard);
      s.byNumber.set(board, fileBoard);
      for (const w of [tags.get("scoring")?.value, tags.get("competition")?.value]) {
        if (w && !s.scoringWords.includes(w)) s.scoringWords.push(w);
      }
    }
  }
  for (const [k, lines] of byeLines)
    note(k, `${shownLines(lines)}: a Bye line (a pair sitting out) is no table's result and is passed over`);
  if (problems.length === 0 && sections.size === 0) {
    problems.push(
      'no score table: expected games with [Board "n"] and [ScoreTable "..."] followed by one row per table.',
    );
  }
  if (problems.length > 0) throw new ResultsFileError(file, problems);

  // Sections of one event matchpointed as one field, as their published tops show it.
  // (By event and session: each session of an event is a field of its own.)
  const acrossEvents = new Map<string, string>();
  const fieldOf = (s: { event: string; session: string }): string => `${s.event}\u0000${s.session}`;
  for (const field of new Set([...sections.values()].map(fieldOf))) {
    const of = [...sections.values()].filter((s) => fieldOf(s) === field && !s.teams && !s.individual);
    const groups = of.map((s) => s.boards);
    const told = of.length > 1 ? (acrossTheField(groups) ?? crossImpsAcrossTheField(groups)) : null;
    if (told !== null) acrossEvents.set(field, told);
  }
  const several = (event: string): boolean =>
    new Set([...sections.values()].filter((s) => s.event === event).map((s) => s.session)).size > 1;
  const built = [...sections.entries()].map(([key, s]): FileSection => {
    const kept = s.teams ? { boards: s.boards, notes: [] } : keepPublishedScores(s.boards);
    const boards = [...kept.boards].sort((a, b) => a.board - b.board);
    const words = s.scoringWords.join("; ");
    if (s.teams) {
      const teamsMethod = teamsMethodFromWords(s.scoringWords.join(" "));
      return {
        kind: "teams",
        event: s.event,
        section: s.section,
        boards,
        names: new Map<string, string>(),
        scoring: { ...(teamsMethod ? { teamsMethod } : {}), ...(words ? { described: words } : {}) },
        ...(s.matches ? { matches: s.matches } : {}),
        ...((deals.get(s.event) ?? []).length > 0
          ? { deals: [...deals.get(s.event)!].sort((a, b) => a.board - b.board) }
          : {}),
      };
    }
    const method = methodFromWords(s.scoringWords.join(" "));
    if (/team/i.test(words) && !/pair/i.test(words)) {
      throw new ResultsFileError(file, [
        `${describe(s.event, s.section)}: [Competition "${words}"] is a teams event, but its games carry score tables of pairs: expected one game per board per room, each with [Room "Open"] or [Room "Closed"], [HomeTeam], [VisitTeam], [Round] and the room's [Contract], [Declarer], [Result] and [Score].`,
      ]);
    }
    const scale = inferScale(boards);
    const named = names.get(key) ?? names.get(`${s.event}\u0000${s.session}\u0000`);
    // A names table that gives each pair's direction says the numbers are per direction (a
    // Mitchell); otherwise the file says nothing, and the event layer tells the movement from
    // the pair numbers, saying so.
    // An individual's partnerships change from round to round: each is one field's pair, as in a Howell.
    // A Direction column beside pair numbers of their own (Ruter's: the way each pair sat first)
    // with pairs the score tables seat both ways: the pairs changed direction, one field (a Howell).
    const movement = s.individual
      ? ("howell" as const)
      : named?.directed
        ? ("mitchell" as const)
        : named?.started && sitsBothWays(boards)
          ? ("howell" as const)
          : undefined;
    // Butler: the trim and the datum the [Scoring] words say (Ruter's "IMP;Butler-2;Mean").
    const butler = method !== null && METHOD_TRAITS[method].datum ? butlerFromWords(words) : {};
    const across = acrossEvents.has(fieldOf(s));
    // Matchpoints only: a table not played counted as a tie, where the figures say so.
    const tie = !across && (method === null || METHOD_TRAITS[method].top) ? inferNotPlayedTie(boards) : null;
    // Only a method divided by its comparisons (cross-IMPs) can have been printed undivided.
    const divisor =
      method !== null && METHOD_TRAITS[method].options.includes("divisor") ? inferDivisor(boards) : null;
    const expected = across
      ? null
      : method === null || METHOD_TRAITS[method].top
        ? inferExpected(boards)
        : METHOD_TRAITS[method].options.includes("divisor")
          ? inferCrossExpected(boards, divisor?.divisor ?? DEFAULT_BOARD_OPTIONS.divisor)
          : null;
    const own = [
      ...kept.notes,
      ...(butler.note !== undefined ? [butler.note] : []),
      ...(expected ? [expected.note] : []),
      ...(tie ? [tie.note] : []),
      ...(divisor?.divisor === "total" ? [divisor.note] : []),
    ];
    const rounds = roundsOf(boards);
    const sectionDeals = deals.get(s.event) ?? [];
    return {
      ...(s.individual ? { individual: true } : {}),
      event: s.event,
      // Named only where the event has several (a file of one session says nothing more).
      ...(several(s.event) ? { session: s.session } : {}),
      section: s.section,
      boards,
      names: named?.names ?? new Map<string, string>(),
      ...(s.individual && (playerStandings.get(key) ?? []).length > 0
        ? { standings: playerStandings.get(key) }
        : {}),
      scoring: {
        ...(method ? { method } : {}),
        ...(scale ? { scale } : {}),
        ...(movement ? { movement } : {}),
        ...(words ? { described: words } : {}),
        ...(expected ? { expected: expected.expected } : {}),
        ...(divisor?.divisor === "total" ? { divisor: "total" as const } : {}),
        ...(butler.trim !== undefined ? { trim: butler.trim } : {}),
        ...(butler.datum !== undefined ? { datum: butler.datum } : {}),
        ...(tie ? { notPlayedTie: true } : {}),
      },
      ...(rounds.length > 0 ? { rounds } : {}),
      ...(when.get(`${s.event}\u0000${s.session}`) ?? {}),
      ...(sectionDeals.length > 0 ? { deals: [...sectionDeals].sort((a, b) => a.board - b.board) } : {}),
      ...((notes.get(key) ?? []).length + own.length > 0
        ? { notes: [...(notes.get(key) ?? []), ...own] }
        : {}),
    };
  });
  const merged = mergeAcross(built, acrossEvents).map((m) =>
    m.kind !== "teams" &&
    !m.individual &&
    acrossEvents.has(fieldOf({ event: m.event, session: m.session ?? "" }))
      ? crossImpsOfTheField(m)
      : m,
  );
  return { format: "pbn", sections: merged };
}

/**
 * A section merged from several scored as one field by cross-IMPs: its divisor and the results a
 * board expected, told from the field's boards (each section's alone cannot show them).
 */
function crossImpsOfTheField(s: FileSection): FileSection {
  const method = s.scoring.method;
  if (method === undefined || !METHOD_TRAITS[method].options.includes("divisor")) return s;
  const divisor = inferDivisor(s.boards);
  const expected = inferCrossExpected(s.boards, divisor?.divisor ?? DEFAULT_BOARD_OPTIONS.divisor);
  if (divisor?.divisor !== "total" && expected === null) return s;
  return {
    ...s,
    scoring: {
      ...s.scoring,
      ...(divisor?.divisor === "total" ? { divisor: "total" as const } : {}),
      ...(expected !== null ? { expected: expected.expected } : {}),
    },
    notes: [
      ...(s.notes ?? []),
      ...(divisor?.divisor === "total" ? [divisor.note] : []),
      ...(expected !== null ? [expected.note] : []),
    ],
  };
}

/**
 * The sections of an event matchpointed as one field (acrossEvents, by event and session) merged into one:
 * each pair numbered with its section (`A3`, `B3`), the note of what showed it first.
 */
function mergeAcross(
  sections: readonly FileSection[],
  acrossEvents: ReadonlyMap<string, string>,
): FileSection[] {
  const out: FileSection[] = [];
  for (const s of sections) {
    const field = `${s.event}\u0000${s.session ?? ""}`;
    const told = acrossEvents.get(field);
    if (told === undefined || s.kind === "teams" || s.individual) {
      out.push(s);
      continue;
    }
    const prefix = (p: string): string => `${s.section}${p}`;
    const boards = s.boards.map((b) => ({
      ...b,
      rows: b.rows.map((r) => ({ ...r, ns: prefix(r.ns), ew: prefix(r.ew) })),
    }));
    const names = new Map([...s.names].map(([k, v]) => [k.replace(/(\S+)$/, `${s.section}$1`), v]));
    const into = out.find(
      (o) =>
        o.event === s.event &&
        (o.session ?? "") === (s.session ?? "") &&
        o.section === "" &&
        acrossEvents.has(field),
    );
    if (into === undefined) {
      out.push({ ...s, section: "", boards, names, notes: [told, ...(s.notes ?? [])] });
      continue;
    }
    const merged = new Map(into.boards.map((b) => [b.board, b]));
    for (const b of boards) {
      const m = merged.get(b.board);
      merged.set(b.board, m ? { ...m, rows: [...m.rows, ...b.rows] } : b);
    }
    const all = [...merged.values()].sort((a, b) => a.board - b.board);
    // The scale is the field's: a section's own tops (3 at 2 tables) fit neither scale, the
    // field's (3 at 4 tables: the ACBL scale) do.
    const scale = inferScale(all) ?? into.scoring.scale;
    out[out.indexOf(into)] = {
      ...into,
      boards: all,
      names: new Map([...into.names, ...names]),
      scoring: { ...into.scoring, ...(scale ? { scale } : {}) },
      // Each section's own notes (a score kept as published), not only the first's.
      ...((into.notes ?? []).length + (s.notes ?? []).length > 0
        ? { notes: [...(into.notes ?? []), ...(s.notes ?? [])] }
        : {}),
    };
  }
  return out;
}

/** The movement a score table's Round and Table columns give: each table's pairs and boards by round. */
function roundsOf(boards: readonly FileBoard[]): FileRound[] {
  const at = new Map<string, FileRound>();
  for (const b of boards)
    for (const r of b.rows) {
      const table = Number(r.table);
      const round = Number(r.round);
      if (r.round === undefined || r.table === "" || !Number.isInteger(table) || !Number.isInteger(round))
        continue;
      const key = `${round}/${table}`;
      const was = at.get(key);
      at.set(
        key,
        was
          ? { ...was, lowBoard: Math.min(was.lowBoard, b.board), highBoard: Math.max(was.highBoard, b.board) }
          : { table, round, ns: r.ns, ew: r.ew, lowBoard: b.board, highBoard: b.board },
      );
    }
  return [...at.values()].sort((a, b) => a.round - b.round || a.table - b.table);
}

/** The deal tags PBN games carry for hand records, kept as written. */
const DEAL_TAGS = ["Deal", "DoubleDummyTricks", "OptimumScore", "ParContract", "OptimumResultTable"];

/**
 * A game's deal and its analysis ([Deal], [DoubleDummyTricks], [OptimumScore], [ParContract],
 * [OptimumResultTable] with its rows, one a line), kept for the hand records; null when the game
 * has no board number or none of these tags.
 */
function readDealTags(game: readonly Tag[], tags: Map<string, Tag>): FileDeal | null {
  const board = Number(tags.get("board")?.value.trim());
  if (!Number.isSafeInteger(board) || board < 1) return null;
  const kept: Record<string, string> = {};
  for (const t of game) {
    const name = DEAL_TAGS.find((n) => n.toLowerCase() === t.name.toLowerCase());
    if (name === undefined) continue;
    kept[name] = [t.value, ...t.data.map((d) => d.text.trim())].join("\n");
  }
  if (Object.keys(kept).length === 0) return null;
  const deal = tags.get("deal")?.value.trim();
  const dd = tags.get("doubledummytricks")?.value.trim();
  return {
    board,
    deal: deal ? deal : null,
    doubleDummyTricks: dd && /^[0-9a-dA-D]{20}$/.test(dd) ? dd.toLowerCase() : null,
    tags: kept,
  };
}

interface SectionBuilding {
  event: string;
  /** The session of the event ([Session], or the [Date] of a file of several), "" for a file of one. */
  session: string;
  section: string;
  boards: FileBoard[];
  /** The same boards by number: a file of many boards looks each up without a search. */
  byNumber: Map<number, FileBoard>;
  scoringWords: string[];
  /** Set once a game of the section is a room of a teams match, or a pairs score table. */
  teams?: boolean;
  /** Set once a score table names a player a seat (an individual event). */
  individual?: boolean;
  pairs?: boolean;
  /** A teams section: each room read so far (round, board, the two teams, room), to refuse a repeat. */
  rooms?: Set<string>;
  /** A teams section's games without [Room]: each match's home team (the first game's HomeTeam), by round and teams. */
  homeOf?: Map<string, string>;
  matches?: PublishedMatch[];
}

/**
 * A PBN [Date] (YYYY.MM.DD, unknown parts as "??") as YYYY-MM-DD; undefined when any part is unknown.
 *
 * @example
 * pbnDate("2026.11.20"); // "2026-11-20"
 * pbnDate("2026.??.??"); // undefined
 */
export function pbnDate(text: string | undefined): string | undefined {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec((text ?? "").trim());
  return m === null ? undefined : `${m[1]}-${m[2]}-${m[3]}`;
}

function describe(event: string, section: string, session = ""): string {
  const where = [session ? `session ${session}` : "", section ? `section ${section}` : ""].filter(Boolean);
  if (event) return [`"${event}"`, ...where].join(", ");
  return where.length > 0 ? where.join(", ") : "the file";
}

/**
 * How the games of a file are told into sessions: by their [Session] tag, else, where the score
 * tables of one event carry more than one [Date], by the date (a club's file of the season's
 * evenings under one [Event]). "" for a file of one session.
 */
function sessionsOf(games: readonly (readonly Tag[])[]): (tags: Map<string, Tag>) => string {
  const dates = new Map<string, Set<string>>();
  for (const game of games) {
    const tags = tagMap(game);
    if (!tags.has("scoretable")) continue;
    const event = tags.get("event")?.value.trim() ?? "";
    const date = tags.get("date")?.value.trim() ?? "";
    if (date !== "" && !/^[?.#]*$/.test(date)) dates.set(event, (dates.get(event) ?? new Set()).add(date));
  }
  return (tags) => {
    const session = tags.get("session")?.value.trim() ?? "";
    if (session !== "" && session !== "#") return session;
    const event = tags.get("event")?.value.trim() ?? "";
    return (dates.get(event)?.size ?? 0) > 1 ? (tags.get("date")?.value.trim() ?? "") : "";
  };
}

function readCondition<T>(tag: Tag | undefined, parse: (s: string) => T, problems: string[]): T | null {
  if (!tag || tag.value.trim() === "" || tag.value.trim() === "?") return null;
  try {
    return parse(tag.value.trim());
  } catch (e) {
    problems.push(`line ${tag.line}: [${tag.name} "${tag.value}"]: ${(e as Error).message}`);
    return null;
  }
}

/** A game's [Vulnerable] and [Dealer], each null when absent or "?"; one that does not parse is a problem and null. */
function readConditions(
  tags: Map<string, Tag>,
  problems: string[],
): { vulnerability: Vulnerability | null; dealer: Seat | null } {
  return {
    vulnerability: readCondition<Vulnerability>(tags.get("vulnerable"), parseVulnerability, problems),
    dealer: readCondition<Seat>(tags.get("dealer"), parseSeat, problems),
  };
}

/** The score table's rows as traveller rows. */
function readScoreTable(
  tag: Tag,
  problems: string[],
  byes: { where: string; section: string }[] = [],
  seatNotes: string[] = [],
): FileTableRow[] {
  const columns = tableColumns(tag.value);
  const index = new Map(columns.map((c, i) => [c.name.toLowerCase(), i] as const));
  const col = (...names: string[]): number | undefined =>
    names.map((n) => index.get(n.toLowerCase())).find((i) => i !== undefined);
  const nsCol = col("PairId_NS", "Pair_NS", "PairNS");
  const ewCol = col("PairId_EW", "Pair_EW", "PairEW");
  // An individual event names a player a seat instead of a pair a side.
  const seatCols = nsCol === undefined && ewCol === undefined ? seatColumns(columns) : null;
  const missing =
    seatCols !== null
      ? []
      : [nsCol === undefined ? "PairId_NS" : "", ewCol === undefined ? "PairId_EW" : ""].filter(Boolean);
  const scoreNs = col("Score_NS");
  const scoreEw = col("Score_EW");
  const scoreOne = col("Score");
  const contractCol = col("Contract");
  if (scoreNs === undefined && scoreEw === undefined && scoreOne === undefined && contractCol === undefined) {
    missing.push("Score_NS and Score_EW (or Contract, Declarer and Result)");
  }
  if (missing.length > 0) {
    problems.push(
      `line ${tag.line}: the score table has no ${missing.join(" or ")} column: expected columns such as PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R (an individual event: PlayerId_North, PlayerId_East, PlayerId_South and PlayerId_West in place of the pairs).`,
    );
    return [];
  }
  const tableCol = col("Table");
  const sectionCol = col("Section");
  const roundCol = col("Round");
  const declarerCol = col("Declarer");
  const resultCol = col("Result");
  const leadCol = col("Lead");
  const published = columns
    .map((c, i) => [PUBLISHED_BY_NAME.get(c.name.toLowerCase()), i] as const)
    .filter((p): p is readonly [PublishedColumn, number] => p[0] !== undefined);

  const rows: FileTableRow[] = [];
  for (const d of tag.data) {
    const cells = rowCells(d.text);
    if (cells.length === 0) continue;
    const where = `line ${d.line}`;
    if (cells.length !== columns.length) {
      problems.push(
        `${where}: a score table row has ${cells.length} cells, but the table names ${columns.length} columns (${columns.map((c) => c.name).join(", ")}); quote a cell that holds spaces.`,
      );
      continue;
    }
    const at = (i: number | undefined): string => (i === undefined ? "" : cells[i].trim());
    const seats =
      seatCols === null
        ? undefined
        : {
            north: at(seatCols.north),
            east: at(seatCols.east),
            south: at(seatCols.south),
            west: at(seatCols.west),
          };
    if (seats !== undefined) {
      const all = [seats.north, seats.east, seats.south, seats.west];
      // A player is named by number, or (as some programs write them) by name: four of them.
      if (all.some((p) => NOT_APPLICABLE(p))) {
        problems.push(
          `${where}: the players are "${all.join('", "')}" (North, East, South, West): expected four players, by number or name.`,
        );
        continue;
      }
      // One player in two seats: the program that wrote the file scored the line so; it is
      // scored as it stands and said (the player takes the result of each seat given).
      if (new Set(all.map((p) => p.toLowerCase())).size < 4)
        seatNotes.push(
          `${where}: a player sits in two seats ("${all.join('", "')}" as North, East, South, West): the line is scored as it stands`,
        );
    }
    // Ruter writes a Bye line for a pair that sits out (Magic Contest: "Bye" in both score
    // cells, the pair's average a board in its IMP cell): no table's result, so no row.
    if ([at(nsCol), at(ewCol), at(contractCol), at(scoreNs), at(scoreEw)].some((c) => /^bye$/i.test(c))) {
      byes.push({
        where,
        section: sectionCol === undefined || NOT_APPLICABLE(at(sectionCol)) ? "" : at(sectionCol),
      });
      continue;
    }
    const rawContract = at(contractCol);
    // Pass-outs as programs write them: Pass, PASS (BridgeComposer), PO (Bridgewebs).
    const passOut =
      /^pass$/i.test(rawContract) ||
      /^(all\s*)?pass(ed)?(\s*out)?$/i.test(rawContract) ||
      /^PO$/i.test(rawContract);
    // Bridgewebs writes an adjusted score "A" in the contract (and the score) cells, its split
    // given only by the published matchpoints.
    const bareAward = /^A$/i.test(rawContract) || (/^A$/i.test(at(scoreNs)) && /^A?$|^-$/i.test(at(scoreEw)));
    const contract = NOT_APPLICABLE(rawContract) || bareAward ? "" : passOut ? "Pass" : rawContract;
    const declarer = passOut || bareAward || NOT_APPLICABLE(at(declarerCol)) ? "" : at(declarerCol);
    const rawTricks = at(resultCol);
    // Tricks taken; a result written "=", "+1" or "-2" is kept as text (the traveller reads it).
    const tricks: number | string =
      passOut || bareAward || NOT_APPLICABLE(rawTricks)
        ? ""
        : /^\d+$/.test(rawTricks)
          ? Number(rawTricks)
          : rawTricks;
    const score = bareAward
      ? BARE_AWARD
      : passOut &&
          [at(scoreNs), at(scoreEw), at(scoreOne)].every((c) => NOT_APPLICABLE(c) || /^(PASS|PO|0)$/i.test(c))
        ? 0
        : readScore(
            at(scoreNs),
            at(scoreEw),
            scoreOne === undefined ? undefined : at(scoreOne),
            where,
            problems,
          );
    const entry: FileTableRow = {
      table: at(tableCol),
      ns: at(nsCol),
      ew: at(ewCol),
      contract,
      declarer,
      lead: NOT_APPLICABLE(at(leadCol)) ? "" : at(leadCol),
      tricks,
      score: score === null ? (contract === "" ? "NP" : "") : score,
      published: publishedOf(published, cells),
      source: where,
      ...(sectionCol !== undefined && !NOT_APPLICABLE(at(sectionCol)) ? { section: at(sectionCol) } : {}),
      ...(roundCol !== undefined && !NOT_APPLICABLE(at(roundCol)) ? { round: at(roundCol) } : {}),
      ...(seats !== undefined ? { seats } : {}),
    };
    rows.push(entry);
  }
  return rows;
}

/**
 * The columns of an individual event's score table, one a seat: `PlayerId_North` (also
 * `Player_North`, `PlayerNorth`, `North`, `PlayerId_N`), and so on for each seat; null unless all
 * four are there.
 */
function seatColumns(columns: readonly TableColumn[]): Record<keyof Seats, number> | null {
  const found: Partial<Record<keyof Seats, number>> = {};
  const words = { n: "north", e: "east", s: "south", w: "west" } as const;
  columns.forEach((c, i) => {
    const m = /^(?:player(?:id)?_?)?(north|east|south|west)$|^player(?:id)?_?([nesw])$/i.exec(c.name);
    if (m === null) return;
    const seat = (m[1]?.toLowerCase() ?? words[m[2].toLowerCase() as keyof typeof words]) as keyof Seats;
    found[seat] ??= i;
  });
  const { north, east, south, west } = found;
  return north === undefined || east === undefined || south === undefined || west === undefined
    ? null
    : { north, east, south, west };
}

/** A row's published results: the columns it fills; rows that fill none share one empty record. */
function publishedOf(
  columns: readonly (readonly [string, number])[],
  cells: readonly string[],
): Readonly<Record<string, string>> {
  let found: Record<string, string> | null = null;
  for (const [name, i] of columns) if (!NOT_APPLICABLE(cells[i])) (found ??= {})[name] = cells[i];
  return found ?? NOTHING_PUBLISHED;
}

/** A score a row gives only as "A": its split is told from the published figures (splitAwards). */
const BARE_AWARD = "A?";

/**
 * The rows whose adjusted score is a bare "A" (Bridgewebs), given their split from the row's own
 * published figures: its percentages, else its matchpoints over the board's published top, to
 * the whole percent (A60/A40). With no figures, each side gets average (A=) and a note says so.
 */
function splitAwards(board: FileBoard, note: (text: string) => void): FileBoard {
  if (!board.rows.some((r) => r.score === BARE_AWARD)) return board;
  const top = publishedTop(board);
  return {
    ...board,
    rows: board.rows.map((r) => {
      if (r.score !== BARE_AWARD) return r;
      const pct = (p: string | undefined): number | null =>
        p === undefined || !Number.isFinite(Number(p)) ? null : Number(p);
      let ns = pct(r.published.Percentage_NS);
      let ew = pct(r.published.Percentage_EW);
      const mpNs = pct(r.published.MP_NS);
      const mpEw = pct(r.published.MP_EW);
      if ((ns === null || ew === null) && top !== null && top > 0 && mpNs !== null && mpEw !== null) {
        ns = (mpNs / top) * 100;
        ew = (mpEw / top) * 100;
      }
      if (ns === null || ew === null) {
        note(
          `${r.source}: board ${board.board} has an adjusted score written "A" with no figures to split it: scored as average to each side (A=); put the award on the sheet if it was another`,
        );
        return { ...r, score: "A=/A=" };
      }
      return { ...r, score: `A${Math.round(ns)}/A${Math.round(ew)}` };
    }),
  };
}

/**
 * The NS score of a row from Score_NS / Score_EW (each side's plus score; the other `-`), or a
 * single Score column (`NS 420`, `EW 100`, or a signed NS score); an award in the score cells
 * (`A+` and `A-`, or `A60` and `A40`) as the traveller's split award. Null when none is given.
 */
function readScore(
  ns: string,
  ew: string,
  one: string | undefined,
  where: string,
  problems: string[],
): number | string | null {
  // BridgeComposer writes a passed-out board's score PASS; Bridgewebs PO.
  if (
    [ns, ew].some((c) => /^(PASS|PO)$/i.test(c)) &&
    [ns, ew].every((c) => NOT_APPLICABLE(c) || /^(PASS|PO|0)$/i.test(c))
  )
    return 0;
  const award = (s: string): boolean => /^A([+=-]|\d+(\.\d+)?%?)$/i.test(s) || /^\d+(\.\d+)?%$/.test(s);
  if (award(ns) || award(ew)) {
    const side = (s: string, other: string): string =>
      NOT_APPLICABLE(s) ? mirror(other) : s.toUpperCase().replace(/^A?(\d+(?:\.\d+)?)%?$/, "A$1");
    return `${side(ns, ew)}/${side(ew, ns)}`;
  }
  // A weighted score (Law 12C1(c)) has no PBN notation; written in Score_NS as the traveller
  // writes it ("60% 420, 40% -50"), it is handed to the traveller reader, which checks it.
  if (/%/.test(ns) && /[\s,;]/.test(ns.trim()) && NOT_APPLICABLE(ew)) return ns;
  // Each side's score: decimal digits with a sign, as every reader takes them (no "0x1A4" or "4.2e2").
  const num = (s: string): number | null => (NOT_APPLICABLE(s) ? null : (readWhole(s) ?? NaN));
  const a = num(ns);
  const b = num(ew);
  if ((a !== null && !Number.isFinite(a)) || (b !== null && !Number.isFinite(b))) {
    problems.push(
      `${where}: the score cells hold "${ns}" and "${ew}": expected each side's plus score in points (the other "-"), or an award such as A+ and A-.`,
    );
    return null;
  }
  if (a !== null && b !== null && !(a === -b || a === 0 || b === 0)) {
    problems.push(
      `${where}: Score_NS ${ns} and Score_EW ${ew} are both filled: expected one side's plus score and "-" in the other.`,
    );
    return null;
  }
  if (a !== null && (a !== 0 || b === null || b === 0)) return a;
  if (b !== null) return b === 0 ? 0 : -b;
  if (one === undefined || NOT_APPLICABLE(one)) return null;
  const m = /^(NS|EW)\s*([+-]?\d+)$/i.exec(one);
  if (m) return m[1].toUpperCase() === "NS" ? Number(m[2]) : -Number(m[2]);
  if (/^[+-]?\d+$/.test(one)) return Number(one);
  if (award(one)) return one.toUpperCase();
  problems.push(
    `${where}: the score "${one}" is not read: expected "NS 420", "EW 100" or a signed NS score.`,
  );
  return null;
}

function mirror(award: string): string {
  const s = award.toUpperCase();
  if (s === "A+") return "A-";
  if (s === "A-") return "A+";
  if (s === "A=") return "A=";
  const p = /^A?(\d+(?:\.\d+)?)%?$/.exec(s);
  return p ? `A${100 - Number(p[1])}` : s;
}

/**
 * Names from a [TotalScoreTable]: its PairId column and its Names column (or Name, or the
 * players' names in PlayerName columns), keyed `NS 3` / `EW 3` when a Direction column says
 * which way the pair sat, else `3`.
 */
function readTotalScoreTable(tag: Tag): { names: Map<string, string>; directed: boolean; started?: boolean } {
  const columns = tableColumns(tag.value);
  const lower = columns.map((c) => c.name.toLowerCase());
  // An individual's ranking names each player by number (PlayerId).
  const pair = lower.findIndex((c) => c === "pairid" || c === "pair" || c === "pairno" || c === "playerid");
  const dir = lower.findIndex((c) => c === "direction");
  const nameCols = lower.flatMap((c, i) =>
    /^(names?|pairname|playernames?|names?_?\d|playername_?\d|players?)$/.test(c) ? [i] : [],
  );
  const names = new Map<string, string>();
  let directed = false;
  if (pair < 0 || nameCols.length === 0) return { names, directed };
  for (const d of tag.data) {
    const cells = rowCells(d.text);
    if (cells.length !== columns.length) continue;
    const id = cells[pair].trim();
    const who = nameCols
      .map((i) => cells[i].trim())
      .filter((s) => s !== "" && s !== "-")
      .join(" - ");
    if (id === "" || who === "") continue;
    const way = dir >= 0 ? directionOf(cells[dir]) : "";
    if (way === "NS" || way === "EW") {
      directed = true;
      names.set(`${way} ${id}`, who);
    } else names.set(id, who);
  }
  // A Direction that changes from round to round (Ruter's Howell, a row per pair and round) gives
  // a pair the same number and players whichever way it sat: one pair, its number its own, not a
  // Mitchell's per direction; the movement is then told from the travellers. So does a Direction
  // beside numbers that no two pairs share (Ruter's one row a pair, the way it sat first, in
  // movements where pairs change direction): it tells no NS pair from an EW pair of one number.
  const both = [...names.keys()].filter((k) => k.startsWith("NS ") && names.has(`EW ${k.slice(3)}`));
  if (directed && both.every((k) => names.get(k) === names.get(`EW ${k.slice(3)}`))) {
    const plain = new Map<string, string>();
    for (const [k, v] of names) plain.set(k.replace(/^(NS|EW) /, ""), v);
    return { names: plain, directed: false, started: both.length === 0 };
  }
  return { names, directed };
}

/** Lines named in a note: all of a few, else the first few and how many more ("line 71, line 96, ... and 26 more"). */
function shownLines(lines: readonly string[]): string {
  const few = 4;
  return lines.length <= few + 1
    ? lines.join(", ")
    : `${lines.slice(0, few).join(", ")} and ${lines.length - few} more`;
}

/** Whether the score tables seat a pair (its number) NS on one board and EW on another. */
function sitsBothWays(boards: readonly FileBoard[]): boolean {
  const ns = new Set<string>();
  const ew = new Set<string>();
  for (const b of boards)
    for (const r of b.rows) {
      if (r.ns !== "") ns.add(r.ns);
      if (r.ew !== "") ew.add(r.ew);
    }
  for (const p of ns) if (ew.has(p)) return true;
  return false;
}

/**
 * A [TotalScoreTable] Direction cell as NS or EW: `NS`, `N-S`, `North-South`, `E-W`, and the
 * Nordic programs' words for East-West (`Ö-V`, `Ø-V`: öst/øst-väst/vest); "" for anything else.
 * Of words, their first letters are read.
 *
 * @example
 * directionOf("Ö-V"); // "EW"
 * directionOf("North-South"); // "NS"
 */
function directionOf(cell: string): string {
  const words = cell
    .trim()
    .toUpperCase()
    .split(/[^A-ZÄÖØÆ]+/)
    .filter((w) => w !== "");
  const w = words.length > 1 ? words.map((x) => x[0]).join("") : (words[0] ?? "");
  if (w === "NS") return "NS";
  return /^[EÖØO][WV]$/.test(w) ? "EW" : "";
}

/**
 * The players' standings an individual event's [TotalScoreTable] publishes: each `PlayerId` row's
 * `Rank`, total (`TotalScoreMP`, `TotalScoreIMP`, `TotalScore`) and `TotalPercentage`, compared
 * with the add-in's ranking by player. None for a table of pairs (no PlayerId column).
 */
function readPlayerStandings(tag: Tag): PublishedStanding[] {
  const lower = tableColumns(tag.value).map((c) => c.name.toLowerCase());
  const col = (...names: string[]): number => lower.findIndex((c) => names.includes(c));
  const player = col("playerid");
  if (player < 0) return [];
  const rank = col("rank");
  const total = col("totalscoremp", "totalscoreimp", "totalscore");
  const percentage = col("totalpercentage");
  const standings: PublishedStanding[] = [];
  for (const d of tag.data) {
    const cells = rowCells(d.text);
    if (cells.length !== lower.length) continue;
    const at = (i: number): string | undefined =>
      i < 0 || NOT_APPLICABLE(cells[i].trim()) ? undefined : cells[i].trim();
    const id = at(player);
    if (id === undefined) continue;
    standings.push({
      pair: id,
      ...(at(rank) !== undefined ? { place: at(rank) } : {}),
      ...(at(total) !== undefined ? { total: at(total) } : {}),
      ...(at(percentage) !== undefined ? { percentage: at(percentage) } : {}),
      source: `line ${d.line}`,
    });
  }
  return standings;
}

/**
 * One game of a teams file: a room's result on a board of a match, added to its section as a row
 * of the board. Every problem names the game's line.
 */
function readTeamsGame(tags: Map<string, Tag>, s: SectionBuilding, problems: string[]): void {
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
