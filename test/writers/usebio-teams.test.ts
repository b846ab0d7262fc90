import {
  readTeamsEvent,
  scoreTeamsEvent,
  type TeamsEvent,
  type TeamsScoringOptions,
} from "../../src/scoring";
import { writeTeamsUsebio } from "../../src/writers/usebio-teams";
import { BAM_MATCH, IMPS_WBF, roomsSheet, teamsExample } from "../support/teams-sheets";
import { descendants, parseXml, type XmlElement } from "../support/xml";

/** The file written, and parsed by the tests' strict XML reader (which fails on anything not well-formed). */
function usebioOf(event: TeamsEvent, options: TeamsScoringOptions, title = "Club teams") {
  const xml = writeTeamsUsebio(event, scoreTeamsEvent(event, options), { event: title });
  return { xml, root: parseXml(xml) };
}

const child = (e: XmlElement, name: string): string | undefined =>
  e.children.find((c) => c.name === name)?.text;
const all = (root: XmlElement, name: string): XmlElement[] =>
  descendants(root).filter((e) => e.name === name);

describe("the teams USEBIO writer", () => {
  test("well-formed USEBIO 1.2: a TEAMS event scored in IMPs and VPs, its teams with their places", () => {
    const { root } = usebioOf(teamsExample(), IMPS_WBF);
    expect([root.name, root.attributes.Version]).toEqual(["USEBIO", "1.2"]);
    const event = root.children[0];
    expect([event.attributes.EVENT_TYPE, child(event, "EVENT_DESCRIPTION")]).toEqual(["TEAMS", "Club teams"]);
    expect([child(event, "BOARD_SCORING_METHOD"), child(event, "MATCH_SCORING_METHOD")]).toEqual([
      "IMPS",
      "VPS",
    ]);
    expect(
      all(root, "TEAM")
        .filter((t) => t.attributes.TEAM_ID !== undefined)
        .map((t) => [
          t.attributes.TEAM_ID,
          t.attributes.TEAM_NAME,
          child(t, "PLACE"),
          child(t, "TOTAL_SCORE"),
          child(t, "BOARDS_PLAYED"),
        ]),
    ).toEqual([
      ["1", "Aces", "1", "13.78", "8"],
      ["2", "Kings", "2", "6.22", "8"],
    ]);
  });

  test("the match: round, the teams' numbers, VPs as its score and IMPs beside them, a BOARD per board", () => {
    const { root } = usebioOf(teamsExample(), IMPS_WBF);
    const [match] = all(root, "MATCH");
    expect(
      [
        "ROUND_NUMBER",
        "TEAM",
        "OPPOSING_TEAM",
        "TEAM_SCORE",
        "OPPOSING_TEAM_SCORE",
        "TEAM_IMPS",
        "OPPOSING_TEAM_IMPS",
      ].map((n) => child(match, n)),
    ).toEqual(["1", "1", "2", "13.78", "6.22", "10", "0"]);
    const boards = match.children.filter((c) => c.name === "BOARD");
    // Board 1: +420 in the open room, -50 in the closed: net +470 to Aces, 10 IMPs; the rest flat.
    expect(boards.map((b) => [child(b, "BOARD_NUMBER"), child(b, "IMPS")])).toEqual([
      ["1", "10"],
      ...[2, 3, 4, 5, 6, 7, 8].map((b) => [String(b), "0"]),
    ]);
    const lines = boards[0].children.filter((c) => c.name === "TRAVELLER_LINE");
    expect(
      lines.map((l) =>
        ["DIRECTION", "NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "TRICKS", "SCORE"].map(
          (n) => child(l, n),
        ),
      ),
    ).toEqual([
      ["NS", "1", "2", "4S", "N", "10", "420"],
      ["EW", "2", "1", "4S", "N", "9", "-50"],
    ]);
  });

  test("board-a-match without VPs: the match's score is its board points, and no IMPs are written", () => {
    // BAM_MATCH: 420 v 400 won, 100 v 100 tied, -100 v 50 lost, 620 v 600 won: 2.5 to 1.5.
    const event = readTeamsEvent(BAM_MATCH);
    const { root } = usebioOf(event, { method: "bam" });
    const event1 = root.children[0];
    expect([child(event1, "BOARD_SCORING_METHOD"), child(event1, "MATCH_SCORING_METHOD")]).toEqual([
      "BAM",
      "BAM",
    ]);
    const [match] = all(root, "MATCH");
    expect([
      child(match, "TEAM_SCORE"),
      child(match, "OPPOSING_TEAM_SCORE"),
      child(match, "TEAM_IMPS"),
    ]).toEqual(["2.5", "1.5", undefined]);
    expect(all(root, "IMPS")).toEqual([]);
    const agg = usebioOf(event, { method: "aggregate" }).root;
    expect(child(agg.children[0], "BOARD_SCORING_METHOD")).toBe("AGGREGATE");
    // Aggregate, each board's net points to the team that won them, as a scorecard shows them:
    // Aces +20 on board 1 and +20 on board 4 (40), Kings +150 on board 3 (150); margin -110.
    expect(["TEAM_SCORE", "OPPOSING_TEAM_SCORE"].map((n) => child(all(agg, "MATCH")[0], n))).toEqual([
      "40",
      "150",
    ]);
  });

  test("an award is A6040-style, a board not played NP, a pass-out PASS with no declarer", () => {
    const event = readTeamsEvent([
      ["Board", "Room", "NS", "EW", "Contract", "By", "Tricks", "NS score"],
      [1, "Open", "Aces", "Kings", "", "", "", "A+/A-"],
      [1, "Closed", "Kings", "Aces", "", "", "", 420],
      [2, "Open", "Aces", "Kings", "Pass", "", "", 0],
      [2, "Closed", "Kings", "Aces", "", "", "", "NP"],
    ]);
    const { root } = usebioOf(event, { method: "imps" });
    const lines = all(root, "TRAVELLER_LINE").map((l) =>
      l.children.filter((c) => !/PAIR_NUMBER|DIRECTION/.test(c.name)).map((c) => `${c.name}=${c.text}`),
    );
    expect(lines).toEqual([["SCORE=A6040"], ["SCORE=420"], ["CONTRACT=PASS", "SCORE=0"], ["SCORE=NP"]]);
  });

  test("names and titles with markup, quotes and formulas are escaped text, and parse back as written", () => {
    const names = ["<script>alert(1)</script>", '=HYPERLINK("http://example.org","x") & \'co\''];
    const event = readTeamsEvent(
      roomsSheet([{ round: 1, home: names[0], away: names[1], boards: [[420, -50]] }]),
    );
    const title = 'Club <b>"teams"</b> & =SUM(A1)';
    const { xml, root } = usebioOf(event, IMPS_WBF, title);
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("<b>");
    expect(child(root.children[0], "EVENT_DESCRIPTION")).toBe(title);
    expect(
      all(root, "TEAM")
        .filter((t) => t.attributes.TEAM_NAME !== undefined)
        .map((t) => t.attributes.TEAM_NAME),
    ).toEqual(names);
  });
});
