// The results a file already publishes (MP_NS, Percentage_NS, IMP_NS, ...) set beside the add-in's
// own: a published figure agrees when the add-in's exact result, rounded to the decimals the file
// printed, is that figure. So a director sees at once whether the two programs agree.
import { agreesAsPrinted, METHOD_TRAITS, type ScoredSession, type ScoredTable } from "../scoring";
import type { ScoredMatch } from "../scoring";
import type { FileSection, FileTableRow, PublishedColumn, PublishedMatch } from "./results-file";

/** What the comparison found: how many figures were compared, and each one that differs. */
export interface PublishedCheck {
  readonly compared: number;
  readonly differences: readonly string[];
}

/**
 * The add-in's figure that a published column stands beside, for a session of that method: its
 * matchpoints or IMPs beside a column of that unit, its percentages beside percentages; undefined
 * when the method gives no such figure.
 */
function ours(column: PublishedColumn, session: ScoredSession, t: ScoredTable): number | null | undefined {
  const traits = METHOD_TRAITS[session.method];
  const matchpoints = traits.unit === "matchpoints";
  switch (column) {
    case "MP_NS":
      return matchpoints ? t.nsResult : undefined;
    case "MP_EW":
      return matchpoints ? t.ewResult : undefined;
    case "Percentage_NS":
      return traits.percentages ? t.nsPercent : undefined;
    case "Percentage_EW":
      return traits.percentages ? t.ewPercent : undefined;
    case "IMP_NS":
      return traits.unit === "imps" ? t.nsResult : undefined;
    case "IMP_EW":
      return traits.unit === "imps" ? t.ewResult : undefined;
  }
}

/**
 * Compares every published figure of the section with the sessions' results. Rows are matched
 * by the traveller row the grid put them on (`rows[k]` is grid row k + 1, as sectionGrid lays
 * them out). A figure printed with d decimals agrees when ours, rounded to d decimals as Excel's
 * ROUND rounds, is that figure (agreesAsPrinted: the same rule as the results sheet's check).
 *
 * @example
 * comparePublished(section, sessions).differences; // [] when the programs agree
 */
export function comparePublished(section: FileSection, sessions: readonly ScoredSession[]): PublishedCheck {
  const rows: FileTableRow[] = section.boards.flatMap((b) => b.rows);
  // Each file row's board: a not-played row the add-in supplied for a missing line stands where
  // the pairing's nearest line is, whose figures are another board's (or another table's).
  const rowBoards: number[] = section.boards.flatMap((b) => b.rows.map(() => b.board));
  let compared = 0;
  const differences: string[] = [];
  for (const session of sessions) {
    for (const board of session.boards) {
      for (const t of board.tables) {
        if (t.row === null) continue;
        const row = rows[t.row - 1];
        if (!row) continue;
        if (t.kind === "notPlayed" && (rowBoards[t.row - 1] !== board.board || typeof row.score === "number"))
          continue;
        for (const [column, text] of Object.entries(row.published) as [PublishedColumn, string][]) {
          const value = ours(column, session, t);
          if (value === undefined) continue;
          const published = Number(text.replace(",", "."));
          if (!Number.isFinite(published)) continue;
          compared++;
          const decimals = /[.,](\d+)$/.exec(text)?.[1].length ?? 0;
          if (value === null || !agrees(value, published, decimals)) {
            differences.push(
              `${row.source}: board ${board.board}, NS ${t.ns} v EW ${t.ew}: the file says ${column} ${text}, the add-in ${value === null ? "nothing" : roundTo(value, decimals + 2)}.`,
            );
          }
        }
      }
    }
  }
  for (const st of section.standings ?? []) {
    const found = sessions
      .flatMap((s) => s.rankings.flatMap((r) => r.pairs.map((p) => ({ p, session: s }))))
      .find(({ p }) => p.id === st.pair || (p.direction === null && p.pair === st.pair));
    if (found === undefined) continue;
    const { p, session } = found;
    const check = (what: string, text: string | undefined, value: number | null | undefined): void => {
      if (text === undefined || value === undefined) return;
      const published = Number(text.replace(",", "."));
      if (!Number.isFinite(published)) return;
      compared++;
      const decimals = /[.,](\d+)$/.exec(text)?.[1].length ?? 0;
      if (value === null || !agrees(value, published, decimals))
        differences.push(
          `${st.source}: pair ${p.id}: the file says ${what} ${text}, the add-in ${value === null ? "nothing" : roundTo(value, decimals + 2)}.`,
        );
    };
    check("percentage", st.percentage, METHOD_TRAITS[session.method].percentages ? p.percentage : undefined);
    check("total", st.total, p.total);
    if (st.place !== undefined) {
      // A place as printed: "7", "7=" or "=7" for a tie (some programs mark no ties).
      const m = /^(=?)\s*(\d+)\s*(=?)$/.exec(st.place.trim());
      if (m !== null) {
        compared++;
        const ours = /^(=?)(\d+)$/.exec(p.rank ?? "");
        const tied = m[1] === "=" || m[3] === "=";
        const same = ours !== null && Number(ours[2]) === Number(m[2]) && (!tied || ours[1] === "=");
        if (!same)
          differences.push(
            `${st.source}: pair ${p.id}: the file says place ${st.place}, the add-in ${p.rank ?? "none"}.`,
          );
      }
    }
  }
  return { compared, differences };
}

/**
 * Compares a teams file's published matches with the add-in's: each match's totals (IMPs, board
 * points or points) and, where both have them, its VPs, for the match of the same round between
 * the same two teams (either way round). A figure agrees as a pairs figure does, to the decimals
 * it was printed with.
 *
 * @example
 * compareMatches(section.matches, scored.matches).differences; // [] when the programs agree
 */
export function compareMatches(
  published: readonly PublishedMatch[],
  matches: readonly ScoredMatch[],
): PublishedCheck {
  let compared = 0;
  const differences: string[] = [];
  const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
  for (const pm of published) {
    const m = matches.find(
      (x) =>
        x.round === pm.round &&
        ((same(x.home, pm.home) && same(x.away, pm.away)) ||
          (same(x.home, pm.away) && same(x.away, pm.home))),
    );
    if (m === undefined) continue;
    const swapped = !same(m.home, pm.home);
    const check = (
      what: string,
      theirs: { home: number; away: number } | null,
      ours: { home: number; away: number } | null,
    ) => {
      if (theirs === null || ours === null) return;
      const mine = swapped ? { home: ours.away, away: ours.home } : ours;
      for (const side of ["home", "away"] as const) {
        compared++;
        const text = String(theirs[side]);
        const decimals = /\.(\d+)$/.exec(text)?.[1].length ?? 0;
        if (!agrees(mine[side], theirs[side], decimals))
          differences.push(
            `round ${pm.round}, ${pm.home} v ${pm.away}: the file gives ${side === "home" ? pm.home : pm.away} ${theirs[side]} ${what}, the add-in ${roundTo(mine[side], decimals + 2)}.`,
          );
      }
    };
    check("in the match", pm.total, m.total);
    check("VPs", pm.vp, m.vp);
  }
  return { compared, differences };
}

/**
 * Whether a published figure printed with `decimals` decimals is ours: ours rounded as Excel's
 * ROUND rounds (agreesAsPrinted), or ours cut to those decimals, as some programs print their
 * matchpoints (4.6666 printed 4.66).
 */
export function agrees(value: number, published: number, decimals: number): boolean {
  if (agreesAsPrinted(value, published, decimals)) return true;
  const scale = 10 ** decimals;
  // A hair added before cutting, so a value such as 4.66 held as 4.6599999 still cuts to 4.66.
  return Math.trunc(value * scale + Math.sign(value) * 1e-9) / scale === published;
}

function roundTo(x: number, decimals: number): string {
  return String(Number(x.toFixed(decimals)));
}
