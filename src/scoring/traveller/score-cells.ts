// The two-column score form: NS's plus score in one cell, NS's minus score in the other, one of
// them filled on each row.
import { Entry } from "../model/entry";
import { Vulnerability } from "../base/seats";
import { cellText, isBlankCell, readNumberCell } from "../base/cells";
import { checkBridgeScore, readScoreEntry } from "./entry";
import { Award, awardToString, mirrorAward, parseArtificial } from "../rules/awards";
import * as say from "./messages";

/** The entry a +Sc / -Sc pair of cells gives (null when both are blank) and the cell it came from, or what is wrong. */
export type PlusMinus =
  | { readonly entry: Entry | null; readonly role: "scorePlus" | "scoreMinus" }
  | { readonly message: string; readonly role: "scorePlus" | "scoreMinus" };

/**
 * Reads the +Sc / -Sc pair of cells: one filled (a 0 in the other is allowed). A minus score may
 * be written with its sign or without. An award, NP or a weighted score may stand in either cell
 * (or the same text in both). An NS score beside the EW score of the same result (420 and -420)
 * is tolerated. When the minus column is East-West's own score column (`minusIsEw`: Score_EW,
 * zapis EW), an award in it is EW's: "A-" and "A+" give NS A-, EW A+, and "A+" in both gives both
 * A+ (as PBN files write awards); an award there alone is EW's, NS getting its mirror.
 *
 * @example
 * readPlusMinus("", 200, "None"); // { entry: { kind: "plain", score: -200 }, role: "scoreMinus" }
 * readPlusMinus(420, -420, "None"); // { entry: { kind: "plain", score: 420 }, role: "scorePlus" }
 * readPlusMinus(420, 100, "None"); // { role: "scoreMinus", message: "Both score cells are filled ..." }
 */
export function readPlusMinus(
  plus: unknown,
  minus: unknown,
  vulnerability: Vulnerability,
  minusIsEw = false,
): PlusMinus {
  const p = readNumberCell(plus);
  const m = readNumberCell(minus);
  const pBlank = isBlankCell(plus);
  const mBlank = isBlankCell(minus);
  if (minusIsEw && p === null && m === null && !mBlank) {
    const own = eachSideOwnAward(plus, minus);
    if (own !== null) return own;
  }
  // Text that is not a number: an award, NP or a weighted score written in one of the two cells.
  for (const [value, blank, n, role, other, otherBlank] of [
    [plus, pBlank, p, "scorePlus", minus, mBlank],
    [minus, mBlank, m, "scoreMinus", plus, pBlank],
  ] as const) {
    if (!blank && n === null) {
      const otherText = cellText(other);
      if (!otherBlank && otherText.toUpperCase() !== cellText(value).toUpperCase()) {
        return { role, message: say.bothScoreCellsText(cellText(plus), cellText(minus)) };
      }
      try {
        return { entry: readScoreEntry(value, vulnerability), role };
      } catch (e) {
        return { role, message: (e as Error).message };
      }
    }
  }
  try {
    if (p !== null) checkBridgeScore(p);
    if (m !== null) checkBridgeScore(m);
  } catch (e) {
    return {
      role: p !== null && (m === null || m === 0) ? "scorePlus" : "scoreMinus",
      message: (e as Error).message,
    };
  }
  if (p !== null && m !== null && p !== 0 && m !== 0) {
    // Tolerated: an NS score beside the EW score of the same result (420 and -420).
    if (m === -p) return { entry: { kind: "plain", score: p }, role: "scorePlus" };
    return { role: "scoreMinus", message: say.bothScoreCellsNumbers(p, m) };
  }
  if (p !== null && p !== 0) return { entry: { kind: "plain", score: p }, role: "scorePlus" };
  if (m !== null && m !== 0) return { entry: { kind: "plain", score: -Math.abs(m) }, role: "scoreMinus" };
  if (p !== null || m !== null)
    return { entry: { kind: "plain", score: 0 }, role: p !== null ? "scorePlus" : "scoreMinus" };
  return { entry: null, role: "scorePlus" };
}

/**
 * Each side's own award, one in each cell (NS's in the plus cell, EW's in the EW cell; a blank NS
 * cell gives NS the mirror of EW's), or null when the cells do not both hold single awards.
 */
function eachSideOwnAward(plus: unknown, minus: unknown): PlusMinus | null {
  const single = (value: unknown): Award | null => {
    try {
      const a = parseArtificial(cellText(value));
      if (a === null || a.kind !== "artificial") return null;
      return awardToString(a.ew) === awardToString(mirrorAward(a.ns)) ? a.ns : null;
    } catch {
      return null;
    }
  };
  const ew = single(minus);
  if (ew === null) return null;
  const ns = isBlankCell(plus) ? mirrorAward(ew) : single(plus);
  if (ns === null) return null;
  const text = `${isBlankCell(plus) ? awardToString(ns) : cellText(plus)}/${cellText(minus)}`;
  return { entry: { kind: "artificial", text, ns, ew }, role: "scoreMinus" };
}
