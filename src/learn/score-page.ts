/**
 * The teaching page's scoring: the same road as the pane and the command line. The pasted text
 * or opened file is opened into an event (a traveller, a teams scoresheet, or a PBN or USEBIO
 * file, told by its content), scored with the form's choices, and written as the results web page
 * by the output registry's page writer, with its workings open. Nothing leaves the browser.
 */
import {
  checkOptions,
  userChoices,
  type FormChoices,
  InputError,
  EventError,
  openInput,
  problemLines,
  refusedBy,
  scoreEvent,
  sectionWithProblems,
  eventHasDeals,
  withHandRecords,
  type BridgeEvent,
} from "../event";
import {
  contractToString,
  nsScore,
  parseContract,
  ScoringError,
  type DDTable,
  type ScoredSession,
  type Seat,
  type Traveller,
  type Vulnerability,
} from "../scoring";
import { outputNamed } from "../writers/outputs";

/** A pairs section's boards as the engine scored them, one session per method, for the lesson. */
export interface ScoredLesson {
  readonly sessions: readonly ScoredSession[];
  /** The traveller scored (with the page's edits in it). */
  readonly traveller: Traveller;
}

export type ScoredPage =
  | {
      readonly ok: true;
      readonly html: string;
      readonly boards: number;
      /** The scored boards of a pairs event; null for a teams match (the results page alone). */
      readonly lesson: ScoredLesson | null;
      /**
       * The file's deals (PBN notation) shown without a double-dummy table: it publishes none for
       * them and they are not among the tables solved on the page.
       */
      readonly unsolved: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly string[] };

/** A contract, its declarer and the tricks declarer took, typed for a table on the page. */
export interface ContractEdit {
  readonly contract: string;
  readonly declarer: Seat;
  readonly tricks: number;
}

/** What is typed for a table: its North-South score, or the contract played and its tricks. */
export type RowEdit = number | ContractEdit;

/**
 * Edits typed on the page over the traveller's: by board number, then the table's index among
 * the board's rows, the North-South score (or the contract and tricks) that replaces the row's.
 */
export type ScoreEdits = ReadonlyMap<number, ReadonlyMap<number, RowEdit>>;

/**
 * The North-South score of a contract typed on the page, by the core's contract scoring on the
 * board's vulnerability, with the contract as the traveller writes it; or why it cannot be scored.
 *
 * @example
 * contractEditScore({ contract: "3nt", declarer: "S", tricks: 9 }, "NS"); // { ok: true, score: 600, contract: "3NT" }
 * contractEditScore({ contract: "8S", declarer: "N", tricks: 9 }, "NS").ok; // false
 */
export function contractEditScore(
  edit: ContractEdit,
  vulnerability: Vulnerability,
):
  | { readonly ok: true; readonly score: number; readonly contract: string }
  | { readonly ok: false; readonly problem: string } {
  try {
    const c = parseContract(edit.contract);
    if (!Number.isInteger(edit.tricks) || edit.tricks < 0 || edit.tricks > 13)
      return { ok: false, problem: "Tricks are a whole number from 0 to 13." };
    return {
      ok: true,
      score: nsScore(c, edit.declarer, edit.tricks, vulnerability),
      contract: contractToString(c),
    };
  } catch (e) {
    if (e instanceof ScoringError) return { ok: false, problem: e.message };
    throw e;
  }
}

/**
 * An event with the page's edited scores in place of its traveller's results (first section only).
 *
 * @example
 * withEdits(event, new Map([[1, new Map([[0, 450]])]])).sections[0].traveller.boards[0].rows[0].entry; // { kind: "plain", score: 450 }
 * withEdits(event, new Map([[2, new Map([[1, { contract: "3NT", declarer: "S", tricks: 9 }]])]])); // board 2's second row: 3NT by South, 9 tricks, +600
 */
export function withEdits(event: BridgeEvent, edits: ScoreEdits): BridgeEvent {
  if (edits.size === 0 || event.sections.length === 0) return event;
  const [first, ...rest] = event.sections;
  const traveller: Traveller = {
    ...first.traveller,
    boards: first.traveller.boards.map((b) => {
      const mine = edits.get(b.board);
      if (mine === undefined) return b;
      return {
        ...b,
        rows: b.rows.map((r, i) => {
          const edit = mine.get(i);
          if (edit === undefined) return r;
          if (typeof edit === "number") return { ...r, entry: { kind: "plain" as const, score: edit } };
          // A contract and its tricks: the row's score is the contract's, as if written so.
          const scored = contractEditScore(edit, b.vulnerability);
          if (!scored.ok) return r;
          return {
            ...r,
            contract: scored.contract,
            declarer: edit.declarer,
            tricks: edit.tricks,
            scoreEntered: scored.score,
            scoreComputed: scored.score,
            entry: { kind: "plain" as const, score: scored.score },
          };
        }),
      };
    }),
  };
  return { ...event, sections: [{ ...first, traveller }, ...rest] };
}

/** What the teaching page calls text pasted into its box, in messages. */
export const PASTED = "The traveller";

/**
 * Opens the box's text, or a file's bytes, as an event: null when it cannot be read (the kind of
 * event then shows no options of its own).
 *
 * @example
 * peekEvent(teamsCsv, "teams.csv")?.kind; // "teams"
 */
export function peekEvent(input: string | Uint8Array, name: string): BridgeEvent | null {
  if (typeof input === "string" && input.trim() === "") return null;
  try {
    return openInput(input, name);
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) return null;
    throw e;
  }
}

/**
 * Scores pasted text or an opened file with the form's choices into the results page (workings
 * open) of its first section, or the problems that stop it, each named where it is.
 *
 * @example
 * await scorePage("NS,EW,Score\n1,2,420\n3,4,-50\n", { ...DEFAULT_FORM_CHOICES, method: "mp" }); // { ok: true, html: "<!DOCTYPE html>...", boards: 1 }
 * await scorePage("NS,EW,Score\n1,2,4Z\n", DEFAULT_FORM_CHOICES); // { ok: false, problems: ["The traveller: line 2, column 3 (Score): ..."] }
 *
 * `solved` holds the tables the page has solved, by deal in PBN notation (as `unsolved` lists
 * them): a deal the file gives without a table of its own is shown with the one found there.
 */
export async function scorePage(
  input: string | Uint8Array,
  choices: FormChoices,
  name: string = PASTED,
  edits: ScoreEdits = new Map(),
  solved: ReadonlyMap<string, DDTable> = new Map(),
): Promise<ScoredPage> {
  if (typeof input === "string" && input.trim() === "")
    return { ok: false, problems: ["Paste a traveller, open a file or pick an example first."] };
  const checked = checkOptions(choices);
  if (!checked.ok) return { ok: false, problems: Object.values(checked.errors) };
  let opened: BridgeEvent;
  try {
    opened = openInput(input, name);
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) return { ok: false, problems: [e.message] };
    throw e;
  }
  // The page shows one section, the file's first: only it is checked and scored.
  const event: BridgeEvent = withEdits({ ...opened, sections: opened.sections.slice(0, 1) }, edits);
  const bad = sectionWithProblems(event);
  if (bad !== null) return { ok: false, problems: problemLines(bad) };
  try {
    const plain = scoreEvent(event, userChoices(choices, checked.options));
    // A results file's deals beside its boards, with the tables the file publishes or, for the
    // others, those solved on the page already (in its worker, when asked for): nothing is solved here.
    const unsolved = new Set<string>();
    const fromPage = async (deal: string): Promise<DDTable> => {
      const table = solved.get(deal);
      if (table !== undefined) return table;
      unsolved.add(deal);
      throw new Error("not solved yet");
    };
    const scored = eventHasDeals(plain)
      ? (await withHandRecords(plain, "published", fromPage)).scored
      : plain;
    const [page] = await outputNamed("html").write(scored, { workingsOpen: true, warningsListed: true });
    const section = scored.sections[0];
    return {
      ok: true,
      html: String(page.content),
      boards: section.section.traveller.boards.length,
      lesson:
        section.kind === "pairs"
          ? { sessions: section.sessions, traveller: section.section.traveller }
          : null,
      unsolved: [...unsolved],
    };
  } catch (e) {
    const refused = refusedBy(event.sections[0], e);
    if (refused === null) throw e;
    return { ok: false, problems: "problems" in refused ? refused.problems : [refused.message] };
  }
}
