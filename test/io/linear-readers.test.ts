// The readers take time in proportion to their input: a text four times as long takes about four
// times as long, not sixteen (what a reader that rescans what it has read would take). Timings are
// compared with each other, loosely, never with a clock budget.
import { readCsv } from "../../src/io/csv";
import { readNamesTable } from "../../src/scoring";

/** The fastest of a few runs, in milliseconds (the least disturbed by other work on the machine). */
function fastest(f: () => void): number {
  let best = Infinity;
  for (let k = 0; k < 5; k++) {
    const t = performance.now();
    f();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/**
 * How much longer the input of size 4n takes than that of size n. Linear work gives about 4;
 * work that grows with the square gives about 16, every time. Padded by a millisecond so that tiny
 * timings do not decide, and the least of three tries, so that a pause of the machine (other
 * tests, garbage collection) in one try does not decide either.
 */
function growth(make: (n: number) => () => void, n: number): number {
  const small = make(n);
  const large = make(4 * n);
  small(); // warm up
  let least = Infinity;
  for (let k = 0; k < 3 && least >= 8; k++)
    least = Math.min(least, (fastest(large) + 1) / (fastest(small) + 1));
  return least;
}

describe("the CSV reader reads in linear time", () => {
  test("a long cell full of quotes (each quote once looked at)", () => {
    const ratio = growth((n) => {
      const text = `Board,NS\n1,${'x"'.repeat(n)}\n`;
      return () => readCsv(text);
    }, 100_000);
    expect(ratio).toBeLessThan(8);
  });

  test("a long quoted cell with doubled quotes", () => {
    const ratio = growth((n) => {
      const text = `Board,NS\n1,"${'ab"" '.repeat(n)}"\n`;
      return () => readCsv(text);
    }, 50_000);
    expect(ratio).toBeLessThan(8);
  });

  test("what it reads of those cells is right: 3 quotes kept as 3, the doubled one as one", () => {
    expect(readCsv('a\nx"y"z"\n').rows[1]).toEqual(['x"y"z"']);
    expect(readCsv('a\n"p""q"\n').rows[1]).toEqual(['p"q']);
  });
});

describe("the names reader", () => {
  test("many blank rows before the names take linear time", () => {
    const ratio = growth((n) => {
      const rows: string[][] = [];
      for (let k = 0; k < n; k++) rows.push(["", ""]);
      for (let k = 1; k <= n; k++) rows.push([String(k), `Player ${k}`]);
      return () => readNamesTable(rows);
    }, 5_000);
    expect(ratio).toBeLessThan(8);
  });

  test("the first filled row is still the header when blank rows come first", () => {
    const table = readNamesTable([[""], ["", ""], ["Pair", "Names"], ["3", "Ann"]]);
    expect([...table.names]).toEqual([["3", "Ann"]]);
    expect(table.problems).toEqual([]);
  });
});

describe("a stray carriage return inside a row", () => {
  test("in a file of LF line ends, a lone CR is read as a space: the row keeps its 4 cells", () => {
    const text = "Board,NS,EW,Score\n1,1,2,4\r20\n2,3,4,-50\n";
    const table = readCsv(text);
    expect(table.rows).toEqual([
      ["Board", "NS", "EW", "Score"],
      ["1", "1", "2", "4 20"],
      ["2", "3", "4", "-50"],
    ]);
    // The next row is still line 3 of the file.
    expect(table.lines).toEqual([1, 2, 3]);
  });

  test("a file with no LF at all ends its lines with CR (an old Mac file)", () => {
    expect(readCsv("a,b\r1,2\r").rows).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
});
