// What a file's published figures show of how its program scored: the matchpoint scale, sections
// scored as one field (by matchpoints or cross-IMPs), the results a board was scored as
// expecting, a table not played counted as a tie, and what cross-IMPs were divided by.
import { DEFAULT_BOARD_OPTIONS, imp, type MatchpointScale } from "../../scoring";
import type { FileBoard, FileTableRow } from "./model";

/**
 * The matchpoint scale the published matchpoints show: on a table with a result, NS + EW
 * matchpoints are the top, 2(n - 1) on the EBU scale and n - 1 on the ACBL scale for n tables.
 * Null when the file publishes no pair of matchpoints or they fit neither.
 */
export function inferScale(boards: readonly FileBoard[]): MatchpointScale | null {
  for (const b of boards) {
    const n = b.rows.length;
    for (const r of b.rows) {
      const ns = Number(r.published.MP_NS);
      const ew = Number(r.published.MP_EW);
      if (r.published.MP_NS === undefined || r.published.MP_EW === undefined) continue;
      if (!Number.isFinite(ns) || !Number.isFinite(ew) || n < 2) continue;
      const top = ns + ew;
      if (Math.abs(top - 2 * (n - 1)) < 0.02) return "EBU";
      if (Math.abs(top - (n - 1)) < 0.02) return "ACBL";
    }
  }
  return null;
}

/** The top a result row of a board publishes: NS + EW matchpoints (null when none gives both). */
export function publishedTop(board: FileBoard): number | null {
  for (const r of board.rows) {
    if (typeof r.score === "string" && r.score !== "") continue;
    const ns = Number(r.published.MP_NS);
    const ew = Number(r.published.MP_EW);
    if (r.published.MP_NS === undefined || r.published.MP_EW === undefined) continue;
    if (Number.isFinite(ns) && Number.isFinite(ew)) return Math.round((ns + ew) * 100) / 100;
  }
  return null;
}

/** Two published figures the same to their printed precision (within 0.02). */
const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.02;

/**
 * Whether the sections were matchpointed as one field, as their published tops show it: a board
 * whose top is 2(N - 1) for the N tables of every section together, not for its own section's
 * (the EBU scale; N - 1 on the ACBL scale). The note says what showed it; null when the tops are
 * each section's own, or say nothing.
 */
export function acrossTheField(groups: readonly (readonly FileBoard[])[]): string | null {
  const numbers = new Set(groups.flatMap((g) => g.map((b) => b.board)));
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const boards = groups.map((g) => g.find((b) => b.board === n)).filter((b): b is FileBoard => !!b);
    if (boards.length < 2) continue;
    const all = boards.reduce((k, b) => k + b.rows.length, 0);
    for (const b of boards) {
      const top = publishedTop(b);
      if (top === null) continue;
      const own = b.rows.length;
      if (near(top, 2 * (own - 1)) || near(top, own - 1)) return null;
      if (near(top, 2 * (all - 1)) || near(top, all - 1))
        return `scored across the field: the published top is ${top} on board ${n}, for the ${all} tables of the ${boards.length} sections together`;
    }
  }
  return null;
}

/**
 * A table's published cross-IMPs (IMP_NS) against the others of `field` as a sum ("total") or a
 * sum divided by the comparisons ("comparisons"), each worked out as the file printed it: which
 * of the two the figure is, or null for neither (or both).
 */
function crossImpFit(row: FileTableRow, field: readonly FileTableRow[]): "total" | "comparisons" | null {
  const published = Number(row.published.IMP_NS);
  if (row.published.IMP_NS === undefined || !Number.isFinite(published) || field.length < 2) return null;
  const sum = field.reduce(
    (k, o) => (o === row ? k : k + imp((row.score as number) - (o.score as number))),
    0,
  );
  const total = Math.abs(sum - published) <= 0.06;
  const divided = Math.abs(sum / (field.length - 1) - published) <= 0.06;
  return total === divided ? null : total ? "total" : "comparisons";
}

/**
 * Whether the sections were cross-IMPed as one field, as their published IMPs show it: a board
 * whose figures are each result's IMPs against the results of every section together (summed or
 * divided by the comparisons), not against its own section's alone. Only boards where every row
 * is a plain score are looked at; the first such board that fits one and not the other decides.
 * The note says what showed it; null when the figures are each section's own, or say nothing.
 */
export function crossImpsAcrossTheField(groups: readonly (readonly FileBoard[])[]): string | null {
  // Each group's boards by number: a file of many boards looks each up without a search.
  const byNumber = groups.map((g) => new Map(g.map((b) => [b.board, b] as const)));
  const numbers = new Set(groups.flatMap((g) => g.map((b) => b.board)));
  const plain = (b: FileBoard): boolean => b.rows.every((r) => typeof r.score === "number");
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const boards = byNumber.map((g) => g.get(n)).filter((b): b is FileBoard => !!b);
    if (boards.length < 2 || !boards.every(plain)) continue;
    const all = boards.flatMap((b) => b.rows);
    for (const b of boards) {
      const row = b.rows.find((r) => r.published.IMP_NS !== undefined);
      if (row === undefined) continue;
      const own = crossImpFit(row, b.rows);
      const field = crossImpFit(row, all);
      if (own !== null && field === null) return null;
      if (field !== null && own === null)
        return `scored across the field: the published IMPs of board ${n} are against the ${all.length} results of the ${boards.length} sections together`;
    }
  }
  return null;
}

/**
 * Cross-IMPs: whether a board with an award or a table that did not play was scored against its
 * results alone ("results": each total over the results obtained, not factored by N/n to the
 * tables), as its published figures show it. The first such board whose figures fit the unfactored
 * totals and not the factored ones (or the other way) decides; null when none shows it.
 */
export function inferCrossExpected(
  boards: readonly FileBoard[],
  divisor: "total" | "comparisons",
): { expected: "results"; note: string } | null {
  for (const b of boards) {
    const scored = b.rows.filter((r) => typeof r.score === "number");
    if (scored.length < 3 || scored.length === b.rows.length) continue;
    const factor = b.rows.length / scored.length;
    let unfactored = true;
    let factored = true;
    let seen = 0;
    // A few rows show it (each is worked against every other result: a board of thousands of
    // results is not worked through whole).
    for (const r of scored) {
      const published = Number(r.published.IMP_NS);
      if (r.published.IMP_NS === undefined || !Number.isFinite(published)) continue;
      if (++seen > 3) break;
      const sum = scored.reduce(
        (k, o) => (o === r ? k : k + imp((r.score as number) - (o.score as number))),
        0,
      );
      const plain = divisor === "total" ? sum : sum / (scored.length - 1);
      const scaled = divisor === "total" ? sum * factor : (sum * factor) / (b.rows.length - 1);
      if (Math.abs(plain - published) > 0.06) unfactored = false;
      if (Math.abs(scaled - published) > 0.06) factored = false;
    }
    if (seen === 0 || unfactored === factored) continue;
    if (!unfactored) return null;
    return {
      expected: "results",
      note: `cross-IMPs are scored against the results obtained, not factored to the tables: board ${b.board} has ${b.rows.length - scored.length} table${b.rows.length - scored.length === 1 ? "" : "s"} without a result, and its published figures are its ${scored.length} results' own`,
    };
  }
  return null;
}

/**
 * The results each board was scored as expecting, as the published tops show it (the EBU scale,
 * top 2(N - 1), or the ACBL scale, N - 1): awards not counted as results (a board with an award
 * whose top is that of its results alone), or every board factored to the movement's table count
 * (a board that fewer tables played, whose top is that of the most tables, or of more tables than
 * any board has rows: a movement with a phantom pair, whose table plays no board, so every board
 * tops as one more table than its rows). Null when each top is that of its traveller's rows (the
 * add-in's default), or the tops show neither.
 */
export function inferExpected(
  boards: readonly FileBoard[],
): { expected: "results" | number; note: string } | null {
  const scale = inferScale(boards) ?? DEFAULT_BOARD_OPTIONS.scale;
  const results = (top: number): number => (scale === "EBU" ? top / 2 + 1 : top + 1);
  // A loop, not Math.max(...): a file of a few hundred thousand boards is more arguments than a
  // call takes.
  let most = 0;
  for (const b of boards) if (b.rows.length > most) most = b.rows.length;
  let reduced: { board: number; top: number; n: number } | null = null;
  let factored: { board: number; top: number; n: number; expected: number } | null = null;
  for (const b of boards) {
    const top = publishedTop(b);
    if (top === null) continue;
    const n = results(top);
    if (near(n, b.rows.length)) continue;
    // A result is any row whose score is not an award, NP or a weighted score (written as text).
    const obtained = b.rows.filter((r) => !(typeof r.score === "string" && r.score !== "")).length;
    const awards = b.rows.some((r) => typeof r.score === "string" && /^A/i.test(r.score));
    // The tables every factored board was scored as expecting: those of the board most tables
    // played, or more, the same on every such board (a whole number of tables).
    const tables = Math.round(n);
    const fits = near(n, tables) && tables >= most && (factored === null || factored.expected === tables);
    if (awards && near(n, obtained) && factored === null) reduced ??= { board: b.board, top, n: obtained };
    else if (fits && reduced === null)
      factored ??= { board: b.board, top, n: b.rows.length, expected: tables };
    else return null;
  }
  if (reduced !== null)
    return {
      expected: "results",
      note: `awards are not counted as results: the published top is ${reduced.top} on board ${reduced.board}, that of its ${reduced.n} results without the adjusted scores`,
    };
  if (factored !== null)
    return {
      expected: factored.expected,
      note: `every board is scored as expecting ${factored.expected} results: the published top is ${factored.top} on board ${factored.board}, which ${factored.n} tables played${factored.expected > most ? `; no board has more than ${most}, so ${factored.expected - most === 1 ? "a table" : `${factored.expected - most} tables`} of the movement (a phantom pair's, say) played none` : ""}`,
    };
  return null;
}

/**
 * Whether a table that did not play a board was counted as a tie with every result (no Neuberg),
 * as the published figures show it: a board of plain results (no award) fewer than the tables its
 * top shows (N, from 2(N - 1) on the EBU scale or N - 1 on ACBL), whose every figure is its
 * result's matchpoints among the results plus a tie (1 on EBU, 1/2 on ACBL) for each missing
 * table, where Neuberg's would differ. The first board whose figures fit one and not the other
 * decides; null when Neuberg fits, or no board says. The note names the board and both figures.
 *
 * @example
 * // 3 results of 4 tables, top 6: 490, 200, -150 published 5, 3, 1 (Neuberg: 5.67, 3, 0.33)
 * inferNotPlayedTie(boards)?.note; // "a table that did not play a board counts as a tie ...: on board 9, ..."
 */
export function inferNotPlayedTie(boards: readonly FileBoard[]): { note: string } | null {
  const scale = inferScale(boards) ?? DEFAULT_BOARD_OPTIONS.scale;
  const unit = scale === "EBU" ? 2 : 1;
  for (const b of boards) {
    const top = publishedTop(b);
    if (top === null) continue;
    const tables = top / unit + 1;
    if (!near(tables, Math.round(tables))) continue;
    const N = Math.round(tables);
    // The results, and the lines written not played (NP): a board with an award or a weighted
    // score cannot tell the two ways apart.
    const played = b.rows.filter((r) => typeof r.score === "number");
    const n = played.length;
    const others = b.rows.every((r) => typeof r.score === "number" || /^NP$/i.test(String(r.score)));
    if (n < 2 || N <= n || !others) continue;
    let tie = true;
    let neuberg = true;
    const shown: { published: string; tie: number; neuberg: number }[] = [];
    for (const r of played) {
      const text = r.published.MP_NS ?? "";
      const published = text === "" ? NaN : Number(text);
      const score = r.score as number;
      const beaten = played.filter((o) => (o.score as number) < score).length;
      const tied = played.filter((o) => o !== r && o.score === score).length;
      // Among the n results: 2 a result beaten and 1 a tie (EBU), half that (ACBL).
      const among = (unit * (2 * beaten + tied)) / 2;
      const asTie = among + (unit / 2) * (N - n);
      const asNeuberg = ((among + unit / 2) * N) / n - unit / 2;
      if (!near(asTie, published)) tie = false;
      if (!near(asNeuberg, published)) neuberg = false;
      shown.push({ published: text, tie: asTie, neuberg: asNeuberg });
    }
    // Both fit (every result tied) or neither (figures of another kind): this board cannot tell.
    if (tie === neuberg) continue;
    if (!tie) return null;
    const list = (xs: readonly (string | number)[]): string =>
      xs.map((x) => (typeof x === "number" ? String(Math.round(x * 100) / 100) : x)).join(", ");
    return {
      note: `a table that did not play a board counts as a tie with every result (no Neuberg): on board ${b.board}, which ${n} of ${N} tables played (top ${top}), the published matchpoints are ${list(shown.map((x) => x.published))}, where Neuberg gives ${list(shown.map((x) => x.neuberg))}`,
    };
  }
  return null;
}

/**
 * What a file's published cross-IMPs were divided by, as their size shows it: each result's IMPs
 * against every other result on the board (WBF scale) summed ("total", as some programs print
 * them against the whole field) or divided by the comparisons (the add-in's default). The first
 * board with three results or more whose figures fit one and not the other decides; null when
 * none does. The note says which board showed it.
 */
export function inferDivisor(
  boards: readonly FileBoard[],
): { divisor: "total" | "comparisons"; note: string } | null {
  for (const b of boards) {
    const scored = b.rows.filter((r) => typeof r.score === "number" && r.published.IMP_NS !== undefined);
    if (scored.length < 3 || scored.length !== b.rows.length) continue;
    let total = true;
    let divided = true;
    for (const r of scored) {
      const published = Number(r.published.IMP_NS);
      if (!Number.isFinite(published)) return null;
      const sum = scored.reduce(
        (k, o) => (o === r ? k : k + imp((r.score as number) - (o.score as number))),
        0,
      );
      if (Math.abs(sum - published) > 0.06) total = false;
      if (Math.abs(sum / (scored.length - 1) - published) > 0.06) divided = false;
    }
    if (total && !divided)
      return {
        divisor: "total",
        note: `cross-IMPs are scored as each result's sum against the field, not divided by the comparisons: the published figures are such sums on board ${b.board}`,
      };
    if (divided && !total) return { divisor: "comparisons", note: "" };
  }
  return null;
}
