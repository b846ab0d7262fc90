// Deals from a hand-record file: a PBN file's games ([Board], [Dealer], [Vulnerable], [Deal] and
// any published [OptimumScore]), or a text file of one PBN deal a line. The dealer and vulnerability
// a game does not state follow from its board number, as on printed boards.
import {
  boardDealer,
  boardVulnerability,
  parseSeat,
  parseVulnerability,
  type Seat,
  type Vulnerability,
} from "../scoring";

/** One deal of a hand-record file, not yet checked (see parseDeal). */
export interface HandRecord {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The deal as written, PBN notation. */
  readonly deal: string;
  /** Where it was read, for messages: "line 12". */
  readonly where: string;
  /** The file's own par score for North-South, when it publishes one ([OptimumScore "NS 420"]). */
  readonly publishedScore?: number;
}

/** The hand records of a file, and what could not be read. */
export interface HandRecords {
  readonly records: HandRecord[];
  readonly problems: string[];
}

const TAG_RE = /^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]/;
const DEAL_LINE_RE = /^\s*"?[NESWnesw]\s*:/;

/** Reads the deals of a PBN file or of a file of one PBN deal a line. */
export function readHandRecords(text: string): HandRecords {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const isPbn = lines.some((l) => TAG_RE.test(l));
  return isPbn ? readPbnGames(lines) : readDealLines(lines);
}

function readDealLines(lines: readonly string[]): HandRecords {
  const records: HandRecord[] = [];
  const problems: string[] = [];
  lines.forEach((line, i) => {
    const text = line.trim();
    if (text === "" || text.startsWith("#") || text.startsWith("%")) return;
    if (!DEAL_LINE_RE.test(text)) {
      problems.push(
        `line ${i + 1}: "${text.slice(0, 40)}" is not a deal: expected PBN notation such as "N:AKQ2.KJ3.T98.765 ...".`,
      );
      return;
    }
    const board = records.length + 1;
    records.push({
      board,
      dealer: boardDealer(board),
      vulnerability: boardVulnerability(board),
      deal: text,
      where: `line ${i + 1}`,
    });
  });
  return { records, problems };
}

function readPbnGames(lines: readonly string[]): HandRecords {
  const records: HandRecord[] = [];
  const problems: string[] = [];
  let tags = new Map<string, { value: string; line: number }>();
  const finish = (): void => {
    const deal = tags.get("deal");
    if (deal && deal.value.trim() !== "") {
      const boardTag = tags.get("board");
      const parsedBoard = boardTag ? Number.parseInt(boardTag.value, 10) : NaN;
      const board = Number.isInteger(parsedBoard) && parsedBoard > 0 ? parsedBoard : records.length + 1;
      let dealer = boardDealer(board);
      let vulnerability = boardVulnerability(board);
      const dealerTag = tags.get("dealer");
      const vulTag = tags.get("vulnerable");
      try {
        if (dealerTag && dealerTag.value.trim() !== "" && dealerTag.value.trim() !== "?")
          dealer = parseSeat(dealerTag.value);
        if (vulTag && vulTag.value.trim() !== "" && vulTag.value.trim() !== "?") {
          vulnerability = parseVulnerability(vulTag.value);
        }
      } catch (e) {
        problems.push(`line ${deal.line}: board ${board}: ${(e as Error).message}`);
        tags = new Map();
        return;
      }
      const optimum = tags.get("optimumscore");
      const m = optimum ? /^\s*(NS|EW)\s+(-?\d+)\s*$/i.exec(optimum.value) : null;
      const publishedScore = m ? (m[1].toUpperCase() === "NS" ? 1 : -1) * Number(m[2]) : undefined;
      records.push({
        board,
        dealer,
        vulnerability,
        deal: deal.value,
        where: `line ${deal.line}`,
        ...(publishedScore === undefined ? {} : { publishedScore }),
      });
    }
    tags = new Map();
  };
  let inComment = false;
  lines.forEach((raw, i) => {
    let line = raw;
    if (inComment) {
      const end = line.indexOf("}");
      if (end < 0) return;
      inComment = false;
      line = line.slice(end + 1);
    }
    const m = TAG_RE.exec(line);
    if (m) {
      const name = m[1].toLowerCase();
      // A new game starts at its first tag after a game that had a deal.
      if (name === "event" || (tags.has(name) && name !== "note")) finish();
      tags.set(name, { value: m[2], line: i + 1 });
      return;
    }
    if (line.includes("{") && !line.includes("}")) inComment = true;
    if (line.trim() === "") finish();
  });
  finish();
  return { records, problems };
}
