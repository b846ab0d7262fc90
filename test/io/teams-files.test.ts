// Teams files as other programs may write them: what the PBN and USEBIO readers take from a teams
// file's tags and elements, and the problems they name (with the line or element) when a teams
// file does not give what a match needs.
import * as fs from "node:fs";
import * as path from "node:path";
import { readPbn } from "../../src/io/pbn";
import { ResultsFileError, sectionGrid, teamsMethodFromWords } from "../../src/io/results-file";
import { readUsebio } from "../../src/io/usebio";
import { readTeamsEvent, scoreTeamsEvent } from "../../src/scoring";

const problems = (f: () => unknown): readonly string[] => {
  try {
    f();
  } catch (e) {
    if (e instanceof ResultsFileError) return e.problems;
    throw e;
  }
  throw new Error("no error");
};

/** One PBN game of a teams match: board 1 unless given, the tags as given. */
const game = (tags: Record<string, string>): string =>
  Object.entries({ Board: "1", ...tags })
    .map(([k, v]) => `[${k} "${v}"]`)
    .join("\n");
const teams = { HomeTeam: "Aces", VisitTeam: "Kings", Round: "1" };

test("the teams method a file's words name, and none for words of pairs scoring", () => {
  const words = [
    "IMP",
    "IMPS",
    "BAM",
    "Board-a-match",
    "BOARD_A_MATCH",
    "TotalPoints",
    "Total scores",
    "AGGREGATE",
  ];
  expect(words.map(teamsMethodFromWords)).toEqual([
    "imps",
    "imps",
    "bam",
    "bam",
    "bam",
    "aggregate",
    "aggregate",
    "aggregate",
  ]);
  expect(["MATCH_POINTS", "MatchPoints", "Teams"].map(teamsMethodFromWords)).toEqual([null, null, null]);
});

describe("PBN teams files", () => {
  test("the rooms seat the teams (open: home NS), and the closed room may come first", () => {
    const pbn = [
      game({ ...teams, Room: "Closed", Contract: "4S", Declarer: "N", Result: "9", Score: "NS -50" }),
      game({ ...teams, Room: "Open", Contract: "4S", Declarer: "N", Result: "10", Score: "NS 420" }),
    ].join("\n\n");
    const file = readPbn(pbn, "m.pbn");
    expect(file.sections[0].kind).toBe("teams");
    expect(sectionGrid(file.sections[0]).cells.slice(1)).toEqual([
      [1, 1, "Open", "Aces", "Kings", "4S", "N", 10, 420],
      [1, 1, "Closed", "Kings", "Aces", "4S", "N", 9, -50],
    ]);
    expect(sectionGrid(file.sections[0]).rowSource).toEqual(["line 11", "line 1"]);
  });

  test("[Score] in the standard's forms: declarer's score, EW's score, both sides' scores", () => {
    const pbn = [
      // Declarer E's own score 420 is NS -420; "EW 50" is NS -50; "NS 100 EW -100" is NS +100.
      game({ ...teams, Room: "Open", Contract: "4H", Declarer: "E", Result: "10", Score: "420" }),
      game({ ...teams, Room: "Closed", Score: "EW 50" }),
      game({ ...teams, Board: "2", Room: "Open", Score: "NS 100 EW -100" }),
      game({ ...teams, Board: "2", Room: "Closed", Score: "NS A= EW A=" }),
    ].join("\n\n");
    const cells = sectionGrid(readPbn(pbn, "s.pbn").sections[0]).cells;
    expect(cells.slice(1).map((r) => r[8])).toEqual([-420, -50, 100, "A=/A="]);
  });

  test("without a [Round] the match is round 1; without a [Scoring] the method is left to the director", () => {
    const pbn = [game({ HomeTeam: "A", VisitTeam: "B", Room: "Open", Score: "NS 110" })].join("\n\n");
    const s = readPbn(pbn, "r.pbn").sections[0];
    expect(sectionGrid(s).cells[1].slice(0, 5)).toEqual([1, 1, "Open", "A", "B"]);
    expect(s.scoring.teamsMethod).toBeUndefined();
  });

  test("a game without its room or its teams, a room twice, a score that is not read: each named by its line", () => {
    const pbn = [
      game({ HomeTeam: "Aces", Score: "NS 420" }),
      game({ ...teams, Room: "Lounge", Score: "NS 420" }),
      game({ HomeTeam: "Aces", Room: "Open", Score: "NS 420" }),
      game({ ...teams, Room: "Open", Score: "NS 420" }),
      game({ ...teams, Room: "Open", Score: "NS 420" }),
      game({ ...teams, Board: "2", Room: "Open", Score: "lots" }),
    ].join("\n\n");
    expect(problems(() => readPbn(pbn, "bad.pbn"))).toEqual([
      'line 1: no [Room]: expected [Room "Open"] (the home team NS) or [Room "Closed"] (the home team EW) in each game of a teams match.',
      'line 1: a room of a teams match needs both teams: expected [HomeTeam "..."] and [VisitTeam "..."] with the teams\' names.',
      'line 5: [Room "Lounge"]: expected [Room "Open"] (the home team NS) or [Room "Closed"] (the home team EW) in each game of a teams match.',
      'line 12: a room of a teams match needs both teams: expected [HomeTeam "..."] and [VisitTeam "..."] with the teams\' names.',
      "line 24: board 1 of Aces v Kings (round 1) appears a second time in the open room.",
      'line 31: [Score "lots"]: expected the NS score ("NS 420", "EW 50", "NS 420 EW -420"), or an award to each side ("NS A+ EW A-").',
    ]);
  });

  test("without [Room], each game's HomeTeam sat NS: the two tables of a match, the teams swapped, are its rooms", () => {
    // A match of two boards in the PBN standard's layout (test/fixtures/files/teams-no-room.pbn),
    // its games in the order board 1 Aces NS, board 2 Kings NS, board 1 Kings NS, board 2 Aces NS.
    // Board 1: 4S by N, 10 tricks, +420 with Aces NS; 4S by N one down, EW (Aces) +50 with Kings
    // NS: Aces +470 net, 10 IMPs (430-490). Board 2 (NS vulnerable): 3NT by S, 10 tricks, +630 with
    // Kings NS; 9 tricks, +600 with Aces NS: Aces -30 net, Kings 1 IMP (20-40). Aces 10, Kings 1.
    const text = fs.readFileSync(
      path.join(__dirname, "..", "fixtures", "files", "teams-no-room.pbn"),
      "utf8",
    );
    const file = readPbn(text, "teams-no-room.pbn");
    expect(file.sections[0].kind).toBe("teams");
    expect(sectionGrid(file.sections[0]).cells.slice(1)).toEqual([
      [1, 1, "Open", "Aces", "Kings", "4S", "N", 10, 420],
      [1, 1, "Closed", "Kings", "Aces", "4S", "N", 9, -50],
      [1, 2, "Open", "Aces", "Kings", "3NT", "S", 9, 600],
      [1, 2, "Closed", "Kings", "Aces", "3NT", "S", 10, 630],
    ]);
    const event = readTeamsEvent(sectionGrid(file.sections[0]).cells);
    expect(event.problems).toEqual([]);
    const [m] = scoreTeamsEvent(event, { method: "imps", vp: null }).matches;
    expect([m.home, m.away]).toEqual(["Aces", "Kings"]);
    expect(m.boards.map((b) => [b.board, b.home, b.away])).toEqual([
      [1, 10, 0],
      [2, 0, 1],
    ]);
    expect(m.total).toEqual({ home: 10, away: 1 });
  });

  test("without [Room], a board given twice with the same team NS is refused, saying how the tables are told apart", () => {
    const pbn = [
      game({ HomeTeam: "Aces", VisitTeam: "Kings", Score: "NS 420" }),
      game({ HomeTeam: "Aces", VisitTeam: "Kings", Score: "NS 450" }),
    ].join("\n\n");
    expect(problems(() => readPbn(pbn, "twice.pbn"))).toEqual([
      "line 6: board 1 of Aces v Kings (round 1) appears a second time with Aces NS: without [Room], each game's HomeTeam is the team NS at its table, so the match's other table names Kings as HomeTeam.",
    ]);
  });

  test("a teams competition written as score tables of pairs is refused, saying what a teams file gives", () => {
    const pbn = [
      '[Event "E"]',
      '[Board "1"]',
      '[Competition "Teams"]',
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Score_NS\\4R;Score_EW\\4R"]',
      " 1  2  420 -",
    ].join("\n");
    expect(problems(() => readPbn(pbn, "t.pbn"))).toEqual([
      '"E": [Competition "Teams"] is a teams event, but its games carry score tables of pairs: expected one game per board per room, each with [Room "Open"] or [Room "Closed"], [HomeTeam], [VisitTeam], [Round] and the room\'s [Contract], [Declarer], [Result] and [Score].',
    ]);
  });

  test("a section mixing rooms of teams matches with score tables of pairs is refused", () => {
    const pbn = [
      game({ Event: "E", ...teams, Room: "Open", Score: "NS 420" }),
      [
        '[Event "E"]',
        '[Board "2"]',
        '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Score_NS\\4R;Score_EW\\4R"]',
        " 1  2  420 -",
      ].join("\n"),
    ].join("\n\n");
    expect(problems(() => readPbn(pbn, "mix.pbn"))).toEqual([
      'line 10: a score table in "E", whose other games are rooms of a teams match: a teams file gives each room\'s result in its own game ([Room], [HomeTeam], [VisitTeam], [Contract], [Declarer], [Result], [Score]).',
    ]);
  });
});

describe("USEBIO teams files", () => {
  const line = (direction: string, ns: string, ew: string, score: number) =>
    `<TRAVELLER_LINE>${direction ? `<DIRECTION>${direction}</DIRECTION>` : ""}<NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><SCORE>${score}</SCORE></TRAVELLER_LINE>`;
  const xml = (participants: string, match: string, type = "SWISS_TEAMS") =>
    [
      `<USEBIO Version="1.2"><EVENT EVENT_TYPE="${type}"><EVENT_DESCRIPTION>Swiss</EVENT_DESCRIPTION>`,
      "<BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD><MATCH_SCORING_METHOD>VPS</MATCH_SCORING_METHOD>",
      `<SESSION><SECTION><SECTION_ID>A</SECTION_ID><PARTICIPANTS>${participants}</PARTICIPANTS>`,
      match,
      "</SECTION></SESSION></EVENT></USEBIO>",
    ].join("\n");

  test("teams named by TEAM_NUMBER and TEAM_NAME elements; a line without DIRECTION placed by its pair numbers", () => {
    const file = readUsebio(
      xml(
        "<TEAM><TEAM_NUMBER>7</TEAM_NUMBER><TEAM_NAME>Aces</TEAM_NAME></TEAM><TEAM><TEAM_NUMBER>9</TEAM_NUMBER><PLAYER><PLAYER_NAME>Kay</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Lee</PLAYER_NAME></PLAYER></TEAM>",
        // The closed room first, without DIRECTION: team 9 (the away team) NS there.
        `<MATCH><ROUND_NUMBER>3</ROUND_NUMBER><TEAM>7</TEAM><OPPOSING_TEAM>9</OPPOSING_TEAM><TEAM_SCORE>13.78</TEAM_SCORE><OPPOSING_TEAM_SCORE>6.22</OPPOSING_TEAM_SCORE><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line("", "9", "7", -50)}${line("", "7", "9", 420)}</BOARD></MATCH>`,
      ),
      "swiss.xml",
    );
    const s = file.sections[0];
    expect([s.kind, s.event, s.section, s.scoring.teamsMethod, s.scoring.described]).toEqual([
      "teams",
      "Swiss",
      "A",
      "imps",
      "SWISS_TEAMS; IMPS; VPS",
    ]);
    expect(sectionGrid(s).cells.slice(1)).toEqual([
      [3, 1, "Open", "Aces", "Kay - Lee", "", "", "", 420],
      [3, 1, "Closed", "Kay - Lee", "Aces", "", "", "", -50],
    ]);
    // The file's VPs are kept as published; its IMPs are not given beside them.
    expect(s.matches).toEqual([
      { round: "3", home: "Aces", away: "Kay - Lee", total: null, vp: { home: 13.78, away: 6.22 } },
    ]);
    // 420 and -50: net +470 to Aces, 10 IMPs, one board.
    const scored = scoreTeamsEvent(readTeamsEvent(sectionGrid(s).cells));
    expect(scored.matches[0].total).toEqual({ home: 10, away: 0 });
  });

  test("a line without DIRECTION whose pair numbers are TeamsScorer's team-seat-seat (9-1-2) is placed by its team", () => {
    const file = readUsebio(
      xml(
        "",
        // The closed room first: team 9's pair 1-2 NS, team 7's pair 3-4 EW.
        `<MATCH><TEAM>7</TEAM><OPPOSING_TEAM>9</OPPOSING_TEAM><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line("", "9-1-2", "7-3-4", -50)}${line("", "7-1-2", "9-3-4", 420)}</BOARD></MATCH>`,
      ),
      "ts.xml",
    );
    expect(sectionGrid(file.sections[0]).cells.slice(1)).toEqual([
      [1, 1, "Open", "7", "9", "", "", "", 420],
      [1, 1, "Closed", "9", "7", "", "", "", -50],
    ]);
  });

  test("MATCH elements naming their TEAM make a teams event whatever the event type says", () => {
    const file = readUsebio(
      xml(
        "",
        `<MATCH><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line("NS", "1", "2", 420)}${line("EW", "2", "1", -50)}</BOARD></MATCH>`,
        "HEAD_TO_HEAD",
      ),
      "h2h.xml",
    );
    // Without PARTICIPANTS the teams are their numbers (as text); without ROUND_NUMBER the match is round 1.
    expect(
      sectionGrid(file.sections[0])
        .cells.slice(1)
        .map((r) => r.slice(0, 5)),
    ).toEqual([
      [1, 1, "Open", "1", "2"],
      [1, 1, "Closed", "2", "1"],
    ]);
  });

  test("a MATCH without its teams, a bad DIRECTION and a board twice in a match: each named by its element", () => {
    const bad = readUsebio.bind(
      null,
      xml(
        "",
        [
          `<MATCH><TEAM>1</TEAM><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line("NS", "1", "2", 420)}</BOARD></MATCH>`,
          `<MATCH><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line("UP", "1", "2", 420)}</BOARD><BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD></MATCH>`,
        ].join("\n"),
      ),
      "bad.xml",
    );
    expect(problems(bad)).toEqual([
      "USEBIO/EVENT/SESSION/SECTION/MATCH[1] (line 4): a MATCH needs its two teams: expected TEAM and OPPOSING_TEAM with the teams' numbers.",
      'USEBIO/EVENT/SESSION/SECTION/MATCH[2]/BOARD[1]/TRAVELLER_LINE (line 5)/DIRECTION is "UP": expected NS or EW (where TEAM sat).',
      "USEBIO/EVENT/SESSION/SECTION/MATCH[2]/BOARD[2] (line 5): board 1 appears a second time in USEBIO/EVENT/SESSION/SECTION/MATCH[2].",
    ]);
  });
});
