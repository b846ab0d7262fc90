/**
 * The worked examples the pane's Learn section inserts and the teaching page scores: the sample
 * travellers of examples/*.csv
 * (bundled as text, the files themselves, not a copy), each with what it teaches and the options
 * that reproduce the numbers its source prints.
 */
import butlerVsCross from "../../examples/butler-vs-cross-imps.csv";
import weightedRuling from "../../examples/weighted-ruling.csv";
import weightedRulingVariant from "../../examples/weighted-ruling-variant.csv";
import clubBoard15 from "../../examples/club-board-15.csv";
import mitchell from "../../examples/mitchell-session.csv";
import howell from "../../examples/howell-session.csv";
import teamsMatch from "../../examples/teams-match.csv";
import { readCsv } from "../io/csv";
import { readTraveller } from "../scoring";
import type { CellValue } from "../sheet/model";
import type { FormChoices } from "../event";

/** One worked example: a traveller and how to score it to see what its source shows. */
export interface WorkedExample {
  readonly id: string;
  /** The new sheet's name (made unique when inserted). */
  readonly sheetName: string;
  readonly title: string;
  /** What it shows, in a sentence or two. */
  readonly description: string;
  /** The title of the published document whose numbers it reproduces, if it comes from one. */
  readonly source?: string;
  /** The CSV text of the traveller. */
  readonly csv: string;
  /** The choices the pane switches to when it is inserted. */
  readonly options: Partial<FormChoices>;
}

/** The worked examples, the boards of the published explanations first. */
export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {
    id: "butler-vs-cross-imps",
    sheetName: "Example Butler v cross",
    title: "Butler against cross-IMPs",
    description:
      "Three boards scored both ways side by side: datums 490, 40 and 530, and cross-IMPs divided by the number of scores, as the explanation prints them.",
    source: "An explanation of Cross IMP Scoring",
    csv: butlerVsCross,
    options: { method: "all", divisor: "scores" },
  },
  {
    id: "weighted-ruling",
    sheetName: "Example weighted ruling",
    title: "A weighted ruling",
    description:
      "Board 5, the last table given 30% 1430, 40% 680, 20% 650, 10% -100 (Law 12C1(c)): 12.6 matchpoints, 2.4 Butler IMPs, 24.8 cross-IMPs in total.",
    source: "Calculation of Weighted Scores",
    csv: weightedRuling,
    options: { method: "all", divisor: "total" },
  },
  {
    id: "club-board-15",
    sheetName: "Example board 15",
    title: "Board 15 as a club prints it",
    description:
      "A traveller with suit symbols and +Sc/-Sc columns; cross-IMP totals 31, -1, -27, -27, 24 before division.",
    source: "Cross-IMP Scoring (a club's explanation)",
    csv: clubBoard15,
    options: { method: "cross", divisor: "total" },
  },
  {
    id: "weighted-ruling-variant",
    sheetName: "Example weighted parts",
    title: "Weighted parts written as contracts",
    description:
      "The weighted table's parts written as contract results, one of them a score nobody made: 12.2 matchpoints, 23.0 cross-IMPs in total.",
    source: "Calculation of Weighted Scores, Appendix 1",
    csv: weightedRulingVariant,
    options: { method: "mp" },
  },
  {
    id: "mitchell",
    sheetName: "Example Mitchell",
    title: "A three-table Mitchell",
    description: "Three boards, one table not played; NS and EW ranked separately by matchpoint percentage.",
    csv: mitchell,
    options: { method: "mp" },
  },
  {
    id: "howell",
    sheetName: "Example Howell",
    title: "A five-pair Howell",
    description: "Scores worked out from the contracts (no score column); one ranking of all five pairs.",
    csv: howell,
    options: { method: "mp" },
  },
  {
    id: "teams-match",
    sheetName: "Example teams match",
    title: "A teams match in IMPs",
    description:
      "Eight boards of Aces v Kings in two rooms: 4S made in one room and one down in the other is +470 net, 10 IMPs; the other seven are flat, so Aces win 13.78 to 6.22 VPs on the WBF scale.",
    csv: teamsMatch,
    options: { teamsMethod: "imps", teamsVp: "wbf", impTable: "WBF" },
  },
];

/** A traveller ready to put on a sheet: its cells (numbers as numbers) and its header rows. */
export interface ExampleCells {
  readonly cells: CellValue[][];
  readonly headerRows: number[];
}

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * The cells of an example as a director would type them into Excel: a whole number becomes a
 * number, except a signed result (`-1`, `+2` of a Tricks/Result column), which stays text as it
 * must (Excel would read `-1` as minus one trick). Also gives the header rows, for bold.
 *
 * @example
 * exampleCells("NS,EW,Contract,Tricks,Score\n1,2,4S,-1,-50\n").cells; // [["NS", "EW", "Contract", "Tricks", "Score"], [1, 2, "4S", "-1", -50]]
 */
export function exampleCells(csv: string): ExampleCells {
  const rows = readCsv(csv).rows;
  const traveller = readTraveller(rows);
  const resultColumns = new Set(
    traveller.headers.flatMap((h) => h.columns.filter((c) => c.role === "result").map((c) => c.index)),
  );
  const cells = rows.map((row) =>
    row.map((text, c): CellValue => {
      const t = text.trim();
      if (t === "") return null;
      if (WHOLE_NUMBER.test(t) && !(resultColumns.has(c) && t.startsWith("-"))) return Number(t);
      return text;
    }),
  );
  return { cells, headerRows: traveller.headers.map((h) => h.row) };
}
