// How far the tests follow the project's rule for where a test lives (docs/development.md, "Where
// tests live"): a module's unit test at the mirrored path, src/a/b.ts tested by test/a/b.test.ts
// (or several files named test/a/b.<aspect>.test.ts, or .e2e.test.ts for a browser test).
//
//   npx tsx scripts/test-paths.ts          the counts, then each module without a test at its
//                                          path and each test at no module's path, by folder
//   npx tsx scripts/test-paths.ts --counts the counts only
//
// A module here is a .ts or .tsx file of src/ other than an index.ts (a folder's front door, which
// holds no logic of its own) or a .d.ts declaration.
import * as fs from "node:fs";
import * as path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/** Every file under a folder of the repository, as a path from the repository's root. */
function filesUnder(folder: string): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
  return walk(folder).sort();
}

/** The modules of src/ that a unit test could mirror. */
export function sourceModules(): string[] {
  return filesUnder("src").filter(
    (f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts") && !/\/index\.tsx?$/.test(f),
  );
}

/** The module path a test file mirrors: test/a/b.test.ts and test/a/b.x.test.ts both give src/a/b. */
export function mirroredStem(testFile: string): string {
  return testFile.replace(/^test\//, "src/").replace(/(\.[\w-]+)?\.test\.tsx?$/, "");
}

export interface TestPaths {
  modules: string[];
  tests: string[];
  /** Modules with a test at their own path. */
  mirrored: string[];
  /** Tests whose path is no module's. */
  elsewhere: string[];
}

export function measureTestPaths(): TestPaths {
  const modules = sourceModules();
  const tests = filesUnder("test").filter((f) => /\.test\.tsx?$/.test(f));
  const stems = new Set(tests.map(mirroredStem));
  // A test of a folder's front door (test/office/index.test.ts) is at a module's path too.
  const sources = filesUnder("src").filter((f) => /\.tsx?$/.test(f));
  const moduleStems = new Set(sources.map((m) => m.replace(/\.tsx?$/, "")));
  return {
    modules,
    tests,
    mirrored: modules.filter((m) => stems.has(m.replace(/\.tsx?$/, ""))),
    elsewhere: tests.filter((t) => !moduleStems.has(mirroredStem(t))),
  };
}

function byFolder(files: string[]): string {
  const folders = new Map<string, string[]>();
  for (const f of files)
    folders.set(path.dirname(f), [...(folders.get(path.dirname(f)) ?? []), path.basename(f)]);
  return [...folders].map(([folder, names]) => `  ${folder}/: ${names.join(" ")}`).join("\n");
}

if (require.main === module) {
  const m = measureTestPaths();
  const share = Math.round((100 * m.mirrored.length) / m.modules.length);
  console.log(
    `${m.mirrored.length} of ${m.modules.length} modules of src/ (${share}%) have a test at their own path.`,
  );
  console.log(`${m.tests.length - m.elsewhere.length} of ${m.tests.length} tests are at a module's path.`);
  if (!process.argv.includes("--counts")) {
    const unmirrored = m.modules.filter((x) => !m.mirrored.includes(x));
    console.log(`\nModules without a test at their path:\n${byFolder(unmirrored)}`);
    console.log(`\nTests at no module's path:\n${byFolder(m.elsewhere)}`);
  }
}
