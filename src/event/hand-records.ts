// The hand records of a scored event: each board's deal, when its results file gives one (PBN
// [Deal], USEBIO HANDSET, Bridgemate HandRecord), with its double-dummy table and par, set beside
// the board on the results sheet (and so on the web page and in the text), and kept for the PBN
// and USEBIO writers. Solving is slow (a second or more a deal), so it is handed in: the command
// line spreads deals over worker threads; a deal is solved once however many sections hold it.
// A table the file publishes is used as it stands, or (when asked) checked against the solver's.
import {
  completeTable,
  formatDeal,
  parOf,
  parseDeal,
  playedOnce,
  tableDifferences,
  tableFromDoubleDummyTricks,
  tableFromOptimumResultTable,
  type DDTable,
  type Deal,
  type PublishedTable,
  type TravellerBoard,
} from "../scoring";
import { withDealBlocks, type BoardDeal, type DealResultRow } from "../sheet/deal-block";
import type { SheetModel } from "../sheet/model";
import { allSheets } from "../sheet/split";
import type { BridgeEvent, EventSection, JoinedDeal } from "./model";
import type { ScoredEvent, ScoredPairsSection, ScoredSection, ScoredTeamsSection } from "./score";

/** Solves one deal (PBN notation); rejects with the reason when it cannot. */
export type SolveDeal = (deal: string) => Promise<DDTable>;

/**
 * How the double-dummy tables are had: "published" (the file's own table where it gives all
 * twenty figures, the solver's for the rest), "solve" (the solver's for every deal, each published
 * table checked against it), "none" (the hands only: nothing solved, no table, no par).
 */
export type DoubleDummyChoice = "published" | "solve" | "none";

/**
 * The deals a section has, by board: those joined from a hand-record file given apart (deals.ts),
 * then the results file's own for the boards the joined file has none of (a board without its
 * deal is left out).
 *
 * @example
 * dealsOf(event.sections[0]); // [{ board: 1, deal: "N:AKQJ.AKQ.AKQ.AKQ ...", published: [table] }]
 */
export function dealsOf(section: EventSection): JoinedDeal[] {
  const joined = section.joinedDeals ?? [];
  const given = new Set(joined.map((d) => d.board));
  const own = (section.file?.deals ?? []).flatMap((d) => {
    if (d.deal === null || given.has(d.board)) return [];
    const rows = d.tags?.OptimumResultTable;
    const published = [
      rows !== undefined ? tableFromOptimumResultTable(rows) : null,
      d.doubleDummyTricks !== null ? tableFromDoubleDummyTricks(d.doubleDummyTricks) : null,
    ].filter((t): t is PublishedTable => t !== null);
    return [{ board: d.board, deal: d.deal, published }];
  });
  return [...joined, ...own];
}

/** Whether any section of the event has a deal to show (so a front end knows to solve). */
export function eventHasDeals(scored: ScoredEvent): boolean {
  return scored.sections.some((s) => dealsOf(s.section).length > 0);
}

/** A pairs section's hand records, and what was found odd on the way. */
export interface HandRecordsResult {
  readonly scored: ScoredEvent;
  /** A sentence each: a deal that is not one, a deal the solver could not do, a published table that differs. */
  readonly warnings: readonly string[];
}

/**
 * The rows of a board the comparison shows: those with a contract, or passed out, and a score (a
 * teams event's rooms, its teams in the NS and EW columns).
 */
function resultRows(b: TravellerBoard | undefined): DealResultRow[] {
  return (b?.rows ?? []).flatMap((r) => {
    const score = r.scoreComputed ?? r.scoreEntered;
    if (score === null || r.contract === null) return [];
    return [{ ns: r.ns, ew: r.ew, contract: r.contract, declarer: r.declarer, tricks: r.tricks, score }];
  });
}

/** A deal of a section planned: read, its file's whole table found, its solving started if needed. */
interface PlannedDeal {
  readonly found: JoinedDeal;
  readonly deal: Deal;
  readonly tb: TravellerBoard | undefined;
  readonly whole: DDTable | null;
  readonly useFile: boolean;
  readonly job: Promise<DDTable> | null;
  readonly where: string;
}

/**
 * `solve` asked once a deal however often it is called with it; a failure is reported where it is
 * awaited.
 */
export function solvingOnce(solve: SolveDeal): SolveDeal {
  const solving = new Map<string, Promise<DDTable>>();
  return (text) => {
    let job = solving.get(text);
    if (job === undefined) {
      job = solve(text);
      // A failure is reported where it is awaited; this keeps it from being unhandled meanwhile.
      job.catch(() => undefined);
      solving.set(text, job);
    }
    return job;
  };
}

/**
 * The most different deals one scoring solves. A session has at most a few dozen deals (a
 * congress's file of several sessions about a hundred), and a deal takes a second or more: a
 * file of thousands of deals would keep the scoring busy for hours. Past the limit the hands are
 * shown without a table or par, and one warning says how many were left and how to solve them.
 */
export const MAX_DEALS_SOLVED = 128;

/**
 * What a solver handed in rejects with for a deal it leaves unsolved on purpose (the director
 * cancelled the solving, say): the deal is shown with the file's table or none, and no warning.
 */
export class LeftUnsolved extends Error {}

/** A deal left unsolved because the run has solved MAX_DEALS_SOLVED already. */
class BeyondSolvingLimit extends LeftUnsolved {}

/** `solve` asked once a deal, for the first MAX_DEALS_SOLVED different deals; the rest counted. */
function solvingUpToLimit(solve: SolveDeal): { readonly solve: SolveDeal; readonly left: Set<string> } {
  const once = solvingOnce(solve);
  const started = new Set<string>();
  const left = new Set<string>();
  return {
    left,
    solve: (text) => {
      if (!started.has(text) && started.size >= MAX_DEALS_SOLVED) {
        left.add(text);
        const refused = Promise.reject(new BeyondSolvingLimit());
        refused.catch(() => undefined);
        return refused;
      }
      started.add(text);
      return once(text);
    },
  };
}

/** The one warning for the deals left unsolved, or none. */
function leftUnsolved(left: ReadonlySet<string>): string[] {
  if (left.size === 0) return [];
  const n = left.size.toLocaleString("en-GB");
  return [
    `${n} deal${left.size === 1 ? " was" : "s were"} not solved: one scoring solves at most ${MAX_DEALS_SOLVED} different deals (a second or more each), so ${left.size === 1 ? "its hands are" : "their hands are"} shown without a double-dummy table or par. Solve the file's deals apart (the command line's npm run dd), or score without solving (--no-dd).`,
  ];
}

/** The deals of a section, each read and its table's source chosen (its solving started). */
function planDeals(
  section: EventSection,
  choice: DoubleDummyChoice,
  solve: SolveDeal | null,
  warnings: string[],
  wanted: (board: TravellerBoard | undefined) => boolean = () => true,
): PlannedDeal[] {
  const where = section.title ? `${section.title}, board` : "Board";
  // The section's boards by number, looked up once a deal (the first board of a number).
  const boards = new Map<number, TravellerBoard>();
  for (const b of section.traveller.boards) if (!boards.has(b.board)) boards.set(b.board, b);
  return dealsOf(section).flatMap((found) => {
    const tb = boards.get(found.board);
    if (!wanted(tb)) return [];
    let deal;
    try {
      deal = parseDeal(found.deal);
    } catch (e) {
      warnings.push(`${where} ${found.board}: ${(e as Error).message}`);
      return [];
    }
    // The first table the file gives whole (an [OptimumResultTable] often gives a few lines only).
    const whole = found.published.map(completeTable).find((t) => t !== null) ?? null;
    const useFile = choice === "published" && whole !== null;
    const job = choice === "none" || useFile || solve === null ? null : solve(formatDeal(deal));
    return [{ found, deal, tb, whole, useFile, job, where }];
  });
}

/** A planned deal's table: the file's, or the solver's checked against what the file publishes. */
async function tableOf(p: PlannedDeal, warnings: string[]): Promise<DDTable | null> {
  let table: DDTable | null = p.useFile ? p.whole : null;
  if (p.job === null) return table;
  try {
    table = await p.job;
  } catch (e) {
    if (e instanceof LeftUnsolved) return table;
    warnings.push(`${p.where} ${p.found.board}: ${(e as Error).message}`);
    return null;
  }
  const differ = [...new Set(p.found.published.flatMap((t) => tableDifferences(table!, t)))];
  if (differ.length > 0)
    warnings.push(
      `${p.where} ${p.found.board}: the file's double-dummy table differs from the solver's: ${differ.join("; ")}.`,
    );
  return table;
}

/**
 * The event with each pairs board played once given its par (North-South's par score, from the
 * deal's table and the board's dealer and vulnerability), for scoring under the option
 * `once: "par"`. A board played once whose par cannot be had (no deal in the file, a deal that is
 * not one, a deal not solved, `choice` "none") is left as it is, scored as any board, and said in
 * a warning.
 *
 * @example
 * const { event: withPars } = await withParsOfBoardsPlayedOnce(event, "published", solve);
 * scoreEvent(withPars, { pairs: { once: "par" } });
 */
export async function withParsOfBoardsPlayedOnce(
  event: BridgeEvent,
  choice: DoubleDummyChoice,
  solve: SolveDeal | null,
): Promise<{ readonly event: BridgeEvent; readonly warnings: readonly string[] }> {
  const warnings: string[] = [];
  const ignored: string[] = [];
  const limited = solve === null ? null : solvingUpToLimit(solve);
  const once = limited?.solve ?? null;
  const planned = event.sections.map((s) =>
    s.kind === "pairs" ? planDeals(s, choice, once, ignored, (tb) => tb !== undefined && playedOnce(tb)) : [],
  );
  const sections: EventSection[] = [];
  for (let k = 0; k < event.sections.length; k++) {
    const s = event.sections[k];
    if (s.kind !== "pairs") {
      sections.push(s);
      continue;
    }
    const pars = new Map<number, number>();
    for (const p of planned[k]) {
      const table = await tableOf(p, ignored);
      if (table !== null && p.tb !== undefined)
        pars.set(p.found.board, parOf(table, p.tb.vulnerability, p.tb.dealer).score);
    }
    const where = s.title ? `${s.title}, board` : "Board";
    const boards = s.traveller.boards.map((b) => {
      if (!playedOnce(b)) return b;
      const par = pars.get(b.board);
      if (par === undefined) {
        warnings.push(
          `${where} ${b.board} was played once, but its par is not known (${choice === "none" ? "nothing is solved" : "the file gives no deal for it, or its deal could not be solved"}): it is scored as any board.`,
        );
        return b;
      }
      return { ...b, par };
    });
    sections.push({ ...s, traveller: { ...s.traveller, boards } });
  }
  return {
    event: { ...event, sections },
    warnings: [...leftUnsolved(limited?.left ?? new Set()), ...warnings],
  };
}

/**
 * The scored event with each pairs section's deals beside its boards (its sheet and the sheet with
 * its summary), and each teams section's under its matches (every room of a board against double
 * dummy and par), each deal's table and par from the file or the solver as `choice` says; every
 * deal solved once. Without a solver (null) only the file's own tables are shown. A section without
 * deals is left as it is.
 *
 * @example
 * const { scored: withDeals } = await withHandRecords(scored, "published", async (d) => solveTable(parseDeal(d)));
 */
export async function withHandRecords(
  scored: ScoredEvent,
  choice: DoubleDummyChoice,
  solve: SolveDeal | null,
): Promise<HandRecordsResult> {
  const warnings: string[] = [];
  const limited = solve === null ? null : solvingUpToLimit(solve);
  const once = limited?.solve ?? null;
  // Every deal read and, where needed, started solving before any is awaited.
  const planned = scored.sections.map((s) => planDeals(s.section, choice, once, warnings));
  const sections: ScoredSection[] = [];
  for (let k = 0; k < scored.sections.length; k++) {
    const s = scored.sections[k];
    if (planned[k].length === 0) {
      sections.push(s);
      continue;
    }
    const deals = new Map<number, BoardDeal>();
    const results = new Map<number, DealResultRow[]>();
    const againstPar = new Set(
      s.kind === "pairs"
        ? s.sessions.flatMap((x) => x.boards.filter((b) => b.againstPar !== undefined).map((b) => b.board))
        : [],
    );
    for (const p of planned[k]) {
      const dealer = p.tb?.dealer ?? null;
      const vulnerability = p.tb?.vulnerability ?? null;
      if (dealer === null || vulnerability === null) continue; // a deal of a board not played here
      const table = await tableOf(p, warnings);
      deals.set(p.found.board, {
        board: p.found.board,
        dealer,
        vulnerability,
        deal: p.deal,
        table,
        par: table === null ? null : parOf(table, vulnerability, dealer),
        source: table === null ? null : p.useFile ? "published" : "solved",
        ...(againstPar.has(p.found.board) ? { scoredAgainstPar: true } : {}),
      });
      results.set(p.found.board, resultRows(p.tb));
    }
    if (s.kind === "teams") {
      // A teams sheet lays out matches, not boards: the deals go under it, each board once.
      let teamsSheet: SheetModel | null = null;
      sections.push(
        Object.defineProperties({} as ScoredTeamsSection, {
          ...Object.getOwnPropertyDescriptors(s),
          sheet: {
            get: () => (teamsSheet ??= withDealBlocks(s.sheet, deals, results, "below")),
            enumerable: true,
          },
          handRecords: { value: deals, enumerable: true },
        }),
      );
      continue;
    }
    // The sheets are laid out only when asked for (the command line's JSON never asks), as scoring
    // left them: the section is copied property by property, its sheet getter replaced.
    let sheet: SheetModel | null = null;
    let summary: SheetModel | null = null;
    const split = s.split?.map({ part: (part) => withDealBlocks(part, deals, results) });
    const sheetOf = (): SheetModel =>
      (sheet ??= split === undefined ? withDealBlocks(s.sheet, deals, results) : allSheets(split)[0]);
    const copy = Object.defineProperties({} as ScoredPairsSection, {
      ...Object.getOwnPropertyDescriptors(s),
      sheet: { get: sheetOf, enumerable: true },
      // A session split across sheets has its boards, and so their deals, on its part sheets.
      sheets: { get: () => (split === undefined ? [sheetOf()] : allSheets(split)), enumerable: true },
      ...(split !== undefined ? { split: { value: split, enumerable: true } } : {}),
      withSummary: {
        value: (): SheetModel => {
          const plain = s.withSummary();
          return plain === s.sheet ? sheetOf() : (summary ??= withDealBlocks(plain, deals, results));
        },
        enumerable: true,
      },
      handRecords: { value: deals, enumerable: true },
    });
    sections.push(copy);
  }
  return {
    scored: { ...scored, sections },
    warnings: [...leftUnsolved(limited?.left ?? new Set()), ...warnings],
  };
}
