// The hand-record reader reads PBN tag lines with the PBN reader's own scanner: a deal of ten
// million characters is read and then refused by the deal check with its line, not a stack
// overflow; a tag whose quote is never closed is refused with its line, not passed over.
import { readHandRecords } from "../../src/io/hand-records";

describe("hand records: PBN tag lines of any length", () => {
  test("a [Deal] of ten million characters is read whole, on its line", () => {
    const deal = "N:".repeat(5_000_000);
    const { records, problems } = readHandRecords(`% PBN 2.1\n[Board "1"]\n[Deal "${deal}"]\n`);
    expect(problems).toEqual([]);
    expect(records.map((r) => [r.board, r.where, r.deal.length])).toEqual([[1, "line 3", 10_000_000]]);
  });

  test("a tag whose quote is never closed (five million characters) is refused on its line", () => {
    const text = `% PBN 2.1\n[Board "1"]\n[Deal "N:${"A".repeat(5_000_000)}\n`;
    const { records, problems } = readHandRecords(text);
    expect(records).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^line 3: \[Deal "N:A+… \(5,000,009 characters\) is not a whole tag: expected/,
    );
  });

  test("a tag with a space after '[' is a tag, as the PBN reader reads it", () => {
    // Board 2: dealer East, North-South vulnerable (the printed boards' cycle).
    const { records } = readHandRecords('[ Board "2"]\n[Deal "N:AKQJ.T98.765.432 - - -"]\n');
    expect(records.map((r) => [r.board, r.dealer, r.vulnerability])).toEqual([[2, "E", "NS"]]);
  });
});
