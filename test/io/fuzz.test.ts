// Random bytes, and valid files with random changes, never crash a reader: opening them gives an
// event or one of the errors that name what is wrong (InputError, EventError), nothing else. Runs
// are few and inputs small, so the whole file takes a few seconds.
import * as fs from "node:fs";
import * as path from "node:path";
import fc from "fast-check";
import {
  EventError,
  InputError,
  openInput,
  refusedBy,
  sectionWithProblems,
  startScoring,
} from "../../src/event";
import { readNamesFile } from "../../src/cli/names";
import { readCsv, CsvError } from "../../src/io/csv";

const FILES = path.resolve(__dirname, "..", "fixtures", "files");
const EXAMPLES = path.resolve(__dirname, "..", "..", "examples");
const VALID: readonly Uint8Array[] = [
  fs.readFileSync(path.join(FILES, "club-pairs.pbn")),
  fs.readFileSync(path.join(FILES, "club-sections.xml")),
  fs.readFileSync(path.join(EXAMPLES, "club-board-15.csv")),
  fs.readFileSync(path.join(EXAMPLES, "mitchell-session.csv")),
];

/** Opens bytes as a file; returns what happened, throwing only for an error no reader should give. */
function open(bytes: Uint8Array): "event" | "refused" {
  let event;
  try {
    event = openInput(bytes, "fuzz");
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) return "refused";
    throw e;
  }
  // Scored as the command line scores it: a section with problems is listed, not scored; scoring
  // may refuse (refusedBy words it), and anything else is a fault.
  if (sectionWithProblems(event) !== null) return "refused";
  const steps = startScoring(event, {});
  try {
    steps.finish();
  } catch (e) {
    if (refusedBy(event.sections[steps.section], e) === null) throw e;
    return "refused";
  }
  return "event";
}

/** A valid file with a few bytes changed, inserted or deleted at random places. */
const mutated = fc
  .tuple(
    fc.constantFrom(...VALID),
    fc.array(
      fc.record({
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        kind: fc.constantFrom("set", "insert", "delete"),
        byte: fc.constantFrom(0, 7, 10, 13, 27, 34, 44, 59, 91, 93, 0x22, 0x30, 0x39, 0x3c, 0x3e, 0xc3, 0xff),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  )
  .map(([file, edits]) => {
    const bytes = [...file];
    for (const e of edits) {
      const i = Math.min(bytes.length - 1, Math.floor(e.at * bytes.length));
      if (e.kind === "set") bytes[i] = e.byte;
      else if (e.kind === "insert") bytes.splice(i, 0, e.byte);
      else bytes.splice(i, 1);
    }
    return Uint8Array.from(bytes);
  });

describe("no reader crashes", () => {
  test("random bytes: an event scored or a refusal, never another error", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expect(["event", "refused"]).toContain(open(bytes));
      }),
      { numRuns: 150, seed: 20_261_125 },
    );
  });

  test("valid PBN, USEBIO and CSV files with random changes: scored or refused", () => {
    fc.assert(
      fc.property(mutated, (bytes) => {
        expect(["event", "refused"]).toContain(open(bytes));
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  test("random text as a CSV or a names table: rows or a CSV error, names or lines of problems", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: "binary" }), (text) => {
        try {
          readCsv(text);
        } catch (e) {
          expect(e).toBeInstanceOf(CsvError);
        }
        const names = readNamesFile("n.csv", text);
        expect("names" in names || names.errors.length > 0).toBe(true);
      }),
      { numRuns: 120, seed: 3 },
    );
  });

  test("the unmutated files still open (the property is not vacuous): 2 sections, 2, 1 and 1", () => {
    const sections = VALID.map((bytes) => openInput(bytes, "valid").sections.length);
    expect(sections).toEqual([2, 2, 1, 1]);
  });
});
