import { readOverrides } from "../../../src/scoring/traveller/header-row";
import { Layout, readLayout } from "../../../src/scoring/traveller/layout";
import { problemsWithoutBoard, readRow, readRowBoard } from "../../../src/scoring/traveller/row";

const layoutOf = (header: readonly unknown[]): Layout =>
  readLayout(header, 0, readOverrides(undefined)).layout;
const WITH_BOARD = layoutOf(["Board", "NS", "EW", "Contract", "By", "Tricks", "Score", "Lead"]);
const NO_BOARD = layoutOf(["NS", "EW", "Contract", "By", "Tricks", "Score", "Lead"]);
const nothingKnown = { lastBoard: null, titleBoard: null, optionBoard: undefined };

describe("readRowBoard: the board a table's row is on", () => {
  test("from its Board cell, as a number or text", () => {
    expect(readRowBoard([7, 1, 2], 3, WITH_BOARD, nothingKnown)).toEqual({ board: 7 });
    expect(readRowBoard(["Bd 7", 1, 2], 3, WITH_BOARD, nothingKnown)).toEqual({ board: 7 });
  });

  test("a blank Board cell repeats the board above; with none above it is a problem", () => {
    expect(readRowBoard(["", 1, 2], 3, WITH_BOARD, { ...nothingKnown, lastBoard: 7 })).toEqual({ board: 7 });
    expect(readRowBoard(["", 1, 2], 3, WITH_BOARD, nothingKnown)).toEqual({
      problem: { row: 3, column: 0, message: "No board number: expected the board number (1 or more)." },
    });
  });

  test("a Board cell that is no board number", () => {
    expect(readRowBoard([0, 1, 2], 3, WITH_BOARD, { ...nothingKnown, lastBoard: 7 })).toEqual({
      problem: {
        row: 3,
        column: 0,
        message: '"0" is not a board number: expected a whole number of 1 or more.',
      },
    });
  });

  test("no Board column: the caller's board number, else the title's, else a problem at the NS cell", () => {
    expect(readRowBoard([1, 2], 3, NO_BOARD, { lastBoard: 4, titleBoard: 5, optionBoard: 6 })).toEqual({
      board: 6,
    });
    expect(
      readRowBoard([1, 2], 3, NO_BOARD, { lastBoard: 4, titleBoard: 5, optionBoard: undefined }),
    ).toEqual({
      board: 5,
    });
    expect(readRowBoard([1, 2], 3, NO_BOARD, { ...nothingKnown, lastBoard: 4 })).toMatchObject({
      problem: { row: 3, column: 0, message: expect.stringMatching(/^There is no Board column/) },
    });
  });
});

describe("readRow: one table's row", () => {
  test("a contract result without a score is scored on the board's vulnerability", () => {
    // Board 2, NS vulnerable: 4H= by S is 4 x 30 = 120 trick score, + 500 vulnerable game = 620.
    const read = readRow([2, 1, 2, "4h", "s", 10, "", "♠7"], 5, 2, WITH_BOARD);
    expect(read).toEqual({
      row: {
        row: 5,
        cells: { board: 0, ns: 1, ew: 2, contract: 3, declarer: 4, result: 5, score: 6, lead: 7 },
        board: 2,
        table: null,
        ns: "1",
        ew: "2",
        contract: "4H",
        declarer: "S",
        lead: "♠7",
        tricks: 10,
        scoreEntered: null,
        scoreComputed: 620,
        entry: { kind: "plain", score: 620 },
      },
    });
  });

  test("a score that disagrees with the contract result is a problem at the score cell", () => {
    // Board 1, nobody vulnerable: 4S by N taking 9 tricks is one down, -50; 420 was entered.
    const read = readRow([1, 3, 4, "4S", "N", 9, 420], 2, 1, WITH_BOARD);
    expect(read).toEqual({
      problems: [
        {
          row: 2,
          column: 6,
          message:
            "NS 3 v EW 4: the score entered, +420, does not agree with 4S by N taking 9 tricks, which scores -50 " +
            "for NS on board 1 (nobody vulnerable): correct the score or the contract, declarer or result.",
        },
      ],
    });
  });

  test("the contract and By cells must name one declarer", () => {
    expect(readRow([1, 3, 4, "4S N", "E", 10, ""], 2, 1, WITH_BOARD)).toEqual({
      problems: [
        {
          row: 2,
          column: 4,
          message: "The declarer is E here but N in the contract cell: give one declarer.",
        },
      ],
    });
  });

  test("a contract without its declarer or result points where it is missing", () => {
    const noBy = layoutOf(["NS", "EW", "Contract"]);
    expect(readRow([3, 4, "4S="], 2, 1, noBy)).toEqual({
      problems: [
        {
          row: 2,
          column: 2, // no By column: the contract cell
          message:
            "4S has no declarer: expected N, E, S or W in the contract cell (4S N) or a By column, or a score.",
        },
      ],
    });
    expect(readRow([1, 3, 4, "4S", "N", "", ""], 2, 1, WITH_BOARD)).toEqual({
      problems: [
        {
          row: 2,
          column: 5,
          message: "4S has no result: expected the tricks taken (0-13), or =, +1, -2, or a score.",
        },
      ],
    });
  });

  test("pair numbers alone: not played", () => {
    expect(readRow([1, 3, 4], 2, 1, WITH_BOARD)).toMatchObject({
      row: { entry: { kind: "notPlayed", text: "" } },
    });
  });

  test("a lead or declarer with no contract or score is a problem at that cell", () => {
    expect(readRow([1, 3, 4, "", "", "", "", "♠7"], 2, 1, WITH_BOARD)).toEqual({
      problems: [
        {
          row: 2,
          column: 7,
          message: "There is no contract or score on this row: expected a contract and result, or a score.",
        },
      ],
    });
  });

  test("every problem of the row is reported in one pass", () => {
    const read = readRow([1, "", "x y", "4Z", "Q", "", ""], 2, 1, WITH_BOARD);
    expect("problems" in read && read.problems.map((p) => p.column)).toEqual([1, 2, 3, 4]);
  });
});

describe("problemsWithoutBoard: a row whose board is unknown", () => {
  test("is read for its other mistakes; the score cells' problems wait for the board", () => {
    const problems = problemsWithoutBoard([3, 4, "4Z", "N", "", 425], 2, NO_BOARD);
    expect(problems.map((p) => p.column)).toEqual([2]); // "4Z"; 425 (column 5) is left out
  });

  test("a row with nothing wrong but its board has no other problem", () => {
    expect(problemsWithoutBoard([3, 4, "4S", "N", 10, 420], 2, NO_BOARD)).toEqual([]);
  });
});
