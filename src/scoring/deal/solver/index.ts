// A double-dummy solver: how many tricks a side takes with every card in view and best play by all
// four hands. Pure TypeScript, no DOM and no Node, so it runs in the pane, a Web Worker, a worker
// thread or the command line alike. This file is its public face; the pieces, laid out as the
// reference solver DDS lays out the same work:
//   solve.ts         the entry points (solveTricks, solveTable) and the search on the trick target
//   search.ts        the search itself: the start of a trick, the cards of a trick, the last trick
//   position.ts      the hands, the suit lengths and the state the pieces share
//   table.ts         the transposition table and the codec of its packed entries
//   quick-tricks.ts  the quick tricks of the hand on lead and of the second hand
//   later-tricks.ts  the later tricks: trumps' tricks sooner or later, a trick the side must lose
//   moves.ts         move generation and ordering, for the lead and the second, third, fourth hand
//
// The design follows the ideas of Bo Haglund's and Soren Hein's paper on their solver (DDS):
// - the question asked is always yes/no, "can North-South take at least t of the remaining
//   tricks?", answered by alpha-beta search with a null window; the trick count is found by
//   moving t up or down from a guess (iterative deepening on the trick target), each declarer of a
//   strain starting from the result of the one before;
// - a transposition table, consulted at the start of each trick, keyed by the position in relative
//   ranks (for each suit, which hand holds the highest remaining card, the next, ...) and the hand
//   on lead, holding a lower and an upper bound on North-South's remaining tricks; only the cards
//   that decided the answer (won a trick by rank, or made a quick trick) are kept in the entry, the
//   others count by number, so positions that differ only in small cards share an entry (the
//   "winning ranks" of the paper). Entries are grouped by distribution (the hand on lead and the
//   sixteen lengths) and compared first on the owners of the top four cards of each suit, one
//   number. The table lives as long as one strain is being solved, so the four leaders of a
//   strain share it. Its size is fixed (TRANSPOSITION_TABLE_BYTES, about 35 MB: 524,288
//   entries); when it is full the half with the fewest tricks left is dropped;
// - quick tricks: winners the hand on lead can cash at once, trumps first (counted with the ruffs
//   the defenders could still make), or partner's after a low card to partner's master; without
//   trumps, the leader's winners and then, after a crossing, partner's; later tricks: what a
//   side's trumps take sooner or later (the master trump, the two top trumps, each trump of its
//   longer trump hand beyond all the opponents' trumps; the second trump and another behind the
//   master, or the second and third trumps), and a trick the side on lead must lose when it
//   needs them all (each suit it holds headed by the opponents, or, without trumps, too few
//   rounds in the suits it heads); the second hand's side winning the current trick (its best
//   card beats the card led and the third hand's), with, without trumps, the winners its hand
//   cashes next; the last trick read from its four cards; each counted only as far as the target
//   needs (fewer deciding cards), and each cuts the search when it decides it;
// - move ordering: the leads weighted after the paper and DDS's weights (suits where the
//   opponents have few cards, the side's winners first, a suit where partner's second card sits
//   behind the top one or the side holds the second and third cards early, a suit an opponent
//   can ruff or where the right hand opponent holds a top card late); second hand the cheapest
//   card that wins the trick when partner cannot, else low; third hand high enough, and covering
//   (or ruffing) when the fourth hand could beat partner's card; fourth hand the lowest card that
//   wins; one discard of each suit before a second of any; the lead that last cut the search off
//   at the same trick is tried first (a killer move);
// - the table entry that answers a lookup moves to the front of its chain, where the next lookup
//   of a similar position finds it first; a pattern stored again finds its entry through a hash
//   rather than by walking the chain;
// - equivalent cards: of cards in one hand with no outstanding card between them, one is tried
//   (and when another of them decided the answer, the one tried counts as deciding too);
//   and small cards: once a card has been searched and every card that decided the answer lies
//   above it, the hand's other cards of that suit below them are not tried (the paper's small
//   cards, after Hans Kuijf), except by the fourth hand, which tries them all;
// - no allocation during the search: hands as 13-bit masks in typed arrays, move lists by depth,
//   the sixteen lengths kept up to date card by card.
export { NOTRUMP } from "./position";
export { SolverBudgetError } from "./search";
export {
  DEFAULT_NODE_BUDGET,
  STRAIN_ORDER,
  solveTable,
  solveTricks,
  type DDStrain,
  type DDTable,
  type SolveOptions,
} from "./solve";
export { TRANSPOSITION_TABLE_BYTES } from "./table";
