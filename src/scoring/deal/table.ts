// The double-dummy table in the shapes people read: by declarer then strain, and as text.
import { Seat } from "../base/seats";
import { DDTable, STRAIN_ORDER } from "./solver";

/** Tricks by declarer (N, E, S, W) then strain (C, D, H, S, NT), as published hand records list them. */
export type TableByDeclarer = Record<Seat, Record<"C" | "D" | "H" | "S" | "NT", number>>;

const SEAT_ORDER: readonly Seat[] = ["N", "E", "S", "W"];
const READ_ORDER = ["C", "D", "H", "S", "NT"] as const;

/** The table keyed by declarer and strain letters. */
export function tableByDeclarer(table: DDTable): TableByDeclarer {
  const out = {} as TableByDeclarer;
  SEAT_ORDER.forEach((seat, p) => {
    const row = {} as Record<"C" | "D" | "H" | "S" | "NT", number>;
    for (const strain of READ_ORDER) row[strain] = table.tricks[p][STRAIN_ORDER.indexOf(strain)];
    out[seat] = row;
  });
  return out;
}

/**
 * The table as text: a header of strains (NT S H D C, the order of the reference solver's printout)
 * and a line per declarer.
 *
 * @example
 * //      NT  S  H  D  C
 * //  N    9  8 10  7  6
 */
export function formatTable(table: DDTable): string {
  const strains = ["NT", "S", "H", "D", "C"] as const;
  const lines = [`    ${strains.map((s) => s.padStart(3)).join("")}`];
  SEAT_ORDER.forEach((seat, p) => {
    lines.push(
      `  ${seat} ${strains.map((s) => String(table.tricks[p][STRAIN_ORDER.indexOf(s)]).padStart(3)).join("")}`,
    );
  });
  return lines.join("\n");
}
