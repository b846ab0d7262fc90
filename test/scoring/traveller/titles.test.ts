import { checkTitle, titleBoardAbove, titleBoardOf } from "../../../src/scoring/traveller/titles";

describe("titleBoardOf: the board number a title states", () => {
  test.each([
    ["Board No 15 N/S Vul Dealer South", 15],
    ["Club pairs, Board 1", 1],
    ["Bd. 3", 3],
    ["Brd #7", 7],
    ["board number: 12", 12],
  ])("%p states board %p", (text, board) => {
    expect(titleBoardOf(["", text])).toBe(board);
  });

  test("a header word, a number cell or a title without a number states none", () => {
    expect(titleBoardOf(["Board", "NS", "EW"])).toBeNull();
    expect(titleBoardOf([15])).toBeNull();
    expect(titleBoardOf(["Monday pairs"])).toBeNull();
  });

  test("the first cell that states one is read; column `skip` is passed over", () => {
    expect(titleBoardOf(["Board 3", "Board 4"])).toBe(3);
    expect(titleBoardOf(["Board 3", "Board 4"], 0)).toBe(4);
  });
});

describe("checkTitle: the title's vulnerability and dealer against the board's", () => {
  // Board 15: NS vulnerable, dealer South (the sixteen-board cycle repeats 1 to 16).
  test("a title that agrees has no problem", () => {
    expect(checkTitle(["Board No 15 N/S Vul Dealer South"], 0, 15)).toEqual([]);
    expect(checkTitle(["Board 15", "Vul: NS", "Dealer: S"], 0, 15)).toEqual([]);
  });

  test("a vulnerability that is not the board's points at its cell", () => {
    expect(checkTitle(["Board 15", "EW vul"], 2, 15)).toEqual([
      {
        row: 2,
        column: 1,
        message: "The title says EW vulnerable, but board 15 is NS vulnerable: check the board number.",
      },
    ]);
  });

  test("a dealer that is not the board's", () => {
    // Board 5 is dealt by North.
    expect(checkTitle(["Dealer: W Board 5"], 0, 5).map((p) => p.message)).toEqual([
      "The title says dealer W, but board 5 is dealt by N: check the board number.",
    ]);
  });

  test("both wrong in one cell: two problems, vulnerability first", () => {
    // Board 1: nobody vulnerable, dealer North.
    expect(checkTitle(["Board 1 Both vul Dealer E"], 0, 1).map((p) => p.message)).toEqual([
      "The title says both sides vulnerable, but board 1 is nobody vulnerable: check the board number.",
      "The title says dealer E, but board 1 is dealt by N: check the board number.",
    ]);
  });
});

describe("titleBoardAbove: the titles above a header row", () => {
  test("the last title that states a board wins, and each is checked", () => {
    const cells = [["Board 3"], ["Board 4 EW vul"], ["NS", "EW", "Score"]];
    // Board 4 is all vulnerable.
    const above = titleBoardAbove(cells, 2);
    expect(above.board).toBe(4);
    expect(above.problems.map((p) => [p.row, p.column])).toEqual([[1, 0]]);
  });

  test("no title: no board", () => {
    expect(titleBoardAbove([["NS", "EW", "Score"]], 0)).toEqual({ board: null, problems: [] });
  });
});
