// BRI: 78 bytes a board, 39 two-digit card numbers (North's, East's, South's), West the rest. A
// damaged file is read up to the board that cannot be read, and the message says which board and
// which byte, counting bytes from 1 as the format's description does.
import { readBri } from "../../../src/io/deals";
import { readHandRecordFile } from "../../../src/io/hand-records";
import { asDealt, fixture, PBN_BOARDS } from "./fixtures";

const BRI = fixture("three-boards.bri");
const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
const text = Buffer.from(BRI).toString("latin1");

describe("BRI files", () => {
  test("padding between boards (spaces, NULs, line breaks) is passed over", () => {
    const padded = ascii(
      `${text.slice(0, 78)}${" ".repeat(32)}\0\0\r\n${text.slice(78, 156)}\r\n${text.slice(156)}\x1a`,
    );
    const read = readBri(padded);
    expect(read.problems).toEqual([]);
    expect(read.records.map(asDealt)).toEqual(PBN_BOARDS);
  });

  test("a file cut short says which board and how many of its bytes are there", () => {
    const read = readBri(BRI.subarray(0, 200));
    expect(read.records).toHaveLength(2);
    expect(read.problems).toEqual([
      "board 3 (from byte 157): the file ends after 44 of its 78 bytes: the BRI file is cut short.",
    ]);
  });

  test("a card number outside 01-52 names its bytes and board", () => {
    // Board 2's seventh number (bytes 79 + 12 = 91 and 92) made 53.
    const bad = ascii(`${text.slice(0, 90)}53${text.slice(92)}`);
    expect(readBri(bad).problems).toEqual([
      "board 2: bytes 91-92: card number 53 is not one of 01 to 52: the rest of the file is not read.",
    ]);
  });

  test("a card given twice names the card and the two hands", () => {
    // Board 1's first East number (bytes 27-28) made 18, North's first card (the ten of hearts).
    const bad = ascii(`${text.slice(0, 26)}18${text.slice(28)}`);
    expect(readBri(bad).problems).toEqual([
      "board 1: bytes 27-28: the HT is dealt twice: to North and to East: the rest of the file is not read.",
    ]);
  });

  test("a byte that is no digit is named", () => {
    const bad = ascii(`${text.slice(0, 100)}x${text.slice(101)}`);
    expect(readHandRecordFile(bad, "set.bri").problems).toEqual([
      'board 2: byte 101: "x" is not a digit; a BRI part is 39 two-digit card numbers (01 to 52): the rest of the file is not read.',
    ]);
  });
});
