import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../src/io/csv";
import { readTraveller } from "../../src/scoring";
import { resultFile } from "../../src/taskpane/save";

const rows = readCsv(
  fs.readFileSync(path.join(__dirname, "..", "..", "examples", "mitchell-session.csv"), "utf8"),
).rows;
const traveller = readTraveller(rows);
const mp = { method: "mp", movement: "mitchell" } as const;

describe("the results files the pane saves", () => {
  test("each kind: its name, type, and the writers' text headed with the traveller's title", () => {
    const html = resultFile("html", traveller, rows, mp, "Session: matchpoints?");
    expect([html.name, html.type]).toEqual(["Session matchpoints.html", "text/html;charset=utf-8"]);
    expect(html.text).toContain("<h1>Club pairs, three-table Mitchell, one board a round</h1>");
    const pbn = resultFile("pbn", traveller, rows, mp, "Session");
    expect(pbn.name).toBe("Session.pbn");
    // NS 3 first on 62.50% (the examples' README).
    expect(pbn.text).toMatch(/\[TotalScoreTable "[^"]*"\]\r\n"1" "3" "NS" "3"\s+"7.50" "62.50"/);
    const xml = resultFile("usebio", traveller, rows, mp, "Session");
    expect([xml.name, xml.type]).toEqual(["Session.xml", "application/xml;charset=utf-8"]);
    expect(xml.text).toContain("<PERCENTAGE>62.5</PERCENTAGE>");
  });

  test("a PBN or USEBIO file of all three methods is refused with a message", () => {
    expect(() => resultFile("pbn", traveller, rows, { method: "all", movement: "mitchell" }, "x")).toThrow(
      /one method's results/,
    );
  });
});
