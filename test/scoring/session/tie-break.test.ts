import { scoreSession, type SessionPair } from "../../../src/scoring/session/session";
import { breakTie, type TiedPair } from "../../../src/scoring/session/tie-break";
import { readTraveller } from "../../../src/scoring/traveller/read";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { parseOption } from "../../../src/scoring/options/read";

const places = (pairs: readonly SessionPair[]) => pairs.map((p) => [p.id, p.rank]);

// The Mitchell of session.test.ts (results expected: "results"), where NS 2 and NS 3 tie on 60%:
//   NS 2: board 1 2 of 4, board 2 4 of 4, board 3 0 of 2.   NS 3: 4 of 4, 0 of 4, 2 of 2.
// EBU: they never met (both NS), so point-a-board count-back decides: a board won above average,
//   half at average. NS 2: 1/2 + 1 + 0 = 1.5 of 3 = 50%; NS 3: 1 + 0 + 1 = 2 of 3 = 66.67%.
// code81: on each board both played, 2 points for outscoring the other: NS 3 boards 1 and 3 (4),
//   NS 2 board 2 (2). NS 3 first either way.
const MITCHELL = readTraveller([
  ["Board", "Table", "NS", "EW", "Score"],
  [1, 1, 1, 1, -50],
  [1, 3, 3, 2, 450],
  [1, 2, 2, 3, 420],
  [2, 2, 2, 2, 620],
  [2, 1, 1, 3, 140],
  [2, 3, 3, 1, -100],
  [3, 3, 3, 3, 200],
  [3, 2, 2, 1, -620],
  [3, 1, 1, 2, "NP"],
]);

describe("tie-break for first place in a Mitchell (hand-worked above)", () => {
  const ns = (tieBreak?: "share" | "EBU" | "code81") =>
    scoreSession(MITCHELL, { movement: "mitchell", method: "mp", expected: "results", tieBreak }).rankings[0]
      .pairs;

  test("by default the tie is shared, and no note is given", () => {
    expect(places(ns())).toEqual([
      ["NS 2", "=1"],
      ["NS 3", "=1"],
      ["NS 1", "3"],
    ]);
    expect(ns().some((p) => p.tieBreak !== undefined)).toBe(false);
  });

  test("EBU: count-back puts NS 3 first, and the note gives both shares", () => {
    const pairs = ns("EBU");
    expect(places(pairs)).toEqual([
      ["NS 3", "1"],
      ["NS 2", "2"],
      ["NS 1", "3"],
    ]);
    expect(pairs[0].tieBreak).toMatch(/count-back .*: NS 3 66\.67% .*; NS 2 50%/);
    expect(pairs[2].tieBreak).toBeUndefined();
    // The percentages stay equal: only the places change.
    expect(pairs[0].percentage).toBe(pairs[1].percentage);
  });

  test("code81: 4 points to 2 board by board puts NS 3 first", () => {
    const pairs = ns("code81");
    expect(places(pairs).slice(0, 2)).toEqual([
      ["NS 3", "1"],
      ["NS 2", "2"],
    ]);
    expect(pairs[0].tieBreak).toMatch(/NS 3 4 points board by board; NS 2 2 points/);
  });
});

// A Howell with two results a board (top 2), six pairs, built so that pairs 1 and 2 tie:
//   Board 1: NS1 v EW2 +420, NS3 v EW4 +400 -> 1: 2, 2: 0, 3: 0, 4: 2.
//   Board 2: NS2 v EW5 +140, NS6 v EW1 +110 -> 2: 2, 6: 0, 5: 0, 1: 2.
//   Board 3: NS2 v EW3 +620, NS4 v EW5 +170 -> 2: 2, 4: 0, 3: 0, 5: 2.
//   Board 4: NS1 v EW6 -100, NS3 v EW5 +100 -> 1: 0, 3: 2, 6: 2, 5: 0.
// Pair 1: 2 + 2 + 0 = 4 of 6; pair 2: 0 + 2 + 2 = 4 of 6: 66.67% each, tied for first.
// EBU head to head: board 1, the one they played against each other: pair 1 2, pair 2 0.
// code81: boards both played: board 1 (pair 1 outscores: 2 to it), board 2 (each 100%: 1 each);
//   board 3 only pair 2 (above average: 2), board 4 only pair 1 (below: 0): 3 points each. Tops:
//   pair 1 boards 1 and 2, pair 2 boards 2 and 3: 2 each. The tie stands; they share first.
const HOWELL = readTraveller([
  ["Board", "NS", "EW", "Score"],
  [1, 1, 2, 420],
  [1, 3, 4, 400],
  [2, 2, 5, 140],
  [2, 6, 1, 110],
  [3, 2, 3, 620],
  [3, 4, 5, 170],
  [4, 1, 6, -100],
  [4, 3, 5, 100],
]);

describe("tie-break for first place in a Howell (hand-worked above)", () => {
  const all = (tieBreak: "EBU" | "code81") =>
    scoreSession(HOWELL, { movement: "howell", method: "mp", tieBreak }).rankings[0].pairs;

  test("EBU: head to head on board 1 puts pair 1 first", () => {
    const pairs = all("EBU");
    expect(places(pairs).slice(0, 2)).toEqual([
      ["1", "1"],
      ["2", "2"],
    ]);
    expect(pairs[0].percentage).toBeCloseTo(66.6667, 4);
    expect(pairs[0].tieBreak).toMatch(/head to head: 1 2 on the boards against each other; 2 0/);
  });

  test("code81: equal board by board and on tops, so the place is shared and the note says so", () => {
    const pairs = all("code81");
    expect(places(pairs).slice(0, 2)).toEqual([
      ["1", "=1"],
      ["2", "=1"],
    ]);
    expect(pairs[0].tieBreak).toMatch(/not broken/);
  });
});

describe("breakTie: the Code's article 81 worked example (three pairs tied on one board)", () => {
  const board = (id: string, mp: number): TiedPair => ({
    id,
    boards: [{ board: 1, opponent: null, result: Fraction.of(mp), top: Fraction.of(10) }],
  });
  const pointsOf = (note: string | undefined, id: string) =>
    Number(new RegExp(`(?:^|; |: )${id} (\\d+) points?`).exec(note ?? "")![1]);

  test("three different scores give 4, 2 and 0 points", () => {
    const r = breakTie("code81", [board("A", 3), board("B", 9), board("C", 6)]);
    expect(r.groups).toEqual([["B"], ["C"], ["A"]]);
    const note = r.notes.get("A");
    expect([pointsOf(note, "B"), pointsOf(note, "C"), pointsOf(note, "A")]).toEqual([4, 2, 0]);
  });

  test("one above two equal gives 4, 1 and 1; the two left are then compared alone (1 each) and share", () => {
    const r = breakTie("code81", [board("A", 5), board("B", 8), board("C", 5)]);
    expect(r.groups).toEqual([["B"], ["A", "C"]]);
    const note = r.notes.get("B");
    expect([pointsOf(note, "B"), pointsOf(note, "A"), pointsOf(note, "C")]).toEqual([4, 1, 1]);
    expect(r.notes.get("A")).toMatch(/not broken/);
  });
});

describe("the tie-break option as typed", () => {
  test("any case is read; a wrong word names what is accepted", () => {
    expect(parseOption("tieBreak", "ebu")).toBe("EBU");
    expect(() => parseOption("tieBreak", "coin")).toThrow(
      /The tie-break cannot be "coin": use share .*EBU .*code81/,
    );
  });
});
