// Properties: boards dealt from any seed, written as a PBN deal file or as a LIN file, read back
// by the add-in's readers as the same boards: the same 52 cards in the same hands, the same dealer
// and vulnerability, in the same order.
import fc from "fast-check";
import { readLin } from "../../../src/io/deals";
import { readHandRecordFile, readHandRecords } from "../../../src/io/hand-records";
import { dealBoards, formatDeal, MAX_SEED, parseDeal, type DealtBoard } from "../../../src/scoring";
import { writeLinDeals, writePbnDeals } from "../../../src/writers/deal-files";
import type { HandRecord } from "../../../src/io/hand-records";

const WITH = { seed: 1n, generator: "test" };

const asWritten = (b: DealtBoard) => ({
  board: b.board,
  dealer: b.dealer,
  vulnerability: b.vulnerability,
  deal: formatDeal(b.deal),
});
const asRead = (r: HandRecord) => ({
  board: r.board,
  dealer: r.dealer,
  vulnerability: r.vulnerability,
  deal: formatDeal(parseDeal(r.deal)),
});

const boardSets = fc
  .record({
    seed: fc.bigInt({ min: 0n, max: MAX_SEED }),
    first: fc.integer({ min: 1, max: 40 }),
    count: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ seed, first, count }) => ({ seed, boards: dealBoards(seed, first, first + count - 1) }));

describe("deal files written and read back", () => {
  test("PBN: the same boards", () => {
    fc.assert(
      fc.property(boardSets, ({ seed, boards }) => {
        const text = writePbnDeals(boards, { ...WITH, seed });
        const read = readHandRecords(text);
        expect(read.problems).toEqual([]);
        expect(read.records.map(asRead)).toEqual(boards.map(asWritten));
        // And as a file, told by its content.
        expect(readHandRecordFile(Buffer.from(text, "utf8")).records.map(asRead)).toEqual(
          boards.map(asWritten),
        );
      }),
      { numRuns: 60 },
    );
  });

  test("LIN: the same boards", () => {
    fc.assert(
      fc.property(boardSets, ({ seed, boards }) => {
        const text = writeLinDeals(boards, { ...WITH, seed });
        const read = readLin(text);
        expect(read.problems).toEqual([]);
        expect(read.records.map(asRead)).toEqual(boards.map(asWritten));
        expect(readHandRecordFile(Buffer.from(text, "utf8"), "set.lin").records.map(asRead)).toEqual(
          boards.map(asWritten),
        );
      }),
      { numRuns: 60 },
    );
  });

  test("LIN written with every board on one line reads the same", () => {
    fc.assert(
      fc.property(boardSets, ({ boards }) => {
        const oneLine = writeLinDeals(boards, WITH).replace(/\n/g, "");
        expect(readLin(oneLine).records.map(asRead)).toEqual(boards.map(asWritten));
      }),
      { numRuns: 30 },
    );
  });
});
