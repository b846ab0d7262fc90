// The results files the pane saves after scoring ("Save the results as"): made from the event
// scored for the sheet, by the output registry's writers.
import * as fs from "node:fs";
import * as path from "node:path";
import { joinHandRecordsScored, openInput, scoreEvent, withHandRecords } from "../../src/event";
import { readHandRecordFile } from "../../src/io/hand-records";
import { OUTPUTS } from "../../src/writers/outputs";
import { resultFile, resultFiles, SAVE_OUTPUTS } from "../../src/taskpane/save";
import { WORKED_EXAMPLES } from "../../src/ui/examples";
import { exampleArea, scoredEventOf } from "./fixtures";

const mitchell = exampleArea(WORKED_EXAMPLES.find((e) => e.id === "mitchell")!);

describe("the results files the pane saves", () => {
  test("a button for each output but the workbook (Excel is the workbook): web page, PBN, USEBIO, hand records", () => {
    expect(SAVE_OUTPUTS.map((o) => [o.name, o.button])).toEqual([
      ["html", "Web page"],
      ["pbn", "PBN"],
      ["usebio", "USEBIO"],
      ["hand-records", "Hand records"],
    ]);
    expect(OUTPUTS.filter((o) => !SAVE_OUTPUTS.includes(o)).map((o) => o.name)).toEqual(["xlsx"]);
  });

  test("each kind: named after the results sheet, the registry's type, headed with the traveller's title", async () => {
    const written = { sheet: "Session: matchpoints?", scored: scoredEventOf(mitchell, { method: "mp" }) };
    const html = await resultFile("html", written);
    // The characters a file system refuses become spaces, and runs of spaces one.
    expect([html.name, html.type]).toEqual(["Session matchpoints.html", "text/html;charset=utf-8"]);
    expect(html.text).toContain("<h1>Club pairs, three-table Mitchell, one board a round</h1>");
    const pbn = await resultFile("pbn", { ...written, sheet: "Session" });
    expect([pbn.name, pbn.type]).toEqual(["Session.pbn", "text/plain;charset=utf-8"]);
    // NS 3 first on 62.50% (the examples' README).
    expect(pbn.text).toMatch(/\[TotalScoreTable "[^"]*"\]\r\n"1" "3" "NS" "3"\s+"7.50" "62.50"/);
    const xml = await resultFile("usebio", { ...written, sheet: "Session" });
    expect([xml.name, xml.type]).toEqual(["Session.xml", "application/xml;charset=utf-8"]);
    expect(xml.text).toContain("<PERCENTAGE>62.5</PERCENTAGE>");
  });

  test("made of the event as the sheet was scored: cross-IMPs, not the default matchpoints", async () => {
    const scored = scoredEventOf(mitchell, { method: "cross" });
    const cross = await resultFile("usebio", { sheet: "S", scored });
    expect(cross.text).toContain('<EVENT EVENT_TYPE="CROSS_IMP_PAIRS">');
    // Board 1, NS 1's -50 against 450 (-500: -11 IMPs) and 420 (-470: -10): -21 over the 2
    // comparisons is -10.5.
    expect(cross.text).toMatch(
      /<NS_PAIR_NUMBER>1<\/NS_PAIR_NUMBER>.*<SCORE>-50<\/SCORE><NS_IMPS>-10.5<\/NS_IMPS>/,
    );
  });

  test("a teams match saved as PBN or USEBIO holds the match: Aces 13.78, Kings 6.22 VPs", async () => {
    const ex = WORKED_EXAMPLES.find((e) => e.id === "teams-match")!;
    const written = { sheet: "Teams", scored: scoredEventOf(exampleArea(ex), ex.options) };
    // Board 1: 420 in the open room, -50 in the closed, 470 net to Aces, 10 IMPs; flat elsewhere,
    // so 10 IMPs over 8 boards, 13.78 to 6.22 on the WBF scale.
    const pbn = await resultFile("pbn", written);
    expect(pbn.name).toBe("Teams.pbn");
    expect(pbn.text).toContain('[HomeTeam "Aces"]\r\n[VisitTeam "Kings"]');
    expect(pbn.text).toMatch(/"1" "1" "Aces"\s+"8" "13.78"\s+"10"/);
    const xml = await resultFile("usebio", written);
    expect(xml.text).toContain('<EVENT EVENT_TYPE="TEAMS">');
    expect(xml.text).toContain('<TEAM TEAM_ID="2" TEAM_NAME="Kings"><TOTAL_SCORE>6.22</TOTAL_SCORE>');
  });

  test("a PBN or USEBIO file of all three methods is refused with a message", async () => {
    const all = { sheet: "x", scored: scoredEventOf(mitchell, { method: "all" }) };
    await expect(resultFile("pbn", all)).rejects.toThrow(/one method's results/);
  });

  test("a Score of several sections: a file for each section, named after its own results sheet", async () => {
    // The two sections of the Meadow file, each on a results sheet of its own.
    const bytes = new Uint8Array(
      fs.readFileSync(path.join(__dirname, "..", "fixtures", "files", "meadow-sections.pbn")),
    );
    const scored = scoreEvent(openInput(bytes, "meadow-sections.pbn"), {});
    const written = { sheet: "A matchpoints", sheets: ["A matchpoints", "B matchpoints"], scored };
    const pages = await resultFiles("html", written);
    expect(pages.map((f) => [f.name, /<h1>([^<]*)<\/h1>/.exec(f.text)?.[1]])).toEqual([
      ["A matchpoints.html", "Meadow Monday, section A"],
      ["B matchpoints.html", "Meadow Monday, section B"],
    ]);
    // The one-file form gives the first section's, as before.
    expect((await resultFile("html", written)).name).toBe("A matchpoints.html");
  });
});

describe("the results files of a traveller with hand records", () => {
  test("the web page, PBN and USEBIO saved carry each board's deal, as the sheet showed it", async () => {
    // The Mitchell example's boards 1 and 2 joined to mitchell-deals.pbn, their tables as handed in.
    const file = path.join(__dirname, "..", "fixtures", "hand-records", "mitchell-deals.pbn");
    const records = readHandRecordFile(fs.readFileSync(file)).records;
    const joined = joinHandRecordsScored(scoredEventOf(mitchell, { method: "mp" }), records, "d.pbn");
    const sevens = { tricks: [0, 1, 2, 3].map(() => [7, 7, 7, 7, 7]) };
    const { scored } = await withHandRecords(joined.scored, "published", async () => sevens);
    const board1 = "N:KJ965.K93.Q9.AJ6 A32.AQ.8654.8432 7.JT87652.T73.QT QT84.4.AKJ2.K975";
    const html = await resultFile("html", { sheet: "S", scored });
    expect(html.text).toContain("Board 1: the deal");
    const pbn = await resultFile("pbn", { sheet: "S", scored });
    expect(pbn.text).toContain(`[Deal "${board1}"]`);
    // 7 tricks everywhere, nobody vulnerable: par 1NT by North-South, +90.
    expect(pbn.text).toContain('[OptimumScore "NS 90"]');
    const xml = await resultFile("usebio", { sheet: "S", scored });
    // The HANDSET: boards 1 and 2, the two with a deal (board 3 has none in the file).
    const handset = /<HANDSET>[\s\S]*<\/HANDSET>/.exec(xml.text)?.[0] ?? "";
    expect([...handset.matchAll(/<BOARD><BOARD_NUMBER>(\d+)</g)].map((m) => m[1])).toEqual(["1", "2"]);
  });

  test("the hand records saved: a page named apart from the web page, of the boards with a deal, each with its par", async () => {
    const file = path.join(__dirname, "..", "fixtures", "hand-records", "mitchell-deals.pbn");
    const records = readHandRecordFile(fs.readFileSync(file)).records;
    const joined = joinHandRecordsScored(scoredEventOf(mitchell, { method: "mp" }), records, "d.pbn");
    const sevens = { tricks: [0, 1, 2, 3].map(() => [7, 7, 7, 7, 7]) };
    const { scored } = await withHandRecords(joined.scored, "published", async () => sevens);
    const sheet = await resultFile("hand-records", { sheet: "S", scored });
    expect([sheet.name, sheet.type]).toEqual(["S hand records.html", "text/html;charset=utf-8"]);
    // Boards 1 and 2 have deals in the file (board 3 has none).
    expect([...sheet.text.matchAll(/<p class="no">Board (\d+)<\/p>/g)].map((m) => m[1])).toEqual(["1", "2"]);
    // Seven tricks for everyone, board 1 at love all: 1NT by North-South, +90, dealt by North.
    expect(sheet.text).toContain('<p class="h">Par NS 90</p><p>NS 1NT</p>');
    // Printing is the browser's: the page runs no script.
    expect(sheet.text).not.toMatch(/<script/i);
  });

  test("the hand records of a session without deals are refused with what to do", async () => {
    await expect(
      resultFile("hand-records", { sheet: "S", scored: scoredEventOf(mitchell, {}) }),
    ).rejects.toThrow(/needs the boards' deals/);
  });
});
