// A Bridgemate database's deals for the hand records: HandRecord rows by section and board, each
// with the HandEvaluation row of the same section and board.
import { bridgemateDeals, readBwsDeals, type Row } from "../../../src/io/bws";
import * as fs from "node:fs";
import * as path from "node:path";

/** A HandRecord row of the deal where each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs. */
function hand(section: number, board: number): Row {
  const suits = ["Spades", "Hearts", "Diamonds", "Clubs"];
  const row: Record<string, unknown> = { Section: section, Board: board };
  ["North", "East", "South", "West"].forEach((seat, k) =>
    suits.forEach((suit, j) => (row[`${seat}${suit}`] = j === k ? "AKQJ1098765432" : "")),
  );
  return row;
}

test("deals by section then board, each with its own section's evaluation", () => {
  const evaluation: Record<string, unknown> = { Section: 2, Board: 1 };
  for (const seat of ["North", "East", "South", "West"])
    for (const strain of ["Notrump", "Spades", "Hearts", "Diamonds", "Clubs"])
      evaluation[`${seat}${strain}`] = 7;
  const found = bridgemateDeals({
    Section: [
      { ID: 1, Letter: "A" },
      { ID: 2, Letter: "B" },
    ],
    HandRecord: [hand(2, 1), hand(1, 2), hand(1, 1)],
    HandEvaluation: [evaluation],
  });
  expect(found.map((f) => [f.section, f.deal.board])).toEqual([
    ["A", 1],
    ["A", 2],
    ["B", 1],
  ]);
  expect(found[0].deal.deal).toBe("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
  // Only section B's board 1 has an evaluation: 7 tricks everywhere, twenty 7s.
  expect(found[0].deal.doubleDummyTricks).toBeNull();
  expect(found[2].deal.doubleDummyTricks).toBe("7".repeat(20));
});

test("the club session's database: its HandRecord table is empty, so no deal", () => {
  const bytes = fs.readFileSync(path.join(__dirname, "..", "..", "fixtures", "files", "club-session.bws"));
  expect(readBwsDeals(bytes)).toEqual([]);
});
