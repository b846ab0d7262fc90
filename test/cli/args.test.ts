// How every command splits its command line (src/cli/args.ts).
import { splitArgs } from "../../src/cli/args";

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
