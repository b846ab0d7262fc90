// What the movement check finds, sorted into the three kinds a director deals with:
// - cannot be read (a cell that is not a score): the section's own problems, refused as always;
// - probably a typing mistake: asked. Nothing is scored until the director puts the row right or
//   says "score as entered" (the pane's button, the command line's --as-entered): then each is
//   scored as the rows stand and said on the sheet;
// - what happened at the table: scored as played and said once (the sheet's title block, the
//   pane, the command line's standard error and --json's `notes`).
// A typed traveller cannot tell a missing line from a board a table did not play, or a swapped
// Howell row from a pair that sat the wrong way, so its findings are asked. A results file written
// by a scoring program is the record of what was played: its findings are what happened, never a
// refusal (docs/conventions.md, "The movement as played").
import {
  TravellerError,
  type FindingKind,
  type MovementFinding,
  type TravellerBoard,
  type TravellerRow,
  type Traveller,
} from "../scoring";
import type { EventSection } from "./model";

/** What the director is asked to do about each kind of finding, in a few words. */
export const SUGGESTED_FIX: Readonly<Record<FindingKind, string>> = {
  pairing: "put the pair number right",
  missing: "type the board's result, NP or an award",
  swapped: "swap the row's NS and EW numbers",
  fewBoards: "put the pair number right",
  partOfSet: "put the pair numbers right",
  wrongSet: "put the Board (or Round) number right",
  round: "put the Round number right",
  table: "put the Table (or Round) number right",
};

/** How a finding is scored when it is taken as what happened (as entered, or from a results file). */
export const SCORED_AS: Readonly<Record<FindingKind, string>> = {
  pairing:
    "scored as entered: the pairs as they are numbered on the row (a substitute, or a pair that moved)",
  missing: "scored as not played at that table, the board scored for the tables the movement sends to it",
  swapped: "scored as the pairs sat on that board",
  fewBoards: "scored as a late pair or a substitute, on the boards it played",
  partOfSet: "scored as entered",
  wrongSet: "scored on the board as entered",
  round: "scored as entered (rounds are not used in scoring)",
  table: "scored as entered (tables are not used in scoring)",
};

/** A finding asked of the director: where, what was found, the fix suggested. */
export interface AskedFinding {
  readonly row: number;
  readonly column: number;
  /** Where the row is, in the input's terms (`Sheet1!D5`, `line 12, column 3`). */
  readonly where: string;
  readonly message: string;
  readonly kind: FindingKind;
  readonly fix: string;
}

/** A note: something that happened at the table (or a finding accepted), scored so and said. */
export interface SessionNote {
  /** Where it is, in the input's terms, when it concerns one row (else ""). */
  readonly where: string;
  readonly text: string;
}

/** The movement's findings of one section, sorted: those asked, the notes, the lines scored as not played. */
export interface SortedFindings {
  readonly asked: readonly AskedFinding[];
  readonly notes: readonly SessionNote[];
  /** Missing lines taken as boards not played: each board with the pairing that did not play it. */
  readonly notPlayed: readonly NonNullable<MovementFinding["missing"]>[];
}

/**
 * Sorts a section's movement findings: a results file's are notes; a typed traveller's are asked,
 * unless the director said to score it as entered (`asEntered`), when they are notes saying so.
 *
 * @example
 * sortFindings(typedSection, findings, false).asked[0].fix; // "type the board's result, NP or an award"
 * sortFindings(pbnSection, findings, false).notes[0].text; // "Board 8 has no result for ... scored as not played ..."
 */
export function sortFindings(
  section: EventSection,
  findings: readonly MovementFinding[],
  asEntered: boolean,
): SortedFindings {
  const fromFile = section.file !== null;
  const located = findings.map((f) => ({ f, where: section.locate(f.row, f.column) }));
  const notPlayed = findings.flatMap((f) => (f.missing !== undefined ? [f.missing] : []));
  if (!fromFile && !asEntered)
    return {
      asked: located.map(({ f, where }) => ({
        row: f.row,
        column: f.column,
        where,
        message: f.message,
        kind: f.kind,
        fix: SUGGESTED_FIX[f.kind],
      })),
      notes: [],
      notPlayed: [],
    };
  const why = fromFile ? "as the file has it" : "as entered, as the director asked";
  return {
    asked: [],
    notes: located.map(({ f, where }) => ({
      where,
      text: `${f.message.replace(/\s*$/, "")} Scored ${why}: ${SCORED_AS[f.kind].replace(/^scored (as entered: )?/, "")}.`,
    })),
    notPlayed,
  };
}

/** A note as one line: its place, then its text. */
export function noteLine(note: SessionNote): string {
  return note.where === "" ? note.text : `${note.where}: ${note.text}`;
}

/**
 * The refusal of a section whose findings are asked: a TravellerError listing them, so every
 * front end shows them by their cells, with the one answer that scores the session as entered.
 */
export class AskedFindingsError extends TravellerError {
  readonly asked: readonly AskedFinding[];

  constructor(what: string, asked: readonly AskedFinding[]) {
    super(
      `${what} looks mistyped in ${asked.length === 1 ? "one place" : `${asked.length} places`}: put ${asked.length === 1 ? "it" : "them"} right, or score the session as entered (the command line's --as-entered, the pane's Score as entered).`,
      asked.map((a) => ({ row: a.row, column: a.column, message: `${a.message} (Suggested: ${a.fix}.)` })),
    );
    this.name = "AskedFindingsError";
    this.asked = asked;
  }
}

/**
 * The traveller with a not-played row for each missing line taken as a board not played, so the
 * board expects the movement's tables (Neuberg) and the sheet shows the table. The row stands where
 * the pairing's nearest line is in the input.
 */
export function withNotPlayed(
  traveller: Traveller,
  missing: readonly NonNullable<MovementFinding["missing"]>[],
): Traveller {
  if (missing.length === 0) return traveller;
  const byBoard = new Map<number, { ns: string; ew: string }[]>();
  for (const m of missing) (byBoard.get(m.board) ?? byBoard.set(m.board, []).get(m.board)!).push(m);
  // The pairing's own rows, to place and shape the new row from.
  const rowOf = new Map<string, TravellerRow>();
  for (const b of traveller.boards)
    for (const r of b.rows) if (!rowOf.has(`${r.ns}\u0000${r.ew}`)) rowOf.set(`${r.ns}\u0000${r.ew}`, r);
  const boards: TravellerBoard[] = traveller.boards.map((b) => {
    const add = byBoard.get(b.board);
    if (add === undefined) return b;
    const rows = [...b.rows];
    for (const m of add) {
      const like = rowOf.get(`${m.ns}\u0000${m.ew}`) ?? b.rows[0];
      if (b.rows.some((r) => r.ns === m.ns && r.ew === m.ew)) continue;
      rows.push({
        row: like.row,
        cells: like.cells,
        board: b.board,
        table: like.table,
        ns: m.ns,
        ew: m.ew,
        contract: null,
        declarer: null,
        lead: null,
        tricks: null,
        scoreEntered: null,
        scoreComputed: null,
        entry: { kind: "notPlayed", text: "NP" },
      });
    }
    return { ...b, rows };
  });
  return { ...traveller, boards };
}
