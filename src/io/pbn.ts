// Reading a PBN file (PBN Standard 2.1) for its results: each game's tag pairs ([Event],
// [Section], [Board], [Dealer], [Vulnerable], [Scoring], [Competition]), its [ScoreTable] (one
// row per table) and, for names, [TotalScoreTable]. The player tags ([North] ...) name the players
// of one deal, empty on a board that carries a score table, so they are not read for names. Hands,
// auctions, play and every other table are passed over. Each row becomes a traveller row in the notation the
// traveller reader reads (docs/formats.md says how each column is taken).
import { decodeBytes, type FileBytes } from "./decode";
import {
  boardConditionProblems,
  FileBoard,
  FileSection,
  FileTableRow,
  inferMovement,
  inferScale,
  methodFromWords,
  PUBLISHED_COLUMNS,
  PublishedColumn,
  ResultsFile,
  ResultsFileError,
} from "./results-file";
import { parseSeat, parseVulnerability, type Seat, type Vulnerability } from "../scoring";

/** A tag pair and the lines of data under it (for a table: its rows), with the tag's line. */
interface Tag {
  readonly name: string;
  readonly value: string;
  readonly line: number;
  readonly data: { readonly text: string; readonly line: number }[];
}

/** A table's column: its name (as written), width and alignment are not needed to read it. */
interface TableColumn {
  readonly name: string;
}

/** Whether text looks like PBN: a tag pair such as [Event "..."] or [Board "..."] near the top. */
export function looksLikePbn(text: string): boolean {
  const head = text.slice(0, 4000);
  return /^\s*\[(Event|Site|Date|Board|Dealer|Vulnerable|Deal|Scoring|Competition|ScoreTable|Generator)\s+"/m.test(
    head,
  );
}

/**
 * Splits the file into games: each game is the tag pairs up to a blank line (or the next game's
 * first tag after one). `%` lines are comments, `;` starts a comment to the end of its line, and
 * `{...}` comments may run over several lines.
 */
function readGames(text: string): Tag[][] {
  const games: Tag[][] = [];
  let game: Tag[] = [];
  let current: Tag | null = null;
  let inBrace = false;
  const lines = text.split(/\r\n|\r|\n/);
  for (let n = 0; n < lines.length; n++) {
    let line = lines[n];
    if (inBrace) {
      const close = line.indexOf("}");
      if (close < 0) continue;
      line = line.slice(close + 1);
      inBrace = false;
    }
    if (line.startsWith("%")) continue;
    const blank = line.trim() === "";
    line = stripComments(line, () => (inBrace = true));
    if (line.trim() === "") {
      // Only a truly empty line ends a game; a line that held only a comment does not.
      if (blank) {
        if (game.length > 0) games.push(game);
        game = [];
        current = null;
      }
      continue;
    }
    const tag = /^\s*\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*(.*)$/.exec(line);
    if (tag) {
      current = { name: tag[1], value: tag[2].replace(/\\(["\\])/g, "$1"), line: n + 1, data: [] };
      game.push(current);
      if (tag[3].trim() !== "") current.data.push({ text: tag[3], line: n + 1 });
    } else if (current !== null) current.data.push({ text: line, line: n + 1 });
  }
  if (game.length > 0) games.push(game);
  return games;
}

/** A line without its `;` comment and `{...}` comments (quoted text is kept whole). */
function stripComments(line: string, openBrace: () => void): string {
  let out = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    if (!quoted && c === ";") break;
    if (!quoted && c === "{") {
      const close = line.indexOf("}", i);
      if (close < 0) {
        openBrace();
        break;
      }
      i = close;
      out += " ";
      continue;
    }
    out += c;
  }
  return out;
}

/** The columns of a table tag: `Table\2R;PairId_NS\2R;Contract\4L` (width and alignment dropped). */
function tableColumns(value: string): TableColumn[] {
  return value
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c !== "")
    .map((c) => ({ name: c.replace(/\\.*$/, "") }));
}

/** The cells of a table row: quoted cells are one value (quotes dropped), others split on whitespace. */
function rowCells(text: string): string[] {
  const cells: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|(\S+)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    cells.push(m[1] !== undefined ? m[1].replace(/\\(["\\])/g, "$1") : m[2]);
  }
  return cells;
}

/** Tag names in lower case to the tag (the last of each name in the game). */
function tagMap(game: readonly Tag[]): Map<string, Tag> {
  return new Map(game.map((t) => [t.name.toLowerCase(), t]));
}

const NOT_APPLICABLE = (s: string | undefined): boolean =>
  s === undefined || s === "" || s === "-" || s === "--";

/** The published columns of a score table, by their names in the file (case ignored). */
const PUBLISHED_BY_NAME: ReadonlyMap<string, PublishedColumn> = new Map(
  PUBLISHED_COLUMNS.map((c) => [c.toLowerCase(), c] as const),
);

/**
 * Reads a PBN file's results. The file's bytes are decoded by its byte order mark or
 * `%Content-type ...; charset=` line (UTF-8 or ISO-8859-1), else as UTF-8 when they are valid
 * UTF-8. Throws ResultsFileError listing every problem with its line.
 *
 * @example
 * readPbn(bytes, "club.pbn").sections[0].boards[0].rows[0].score; // 420
 */
export function readPbn(input: FileBytes | string, file = "file"): ResultsFile {
  const text = typeof input === "string" ? input.replace(/^\uFEFF/, "") : decodeBytes(input);
  const problems: string[] = [];
  const sections = new Map<string, SectionBuilding>();
  const inherited = new Map<string, string>();
  // Names by section (a [TotalScoreTable] belongs to the event and section of its game).
  const names = new Map<string, { names: Map<string, string>; directed: boolean }>();

  for (const game of readGames(text)) {
    // A value "#" repeats the previous game's value for that tag (PBN 2.1 "inheritance").
    for (const t of game) {
      const key = t.name.toLowerCase();
      if (t.value === "#" && inherited.has(key)) (t as { value: string }).value = inherited.get(key)!;
      inherited.set(key, t.value);
    }
    const tags = tagMap(game);
    const event = tags.get("event")?.value.trim() ?? "";
    const section = tags.get("section")?.value.trim() ?? "";
    const key = `${event}\u0000${section}`;
    const total = tags.get("totalscoretable");
    if (total) names.set(key, readTotalScoreTable(total));
    const score = tags.get("scoretable");
    if (!score) continue; // hands only, or a game of the ranking: not a traveller
    const boardTag = tags.get("board");
    const where = `line ${(boardTag ?? score).line}`;
    const board = Number(boardTag?.value?.trim());
    if (!boardTag || !Number.isSafeInteger(board) || board < 1) {
      problems.push(
        `line ${score.line}: a score table needs its board: expected [Board "n"] (a whole number from 1) in the same game${boardTag ? `, not "${boardTag.value}"` : ""}.`,
      );
      continue;
    }
    const vulnerability = readCondition(
      tags.get("vulnerable"),
      parseVulnerability,
      problems,
    ) as Vulnerability | null;
    const dealer = readCondition(tags.get("dealer"), parseSeat, problems) as Seat | null;
    const rows = readScoreTable(score, problems);
    const fileBoard: FileBoard = { board, vulnerability, dealer, rows };
    problems.push(...boardConditionProblems(fileBoard, where));

    let s = sections.get(key);
    if (!s) {
      s = { event, section, boards: [], scoringWords: [] };
      sections.set(key, s);
    }
    if (s.boards.some((b) => b.board === board)) {
      problems.push(`${where}: board ${board} appears a second time in ${describe(event, section)}.`);
      continue;
    }
    s.boards.push(fileBoard);
    for (const w of [tags.get("scoring")?.value, tags.get("competition")?.value]) {
      if (w && !s.scoringWords.includes(w)) s.scoringWords.push(w);
    }
  }
  if (problems.length === 0 && sections.size === 0) {
    problems.push(
      'no score table: expected games with [Board "n"] and [ScoreTable "..."] followed by one row per table.',
    );
  }
  if (problems.length > 0) throw new ResultsFileError(file, problems);

  return {
    format: "pbn",
    sections: [...sections.entries()].map(([key, s]): FileSection => {
      const boards = [...s.boards].sort((a, b) => a.board - b.board);
      const words = s.scoringWords.join("; ");
      const method = methodFromWords(s.scoringWords.join(" "));
      if (/team/i.test(words) && !/pair/i.test(words)) {
        throw new ResultsFileError(file, [
          `${describe(s.event, s.section)}: [Competition "${words}"] is a teams event; the add-in scores pairs events (matchpoints, Butler, cross-IMPs).`,
        ]);
      }
      const scale = inferScale(boards);
      const named = names.get(key);
      const movement = named?.directed ? "mitchell" : inferMovement(boards);
      return {
        event: s.event,
        section: s.section,
        boards,
        names: named?.names ?? new Map<string, string>(),
        scoring: {
          ...(method ? { method } : {}),
          ...(scale ? { scale } : {}),
          movement,
          ...(words ? { described: words } : {}),
        },
      };
    }),
  };
}

interface SectionBuilding {
  event: string;
  section: string;
  boards: FileBoard[];
  scoringWords: string[];
}

function describe(event: string, section: string): string {
  if (event && section) return `"${event}", section ${section}`;
  if (event) return `"${event}"`;
  return section ? `section ${section}` : "the file";
}

function readCondition<T>(tag: Tag | undefined, parse: (s: string) => T, problems: string[]): T | null {
  if (!tag || tag.value.trim() === "" || tag.value.trim() === "?") return null;
  try {
    return parse(tag.value.trim());
  } catch (e) {
    problems.push(`line ${tag.line}: [${tag.name} "${tag.value}"]: ${(e as Error).message}`);
    return null;
  }
}

/** The score table's rows as traveller rows. */
function readScoreTable(tag: Tag, problems: string[]): FileTableRow[] {
  const columns = tableColumns(tag.value);
  const index = new Map(columns.map((c, i) => [c.name.toLowerCase(), i] as const));
  const col = (...names: string[]): number | undefined =>
    names.map((n) => index.get(n.toLowerCase())).find((i) => i !== undefined);
  const nsCol = col("PairId_NS", "Pair_NS", "PairNS");
  const ewCol = col("PairId_EW", "Pair_EW", "PairEW");
  const missing = [nsCol === undefined ? "PairId_NS" : "", ewCol === undefined ? "PairId_EW" : ""].filter(
    Boolean,
  );
  const scoreNs = col("Score_NS");
  const scoreEw = col("Score_EW");
  const scoreOne = col("Score");
  const contractCol = col("Contract");
  if (scoreNs === undefined && scoreEw === undefined && scoreOne === undefined && contractCol === undefined) {
    missing.push("Score_NS and Score_EW (or Contract, Declarer and Result)");
  }
  if (missing.length > 0) {
    problems.push(
      `line ${tag.line}: the score table has no ${missing.join(" or ")} column: expected columns such as PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R.`,
    );
    return [];
  }
  const tableCol = col("Table");
  const declarerCol = col("Declarer");
  const resultCol = col("Result");
  const leadCol = col("Lead");
  const published = columns
    .map((c, i) => [PUBLISHED_BY_NAME.get(c.name.toLowerCase()), i] as const)
    .filter((p): p is readonly [PublishedColumn, number] => p[0] !== undefined);

  const rows: FileTableRow[] = [];
  for (const d of tag.data) {
    const cells = rowCells(d.text);
    if (cells.length === 0) continue;
    const where = `line ${d.line}`;
    if (cells.length !== columns.length) {
      problems.push(
        `${where}: a score table row has ${cells.length} cells, but the table names ${columns.length} columns (${columns.map((c) => c.name).join(", ")}); quote a cell that holds spaces.`,
      );
      continue;
    }
    const at = (i: number | undefined): string => (i === undefined ? "" : cells[i].trim());
    const rawContract = at(contractCol);
    const passOut = /^pass$/i.test(rawContract) || /^(all\s*)?pass(ed)?(\s*out)?$/i.test(rawContract);
    const contract = NOT_APPLICABLE(rawContract) ? "" : passOut ? "Pass" : rawContract;
    const declarer = passOut || NOT_APPLICABLE(at(declarerCol)) ? "" : at(declarerCol);
    const rawTricks = at(resultCol);
    // Tricks taken; a result written "=", "+1" or "-2" is kept as text (the traveller reads it).
    const tricks: number | string =
      passOut || NOT_APPLICABLE(rawTricks) ? "" : /^\d+$/.test(rawTricks) ? Number(rawTricks) : rawTricks;
    const score = readScore(
      at(scoreNs),
      at(scoreEw),
      scoreOne === undefined ? undefined : at(scoreOne),
      where,
      problems,
    );
    const entry: FileTableRow = {
      table: at(tableCol),
      ns: at(nsCol),
      ew: at(ewCol),
      contract,
      declarer,
      lead: NOT_APPLICABLE(at(leadCol)) ? "" : at(leadCol),
      tricks,
      score: score === null ? (contract === "" ? "NP" : "") : score,
      published: Object.fromEntries(
        published.filter(([, i]) => !NOT_APPLICABLE(cells[i])).map(([name, i]) => [name, cells[i]]),
      ),
      source: where,
    };
    rows.push(entry);
  }
  return rows;
}

/**
 * The NS score of a row from Score_NS / Score_EW (each side's plus score; the other `-`), or a
 * single Score column (`NS 420`, `EW 100`, or a signed NS score); an award in the score cells
 * (`A+` and `A-`, or `A60` and `A40`) as the traveller's split award. Null when none is given.
 */
function readScore(
  ns: string,
  ew: string,
  one: string | undefined,
  where: string,
  problems: string[],
): number | string | null {
  const award = (s: string): boolean => /^A([+=-]|\d+(\.\d+)?%?)$/i.test(s) || /^\d+(\.\d+)?%$/.test(s);
  if (award(ns) || award(ew)) {
    const side = (s: string, other: string): string =>
      NOT_APPLICABLE(s) ? mirror(other) : s.toUpperCase().replace(/^A?(\d+(?:\.\d+)?)%?$/, "A$1");
    return `${side(ns, ew)}/${side(ew, ns)}`;
  }
  // A weighted score (Law 12C1(c)) has no PBN notation; written in Score_NS as the traveller
  // writes it ("60% 420, 40% -50"), it is handed to the traveller reader, which checks it.
  if (/%/.test(ns) && /[\s,;]/.test(ns.trim()) && NOT_APPLICABLE(ew)) return ns;
  const num = (s: string): number | null => (NOT_APPLICABLE(s) ? null : Number(s.replace(/^\+/, "")));
  const a = num(ns);
  const b = num(ew);
  if ((a !== null && !Number.isFinite(a)) || (b !== null && !Number.isFinite(b))) {
    problems.push(
      `${where}: the score cells hold "${ns}" and "${ew}": expected each side's plus score in points (the other "-"), or an award such as A+ and A-.`,
    );
    return null;
  }
  if (a !== null && b !== null && !(a === -b || a === 0 || b === 0)) {
    problems.push(
      `${where}: Score_NS ${ns} and Score_EW ${ew} are both filled: expected one side's plus score and "-" in the other.`,
    );
    return null;
  }
  if (a !== null && (a !== 0 || b === null || b === 0)) return a;
  if (b !== null) return b === 0 ? 0 : -b;
  if (one === undefined || NOT_APPLICABLE(one)) return null;
  const m = /^(NS|EW)\s*([+-]?\d+)$/i.exec(one);
  if (m) return m[1].toUpperCase() === "NS" ? Number(m[2]) : -Number(m[2]);
  if (/^[+-]?\d+$/.test(one)) return Number(one);
  if (award(one)) return one.toUpperCase();
  problems.push(
    `${where}: the score "${one}" is not read: expected "NS 420", "EW 100" or a signed NS score.`,
  );
  return null;
}

function mirror(award: string): string {
  const s = award.toUpperCase();
  if (s === "A+") return "A-";
  if (s === "A-") return "A+";
  if (s === "A=") return "A=";
  const p = /^A?(\d+(?:\.\d+)?)%?$/.exec(s);
  return p ? `A${100 - Number(p[1])}` : s;
}

/**
 * Names from a [TotalScoreTable]: its PairId column and its Names column (or Name, or the
 * players' names in PlayerName columns), keyed `NS 3` / `EW 3` when a Direction column says
 * which way the pair sat, else `3`.
 */
function readTotalScoreTable(tag: Tag): { names: Map<string, string>; directed: boolean } {
  const columns = tableColumns(tag.value);
  const lower = columns.map((c) => c.name.toLowerCase());
  const pair = lower.findIndex((c) => c === "pairid" || c === "pair" || c === "pairno");
  const dir = lower.findIndex((c) => c === "direction");
  const nameCols = lower.flatMap((c, i) =>
    /^(names?|pairname|playernames?|names?_?\d|playername_?\d|players?)$/.test(c) ? [i] : [],
  );
  const names = new Map<string, string>();
  let directed = false;
  if (pair < 0 || nameCols.length === 0) return { names, directed };
  for (const d of tag.data) {
    const cells = rowCells(d.text);
    if (cells.length !== columns.length) continue;
    const id = cells[pair].trim();
    const who = nameCols
      .map((i) => cells[i].trim())
      .filter((s) => s !== "" && s !== "-")
      .join(" - ");
    if (id === "" || who === "") continue;
    const way =
      dir >= 0
        ? cells[dir]
            .trim()
            .toUpperCase()
            .replace(/[^NSEW]/g, "")
        : "";
    if (way === "NS" || way === "EW") {
      directed = true;
      names.set(`${way} ${id}`, who);
    } else names.set(id, who);
  }
  return { names, directed };
}
