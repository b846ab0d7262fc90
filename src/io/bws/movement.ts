// A Bridgemate section's movement (RoundData): each round at each table, whether it is a sit-out
// or a Mitchell, and the results the movement sends to the tables that are not in yet.
import { notPlayedRow, type FileRound, type FileTableRow, type PendingRound } from "../results-file";
import { numberRuns } from "../../scoring";
import { whole, type Row } from "./cells";

/** A movement's round at a table: its pairs and boards. */
export function readRounds(rounds: readonly Row[]): FileRound[] {
  return rounds
    .map((r) => ({
      table: whole(r.Table) ?? 0,
      round: whole(r.Round) ?? 0,
      ns: String(whole(r.NSPair) ?? ""),
      ew: String(whole(r.EWPair) ?? ""),
      lowBoard: whole(r.LowBoard) ?? 0,
      highBoard: whole(r.HighBoard) ?? 0,
    }))
    .sort((a, b) => a.round - b.round || a.table - b.table);
}

/**
 * An empty table of a round: RoundData gives it pair 0 on a side (or none) and no boards (a
 * HighBoard of 0, or below its LowBoard). The pair at it, if any, sits the round out; it is no
 * pairing, and it plays no board.
 */
export function isSitOut(r: FileRound): boolean {
  const absent = (pair: string): boolean => pair === "" || pair === "0";
  return absent(r.ns) || absent(r.ew) || r.highBoard < 1 || r.highBoard < r.lowBoard;
}

/**
 * A Mitchell when every table keeps its NS pair from round to round, as RoundData shows it. An
 * empty table's round (a sit-out) is passed over: its pair 0 is nobody, so a table whose NS pair
 * sits out a round has not changed its NS pair.
 */
export function isMitchell(rounds: readonly FileRound[]): boolean {
  const ns = new Map<number, string>();
  let played = 0;
  for (const r of rounds) {
    if (isSitOut(r)) continue;
    played++;
    if (ns.has(r.table) && ns.get(r.table) !== r.ns) return false;
    ns.set(r.table, r.ns);
  }
  return played > 0;
}

/**
 * What the movement sends to a table that is not in yet (a session still being played, or one
 * whose last round never reached the database): each such result is a not-played row, so the
 * board counts the tables the movement sends it (Neuberg, as for a "Not played" row), and the
 * pairs are scored on the boards they have. Listed by round and table, and the ranking is said
 * to be provisional. Only once some result is in: a database holding none has nothing to score.
 * Returns the status notes and the rounds still to come in (each with its boards missing, for a
 * live page); `add` takes each not-played row with its board.
 */
export function missingResults(
  rounds: readonly FileRound[],
  have: ReadonlySet<string>,
  letter: string,
  add: (board: number, row: FileTableRow) => void,
): { readonly status: string[]; readonly pending: PendingRound[] } {
  const status: string[] = [];
  const missing: { round: FileRound; boards: number[] }[] = [];
  let expected = 0;
  for (const r of rounds) {
    if (isSitOut(r)) continue;
    const lacking: number[] = [];
    for (let b = Math.max(r.lowBoard, 1); b <= r.highBoard; b++) {
      expected++;
      if (!have.has(`${r.table}/${b}`)) lacking.push(b);
    }
    if (lacking.length > 0) missing.push({ round: r, boards: lacking });
  }
  const lacking = missing.reduce((n, m) => n + m.boards.length, 0);
  if (lacking > 0 && have.size > 0) {
    for (const { round: r, boards: list } of missing)
      for (const b of list)
        add(
          b,
          notPlayedRow(
            String(r.table),
            r.ns,
            r.ew,
            `RoundData (section ${letter}, table ${r.table}, round ${r.round}, board ${b}): no result yet`,
          ),
        );
    status.push(
      `the ranking is provisional: ${expected - lacking} of the ${expected} results the movement sends to the tables are in, and each one missing is scored as not played until it is`,
      `still missing: ${missing
        .map(
          ({ round: r, boards: list }) =>
            `board${list.length === 1 ? "" : "s"} ${numberRuns(list)} at table ${r.table} (round ${r.round}, NS ${r.ns} v EW ${r.ew})`,
        )
        .join("; ")}`,
    );
  } else if (lacking > 0)
    status.push(`no result is in yet: the movement sends ${expected} results to the tables`);
  return { status, pending: missing.map(({ round: r, boards: list }) => ({ ...r, boards: list })) };
}
