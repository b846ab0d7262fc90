// Reading one table's row: its board number, then its cells in steps (pairs, contract, declarer,
// result, score cells), then the entry they give together. Every problem names the cell it is
// about; a row with any problem gives no entry.
import { Entry } from "../model/entry";
import { boardVulnerability, parseSeat, Seat, Vulnerability } from "../base/seats";
import { Contract, contractToString, nsScore, parseResult } from "../rules/contract";
import { DIRECTOR_WORD_RE } from "../rules/awards";
import { cellText, isBlankCell, readBoardCell, readNumberCell, readPairCell } from "../base/cells";

/** Reads a side's cell: a pair number or name (the default), or a team's name on a teams scoresheet. */
export type SideReader = (value: unknown) => string | null | undefined;
import { ContractCell, parseContractCell, readContractCellEntry, readScoreEntry } from "./entry";
import { ColumnRole } from "./headers";
import { Layout, ScoreForm } from "./layout";
import * as say from "./messages";
import { Problem } from "./problems";
import type { PublishedResults, RowCells, TravellerRow } from "./types";
import { readPlusMinus } from "./score-cells";

/** Where a row's board number can come from besides its own Board cell. */
export interface BoardSources {
  /** The board of the row above in the same block (a blank Board cell repeats it). */
  readonly lastBoard: number | null;
  /** The board a title row above states ("Board 15"). */
  readonly titleBoard: number | null;
  /** The board number the caller gave. */
  readonly optionBoard: number | undefined;
}

/**
 * The board number of table row `r` (its cells are `values`): from its Board cell (blank repeats
 * the board above), else, with no Board column, from the caller's board number, else from a title.
 * Without one, the problem says what is missing.
 *
 * @example
 * readRowBoard(["", 3, 4], 2, layout, { lastBoard: 15, titleBoard: null, optionBoard: undefined }); // { board: 15 }
 */
export function readRowBoard(
  values: readonly unknown[],
  r: number,
  layout: Layout,
  known: BoardSources,
): { readonly board: number } | { readonly problem: Problem } {
  const col = layout.roleColumns.get("board");
  if (col !== undefined) {
    const b = readBoardCell(values[col]);
    if (b === null) {
      if (known.lastBoard !== null) return { board: known.lastBoard };
      return { problem: { row: r, column: col, message: say.NO_BOARD_NUMBER } };
    }
    if (b === undefined) {
      return { problem: { row: r, column: col, message: say.notABoardNumber(cellText(values[col])) } };
    }
    return { board: b };
  }
  if (known.optionBoard !== undefined && known.optionBoard !== null) return { board: known.optionBoard };
  if (known.titleBoard !== null) return { board: known.titleBoard };
  return { problem: { row: r, column: layout.roleColumns.get("ns") ?? 0, message: say.NO_BOARD_COLUMN } };
}

/**
 * The problems of a table's row whose board number is unknown. Without it the vulnerability is
 * unknown and no score can be checked, but the row is still read, on a provisional board, so that
 * its other mistakes ("4Z", a seat "Q") come out in the same pass; problems in the score cells
 * may depend on the vulnerability and are left out.
 */
export function problemsWithoutBoard(
  values: readonly unknown[],
  r: number,
  layout: Layout,
  readSide: SideReader = readPairCell,
): Problem[] {
  const provisional = readRow(values, r, 1, layout, readSide);
  if (!("problems" in provisional)) return [];
  const scoreColumns = new Set(
    (["score", "scorePlus", "scoreMinus"] as const).map((role) => layout.roleColumns.get(role)),
  );
  return provisional.problems.filter((p) => !scoreColumns.has(p.column));
}

/**
 * Reads table row `r` (its cells are `values`) on board `board`: the row as read, or every problem
 * found on it. The score comes from the score cells when filled (checked against the contract,
 * declarer and result when all are given too, save a passed-out board's, warned of instead, unless
 * `passScoredWarned` is false), else from those three on the board's vulnerability.
 *
 * @example
 * readRow([1, 2, "4S", "N", 10, 420], 1, 1, layout); // { row: { ns: "1", ew: "2", contract: "4S", ... } }
 */
export function readRow(
  values: readonly unknown[],
  r: number,
  board: number,
  layout: Layout,
  readSide: SideReader = readPairCell,
  passScoredWarned = true,
): { row: TravellerRow } | { problems: Problem[] } {
  const at = new RowReading(values, r, layout);
  const vulnerability = boardVulnerability(board);
  const pairs = readPairs(at, readSide);
  const table = cellText(at.cell("table"));
  const written = readContractColumn(at, vulnerability);
  const contract = written.cell?.contract ?? null;
  const declarer = readDeclarer(at, written.cell);
  const tricks = contract === null ? null : readTricks(at, contract, written.cell);
  const score = readScoreColumns(at, vulnerability);
  // A passed-out board with a score is scored as typed, and warned of (suspicious.ts): its score
  // is not checked against the 0 a pass scores, which would stop the board. A teams scoresheet,
  // which has no warnings, still refuses it (`passScoredWarned` false).
  const passScored =
    passScoredWarned && contract?.kind === "pass" && score.entry?.kind === "plain" && score.entry.score !== 0;
  const computed =
    contract !== null && at.problems.length === 0 && !passScored
      ? scoreOf(contract, declarer, tricks, vulnerability)
      : null;
  const published = readPublished(at);
  const { entry, entered } = settleEntry(at, {
    board,
    vulnerability,
    pairs,
    director: written.director === true ? cellText(at.cell("contract")) : null,
    published,
    contractEntry: written.entry,
    contract,
    declarer,
    tricks,
    score,
    computed,
  });

  if (at.problems.length > 0 || entry === null) return { problems: at.problems };
  const cells = rowCellsOf(layout);
  const lead = cellText(at.cell("lead"));
  return {
    row: {
      row: r,
      cells,
      board,
      table: table === "" ? null : table,
      ns: pairs.ns,
      ew: pairs.ew,
      contract: contract === null ? null : contractToString(contract),
      declarer,
      lead: lead === "" ? null : lead,
      tricks: contract === null ? null : tricks,
      scoreEntered: entered,
      scoreComputed: computed,
      entry,
      ...(published === null ? {} : { published }),
    },
  };
}

/**
 * Where each role is on a row of this layout: one object shared by every row read under the same
 * header (a million rows would otherwise carry a million copies), frozen so none is changed.
 */
function rowCellsOf(layout: Layout): RowCells {
  let cells = ROW_CELLS.get(layout);
  if (cells === undefined) {
    const made: Partial<Record<ColumnRole, number>> = {};
    for (const [role, c] of layout.roleColumns) made[role] = c;
    cells = Object.freeze(made);
    ROW_CELLS.set(layout, cells);
  }
  return cells;
}

const ROW_CELLS = new WeakMap<Layout, RowCells>();

/**
 * The results another program printed on this row (`% NS`, `MP_NS`, Bridge Base Online's
 * `Score`), as numbers ("97.87%" is 97.87); null when the traveller has no such column. A cell
 * that holds no number gives null for its side: it is shown, never scored, so it is no problem.
 */
function readPublished(at: RowReading): PublishedResults | null {
  const roles = (["publishedNs", "publishedEw"] as const).filter((r) => at.column(r) !== undefined);
  if (roles.length === 0) return null;
  const texts = roles.map((role) => cellText(at.cell(role)));
  const read = (role: "publishedNs" | "publishedEw"): number | null =>
    at.column(role) === undefined ? null : readNumberCell(cellText(at.cell(role)).replace(/\s*%$/, ""));
  const header = roles.map((role) => at.header(role).toLowerCase()).join(" ");
  const unit =
    header.includes("%") || header.includes("percent") || texts.some((t) => t.endsWith("%"))
      ? "percent"
      : /\bimps?\b|imp_|score/.test(header)
        ? "imps"
        : "matchpoints";
  const decimals = Math.max(0, ...texts.map((t) => /\.(\d+)/.exec(t)?.[1].length ?? 0));
  return { ns: read("publishedNs"), ew: read("publishedEw"), unit, decimals };
}

/** A row being read: its cells, where each role is, and the problems found so far. */
class RowReading {
  readonly problems: Problem[] = [];

  constructor(
    private readonly values: readonly unknown[],
    private readonly row: number,
    private readonly layout: Layout,
  ) {}

  column(role: ColumnRole): number | undefined {
    return this.layout.roleColumns.get(role);
  }

  get scoreForm(): ScoreForm {
    return this.layout.scoreForm;
  }

  /** The header text of `role`'s column ("" when none). */
  header(role: ColumnRole): string {
    const c = this.column(role);
    return this.layout.readings.find((x) => x.index === c)?.header ?? "";
  }

  get minusIsEw(): boolean {
    return this.layout.minusIsEw === true;
  }

  /**
   * The cell of `role`. A lone "-" (not applicable: PBN's other score column, a passed-out board's
   * declarer, an award's contract) is a blank, and so is "N/A" in a score cell (Bridge Base
   * Online's points beside an award).
   */
  cell(role: ColumnRole): unknown {
    const c = this.column(role);
    if (c === undefined) return undefined;
    const v = this.values[c];
    const text = typeof v === "string" ? cellText(v) : null;
    if (text === "-") return "";
    if (text !== null && SCORE_ROLES.has(role) && /^N\/?A$/i.test(text)) return "";
    return v;
  }

  /** The column a problem about `role` points at: its cell, else `fallback`'s, else the NS cell, else column 0. */
  place(role: ColumnRole, fallback?: ColumnRole): number {
    return this.column(role) ?? (fallback ? this.column(fallback) : undefined) ?? this.column("ns") ?? 0;
  }

  fail(role: ColumnRole, message: string, fallback?: ColumnRole): void {
    this.failAt(this.place(role, fallback), message);
  }

  failAt(column: number, message: string): void {
    this.problems.push({ row: this.row, column, message });
  }
}

const SCORE_ROLES: ReadonlySet<ColumnRole> = new Set(["score", "scorePlus", "scoreMinus"]);
const PLAYERS = { ns: ["north", "south"], ew: ["east", "west"] } as const;

/**
 * A pair known only by its two players (Bridge Base Online): the two names, in alphabetical order
 * whichever seat each took, joined by " & " ("alice & bob"), so the same two players are one pair
 * from board to board. The robot GiB plays in many pairs, so one name is never a pair.
 */
export function playersPair(a: string, b: string): string {
  return [a, b]
    .sort((x, y) => x.localeCompare(y, "en", { sensitivity: "base" }) || (x < y ? -1 : 1))
    .join(" & ");
}

function readPairs(at: RowReading, readSide: SideReader): Record<"ns" | "ew", string> {
  const pairs: Record<"ns" | "ew", string> = { ns: "", ew: "" };
  for (const side of ["ns", "ew"] as const) {
    if (at.column(side) === undefined && PLAYERS[side].every((p) => at.column(p) !== undefined)) {
      const names = PLAYERS[side].map((p) => cellText(at.cell(p)));
      const missing = names.findIndex((n) => n === "");
      if (missing >= 0) at.fail(PLAYERS[side][missing], say.noPlayer(PLAYERS[side][missing]));
      else pairs[side] = playersPair(names[0], names[1]);
      continue;
    }
    const v = at.cell(side);
    const p = readSide(v);
    if (p === null) at.fail(side, say.noPairNumber(side));
    else if (p === undefined) at.fail(side, say.notAPairNumber(cellText(v)));
    else pairs[side] = p;
  }
  return pairs;
}

/** The contract cell: a contract (perhaps with result and declarer), or an entry written there. */
function readContractColumn(
  at: RowReading,
  vulnerability: Vulnerability,
): { entry: Entry | null; cell: ContractCell | null; director?: boolean } {
  const raw = at.cell("contract");
  let entry: Entry | null = null;
  let cell: ContractCell | null = null;
  if (isBlankCell(raw)) return { entry, cell };
  // "TD" or "sędzia" alone: a director's score, given in the score or published result cells.
  if (DIRECTOR_WORD_RE.test(cellText(raw))) return { entry, cell, director: true };
  try {
    entry = readContractCellEntry(raw, vulnerability);
    if (entry === null) cell = parseContractCell(cellText(raw));
  } catch (e) {
    at.fail("contract", (e as Error).message);
  }
  return { entry, cell };
}

/** The declarer from the By cell or the contract cell; both may give it, if they agree. */
function readDeclarer(at: RowReading, contractCell: ContractCell | null): Seat | null {
  let declarer: Seat | null = contractCell?.declarer ?? null;
  const raw = at.cell("declarer");
  if (isBlankCell(raw)) return declarer;
  try {
    const d = parseSeat(cellText(raw));
    if (declarer !== null && d !== declarer) at.fail("declarer", say.declarerTwice(d, declarer));
    declarer = d;
  } catch (e) {
    at.fail("declarer", (e as Error).message);
  }
  return declarer;
}

/**
 * The tricks taken from the result cell or the contract cell ("4S-1"); both may give it, if they
 * agree. A passed-out board took no tricks.
 */
function readTricks(at: RowReading, contract: Contract, contractCell: ContractCell | null): number | null {
  let tricks: number | null = null;
  try {
    if (contractCell?.result) tricks = parseResult(contractCell.result, contract);
  } catch (e) {
    at.fail("contract", (e as Error).message);
  }
  const raw = at.cell("result");
  if (isBlankCell(raw)) return contract.kind === "pass" ? 0 : tricks;
  try {
    const value = typeof raw === "number" ? raw : cellText(raw);
    const t = parseResult(value, contract);
    if (tricks !== null && t !== tricks)
      at.fail("result", say.resultTwice(t, contractCell?.result ?? null, tricks));
    tricks = t;
  } catch (e) {
    at.fail("result", (e as Error).message + say.negativeResultHint(raw));
  }
  return tricks;
}

/** The entry the score cells give (null when blank), and the column it came from. */
function readScoreColumns(
  at: RowReading,
  vulnerability: Vulnerability,
): { entry: Entry | null; column: number | undefined } {
  if (at.scoreForm === "signed") {
    try {
      return { entry: readScoreEntry(at.cell("score"), vulnerability), column: at.column("score") };
    } catch (e) {
      at.fail("score", (e as Error).message);
      return { entry: null, column: at.column("score") };
    }
  }
  if (at.scoreForm === "plusMinus") {
    const read = readPlusMinus(at.cell("scorePlus"), at.cell("scoreMinus"), vulnerability, at.minusIsEw);
    if ("message" in read) {
      at.fail(read.role, read.message);
      return { entry: null, column: undefined };
    }
    return { entry: read.entry, column: at.column(read.role) };
  }
  return { entry: null, column: undefined };
}

/** The NS score of a contract result, or null when the declarer or tricks are not known. */
function scoreOf(
  contract: Contract,
  declarer: Seat | null,
  tricks: number | null,
  vulnerability: Vulnerability,
): number | null {
  if (contract.kind === "pass") return 0;
  if (declarer !== null && tricks !== null) return nsScore(contract, declarer, tricks, vulnerability);
  return null;
}

/** What a row's cells were read as, for settling its entry. */
interface RowFacts {
  readonly board: number;
  readonly vulnerability: Vulnerability;
  readonly pairs: Record<"ns" | "ew", string>;
  /** An entry written in the contract cell (an award, NP, a weighted score). */
  readonly contractEntry: Entry | null;
  /** "TD" or "sędzia" alone in the contract cell (a director's score given elsewhere), else null. */
  readonly director: string | null;
  readonly published: PublishedResults | null;
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly score: { readonly entry: Entry | null; readonly column: number | undefined };
  /** The NS score of the contract result, when it could be computed on a clean row. */
  readonly computed: number | null;
}

/**
 * The entry a row gives, from what its cells were read as: the score cells' entry (which must be
 * the contract cell's entry too when both hold one, and agree with the contract result when that
 * was computed), else the contract cell's entry, else the contract result's score (which needs a
 * declarer and a result), else NP when the row has only pair numbers. `entered` is the plain
 * score typed in the score cells.
 */
function settleEntry(at: RowReading, f: RowFacts): { entry: Entry | null; entered: number | null } {
  const { contractEntry, contract, computed } = f;
  const scoreEntry = f.score.entry;
  if (scoreEntry !== null) {
    if (
      contractEntry !== null &&
      entryText(contractEntry).toUpperCase() !== entryText(scoreEntry).toUpperCase()
    ) {
      at.fail("contract", say.entryTwice(entryText(contractEntry), entryText(scoreEntry)));
    }
    if (scoreEntry.kind !== "plain") return { entry: scoreEntry, entered: null };
    const entered = scoreEntry.score;
    if (computed !== null && computed !== entered) {
      const message = say.scoreDisagrees({
        table: `NS ${f.pairs.ns} v EW ${f.pairs.ew}`,
        entered,
        computed,
        contract: contract!,
        declarer: f.declarer,
        tricks: f.tricks!,
        board: f.board,
        vulnerability: f.vulnerability,
        resultCell: at.cell("result"),
      });
      at.failAt(f.score.column ?? at.place("score"), message);
    }
    return { entry: scoreEntry, entered };
  }
  if (contractEntry !== null) return { entry: contractEntry, entered: null };
  if (f.director !== null) {
    // JFR prints a director's score as TD with each side's percentage in the % columns (only
    // percentages will do: matchpoints or IMPs published beside it are not an award).
    const percent = f.published?.unit === "percent";
    const ns = percent ? (f.published?.ns ?? null) : null;
    const ew = percent ? (f.published?.ew ?? null) : null;
    if (ns !== null && ew !== null && ns >= 0 && ns <= 100 && ew >= 0 && ew <= 100) {
      return {
        entry: {
          kind: "artificial",
          text: `${f.director} ${ns}/${ew}`,
          ns: { kind: "percent", percent: ns },
          ew: { kind: "percent", percent: ew },
        },
        entered: null,
      };
    }
    at.fail("contract", say.directorWithoutScore(f.director));
    return { entry: null, entered: null };
  }
  if (contract !== null) {
    if (at.problems.length > 0) return { entry: null, entered: null };
    if (contract.kind !== "pass" && f.declarer === null) {
      at.fail("declarer", say.noDeclarer(contract, at.column("declarer") !== undefined), "contract");
    } else if (f.tricks === null) {
      at.fail("result", say.noResult(contract, at.column("result") !== undefined), "contract");
    } else return { entry: { kind: "plain", score: computed! }, entered: null };
    return { entry: null, entered: null };
  }
  const stray = (["declarer", "result", "lead"] as const).find((role) => !isBlankCell(at.cell(role)));
  if (stray && at.problems.length === 0) {
    at.fail(stray, say.NO_CONTRACT_OR_SCORE);
    return { entry: null, entered: null };
  }
  return { entry: { kind: "notPlayed", text: "" }, entered: null };
}

/** An entry as written, to compare the contract cell's with the score cell's. */
function entryText(e: Entry): string {
  return e.kind === "plain" ? String(e.score) : e.text;
}
