import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../src/io/csv";
import { readTraveller, type Traveller } from "../../src/scoring";
import { scoreForSheet, type ResultsSheetOptions } from "../../src/sheet/results";
import { oneSession, table, writePbn } from "../../src/writers/pbn";

const example = (f: string): Traveller =>
  readTraveller(readCsv(fs.readFileSync(path.join(__dirname, "..", "..", "examples", f), "utf8")).rows);

function pbnOf(f: string, options: ResultsSheetOptions, event = "Club pairs"): string {
  const t = example(f);
  return writePbn(t, oneSession(scoreForSheet(t, options), "A PBN file"), { event });
}

interface PbnTable {
  columns: { name: string; width: number; align: string }[];
  rows: string[][];
}

/**
 * Reads the tables of a PBN text by the standard's column syntax: each row is cut at the declared
 * widths (one space between columns), so a row whose cells do not stand in their columns fails.
 */
function tables(pbn: string, tag: string): PbnTable[] {
  const lines = pbn.split("\r\n");
  const out: PbnTable[] = [];
  lines.forEach((line, i) => {
    const m = new RegExp(`^\\[${tag} "(.*)"\\]$`).exec(line);
    if (!m) return;
    const columns = m[1].split(";").map((c) => {
      const [, name, width, align] = /^(\w+)\\(\d+)([LR])$/.exec(c)!;
      return { name, width: Number(width), align };
    });
    const rows: string[][] = [];
    for (let k = i + 1; k < lines.length && lines[k] !== "" && !lines[k].startsWith("["); k++) {
      const row = lines[k];
      let at = 0;
      rows.push(
        columns.map((c, j) => {
          const text = row.slice(at, at + c.width);
          expect(j === 0 || row[at - 1] === " ").toBe(true);
          at += c.width + 1;
          // The padding is on the side the alignment says.
          if (c.align === "R") expect(text).toBe(text.trim().padStart(c.width));
          else expect(text.trimEnd()).toBe(text.trim());
          return text.trim().replace(/^"(.*)"$/, "$1");
        }),
      );
    }
    out.push({ columns, rows });
  });
  return out;
}

const column = (t: PbnTable, name: string): string[] => {
  const k = t.columns.findIndex((c) => c.name === name);
  return t.rows.map((r) => r[k]);
};

describe("the PBN writer", () => {
  test("a game per board with the tags a results file carries, dealer and vulnerability by board number", () => {
    const pbn = pbnOf("mitchell-session.csv", { method: "mp" });
    expect(pbn.startsWith("% PBN 2.1\r\n% EXPORT\r\n")).toBe(true);
    expect(pbn.match(/^\[Board "\d+"\]$/gm)).toEqual(['[Board "1"]', '[Board "2"]', '[Board "3"]']);
    // Boards 1, 2, 3: dealer N, E, S; vulnerable none, NS, EW.
    expect(pbn.match(/^\[Dealer "(.)"\]$/gm)).toEqual(['[Dealer "N"]', '[Dealer "E"]', '[Dealer "S"]']);
    expect(pbn.match(/^\[Vulnerable ".*"\]$/gm)).toEqual([
      '[Vulnerable "None"]',
      '[Vulnerable "NS"]',
      '[Vulnerable "EW"]',
    ]);
    expect(pbn.match(/^\[Scoring "MatchPoints"\]$/gm)).toHaveLength(3);
    expect(pbn.match(/^\[Event "Club pairs"\]$/gm)).toHaveLength(3);
  });

  test("matchpoints: each score in its side's column, MP and percentages as the README works board 3 out", () => {
    const [, , board3] = tables(pbnOf("mitchell-session.csv", { method: "mp" }), "ScoreTable");
    expect(board3.columns.map((c) => c.name)).toEqual([
      "Table",
      "PairId_NS",
      "PairId_EW",
      "Contract",
      "Declarer",
      "Result",
      "Lead",
      "Score_NS",
      "Score_EW",
      "MP_NS",
      "MP_EW",
      "Percentage_NS",
      "Percentage_EW",
    ]);
    // NS 3 +200 (Score_NS 200), NS 2 -620 (Score_EW 620), NS 1 v EW 2 not played.
    expect(column(board3, "PairId_NS")).toEqual(["3", "2", "1"]);
    expect(column(board3, "Score_NS")).toEqual(["200", "-", "-"]);
    expect(column(board3, "Score_EW")).toEqual(["-", "620", "-"]);
    expect(column(board3, "Contract")).toEqual(["4S", "4S", "-"]);
    expect(column(board3, "Result")).toEqual(["8", "10", "-"]);
    // Neuberg with N = 3, n = 2: (2 + 1) x 3/2 - 1 = 3.5 of a top of 4 (87.5%), and 0.5 (12.5%).
    expect(column(board3, "MP_NS")).toEqual(["3.50", "0.50", "-"]);
    expect(column(board3, "MP_EW")).toEqual(["0.50", "3.50", "-"]);
    expect(column(board3, "Percentage_NS")).toEqual(["87.50", "12.50", "-"]);
  });

  test("the TotalScoreTable ranks the Mitchell as the README does", () => {
    const [total] = tables(pbnOf("mitchell-session.csv", { method: "mp" }), "TotalScoreTable");
    expect(
      total.rows.map((r) => [column(total, "Direction")[total.rows.indexOf(r)], r[1], r[r.length - 1]]),
    ).toEqual([
      ["NS", "3", "62.50"],
      ["NS", "2", "54.17"],
      ["NS", "1", "25.00"],
      ["EW", "1", "95.83"],
      ["EW", "3", "37.50"],
      ["EW", "2", "0.00"],
    ]);
  });

  test("cross-IMPs and Butler give IMP_NS and IMP_EW: board 15's totals, the weighted table's 2.4", () => {
    const [board15] = tables(pbnOf("club-board-15.csv", { method: "cross", divisor: "total" }), "ScoreTable");
    expect(column(board15, "IMP_NS")).toEqual(["31", "-1", "-27", "-27", "24"]);
    expect(column(board15, "IMP_EW")).toEqual(["-31", "1", "27", "27", "-24"]);
    // -200 by NS: EW's plus score.
    expect(column(board15, "Score_EW")[1]).toBe("200");
    const [weighted] = tables(pbnOf("weighted-ruling.csv", { method: "butler" }), "ScoreTable");
    expect(column(weighted, "IMP_NS")[11]).toBe("2.40");
    expect(column(weighted, "Score_NS")[11]).toBe("30% 1430, 40% 680, 20% 650, 10% -100");
  });

  test("text is escaped as PBN strings; a file holds one method", () => {
    const pbn = pbnOf("mitchell-session.csv", { method: "mp" }, 'The "Monday" \\ <club>');
    expect(pbn).toContain('[Event "The \\"Monday\\" \\\\ <club>"]');
    const t = example("mitchell-session.csv");
    expect(() => oneSession(scoreForSheet(t, { method: "all" }), "A PBN file")).toThrow(/one method/);
  });
});

test("a score table of 200,000 rows is laid out without passing every cell as an argument", () => {
  // A board of a hundred thousand tables or more: each column's width is found by a loop, and the
  // table is its tag line and a line per row.
  const cells = Array.from({ length: 200_000 }, (_, k) => `"${k + 1}"`);
  const lines = table("ScoreTable", [{ name: "PairId_NS", right: true, cells }]);
  expect(lines).toHaveLength(200_001);
  // "200000" in quotes is the widest cell: 8 characters.
  expect(lines[0]).toBe('[ScoreTable "PairId_NS\\8R"]');
  expect(lines[1]).toBe('     "1"');
});
