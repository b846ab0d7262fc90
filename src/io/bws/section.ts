// A Bridgemate section read whole: its results, the results its movement sends that are not in
// yet, its players and names, its deals, and the notes in the order a director reads them.
import type { FileBoard, FileSection } from "../results-file";
import { text, type Row } from "./cells";
import { sectionDeals } from "./deals";
import { isMitchell, missingResults, readRounds } from "./movement";
import { readPlayers } from "./players";
import { addRow, readResults } from "./results";

/** A section's rows of each table the add-in reads, and what its Section row says of the scoring. */
export interface SectionTables {
  readonly letter: string;
  readonly received: readonly Row[];
  readonly rounds: readonly Row[];
  readonly players: readonly Row[];
  readonly hands: readonly Row[];
  readonly evaluations: readonly Row[];
  readonly scoringNote?: string;
}

/** A section as a results-file section: its boards of traveller rows, movement, players, names and deals. */
export function readSection(t: SectionTables): FileSection {
  const { letter } = t;
  // The notes: whether the session is complete first (a provisional ranking), then what the
  // Section table says of the scoring, then each row's.
  const notes: string[] = [];
  const rounds = readRounds(t.rounds);
  const mitchell = isMitchell(rounds);
  const where = (r: Row): string =>
    `ReceivedData row ${text(r.ID)} (section ${letter}, table ${text(r.Table)}, round ${text(r.Round)}, board ${text(r.Board)})`;
  const { boards, have } = readResults(t.received, where, notes);
  const { status, pending } = missingResults(rounds, have, letter, (board, row) =>
    addRow(boards, board, row),
  );
  const { players, names } = readPlayers(rounds, mitchell, t.players);
  const deals = sectionDeals(t.hands, t.evaluations);
  const all = [...status, ...(t.scoringNote !== undefined ? [t.scoringNote] : []), ...notes];
  const fileBoards: FileBoard[] = [...boards.entries()]
    .sort(([a], [b]) => a - b)
    .map(([board, rows]) => ({
      board,
      vulnerability: null,
      dealer: null,
      rows: rows.sort((a, b) => Number(a.table) - Number(b.table)),
    }));
  return {
    event: "",
    section: letter,
    boards: fileBoards,
    names,
    scoring: mitchell ? { movement: "mitchell" } : rounds.length > 0 ? { movement: "howell" } : {},
    rounds,
    players,
    deals,
    ...(rounds.length > 0 ? { pending } : {}),
    ...(all.length > 0 ? { notes: all } : {}),
  };
}
