// Sections: a traveller with a Section column (A, B, ...) holds several sections that share pair
// numbers. Each pair is named with its section everywhere (A3, B3). The director chooses how the
// boards are scored: section by section (the default: each section its own field, sheet and
// ranking), or across the field (every section's results of a board compared together, one
// ranking per direction).
import { cellText, headerKey, isBlankCell, SECTION_KEYS } from "../scoring";
import { openSection } from "./open";
import type { BridgeEvent, EventSection, Grid } from "./model";

/**
 * The event with each pairs section that has a Section column opened again: pairs named with
 * their section, and either one section per Section value (`across` false) or one section of all
 * of them scored across the field (`across` true). Sections without such a column (or with one
 * section only) are kept as they are.
 *
 * @example
 * withSections(event, false).sections.map((s) => s.title); // ["Section A", "Section B"]
 */
export function withSections(event: BridgeEvent, across: boolean): BridgeEvent {
  if (event.kind !== "pairs") return event;
  const sections = event.sections.flatMap((s) => split(s, across));
  return sections.length === event.sections.length && sections.every((s, i) => s === event.sections[i])
    ? event
    : { ...event, sections };
}

function split(section: EventSection, across: boolean): EventSection[] {
  const t = section.traveller;
  if (t.headers.length !== 1) return [section];
  const header = t.headers[0];
  const col = header.columns.find(
    (c) => c.role === "ignored" && SECTION_KEYS.has(headerKey(c.header)),
  )?.index;
  const ns = header.columns.find((c) => c.role === "ns")?.index;
  const ew = header.columns.find((c) => c.role === "ew")?.index;
  // Tables are numbered within their section too: table 1 of A is not table 1 of B.
  const table = header.columns.find((c) => c.role === "table")?.index;
  if (col === undefined || ns === undefined || ew === undefined) return [section];
  const rows = section.rows;
  const sectionOf = (r: number): string => (r > header.row ? cellText(rows[r]?.[col]).toUpperCase() : "");
  // Each row's section read once: the rows of every section, and the rows of none (the header,
  // titles, notes), in the file's order.
  const rowsOf = new Map<string, number[]>();
  const common: number[] = [];
  rows.forEach((row, r) => {
    const letter = sectionOf(r);
    if (letter === "") {
      // A blank row is passed over by the reader: it is left out of each section's grid, so that
      // blank lines do not cost a row in every section (each section's rows are still located on
      // their own lines).
      if (r <= header.row || !(row ?? []).every(isBlankCell)) common.push(r);
      return;
    }
    const list = rowsOf.get(letter);
    if (list === undefined) rowsOf.set(letter, [r]);
    else list.push(r);
  });
  const letters = [...rowsOf.keys()].sort();
  if (letters.length < 2) return [section];
  /**
   * The file's rows `lines` (ascending), with each pair (and table) named with its section: the
   * grid's row k is the file's row `lines[k]`.
   */
  const grid = (lines: number[]): { cells: Grid; lines: number[] } => {
    const cells = lines.map((r) => {
      const row = rows[r];
      const letter = sectionOf(r);
      if (letter === "") return row;
      return row.map((v, c) =>
        (c === ns || c === ew || c === table) && cellText(v) !== "" ? `${letter}${cellText(v)}` : v,
      );
    });
    return { cells, lines };
  };
  const reopen = (
    { cells, lines }: { cells: Grid; lines: number[] },
    title: string | null,
  ): EventSection => ({
    ...openSection({
      title,
      rows: cells,
      locate: (r, c) => section.locate(lines[r] ?? r, c),
      stated: section.stated,
      names: section.names,
      file: section.file,
    }),
    lines: lines.map((r) => section.lines?.[r] ?? r),
  });
  const named = (what: string): string => (section.title === null ? what : `${section.title}, ${what}`);
  if (across)
    return [reopen(grid(rows.map((_, r) => r)), named(`sections ${letters.join(", ")} across the field`))];
  return letters.map((letter) =>
    reopen(grid(mergeSorted(common, rowsOf.get(letter)!)), named(`Section ${letter}`)),
  );
}

/** Two ascending lists of row numbers merged into one ascending list. */
function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out;
}
