// A real session: an eleven-table Mitchell of 27 boards (nine rounds of three), its results as
// the club's Bridgemate recorded them (test/fixtures/files/club-mitchell-rounds.csv: the received
// results of a Bridgemate database, each table's final line, written as a traveller with Round
// and Table columns; no names). Read clean, with and without its Round and Table columns, then
// with one mistake put in at a time on a sample of its rows: each is refused on its line.
import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../../src/io/csv";
import { decidePairs, openSection, scoreEvent } from "../../../src/event";
import { TravellerError } from "../../../src/scoring";

const FILE = path.resolve(__dirname, "../../fixtures/files/club-mitchell-rounds.csv");
const base = readCsv(fs.readFileSync(FILE, "utf8")).rows;

/** The rows of every problem, as the command line meets them (reading, movement, scoring). */
function problemRows(cells: string[][], withRounds: boolean): number[] {
  const c = withRounds ? cells : cells.map((r) => r.filter((_, i) => i !== 1 && i !== 2));
  const s = openSection({ title: null, rows: c, locate: (r) => `line ${r + 1}` });
  if (s.problems.length > 0) return s.problems.map((p) => p.row);
  const played = decidePairs(s, {}).played;
  if (played.problems.length > 0) return played.problems.map((p) => p.row);
  try {
    scoreEvent({ kind: "pairs", source: { format: "csv", name: "s.csv" }, sections: [s] }, {});
  } catch (e) {
    if (e instanceof TravellerError) return e.problems.map((p) => p.row);
    throw e;
  }
  return [];
}

describe("a real eleven-table Mitchell", () => {
  it("reads as 9 rounds, 11 tables, 27 boards in 9 sets of 3, with no problem", () => {
    const s = openSection({ title: null, rows: base, locate: (r) => `line ${r + 1}` });
    const played = decidePairs(s, {}).played;
    expect(played.problems).toEqual([]);
    expect(played.played).toMatchObject({ movement: "mitchell", rounds: 9, tables: 11, pairs: 22 });
    expect(played.played.sets).toHaveLength(9);
    expect(problemRows(base, false)).toEqual([]);
  });

  const mistakes: [string, number, (r: string[]) => [number, string] | "drop"][] = [];
  for (let i = 2; i < base.length; i += 23) {
    mistakes.push(["another NS pair", i, (r) => [3, String((Number(r[3]) % 11) + 1)]]);
    mistakes.push(["an NS pair the movement has not", i, () => [3, "14"]]);
    mistakes.push(["another EW pair", i, (r) => [4, String((Number(r[4]) % 11) + 1)]]);
    mistakes.push(["another board", i, (r) => [0, String(((Number(r[0]) + 4) % 27) + 1)]]);
    mistakes.push(["another round", i, (r) => [1, String((Number(r[1]) % 9) + 1)]]);
    mistakes.push(["another table", i, (r) => [2, String((Number(r[2]) % 11) + 1)]]);
    mistakes.push(["a missing line", i, () => "drop"]);
  }

  it.each(mistakes)("%s on row %i is refused on its line", (kind, i, change) => {
    for (const withRounds of kind.includes("round") || kind.includes("table") ? [true] : [true, false]) {
      const c = change(base[i]);
      const cells =
        c === "drop"
          ? base.filter((_, j) => j !== i)
          : base.map((r, j) => (j === i ? r.map((v, k) => (k === c[0] ? c[1] : v)) : r));
      const rows = problemRows(cells, withRounds);
      expect(rows.length).toBeGreaterThan(0);
      if (c !== "drop") expect(rows).toContain(i);
    }
  });
});
