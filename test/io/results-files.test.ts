// Results files written by hand from PBN Standard 2.1 and USEBIO 1.2 (test/fixtures/files/), read,
// laid out as travellers, read by the traveller reader and scored with the options the file
// names. Every published figure (MP_NS, Percentage_NS, NS_MATCH_POINTS, ...) was worked out by
// hand when the fixture was written; the comments below repeat the working.
import * as fs from "node:fs";
import * as path from "node:path";
import { readPbn } from "../../src/io/pbn";
import { comparePublished } from "../../src/io/published";
import { FileSection, ResultsFileError, sectionGrid } from "../../src/io/results-file";
import { readUsebio } from "../../src/io/usebio";
import { inferMovement, readTraveller } from "../../src/scoring";
import { scoreForSheet, type ResultsSheetOptions } from "../../src/sheet/results";

const FILES = path.join(__dirname, "..", "fixtures", "files");
const bytes = (f: string): Uint8Array => fs.readFileSync(path.join(FILES, f));

/** Scores a section as the command line does: its grid through readTraveller, the file's options. */
function score(section: FileSection, extra: Partial<ResultsSheetOptions> = {}) {
  const { cells } = sectionGrid(section);
  const traveller = readTraveller(cells);
  expect(traveller.problems).toEqual([]);
  const options: ResultsSheetOptions = {
    method: section.scoring.method ?? "mp",
    ...(section.scoring.scale ? { scale: section.scoring.scale } : {}),
    // As the event layer decides: the file's movement, else the one its pair numbers show.
    movement: section.scoring.movement ?? inferMovement(traveller).movement,
    ...extra,
  };
  const sessions = scoreForSheet(traveller, options);
  return { traveller, sessions, published: comparePublished(section, sessions) };
}

const percentages = (s: ReturnType<typeof score>["sessions"][number]) =>
  Object.fromEntries(s.rankings.flatMap((r) => r.pairs.map((p) => [p.id, Number(p.percentage?.toFixed(2))])));

describe("PBN: club-pairs.pbn (ISO-8859-1, CRLF, two sections, Mitchell, matchpoints)", () => {
  const file = readPbn(bytes("club-pairs.pbn"), "club-pairs.pbn");

  test("two sections of one event; the method from [Scoring], the EBU scale from MP_NS + MP_EW, Mitchell from the Direction column", () => {
    expect(file.sections.map((s) => [s.event, s.section, s.boards.map((b) => b.board)])).toEqual([
      ["Club Pairs", "A", [1, 2, 3]],
      ["Club Pairs", "B", [1]],
    ]);
    expect(file.sections[0].scoring).toEqual({
      method: "mp",
      scale: "EBU", // 4 tables: MP_NS + MP_EW = 6 = 2 x (4 - 1)
      movement: "mitchell",
      described: "MatchPoints;MP1; Pairs",
    });
    // [Vulnerable "Love"] is None; [Dealer "E"] on board 2.
    expect(file.sections[1].boards[0].vulnerability).toBe("None");
    expect(file.sections[0].boards[1]).toMatchObject({ vulnerability: "NS", dealer: "E" });
  });

  test("scores from Score_NS / Score_EW (the other '-'), a pass-out, an award in the score columns", () => {
    const b = file.sections[0].boards;
    // Board 1: 420, 450, 400 under Score_NS; "50" under Score_EW is NS -50.
    expect(b[0].rows.map((r) => r.score)).toEqual([420, 450, 400, -50]);
    // Board 2: Pass - - - "0" - is 0; 2H by E made (EW +110) is NS -110; 3CX by N -1 vulnerable is -200.
    expect(b[1].rows.map((r) => [r.contract, r.declarer, r.tricks, r.score])).toEqual([
      ["Pass", "", "", 0],
      ["2H", "E", 8, -110],
      ["3CX", "N", 8, -200],
      ["1N", "N", 8, 120],
    ]);
    // Board 3, table 3: "A+" "A-" is NS average plus, EW average minus.
    expect(b[2].rows[2]).toMatchObject({ contract: "", declarer: "", score: "A+/A-" });
  });

  test("names from [TotalScoreTable], Latin-1 decoded by the %Content-type charset", () => {
    expect(file.sections[0].names.get("NS 2")).toBe("Zoë Ångström - Bob Jones");
    expect(file.sections[0].names.get("EW 1")).toBe("Ned Shaw - Olga Tate");
    expect(file.sections[1].names.size).toBe(0);
  });

  test("section A scored by matchpoints agrees with every published figure and with the hand-worked totals", () => {
    const { sessions, published } = score(file.sections[0]);
    // 4 boards' tables x 4 published columns x 3 boards = 48 figures, none different.
    expect(published).toEqual({ compared: 48, differences: [] });
    // Board 3: 100, -620, -620 and an A+ table: n = 3 of N = 4, Neuberg (MP + 1) x 4/3 - 1:
    // +100 beats two: (4 + 1) x 4/3 - 1 = 17/3 = 5.67; -620 ties one: (1 + 1) x 4/3 - 1 = 5/3 = 1.67;
    // A+ 60% of the top 6 = 3.6. Totals over three tops of 6 (18):
    // NS 2: 6 + 2 + 17/3 = 13.67 = 75.93%; NS 1: 4 + 4 + 5/3 = 53.70%; NS 4: 0 + 6 + 5/3 = 42.59%;
    // NS 3: 2 + 0 + 3.6 = 31.11%; EW 3 and EW 4: 12.33 = 68.52%; EW 2: 6.33 = 35.19%; EW 1: 4.4 = 24.44%.
    expect(percentages(sessions[0])).toEqual({
      "NS 2": 75.93,
      "NS 1": 53.7,
      "NS 4": 42.59,
      "NS 3": 31.11,
      "EW 3": 68.52,
      "EW 4": 68.52,
      "EW 2": 35.19,
      "EW 1": 24.44,
    });
  });

  test("a published figure the add-in does not reach is named with its line (the other scale gives other matchpoints)", () => {
    const { published } = score(file.sections[1], { scale: "ACBL" });
    // ACBL: top 2, so +140 scores 2, not the file's 4 (EBU): line 79 of the file.
    expect(published.differences).toContain(
      "line 79: board 1, NS 6 v EW 6: the file says MP_NS 4.00, the add-in 2.",
    );
  });
});

describe("USEBIO: club-sections.xml (SESSION / SECTION, Mitchell 1NS / 1EW, A6040)", () => {
  const file = readUsebio(bytes("club-sections.xml"), "club-sections.xml");

  test("two sections scored as their own fields, with the event's scoring type", () => {
    expect(file.sections.map((s) => [s.event, s.section, s.scoring.method, s.scoring.movement])).toEqual([
      ["Thursday Pairs", "A", "mp", "mitchell"],
      ["Thursday Pairs", "B", "mp", "mitchell"],
    ]);
    const rows = file.sections[0].boards[1].rows;
    // A6040: NS 60%, EW 40%; leads are written suit first (AC is the club ace: CA).
    expect(rows.map((r) => [r.ns, r.ew, r.contract, r.lead, r.score])).toEqual([
      ["1", "2", "4S", "CA", -420],
      ["2", "3", "", "", "A60/A40"],
      ["3", "1", "4SX", "C2", 100],
    ]);
    expect(file.sections[0].boards[0].rows[2]).toMatchObject({
      contract: "Pass",
      declarer: "",
      tricks: "",
      score: 0,
    });
    expect(file.sections[0].names.get("EW 1")).toBe("Ned Shaw & co - Olga Tate");
  });

  test("every NS_MATCH_POINTS / EW_MATCH_POINTS agrees; board 2 is Neuberg with 2 results of 3 tables", () => {
    const a = score(file.sections[0]);
    // Board 2: +100 beats -420; n = 2 of N = 3: (2 + 1) x 3/2 - 1 = 3.5 and (0 + 1) x 3/2 - 1 = 0.5
    // of a top of 4; A6040 is 2.4 / 1.6. NS 2: 4 (430 on board 1) + 2.4 = 6.4 of 8 = 80%.
    expect(a.published).toEqual({ compared: 12, differences: [] });
    expect(percentages(a.sessions[0])).toMatchObject({
      "NS 2": 80,
      "NS 3": 43.75,
      "NS 1": 31.25,
      "EW 3": 70,
    });
    expect(score(file.sections[1]).published).toEqual({ compared: 4, differences: [] });
  });
});

describe("USEBIO: monday-howell.xml (ISO-8859-1, CRLF, DOCTYPE, BOARD under EVENT, HANDSET, Howell)", () => {
  const file = readUsebio(bytes("monday-howell.xml"), "monday-howell.xml");

  test("one section; HANDSET's boards are not travellers; Howell from the pair numbers", () => {
    expect(file.sections).toHaveLength(1);
    const s = file.sections[0];
    expect(s.boards.map((b) => [b.board, b.rows.length])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    // Plain pair numbers say nothing of the movement: the file states none, and the numbers show
    // a Howell (pair 3 sits NS on board 1 and EW on board 2).
    expect(s.scoring.movement).toBeUndefined();
    expect(inferMovement(readTraveller(sectionGrid(s).cells)).movement).toBe("howell");
    expect(s.names.get("1")).toBe("Renée Duval - Sam Hart");
    // TD is the ten of diamonds: D10.
    expect(s.boards[1].rows[2].lead).toBe("S10");
  });

  test("scored as one field: pair 3 beat both boards (100%), pair 2 75%, pairs 1 and 6 50%", () => {
    const { sessions, published } = score(file.sections[0]);
    expect(published).toEqual({ compared: 12, differences: [] });
    // Board 1: 140 > 110 > -50; board 2: 630 > 600 > -100; top 4 each, 8 in all.
    // Pair 3: 4 (140 NS) + 4 (EW v -100) = 8; pair 2: 2 + 4 = 6; pair 1: 2 + 2; pair 6: 4 + 0;
    // pair 4: 0 + 2; pair 5: 0 + 0.
    expect(percentages(sessions[0])).toEqual({
      "3": 100,
      "2": 75,
      "1": 50,
      "6": 50,
      "4": 25,
      "5": 0,
    });
  });
});

describe("bad files: the line (PBN) or element path (USEBIO) and what was expected", () => {
  const problems = (f: () => unknown): readonly string[] => {
    try {
      f();
    } catch (e) {
      if (e instanceof ResultsFileError) return e.problems;
      throw e;
    }
    throw new Error("no error");
  };

  test("PBN: a row with too few cells, unreadable scores, a score table without its board, a wrong vulnerability", () => {
    const pbn = [
      '[Event "E"]',
      '[Board "5"]',
      '[Vulnerable "EW"]',
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]',
      '1 1 4S N 10 "620" -',
      "2 2 4S N 10",
      '3 3 4S N 10 "abc" -',
      '4 4 4S N 10 "620" "100"',
      "",
      '[Event "E"]',
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Score_NS\\6R;Score_EW\\6R"]',
      '1 1 "620" -',
    ].join("\n");
    expect(problems(() => readPbn(pbn, "bad.pbn"))).toEqual([
      "line 6: a score table row has 5 cells, but the table names 7 columns (PairId_NS, PairId_EW, Contract, Declarer, Result, Score_NS, Score_EW); quote a cell that holds spaces.",
      'line 7: the score cells hold "abc" and "-": expected each side\'s plus score in points (the other "-"), or an award such as A+ and A-.',
      'line 8: Score_NS 620 and Score_EW 100 are both filled: expected one side\'s plus score and "-" in the other.',
      "line 2: board 5 is marked vulnerable EW, but board 5 is vulnerable NS by its number; renumber the board or correct its vulnerability.",
      'line 11: a score table needs its board: expected [Board "n"] (a whole number from 1) in the same game.',
    ]);
  });

  test("PBN without a score table says what it expected", () => {
    expect(
      problems(() => readPbn('[Event "Hands only"]\n[Board "1"]\n[Deal "N:..."]\n', "hands.pbn")),
    ).toEqual([
      'no score table: expected games with [Board "n"] and [ScoreTable "..."] followed by one row per table.',
    ]);
  });

  test("USEBIO: the element path and line of a bad score, a bad pair number and a missing board number", () => {
    const xml = [
      '<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">',
      "<SESSION><SECTION><SECTION_ID>A</SECTION_ID>",
      "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>",
      "<TRAVELLER_LINE><NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2NS</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>",
      "<TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3</EW_PAIR_NUMBER><SCORE>A99</SCORE></TRAVELLER_LINE>",
      "</BOARD>",
      "<BOARD><BOARD_NUMBER>x</BOARD_NUMBER></BOARD>",
      "</SECTION></SESSION></EVENT></USEBIO>",
    ].join("\n");
    expect(problems(() => readUsebio(xml, "bad.xml"))).toEqual([
      'USEBIO/EVENT/SESSION/SECTION/BOARD[1]/TRAVELLER_LINE[1] (line 4): EW_PAIR_NUMBER "2NS" names the other direction: expected 2EW.',
      'USEBIO/EVENT/SESSION/SECTION/BOARD[1]/TRAVELLER_LINE[2] (line 5)/SCORE is "A99": expected the NS score in points, or an adjusted score such as A6040 (NS 60%, EW 40%).',
      'USEBIO/EVENT/SESSION/SECTION/BOARD[2] (line 7): BOARD_NUMBER is "x": expected a whole number from 1.',
    ]);
    expect(problems(() => readUsebio("<USEBIO><EVENT>", "cut.xml"))).toEqual([
      "line 1: <EVENT> (opened on line 1) is not closed: expected </EVENT>. (the file is not well-formed XML)",
    ]);
    expect(problems(() => readUsebio("<RESULTS/>", "other.xml"))).toEqual([
      "line 1: the root element is <RESULTS>: expected <USEBIO> (USEBIO 1.0 to 1.2).",
    ]);
  });

  test("a teams event without MATCH elements is refused, saying where a teams file puts its boards", () => {
    expect(
      problems(() =>
        readUsebio(
          '<USEBIO><EVENT EVENT_TYPE="TEAMS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD></EVENT></USEBIO>',
          "t.xml",
        ),
      ),
    ).toEqual([
      'USEBIO/EVENT (line 1): the event type is "TEAMS", a teams event, but it has no MATCH: expected a MATCH per match (ROUND_NUMBER, TEAM, OPPOSING_TEAM) holding its BOARDs, each with a TRAVELLER_LINE per room.',
    ]);
  });
});

describe("USEBIO: sections scored across", () => {
  const line = (ns: string, ew: string, score: number) =>
    `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><SCORE>${score}</SCORE></TRAVELLER_LINE>`;
  const xml = (across: string) =>
    [
      '<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><EVENT_DESCRIPTION>Big night</EVENT_DESCRIPTION>',
      `<SESSION>${across}`,
      `<SECTION><SECTION_ID>A</SECTION_ID><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line("1NS", "1EW", 420)}</BOARD></SECTION>`,
      `<SECTION><SECTION_ID>B</SECTION_ID><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line("1NS", "1EW", 400)}${line("2NS", "2EW", -50)}</BOARD></SECTION>`,
      "</SESSION></EVENT></USEBIO>",
    ].join("\n");

  test("by default each section is its own field", () => {
    const file = readUsebio(xml(""), "two.xml");
    expect(file.sections.map((s) => [s.section, s.boards[0].rows.length])).toEqual([
      ["A", 1],
      ["B", 2],
    ]);
  });

  test("a session that says it is scored across: one field, pair numbers carrying their section", () => {
    const file = readUsebio(xml("<SCORED_ACROSS>Y</SCORED_ACROSS>"), "across.xml");
    expect(file.sections).toHaveLength(1);
    const rows = file.sections[0].boards[0].rows;
    expect(rows.map((r) => [r.ns, r.ew, r.score])).toEqual([
      ["A1", "A1", 420],
      ["B1", "B1", 400],
      ["B2", "B2", -50],
    ]);
    // One board of three results, EBU scale, top 4: +420 beats two (4), +400 one (2), -50 none (0).
    const { sessions } = score(file.sections[0]);
    expect(sessions[0].boards[0].tables.map((t) => t.nsResult)).toEqual([4, 2, 0]);
  });
});
