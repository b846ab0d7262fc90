// Every reader takes a number one way: decimal digits with an optional sign. "0x10", "1e1",
// "4.2e2" and "1,000" are no board number or score in any format, and a PBN tag left open is
// refused with its line rather than passed over.
import { readBoardNumber, readCount, readWhole } from "../../src/io/numbers";
import { readPbn } from "../../src/io/pbn";
import { ResultsFileError } from "../../src/io/results-file";
import { looksLikeUsebio, readUsebio } from "../../src/io/usebio";
import { formatOf } from "../../src/event";

const problems = (f: () => unknown): readonly string[] => {
  try {
    f();
  } catch (e) {
    if (e instanceof ResultsFileError) return e.problems;
    throw e;
  }
  return [];
};

describe("the shared reading of whole numbers", () => {
  test("decimal digits and a sign are read; hex, exponent, separators, points and blanks are not", () => {
    expect(["420", "+420", "-50", " 7 ", "007"].map(readWhole)).toEqual([420, 420, -50, 7, 7]);
    expect(
      ["0x1A4", "4.2e2", "1e1", "1,000", "1 000", "4.0", "", " ", "Infinity", "--5", "0b11"].map(readWhole),
    ).toEqual(Array(11).fill(null));
    // Past 2^53 a number is no longer exact: refused rather than rounded.
    expect(readWhole("9007199254740993")).toBeNull();
  });

  test("counts and board numbers take no sign; a board number is 1 or more", () => {
    expect([readCount("13"), readCount("+13"), readCount("-1")]).toEqual([13, null, null]);
    expect([
      readBoardNumber("16"),
      readBoardNumber("0"),
      readBoardNumber("0x10"),
      readBoardNumber("1e1"),
    ]).toEqual([16, null, null, null]);
  });
});

/** A PBN game of one board and one row (a hand-made score table: 4S by N making 10, NS +420 not vulnerable). */
function pbnGame(board: string, scoreNs: string): string {
  return [
    '[Event "Club"]',
    `[Board "${board}"]`,
    '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]',
    `1 2 4S N 10 "${scoreNs}" -`,
    "",
  ].join("\n");
}

describe("PBN is read strictly", () => {
  test("a board number in hex or with an exponent is refused with its line", () => {
    expect(problems(() => readPbn(pbnGame("0x10", "420"), "b.pbn"))).toEqual([
      'line 3: a score table needs its board: expected [Board "n"] (a whole number from 1) in the same game, not "0x10".',
    ]);
    expect(problems(() => readPbn(pbnGame("1e1", "420"), "b.pbn"))).toHaveLength(1);
  });

  test('scores "0x1A4" and "4.2e2" are refused (Number() would read both as 420); "420" is read', () => {
    for (const s of ["0x1A4", "4.2e2"]) {
      expect(problems(() => readPbn(pbnGame("1", s), "s.pbn"))).toEqual([
        `line 4: the score cells hold "${s}" and "-": expected each side's plus score in points (the other "-"), or an award such as A+ and A-.`,
      ]);
    }
    expect(readPbn(pbnGame("1", "420"), "s.pbn").sections[0].boards[0].rows[0].score).toBe(420);
  });

  test("a tag whose quote is never closed is refused with its line, not dropped", () => {
    const text = ['[Event "Club Pairs]', pbnGame("1", "420").split("\n").slice(1).join("\n")].join("\n");
    expect(problems(() => readPbn(text, "open.pbn"))).toEqual([
      'line 1: [Event "Club Pairs] is not a whole tag: expected [Name "value"], the value closed by a quote and the tag by "]".',
    ]);
  });
});

describe("USEBIO is read strictly, and a DOCTYPE with an internal subset is still USEBIO", () => {
  const usebio = (board: string, score: string, doctype = "") =>
    [
      '<?xml version="1.0"?>',
      doctype,
      '<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><SESSION><SECTION><SECTION_ID>A</SECTION_ID>',
      `<BOARD><BOARD_NUMBER>${board}</BOARD_NUMBER>`,
      `<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>${score}</SCORE></TRAVELLER_LINE>`,
      "</BOARD></SECTION></SESSION></EVENT></USEBIO>",
    ].join("\n");

  test("a board number in hex and a score with an exponent are refused with their element and line", () => {
    expect(problems(() => readUsebio(usebio("0x10", "4.2e2"), "x.xml"))).toEqual([
      'USEBIO/EVENT/SESSION/SECTION/BOARD (line 4): BOARD_NUMBER is "0x10": expected a whole number from 1.',
    ]);
    expect(problems(() => readUsebio(usebio("3", "4.2e2"), "x.xml"))).toEqual([
      'USEBIO/EVENT/SESSION/SECTION/BOARD/TRAVELLER_LINE (line 5)/SCORE is "4.2e2": expected the NS score in points, or an adjusted score such as A6040 (NS 60%, EW 40%).',
    ]);
  });

  test("an internal DTD subset does not stop the file being recognised and read", () => {
    const text = usebio("3", "-50", "<!DOCTYPE USEBIO [\n  <!ELEMENT USEBIO ANY>\n]>");
    expect(looksLikeUsebio(text)).toBe(true);
    expect(formatOf(text)?.name).toBe("usebio");
    expect(readUsebio(text, "dtd.xml").sections[0].boards[0].rows[0].score).toBe(-50);
  });
});
