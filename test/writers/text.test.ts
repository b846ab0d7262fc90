import { CellModel, ColumnRole, SheetBlock, SheetModel } from "../../src/sheet/model";
import * as fs from "node:fs";
import * as path from "node:path";
import { renderRanking, renderSessionRanking, renderSheet } from "../../src/writers/text";
import { openInput, scoreEvent } from "../../src/event";
import { columnsOf } from "../../src/sheet/builder";
import { buildResultsSheet, buildSheetWithSummary } from "../../src/sheet/results";
import { boardOf } from "../support/travellers";

const cell = (row: number, col: number, value: CellModel["value"], numberFormat?: string): CellModel => ({
  row,
  col,
  value,
  ...(numberFormat ? { numberFormat } : {}),
});

/**
 * A sheet of four blocks: a title; a label with its value in column B (a line of text, not a
 * table, whatever columns it fills); each pair's result as a table; a scale of two columns beside
 * them from row 2 on.
 */
function tinySheet(): SheetModel {
  const block = (b: Omit<SheetBlock, "tables"> & Partial<Pick<SheetBlock, "tables">>): SheetBlock => ({
    tables: [],
    ...b,
  });
  return {
    name: "Tiny",
    cells: [
      cell(0, 0, "Tiny sheet"),
      cell(2, 0, "Results on the board (n)"),
      cell(2, 1, 3, "0"),
      cell(4, 0, "Each pair's result"),
      cell(5, 0, "Table"),
      cell(5, 1, "NS"),
      cell(5, 2, "NS score"),
      cell(6, 0, "1"),
      cell(6, 1, "3"),
      cell(6, 2, 420, "+0;-0;0"),
      cell(7, 0, "2"),
      cell(7, 1, "10"),
      cell(7, 2, -50, "+0;-0;0"),
      cell(2, 6, "Scale"),
      cell(3, 6, "From"),
      cell(3, 7, "IMPs"),
      cell(4, 6, 0, "0"),
      cell(4, 7, 0, "0"),
      cell(5, 6, 20, "0"),
      cell(5, 7, 1, "0"),
    ],
    blocks: [
      block({ kind: "title", title: "Tiny sheet", rows: [0, 0], columns: [0, 0] }),
      block({
        kind: "impScale",
        title: "Scale",
        rows: [2, 5],
        columns: [6, 7],
        beside: true,
        tables: [
          {
            title: "Scale",
            header: 3,
            rows: [4, 5],
            columns: [
              { col: 6, label: "From", role: "bound" },
              { col: 7, label: "IMPs", role: "imps" },
            ],
          },
        ],
      }),
      block({ kind: "workings", board: 1, method: "mp", title: "n", rows: [2, 2], columns: [0, 1] }),
      block({
        kind: "results",
        board: 1,
        title: "Each pair's result",
        rows: [4, 7],
        columns: [0, 2],
        tables: [
          {
            title: "Each pair's result",
            header: 5,
            rows: [6, 7],
            columns: [
              { col: 0, label: "Table", role: "table" },
              { col: 1, label: "NS", role: "pair" },
              { col: 2, label: "NS score", role: "score" },
            ],
          },
        ],
      }),
    ],
  };
}

describe("renderSheet: the sheet as text, from the blocks and tables the model declares", () => {
  test("a hand-built sheet of four blocks, line by line", () => {
    expect(renderSheet(tinySheet()).split("\n")).toEqual([
      "Tiny sheet",
      "",
      // The block beside the others comes first where its first row comes, turned on its side.
      "Scale",
      "From  0  20",
      "IMPs  0   1",
      "",
      // Not a table: the label padded to 40 characters, then its value, though it is in column B.
      `${"Results on the board (n)".padEnd(40)}3`,
      "",
      "Each pair's result",
      // The table's columns as wide as their widest text (5, 2, 8), numbers to the right.
      "Table  NS  NS score",
      "1      3       +420",
      "2      10       -50",
      "",
    ]);
  });

  test("the same rows declared as a table are aligned as one", () => {
    const sheet = tinySheet();
    const workings = sheet.blocks[2];
    sheet.blocks[2] = {
      ...workings,
      tables: [
        { title: "n", header: null, rows: [2, 2], columns: [{ col: 0, label: "What", role: "label" }] },
      ],
    };
    expect(renderSheet(sheet).split("\n")[6]).toBe("Results on the board (n)  3");
  });

  test("a cell no block declares is refused", () => {
    const sheet = tinySheet();
    sheet.cells.push(cell(9, 0, "stray"));
    expect(() => renderSheet(sheet)).toThrow(/row 9, column 0 in no block/);
  });
});

/**
 * A summary-like sheet of one table: Pair, Names, then a column per board, `boards` of them; pair
 * k's result on board j is 10k + j (so every figure says where it belongs).
 */
function wideSheet(pairs: number, boards: number, names: string): SheetModel {
  const heads: [string, ColumnRole][] = [
    ["Pair", "pair"],
    ["Names", "names"],
    ...Array.from({ length: boards }, (_, j): [string, ColumnRole] => [`Bd ${j + 1}`, "result"]),
  ];
  const cells: CellModel[] = heads.map(([h], c) => cell(0, c, h));
  for (let k = 1; k <= pairs; k++) {
    cells.push(cell(k, 0, `NS ${k}`), cell(k, 1, names));
    for (let j = 1; j <= boards; j++) cells.push(cell(k, 1 + j, 10 * k + j, "0"));
  }
  return {
    name: "Wide",
    cells,
    blocks: [
      {
        kind: "summary",
        method: "mp",
        title: "Wide",
        rows: [0, pairs],
        columns: [0, 1 + boards],
        tables: [{ title: "NS pairs", header: 0, rows: [1, pairs], columns: columnsOf(heads) }],
      },
    ],
  };
}

describe("renderSheet within a width", () => {
  test("a table wider than the width is cut into groups of boards, each under the pair, every figure once in its pair's row", () => {
    // Pair (5) + Names (11) + 20 boards of 3 characters, two spaces between: 5 + 2 + 11 + 20 x 5 =
    // 118 characters, more than 50.
    const text = renderSheet(wideSheet(3, 20, "Ann and Bob"), { width: 50 });
    const lines = text.split("\n");
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(50);
    const groups = text.trim().split("\n\n");
    expect(groups.length).toBeGreaterThan(1);
    // The first group has the names; the others repeat the pair alone (the names are wider than a
    // third of the width with it: 5 + 2 + 11 = 18, more than 50 / 3).
    expect(groups[0].split("\n")[0]).toMatch(/^Pair\s+Names\s+Bd 1\s/);
    for (const g of groups.slice(1)) expect(g.split("\n")[0]).toMatch(/^Pair\s+Bd \d+\s/);
    // Read back: each group's header names its boards, each row its pair; every board is in one
    // group, and the figure under it in pair k's row is 10k + j.
    const seen: number[] = [];
    for (const g of groups) {
      const [header, ...rows] = g.split("\n");
      const boards = [...header.matchAll(/Bd (\d+)/g)].map((m) => Number(m[1]));
      seen.push(...boards);
      for (const row of rows) {
        const k = Number(/^NS (\d+)/.exec(row)![1]);
        const figures = row
          .replace(/^NS \d+\s+(Ann and Bob\s+)?/, "")
          .trim()
          .split(/\s+/)
          .map(Number);
        expect(figures).toEqual(boards.map((j) => 10 * k + j));
      }
    }
    expect(seen).toEqual(Array.from({ length: 20 }, (_, j) => j + 1));
  });

  test("a table that fits is one group, as before; long text is wrapped at spaces", () => {
    const lines = renderSheet(wideSheet(2, 3, "Ann and Bob"), { width: 60 }).split("\n");
    expect(lines[0]).toBe("Pair  Names        Bd 1  Bd 2  Bd 3");
    expect(lines[1]).toBe("NS 1  Ann and Bob    11    12    13");
    const sheet = tinySheet();
    sheet.cells[0] = cell(0, 0, "A title of many words that is longer than the narrow width given");
    const wrapped = renderSheet(sheet, { width: 30 }).split("\n");
    expect(wrapped.slice(0, 3)).toEqual([
      "A title of many words that is",
      "longer than the narrow width",
      "given",
    ]);
  });

  test("blocks can be left out", () => {
    const text = renderSheet(tinySheet(), { blocks: (b) => b.kind === "results" });
    expect(text.split("\n")[0]).toBe("Each pair's result");
    expect(text).not.toContain("Tiny sheet");
  });
});

describe("renderRanking: the session summary blocks as the session's ranking", () => {
  test("a hand-built matchpoint summary: its pairs best first as declared, a column of whole numbers bare, any other to 2 decimals throughout", () => {
    const sheet: SheetModel = {
      name: "Summary",
      cells: [
        cell(0, 0, "Session summary: matchpoints, Mitchell"),
        cell(1, 0, "NS pairs"),
        ...["Pair", "Boards", "Total", "Average", "Tops", "%", "Rank", "Bd 1"].map((h, c) => cell(2, c, h)),
        ...[
          ["NS 1", 1, 3.5, 3.5, 4, 87.5, "1", 3.5],
          ["NS 2", 1, 0.5, 0.5, 4, 12.5, "3", 0.5],
          ["NS 10", 1, 2, 2, 4, 50, "2", 2],
        ].flatMap((row, i) => row.map((v, c) => cell(3 + i, c, v))),
      ],
      blocks: [
        {
          kind: "summary",
          method: "mp",
          title: "Session summary: matchpoints, Mitchell",
          rows: [0, 5],
          columns: [0, 7],
          tables: [
            {
              title: "NS pairs",
              header: 2,
              rows: [3, 5],
              columns: columnsOf([
                ["Pair", "pair"],
                ["Boards", "played"],
                ["Total", "total"],
                ["Average", "average"],
                ["Tops", "tops"],
                ["%", "percent"],
                ["Rank", "rank"],
                ["Bd 1", "result"],
              ]),
              ranking: [3, 5, 4],
            },
          ],
        },
      ],
    };
    expect(renderRanking(sheet)).toBe(
      [
        "Session ranking: matchpoints",
        "NS pairs",
        "Rank  Pair   Boards  Total  Average      %",
        "1     NS 1        1   3.50     3.50  87.50",
        "2     NS 10       1   2.00     2.00  50.00",
        "3     NS 2        1   0.50     0.50  12.50",
        "",
        "",
      ].join("\n"),
    );
  });

  test("the ranking's columns are found by what they hold, whatever their labels say", () => {
    const t = boardOf([420, 420, -50]);
    const sheet = buildSheetWithSummary(t, { method: "mp" });
    // The same summary with every column labelled in Polish, and the columns listed backwards.
    const POLISH: Readonly<Record<string, string>> = { Pair: "Para", Boards: "Rozdania", Rank: "Miejsce" };
    const relabelled: SheetModel = {
      ...sheet,
      blocks: sheet.blocks.map((b) => ({
        ...b,
        tables: b.tables.map((x) => ({
          ...x,
          columns: [...x.columns].reverse().map((c) => ({ ...c, label: POLISH[c.label] ?? c.label })),
        })),
      })),
    };
    const lines = renderRanking(relabelled).split("\n");
    expect(lines[2]).toBe("Miejsce  Para  Rozdania  Total  Average   %");
    expect(lines[3]).toBe("=1       NS 1         1      3        3  75");
  });

  test("one board by matchpoints (420, 420, -50): NS 1 and 2 share first with 3 of 4, 75%", () => {
    // EBU matchpoints, top 2 x (3 - 1) = 4: 420 beats -50 and ties the other 420, 2 + 1 = 3;
    // -50 beats nothing, 0. EW get 4 - NS's: 1, 1 and 4.
    const t = boardOf([420, 420, -50]);
    const sheet = buildSheetWithSummary(t, { method: "mp" });
    expect(buildResultsSheet(t, { method: "mp" }).blocks.some((x) => x.kind === "summary")).toBe(false);
    expect(renderRanking(sheet).split("\n")).toEqual([
      "Session ranking: matchpoints",
      "NS pairs",
      "Rank  Pair  Boards  Total  Average   %",
      "=1    NS 1       1      3        3  75",
      "=1    NS 2       1      3        3  75",
      "3     NS 3       1      0        0   0",
      "",
      "EW pairs",
      "Rank  Pair    Boards  Total  Average    %",
      "1     EW 103       1      4        4  100",
      "=2    EW 101       1      1        1   25",
      "=2    EW 102       1      1        1   25",
      "",
      "",
    ]);
  });
  test("names too long for the width wrap at spaces in their column, the numbers on the pair's first line", () => {
    const t = boardOf([420, 420, -50]);
    const long = "Alexandra Featherstonehaugh-Smythe and Bartholomew Cholmondeley";
    const names = new Map(["NS 1", "NS 2", "NS 3", "EW 101", "EW 102", "EW 103"].map((p) => [p, long]));
    const lines = renderRanking(buildSheetWithSummary(t, { method: "mp", names }), 60).split("\n");
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(60);
    const first = lines.findIndex((l) => l.startsWith("=1    NS 1"));
    // NS 1's row: 3 matchpoints of 4, 75% on its first line; its names go on under the column.
    expect(lines[first]).toMatch(/ 1\s+3\s+3\s+75$/);
    const column = lines[2].indexOf("Names");
    const words: string[] = [];
    for (let i = first; i === first || lines[i].startsWith(" ".repeat(column)); i++)
      words.push(
        lines[i]
          .slice(column)
          .replace(/\s+\d.*$/, "")
          .trim(),
      );
    expect(words.join(" ")).toBe(long);
  });
});

describe("the ranking made from the sessions (for a sheet whose summary passes Excel's last row)", () => {
  // The same text as the summary's ranking, whatever the method, field, names or awards: checked
  // against renderRanking of the sheet laid out with its summary on small inputs.
  const examples = ["club-board-15.csv", "howell-session.csv", "mitchell-session.csv", "weighted-ruling.csv"];
  const methods = ["mp", "butler", "cross", "all"] as const;
  test.each(examples.flatMap((f) => methods.map((m) => [f, m] as const)))("%s by %s", (file, method) => {
    const text = fs.readFileSync(path.join(__dirname, "..", "..", "examples", file), "utf8");
    const scored = scoreEvent(openInput(text, file), { pairs: { method } });
    const s = scored.sections[0];
    if (s.kind !== "pairs") throw new Error(`${file} is not a pairs event`);
    const fromSheet = renderRanking(s.withSummary(), 100);
    expect(fromSheet).toMatch(/^Session ranking: /);
    expect(renderSessionRanking(s.sessions, 100)).toBe(fromSheet);
  });

  test("with names (long enough to wrap), an award and a board not played", () => {
    const csv = [
      "Board,NS,EW,Score",
      "1,1,11,420",
      "1,2,12,A+",
      "1,3,13,-50",
      "1,4,14,NP",
      "1,5,15,170",
    ].join("\n");
    const names = new Map([
      ["1", "Ann Smith & Bob Jones of the Thursday afternoon club, partners since 1987"],
      ["11", "Cy & Di"],
    ]);
    const s = scoreEvent(openInput(csv, "one.csv"), { pairs: { method: "mp", names } }).sections[0];
    if (s.kind !== "pairs") throw new Error("not pairs");
    const fromSheet = renderRanking(s.withSummary(), 60);
    expect(fromSheet).toContain("Names");
    expect(renderSessionRanking(s.sessions, 60)).toBe(fromSheet);
  });
});
