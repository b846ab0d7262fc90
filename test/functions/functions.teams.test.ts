// BRIDGE.STANDINGS and BRIDGE.SWISSDRAW: a teams event's standings and the next Swiss round typed
// into cells. Their worked examples are checked against a hand calculation of the WBF scale; on a
// Swiss event of three rounds they must give what the command line gives on the same file (the
// standings of `--json`, the draw of `--draw --json`), round by round; and in a formula engine they
// follow a corrected result. Bad input gets an error value with a message.
import "../support/custom-functions-runtime";
import * as fs from "node:fs";
import * as path from "node:path";
import type { HyperFormula } from "hyperformula";
import { standings, swissDraw } from "../../src/functions/functions";
import { thrown } from "../support/custom-functions-runtime";
import { runCli } from "../support/cli";
import { withSheet } from "../support/hyperformula-functions";
import { typedCells as cellsOf } from "../support/session-rankings";

const SWISS_FILE = path.join(__dirname, "../fixtures/teams-swiss-3-rounds.csv");
const SWISS = fs.readFileSync(SWISS_FILE, "utf8");

/** The scoresheet's title, header and the rows of rounds 1 to `last`. */
function roundsUpTo(text: string, last: number): string {
  const lines = text.split("\n");
  return [
    lines[0],
    lines[1],
    ...lines.slice(2).filter((l) => l !== "" && Number(l.split(",")[0]) <= last),
  ].join("\n");
}

/** The command line's JSON on a file's text. */
async function cliJson(argv: string[], text: string): Promise<Record<string, any>> {
  const r = await runCli(["swiss.csv", ...argv], { "swiss.csv": text });
  expect(r.err).toBe("");
  return JSON.parse(r.out) as Record<string, any>;
}

/** A draw as the function spills it, read back as the command line's JSON gives it. */
function drawAsJson(cells: unknown[][]): Record<string, unknown>[] {
  return cells
    .slice(1)
    .map((r) =>
      r[0] === "bye"
        ? { table: null, home: r[1], away: null }
        : { table: r[0], home: r[1], away: r[2], ...(r[3] === "yes" ? { rematch: true } : {}) },
    );
}

/** Standings as the function spills them, read back as the command line's JSON gives them. */
function standingsAsJson(cells: unknown[][]): Record<string, unknown>[] {
  return cells.slice(1).map((r) => ({
    team: r[1],
    rank: String(r[0]),
    played: r[2],
    vp: r[3],
    impsFor: r[4],
    impsAgainst: r[5],
  }));
}

// The worked example of the help pages: four teams, two rounds of 8-board matches.
// WBF 2013 scale over 8 boards (X = 15 sqrt(8) = 42.43, tau = 0.618034): a margin M is worth
// 10 + 10 (1 - tau^(3M/X)) / (1 - tau^3) to the winner. M = 20: 16.46 (3.54 to the loser);
// M = 18: 15.995, 16.00 to two decimals (4.00); a draw 10-10.
// Queens: 10 (drew Jacks) + 16.46 (beat Aces by 20) = 26.46; Aces: 16.46 + 3.54 = 20;
// Kings: 3.54 + 16 = 19.54; Jacks: 10 + 4 = 14. IMPs for and against: Queens 12 + 25 = 37 and
// 12 + 5 = 17; Aces 35, 35; Kings 28, 30; Jacks 12, 30.
const EXAMPLE = [
  ["Round", "Home", "Away", "Boards", "Home IMPs", "Away IMPs"],
  [1, "Aces", "Kings", 8, 30, 10],
  [1, "Queens", "Jacks", 8, 12, 12],
  [2, "Aces", "Queens", 8, 5, 25],
  [2, "Kings", "Jacks", 8, 18, 0],
];

describe("the worked examples", () => {
  test("BRIDGE.STANDINGS ranks the four teams by their WBF VPs", () => {
    expect(standings(EXAMPLE)).toEqual([
      ["Place", "Team", "Played", "VPs", "IMPs for", "IMPs against"],
      [1, "Queens", 2, 26.46, 37, 17],
      [2, "Aces", 2, 20, 35, 35],
      [3, "Kings", 2, 19.54, 28, 30],
      [4, "Jacks", 2, 14, 12, 30],
    ]);
  });

  test("BRIDGE.SWISSDRAW: the top team meets the highest-placed team it has not met", () => {
    // Queens (1st) have met Jacks and Aces: Kings. Aces (2nd) have met Kings and Queens: Jacks.
    expect(swissDraw(EXAMPLE)).toEqual([
      ["Table", "Home", "Away", "Met before"],
      [1, "Queens", "Kings", ""],
      [2, "Aces", "Jacks", ""],
    ]);
    // Round 2 from round 1 alone: Aces (16.46 VPs... by 20 IMPs), Queens and Jacks (10 each, in the
    // order first met), Kings: Aces v Queens, Jacks v Kings, as was played.
    expect(swissDraw(EXAMPLE, 2)).toEqual([
      ["Table", "Home", "Away", "Met before"],
      [1, "Aces", "Queens", ""],
      [2, "Jacks", "Kings", ""],
    ]);
  });

  test("the VP scale by name, none, or a range of one's own", () => {
    // The classic table: 20 IMPs is 18-2 (20-23), 18 IMPs 17-3 (17-19). Queens 10 + 18 = 28,
    // Aces 18 + 2 = 20, Kings 2 + 17 = 19, Jacks 10 + 3 = 13.
    expect(standings(EXAMPLE, [["table"]]).map((r) => r[3])).toEqual(["VPs", 28, 20, 19, 13]);
    expect(standings(EXAMPLE, [["discrete"]]).map((r) => r[3])).toEqual(["VPs", 28, 20, 19, 13]);
    // A scale of one's own: a win by 1 or more is 15-5, a draw 10-10. Queens 10 + 15 = 25,
    // Aces 15 + 5 = 20, Kings 5 + 15 = 20, Jacks 10 + 5 = 15; Aces and Kings level on VPs are
    // separated by their match (Aces won it 30-10), as every teams event's standings are.
    const own = [
      ["From", "VPs"],
      [0, 10],
      [1, 15],
    ];
    expect(standings(EXAMPLE, own).map((r) => [r[0], r[1], r[3]])).toEqual([
      ["Place", "Team", "VPs"],
      [1, "Queens", 25],
      [2, "Aces", 20],
      [3, "Kings", 20],
      [4, "Jacks", 15],
    ]);
  });
});

describe("a Swiss event of three rounds: the same as the command line, round by round", () => {
  const full = cellsOf(SWISS);

  test("STANDINGS on the scoresheet is --json's standings", async () => {
    const json = await cliJson(["--json"], SWISS);
    expect(standingsAsJson(standings(full))).toEqual(json.standings);
  });

  test.each([1, 2, 3])(
    "after round %i: SWISSDRAW is --draw's draw, on the rounds so far or with round",
    async (last) => {
      const sofar = roundsUpTo(SWISS, last);
      const json = await cliJson(["--draw", "--json"], sofar);
      expect(json.round).toBe(String(last + 1));
      // The rounds so far, typed as they stand ...
      expect(drawAsJson(swissDraw(cellsOf(sofar)))).toEqual(json.draw);
      // ... and the whole event, drawing round last + 1 from the rounds before it.
      expect(drawAsJson(swissDraw(full, last + 1))).toEqual(json.draw);
    },
  );

  test("the options are --draw's flags: bye-vp and arrears", async () => {
    const json = await cliJson(["--draw", "--json", "--bye-vp", "10", "--arrears"], SWISS);
    expect(drawAsJson(swissDraw(full, null, [["bye-vp 10; arrears"]]))).toEqual(json.draw);
  });

  test("withdrawn, late and late-score are --draw's --withdrawn, --late and --late-score", async () => {
    const table =
      "Round,Home,Away,Home VPs,Away VPs\n1,A,B,18.09,1.91\n1,C,D,13.28,6.72\n1,E,Bye,,\n2,A,C,10,10\n2,B,E,10,10\n";
    const json = await cliJson(
      ["--draw", "--json", "--withdrawn", "B", "--late", "F:3", "--late-score", "bye"],
      table,
    );
    const cells = swissDraw(cellsOf(table), null, [["withdrawn B; late F:3; late-score bye"]]);
    expect(drawAsJson(cells)).toEqual(json.draw);
    // B is not drawn; F (12 + 12 = 24 VPs) is.
    const teams = cells.flat();
    expect(teams).not.toContain("B");
    expect(teams).toContain("F");
  });

  test("a table of match results, and a list of teams for the first round", async () => {
    const table =
      "Round,Home,Away,Home VPs,Away VPs\n1,A,B,18.09,1.91\n1,C,D,13.28,6.72\n1,E,Bye,,\n2,A,C,10,10\n2,B,E,10,10\n";
    const json = await cliJson(["--draw", "--json"], table);
    expect(drawAsJson(swissDraw(cellsOf(table)))).toEqual(json.draw);
    const list = "Team\nAlpha\nBeta\nGamma\nDelta\nEpsilon\n";
    const seeded = await cliJson(["--draw", "--json"], list);
    expect(drawAsJson(swissDraw(cellsOf(list)))).toEqual(seeded.draw);
    const random = await cliJson(["--draw", "--json", "--seed", "42"], list);
    expect(drawAsJson(swissDraw(cellsOf(list), null, [["seed 42"]]))).toEqual(random.draw);
  });
});

/** The value of a cell given in A1 notation. */
function at(hf: HyperFormula, a1: string): unknown {
  return hf.getCellValue(hf.simpleCellAddressFromString(a1, 0)!);
}

describe("in a formula engine", () => {
  test("the standings and the draw follow a corrected result", () => {
    // The example in A1:F5, two blank rows in the range for results still to come; the standings
    // in G1 and the draw in A8.
    const sheet = Array.from({ length: 8 }, (_, r) =>
      Array.from({ length: 7 }, (_, c): unknown => EXAMPLE[r]?.[c] ?? null),
    );
    sheet[0][6] = "=BRIDGE.STANDINGS(A1:F7)";
    sheet[7][0] = "=BRIDGE.SWISSDRAW(A1:F7)";
    withSheet(sheet, (hf) => {
      expect([at(hf, "H2"), at(hf, "J2")]).toEqual(["Queens", 26.46]);
      expect([at(hf, "B9"), at(hf, "C9")]).toEqual(["Queens", "Kings"]);
      // Aces beat Queens by 20 instead: Aces 16.46 + 16.46 = 32.92 top; Queens 10 + 3.54 = 13.54.
      hf.setCellContents(hf.simpleCellAddressFromString("E4", 0)!, [[25]]);
      hf.setCellContents(hf.simpleCellAddressFromString("F4", 0)!, [[5]]);
      expect([at(hf, "H2"), at(hf, "J2")]).toEqual(["Aces", 32.92]);
      // Aces have met Kings and Queens: Jacks; Kings and Queens meet.
      expect([at(hf, "B9"), at(hf, "C9")]).toEqual(["Aces", "Jacks"]);
      // A third round typed into the blank rows: Aces 30-10 over Jacks (16.46 more), Kings and
      // Queens level (10 each). Aces 32.92 + 16.46 = 49.38.
      hf.setCellContents(hf.simpleCellAddressFromString("A6", 0)!, [
        [3, "Aces", "Jacks", 8, 30, 10],
        [3, "Kings", "Queens", 8, 12, 12],
      ]);
      expect([at(hf, "H2"), at(hf, "I2"), at(hf, "J2")]).toEqual(["Aces", 3, 49.38]);
    });
  });
});

describe("bad input gets an error value with a message", () => {
  test.each([
    ["an empty range", [[""]], /matches is empty/],
    [
      "a range of text",
      [
        ["what", "is"],
        ["this", "range"],
      ],
      /holds no teams matches: expected a table of match results/,
    ],
    [
      "a pairs traveller",
      [
        ["Board", "NS", "EW", "Score"],
        [1, 1, 2, 420],
      ],
      /ranked with BRIDGE.RANKING/,
    ],
    [
      "a mistyped IMP",
      [
        ["Round", "Home", "Away", "Boards", "Home IMPs", "Away IMPs"],
        [1, "A", "B", 8, "1o", 2],
      ],
      /row 2, column 5 of matches/,
    ],
  ])("STANDINGS on %s", (_, cells, message) => {
    const e = thrown(() => standings(cells));
    expect(e.code).toBe("#VALUE!");
    expect(e.message).toMatch(message);
  });

  test("an unknown VP scale, an unknown option, a round not reached", () => {
    expect(thrown(() => standings(EXAMPLE, [["wfb"]])).message).toMatch(/vpScale: expected WBF, discrete/);
    expect(thrown(() => swissDraw(EXAMPLE, null, [["byevp 3"]])).message).toMatch(
      /"byevp" is no option of a Swiss draw/,
    );
    expect(thrown(() => standings(EXAMPLE, undefined, [["arrears"]])).message).toMatch(
      /no option of the standings/,
    );
    expect(thrown(() => swissDraw(EXAMPLE, 5)).message).toMatch(/results reach round 2: draw round 3/);
    expect(thrown(() => swissDraw(EXAMPLE, 1)).message).toMatch(/round 1 is drawn from a list of teams/);
    expect(thrown(() => swissDraw(EXAMPLE, "x")).message).toMatch(/round: expected the round to draw/);
    expect(thrown(() => swissDraw(EXAMPLE, null, [["seed 4"]])).message).toMatch(/seed draws a first round/);
  });

  test("rounds that do not follow each other are named by row", () => {
    const skipped = [...EXAMPLE.slice(0, 3), [3, "Aces", "Queens", 8, 5, 25]];
    expect(thrown(() => swissDraw(skipped)).message).toMatch(
      /row 4, column 1 of results: round 3 follows round 1/,
    );
  });

  test("a million rows: mostly blank is read, all filled is refused", () => {
    const blank = ["", "", "", "", "", ""];
    const mostlyBlank = [...EXAMPLE, ...Array.from({ length: 1_000_000 - EXAMPLE.length }, () => blank)];
    expect(standings(mostlyBlank)[1]).toEqual([1, "Queens", 2, 26.46, 37, 17]);
    const row = [1, "Aces", "Kings", 8, 30, 10];
    const full = [EXAMPLE[0], ...Array.from({ length: 999_999 }, () => row)];
    expect(thrown(() => swissDraw(full)).message).toMatch(
      /holds 1,000,000 rows, more than the 100,000 a formula scores/,
    );
  });
});
