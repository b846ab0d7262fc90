// DGE: 68 bytes a board, North's, East's, South's and West's hands, 17 bytes each (the four suit
// symbols, DOS's 06 03 04 05, each followed by the suit's ranks).
import { readDge } from "../../../src/io/deals";
import { readHandRecordFile } from "../../../src/io/hand-records";
import { asDealt, fixture, PBN_BOARDS } from "./fixtures";

const DGE = fixture("three-boards.dge");
const changed = (at: number, byte: number): Uint8Array => {
  const copy = Uint8Array.from(DGE);
  copy[at] = byte;
  return copy;
};

describe("DGE files", () => {
  test("the letters S, H, D and C may stand for the symbols", () => {
    const letters = DGE.map((b) => (b >= 3 && b <= 6 ? "HDCS".charCodeAt(b - 3) : b));
    // Told as a DGE file by its name: its content no longer opens with a DOS symbol.
    const read = readHandRecordFile(letters, "letters.dge");
    expect(read.problems).toEqual([]);
    expect(read.records.map(asDealt)).toEqual(PBN_BOARDS);
  });

  test("a file cut short names the board", () => {
    const read = readDge(DGE.subarray(0, 68 + 30));
    expect(read.records).toHaveLength(1);
    expect(read.problems).toEqual([
      "board 2 (from byte 69): the file ends after 30 of its 68 bytes: the DGE file is cut short.",
    ]);
  });

  test("a byte that is neither symbol nor rank is named", () => {
    // Board 1, North's spades J987: byte 2 is the J.
    expect(readDge(changed(1, 0x58)).problems).toEqual([
      'board 1: byte 2: "X" is neither a suit symbol nor a rank (AKQJT98765432): the rest of the file is not read.',
    ]);
  });

  test("a card in two hands is named", () => {
    // Board 1, East's first byte after its heart symbol (byte 17 + 3 = 20, the K of hearts) made the J.
    expect(readDge(changed(19, 0x4a)).problems).toEqual([
      "board 1: byte 20: the HJ is dealt twice: to North and to East: the rest of the file is not read.",
    ]);
  });

  test("a hand short of a card is named", () => {
    // Board 1, North's club Q (byte 17) made a second diamond symbol: North has 12 cards, and a
    // symbol twice.
    expect(readDge(changed(16, 0x04)).problems).toEqual([
      "board 1: byte 17: a suit's symbol is written twice in one hand: the rest of the file is not read.",
    ]);
  });
});
