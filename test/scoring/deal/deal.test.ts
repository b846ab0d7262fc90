import { formatDeal, highCardPoints, parseDeal, suitLength } from "../../../src/scoring/deal";

// A deal written from North: North holds all four aces, kings, queens and the jack of spades.
const FROM_NORTH = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
// The same deal written from East (East's hand first, then South, West, North).
const FROM_EAST = "E:T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ";

describe("PBN deals", () => {
  it("reads a deal from any first seat and writes it back from North", () => {
    expect(formatDeal(parseDeal(FROM_EAST))).toBe(FROM_NORTH);
    expect(formatDeal(parseDeal(FROM_NORTH), "W")).toBe(
      "W:2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876",
    );
    // As it comes from a [Deal "..."] tag, with quotes, lower case and 10 for the ten.
    expect(
      formatDeal(parseDeal('"n:akqj.akq.akq.akq 10987.J109.J109.J109 6543.876.876.876 2.5432.5432.5432"')),
    ).toBe(FROM_NORTH);
  });

  it("counts high-card points: 4 for an ace, 3 a king, 2 a queen, 1 a jack", () => {
    const deal = parseDeal(FROM_NORTH);
    // North: 4 aces (16) + 4 kings (12) + 4 queens (8) + the spade jack (1) = 37.
    expect(highCardPoints(deal, "N")).toBe(37);
    // East: the three red and club jacks = 3; South and West hold nothing above the ten.
    expect(highCardPoints(deal, "E")).toBe(3);
    expect(highCardPoints(deal, "S") + highCardPoints(deal, "W")).toBe(0);
    expect(suitLength(deal, "W", "C")).toBe(4);
  });

  it("says which card is dealt twice", () => {
    expect(() => parseDeal("N:AKQJ.AKQ.AKQ.AKQ A987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")).toThrow(
      "The SA is in both N's and E's hands: each card can be dealt only once.",
    );
    expect(() => parseDeal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5422")).toThrow(
      "The C2 is written twice in W's hand",
    );
  });

  it("says which hand has the wrong number of cards, which names the missing card", () => {
    expect(() => parseDeal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543")).toThrow(
      'W\'s hand "2.5432.5432.543" has 12 cards: a hand has 13.',
    );
    expect(() => parseDeal("N:AKQJ.AKQ.AKQ.AKQ2 T987.JT9.JT9.JT9 6543.876.876.876 .5432.5432.5432")).toThrow(
      "has 14 cards",
    );
  });

  it("explains other malformed deals", () => {
    expect(() => parseDeal("AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")).toThrow(
      "it must start with the first hand's seat and a colon",
    );
    expect(() => parseDeal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876")).toThrow("has 3 hands");
    expect(() => parseDeal("N:AKQJ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")).toThrow(
      "has 3 suits",
    );
    expect(() => parseDeal("N:AKQJ.AKQ.AKQ.AKX T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")).toThrow(
      '"X", which is not a rank',
    );
    expect(() => parseDeal("")).toThrow("A blank is not a deal");
  });
});
