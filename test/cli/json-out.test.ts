// The command line's JSON in pieces is the very text JSON.stringify(value, null, 2) gives.
import fc from "fast-check";
import { writeJson } from "../../src/cli/json-out";

const pieces = (value: unknown): string => {
  let s = "";
  writeJson(value, (t) => void (s += t));
  return s;
};

describe("writeJson", () => {
  test("a document with arrays long enough to go out in pieces, and blanks JSON leaves out", () => {
    const doc = {
      method: "mp",
      skipped: undefined,
      boards: Array.from({ length: 300 }, (_, b) => ({
        board: b + 1,
        tables: Array.from({ length: b === 5 ? 400 : 2 }, (_, t) => ({
          ns: String(t),
          nsScore: 420,
          note: undefined,
        })),
        empty: [],
        none: {},
      })),
      holes: Array.from({ length: 300 }, (_, k) => (k % 7 === 0 ? undefined : k)),
    };
    expect(pieces(doc)).toBe(JSON.stringify(doc, null, 2));
  });

  test("any JSON value: the same text", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        expect(pieces(v)).toBe(JSON.stringify(v, null, 2));
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});
