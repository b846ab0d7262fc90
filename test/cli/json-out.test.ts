// The command line's JSON in pieces is the very text JSON.stringify(value, null, 2) gives.
import fc from "fast-check";
import { writeJson } from "../../src/cli/json-out";
import { LazyList } from "../../src/writers/json";

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

  test("lists made as they are read (long, short, empty, nested): the text of their items as arrays", () => {
    let made = 0;
    const board = (k: number): unknown => {
      made++;
      return { board: k + 1, tables: [{ ns: "1", nsScore: 420 }], short: new LazyList(2, (i) => i) };
    };
    const doc = {
      method: "mp",
      boards: new LazyList(1000, board),
      few: new LazyList(3, board),
      none: new LazyList(0, board),
    };
    made = 0;
    const text = pieces(doc);
    // Each board made once, as it is written: 1000 + 3.
    expect(made).toBe(1003);
    expect(text).toBe(JSON.stringify(doc, null, 2));
    expect(JSON.parse(text).boards[999]).toEqual({
      board: 1000,
      tables: [{ ns: "1", nsScore: 420 }],
      short: [0, 1],
    });
    expect(JSON.parse(text).none).toEqual([]);
  });

  test("the text goes out in chunks of some 64 KB, not a piece at a time", () => {
    const doc = {
      boards: Array.from({ length: 20_000 }, (_, k) => ({
        board: k + 1,
        tables: [{ ns: "1", nsScore: 420 }],
      })),
    };
    const chunks: string[] = [];
    writeJson(doc, (t) => void chunks.push(t));
    expect(chunks.join("")).toBe(JSON.stringify(doc, null, 2));
    // A chunk goes out once it reaches 64 KB (65,536 characters): each but the last is at least
    // that, and less than twice it (the last piece added is a batch of at most 256 boards of some
    // 120 characters, about 30,000). About 2.4 MB of text: 30 to 40 chunks, not the 80,000 pieces
    // it is written in.
    expect(chunks.slice(0, -1).every((c) => c.length >= 65_536 && c.length < 2 * 65_536)).toBe(true);
    expect(chunks.length).toBeGreaterThanOrEqual(30);
    expect(chunks.length).toBeLessThanOrEqual(40);
  });

  test("long lists of any JSON values, at any depth, some items long lists themselves: the same text", () => {
    // A long list's items go out a batch at a time (one JSON.stringify for several), save those
    // that are written in pieces themselves: either way the text is JSON.stringify's.
    const long = fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 257, maxLength: 320 });
    fc.assert(
      fc.property(
        long,
        fc.nat(3),
        fc.nat(400),
        fc.array(fc.nat(9), { minLength: 257, maxLength: 260 }),
        (items, depth, at, inner) => {
          const list: unknown[] = [...items];
          list.splice(at % (list.length + 1), 0, inner, { tables: inner });
          let doc: unknown = { boards: list };
          for (let d = 0; d < depth; d++) doc = d % 2 === 0 ? [doc] : { section: doc };
          expect(pieces(doc)).toBe(JSON.stringify(doc, null, 2));
        },
      ),
      { numRuns: 40, seed: 12 },
    );
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
