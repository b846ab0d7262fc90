// The movement told from the pair numbers alone: the shipped Mitchell and Howell examples, read as
// a director would paste them, a single board and a Mitchell whose NS and EW numbers never meet,
// then properties: the answer is what the definition says (checked by brute force), and neither
// renaming the pairs nor turning every table round changes it.
import * as fs from "node:fs";
import * as path from "node:path";
import fc from "fast-check";
import { readCsv } from "../../../src/io/csv";
import { inferMovement, movementWords, type PairsByBoard } from "../../../src/scoring/movement/infer";
import { readTraveller } from "../../../src/scoring/traveller/read";

const EXAMPLES = path.resolve(__dirname, "../../../examples");

function example(file: string) {
  const t = readTraveller(readCsv(fs.readFileSync(path.join(EXAMPLES, file), "utf8")).rows);
  expect(t.problems).toEqual([]);
  return t;
}

/** A traveller of pair numbers only: one list of [NS, EW] a board, boards numbered from 1. */
function byBoard(...boards: (readonly [string, string])[][]): PairsByBoard {
  return { boards: boards.map((rows, k) => ({ board: k + 1, rows: rows.map(([ns, ew]) => ({ ns, ew })) })) };
}

describe("the shipped examples", () => {
  test("mitchell-session.csv: NS 1 and EW 1 both play board 1 (its first row, 1,1,1,1), so two pairs share the number 1", () => {
    const told = inferMovement(example("mitchell-session.csv"));
    expect(told).toEqual({ movement: "mitchell", evidence: { kind: "sharedNumber", board: 1, pair: "1" } });
    expect(movementWords(told)).toBe("Mitchell, told from the pair numbers: NS 1 and EW 1 both play board 1");
  });

  test("howell-session.csv: pair 4 sits EW on board 1 and NS on board 2, and no board has a number twice", () => {
    // By hand, from the file: board 1 is NS 2 v EW 5 and NS 3 v EW 4; board 2 is NS 3 v EW 1 and
    // NS 4 v EW 5. Pair 4 (EW on board 1, row "1,1,3,4") sits NS on board 2 (row "2,2,4,5"); it is
    // the first number seen both ways reading the boards in order (pair 5 follows on board 3).
    // On no board does a number sit both NS and EW (board 1: {2,3} v {5,4}; 2: {3,4} v {1,5};
    // 3: {4,5} v {2,1}; 4: {5,1} v {3,2}; 5: {1,2} v {4,3}).
    const told = inferMovement(example("howell-session.csv"));
    expect(told).toEqual({
      movement: "howell",
      evidence: { kind: "bothWays", pair: "4", nsBoard: 2, ewBoard: 1 },
    });
    expect(movementWords(told)).toBe(
      "Howell, told from the pair numbers: pair 4 sits NS on board 2 and EW on board 1",
    );
  });

  test("club-board-15.csv, one board with NS 3, 4, 7, 9, 10 and EW 6, 5, 1, 8, 2: no number both ways, separate fields", () => {
    const told = inferMovement(example("club-board-15.csv"));
    expect(told).toEqual({ movement: "mitchell", evidence: { kind: "separateFields" } });
    expect(movementWords(told)).toBe(
      "Mitchell, told from the pair numbers: no pair number sits both NS and EW",
    );
  });
});

describe("small travellers", () => {
  test("a single board whose NS and EW numbers are disjoint is a Mitchell of separate fields", () => {
    expect(
      inferMovement(
        byBoard([
          ["1", "4"],
          ["2", "5"],
          ["3", "6"],
        ]),
      ),
    ).toEqual({
      movement: "mitchell",
      evidence: { kind: "separateFields" },
    });
  });

  test("a Mitchell numbered NS 1-3 and EW 11-13, the EW pairs moving up a table each round: separate fields", () => {
    // Round r (board r): NS t meets EW 11 + (t - 1 + r - 1) mod 3. The NS and EW numbers differ on
    // every board and no number ever changes direction.
    const rounds = [1, 2, 3].map((r) =>
      [1, 2, 3].map((t) => [String(t), String(11 + ((t + r - 2) % 3))] as const),
    );
    expect(rounds[1]).toEqual([
      ["1", "12"],
      ["2", "13"],
      ["3", "11"],
    ]);
    expect(inferMovement(byBoard(...rounds))).toEqual({
      movement: "mitchell",
      evidence: { kind: "separateFields" },
    });
  });

  test("a number both ways on one board wins over a number both ways across boards: a Mitchell", () => {
    // Pair 2 sits NS on board 1 and EW on board 2 (a Howell's sign), but on board 3 NS 5 and EW 5
    // both play: two pairs are numbered 5, so the numbers count per direction.
    expect(
      inferMovement(
        byBoard(
          [["2", "3"]],
          [["1", "2"]],
          [
            ["5", "6"],
            ["7", "5"],
          ],
        ),
      ),
    ).toEqual({
      movement: "mitchell",
      evidence: { kind: "sharedNumber", board: 3, pair: "5" },
    });
  });

  test("a blank pair number is no number: it does not pair NS blank with EW blank", () => {
    expect(
      inferMovement(
        byBoard([
          ["", ""],
          ["1", "2"],
        ]),
      ).movement,
    ).toBe("mitchell");
    expect(
      inferMovement(
        byBoard([
          ["", ""],
          ["1", "2"],
        ]),
      ).evidence,
    ).toEqual({ kind: "separateFields" });
  });
});

describe("properties", () => {
  const PAIRS = ["1", "2", "3", "4", "5", "6", "7"];
  const row = fc.tuple(fc.constantFrom(...PAIRS), fc.constantFrom(...PAIRS));
  /** Any rows: up to six boards of one to four tables, numbers from a small pool so they meet often. */
  const anyRows = fc.array(fc.array(row, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });
  /** Boards on which every number plays once (as in a Howell): pairs drawn without repeating. */
  const onceABoard = fc.array(
    fc
      .shuffledSubarray(PAIRS, { minLength: 2, maxLength: 6 })
      .map((ps) => ps.slice(0, ps.length - (ps.length % 2)))
      .map((ps) => ps.flatMap((p, i) => (i % 2 === 0 ? [[p, ps[i + 1]] as const] : []))),
    { minLength: 1, maxLength: 6 },
  );
  // The first alone gives a Howell about one time in twenty-five; the second mostly Howells and
  // separate fields.
  const traveller = fc.oneof(anyRows, onceABoard).map((boards) => byBoard(...boards));

  /**
   * The definition, by brute force over every pair of rows: a Howell when no number sits both ways
   * on one board and some number sits both ways across boards, either over every row or over the
   * rows whose NS and EW numbers differ (a row of one number against itself is a Howell's typing
   * mistake as often as a Mitchell's round).
   */
  function oracle(t: PairsByBoard): "mitchell" | "howell" {
    const over = (keep: (r: { ns: string; ew: string }) => boolean): "mitchell" | "howell" => {
      const boards = t.boards.map((b) => b.rows.filter(keep));
      const all = boards.flat();
      const sharedOnABoard = boards.some((rows) => rows.some((r) => rows.some((s) => r.ns === s.ew)));
      const bothWays = all.some((r) => all.some((s) => r.ns === s.ew));
      return !sharedOnABoard && bothWays ? "howell" : "mitchell";
    };
    return over((r) => r.ns !== r.ew) === "howell" ? "howell" : over(() => true);
  }

  test("the answer is the definition, and the evidence given is true of the traveller", () => {
    fc.assert(
      fc.property(traveller, (t) => {
        const told = inferMovement(t);
        expect(told.movement).toBe(oracle(t));
        const e = told.evidence;
        const board = (n: number) => t.boards.find((b) => b.board === n)!;
        if (e.kind === "sharedNumber") {
          expect(board(e.board).rows.some((r) => r.ns === e.pair)).toBe(true);
          expect(board(e.board).rows.some((r) => r.ew === e.pair)).toBe(true);
        } else if (e.kind === "bothWays") {
          expect(told.movement).toBe("howell");
          expect(board(e.nsBoard).rows.some((r) => r.ns === e.pair)).toBe(true);
          expect(board(e.ewBoard).rows.some((r) => r.ew === e.pair)).toBe(true);
        } else {
          const ns = new Set(t.boards.flatMap((b) => b.rows.map((r) => r.ns)));
          expect(t.boards.some((b) => b.rows.some((r) => ns.has(r.ew)))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("renaming the pairs consistently (a bijection on every number) changes nothing but the names", () => {
    const renaming = fc
      .shuffledSubarray(["10", "11", "12", "13", "14", "15", "16", "A", "B", "C"], {
        minLength: PAIRS.length,
        maxLength: PAIRS.length,
      })
      .map((to) => new Map(PAIRS.map((p, i) => [p, to[i]])));
    fc.assert(
      fc.property(traveller, renaming, (t, to) => {
        const rename = (p: string) => to.get(p)!;
        const renamed: PairsByBoard = {
          boards: t.boards.map((b) => ({
            ...b,
            rows: b.rows.map((r) => ({ ns: rename(r.ns), ew: rename(r.ew) })),
          })),
        };
        const before = inferMovement(t);
        const after = inferMovement(renamed);
        expect(after.movement).toBe(before.movement);
        // The same rows witness it, under their new names.
        expect(after.evidence).toEqual(
          "pair" in before.evidence
            ? { ...before.evidence, pair: rename(before.evidence.pair) }
            : before.evidence,
        );
      }),
      { numRuns: 300 },
    );
  });

  test("turning every table round (NS and EW swapped on every row) never changes the movement", () => {
    fc.assert(
      fc.property(traveller, (t) => {
        const turned: PairsByBoard = {
          boards: t.boards.map((b) => ({ ...b, rows: b.rows.map((r) => ({ ns: r.ew, ew: r.ns })) })),
        };
        const before = inferMovement(t);
        const after = inferMovement(turned);
        expect(after.movement).toBe(before.movement);
        expect(after.evidence.kind).toBe(before.evidence.kind);
      }),
      { numRuns: 300 },
    );
  });
});
