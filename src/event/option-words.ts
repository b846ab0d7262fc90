// The scoring options as words typed into a cell: what a session function (=BRIDGE.RANKING and its
// kin) takes as its `options` argument. The words are the command line's flag names without their
// dashes, each followed by its value as the flag takes it ("divisor total; trim 1"), so a director
// who scores from the command line, the pane or a formula uses one vocabulary. A regulation preset
// may be given alone ("EBU"). Each value is read by the core's reader of that option, so a wrong
// value gets the same message everywhere.
import {
  cellText,
  isBlankCell,
  PRESET_NAMES,
  presetOptions,
  type PresetName,
  readArrowSwitch,
  readFouled,
  readNumberCell,
  readOption,
  ScoringError,
  type ArrowSwitchChoice,
  type FouledChoice,
  type OptionName,
  type TeamsVpChoice,
  type LateScore,
} from "../scoring";
import { acceptedPairs } from "./forms";
import { readTeamRounds } from "./team-list";
import type { UserChoices } from "./choices";

/** One option as typed: its word, its value as text, and where it was (for a message). */
export interface OptionWord {
  readonly word: string;
  readonly value: string;
  readonly where: string;
}

/** The words that set a pairs scoring option, each with the core option it reads. */
export const PAIRS_OPTION_WORDS: Readonly<Record<string, OptionName>> = {
  divisor: "divisor",
  trim: "trim",
  "round-to": "roundTo",
  rounding: "rounding",
  datum: "datum",
  expected: "expected",
  scale: "scale",
  movement: "movement",
  "imp-table": "impTable",
  once: "once",
  rules: "rules",
  "imp-cap": "impCap",
  "mp-round": "mpRound",
  awards: "awards",
  "award-imps": "awardImps",
  "session-percent": "sessionPercent",
  "tie-break": "tieBreak",
  "one-winner": "oneWinner",
};

/** The words of the director's findings: what the command line's flags of the same names say. */
const FINDING_WORDS = [
  "accept-pairs",
  "arrow-switch",
  "fouled",
  "as-entered",
  "award-tie",
  "across",
] as const;

/** The most options one formula may give (a guard: no session has more than a few dozen). */
const MOST_OPTIONS = 100;

/**
 * Splits an `options` argument into its words: a text of `word value` items separated by `;` or
 * new lines (a lone preset name is `rules`), or a range of two columns, a word and its value on
 * each row. Blank items and rows are skipped; an empty argument gives none. `param` names the
 * argument in messages.
 *
 * @example
 * splitOptionWords("EBU; divisor total", "options");
 * // [{ word: "rules", value: "EBU", ... }, { word: "divisor", value: "total", ... }]
 */
export function splitOptionWords(typed: unknown, param: string): OptionWord[] {
  const out: OptionWord[] = [];
  const add = (word: string, value: string, where: string): void => {
    if (out.length >= MOST_OPTIONS)
      throw new ScoringError(`${param} gives more than ${MOST_OPTIONS} options: give each option once.`);
    out.push({ word: word.toLowerCase().replace(/^-+/, ""), value: value.trim(), where });
  };
  if (Array.isArray(typed)) {
    const rows = typed as unknown[][];
    const single = rows.length === 1 && (rows[0]?.length ?? 0) === 1;
    if (single) return splitOptionWords(rows[0][0], param);
    rows.forEach((row, r) => {
      const cells = Array.isArray(row) ? row : [row];
      if (cells.every((c) => isBlankCell(c))) return;
      if (cells.length < 2 || cells.slice(2).some((c) => !isBlankCell(c)))
        throw new ScoringError(
          `row ${r + 1} of ${param}: expected an option's word and its value in two columns.`,
        );
      add(cellText(cells[0]).trim(), cellText(cells[1]), `row ${r + 1} of ${param}`);
    });
    return out;
  }
  if (typed === null || typed === undefined || isBlankCell(typed)) return out;
  const text = cellText(typed);
  if (text.length > 10_000)
    throw new ScoringError(`${param} is ${text.length} characters long: give a few options.`);
  for (const item of text.split(/[;\n]/)) {
    const trimmed = item.trim();
    if (trimmed === "") continue;
    const m = /^(\S+?)(?:\s*[=\s]\s*|$)(.*)$/s.exec(trimmed);
    const [word, value] = m === null ? [trimmed, ""] : [m[1], m[2]];
    const preset = PRESET_NAMES.find((p) => p.toLowerCase() === word.toLowerCase());
    if (value === "" && preset !== undefined) add("rules", preset, `${param} ("${trimmed}")`);
    else add(word, value, `${param} ("${trimmed}")`);
  }
  return out;
}

/** "yes"/"no" (also true/false, 1/0), case ignored; undefined for anything else. */
function yesNo(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (v === "" || v === "yes" || v === "true" || v === "1") return true;
  if (v === "no" || v === "false" || v === "0") return false;
  return undefined;
}

/** The fouled boards said so far and those of one more `fouled` word; a board said twice is refused. */
function moreFouled(so: FouledChoice | undefined, more: FouledChoice, where: string): FouledChoice {
  if (so === undefined) return more;
  for (const b of more.boards)
    if (so.boards.some((s) => s.board === b.board))
      throw new ScoringError(`${where}: board ${b.board} is given as fouled twice: give its versions once.`);
  return { boards: [...so.boards, ...more.boards] };
}

/** Every word a session function's options take, for a message. */
export function pairsOptionWordList(): string[] {
  return [...Object.keys(PAIRS_OPTION_WORDS), ...FINDING_WORDS];
}

/**
 * The director's choices for a pairs session from option words (splitOptionWords): each scoring
 * option read by the core, the named preset under the options given (a given option wins), and the
 * findings' words (`accept-pairs 11, NS 12`, `arrow-switch rounds 7`, `fouled 7: A 1-3, B 4-5`,
 * `as-entered`, `award-tie`, `across` for a Section column's sections scored as one field). An unknown word, a word given twice or a value its option does not
 * take throws a ScoringError naming where it was and what it takes.
 *
 * @example
 * pairsChoicesFromWords(splitOptionWords("EBU; divisor total", "options")).pairs?.divisor; // "total"
 */
export function pairsChoicesFromWords(words: readonly OptionWord[]): UserChoices {
  const pairs: Record<string, unknown> = {};
  let acceptPairs: string[] | undefined;
  let arrowSwitch: ArrowSwitchChoice | undefined;
  let fouled: FouledChoice | undefined;
  let asEntered = false;
  let across = false;
  const seen = new Set<string>();
  for (const w of words) {
    // Each fouled board is a word of its own (a text's semicolons part the options, as they part
    // fouled boards on the command line): a board given twice is the mistake, not the word.
    if (seen.has(w.word) && w.word !== "fouled")
      throw new ScoringError(`${w.where}: "${w.word}" is given twice: give it once.`);
    seen.add(w.word);
    const option = PAIRS_OPTION_WORDS[w.word];
    if (option !== undefined) {
      const read = readOption(option, w.value);
      if (!read.ok) throw new ScoringError(`${w.where}: ${read.message}`);
      pairs[option] = read.value;
      continue;
    }
    if (w.word === "accept-pairs") acceptPairs = acceptedPairs(w.value);
    else if (w.word === "arrow-switch" || w.word === "fouled") {
      const read = w.word === "fouled" ? readFouled(w.value) : readArrowSwitch(w.value);
      if (!read.ok) throw new ScoringError(`${w.where}: ${read.message}`);
      if (w.word === "fouled") fouled = moreFouled(fouled, read.choice as FouledChoice, w.where);
      else arrowSwitch = read.choice as ArrowSwitchChoice;
    } else if (w.word === "as-entered" || w.word === "award-tie" || w.word === "across") {
      const on = yesNo(w.value);
      if (on === undefined)
        throw new ScoringError(`${w.where}: ${w.word} takes yes or no, not "${w.value}".`);
      if (w.word === "as-entered") asEntered = on;
      else if (w.word === "across") across = on;
      else pairs.awardTie = on;
    } else
      throw new ScoringError(
        `${w.where}: "${w.word}" is no option of a pairs session: use ${pairsOptionWordList().join(", ")}, or a preset (${PRESET_NAMES.join(", ")}).`,
      );
  }
  // A preset's settings under the options given, as the command line's --rules sets them.
  const withPreset =
    pairs.rules === undefined ? pairs : { ...presetOptions(pairs.rules as PresetName), ...pairs };
  return {
    pairs: withPreset,
    ...(acceptPairs !== undefined && acceptPairs.length > 0 ? { acceptPairs } : {}),
    ...(arrowSwitch !== undefined ? { arrowSwitch } : {}),
    ...(fouled !== undefined ? { fouled } : {}),
    ...(asEntered ? { asEntered } : {}),
    ...(across ? { across } : {}),
  };
}

/** What a Swiss draw's option words set (the command line's --draw flags of the same names). */
export interface DrawWords {
  readonly byeVp?: number;
  readonly arrears?: boolean;
  readonly seed?: number;
  readonly vp?: TeamsVpChoice;
  readonly boards?: number;
  /** The teams withdrawn (`withdrawn 7, 12:2`), the late entries (`late 15:3`), their score. */
  readonly withdrawn?: ReadonlyMap<string, number | null>;
  readonly late?: ReadonlyMap<string, number>;
  readonly lateScore?: LateScore;
}

/** The words of a Swiss draw's options. */
export const DRAW_OPTION_WORDS = [
  "bye-vp",
  "arrears",
  "seed",
  "vp",
  "boards",
  "withdrawn",
  "late",
  "late-score",
] as const;

/** A number typed as an option's value, read as a cell or a flag is: at least `least`, whole when asked; undefined otherwise. */
function numberWord(value: string, least: number, whole: boolean): number | undefined {
  const n = readNumberCell(value.trim());
  if (n === null || n < least || (whole && !Number.isSafeInteger(n))) return undefined;
  return n;
}

/**
 * A Swiss draw's choices from option words (splitOptionWords): `bye-vp 10` (the VPs of a bye),
 * `arrears` (draw from the standings before the last round), `seed 7` (a first round at random),
 * `vp discrete` (the scale a table's IMPs are turned into VPs on), `boards 8` (each match's boards,
 * when a table of IMPs has no Boards column), `withdrawn 7, 12:2`, `late 15:3` and `late-score bye`
 * (as `--withdrawn`, `--late` and `--late-score`). A word not `allowed`, or a wrong value, throws a
 * ScoringError naming it (`of` names what takes the words).
 *
 * @example
 * drawChoicesFromWords(splitOptionWords("bye-vp 10; arrears", "options")); // { byeVp: 10, arrears: true }
 */
export function drawChoicesFromWords(
  words: readonly OptionWord[],
  allowed: readonly string[] = DRAW_OPTION_WORDS,
  of = "a Swiss draw",
): DrawWords {
  const out: { -readonly [K in keyof DrawWords]: DrawWords[K] } = {};
  const seen = new Set<string>();
  for (const w of words) {
    if (seen.has(w.word)) throw new ScoringError(`${w.where}: "${w.word}" is given twice: give it once.`);
    seen.add(w.word);
    const wrong = (expected: string): ScoringError =>
      new ScoringError(`${w.where}: ${w.word} takes ${expected}, not "${w.value}".`);
    if (!allowed.includes(w.word))
      throw new ScoringError(`${w.where}: "${w.word}" is no option of ${of}: use ${allowed.join(", ")}.`);
    if (w.word === "bye-vp") {
      const n = numberWord(w.value, 0, false);
      if (n === undefined) throw wrong("a number of VPs, 0 or more");
      out.byeVp = n;
    } else if (w.word === "seed" || w.word === "boards") {
      const n = numberWord(w.value, w.word === "seed" ? 0 : 1, true);
      if (n === undefined)
        throw wrong(w.word === "seed" ? "a whole number, 0 or more" : "a whole number, 1 or more");
      if (w.word === "seed") out.seed = n;
      else out.boards = n;
    } else if (w.word === "arrears") {
      const on = yesNo(w.value);
      if (on === undefined) throw wrong("yes or no");
      out.arrears = on;
    } else if (w.word === "withdrawn" || w.word === "late") {
      const read = readTeamRounds(w.value, w.word === "late");
      if (read === null)
        throw wrong(
          w.word === "late"
            ? "a team and the round it joins in, 15:3 (several separated by commas)"
            : "teams separated by commas, each with :ROUND after it if need be (7, 12:2)",
        );
      if (w.word === "late") out.late = read as Map<string, number>;
      else out.withdrawn = read;
    } else if (w.word === "late-score") {
      if (w.value !== "average" && w.value !== "bye") throw wrong("average or bye");
      out.lateScore = w.value;
    } else if (w.word === "vp") {
      const read = readOption("teamsVp", w.value);
      if (!read.ok) throw new ScoringError(`${w.where}: ${read.message}`);
      out.vp = read.value;
    }
  }
  return out;
}
