// Teams and individual results files as their programs published them, read and scored as those
// programs did, every figure checked against the file's own: TeamsScorer 5.1.17's USEBIO 1.2
// sample of a 10-team event (3-board matches, IMPs to VPs on the EBU's old 3-board discrete scale,
// given as a scale file), EBUScoreTeams 1.1.3's USEBIO 1.2 point-a-board sample (2, 1, 0 a board),
// and a USEBIO 1.1 individual sample. The files are copied whole (their names already replaced).
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredSection, type ScoredTeamsSection } from "../../../src/event";
import { readUsebio } from "../../../src/io/usebio";
import { readScaleFile } from "../../../src/cli/regulation-flags";
import type { ScoredMatch } from "../../../src/scoring";

const FILES = path.join(__dirname, "..", "..", "fixtures", "files");
const read = (name: string): Buffer => fs.readFileSync(path.join(FILES, name));

/** The file's own figures, found with plain patterns (not the add-in's reader). */
interface PublishedMatch {
  readonly team: string;
  readonly opp: string;
  readonly teamScore: number;
  readonly oppScore: number;
  readonly boards: { board: number; imps?: number; points?: number; oppPoints?: number }[];
}

const tag = (xml: string, name: string): string | undefined =>
  new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1].trim();

function publishedMatches(xml: string): PublishedMatch[] {
  return [...xml.matchAll(/<MATCH>([\s\S]*?)<\/MATCH>/g)].map(([, m]) => ({
    team: tag(m, "TEAM")!,
    opp: tag(m, "OPPOSING_TEAM")!,
    teamScore: Number(tag(m, "TEAM_SCORE")),
    oppScore: Number(tag(m, "OPPOSING_TEAM_SCORE")),
    boards: [...m.matchAll(/<BOARD>([\s\S]*?)<\/BOARD>/g)].map(([, b]) => {
      const n = (name: string) => (tag(b, name) === undefined ? undefined : Number(tag(b, name)));
      return {
        board: n("BOARD_NUMBER")!,
        imps: n("IMPS"),
        points: n("TEAM_POINTS"),
        oppPoints: n("OPPOSING_TEAM_POINTS"),
      };
    }),
  }));
}

/** Each PARTICIPANTS TEAM's TOTAL_SCORE, by TEAM_ID. */
function publishedTotals(xml: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [, id, body] of xml.matchAll(/<TEAM TEAM_ID\s*=\s*"(\d+)"[^>]*>([\s\S]*?)<\/TEAM>/g))
    totals.set(id, Number(tag(body, "TOTAL_SCORE")));
  return totals;
}

/** The scored match between the two teams (named "1", or "Team 1") that holds the board. */
function findMatch(matches: readonly ScoredMatch[], team: string, opp: string, board: number): ScoredMatch {
  const id = (name: string) => /\d+/.exec(name)![0];
  const found = matches.filter(
    (m) =>
      [id(m.home), id(m.away)].sort().join() === [team, opp].sort().join() &&
      m.boards.some((b) => b.board === board),
  );
  expect(found).toHaveLength(1);
  return found[0];
}

const teamsSection = (s: ScoredSection): ScoredTeamsSection => {
  expect(s.kind).toBe("teams");
  return s as ScoredTeamsSection;
};

describe("TeamsScorer: a 10-team event of 3-board matches, IMPs to VPs", () => {
  const xml = read("teamsscorer-multiple-teams.xml").toString("latin1");
  const vpTable = readScaleFile("vp", read("ebu-3board-20vp.csv").toString(), "ebu-3board-20vp.csv");
  const event = openInput(read("teamsscorer-multiple-teams.xml"), "multiple-teams.xml");
  const scored = teamsSection(scoreEvent(event, { teams: { vpTable } }).sections[0]);
  const matches = scored.scored.matches;

  test("its pair numbers (team, then the pair's seats: 1-1-2) are read, and every match is found", () => {
    expect(matches).toHaveLength(40);
    expect(matches.every((m) => m.boards.length === 3)).toBe(true);
  });

  test("ROUND_NUMBER counts each team's own matches: a note says so, and each match stands alone", () => {
    // Team 2's fifth match (v 3) and team 1's fifth (v 2) are both numbered 5.
    expect(event.sections[0].file?.notes).toEqual([
      expect.stringMatching(
        /ROUND_NUMBER is each team's own count of its matches.*the 40 matches are taken one by one/,
      ),
    ]);
  });

  test("match 1 v 3, worked by hand: IMPs 0, +8, -6 and 12 VPs to 8", () => {
    // Board 1: team 1 NS -460, team 3 NS -450 in the other room: team 1 +10 net, 0 IMPs.
    // Board 2: -140 and -500 (team 3 NS): team 1 +360 net, 8 IMPs (350-390).
    // Board 3: +200 and +450 (team 3 NS): team 1 -250 net, -6 IMPs (220-260).
    // Team 1 wins by 2 IMPs: 12 VPs on the 3-board scale (a margin of 2), team 3 8.
    const m = findMatch(matches, "1", "3", 1);
    expect(m.home).toBe("1");
    expect(m.boards.map((b) => b.home! - b.away!)).toEqual([0, 8, -6]);
    expect(m.vp).toEqual({ home: 12, away: 8 });
  });

  test("every board's IMPs and every match's VPs are the file's", () => {
    const published = publishedMatches(xml);
    expect(published).toHaveLength(40);
    let compared = 0;
    for (const p of published) {
      const m = findMatch(matches, p.team, p.opp, p.boards[0].board);
      const teamIsHome = /\d+/.exec(m.home)![0] === p.team;
      for (const b of p.boards) {
        const s = m.boards.find((x) => x.board === b.board)!;
        // IMPS are the match's TEAM's.
        expect([p.team, b.board, teamIsHome ? s.home! - s.away! : s.away! - s.home!]).toEqual([
          p.team,
          b.board,
          b.imps,
        ]);
        compared++;
      }
      const vp = teamIsHome ? [m.vp!.home, m.vp!.away] : [m.vp!.away, m.vp!.home];
      expect([p.team, p.opp, ...vp]).toEqual([p.team, p.opp, p.teamScore, p.oppScore]);
    }
    expect(compared).toBe(120);
    // The add-in's own comparison with the published results finds nothing either.
    expect(scored.published?.differences).toEqual([]);
  });

  test("each team's total VPs are the file's TOTAL_SCORE (team 10 first with 119)", () => {
    const totals = publishedTotals(xml);
    expect(totals.size).toBe(10);
    expect(totals.get("10")).toBe(119);
    const standings = scored.scored.standings;
    expect(standings[0]).toMatchObject({ team: "10", vp: 119 });
    for (const [team, total] of totals)
      expect([team, standings.find((t) => t.team === team)?.vp]).toEqual([team, total]);
  });
});

describe("EBUScoreTeams: point-a-board, 2 / 1 / 0 a board", () => {
  const xml = read("ebuscoreteams-point-a-board.xml").toString("latin1");
  const event = openInput(read("ebuscoreteams-point-a-board.xml"), "point-a-board.xml");
  const scored = teamsSection(scoreEvent(event, {}).sections[0]);
  const matches = scored.scored.matches;

  test("PAB is read as board-a-match on the British scale", () => {
    expect(event.sections[0].stated).toMatchObject({ teamsMethod: "bam", bamScale: "british" });
    expect(scored.choices).toMatchObject({ method: "bam", bamScale: "british" });
    expect(matches).toHaveLength(28);
  });

  test("match 1 v 8, boards 1 and 2 worked by hand: 0 to 2, then 1 each", () => {
    // Board 1: team 1 NS -590 (4SX by E made), team 8 NS +150 (4C by N, 11 tricks): team 1
    // -740 net, the board lost: 0 to 2. Board 2: +100 (3NT by E two down) in both rooms, each team
    // NS once: 0 net, 1 each.
    const m = findMatch(matches, "1", "8", 1);
    expect(m.boards.slice(0, 2).map((b) => [b.home, b.away])).toEqual([
      [0, 2],
      [1, 1],
    ]);
    expect(m.total).toEqual({ home: 2, away: 10 });
  });

  test("every board's points, every match's points and every team's total are the file's", () => {
    const published = publishedMatches(xml);
    expect(published).toHaveLength(28);
    let compared = 0;
    for (const p of published) {
      const m = findMatch(matches, p.team, p.opp, p.boards[0].board);
      const teamIsHome = /\d+/.exec(m.home)![0] === p.team;
      for (const b of p.boards) {
        const s = m.boards.find((x) => x.board === b.board)!;
        const mine = teamIsHome ? [s.home, s.away] : [s.away, s.home];
        expect([p.team, b.board, ...mine]).toEqual([p.team, b.board, b.points, b.oppPoints]);
        compared++;
      }
      const total = teamIsHome ? [m.total.home, m.total.away] : [m.total.away, m.total.home];
      expect([p.team, p.opp, ...total]).toEqual([p.team, p.opp, p.teamScore, p.oppScore]);
    }
    expect(compared).toBe(168);
    const totals = publishedTotals(xml);
    expect(totals.size).toBe(8);
    for (const [team, total] of totals)
      expect([team, scored.scored.standings.find((t) => t.team === `Team ${team}`)?.impsFor]).toEqual([
        team,
        total,
      ]);
  });
});

describe("a USEBIO 1.1 individual sample", () => {
  const bytes = read("usebio-1.1-individual-sample.xml");

  test("is read: 22 boards of 6 lines, a player in two seats of a line noted, not refused", () => {
    const section = readUsebio(bytes, "individual.xml").sections[0];
    expect(section.individual).toBe(true);
    expect(section.boards).toHaveLength(22);
    expect(section.boards.every((b) => b.rows.length === 6)).toBe(true);
    // Boards 19 and 20 give player 12 as North and West of one line.
    expect(section.notes?.filter((n) => /a player sits in two seats \(12, 1, 121, 12/.test(n))).toHaveLength(
      2,
    );
  });

  test("is scored as its lines stand: board 1's six results on the EBU scale, top 10", () => {
    // Board 1's scores: 80, 80, 100, 100, -90, -90 (NS). Each 100 beats four and ties one: 9;
    // each 80 beats two, ties one, loses two: 5; each -90 ties one: 1. (The sample's own 4 / 2 / 0
    // matchpoint the three results as if each were played once, so they are not compared.)
    const s = scoreEvent(openInput(bytes, "individual.xml"), {}).sections[0];
    expect(s.kind).toBe("pairs");
    if (s.kind !== "pairs") return;
    const board = s.sessions[0].boards.find((b) => b.board === 1)!;
    const byScore = board.tables
      .map((t) => [t.nsScore, t.nsResult, t.ewResult])
      .sort((a, b) => b[0]! - a[0]!);
    expect(byScore).toEqual([
      [100, 9, 1],
      [100, 9, 1],
      [80, 5, 5],
      [80, 5, 5],
      [-90, 1, 9],
      [-90, 1, 9],
    ]);
  });
});
