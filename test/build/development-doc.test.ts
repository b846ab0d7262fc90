// docs/development.md's "Folder layout" is written from the tree: every folder of src/ (at any
// depth) and every top-level folder of test/ is named there by its whole path with a slash after
// it ("src/scoring/deal/"), and every such path it names is a folder that exists. The section is
// the text under the heading "## Folder layout", up to the next heading of that level.
import * as fs from "node:fs";
import * as path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const DOC = path.join(ROOT, "docs/development.md");

/** The text of the layout section. */
function layoutSection(markdown: string): string {
  const start = markdown.indexOf("\n## Folder layout\n");
  if (start < 0) throw new Error('docs/development.md has no "## Folder layout" heading');
  const rest = markdown.slice(start + 1);
  const end = rest.indexOf("\n## ", 1);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Every folder under a folder of the repository, at any depth, as "src/a/b/". */
function foldersUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => [`${folder}/${e.name}/`, ...foldersUnder(`${folder}/${e.name}`)]);
}

const section = layoutSection(fs.readFileSync(DOC, "utf8"));
/** The folder paths the section names: src/... and test/... words ending in a slash. */
const named = new Set([...section.matchAll(/(?<![\w./-])((?:src|test)\/[\w./-]*\/)/g)].map((m) => m[1]));

test("the layout names every folder of src/", () => {
  const missing = foldersUnder("src").filter((f) => !named.has(f));
  expect({ "folders of src/ that docs/development.md's layout does not name": missing }).toEqual({
    "folders of src/ that docs/development.md's layout does not name": [],
  });
});

test("the layout names every top-level folder of test/", () => {
  const top = fs
    .readdirSync(path.join(ROOT, "test"), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `test/${e.name}/`);
  const missing = top.filter((f) => !named.has(f));
  expect({ "folders of test/ that docs/development.md's layout does not name": missing }).toEqual({
    "folders of test/ that docs/development.md's layout does not name": [],
  });
});

test("every folder the layout names exists", () => {
  expect(named.size).toBeGreaterThan(10);
  const stale = [...named].filter(
    (f) => !fs.existsSync(path.join(ROOT, f)) || !fs.statSync(path.join(ROOT, f)).isDirectory(),
  );
  expect({ "folders docs/development.md's layout names that do not exist": stale }).toEqual({
    "folders docs/development.md's layout names that do not exist": [],
  });
});

test("the benchmarks have their own page, linked from this one", () => {
  expect(fs.existsSync(path.join(ROOT, "docs/benchmarks.md"))).toBe(true);
  expect(fs.readFileSync(DOC, "utf8")).toContain("](benchmarks.md)");
});
