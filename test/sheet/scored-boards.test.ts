// Each board of a traveller found among a session's scored boards by its number and fouled group.
import type { ScoredSession } from "../../src/scoring";
import { scoredBoardsByName } from "../../src/sheet/results";

/** A session holding only what the lookup reads: each board's number and fouled group, and a tag. */
function session(boards: { board: number; group?: string; tag: string }[]): ScoredSession {
  return {
    boards: boards.map((b) => ({
      board: b.board,
      ...(b.group === undefined ? {} : { fouled: { group: b.group, tables: 4, results: 4 } }),
      tag: b.tag,
    })),
  } as unknown as ScoredSession;
}

const tag = (x: unknown): string | null => (x === null ? null : (x as { tag: string }).tag);

describe("scoredBoardsByName", () => {
  const of = scoredBoardsByName(
    session([
      { board: 1, tag: "one" },
      { board: 7, group: "A", tag: "seven A" },
      { board: 7, group: "B", tag: "seven B" },
      { board: 17, tag: "seventeen" },
      { board: 7, group: "A", tag: "seven A again" },
    ]),
  );

  test("a board is found by its number, a fouled group by its number and group", () => {
    expect(tag(of({ board: 1 }))).toBe("one");
    expect(tag(of({ board: 17 }))).toBe("seventeen");
    expect(tag(of({ board: 7, fouled: { group: "B" } }))).toBe("seven B");
  });

  test("the first of two with the same number and group, as a search in order finds it", () => {
    expect(tag(of({ board: 7, fouled: { group: "A" } }))).toBe("seven A");
  });

  test("none for a board not scored, a group not scored, or a whole board scored only as groups", () => {
    expect(of({ board: 2 })).toBeNull();
    expect(of({ board: 7, fouled: { group: "C" } })).toBeNull();
    expect(of({ board: 7 })).toBeNull();
    expect(of({ board: 1, fouled: { group: "A" } })).toBeNull();
  });

  test("40,000 boards each found as itself", () => {
    const many = scoredBoardsByName(
      session(Array.from({ length: 40_000 }, (_, i) => ({ board: i + 1, tag: `b${i + 1}` }))),
    );
    let found = 0;
    for (let b = 1; b <= 40_000; b++) if (tag(many({ board: b })) === `b${b}`) found++;
    expect(found).toBe(40_000);
  });
});
