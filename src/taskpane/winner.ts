/**
 * The winner named in the pane's message once a results sheet is written: the top of each
 * ranking (per direction in a Mitchell, the whole field in a Howell, the standings of a teams
 * event), with names where the names table or the file gives them, and the ranking's place on the
 * sheet for the link that selects it. Pure: the reducer puts it in the status, the message shows
 * it, and the Office adapter selects the cells (src/office/select-cell.ts).
 */
import type { ScoredSection } from "../event";
import { cellRef, sheetPrefix } from "../grid/a1";
import type { SheetModel } from "../sheet/model";
import type { Ranking } from "../scoring";

type SessionPair = Ranking["pairs"][number];

/** The winner of a results sheet: in words, and where its ranking is ("'Session matchpoints'!A5:H12"). */
export interface WinnerLine {
  readonly text: string;
  /** The ranking's cells on the sheet written, or null when the sheet has no ranking block. */
  readonly ranking: string | null;
}

/**
 * Who tops the section's ranking, as the message says it: "First: NS pair 3, Ann & Bob (61.90%);
 * EW pair 12, Cy & Di (58.33%)." Pairs tied at the top are all named. Null when nothing is
 * ranked (a single board, a teams event with no standings).
 *
 * @example
 * winnerLine(scored, "Session matchpoints")?.text; // "First: NS pair 3, Ann & Bob (61.90%); EW pair 12 (58.33%)."
 */
export function winnerLine(scored: ScoredSection, sheet: string): WinnerLine | null {
  const firsts = scored.kind === "teams" ? teamsFirst(scored) : pairsFirst(scored);
  if (firsts.length === 0) return null;
  return { text: `First: ${firsts.join("; ")}.`, ranking: rankingAddress(scored.sheet, sheet) };
}

/** Each field's top pairs ("NS pair 3, Ann & Bob (61.90%)"), of the first method's session. */
function pairsFirst(scored: Extract<ScoredSection, { kind: "pairs" }>): string[] {
  const session = scored.sessions[0];
  // A sheet of one board ranks nobody.
  if (session === undefined || session.boards.length < 2) return [];
  return session.rankings.flatMap((ranking) => {
    const top = ranking.pairs.filter((p) => p.rank === "1" || p.rank === "=1");
    // A pair's direction is its field's, or in one field of a Mitchell (one winner) its own.
    const each = top.map(
      (p) => `${p.direction === null ? "" : `${p.direction} `}pair ${p.pair}${named(p)}${figure(p)}`,
    );
    return top.length === 0 ? [] : [each.join(" and ")];
  });
}

/** The names, after a comma, when known. */
const named = (p: SessionPair): string => (p.names ? `, ${p.names}` : "");

/** The figure the pair is ranked by: its percentage, or its average a board. */
function figure(p: SessionPair): string {
  if (p.percentage !== null) return ` (${p.percentage.toFixed(2)}%)`;
  return p.average !== null ? ` (${p.average.toFixed(2)} a board)` : "";
}

/** The teams at the top of the standings ("Aces (13.78 VPs)"). */
function teamsFirst(scored: Extract<ScoredSection, { kind: "teams" }>): string[] {
  const top = scored.scored.standings.filter((s) => s.rank === "1" || s.rank === "=1");
  if (top.length === 0) return [];
  return [top.map((t) => `${t.team}${t.vp !== null ? ` (${t.vp.toFixed(2)} VPs)` : ""}`).join(" and ")];
}

/** The cells of the sheet's ranking (the standings on a teams sheet), on the sheet as written. */
function rankingAddress(model: SheetModel, sheet: string): string | null {
  const block = model.blocks.find((b) => b.kind === "ranking" || b.kind === "standings");
  if (block === undefined) return null;
  const from = cellRef(block.rows[0], block.columns[0]);
  const to = cellRef(block.rows[1], block.columns[1]);
  return `${sheetPrefix(sheet)}${from}:${to}`;
}
