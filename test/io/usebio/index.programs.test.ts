// USEBIO as scoring programs write it (fixtures written by hand in test/fixtures/files, invented
// names): the method in BOARD_SCORING_METHOD, EVENT -> SECTION with no SESSION, comments around
// the DOCTYPE, pair numbers with their section, leads either way round, PASS in SCORE, cross-IMP
// points, standings in PARTICIPANTS, and what the published tops show. Every figure below was
// worked by hand; the comments give the working.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredPairsSection } from "../../../src/event";
import { looksLikeUsebio, readUsebio } from "../../../src/io/usebio";
import { writeUsebio } from "../../../src/writers/usebio";
import { readTraveller } from "../../../src/scoring";
import { readCsv } from "../../../src/io/csv";
import { scoreForSheet } from "../../../src/sheet/results";

const FILES = path.join(__dirname, "..", "..", "fixtures", "files");
const bytes = (f: string): Uint8Array => fs.readFileSync(path.join(FILES, f));
const scored = (f: string) =>
  scoreEvent(openInput(bytes(f), f), {}).sections.map((s) => s as ScoredPairsSection);

describe("a program's USEBIO: PAIRS with MATCH_POINTS, sections without a session", () => {
  const file = readUsebio(bytes("usebio-pairs-sections.xml"), "f.xml");

  test("the prolog's DOCTYPE and comments do not hide the root", () => {
    expect(looksLikeUsebio(fs.readFileSync(path.join(FILES, "usebio-pairs-sections.xml"), "latin1"))).toBe(
      true,
    );
    expect(
      looksLikeUsebio('<?xml version="1.0"?>\n<!DOCTYPE USEBIO [ <!ELEMENT X ANY> ]>\n<!-- c -->\n<USEBIO>'),
    ).toBe(true);
    expect(looksLikeUsebio("<!-- c --><OTHER/>")).toBe(false);
  });

  test("the method is BOARD_SCORING_METHOD's, the section is EVENT's own SECTION, the pairs lose their (A)", () => {
    expect(file.sections).toHaveLength(1);
    const s = file.sections[0];
    expect([s.event, s.section, s.scoring.method, s.scoring.movement]).toEqual([
      "Lakeside Tuesday Pairs",
      "A",
      "mp",
      "mitchell",
    ]);
    expect(s.boards[0].rows.map((r) => [r.ns, r.ew])).toEqual([
      ["1", "1"],
      ["2", "2"],
      ["3", "3"],
    ]);
    expect(s.names.get("NS 1")).toBe("Ida Marsh - Ken Fold");
  });

  test("leads read suit first whichever way they are written: HK and KH are both HK; DT and CT are D10, C10", () => {
    const leads = file.sections[0].boards.flatMap((b) => b.rows.map((r) => r.lead));
    expect(leads).toEqual(["HK", "HK", "S2", "D10", "", "C10"]);
  });

  test("every published matchpoint, total, percentage and place agrees, ties included", () => {
    const [s] = scored("usebio-pairs-sections.xml");
    // Board 1 (top 4): 420, -50, 420 -> 420s beat -50 and tie each other: 2 + 1 = 3; -50: 0.
    // Board 2: 600 and -100 are the results, A6040 the third table; Neuberg to 3 expected from 2
    // obtained: 600 scores 2 on top 2, (2 + 1) x 3/2 - 1 = 3.5; -100: (0 + 1) x 3/2 - 1 = 0.5;
    // the award 60% of 4 = 2.4 (EW 1.6).
    // NS 1: 3 + 3.5 = 6.5 of 8 = 81.25%; NS 3: 3 + 0.5 = 3.5 (43.75%); NS 2: 0 + 2.4 = 2.4 (30%).
    // EW 1: 1 + 3.5 = 4.5; EW 2: 4 + 0.5 = 4.5 (both 56.25%, equal first); EW 3: 1 + 1.6 = 2.6 (32.5%).
    // 12 matchpoints on the lines, then 6 pairs x (place, total, percentage) = 18.
    expect(s.published).toEqual({ compared: 30, differences: [] });
    const ew = s.sessions[0].rankings.find((r) => r.field === "EW")!;
    expect(ew.pairs.map((p) => [p.id, p.rank])).toEqual([
      ["EW 1", "=1"],
      ["EW 2", "=1"],
      ["EW 3", "3"],
    ]);
  });

  test("a published place or percentage that differs is named with its element", () => {
    const text = fs
      .readFileSync(path.join(FILES, "usebio-pairs-sections.xml"), "latin1")
      .replace(
        "<PLACE>3</PLACE><TOTAL_SCORE>2.4</TOTAL_SCORE>",
        "<PLACE>2</PLACE><TOTAL_SCORE>2.4</TOTAL_SCORE>",
      );
    const s = scoreEvent(openInput(text, "g.xml"), {}).sections[0] as ScoredPairsSection;
    expect(s.published!.differences).toEqual([
      expect.stringMatching(/PARTICIPANTS\/PAIR\[3\].*pair NS 2: the file says place 2, the add-in 3\./),
    ]);
  });
});

describe("sections matchpointed across the field, told by the published top", () => {
  test("the top of 6 on board 1 is 2 x (4 - 1) for the 4 tables together, not 2 for each section's 2: one field", () => {
    const file = readUsebio(bytes("usebio-across-field.xml"), "f.xml");
    expect(file.sections).toHaveLength(1);
    expect(file.sections[0].notes).toEqual([
      "scored across the field: the published top is 6 on board 1, for the 4 tables of the 2 sections together",
    ]);
    // SCORE PASS is a pass-out scoring 0.
    expect(file.sections[0].boards[0].rows.map((r) => [r.ns, r.contract, r.score])).toEqual([
      ["A1", "3NT", 400],
      ["A2", "Pass", 0],
      ["B1", "3NT", 430],
      ["B2", "4H", 420],
    ]);
    const [s] = scored("usebio-across-field.xml");
    // 430 beats three: 6; 420 beats two: 4; 400: 2; the pass-out: 0 (EW the rest of 6).
    expect(s.published).toEqual({ compared: 8, differences: [] });
    // The sheet says so under its title (wrapped over lines as the title's options are).
    const said = s.sheet.cells.map((c) => String(c.value)).filter((v) => v.startsWith("Read from the file"));
    expect(said).toEqual([
      expect.stringContaining("scored across the field: the published top is 6 on board"),
    ]);
  });
});

describe("cross-IMPs named only by BOARD_SCORING_METHOD, published as cross-IMP points", () => {
  test("each result's cross-IMPs per comparison agree", () => {
    const [s] = scored("usebio-cross-imps.xml");
    expect(s.sessions[0].method).toBe("cross");
    // WBF: 420 v 450 is 30 (1 IMP), 420 v -50 is 470 (10): (10 - 1) / 2 = 4.5; 450: (1 + 11) / 2 = 6;
    // -50: (-10 - 11) / 2 = -10.5. Six figures (NS and EW of three lines).
    expect(s.published).toEqual({ compared: 6, differences: [] });
  });
});

describe("the add-in's USEBIO writer and reader agree", () => {
  const csv = "Board,NS,EW,Contract,By,Lead,Tricks\n1,1,2,4S,N,HK,10\n1,3,4,4S,N,D10,11\n1,5,6,4S,N,CT,9\n";
  test.each(["mp", "cross", "butler"] as const)(
    "%s: written, read back, the method and every figure agree",
    (method) => {
      const t = readTraveller(readCsv(csv).rows);
      const session = scoreForSheet(t, { method, movement: "howell" })[0];
      const xml = writeUsebio(t, session, { event: "Round trip" });
      expect(xml).toContain("<LEAD>HK</LEAD>");
      expect(xml).toContain("<LEAD>DT</LEAD>");
      const back = readUsebio(xml, "w.xml").sections[0];
      expect(back.scoring.method).toBe(method);
      expect(back.boards[0].rows.map((r) => r.lead)).toEqual(["HK", "D10", "C10"]);
      const again = scoreEvent(openInput(xml, "w.xml"), {}).sections[0] as ScoredPairsSection;
      expect(again.published!.differences).toEqual([]);
      // 3 lines x 2 results, and per pair its place and total (and percentage for matchpoints).
      expect(again.published!.compared).toBe(6 + 6 * (method === "mp" ? 3 : 2));
    },
  );
});

/** A one-section USEBIO file of board lines: [ns, ew, contract, by, tricks, score, nsMP, ewMP]. */
function usebio(method: string, boards: Record<number, (string | number)[][]>, extra = ""): string {
  const line = ([ns, ew, contract, by, tricks, score, a, b]: (string | number)[]) =>
    `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><CONTRACT>${contract}</CONTRACT><PLAYED_BY>${by}</PLAYED_BY><TRICKS>${tricks}</TRICKS><SCORE>${score}</SCORE>${a === undefined ? "" : `<NS_MATCH_POINTS>${a}</NS_MATCH_POINTS><EW_MATCH_POINTS>${b}</EW_MATCH_POINTS>`}</TRAVELLER_LINE>`;
  return `<USEBIO><EVENT EVENT_TYPE="PAIRS"><BOARD_SCORING_METHOD>${method}</BOARD_SCORING_METHOD><SECTION><SECTION_ID>A</SECTION_ID>${Object.entries(
    boards,
  )
    .map(
      ([n, lines]) => `<BOARD><BOARD_NUMBER>${n}</BOARD_NUMBER>${extra}${lines.map(line).join("")}</BOARD>`,
    )
    .join("")}</SECTION></EVENT></USEBIO>`;
}

describe("what the published tops say about the results a board expected", () => {
  test("an award scored on a reduced top: the award is not a result", () => {
    // Board 1's top, 4 at 3 tables, shows the EBU scale. Board 2 (NS vulnerable): 3NT= +600 and
    // 3NT-1 -100 are the results, A6040 the third table. Its top is 2 = 2 x (2 - 1): two results,
    // so the award was not counted. 600 scores 2, -100 0; the award 60% of 2 = 1.2 to NS, 0.8 to EW.
    const xml = usebio("MATCH_POINTS", {
      1: [
        ["1NS", "1EW", "4S", "N", 10, 420, 3, 1],
        ["2NS", "2EW", "4S", "N", 9, -50, 0, 4],
        ["3NS", "3EW", "4S", "N", 10, 420, 3, 1],
      ],
      2: [
        ["1NS", "1EW", "3NT", "S", 9, 600, 2, 0],
        ["2NS", "2EW", "", "", "", "A6040", 1.2, 0.8],
        ["3NS", "3EW", "3NT", "S", 8, -100, 0, 2],
      ],
    });
    const file = readUsebio(xml);
    expect(file.sections[0].scoring.expected).toBe("results");
    expect(file.sections[0].notes).toEqual([
      "awards are not counted as results: the published top is 2 on board 2, that of its 2 results without the adjusted scores",
    ]);
    const s = scoreEvent(openInput(xml, "a.xml"), {}).sections[0] as ScoredPairsSection;
    expect(s.published).toEqual({ compared: 12, differences: [] });
  });

  test("a board fewer tables played, factored to the movement's tables", () => {
    // Board 1 was played at 3 tables (top 4); board 2 at 2, yet its top is 4 too: factored to 3
    // expected results. Neuberg: 600 scores 2 on top 2, (2 + 1) x 3/2 - 1 = 3.5; -100 (0 + 1) x 3/2 - 1 = 0.5.
    const xml = usebio("MATCH_POINTS", {
      1: [
        ["1NS", "1EW", "4S", "N", 10, 420, 3, 1],
        ["2NS", "2EW", "4S", "N", 9, -50, 0, 4],
        ["3NS", "3EW", "4S", "N", 10, 420, 3, 1],
      ],
      2: [
        ["1NS", "2EW", "3NT", "S", 9, 600, 3.5, 0.5],
        ["3NS", "1EW", "3NT", "S", 8, -100, 0.5, 3.5],
      ],
    });
    const file = readUsebio(xml);
    expect(file.sections[0].scoring.expected).toBe(3);
    const s = scoreEvent(openInput(xml, "b.xml"), {}).sections[0] as ScoredPairsSection;
    expect(s.published).toEqual({ compared: 10, differences: [] });
    // The user's choice still wins over what the file shows.
    const chosen = scoreEvent(openInput(xml, "b.xml"), { pairs: { expected: "tables" } })
      .sections[0] as ScoredPairsSection;
    // Scored on its 2 tables, board 2 gives 2 and 0: its four figures differ.
    expect(chosen.published!.differences).toHaveLength(4);
  });

  test("plain IMPS is Butler when the boards give their datum, cross-IMPs when they do not, and a note says which", () => {
    const lines = {
      1: [
        ["1", "2", "4S", "N", 10, 420],
        ["3", "4", "4S", "N", 9, -50],
      ],
    };
    const butler = readUsebio(usebio("IMPS", lines, "<BOARD_AVERAGE>190</BOARD_AVERAGE>")).sections[0];
    expect(butler.scoring.method).toBe("butler");
    expect(butler.notes?.[0]).toMatch(/^scored as Butler: BOARD_SCORING_METHOD is "IMPS"/);
    expect(readUsebio(usebio("IMPS", lines)).sections[0].scoring.method).toBe("cross");
  });

  test("a passed-in hand written NP with a score of 0 is scored as the pass-out its score says, with a note", () => {
    const xml = usebio("MATCH_POINTS", {
      1: [
        ["1NS", "1EW", "NP", "", "", 0],
        ["2NS", "2EW", "4S", "N", 9, -50],
      ],
    });
    const s = readUsebio(xml).sections[0];
    expect(s.boards[0].rows[0]).toMatchObject({ contract: "Pass", score: 0 });
    expect(s.notes).toEqual([
      expect.stringMatching(
        /TRAVELLER_LINE\[1\].*CONTRACT is NP \(not played\) but SCORE is 0: scored as a passed-out board/,
      ),
    ]);
  });
});

describe("cross-IMPs published as sums against the field", () => {
  test("figures that are each result's total, not divided by the comparisons, are scored so, with a note", () => {
    // The cross-IMP file's board with each figure the sum over both comparisons: 9, 12, -21.
    const xml = fs
      .readFileSync(path.join(FILES, "usebio-cross-imps.xml"), "utf8")
      .replace(/>4\.5</g, ">9<")
      .replace(/>-4\.5</g, ">-9<")
      .replace(/>6</g, ">12<")
      .replace(/>-6</g, ">-12<")
      .replace(/>-10\.5</g, ">-21<")
      .replace(/>10\.5</g, ">21<");
    const file = readUsebio(xml, "t.xml");
    expect(file.sections[0].scoring.divisor).toBe("total");
    const s = scoreEvent(openInput(xml, "t.xml"), {}).sections[0] as ScoredPairsSection;
    expect(s.published).toEqual({ compared: 6, differences: [] });
  });
});

describe("a published file is a record", () => {
  test("a contract typed 42 and a score for the other vulnerability: the published scores stand, each with a note naming its element", () => {
    // Board 1, nobody vulnerable. Line 1: contract "42" cannot be read, SCORE 420 stands. Line 2:
    // 4S by N with 10 tricks is 420 not vulnerable; the file says 620 (the vulnerable score): 620
    // stands. Line 3: 4S one down, -50. 620 beats 420 and -50: 4; 420: 2; -50: 0.
    const xml = usebio("MATCH_POINTS", {
      1: [
        ["1NS", "1EW", "42", "N", 10, 420, 2, 2],
        ["2NS", "2EW", "4S", "N", 10, 620, 4, 0],
        ["3NS", "3EW", "4S", "N", 9, -50, 0, 4],
      ],
    });
    const s = readUsebio(xml).sections[0];
    expect(s.boards[0].rows.map((r) => [r.contract, r.score])).toEqual([
      ["", 420],
      ["", 620],
      ["4S", -50],
    ]);
    expect(s.notes).toEqual([
      'USEBIO/EVENT/SECTION/BOARD/TRAVELLER_LINE[1] (line 1): the contract "42" by "N" with result "10" cannot be read, but the file\'s score is 420: scored 420, as the file publishes it',
      "USEBIO/EVENT/SECTION/BOARD/TRAVELLER_LINE[2] (line 1): 4S by N taking 10 tricks scores 420 for NS on board 1 (vulnerable None), but the file's score is 620: scored 620, as the file publishes it",
    ]);
    const scoredSection = scoreEvent(openInput(xml, "r.xml"), {}).sections[0] as ScoredPairsSection;
    expect(scoredSection.published).toEqual({ compared: 6, differences: [] });
  });
});

describe("figures as programs print them", () => {
  test("matchpoints cut to their decimals, not rounded, agree: 17/3 printed 5.66", () => {
    // One board at 4 tables (top 6), three results and an award, so Neuberg gives thirds: 420
    // beats 400 and -50, 4 on a top of 4, factored to 4 from 3: (4 + 1) x 4/3 - 1 = 5.6666,
    // printed cut 5.66 (rounded it would be 5.67); 400: (2 + 1) x 4/3 - 1 = 3; -50:
    // (0 + 1) x 4/3 - 1 = 0.3333, printed 0.33; the award A6040: 60% of 6 = 3.6, EW 2.4.
    const xml = usebio("MATCH_POINTS", {
      1: [
        ["1NS", "1EW", "4S", "N", 10, 420, 5.66, 0.33],
        ["2NS", "2EW", "3NT", "N", 9, 400, 3, 3],
        ["3NS", "3EW", "4S", "N", 9, -50, 0.33, 5.66],
        ["4NS", "4EW", "", "", "", "A6040", 3.6, 2.4],
      ],
    });
    const s = scoreEvent(openInput(xml, "cut.xml"), {}).sections[0] as ScoredPairsSection;
    expect(s.published).toEqual({ compared: 8, differences: [] });
    // A figure neither rounded nor cut from ours still differs.
    const wrong = scoreEvent(openInput(xml.replace(">5.66<", ">5.65<"), "w.xml"), {})
      .sections[0] as ScoredPairsSection;
    expect(wrong.published!.differences).toHaveLength(1);
  });
});

test("an individual event is read a player a seat, not refused line by line for want of pair numbers", () => {
  // (test/event/individual.test.ts scores individual events in full.)
  const xml =
    '<USEBIO><EVENT EVENT_TYPE="INDIVIDUAL"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><N_PLAYER_NUMBER>1</N_PLAYER_NUMBER><S_PLAYER_NUMBER>2</S_PLAYER_NUMBER><E_PLAYER_NUMBER>3</E_PLAYER_NUMBER><W_PLAYER_NUMBER>4</W_PLAYER_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>';
  const [s] = readUsebio(xml, "i.xml").sections;
  expect([s.individual, s.boards[0].rows[0].seats]).toEqual([
    true,
    { north: "1", east: "3", south: "2", west: "4" },
  ]);
});
