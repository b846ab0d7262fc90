// A small PBN writer for the tests: a traveller as read (readTraveller) written out as a PBN 2.1
// file, one game per board with its [ScoreTable], so the PBN reader can be checked to give back
// the same scored results. Not the product's PBN export: only what a round trip needs.
import { awardToString, type Traveller, type TravellerRow } from "../../src/scoring";

const COLUMNS =
  "Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R";

/** A cell as PBN writes it: `-` for not applicable, quoted when it holds spaces or quotes. */
function cell(value: string | number | null): string {
  if (value === null || value === "") return "-";
  const s = String(value);
  return /[\s"]/.test(s) ? `"${s.replace(/(["\\])/g, "\\$1")}"` : s;
}

/** Score_NS and Score_EW of a row: each side's plus score (the other `-`), awards, or a weighted score. */
function scores(row: TravellerRow): [string, string] {
  const e = row.entry;
  switch (e.kind) {
    case "plain":
      return e.score >= 0 ? [cell(`${e.score}`), "-"] : ["-", cell(`${-e.score}`)];
    case "artificial":
      return [awardToString(e.ns), awardToString(e.ew)];
    case "notPlayed":
      return ["-", "-"];
    case "weighted":
      return [cell(e.text), "-"];
  }
}

/**
 * Writes the traveller's boards as one PBN event (UTF-8, so leads such as ♠7 survive).
 *
 * @example
 * writePbn(readTraveller(cells), "Club pairs"); // '%Content-type: text/x-pbn; charset=UTF-8\n[Event "Club pairs"]\n[Board "15"]...'
 */
export function writePbn(traveller: Traveller, event: string): string {
  const lines = ["% PBN 2.1", "%Content-type: text/x-pbn; charset=UTF-8", ""];
  for (const b of traveller.boards) {
    lines.push(
      `[Event "${event}"]`,
      `[Board "${b.board}"]`,
      `[Dealer "${b.dealer}"]`,
      `[Vulnerable "${b.vulnerability}"]`,
      '[Scoring "MatchPoints"]',
      `[ScoreTable "${COLUMNS}"]`,
    );
    for (const r of b.rows) {
      const pass = r.contract === "Pass";
      lines.push(
        [
          cell(r.table),
          cell(r.ns),
          cell(r.ew),
          cell(r.entry.kind === "plain" ? r.contract : null),
          cell(pass || r.entry.kind !== "plain" ? null : r.declarer),
          cell(pass || r.entry.kind !== "plain" ? null : r.tricks),
          cell(r.entry.kind === "plain" ? r.lead : null),
          ...scores(r),
        ].join(" "),
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}
