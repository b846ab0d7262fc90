// Several sessions of one event in one file: a PBN file (test/fixtures/files/orchard-two-sessions.pbn,
// invented names), and the same session as USEBIO (orchard-two-sessions.xml, a SESSION each). The PBN: [Event "Orchard Pairs"] with [Session "1"] and [Session "2"], each on its own
// [Date], both playing boards 1 and 2 with three tables (a Mitchell: NS 1-3 against EW 1-3;
// top 4 on the EBU scale). Worked by hand:
//   Session 1, board 1: +420, +400, -50 -> NS 4, 2, 0 (EW 0, 2, 4).
//              board 2 (NS vul): -110, -140, +110 -> NS 2, 0, 4 (EW 2, 4, 0).
//   NS 1 6 (75%), NS 2 2 (25%), NS 3 4 (50%); EW 1 2 (25%), EW 2 6 (75%), EW 3 4 (50%).
//   Session 2, board 1: +100, +100, +200 -> NS 1, 1, 4 (EW 3, 3, 0).
//              board 2: -420, -450, -420 -> NS 3, 0, 3 (EW 1, 4, 1).
//   NS 1 4 (50%), NS 2 1 (12.5%), NS 3 7 (87.5%); EW 1 4 (50%), EW 2 7 (87.5%), EW 3 1 (12.5%).
// The event: mean percentage EW 2 81.25, NS 3 68.75, NS 1 62.5, EW 1 37.5, EW 3 31.25,
// NS 2 18.75; total matchpoints EW 2 13, NS 3 11, NS 1 10, EW 1 6, EW 3 5, NS 2 3.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredPairsSection } from "../../src/event";
import { readPbn } from "../../src/io/pbn";
import { readUsebio } from "../../src/io/usebio";
import { runCli } from "../support/cli";
import { openFile } from "../../src/taskpane/open-file";

const FILE = path.join(__dirname, "..", "fixtures", "files", "orchard-two-sessions.pbn");
const text = (): string => fs.readFileSync(FILE, "utf8");

const percentages = (s: ScoredPairsSection) =>
  s.sessions[0].rankings.flatMap((r) => r.pairs.map((p) => [p.id, p.percentage]));

describe("a PBN file of two sessions of one event", () => {
  test("each session is a section of its own, though both play boards 1 and 2", () => {
    const file = readPbn(text(), "o.pbn");
    expect(file.sections.map((s) => [s.event, s.session, s.boards.map((b) => b.board)])).toEqual([
      ["Orchard Pairs", "1", [1, 2]],
      ["Orchard Pairs", "2", [1, 2]],
    ]);
    // Each session's names table is its own game's (the same pairs here).
    expect(file.sections[1].names.get("EW 2")).toBe("Quin Lowe - Rae Stork");
  });

  test("each session is scored and ranked on its own, its published matchpoints agreeing", () => {
    const scored = scoreEvent(openInput(text(), "o.pbn"), {}).sections as ScoredPairsSection[];
    expect(scored.map((s) => s.section.title)).toEqual([
      "Orchard Pairs, session 1",
      "Orchard Pairs, session 2",
    ]);
    expect(percentages(scored[0])).toEqual([
      ["NS 1", 75],
      ["NS 3", 50],
      ["NS 2", 25],
      ["EW 2", 75],
      ["EW 3", 50],
      ["EW 1", 25],
    ]);
    expect(percentages(scored[1])).toEqual([
      ["NS 3", 87.5],
      ["NS 1", 50],
      ["NS 2", 12.5],
      ["EW 2", 87.5],
      ["EW 1", 50],
      ["EW 3", 12.5],
    ]);
    // 2 boards x 3 tables x NS and EW published matchpoints, in each session.
    expect(scored.map((s) => s.published)).toEqual([
      { compared: 12, differences: [] },
      { compared: 12, differences: [] },
    ]);
  });

  test("without [Session] tags, the dates under one [Event] tell the sessions apart", () => {
    const file = readPbn(text().replace(/\[Session "\d"\]\r\n/g, ""), "o.pbn");
    expect(file.sections.map((s) => s.session)).toEqual(["2026.01.14", "2026.01.21"]);
  });

  test("a file of one session says nothing of sessions (its title is the event's)", () => {
    const first = text().split(/(?=\[Event "Orchard Pairs"\]\r\n\[Site ""\]\r\n\[Date "2026.01.21"\])/)[0];
    const file = readPbn(first, "o.pbn");
    expect(file.sections.map((s) => [s.event, s.session])).toEqual([["Orchard Pairs", undefined]]);
  });

  test("the command line prints each session's ranking, then the event's by mean percentage", async () => {
    const r = await runCli([FILE, "--ranking"]);
    expect(r.code).toBe(0);
    const event = r.out.slice(r.out.indexOf("Event ranking (mean percentage):"));
    const lines = event.split("\n").slice(2, 8);
    expect(lines.map((l) => /^\s*(\d+)\s+(NS|EW) (\d).*\s([\d.]+)$/.exec(l)!.slice(1))).toEqual([
      ["1", "EW", "2", "81.25"],
      ["2", "NS", "3", "68.75"],
      ["3", "NS", "1", "62.50"],
      ["4", "EW", "1", "37.50"],
      ["5", "EW", "3", "31.25"],
      ["6", "NS", "2", "18.75"],
    ]);
  });

  test("--event total ranks the file's sessions by total matchpoints; --json gives the event too", async () => {
    const r = await runCli([FILE, "--event", "total", "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { ranking: { pair: string; score: number }[] };
    expect(doc.ranking.map((l) => [l.pair, l.score])).toEqual([
      ["EW 2", 13],
      ["NS 3", 11],
      ["NS 1", 10],
      ["EW 1", 6],
      ["EW 3", 5],
      ["NS 2", 3],
    ]);
    const plain = await runCli([FILE, "--json"]);
    const mean = JSON.parse(plain.out) as {
      event: { basis: string; ranking: { field: string; pairs: { pair: string; percentage: number }[] }[] };
    };
    expect(mean.event.basis).toBe("mean");
    expect(mean.event.ranking[0].field).toBe("all");
    expect(mean.event.ranking[0].pairs[0]).toMatchObject({ pair: "EW 2", percentage: 81.25 });
  });
});

test("the pane puts each session on a sheet of its own, named with its session", () => {
  const opened = openFile("orchard.pbn", new Uint8Array(fs.readFileSync(FILE)));
  expect(opened.kind).toBe("opened");
  if (opened.kind !== "opened") return;
  expect(opened.sheets.map((x) => x.sheetName)).toEqual(["Orchard Pairs s1", "Orchard Pairs s2"]);
});

describe("a USEBIO file of two sessions of one event (the same session: orchard-two-sessions.xml)", () => {
  const XML = path.join(__dirname, "..", "fixtures", "files", "orchard-two-sessions.xml");

  test("each SESSION is a session of the event, not a section, its boards its own", () => {
    const file = readUsebio(fs.readFileSync(XML), "o.xml");
    expect(file.sections.map((s) => [s.event, s.session, s.section, s.boards.map((b) => b.board)])).toEqual([
      ["Orchard Pairs", "1", "", [1, 2]],
      ["Orchard Pairs", "2", "", [1, 2]],
    ]);
  });

  test("the command line ranks each session, then the event by mean percentage, as the PBN file's", async () => {
    const r = await runCli([XML, "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as {
      sections: { title: string; published: { compared: number; differences: string[] } }[];
      event: { basis: string; ranking: { pairs: { pair: string; score: number }[] }[] };
    };
    expect(doc.sections.map((s) => [s.title, s.published])).toEqual([
      ["Orchard Pairs, session 1", { compared: 12, differences: [] }],
      ["Orchard Pairs, session 2", { compared: 12, differences: [] }],
    ]);
    expect(doc.event.ranking[0].pairs.map((l) => [l.pair, l.score])).toEqual([
      ["EW 2", 81.25],
      ["NS 3", 68.75],
      ["NS 1", 62.5],
      ["EW 1", 37.5],
      ["EW 3", 31.25],
      ["NS 2", 18.75],
    ]);
  });
});
