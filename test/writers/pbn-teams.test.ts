import {
  readTeamsEvent,
  scoreTeamsEvent,
  type TeamsEvent,
  type TeamsScoringOptions,
} from "../../src/scoring";
import { writeTeamsPbn } from "../../src/writers/pbn-teams";
import { BAM_MATCH, IMPS_WBF, roomsSheet, teamsExample } from "../support/teams-sheets";

function pbnOf(event: TeamsEvent, options: TeamsScoringOptions, title: string | null = "Club teams"): string {
  return writeTeamsPbn(event, scoreTeamsEvent(event, options), { event: title });
}

/** The games of a PBN text: each game's tags by name, and the lines under each table tag. */
function games(pbn: string): { tags: Map<string, string>; tables: Map<string, string[]> }[] {
  return pbn
    .split("\r\n\r\n")
    .slice(1)
    .map((game) => {
      const tags = new Map<string, string>();
      const tables = new Map<string, string[]>();
      let table: string | null = null;
      for (const line of game.split("\r\n").filter((l) => l !== "")) {
        const m = /^\[(\w+) "((?:[^"\\]|\\.)*)"\]$/.exec(line);
        if (m) {
          tags.set(m[1], m[2].replace(/\\(["\\])/g, "$1"));
          table = /Table$/.test(m[1]) ? m[1] : null;
          if (table) tables.set(table, [m[2]]);
        } else if (table) tables.get(table)!.push(line);
      }
      return { tags, tables };
    });
}

/** A table's rows as cells (quotes dropped), the header's column names first. */
function rows(lines: readonly string[]): string[][] {
  const [head, ...body] = lines;
  return [
    head.split(";").map((c) => c.replace(/\\.*$/, "")),
    ...body.map((l) => [...l.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => m[1] ?? m[2])),
  ];
}

describe("the teams PBN writer", () => {
  test("a game per board per room: the open room (home NS) then the closed room, with the teams tags", () => {
    const pbn = pbnOf(teamsExample(), IMPS_WBF);
    expect(pbn.startsWith("% PBN 2.1\r\n% EXPORT\r\n%Content-type: text/x-pbn; charset=UTF-8\r\n")).toBe(
      true,
    );
    const g = games(pbn);
    // Eight boards, two rooms each.
    expect(g).toHaveLength(16);
    expect(g.map((x) => [x.tags.get("Board"), x.tags.get("Room")])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((b) => [
        [String(b), "Open"],
        [String(b), "Closed"],
      ]),
    );
    for (const x of g) {
      expect(x.tags.get("Event")).toBe("Club teams");
      expect(x.tags.get("Competition")).toBe("Teams");
      expect(x.tags.get("Scoring")).toBe("IMP");
      expect(x.tags.get("Round")).toBe("1");
      expect(x.tags.get("HomeTeam")).toBe("Aces");
      expect(x.tags.get("VisitTeam")).toBe("Kings");
    }
    // Board 1 is dealt by North, nobody vulnerable; board 2 by East, NS vulnerable.
    expect([g[0].tags.get("Dealer"), g[0].tags.get("Vulnerable")]).toEqual(["N", "None"]);
    expect([g[2].tags.get("Dealer"), g[2].tags.get("Vulnerable")]).toEqual(["E", "NS"]);
  });

  test("each room's contract, declarer, tricks and NS score, and the board's IMPs from the room's seats", () => {
    const [open, closed] = games(pbnOf(teamsExample(), IMPS_WBF));
    const result = (x: (typeof open)["tags"]) =>
      ["Contract", "Declarer", "Result", "Score", "ScoreIMP"].map((t) => x.get(t));
    // Open: Aces NS make 4S, +420. Closed: Kings NS go one down, -50. Net +470 to Aces, 10 IMPs:
    // NS won them in the open room (Aces), EW in the closed room (Aces again).
    expect(result(open.tags)).toEqual(["4S", "N", "10", "NS 420", "NS 10 EW 0"]);
    expect(result(closed.tags)).toEqual(["4S", "N", "9", "NS -50", "NS 0 EW 10"]);
  });

  test("the first game holds the standings and the matches; no other game has a table", () => {
    const g = games(pbnOf(teamsExample(), IMPS_WBF));
    expect(rows(g[0].tables.get("TotalScoreTable")!)).toEqual([
      ["Rank", "TeamId", "TeamName", "NrBoards", "TotalScoreVP", "TotalScoreIMP"],
      ["1", "1", "Aces", "8", "13.78", "10"],
      ["2", "2", "Kings", "8", "6.22", "-10"],
    ]);
    expect(rows(g[0].tables.get("MatchScoreTable")!)).toEqual([
      ["Round", "TeamId_Home", "TeamId_Away", "NrBoards", "IMP_Home", "IMP_Away", "VP_Home", "VP_Away"],
      ["1", "1", "2", "8", "10", "0", "13.78", "6.22"],
    ]);
    expect(g.slice(1).every((x) => x.tables.size === 0)).toBe(true);
  });

  test('board-a-match: [Scoring "BAM"], no [ScoreIMP], board points in the tables', () => {
    // BAM_MATCH: 420 v 400 won, 100 v 100 tied, -100 v 50 lost, 620 v 600 won: 2.5 to 1.5.
    const event = readTeamsEvent(BAM_MATCH);
    const g = games(pbnOf(event, { method: "bam" }));
    expect(g.every((x) => x.tags.get("Scoring") === "BAM" && !x.tags.has("ScoreIMP"))).toBe(true);
    expect(rows(g[0].tables.get("MatchScoreTable")!)).toEqual([
      ["Round", "TeamId_Home", "TeamId_Away", "NrBoards", "BAM_Home", "BAM_Away"],
      ["1", "1", "2", "4", "2.50", "1.50"],
    ]);
    expect(rows(g[0].tables.get("TotalScoreTable")!)).toEqual([
      ["Rank", "TeamId", "TeamName", "NrBoards", "TotalScoreBAM"],
      ["1", "1", "Aces", "4", "2.50"],
      ["2", "2", "Kings", "4", "1.50"],
    ]);
    // Aggregate: the net points, 20 + 0 - 150 + 20 = -110 to Aces, 110 to Kings.
    const agg = games(pbnOf(event, { method: "aggregate" }));
    expect(agg[0].tags.get("Scoring")).toBe("TotalPoints");
    expect(rows(agg[0].tables.get("TotalScoreTable")!).map((r) => r[4])).toEqual([
      "TotalScore",
      "110",
      "-110",
    ]);
  });

  test("awards, boards not played, pass-outs and weighted scores in [Score]", () => {
    const event = readTeamsEvent([
      ["Board", "Room", "NS", "EW", "Contract", "By", "Tricks", "NS score"],
      [1, "Open", "Aces", "Kings", "", "", "", "A+/A-"],
      [1, "Closed", "Kings", "Aces", "", "", "", 420],
      [2, "Open", "Aces", "Kings", "Pass", "", "", 0],
      [2, "Closed", "Kings", "Aces", "", "", "", "NP"],
      [3, "Open", "Aces", "Kings", "", "", "", "60% 420, 40% -50"],
      [3, "Closed", "Kings", "Aces", "", "", "", 140],
    ]);
    expect(event.problems).toEqual([]);
    const g = games(pbnOf(event, { method: "imps" }));
    expect(g.map((x) => ["Contract", "Declarer", "Result", "Score"].map((t) => x.tags.get(t)))).toEqual([
      ["", "", "", "NS A+ EW A-"],
      ["", "", "", "NS 420"],
      ["Pass", "", "", "NS 0"],
      ["", "", "", ""],
      ["", "", "", "60% 420, 40% -50"],
      ["", "", "", "NS 140"],
    ]);
    // Board 1: A+ to Aces is 3 IMPs; board 2 is not scored (no [ScoreIMP]); board 3: 2.2 IMPs to
    // Aces (0.6 x 7 + 0.4 x -5, test/scoring/teams works it out), two decimals.
    expect(g.map((x) => x.tags.get("ScoreIMP"))).toEqual([
      "NS 3 EW 0",
      "NS 0 EW 3",
      undefined,
      undefined,
      "NS 2.20 EW 0",
      "NS 0 EW 2.20",
    ]);
  });

  test("a name holding quotes, backslashes or ] is escaped in its tag and cell; a line break becomes a space", () => {
    const event = readTeamsEvent(
      roomsSheet([{ round: 1, home: 'The "Q" ] \\ Team', away: "Kings", boards: [[420, -50]] }]),
    );
    const pbn = pbnOf(event, IMPS_WBF, "Line one\nline two");
    expect(pbn).toContain('[HomeTeam "The \\"Q\\" ] \\\\ Team"]');
    expect(pbn).toContain('[Event "Line one line two"]');
    expect(pbn).toContain('"The \\"Q\\" ] \\\\ Team"');
  });
});
