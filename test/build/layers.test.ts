// The import rules that keep the layers apart (eslint.config.mjs), run through ESLint itself on
// small snippets placed where they would live: the rule must refuse a deep import of the scoring
// core from outside it, an upward import from the core, and any import from the grid leaf, and must
// let the front door and the core's own modules through.
// ESLint runs as the build runs it, in a child process (its flat config is an ES module, which
// jest's module loader cannot import).
import { spawnSync } from "node:child_process";
import * as path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const ESLINT = path.join(ROOT, "node_modules", "eslint", "bin", "eslint.js");

function restrictedImports(filePath: string, code: string): string[] {
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
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
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
