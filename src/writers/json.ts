// The scored event as one JSON document (the command line's --json): for a pairs section, the
// method and options, each board with its tables and results, and the ranking; for a teams
// section, each match, the standings and the Butler ranking of the pairs. A results file of
// several sections gives `{ sections: [...] }`, each with its title and the comparison of the
// file's published results with ours; a section whose file gives the deals, its `deals`.
import { METHOD_TRAITS, type Movement, type ScoredSession } from "../scoring";
import type { ResultsSheetOptions } from "../sheet/results";
import type { DecidedPairs, PlayerRanking, ScoredEvent, ScoredSection, ScoredTeamsSection } from "../event";
import { dealJson } from "./deal-tags";

/**
 * A list whose items are made when they are read, one at a time: a session's boards, which for a
 * million results would otherwise be built whole before the first is written. `JSON.stringify`
 * writes it as the array of its items (through toJSON); the command line's writer (json-out.ts)
 * writes it an item at a time, each item dropped once written.
 *
 * @example
 * const squares = new LazyList(3, (i) => i * i);
 * JSON.stringify(squares); // "[0,1,4]"
 */
export class LazyList<T> {
  constructor(
    readonly length: number,
    readonly at: (index: number) => T,
  ) {}

  toJSON(): T[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i));
  }
}

/**
 * What `--json` adds to board `k`: its datum (Butler) and top (matchpoints), from whichever of the
 * sessions scored (one per method) gives them, and the par a board played once was scored against.
 *
 * @example
 * boardFigures(sessions, 0); // { datum: -180, top: 8 } with --method all on the club's board 15
 */
function boardFigures(
  sessions: readonly ScoredSession[],
  k: number,
): { datum?: number; top?: number; againstPar?: number } {
  const out: { datum?: number; top?: number; againstPar?: number } = {};
  for (const s of sessions) {
    const b = s.boards[k];
    if (METHOD_TRAITS[s.method].datum && "datum" in b.workings) out.datum = b.workings.datum;
    if (b.againstPar !== undefined) out.againstPar = b.againstPar;
    if (b.top !== null) out.top = b.top;
  }
  return out;
}

/** Each table made into its document by `one` (with its index), leaving out those `skip` names. */
function mapTables<T, U>(tables: readonly T[], skip: (t: T) => boolean, one: (t: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < tables.length; i++) if (!skip(tables[i])) out.push(one(tables[i], i));
  return out;
}

/**
 * The JSON document of a pairs session scored by one or more methods: the method and options,
 * each board with its tables (NS and EW pair, NS score, NS and EW result; with "all", one result
 * pair per method), and the session ranking (per method with "all").
 *
 * @example
 * sessionJson(sessions, options).boards.at(0).tables[0].nsResult; // 31 on the club's "Cross-IMP Scoring" board 15 (divisor total)
 */
function sessionJson(
  sessions: readonly ScoredSession[],
  options: ResultsSheetOptions,
  decided: DecidedPairs,
): Record<string, unknown> {
  const movementChosen = decided.movement.from === "user";
  const percentages = (s: ScoredSession): boolean => METHOD_TRAITS[s.method].percentages;
  const ranking = (s: ScoredSession): unknown =>
    s.rankings.map((r) => ({
      field: r.field,
      pairs: r.pairs.map((p) => ({
        pair: p.id,
        ...(p.names !== undefined ? { names: p.names } : {}),
        rank: p.rank,
        ...(p.tieBreak !== undefined ? { tieBreak: p.tieBreak } : {}),
        ...(p.stratum !== undefined ? { stratum: p.stratum, rating: p.rating } : {}),
        boards: p.boardsPlayed,
        total: p.total,
        average: p.average,
        ...(percentages(s) ? { tops: p.tops, percentage: p.percentage } : {}),
      })),
    }));
  const first = sessions[0];
  // The not-played rows the movement supplied for a board a table did not play (findings.ts): said
  // in the notes, not listed as tables, since the input has no line for them.
  const supplied = new Set(decided.findings.notPlayed.map((m) => `${m.board}\u0000${m.ns}\u0000${m.ew}`));
  const suppliedRow = (board: number, t: ScoredSession["boards"][number]["tables"][number]): boolean =>
    t.kind === "notPlayed" && supplied.has(`${board}\u0000${t.ns}\u0000${t.ew}`);
  // Each board's part made as it is written (see LazyList): JSON.stringify gives the same array.
  const boardJson = (b: ScoredSession["boards"][number], k: number): Record<string, unknown> => ({
    board: b.board,
    // A fouled board's group (its version), scored as a board of its own.
    ...(b.fouled !== undefined ? { version: b.fouled.group } : {}),
    vulnerability: b.vulnerability,
    dealer: b.dealer,
    ...boardFigures(sessions, k),
    tables: mapTables(
      b.tables,
      (t) => supplied.size > 0 && suppliedRow(b.board, t),
      (t, i) => {
        // Built key by key, in the order the document gives them (no spreads: a million tables).
        const row: Record<string, unknown> = { ns: t.ns, ew: t.ew, nsScore: t.nsScore };
        if (t.kind !== "plain") row.entry = t.award ? `${t.award.ns}/${t.award.ew}` : t.kind;
        const result = (s: ScoredSession, into: Record<string, unknown>): Record<string, unknown> => {
          const x = s.boards[k].tables[i];
          into.nsResult = x.nsResult;
          into.ewResult = x.ewResult;
          if (percentages(s)) {
            into.nsPercent = x.nsPercent;
            into.ewPercent = x.ewPercent;
          }
          return into;
        };
        if (sessions.length === 1) return result(first, row);
        for (const s of sessions) row[s.method] = result(s, {});
        return row;
      },
    ),
  });
  const boards = new LazyList(first.boards.length, (k) => boardJson(first.boards[k], k));
  // The options list what was chosen: not the workbook's sheet names, the names table or the
  // movement's wording, and the movement only when the user chose it (a movement the file gave or
  // the pair numbers showed is the document's own "movement").
  const { method, existingNames, names, ratings, movementTold, fromFile, ...shown } = options;
  const { movement, ...unmoved } = shown;
  void [existingNames, names, ratings, movementTold, fromFile, movement];
  return {
    method,
    options: movementChosen ? shown : unmoved,
    movement: movementJson(first.movement, decided),
    boards,
    unplayedBoards: first.unplayedBoards,
    ...(first.sessionAwards !== undefined ? { sessionAwards: first.sessionAwards } : {}),
    ranking:
      sessions.length === 1
        ? ranking(first)
        : Object.fromEntries(sessions.map((s) => [s.method, ranking(s)])),
    // Each stratum's list, field by field (a lower stratum's pairs in every higher list too).
    ...(first.strata !== undefined
      ? {
          strata:
            sessions.length === 1
              ? first.strata
              : Object.fromEntries(sessions.map((s) => [s.method, s.strata])),
        }
      : {}),
  };
}

/**
 * The movement as played, from the movement check: its kind (and who said it: the user, the input
 * file, or the pair numbers), the rounds (null without a Round column), the most tables that
 * played one board set, the board sets, and whether the rounds were read from a Round column or
 * the sets inferred from the pairings on each board.
 *
 * @example
 * movementJson("mitchell", decided);
 * // { kind: "mitchell", kindFrom: "inferred", readFrom: "round-column", rounds: 7, tables: 7,
 * //   boardSets: [[1, 2, 3], ...], pairs: 14 } on a seven-table Mitchell of 21 boards, 3 a round
 */
function movementJson(kind: Movement, decided: DecidedPairs): Record<string, unknown> {
  const played = decided.played.played;
  return {
    kind,
    kindFrom: decided.movement.from,
    readFrom: played.fromRounds ? "round-column" : "inferred",
    rounds: played.rounds,
    tables: played.tables,
    boardSets: played.sets,
    pairs: played.pairs,
    ...(played.accepted.length > 0 ? { accepted: played.accepted } : {}),
  };
}

/**
 * The JSON document of a teams section: the method, each match (round, teams, each board's result
 * to each team, the totals, the VPs), the standings (rank as text: "=2"; what each team won and
 * lost as impsFor / impsAgainst, or pointsFor / pointsAgainst under board-a-match and aggregate)
 * and the Butler ranking of the pairs. VPs are left out without a VP scale.
 */
function teamsJson(s: ScoredTeamsSection): Record<string, unknown> {
  const { scored, withVp } = s;
  return {
    event: "teams",
    method: scored.method,
    matches: scored.matches.map((m) => ({
      round: m.round,
      home: m.home,
      away: m.away,
      boards: m.boards.map((b) => ({ board: b.board, home: b.home, away: b.away })),
      total: m.total,
      ...(withVp && m.vp ? { vp: m.vp } : {}),
    })),
    standings: scored.standings.map((t) => ({
      team: t.team,
      rank: t.rank,
      played: t.played,
      ...(withVp ? { vp: t.vp } : {}),
      // What a team won and lost: IMPs, or under board-a-match and aggregate, points.
      ...(scored.method === "imps"
        ? { impsFor: t.impsFor, impsAgainst: t.impsAgainst }
        : { pointsFor: t.impsFor, pointsAgainst: t.impsAgainst }),
    })),
    butler: scored.butler.map((p) => ({ pair: p.pair, boards: p.boards, imps: p.imps })),
    ...(s.published !== null
      ? { published: { compared: s.published.compared, differences: s.published.differences } }
      : {}),
    ...(s.section.file?.notes?.length ? { fromFile: s.section.file.notes } : {}),
    ...(s.handRecords ? { deals: [...s.handRecords.values()].map(dealJson) } : {}),
  };
}

function sectionJson(s: ScoredSection): Record<string, unknown> {
  if (s.kind === "teams") return teamsJson(s);
  return {
    ...sessionJson(s.sessions, s.options, s.decided),
    ...(s.published !== null
      ? { published: { compared: s.published.compared, differences: s.published.differences } }
      : {}),
    ...(s.section.file?.notes?.length ? { fromFile: s.section.file.notes } : {}),
    ...(s.notes.length > 0 ? { notes: s.notes.map((n) => ({ where: n.where, text: n.text })) } : {}),
    ...(s.handRecords ? { deals: [...s.handRecords.values()].map(dealJson) } : {}),
    // An individual event is ranked by player (its partnerships change every board): the ranking
    // lists the players, as the top-level `players` does.
    ...(s.players !== undefined
      ? {
          event: "individual",
          players: playersJson(s.players),
          ranking:
            s.players.length === 1
              ? [{ field: "players", players: playersJson(s.players) }]
              : Object.fromEntries(
                  s.players.map((r) => [r.method, [{ field: "players", players: playersJson([r]) }]]),
                ),
        }
      : {}),
  };
}

/**
 * An individual event's ranking by player (one method, or by method with several): each player's
 * number, name, place, boards, total, and percentage (matchpoints) or average.
 */
function playersJson(rankings: readonly PlayerRanking[]): unknown {
  const one = (r: PlayerRanking): unknown =>
    r.players.map((p) => ({
      player: p.player,
      ...(p.name !== undefined ? { name: p.name } : {}),
      rank: p.rank,
      boards: p.boards,
      total: p.total,
      average: p.average,
      ...(METHOD_TRAITS[r.method].percentages ? { tops: p.tops, percentage: p.percentage } : {}),
    }));
  return rankings.length === 1
    ? one(rankings[0])
    : Object.fromEntries(rankings.map((r) => [r.method, one(r)]));
}

/**
 * The whole scored event as one JSON document: a section's own document when there is one
 * section, else `{ sections: [{ title, ... }] }`.
 *
 * @example
 * JSON.stringify(eventJson(scoreEvent(openInput(csv, "t.csv"), {})));
 */
export function eventJson(scored: ScoredEvent): Record<string, unknown> {
  const docs = scored.sections.map(sectionJson);
  if (docs.length === 1) return docs[0];
  return {
    sections: docs.map((d, k) => ({ title: scored.sections[k].section.title, ...d })),
  };
}
