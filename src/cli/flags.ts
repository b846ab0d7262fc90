// The command line's one table of flags: each flag's name, the placeholder of its value (none for a
// switch), the commands that take it, a line saying what it does and how its value is read. The
// parsers (args.ts and each command's), the usage text and --help (usage.ts) and the reference in
// docs/command-line.md (scripts/cli-reference.ts) are all made from it, so a flag is added once.
//
// The commands: `score` a pairs traveller or results file; `teams` a teams scoresheet or results
// file (told by the file's content, so it has no flag of its own to pick it); `draw` the next round
// of a Swiss teams event (--draw); `series` an event of several sessions (several files, or a
// series flag); `dd` each deal's double-dummy table (`npm run dd`, a program of its own); `deal`
// boards dealt at random into a deal file (`npm run deal`, a program of its own); `movement` a
// movement made for a number of tables and boards (`npm run movement`, a program of its own).
import {
  DEFAULT_BYE_VP,
  DEFAULT_LATE_SCORE,
  MADE_KINDS,
  parseFinals,
  ScoringError,
  readArrowSwitch,
  readFouled,
  readNumberCell,
  PRESET_NAMES,
  readOption,
  SERIES_BASES,
  type OptionName,
} from "../scoring";
import { readBestOf, readCarryShare, readTeamRounds } from "../event";
import { OUTPUTS } from "../writers/outputs";
import { isScaleFile } from "./regulation-flags";

/** The movements npm run movement makes, as --kind takes them. */
const MOVEMENT_KINDS_VALUE = MADE_KINDS.join("|");

/** The commands of the command line. */
export type CommandName = "score" | "teams" | "draw" | "series" | "live" | "dd" | "deal" | "movement";

/** A flag's value read: what it sets, or why it is refused (said after the flag's name). */
export type ValueRead =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** One flag of the command line. */
export interface Flag {
  /** As typed: "--method". */
  readonly name: string;
  /** Another spelling of the flag ("-h" for --help). */
  readonly short?: string;
  /** The value's placeholder in the usage ("butler|cross|mp|all"); none for a switch. */
  readonly value?: string;
  /** The commands that take it. */
  readonly commands: readonly CommandName[];
  /** What it does, in one line. */
  readonly about: string;
  /** What it does in a command where it does something else (--xlsx in a draw writes the draw). */
  readonly aboutIn?: Partial<Record<CommandName, string>>;
  /** How its value is read (none: the text as typed, such as a file's name). */
  readonly read?: (text: string) => ValueRead;
  /** Giving this flag picks its command (the first command it lists that has a base). */
  readonly picks?: true;
}

/** A scoring option's value, read by the core's readOption (its message names what it takes). */
const option =
  (name: OptionName) =>
  (text: string): ValueRead => {
    const read = readOption(name, text);
    return read.ok ? { ok: true, value: read.value } : { ok: false, message: read.message };
  };

/** An IMP scale by name, or a file of the director's own (read before scoring, not here). */
const impTable = (name: OptionName) => (text: string) =>
  isScaleFile(text) ? { ok: true as const, value: undefined } : option(name)(text);

/** One of a few words. */
const oneOf =
  (words: readonly string[], expected: string) =>
  (text: string): ValueRead =>
    words.includes(text)
      ? { ok: true, value: text }
      : { ok: false, message: `expected ${expected}, not "${text}".` };

/** A number, `min` or more (and whole, if asked). */
const numberFrom =
  (min: number, whole: boolean) =>
  (text: string): ValueRead => {
    const x = readNumberCell(text);
    return x === null || x < min || (whole && !Number.isSafeInteger(x))
      ? {
          ok: false,
          message: `expected ${whole ? "a whole number" : "a number"}, ${min} or more, not "${text}".`,
        }
      : { ok: true, value: x };
  };

/** A whole number from `min` to `most`. */
function wholeBetween(text: string, min: number, most: number): ValueRead {
  const x = readNumberCell(text);
  return x === null || !Number.isSafeInteger(x) || x < min || x > most
    ? { ok: false, message: `expected a whole number from ${min} to ${most}, not "${text}".` }
    : { ok: true, value: x };
}

/** --accept-pairs: pair numbers (11, NS 12, A3), or an online pair's players ("ann & zed"). */
function acceptPairs(text: string): ValueRead {
  const pairs = text.split(",").map((a) => a.trim());
  return pairs.some((a) => !/^((NS|EW)\s*)?[A-Za-z]?\d+$/i.test(a) && !/^[^\p{C}]{1,100}$/u.test(a))
    ? {
        ok: false,
        message: `give pair numbers (or an online pair's players, "ann & zed") separated by commas (11,NS 12), not "${text}".`,
      }
    : { ok: true, value: pairs };
}

/** --withdrawn and --late: teams each with a round after a colon (the event layer's readTeamRounds). */
const teamRounds =
  (roundRequired: boolean, expected: string) =>
  (text: string): ValueRead => {
    const read = readTeamRounds(text, roundRequired);
    return read === null
      ? { ok: false, message: `expected ${expected}, not "${text}".` }
      : { ok: true, value: read };
  };

/** A number of sessions (--best N, --min-sessions N): a whole number, 1 or more. */
function sessionCount(text: string): ValueRead {
  const x = readBestOf(text);
  return x === null
    ? { ok: false, message: `expected a whole number of sessions, 1 or more, not "${text}".` }
    : { ok: true, value: x };
}

/** A reader of the core's that answers with `choice`. */
const choice =
  (
    read: (
      text: string,
    ) => { readonly ok: true; readonly choice: unknown } | { readonly ok: false; readonly message: string },
  ) =>
  (text: string): ValueRead => {
    const r = read(text);
    return r.ok ? { ok: true, value: r.choice } : { ok: false, message: r.message };
  };

/**
 * The commands an output's flag is in: the workbook in every command that writes one; a page made
 * to be printed (the hand-record sheet) in `dd` too, which writes it from a file of deals alone.
 */
const outputCommands = (extension: string, printable: boolean): readonly CommandName[] =>
  extension === "xlsx"
    ? ["score", "teams", "draw", "series", "movement"]
    : printable
      ? ["score", "teams", "dd"]
      : extension === "html"
        ? ["score", "teams", "movement"]
        : extension === "xml"
          ? ["score", "teams", "series"]
          : ["score", "teams"];

/**
 * Every flag, in the order the usage lists them. The order matters beyond the usage: a command's
 * list of valid options (in an "Unknown option" message) is its flags with a value in this order,
 * then its switches, and its values are read, and refused, in this order.
 */
export const FLAGS: readonly Flag[] = [
  // A pairs event (and each session of an event of several).
  {
    name: "--method",
    value: "butler|cross|mp|all",
    commands: ["score", "series"],
    about: "scoring method (default: the file's, else mp); all shows the three side by side",
    read: option("method"),
  },
  {
    name: "--divisor",
    value: "comparisons|scores|total|N",
    commands: ["score", "series"],
    about: "cross-IMPs: what totals are divided by (default comparisons)",
    read: option("divisor"),
  },
  {
    name: "--trim",
    value: "K",
    commands: ["score", "series"],
    about: "Butler: scores dropped from each end (a count, or a share below 0.5)",
    read: option("trim"),
  },
  {
    name: "--round-to",
    value: "N",
    commands: ["score", "series"],
    about: "Butler: round the datum to a multiple of N (default 10; 0: none)",
    read: option("roundTo"),
  },
  {
    name: "--rounding",
    value: "away|even|none",
    commands: ["score", "series"],
    about: "Butler: how the datum is rounded (default away, as Excel's ROUND)",
    read: option("rounding"),
  },
  {
    name: "--datum",
    value: "mean|median",
    commands: ["score", "series"],
    about: "Butler: the datum is the mean (default) or the median",
    read: option("datum"),
  },
  {
    name: "--expected",
    value: "tables|results|N",
    commands: ["score", "series"],
    about:
      "results expected a board, for Neuberg and the cross-IMP factor: every row (tables, default), the results obtained, or N",
    read: option("expected"),
  },
  {
    name: "--scale",
    value: "EBU|ACBL",
    commands: ["score", "series"],
    about: "matchpoint scale (default: the file's, else EBU)",
    read: option("scale"),
  },
  {
    name: "--movement",
    value: "mitchell|howell",
    commands: ["score", "series"],
    about: "who is the same pair from board to board (default: the file's, else told from the pair numbers)",
    read: option("movement"),
  },
  {
    name: "--imp-table",
    value: "WBF|1961|1948|EMP1938|FILE.csv",
    commands: ["score", "series"],
    about: "IMP scale (default WBF), or a CSV of your own: two columns, From and IMPs",
    read: impTable("impTable"),
  },
  {
    name: "--once",
    value: "field|par",
    commands: ["score", "series"],
    about: "a board played only once: scored as any board (field, default), or against its deal's par",
    read: option("once"),
  },
  {
    name: "--rules",
    // The presets from the core's list, so a new one is offered here without an edit; "default" last.
    value: [...PRESET_NAMES.filter((n) => n !== "default"), "default"].join("|"),
    commands: ["score", "series"],
    about: "every option as that federation's regulations set it; any option given as well wins",
    read: option("rules"),
  },
  {
    name: "--imp-cap",
    value: "N",
    commands: ["score", "series"],
    about: "Butler and cross-IMPs: each comparison capped at N IMPs (17 in some programs)",
    read: option("impCap"),
  },
  {
    name: "--mp-round",
    value: "STEP",
    commands: ["score", "series"],
    about: "matchpoints rounded to STEP after Neuberg, before percentages (such as 0.01)",
    read: option("mpRound"),
  },
  {
    name: "--awards",
    value: "fixed|session",
    commands: ["score", "series"],
    about: "matchpoints: average plus and minus 60% and 40% (fixed, default), or by the pair's session",
    read: option("awards"),
  },
  {
    name: "--award-imps",
    value: "N",
    commands: ["score", "series"],
    about: "Butler and cross-IMPs: average plus worth N IMPs, average minus -N (default 3)",
    read: option("awardImps"),
  },
  {
    name: "--session-percent",
    value: "tops|mean",
    commands: ["score", "series"],
    about: "matchpoint sessions: total over tops (default), or the mean of the boards'",
    read: option("sessionPercent"),
  },
  {
    name: "--tie-break",
    value: "share|EBU|code81",
    commands: ["score", "series"],
    about:
      "pairs tied for first: share the place (default), EBU (head to head, then count-back) or code81 (board by board, then tops)",
    read: option("tieBreak"),
  },
  {
    name: "--strata",
    value: "A:2000,B:500,C:0",
    commands: ["score", "series"],
    about:
      "strata by the names table's Masterpoints (or Rating) column: each stratum's name and least masterpoints, highest first, the last at 0; each ranked in its own list",
    read: option("strata"),
  },
  {
    name: "--strata-by",
    value: "higher|mean",
    commands: ["score", "series"],
    about: "a pair's stratum by its higher-rated player (default, as the ACBL) or the mean of its players'",
    read: option("strataBy"),
  },
  {
    name: "--names",
    value: "names.csv",
    commands: ["score", "series"],
    about: "the pairs' names (pair number, then names) for the rankings",
  },
  {
    name: "--deals",
    value: "FILE",
    commands: ["score", "teams"],
    about:
      "hand records joined to the boards by number: a PBN file of deals, a text file of one PBN deal a line, a USEBIO HANDSET or a Bridgemate HandRecord",
  },
  {
    name: "--accept-pairs",
    value: '"11,NS 12"',
    commands: ["score", "series"],
    about: "pairs that played far fewer boards, or in another's place (late pairs, substitutes): accepted",
    read: acceptPairs,
  },
  {
    name: "--arrow-switch",
    value: '"rounds 7"|"boards 19-21"',
    commands: ["score", "series"],
    about: "the rounds or boards whose pairs changed seats (also a traveller's AS column)",
    read: choice(readArrowSwitch),
  },
  {
    name: "--fouled",
    value: '"7: A 1-3, B 4-5"',
    commands: ["score", "series"],
    about: "a fouled board: the version each table played, each scored as a board (also a Version column)",
    read: choice(readFouled),
  },
  // A teams event (and the draw, which reads a teams event first).
  {
    name: "--method",
    value: "imps|bam|aggregate",
    commands: ["teams", "draw"],
    about: "how a match is scored (default: the file's, else imps; bam: board-a-match)",
    read: option("teamsMethod"),
  },
  {
    name: "--vp",
    value: "wbf|discrete|none",
    commands: ["teams", "draw"],
    about: "VPs a match (default wbf under imps, none otherwise)",
    read: option("teamsVp"),
  },
  {
    name: "--bam-scale",
    value: "standard|british",
    commands: ["teams", "draw"],
    about: "board-a-match: 1, 1/2, 0 a board (standard, default) or 2, 1, 0",
    read: option("bamScale"),
  },
  {
    name: "--imp-table",
    value: "WBF|1961|1948|EMP1938|FILE.csv",
    commands: ["teams", "draw"],
    about: "IMP scale (default WBF), or a CSV of your own, as for a traveller",
    read: impTable("impTable"),
  },
  {
    name: "--vp-table",
    value: "FILE.csv",
    commands: ["teams", "draw"],
    about: "VPs on a federation's table instead: From and the winner's VPs, a column per number of boards",
  },
  // The outputs, from the output registry.
  ...OUTPUTS.map((o): Flag => ({
    name: o.flag,
    value: o.printable ? `out.${o.extension}|out.pdf` : `out.${o.extension}`,
    commands: outputCommands(o.extension, o.printable === true),
    about: o.usage,
    ...(o.extension === "html" && o.printable !== true
      ? {
          aboutIn: {
            movement: "the movement as a printable web page: a card a page, the board sets, the traveller",
          },
        }
      : {}),
    ...(o.extension === "xml"
      ? {
          aboutIn: {
            series:
              "the event's places as USEBIO 1.2: its ranking as one EVENT, each final as an EVENT of its own (places and event scores; each session's boards stay in its own file)",
          },
        }
      : {}),
    ...(o.extension === "xlsx"
      ? {
          aboutIn: {
            draw: "the draw as a sheet: the standings, the draw, a card for each table",
            series: "the event sheet: each session's scores and the event's arithmetic, as live formulas",
            movement:
              "the movement's sheets: board sets, a table card a printed page, guide cards, the empty traveller",
          },
        }
      : {}),
  })),
  // How the hand-record sheet is printed.
  {
    name: "--boards-per-page",
    value: "4|6|8",
    commands: ["score", "teams", "dd"],
    about: "the hand-record sheet's boards a printed page (default 6)",
    read: (text) => {
      const r = oneOf(["4", "6", "8"], "4, 6 or 8")(text);
      return r.ok ? { ok: true, value: Number(text) } : r;
    },
  },
  {
    name: "--paper",
    value: "a4|letter",
    commands: ["score", "teams", "dd"],
    about: "the paper a PDF (--hand-records out.pdf) is printed on (default a4)",
    read: (text) => {
      const r = oneOf(["a4", "letter"], "a4 or letter")(text.toLowerCase());
      return r.ok ? { ok: true, value: text.toLowerCase() === "a4" ? "A4" : "Letter" } : r;
    },
  },
  // The next round of a Swiss teams event.
  {
    name: "--draw",
    commands: ["draw"],
    about: "print the standings so far and the next round's draw",
    picks: true,
  },
  {
    name: "--bye-vp",
    value: "N",
    commands: ["draw"],
    about: `the VPs of a bye (default ${DEFAULT_BYE_VP})`,
    read: numberFrom(0, false),
  },
  {
    name: "--arrears",
    commands: ["draw"],
    about: "draw from the standings before the last round (round in arrears)",
  },
  {
    name: "--boards",
    value: "N",
    commands: ["draw"],
    about: "the boards of every match, to turn a table's IMPs into VPs (when it has no Boards column)",
    read: numberFrom(1, true),
  },
  {
    name: "--seed",
    value: "N",
    commands: ["draw"],
    about:
      "a list of teams: the first round at random from seed N (default: seeded, top half v bottom half); with --opening random, round 2 too",
    read: numberFrom(0, true),
  },
  {
    name: "--opening",
    value: "seeded|random",
    commands: ["draw"],
    about:
      "draw rounds 1 and 2 without standings: seeded (the fold by the list's order or its Seed or Rating) or at random (with --seed); then Swiss",
    read: oneOf(["seeded", "random"], "seeded or random"),
  },
  {
    name: "--swiss-pairs",
    commands: ["draw"],
    about:
      "a Swiss pairs event from its rounds' travellers (R1 R2 ..., each Board, Table, NS, EW, score; pairs by number): each round scored across the field, each table's match turned into VPs a pair",
    picks: true,
  },
  {
    name: "--across-field",
    commands: ["draw"],
    about:
      "a Swiss pairs event by IMPs across the field (cross-IMPs or Butler; of round travellers, cross-IMPs): each pair's IMPs are its own, each turned into VPs",
  },
  {
    name: "--board-sets",
    value: "N",
    commands: ["draw"],
    about: "the sets of boards: table t plays set ((t - 1) mod N) + 1, the draw says which tables share one",
    read: numberFrom(1, true),
  },
  {
    name: "--team-list",
    value: "FILE",
    commands: ["draw"],
    about:
      "a list of teams (Team, and Withdrawn after round, Joins in round, Home table) for a later round's draw",
  },
  {
    name: "--withdrawn",
    value: "TEAMS",
    commands: ["draw"],
    about:
      "teams withdrawn, not drawn again (their results stand): 7,12; 7:2 is team 7 withdrawn after round 2",
    read: teamRounds(false, "teams separated by commas, each with :ROUND after it if need be (7,12:2)"),
  },
  {
    name: "--late",
    value: "TEAM:ROUND",
    commands: ["draw"],
    about: "late entries and the round each joins in: 15:3 (team 15 joins in round 3), 15:3,16:4",
    read: teamRounds(true, "a team and the round it joins in, 15:3 (several separated by commas)"),
  },
  {
    name: "--late-score",
    value: "average|bye",
    commands: ["draw"],
    about: `what a late entry scores for each round missed: the field's average or a bye's VPs (default ${DEFAULT_LATE_SCORE})`,
    read: oneOf(["average", "bye"], "average or bye"),
  },
  // An event of several sessions.
  {
    name: "--event",
    value: "mean|total|imps",
    commands: ["series"],
    about: "rank by mean percentage (default), total matchpoints or total IMPs",
    read: oneOf(SERIES_BASES, SERIES_BASES.join(", ")),
    picks: true,
  },
  {
    name: "--carry",
    value: "SHARE",
    commands: ["series"],
    about: "carry a share of the first (qualifying) session forward: 0.5 or 50%",
    read: (text) => {
      const x = readCarryShare(text);
      return x === null
        ? { ok: false, message: `expected a share from 0 to 1 (0.5) or a percentage (50%), not "${text}".` }
        : { ok: true, value: x };
    },
    picks: true,
  },
  {
    name: "--best",
    value: "N",
    commands: ["series"],
    about: "each pair's best N sessions count (a ladder or series)",
    read: sessionCount,
    picks: true,
  },
  {
    name: "--final",
    value: '"A:top 50%,B:rest"',
    commands: ["series"],
    about:
      "finals from the first (qualifying) session: its pairs split in its order (top N%, top N, the rest), each final ranked on its own with --carry",
    read: (text) => {
      try {
        return { ok: true, value: parseFinals(text) };
      } catch (e) {
        if (!(e instanceof ScoringError)) throw e;
        return { ok: false, message: e.message };
      }
    },
    picks: true,
  },
  {
    name: "--min-sessions",
    value: "N",
    commands: ["series"],
    about: "a ladder: a pair that played fewer than N sessions is listed after the ranked pairs, unranked",
    read: sessionCount,
    picks: true,
  },
  {
    name: "--match",
    value: "number|names",
    commands: ["series"],
    about: "pairs are the same across sessions by pair number (default) or by names",
    read: oneOf(["number", "names"], "number or names"),
    picks: true,
  },
  {
    name: "--handicaps",
    value: "FILE.csv",
    commands: ["series"],
    about: "handicaps: Pair (number or names) or Player, then Handicap (percentage points, or IMPs a board)",
    picks: true,
  },
  {
    name: "--handicap-pair",
    value: "sum|mean",
    commands: ["series"],
    about: "players' handicaps: the pair's is their sum (default) or mean",
    read: oneOf(["sum", "mean"], "sum or mean"),
    picks: true,
  },
  {
    name: "--boards",
    value: "FIRST-LAST",
    commands: ["deal"],
    about:
      "the boards to deal, such as 1-36 (or one board: 7); board N of a seed is the same deal whatever the range",
  },
  // A movement made (npm run movement).
  {
    name: "--tables",
    value: "N",
    commands: ["movement"],
    about:
      "the tables: a whole number from 2, or a half table such as 6.5 (13 pairs, one sitting out each round)",
  },
  {
    name: "--boards",
    value: "N",
    commands: ["movement"],
    about:
      "the boards in play, dealt into the movement's sets (boards / rounds each, a skip Mitchell's boards / tables)",
  },
  {
    name: "--kind",
    value: MOVEMENT_KINDS_VALUE,
    commands: ["movement"],
    about:
      "the movement (default: the one a director chooses for the tables and boards, and the output says why)",
  },
  {
    name: "--seed",
    value: "N",
    commands: ["deal"],
    about:
      "the seed, a whole number from 0 to 2^128 - 1 (default: one drawn at random); the file says it, so the deals can be dealt again",
  },
  // Following a session while it is played (the live page).
  {
    name: "--watch",
    commands: ["live"],
    picks: true,
    about:
      "follow FILE while the session is played: read it again whenever it changes (and every --every seconds), score what is in, and rewrite the outputs; Ctrl-C stops",
  },
  {
    name: "--live",
    commands: ["live"],
    picks: true,
    about: "read FILE once and write the live page (--html) as --watch would: for a job run every minute",
  },
  {
    name: "--every",
    value: "SECONDS",
    commands: ["live"],
    about: "read the file at least this often, changed or not (default 10)",
    read: (text) => wholeBetween(text, 1, 3600),
  },
  {
    name: "--refresh",
    value: "SECONDS",
    commands: ["live"],
    about: "the live page reloads itself this often (default 30)",
    read: (text) => wholeBetween(text, 5, 3600),
  },
  {
    name: "--hide-rounds",
    value: "N",
    commands: ["live"],
    about:
      "leave the last N rounds started off the live page, so no table sees the results of boards it has still to play (default 0)",
    read: (text) => wholeBetween(text, 0, 99),
  },
  {
    name: "--title",
    value: "TEXT",
    commands: ["live"],
    about:
      "the live page's heading, such as the club's name (default: the event's title, else the file's name)",
  },
  {
    name: "--projector",
    value: "FILE.html",
    commands: ["live"],
    about:
      "also write the live page in large type for a screen in the playing room, a page at a time (FILE-2.html, ...), each moving on to the next",
  },
  {
    name: "--serve",
    value: "[ADDRESS:]PORT",
    commands: ["live"],
    about:
      "serve the live page's folder on this machine (127.0.0.1 unless an address of it is given, such as 0.0.0.0:8080 for the players' phones)",
  },
  // Switches.
  {
    name: "--json",
    commands: ["score", "teams", "draw", "series", "dd", "movement"],
    about: "print one JSON document (boards, tables, ranking) instead of the workings",
    aboutIn: {
      draw: "print one JSON document: the standings and the draw",
      series: "print one JSON document: the sessions and the event's ranking",
      dd: "one JSON object a line: board, dealer, vulnerability, deal, tricks, par (and section)",
      movement:
        "print one JSON document: kind, tables, boards, rounds (each table's NS, EW, boards; a sit-out EW null), then why, notes, sets and balance",
    },
  },
  {
    name: "--ranking",
    commands: ["score", "teams"],
    about: "print only the ranking (a teams event's standings), without the workings",
  },
  {
    name: "--html-warnings",
    commands: ["score"],
    about: "list the scores that look mistyped on the web page, for the director (beside --html)",
  },
  {
    name: "--award-tie",
    commands: ["score", "series"],
    about: "matchpoints: an award counts as a tie with every result (no Neuberg)",
  },
  {
    name: "--one-winner",
    commands: ["score"],
    about:
      "an arrow-switched Mitchell ranked as one field, NS and EW together (with a note of how balanced its switches are)",
  },
  {
    name: "--across",
    commands: ["score"],
    about: "a traveller's Section column: score its sections across the field (one ranking)",
  },
  {
    name: "--as-entered",
    commands: ["score"],
    about:
      "score what looks like a typing mistake in the movement as entered; the sheet and --json say which",
  },
  {
    name: "--no-dd",
    commands: ["score", "teams"],
    about: "a results file's deals are shown without their double-dummy table and par (nothing solved)",
  },
  {
    name: "--dd-check",
    commands: ["score", "teams"],
    about: "solve every deal, even where the file publishes its table, and warn where they differ",
  },
  {
    name: "--force",
    commands: ["score", "teams", "draw", "series", "dd", "movement"],
    about:
      "replace an output file that exists and was not written by the add-in (never an input, nor through a link)",
  },
  {
    name: "--help",
    short: "-h",
    commands: ["score", "dd", "deal", "movement"],
    about: "this text",
  },
];

/** A command: what the usage says of it, and the command whose flags it takes as well as its own. */
export interface Command {
  readonly name: CommandName;
  /** The command whose flags it takes too (a draw reads a teams event's, a series a session's). */
  readonly base?: CommandName;
  /** How it is run, for the usage. */
  readonly synopsis: string;
  /** What it does, for the usage: one paragraph. */
  readonly about: string;
  /** More than one file on the command line picks it (an event of several sessions). */
  readonly severalFiles?: true;
}

/** The commands, in the order the usage describes them. */
export const COMMANDS: readonly Command[] = [
  {
    name: "score",
    synopsis: "npm run score -- FILE [options]",
    about:
      "Scores a traveller or a pairs results file and prints the session ranking, best first, then the workings of each board. A results file is scored section by section, with the method it names unless --method is given.",
  },
  {
    name: "teams",
    base: "score",
    synopsis: "npm run score -- FILE [options]",
    about:
      "A teams scoresheet (a Room column: Open/Closed, 1/2; or Board, Home, Away, Home NS score, Away NS score), or a teams PBN or USEBIO file, is scored as a teams event, with these options instead (a file's deals follow the matches):",
  },
  {
    name: "draw",
    base: "teams",
    synopsis: "npm run score -- FILE --draw [options]",
    about:
      'The next round of a Swiss teams event. FILE is a table of match results (Round, Home, Away, then Home IMPs and Away IMPs, or Home VPs and Away VPs; Away blank or "Bye" for a bye), a teams scoresheet of boards, or a list of teams (a Team column, in seeding order) for the first round. With --swiss-pairs, FILE is each round\'s traveller of a Swiss pairs event in order (R1 R2 ...).',
  },
  {
    name: "series",
    base: "score",
    synopsis: "npm run score -- S1 S2 ... [options]",
    severalFiles: true,
    about:
      "Several sessions scored as one event: each file a session scored with the options of a traveller, then the event's ranking.",
  },
  {
    name: "live",
    base: "score",
    synopsis: "npm run score -- FILE --watch --html live.html [options]",
    about:
      "Scrolling results: a session followed while it is played (a Bridgemate database, or a PBN, USEBIO or CSV file another program rewrites). Each reading is scored as FILE alone would be, with the options of a traveller; --html writes the live page (the ranking so far, the rounds complete, the tables still playing, the results still missing), --xlsx and --json the results so far (--json: a document a line). The page reloads itself (no script) and links to a copy that stays still (live-still.html). Every file is written whole and renamed into place. Once every result is in, the page says the results are final and the full results page is written beside it (live-results.html).",
  },
  {
    name: "dd",
    synopsis: "npm run dd -- FILE [--json] [--hand-records out.html|out.pdf]",
    about:
      "Prints each deal of FILE with its double-dummy table (the tricks each declarer takes in each strain with best play) and its par for the board's dealer and vulnerability.",
  },
  {
    name: "deal",
    synopsis: "npm run deal -- --boards FIRST-LAST [--seed N] OUT.pbn|OUT.lin",
    about:
      "Deals the boards at random into a new deal file for a dealing machine or program: PBN or LIN, by OUT's extension. Every deal is equally likely; dealer and vulnerability follow the board number; the seed is written into the file. A file that exists is never replaced.",
  },
  {
    name: "movement",
    synopsis:
      "npm run movement -- --tables N --boards N [--kind KIND] [--json] [--xlsx out.xlsx] [--html out.html]",
    about:
      "Makes a movement for the tables and boards: round by round, each table's NS and EW pairs and the boards it plays, why this movement, and what the director sets up (a share, a bye stand, a skip, a sit-out). Mitchell pairs are numbered per direction, Howell pairs across the field.",
  },
];

/** The command named. */
export function commandNamed(name: CommandName): Command {
  return COMMANDS.find((c) => c.name === name)!;
}

/** The flags a command takes, its own and its base's, in the table's order. */
export function flagsOf(command: CommandName): Flag[] {
  return FLAGS.filter((f) => f.commands.includes(command));
}

/** A command's own flags: those its base does not take (all of them, for a command with no base). */
export function ownFlags(command: CommandName): Flag[] {
  const base = commandNamed(command).base;
  return flagsOf(command).filter((f) => base === undefined || !f.commands.includes(base));
}

/** The flag a command takes by this name (or its short spelling), or undefined. */
export function flagIn(command: CommandName, name: string): Flag | undefined {
  return FLAGS.find((f) => f.commands.includes(command) && (f.name === name || f.short === name));
}

/** Whether the flag takes a value in the command. */
export function takesValueIn(command: CommandName, name: string): boolean {
  return flagIn(command, name)?.value !== undefined;
}

/**
 * The options a command lists as valid when it meets one it does not know: its flags with a value,
 * then its switches, each once.
 *
 * @example
 * validOptions("teams").slice(0, 3); // ["--method", "--vp", "--bam-scale"]
 */
export function validOptions(command: CommandName): string[] {
  const flags = flagsOf(command);
  const names = [
    ...flags.filter((f) => f.value !== undefined),
    ...flags.filter((f) => f.value === undefined),
  ].map((f) => f.name);
  return [...new Set(names)];
}

/** What a flag does in a command. */
export function aboutIn(flag: Flag, command: CommandName): string {
  return flag.aboutIn?.[command] ?? flag.about;
}
