/**
 * The deals the pane keeps with the workbook, by traveller: a results file's own deals (PBN
 * `[Deal]`, USEBIO `HANDSET`, Bridgemate `HandRecord`) kept for each sheet its sections go on, and
 * a hand-record file's joined to a traveller with Add hand records, so that every Score of that
 * traveller writes each board's hand record beside it. Kept by the traveller's key (its sheet and
 * first cell, as replace.ts keys the results sheets), checked when read back, and bounded in size.
 * Pure: the Office adapter keeps the record (settings.ts), the reducer changes it (deals-reduce.ts).
 */
import { dealKey, dealsOf, type EventSection } from "../event";
import type { HandRecord } from "../io/hand-records";
import {
  boardDealer,
  boardVulnerability,
  completeTable,
  parseSeat,
  parseVulnerability,
  type DDTable,
  type PublishedTable,
  type Seat,
  type Vulnerability,
} from "../scoring";

/** A board's deal as the record keeps it: its dealer and vulnerability, a table when one is known. */
export interface KeptDeal {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** PBN notation. */
  readonly deal: string;
  /** The table the file publishes (some cells may be blank), when it publishes one. */
  readonly published?: PublishedTable;
  /** The table the pane solved, so that a later Score need not solve it again. */
  readonly solved?: DDTable;
}

/** A traveller's deals, and the file they came from (named in messages). */
export interface KeptDeals {
  readonly from: string;
  readonly deals: readonly KeptDeal[];
}

/** Every traveller's deals, by the traveller's key ("'Club Pairs A'!A1"). */
export type DealsRecord = Readonly<Record<string, KeptDeals>>;

/** A traveller keeps at most this many deals (a session has a few dozen; more are never solved). */
export const KEPT_DEALS = 128;
/** The record keeps this many travellers, the most recently given last. */
export const KEPT_DEAL_TRAVELLERS = 24;

/**
 * A results file's section's own deals as the record keeps them: each with its board's dealer
 * and vulnerability as the traveller gives them, and the first whole table the file publishes.
 *
 * @example
 * keptFromSection(opened.event.sections[0], "club.pbn"); // { from: "club.pbn", deals: [{ board: 1, dealer: "N", ... }] }
 */
export function keptFromSection(section: EventSection, from: string): KeptDeals {
  const boards = new Map(section.traveller.boards.map((b) => [b.board, b]));
  const deals = dealsOf(section).map((d): KeptDeal => {
    const b = boards.get(d.board);
    const whole = d.published.find((t) => completeTable(t) !== null);
    return {
      board: d.board,
      dealer: b?.dealer ?? boardDealer(d.board),
      vulnerability: b?.vulnerability ?? boardVulnerability(d.board),
      deal: d.deal,
      ...(whole ? { published: whole } : {}),
    };
  });
  return { from, deals: deals.slice(0, KEPT_DEALS) };
}

/**
 * A hand-record file's deals as the record keeps them.
 *
 * @example
 * keptFromRecords(readHandRecordFile(bytes).records, "deals.pbn").deals.length; // the file's deals, at most KEPT_DEALS
 */
export function keptFromRecords(records: readonly HandRecord[], from: string): KeptDeals {
  const deals = records.slice(0, KEPT_DEALS).map((r): KeptDeal => ({
    board: r.board,
    dealer: r.dealer,
    vulnerability: r.vulnerability,
    deal: r.deal,
    ...(r.publishedTable ? { published: r.publishedTable } : {}),
  }));
  return { from, deals };
}

/**
 * The kept deals as a hand-record file's, for joining to the traveller scored (src/event/deals.ts);
 * a table the pane solved before is not among them (see {@link solvedTables}).
 */
export function asHandRecords(kept: KeptDeals): HandRecord[] {
  return kept.deals.map((d) => ({
    board: d.board,
    dealer: d.dealer,
    vulnerability: d.vulnerability,
    deal: d.deal,
    where: kept.from,
    ...(d.published ? { publishedTable: d.published } : {}),
  }));
}

/** The tables the pane solved before, by deal as the solver is asked it (src/event's dealKey). */
export function solvedTables(kept: KeptDeals): Map<string, DDTable> {
  return new Map(kept.deals.flatMap((d) => (d.solved ? [[dealKey(d.deal), d.solved] as const] : [])));
}

/**
 * The record with a traveller's deals given (in place of any it had), that traveller last; the
 * oldest travellers dropped past {@link KEPT_DEAL_TRAVELLERS}.
 *
 * @example
 * recordDeals({}, "'Club Pairs A'!A1", kept); // { "'Club Pairs A'!A1": kept }
 */
export function recordDeals(record: DealsRecord, key: string, kept: KeptDeals): DealsRecord {
  const others = Object.entries(record).filter(([k]) => k !== key);
  return Object.fromEntries([...others, [key, kept] as const].slice(-KEPT_DEAL_TRAVELLERS));
}

/**
 * The record with the tables solved for a traveller's deals kept with them (by deal as the solver
 * is asked it).
 *
 * @example
 * withSolved(record, key, new Map([[deal, table]]))[key].deals[0].solved; // table
 */
export function withSolved(
  record: DealsRecord,
  key: string,
  solved: ReadonlyMap<string, DDTable>,
): DealsRecord {
  const kept = record[key];
  if (kept === undefined || solved.size === 0) return record;
  const deals = kept.deals.map((d) => {
    const table = solved.get(dealKey(d.deal));
    return table === undefined ? d : { ...d, solved: table };
  });
  return { ...record, [key]: { ...kept, deals } };
}

/** A table of four rows of five figures (null for a blank cell where `blanks`), or null. */
function tableOf(saved: unknown, blanks: boolean): { tricks: (number | null)[][] } | null {
  const tricks = (saved as { tricks?: unknown } | null)?.tricks;
  if (!Array.isArray(tricks) || tricks.length !== 4) return null;
  const cell = (x: unknown): boolean =>
    (blanks && x === null) || (typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= 13);
  const ok = tricks.every((row) => Array.isArray(row) && row.length === 5 && row.every(cell));
  return ok ? { tricks: tricks as (number | null)[][] } : null;
}

/** A deal as the document kept it, checked; null when it is not one the pane wrote. */
function restoreDeal(saved: unknown): KeptDeal | null {
  if (saved === null || typeof saved !== "object") return null;
  const d = saved as Record<string, unknown>;
  if (typeof d.board !== "number" || !Number.isInteger(d.board) || d.board < 1) return null;
  if (typeof d.deal !== "string" || d.deal.length > 200) return null;
  let dealer: Seat;
  let vulnerability: Vulnerability;
  try {
    dealer = parseSeat(String(d.dealer));
    vulnerability = parseVulnerability(String(d.vulnerability));
  } catch {
    return null;
  }
  const published = tableOf(d.published, true);
  const solved = tableOf(d.solved, false) as DDTable | null;
  return {
    board: d.board,
    dealer,
    vulnerability,
    deal: d.deal,
    ...(published ? { published } : {}),
    ...(solved ? { solved } : {}),
  };
}

/**
 * The record as the document kept it, checked: a traveller whose entry is not the pane's is
 * dropped, as is a deal that is not one (a damaged or older record then shows fewer hand records).
 *
 * @example
 * restoreDealsRecord({ "Sheet1!A1": { from: "d.pbn", deals: [{ board: 1, dealer: "N", vulnerability: "None", deal: "N:..." }] } }); // the same
 * restoreDealsRecord("junk"); // {}
 */
export function restoreDealsRecord(saved: unknown): DealsRecord {
  if (saved === null || typeof saved !== "object" || Array.isArray(saved)) return {};
  const record: Record<string, KeptDeals> = {};
  const entries = Object.entries(saved as Record<string, unknown>).slice(-KEPT_DEAL_TRAVELLERS);
  for (const [key, value] of entries) {
    const v = value as { from?: unknown; deals?: unknown } | null;
    if (typeof v?.from !== "string" || !Array.isArray(v.deals)) continue;
    const deals = v.deals
      .slice(0, KEPT_DEALS)
      .map(restoreDeal)
      .filter((d): d is KeptDeal => d !== null);
    if (deals.length > 0) record[key] = { from: v.from.slice(0, 260), deals };
  }
  return record;
}
