// Deals from a hand-record file: a PBN file's games ([Board], [Dealer], [Vulnerable], [Deal] and
// any published [OptimumScore], [ParContract], [OptimumResultTable] or [DoubleDummyTricks]), a
// USEBIO file's HANDSET, a Bridgemate database's HandRecord (with HandEvaluation's tricks), or a
// text file of one PBN deal a line. The dealer and vulnerability a game does not state follow from
// its board number, as on printed boards.
import {
  boardDealer,
  boardVulnerability,
  optimumScoreOf,
  parseSeat,
  parseVulnerability,
  tableFromDoubleDummyTricks,
  tableFromOptimumResultTable,
} from "../scoring";
import { looksLikeBws, readBwsDeals } from "./bws";
import { dealFileReader, readDealFileText } from "./deals";
import { decodeBytes } from "./decode";
import { readBoardNumber } from "./numbers";
import { notWholeTag, opensTag, readTagLine } from "./pbn/tags";
import { looksBinary } from "./text";
import { looksLikeUsebio } from "./usebio";
import { readHandSets } from "./usebio/hands";
import { parseXml, XmlError } from "./xml";

export type { HandRecord, HandRecords } from "./hand-record";
import type { HandRecord, HandRecords } from "./hand-record";

const DEAL_LINE_RE = /^\s*"?[NESWnesw]\s*:/;

/** Reads the deals of a PBN file or of a file of one PBN deal a line. */
export function readHandRecords(text: string): HandRecords {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  // Tag lines are read by the PBN reader's own scanner, so that both read a tag alike.
  const isPbn = lines.some((l) => readTagLine(l) !== null);
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
  let tags = new Map<string, { value: string; line: number; data: string[] }>();
  const finish = (): void => {
    const deal = tags.get("deal");
    if (deal && deal.value.trim() !== "") {
      const boardTag = tags.get("board");
      // A board number as every reader takes one (decimal digits: "0x10" or "1e1" is none).
      const given = boardTag !== undefined && !/^[?#]*$/.test(boardTag.value.trim());
      const parsedBoard = given ? readBoardNumber(boardTag.value) : null;
      if (given && parsedBoard === null) {
        problems.push(
          `line ${boardTag.line}: [Board "${boardTag.value}"] is not a board number (a whole number from 1).`,
        );
        return;
      }
      const board = parsedBoard ?? records.length + 1;
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
      const publishedScore = optimum ? optimumScoreOf(optimum.value) : null;
      const rows = tags.get("optimumresulttable");
      const hex = tags.get("doubledummytricks");
      const publishedTable =
        (rows ? tableFromOptimumResultTable(rows.data.join("\n")) : null) ??
        (hex ? tableFromDoubleDummyTricks(hex.value) : null);
      const contracts = tags.get("parcontract")?.value.trim();
      records.push({
        board,
        dealer,
        vulnerability,
        deal: deal.value,
        where: `line ${deal.line}`,
        ...(publishedScore === null ? {} : { publishedScore }),
        ...(publishedTable === null ? {} : { publishedTable }),
        ...(contracts ? { publishedContracts: contracts } : {}),
      });
    }
    tags = new Map();
  };
  let inComment = false;
  let last: { data: string[] } | null = null;
  lines.forEach((raw, i) => {
    let line = raw;
    if (inComment) {
      const end = line.indexOf("}");
      if (end < 0) return;
      inComment = false;
      line = line.slice(end + 1);
    }
    const m = readTagLine(line);
    if (m !== null) {
      const name = m.name.toLowerCase();
      // A new game starts at its first tag after a game that had a deal.
      if (name === "event" || (tags.has(name) && name !== "note")) finish();
      last = { data: [] };
      tags.set(name, { value: m.value, line: i + 1, data: last.data });
      return;
    }
    if (opensTag(line)) {
      // A tag left open (its quote or "]" missing): refused, or its deal would be lost unsaid.
      problems.push(notWholeTag(line, i + 1));
      return;
    }
    if (line.includes("{") && !line.includes("}")) inComment = true;
    if (line.trim() === "") {
      finish();
      last = null;
    } else if (last !== null && !line.trim().startsWith("{") && !line.trim().startsWith("%")) {
      // A table tag's rows ([OptimumResultTable], [ScoreTable]) follow it, a line each.
      last.data.push(line.trim());
    }
  });
  finish();
  return { records, problems };
}

/**
 * Reads the deals of a hand-record file of any kind the add-in reads: a Bridgemate database (its
 * HandRecord and HandEvaluation), a USEBIO file (its HANDSET), a PBN file, a file of one PBN deal
 * a line, or a dealing machine's or program's file (LIN, DUP, BRI, DGE, DLM: src/io/deals/). The kind is
 * told by the content; `fileName`'s extension (.lin, .dup, .bri, .dge, .dlm) picks the reader only where
 * the content does not say (a damaged file is then read far enough to say what is wrong with it).
 * Problems (a file that cannot be read at all) are listed, never thrown.
 *
 * @example
 * readHandRecordFile(fs.readFileSync("set.dup"), "set.dup").records.length; // the boards of the set
 */
export function readHandRecordFile(bytes: Uint8Array, fileName?: string): HandRecords {
  if (looksLikeBws(bytes)) {
    try {
      const found = readBwsDeals(bytes);
      const sections = new Set(found.map((f) => f.section));
      const records: HandRecord[] = [];
      const problems: string[] = [];
      for (const { section, deal } of found) {
        const where = sections.size > 1 ? `section ${section}` : "HandRecord";
        if (deal.deal === null) continue;
        const publishedTable = deal.doubleDummyTricks
          ? tableFromDoubleDummyTricks(deal.doubleDummyTricks)
          : null;
        records.push({
          board: deal.board,
          dealer: boardDealer(deal.board),
          vulnerability: boardVulnerability(deal.board),
          deal: deal.deal,
          where,
          ...(publishedTable === null ? {} : { publishedTable }),
          ...(sections.size > 1 ? { section } : {}),
        });
      }
      return { records, problems };
    } catch (e) {
      return { records: [], problems: [(e as Error).message] };
    }
  }
  const dealing = dealFileReader(bytes, fileName);
  if (dealing !== null) return dealing(bytes);
  const text = decodeBytes(bytes);
  if (looksBinary(text))
    return {
      records: [],
      problems: [
        "the file holds binary data, not text: it is no PBN file, USEBIO file, list of deals, LIN file, or dealing machine's DUP, BRI, DGE or DLM file.",
      ],
    };
  if (looksLikeUsebio(text)) {
    try {
      const problems: string[] = [];
      const records: HandRecord[] = readHandSets(parseXml(text)).flatMap((d) =>
        d.deal === null
          ? (problems.push(`HANDSET board ${d.board}: fewer than four hands (N, E, S and W) are given.`), [])
          : [
              {
                board: d.board,
                dealer: boardDealer(d.board),
                vulnerability: boardVulnerability(d.board),
                deal: d.deal,
                where: `HANDSET board ${d.board}`,
              },
            ],
      );
      return { records, problems };
    } catch (e) {
      if (e instanceof XmlError)
        return {
          records: [],
          problems: [e.pastLimit ? e.message : `${e.message} (the file is not well-formed XML)`],
        };
      throw e;
    }
  }
  return readDealFileText(text, fileName) ?? readHandRecords(text);
}
