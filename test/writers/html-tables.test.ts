// The web page's board tables for players: the traveller and each pair's result joined row to
// row by who played, a column's figures with the same decimals, the sheet's words about live
// formulas left out, the date and venue spelt out; and, on the page, keyboard stops only in the
// workings.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent } from "../../src/event";
import { readCsv } from "../../src/io/csv";
import { readTraveller } from "../../src/scoring";
import type { CellModel, SheetTable } from "../../src/sheet/model";
import { buildSheetWithSummary } from "../../src/sheet/results";
import { renderHtmlPage } from "../../src/writers/html";
import {
  columnDecimals,
  joinResults,
  pageText,
  whenAndWhere,
  withDecimals,
} from "../../src/writers/html-tables";
import { outputNamed } from "../../src/writers/outputs";

const ROOT = path.resolve(__dirname, "../..");
const mitchell = () =>
  buildSheetWithSummary(
    readTraveller(readCsv(fs.readFileSync(path.join(ROOT, "examples", "mitchell-session.csv"), "utf8")).rows),
    { method: "mp" },
  );

/** A table at rows 1-3 (header at 0) of the given columns. */
function table(columns: [string, SheetTable["columns"][number]["role"]][]): SheetTable {
  return {
    title: "t",
    header: 0,
    rows: [1, 3],
    columns: columns.map(([label, role], col) => ({ col, label, role })),
  };
}

/** Rows of cells from values, row 1 first. */
function rowsOf(values: (string | number)[][]): Map<number, CellModel[]> {
  return new Map(values.map((vs, i) => [i + 1, vs.map((value, col) => ({ row: i + 1, col, value }))]));
}

describe("joinResults", () => {
  const traveller = table([
    ["Table", "table"],
    ["NS", "pair"],
    ["EW", "pair"],
    ["Contract", "contract"],
    ["NS score", "score"],
  ]);
  const results = table([
    ["Table", "table"],
    ["NS", "pair"],
    ["EW", "pair"],
    ["NS score", "score"],
    ["NS MP", "result"],
    ["NS %", "percent"],
  ]);
  const travellerRows = rowsOf([
    [1, 1, 1, "4S", -50],
    [3, 3, 2, "4S", 450],
    [2, 2, 3, "4S", 420],
  ]);

  test("rows matched by table and pairs, not by where they stand; only the results' own columns added", () => {
    // The results listed in another order: table 2 first.
    const resultsRows = rowsOf([
      [2, 2, 3, 420, 2, 50],
      [1, 1, 1, -50, 0, 0],
      [3, 3, 2, 450, 4, 100],
    ]);
    const joined = joinResults(traveller, travellerRows, results, resultsRows)!;
    expect(joined.columns.map((c) => c.label)).toEqual(["NS MP", "NS %"]);
    expect([...joined.rowOf]).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
  });

  test("not joined when a row has no partner, a key repeats, or the keys differ", () => {
    const missing = rowsOf([
      [1, 1, 1, -50, 0, 0],
      [3, 3, 2, 450, 4, 100],
      [9, 9, 9, 420, 2, 50],
    ]);
    expect(joinResults(traveller, travellerRows, results, missing)).toBeNull();
    const twice = rowsOf([
      [1, 1, 1, -50, 0, 0],
      [1, 1, 1, -50, 0, 0],
      [2, 2, 3, 420, 2, 50],
    ]);
    expect(joinResults(traveller, travellerRows, results, twice)).toBeNull();
    const noTable = table([
      ["NS", "pair"],
      ["EW", "pair"],
      ["NS MP", "result"],
    ]);
    expect(joinResults(traveller, travellerRows, noTable, rowsOf([[1, 1, 0]]))).toBeNull();
  });
});

describe("a column's decimals", () => {
  test("the most any figure shows; none when all are whole or not figures", () => {
    expect(columnDecimals(["6", "50", "57.54"])).toBe(2);
    expect(columnDecimals(["+3.5", "-1"])).toBe(1);
    expect(columnDecimals(["+420", "-50", "NP"])).toBeNull();
  });

  test("a figure padded to them, its sign kept; other text untouched; never cut", () => {
    expect(withDecimals("6", 2)).toBe("6.00");
    expect(withDecimals("+3.5", 2)).toBe("+3.50");
    expect(withDecimals("-1", 1)).toBe("-1.0");
    expect(withDecimals("57.543", 2)).toBe("57.543");
    expect(withDecimals("NP", 2)).toBe("NP");
    expect(withDecimals("6", null)).toBe("6");
  });
});

describe("the page's header", () => {
  test("the sheet's words about live formulas are left out", () => {
    expect(pageText("Session matchpoints: 3 boards (Mitchell), scored with live formulas")).toBe(
      "Session matchpoints: 3 boards (Mitchell)",
    );
    const page = renderHtmlPage(mitchell());
    expect(page).not.toMatch(/live formulas/);
    expect(page).toContain("<h1>Session matchpoints: 3 boards (Mitchell");
  });

  test("date and venue spelt out under the heading when known", () => {
    expect(whenAndWhere("2024-03-14", "Anytown Bridge Club")).toBe("14 March 2024, Anytown Bridge Club");
    expect(whenAndWhere("Spring 2024", null)).toBe("Spring 2024");
    expect(whenAndWhere(null, " ")).toBe("");
    const page = renderHtmlPage(mitchell(), {
      eventTitle: "Club pairs",
      date: "2026-11-02",
      venue: "<Hall>",
    });
    expect(page).toContain('<h1>Club pairs</h1>\n<p class="sub">2 November 2026, &lt;Hall&gt;</p>');
  });

  test("a USEBIO file's club is the page's venue", async () => {
    const event = openInput(
      fs.readFileSync(path.join(ROOT, "test", "fixtures", "files", "club-sections.xml")),
      "club-sections.xml",
    );
    const pages = await outputNamed("html").write(scoreEvent(event, {}));
    expect(String(pages[0].content)).toContain('<p class="sub">Riverside Bridge Club</p>');
  });
});

describe("keyboard stops", () => {
  test("with the workings hidden, no computed cell outside the workings takes the focus", () => {
    const page = renderHtmlPage(mitchell());
    const main = page.slice(page.indexOf("<main>"));
    // Every cell with a tab stop is a workings cell (class w) or inside a block behind the switch.
    // Walk the page's divs, noting for each tab stop whether a div of the workings holds it.
    const open: boolean[] = [];
    const outside: string[] = [];
    let stops = 0;
    for (const m of main.matchAll(
      /<div( class="([^"]*)")?>|<\/div>|<(td|span) class="([^"]*)" tabindex="0"/g,
    )) {
      if (m[0] === "</div>") open.pop();
      else if (m[0].startsWith("<div")) open.push((m[2] ?? "").split(" ").includes("w"));
      else {
        stops++;
        if (!open.includes(true) && !m[4].split(" ").includes("w")) outside.push(m[0]);
      }
    }
    expect(stops).toBeGreaterThan(0);
    expect(outside).toEqual([]);
    // The results' computed cells keep their formula bar for the mouse.
    expect(page).toMatch(/<td class="n b nm f" aria-describedby="f\d+">4<span class="tip"/);
  });
});

describe("where the tables stay apart", () => {
  const rows = readCsv(fs.readFileSync(path.join(ROOT, "examples", "mitchell-session.csv"), "utf8")).rows;
  test("all three methods: each pair's result stays a table of its own, a named region that scrolls by keyboard", () => {
    const page = renderHtmlPage(buildSheetWithSummary(readTraveller(rows), { method: "all" }));
    expect(page).not.toContain("The traveller and each pair");
    expect(
      page.match(/<div class="wrap fit" tabindex="0" role="region" aria-label="Each pair&#39;s result">/g),
    ).toHaveLength(3);
  });

  test("the teaching page, open on the workings, keeps each step's table as the sheet has it", () => {
    const page = renderHtmlPage(mitchell(), { workingsOpen: true });
    expect(page).not.toContain("The traveller and each pair");
    expect(page.match(/>The traveller as read</g)).toHaveLength(3);
  });
});
