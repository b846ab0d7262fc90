// A Bridgemate section's results (ReceivedData): the latest row of each table's board that is not
// erased, each read as a traveller row (a contract in Bridgemate's notation, its declarer, result
// and lead; an arbitral score in Remarks; else not played), and the notes on what was set aside.
import type { FileTableRow } from "../results-file";
import { text, whole, type Row } from "./cells";

/**
 * A Bridgemate contract as the traveller writes it: `4 S x` is `4SX`, `3 NT` `3NT`, `1 C xx`
 * `1CXX`, `PASS` `Pass`; null when it is none of these.
 *
 * @example
 * bridgemateContract("4 S x"); // "4SX"
 */
export function bridgemateContract(contract: string): string | null {
  const c = contract.trim().toUpperCase();
  if (/^PASS(ED)?$/.test(c)) return "Pass";
  const m = /^([1-7])\s*(NT|N|S|H|D|C)\s*(X{0,2}|\*{0,2})$/.exec(c);
  if (m === null) return null;
  const doubled = m[3].replace(/\*/g, "X");
  return `${m[1]}${m[2] === "N" ? "NT" : m[2]}${doubled}`;
}

/** A lead as the traveller writes it, suit first (`SK`, `H10`); Bridgemate writes `SK` or `S10`. */
function bridgemateLead(lead: string): string {
  const t = lead.trim().toUpperCase();
  const suitFirst = /^([SHDC])(10|[2-9TJQKA])$/.exec(t);
  const rankFirst = /^(10|[2-9TJQKA])([SHDC])$/.exec(t);
  const [suit, rank] = suitFirst
    ? [suitFirst[1], suitFirst[2]]
    : rankFirst
      ? [rankFirst[2], rankFirst[1]]
      : [];
  if (suit === undefined || rank === undefined) return t;
  return `${suit}${rank === "T" ? "10" : rank}`;
}

/**
 * An arbitral score as Bridgemate's Remarks writes it, NS's percentage first: `60%-40%` (average
 * plus to NS, average minus to EW), `60%-60%`, `50%-50%`, any `a%-b%`. The traveller's split award:
 * 60, 50 and 40 as A+, A= and A-, another percentage as itself (`A55/A45`); null when the remark
 * is no such score.
 *
 * @example
 * bridgemateAward("60%-40%"); // "A+/A-"
 * bridgemateAward("55%-45%"); // "A55/A45"
 */
export function bridgemateAward(remark: string): string | null {
  const m = /^(\d{1,3}(?:[.,]\d+)?)\s*%\s*[-/]\s*(\d{1,3}(?:[.,]\d+)?)\s*%$/.exec(remark.trim());
  if (m === null) return null;
  const [ns, ew] = [m[1], m[2]].map((x) => Number(x.replace(",", ".")));
  if (ns > 100 || ew > 100) return null;
  const side = (p: number): string => (p === 60 ? "A+" : p === 50 ? "A=" : p === 40 ? "A-" : `A${p}`);
  return `${side(ns)}/${side(ew)}`;
}

/** A section's results read: each board's rows, and which table sent which board ("table/board"). */
export interface SectionResults {
  readonly boards: Map<number, FileTableRow[]>;
  readonly have: Set<string>;
}

/**
 * The rows of a section's ReceivedData as traveller rows, board by board. `where` names a row in
 * the notes; what was replaced, left out or set aside is said in `notes`.
 */
export function readResults(
  received: readonly Row[],
  where: (r: Row) => string,
  notes: string[],
): SectionResults {
  // The latest row of each table's board that is not erased (a result sent again replaces the first).
  const latest = new Map<string, Row>();
  // Each row's ID read once (not at every comparison of the sort).
  const byId = received.map((r, k) => ({ r, id: whole(r.ID) ?? 0, k }));
  byId.sort((a, b) => a.id - b.id || a.k - b.k);
  for (const { r } of byId) {
    if (r.Erased === true || text(r.Erased) === "1" || text(r.Erased).toLowerCase() === "true") continue;
    const key = `${text(r.Table)}/${text(r.Round)}/${text(r.Board)}`;
    if (latest.has(key))
      notes.push(`${where(r)} replaces an earlier result sent for the same table and board`);
    latest.set(key, r);
  }
  const boards = new Map<number, FileTableRow[]>();
  // The results a table sent, by table and board (a table plays a board once, and a row whose
  // Round is blank or wrong is still that table's result): what the movement is checked against.
  const have = new Set<string>();
  for (const r of latest.values()) {
    const board = whole(r.Board);
    if (board === null || board < 1) {
      notes.push(`${where(r)} has no board number: left out`);
      continue;
    }
    have.add(`${text(r.Table)}/${board}`);
    const row = resultRow(r, where(r), notes);
    if (row === null) continue;
    addRow(boards, board, { ...row, published: {}, source: where(r) });
  }
  return { boards, have };
}

/** A board's row added to its rows. */
export function addRow(boards: Map<number, FileTableRow[]>, board: number, row: FileTableRow): void {
  const rows = boards.get(board) ?? [];
  rows.push(row);
  boards.set(board, rows);
}

/** One ReceivedData row as a traveller row (without its source); null for a row of an empty seat, said in the notes. */
function resultRow(
  r: Row,
  where: string,
  notes: string[],
): Omit<FileTableRow, "published" | "source"> | null {
  const base = { table: text(r.Table), ns: text(r.PairNS), ew: text(r.PairEW) };
  // Pair 0 is an empty seat (a sit-out), never a pair: such a row is nobody's result.
  if (["", "0"].includes(base.ns) || ["", "0"].includes(base.ew)) {
    notes.push(
      `${where} has NS pair ${base.ns || "(none)"} and EW pair ${base.ew || "(none)"}: a pair 0 is an empty table, so the row is left out`,
    );
    return null;
  }
  const remarks = text(r.Remarks);
  const rawContract = text(r.Contract);
  const contract = bridgemateContract(rawContract);
  const seat = text(r["NS/EW"]).toUpperCase();
  const result = text(r.Result);
  const award = bridgemateAward(remarks);
  if (award !== null) {
    // An arbitral score the director entered (the scoring program writes it in Remarks): the
    // award it names, NS's first. It stands even where a contract was entered before it.
    notes.push(
      `${where}: its remark "${remarks}" is an arbitral score, entered as the award ${award} (NS/EW)${rawContract !== "" ? `; the contract "${rawContract}" is set aside` : ""}`,
    );
    return { ...base, contract: "", declarer: "", lead: "", tricks: "", score: award };
  }
  if (contract === "Pass")
    return { ...base, contract: "Pass", declarer: "", lead: "", tricks: "", score: "" };
  if (contract !== null && /^[NESW]$/.test(seat) && /^(=|[+-][1-7])$/.test(result)) {
    return {
      ...base,
      contract,
      declarer: seat,
      lead: bridgemateLead(text(r.LeadCard)),
      tricks: result,
      score: "",
    };
  }
  // No contract the traveller can score and no award it can read: not played, and the note
  // says so.
  const why =
    remarks !== ""
      ? `its remark is "${remarks}"`
      : rawContract === ""
        ? "it has no contract"
        : `its contract "${rawContract}", declarer "${seat}" and result "${result}" cannot be scored`;
  notes.push(
    `${where}: ${why}; entered as not played (NP): type the table's score or award on its sheet if it has one`,
  );
  return { ...base, contract: "", declarer: "", lead: "", tricks: "", score: "NP" };
}
