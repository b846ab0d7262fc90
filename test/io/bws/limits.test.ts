// The bounds a Bridgemate database is read within, from its tables' rows (as mdb-reader gives
// them): a table of more rows than an Excel sheet's, a movement that would send millions of
// results, and a database of thousands of sections, read in one pass over its rows. Work is
// bounded by counts (rows read, cells looked at), never by time.
import { MAX_BWS_RESULTS, MAX_BWS_ROWS, readBridgemateTables, type Row } from "../../../src/io/bws";
import { checkMovementSize, checkStatedRows } from "../../../src/io/bws/limits";
import { bwsRefusal } from "./access-bytes";

const round = (
  section: number,
  table: number,
  rnd: number,
  ns: number,
  ew: number,
  low: number,
  high: number,
): Row => ({
  Section: section,
  Table: table,
  Round: rnd,
  NSPair: ns,
  EWPair: ew,
  LowBoard: low,
  HighBoard: high,
});

let nextId = 0;
const result = (section: number, table: number, board: number, ns: number, ew: number): Row => ({
  ID: ++nextId,
  Section: section,
  Table: table,
  Round: 1,
  Board: board,
  PairNS: ns,
  PairEW: ew,
  "NS/EW": "N",
  Contract: "3 NT",
  Result: "=",
  LeadCard: "",
  Remarks: "",
  Erased: false,
});

const refusal = bwsRefusal;

describe("a table of more rows than its limit", () => {
  test("250,001 results are refused before any is read, naming the table and the limit", () => {
    expect(MAX_BWS_RESULTS).toBe(250_000);
    // One row, its cells counted as they are read, repeated past the limit.
    let reads = 0;
    const row = new Proxy(result(1, 1, 1, 1, 2), {
      get: (target, key) => (reads++, Reflect.get(target, key)),
    });
    const rows = new Array<Row>(MAX_BWS_RESULTS + 1).fill(row);
    expect(refusal(() => readBridgemateTables({ ReceivedData: rows }, "big.bws"))).toBe(
      "big.bws cannot be read:\n  its ReceivedData table has 250,001 rows, more than the 250,000 results the add-in reads from one Bridgemate database: split the session into databases of a section each.",
    );
    expect(reads).toBe(0);
  });

  test("another table is refused past an Excel sheet's 1,048,576 rows", () => {
    expect(MAX_BWS_ROWS).toBe(1_048_576);
    const rows = new Array<Row>(MAX_BWS_ROWS + 1).fill({ Section: 1, Table: 1, Direction: "N" });
    expect(refusal(() => readBridgemateTables({ PlayerNumbers: rows }, "big.bws"))).toMatch(
      /its PlayerNumbers table has 1,048,577 rows, more than the 1,048,576 the add-in reads from one table \(an Excel sheet's rows\)/,
    );
  });

  test("a definition stating more rows than the limit is refused before reading, as is one the file cannot hold", () => {
    // A file of 200 MB could hold 52 million rows of 4 bytes: the limit refuses first.
    expect(refusal(() => checkStatedRows("big.bws", "ReceivedData", 1_000_000, 200 * 1024 * 1024))).toMatch(
      /its ReceivedData table has 1,000,000 rows, more than the 250,000 results/,
    );
    expect(() => checkStatedRows("ok.bws", "ReceivedData", MAX_BWS_RESULTS, 200 * 1024 * 1024)).not.toThrow();
    expect(refusal(() => checkStatedRows("d.bws", "RoundData", 1000, 3000))).toMatch(
      /states 1,000 rows, more than a file of 3,000 bytes can hold: the database is damaged/,
    );
  });
});

describe("a movement that would send millions of results", () => {
  test("HighBoard 32767 at every table of every round: refused at the row that passes the limit", () => {
    // 40 rows of 32,767 boards each: the 8th brings the count to 262,136, past 250,000 (7 of
    // them send 229,369).
    const rounds = Array.from({ length: 40 }, (_, k) =>
      round(1, (k % 10) + 1, Math.floor(k / 10) + 1, k + 1, k + 2, 1, 32767),
    );
    expect(
      refusal(() =>
        readBridgemateTables({ RoundData: rounds, ReceivedData: [result(1, 1, 1, 1, 2)] }, "m.bws"),
      ),
    ).toBe(
      "m.bws cannot be read:\n  its RoundData row for section 1, table 8, round 1 sends boards 1-32767: with the rows before it the movement sends more than the 250,000 results the add-in reads from one Bridgemate database.",
    );
  });

  test("one HighBoard of 2,000,000,000 is refused by itself", () => {
    expect(refusal(() => checkMovementSize("m.bws", [round(1, 1, 1, 1, 2, 1, 2e9)]))).toMatch(
      /sends boards 1-2000000000/,
    );
  });

  test("a sit-out's HighBoard (pair 0) sends nothing and is not counted", () => {
    expect(() => checkMovementSize("m.bws", [round(1, 1, 1, 0, 2, 1, 2e9)])).not.toThrow();
  });

  test("a round of a few boards, as played, is read: its missing results are not-played rows", () => {
    const s = readBridgemateTables({
      RoundData: [round(1, 1, 1, 1, 2, 1, 3), round(1, 2, 1, 3, 4, 1, 3)],
      ReceivedData: [result(1, 1, 1, 1, 2)],
    }).sections[0];
    // 6 results sent, 1 in: 5 not played.
    expect(s.boards.flatMap((b) => b.rows).filter((r) => r.score === "NP")).toHaveLength(5);
  });
});

describe("a database of 2,000 sections", () => {
  test("each table's rows are grouped by section once: the Section cells are read once a row", () => {
    const sections = 2000;
    let reads = 0;
    // Each row's Section read through a getter that counts: reading every table once a section
    // (as before) would read 2,000 x 2,000 = 4,000,000 of them.
    const counted = (r: Row): Row => {
      const { Section, ...rest } = r;
      return Object.defineProperty({ ...rest }, "Section", {
        enumerable: true,
        get: () => (reads++, Section),
      });
    };
    const received: Row[] = [];
    const rounds: Row[] = [];
    for (let k = 1; k <= sections; k++) {
      received.push(counted(result(k, 1, 1, 1, 2)));
      rounds.push(counted(round(k, 1, 1, 1, 2, 1, 1)));
    }
    const file = readBridgemateTables({
      Section: Array.from({ length: sections }, (_, k) => ({ ID: k + 1, Letter: `S${k + 1}` })),
      ReceivedData: received,
      RoundData: rounds,
    });
    expect(file.sections).toHaveLength(sections);
    expect(file.sections[1999].section).toBe("S2000");
    expect(file.sections[1999].boards[0].rows[0].contract).toBe("3NT");
    expect(reads).toBeLessThanOrEqual(3 * (received.length + rounds.length));
  });
});
