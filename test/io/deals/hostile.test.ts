// Hostile deal files: random bytes under every name, and huge files, each answered quickly with a
// message (or the deals), never a throw or a hang; the problems listed stay bounded.
import { readHandRecordFile } from "../../../src/io/hand-records";
import { readLin } from "../../../src/io/deals";
import { MAX_PROBLEMS } from "../../../src/io/deals/common";
import { seededRandom } from "../../../src/scoring";
import { fixture } from "./fixtures";

const randomBytes = (n: number, seed: number): Uint8Array => {
  const rng = seededRandom(seed);
  return Uint8Array.from({ length: n }, () => Math.floor(rng() * 256));
};

/** Runs `f`, expecting it done within `ms` milliseconds. */
function quickly<T>(ms: number, f: () => T): T {
  const start = Date.now();
  const result = f();
  expect(Date.now() - start).toBeLessThan(ms);
  return result;
}

const repeat = (bytes: Uint8Array, times: number): Uint8Array => {
  const out = new Uint8Array(bytes.length * times);
  for (let k = 0; k < times; k++) out.set(bytes, k * bytes.length);
  return out;
};

describe("hostile deal files", () => {
  test.each(["x.dup", "x.bri", "x.dge", "x.lin", "x.dlm", "x.pbn", undefined])(
    "a megabyte of random bytes named %s gets a message, no deal, at once",
    (name) => {
      const read = quickly(2000, () => readHandRecordFile(randomBytes(1 << 20, 7), name));
      expect(read.records).toEqual([]);
      expect(read.problems.length).toBeGreaterThan(0);
      expect(read.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS + 1);
    },
  );

  test("random bytes after a good first board: the board is read, then the byte that is wrong is named", () => {
    const bri = fixture("three-boards.bri");
    const mixed = new Uint8Array(78 + 1000);
    mixed.set(bri.subarray(0, 78));
    mixed.set(randomBytes(1000, 3), 78);
    mixed[78] = 0x78; // "x": no padding, no digit
    const read = readHandRecordFile(mixed, "x.bri");
    expect(read.records).toHaveLength(1);
    expect(read.problems).toEqual([
      'board 2: byte 79: "x" is not a digit; a BRI part is 39 two-digit card numbers (01 to 52): the rest of the file is not read.',
    ]);
  });

  test.each([
    ["three-boards.dup", 10_000],
    ["three-boards.bri", 10_000],
    ["three-boards.dge", 10_000],
    ["three-boards.lin", 20_000],
    ["three-boards.dlm", 20_000],
  ])("%s repeated %i times (megabytes) is read in linear time", (name, times) => {
    const read = quickly(10_000, () => readHandRecordFile(repeat(fixture(name), times), name));
    // The DUP file numbers its boards on from the first record's lowest board; the others count.
    // LIN and DLM files number their boards themselves: the copies are one set of three.
    expect(read.records.length).toBe(/\.(lin|dlm)$/.test(name) ? 3 : 3 * times);
  });

  test("a LIN file of a hundred thousand bad deals lists a bounded number of problems", () => {
    const read = quickly(5000, () => readLin("md|3SA,SA,SK,|\n".repeat(100_000)));
    expect(read.problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(read.problems[MAX_PROBLEMS]).toBe(
      `more than ${MAX_PROBLEMS} problems: the rest of the file is not read.`,
    );
  });

  test("a LIN value of ten million characters is read in linear time", () => {
    const read = quickly(5000, () => readLin(`qx|o1|md|3${"S".repeat(10_000_000)}|`));
    expect(read.problems).toEqual([
      "line 1: board 1: md holds 1 hand: expected South's, West's, North's and (or left out) East's, separated by commas.",
    ]);
  });
});
