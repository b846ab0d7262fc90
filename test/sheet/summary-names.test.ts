// The session summary with a names table: a Names column on the pairs' rows after the boards (text
// that runs on to the right, so it widens no column the boards' workings share), written as text
// by every writer (the Office writer marks text that Excel would take for a formula).
import { readNamesTable, readTraveller } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import { sheetLayout } from "../../src/office/layout";

// Two boards, Mitchell: NS 1 and 2 against EW 1 and 2, nobody vulnerable on board 1, NS on board 2.
const cells = [
  ["Board", "NS", "EW", "Score"],
  [1, 1, 1, 420],
  [1, 2, 2, 450],
  [2, 1, 2, -100],
  [2, 2, 1, 110],
];

test("the names stand on the rows of the pairs they belong to, after the boards, as values", () => {
  const { names } = readNamesTable([
    ["1", "NS", '=HYPERLINK("http://x")'],
    ["2", "EW", "Cy & Di"],
  ]);
  const sheet = buildResultsSheet(readTraveller(cells), { method: "mp", names });
  // The summary's cells: below the ranking at the top, which reads them with formulas.
  const ranking = sheet.blocks.find((x) => x.kind === "ranking")!;
  const summary = sheet.cells.filter((c) => c.row > ranking.rows[1]);
  const at = (text: string) => summary.find((c) => c.value === text);
  const header = summary.filter((c) => c.value === "Names");
  // One Names header per field (NS and EW), after Pair, Boards, Total, Average, Tops, %, Rank,
  // Line and the two boards: column K.
  expect(header.map((c) => c.col)).toEqual([10, 10]);
  const col = header[0].col;
  const ns1 = at("NS 1")!;
  const name = summary.find((c) => c.row === ns1.row && c.col === col)!;
  expect(name.value).toBe('=HYPERLINK("http://x")');
  expect(name.formula).toBeUndefined();
  const ew2 = at("EW 2")!;
  expect(summary.find((c) => c.row === ew2.row && c.col === col)?.value).toBe("Cy & Di");
  // NS 2 has no names: its names cell is empty.
  const ns2 = at("NS 2")!;
  expect(summary.find((c) => c.row === ns2.row && c.col === col)).toBeUndefined();
  // The Office writer sends it as text, not as a formula.
  expect(sheetLayout(sheet).formulas[name.row][name.col]).toBe(`'=HYPERLINK("http://x")`);
});

test("without names the summary is as before: no Names column", () => {
  const sheet = buildResultsSheet(readTraveller(cells), { method: "mp" });
  expect(sheet.cells.some((c) => c.value === "Names")).toBe(false);
});

test("the traveller as read shows each pair's names at the right of its row", () => {
  const { names } = readNamesTable([
    ["1", "NS", "Ann & Bob"],
    ["2", "Cy & Di"],
  ]);
  const sheet = buildResultsSheet(readTraveller(cells), { method: "mp", names });
  const headerNs = sheet.cells.filter((c) => c.value === "NS names");
  const headerEw = sheet.cells.filter((c) => c.value === "EW names");
  // One traveller block per board, each with both name columns.
  expect(headerNs.length).toBe(2);
  expect(headerEw.length).toBe(2);
  // Board 1, first table: NS 1 (Ann & Bob) against EW 1 (no names); second: NS 2 and EW 2, both
  // "Cy & Di" (a number without a direction names the pair whichever way it sits).
  const first = headerNs[0].row + 1;
  const at = (row: number, col: number) => sheet.cells.find((c) => c.row === row && c.col === col)?.value;
  expect([at(first, headerNs[0].col), at(first, headerEw[0].col)]).toEqual(["Ann & Bob", undefined]);
  expect([at(first + 1, headerNs[0].col), at(first + 1, headerEw[0].col)]).toEqual(["Cy & Di", "Cy & Di"]);
});
