// The command line's input files other than a traveller CSV: a PBN or USEBIO results file, told
// apart by its content (never by its name). Each section of the file is laid out as the traveller
// a director would type, read by the traveller reader (so every check applies), scored with the
// options the file names (a flag given on the command line wins), and printed as a CSV traveller
// is; the results the file publishes are compared with the add-in's.
import { comparePublished } from "../io/published";
import { FileSection, ResultsFile, sectionGrid } from "../io/results-file";
import {
  formatProblem,
  METHOD_NAMES,
  readTraveller,
  ScoringError,
  TravellerError,
  type ScoredSession,
} from "../scoring";
import {
  buildResultsSheet,
  buildSheetWithSummary,
  ResultsSheetOptions,
  scoreForSheet,
} from "../sheet/results";
import { renderRanking, renderSheet } from "../writers/text";
import { writeXlsx } from "../writers/xlsx";
import type { SheetModel } from "../sheet/model";

export { detectInput, readResultsFile, FORMATS_READ } from "../io/read-file";

/** A section's heading: the event and section as the file names them. */
export function sectionTitle(section: FileSection, index: number, count: number): string {
  const parts = [section.event, section.section ? `section ${section.section}` : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : count > 1 ? `Section ${index + 1}` : "Results";
}

/** The flags the command line was given (so the file's own scoring does not override them). */
function flagsGiven(argv: readonly string[]): Set<string> {
  return new Set(argv.filter((a) => a.startsWith("--")).map((a) => a.replace(/=.*$/, "")));
}

/**
 * The options a section is scored with: the command line's, except that the method, matchpoint
 * scale and movement come from the file when the command line does not name them, and the pairs'
 * names from the file when --names gives none.
 */
export function sectionOptions(
  section: FileSection,
  options: ResultsSheetOptions,
  argv: readonly string[],
): ResultsSheetOptions {
  const given = flagsGiven(argv);
  const s = section.scoring;
  return {
    ...options,
    ...(!given.has("--method") && s.method ? { method: s.method } : {}),
    ...(!given.has("--scale") && s.scale ? { scale: s.scale } : {}),
    ...(!given.has("--movement") && s.movement ? { movement: s.movement } : {}),
    // The file's own names for the rankings, unless --names gave a table.
    ...(options.names === undefined && section.names.size > 0 ? { names: section.names } : {}),
  };
}

/** Where the CLI writes, as score.ts's CliIO has it. */
interface Out {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** One section's traveller, scored: what the command line prints and writes. */
interface ScoredSection {
  readonly title: string;
  readonly options: ResultsSheetOptions;
  readonly sessions: ScoredSession[];
  readonly sheet: SheetModel;
  readonly summary: SheetModel | null;
  readonly published: ReturnType<typeof comparePublished>;
}

/**
 * Scores every section of a results file and prints each as the command line prints a traveller
 * (or, with --json, one JSON document: today's shape for one section, `{ sections: [...] }` for
 * several). Returns the exit code: 0 done, 1 a section cannot be scored.
 */
export async function scoreResultsFile(
  results: ResultsFile,
  file: string,
  request: { readonly options: ResultsSheetOptions; readonly xlsx: string | null; readonly json: boolean },
  argv: readonly string[],
  io: Out,
  sessionJson: (sessions: readonly ScoredSession[], options: ResultsSheetOptions) => Record<string, unknown>,
): Promise<number> {
  const scored: ScoredSection[] = [];
  const names: string[] = [];
  for (const [k, section] of results.sections.entries()) {
    const title = sectionTitle(section, k, results.sections.length);
    const { cells, rowSource } = sectionGrid(section);
    const traveller = readTraveller(cells);
    if (traveller.problems.length > 0) {
      io.err(
        `${file} (${title}) cannot be scored until ${traveller.problems.length === 1 ? "this problem is" : `these ${traveller.problems.length} problems are`} put right:\n` +
          traveller.problems
            .map(
              (p) =>
                `  ${formatProblem(p, (r, c) => `${file}: ${rowSource[r - 1] ?? "the header"}${cells[0][c] ? ` (${String(cells[0][c])})` : ""}`)}\n`,
            )
            .join(""),
      );
      return 1;
    }
    const options = { ...sectionOptions(section, request.options, argv), existingNames: names };
    try {
      const sessions = scoreForSheet(traveller, options);
      const sheet = buildResultsSheet(traveller, options, sessions);
      names.push(sheet.name);
      const summary =
        traveller.boards.length === 1 ? buildSheetWithSummary(traveller, options, sessions) : null;
      scored.push({
        title,
        options,
        sessions,
        sheet,
        summary,
        published: comparePublished(section, sessions),
      });
    } catch (e) {
      if (e instanceof TravellerError || e instanceof ScoringError) {
        io.err(`${file} (${title}) cannot be scored: ${e.message}\n`);
        return 1;
      }
      throw e;
    }
  }
  if (request.json) {
    const docs = scored.map((s) => ({
      ...sessionJson(s.sessions, s.options),
      published: { compared: s.published.compared, differences: s.published.differences },
    }));
    const doc =
      docs.length === 1 ? docs[0] : { sections: docs.map((d, k) => ({ title: scored[k].title, ...d })) };
    io.out(`${JSON.stringify(doc, null, 2)}\n`);
  } else {
    for (const [k, s] of scored.entries()) {
      const section = results.sections[k];
      io.out(
        `=== ${s.title} (${METHOD_NAMES[s.sessions[0].method]}${section.scoring.described ? `; the file says "${section.scoring.described}"` : ""}) ===\n`,
      );
      io.out(renderSheet(s.sheet));
      if (s.summary) io.out(renderRanking(s.summary));
      const p = s.published;
      if (p.compared > 0) {
        io.out(
          p.differences.length === 0
            ? `The file's published results agree with the add-in's (${p.compared} figures compared).\n`
            : `The file's published results differ from the add-in's in ${p.differences.length} of ${p.compared} figures:\n${p.differences.map((d) => `  ${d}\n`).join("")}`,
        );
      }
      if (section.names.size > 0) {
        io.out(`Names:\n${[...section.names].map(([pair, who]) => `  ${pair}: ${who}\n`).join("")}`);
      }
      io.out("\n");
    }
  }
  if (request.xlsx !== null) {
    await writeXlsx(
      request.xlsx,
      scored.map((s) => s.sheet),
    );
    if (!request.json)
      io.out(`Wrote ${request.xlsx} (${scored.map((s) => `sheet "${s.sheet.name}"`).join(", ")}).\n`);
  }
  return 0;
}
