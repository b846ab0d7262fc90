// The import rules that keep the layers apart (eslint.config.mjs), run through ESLint itself on
// small snippets placed where they would live: the rule must refuse a deep import of the scoring
// core from outside it, an upward import from the core, any import from the grid leaf, and an
// import of a front end from the Office adapter (src/office), and must let the front door, the
// core's own modules and the adapter's own layers through. A second pair of rules keeps Office.js
// itself (its globals and its types) inside src/office.
// ESLint runs as the build runs it, in a child process (its flat config is an ES module, which
// jest's module loader cannot import).
import { spawnSync } from "node:child_process";
import * as path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const ESLINT = path.join(ROOT, "node_modules", "eslint", "bin", "eslint.js");

function lintMessages(filePath: string, code: string, ruleId: string): string[] {
  const run = spawnSync(
    process.execPath,
    [ESLINT, "--format", "json", "--stdin", "--stdin-filename", filePath],
    {
      cwd: ROOT,
      input: code,
      encoding: "utf8",
    },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

function restrictedImports(filePath: string, code: string): string[] {
  return lintMessages(filePath, code, "no-restricted-imports");
}

jest.setTimeout(60_000);

describe("layer rules", () => {
  test("a custom function importing a file inside the core fails the lint", () => {
    const messages = restrictedImports(
      "src/functions/deep.ts",
      'import { imp } from "../scoring/rules/imp";\nexport const x = imp(450);\n',
    );
    expect(messages).toEqual([
      "'../scoring/rules/imp' import is restricted from being used by a pattern. Import the scoring core through its front door (src/scoring/index.ts), not a file inside it.",
    ]);
  });

  test("a test outside test/scoring is held to the front door too", () => {
    const messages = restrictedImports(
      "test/sheet/deep.test.ts",
      'import { imp } from "../../src/scoring/rules/imp";\nexport const x = imp(450);\n',
    );
    expect(messages).toHaveLength(1);
  });

  test("the front door is allowed", () => {
    const messages = restrictedImports(
      "src/functions/door.ts",
      'import { imp } from "../scoring";\nexport const x = imp(450);\n',
    );
    expect(messages).toEqual([]);
  });

  test("the core may not import a higher layer", () => {
    const messages = restrictedImports(
      "src/scoring/rules/up.ts",
      'import { SheetModel } from "../../sheet/model";\nexport type X = SheetModel;\n',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("The scoring core is pure");
  });

  test("the core may not import the layers above it that came later: the event layer, the Office adapter, the teaching page", () => {
    for (const target of ["../../event", "../../office/area", "../../learn/score-page"]) {
      const messages = restrictedImports(
        "src/scoring/rules/up.ts",
        `import * as up from "${target}";\nexport const x = up;\n`,
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain("The scoring core is pure");
    }
  });

  test("the core may import its own modules and the grid", () => {
    const messages = restrictedImports(
      "src/scoring/rules/ok.ts",
      'import { imp } from "./imp";\nimport { columnLetters } from "../../grid/a1";\nexport const x = [imp(1), columnLetters(0)];\n',
    );
    expect(messages).toEqual([]);
  });

  test("the grid imports nothing", () => {
    const messages = restrictedImports(
      "src/grid/up.ts",
      'import { imp } from "../scoring";\nexport const x = imp(450);\n',
    );
    expect(messages).toHaveLength(1);
  });
  test("inside the core, a rule may not import board scoring", () => {
    const messages = restrictedImports(
      "src/scoring/rules/up.ts",
      'import { scoreBoard } from "../board/score-board";\nexport const x = scoreBoard;\n',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("The rules and the model come first in the core");
  });
});

describe("the Office adapter's rules", () => {
  test("src/office may not import a front end: the pane, the teaching page, the command line, the functions", () => {
    const imports = ["../taskpane/actions", "../learn/score-page", "../cli/score", "../functions/functions"];
    for (const from of imports) {
      const messages = restrictedImports(
        "src/office/up.ts",
        `import * as m from "${from}";\nexport const x = m;\n`,
      );
      expect([from, messages.length]).toEqual([from, 1]);
      expect(messages[0]).toContain("src/office is the Office.js adapter, below the front ends");
    }
  });

  test("src/office may import the sheet model, the grid, the writers and the core's front door", () => {
    const messages = restrictedImports(
      "src/office/ok.ts",
      'import { cellRef } from "../grid/a1";\nimport type { SheetModel } from "../sheet/model";\n' +
        'import { writePbn } from "../writers/pbn";\nimport { imp } from "../scoring";\n' +
        "export const x: [unknown, SheetModel | null, unknown] = [cellRef(0, 0), null, [writePbn, imp]];\n",
    );
    expect(messages).toEqual([]);
  });

  test("src/office is held to the core's front door too", () => {
    const messages = restrictedImports(
      "src/office/deep.ts",
      'import { imp } from "../scoring/rules/imp";\nexport const x = imp(450);\n',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("front door");
  });

  test("the pane may import the adapter", () => {
    const messages = restrictedImports(
      "src/taskpane/door.ts",
      'import { officeActions } from "../office";\nexport const x = officeActions;\n',
    );
    expect(messages).toEqual([]);
  });

  // One call (Office.context) and one type (Excel.Range) in a pane module: each is refused once.
  const USES_OFFICE = "export function f(r: Excel.Range): unknown {\n  return [r, Office.context];\n}\n";

  test("Office.js outside src/office fails the lint: its globals and its types", () => {
    for (const file of ["src/taskpane/glue.ts", "src/taskpane/components/Glue.tsx", "src/sheet/glue.ts"]) {
      const globals = lintMessages(file, USES_OFFICE, "no-restricted-globals");
      const types = lintMessages(file, USES_OFFICE, "no-restricted-syntax");
      expect([file, globals.length, types.length]).toEqual([file, 1, 1]);
      expect(globals[0]).toContain("Only src/office, the Office adapter, uses Office.js");
    }
  });

  test("Office.js inside src/office passes", () => {
    const globals = lintMessages("src/office/glue.ts", USES_OFFICE, "no-restricted-globals");
    const types = lintMessages("src/office/glue.ts", USES_OFFICE, "no-restricted-syntax");
    expect([globals, types]).toEqual([[], []]);
  });
});
