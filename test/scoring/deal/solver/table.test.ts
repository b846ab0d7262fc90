import fc from "fast-check";
import {
  decodeEntry,
  encodeInfo,
  encodeMask,
  encodeSignature,
  infoWithBounds,
} from "../../../../src/scoring/deal/solver/table";

/** An entry as the search stores it: bounds, and by suit its deciding cards' number and owners. */
const entry = fc
  .record({
    lower: fc.integer({ min: 0, max: 13 }),
    upper: fc.integer({ min: 0, max: 13 }),
    counts: fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 4, maxLength: 4 }),
    seeds: fc.array(fc.integer({ min: 0, max: 0x3ffffff }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ lower, upper, counts, seeds }) => ({
    lower,
    upper,
    counts,
    // Two bits an owner, one per deciding card.
    owners: counts.map((k, s) => seeds[s] & ((1 << (2 * k)) - 1)),
  }));

describe("the transposition table's codec", () => {
  it("gives an entry back: bounds, deciding cards and the owners of the top four", () => {
    fc.assert(
      fc.property(entry, ({ lower, upper, counts, owners }) => {
        const pm = Int32Array.from(counts, (k) => (1 << k) - 1);
        const po = Int32Array.from(owners);
        const decoded = decodeEntry(encodeSignature(pm, po), encodeMask(pm), encodeInfo(lower, upper, pm));
        expect(decoded).toEqual({
          lower,
          upper,
          deep: counts.some((k) => k > 4),
          counts,
          topOwners: counts.map((k, s) => owners[s] >>> (2 * Math.max(0, k - 4))),
        });
      }),
    );
  });

  it("replaces the bounds and keeps the rest", () => {
    fc.assert(
      fc.property(entry, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 13 }), (e, lo, up) => {
        const pm = Int32Array.from(e.counts, (k) => (1 << k) - 1);
        const decoded = decodeEntry(
          0,
          encodeMask(pm),
          infoWithBounds(encodeInfo(e.lower, e.upper, pm), lo, up),
        );
        expect([decoded.lower, decoded.upper, decoded.counts]).toEqual([lo, up, e.counts]);
      }),
    );
  });
});
