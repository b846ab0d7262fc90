// The one policy for how a section is scored: what the user chose, then what the input says, then
// the add-in's default (matchpoints for pairs, IMPs with WBF VPs for teams); the movement nobody
// states is told from the pair numbers, and `from` says which of these decided it.
import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../src/io/csv";
import {
  DEFAULT_METHOD,
  DEFAULT_TEAMS_METHOD,
  decidePairs,
  decideTeams,
  openInput,
  openSection,
  statedChoices,
  type EventSection,
} from "../../src/event";
import { inferMovement, type VpScaleTable } from "../../src/scoring";

const ROOT = path.resolve(__dirname, "../..");
const fixture = (f: string): Buffer => fs.readFileSync(path.join(ROOT, "test", "fixtures", "files", f));
const example = (f: string): Buffer => fs.readFileSync(path.join(ROOT, "examples", f));
const first = (bytes: Buffer | string, name: string): EventSection => openInput(bytes, name).sections[0];

const SCORES = '[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]';

/** A PBN file of two boards whose [Scoring] tag names Butler, with no names and no directions. */
const BUTLER_PBN = [
  '[Event "Butler night"]',
  '[Board "1"]',
  '[Scoring "Butler"]',
  SCORES,
  '1 1 "420" -',
  '2 2 - "50"',
  '3 3 "450" -',
  "",
].join("\n");

/**
 * A PBN file whose pair numbers look like a Howell (pair 1 sits NS on board 1 and EW on board 2,
 * and no board has a number both ways) but whose [TotalScoreTable] ranks each pair as NS or EW:
 * the file says the numbers count per direction, a Mitchell.
 */
const DIRECTED_PBN = [
  '[Event "Cup"]',
  '[Board "1"]',
  SCORES,
  '1 2 "420" -',
  '3 4 - "50"',
  "",
  '[Event "Cup"]',
  '[Board "2"]',
  SCORES,
  '2 1 "110" -',
  '4 3 "140" -',
  "",
  '[Event "Cup"]',
  // A Mitchell's ranking: numbers 1 to 4 in each direction, each a pair of its own.
  '[TotalScoreTable "Rank;PairId;Direction;Names"]',
  '1 1 NS "Ann Smith - Bob Jones"',
  '2 3 NS "Cy Dale - Di Eve"',
  '3 2 NS "Jo Kay - Lu May"',
  '4 4 NS "Mo Ng - Ola Pitt"',
  '1 2 EW "Ed Fox - Flo Gee"',
  '2 4 EW "Gus Hay - Ida Ing"',
  '3 1 EW "Ray Sim - Sue Tan"',
  '4 3 EW "Ty Urn - Val Wu"',
  "",
].join("\n");

describe("the method", () => {
  test("the default, with neither the user nor the input naming one, is matchpoints for pairs", () => {
    expect(DEFAULT_METHOD).toBe("mp");
    const decided = decidePairs(first(example("mitchell-session.csv"), "m.csv"), {});
    expect(decided.options.method).toBe("mp");
    expect(decided.method).toBe("default");
  });

  test('the file\'s method wins over the default: [Scoring "Butler"] scores Butler', () => {
    const section = first(BUTLER_PBN, "butler.pbn");
    expect(section.stated.method).toBe("butler");
    const decided = decidePairs(section, {});
    expect([decided.options.method, decided.method]).toEqual(["butler", "input"]);
  });

  test("the user's method wins over the file's", () => {
    const decided = decidePairs(first(BUTLER_PBN, "butler.pbn"), { pairs: { method: "cross" } });
    expect([decided.options.method, decided.method]).toEqual(["cross", "user"]);
    // And over the default.
    const csv = decidePairs(first(example("mitchell-session.csv"), "m.csv"), { pairs: { method: "all" } });
    expect([csv.options.method, csv.method]).toEqual(["all", "user"]);
  });

  test("the matchpoint scale: the user's, else the file's", () => {
    // club-pairs.pbn's published matchpoints add to 2(n - 1) a table: the EBU scale.
    const section = first(fixture("club-pairs.pbn"), "club-pairs.pbn");
    expect(decidePairs(section, {}).options.scale).toBe("EBU");
    expect(decidePairs(section, { pairs: { scale: "ACBL" } }).options.scale).toBe("ACBL");
  });

  test("the default for teams is IMPs", () => {
    expect(DEFAULT_TEAMS_METHOD).toBe("imps");
    expect(decideTeams(first(example("teams-match.csv"), "t.csv"), {}).method).toBe("imps");
  });
});

describe("the names", () => {
  test("the file's names are used when the user gave no names table", () => {
    const section = first(fixture("club-pairs.pbn"), "club-pairs.pbn");
    expect(section.names.get("NS 2")).toBe("Zoë Ångström - Bob Jones");
    expect(decidePairs(section, {}).options.names).toBe(section.names);
  });

  test("a names table the user gave wins over the file's names", () => {
    const section = first(fixture("club-pairs.pbn"), "club-pairs.pbn");
    const mine = new Map([["NS 2", "Someone Else"]]);
    expect(decidePairs(section, { pairs: { names: mine } }).options.names).toBe(mine);
  });

  test("neither gives names: the options hold none", () => {
    expect(decidePairs(first(example("mitchell-session.csv"), "m.csv"), {}).options).not.toHaveProperty(
      "names",
    );
  });
});

describe("the movement", () => {
  test("nobody states it: told from the pair numbers, with the evidence and the words for the sheet", () => {
    const decided = decidePairs(first(example("howell-session.csv"), "h.csv"), {});
    // Pair 4 sits EW on board 1 and NS on board 2 (see test/scoring/movement/infer.test.ts).
    expect(decided.movement).toEqual({
      movement: "howell",
      from: "inferred",
      inferred: { movement: "howell", evidence: { kind: "bothWays", pair: "4", nsBoard: 2, ewBoard: 1 } },
    });
    expect(decided.options.movement).toBe("howell");
    // Then the movement as the rows show it was played: five rounds of the Round column, two
    // tables (five pairs, one sitting out), each board its own set.
    expect(decided.options.movementTold).toBe(
      "Howell, told from the pair numbers: pair 4 sits NS on board 2 and EW on board 1; 5 rounds, 2 tables a round, boards in 5 sets of 1 (Round column)",
    );
  });

  test("the file's movement wins over the pair numbers", () => {
    const section = first(DIRECTED_PBN, "cup.pbn");
    expect(inferMovement(section.traveller).movement).toBe("howell");
    const decided = decidePairs(section, {});
    expect(decided.movement).toEqual({ movement: "mitchell", from: "input" });
    expect(decided.options.movement).toBe("mitchell");
    // The sheet names the file's movement without the pair numbers' evidence: two tables (1 v 2
    // and 3 v 4), each board a set of its own.
    expect(decided.options.movementTold).toBe("Mitchell; 2 tables a round, boards in 2 sets of 1");
  });

  test("the user's movement wins over the file's and over the pair numbers", () => {
    expect(decidePairs(first(DIRECTED_PBN, "cup.pbn"), { pairs: { movement: "howell" } }).movement).toEqual({
      movement: "howell",
      from: "user",
    });
    const howell = decidePairs(first(example("howell-session.csv"), "h.csv"), {
      pairs: { movement: "mitchell" },
    });
    expect(howell.movement).toEqual({ movement: "mitchell", from: "user" });
    expect(howell.options.movement).toBe("mitchell");
    expect(howell.options.movementTold).toMatch(/^Mitchell; 5 rounds/);
  });

  test("a results file that says nothing of its movement: the movement is told from the pair numbers, not taken as the file's", () => {
    // monday-howell.xml numbers its pairs 1 to 6 with no NS or EW and names no movement: nothing
    // in it says Howell. The pair numbers show one (pair 4 plays EW on board 1, NS on board 2),
    // and the sheet and the command line should say so ("Howell, told from the pair numbers").
    const section = first(fixture("monday-howell.xml"), "monday-howell.xml");
    const decided = decidePairs(section, {});
    expect(decided.movement.movement).toBe("howell");
    expect(decided.movement.from).toBe("inferred");
    expect(decided.options.movementTold).toMatch(/^Howell, told from the pair numbers: /);
  });
});

describe("teams", () => {
  const rows = readCsv(example("teams-match.csv").toString("utf8")).rows;
  /** The teams match, as an input that states a teams method of its own. */
  const stating = (teamsMethod: "bam" | "aggregate" | "imps"): EventSection =>
    openSection({ title: null, rows, locate: (r, c) => `R${r + 1}C${c + 1}`, stated: { teamsMethod } });
  const table: VpScaleTable = {
    title: "Club VPs",
    from: [0, 1, 3],
    columns: [{ boards: null, vps: [10, 11, 12] }],
    total: 20,
  };

  test("the defaults: IMPs, WBF VPs, board-a-match 1, 1/2, 0, the WBF IMP scale", () => {
    expect(decideTeams(first(example("teams-match.csv"), "t.csv"), {})).toEqual({
      method: "imps",
      vp: "wbf",
      bamScale: "standard",
      impTable: "WBF",
    });
  });

  test("the input's method wins over the default, the user's over the input's", () => {
    expect(decideTeams(stating("bam"), {}).method).toBe("bam");
    expect(decideTeams(stating("bam"), { teams: { method: "aggregate" } }).method).toBe("aggregate");
  });

  test("VPs are none unless the method is IMPs, whatever was asked", () => {
    expect(decideTeams(stating("bam"), {}).vp).toBe("none");
    expect(decideTeams(stating("imps"), { teams: { method: "bam", vp: "wbf" } }).vp).toBe("none");
    expect(decideTeams(stating("imps"), { teams: { method: "aggregate", vp: "discrete" } }).vp).toBe("none");
    expect(
      decideTeams(stating("imps"), { teams: { method: "aggregate", vpTable: table } }),
    ).not.toHaveProperty("vpTable");
    // Under IMPs: the user's VPs, else WBF.
    expect(decideTeams(stating("imps"), { teams: { vp: "discrete" } }).vp).toBe("discrete");
    expect(decideTeams(stating("imps"), { teams: { vp: "none" } }).vp).toBe("none");
    expect(decideTeams(stating("imps"), { teams: { vpTable: table } }).vpTable).toBe(table);
  });
});

test("what the input says, as choices a form is filled with", () => {
  expect(statedChoices(first(fixture("club-pairs.pbn"), "club-pairs.pbn"))).toEqual({
    pairs: { method: "mp", scale: "EBU", movement: "mitchell" },
    teams: {},
  });
  expect(statedChoices(first(example("mitchell-session.csv"), "m.csv"))).toEqual({ pairs: {}, teams: {} });
});
