// The command line as a whole: its reference in docs/command-line.md is the flag table's, so a
// flag added to src/cli/flags.ts fails this test until `npm run docs` has written it there.
import * as fs from "node:fs";
import { FLAGS } from "../../src/cli/flags";
import { flagsBlock, REFERENCE_PAGE, withFlagsBlock } from "../../scripts/cli-reference";

describe("docs/command-line.md's flag reference", () => {
  test("is what the flag table gives (run npm run docs after changing the table)", () => {
    const page = fs.readFileSync(REFERENCE_PAGE, "utf8");
    expect(withFlagsBlock(page)).toBe(page);
  });

  test("names every flag of the table", () => {
    const block = flagsBlock();
    for (const f of FLAGS) expect([f.name, block.includes(`\`${f.name}`)]).toEqual([f.name, true]);
  });

  test("a page without the block's markers is refused", () => {
    expect(() => withFlagsBlock("# No block\n")).toThrow(/flags:begin/);
  });
});
