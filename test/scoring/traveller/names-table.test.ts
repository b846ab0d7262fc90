import { pairNames, readNamesTable } from "../../../src/scoring/traveller/names-table";

describe("readNamesTable: pair number, then the names", () => {
  test("a header row is passed over; names in several cells are joined; directions in the cell or beside it", () => {
    const t = readNamesTable([
      ["Pair", "Player 1", "Player 2"],
      [1, "Ann  Smith", "Bob Jones"],
      ["2NS", "The Owls"],
      ["NS 3", "Cy", "Di"],
      [3, "EW", "Ed", "Flo"],
      [],
      ["04", '=HYPERLINK("x")'],
    ]);
    expect(t.problems).toEqual([]);
    expect([...t.names]).toEqual([
      ["1", "Ann Smith & Bob Jones"],
      ["NS 2", "The Owls"],
      ["NS 3", "Cy & Di"],
      ["EW 3", "Ed & Flo"],
      // Kept as written: a name is text, whatever it starts with.
      ["4", '=HYPERLINK("x")'],
    ]);
  });

  test("a pair looks up its own direction first, then its number", () => {
    const { names } = readNamesTable([
      ["NS 3", "Cy & Di"],
      [3, "Anyone"],
    ]);
    expect(pairNames(names, "3", "NS")).toBe("Cy & Di");
    expect(pairNames(names, "3", "EW")).toBe("Anyone");
    expect(pairNames(names, "3", null)).toBe("Anyone");
    expect(pairNames(names, "9", "NS")).toBeNull();
    expect(pairNames(undefined, "3", "NS")).toBeNull();
  });

  test("rows that cannot be read name the row and what was expected", () => {
    const t = readNamesTable([["Pair", "Names"], [1, "Ann"], ["x y", "Bob"], [2], [1, "Again"]]);
    expect(t.problems).toEqual([
      {
        row: 2,
        column: 0,
        message: expect.stringMatching(/^"x y" is not a pair number: expected a pair number/),
      },
      { row: 3, column: 0, message: "Pair 2 has no names: expected the names after the pair number." },
      { row: 4, column: 0, message: "Pair 1 is named twice (also on row 2): give each pair once." },
    ]);
  });
});
