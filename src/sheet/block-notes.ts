/**
 * The short plain-words explanation of each block of the workings (the traveller, the frequencies,
 * a method's workings, each pair's result, the session summary, the scales, a teams match), from
 * the core's explanations: the texts the teaching page shows, written once. The results sheet
 * hangs each on its block's title as a cell note (nothing moves, nothing prints, every formula
 * stays where it is); the web page folds it under the block as "How this is worked out".
 */
import { ABOUT, GLOSSARY, type AboutId, type ScoringMethod } from "../scoring";
import type { SheetBlock, SheetBlockKind, SheetModel } from "./model";

/** What each method's workings block explains, in the order it works (checked for every method). */
const METHOD_ABOUT: { readonly [M in ScoringMethod]: readonly AboutId[] } = {
  butler: ["datum", "differences"],
  cross: ["comparisons", "totals", "divisor"],
  mp: ["matchpoints", "neuberg"],
};

/** What a block of each kind explains (a method's workings: see METHOD_ABOUT). */
const KIND_ABOUT: Partial<Record<SheetBlockKind, readonly AboutId[]>> = {
  traveller: ["traveller"],
  frequency: ["frequencies"],
  results: ["results"],
  summary: ["summary"],
  match: ["vps"],
  vpScale: ["vps"],
};

const IMP_MEANING = GLOSSARY.find((g) => g.id === "imp")?.meaning ?? "";

/**
 * A block's explanation in plain words; null for a block with none (a title, a note, the checks).
 * A frequency table on a board with weighted scores says how the weights count too.
 *
 * @example
 * blockAbout({ kind: "workings", method: "butler", ... }); // "Butler scoring pretends each pair played ..."
 */
export function blockAbout(block: SheetBlock, weighted = false): string | null {
  if (block.kind === "impScale") return IMP_MEANING === "" ? null : IMP_MEANING;
  const ids =
    block.kind === "workings" && block.method !== undefined
      ? METHOD_ABOUT[block.method]
      : (KIND_ABOUT[block.kind] ?? []);
  if (ids.length === 0) return null;
  const all = block.kind === "frequency" && weighted ? [...ids, "weighted" as const] : ids;
  return all.map((id) => ABOUT[id]).join(" ");
}

/** A note on a cell: where it hangs (0-based) and its text. */
export interface BlockNote {
  readonly row: number;
  readonly col: number;
  readonly text: string;
}

/**
 * The notes of a sheet: each block's explanation on the cell of its title (its first row and
 * column), for the blocks that have one and whose first cell holds the title.
 *
 * @example
 * blockNotes(buildResultsSheet(traveller, { method: "mp" }))[0]; // { row: 27, col: 0, text: "Every score is written ..." }
 */
export function blockNotes(model: SheetModel): readonly BlockNote[] {
  const titled = new Set(
    model.cells.filter((c) => typeof c.value === "string" && c.value !== "").map((c) => `${c.row},${c.col}`),
  );
  // Boards with a weighted score: a traveller or frequency table with a column of parts or weights.
  const weighted = new Set(
    model.blocks
      .filter(
        (b) => b.board !== undefined && b.tables.some((t) => t.columns.some((c) => c.role === "weight")),
      )
      .map((b) => b.board),
  );
  const out: BlockNote[] = [];
  for (const block of model.blocks) {
    const text = blockAbout(block, weighted.has(block.board));
    const [row, col] = [block.rows[0], block.columns[0]];
    if (text !== null && titled.has(`${row},${col}`)) out.push({ row, col, text });
  }
  return out;
}
