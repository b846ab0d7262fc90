// npm run score -- R1 R2 ... --draw --swiss-pairs: a Swiss pairs event from its rounds' travellers.
// Each file is opened and its round read by the event layer (src/event/swiss-pairs.ts): scored
// across the field, a match a table, VPs a pair. What this module adds is the command line's part:
// the files read, a refusal named by file and line, and the rounds' matches printed or put in the
// JSON beside the standings and the draw (the draw itself is draw.ts's, as for a table of results).
import {
  EventError,
  InputError,
  openInput,
  readSwissPairsRounds,
  type SwissPairsRoundFile,
  type SwissPairsRead,
} from "../../event";
import { vpFunctionOf, vpTableFunction, type SwissRounds } from "../../scoring";
import type { TeamsChoices } from "../../event";
import type { SwissPairsPlayed } from "../../writers/draw";
import { fileMessage } from "../files";
import type { CliIO } from "../io";

/** The rounds read from their travellers, with what to print of them; or the refusal's text. */
export type RoundsRead =
  | { readonly ok: true; readonly rounds: SwissRounds; readonly played: SwissPairsPlayed }
  | { readonly ok: false; readonly text: string; readonly unreadable: boolean };

/**
 * Reads a Swiss pairs event's round travellers, in the order given (round 1 first), scored across
 * the field by matchpoints or (`acrossField`) cross-IMPs turned into VPs on the event's scale
 * (WBF, `--vp` or `--vp-table`). A file that cannot be opened, or whose round cannot be scored (a
 * pair at two tables, two pairs that meet twice), is refused, its problems named by line.
 *
 * @example
 * readRoundFiles(["r1.csv", "r2.csv"], io, false, {}).ok; // true
 */
export function readRoundFiles(
  files: readonly string[],
  io: CliIO,
  acrossField: boolean,
  choices: Partial<TeamsChoices>,
): RoundsRead {
  const opened: SwissPairsRoundFile[] = [];
  for (const file of files) {
    try {
      opened.push({ file, event: openInput(io.readBytes?.(file) ?? io.readFile(file), file) });
    } catch (e) {
      const text =
        e instanceof InputError || e instanceof EventError ? e.message : fileMessage("read", file, e);
      return {
        ok: false,
        text: `${text}\n`,
        unreadable: !(e instanceof InputError || e instanceof EventError),
      };
    }
  }
  const vp = choices.vpTable ? vpTableFunction(choices.vpTable) : vpFunctionOf(choices.vp ?? "wbf");
  const read: SwissPairsRead = readSwissPairsRounds(opened, { acrossField, vp });
  if (!read.ok)
    return {
      ok: false,
      text: `${read.file} cannot be drawn from until ${read.problems.length === 1 ? "this is" : "these are"} put right:\n${read.problems.map((p) => `  ${p}\n`).join("")}`,
      unreadable: false,
    };
  return {
    ok: true,
    rounds: read.rounds,
    played: {
      rounds: read.rounds.rounds,
      matches: read.rounds.matches,
      tables: read.tables,
      unit: acrossField ? "imps" : "percent",
    },
  };
}
