// LIN: BBO's tags, `md|` the dealer digit (1 South, 2 West, 3 North, 4 East) and the hands of
// South, West, North and East; `qx|o1|` or `ah|Board 1|` the board; `sv|` the vulnerability.
import { readLin } from "../../../src/io/deals";
import { asDealt } from "./fixtures";

// The deal of the forum thread that describes the format: board 2, dealer East (4), North-South
// vulnerable (n), East's hand left out.
const FORUM = "qx|o2|md|4SQJ762H86DJ96CQT8,ST94HAKJD753CK764,SK8HT7542DQ82CJ92|rh||ah||sv|n|pg||";

describe("LIN files", () => {
  test("the forum's example: East holds the cards the three hands leave", () => {
    const read = readLin(FORUM);
    expect(read.problems).toEqual([]);
    expect(read.records.map(asDealt)).toEqual([
      {
        board: 2,
        dealer: "E",
        vulnerability: "NS",
        // North K8.T7542.Q82.J92, East the rest: A53.Q93.AKT4.A53, South QJ762.86.J96.QT8, West T94.AKJ.753.K764.
        deal: "N:K8.T7542.Q82.J92 A53.Q93.AKT4.A53 QJ762.86.J96.QT8 T94.AKJ.753.K764",
      },
    ]);
  });

  test("the open and closed rooms' copies of a board are one deal", () => {
    const both = `${FORUM}\n${FORUM.replace("qx|o2|", "qx|c2|")}\n`;
    expect(readLin(both).records).toHaveLength(1);
  });

  test("a board given twice with two deals keeps the first and says so", () => {
    const other = "qx|o2|md|4SK8HT7542DQ82CJ92,ST94HAKJD753CK764,SQJ762H86DJ96CQT8|";
    const read = readLin(`${FORUM}\n${other}\n`);
    expect(read.records).toHaveLength(1);
    expect(read.problems).toEqual([
      "line 2: board 2 is given twice with different deals: the first is kept.",
    ]);
  });

  test("without qx or ah the deals are boards 1, 2, ... in order", () => {
    const md = "md|3SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,|";
    expect(readLin(`${md}\n${md.replace("3S", "4S")}\n`).records.map((r) => [r.board, r.dealer])).toEqual([
      [1, "N"],
      [2, "E"],
    ]);
  });

  test("without qx, a deal's sv written before its md is its own, not the deal before's", () => {
    const md = "md|3SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,|";
    const read = readLin(`sv|n|${md}\nsv|e|${md.replace("3S", "4S")}\n`);
    expect(read.records.map((r) => [r.board, r.dealer, r.vulnerability])).toEqual([
      [1, "N", "NS"],
      [2, "E", "EW"],
    ]);
  });

  test("a hand short of a card names the line, the board and the hand", () => {
    const read = readLin(
      "\nqx|o5|md|1SAKQJT9876543HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,SHDCAKQJT98765432|",
    );
    expect(read.problems).toEqual(["line 2: board 5: md: South's hand has 12 cards: a hand has 13."]);
  });

  test("a card twice, a bad dealer digit, a bad rank and a bad vulnerability are each named", () => {
    const lines = [
      "qx|o1|md|3SA,SA,SK,|",
      "qx|o2|md|7SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,|",
      "qx|o3|md|3SAKQJT9876543XHDC,SHAKQJT98765432DC,SHDAKQJT98765432C,|",
      "qx|o4|md|3SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,|sv|q|",
    ];
    expect(readLin(lines.join("\n")).problems).toEqual([
      "line 1: board 1: md: the SA is dealt twice: to South and to West.",
      'line 2: board 2: md\'s dealer "7" is not 1 (South), 2 (West), 3 (North) or 4 (East).',
      'line 3: board 3: md\'s hand 1 holds "X", which is neither a suit (S, H, D, C) nor a rank (AKQJT98765432).',
      "line 4: board 4: sv|q| is not a vulnerability (o none, n North-South, e East-West, b both).",
    ]);
  });

  test("a line with a '|' missing does not shift the next line's tags", () => {
    const read = readLin(`qx|o1|md|3SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,|ah\n${FORUM}`);
    expect(read.records.map((r) => r.board)).toEqual([1, 2]);
  });
});
