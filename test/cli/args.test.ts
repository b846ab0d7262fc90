// How every command splits its command line (src/cli/args.ts).
import * as fs from "node:fs";
import { fileWordProblem, splitArgs } from "../../src/cli/args";
import { main } from "../../src/cli/main";

const valued = (name: string) => name === "--method" || name === "--trim";

test("a value after the flag or after '=', switches, files, and '-' is a file", () => {
  expect(splitArgs(["b.csv", "--method", "mp", "--trim=0.1", "--json", "-"], valued)).toEqual([
    { kind: "file", arg: "b.csv" },
    { kind: "value", name: "--method", value: "mp" },
    { kind: "value", name: "--trim", value: "0.1" },
    { kind: "switch", name: "--json" },
    { kind: "file", arg: "-" },
  ]);
});

test("a flag followed by another --flag, or by nothing, has no value; '--trim=' has an empty one", () => {
  expect(splitArgs(["--method", "--json", "--trim"], valued)).toEqual([
    { kind: "missing", name: "--method" },
    { kind: "missing", name: "--trim" },
  ]);
  // A value may start with a single "-" (a negative number) when it follows the flag.
  expect(splitArgs(["--trim", "-1", "--trim="], valued)).toEqual([
    { kind: "value", name: "--trim", value: "-1" },
    { kind: "value", name: "--trim", value: "" },
  ]);
});

describe("a word in a file's place that cannot name a file is a usage error of its own", () => {
  const run = async (words: string[]) => {
    let err = "";
    const code = await main(["examples/mitchell-session.csv", ...words], {
      out: () => undefined,
      err: (t) => void (err += t),
      readFile: (p) => fs.readFileSync(p, "utf8"),
      writeFile: () => {
        throw new Error("nothing is written");
      },
    });
    return { code, first: err.split("\n")[0] };
  };

  test('an empty word ("", as an unset variable gives) is named, not read as a second session', async () => {
    expect(await run([""])).toEqual({
      code: 2,
      first: 'An empty word was given where a file is named (""); name the file, or leave the word out.',
    });
  });

  test('"-" says that standard input is not read', async () => {
    expect((await run(["-"])).first).toMatch(/^"-" \(standard input\) is not read/);
  });

  test("a flag typed with an em dash or a minus sign is offered with two hyphens", async () => {
    expect(await run(["\u2014json"])).toEqual({
      code: 2,
      first: "\u2014json is not a file nor a flag: flags begin with two hyphens; did you mean --json?",
    });
    expect(fileWordProblem("\u2212\u2212method")).toMatch(/did you mean --method\?$/);
    // A file whose name merely contains a dash is a file.
    expect(fileWordProblem("club\u2014monday.csv")).toBeNull();
    expect(fileWordProblem("s.csv")).toBeNull();
  });
});
