// DUP: 156 bytes a board: the BRI part (1-78), the DGE part (79-146) and the machine's settings
// (147-156: Y/N, Y/N, lowest board, copies, highest board).
import { readDup } from "../../../src/io/deals";
import { readHandRecordFile } from "../../../src/io/hand-records";
import { asDealt, fixture, PBN_BOARDS } from "./fixtures";

const DUP = fixture("three-boards.dup");
const latin = Buffer.from(DUP).toString("latin1");
const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("DUP files", () => {
  test("the settings say the set's lowest board: the boards are numbered from it", () => {
    // Every record's bytes 149-151 made "17 ": the three boards are 17, 18 and 19.
    const renumbered = ascii(latin.replace(/YN1 {2}1 3 {2}/g, "YN17 1 19 "));
    const read = readDup(renumbered);
    expect(read.records.map((r) => r.board)).toEqual([17, 18, 19]);
    expect(read.records.map((r) => asDealt(r).deal)).toEqual(PBN_BOARDS.map((b) => b.deal));
    // Board 17's dealer and vulnerability are those of printed board 17 (as board 1: N, None).
    expect([read.records[0].dealer, read.records[0].vulnerability]).toEqual(["N", "None"]);
  });

  test("a line break after the last board is let be", () => {
    expect(readDup(ascii(`${latin}\r\n`)).problems).toEqual([]);
  });

  test("a file cut short names the board", () => {
    const read = readDup(DUP.subarray(0, 156 + 100));
    expect(read.records).toHaveLength(1);
    expect(read.problems).toEqual([
      "board 2 (from byte 157): the file ends after 100 of its 156 bytes: the DUP file is cut short.",
    ]);
  });

  test("a DGE part that holds another deal than the BRI part refuses the board", () => {
    // Board 2's DGE part (bytes 157+78 = 235 on): North's spades and East's hearts swapped in their
    // places would be two errors; simplest, North's symbol for spades and East's for hearts traded.
    const at = 156 + 78;
    const copy = Uint8Array.from(DUP);
    // North's 17 bytes become ♥AKQJT98765432♠♦♣ (all hearts), East's ♠AKQJT98765432♥♦♣ (all spades).
    copy[at] = 0x03;
    copy[at + 14] = 0x06;
    copy[at + 17] = 0x03;
    copy[at + 18] = 0x06;
    const read = readHandRecordFile(copy, "set.dup");
    expect(read.records).toHaveLength(1);
    expect(read.problems).toEqual([
      "board 2: the DGE part (bytes 235-302) holds another deal than the BRI part (bytes 157-234): the rest of the file is not read.",
    ]);
  });

  test("a blank DGE part is let be: the BRI part is the deal", () => {
    const blank = ascii(latin.slice(0, 78) + " ".repeat(68) + latin.slice(146));
    const read = readDup(blank);
    expect(read.problems).toEqual([]);
    expect(read.records.map(asDealt)).toEqual(PBN_BOARDS);
  });

  test("settings that are not Y or N are named", () => {
    const bad = ascii(`${latin.slice(0, 156 + 146)}X${latin.slice(156 + 147)}`);
    expect(readDup(bad).problems).toEqual([
      'board 2: byte 303: "X" where Y or N is the machine\'s setting: the rest of the file is not read.',
    ]);
  });
});
