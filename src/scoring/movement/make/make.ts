// makeMovement: a movement for a number of tables and boards, of the kind asked or of the kind a
// director would choose, its boards dealt into sets (boards / sets each; the sets are the rounds,
// but for a skip Mitchell, which has a set a table and one round fewer).
//
// The choice, where no kind is asked (said in docs/conventions.md, "Movements made"):
// - 2 tables (or 1½): the Howell, 3 rounds.
// - 3 to 6 tables: the complete Howell where its 2n - 1 rounds take the boards, two to four a round
//   (more at the smallest, up to 27 boards in all); else the three-quarter Howell where its rounds
//   do; else the Mitchell (with a share and a bye stand at an even number of tables).
// - 7 tables or more: the Mitchell (a share and a bye stand at an even number), where its rounds take
//   the boards; else the complete Howell, then the three-quarter one (up to 15 tables).
// A movement whose sets take the boards but not two to four a round is taken only where none does.
// Where none takes the boards at all, the error names the nearest counts that one does.
import { ScoringError } from "../../base/errors";
import { howellPlan, howellRefusal, threeQuarterRounds } from "./howell";
import { mitchellPlan, mitchellRefusal, type MitchellKind } from "./mitchell";
import { assemble, boardsWord, nearestSplits, type Plan } from "./plan";
import type { MadeKind, MadeMovement } from "./types";
import { webPlan, webRefusal, webSets } from "./web";

/** What makeMovement is asked. */
export interface MovementAsk {
  /** The tables: a whole number, or a half table (6.5: 13 pairs, one sitting out each round). */
  readonly tables: number;
  readonly boards: number;
  /** The movement; where omitted, the one a director would choose (see the module's comment). */
  readonly kind?: MadeKind;
}

/** The kinds makeMovement makes. */
export const MADE_KINDS = [
  "mitchell",
  "skip-mitchell",
  "relay-mitchell",
  "web-mitchell",
  "howell",
  "three-quarter-howell",
  "scrambled-mitchell",
] as const satisfies readonly MadeKind[];

/** The most tables and boards a movement is made for. */
export const MOST_TABLES = 99;
export const MOST_BOARDS = 999;

/** A kind in a director's words. */
export const KIND_WORDS: Record<MadeKind, string> = {
  mitchell: "Mitchell",
  "skip-mitchell": "skip Mitchell",
  "relay-mitchell": "Mitchell with a share and a bye stand",
  "web-mitchell": "web Mitchell",
  "scrambled-mitchell": "scrambled Mitchell",
  howell: "complete Howell",
  "three-quarter-howell": "three-quarter Howell",
};

/** Why `kind` cannot be played at `tables` tables (set up), one of them a half table or not, or null. */
function refusal(kind: MadeKind, tables: number, halfTable = false): string | null {
  if (kind === "howell" || kind === "three-quarter-howell") return howellRefusal(kind, tables);
  if (kind === "web-mitchell") return webRefusal(tables);
  return mitchellRefusal(kind, tables, halfTable);
}

/** The plan of a kind that fits the tables. */
function planOf(kind: MadeKind, tables: number, halfTable: boolean): Plan {
  if (kind === "web-mitchell") return webPlan(tables, halfTable);
  return kind === "howell" || kind === "three-quarter-howell"
    ? howellPlan(kind, tables, halfTable)
    : mitchellPlan(kind as MitchellKind, tables, halfTable);
}

/** The sets a kind's boards are dealt into at `tables` tables, without making the plan. */
function setsOf(kind: MadeKind, tables: number): number {
  if (kind === "howell") return 2 * tables - 1;
  if (kind === "three-quarter-howell") return threeQuarterRounds(tables);
  if (kind === "web-mitchell") return webSets(tables);
  return tables;
}

/**
 * How many sets a kind deals its boards into at `tables` tables (a half table counts as one): the
 * boards must be a multiple of it.
 *
 * @example
 * movementSets("skip-mitchell", 8); // 8 (one a table; 7 rounds are played)
 */
export function movementSets(kind: MadeKind, tables: number): number {
  return setsOf(kind, Math.ceil(tables));
}

/** The rounds of a kind at `tables` tables. */
function roundsOf(kind: MadeKind, tables: number): number {
  return kind === "skip-mitchell" ? tables - 1 : setsOf(kind, tables);
}

/** Whether `per` boards a set is what directors play: two to four, more where the rounds are few. */
function comfortable(per: number, rounds: number): boolean {
  return per >= 2 && per <= Math.max(4, Math.floor(27 / rounds));
}

/** The kinds a director would consider at `tables` tables, best first. */
function candidates(tables: number): MadeKind[] {
  const mitchell: MadeKind = tables % 2 === 1 ? "mitchell" : "relay-mitchell";
  const kinds: MadeKind[] =
    tables <= 2
      ? ["howell"]
      : tables <= 6
        ? ["howell", "three-quarter-howell", mitchell]
        : [mitchell, "howell", "three-quarter-howell"];
  return kinds.filter((k) => refusal(k, tables) === null);
}

/** "7 tables", "6½ tables". */
function tablesWords(tables: number): string {
  return Number.isInteger(tables) ? `${tables} tables` : `${Math.floor(tables)}½ tables`;
}

/** Why the kind was chosen, in a director's words (`asked` the tables as asked: 6.5 for a half table). */
function chosenBecause(kind: MadeKind, asked: number, boards: number, passed: readonly MadeKind[]): string {
  const tables = Math.ceil(asked);
  const per = boards / setsOf(kind, tables);
  const family =
    tables <= 2
      ? "at 2 tables the Howell is the movement"
      : tables <= 6
        ? `at ${tables} tables directors play a Howell, where pairs meet most of the field`
        : `at ${tables} tables directors play a Mitchell, as a Howell would take too many rounds`;
  const theirs = passed.map((k) => `a ${KIND_WORDS[k]}'s ${roundsOf(k, tables)} rounds`);
  const notFit =
    theirs.length === 0
      ? ""
      : theirs.length === 1
        ? ` A${theirs[0].slice(1)} do not take ${boardsWord(boards)} two to four a round.`
        : ` Neither ${theirs.join(" nor ")} take ${boardsWord(boards)} two to four a round.`;
  return `Chosen for ${tablesWords(asked)} and ${boardsWord(boards)}: ${family}.${notFit} Its ${roundsOf(kind, tables)} rounds take them, ${per} a round.`;
}

/** The nearest board counts that some candidate takes, in words: "21 boards (a Mitchell, 7 rounds of 3) or ...". */
function nearestWords(kinds: readonly MadeKind[], tables: number, boards: number): string {
  const options = kinds.flatMap((k) =>
    nearestSplits(boards, setsOf(k, tables)).map((b) => ({ b, k, per: b / setsOf(k, tables) })),
  );
  const below = options.filter((o) => o.b < boards).sort((x, y) => y.b - x.b)[0];
  const above = options.filter((o) => o.b > boards).sort((x, y) => x.b - y.b)[0];
  const word = (o: { b: number; k: MadeKind; per: number }) =>
    `${o.b} boards (a ${KIND_WORDS[o.k]}, ${roundsOf(o.k, tables)} rounds of ${o.per})`;
  return [below, above]
    .filter((o) => o !== undefined)
    .map(word)
    .join(" or ");
}

/** Checks what is asked: whole boards, tables in halves, within the bounds. */
function checkAsk(ask: MovementAsk): void {
  const { tables, boards } = ask;
  if (!Number.isFinite(tables) || !Number.isInteger(tables * 2) || tables < 1.5 || tables > MOST_TABLES)
    throw new ScoringError(
      `Tables: expected a whole number of tables from 2 to ${MOST_TABLES}, or a half table such as 6.5 (13 pairs), not ${tables}.`,
    );
  if (!Number.isSafeInteger(boards) || boards < 1 || boards > MOST_BOARDS)
    throw new ScoringError(
      `Boards: expected a whole number of boards from 1 to ${MOST_BOARDS}, not ${boards}.`,
    );
  if (ask.kind !== undefined && !(Object.keys(KIND_WORDS) as string[]).includes(ask.kind))
    throw new ScoringError(`Kind: expected one of ${MADE_KINDS.join(", ")}, not "${String(ask.kind)}".`);
}

/**
 * A movement for `tables` tables and `boards` boards, of `kind` or of the kind a director would
 * choose (its `why` says which and why; its `notes` what the director must set up). Throws a
 * ScoringError naming the nearest board counts that work when the boards do not split into its sets.
 *
 * @example
 * makeMovement({ tables: 7, boards: 21 }).kind; // "mitchell": 7 rounds of 3 boards
 * makeMovement({ tables: 4, boards: 21 }).kind; // "howell": 7 rounds of 3 boards
 */
export function makeMovement(ask: MovementAsk): MadeMovement {
  checkAsk(ask);
  const set = Math.ceil(ask.tables);
  const halfTable = set !== ask.tables;
  const { boards } = ask;
  const half = halfTable
    ? ` (${tablesWords(ask.tables)}: ${2 * ask.tables} pairs, one sitting out each round)`
    : "";
  const what = (kind: MadeKind) => `A ${KIND_WORDS[kind]} of ${set} tables`;
  if (ask.kind !== undefined) {
    const refused = refusal(ask.kind, set, halfTable);
    if (refused !== null) throw new ScoringError(refused);
    return assemble(planOf(ask.kind, set, halfTable), boards, what(ask.kind), `As asked${half}.`);
  }
  const kinds = candidates(set);
  const fits = (k: MadeKind, easy: boolean) => {
    const sets = setsOf(k, set);
    return boards % sets === 0 && (!easy || comfortable(boards / sets, roundsOf(k, set)));
  };
  const chosen = kinds.find((k) => fits(k, true)) ?? kinds.find((k) => fits(k, false));
  if (chosen === undefined)
    throw new ScoringError(
      `No movement made for ${tablesWords(ask.tables)} plays ${boardsWord(boards)}: ${kinds.map((k) => `a ${KIND_WORDS[k]} deals its boards into ${setsOf(k, set)} sets`).join(", ")}. Take ${nearestWords(kinds, set, boards)}.`,
    );
  const passed = kinds.slice(0, kinds.indexOf(chosen));
  const reason = `${chosenBecause(chosen, ask.tables, boards, passed)}${halfTable ? ` ${2 * ask.tables} pairs: one sits out each round.` : ""}`;
  return assemble(planOf(chosen, set, halfTable), boards, what(chosen), reason);
}
