// Round trips through the project's own readers: every example (by each method) and every
// results-file fixture, written as PBN and as USEBIO by src/writers and read back by src/io, scores
// to the same results (each table's NS and EW result, each pair's total and place). A weighted
// score has no USEBIO form, so the weighted examples go through PBN only; the teams example goes
// through the teams writers instead (teams-round-trip.test.ts).
import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../src/io/csv";
import { openInput } from "../../src/event";
import { sectionGrid } from "../../src/io/results-file";
import { readTraveller, type Traveller } from "../../src/scoring";
import { scoreForSheet, type ResultsSheetOptions } from "../../src/sheet/results";
import { writePbn } from "../../src/writers/pbn";
import { writeUsebio } from "../../src/writers/usebio";

const ROOT = path.join(__dirname, "..", "..");

function results(t: Traveller, options: ResultsSheetOptions): unknown {
  const s = scoreForSheet(t, options)[0];
  return {
    tables: s.boards.map((b) => b.tables.map((x) => [x.ns, x.ew, x.nsResult, x.ewResult])),
    ranking: s.rankings.map((r) => r.pairs.map((p) => [p.id, p.total, p.rank])),
  };
}

function roundTrip(t: Traveller, options: ResultsSheetOptions, format: "pbn" | "usebio"): Traveller {
  const session = scoreForSheet(t, options)[0];
  const text =
    format === "pbn" ? writePbn(t, session, { event: "E" }) : writeUsebio(t, session, { event: "E" });
  // Opened as every front end opens a file: the format told by the content.
  const event = openInput(text, `results.${format === "pbn" ? "pbn" : "xml"}`);
  expect(event.source.format).toBe(format);
  const back = readTraveller(sectionGrid(event.sections[0].file!).cells);
  expect(back.problems).toEqual([]);
  return back;
}

// The pairs examples: a teams match's "pairs" are team names, which USEBIO's pair numbers cannot hold.
const EXAMPLES = fs
  .readdirSync(path.join(ROOT, "examples"))
  .filter((f) => f.endsWith(".csv") && !f.startsWith("teams"));

describe("results written as PBN and USEBIO read back to the same results", () => {
  for (const file of EXAMPLES)
    for (const method of ["butler", "cross", "mp"] as const)
      for (const format of ["pbn", "usebio"] as const) {
        const weighted = file.startsWith("weighted");
        test(`${file}, ${method}, ${format}`, () => {
          const t = readTraveller(readCsv(fs.readFileSync(path.join(ROOT, "examples", file), "utf8")).rows);
          const options: ResultsSheetOptions = {
            method,
            movement: file.startsWith("howell") ? "howell" : "mitchell",
          };
          if (weighted && format === "usebio") {
            // USEBIO has no form for a weighted score: the file carries it as written on the
            // traveller, and reading it back names the line and says what a SCORE may hold.
            expect(() => roundTrip(t, options, format)).toThrow(
              /TRAVELLER_LINE\[\d+\] \(line \d+\)\/SCORE is "[^"]*%[^"]*": expected the NS score in points, or an adjusted score/,
            );
            return;
          }
          expect(results(roundTrip(t, options, format), options)).toEqual(results(t, options));
        });
      }

  for (const fixture of ["club-pairs.pbn", "club-sections.xml", "monday-howell.xml"])
    for (const format of ["pbn", "usebio"] as const)
      test(`the fixture ${fixture}, each section, through ${format}`, () => {
        const event = openInput(
          fs.readFileSync(path.join(ROOT, "test", "fixtures", "files", fixture)),
          fixture,
        );
        for (const section of event.sections.map((s) => s.file!)) {
          const t = readTraveller(sectionGrid(section).cells);
          const options: ResultsSheetOptions = {
            method: section.scoring.method ?? "mp",
            movement: section.scoring.movement ?? "mitchell",
            ...(section.scoring.scale ? { scale: section.scoring.scale } : {}),
          };
          expect(results(roundTrip(t, options, format), options)).toEqual(results(t, options));
        }
      });
});
