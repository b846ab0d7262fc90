// Rules of the source that no compiler checks, read from the files themselves:
// - outside the scoring core, nothing tests a method's name ("mp", "butler", "cross") to learn what
//   kind of result it gives: that is what METHOD_TRAITS says, so a new method can never be taken
//   for another. (Import cycles are the import graph's test: import-graph.test.ts.)
import * as fs from "node:fs";
import * as path from "node:path";

const SRC = path.resolve(__dirname, "../../src");

/** Every .ts and .tsx file under a folder of src/, relative to src/ with "/" between folders. */
function sources(dir = ""): string[] {
  return fs.readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = dir === "" ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [rel] : [];
  });
}

/** A file's code with its comments blanked out (a JSDoc example may name a method). */
function code(file: string): string {
  return fs
    .readFileSync(path.join(SRC, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

const NAME = String.raw`"(?:butler|cross|mp)"`;
/**
 * A method's name compared with anything (=== "mp", "cross" !== m), chosen in a switch
 * (case "butler":) or passed alone to a function (methods.includes("cross"), uses("mp")).
 */
const METHOD_TEST = new RegExp(
  [
    String.raw`[=!]==?\s*${NAME}`,
    String.raw`${NAME}\s*[=!]==?`,
    String.raw`case\s+${NAME}\s*:`,
    String.raw`\w\(\s*${NAME}\s*\)`,
  ].join("|"),
  "g",
);

/** Each test of a method's name in a file, as the line number and the line (once per test). */
function methodTests(file: string): string[] {
  return code(file)
    .split("\n")
    .flatMap((line, i) => (line.match(METHOD_TEST) ?? []).map(() => `${i + 1}: ${line.trim()}`));
}

describe("the source outside the scoring core", () => {
  const files = sources().filter((f) => !f.startsWith("scoring/"));

  test("the scan finds what it looks for (a check that it can fail)", () => {
    const found = (text: string): string[] => text.match(METHOD_TEST) ?? [];
    expect(found('if (m === "mp") x();')).toEqual(['=== "mp"']);
    expect(found('const b = "butler" !== method;')).toEqual(['"butler" !==']);
    expect(found('case "cross":')).toEqual(['case "cross":']);
    expect(found('methods.includes("cross") || uses("mp")')).toEqual(['s("cross")', 's("mp")']);
    // A method named as data is no test of it.
    expect(found('scoreForSheet(t, { method: "mp" }); const M = { mp: "MatchPoints" };')).toEqual([]);
  });

  test("never tests a method's name: it asks METHOD_TRAITS", () => {
    const offending = files
      .map((file) => ({ file, tests: methodTests(file) }))
      .filter(({ tests }) => tests.length > 0);
    expect(offending).toEqual([]);
  });
});
