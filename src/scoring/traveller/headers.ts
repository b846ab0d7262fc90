import { cellText } from "../base/cells";

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
 * - `north`, `south`, `east`, `west`: players' names where a traveller has no pair numbers
 *   (Bridge Base Online): North and South together are the NS pair, East and West the EW pair.
 * - `publishedNs`, `publishedEw`: the result another program already printed for each side
 *   (`% NS`, `MP_NS`, `IMP_NS`, `PUNKTY NS`, Bridge Base Online's `Score`): never a pair, score
 *   or tricks column; kept beside the add-in's own results.
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
  | "room"
  | "north"
  | "south"
  | "east"
  | "west"
  | "publishedNs"
  | "publishedEw";

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
  "north",
  "south",
  "east",
  "west",
  "publishedNs",
  "publishedEw",
];

/**
 * Each column role with the headers recognised for it, for messages ("NS, N/S, Pair NS, ..."):
 * every spelling listed is one that SPELLINGS below takes for that role.
 */
// prettier-ignore
export const ROLE_NAMES: Readonly<Record<ColumnRole, string>> = {
  board: "Board (Bd)", table: "Table", ns: "NS pair (NS, N/S, Pair NS)", ew: "EW pair (EW, E/W, Pair EW)",
  contract: "Contract (Bid, Cont)", declarer: "Declarer (By, Dec)", lead: "Lead (Ld)",
  result: "Result (Tricks, Tks, Made)", score: "Score (NS Score)",
  scorePlus: "+Sc (NS+)", scoreMinus: "-Sc (NS-)",
  north: "North", south: "South", east: "East", west: "West",
  publishedNs: "% NS (MP_NS, IMP_NS, PUNKTY NS)", publishedEw: "% EW (MP_EW, IMP_EW, PUNKTY EW)",
  room: "Room (Rm)",
};

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
// Also the names scoring programs print: PBN (PairId_NS, Score_NS, MP_NS), USEBIO (BOARD_NUMBER,
// NS_PAIR_NUMBER, PLAYED_BY), JFR Pary (kontrakt, gra, wist, lew, zapis NS), KOPS (ktr, rg, wst,
// ZAPISY NS, PUNKTY NS) and Bridge Base Online (North ... West, Points).
// prettier-ignore
const SPELLINGS: Readonly<Record<ColumnRole, readonly string[]>> = {
  board: ["board", "boards", "bd", "bds", "brd", "bno", "bdno", "brdno", "boardno", "boardnumber", "bnum", "bdnum", "deal", "dealno"],
  table: ["table", "tables", "tbl", "tb", "tab", "tableno", "tno", "tblno"],
  ns: ["ns", "nspair", "pairns", "nsno", "nspairno", "pairnsno", "northsouth", "nsp", "nspr", "nsteam",
    "pairidns", "nspairnumber", "nspairid"],
  ew: ["ew", "ewpair", "pairew", "ewno", "ewpairno", "pairewno", "eastwest", "ewp", "ewpr", "ewteam",
    "pairidew", "ewpairnumber", "ewpairid"],
  contract: ["contract", "contracts", "contr", "cont", "con", "ctr", "bid", "finalcontract", "kontrakt", "ktr"],
  declarer: ["by", "dec", "decl", "declarer", "declarers", "playedby", "dclr", "gra", "rg"],
  lead: ["lead", "leads", "ld", "openinglead", "ol", "wist", "wst"],
  result: ["tricks", "tks", "trks", "tr", "result", "results", "res", "made", "tricksmade", "tricksm", "won", "lew"],
  score: ["score", "scores", "nsscore", "scorens", "sc", "scr", "nssc", "points", "pts", "nspoints", "nspts",
    "zapisns", "zapisyns"],
  scorePlus: ["+sc", "sc+", "+score", "score+", "ns+", "+ns", "nsplus", "plus", "+", "nsscore+", "nssc+", "+nsscore"],
  scoreMinus: ["-sc", "sc-", "-score", "score-", "ns-", "-ns", "nsminus", "minus", "-", "nsscore-", "nssc-", "-nsscore",
    "ewscore", "scoreew", "ewsc", "ew+", "+ew", "ewplus", "ewpoints", "ewpts", "zapisew", "zapisyew"],
  north: ["north"],
  south: ["south"],
  east: ["east"],
  west: ["west"],
  publishedNs: ["mpns", "impns", "impsns", "percentagens", "punktyns", "wynikns"],
  publishedEw: ["mpew", "impew", "impsew", "percentageew", "punktyew", "wynikew"],
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
  // Every row is asked whether it is a header row, so the same cells ("1", "420") come again and
  // again: each text's role is worked out once (a bounded number of them).
  const known = ROLE_OF_TEXT.get(text);
  if (known !== undefined) return known;
  const role = roleOfText(text);
  if (ROLE_OF_TEXT.size < ROLES_KEPT) ROLE_OF_TEXT.set(text, role);
  return role;
}

/** Texts whose role was worked out, and how many are kept. */
const ROLE_OF_TEXT = new Map<string, ColumnRole | null>();
const ROLES_KEPT = 10_000;

function roleOfText(text: string): ColumnRole | null {
  const key = headerKey(text);
  // A percentage column is a published result whatever else it says: "% NS" is not the NS pair.
  if (text.includes("%")) {
    const side = key.replace(/^[+-]|[+-]$/g, "");
    return side === "ns" ? "publishedNs" : side === "ew" ? "publishedEw" : null;
  }
  return ROLE_BY_KEY.get(key) ?? null;
}

/**
 * The roles of a Bridge Base Online header row, where the words mean something else: with the
 * players' columns (North, South, East, West) and no Contract column, `Result` is the
 * run-together contract cell (`5♣xE-1`); beside `Points`, `Score` is the site's own result
 * (a percentage or IMPs), so a published NS result. `roles` maps column index to role and is
 * changed in place.
 *
 * @example
 * const roles = new Map([[2, "north"], [3, "south"], [4, "east"], [5, "west"], [6, "result"], [7, "score"], [8, "score"]]);
 * bboRoles(["Nº", "Time", "North", "South", "East", "West", "Result", "Points", "Score"], roles);
 * // roles: 6 -> "contract", 8 -> "publishedNs", 7 -> "score"
 */
export function bboRoles(row: readonly unknown[], roles: Map<number, ColumnRole | "ignore">): void {
  const has = (r: ColumnRole): boolean => [...roles.values()].includes(r);
  if (!(["north", "south", "east", "west"] as const).every(has)) return;
  if (!has("contract")) {
    for (const [i, r] of roles) if (r === "result") roles.set(i, "contract");
  }
  const scores = [...roles].filter(([, r]) => r === "score").map(([i]) => i);
  const points = scores.filter((i) => /points|pts/i.test(cellText(row[i])));
  if (points.length === 1 && scores.length === 2) {
    for (const i of scores) if (i !== points[0]) roles.set(i, "publishedNs");
  }
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
    (found.has("ns") || (found.has("north") && found.has("south"))) &&
    (found.has("ew") || (found.has("east") && found.has("west"))) &&
    (["score", "scorePlus", "scoreMinus", "contract"] as const).some((r) => found.has(r))
  );
}
