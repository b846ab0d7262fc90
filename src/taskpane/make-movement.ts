/**
 * The pane's Make a movement panel, its pure part: the form (tables, boards, the kind of
 * movement, "the usual one" by default), its checking into a request, and the making and writing
 * of the movement's sheets through the actions it is given (the Office adapter in Excel, fakes in
 * the tests). The movement comes from the core's makeMovement; the sheets from src/sheet.
 */
import { makeMovement, ScoringError, type MadeKind, type MadeMovement, type MovementAsk } from "../scoring";
import type { WrittenSheet } from "../office/write-sheet";
import type { SheetModel } from "../sheet/model";
import { movementSheets } from "../sheet/movement-sheets";
import { MADE_KIND_WORDS, movementLine } from "../sheet/movement-seats";

/** The kind chosen: one the core makes, or the one it makes by default for the tables and boards. */
export type KindChoice = MadeKind | "usual";

/** What the director typed and chose: the fields as typed, the kind chosen. */
export interface MovementForm {
  readonly tables: string;
  readonly boards: string;
  readonly kind: KindChoice;
}

/** A change to the form: the fields the director changed. */
export type MovementChange = (change: Partial<MovementForm>) => void;

export const DEFAULT_MOVEMENT_FORM: MovementForm = { tables: "", boards: "", kind: "usual" };

/** The drop-down's choices, the usual one first. */
export const KIND_CHOICES: readonly { readonly value: KindChoice; readonly label: string }[] = [
  { value: "usual", label: "The usual one" },
  ...(Object.keys(MADE_KIND_WORDS) as MadeKind[]).map((k) => ({
    value: k,
    label: `${MADE_KIND_WORDS[k].charAt(0).toUpperCase()}${MADE_KIND_WORDS[k].slice(1)}`,
  })),
];

/** The most tables and boards the form takes: more than any club's evening, fewer than a sheet's limits. */
export const MAX_TABLES = 60;
export const MAX_BOARDS = 200;

/** The form checked: the request to make, or each field's problem. */
export type CheckedMovement =
  | { readonly request: MovementAsk }
  | { readonly problems: { readonly tables?: string; readonly boards?: string } };

/** A field's whole number between `least` and `most`, or its problem naming the field and what it takes. */
function wholeNumber(
  typed: string,
  field: string,
  least: number,
  most: number,
): { value: number } | { problem: string } {
  const text = typed.trim();
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (Number.isInteger(n) && n >= least && n <= most) return { value: n };
  const what = text === "" ? "nothing" : `"${text}"`;
  return { problem: `${field}: give a whole number from ${least} to ${most} (${what} typed).` };
}

/**
 * The form as a request for the core, or what is wrong with each field.
 *
 * @example
 * checkMovementForm({ tables: "7", boards: "21", kind: "usual" }); // { request: { tables: 7, boards: 21 } }
 * checkMovementForm({ tables: "x", boards: "21", kind: "usual" }); // { problems: { tables: 'Tables: give a whole number from 2 to 60 ("x" typed).' } }
 */
export function checkMovementForm(form: MovementForm): CheckedMovement {
  const tables = wholeNumber(form.tables, "Tables", 2, MAX_TABLES);
  const boards = wholeNumber(form.boards, "Boards", 1, MAX_BOARDS);
  if ("value" in tables && "value" in boards)
    return {
      request: {
        tables: tables.value,
        boards: boards.value,
        ...(form.kind !== "usual" ? { kind: form.kind } : {}),
      },
    };
  return {
    problems: {
      ...("problem" in tables ? { tables: tables.problem } : {}),
      ...("problem" in boards ? { boards: boards.problem } : {}),
    },
  };
}

/** What making a movement needs: the core's maker and the adapter's writer, and the sheets there. */
export interface MovementDeps {
  readonly make?: (request: MovementAsk) => MadeMovement;
  readonly writeMovement: (models: readonly SheetModel[]) => Promise<WrittenSheet[]>;
  readonly listSheets?: () => Promise<string[]>;
}

/** What a press of Make did: the sheets written, and what the panel says. */
export interface MovementMade {
  readonly written: readonly string[];
  readonly said: string;
  /** True when nothing was written (the form, the core or the workbook refused). */
  readonly failed: boolean;
}

/** Names as a list in words: "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * Makes the movement the form asks for and writes its sheets on new worksheets; says what it
 * wrote, or why it wrote nothing (the form's problem, the core's, the workbook's).
 *
 * @example
 * await makeAndWrite({ tables: "7", boards: "21", kind: "usual" }, { writeMovement }); // { written: ["Board sets", ...], said: "Wrote ..." }
 */
export async function makeAndWrite(form: MovementForm, deps: MovementDeps): Promise<MovementMade> {
  const checked = checkMovementForm(form);
  if ("problems" in checked)
    return {
      written: [],
      said: [checked.problems.tables, checked.problems.boards].filter((x) => x !== undefined).join(" "),
      failed: true,
    };
  let movement: MadeMovement;
  try {
    movement = (deps.make ?? makeMovement)(checked.request);
  } catch (e) {
    if (e instanceof ScoringError) return { written: [], said: e.message, failed: true };
    throw e;
  }
  try {
    const existingNames = deps.listSheets ? await deps.listSheets() : [];
    const written = await deps.writeMovement(movementSheets(movement, { existingNames }));
    const names = written.map((w) => w.name);
    const notes = movement.notes.length > 0 ? ` ${movement.notes.join(" ")}` : "";
    return {
      written: names,
      said: `Wrote ${listed(names)}: ${movementLine(movement)}.${notes}`,
      failed: false,
    };
  } catch (e) {
    return { written: [], said: e instanceof Error ? e.message : String(e), failed: true };
  }
}
