// Deal files as dealing programs write them, for `npm run deal` (src/cli/commands/deal.ts):
// - PBN: a game a board, [Event], [Site], [Date], [Board], [Dealer], [Vulnerable], [Deal] (from the
//   dealer, as deal-tags.ts writes it for the results files) and [Generator] naming the generator
//   and the seed, which the file's opening comment gives too;
// - LIN (BBO's notation): a line a board, `qx|o1|md|3...|rh||ah|Board 1|sv|0|nt|...|pg||`, the md
//   tag's dealer digit (1 South, 2 West, 3 North, 4 East) then South's, West's, North's and East's
//   hands, each its four suits' letters and ranks; the seed in the `nt` (note) tag.
// Both are read back by the add-in's readers (src/io/hand-records.ts, src/io/deals/lin.ts) as the
// same deals.
import { holdingText, type DealtBoard, type Seat, type Vulnerability } from "../scoring";
import { pbnDealValue } from "./deal-tags";
import { tag } from "./pbn";

/** What a dealt file says of how it was dealt: the generator and the seed. */
export interface DealtWith {
  /** The seed, as typed or as drawn (a whole number, up to 128 bits). */
  readonly seed: bigint;
  /** The generator's name and how it was seeded, for the file's [Generator] and comments. */
  readonly generator: string;
}

/** The product's name as a dealt file gives it (not the results files' %Creator mark: see docs/formats.md). */
const PRODUCT = "Bridge Scoring for Excel";

/**
 * The [Generator] value and the LIN note: the program, the generator and the seed.
 *
 * @example
 * generatorText({ seed: 42n, generator: "xoshiro128**" }); // "Bridge Scoring for Excel (npm run deal): xoshiro128**, seed 42"
 */
export function generatorText(dealt: DealtWith): string {
  return `${PRODUCT} (npm run deal): ${dealt.generator}, seed ${dealt.seed}`;
}

/**
 * A PBN file of the boards dealt: the opening comments (the seed among them), then a game a board.
 * Its %Creator line is not the one results files carry, so no `npm run score` output ever takes a
 * dealt file for one of its own and writes over it.
 *
 * @example
 * writePbnDeals(dealBoards(42n, 1, 2), { seed: 42n, generator: "xoshiro128**" }); // "% PBN 2.1\n..."
 */
export function writePbnDeals(boards: readonly DealtBoard[], dealt: DealtWith): string {
  const first = boards[0]?.board ?? 0;
  const last = boards[boards.length - 1]?.board ?? 0;
  const lines = [
    "% PBN 2.1",
    "%Content-type: text/x-pbn; charset=UTF-8",
    `%Creator: ${PRODUCT}, npm run deal`,
    `% Boards ${first}-${last} dealt at random with seed ${dealt.seed} (${dealt.generator}):`,
    `% npm run deal -- --boards ${first}-${last} --seed ${dealt.seed} deals the same boards again.`,
  ];
  for (const b of boards)
    lines.push(
      "",
      tag("Event", ""),
      tag("Site", ""),
      tag("Date", ""),
      tag("Board", String(b.board)),
      tag("Dealer", b.dealer),
      tag("Vulnerable", b.vulnerability),
      tag("Deal", pbnDealValue({ ...b, table: null, par: null, source: null })),
      tag("Generator", generatorText(dealt)),
    );
  return `${lines.join("\n")}\n`;
}

/** The LIN dealer digits: 1 South, 2 West, 3 North, 4 East. */
const LIN_DEALER: Readonly<Record<Seat, string>> = { S: "1", W: "2", N: "3", E: "4" };

/** The LIN vulnerabilities: 0 none, n North-South, e East-West, b both. */
const LIN_VUL: Readonly<Record<Vulnerability, string>> = { None: "0", NS: "n", EW: "e", All: "b" };

/** A hand in LIN: each suit's letter then its ranks, spades first ("SAKQHJT9D876C5432"). */
function linHand(hand: readonly number[]): string {
  return ["S", "H", "D", "C"].map((s, k) => `${s}${holdingText(hand[k])}`).join("");
}

/**
 * The `md` value of a deal: the dealer digit, then South's, West's, North's and East's hands.
 *
 * @example
 * linDeal(board); // "3SJ987HJT7643DA4CQ,SKT653H95D853CT76,SAQ42HA8DKJ762CJ2,SHKQ2DQT9CAK98543"
 */
export function linDeal(b: Pick<DealtBoard, "dealer" | "deal">): string {
  // Hands are kept North, East, South, West: md's South, West, North, East are 2, 3, 0, 1.
  return `${LIN_DEALER[b.dealer]}${[2, 3, 0, 1].map((k) => linHand(b.deal.hands[k])).join(",")}`;
}

/**
 * A LIN file of the boards dealt, a line a board, the seed in each line's note.
 *
 * @example
 * writeLinDeals(dealBoards(42n, 1, 1), { seed: 42n, generator: "xoshiro128**" }); // "qx|o1|md|..."
 */
export function writeLinDeals(boards: readonly DealtBoard[], dealt: DealtWith): string {
  return boards
    .map(
      (b) =>
        `qx|o${b.board}|md|${linDeal(b)}|rh||ah|Board ${b.board}|sv|${LIN_VUL[b.vulnerability]}|nt|${generatorText(dealt)}|pg||\n`,
    )
    .join("");
}
