// Round trips of teams events through the project's own files: a teams scoresheet read and
// scored by the core, written as PBN and as USEBIO (src/writers), read back (src/io) into a teams
// section whose grid is a teams scoresheet again, scores to the same matches, board results,
// match totals, VPs and standings; and whatever the teams are called comes back as written.
import { readPbn } from "../../src/io/pbn";
import { readUsebio } from "../../src/io/usebio";
import { sectionGrid, type FileSection } from "../../src/io/results-file";
import {
  readTeamsEvent,
  scoreTeamsEvent,
  type ScoredTeamsEvent,
  type TeamsEvent,
  type TeamsScoringOptions,
} from "../../src/scoring";
import { writeTeamsPbn } from "../../src/writers/pbn-teams";
import { writeTeamsUsebio } from "../../src/writers/usebio-teams";
import { BAM_MATCH, IMPS_WBF, ROUND_ROBIN, roomsSheet, teamsExample } from "../support/teams-sheets";

type Format = "pbn" | "usebio";
const FORMATS: readonly Format[] = ["pbn", "usebio"];

/** What a director compares: each match's board results, totals and VPs, and the standings. */
function summary(s: ScoredTeamsEvent) {
  return {
    method: s.method,
    matches: s.matches.map((m) => ({
      round: m.round,
      home: m.home,
      away: m.away,
      boards: m.boards.map((b) => [b.board, b.home, b.away, b.net, b.note]),
      boardCount: m.boardCount,
      total: m.total,
      vp: m.vp,
    })),
    standings: s.standings.map((t) => [t.team, t.rank, t.played, t.vp, t.score, t.impsFor, t.impsAgainst]),
  };
}

/** The event written in `format` with the scoring `options`, read back: the file's one section and its event scored again. */
function roundTrip(event: TeamsEvent, options: TeamsScoringOptions, format: Format, title = "Club teams") {
  const scored = scoreTeamsEvent(event, options);
  const text =
    format === "pbn"
      ? writeTeamsPbn(event, scored, { event: title })
      : writeTeamsUsebio(event, scored, { event: title });
  const file = (format === "pbn" ? readPbn : readUsebio)(text, `teams.${format === "pbn" ? "pbn" : "xml"}`);
  expect(file?.format).toBe(format);
  expect(file!.sections).toHaveLength(1);
  const section: FileSection = file!.sections[0];
  expect(section.kind).toBe("teams");
  const back = readTeamsEvent(sectionGrid(section).cells);
  expect(back.problems).toEqual([]);
  return { text, section, back, scored, again: scoreTeamsEvent(back, options) };
}

describe.each(FORMATS)("examples/teams-match.csv through %s", (format) => {
  const { section, back, scored, again } = roundTrip(teamsExample(), IMPS_WBF, format);

  test("the same match, board IMPs, match IMPs and VPs as the scoresheet scored directly", () => {
    expect(summary(again)).toEqual(summary(scored));
  });

  test("the numbers a director checks by hand: 10 IMPs to 0, 13.78 VPs to 6.22", () => {
    const m = again.matches[0];
    expect([m.round, m.home, m.away]).toEqual(["1", "Aces", "Kings"]);
    // Board 1 nets 470 to Aces, 10 IMPs; boards 2 to 8 are flat (worked at teamsExample in
    // test/support/teams-sheets.ts).
    expect(m.boards.map((b) => [b.board, b.home, b.away])).toEqual([
      [1, 10, 0],
      ...[2, 3, 4, 5, 6, 7, 8].map((b) => [b, 0, 0]),
    ]);
    expect(m.total).toEqual({ home: 10, away: 0 });
    // 10 IMPs over 8 boards on the WBF 2013 scale (worked at teamsExample).
    expect(m.vp).toEqual({ home: 13.78, away: 6.22 });
    expect(again.standings.map((t) => [t.team, t.rank, t.vp])).toEqual([
      ["Aces", "1", 13.78],
      ["Kings", "2", 6.22],
    ]);
  });

  test("the file says how it was scored, and publishes the match's IMPs and VPs", () => {
    expect(section.scoring.teamsMethod).toBe("imps");
    expect(section.matches).toEqual([
      {
        round: "1",
        home: "Aces",
        away: "Kings",
        total: { home: 10, away: 0 },
        vp: { home: 13.78, away: 6.22 },
      },
    ]);
  });

  test("the grid is the teams scoresheet: its header and each room's contract, declarer and tricks", () => {
    const cells = sectionGrid(section).cells;
    expect(cells[0]).toEqual(["Round", "Board", "Room", "NS", "EW", "Contract", "By", "Tricks", "NS score"]);
    expect(cells.slice(1, 3)).toEqual([
      [1, 1, "Open", "Aces", "Kings", "4S", "N", 10, 420],
      [1, 1, "Closed", "Kings", "Aces", "4S", "N", 9, -50],
    ]);
    expect(cells).toHaveLength(17);
    expect(back.teams).toEqual(["Aces", "Kings"]);
  });
});

describe.each(FORMATS)("a board-a-match event and an aggregate one through %s", (format) => {
  // BAM_MATCH: 2.5 board points to 1.5 (5 to 3 on the British scale), aggregate -110 to the home
  // team (worked in test/support/teams-sheets.ts).
  const cells = BAM_MATCH;

  test("board-a-match: the same board points, 2.5 to 1.5, and the file says BAM", () => {
    const { section, scored, again } = roundTrip(readTeamsEvent(cells), { method: "bam" }, format);
    expect(section.scoring.teamsMethod).toBe("bam");
    expect(summary(again)).toEqual(summary(scored));
    expect(again.matches[0].total).toEqual({ home: 2.5, away: 1.5 });
    expect(section.matches?.[0]).toMatchObject({ total: { home: 2.5, away: 1.5 }, vp: null });
  });

  test("board-a-match on the British scale: 5 to 3", () => {
    const { again, scored } = roundTrip(
      readTeamsEvent(cells),
      { method: "bam", bamScale: "british" },
      format,
    );
    expect(summary(again)).toEqual(summary(scored));
    expect(again.matches[0].total).toEqual({ home: 5, away: 3 });
  });

  test("aggregate: the same points, -110 to the home team, and the file says so", () => {
    const { section, scored, again } = roundTrip(readTeamsEvent(cells), { method: "aggregate" }, format);
    expect(section.scoring.teamsMethod).toBe("aggregate");
    expect(summary(again)).toEqual(summary(scored));
    expect(again.matches[0].margin).toBe(-110);
  });
});

describe.each(FORMATS)("a two-round event of four teams through %s", (format) => {
  // The first two rounds of ROUND_ROBIN: A beats B 10-0, C and D draw 0-0; C beats A 10-0, B
  // beats D 10-0.
  const cells = roomsSheet(ROUND_ROBIN.filter((m) => m.round <= 2));

  test("the same four matches, in their rounds, and the same standings", () => {
    const { scored, again } = roundTrip(readTeamsEvent(cells), IMPS_WBF, format);
    expect(summary(again)).toEqual(summary(scored));
    expect(again.matches.map((m) => [m.round, m.home, m.away, m.total.home, m.total.away])).toEqual([
      ["1", "A", "B", 10, 0],
      ["1", "C", "D", 0, 0],
      ["2", "A", "C", 0, 10],
      ["2", "B", "D", 10, 0],
    ]);
    // WBF 2013, 2 boards: 10 IMPs is 16.46 to 3.54, a draw 10 to 10 (test/scoring/teams works it).
    // A 16.46 + 3.54 = 20, B 3.54 + 16.46 = 20, C 10 + 16.46 = 26.46, D 10 + 3.54 = 13.54; A beat B.
    expect(again.standings.map((t) => [t.team, t.rank, t.vp])).toEqual([
      ["C", "1", 26.46],
      ["A", "2", 20],
      ["B", "3", 20],
      ["D", "4", 13.54],
    ]);
  });

  test("without VPs: the same IMP totals and standings by IMP difference", () => {
    const { scored, again, section } = roundTrip(readTeamsEvent(cells), { method: "imps", vp: null }, format);
    expect(summary(again)).toEqual(summary(scored));
    expect(section.matches?.map((m) => [m.home, m.away, m.total, m.vp])).toEqual([
      ["A", "B", { home: 10, away: 0 }, null],
      ["C", "D", { home: 0, away: 0 }, null],
      ["A", "C", { home: 0, away: 10 }, null],
      ["B", "D", { home: 10, away: 0 }, null],
    ]);
  });
});

describe("awards, boards not played, passed-out boards and weighted scores", () => {
  // Board 1: an award A+ to Aces NS in the open room (3 IMPs, Kings -3); board 2 not played in the
  // closed room (not scored); board 3 passed out in the open room, 110 the other way (-110 to
  // Aces: 3 IMPs to Kings); board 4 60% 420, 40% -50 against 140 (2.2 IMPs, test/scoring/teams).
  const cells: unknown[][] = [
    ["Round", "Board", "Room", "NS", "EW", "Contract", "By", "Tricks", "NS score"],
    [1, 1, "Open", "Aces", "Kings", "", "", "", "A+/A-"],
    [1, 1, "Closed", "Kings", "Aces", "4H", "S", 10, 420],
    [1, 2, "Open", "Aces", "Kings", "1NT", "N", 7, 90],
    [1, 2, "Closed", "Kings", "Aces", "", "", "", "NP"],
    [1, 3, "Open", "Aces", "Kings", "Pass", "", "", 0],
    [1, 3, "Closed", "Kings", "Aces", "2S", "N", 8, 110],
    [1, 4, "Open", "Aces", "Kings", "", "", "", "60% 420, 40% -50"],
    [1, 4, "Closed", "Kings", "Aces", "", "", "", 140],
  ];

  test("PBN gives each of them back, and they score the same", () => {
    const event = readTeamsEvent(cells);
    expect(event.problems).toEqual([]);
    const { scored, again } = roundTrip(event, IMPS_WBF, "pbn");
    expect(summary(again)).toEqual(summary(scored));
    expect(again.matches[0].boards.map((b) => [b.home, b.away, b.note])).toEqual([
      [3, 0, "award"],
      [null, null, "notPlayed"],
      [0, 3, null],
      [2.2, 0, "weighted"],
    ]);
  });

  test("USEBIO gives back the award, NP and the pass-out; its reader names the weighted score it cannot read", () => {
    const event = readTeamsEvent(cells.slice(0, 7));
    const { scored, again } = roundTrip(event, IMPS_WBF, "usebio");
    expect(summary(again)).toEqual(summary(scored));
    const text = writeTeamsUsebio(readTeamsEvent(cells), scoreTeamsEvent(readTeamsEvent(cells), IMPS_WBF));
    expect(() => readUsebio(text, "w.xml")).toThrow(
      /BOARD\[4\]\/TRAVELLER_LINE\[1\] \(line \d+\)\/SCORE is "60%420,40%-50": expected the NS score in points/,
    );
  });
});

describe.each(FORMATS)("team names and titles from the user through %s", (format) => {
  const hostile = [
    "<script>alert(1)</script>",
    '=HYPERLINK("http://example.org","click")',
    'The "Quoted" ] Team',
    'Back\\slash "half; {braced} & co',
  ];
  const cells = roomsSheet([
    {
      round: 1,
      home: hostile[0],
      away: hostile[1],
      boards: [
        [420, -50],
        [110, 110],
      ],
    },
    {
      round: 1,
      home: hostile[2],
      away: hostile[3],
      boards: [
        [-50, 420],
        [110, 110],
      ],
    },
  ]);

  test("come back as the same text, and score the same", () => {
    const event = readTeamsEvent(cells);
    expect(event.problems).toEqual([]);
    const title = 'Club <b>"teams"</b> ] & =SUM(A1)';
    const { section, back, scored, again } = roundTrip(event, IMPS_WBF, format, title);
    expect(section.event).toBe(title);
    expect(back.teams).toEqual(hostile);
    expect(summary(again)).toEqual(summary(scored));
    expect(section.matches?.map((m) => [m.home, m.away])).toEqual([
      [hostile[0], hostile[1]],
      [hostile[2], hostile[3]],
    ]);
  });
});
