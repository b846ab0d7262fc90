// A Bridgemate database as clubs' databases are, read from its tables' rows (as mdb-reader gives
// them): a Mitchell with an empty table (RoundData gives the table pair 0 and HighBoard 0 in the
// rounds it stands empty), the same database before its last round reached it, and an arbitral
// score in ReceivedData's Remarks.
//
// The movement: 3 tables, 3 rounds of 2 boards, NS 1-3 and EW 1-2 (EW 3 is absent). The EW pairs
// move up a table each round and the boards down, so in each round the table EW 3 would reach is
// empty and its NS pair sits out: table 3 in round 1 (RoundData writes NS 3 v EW 0, as a database
// of a sit-out does), table 1 in round 2 and table 2 in round 3 (NS 0 v EW 0). Each board set
// reaches the empty table once, so the movement sends every board to 2 tables:
//   boards 1-2: round 1 table 1 NS 1 v EW 1; round 2 table 3 NS 3 v EW 2
//   boards 3-4: round 1 table 2 NS 2 v EW 2; round 3 table 3 NS 3 v EW 1
//   boards 5-6: round 2 table 2 NS 2 v EW 1; round 3 table 1 NS 1 v EW 2
// Matchpoints on the EBU scale (the default): 2 a result beaten, 1 a tie; with 2 tables the top is 2.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import MDBReader from "mdb-reader";
import { eventJson } from "../../../src/writers/json";
import { openEvent, scoreEvent, type ScoredPairsSection } from "../../../src/event";
import { sectionGrid, type FileSection } from "../../../src/io/results-file";
import {
  BRIDGEMATE_TABLES,
  bridgemateAward,
  isSitOut,
  readBridgemateTables,
  type Row,
} from "../../../src/io/bws";

const round = (table: number, round: number, ns: number, ew: number, low: number, high: number): Row => ({
  Section: 1,
  Table: table,
  Round: round,
  NSPair: ns,
  EWPair: ew,
  LowBoard: low,
  HighBoard: high,
});
const ROUNDS: Row[] = [
  round(1, 1, 1, 1, 1, 2),
  round(2, 1, 2, 2, 3, 4),
  round(3, 1, 3, 0, 5, 0),
  round(1, 2, 0, 0, 3, 0),
  round(2, 2, 2, 1, 5, 6),
  round(3, 2, 3, 2, 1, 2),
  round(1, 3, 1, 2, 5, 6),
  round(2, 3, 0, 0, 1, 0),
  round(3, 3, 3, 1, 3, 4),
];

let nextId = 0;
const result = (
  [table, rnd, board, ns, ew]: [number, number, number, number, number],
  seat: string,
  contract: string,
  tricks: string,
  remarks = "",
): Row => ({
  ID: ++nextId,
  Section: 1,
  Table: table,
  Round: rnd,
  Board: board,
  PairNS: ns,
  PairEW: ew,
  "NS/EW": seat,
  Contract: contract,
  Result: tricks,
  LeadCard: "",
  Remarks: remarks,
  Erased: false,
});

// Each result and its NS score (vulnerability: board 1 none, 2 NS, 3 EW, 4 all, 5 NS, 6 EW).
const RESULTS: Row[] = [
  result([1, 1, 1, 1, 1], "N", "4 S", "="), // +420
  result([1, 1, 2, 1, 1], "S", "3 NT", "-1"), // -100 (vulnerable)
  result([2, 1, 3, 2, 2], "E", "2 H", "="), // -110
  result([2, 1, 4, 2, 2], "", "PASS", ""), // 0
  result([2, 2, 5, 2, 1], "N", "4 H", "="), // +620 (vulnerable)
  result([2, 2, 6, 2, 1], "W", "3 C", "="), // -110
  result([3, 2, 1, 3, 2], "N", "4 S", "+1"), // +450
  result([3, 2, 2, 3, 2], "S", "3 NT", "="), // +600 (vulnerable)
  result([1, 3, 5, 1, 2], "N", "4 H", "="), // +620 (vulnerable)
  result([1, 3, 6, 1, 2], "W", "3 C", "-1"), // +100 (EW vulnerable)
  result([3, 3, 3, 3, 1], "E", "2 H", "+1"), // -140
  result([3, 3, 4, 3, 1], "N", "1 NT", "="), // +90
];

function read(received: readonly Row[]): FileSection {
  return readBridgemateTables({
    Section: [{ ID: 1, Letter: "A" }],
    ReceivedData: received,
    RoundData: ROUNDS,
  }).sections[0];
}

function score(s: FileSection) {
  const { cells } = sectionGrid(s);
  const event = openEvent({ format: "bws", name: "club.bws" }, [
    { title: "A", rows: cells, locate: (r, c) => `R${r}C${c}`, stated: s.scoring, file: s },
  ]);
  const scored = scoreEvent(event, {});
  const session = (scored.sections[0] as ScoredPairsSection).sessions[0];
  return {
    scored,
    /** Each board's tables: NS, EW, NS score, NS and EW matchpoints. */
    boards: session.boards.map((b) => b.tables.map((t) => [t.ns, t.ew, t.nsScore, t.nsResult, t.ewResult])),
    /** Each field's pairs: pair, boards played, total, percentage. */
    rankings: session.rankings.map((r) =>
      r.pairs.map((p) => [p.id, p.boardsPlayed, p.total, p.percentage]).sort(),
    ),
  };
}

describe("a Mitchell with an empty table", () => {
  const s = read(RESULTS);

  test("is a Mitchell: a sit-out's pair 0 is no change of the table's NS pair", () => {
    expect(s.scoring.movement).toBe("mitchell");
    // Nothing missing, nothing odd: no note at all.
    expect(s.notes).toBeUndefined();
    expect(s.boards.map((b) => b.rows.length)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  test("is scored with its five pairs; pair 0 is nobody", () => {
    const { boards, rankings } = score(s);
    // Two results a board: the higher gets the top of 2, the lower 0, a tie 1 each.
    // Board 1: +450 (NS 3 v EW 2) beats +420 (NS 1 v EW 1): NS 3 2, NS 1 0; EW 1 2, EW 2 0.
    // Board 2: +600 (NS 3 v EW 2) beats -100 (NS 1 v EW 1): NS 3 2, NS 1 0; EW 1 2, EW 2 0.
    // Board 3: -110 (NS 2 v EW 2) beats -140 (NS 3 v EW 1): NS 2 2, NS 3 0; EW 1 2, EW 2 0.
    // Board 4: +90 (NS 3 v EW 1) beats the pass-out (NS 2 v EW 2): NS 3 2, NS 2 0; EW 2 2, EW 1 0.
    // Board 5: +620 at both tables: 1 each.
    // Board 6: +100 (NS 1 v EW 2) beats -110 (NS 2 v EW 1): NS 1 2, NS 2 0; EW 1 2, EW 2 0.
    expect(boards).toEqual([
      [
        ["1", "1", 420, 0, 2],
        ["3", "2", 450, 2, 0],
      ],
      [
        ["1", "1", -100, 0, 2],
        ["3", "2", 600, 2, 0],
      ],
      [
        ["2", "2", -110, 2, 0],
        ["3", "1", -140, 0, 2],
      ],
      [
        ["2", "2", 0, 0, 2],
        ["3", "1", 90, 2, 0],
      ],
      [
        ["1", "2", 620, 1, 1],
        ["2", "1", 620, 1, 1],
      ],
      [
        ["1", "2", 100, 2, 0],
        ["2", "1", -110, 0, 2],
      ],
    ]);
    // Each NS pair sat out one round (4 boards, of a top of 8), each EW pair played all 6 (of 12):
    // NS 1 0 + 0 + 1 + 2 = 3 (37.5%), NS 2 2 + 0 + 1 + 0 = 3 (37.5%), NS 3 2 + 2 + 0 + 2 = 6 (75%);
    // EW 1 2 + 2 + 2 + 0 + 1 + 2 = 9 (75%), EW 2 0 + 0 + 0 + 2 + 1 + 0 = 3 (25%).
    expect(rankings).toEqual([
      [
        ["NS 1", 4, 3, 37.5],
        ["NS 2", 4, 3, 37.5],
        ["NS 3", 4, 6, 75],
      ],
      [
        ["EW 1", 6, 9, 75],
        ["EW 2", 6, 3, 25],
      ],
    ]);
  });

  test("the names of a table whose NS pair sits the first round out are its NS pair's; an empty seat names nobody", () => {
    const players: Row[] = [
      { Section: 1, Table: 1, Direction: "N", Number: "101", Name: "Ann North" },
      { Section: 1, Table: 1, Direction: "S", Number: "102", Name: "Bob South" },
      { Section: 1, Table: 3, Direction: "N", Number: "301", Name: "Cas North" },
      { Section: 1, Table: 3, Direction: "S", Number: "302", Name: "Dee South" },
      // Table 3's first round is NS 3 v EW 0: nobody sat East-West there.
      { Section: 1, Table: 3, Direction: "E", Number: "0", Name: "" },
    ];
    // Table 1 empty in round 1 instead (its round 1 row NS 0 v EW 0), so its NS pair is the one it keeps.
    const rounds = ROUNDS.map((r) =>
      r.Table === 1 && r.Round === 1 ? { ...r, NSPair: 0, EWPair: 0, HighBoard: 0 } : r,
    );
    const file = readBridgemateTables({
      Section: [{ ID: 1, Letter: "A" }],
      ReceivedData: RESULTS.filter((r) => !(r.Table === 1 && r.Round === 1)),
      RoundData: rounds,
      PlayerNumbers: players,
    }).sections[0];
    expect(file.scoring.movement).toBe("mitchell");
    expect([...file.names]).toEqual([
      ["NS 1", "Ann North - Bob South"],
      ["NS 3", "Cas North - Dee South"],
    ]);
    expect(file.players?.map((p) => p.pair)).toEqual(["NS 1", "NS 1", "NS 3", "NS 3"]);
  });

  test("a result whose Round is blank is still its table's: nothing is listed as missing", () => {
    const file = read(RESULTS.map((r) => (r.ID === RESULTS[0].ID ? { ...r, Round: null } : r)));
    expect(file.notes).toBeUndefined();
    expect(file.boards[0].rows.map((r) => [r.table, r.score])).toEqual([
      ["1", ""],
      ["3", ""],
    ]);
  });

  test("a result row of pair 0 (an empty table's) is nobody's: left out, with a note", () => {
    const sitOut = result([2, 3, 1, 0, 0], "", "", "", "Not played");
    const file = read([...RESULTS, sitOut]);
    expect(file.boards[0].rows.map((r) => [r.ns, r.ew])).toEqual([
      ["1", "1"],
      ["3", "2"],
    ]);
    expect(file.notes).toEqual([
      `ReceivedData row ${sitOut.ID} (section A, table 2, round 3, board 1) has NS pair 0 and EW pair 0: a pair 0 is an empty table, so the row is left out`,
    ]);
  });
});

describe("the same database before its last round reached it", () => {
  const s = read(RESULTS.filter((r) => r.Round !== 3));

  test("the notes say the ranking is provisional and list what is still missing by board, table and pairs", () => {
    // Round 3 sends boards 5-6 to table 1 (NS 1 v EW 2) and boards 3-4 to table 3 (NS 3 v EW 1);
    // table 2 is empty. 12 results in all, 8 in.
    expect(s.notes).toEqual([
      "the ranking is provisional: 8 of the 12 results the movement sends to the tables are in, and each one missing is scored as not played until it is",
      "still missing: boards 5-6 at table 1 (round 3, NS 1 v EW 2); boards 3-4 at table 3 (round 3, NS 3 v EW 1)",
    ]);
    expect(s.scoring.movement).toBe("mitchell");
  });

  test("the rounds in are scored; a board with one result of the two the movement sends it is Neubergged to two", () => {
    const { boards, rankings, scored } = score(s);
    // Boards 1-2 are complete (as above). Boards 3-6 have one result and one not in: N = 2 tables,
    // n = 1 result, Neuberg (mp + 1) x N/n - 1 = (0 + 1) x 2 - 1 = 1 to each side, half the top of 2.
    // (Without Neuberg the one result would be its own top, 0.)
    expect(boards).toEqual([
      [
        ["1", "1", 420, 0, 2],
        ["3", "2", 450, 2, 0],
      ],
      [
        ["1", "1", -100, 0, 2],
        ["3", "2", 600, 2, 0],
      ],
      [
        ["2", "2", -110, 1, 1],
        ["3", "1", null, null, null],
      ],
      [
        ["2", "2", 0, 1, 1],
        ["3", "1", null, null, null],
      ],
      [
        ["1", "2", null, null, null],
        ["2", "1", 620, 1, 1],
      ],
      [
        ["1", "2", null, null, null],
        ["2", "1", -110, 1, 1],
      ],
    ]);
    // Each pair on the boards it has: NS 1 boards 1-2, 0 of 4 (0%); NS 2 boards 3-6, 4 of 8 (50%);
    // NS 3 boards 1-2, 4 of 4 (100%); EW 1 boards 1-2 and 5-6, 2 + 2 + 1 + 1 = 6 of 8 (75%);
    // EW 2 boards 1-4, 0 + 0 + 1 + 1 = 2 of 8 (25%).
    expect(rankings).toEqual([
      [
        ["NS 1", 2, 0, 0],
        ["NS 2", 4, 4, 50],
        ["NS 3", 2, 4, 100],
      ],
      [
        ["EW 1", 4, 6, 75],
        ["EW 2", 4, 2, 25],
      ],
    ]);
    // --json carries the notes with the section, as fromFile.
    const json = eventJson(scored) as { fromFile?: string[] };
    expect(json.fromFile?.[0]).toMatch(/^the ranking is provisional: 8 of the 12 results/);
  });

  test("before any result is in, nothing is scored but the note says what the movement sends", () => {
    const none = readBridgemateTables({
      Section: [{ ID: 1, Letter: "A" }],
      ReceivedData: [],
      RoundData: ROUNDS,
    }).sections[0];
    expect(none.boards).toEqual([]);
    expect(none.notes).toEqual(["no result is in yet: the movement sends 12 results to the tables"]);
  });
});

describe("an arbitral score in Remarks", () => {
  test("a%-b% is the award it names, NS first: 60 average plus, 50 average, 40 average minus", () => {
    expect(bridgemateAward("60%-40%")).toBe("A+/A-");
    expect(bridgemateAward("40%-60%")).toBe("A-/A+");
    expect(bridgemateAward("60%-60%")).toBe("A+/A+");
    expect(bridgemateAward("50%-50%")).toBe("A=/A=");
    expect(bridgemateAward("40%-40%")).toBe("A-/A-");
    expect(bridgemateAward("55%-45%")).toBe("A55/A45");
    expect(bridgemateAward(" 62.5% - 37.5% ")).toBe("A62.5/A37.5");
    expect(bridgemateAward("Not played")).toBeNull();
    expect(bridgemateAward("160%-40%")).toBeNull();
  });

  // Board 6 at table 1 (round 3, NS 1 v EW 2) given 60%-40% instead of its 3C-1.
  const awarded = (remark: string): Row[] =>
    RESULTS.map((r) =>
      r.Table === 1 && r.Round === 3 && r.Board === 6
        ? { ...r, Contract: "", "NS/EW": "", Result: "", Remarks: remark }
        : r,
    );

  test("60%-40%: average plus to NS, average minus to EW, and the other table's result is Neubergged", () => {
    const s = read(awarded("60%-40%"));
    const row = s.boards[5].rows.find((r) => r.table === "1")!;
    expect([row.contract, row.score]).toEqual(["", "A+/A-"]);
    expect(s.notes).toEqual([
      `ReceivedData row ${RESULTS[9].ID} (section A, table 1, round 3, board 6): its remark "60%-40%" is an arbitral score, entered as the award A+/A- (NS/EW)`,
    ]);
    const { boards, rankings } = score(s);
    // Board 6: 2 tables, 1 result. NS 1 A+ = 60% of the top of 2 = 1.2, EW 2 A- = 40% = 0.8; the
    // result -110 (NS 2 v EW 1) is alone, Neubergged to two tables: (0 + 1) x 2/1 - 1 = 1 each.
    expect(boards[5]).toEqual([
      ["1", "2", null, 1.2, 0.8],
      ["2", "1", -110, 1, 1],
    ]);
    // The award counts as a board played: NS 1 0 + 0 + 1 + 1.2 = 2.2 of 8 (27.5%); NS 2 2 + 0 +
    // 1 + 1 = 4 (50%); EW 1 2 + 2 + 2 + 0 + 1 + 1 = 8 (66.67%); EW 2 0 + 0 + 0 + 2 + 1 + 0.8 = 3.8
    // (31.67%).
    const [ns, ew] = rankings;
    expect(ns.map((p) => [p[0], p[2]])).toEqual([
      ["NS 1", 2.2],
      ["NS 2", 4],
      ["NS 3", 6],
    ]);
    expect(ns.map((p) => p[3])).toEqual([27.5, 50, 75]);
    expect(ew.map((p) => [p[0], p[2]])).toEqual([
      ["EW 1", 8],
      ["EW 2", 3.8],
    ]);
  });

  test("60%-60%: average plus to both sides", () => {
    const { boards } = score(read(awarded("60%-60%")));
    expect(boards[5][0]).toEqual(["1", "2", null, 1.2, 1.2]);
  });

  test("an award stands where a contract was entered before it; the note says the contract is set aside", () => {
    const s = read(RESULTS.map((r) => (r.ID === RESULTS[9].ID ? { ...r, Remarks: "40%-60%" } : r)));
    expect(s.boards[5].rows.find((r) => r.table === "1")?.score).toBe("A-/A+");
    expect(s.notes?.[0]).toMatch(/entered as the award A-\/A\+ \(NS\/EW\); the contract "3 C" is set aside$/);
  });
});

// Two club databases (Bridgemate, scored by ACBLscore; every name and player number replaced by
// invented ones) with the club's ACBLscore report of each session, which prints every board's
// matchpoints on the ACBL scale (1 a result beaten, ½ a tie).
const FILES = path.join(__dirname, "..", "..", "fixtures", "files");
const hasMdbExport = (() => {
  try {
    execFileSync("mdb-export", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
/** A database's tables as mdb-reader gives their rows. */
function tablesOf(file: string): Record<string, Row[]> {
  const db = new MDBReader(fs.readFileSync(path.join(FILES, file)));
  const names = db.getTableNames();
  return Object.fromEntries(
    BRIDGEMATE_TABLES.filter((n) => names.includes(n)).map((n) => [n, db.getTable(n).getData() as Row[]]),
  );
}
function scoreAcbl(s: FileSection) {
  const { cells } = sectionGrid(s);
  const event = openEvent({ format: "bws", name: "club.bws" }, [
    { title: "A", rows: cells, locate: (r, c) => `R${r}C${c}`, stated: s.scoring, file: s },
  ]);
  return (scoreEvent(event, { pairs: { scale: "ACBL" } }).sections[0] as ScoredPairsSection).sessions[0];
}
/** A board's NS matchpoints by NS pair. */
const nsOf = (session: ReturnType<typeof scoreAcbl>, board: number) =>
  Object.fromEntries(session.boards.find((b) => b.board === board)!.tables.map((t) => [t.ns, t.nsResult]));

describe("a club's Howell of 12 pairs with pair 3 absent (RoundData: a sit-out each round)", () => {
  const s = readBridgemateTables(tablesOf("acblscore-club-howell.bws")).sections[0];
  const session = scoreAcbl(s);

  test("the sit-outs (pair 0, HighBoard 0) are no pairing: a Howell of 11 pairs, 5 results a board, no pair 0", () => {
    expect(s.scoring.movement).toBe("howell");
    expect(s.rounds?.filter((r) => r.highBoard === 0)).toHaveLength(9);
    expect(s.boards.every((b) => b.rows.length === 5)).toBe(true);
    // Nothing missing (the sit-outs send no board): the one note is the Section table's.
    expect(s.notes).toEqual(["the database's Section table gives ScoringType 1: matchpoints"]);
    const pairs = session.rankings
      .flatMap((r) => r.pairs.map((p) => p.id))
      .sort((a, b) => Number(a) - Number(b));
    expect(pairs).toEqual(["1", "2", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
  });

  (hasMdbExport ? test : test.skip)(
    "the sit-outs read are the rows mdb-export prints with pair 0 and HighBoard 0",
    () => {
      const out = execFileSync("mdb-export", [path.join(FILES, "acblscore-club-howell.bws"), "RoundData"], {
        encoding: "utf8",
      });
      // RoundData's cells are numbers (CustomBoards empty): a plain split of each line.
      const [head, ...lines] = out.split("\n").filter((l) => l !== "");
      const cols = head.split(",");
      const rows = lines.map((l) => Object.fromEntries(l.split(",").map((v, k) => [cols[k], v])));
      const exported = rows
        .filter((r) => r.NSPair === "0" || r.EWPair === "0")
        .map((r) => [Number(r.Round), Number(r.Table), r.NSPair, r.EWPair, Number(r.HighBoard)])
        .sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(exported.every((r) => r[4] === 0)).toBe(true);
      expect(
        (s.rounds ?? []).filter(isSitOut).map((r) => [r.round, r.table, r.ns, r.ew, r.highBoard]),
      ).toEqual(exported);
    },
  );

  test("board 1 and pair 1 as ACBLscore's report prints them", () => {
    // The report's board 1, NS matchpoints: 5 v 2 2.00, 6 v 10 0.00, 8 v 4 3.50, 9 v 7 3.50, 12 v 1 1.00.
    expect(nsOf(session, 1)).toEqual({ "5": 2, "6": 0, "8": 3.5, "9": 3.5, "12": 1 });
    // Pair 1 sat out a round (24 boards); the report's Score 52.88 is its 47 matchpoints x 27 / 24.
    const one = session.rankings[0].pairs.find((p) => p.id === "1")!;
    expect([one.boardsPlayed, one.total]).toEqual([24, 47]);
  });
});

describe("a club's 9-table Mitchell, read whole and as it was before its last round reached it", () => {
  const tables = tablesOf("acblscore-club-mitchell.bws");

  test("whole: board 1 as ACBLscore's report prints it", () => {
    const s = readBridgemateTables(tables).sections[0];
    expect(s.scoring.movement).toBe("mitchell");
    // The report's board 1, NS matchpoints by NS pair (top 8).
    expect(nsOf(scoreAcbl(s), 1)).toEqual({
      "1": 0,
      "2": 5.5,
      "3": 1.5,
      "4": 5.5,
      "5": 8,
      "6": 1.5,
      "7": 5.5,
      "8": 5.5,
      "9": 3,
    });
  });

  test("without round 9's results: provisional, the 9 tables' missing boards listed, each board Neubergged to 9", () => {
    const s = readBridgemateTables({
      ...tables,
      ReceivedData: tables.ReceivedData.filter((r) => r.Round !== 9),
    }).sections[0];
    expect(s.scoring.movement).toBe("mitchell");
    // 9 tables x 9 rounds x 3 boards = 243 results; round 9's 27 are not in.
    expect(s.notes?.[0]).toBe(
      "the ranking is provisional: 216 of the 243 results the movement sends to the tables are in, and each one missing is scored as not played until it is",
    );
    expect(s.notes?.[1]).toMatch(
      /^still missing: boards 25-27 at table 1 \(round 9, NS 1 v EW 2\); boards 1-3 at table 2 \(round 9, NS 2 v EW 3\); .*; boards 22-24 at table 9 \(round 9, NS 9 v EW 1\)$/,
    );
    const session = scoreAcbl(s);
    // Board 1 without round 9's +110 (NS 2 v EW 3): +130 (NS 5), +110 (NS 4, 7, 8), -50 (NS 9),
    // -100 (NS 3, 6), -120 (NS 1). On the ACBL scale among these 8 (top 7): +130 7, +110 4 + ½ + ½
    // = 5, -50 3, -100 1 + ½ = 1.5, -120 0. Neubergged to the 9 tables the movement sends the
    // board (top 8): (mp + ½) x 9/8 - ½, so 7.9375, 5.6875, 3.4375, 1.75 and 0.0625.
    expect(nsOf(session, 1)).toEqual({
      "1": 0.0625,
      "2": null,
      "3": 1.75,
      "4": 5.6875,
      "5": 7.9375,
      "6": 1.75,
      "7": 5.6875,
      "8": 5.6875,
      "9": 3.4375,
    });
    // Every pair has played 24 of the 27 boards.
    expect(session.rankings.flatMap((r) => r.pairs.map((p) => p.boardsPlayed))).toEqual(Array(18).fill(24));
  });
});
