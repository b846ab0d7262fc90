// The lesson's vocabulary: the glossary of bridge-scoring terms, the steps of the workings, what
// each part of the workings is for in plain words (the one source of those explanations), and
// the shape of one step as the lesson tells it.
/** The terms the lesson uses, each explained once in the glossary and linked where it is used. */
export type TermId =
  | "traveller"
  | "frequency"
  | "datum"
  | "difference"
  | "imp"
  | "butler"
  | "crossImps"
  | "comparison"
  | "divisor"
  | "matchpoint"
  | "top"
  | "neuberg";

export interface Term {
  readonly id: TermId;
  readonly term: string;
  readonly meaning: string;
}

/** The glossary, in the order a pupil meets the terms. */
export const GLOSSARY: readonly Term[] = [
  {
    id: "traveller",
    term: "Traveller",
    meaning:
      "The slip that travels with a board: one line for each table that played it, with the pairs, the contract, the tricks and the score (written from North-South's side).",
  },
  {
    id: "frequency",
    term: "Frequency",
    meaning:
      "How many tables got each score. Tables with the same score are scored alike, so the workings list each score once with its frequency.",
  },
  {
    id: "datum",
    term: "Datum",
    meaning:
      "The score a pair is measured against in Butler scoring: the average (or median) of the North-South scores, often after dropping the top and bottom ones, rounded to 10. It stands in for the score at the other table of a teams match.",
  },
  {
    id: "difference",
    term: "Difference",
    meaning: "A score minus the score it is compared with, in points: what the IMP scale turns into IMPs.",
  },
  {
    id: "imp",
    term: "IMP",
    meaning:
      "International Match Point. A difference in points is looked up on the IMP scale: small differences count nearly in full, large ones much less (20 to 40 points is 1 IMP; 4000 or more is 24), so one wild board cannot swamp a session.",
  },
  {
    id: "butler",
    term: "Butler",
    meaning:
      "Pairs scored as if each were in a teams match against the field: every North-South score is IMPed against the board's datum.",
  },
  {
    id: "crossImps",
    term: "Cross-IMPs",
    meaning:
      "Every score on the board is IMPed against every other score in the same direction, and the IMPs are added up. No datum is needed, so one odd score does not move everybody's result.",
  },
  {
    id: "comparison",
    term: "Comparison",
    meaning:
      "One score set against one other score on the same board. With n results each score makes n - 1 comparisons.",
  },
  {
    id: "divisor",
    term: "Divisor",
    meaning:
      "What cross-IMP totals are divided by. The totals grow with the number of tables, so they are divided (by the comparisons, or by the results) to bring them back to the size of one match's IMPs.",
  },
  {
    id: "matchpoint",
    term: "Matchpoint",
    meaning:
      "Pairs scoring by rank: a score gets 2 matchpoints for each score in its direction it beat and 1 for each it tied with (the ACBL counts 1 and a half). How much it beat them by does not matter.",
  },
  {
    id: "top",
    term: "Top",
    meaning:
      "The most matchpoints a board can give, for beating every other score: 2 x (results - 1). A percentage is the matchpoints over the top.",
  },
  {
    id: "neuberg",
    term: "Neuberg's formula",
    meaning:
      "When a board has fewer results than it should (an award, a table that did not play it), its matchpoints are scaled up to the top the full board would have had, so that every board counts the same: (matchpoints + 1) x N / n - 1, with N results expected and n obtained (half instead of 1 on the ACBL scale).",
  },
];

/** The steps of the workings, in the order they are worked. */
export type StepId =
  | "traveller"
  | "frequencies"
  | "datum"
  | "differences"
  | "comparisons"
  | "totals"
  | "divisor"
  | "matchpoints"
  | "neuberg";

/**
 * What each part of the workings is for, in plain words that hold for every board: the one source
 * of these explanations. The teaching page adds the board's own numbers after them; the results
 * sheet and the web page show them folded under each block of the workings.
 */
export type AboutId = StepId | "weighted" | "results" | "summary" | "vps";

export const ABOUT: { readonly [A in AboutId]: string } = {
  traveller:
    "Every score is written from North-South's side: East-West's is the same number with the sign turned over.",
  frequencies:
    "The scores are sorted from the best for North-South down, each once, with how many tables got it. Tables with the same score get the same result.",
  datum:
    "Butler scoring pretends each pair played a teams match against the whole field. The field's score is the datum: the average North-South score, so that one good or bad table cannot set the standard alone (very high and low scores are often dropped first).",
  differences:
    "Each score is compared with the datum, as a teams match compares the two tables, and the difference in points is turned into IMPs on the IMP scale. East-West get the same IMPs with the sign turned over.",
  comparisons:
    "With cross-IMPs there is no datum: each score is IMPed against every other score on the board, as if the pair had played a short match against each other table.",
  totals:
    "The IMPs of a score's comparisons are added up. Every comparison is counted once from each side, so the totals of all the tables add up to zero.",
  divisor:
    "A total grows with the number of tables: with ten tables a score meets nine others. Dividing brings it back to the size of one match's IMPs, so boards and sessions of different sizes compare fairly. A board with results missing is first scaled up by the results expected over the results obtained.",
  matchpoints:
    "Matchpoints reward the rank of a score, not its size: a score earns matchpoints for each score in the same direction it beat, and half as many for each it tied with. Beating the field by 10 points is worth as much as beating it by 1000. East-West get what North-South did not: the top less North-South's matchpoints.",
  neuberg:
    "When a board has fewer results than expected (an award, a table that did not play it), its top is smaller than the others'. Neuberg's formula scales the matchpoints up to the full top, as if the missing tables had scored like the ones that played: add 1 (a half on the ACBL scale), multiply by the results expected over the results obtained, take the 1 (or the half) away again.",
  weighted:
    "A weighted score (a ruling such as 60% of +420 and 40% of -50) counts each part as that share of a table with its score. Every table is scored against these shares, and the weighted table gets the shares of its parts' results.",
  results:
    "Each pair's result on the board, read from the workings above: North-South's and East-West's. Scored in IMPs the two add up to zero; in matchpoints they add up to the top.",
  summary:
    "Each pair's results on the boards it played, added up. The ranking sorts the pairs by their total per board played (or their percentage of the tops), so a pair that played fewer boards is not put behind.",
  vps: "A match's IMPs are turned into victory points on a VP scale: a bigger win earns more, but with a limit, so one big match cannot decide the event. The two teams' VPs add up to the scale's total.",
};

/** One step of the workings: what it is for, and what it gives the followed table. */
export interface Step {
  readonly id: StepId;
  readonly title: string;
  /** What the step does and why, in plain words, the same for every table. */
  readonly why: string;
  /** The followed table's numbers at this step, each a sentence. */
  readonly worked: readonly string[];
  /** The glossary terms the step uses. */
  readonly terms: readonly TermId[];
}
