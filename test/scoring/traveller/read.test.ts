import { readTraveller } from "../../../src/scoring/traveller/read";
import { Traveller } from "../../../src/scoring/traveller/types";
import { formatProblem } from "../../../src/scoring/traveller/problems";
import { ScoringError } from "../../../src/scoring/base/errors";
import { CLUB_BOARD_15 } from "../../support/scoring-travellers";

/** The NS score each row gives (plain entries), in traveller order, for board `b`. */
const scores = (t: Traveller, b = 0): (number | string)[] =>
  t.boards[b].rows.map((r) => (r.entry.kind === "plain" ? r.entry.score : r.entry.kind));

describe(`readTraveller: board 15 of the club's "Cross-IMP Scoring" explanation, as printed`, () => {
  const t = readTraveller(CLUB_BOARD_15);

  test("reads with no problems; the board number comes from the title row", () => {
    expect(t.problems).toEqual([]);
    expect(t.boards.map((b) => b.board)).toEqual([15]);
    expect(t.boards[0].vulnerability).toBe("NS");
    expect(t.skipped).toEqual([]); // the title is above the header, not a skipped table row
  });

  test("reports which column was read as what (the printed results are ignored)", () => {
    expect(t.columns.map((c) => [c.index, c.header, c.role])).toEqual([
      [0, "NS", "ns"],
      [1, "EW", "ew"],
      [2, "Bid", "contract"],
      [3, "By", "declarer"],
      [4, "Ld", "lead"],
      [5, "Tks", "result"],
      [6, "+Sc", "scorePlus"],
      [7, "-Sc", "scoreMinus"],
      [8, "NS X", "ignored"],
      [9, "EW X", "ignored"],
    ]);
    expect(t.headers.map((h) => h.row)).toEqual([1]);
  });

  test("every entered score agrees with its contract (checked by hand against Law 77)", () => {
    // 4H by E, 8 tricks: 2 down, EW not vulnerable: +100 to NS. 2S by N, 6 tricks, NS vulnerable:
    // -200. 3NT by E making 10 tricks, EW not vulnerable: 400 + 30 = 430, -430 to NS. 5D by W,
    // 10 tricks: 1 down not vulnerable, +50.
    const rows = t.boards[0].rows;
    expect(rows.map((r) => [r.scoreEntered, r.scoreComputed])).toEqual([
      [100, 100],
      [-200, -200],
      [-430, -430],
      [-430, -430],
      [50, 50],
    ]);
    expect(scores(t)).toEqual([100, -200, -430, -430, 50]);
  });

  test("the traveller survives JSON (plain data only)", () => {
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });

  test("each row keeps its source row and cells, so the pane can name the Excel cell", () => {
    const r = t.boards[0].rows[1];
    expect(r).toMatchObject({
      row: 3,
      ns: "4",
      ew: "5",
      contract: "2S",
      declarer: "N",
      lead: "♣2",
      tricks: 6,
    });
    expect(r.cells).toMatchObject({ ns: 0, ew: 1, contract: 2, scorePlus: 6, scoreMinus: 7 });
  });
});

describe("readTraveller: what people paste", () => {
  // A title row, an empty column A and an empty column between, blank rows, numbers as text,
  // "+420", the Unicode minus, lower case and N for NT, trailing spaces, a Total row and a row
  // holding only a sum at the bottom.
  const messy = [
    ["", "Club pairs, Board 1", "", "", "", "", "", ""],
    ["", "", "", "", "", "", "", ""],
    ["", "N/S ", "E/W", "Contract", "", "By", "Result", " Score "],
    ["", "1", "2", "4s", "", "n ", "=", "+420"],
    ["", "", "", "", "", "", "", ""],
    ["", "3", "4", "3n", "", "S", "+1", "430"],
    ["", "5", "6", "3NT", "", "s", "9", " 400 "],
    ["", "7", "8", "4S", "", "N", "\u22121", "\u221250"],
    ["", "9", "10", "2h", "", "W", "8", "\u2212110"],
    ["", "Total", "", "", "", "", "", "1090"],
    ["", "", "", "", "", "", "", 1090],
  ];
  const t = readTraveller(messy);

  test("reads every table, with no problems", () => {
    expect(t.problems).toEqual([]);
    expect(t.boards[0].board).toBe(1);
    // Hand check, board 1 (nobody vulnerable): 4S= 420; 3NT+1 430; 3NT= 400; 4S-1 -50; 2H+2 by W
    // 110 to EW.
    expect(scores(t)).toEqual([420, 430, 400, -50, -110]);
    expect(t.boards[0].rows.map((r) => r.scoreComputed)).toEqual([420, 430, 400, -50, -110]);
  });

  test("a table's row is never taken for a total, whatever its notes say", () => {
    const t2 = readTraveller([
      ["Board", "NS", "EW", "Score", "Notes"],
      [1, 1, 2, 420, "Check the lead"],
      [1, 3, 4, -50, "Total disaster"],
    ]);
    expect(scores(t2)).toEqual([420, -50]);
    expect(t2.skipped).toEqual([]);
  });

  test("the totals rows are skipped and reported", () => {
    expect(t.skipped).toEqual([
      { row: 9, reason: "totals" },
      { row: 10, reason: "totals" },
    ]);
  });

  test("an Excel-style typed +1 that became the number 1 is caught, with a hint", () => {
    const bad = readTraveller([
      ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"],
      [1, 1, 2, "4S", "N", 1, 450],
    ]);
    expect(bad.problems).toHaveLength(1);
    expect(bad.problems[0]).toMatchObject({ row: 1, column: 6 });
    expect(bad.problems[0].message).toMatch(
      /\+450, does not agree with 4S by N taking 1 trick, which scores -450/,
    );
    expect(bad.problems[0].message).toMatch(/Was the result \+1\?/);
  });
});

describe("readTraveller: scores from contracts, and where they disagree", () => {
  test("without a score column every score is computed on the board's vulnerability", () => {
    // Board 2: NS vulnerable. 4H= by S 620; 4H-2 by S -200; 3NTX-1 by W, EW not vulnerable: +100.
    const t = readTraveller([
      ["Bd", "NS", "EW", "Contract", "Dec", "Tks"],
      [2, 1, 2, "4H", "S", 10],
      [2, 3, 4, "4h", "s", "-2"],
      [2, 5, 6, "3NTX", "W", 8],
      [2, 7, 8, "Pass", "", ""],
    ]);
    expect(t.problems).toEqual([]);
    expect(scores(t)).toEqual([620, -200, 100, 0]);
    expect(t.boards[0].rows.every((r) => r.scoreEntered === null)).toBe(true);
  });

  test("a result written in the contract cell (4S-1 N) needs no other column", () => {
    const t = readTraveller(
      [
        ["NS", "EW", "Contract"],
        [1, 2, "4♠-1 N"],
        [3, 4, "3NT+1 E"],
      ],
      { boardNumber: 1 },
    );
    expect(t.problems).toEqual([]);
    expect(scores(t)).toEqual([-50, -430]);
  });

  test("a score that disagrees with the contract is an error of entry naming row, numbers and contract", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"],
      [5, 1, 2, "4S", "N", 10, 620], // NS vulnerable on 5: 620 is right
      [5, 3, 4, "4S", "N", 10, 420],
    ]);
    expect(t.problems).toEqual([
      {
        row: 2,
        column: 6,
        message:
          "NS 3 v EW 4: the score entered, +420, does not agree with 4S by N taking 10 tricks, which scores +620 for NS on " +
          "board 5 (NS vulnerable): correct the score or the contract, declarer or result.",
      },
    ]);
    // The board carries the problem; the row is not on it.
    expect(t.boards[0].problems).toEqual(t.problems);
    expect(t.boards[0].rows).toHaveLength(1);
  });

  test("a score with a contract but no declarer is taken as entered (nothing to check it with)", () => {
    const t = readTraveller(
      [
        ["NS", "EW", "Contract", "Score"],
        [1, 2, "4S", 420],
      ],
      { boardNumber: 1 },
    );
    expect(t.problems).toEqual([]);
    expect(t.boards[0].rows[0]).toMatchObject({ scoreEntered: 420, scoreComputed: null });
  });
});

describe("readTraveller: entries", () => {
  const t = readTraveller(
    [
      ["NS", "EW", "Contract", "By", "Tks", "Score"],
      [1, 2, "4H", "N", "=", ""],
      [3, 4, "", "", "", "A+/A-"],
      [5, 6, "A=", "", "", ""],
      [7, 8, "", "", "", "NP"],
      [9, 10, "", "", "", ""],
      [11, 12, "", "", "", "NS 60% 4H= N, 40% 4H-1 N; EW 50% 420, 50% -50"],
    ],
    { boardNumber: 1 },
  );

  test("scores, awards (in the score or contract cell), NP, a bare row, a weighted score", () => {
    expect(t.problems).toEqual([]);
    expect(t.boards[0].rows.map((r) => r.entry.kind)).toEqual([
      "plain",
      "artificial",
      "artificial",
      "notPlayed",
      "notPlayed", // pair numbers alone: not played (docs/conventions.md, "Entries other than a score")
      "weighted",
    ]);
  });

  test("the weighted score keeps each side's weighting", () => {
    const w = t.boards[0].rows[5].entry;
    if (w.kind !== "weighted") throw new Error("not weighted");
    expect(w.split).toBe(true);
    expect(w.ns.map((p) => [p.weight, p.score])).toEqual([
      [0.6, 420],
      [0.4, -50],
    ]);
    expect(w.ew.map((p) => [p.weight, p.score])).toEqual([
      [0.5, 420],
      [0.5, -50],
    ]);
  });
});

describe("readTraveller: several boards", () => {
  test("a Board column; a blank board cell repeats the board above", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      ["", 3, 4, -50],
      [2, 1, 4, 110],
      ["", 3, 2, -140],
    ]);
    expect(t.problems).toEqual([]);
    expect(t.boards.map((b) => [b.board, b.rows.map((r) => r.ns)])).toEqual([
      [1, ["1", "3"]],
      [2, ["1", "3"]],
    ]);
  });

  test("travellers stacked one under another, each with its title and header", () => {
    const t = readTraveller([
      ["Board 1"],
      ["NS", "EW", "Score"],
      [1, 2, 420],
      [3, 4, -50],
      [],
      ["Board 2"],
      ["NS", "EW", "+Sc", "-Sc"],
      [1, 4, 110, ""],
      [3, 2, "", 140],
    ]);
    expect(t.problems).toEqual([]);
    expect(t.headers.map((h) => h.row)).toEqual([1, 6]);
    expect(
      t.boards.map((b) => [b.board, b.rows.map((r) => (r.entry.kind === "plain" ? r.entry.score : 0))]),
    ).toEqual([
      [1, [420, -50]],
      [2, [110, -140]],
    ]);
    expect(t.skipped).toEqual([{ row: 5, reason: "title" }]);
  });

  test("the same pair twice on one board is a problem on both rows, the first in row order", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      [1, 1, 4, -50],
    ]);
    expect(t.problems).toHaveLength(2);
    expect(t.problems[0]).toMatchObject({ row: 1, column: 1 });
    expect(t.problems[0].message).toMatch(
      /NS pair 1 is on board 1 twice \(also against EW 4 on a later row\)/,
    );
    expect(t.problems[1]).toMatchObject({ row: 2, column: 1 });
    expect(t.problems[1].message).toMatch(
      /NS pair 1 is on board 1 twice \(also against EW 2 on an earlier row\)/,
    );
  });
});

describe("readTraveller: problems name the cell and what was expected", () => {
  const t = readTraveller([
    ["Board", "NS", "EW", "Contract", "By", "Tricks", "+Sc", "-Sc"],
    [1, 1, 2, "4Z", "N", 10, 420, ""],
    [1, 3, "x y", "4S", "N", 10, 420, ""],
    ["one", 5, 6, "4S", "N", 10, 420, ""],
    [2, 7, 8, "4S", "Q", 10, 420, ""],
    [2, 9, 10, "4S", "N", 10, 420, 50],
    [2, 11, 12, "4S", "", "", "", ""],
    [2, "", 14, "4S", "N", 10, 420, ""],
  ]);

  test("each problem, in row order", () => {
    expect(t.problems.map((p) => [p.row, p.column])).toEqual([
      [1, 3],
      [2, 2],
      [3, 0],
      [4, 4],
      [5, 7],
      [6, 4],
      [7, 1],
    ]);
    const messages = t.problems.map((p) => p.message);
    expect(messages[0]).toMatch(/^"4Z" is not a contract: unknown strain "Z", expected C, D, H, S or NT/);
    expect(messages[1]).toMatch(/"x y" is not a pair number/);
    expect(messages[2]).toMatch(/"one" is not a board number: expected a whole number/);
    expect(messages[3]).toMatch(/Unknown seat "Q": expected N, E, S or W/);
    expect(messages[4]).toMatch(/Both score cells are filled \(420 and 50\)/);
    expect(messages[5]).toMatch(/4S has no declarer: expected N, E, S or W in the By column/);
    expect(messages[6]).toMatch(/No NS pair number/);
  });

  test("no row with a problem is on a board, and a row whose board is unknown taints every board", () => {
    expect(t.boards.map((b) => [b.board, b.rows.length])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    const unknownBoard = t.problems[2];
    expect(t.boards.every((b) => b.problems.includes(unknownBoard))).toBe(true);
  });

  test("formatProblem gives an address; the pane or command line can give its own", () => {
    expect(formatProblem(t.problems[0])).toMatch(/^D2: "4Z" is not a contract/);
    expect(formatProblem(t.problems[0], (r, c) => `line ${r + 1}, column ${c + 1}`)).toMatch(
      /^line 2, column 4:/,
    );
  });
});

describe("readTraveller: header problems", () => {
  test("no header row at all", () => {
    const t = readTraveller([
      [1, 2, 420],
      [3, 4, -50],
    ]);
    expect(t.boards).toEqual([]);
    expect(t.problems).toEqual([
      { row: 0, column: 0, message: expect.stringMatching(/^No header row found/) },
    ]);
  });

  test("a header row without an EW column is named, with what it has", () => {
    const t = readTraveller([
      ["NS", "Opps", "Score"],
      [1, 2, 420],
    ]);
    expect(t.problems).toHaveLength(1);
    expect(t.problems[0].row).toBe(0);
    expect(t.problems[0].message).toMatch(/"NS", "Opps", "Score"/);
  });

  test("+Sc without -Sc", () => {
    const t = readTraveller(
      [
        ["NS", "EW", "+Sc"],
        [1, 2, 420],
      ],
      { boardNumber: 1 },
    );
    expect(t.problems[0].message).toMatch(/needs its -Sc/);
  });

  test("no board number anywhere", () => {
    const t = readTraveller([
      ["NS", "EW", "Score"],
      [1, 2, 420],
    ]);
    expect(t.problems).toHaveLength(1);
    expect(t.problems[0].message).toMatch(/no Board column and no board number/);
  });

  test("a title whose vulnerability does not fit the board number", () => {
    const t = readTraveller([["Board 15 E/W Vul"], ["NS", "EW", "Score"], [1, 2, 420]]);
    expect(t.problems).toEqual([
      {
        row: 0,
        column: 0,
        message: "The title says EW vulnerable, but board 15 is NS vulnerable: check the board number.",
      },
    ]);
    expect(t.boards[0].problems).toEqual(t.problems);
  });

  test("a row with a board number and a score but no pairs is a problem, even at the bottom", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      [1, "", "", -50],
    ]);
    expect(t.problems).toEqual([
      { row: 2, column: 1, message: "No NS pair number: expected the pair number." },
      { row: 2, column: 2, message: "No EW pair number: expected the pair number." },
    ]);
  });

  test("a row of numbers with no pairs, followed by tables, is a problem (not a totals row)", () => {
    const t = readTraveller(
      [
        ["NS", "EW", "Score"],
        ["", "", 420],
        [3, 4, -50],
      ],
      { boardNumber: 1 },
    );
    expect(t.problems).toHaveLength(1);
    expect(t.problems[0]).toMatchObject({ row: 1 });
    expect(t.problems[0].message).toMatch(/no NS or EW pair number/);
  });

  test("a 2-D array is required", () => {
    expect(() => readTraveller("NS,EW" as unknown as unknown[][])).toThrow(ScoringError);
  });
});

describe("readTraveller: options", () => {
  test("columns overridden by role and by index", () => {
    const cells = [
      ["Home", "Away", "Points", "NS X"],
      [1, 2, 420, 3],
      [3, 4, -50, -3],
    ];
    const t = readTraveller(cells, { columns: { 0: "ns", 1: "ew", score: 2 }, boardNumber: 4 });
    expect(t.problems).toEqual([]);
    expect(t.columns.map((c) => [c.header, c.role, c.overridden])).toEqual([
      ["Home", "ns", true],
      ["Away", "ew", true],
      ["Points", "score", true],
      ["NS X", "ignored", false],
    ]);
    expect(scores(t)).toEqual([420, -50]);
  });

  test("the header row can be given", () => {
    const t = readTraveller(
      [
        ["NS", "EW", "Score"],
        ["NS", "EW", "Score"],
        [1, 2, 420],
      ],
      {
        headerRow: 1,
        boardNumber: 1,
      },
    );
    expect(t.headers.map((h) => h.row)).toEqual([1]);
    expect(scores(t)).toEqual([420]);
  });

  test("NS Score beside EW Score: one filled, or both as mirror images", () => {
    const t = readTraveller(
      [
        ["NS", "EW", "NS Score", "EW Score"],
        [1, 2, 420, ""],
        [3, 4, "", 50],
        [5, 6, 110, -110],
      ],
      { boardNumber: 1 },
    );
    expect(t.problems).toEqual([]);
    expect(scores(t)).toEqual([420, -50, 110]);
  });

  test("bad options are errors at once (not problems of the traveller)", () => {
    expect(() => readTraveller([["NS"]], { columns: { score: "x" as unknown as number } })).toThrow(
      /0-based column/,
    );
    expect(() => readTraveller([["NS"]], { boardNumber: 0 })).toThrow(/board number/);
  });
});

describe("a traveller with no board number", () => {
  test("says so once and still reports the other mistakes on its rows", () => {
    // No Board column and no "Board 15" title: the vulnerability is unknown, which is one problem
    // for the block; the bad contract and the bad seat are reported in the same pass, so the
    // director can put everything right at once.
    const t = readTraveller([
      ["NS", "EW", "Contract", "By", "Tricks"],
      [1, 2, "4Z", "N", 10],
      [3, 4, "4S", "Q", 10],
      [5, 6, "4S", "N", 10],
    ]);
    expect(t.problems.map((p) => [p.row, p.column])).toEqual([
      [1, 0],
      [1, 2],
      [2, 3],
    ]);
    expect(t.problems[0].message).toMatch(/no board number/);
    expect(t.problems[1].message).toMatch(/"4Z" is not a contract/);
    expect(t.problems[2].message).toMatch(/Unknown seat "Q"/);
  });
});
