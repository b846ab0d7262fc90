// Suspicious scores are warnings, never changes: a passed-out board scored, a score impossible at
// the board's vulnerability or for its row's contract, a sign the wrong way within one strain, a
// row that mirrors the board's most common score with its declarer on the other side, and on a
// traveller of scores only, a sign the wrong way against all the others.
// Checked on the core, through the command line (--json's `warnings`, exit code 0), and on every
// example and fixture (no false warning).
import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../../src/io/csv";
import { readTraveller, suspiciousScores } from "../../../src/scoring";
import { runCli as run } from "../../support/cli";

const HEADER = ["Board", "NS", "EW", "Contract", "By", "Score"];

/** The board, row and first words of each warning of a traveller read from cells. */
function warned(cells: unknown[][]): [number, number, string][] {
  const t = readTraveller(cells);
  expect(t.problems).toEqual([]);
  return suspiciousScores(t).map((w) => [w.board, w.row, w.text]);
}

describe("suspiciousScores", () => {
  it("a sign the wrong way: -420 where the other three 4S by N scored +420, +450, +420", () => {
    // Three tables made 4S by N, two of them for +420: the fourth's -420 is the mirror of the
    // usual result, where a failing 4S goes down by 50 or 100, never by 420.
    const t = readTraveller([
      HEADER,
      [1, 1, 1, "4S", "N", 420],
      [1, 2, 2, "4S", "N", 450],
      [1, 3, 3, "4S", "N", -420],
      [1, 4, 4, "4S", "N", 420],
      [1, 5, 5, "3NT", "S", 400],
    ]);
    expect(t.problems).toEqual([]);
    expect(suspiciousScores(t)).toEqual([
      {
        board: 1,
        row: 3,
        column: 5,
        text: "4S by N scored -420 for NS here, the opposite sign to the other 3 tables in spades by the same side, all made, 2 of them +420: is the sign the wrong way? (Scored as it stands.)",
      },
    ]);
  });

  it("a contract that went down at one table is no warning: -50 is not the negative of any made score", () => {
    const t = readTraveller([
      HEADER,
      [1, 1, 1, "4S", "N", 420],
      [1, 2, 2, "4S", "N", 450],
      [1, 3, 3, "4S", "N", -50],
      [1, 4, 4, "4S", "N", 420],
    ]);
    expect(suspiciousScores(t)).toEqual([]);
  });

  it("the declarer letter mistyped: 3H by N +140 where every other heart contract was made by EW for -140", () => {
    // Five tables 3H by E -140 and one 2H+1 by W -140: hearts were EW's suit. "3H by N +140" is
    // 3H by E -140 with its declarer typed N, the score then worked out (or typed) for NS. Grouped
    // by the declarer as typed, N's row would stand alone; it is the row by N that is named.
    expect(
      warned([
        HEADER,
        [1, 1, 1, "3H", "E", -140],
        [1, 2, 2, "3H", "E", -140],
        [1, 3, 3, "3H", "N", 140],
        [1, 4, 4, "3H", "E", -140],
        [1, 5, 5, "3H", "E", -140],
        [1, 6, 6, "3H", "E", -140],
        [1, 7, 7, "2H", "W", -140],
      ]),
    ).toEqual([
      [
        1,
        3,
        "3H by N scored +140 for NS here, where the other 6 tables in hearts were all made by EW, 6 of them -140: are the declarer and the sign the wrong way? (Scored as it stands.)",
      ],
    ]);
  });

  it("notrumps are either side's: 1NT by W made at one table where NS made notrumps is no warning", () => {
    // NS made 1NT+2 (+150) at three tables; at the fourth EW bought it in 1NT and made +2 (-150).
    // Both sides can play and make notrumps, so the mirror is a real result (and no wrong way
    // round either, though -150 mirrors the board's most common score).
    expect(
      warned([
        HEADER,
        [1, 1, 1, "1NT", "N", 150],
        [1, 2, 2, "1NT", "N", 150],
        [1, 3, 3, "1NT", "S", 150],
        [1, 4, 4, "1NT", "W", -150],
      ]),
    ).toEqual([]);
  });

  it("a down score that equals a made one is no warning unless it mirrors most of them", () => {
    // Board 4, both vulnerable: EW made spades at four tables, once 3S+2 (-200); at the fifth, 4S
    // by E went two down vulnerable (+200). The mirror of one result among four is chance.
    expect(
      warned([
        HEADER,
        [4, 1, 1, "2S", "E", -170],
        [4, 2, 2, "3S", "E", -200],
        [4, 3, 3, "4S", "E", -620],
        [4, 4, 4, "4S", "W", -650],
        [4, 5, 5, "4S", "E", 200],
      ]),
    ).toEqual([]);
  });

  it("the wrong way round: 4S by E -420 where 4S by N +420 is the most common result", () => {
    const t = readTraveller([
      HEADER,
      [8, 1, 1, "4S", "N", 420],
      [8, 2, 2, "4S", "N", 420],
      [8, 3, 3, "4S", "E", -420],
      [8, 4, 4, "4S", "N", 450],
    ]);
    const w = suspiciousScores(t);
    expect(w.map((x) => [x.board, x.row])).toEqual([[8, 3]]);
    expect(w[0].text).toMatch(
      /^4S by E scored -420 for NS here, where the other 3 tables in spades were all made by NS/,
    );
  });

  it("the wrong way round where the strain is mixed: the most common score mirrored in the same contract", () => {
    // 4S by N +420 at two tables, +450 and a -50 at two more: not every spade contract was made,
    // but +420 is the board's usual result, and 4S by E -420 is it with the declarer turned.
    expect(
      warned([
        HEADER,
        [8, 1, 1, "4S", "N", 420],
        [8, 2, 2, "4S", "N", 420],
        [8, 3, 3, "4S", "E", -420],
        [8, 4, 4, "4S", "N", 450],
        [8, 5, 5, "4S", "S", -50],
      ]).map(([b, r, text]) => [b, r, text.slice(0, 48)]),
    ).toEqual([[8, 3, "4S by E scored -420 for NS here, the mirror of t"]]);
  });

  it("a score that matches no number of tricks of its row's contract", () => {
    // 4S by N on board 1 (nobody vulnerable) scores +420, +450 ... when made, -50, -100 ... when
    // not: +170 (what 2S+2 or 3S+1 scores) is no 4S result, though it is a bridge score.
    expect(warned([HEADER, [1, 1, 1, "4S", "N", 170], [1, 2, 2, "4S", "N", 420]])).toEqual([
      [
        1,
        1,
        "4S by N scores +170 for NS at no number of tricks on board 1 (nobody vulnerable): is the score, the contract or the declarer mistyped? (Scored as it stands.)",
      ],
    ]);
  });

  it("a contract and a score with no declarer: the score of either side", () => {
    // 3NT with no declarer on board 1: +400 (by NS) and -400 (by EW) both fit; +420 fits neither.
    const noBy = ["Board", "NS", "EW", "Contract", "Score"];
    expect(warned([noBy, [1, 1, 1, "3NT", 400], [1, 2, 2, "3NT", -400]])).toEqual([]);
    expect(warned([noBy, [1, 1, 1, "3NT", 420]]).map(([b, r]) => [b, r])).toEqual([[1, 1]]);
  });

  it.each(["Pass", "PASS", "AP"])("a passed-out board scored: %s with +420", (pass) => {
    // A board passed out scores 0 (Law 77): a score beside it means the contract or the score is
    // wrong. It is scored as typed (+420), and the row is named.
    const cells = [HEADER, [1, 1, 1, pass, "", 420], [1, 2, 2, "4S", "N", 420]];
    expect(warned(cells)).toEqual([
      [
        1,
        1,
        "Board 1 is passed out here but scored +420 for NS; a board passed out scores 0. Is the contract or the score mistyped? (Scored as it stands.)",
      ],
    ]);
    const row = readTraveller(cells).boards[0].rows[0];
    expect(row.entry).toEqual({ kind: "plain", score: 420 });
  });

  it("a teams scoresheet, which has no warnings, still refuses a passed-out board scored", () => {
    // A match's IMPs come from the two rooms' scores with nothing to say a score looks wrong, so
    // Pass with +420 stays a problem there: the row gives two results.
    const t = readTraveller(
      [
        ["Board", "Room", "NS", "EW", "Contract", "By", "Score"],
        [1, "Open", "Aces", "Kings", "Pass", "", 420],
        [1, "Closed", "Kings", "Aces", "4S", "N", 420],
      ],
      { teams: true },
    );
    expect(t.problems.map((p) => [p.row, p.message])).toEqual([
      [1, expect.stringMatching(/the score entered, \+420, does not agree with Pass taking 0 tricks/)],
    ]);
  });

  it("a passed-out board scored 0 is no warning", () => {
    expect(warned([HEADER, [1, 1, 1, "Pass", "", 0], [1, 2, 2, "4S", "N", 420]])).toEqual([]);
  });

  it("a score no contract makes at the board's vulnerability: +620 with nobody vulnerable", () => {
    // Board 1, nobody vulnerable: 4S makes +420 to +510, 4SX +590; 620 is 4S vulnerable. On board
    // 2 (NS vulnerable) +620 is NS's game, and -620 EW's only were they vulnerable.
    const scores = ["Board", "NS", "EW", "Score"];
    expect(warned([scores, [1, 1, 1, 620], [1, 2, 2, 420]]).map(([b, r, t]) => [b, r, t])).toEqual([
      [
        1,
        1,
        "+620 for NS is a score no contract makes on board 1 (nobody vulnerable): is it mistyped, or the board number? (Scored as it stands.)",
      ],
    ]);
    expect(warned([scores, [2, 1, 1, 620], [2, 2, 2, -620]]).map(([b, r]) => [b, r])).toEqual([[2, 2]]);
    // +1100 (6DX five down, nobody vulnerable) and -1430 (6H by EW vulnerable) are real scores.
    expect(warned([scores, [1, 1, 1, 1100], [3, 1, 1, -1430]])).toEqual([]);
  });

  it("a traveller of scores only: one +420 among six -420", () => {
    // No contracts, so no strain or side to compare: six tables scored -420 and one +420, the
    // same result with its sign turned.
    const scores = ["Board", "NS", "EW", "Score"];
    const rows = [1, 2, 3, 4, 5, 6, 7].map((p) => [1, p, p, p === 3 ? 420 : -420]);
    expect(warned([scores, ...rows])).toEqual([
      [
        1,
        3,
        "+420 for NS here, where the other 6 tables all scored the other way, 6 of them -420: is the sign the wrong way? (Scored as it stands.)",
      ],
    ]);
  });

  it("scores only: a result the other way among varied ones is no warning", () => {
    // -420, -450, -420, -170, -450 and one +100 (a set): the other way, but no mirror; and
    // +420 among only three -420 is too few to tell.
    const scores = ["Board", "NS", "EW", "Score"];
    const one = [-420, -450, -420, -170, -450, 100].map((s, i) => [1, i + 1, i + 1, s]);
    const few = [-420, -420, -420, 420].map((s, i) => [8, i + 1, i + 1, s]);
    expect(warned([scores, ...one, ...few])).toEqual([]);
  });

  it("names no row of the examples and fixtures", () => {
    const root = path.resolve(__dirname, "../../..");
    const files = [
      ...fs.readdirSync(path.join(root, "examples")).map((f) => path.join(root, "examples", f)),
      ...fs
        .readdirSync(path.join(root, "test/fixtures/printed"))
        .map((f) => path.join(root, "test/fixtures/printed", f)),
    ].filter((f) => f.endsWith(".csv") && !f.includes("teams"));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const cells = readCsv(fs.readFileSync(f, "utf8")).rows;
      expect([f, suspiciousScores(readTraveller(cells))]).toEqual([f, []]);
    }
  });
});

describe("npm run score with a suspicious score", () => {
  const csv = [
    "Board,NS,EW,Contract,By,Score",
    "1,1,1,4S,N,420",
    "1,2,2,4S,N,450",
    "1,3,3,4S,N,-420",
    "1,4,4,4S,N,420",
  ].join("\n");

  it("--json: scored as it stands, exit 0, and warnings with board, line and text", async () => {
    const r = await run(["s.csv", "--json"], { "s.csv": csv });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { warnings: { board: number; line: number; text: string }[] };
    // The -420 is line 4 of the file (line 1 is the header).
    expect(doc.warnings.map((w) => [w.board, w.line])).toEqual([[1, 4]]);
    expect(doc.warnings[0].text).toMatch(/^4S by N scored -420 for NS here/);
  });

  it("the workings printed, the warning on stderr with its line", async () => {
    const r = await run(["s.csv"], { "s.csv": csv });
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^Warning: s\.csv: line 4, column 6 \(Score\): 4S by N scored -420/);
  });
});
