// The small stratified Mitchell the strata tests share: three tables, three boards, NS 1 missing
// board 3. Worked by hand (2 matchpoints a pair beaten, 1 a tie; results expected: "results"):
// NS 2 and NS 3 60% (=1), NS 1 25%; EW 1 100%, EW 3 40%, EW 2 0%. The NS players' masterpoints:
// NS 1 100 and 50, NS 2 600 and 400, NS 3 2500 and 100; the EW pairs have none.
import { readNamesTable, readTraveller } from "../../src/scoring";

export const STRATA_MITCHELL = readTraveller([
  ["Board", "Table", "NS", "EW", "Score"],
  [1, 1, 1, 1, -50],
  [1, 3, 3, 2, 450],
  [1, 2, 2, 3, 420],
  [2, 2, 2, 2, 620],
  [2, 1, 1, 3, 140],
  [2, 3, 3, 1, -100],
  [3, 3, 3, 3, 200],
  [3, 2, 2, 1, -620],
  [3, 1, 1, 2, "NP"],
]);

/** The names table of the NS pairs, its rating columns headed `heading` (Masterpoints, MP, Rating). */
export function strataNames(heading = "Masterpoints") {
  return readNamesTable([
    ["Pair", "Player", heading, "Player", heading],
    ["NS 1", "Ann", 100, "Bob", 50],
    ["NS 2", "Cy", 600, "Di", 400],
    ["NS 3", "Ed", 2500, "Flo", 100],
  ]);
}
