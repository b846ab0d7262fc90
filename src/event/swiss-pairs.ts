// A Swiss pairs event from its rounds' travellers: each file one round, scored as a pairs session
// across the whole field (matchpoints, or cross-IMPs), each table's North-South pair against its
// East-West pair as that round's match, each pair's score turned into VPs on its own. What comes
// out is the rounds of a Swiss event, drawn from as a Swiss teams event is (draw.ts).
import {
  quote,
  ScoringError,
  swissPairsRound,
  swissRoundsOf,
  type ScoredMatch,
  type SwissRounds,
  type TravellerRow,
  type VpFunction,
} from "../scoring";
import type { BridgeEvent, EventSection } from "./model";
import { problemLines, refusedBy } from "./refusals";
import { scoreEvent } from "./score";

/** One round's traveller, opened: the file it came from and its event. */
export interface SwissPairsRoundFile {
  readonly file: string;
  readonly event: BridgeEvent;
}

/** How each round is scored across the field, and how IMPs become VPs. */
export interface SwissPairsChoices {
  /** Cross-IMPs across the field (each pair's IMP total turned into VPs on `vp`); else matchpoints. */
  readonly acrossField?: boolean;
  /** The VP scale of a match's IMPs (across the field only). */
  readonly vp?: VpFunction | null;
}

/** A Swiss pairs event's rounds read, or the problems of the first round that cannot be, one a line. */
export type SwissPairsRead =
  | {
      readonly ok: true;
      readonly rounds: SwissRounds;
      readonly tables: ReadonlyMap<ScoredMatch, string | null>;
    }
  | { readonly ok: false; readonly file: string; readonly problems: readonly string[] };

/** Where a pair was first seated in a round: its table, its opponent, its direction and its row. */
interface Seat {
  readonly table: string;
  readonly opponent: string;
  readonly direction: "NS" | "EW";
  readonly row: TravellerRow;
}

/**
 * The seating of one round's traveller checked: every row has a table; a pair sits at one table,
 * one way, against one opponent for the round (two pairs meet at one table only). Each problem
 * names the row's line and the line it disagrees with.
 *
 * @example
 * seatingProblems(openInput("Board,Table,NS,EW,Score\n1,1,1,4,420\n1,2,1,5,420\n", "r1.csv").sections[0]);
 * // ["r1.csv: line 3, column 2 (Table): pair \"1\" is at table 2 here and at table 1 on line 2: ..."]
 */
export function seatingProblems(section: EventSection): string[] {
  const seats = new Map<string, Seat>();
  const out: string[] = [];
  const line = (r: TravellerRow): string => section.locate(r.row, r.cells.table ?? r.cells.ns ?? 0);
  const lineNo = (r: TravellerRow): string => /line (\d+)/.exec(line(r))?.[1] ?? String(r.row + 1);
  const rows = section.traveller.boards.flatMap((b) => b.rows);
  if (rows.length > 0 && rows.every((r) => r.table === null))
    return [
      `${line(rows[0])}: the traveller has no Table column: a Swiss pairs round is read by table, each table one match.`,
    ];
  for (const board of section.traveller.boards)
    for (const r of board.rows) {
      if (r.table === null) {
        out.push(
          `${line(r)}: no table: a Swiss pairs round is read by table (a Table column), each table one match.`,
        );
        continue;
      }
      for (const [pair, opponent, direction] of [
        [r.ns, r.ew, "NS"],
        [r.ew, r.ns, "EW"],
      ] as const) {
        const seat = seats.get(pair);
        if (seat === undefined) {
          seats.set(pair, { table: r.table, opponent, direction, row: r });
          continue;
        }
        const there = `on line ${lineNo(seat.row)}`;
        if (seat.table !== r.table) {
          const met =
            seat.opponent === opponent ? `: pairs ${quote(pair)} and ${quote(opponent)} meet twice` : "";
          out.push(
            `${line(r)}: pair ${quote(pair)} is at table ${r.table} here and at table ${seat.table} ${there}${met}; a pair plays a Swiss pairs round at one table, one match.`,
          );
          break;
        }
        if (seat.opponent !== opponent) {
          out.push(
            `${line(r)}: pair ${quote(pair)} meets ${quote(opponent)} here and ${quote(seat.opponent)} ${there}: a table's two pairs are one match for the whole round.`,
          );
          break;
        }
        if (seat.direction !== direction) {
          out.push(
            `${line(r)}: pair ${quote(pair)} sits ${direction} here and ${seat.direction} ${there}: a pair keeps its direction for the round, so its boards are compared across the field.`,
          );
          break;
        }
      }
    }
  return out;
}

/**
 * A Swiss pairs event's rounds from its travellers, one file a round in order (round 1 first):
 * each scored across the field as a Mitchell (North-South pairs compared with North-South), by
 * matchpoints or, across the field, cross-IMPs; each table one match, North-South at home
 * (swissPairsRound); a pair missing from a round that others played had its bye. The first file
 * that is no pairs traveller, has problems or seats a pair twice is refused with its problems,
 * each named by line.
 *
 * @example
 * readSwissPairsRounds([{ file: "r1.csv", event: openInput(text, "r1.csv") }]).ok; // true
 */
export function readSwissPairsRounds(
  files: readonly SwissPairsRoundFile[],
  choices: SwissPairsChoices = {},
): SwissPairsRead {
  const matches: ScoredMatch[] = [];
  const tables = new Map<ScoredMatch, string | null>();
  const pairs: string[] = [];
  const rounds: string[] = [];
  for (const [k, { file, event }] of files.entries()) {
    const round = String(k + 1);
    const refused = (problems: readonly string[]): SwissPairsRead => ({ ok: false, file, problems });
    if (event.kind !== "pairs" || event.sections.length !== 1)
      return refused([
        `${file} is no traveller of one round: a Swiss pairs round is one pairs traveller (Board, Table, NS, EW and the score), its pairs by number.`,
      ]);
    const section = event.sections[0];
    if (section.problems.length > 0) return refused(problemLines(section));
    const seating = seatingProblems(section);
    if (seating.length > 0) return refused(seating);
    let session;
    try {
      const method = choices.acrossField ? "cross" : "mp";
      session = scoreEvent(event, { pairs: { method, movement: "mitchell" } }, { sheets: false }).sections[0];
    } catch (e) {
      const why = refusedBy(section, e);
      if (why === null) throw e;
      return refused("problems" in why ? why.problems : [`${file}: ${why.message}`]);
    }
    if (session.kind !== "pairs") return refused([`${file} is no pairs traveller.`]);
    let played: ScoredMatch[];
    try {
      played = swissPairsRound(round, session.sessions[0], choices.vp ?? null);
    } catch (e) {
      if (!(e instanceof ScoringError)) throw e;
      return refused([`${file}: ${e.message}`]);
    }
    const tableOf = new Map<string, string | null>();
    for (const b of section.traveller.boards) for (const r of b.rows) tableOf.set(r.ns, r.table);
    for (const m of played) {
      matches.push(m);
      tables.set(m, tableOf.get(m.home) ?? null);
      for (const p of [m.home, m.away]) if (!pairs.includes(p)) pairs.push(p);
    }
    rounds.push(round);
  }
  return { ok: true, rounds: swissRoundsOf(pairs, rounds, matches), tables };
}
