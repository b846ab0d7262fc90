// A USEBIO BOARD and its TRAVELLER_LINEs: the board's number and conditions, and each line as a
// traveller row (pair numbers, or an individual's four players; contract, declarer, tricks, lead,
// score or adjusted score, and the figures the line publishes).
import { readBoardNumber as boardNumber, readCount, readWhole } from "../numbers";
import {
  boardConditionProblems,
  NOTHING_PUBLISHED,
  type FileBoard,
  type FileTableRow,
  type Seats,
} from "../results-file";
import type { XmlElement } from "../xml";
import { parseSeat, parseVulnerability, type Seat, type Vulnerability } from "../../scoring";
import { at, placed, value, type Placed } from "./elements";

/** A BOARD's BOARD_NUMBER, a whole number from 1; anything else is a problem and null. */
export function readBoardNumber(b: Placed, problems: string[]): number | null {
  const numberText = value(b.el, "BOARD_NUMBER")?.trim() ?? "";
  const board = boardNumber(numberText);
  if (board === null) {
    problems.push(
      `${at(b)}: BOARD_NUMBER is ${numberText === "" ? "missing" : `"${numberText}"`}: expected a whole number from 1.`,
    );
    return null;
  }
  return board;
}

/** A BOARD's VULNERABILITY and DEALER, each null when absent; one that does not parse is a problem and null. */
export function readConditions(
  b: Placed,
  problems: string[],
): { vulnerability: Vulnerability | null; dealer: Seat | null } {
  const cond = <T>(name: string, parse: (s: string) => T): T | null => {
    const v = value(b.el, name)?.trim();
    if (!v) return null;
    try {
      return parse(v);
    } catch (e) {
      problems.push(`${at(b)}/${name}: ${(e as Error).message}`);
      return null;
    }
  };
  return {
    vulnerability: cond<Vulnerability>("VULNERABILITY", parseVulnerability),
    dealer: cond<Seat>("DEALER", parseSeat),
  };
}

/**
 * The boards of a group, each TRAVELLER_LINE as a traveller row; `directed` when pair numbers
 * carry NS / EW. Lines whose pair numbers name more than one section (`(A) 1 NS`, `(B) 1 NS`) keep
 * the section in the pair (`A1`, `B1`), so the two pairs 1 stay apart.
 */
export function readBoards(
  group: Placed,
  problems: string[],
  individual = false,
): { boards: FileBoard[]; directed: boolean; notes: string[] } {
  const boards: FileBoard[] = [];
  const seen = new Set<number>();
  const notes: string[] = [];
  const sections = new Set<string>();
  const sectionsOf = new Map<FileBoard, readonly (readonly [string, string])[]>();
  let directed = false;
  for (const b of placed(group, "BOARD")) {
    const board = readBoardNumber(b, problems);
    if (board === null) continue;
    if (seen.has(board)) {
      problems.push(`${at(b)}: board ${board} appears a second time in ${group.path}.`);
      continue;
    }
    const { vulnerability, dealer } = readConditions(b, problems);
    const rows: FileTableRow[] = [];
    const rowSections: (readonly [string, string])[] = [];
    for (const line of placed(b, "TRAVELLER_LINE")) {
      const row = readLine(line, problems, false, notes, individual);
      if (row === null) continue;
      if (row.directed) directed = true;
      for (const x of row.sections) if (x !== "") sections.add(x);
      rows.push(row.row);
      rowSections.push(row.sections);
    }
    const fileBoard: FileBoard = { board, vulnerability, dealer, rows };
    problems.push(...boardConditionProblems(fileBoard, at(b)));
    boards.push(fileBoard);
    sectionsOf.set(fileBoard, rowSections);
    seen.add(board);
  }
  boards.sort((x, y) => x.board - y.board);
  // Pairs of several sections keep their section (A1, B1); otherwise each row is kept as read,
  // not copied (a file may hold a million of them).
  const several = sections.size > 1;
  return {
    boards: several
      ? boards.map((b) => {
          const of = sectionsOf.get(b)!;
          return {
            ...b,
            rows: b.rows.map((row, k) => ({ ...row, ns: of[k][0] + row.ns, ew: of[k][1] + row.ew })),
          };
        })
      : boards,
    directed,
    notes,
  };
}

/** A pair number as written: `3`, a Mitchell `3NS` / `3EW` (which must match its side), or with its section `(A) 3 NS`. */
function pairNumber(
  text: string | undefined,
  side: "NS" | "EW",
  where: string,
  problems: string[],
): { id: string; directed: boolean; section: string } {
  const t = (text ?? "").trim();
  const m = /^(?:\(\s*([A-Za-z0-9]+)\s*\)\s*)?([A-Za-z]?\d+)\s*(NS|EW|N|E)?$/i.exec(t);
  if (!m) {
    problems.push(
      `${where}: ${side}_PAIR_NUMBER is ${t === "" ? "missing" : `"${t}"`}: expected a pair number such as 3, 3${side} or (A) 3 ${side}.`,
    );
    return { id: t, directed: false, section: "" };
  }
  const dir = m[3]?.toUpperCase();
  if (dir && !side.startsWith(dir[0])) {
    problems.push(`${where}: ${side}_PAIR_NUMBER "${t}" names the other direction: expected ${m[2]}${side}.`);
  }
  return { id: m[2], directed: dir !== undefined, section: m[1]?.toUpperCase() ?? "" };
}

/**
 * One TRAVELLER_LINE as a traveller row. In a teams match (`teamsLine`) the MATCH names the
 * teams, so the pair numbers are kept as written, whatever their form (TeamsScorer and
 * EBUScoreTeams write team, then the pair's two seats: `1-1-2`), or left out.
 */
export function readLine(
  line: Placed,
  problems: string[],
  teamsLine = false,
  notes: string[] = [],
  individual = false,
): { row: FileTableRow; directed: boolean; sections: readonly [string, string] } | null {
  const el = line.el;
  const where = at(line);
  const before = problems.length;
  const pair = (side: "NS" | "EW") => {
    const text = value(el, `${side}_PAIR_NUMBER`);
    if (teamsLine) return { id: (text ?? "").trim(), directed: false, section: "" };
    return individual && (text ?? "").trim() === ""
      ? { id: "", directed: false, section: "" }
      : pairNumber(text, side, where, problems);
  };
  const ns = pair("NS");
  const ew = pair("EW");
  const seats = individual ? readSeats(el, where, problems, notes) : undefined;
  const rawContract = (value(el, "CONTRACT") ?? "").trim();
  let rawScore = (value(el, "SCORE") ?? value(el, "NS_SCORE") ?? "").trim().replace(/\s+/g, "");
  const passWords = /^(PASS|PASSED|ALLPASS|P|PO)$/i;
  let passOut = passWords.test(rawContract.replace(/\s+/g, "")) || passWords.test(rawScore);
  if (passWords.test(rawScore)) rawScore = "0";
  // One converter writes a passed-in hand as NP ("not played") with a score of 0: the score is the
  // record, so the board is scored as passed out, and a note says the file contradicts itself.
  if (/^NP$/i.test(rawContract) && /^[+-]?0$/.test(rawScore)) {
    passOut = true;
    notes.push(
      `${where}: CONTRACT is NP (not played) but SCORE is ${rawScore}: scored as a passed-out board, as its score says`,
    );
  }
  // USEBIO doubles with X (or *): 4HX, 3NT**; the traveller reads X and XX.
  const contract = passOut ? "Pass" : rawContract.replace(/\*\*$/, "XX").replace(/\*$/, "X");
  const playedBy = (value(el, "PLAYED_BY") ?? "").trim();
  const tricksText = (value(el, "TRICKS") ?? "").trim();
  let score: number | string = "";
  const award = /^A(\d{2,3})(\d{2})$/i.exec(rawScore);
  if (award) {
    // An adjusted score: NS's percentage then EW's (A6040 is 60% to NS, 40% to EW).
    score = `A${Number(award[1])}/A${Number(award[2])}`;
  } else if (/^(A[+=-]|A[+=-]\/A[+=-]|NP)$/i.test(rawScore)) score = rawScore.toUpperCase();
  else if (readWhole(rawScore) !== null) score = readWhole(rawScore)!;
  else if (rawScore !== "") {
    problems.push(
      `${where}/SCORE is "${rawScore}": expected the NS score in points, or an adjusted score such as A6040 (NS 60%, EW 40%).`,
    );
  }
  if (contract === "" && score === "" && problems.length === before) {
    problems.push(
      `${where}: no CONTRACT and no SCORE: expected a contract with PLAYED_BY and TRICKS, a SCORE, or an adjusted SCORE such as A5050.`,
    );
  }
  if (tricksText !== "" && readCount(tricksText) === null) {
    problems.push(`${where}/TRICKS is "${tricksText}": expected the tricks declarer took, 0 to 13.`);
  }
  if (problems.length > before) return null;
  const awardRow = typeof score === "string" && score !== "";
  return {
    directed: ns.directed || ew.directed,
    sections: [ns.section, ew.section],
    row: {
      table: (value(el, "TABLE_NUMBER") ?? "").trim(),
      ns: ns.id,
      ew: ew.id,
      contract: awardRow ? "" : contract,
      declarer: passOut || awardRow ? "" : playedBy,
      lead: passOut || awardRow ? "" : readLead(value(el, "LEAD")),
      tricks: passOut || awardRow || tricksText === "" ? "" : Number(tricksText),
      score,
      published: publishedOf(el),
      source: where,
      ...(seats ? { seats } : {}),
    },
  };
}

/**
 * The figures a TRAVELLER_LINE publishes, under the grid's names. Most lines publish nothing:
 * they share one empty record (a file may have a million lines).
 */
function publishedOf(el: XmlElement): Readonly<Record<string, string>> {
  let published: Record<string, string> | null = null;
  const put = (name: string, key: string): void => {
    const v = value(el, name)?.trim();
    if (v === undefined || v === "" || v === "-") return;
    (published ??= {})[key] = v;
  };
  put("NS_MATCH_POINTS", "MP_NS");
  put("EW_MATCH_POINTS", "MP_EW");
  put("NS_PERCENTAGE", "Percentage_NS");
  put("EW_PERCENTAGE", "Percentage_EW");
  put("NS_IMPS", "IMP_NS");
  put("EW_IMPS", "IMP_EW");
  // Cross-IMP pairs publish their IMPs as cross-IMP points; they stand beside the add-in's IMPs.
  put("NS_CROSS_IMP_POINTS", "IMP_NS");
  put("EW_CROSS_IMP_POINTS", "IMP_EW");
  return published ?? NOTHING_PUBLISHED;
}

/**
 * An individual event's TRAVELLER_LINE: the player in each seat (N_PLAYER_NUMBER, E_, S_ and
 * W_PLAYER_NUMBER), each a player number of the event; a missing one is a problem. A number in
 * two seats of one line is a note, not a refusal: the line's result is scored all the same (the
 * USEBIO 1.1 individual sample has such lines, its player numbers "examples only"), and the
 * player's ranking counts it once for each seat.
 */
function readSeats(el: XmlElement, where: string, problems: string[], notes: string[]): Seats | undefined {
  const seat = (letter: "N" | "E" | "S" | "W"): string => {
    const text = (value(el, `${letter}_PLAYER_NUMBER`) ?? "").trim();
    if (text === "")
      problems.push(
        `${where}: ${letter}_PLAYER_NUMBER is missing: expected the number of the player who sat ${SEAT_WORDS[letter]}, such as 7.`,
      );
    return text;
  };
  const seats = { north: seat("N"), east: seat("E"), south: seat("S"), west: seat("W") };
  const all = [seats.north, seats.east, seats.south, seats.west];
  if (new Set(all).size < 4 && all.every((p) => p !== ""))
    notes.push(
      `${where}: a player sits in two seats (${all.join(", ")} as N, E, S, W): the line is scored as it stands`,
    );
  return seats;
}

const SEAT_WORDS = { N: "North", E: "East", S: "South", W: "West" } as const;

/**
 * A lead as the traveller writes it, suit first, whichever way the file has it: Compscore's `KH`
 * (rank first) and the other programs' `HK` both become `HK`; a ten (`TD`, `DT`, `D10`) is `D10`.
 */
function readLead(text: string | undefined): string {
  const t = (text ?? "").trim().toUpperCase();
  const rankFirst = /^(10|[2-9TJQKA])([SHDC])$/.exec(t);
  const suitFirst = /^([SHDC])(10|[2-9TJQKA])$/.exec(t);
  const [rank, suit] = rankFirst
    ? [rankFirst[1], rankFirst[2]]
    : suitFirst
      ? [suitFirst[2], suitFirst[1]]
      : [];
  if (rank === undefined || suit === undefined) return t;
  return `${suit}${rank === "T" ? "10" : rank}`;
}
