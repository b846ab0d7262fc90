// Joining a hand-record file given apart (a PBN file of deals, a dealing program's file, a USEBIO
// HANDSET or a Bridgemate HandRecord: src/io/hand-records.ts reads them all) to an event's
// sections by board number, so that the hand records (hand-records.ts) show each board's deal
// beside it as they do for a results file that gives its own deals. The file given apart wins over
// the results file's own deal; what does not fit is said in warnings, never refused: a board
// played without a deal in the file, a deal of a board nobody played, a deal whose dealer or
// vulnerability is not the board's, a deal other than the results file's own.
import type { HandRecord } from "../io/hand-records";
import { boardsText, formatDeal, parseDeal, type PublishedTable, type TravellerBoard } from "../scoring";
import type { BridgeEvent, EventSection, JoinedDeal } from "./model";
import type { ScoredEvent, ScoredSection } from "./score";

/** An event with the deals joined, and what did not fit, a sentence each. */
export interface DealsJoined {
  readonly event: BridgeEvent;
  readonly warnings: readonly string[];
}

/** What joining one section found, for the event's warnings. */
interface SectionJoin {
  readonly section: EventSection;
  /** The boards the section played that the file has no deal of. */
  readonly missing: readonly number[];
  /** The boards whose deal differs from the results file's own. */
  readonly differ: readonly number[];
  /** A sentence for each board whose dealer or vulnerability the file gives otherwise. */
  readonly conflicts: readonly string[];
}

/**
 * The records a section takes: a file of deals for several sections (a Bridgemate database) gives
 * each section its own, told by the section's letter; any other file gives every section the same.
 */
function recordsFor(section: EventSection, records: readonly HandRecord[]): readonly HandRecord[] {
  const label = (section.file?.section || section.title || "").trim().toLowerCase();
  const own = records.filter((r) => r.section !== undefined && r.section.trim().toLowerCase() === label);
  return own.length > 0 ? own : records;
}

/** The first record of each board number. */
function byBoard(records: readonly HandRecord[]): Map<number, HandRecord> {
  const boards = new Map<number, HandRecord>();
  for (const r of records) if (!boards.has(r.board)) boards.set(r.board, r);
  return boards;
}

/**
 * A deal as its hands, so two notations of one deal compare equal (as the solver is asked it); the
 * text as written if it is none.
 *
 * @example
 * dealKey("W:.. N:..") === dealKey("N:.. ..."); // true for one deal written from two seats
 */
export function dealKey(text: string): string {
  try {
    return formatDeal(parseDeal(text));
  } catch {
    return text.trim();
  }
}

/** The sentence for a deal whose dealer or vulnerability is not its board's; null when they agree. */
function conflictOf(where: string, record: HandRecord, board: TravellerBoard, name: string): string | null {
  if (record.dealer === board.dealer && record.vulnerability === board.vulnerability) return null;
  return `${where} ${board.board}: ${name} gives dealer ${record.dealer}, vulnerability ${record.vulnerability}, but the traveller's board is dealer ${board.dealer}, vulnerability ${board.vulnerability}: the traveller's are used with the deal. Check that the file holds this session's deals.`;
}

/** One section with the deals of its boards joined. */
function joinSection(section: EventSection, records: readonly HandRecord[], name: string): SectionJoin {
  const found = byBoard(recordsFor(section, records));
  const own = new Map(
    (section.file?.deals ?? []).flatMap((d) => (d.deal === null ? [] : [[d.board, d.deal]])),
  );
  const where = section.title && section.file === null ? `${section.title}, board` : "Board";
  const joined: JoinedDeal[] = [];
  const missing: number[] = [];
  const differ: number[] = [];
  const conflicts: string[] = [];
  const seen = new Set<number>();
  for (const b of section.traveller.boards) {
    if (seen.has(b.board)) continue;
    seen.add(b.board);
    const record = found.get(b.board);
    if (record === undefined) {
      missing.push(b.board);
      continue;
    }
    const published: PublishedTable[] = record.publishedTable ? [record.publishedTable] : [];
    joined.push({ board: b.board, deal: record.deal, published });
    const theirs = own.get(b.board);
    if (theirs !== undefined && dealKey(theirs) !== dealKey(record.deal)) differ.push(b.board);
    const conflict = conflictOf(where, record, b, name);
    if (conflict !== null) conflicts.push(conflict);
  }
  return { section: { ...section, joinedDeals: joined }, missing, differ, conflicts };
}

/** The event's warnings: the boards without a deal, the deals of no board, those that differ. */
function joinWarnings(joins: readonly SectionJoin[], records: readonly HandRecord[], name: string): string[] {
  const played = new Set(joins.flatMap((j) => j.section.traveller.boards.map((b) => b.board)));
  const missing = [...new Set(joins.flatMap((j) => j.missing))];
  const notPlayed = [...new Set(records.map((r) => r.board).filter((b) => !played.has(b)))];
  const differ = [...new Set(joins.flatMap((j) => j.differ))];
  return [
    ...(missing.length > 0
      ? [
          `${boardsText(missing).replace(/^b/, "B")} ${missing.length === 1 ? "has" : "have"} no deal in ${name}: shown without hands.`,
        ]
      : []),
    ...(notPlayed.length > 0
      ? [`${name} gives the deals of ${boardsText(notPlayed)}, which no table played: left out.`]
      : []),
    ...(differ.length > 0
      ? [
          `${name} gives ${boardsText(differ)} another deal than the results file's own: the deal from ${name} is shown.`,
        ]
      : []),
    ...joins.flatMap((j) => j.conflicts),
  ];
}

/**
 * The event with the hand records' deals joined to each section by board number (`name`, the
 * file's name, is what the warnings call it). A board of the file wins over the results file's
 * own deal of it; a board played without a deal keeps the results file's own, or none.
 *
 * @example
 * const { event: withDeals, warnings } = joinHandRecords(event, readHandRecordFile(bytes).records, "deals.pbn");
 * // warnings: ["Boards 25-28 have no deal in deals.pbn: shown without hands."]
 */
export function joinHandRecords(
  event: BridgeEvent,
  records: readonly HandRecord[],
  name: string,
): DealsJoined {
  const joins = event.sections.map((s) => joinSection(s, records, name));
  return {
    event: { ...event, sections: joins.map((j) => j.section) },
    warnings: joinWarnings(joins, records, name),
  };
}

/** A scored section with its event section replaced, every other property (a lazy sheet) kept as it is. */
function withSection(s: ScoredSection, section: EventSection): ScoredSection {
  return Object.defineProperties({} as ScoredSection, {
    ...Object.getOwnPropertyDescriptors(s),
    section: { value: section, enumerable: true },
  });
}

/**
 * A scored event with the hand records joined to its sections, as {@link joinHandRecords} joins
 * them to an event before scoring: for a front end that has the deals only once the event is
 * scored (the pane, which keeps them by traveller). Nothing is scored again.
 *
 * @example
 * const { scored: withDeals } = joinHandRecordsScored(scored, records, "deals.pbn");
 * (await withHandRecords(withDeals, "published", solve)).scored.sections[0].handRecords?.size; // the boards with deals
 */
export function joinHandRecordsScored(
  scored: ScoredEvent,
  records: readonly HandRecord[],
  name: string,
): { readonly scored: ScoredEvent; readonly warnings: readonly string[] } {
  // The scored sections may be the event's split by a Section column: each is joined as it stands.
  const joins = scored.sections.map((s) => joinSection(s.section, records, name));
  return {
    scored: {
      event: joinHandRecords(scored.event, records, name).event,
      sections: scored.sections.map((s, k) => withSection(s, joins[k].section)),
    },
    warnings: joinWarnings(joins, records, name),
  };
}
