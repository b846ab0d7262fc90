// Each dealing format's fixture, laid out by hand from the format's published description, holds
// the same three boards as three-boards.pbn: the same 52 cards in the same hands, board by board,
// and the dealer and vulnerability the format gives (LIN) or, where it gives none (DUP, BRI, DGE, DLM),
// those of printed boards 1 to 3 (N None, E NS, S EW).
import { readHandRecordFile } from "../../../src/io/hand-records";
import { asDealt, fixture, PBN_BOARDS, readFixture } from "./fixtures";

describe("the deal fixtures", () => {
  test("the PBN fixture's boards, as the PBN standard reads them", () => {
    expect(PBN_BOARDS.map((b) => [b.board, b.dealer, b.vulnerability])).toEqual([
      [1, "N", "None"],
      [2, "E", "NS"],
      [3, "S", "EW"],
    ]);
    // Board 1 is the worked example of Duplimate's description, whose DGE part reads
    // ♠J987♥JT7643♦A4♣Q ♠♥KQ2♦QT9♣AK98543 ♠AQ42♥A8♦KJ762♣J2 ♠KT653♥95♦853♣T76.
    expect(PBN_BOARDS[0].deal).toBe("N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76");
  });

  test.each([
    "three-boards.dup",
    "three-boards.bri",
    "three-boards.dge",
    "three-boards.lin",
    "three-boards.dlm",
  ])("%s holds the PBN fixture's boards, card for card", (name) => {
    const read = readFixture(name);
    expect(read.problems).toEqual([]);
    expect(read.records.map(asDealt)).toEqual(PBN_BOARDS);
  });

  test.each([
    "three-boards.dup",
    "three-boards.bri",
    "three-boards.dge",
    "three-boards.lin",
    "three-boards.dlm",
  ])("%s is told by its content alone, without its name", (name) => {
    expect(readHandRecordFile(fixture(name)).records.map(asDealt)).toEqual(PBN_BOARDS);
  });
});
