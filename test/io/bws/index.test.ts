// A Bridgemate database (test/fixtures/files/club-session.bws: a club's 11-table Mitchell of 27
// boards as played, every name and player number replaced by invented ones) read through
// mdb-reader, and checked against a second reader of Access files, Debian's mdbtools
// (`mdb-export FILE TABLE`): every result row and every round of the movement the add-in reads
// is the row mdb-export prints. The matchpoints are checked against a count made here, from the
// contracts and results, with a scoring table of this test's own.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import {
  openEvent,
  openInput,
  scoreEvent,
  INPUT_EXTENSIONS,
  type ScoredPairsSection,
} from "../../../src/event";
import { sectionGrid } from "../../../src/io/results-file";
import {
  bridgemateContract,
  bridgemateDeal,
  looksLikeBws,
  readBridgemateTables,
  readBws,
  type Row,
} from "../../../src/io/bws";
import { openFile } from "../../../src/taskpane/open-file";
import { readUsebio } from "../../../src/io/usebio";
import { outputNamed } from "../../../src/writers/outputs";

const FILE = path.join(__dirname, "..", "..", "fixtures", "files", "club-session.bws");
const bytes = fs.readFileSync(FILE);

/** mdb-export's CSV of a table: a record per row, by column name (its fields hold no line breaks). */
function mdbExport(table: string): Record<string, string>[] {
  const out = execFileSync("mdb-export", [FILE, table], { encoding: "utf8" });
  const split = (line: string): string[] => {
    const cells: string[] = [];
    let cell = "";
    let quoted = false;
    for (let k = 0; k < line.length; k++) {
      const c = line[k];
      if (quoted && c === '"' && line[k + 1] === '"') ((cell += '"'), k++);
      else if (c === '"') quoted = !quoted;
      else if (c === "," && !quoted) (cells.push(cell), (cell = ""));
      else cell += c;
    }
    return [...cells, cell];
  };
  const [head, ...lines] = out.split("\n").filter((l) => l !== "");
  const names = split(head);
  return lines.map((l) => Object.fromEntries(split(l).map((v, k) => [names[k], v])));
}

const hasMdbTools = (() => {
  try {
    execFileSync("mdb-export", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasMdbTools)
  // CI and scripts/setup.sh install mdbtools; a machine without it skips the comparison, saying so.
  console.warn(
    "mdbtools is not installed (apt-get install mdbtools): the comparison with mdb-export is skipped.",
  );
const withMdbTools = hasMdbTools ? describe : describe.skip;

describe("a Bridgemate database read", () => {
  const file = readBws(bytes, "club-session.bws");
  const section = file.sections[0];

  test("it is told from its first bytes, and its extension is offered by the file pickers", () => {
    expect(looksLikeBws(bytes)).toBe(true);
    expect(looksLikeBws(new TextEncoder().encode("Board,NS,EW\n1,1,2\n"))).toBe(false);
    expect(INPUT_EXTENSIONS).toContain(".bws");
  });

  test("a damaged database is refused with a message, not a stack trace", () => {
    // The header kept, the pages after it cut off.
    expect(() => openInput(bytes.subarray(0, 5000), "cut.bws")).toThrow(/cut\.bws cannot be read:/);
  });

  test("one section A, a Mitchell (each table keeps its NS pair), 27 boards of 11 results, names by pair", () => {
    expect(file.sections.map((s) => s.section)).toEqual(["A"]);
    expect(section.scoring.movement).toBe("mitchell");
    expect(section.boards.map((b) => b.board)).toEqual(Array.from({ length: 27 }, (_, k) => k + 1));
    expect(section.boards.every((b) => b.rows.length === 11)).toBe(true);
    // Table 1 in round 1 had NS 1 and EW 1; PlayerNumbers names North and South, East and West.
    expect(section.names.get("NS 1")).toBe("Risnl Tsrlret - Cstrs Wrtanullt");
    expect(section.names.get("EW 1")).toBe("Fiouat Csetrslllr - Giiori Lti");
    expect(section.players?.find((p) => p.pair === "NS 1" && p.seat === "N")?.number).toBe("1570097");
    // The movement: 11 tables x 9 rounds; the database holds no hands.
    expect(section.rounds).toHaveLength(99);
    expect(section.deals).toEqual([]);
    // Complete: no note of missing results; the one note is what its Section table's ScoringType says.
    expect(section.notes).toEqual(["the database's Section table gives ScoringType 1: matchpoints"]);
    expect(section.date).toBe("2026-01-19");
  });

  test("the pane's file picker opens it as a sheet of the traveller, 297 rows under the header", () => {
    const opened = openFile("club-session.bws", new Uint8Array(bytes));
    expect(opened.kind).toBe("opened");
    if (opened.kind !== "opened") return;
    expect(opened.sheets.map((x) => [x.sheetName, x.csv.split("\n").length])).toEqual([
      ["club-session A", 298],
    ]);
  });

  test("written as USEBIO for a federation: each player's number, the date; read back, the same results", async () => {
    const scoredEvent = scoreEvent(openInput(bytes, "club-session.bws"), {});
    const [out] = await outputNamed("usebio").write(scoredEvent);
    const xml = String(out.content);
    // The session of 19 January 2026, as USEBIO writes a date.
    expect(xml).toContain("<DATE>19/01/2026</DATE>");
    expect(xml).toContain(
      "<PLAYER><PLAYER_NAME>Risnl Tsrlret</PLAYER_NAME><NATIONAL_ID_NUMBER>1570097</NATIONAL_ID_NUMBER></PLAYER>",
    );
    const back = readUsebio(xml, "back.xml").sections[0];
    expect(back.date).toBe("2026-01-19");
    expect(back.players?.filter((p) => p.pair === "NS 1").map((p) => [p.name, p.number])).toEqual(
      section.players?.filter((p) => p.pair === "NS 1").map((p) => [p.name, p.number]),
    );
    // Every line's matchpoints (2 x 297) and each pair's place, total and percentage (3 x 22) agree.
    const again = scoreEvent(openInput(xml, "back.xml"), {}).sections[0] as ScoredPairsSection;
    expect(again.published).toEqual({ compared: 2 * 297 + 3 * 22, differences: [] });
  });

  withMdbTools("against mdb-export", () => {
    test("every result row is the row mdb-export prints for ReceivedData", () => {
      const exported = mdbExport("ReceivedData").filter((r) => r.Erased === "0");
      const rows = section.boards.flatMap((b) => b.rows.map((r) => ({ board: b.board, r })));
      expect(rows).toHaveLength(exported.length); // 297
      for (const e of exported) {
        const found = rows.find(({ r }) => r.source.startsWith(`ReceivedData row ${e.ID} `));
        // mdb-export's "4 S x" is 4SX, "3 NT" 3NT, "PASS" a pass-out with no declarer or result.
        const contract = e.Contract === "PASS" ? "Pass" : e.Contract.replace(/ /g, "").toUpperCase();
        expect({
          board: found?.board,
          table: found?.r.table,
          ns: found?.r.ns,
          ew: found?.r.ew,
          contract: found?.r.contract,
          declarer: found?.r.declarer,
          tricks: found?.r.tricks,
        }).toEqual({
          board: Number(e.Board),
          table: e.Table,
          ns: e.PairNS,
          ew: e.PairEW,
          contract,
          declarer: contract === "Pass" ? "" : e["NS/EW"],
          tricks: e.Result,
        });
      }
    });

    test("every round of the movement is the row mdb-export prints for RoundData", () => {
      const exported = mdbExport("RoundData").map((r) => ({
        table: Number(r.Table),
        round: Number(r.Round),
        ns: r.NSPair,
        ew: r.EWPair,
        lowBoard: Number(r.LowBoard),
        highBoard: Number(r.HighBoard),
      }));
      const key = (r: { table: number; round: number }) => r.round * 100 + r.table;
      expect([...(section.rounds ?? [])].sort((a, b) => key(a) - key(b))).toEqual(
        exported.sort((a, b) => key(a) - key(b)),
      );
    });

    test("the names are mdb-export's PlayerNumbers", () => {
      const exported = mdbExport("PlayerNumbers");
      for (const p of section.players ?? []) {
        const e = exported.find((x) => x.Number === p.number);
        expect([e?.Name, e?.Direction]).toEqual([p.name, p.seat]);
      }
      expect(section.players).toHaveLength(exported.length);
    });

    test("the matchpoints equal a count made here from mdb-export's rows", () => {
      const scored = scoreEvent(openInput(bytes, "club-session.bws"), {}).sections[0] as ScoredPairsSection;
      const session = scored.sessions[0];
      const exported = mdbExport("ReceivedData").filter((r) => r.Erased === "0");
      let checked = 0;
      for (const board of session.boards) {
        const lines = exported.filter((e) => Number(e.Board) === board.board);
        const scores = lines.map((e) => nsScore(e.Contract, e["NS/EW"], e.Result, board.board));
        for (const t of board.tables) {
          const k = lines.findIndex((e) => e.PairNS === t.ns && e.PairEW === t.ew);
          const mine = scores[k];
          // EBU scale: 2 for each score beaten, 1 for each tie (11 results a board: no Neuberg).
          const count = scores.reduce(
            (mp, s, j) => (j === k ? mp : mp + (mine > s ? 2 : mine === s ? 1 : 0)),
            0,
          );
          expect([board.board, t.ns, t.nsScore, t.nsResult]).toEqual([board.board, t.ns, mine, count]);
          checked++;
        }
      }
      expect(checked).toBe(297);
      // Board 1 by hand: -460 at six tables (3NT+2 by East or West), -490 (3NT+3), -400 (3NT=),
      // -240 (2NT+4), +50 twice (3NT-1, 4NT-1). +50 beats the nine minus scores and ties once:
      // 19 of the top 20; -240 beats eight: 16; -400 beats seven: 14; -460 beats one, ties five: 7.
      const b1 = session.boards[0].tables.map((t) => [t.nsScore, t.nsResult]);
      expect(new Map(b1 as [number, number][])).toEqual(
        new Map([
          [50, 19],
          [-240, 16],
          [-400, 14],
          [-460, 7],
          [-490, 0],
        ]),
      );
    });
  });
});

describe("a session still being played, remarks and hands (rows as mdb-reader gives them)", () => {
  const received: Row[] = [
    // Board 1 at two of the three tables the movement has on it in round 1; board 2 has one row
    // not played and one erased and sent again.
    {
      ID: 1,
      Section: 1,
      Table: 1,
      Round: 1,
      Board: 1,
      PairNS: 1,
      PairEW: 1,
      "NS/EW": "N",
      Contract: "4 S x",
      Result: "=",
      LeadCard: "HK",
      Remarks: "",
      Erased: false,
    },
    {
      ID: 2,
      Section: 1,
      Table: 2,
      Round: 1,
      Board: 1,
      PairNS: 2,
      PairEW: 2,
      "NS/EW": "E",
      Contract: "PASS",
      Result: "",
      LeadCard: "",
      Remarks: "",
      Erased: false,
    },
    {
      ID: 3,
      Section: 1,
      Table: 1,
      Round: 1,
      Board: 2,
      PairNS: 1,
      PairEW: 1,
      "NS/EW": "",
      Contract: "",
      Result: "",
      LeadCard: "",
      Remarks: "Not played",
      Erased: false,
    },
    {
      ID: 4,
      Section: 1,
      Table: 2,
      Round: 1,
      Board: 2,
      PairNS: 2,
      PairEW: 2,
      "NS/EW": "S",
      Contract: "3 NT",
      Result: "+1",
      LeadCard: "D10",
      Remarks: "",
      Erased: true,
    },
    {
      ID: 5,
      Section: 1,
      Table: 2,
      Round: 1,
      Board: 2,
      PairNS: 2,
      PairEW: 2,
      "NS/EW": "S",
      Contract: "3 NT",
      Result: "-1",
      LeadCard: "D10",
      Remarks: "",
      Erased: false,
    },
  ];
  const rounds: Row[] = [1, 2, 3].map((t) => ({
    Section: 1,
    Table: t,
    Round: 1,
    NSPair: t,
    EWPair: t,
    LowBoard: 1,
    HighBoard: 2,
  }));
  const file = readBridgemateTables({
    Section: [{ ID: 1, Letter: "B  " }],
    ReceivedData: received,
    RoundData: rounds,
  });
  const s = file.sections[0];

  test("what is in is read; the erased row is not; the contract, result and lead as the traveller writes them; table 3's results, not in yet, are not played", () => {
    expect(s.section).toBe("B");
    expect(
      s.boards.map((b) => b.rows.map((r) => [r.table, r.contract, r.declarer, r.tricks, r.score, r.lead])),
    ).toEqual([
      [
        ["1", "4SX", "N", "=", "", "HK"],
        ["2", "Pass", "", "", "", ""],
        ["3", "", "", "", "NP", ""],
      ],
      [
        ["1", "", "", "", "NP", ""],
        ["2", "3NT", "S", "-1", "", "D10"],
        ["3", "", "", "", "NP", ""],
      ],
    ]);
    expect(s.boards[0].rows[2].source).toBe(
      "RoundData (section B, table 3, round 1, board 1): no result yet",
    );
  });

  test("the notes say the ranking is provisional, which results the movement still expects, and which row was not played", () => {
    expect(s.notes).toEqual([
      "the ranking is provisional: 4 of the 6 results the movement sends to the tables are in, and each one missing is scored as not played until it is",
      "still missing: boards 1-2 at table 3 (round 1, NS 3 v EW 3)",
      'ReceivedData row 3 (section B, table 1, round 1, board 2): its remark is "Not played"; entered as not played (NP): type the table\'s score or award on its sheet if it has one',
    ]);
  });

  test("what is there is scored: board 1's 4SX= by North is +590, the pass-out 0; board 2's 3NT-1 vulnerable -100", () => {
    expect(bridgemateContract("1 C xx")).toBe("1CXX");
    expect(bridgemateContract("4 Q")).toBeNull();
    const { cells } = sectionGrid(s);
    const event = openEvent({ format: "bws", name: "x.bws" }, [
      { title: "B", rows: cells, locate: (r, c) => `R${r}C${c}`, stated: s.scoring, file: s },
    ]);
    const session = (scoreEvent(event, {}).sections[0] as ScoredPairsSection).sessions[0];
    // Board 1, nobody vulnerable: 4SX= is 2 x 4 x 30 = 240 below the line, game 300, insult 50: 590.
    // The movement sends both boards to three tables, so each is scored on a top of 4 (EBU scale,
    // 2 a table beaten) and its results are factored to three (Neuberg: (mp + 1) x 3/n - 1).
    // Board 1, two results: +590 beats the pass-out, 2 of a top of 2, so (2 + 1) x 3/2 - 1 = 3.5;
    // the pass-out (0 + 1) x 3/2 - 1 = 0.5.
    // Board 2, one result (table 1 did not play it, table 3's is not in): 3NT one down is -100,
    // (0 + 1) x 3/1 - 1 = 2, half the top of 4.
    expect(session.boards.map((b) => b.tables.map((t) => [t.ns, t.nsScore, t.nsResult]))).toEqual([
      [
        ["1", 590, 3.5],
        ["2", 0, 0.5],
        ["3", null, null],
      ],
      [
        ["1", null, null],
        ["2", -100, 2],
        ["3", null, null],
      ],
    ]);
  });

  test("a hand record and the Bridgemate's double-dummy tricks become a PBN deal and DoubleDummyTricks", () => {
    const hand: Row = {
      NorthSpades: "AKQ",
      NorthHearts: "J1098",
      NorthDiamonds: "",
      NorthClubs: "765432",
      EastSpades: "J1098",
      EastHearts: "AKQ",
      EastDiamonds: "765432",
      EastClubs: "",
      SouthSpades: "765432",
      SouthHearts: "",
      SouthDiamonds: "AKQ",
      SouthClubs: "J1098",
      WestSpades: "",
      WestHearts: "765432",
      WestDiamonds: "J1098",
      WestClubs: "AKQ",
    };
    const evaluation: Row = Object.fromEntries(
      ["North", "East", "South", "West"].flatMap((seat, k) =>
        ["Notrump", "Spades", "Hearts", "Diamonds", "Clubs"].map((strain, j) => [
          `${seat}${strain}`,
          (k * 5 + j) % 14,
        ]),
      ),
    );
    const deal = bridgemateDeal(hand, evaluation, 7);
    expect(deal.deal).toBe("N:AKQ.JT98..765432 JT98.AKQ.765432. 765432..AKQ.JT98 .765432.JT98.AKQ");
    // Declarer N, S, E, W in turn, each NT, S, H, D, C: North 0-4, South 10-13 then 0, East 5-9, West 1-5.
    // Tricks (k x 5 + j) mod 14 for seat k (N, E, S, W) and strain j (NT, S, H, D, C): North 0-4,
    // East 5-9, South 10-13 then 0, West 1-5; written N, S, E, W in hex.
    expect(deal.doubleDummyTricks).toBe("01234abcd05678912345");
    expect(bridgemateDeal(undefined, undefined, 3)).toEqual({
      board: 3,
      deal: null,
      doubleDummyTricks: null,
    });
  });
});

/** The NS score of a Bridgemate result, from this test's own scoring table (Law 77). */
function nsScore(contract: string, seat: string, result: string, board: number): number {
  if (contract === "PASS") return 0;
  const [levelText, strain, dbl = ""] = contract.split(" ");
  const level = Number(levelText);
  const doubled = dbl.length; // 0, 1 (x) or 2 (xx)
  const over = result === "=" ? 0 : Number(result);
  // Vulnerability repeats every 16 boards: None, NS, EW, All, NS, EW, All, None, EW, All, None, NS, All, None, NS, EW.
  const vulCycle = [
    "-",
    "NS",
    "EW",
    "All",
    "NS",
    "EW",
    "All",
    "-",
    "EW",
    "All",
    "-",
    "NS",
    "All",
    "-",
    "NS",
    "EW",
  ];
  const vul = vulCycle[(board - 1) % 16];
  const declarerNs = seat === "N" || seat === "S";
  const vulnerable = vul === "All" || vul === (declarerNs ? "NS" : "EW");
  let score: number;
  if (over >= 0) {
    const per = strain === "C" || strain === "D" ? 20 : 30;
    const tricks = (per * level + (strain === "NT" ? 10 : 0)) * 2 ** doubled;
    score = tricks + (tricks >= 100 ? (vulnerable ? 500 : 300) : 50);
    if (level === 6) score += vulnerable ? 750 : 500;
    if (level === 7) score += vulnerable ? 1500 : 1000;
    score += doubled * 50;
    score += over * (doubled === 0 ? per : (vulnerable ? 200 : 100) * doubled);
  } else {
    const down = -over;
    if (doubled === 0) score = -down * (vulnerable ? 100 : 50);
    else {
      const steps = vulnerable ? [200, 300, 300] : [100, 200, 200];
      let pen = 0;
      for (let k = 0; k < down; k++) pen += k < 3 ? steps[k] : 300;
      score = -pen * doubled;
    }
  }
  return declarerNs ? score : -score;
}
