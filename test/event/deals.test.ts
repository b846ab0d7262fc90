// A hand-record file joined to an event by board number: the deals reach the hand records as a
// results file's own do, and what does not fit (a board played without a deal, a deal of a board
// nobody played, a dealer or vulnerability other than the board's, another deal than the results
// file's own) is a warning, never a refusal.
import * as fs from "node:fs";
import * as path from "node:path";
import {
  joinHandRecords,
  joinHandRecordsScored,
  openInput,
  scoreEvent,
  withHandRecords,
  type BridgeEvent,
  type ScoredPairsSection,
} from "../../src/event";
import { readHandRecordFile, readHandRecords } from "../../src/io/hand-records";
import { formatDeal, type DDTable } from "../../src/scoring";

const ROOT = path.join(__dirname, "..", "..");
const MITCHELL = path.join(ROOT, "examples", "mitchell-session.csv");
const DEALS = path.join(ROOT, "test", "fixtures", "hand-records", "mitchell-deals.pbn");
const MEADOW = path.join(ROOT, "test", "fixtures", "files", "meadow-sections.pbn");
const open = (file: string): BridgeEvent => openInput(fs.readFileSync(file), path.basename(file));
const records = () => readHandRecordFile(fs.readFileSync(DEALS)).records;
// A stand-in solver (solving itself is checked against libdds in test/scoring/deal and
// test/cli/deals.test.ts): every deal takes 7 tricks everywhere; the deals asked are kept.
const asked: string[] = [];
const SEVENS: DDTable = { tricks: [0, 1, 2, 3].map(() => [7, 7, 7, 7, 7]) };
const solve = async (deal: string): Promise<DDTable> => (asked.push(deal), SEVENS);

// mitchell-deals.pbn gives boards 1, 2 and 4; the Mitchell session plays boards 1 to 3.
const BOARD_1 = "N:KJ965.K93.Q9.AJ6 A32.AQ.8654.8432 7.JT87652.T73.QT QT84.4.AKJ2.K975";
const BOARD_2 = "N:J86.A7652.QT82.T T72.KT3.J65.AQ74 AKQ5.8.43.J98532 943.QJ94.AK97.K6";

describe("joining a deal file to a traveller by board number", () => {
  test("the boards with a deal are joined; board 3 without one and board 4 not played are each one warning", () => {
    const { event, warnings } = joinHandRecords(open(MITCHELL), records(), "mitchell-deals.pbn");
    expect(event.sections[0].joinedDeals!.map((d) => [d.board, d.deal])).toEqual([
      [1, BOARD_1],
      [2, BOARD_2],
    ]);
    expect(warnings).toEqual([
      "Board 3 has no deal in mitchell-deals.pbn: shown without hands.",
      "mitchell-deals.pbn gives the deals of board 4, which no table played: left out.",
    ]);
  });

  test("the hand records then show boards 1 and 2 with their tables and pars, board 3 without", async () => {
    const joined = joinHandRecords(open(MITCHELL), records(), "mitchell-deals.pbn").event;
    const { scored, warnings } = await withHandRecords(scoreEvent(joined, {}), "published", solve);
    expect(warnings).toEqual([]);
    const section = scored.sections[0] as ScoredPairsSection;
    expect([...section.handRecords!.keys()]).toEqual([1, 2]);
    const one = section.handRecords!.get(1)!;
    // Board 1 is dealer N, nobody vulnerable, as on the traveller; no table is published, so solved.
    expect([one.dealer, one.vulnerability, one.source]).toEqual(["N", "None", "solved"]);
    expect(one.table).toEqual(SEVENS);
    expect(asked).toEqual([BOARD_1, BOARD_2]);
    const titles = section.sheet.blocks.filter((b) => b.kind === "deal").map((b) => b.title);
    expect(titles).toEqual(["Board 1: the deal", "Board 2: the deal"]);
  });

  test("a deal whose vulnerability is not the board's is a warning naming the board; the board's is used", async () => {
    const text = `[Board "2"]\n[Dealer "E"]\n[Vulnerable "None"]\n[Deal "${BOARD_2}"]\n`;
    const { event, warnings } = joinHandRecords(open(MITCHELL), readHandRecords(text).records, "d.pbn");
    expect(warnings).toContain(
      "Board 2: d.pbn gives dealer E, vulnerability None, but the traveller's board is dealer E, vulnerability NS: the traveller's are used with the deal. Check that the file holds this session's deals.",
    );
    expect(warnings).toContain("Boards 1 and 3 have no deal in d.pbn: shown without hands.");
    const { scored } = await withHandRecords(scoreEvent(event, {}), "none", null);
    expect((scored.sections[0] as ScoredPairsSection).handRecords!.get(2)!.vulnerability).toBe("NS");
  });

  test("a deal file of one deal a line numbers its deals 1, 2, 3 in order", () => {
    const text = `${BOARD_1}\n${BOARD_2}\n`;
    const { event, warnings } = joinHandRecords(open(MITCHELL), readHandRecords(text).records, "deals.txt");
    expect(event.sections[0].joinedDeals!.map((d) => d.board)).toEqual([1, 2]);
    expect(warnings).toEqual(["Board 3 has no deal in deals.txt: shown without hands."]);
  });
});

describe("a deal file joined to a results file that gives its own deals", () => {
  test("the deal file's deal is shown, and the difference is one warning; both sections take it", async () => {
    // meadow-sections.pbn: sections A and B play board 1, North holding every ace, king and queen.
    const { event, warnings } = joinHandRecords(open(MEADOW), records(), "mitchell-deals.pbn");
    expect(warnings).toEqual([
      "mitchell-deals.pbn gives the deals of boards 2 and 4, which no table played: left out.",
      "mitchell-deals.pbn gives board 1 another deal than the results file's own: the deal from mitchell-deals.pbn is shown.",
    ]);
    const { scored } = await withHandRecords(scoreEvent(event, {}), "none", null);
    for (const s of scored.sections)
      expect(formatDeal((s as ScoredPairsSection).handRecords!.get(1)!.deal)).toBe(BOARD_1);
  });

  test("the same deal written another way is no difference", () => {
    const own = open(MEADOW).sections[0].file!.deals![0].deal!;
    // The same hands from West: "W:" then West, North, East, South.
    const [n, e, s, w] = own.slice(2).split(" ");
    const text = `[Board "1"]\n[Deal "W:${w} ${n} ${e} ${s}"]\n`;
    expect(joinHandRecords(open(MEADOW), readHandRecords(text).records, "d.pbn").warnings).toEqual([]);
  });
});

describe("joining once the event is scored (the pane)", () => {
  test("gives the same hand records as joining before scoring, nothing scored again", async () => {
    const before = joinHandRecords(open(MITCHELL), records(), "mitchell-deals.pbn");
    const scored = scoreEvent(open(MITCHELL), {});
    const after = joinHandRecordsScored(scored, records(), "mitchell-deals.pbn");
    expect(after.warnings).toEqual(before.warnings);
    // The scored section's own sheet is kept (the same object), only its event section replaced.
    expect(after.scored.sections[0].sheet).toBe(scored.sections[0].sheet);
    const a = await withHandRecords(after.scored, "none", null);
    const b = await withHandRecords(scoreEvent(before.event, {}), "none", null);
    const deals = (x: typeof a) => [...(x.scored.sections[0] as ScoredPairsSection).handRecords!.keys()];
    expect(deals(a)).toEqual(deals(b));
    expect(deals(a)).toEqual([1, 2]);
  });
});

describe("a deal file of several sections (a Bridgemate database's HandRecord)", () => {
  // Both of meadow-sections.pbn's sections play board 1; the file given apart deals each section
  // its own board 1, told by the section's letter.
  const record = (section: string, deal: string) => ({
    board: 1,
    dealer: "N" as const,
    vulnerability: "None" as const,
    deal,
    where: `section ${section}`,
    section,
  });

  test("each section takes the deals of its own letter", () => {
    const { event } = joinHandRecords(
      open(MEADOW),
      [record("A", BOARD_1), record("B", BOARD_2)],
      "session.bws",
    );
    expect(event.sections.map((s) => s.joinedDeals!.map((d) => d.deal))).toEqual([[BOARD_1], [BOARD_2]]);
  });

  test("a letter no section has: every section takes the file's deals, as a file of one section gives them", () => {
    const { event } = joinHandRecords(open(MEADOW), [record("C", BOARD_2)], "session.bws");
    expect(event.sections.map((s) => s.joinedDeals!.map((d) => d.deal))).toEqual([[BOARD_2], [BOARD_2]]);
  });
});
