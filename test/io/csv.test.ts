import fc from "fast-check";
import { CsvDelimiter, CsvError, detectDelimiter, readCsv } from "../../src/io/csv";

describe("readCsv", () => {
  test("comma-separated rows with LF line ends, last line without a break", () => {
    expect(readCsv("NS,EW,Score\n1,2,420\n3,4,-50").rows).toEqual([
      ["NS", "EW", "Score"],
      ["1", "2", "420"],
      ["3", "4", "-50"],
    ]);
  });

  test("CRLF and lone CR line ends give the same rows; a final line break adds no empty row", () => {
    const want = [
      ["a", "b"],
      ["1", "2"],
    ];
    expect(readCsv("a,b\r\n1,2\r\n").rows).toEqual(want);
    expect(readCsv("a,b\r1,2\r").rows).toEqual(want);
    expect(readCsv("a,b\n1,2\n").rows).toEqual(want);
  });

  test("a byte-order mark is dropped (Excel writes one in UTF-8 CSV)", () => {
    expect(readCsv("\uFEFFNS;EW\n1;2").rows[0]).toEqual(["NS", "EW"]);
  });

  test("quoted cells keep separators, doubled quotes and line breaks", () => {
    const text = 'Score,Note\n"60% 420, 40% -50","He said ""fine""\nthen left"\n';
    expect(readCsv(text).rows).toEqual([
      ["Score", "Note"],
      ["60% 420, 40% -50", 'He said "fine"\nthen left'],
    ]);
  });

  test("empty cells and empty lines are kept as blanks for the traveller reader to skip", () => {
    expect(readCsv("a,,c\n\n,,\n").rows).toEqual([["a", "", "c"], [""], ["", "", ""]]);
  });

  test("an unclosed quote is an error naming the line it opened on", () => {
    expect(() => readCsv('a,b\n1,"2\n3,4')).toThrow(CsvError);
    expect(() => readCsv('a,b\n1,"2\n3,4')).toThrow(/line 2/);
  });

  test("Excel's sep= line sets the separator and is not a row", () => {
    const t = readCsv("sep=;\nNS;EW\n1;2");
    expect(t.delimiter).toBe(";");
    expect(t.rows).toEqual([
      ["NS", "EW"],
      ["1", "2"],
    ]);
    // The rows start on the file's line 2.
    expect(t.lines).toEqual([2, 3]);
  });

  test("each row's line in the file: a quoted line break takes a line; a sep= line it does not read stays a row", () => {
    // Line 1 the header, lines 2-3 one row (its name holds a line break), line 4 the next row.
    expect(readCsv('Pair,Names\n1,"Ann\nBob"\n2,Cy\n').lines).toEqual([1, 2, 4]);
    // "sep=|" names no separator the reader takes: it is an ordinary first row, on line 1.
    expect(readCsv("sep=|\na,b\nc,d\n").lines).toEqual([1, 2, 3]);
  });

  test("a given separator wins over detection", () => {
    expect(readCsv("a;b,c", { delimiter: "," }).rows).toEqual([["a;b", "c"]]);
  });
});

describe("detectDelimiter", () => {
  test("semicolons (a European Excel export) beat the commas inside weighted scores", () => {
    // Three lines with 2 semicolons each; only one line has commas (1 of them).
    expect(detectDelimiter("NS;EW;Score\n1;2;420\n3;4;60% 420, 40% -50\n")).toBe(";");
  });

  test("tabs (a paste from Excel) are detected; commas inside quotes do not count", () => {
    expect(detectDelimiter('NS\tEW\tScore\n1\t2\t"1,430"\n')).toBe("\t");
  });

  test("a title line with no separators does not confuse it", () => {
    expect(detectDelimiter("Board No 15 N/S Vul Dealer South\nNS,EW,Bid\n3,6,4H\n")).toBe(",");
  });

  test("text with no separator at all is read as comma-separated (one cell per line)", () => {
    expect(detectDelimiter("just one cell\nanother")).toBe(",");
  });

  test("property: writing rows as CSV (quoting every cell) and reading them back gives the rows", () => {
    const cell = fc.string({ maxLength: 8 });
    const rows = fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(rows, fc.constantFrom<CsvDelimiter>(",", ";", "\t"), (rs, d) => {
        const text = rs.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(d)).join("\r\n");
        expect(readCsv(text, { delimiter: d }).rows).toEqual(rs);
      }),
    );
  });
});
