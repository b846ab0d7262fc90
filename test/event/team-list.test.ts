// A Swiss event's list of teams: the seeding order, the teams withdrawn, the late entries, home tables.
import { mergeEntries, readTeamList } from "../../src/event";

describe("readTeamList", () => {
  test("seeded by the Seed column; withdrawn, late and home-table columns", () => {
    const list = readTeamList([
      ["Team", "Seed", "Withdrawn after round", "Joins in round", "Home table"],
      ["Aces", 3, "", "", ""],
      ["Kings", 1, "", "", 4],
      ["Queens", 2, 2, "", ""],
      ["Jacks", "", "yes", "", ""],
      ["Tens", 4, "", 3, ""],
    ])!;
    // Seeds 1, 2, 3, 4 in order; Jacks, with none, after them.
    expect(list.teams).toEqual(["Kings", "Queens", "Aces", "Tens", "Jacks"]);
    expect(list.seededBy).toBe("seed");
    expect(list.entries.withdrawn).toEqual(
      new Map([
        ["Queens", 2],
        ["Jacks", null],
      ]),
    );
    expect(list.entries.late).toEqual(new Map([["Tens", 3]]));
    expect(list.homeTables).toEqual(new Map([["Kings", 4]]));
  });

  test("a Rating column seeds the highest first; the list's order otherwise", () => {
    expect(
      readTeamList([
        ["Team", "Rating"],
        ["A", 55.5],
        ["B", 61],
        ["C", 40],
      ])!.teams,
    ).toEqual(["B", "A", "C"]);
    expect(readTeamList([["Team"], ["C"], ["A"]])!.teams).toEqual(["C", "A"]);
    // Two headings the list does not know: no list.
    expect(
      readTeamList([
        ["Team", "Captain", "Phone"],
        ["A", "x", "y"],
      ]),
    ).toBeNull();
  });

  test("a cell that cannot be read is named by row and column", () => {
    expect(() =>
      readTeamList([
        ["Team", "Withdrawn"],
        ["A", "maybe"],
      ]),
    ).toThrow(
      'row 2, column 2 (Withdrawn): expected the round after which the team withdrew (or yes), not "maybe".',
    );
  });

  test("the command line's word stands over the list's", () => {
    const m = mergeEntries(
      { withdrawn: new Map([["A", 2]]) },
      { withdrawn: new Map([["A", 3]]), lateScore: "bye" },
    );
    expect(m.withdrawn.get("A")).toBe(3);
    expect(m.lateScore).toBe("bye");
  });
});
