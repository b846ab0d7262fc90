import { readOverrides } from "../../../src/scoring/traveller/header-row";
import { readLayout } from "../../../src/scoring/traveller/layout";
import { classifyRow } from "../../../src/scoring/traveller/rows";

const none = readOverrides(undefined);
/** The kind of `row` under the header row `header`. */
const kindUnder = (header: readonly unknown[], row: readonly unknown[]): string => {
  const { layout } = readLayout(header, 0, none);
  const kind = classifyRow(row, layout.roleColumns, none);
  return kind.kind === "title" ? `title ${kind.board}` : kind.kind;
};
const SIGNED = ["NS", "EW", "Contract", "Score", "Notes"];
const BOARDS = ["Board", "NS", "EW", "Score"];

describe("classifyRow: what a row under a header is", () => {
  test("blank: nothing, empty strings or spaces only", () => {
    expect(kindUnder(SIGNED, [])).toBe("blank");
    expect(kindUnder(SIGNED, ["", " ", null, undefined, "\u00a0"])).toBe("blank");
  });

  test("header: a second header row starts a new block", () => {
    expect(kindUnder(SIGNED, ["N/S", "E/W", "Bid", "+Sc", "-Sc"])).toBe("header");
  });

  test("a table's row: both pair numbers, whatever its notes say", () => {
    expect(kindUnder(SIGNED, [3, 4, "4S", 420, "Total disaster"])).toBe("table");
    expect(kindUnder(SIGNED, ["A3", "b4", "", "", ""])).toBe("table"); // pair names, nothing else: NP
  });

  test("a table's row missing one pair number is still read (its reading reports the blank)", () => {
    expect(kindUnder(SIGNED, [3, "", "4S", 420])).toBe("table");
  });

  test("totals: a label cell says Total, Sum or Average and there are no pair numbers", () => {
    expect(kindUnder(SIGNED, ["", "", "", 1090, "Total"])).toBe("totals");
    expect(kindUnder(SIGNED, ["Grand total"])).toBe("totals");
    expect(kindUnder(SIGNED, ["avg", "", "", 218])).toBe("totals");
  });

  test("a Total written in the score or contract cell is no label: the row is read", () => {
    expect(kindUnder(SIGNED, ["", "", "", "Total"])).toBe("table");
    expect(kindUnder(SIGNED, ["", "", "Sum"])).toBe("table");
  });

  test("title: a board number in a text cell, with no pair numbers", () => {
    expect(kindUnder(SIGNED, ["", "Board No 15 N/S Vul"])).toBe("title 15");
    expect(kindUnder(BOARDS, ["", "Bd. 3"])).toBe("title 3");
  });

  test("a board number written in the Board column is a board cell, not a title", () => {
    // Nothing else on the row: a note. (A table's row under it takes its board from its own cell.)
    expect(kindUnder(BOARDS, ["Board 3", "", "", ""])).toBe("note");
  });

  test("sums: numbers only, without pair or board numbers", () => {
    expect(kindUnder(SIGNED, ["", "", "", 1090])).toBe("sums");
    expect(kindUnder(SIGNED, ["", "", "", "1,090", "17"])).toBe("sums");
    expect(kindUnder(BOARDS, ["", "", "", 1090])).toBe("sums");
  });

  test("numbers with a board number are no sum: a table's row missing its pairs", () => {
    expect(kindUnder(BOARDS, [1, "", "", 420])).toBe("table");
  });

  test("note: no pair numbers and nothing in the contract, result or score cells", () => {
    expect(kindUnder(SIGNED, ["", "", "", "", "Late play at table 3"])).toBe("note");
    expect(kindUnder(BOARDS, [1, "", "", "", "x"])).toBe("note");
  });

  test("no pair numbers but a contract or score in words: read, so its problems are reported", () => {
    expect(kindUnder(SIGNED, ["", "", "4S", "", ""])).toBe("table");
    expect(kindUnder(SIGNED, ["", "", "", "NP", ""])).toBe("table");
  });
});
