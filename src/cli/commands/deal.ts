// `npm run deal -- --boards 1-36 [--seed N] OUT.pbn|OUT.lin`: boards dealt at random into a new
// deal file, as a dealing program makes one for a dealing machine. The deals come from the core's
// dealer (src/scoring/deal/dealer.ts: xoshiro128**, 128 bits of state, unbiased draws,
// Fisher-Yates); the seed, given or drawn from the system's secure random source, is written into
// the file, so the same command deals the same file again, byte for byte. The file is written as
// the command line writes every output (write-file.ts: whole or not at all), but only as a new
// file: a set of boards may already be on the tables, so a file that exists is refused, --force or
// not.
import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { dealBoards, MAX_SEED } from "../../scoring";
import { writeLinDeals, writePbnDeals, type DealtWith } from "../../writers/deal-files";
import { lexCommand } from "../args";
import { outputPathProblem } from "../files";
import { EXIT } from "../io";
import { DEAL_USAGE, unknownOption } from "../usage";
import { replaceFile } from "../write-file";

/** The highest board number dealt: far past any session, and a bound on the work asked. */
export const MAX_BOARD = 9999;

/** The generator, as the file names it. */
export const GENERATOR = "xoshiro128** seeded through SplitMix64, Fisher-Yates shuffle";

/** Where the command writes: replaced in tests. */
export interface DealIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Writes the file (default: replaceFile, whole or not at all). */
  readonly writeFile?: (file: string, content: string) => void;
  /** A seed when none is given (default: 128 bits from node's crypto). */
  readonly drawSeed?: () => bigint;
}

/**
 * 128 bits from the system's secure random source: the seed when none is given.
 *
 * @example
 * secureSeed(); // 0n to 2n ** 128n - 1n
 */
export function secureSeed(): bigint {
  return BigInt(`0x${randomBytes(16).toString("hex")}`);
}

/**
 * The boards of `--boards`: "1-36", "7", or the message why not.
 *
 * @example
 * readBoards("1-36"); // { first: 1, last: 36 }
 * readBoards("36-1"); // "--boards 36-1: the first board is after the last; write the range low to high, as 1-36."
 */
export function readBoards(text: string): { first: number; last: number } | string {
  const m = /^\s*(\d{1,9})\s*(?:-\s*(\d{1,9})\s*)?$/.exec(text);
  if (m === null)
    return `--boards ${text}: expected the first and last board, such as 1-36, or one board, such as 7.`;
  const first = Number(m[1]);
  const last = m[2] === undefined ? first : Number(m[2]);
  if (first < 1) return `--boards ${text}: boards are numbered from 1.`;
  if (last > MAX_BOARD) return `--boards ${text}: the highest board that can be dealt is ${MAX_BOARD}.`;
  if (first > last)
    return `--boards ${text}: the first board is after the last; write the range low to high, as ${last}-${first}.`;
  return { first, last };
}

/**
 * The seed of `--seed`: a whole number from 0 to 2^128 - 1, or the message why not.
 *
 * @example
 * readSeed("42"); // 42n
 */
export function readSeed(text: string): bigint | string {
  const t = text.trim();
  if (!/^\d{1,39}$/.test(t))
    return `--seed ${text}: expected a whole number from 0 to 2^128 - 1 (up to 39 digits), such as 20260412.`;
  const seed = BigInt(t);
  return seed > MAX_SEED ? `--seed ${text}: the seed is past 2^128 - 1 (${MAX_SEED}).` : seed;
}

/** What the command line asks, or the exit code when it is done already (help, bad usage). */
function askedOf(
  args: readonly string[],
  io: DealIo,
): { file: string; first: number; last: number; seed?: bigint } | number {
  const errors: string[] = [];
  const lexed = lexCommand(args, "deal", errors, {
    unknown: (name) => unknownOption(`Unknown option ${name} for npm run deal;`, "deal", "the options are"),
  });
  if (lexed === "help") {
    io.out(DEAL_USAGE);
    return EXIT.ok;
  }
  const { files, values } = lexed;
  if (files.length !== 1)
    errors.push(
      files.length === 0
        ? "Name the file to write (OUT.pbn or OUT.lin)."
        : `Name one file to write, not ${files.length} (${files.join(", ")}).`,
    );
  else if (!/\.(pbn|lin)$/i.test(files[0]))
    errors.push(`${files[0]}: the file's extension says what is written: .pbn (PBN) or .lin (BBO's LIN).`);
  const boardsText = values.get("--boards");
  const boards =
    boardsText === undefined ? "Give the boards to deal: --boards 1-36, say." : readBoards(boardsText);
  if (typeof boards === "string") errors.push(boards);
  const seedText = values.get("--seed");
  const seed = seedText === undefined ? undefined : readSeed(seedText);
  if (typeof seed === "string") errors.push(seed);
  if (errors.length > 0 || typeof boards === "string" || typeof seed === "string") {
    io.err(`${errors.join("\n")}\n\n${DEAL_USAGE}`);
    return EXIT.badUsage;
  }
  return { file: files[0], ...boards, ...(seed === undefined ? {} : { seed }) };
}

/**
 * Why the file cannot be written as a new file, or null: its folder (outputPathProblem's), or
 * anything already at its name (a file, a link, a pipe).
 */
function newFileProblem(file: string): string | null {
  const problem = outputPathProblem(file);
  if (problem !== null) return problem;
  try {
    fs.lstatSync(file);
  } catch {
    return null;
  }
  return `Cannot write ${file}: it exists, and a dealt set is never written over (its boards may be on the tables already); name a new file.`;
}

/**
 * Runs the command line; returns the exit code: 0 the file written, 2 bad usage or a file that
 * cannot be written (it exists, its folder does not).
 *
 * @example
 * dealMain(["--boards", "1-36", "--seed", "42", "set.pbn"], io); // 0, set.pbn written
 */
export function dealMain(args: readonly string[], io: DealIo): number {
  const asked = askedOf(args, io);
  if (typeof asked === "number") return asked;
  const { file, first, last } = asked;
  const problem = newFileProblem(file);
  if (problem !== null) {
    io.err(`${problem}\n`);
    return EXIT.badUsage;
  }
  const seed = asked.seed ?? (io.drawSeed ?? secureSeed)();
  const dealt: DealtWith = { seed, generator: GENERATOR };
  const boards = dealBoards(seed, first, last);
  const lin = path.extname(file).toLowerCase() === ".lin";
  const content = lin ? writeLinDeals(boards, dealt) : writePbnDeals(boards, dealt);
  try {
    (io.writeFile ?? ((f: string, c: string) => replaceFile(f, c)))(file, content);
  } catch (e) {
    io.err(`${(e as Error).message}\n`);
    return EXIT.badUsage;
  }
  const count = boards.length === 1 ? `board ${first}` : `boards ${first}-${last}`;
  io.out(`Dealt ${count} into ${file} with seed ${seed}.\n`);
  return EXIT.ok;
}
