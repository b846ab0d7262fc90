// A USEBIO pairs (or individual) event: where its boards are (under the event, its sections, its
// sessions or their sections), each such group read as a section with its names, standings and
// players, sections scored as one field merged into one, and each section's scoring told from the
// file's words and figures.
import {
  acrossTheField,
  inferDivisor,
  inferExpected,
  inferNotPlayedTie,
  inferScale,
  keepPublishedScores,
  methodFromWords,
  type FileBoard,
  type FilePlayer,
  type FileSection,
  type PublishedStanding,
} from "../results-file";
import type { XmlElement } from "../xml";
import { prefixLastWord } from "../text";
import { METHOD_TRAITS, type ScoringMethod } from "../../scoring";
import { at, hasDatum, hasElement, isoDate, placed, value, type Placed } from "./elements";
import { readBoards } from "./lines";
import { readParticipants, readPlayers, readStandings } from "./participants";

/** Where a pairs event's boards are: an EVENT, SESSION or SECTION, its name, names and standings. */
interface Group {
  readonly at: Placed;
  readonly name: string;
  /** The session it is in, when the event has several sessions with boards. */
  readonly session?: string;
  readonly names: Map<string, string>;
  readonly standings: PublishedStanding[];
}

/** A group with its boards read. */
type ReadGroup = Group & ReturnType<typeof readBoards> & { players: FilePlayer[] };

/** What the event's own elements say, for its pairs sections. */
export interface PairsEvent {
  /** The file's root element (a CLUB beside the EVENT may name the club). */
  readonly top: Placed;
  readonly title: string;
  /** The event's scoring words: its type and BOARD_SCORING_METHOD. */
  readonly words: string;
  /** Its EVENT_TYPE, SCORING_METHOD and SCORING_TYPE words. */
  readonly typeWords: string;
  readonly boardScoring: string | undefined;
}

/** A pairs or individual event's sections (several scored as one field merged into one). */
export function readPairsEvent(event: Placed, e: PairsEvent, problems: string[]): FileSection[] {
  // An individual event (a player a seat, N_PLAYER_NUMBER ... W_PLAYER_NUMBER): each line's
  // four players, each scored with the side they sat on; names and standings by player.
  const individual = /INDIVIDUAL/i.test(e.typeWords) || hasElement(event.el, "N_PLAYER_NUMBER");
  const method = pairsMethod(event, e.boardScoring, e.words);
  const club = (
    value(event.el, "CLUB_NAME") ??
    placed(e.top, "CLUB")
      .map((c) => value(c.el, "CLUB_NAME"))
      .find((n) => n !== undefined) ??
    ""
  ).trim();
  const date = isoDate(value(event.el, "DATE") ?? value(event.el, "EVENT_DATE"));
  const about = { ...(club ? { club } : {}), ...(date ? { date } : {}) };
  const { groups, sessions } = boardGroups(event, individual);
  if (groups.length === 0)
    problems.push(`${at(event)}: no BOARD: expected <BOARD> elements under EVENT, SESSION or SECTION.`);
  const read: ReadGroup[] = groups.map((g) => ({
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
    return [
      oneField(read, {
        event: e.title,
        section: "",
        method: method.method,
        words: e.words,
        notes,
        about,
        players: eventPlayers,
      }),
    ];
  }
  return read.map((g) =>
    makeSection({
      event: e.title,
      section: g.name,
      boards: g.boards,
      names: g.names,
      method: method.method,
      words: e.words,
      directed: g.directed,
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

/**
 * Where the boards are: directly under EVENT, under EVENT's SECTIONs (no SESSION), under
 * SESSION, or under SESSION's SECTIONs; each group with the names and standings of it and the
 * elements above it. Also the sessions that hold boards.
 */
function boardGroups(event: Placed, individual: boolean): { groups: Group[]; sessions: Placed[] } {
  const eventNames = readParticipants(event, individual);
  const eventStandings = readStandings(event, individual);
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
  return { groups, sessions };
}

/**
 * The groups of one field as one section: pair numbers carry their section's name so pair 1 of
 * A and pair 1 of B stay apart (a group without a name, its place in the event).
 */
function oneField(
  read: readonly ReadGroup[],
  c: Omit<SectionParts, "boards" | "names" | "directed" | "standings">,
): FileSection {
  const merged = new Map<number, FileBoard>();
  const names = new Map<string, string>();
  const standings: PublishedStanding[] = [];
  for (const g of read) {
    const prefix = g.name || `${read.indexOf(g) + 1}`;
    const prefixed = (k: string): string => prefixLastWord(k, prefix);
    for (const [k, v] of g.names) names.set(prefixed(k), v);
    for (const st of g.standings) standings.push({ ...st, pair: prefixed(st.pair) });
    for (const b of g.boards) {
      const rows = b.rows.map((r) => ({ ...r, ns: prefix + r.ns, ew: prefix + r.ew }));
      const m = merged.get(b.board);
      merged.set(b.board, m ? { ...m, rows: [...m.rows, ...rows] } : { ...b, rows });
    }
  }
  const boards = [...merged.values()].sort((a, b) => a.board - b.board);
  return makeSection({
    ...c,
    boards,
    names,
    directed: read.some((g) => g.directed),
    standings,
    players: [
      ...(c.players ?? []),
      ...read.flatMap((g) =>
        g.players.map((p) => ({
          ...p,
          pair: prefixLastWord(p.pair, g.name || `${read.indexOf(g) + 1}`),
        })),
      ),
    ],
  });
}

/** What a pairs section is made of. */
interface SectionParts {
  readonly event: string;
  readonly section: string;
  readonly boards: FileBoard[];
  readonly names: Map<string, string>;
  readonly method: ScoringMethod | null;
  readonly words: string;
  /** Its pair numbers carry their direction (1NS, 1EW). */
  readonly directed: boolean;
  readonly standings: readonly PublishedStanding[];
  readonly notes: readonly string[];
  /** The movement its MOVEMENT names. */
  readonly movement?: string;
  readonly about?: { club?: string; date?: string };
  readonly players?: readonly FilePlayer[];
  readonly individual?: boolean;
  readonly session?: string;
}

/** A pairs section with the scoring its words and published figures tell. */
function makeSection(p: SectionParts): FileSection {
  const { event, section, names, method, words, directed } = p;
  const kept = keepPublishedScores(p.boards);
  const boards = kept.boards;
  const scale = inferScale(boards);
  const expected = method === null || METHOD_TRAITS[method].top ? inferExpected(boards) : null;
  // Matchpoints only: a table not played counted as a tie, where the figures say so.
  const tie = method === null || METHOD_TRAITS[method].top ? inferNotPlayedTie(boards) : null;
  // Only a method divided by its comparisons (cross-IMPs) can have been printed undivided.
  const divisor =
    method !== null && METHOD_TRAITS[method].options.includes("divisor") ? inferDivisor(boards) : null;
  const notes = [
    ...p.notes,
    ...kept.notes,
    ...(expected ? [expected.note] : []),
    ...(tie ? [tie.note] : []),
    ...(divisor?.divisor === "total" ? [divisor.note] : []),
  ];
  return {
    ...(p.individual ? { individual: true } : {}),
    event,
    ...(p.session !== undefined ? { session: p.session } : {}),
    section,
    boards,
    names,
    ...(p.standings.length > 0 ? { standings: p.standings } : {}),
    ...(p.players && p.players.length > 0 ? { players: p.players } : {}),
    ...(p.about ?? {}),
    ...(notes.length > 0 ? { notes } : {}),
    scoring: {
      ...(method ? { method } : {}),
      ...(scale ? { scale } : {}),
      // Pair numbers with their direction (1NS, 1EW) say it is a Mitchell, as does a MOVEMENT
      // naming one; plain numbers say nothing, and the event layer tells the movement from them.
      // An individual's partnerships change from round to round: each is one field's pair, as in
      // a Howell.
      ...(p.individual
        ? { movement: "howell" as const }
        : directed || p.movement === "mitchell"
          ? { movement: "mitchell" as const }
          : p.movement === "howell"
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
