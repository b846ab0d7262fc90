// Small inputs shared by the tests of the regulations' options (the core, the sheet, the .xlsx).
import { readImpScaleGrid } from "../../src/scoring";

/** A club's IMP scale, From 0: 0, 100: 1, 300: 3 (a band worth two IMPs), named "Club scale". */
export const CLUB_IMP_SCALE = readImpScaleGrid(
  [
    [0, 0],
    [100, 1],
    [300, 3],
  ],
  undefined,
  "Club scale",
);

/**
 * Three boards of a three-table Howell (Board, NS, EW, Score; no header) with NS 1's A+ on board 3:
 * the session test/scoring/options/regulations.test.ts works through by hand for awards from the session.
 */
export const AWARDS_SESSION_ROWS: (string | number)[][] = [
  [1, 1, 1, 170],
  [1, 2, 2, -100],
  [1, 3, 3, 620],
  [2, 1, 2, 140],
  [2, 2, 3, 110],
  [2, 3, 1, 100],
  [3, 1, 3, "A+"],
  [3, 2, 1, 420],
  [3, 3, 2, 450],
];
