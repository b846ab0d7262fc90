// A game's [ScoreTable]: its columns found by name, and each row read as a traveller row (the
// pairs or an individual's four players, contract, declarer, result, score, the published
// figures). Also the score cells' notations (a side's plus score, a single Score column, awards)
// and the split of a bare "A" award from the row's published figures.
import { readWhole } from "../numbers";
import {
  NOTHING_PUBLISHED,
  PUBLISHED_COLUMNS,
  publishedTop,
  type FileBoard,
  type FileTableRow,
  type PublishedColumn,
  type Seats,
} from "../results-file";
import { NOT_APPLICABLE, rowCells, tableColumns, type Tag, type TableColumn } from "./tags";

/** The published columns of a score table, by their names in the file (case ignored). */
const PUBLISHED_BY_NAME: ReadonlyMap<string, PublishedColumn> = new Map(
  PUBLISHED_COLUMNS.map((c) => [c.toLowerCase(), c] as const),
);

/** Where a score table's columns are (undefined: not in the table). */
interface ScoreColumns {
  readonly ns: number | undefined;
  readonly ew: number | undefined;
  /** An individual event's: the column of each seat's player, in place of the pairs. */
  readonly seats: Record<keyof Seats, number> | null;
  readonly scoreNs: number | undefined;
  readonly scoreEw: number | undefined;
  readonly scoreOne: number | undefined;
  readonly contract: number | undefined;
  readonly table: number | undefined;
  readonly section: number | undefined;
  readonly round: number | undefined;
  readonly declarer: number | undefined;
  readonly result: number | undefined;
  readonly lead: number | undefined;
  readonly published: readonly (readonly [PublishedColumn, number])[];
}

/** What a score table's rows tell besides themselves: its Bye lines and the rows seating a player twice. */
export interface ScoreTableAside {
  /** Each Bye line's place and the section its Section cell names ("" for none). */
  readonly byes: { where: string; section: string }[];
  readonly seatNotes: string[];
}

/** The score table's rows as traveller rows. */
export function readScoreTable(
  tag: Tag,
  problems: string[],
  aside: ScoreTableAside = { byes: [], seatNotes: [] },
): FileTableRow[] {
  const columns = tableColumns(tag.value);
  const cols = scoreColumns(columns, tag, problems);
  if (cols === null) return [];
  const rows: FileTableRow[] = [];
  for (const d of tag.data) {
    const cells = rowCells(d.text);
    if (cells.length === 0) continue;
    const where = `line ${d.line}`;
    if (cells.length !== columns.length) {
      problems.push(
        `${where}: a score table row has ${cells.length} cells, but the table names ${columns.length} columns (${columns.map((c) => c.name).join(", ")}); quote a cell that holds spaces.`,
      );
      continue;
    }
    const row = readScoreRow(cells, cols, where, { problems, ...aside });
    if (row !== null) rows.push(row);
  }
  return rows;
}

/** The columns of a score table by what they hold; null (and a problem) without the pairs or a score. */
function scoreColumns(columns: readonly TableColumn[], tag: Tag, problems: string[]): ScoreColumns | null {
  const index = new Map(columns.map((c, i) => [c.name.toLowerCase(), i] as const));
  const col = (...names: string[]): number | undefined =>
    names.map((n) => index.get(n.toLowerCase())).find((i) => i !== undefined);
  const nsCol = col("PairId_NS", "Pair_NS", "PairNS");
  const ewCol = col("PairId_EW", "Pair_EW", "PairEW");
  // An individual event names a player a seat instead of a pair a side.
  const seatCols = nsCol === undefined && ewCol === undefined ? seatColumns(columns) : null;
  const missing =
    seatCols !== null
      ? []
      : [nsCol === undefined ? "PairId_NS" : "", ewCol === undefined ? "PairId_EW" : ""].filter(Boolean);
  const scoreNs = col("Score_NS");
  const scoreEw = col("Score_EW");
  const scoreOne = col("Score");
  const contractCol = col("Contract");
  if (scoreNs === undefined && scoreEw === undefined && scoreOne === undefined && contractCol === undefined) {
    missing.push("Score_NS and Score_EW (or Contract, Declarer and Result)");
  }
  if (missing.length > 0) {
    problems.push(
      `line ${tag.line}: the score table has no ${missing.join(" or ")} column: expected columns such as PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R (an individual event: PlayerId_North, PlayerId_East, PlayerId_South and PlayerId_West in place of the pairs).`,
    );
    return null;
  }
  return {
    ns: nsCol,
    ew: ewCol,
    seats: seatCols,
    scoreNs,
    scoreEw,
    scoreOne,
    contract: contractCol,
    table: col("Table"),
    section: col("Section"),
    round: col("Round"),
    declarer: col("Declarer"),
    result: col("Result"),
    lead: col("Lead"),
    published: columns
      .map((c, i) => [PUBLISHED_BY_NAME.get(c.name.toLowerCase()), i] as const)
      .filter((p): p is readonly [PublishedColumn, number] => p[0] !== undefined),
  };
}

/**
 * One row of a score table as a traveller row; null for a Bye line (said in the aside) or a row
 * whose players or score cells are refused (said in problems).
 */
function readScoreRow(
  cells: readonly string[],
  cols: ScoreColumns,
  where: string,
  said: ScoreTableAside & { problems: string[] },
): FileTableRow | null {
  const at = (i: number | undefined): string => (i === undefined ? "" : cells[i].trim());
  const seats = cols.seats === null ? undefined : rowSeats(at, cols.seats, where, said);
  if (seats === null) return null;
  // Ruter writes a Bye line for a pair that sits out (Magic Contest: "Bye" in both score
  // cells, the pair's average a board in its IMP cell): no table's result, so no row.
  if (
    [at(cols.ns), at(cols.ew), at(cols.contract), at(cols.scoreNs), at(cols.scoreEw)].some((c) =>
      /^bye$/i.test(c),
    )
  ) {
    said.byes.push({
      where,
      section: cols.section === undefined || NOT_APPLICABLE(at(cols.section)) ? "" : at(cols.section),
    });
    return null;
  }
  const { contract, declarer, tricks, score } = rowResult(at, cols, where, said.problems);
  return {
    table: at(cols.table),
    ns: at(cols.ns),
    ew: at(cols.ew),
    contract,
    declarer,
    lead: NOT_APPLICABLE(at(cols.lead)) ? "" : at(cols.lead),
    tricks,
    score: score === null ? (contract === "" ? "NP" : "") : score,
    published: publishedOf(cols.published, cells),
    source: where,
    ...(cols.section !== undefined && !NOT_APPLICABLE(at(cols.section)) ? { section: at(cols.section) } : {}),
    ...(cols.round !== undefined && !NOT_APPLICABLE(at(cols.round)) ? { round: at(cols.round) } : {}),
    ...(seats !== undefined ? { seats } : {}),
  };
}

/**
 * An individual's row's four players; null (and a problem) when one is missing. A player in two
 * seats is kept and said.
 */
function rowSeats(
  at: (i: number) => string,
  seatCols: Record<keyof Seats, number>,
  where: string,
  said: ScoreTableAside & { problems: string[] },
): Seats | null {
  const seats = {
    north: at(seatCols.north),
    east: at(seatCols.east),
    south: at(seatCols.south),
    west: at(seatCols.west),
  };
  const all = [seats.north, seats.east, seats.south, seats.west];
  // A player is named by number, or (as some programs write them) by name: four of them.
  if (all.some((p) => NOT_APPLICABLE(p))) {
    said.problems.push(
      `${where}: the players are "${all.join('", "')}" (North, East, South, West): expected four players, by number or name.`,
    );
    return null;
  }
  // One player in two seats: the program that wrote the file scored the line so; it is
  // scored as it stands and said (the player takes the result of each seat given).
  if (new Set(all.map((p) => p.toLowerCase())).size < 4)
    said.seatNotes.push(
      `${where}: a player sits in two seats ("${all.join('", "')}" as North, East, South, West): the line is scored as it stands`,
    );
  return seats;
}

/** A row's contract, declarer, tricks and score as the traveller writes them (score null: none given). */
function rowResult(
  at: (i: number | undefined) => string,
  cols: ScoreColumns,
  where: string,
  problems: string[],
): { contract: string; declarer: string; tricks: number | string; score: number | string | null } {
  const rawContract = at(cols.contract);
  // Pass-outs as programs write them: Pass, PASS (BridgeComposer), PO (Bridgewebs).
  const passOut =
    /^pass$/i.test(rawContract) ||
    /^(all\s*)?pass(ed)?(\s*out)?$/i.test(rawContract) ||
    /^PO$/i.test(rawContract);
  // Bridgewebs writes an adjusted score "A" in the contract (and the score) cells, its split
  // given only by the published matchpoints.
  const bareAward =
    /^A$/i.test(rawContract) || (/^A$/i.test(at(cols.scoreNs)) && /^A?$|^-$/i.test(at(cols.scoreEw)));
  const contract = NOT_APPLICABLE(rawContract) || bareAward ? "" : passOut ? "Pass" : rawContract;
  const declarer = passOut || bareAward || NOT_APPLICABLE(at(cols.declarer)) ? "" : at(cols.declarer);
  const rawTricks = at(cols.result);
  // Tricks taken; a result written "=", "+1" or "-2" is kept as text (the traveller reads it).
  const tricks: number | string =
    passOut || bareAward || NOT_APPLICABLE(rawTricks)
      ? ""
      : /^\d+$/.test(rawTricks)
        ? Number(rawTricks)
        : rawTricks;
  const [ns, ew] = [at(cols.scoreNs), at(cols.scoreEw)];
  const score = bareAward
    ? BARE_AWARD
    : passOut && [ns, ew, at(cols.scoreOne)].every((c) => NOT_APPLICABLE(c) || /^(PASS|PO|0)$/i.test(c))
      ? 0
      : readScore(ns, ew, cols.scoreOne === undefined ? undefined : at(cols.scoreOne), where, problems);
  return { contract, declarer, tricks, score };
}

/**
 * The columns of an individual event's score table, one a seat: `PlayerId_North` (also
 * `Player_North`, `PlayerNorth`, `North`, `PlayerId_N`), and so on for each seat; null unless all
 * four are there.
 */
function seatColumns(columns: readonly TableColumn[]): Record<keyof Seats, number> | null {
  const found: Partial<Record<keyof Seats, number>> = {};
  const words = { n: "north", e: "east", s: "south", w: "west" } as const;
  columns.forEach((c, i) => {
    const m = /^(?:player(?:id)?_?)?(north|east|south|west)$|^player(?:id)?_?([nesw])$/i.exec(c.name);
    if (m === null) return;
    const seat = (m[1]?.toLowerCase() ?? words[m[2].toLowerCase() as keyof typeof words]) as keyof Seats;
    found[seat] ??= i;
  });
  const { north, east, south, west } = found;
  return north === undefined || east === undefined || south === undefined || west === undefined
    ? null
    : { north, east, south, west };
}

/** A row's published results: the columns it fills; rows that fill none share one empty record. */
function publishedOf(
  columns: readonly (readonly [string, number])[],
  cells: readonly string[],
): Readonly<Record<string, string>> {
  let found: Record<string, string> | null = null;
  for (const [name, i] of columns) if (!NOT_APPLICABLE(cells[i])) (found ??= {})[name] = cells[i];
  return found ?? NOTHING_PUBLISHED;
}

/** A score a row gives only as "A": its split is told from the published figures (splitAwards). */
const BARE_AWARD = "A?";

/**
 * The rows whose adjusted score is a bare "A" (Bridgewebs), given their split from the row's own
 * published figures: its percentages, else its matchpoints over the board's published top, to
 * the whole percent (A60/A40). With no figures, each side gets average (A=) and a note says so.
 */
export function splitAwards(board: FileBoard, note: (text: string) => void): FileBoard {
  if (!board.rows.some((r) => r.score === BARE_AWARD)) return board;
  const top = publishedTop(board);
  return {
    ...board,
    rows: board.rows.map((r) => {
      if (r.score !== BARE_AWARD) return r;
      const pct = (p: string | undefined): number | null =>
        p === undefined || !Number.isFinite(Number(p)) ? null : Number(p);
      let ns = pct(r.published.Percentage_NS);
      let ew = pct(r.published.Percentage_EW);
      const mpNs = pct(r.published.MP_NS);
      const mpEw = pct(r.published.MP_EW);
      if ((ns === null || ew === null) && top !== null && top > 0 && mpNs !== null && mpEw !== null) {
        ns = (mpNs / top) * 100;
        ew = (mpEw / top) * 100;
      }
      if (ns === null || ew === null) {
        note(
          `${r.source}: board ${board.board} has an adjusted score written "A" with no figures to split it: scored as average to each side (A=); put the award on the sheet if it was another`,
        );
        return { ...r, score: "A=/A=" };
      }
      return { ...r, score: `A${Math.round(ns)}/A${Math.round(ew)}` };
    }),
  };
}

/**
 * The NS score of a row from Score_NS / Score_EW (each side's plus score; the other `-`), or a
 * single Score column (`NS 420`, `EW 100`, or a signed NS score); an award in the score cells
 * (`A+` and `A-`, or `A60` and `A40`) as the traveller's split award. Null when none is given.
 */
export function readScore(
  ns: string,
  ew: string,
  one: string | undefined,
  where: string,
  problems: string[],
): number | string | null {
  // BridgeComposer writes a passed-out board's score PASS; Bridgewebs PO.
  if (
    [ns, ew].some((c) => /^(PASS|PO)$/i.test(c)) &&
    [ns, ew].every((c) => NOT_APPLICABLE(c) || /^(PASS|PO|0)$/i.test(c))
  )
    return 0;
  const award = (s: string): boolean => /^A([+=-]|\d+(\.\d+)?%?)$/i.test(s) || /^\d+(\.\d+)?%$/.test(s);
  if (award(ns) || award(ew)) {
    const side = (s: string, other: string): string =>
      NOT_APPLICABLE(s) ? mirror(other) : s.toUpperCase().replace(/^A?(\d+(?:\.\d+)?)%?$/, "A$1");
    return `${side(ns, ew)}/${side(ew, ns)}`;
  }
  // A weighted score (Law 12C1(c)) has no PBN notation; written in Score_NS as the traveller
  // writes it ("60% 420, 40% -50"), it is handed to the traveller reader, which checks it.
  if (/%/.test(ns) && /[\s,;]/.test(ns.trim()) && NOT_APPLICABLE(ew)) return ns;
  // Each side's score: decimal digits with a sign, as every reader takes them (no "0x1A4" or "4.2e2").
  const num = (s: string): number | null => (NOT_APPLICABLE(s) ? null : (readWhole(s) ?? NaN));
  const a = num(ns);
  const b = num(ew);
  if ((a !== null && !Number.isFinite(a)) || (b !== null && !Number.isFinite(b))) {
    problems.push(
      `${where}: the score cells hold "${ns}" and "${ew}": expected each side's plus score in points (the other "-"), or an award such as A+ and A-.`,
    );
    return null;
  }
  if (a !== null && b !== null && !(a === -b || a === 0 || b === 0)) {
    problems.push(
      `${where}: Score_NS ${ns} and Score_EW ${ew} are both filled: expected one side's plus score and "-" in the other.`,
    );
    return null;
  }
  if (a !== null && (a !== 0 || b === null || b === 0)) return a;
  if (b !== null) return b === 0 ? 0 : -b;
  if (one === undefined || NOT_APPLICABLE(one)) return null;
  const m = /^(NS|EW)\s*([+-]?\d+)$/i.exec(one);
  if (m) return m[1].toUpperCase() === "NS" ? Number(m[2]) : -Number(m[2]);
  if (/^[+-]?\d+$/.test(one)) return Number(one);
  if (award(one)) return one.toUpperCase();
  problems.push(
    `${where}: the score "${one}" is not read: expected "NS 420", "EW 100" or a signed NS score.`,
  );
  return null;
}

/** The other side's award to a side's: A+ and A-, A60 and A40. */
function mirror(award: string): string {
  const s = award.toUpperCase();
  if (s === "A+") return "A-";
  if (s === "A-") return "A+";
  if (s === "A=") return "A=";
  const p = /^A?(\d+(?:\.\d+)?)%?$/.exec(s);
  return p ? `A${100 - Number(p[1])}` : s;
}
