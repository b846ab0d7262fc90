/**
 * The title rows of a results sheet, kept in view and printed again at the top of every page: the
 * sheet's title, then each method's options, the regulations', what was read from the file and
 * any notes, each as a line of words.
 */
import {
  BoardScoringOptions,
  DEFAULT_BOARD_OPTIONS,
  DEFAULT_MOVEMENT,
  MOVEMENT_NAMES,
  regulationLines,
  ROUNDING_PROSE,
  ScoringMethod,
  TRIM_RULE_PROSE,
} from "../scoring";
import { SheetBuilder } from "./builder";
import type { ResultsSheetOptions } from "./results-options";

/**
 * "36 boards (Mitchell)": a session's boards and its movement, as its sheet's title says them.
 *
 * @example
 * boardsWords(36, { method: "mp", movement: "howell" }); // "36 boards (Howell)"
 */
export function boardsWords(boards: number, options: ResultsSheetOptions): string {
  const movement = options.movementTold ?? MOVEMENT_NAMES[options.movement ?? DEFAULT_MOVEMENT];
  return `${boards} boards (${movement})`;
}

/**
 * Writes a results sheet's title from `b.row` on (opening its block): the title, each method's
 * options, the regulations', what was read from the file and any notes; returns the rows it took
 * (those printed again at the top of every page).
 *
 * @example
 * writeSheetTitle(b, "Session matchpoints: 3 boards (Mitchell), scored with live formulas", ["mp"], options); // 2
 */
export function writeSheetTitle(
  b: SheetBuilder,
  title: string,
  methods: readonly ScoringMethod[],
  options: ResultsSheetOptions,
): number {
  b.block({ kind: "title", title });
  b.text(b.row++, 0, title, "title");
  for (const m of methods) b.lines(0, OPTIONS_LINES[m](options), "label");
  for (const line of regulationLines(options)) b.lines(0, line, "label");
  if (options.once === "par")
    b.lines(
      0,
      "A board played once is scored against its par from the deal: the IMPs of the score less par, or at matchpoints par as the one other result.",
      "label",
    );
  for (const note of options.fromFile ?? []) b.lines(0, `Read from the file: ${note}.`, "label");
  for (const note of options.notes ?? []) b.lines(0, note, "label");
  return b.row;
}

/** The options a method was scored with, as the line under the sheet's title says them. */
type OptionsLine = (o: Omit<BoardScoringOptions, "method">) => string;

/** The IMP scale in the options line: a given scale (named on a line of its own) is just "given". */
function impsWords(o: Omit<BoardScoringOptions, "method">): string {
  return o.impScale !== undefined
    ? "IMPs on the given scale"
    : `${o.impTable ?? DEFAULT_BOARD_OPTIONS.impTable} IMPs`;
}

/** Each method's options line (a new method adds its own: the compiler asks for it). */
const OPTIONS_LINES: { readonly [M in ScoringMethod]: OptionsLine } = {
  butler: (o) => {
    const d = DEFAULT_BOARD_OPTIONS;
    const trim =
      typeof o.trim === "string"
        ? `, dropping ${TRIM_RULE_PROSE[o.trim]}`
        : o.trim
          ? `, dropping ${o.trim}${Number.isInteger(o.trim) ? "" : " of the results"} from each end`
          : "";
    const roundTo = o.roundTo ?? d.roundTo;
    const rounding = o.rounding ?? d.rounding;
    const round =
      roundTo === 0 || rounding === "none"
        ? "not rounded"
        : `rounded to ${roundTo} (${ROUNDING_PROSE[rounding]})`;
    return `Butler: datum the ${o.datum ?? d.datum}${trim}, ${round}, ${impsWords(o)}`;
  },
  cross: (o) => {
    const expected = expectedWords(o.expected, "totals factored by N/n", "no factoring");
    return `cross-IMPs: divisor ${o.divisor ?? DEFAULT_BOARD_OPTIONS.divisor}, ${expected}, ${impsWords(o)}`;
  },
  mp: (o) =>
    `matchpoints: ${o.scale ?? DEFAULT_BOARD_OPTIONS.scale} scale, ${expectedWords(o.expected, "Neuberg", "no Neuberg")}`,
};

/** How N was chosen, in words: the tables on each traveller (the default), the results, or a number. */
function expectedWords(given: BoardScoringOptions["expected"], on: string, off: string): string {
  const expected = given ?? DEFAULT_BOARD_OPTIONS.expected;
  if (expected === "tables")
    return `${on} where a board has fewer results than tables (N = tables on the traveller)`;
  if (expected === "results") return `${off} (N = results obtained)`;
  return `${on} to ${expected} results expected`;
}
