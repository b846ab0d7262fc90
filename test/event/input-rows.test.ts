// The most rows the add-in reads from one file: an Excel sheet's 1,048,576. A file past it is
// refused with its size and what to do, as soon as the reader knows, not read until the memory
// runs out (a 106 MB CSV of 7,000,000 short rows took 4.4 GB and was killed).
import { openInput, InputError, MAX_INPUT_ROWS, refuseTooManyResults } from "../../src/event";
import { readCsv, CsvError } from "../../src/io/csv";
import { readPbn } from "../../src/io/pbn";

describe("a file of more rows than an Excel sheet", () => {
  test("readCsv stops at the first row past maxRows and names its line", () => {
    // Three rows allowed: the header and two tables; the third table is on line 4.
    expect(readCsv("Board,NS,EW,Score\n1,1,2,420\n1,2,1,-50\n", { maxRows: 3 }).rows).toHaveLength(3);
    expect(() => readCsv("Board,NS,EW,Score\n1,1,2,420\n1,2,1,-50\n1,3,4,100\n", { maxRows: 3 })).toThrow(
      new CsvError(
        "CSV line 4: more than 3 rows, the most the add-in reads from one file (an Excel sheet has 1,048,576): split it into files of a session or a section each.",
      ),
    );
  });

  test("a CSV traveller of 1,048,577 rows (a header and 1,048,576 tables) is refused on its last line", () => {
    const text = `Board,NS,EW,Score\n${"1,1,2,420\n".repeat(MAX_INPUT_ROWS)}`;
    let message = "";
    try {
      openInput(text, "big.csv");
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      message = (e as Error).message;
    }
    // The header is line 1, so the 1,048,576th table (the row past the limit) is on line 1,048,577.
    expect(message).toMatch(/^big\.csv cannot be scored: CSV line 1048577: more than 1,048,576 rows/);
  });

  test("a results file is refused past the limit with its count of results", () => {
    // Board 1 of a PBN score table with three tables: three results, one past a limit of 2.
    const pbn = [
      '[Event "Club Pairs"]',
      '[Board "1"]',
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Score_NS\\6R"]',
      " 1  2  420",
      " 3  4 -50",
      " 5  6  100",
      "",
    ].join("\n");
    const file = readPbn(pbn, "club.pbn");
    expect(() => refuseTooManyResults(file, "club.pbn", 3)).not.toThrow();
    expect(() => refuseTooManyResults(file, "club.pbn", 2)).toThrow(
      /^club\.pbn cannot be read:\n {2}3 results, more than the 2 the add-in reads from one file/,
    );
  });
});
