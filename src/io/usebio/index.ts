// Reading a USEBIO file (the EBU's XML results format, versions 1.0 to 1.2): its events, sessions,
// sections and boards, each BOARD's TRAVELLER_LINEs, names from PARTICIPANTS and the event's
// scoring type. HANDSET (the hands) is kept with the event's sections for the hand records. Each
// traveller line becomes a traveller row in the notation the traveller reader reads
// (docs/formats.md says how each element is taken).
//
// A teams event (an EVENT_TYPE naming teams, such as TEAMS or SWISS_TEAMS, or MATCH elements naming
// their TEAM) gives its boards inside MATCH elements: ROUND_NUMBER, TEAM and OPPOSING_TEAM (the home
// and away teams' numbers, named by PARTICIPANTS' TEAMs), and each BOARD's two rooms as
// TRAVELLER_LINEs whose DIRECTION says where TEAM sat. Each group of matches becomes a section of
// kind "teams", one row per room, read back by the core's teams reader.
//
// An individual event (EVENT_TYPE INDIVIDUAL, or lines naming N_PLAYER_NUMBER ... W_PLAYER_NUMBER)
// gives each line's four players instead of two pairs; its PARTICIPANTS are PLAYERs, named and
// ranked by player number. Its sections are marked `individual` (the event layer ranks players).
import { decodeBytes, type FileBytes } from "../decode";
import {
  boardConditionProblems,
  type FilePlayer,
  type PublishedStanding,
  type Seats,
  FileBoard,
  FileSection,
  FileTableRow,
  acrossTheField,
  inferDivisor,
  inferExpected,
  inferNotPlayedTie,
  inferScale,
  keepPublishedScores,
  methodFromWords,
  NOTHING_PUBLISHED,
  PublishedMatch,
  ResultsFile,
  ResultsFileError,
  teamsMethodFromWords,
} from "../results-file";
import { readBoardNumber as boardNumber, readCount, readWhole } from "../numbers";
import { readHandSets } from "./hands";
import { childText, parseXml, XmlElement, XmlError } from "../xml";
import {
  type BamScale,
  METHOD_TRAITS,
  parseSeat,
  parseVulnerability,
  type ScoringMethod,
  type Seat,
  type Vulnerability,
} from "../../scoring";

/**
 * Whether text looks like a USEBIO file: an XML document whose root element is USEBIO. The prolog
 * may hold comments and processing instructions anywhere, before or after the DOCTYPE (programs
 * put their own comment between the DOCTYPE and the root), and the DOCTYPE may have an internal
 * subset.
 */
export function looksLikeUsebio(text: string): boolean {
  const head = text.slice(0, 8000).replace(/^\uFEFF/, "");
  const misc = String.raw`(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*`;
  const doctype = String.raw`(?:<!DOCTYPE\s+USEBIO(?:[^>\[]|\[[\s\S]*?\])*>)?`;
  return new RegExp(`^${misc}${doctype}${misc}<USEBIO[\\s>/]`, "i").test(head);
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

/**
 * Where an element is, as messages name it: its path and line. Made flat (one string, not the
 * chain of joined pieces a template builds), since every traveller line keeps its own as the
 * row's source: chains of six or seven pieces a line are most of what a file of a million lines
 * holds once read.
 */
const at = (p: Placed): string => flat(`${p.path} (line ${p.el.line})`);

/** The text as one flat string: reading a character makes V8 flatten a joined one in place. */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

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
      throw new ResultsFileError(file, [
        e.pastLimit ? e.message : `${e.message} (the file is not well-formed XML)`,
      ]);
    throw e;
  }
  if (root.name !== "USEBIO") {
    throw new ResultsFileError(file, [
      `line ${root.line}: the root element is <${root.name}>: expected <USEBIO> (USEBIO 1.0 to 1.2).`,
    ]);
  }
  const problems: string[] = [];
  const top: Placed = { el: root, path: "USEBIO" };
  const events = [...placed(top, "EVENT"), ...placed(top, "CLUB").flatMap((c) => placed(c, "EVENT"))];
  if (events.length === 0) problems.push(`${at(top)}: no EVENT: expected <EVENT> with its boards.`);
  const sections: FileSection[] = [];
  for (const event of events) {
    const first = sections.length;
    const title =
      value(event.el, "EVENT_DESCRIPTION") ?? value(event.el, "EVENT_NAME") ?? value(event.el, "TITLE") ?? "";
    const boardScoring = findValue(event, "BOARD_SCORING_METHOD");
    const wordsOf = (...ws: (string | undefined)[]): string =>
      [
        ...new Set(ws.filter((w): w is string => w !== undefined && w.trim() !== "").map((w) => w.trim())),
      ].join("; ");
    const typeWords = wordsOf(
      value(event.el, "EVENT_TYPE"),
      value(event.el, "SCORING_METHOD"),
      value(event.el, "SCORING_TYPE"),
    );
    const words = wordsOf(typeWords, boardScoring);
    if (!/PAIR/i.test(typeWords) && (/TEAM/i.test(typeWords) || teamMatches(event).length > 0)) {
      // The event's hands (HANDSET), kept with each of its teams sections for the hand records.
      const deals = readHandSets(event.el);
      sections.push(
        ...readTeams(event, title, typeWords, problems).map((s) => (deals.length > 0 ? { ...s, deals } : s)),
      );
      continue;
    }
    // An individual event (a player a seat, N_PLAYER_NUMBER ... W_PLAYER_NUMBER): each line's
    // four players, each scored with the side they sat on; names and standings by player.
    const individual = /INDIVIDUAL/i.test(typeWords) || hasElement(event.el, "N_PLAYER_NUMBER");
    const method = pairsMethod(event, boardScoring, words);
    const club = (
      value(event.el, "CLUB_NAME") ??
      placed(top, "CLUB")
        .map((c) => value(c.el, "CLUB_NAME"))
        .find((n) => n !== undefined) ??
      ""
    ).trim();
    const date = isoDate(value(event.el, "DATE") ?? value(event.el, "EVENT_DATE"));
    const about = { ...(club ? { club } : {}), ...(date ? { date } : {}) };
    const eventNames = readParticipants(event, individual);
    const eventStandings = readStandings(event, individual);

    // Where the boards are: directly under EVENT, under EVENT's SECTIONs (no SESSION), under
    // SESSION, or under SESSION's SECTIONs.
    const groups: Group[] = [];
    // Several sessions of the event, each with boards: each group knows its session.
    const sessions = placed(event, "SESSION").filter(
      (x) => placed(x, "BOARD").length > 0 || placed(x, "SECTION").some((y) => placed(y, "BOARD").length > 0),
    );
    const sessionOf = (x: Placed): string | undefined =>
      sessions.length > 1 ? value(x.el, "SESSION_NUMBER")?.trim() || `${sessions.indexOf(x) + 1}` : undefined;
    const addSections = (
      parent: Placed,
      names: Map<string, string>,
      standings: PublishedStanding[],
      session?: string,
    ) => {
      for (const section of placed(parent, "SECTION")) {
        const id =
          value(section.el, "SECTION_ID") ??
          value(section.el, "SECTION_NAME") ??
          value(section.el, "SECTION_LETTER") ??
          "";
        groups.push({
          at: section,
          name: id.trim(),
          names: new Map([...names, ...readParticipants(section, individual)]),
          standings: [...standings, ...readStandings(section, individual)],
          ...(session !== undefined ? { session } : {}),
        });
      }
    };
    if (placed(event, "BOARD").length > 0)
      groups.push({ at: event, name: "", names: eventNames, standings: eventStandings });
    addSections(event, eventNames, eventStandings);
    for (const session of placed(event, "SESSION")) {
      const sessionNames = new Map([...eventNames, ...readParticipants(session, individual)]);
      const sessionStandings = [...eventStandings, ...readStandings(session, individual)];
      const inSession = sessionOf(session);
      if (placed(session, "BOARD").length > 0)
        groups.push({
          at: session,
          // A session of several is named as a session, not as a section.
          name: inSession !== undefined ? "" : (value(session.el, "SESSION_NUMBER") ?? ""),
          names: sessionNames,
          standings: sessionStandings,
          ...(inSession !== undefined ? { session: inSession } : {}),
        });
      addSections(session, sessionNames, sessionStandings, inSession);
    }
    if (groups.length === 0)
      problems.push(`${at(event)}: no BOARD: expected <BOARD> elements under EVENT, SESSION or SECTION.`);
    const read = groups.map((g) => ({
      ...g,
      ...readBoards(g.at, problems, individual),
      players: readPlayers(g.at, individual),
    }));
    const eventPlayers = [
      ...readPlayers(event, individual),
      ...placed(event, "SESSION").flatMap((s) => readPlayers(s, individual)),
    ];
    const notes: string[] = read.flatMap((g) => g.notes);
    if (method.note) notes.unshift(method.note);
    const stated = scoredAcross(event.el) || placed(event, "SESSION").some((s) => scoredAcross(s.el));
    // Sessions are played apart: only the sections of one session can be one field.
    const told =
      stated || read.length < 2 || individual || sessions.length > 1
        ? null
        : acrossTheField(read.map((g) => g.boards));
    if (told !== null) notes.unshift(told);
    // An individual's player numbers are the event's, not a section's: its sections stay apart.
    if ((stated || told !== null) && read.length > 1 && !individual && sessions.length < 2) {
      // One field: pair numbers carry their section's name so pair 1 of A and pair 1 of B stay apart.
      const merged = new Map<number, FileBoard>();
      const names = new Map<string, string>();
      const standings: PublishedStanding[] = [];
      for (const g of read) {
        const prefix = g.name || `${read.indexOf(g) + 1}`;
        const prefixed = (k: string): string => k.replace(/(\S+)$/, `${prefix}$1`);
        for (const [k, v] of g.names) names.set(prefixed(k), v);
        for (const st of g.standings) standings.push({ ...st, pair: prefixed(st.pair) });
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
          method.method,
          words,
          read.some((g) => g.directed),
          {
            standings,
            notes,
            about,
            players: [
              ...eventPlayers,
              ...read.flatMap((g) =>
                g.players.map((p) => ({
                  ...p,
                  pair: p.pair.replace(/(\S+)$/, `${g.name || read.indexOf(g) + 1}$1`),
                })),
              ),
            ],
          },
        ),
      );
    } else {
      for (const g of read)
        sections.push(
          makeSection(title, g.name, g.boards, g.names, method.method, words, g.directed, {
            standings: g.standings,
            // The event's notes, and this section's own (not its neighbours').
            notes: [...(method.note ? [method.note] : []), ...g.notes],
            movement: movementOf(g.at),
            about,
            players: [...eventPlayers, ...g.players],
            individual,
            ...(g.session !== undefined ? { session: g.session } : {}),
          }),
        );
    }
    // The event's hands (HANDSET), kept with each of its pairs sections for the hand records.
    const deals = readHandSets(event.el);
    if (deals.length > 0)
      for (let k = first; k < sections.length; k++) sections[k] = { ...sections[k], deals };
  }
  if (problems.length > 0) throw new ResultsFileError(file, problems);
  return { format: "usebio", sections };
}

function makeSection(
  event: string,
  section: string,
  read: FileBoard[],
  names: Map<string, string>,
  method: ReturnType<typeof methodFromWords>,
  words: string,
  directed: boolean,
  extra: {
    standings: readonly PublishedStanding[];
    notes: readonly string[];
    movement?: string;
    about?: { club?: string; date?: string };
    players?: readonly FilePlayer[];
    individual?: boolean;
    session?: string;
  },
): FileSection {
  const kept = keepPublishedScores(read);
  const boards = kept.boards;
  const scale = inferScale(boards);
  const expected = method === null || METHOD_TRAITS[method].top ? inferExpected(boards) : null;
  // Matchpoints only: a table not played counted as a tie, where the figures say so.
  const tie = method === null || METHOD_TRAITS[method].top ? inferNotPlayedTie(boards) : null;
  // Only a method divided by its comparisons (cross-IMPs) can have been printed undivided.
  const divisor =
    method !== null && METHOD_TRAITS[method].options.includes("divisor") ? inferDivisor(boards) : null;
  const notes = [
    ...extra.notes,
    ...kept.notes,
    ...(expected ? [expected.note] : []),
    ...(tie ? [tie.note] : []),
    ...(divisor?.divisor === "total" ? [divisor.note] : []),
  ];
  return {
    ...(extra.individual ? { individual: true } : {}),
    event,
    ...(extra.session !== undefined ? { session: extra.session } : {}),
    section,
    boards,
    names,
    ...(extra.standings.length > 0 ? { standings: extra.standings } : {}),
    ...(extra.players && extra.players.length > 0 ? { players: extra.players } : {}),
    ...(extra.about ?? {}),
    ...(notes.length > 0 ? { notes } : {}),
    scoring: {
      ...(method ? { method } : {}),
      ...(scale ? { scale } : {}),
      // Pair numbers with their direction (1NS, 1EW) say it is a Mitchell, as does a MOVEMENT
      // naming one; plain numbers say nothing, and the event layer tells the movement from them.
      // An individual's partnerships change from round to round: each is one field's pair, as in
      // a Howell.
      ...(extra.individual
        ? { movement: "howell" as const }
        : directed || extra.movement === "mitchell"
          ? { movement: "mitchell" as const }
          : extra.movement === "howell"
            ? { movement: "howell" as const }
            : {}),
      ...(words ? { described: words } : {}),
      ...(expected ? { expected: expected.expected } : {}),
      ...(divisor?.divisor === "total" ? { divisor: "total" as const } : {}),
      ...(tie ? { notPlayedTie: true } : {}),
    },
  };
}

/** The movement a group's MOVEMENT (or MOVEMENT_TYPE) names, on it or an element above: "mitchell", "howell" or undefined. */
function movementOf(group: Placed): "mitchell" | "howell" | undefined {
  const text = (value(group.el, "MOVEMENT") ?? value(group.el, "MOVEMENT_TYPE") ?? "").toUpperCase();
  return /MITCHELL/.test(text) ? "mitchell" : /HOWELL/.test(text) ? "howell" : undefined;
}

/** Whether an element says its sections are scored across (an element or attribute naming "across" set to Y, YES, TRUE or 1). */
function scoredAcross(el: XmlElement): boolean {
  const yes = (s: string | undefined): boolean => s !== undefined && /^(Y|YES|TRUE|1)$/i.test(s.trim());
  return (
    el.children.some((c) => /ACROSS/i.test(c.name) && yes(c.text)) ||
    Object.entries(el.attributes).some(([k, v]) => /ACROSS/i.test(k) && yes(v))
  );
}

/** Where a pairs event's boards are: an EVENT, SESSION or SECTION, its name, names and standings. */
interface Group {
  readonly at: Placed;
  readonly name: string;
  /** The session it is in, when the event has several sessions with boards. */
  readonly session?: string;
  readonly names: Map<string, string>;
  readonly standings: PublishedStanding[];
}

/** An element's value on the element, else on the first of its descendants that has it (sessions, sections). */
function findValue(top: Placed, name: string): string | undefined {
  const own = value(top.el, name);
  if (own !== undefined && own.trim() !== "") return own.trim();
  for (const inner of [...placed(top, "SESSION"), ...placed(top, "SECTION")]) {
    const found = findValue(inner, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether any BOARD under the element gives its datum (BOARD_AVERAGE), as Butler boards do. */
function hasDatum(el: XmlElement): boolean {
  return el.children.some((c) => (c.name === "BOARD_AVERAGE" && c.text.trim() !== "") || hasDatum(c));
}

/**
 * A pairs event's method: from BOARD_SCORING_METHOD when it names one (MATCH_POINTS, CROSS_IMPS,
 * BUTLER; plain IMPS is Butler when the boards give their datum in BOARD_AVERAGE, else cross-IMPs,
 * and a note says which), else from the older EVENT_TYPE words (MP_PAIRS, BUTLER_PAIRS, ...).
 */
function pairsMethod(
  event: Placed,
  boardScoring: string | undefined,
  words: string,
): { method: ScoringMethod | null; note?: string } {
  const b = (boardScoring ?? "").toUpperCase();
  if (/BUTLER/.test(b)) return { method: "butler" };
  if (/CROSS|XIMP/.test(b)) return { method: "cross" };
  if (/MATCH[\s_-]*POINT|^MPS?$|NEUBERG|PERCENT/.test(b)) return { method: "mp" };
  if (/IMP/.test(b)) {
    const datum = hasDatum(event.el);
    return {
      method: datum ? "butler" : "cross",
      note: datum
        ? `scored as Butler: BOARD_SCORING_METHOD is "${boardScoring}" and the boards give their datum (BOARD_AVERAGE)`
        : `scored as cross-IMPs: BOARD_SCORING_METHOD is "${boardScoring}" and no board gives a datum (BOARD_AVERAGE)`,
    };
  }
  return { method: methodFromWords(words) };
}

/** A PARTICIPANTS PAIR's number as written: `3`, `3NS`, `(A) 3 NS`; its section when it names one. */
function participantNumber(pair: XmlElement): { key: string; section: string } | null {
  const raw = (value(pair, "PAIR_NUMBER") ?? value(pair, "TEAM_NUMBER") ?? "").trim();
  if (raw === "") return null;
  const m = /^(?:\(\s*([A-Za-z0-9]+)\s*\)\s*)?(\d+)\s*(NS|EW)?$/i.exec(raw);
  const dir = (value(pair, "DIRECTION") ?? "").toUpperCase().replace(/[^NSEW]/g, "");
  if (m === null) return { key: raw, section: "" };
  const side = m[3]?.toUpperCase() ?? (dir === "NS" || dir === "EW" ? dir : "");
  return { key: side ? `${side} ${m[2]}` : m[2], section: m[1]?.toUpperCase() ?? "" };
}

/**
 * The PARTICIPANTS PAIRs of an element, each with its key (`NS 3`, `3`; `NS A3` when the pairs
 * name more than one section, so pair 1 of A and pair 1 of B stay apart).
 */
function participantPairs(parent: Placed): { pair: Placed; key: string }[] {
  const found = placed(parent, "PARTICIPANTS").flatMap((p) => [...placed(p, "PAIR"), ...placed(p, "TEAM")]);
  const numbered = found.map((pair) => ({ pair, n: participantNumber(pair.el) }));
  const sections = new Set(numbered.map((x) => x.n?.section ?? ""));
  const several = sections.size > 1;
  return numbered
    .filter((x) => x.n !== null)
    .map(({ pair, n }) => ({
      pair,
      key: several && n!.section ? n!.key.replace(/(\d+)$/, `${n!.section}$1`) : n!.key,
    }));
}

/**
 * An individual event's PARTICIPANTS: each PLAYER with its number in the event (PLAYER_NUMBER,
 * else PLAYER_ID), directly under PARTICIPANTS or under a PAIR.
 */
function participantPlayers(parent: Placed): { player: Placed; key: string }[] {
  return placed(parent, "PARTICIPANTS")
    .flatMap((p) => [...placed(p, "PLAYER"), ...placed(p, "PAIR").flatMap((pair) => placed(pair, "PLAYER"))])
    .map((player) => ({
      player,
      key: (value(player.el, "PLAYER_NUMBER") ?? value(player.el, "PLAYER_ID") ?? "").trim(),
    }))
    .filter((x) => x.key !== "");
}

/** Names from PARTICIPANTS: each PAIR's number and its PLAYERs' names (or a TEAM's name); an individual's PLAYERs by number. */
function readParticipants(parent: Placed, individual = false): Map<string, string> {
  const names = new Map<string, string>();
  if (individual) {
    for (const { player, key } of participantPlayers(parent)) {
      const name = (childText(player.el, "PLAYER_NAME") ?? "").trim();
      if (name !== "") names.set(key, name);
    }
    return names;
  }
  for (const { pair, key } of participantPairs(parent)) {
    const players = pair.el.children
      .filter((c) => c.name === "PLAYER")
      .map((c) => (childText(c, "PLAYER_NAME") ?? "").trim())
      .filter((n) => n !== "");
    const who =
      players.length > 0
        ? players.join(" - ")
        : (value(pair.el, "TEAM_NAME") ?? value(pair.el, "PAIR_NAME") ?? "").trim();
    if (who !== "") names.set(key, who);
  }
  return names;
}

/** The players of PARTICIPANTS: each PAIR's PLAYERs with their NATIONAL_ID_NUMBER (else CLUB_ID_NUMBER). */
function readPlayers(parent: Placed, individual = false): FilePlayer[] {
  if (individual)
    return participantPlayers(parent)
      .map(({ player, key }) => ({
        pair: key,
        seat: "",
        number: (value(player.el, "NATIONAL_ID_NUMBER") ?? value(player.el, "CLUB_ID_NUMBER") ?? "").trim(),
        name: (childText(player.el, "PLAYER_NAME") ?? "").trim(),
      }))
      .filter((p) => p.name !== "" || p.number !== "");
  return participantPairs(parent).flatMap(({ pair, key }) =>
    pair.el.children
      .filter((c) => c.name === "PLAYER")
      .map((c) => ({
        pair: key,
        seat: "",
        number: (value(c, "NATIONAL_ID_NUMBER") ?? value(c, "CLUB_ID_NUMBER") ?? "").trim(),
        name: (childText(c, "PLAYER_NAME") ?? "").trim(),
      }))
      .filter((p) => p.name !== "" || p.number !== ""),
  );
}

/** A USEBIO DATE (DD/MM/YYYY, or already YYYY-MM-DD) as YYYY-MM-DD; undefined for anything else. */
function isoDate(text: string | undefined): string | undefined {
  const t = (text ?? "").trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (dmy) return `${dmy[3]}-${dmy[2].padStart(2, "0")}-${dmy[1].padStart(2, "0")}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(t) ? t : undefined;
}

/** The published standings of PARTICIPANTS: each PAIR's PERCENTAGE, total (TOTAL_SCORE, TOTAL_MATCH_POINTS, ...) and PLACE. */
function readStandings(parent: Placed, individual = false): PublishedStanding[] {
  const standings: PublishedStanding[] = [];
  const entries = individual
    ? participantPlayers(parent).map(({ player, key }) => ({ pair: player, key }))
    : participantPairs(parent);
  for (const { pair, key } of entries) {
    const get = (...names: string[]): string | undefined =>
      names.map((n) => value(pair.el, n)?.trim()).find((v) => v !== undefined && v !== "" && v !== "-");
    const percentage = get("PERCENTAGE", "PAIR_PERCENTAGE");
    const total = get(
      "TOTAL_SCORE",
      "TOTAL_MATCH_POINTS",
      "TOTAL_CROSS_IMP_POINTS",
      "TOTAL_IMPS",
      "MATCH_POINTS",
      "TOTAL_POINTS",
    );
    const place = get("PLACE", "POSITION", "RANK");
    if (percentage === undefined && total === undefined && place === undefined) continue;
    standings.push({
      pair: key,
      ...(percentage !== undefined ? { percentage } : {}),
      ...(total !== undefined ? { total } : {}),
      ...(place !== undefined ? { place } : {}),
      source: at(pair),
    });
  }
  return standings;
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

/**
 * The boards of a group, each TRAVELLER_LINE as a traveller row; `directed` when pair numbers
 * carry NS / EW. Lines whose pair numbers name more than one section (`(A) 1 NS`, `(B) 1 NS`) keep
 * the section in the pair (`A1`, `B1`), so the two pairs 1 stay apart.
 */
function readBoards(
  group: Placed,
  problems: string[],
  individual = false,
): { boards: FileBoard[]; directed: boolean; notes: string[] } {
  const boards: FileBoard[] = [];
  const seen = new Set<number>();
  const notes: string[] = [];
  const sections = new Set<string>();
  const sectionsOf = new Map<FileBoard, readonly (readonly [string, string])[]>();
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
    const rowSections: (readonly [string, string])[] = [];
    for (const line of placed(b, "TRAVELLER_LINE")) {
      const row = readLine(line, problems, false, notes, individual);
      if (row === null) continue;
      if (row.directed) directed = true;
      for (const x of row.sections) if (x !== "") sections.add(x);
      rows.push(row.row);
      rowSections.push(row.sections);
    }
    const fileBoard: FileBoard = { board, vulnerability, dealer, rows };
    problems.push(...boardConditionProblems(fileBoard, at(b)));
    boards.push(fileBoard);
    sectionsOf.set(fileBoard, rowSections);
    seen.add(board);
  }
  boards.sort((x, y) => x.board - y.board);
  // Pairs of several sections keep their section (A1, B1); otherwise each row is kept as read,
  // not copied (a file may hold a million of them).
  const several = sections.size > 1;
  return {
    boards: several
      ? boards.map((b) => {
          const of = sectionsOf.get(b)!;
          return {
            ...b,
            rows: b.rows.map((row, k) => ({ ...row, ns: of[k][0] + row.ns, ew: of[k][1] + row.ew })),
          };
        })
      : boards,
    directed,
    notes,
  };
}

/** A pair number as written: `3`, a Mitchell `3NS` / `3EW` (which must match its side), or with its section `(A) 3 NS`. */
function pairNumber(
  text: string | undefined,
  side: "NS" | "EW",
  where: string,
  problems: string[],
): { id: string; directed: boolean; section: string } {
  const t = (text ?? "").trim();
  const m = /^(?:\(\s*([A-Za-z0-9]+)\s*\)\s*)?([A-Za-z]?\d+)\s*(NS|EW|N|E)?$/i.exec(t);
  if (!m) {
    problems.push(
      `${where}: ${side}_PAIR_NUMBER is ${t === "" ? "missing" : `"${t}"`}: expected a pair number such as 3, 3${side} or (A) 3 ${side}.`,
    );
    return { id: t, directed: false, section: "" };
  }
  const dir = m[3]?.toUpperCase();
  if (dir && !side.startsWith(dir[0])) {
    problems.push(`${where}: ${side}_PAIR_NUMBER "${t}" names the other direction: expected ${m[2]}${side}.`);
  }
  return { id: m[2], directed: dir !== undefined, section: m[1]?.toUpperCase() ?? "" };
}

/**
 * One TRAVELLER_LINE as a traveller row. In a teams match (`teamsLine`) the MATCH names the
 * teams, so the pair numbers are kept as written, whatever their form (TeamsScorer and
 * EBUScoreTeams write team, then the pair's two seats: `1-1-2`), or left out.
 */
function readLine(
  line: Placed,
  problems: string[],
  teamsLine = false,
  notes: string[] = [],
  individual = false,
): { row: FileTableRow; directed: boolean; sections: readonly [string, string] } | null {
  const el = line.el;
  const where = at(line);
  const before = problems.length;
  const pair = (side: "NS" | "EW") => {
    const text = value(el, `${side}_PAIR_NUMBER`);
    if (teamsLine) return { id: (text ?? "").trim(), directed: false, section: "" };
    return individual && (text ?? "").trim() === ""
      ? { id: "", directed: false, section: "" }
      : pairNumber(text, side, where, problems);
  };
  const ns = pair("NS");
  const ew = pair("EW");
  const seats = individual ? readSeats(el, where, problems, notes) : undefined;
  const rawContract = (value(el, "CONTRACT") ?? "").trim();
  let rawScore = (value(el, "SCORE") ?? value(el, "NS_SCORE") ?? "").trim().replace(/\s+/g, "");
  const passWords = /^(PASS|PASSED|ALLPASS|P|PO)$/i;
  let passOut = passWords.test(rawContract.replace(/\s+/g, "")) || passWords.test(rawScore);
  if (passWords.test(rawScore)) rawScore = "0";
  // One converter writes a passed-in hand as NP ("not played") with a score of 0: the score is the
  // record, so the board is scored as passed out, and a note says the file contradicts itself.
  if (/^NP$/i.test(rawContract) && /^[+-]?0$/.test(rawScore)) {
    passOut = true;
    notes.push(
      `${where}: CONTRACT is NP (not played) but SCORE is ${rawScore}: scored as a passed-out board, as its score says`,
    );
  }
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
  // Most lines publish nothing: they share one empty record (a file may have a million lines).
  let published: Record<string, string> | null = null;
  const put = (name: string, key: string): void => {
    const v = value(el, name)?.trim();
    if (v === undefined || v === "" || v === "-") return;
    (published ??= {})[key] = v;
  };
  put("NS_MATCH_POINTS", "MP_NS");
  put("EW_MATCH_POINTS", "MP_EW");
  put("NS_PERCENTAGE", "Percentage_NS");
  put("EW_PERCENTAGE", "Percentage_EW");
  put("NS_IMPS", "IMP_NS");
  put("EW_IMPS", "IMP_EW");
  // Cross-IMP pairs publish their IMPs as cross-IMP points; they stand beside the add-in's IMPs.
  put("NS_CROSS_IMP_POINTS", "IMP_NS");
  put("EW_CROSS_IMP_POINTS", "IMP_EW");
  return {
    directed: ns.directed || ew.directed,
    sections: [ns.section, ew.section],
    row: {
      table: (value(el, "TABLE_NUMBER") ?? "").trim(),
      ns: ns.id,
      ew: ew.id,
      contract: awardRow ? "" : contract,
      declarer: passOut || awardRow ? "" : playedBy,
      lead: passOut || awardRow ? "" : readLead(value(el, "LEAD")),
      tricks: passOut || awardRow || tricksText === "" ? "" : Number(tricksText),
      score,
      published: published ?? NOTHING_PUBLISHED,
      source: where,
      ...(seats ? { seats } : {}),
    },
  };
}

/** Whether an element or any element inside it has a child of that name. */
function hasElement(el: XmlElement, name: string): boolean {
  return el.children.some((c) => c.name === name || hasElement(c, name));
}

/**
 * An individual event's TRAVELLER_LINE: the player in each seat (N_PLAYER_NUMBER, E_, S_ and
 * W_PLAYER_NUMBER), each a player number of the event; a missing one is a problem. A number in
 * two seats of one line is a note, not a refusal: the line's result is scored all the same (the
 * USEBIO 1.1 individual sample has such lines, its player numbers "examples only"), and the
 * player's ranking counts it once for each seat.
 */
function readSeats(el: XmlElement, where: string, problems: string[], notes: string[]): Seats | undefined {
  const seat = (letter: "N" | "E" | "S" | "W"): string => {
    const text = (value(el, `${letter}_PLAYER_NUMBER`) ?? "").trim();
    if (text === "")
      problems.push(
        `${where}: ${letter}_PLAYER_NUMBER is missing: expected the number of the player who sat ${SEAT_WORDS[letter]}, such as 7.`,
      );
    return text;
  };
  const seats = { north: seat("N"), east: seat("E"), south: seat("S"), west: seat("W") };
  const all = [seats.north, seats.east, seats.south, seats.west];
  if (new Set(all).size < 4 && all.every((p) => p !== ""))
    notes.push(
      `${where}: a player sits in two seats (${all.join(", ")} as N, E, S, W): the line is scored as it stands`,
    );
  return seats;
}

const SEAT_WORDS = { N: "North", E: "East", S: "South", W: "West" } as const;

/**
 * A lead as the traveller writes it, suit first, whichever way the file has it: Compscore's `KH`
 * (rank first) and the other programs' `HK` both become `HK`; a ten (`TD`, `DT`, `D10`) is `D10`.
 */
function readLead(text: string | undefined): string {
  const t = (text ?? "").trim().toUpperCase();
  const rankFirst = /^(10|[2-9TJQKA])([SHDC])$/.exec(t);
  const suitFirst = /^([SHDC])(10|[2-9TJQKA])$/.exec(t);
  const [rank, suit] = rankFirst
    ? [rankFirst[1], rankFirst[2]]
    : suitFirst
      ? [suitFirst[2], suitFirst[1]]
      : [];
  if (rank === undefined || suit === undefined) return t;
  return `${suit}${rank === "T" ? "10" : rank}`;
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
    const notes: string[] = [];
    const boards = new Map<number, FileBoard>();
    const published: PublishedMatch[] = [];
    const ownCount = roundsAreOwnCounts(matches);
    if (ownCount !== null) notes.push(ownCount);
    for (const [k, match] of matches.entries()) {
      // ROUND_NUMBER as each team's own count of its matches cannot place a match in the event's
      // rounds: each match is then its own, numbered in the file's order.
      const round = ownCount !== null ? `${k + 1}` : (value(match.el, "ROUND_NUMBER") ?? "").trim() || "1";
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
          // Where TEAM sat: its DIRECTION, else the pair numbers (a team's number, or its number
          // before the pair's: 1-1-2), else the first line NS.
          const [nsTeam, ewTeam] = [teamOfPair(row.ns), teamOfPair(row.ew)];
          const homeNs =
            direction !== null
              ? direction === "NS"
              : nsTeam === teamId || ewTeam === oppId || (ewTeam !== teamId && nsTeam !== oppId && k === 0);
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
      ...(notes.length > 0 ? { notes } : {}),
      event: title,
      section: g.name,
      boards: [...boards.values()].sort((a, b) => a.board - b.board),
      names: new Map<string, string>(),
      scoring: {
        ...(teamsMethod ? { teamsMethod } : {}),
        ...(teamsMethod === "bam" ? bamScaleOf(described, matches) : {}),
        ...(described ? { described } : {}),
      },
      matches: published,
    });
  }
  if (sections.length === 0)
    problems.push(
      `${at(event)}: the event type is "${words}", a teams event, but it has no MATCH: expected a MATCH per match (ROUND_NUMBER, TEAM, OPPOSING_TEAM) holding its BOARDs, each with a TRAVELLER_LINE per room.`,
    );
  return sections;
}

/**
 * Why a group's ROUND_NUMBERs are not the event's rounds, or null when they may be: a team that
 * meets two opponents under one ROUND_NUMBER shows that the number is each team's own count of its
 * matches (TeamsScorer numbers TEAM's matches 1, 2, 3 ... so its opponent may have a match 1 of its
 * own), which places no match in a round.
 */
function roundsAreOwnCounts(matches: readonly Placed[]): string | null {
  const opponent = new Map<string, string>();
  for (const m of matches) {
    const round = (value(m.el, "ROUND_NUMBER") ?? "").trim() || "1";
    const a = (value(m.el, "TEAM") ?? "").trim();
    const b = (value(m.el, "OPPOSING_TEAM") ?? "").trim();
    if (a === "" || b === "") continue;
    for (const [team, other] of [
      [a, b],
      [b, a],
    ]) {
      const before = opponent.get(`${round}\0${team}`);
      if (before !== undefined && before !== other)
        return `ROUND_NUMBER is each team's own count of its matches, not the event's round (team ${team} meets both ${before} and ${other} in a match numbered ${round}): the ${matches.length} matches are taken one by one, numbered 1 to ${matches.length} in the file's order`;
      opponent.set(`${round}\0${team}`, other);
    }
  }
  return null;
}

/**
 * A board-a-match event's points a board: the British point-a-board (`PAB`, EBUScoreTeams) is 2,
 * 1, 0; otherwise the published board points say (a 2 is the British scale, a 1/2 the standard
 * one), and failing them the file says nothing.
 */
function bamScaleOf(words: string, matches: readonly Placed[]): { bamScale?: BamScale } {
  if (/(^|[^A-Z])PAB([^A-Z]|$)|POINT[\s_-]*A[\s_-]*BOARD/i.test(words)) return { bamScale: "british" };
  const points = matches.flatMap((m) =>
    placed(m, "BOARD").flatMap((b) =>
      ["TEAM_POINTS", "OPPOSING_TEAM_POINTS"].map((n) => Number(value(b.el, n) ?? "")),
    ),
  );
  if (points.some((p) => p === 2)) return { bamScale: "british" };
  if (points.some((p) => p === 0.5)) return { bamScale: "standard" };
  return {};
}

/**
 * The team a teams line's pair number names: the number itself (`3`, `3NS`, `(A) 3 NS`), or the
 * team's number before the pair's as TeamsScorer and EBUScoreTeams write it (`3-1-2`: team 3, its
 * pair in seats 1 and 2).
 */
function teamOfPair(text: string): string {
  const m = /^(?:\(\s*[A-Za-z0-9]+\s*\)\s*)?0*(\d+)(?:\s*[-/.]\s*\d+)*\s*(?:NS|EW|N|E)?$/i.exec(text.trim());
  return m ? m[1] : text.trim();
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
