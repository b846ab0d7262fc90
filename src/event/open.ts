// From cells to an event's section: the traveller reader and the teams reader, with the director's
// column corrections, and each problem kept with its place. Every input (worksheet cells, a CSV
// file, each section of a results file) goes through here, so a traveller is read one way
// whatever brought it.
import {
  readTeamsEvent,
  readTraveller,
  seatedProblems,
  teamsLayoutOf,
  type ColumnRole,
  type PairNames,
} from "../scoring";
import type { FileSection } from "../io/results-file";
import { withPartnerships } from "./individual";
import type {
  BridgeEvent,
  EventKind,
  EventSection,
  EventSource,
  Grid,
  Locate,
  LocateInInput,
  StatedChoices,
} from "./model";

/** The director's corrections of how columns are read, by 0-based column index. */
export type ColumnOverrides = Readonly<Record<number, ColumnRole | "ignore">>;

/** A section of an input before it is read: its cells and what the input says about them. */
export interface InputSection {
  readonly title: string | null;
  readonly rows: Grid;
  readonly locate: LocateInInput;
  readonly stated?: StatedChoices;
  readonly names?: PairNames;
  readonly file?: FileSection | null;
}

/** How to read the sections: the director's column corrections (the pane's "Columns read as"). */
export interface OpenOptions {
  readonly columns?: ColumnOverrides;
}

const NO_NAMES: PairNames = new Map();

/**
 * Reads one section: a teams scoresheet when its header is one (a Room column, or Home and Away),
 * else a traveller of pairs.
 *
 * @example
 * openSection({ title: null, rows: [["NS", "EW", "Score"], [1, 2, 420]], locate: (r, c) => `R${r + 1}C${c + 1}` }).kind; // "pairs"
 */
export function openSection(input: InputSection, options: OpenOptions = {}): EventSection {
  const columns = options.columns && Object.keys(options.columns).length > 0 ? options.columns : undefined;
  const given = columns ? { columns } : {};
  const common = {
    title: input.title,
    rows: input.rows,
    stated: input.stated ?? {},
    names: input.names ?? NO_NAMES,
    file: input.file ?? null,
  };
  if (teamsLayoutOf(input.rows, columns) !== null) {
    // A teams scoresheet: its matches, and its rows read as a traveller of team names (for the
    // columns the pane shows).
    const teams = readTeamsEvent(input.rows, given);
    const traveller = readTraveller(input.rows, { ...given, teams: true });
    const locate = located(input, traveller.headers[0]?.row);
    return { ...common, kind: "teams", traveller, teams, locate, problems: teams.problems };
  }
  const traveller = readTraveller(input.rows, given);
  const locate = located(input, traveller.headers[0]?.row);
  // An individual event's partnerships are named by their players.
  const names = input.file?.individual ? withPartnerships(traveller, common.names) : common.names;
  // A pair twice on a board is said on the row the Round and Table columns show is wrong.
  const problems = seatedProblems(traveller, input.rows);
  return { ...common, names, kind: "pairs", traveller, teams: null, locate, problems };
}

/** The input's way of naming a cell, given the header row it was read with. */
function located(input: InputSection, headerRow: number | undefined): Locate {
  const header = headerRow === undefined ? [] : (input.rows[headerRow] ?? []);
  return (row, column) => input.locate(row, column, header);
}

/**
 * An event of the sections of one input. Its kind is its sections' kind; an input whose sections
 * mix pairs and teams is refused (no program writes one, and no output could show it whole).
 *
 * @example
 * openEvent({ format: "csv", name: "board15.csv" }, [section]).kind; // "pairs"
 */
export function openEvent(
  source: EventSource,
  inputs: readonly InputSection[],
  options: OpenOptions = {},
): BridgeEvent {
  const sections = inputs.map((s) => openSection(s, options));
  const kinds = new Set<EventKind>(sections.map((s) => s.kind));
  if (kinds.size > 1) {
    throw new EventError(
      `${source.name} holds both pairs sections and teams matches: score each kind from its own file.`,
    );
  }
  return { kind: sections[0]?.kind ?? "pairs", source, sections };
}

/** An input that opens to no event the add-in can score (mixed kinds, nothing in it). */
export class EventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EventError";
  }
}
