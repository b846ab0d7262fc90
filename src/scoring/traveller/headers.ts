import { cellText } from "./cells";

/**
 * What a traveller column holds.
 * - `board`, `table`: the board number and the table number (the table is informational).
 * - `ns`, `ew`: the pair numbers.
 * - `contract`, `declarer`, `lead`, `result` (tricks taken, or =, +1, -2).
 * - `score`: one signed North-South score column.
 * - `scorePlus`, `scoreMinus`: the two-column form, NS's plus score in one and NS's minus score
 *   (written without its sign, or with it) in the other; one of them filled on each row.
 * - `room`: the room of a teams match (Open/Closed, 1/2, Room 1, Table 1): a traveller with a Room
 *   column is a teams scoresheet (teams/read.ts).
 */
export type ColumnRole =
  | "board"
  | "table"
  | "ns"
  | "ew"
  | "contract"
  | "declarer"
  | "lead"
  | "result"
  | "score"
  | "scorePlus"
  | "scoreMinus"
  | "room";

export const COLUMN_ROLES: readonly ColumnRole[] = [
  "board",
  "table",
  "ns",
  "ew",
  "contract",
  "declarer",
  "lead",
  "result",
  "score",
  "scorePlus",
  "scoreMinus",
  "room",
];

/** How one column of the header row was read. */
export interface ColumnReading {
  /** 0-based column index in the given cells. */
  readonly index: number;
  /** The header text as it stands in the cell (trimmed). */
  readonly header: string;
  /** The role it was read as, or "ignored" (results columns such as "NS X", notes, unknown headers). */
  readonly role: ColumnRole | "ignored";
  /** True when the role came from the caller's `columns` option rather than from the header text. */
  readonly overridden: boolean;
}

// Header spellings after headerKey(): lower case, only letters, digits and a leading or trailing
// sign kept ("N/S" -> "ns", "Pair N-S" -> "pairns", "+Sc" -> "+sc", "NS -" -> "ns-").
// prettier-ignore
const SPELLINGS: Readonly<Record<ColumnRole, readonly string[]>> = {
  board: ["board", "boards", "bd", "bds", "brd", "bno", "bdno", "brdno", "boardno", "boardnumber", "bnum", "bdnum", "deal", "dealno"],
  table: ["table", "tables", "tbl", "tb", "tab", "tableno", "tno", "tblno"],
  ns: ["ns", "nspair", "pairns", "nsno", "nspairno", "pairnsno", "northsouth", "nsp", "nspr", "nsteam"],
  ew: ["ew", "ewpair", "pairew", "ewno", "ewpairno", "pairewno", "eastwest", "ewp", "ewpr", "ewteam"],
  contract: ["contract", "contracts", "contr", "cont", "con", "ctr", "bid", "finalcontract"],
  declarer: ["by", "dec", "decl", "declarer", "declarers", "playedby", "dclr"],
  lead: ["lead", "leads", "ld", "openinglead", "ol"],
  result: ["tricks", "tks", "trks", "tr", "result", "results", "res", "made", "tricksmade", "tricksm", "won"],
  score: ["score", "scores", "nsscore", "scorens", "sc", "scr", "nssc", "points", "pts", "nspoints", "nspts"],
  scorePlus: ["+sc", "sc+", "+score", "score+", "ns+", "+ns", "nsplus", "plus", "+", "nsscore+", "nssc+", "+nsscore"],
  scoreMinus: ["-sc", "sc-", "-score", "score-", "ns-", "-ns", "nsminus", "minus", "-", "nsscore-", "nssc-", "-nsscore",
    "ewscore", "scoreew", "ewsc", "ew+", "+ew", "ewplus", "ewpoints", "ewpts"],
  room: ["room", "rooms", "rm", "openclosed", "oc"],
};

const ROLE_BY_KEY: ReadonlyMap<string, ColumnRole> = new Map(
  COLUMN_ROLES.flatMap((role) => SPELLINGS[role].map((k) => [k, role] as const)),
);

/**
 * The key a header is matched by: lower case, letters and digits only, except that a + or - at
 * the start or end is kept ("+Sc", "NS-"); other punctuation and spaces go ("N/S" -> "ns",
 * "Pair N-S" -> "pairns", "Bd." -> "bd", "Board #" -> "board").
 *
 * @example
 * headerKey("N/S"); // "ns"
 * headerKey(" -Sc "); // "-sc"
 * headerKey("NS \u2212"); // "ns-"
 */
export function headerKey(text: string): string {
  const s = cellText(text).toLowerCase();
  const lead = /^[+-]/.exec(s)?.[0] ?? "";
  const trail = s.length > 1 ? (/[+-]$/.exec(s)?.[0] ?? "") : "";
  const core = s.replace(/[^a-z0-9]/g, "");
  if (core === "") return s === "+" || s === "-" ? s : "";
  return lead + core + trail;
}

/**
 * The role a header names, or null when it names none of them. Case, spaces and punctuation do
 * not matter, except a leading or trailing + or - (which tells the plus and minus score columns
 * apart). "NS X", "EW MP", "IMPs", "%" and other results columns are not roles: they are ignored.
 *
 * @example
 * headerRole("Pair N/S"); // "ns"
 * headerRole("Tks"); // "result"
 * headerRole("+Sc"); // "scorePlus"
 * headerRole("NS-"); // "scoreMinus"
 * headerRole("NS X"); // null
 */
export function headerRole(text: unknown): ColumnRole | null {
  if (typeof text !== "string") return null;
  return ROLE_BY_KEY.get(headerKey(text)) ?? null;
}

/**
 * Whether the roles read from a header row are enough to read a traveller by: both pair columns
 * (NS and EW) and a way to get the score (a score column, a +/- pair of score columns, or a
 * contract column).
 *
 * @example
 * hasTravellerRoles(["ns", "ew", "contract", "declarer", "result"]); // true
 * hasTravellerRoles(["ns", "ew", "lead"]); // false: nothing gives the score
 */
export function hasTravellerRoles(roles: Iterable<ColumnRole | "ignore">): boolean {
  const found = new Set<string>(roles);
  return (
    found.has("ns") &&
    found.has("ew") &&
    (["score", "scorePlus", "scoreMinus", "contract"] as const).some((r) => found.has(r))
  );
}
