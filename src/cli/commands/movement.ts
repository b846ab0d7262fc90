// `npm run movement -- --tables N --boards N [--kind KIND] [--json]`: a movement made by the core
// (makeMovement), printed round by round for the director (each table's pairs and boards, then why
// this movement and what to set up), or as one JSON document; --xlsx and --html write its table
// cards, guide cards, board sets and empty traveller (src/writers/movement.ts), under the rules every
// output follows (never over a file the add-in did not write, unless --force).
import {
  MADE_KINDS,
  makeMovement,
  movementBalance,
  readNumberCell,
  ScoringError,
  sharedSets,
  type MadeKind,
  type MadeMovement,
} from "../../scoring";
import { movementOutputs, type MovementOutput } from "../../writers/movement";
import { lexCommand } from "../args";
import { outputWriter, outputsProblem } from "../write-file";
import { EXIT } from "../io";
import { MOVEMENT_USAGE, unknownOption, wrapped } from "../usage";

/** Where the command writes: replaced in tests. */
export interface MovementIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Writes an output file (tests); absent, each file is written whole and renamed into place. */
  readonly writeFile?: (path: string, content: string | Uint8Array) => void;
}

/** What the command line asked: the movement, how to print it, and the files to write it to. */
interface Asked {
  readonly tables: number;
  readonly boards: number;
  readonly kind?: MadeKind;
  readonly json: boolean;
  readonly files: readonly (readonly [MovementOutput, string])[];
  readonly force: boolean;
}

/** What the command line asks, or the exit code when it is done already (help, bad usage). */
function askedOf(args: readonly string[], io: MovementIo): Asked | number {
  const errors: string[] = [];
  const lexed = lexCommand(args, "movement", errors, {
    unknown: (name) =>
      unknownOption(`Unknown option ${name} for npm run movement;`, "movement", "the options are"),
  });
  if (lexed === "help") {
    io.out(MOVEMENT_USAGE);
    return EXIT.ok;
  }
  const { files, values, switches } = lexed;
  if (files.length > 0)
    errors.push(`npm run movement reads no file (${files.join(", ")}): give --tables and --boards.`);
  const number = (flag: string, example: string): number | undefined => {
    const text = values.get(flag);
    if (text === undefined) {
      errors.push(`Give the ${flag.slice(2)}: ${flag} ${example}, say.`);
      return undefined;
    }
    const x = readNumberCell(text);
    if (x === null) errors.push(`${flag} ${text}: expected a number, such as ${example}.`);
    return x ?? undefined;
  };
  const tables = number("--tables", "7");
  const boards = number("--boards", "21");
  const kindText = values.get("--kind");
  const kind = MADE_KINDS.find((k) => k === kindText?.trim().toLowerCase());
  if (kindText !== undefined && kind === undefined)
    errors.push(`--kind ${kindText}: expected ${MADE_KINDS.join(", ")}.`);
  const outputs = (["xlsx", "html"] as const).flatMap((choice) => {
    const file = values.get(`--${choice}`);
    return file === undefined ? [] : [[choice, file] as const];
  });
  const force = switches.has("--force");
  const refused = outputsProblem(
    outputs.map(([, file]) => file),
    { inputs: [], force },
  );
  if (refused !== null) errors.push(refused);
  if (errors.length > 0 || tables === undefined || boards === undefined) {
    io.err(`${errors.join("\n")}\n\n${MOVEMENT_USAGE}`);
    return EXIT.badUsage;
  }
  return {
    tables,
    boards,
    ...(kind === undefined ? {} : { kind }),
    json: switches.has("--json"),
    files: outputs,
    force,
  };
}

/** Boards as played: a run low to high as "1-3", else each in its order ("5, 6, 4"). */
function boardsPlayed(boards: readonly number[]): string {
  const run = boards.every((b, i) => i === 0 || b === boards[i - 1] + 1);
  if (boards.length === 1) return `board ${boards[0]}`;
  return run ? `boards ${boards[0]}-${boards[boards.length - 1]}` : `boards ${boards.join(", ")}`;
}

/** The balance in short: boards' plays and meetings, least and most, and a Howell's figure. */
function balanceSummary(m: MadeMovement) {
  const b = movementBalance(m);
  const meetings = b.meets.flatMap((row, i) =>
    row.filter(
      (_, j) => j > i && (m.pairing === "howell" || b.pairs[i].slice(0, 2) !== b.pairs[j].slice(0, 2)),
    ),
  );
  return {
    boardPlays: { least: Math.min(...b.boardPlays), most: Math.max(...b.boardPlays) },
    meetings: { least: Math.min(...meetings), most: Math.max(...meetings) },
    percent: b.balance === null ? null : Math.round(b.balance * 10) / 10,
  };
}

/** The movement as one JSON document: the keys the reference names, in its order. */
export function movementJson(m: MadeMovement): string {
  return `${JSON.stringify(
    {
      kind: m.kind,
      tables: m.tables,
      boards: m.boards,
      rounds: m.rounds.map((r) => ({
        round: r.round,
        tables: r.tables.map((t) => ({ table: t.table, ns: t.ns, ew: t.ew, boards: t.boards })),
      })),
      why: m.why,
      notes: m.notes,
      sets: m.sets,
      balance: balanceSummary(m),
    },
    null,
    2,
  )}\n`;
}

/** The movement for the director: round by round, then why, the notes and the balance. */
export function movementText(m: MadeMovement): string {
  const pair = (side: "NS" | "EW", p: number) => (m.pairing === "mitchell" ? `${side} ${p}` : `${p}`);
  const shared = sharedSets(m);
  const lines: string[] = [wrapped(m.why).trimEnd(), ""];
  const per = m.sets[0].length;
  lines.push(`Boards 1-${m.boards} in ${m.sets.length} sets of ${per}; ${m.rounds.length} rounds.`, "");
  for (const r of m.rounds) {
    lines.push(`Round ${r.round}`);
    for (const t of r.tables) {
      const who =
        t.ew === null ? `${pair("NS", t.ns)} sits out` : `${pair("NS", t.ns)} v ${pair("EW", t.ew)}`;
      const share = shared.find((s) => s.round === r.round && s.tables.includes(t.table));
      const others = share?.tables.filter((x) => x !== t.table) ?? [];
      const with_ =
        others.length === 0
          ? ""
          : ` (shared with table${others.length > 1 ? "s" : ""} ${others.join(" and ")})`;
      const arrow = t.arrowSwitched ? ` (arrow switch: EW ${t.ew} sits North-South)` : "";
      const what = t.ew === null ? "" : `  ${boardsPlayed(t.boards)}${with_}${arrow}`;
      lines.push(`  Table ${String(t.table).padEnd(3)} ${who.padEnd(14)}${what}`.trimEnd());
    }
    lines.push("");
  }
  if (m.notes.length > 0)
    lines.push("Notes:", ...m.notes.map((n) => wrapped(n, 100, "  ").trimEnd().replace(/^ {2}/, "- ")), "");
  const b = balanceSummary(m);
  const plays =
    b.boardPlays.least === b.boardPlays.most
      ? `every board is played ${b.boardPlays.least} times`
      : `boards are played ${b.boardPlays.least} to ${b.boardPlays.most} times`;
  const figure = b.percent === null ? "" : `; balance ${b.percent}% (docs/conventions.md, "Movements made")`;
  lines.push(
    `Balance: ${plays}; two pairs meet at most ${b.meetings.most === 1 ? "once" : `${b.meetings.most} times`}${figure}.`,
  );
  return `${lines.join("\n")}\n`;
}

/**
 * Runs the command line; resolves to the exit code: 0 the movement printed (and its files written),
 * 2 bad usage, a file that could not be written (as the score command says it) or a movement that
 * cannot be made (the boards do not split into its sets: the nearest counts that do are named).
 *
 * @example
 * await movementMain(["--tables", "7", "--boards", "21"], io); // 0, a Mitchell of 7 rounds printed
 */
export async function movementMain(args: readonly string[], io: MovementIo): Promise<number> {
  const asked = askedOf(args, io);
  if (typeof asked === "number") return asked;
  let made: MadeMovement;
  try {
    made = makeMovement(asked);
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    io.err(`${e.message}\n`);
    return EXIT.badUsage;
  }
  io.out(asked.json ? movementJson(made) : movementText(made));
  const write = outputWriter(io, { inputs: [], force: asked.force });
  let failed = false;
  for (const [choice, file] of asked.files) {
    const problem = write(file, (await movementOutputs(made, choice)).content);
    if (problem !== null) {
      io.err(`${problem}\n`);
      failed = true;
    } else if (!asked.json) io.out(`Wrote ${file}\n`);
  }
  return failed ? EXIT.badUsage : EXIT.ok;
}
