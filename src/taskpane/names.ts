/**
 * The pane's names table: the director selects it once per workbook (pair number, then names);
 * its address and names are kept with the pane's choices in the document, and every Score then
 * shows the names beside the pair numbers. Pure: reading the cells is the effect runner's.
 */
import { readNamesTable } from "../scoring";
import { areaAddress, cellsForReading, describeProblem, type SheetArea } from "../office/area";
import type { SavedNames } from "../event";

/**
 * The names table in an area, or its problems named by Excel address.
 *
 * @example
 * namesFromArea({ sheet: "Names", range: "A1:B3", top: 0, left: 0, values: [["Pair", "Names"], [1, "Ann & Bob"]] });
 * // { names: { range: "Names!A1:B3", pairs: [["1", "Ann & Bob"]] } }
 */
export function namesFromArea(area: SheetArea): { names: SavedNames } | { problems: string[] } {
  const table = readNamesTable(cellsForReading(area.values, area.text));
  if (table.problems.length > 0) return { problems: table.problems.map((p) => describeProblem(area, p)) };
  if (table.names.size === 0) {
    return {
      problems: [
        `${areaAddress(area)} holds no pair numbers: expected a pair number, then the names, on each row.`,
      ],
    };
  }
  return { names: { range: areaAddress(area), pairs: [...table.names] } };
}

/**
 * The names table saved in the document, when it holds together (else none: an old or damaged
 * setting never stops the pane from opening).
 *
 * @example
 * restoreNames({ range: "Names!A1:B3", pairs: [["1", "Ann & Bob"]] }); // { names: { ... } }
 * restoreNames(42); // {}
 */
export function restoreNames(saved: unknown): { names?: SavedNames } {
  if (saved === null || typeof saved !== "object") return {};
  const s = saved as Record<string, unknown>;
  const pairs = s.pairs;
  if (typeof s.range !== "string" || !Array.isArray(pairs)) return {};
  const ok = pairs.every(
    (p: unknown) =>
      Array.isArray(p) && p.length === 2 && typeof p[0] === "string" && typeof p[1] === "string",
  );
  return ok ? { names: { range: s.range, pairs: pairs as [string, string][] } } : {};
}
