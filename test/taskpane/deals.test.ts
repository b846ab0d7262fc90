// The deals the pane keeps with the workbook, by traveller: made of a results file's section or a
// hand-record file, read back checked (a damaged record keeps what is sound), and bounded.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput } from "../../src/event";
import { readHandRecordFile } from "../../src/io/hand-records";
import {
  KEPT_DEAL_TRAVELLERS,
  KEPT_DEALS,
  asHandRecords,
  keptFromRecords,
  keptFromSection,
  recordDeals,
  restoreDealsRecord,
  solvedTables,
  withSolved,
  type KeptDeals,
} from "../../src/taskpane/deals";

const FIXTURES = path.join(__dirname, "..", "fixtures");
const MEADOW = path.join(FIXTURES, "files", "meadow-sections.pbn");
const DEALS = path.join(FIXTURES, "hand-records", "mitchell-deals.pbn");
const BOARD_1 = "N:KJ965.K93.Q9.AJ6 A32.AQ.8654.8432 7.JT87652.T73.QT QT84.4.AKJ2.K975";
const SEVENS = { tricks: [0, 1, 2, 3].map(() => [7, 7, 7, 7, 7]) };

describe("the deals kept", () => {
  test("of a results file's section: each with its board's dealer and vulnerability, and the whole table the file publishes", () => {
    // meadow-sections.pbn, board 1: dealer N, nobody vulnerable, [DoubleDummyTricks] 13 for NS everywhere.
    const kept = keptFromSection(openInput(fs.readFileSync(MEADOW), "meadow.pbn").sections[0], "meadow.pbn");
    expect(kept.from).toBe("meadow.pbn");
    expect(kept.deals).toHaveLength(1);
    const [d] = kept.deals;
    expect([d.board, d.dealer, d.vulnerability]).toEqual([1, "N", "None"]);
    expect(d.published!.tricks[0]).toEqual([13, 13, 13, 13, 13]);
    expect(d.published!.tricks[1]).toEqual([0, 0, 0, 0, 0]);
  });

  test("of a USEBIO file's HANDSET: every board's deal, its dealer and vulnerability as the board's number gives them", () => {
    const file = path.join(FIXTURES, "files", "ebuscore-two-sections.usebio.xml");
    const kept = keptFromSection(openInput(fs.readFileSync(file), "e.xml").sections[0], "e.xml");
    expect(kept.deals.map((d) => d.board)).toEqual(Array.from({ length: 28 }, (_, k) => k + 1));
    // Board 4: dealer West, both vulnerable; board 15: dealer South, North-South (the printed boards).
    expect([kept.deals[3].dealer, kept.deals[3].vulnerability]).toEqual(["W", "All"]);
    expect([kept.deals[14].dealer, kept.deals[14].vulnerability]).toEqual(["S", "NS"]);
  });

  test("of a hand-record file, and back as its records for the join", () => {
    const records = readHandRecordFile(fs.readFileSync(DEALS)).records;
    const kept = keptFromRecords(records, "mitchell-deals.pbn");
    expect(kept.deals.map((d) => [d.board, d.dealer, d.vulnerability])).toEqual([
      [1, "N", "None"],
      [2, "E", "NS"],
      [4, "W", "All"],
    ]);
    expect(asHandRecords(kept).map((r) => [r.board, r.deal, r.where])).toEqual(
      records.map((r) => [r.board, r.deal, "mitchell-deals.pbn"]),
    );
  });

  test("a table solved is kept with its deal, found again however the deal is written", () => {
    const kept = keptFromRecords(readHandRecordFile(fs.readFileSync(DEALS)).records, "d.pbn");
    const record = recordDeals({}, "Sheet1!A1", kept);
    // The solver is asked the deal as formatDeal writes it: here, as the file writes it.
    const solved = withSolved(record, "Sheet1!A1", new Map([[BOARD_1, SEVENS]]));
    expect(solved["Sheet1!A1"].deals[0].solved).toEqual(SEVENS);
    expect(solved["Sheet1!A1"].deals[1].solved).toBeUndefined();
    expect([...solvedTables(solved["Sheet1!A1"]).keys()]).toEqual([BOARD_1]);
  });
});

describe("the record in the document", () => {
  const kept: KeptDeals = {
    from: "d.pbn",
    deals: [{ board: 1, dealer: "N", vulnerability: "None", deal: BOARD_1, solved: SEVENS }],
  };

  test("survives the document's round trip; junk and unsound deals are dropped", () => {
    const record = recordDeals({}, "Sheet1!A1", kept);
    expect(restoreDealsRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
    expect(restoreDealsRecord("junk")).toEqual({});
    expect(restoreDealsRecord([kept])).toEqual({});
    const damaged = {
      "Sheet1!A1": {
        from: "d.pbn",
        deals: [
          kept.deals[0],
          { board: 0, dealer: "N", vulnerability: "None", deal: BOARD_1 },
          { board: 2, dealer: "Q", vulnerability: "None", deal: BOARD_1 },
          { board: 3, dealer: "N", vulnerability: "None", deal: BOARD_1, solved: { tricks: [[14]] } },
        ],
      },
      "Sheet2!A1": { from: 7, deals: [] },
    };
    const back = restoreDealsRecord(damaged);
    // Board 3's table is not one (14 tricks, one row), so it is kept without it.
    expect(back["Sheet1!A1"].deals.map((d) => [d.board, d.solved !== undefined])).toEqual([
      [1, true],
      [3, false],
    ]);
    expect(back["Sheet2!A1"]).toBeUndefined();
  });

  test("is bounded: the last travellers kept, each to its first deals", () => {
    let record = {};
    for (let k = 0; k < KEPT_DEAL_TRAVELLERS + 5; k++) record = recordDeals(record, `S${k}!A1`, kept);
    const keys = Object.keys(record);
    expect(keys).toHaveLength(KEPT_DEAL_TRAVELLERS);
    expect(keys[0]).toBe("S5!A1");
    expect(keys.at(-1)).toBe(`S${KEPT_DEAL_TRAVELLERS + 4}!A1`);
    const many = Array.from({ length: KEPT_DEALS + 10 }, (_, k) => ({ ...kept.deals[0], board: k + 1 }));
    expect(restoreDealsRecord({ "S!A1": { from: "d.pbn", deals: many } })["S!A1"].deals).toHaveLength(
      KEPT_DEALS,
    );
    const records = many.map((d) => ({ ...d, where: "line 1" }));
    expect(keptFromRecords(records, "d.pbn").deals).toHaveLength(KEPT_DEALS);
  });
});
