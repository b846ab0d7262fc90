// DLM: a Windows INI text whose [Document] section gives `Board NN=` 26 letters a-p (each placing
// two cards: a both North's .. p both West's, in the order N, E, S, W then the same within) and a
// checksum, the cards spades to clubs, ace to two.
import { readDlm } from "../../../src/io/deals";
import { readHandRecordFile } from "../../../src/io/hand-records";
import { asDealt } from "./fixtures";

// The description's own example, and its decoding as it gives it: SE SW SN EE NN EN SW WE EN NS
// ES WN WS SW NW EE SE WN NS EE SW SN WE SW NN WW.
const EXAMPLE = "Board 01=jlifaelnecgmoldfjmcflinlap023";

describe("DLM files", () => {
  test("the description's example, decoded by hand", () => {
    // Cards SA SK | SQ SJ | ST S9 | S8 S7 | S6 S5 | S4 S3 | S2 HA | HK HQ | HJ HT | H9 H8 | H7 H6 |
    // H5 H4 | H3 H2 | DA DK | DQ DJ | DT D9 | D8 D7 | D6 D5 | D4 D3 | D2 CA | CK CQ | CJ CT | C9 C8 |
    // C7 C6 | C5 C4 | C3 C2, placed by the letters' pairs: North S 9653, H T94, D Q54, C T54;
    // East K874.QJ7.T972.A8; South AQT2.862.A83.KJ7; West J.AK53.KJ6.Q9632.
    const read = readDlm(`[Document]\r\n${EXAMPLE}\r\n`);
    expect(read.problems).toEqual([]);
    expect(read.records.map(asDealt)).toEqual([
      {
        board: 1,
        dealer: "N",
        vulnerability: "None",
        deal: "N:9653.T94.Q54.T54 K874.QJ7.T972.A8 AQT2.862.A83.KJ7 J.AK53.KJ6.Q9632",
      },
    ]);
  });

  test("the boards outside From Board to To Board are not read", () => {
    const text = `[Document]\nFrom Board=2\nTo Board=2\n${EXAMPLE}\n${EXAMPLE.replace("01", "02")}\n${EXAMPLE.replace("01", "03")}\n`;
    expect(readDlm(text).records.map((r) => r.board)).toEqual([2]);
  });

  test("only the [Document] section's boards are read", () => {
    expect(readDlm(`[Other]\n${EXAMPLE}\n[Document]\nStatus=x\n`).records).toEqual([]);
  });

  test("told by its content, or by its name", () => {
    const bytes = Buffer.from(`[Contents]\r\nVersion=1\r\n[Document]\r\n${EXAMPLE}\r\n`);
    expect(readHandRecordFile(bytes).records).toHaveLength(1);
    expect(readHandRecordFile(Buffer.from("Board 01=zz\n"), "set.dlm").problems).toEqual([]);
  });

  test("a letter past p, a short board, a bad checksum, a hand of 14 cards and a board twice are named", () => {
    const lines = [
      "[Document]",
      "Board 01=jlifaelnecgmoldfjmcflinlaq023",
      "Board 02=jlifaelnec",
      "Board 03=jlifaelnecgmoldfjmcflinlapx23",
      // The last letter made a (both clubs to North): North 15 cards, West 11.
      "Board 04=jlifaelnecgmoldfjmcflinlaa023",
      EXAMPLE.replace("01", "05"),
      EXAMPLE.replace("01", "05"),
    ];
    expect(readDlm(lines.join("\n")).problems).toEqual([
      'line 2: board 1: character 26 of the board\'s data, "q", is not a letter a to p.',
      "line 3: board 2: the board's data is 10 letters: expected 26 (a to p), then the checksum.",
      'line 4: board 3: "x23" after the 26 letters is not a checksum (digits).',
      "line 5: board 4: North's hand has 15 cards: a hand has 13.",
      "line 7: board 5 is given twice: the first is kept.",
    ]);
  });
});
