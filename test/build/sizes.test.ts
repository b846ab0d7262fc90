// The sizes a reader can hold in mind, read from the source itself:
// - no function, method or component of src/ is over 150 lines, and one over 100 lines carries an
//   opening comment saying why it is one piece;
// - at most two files of src/ are over 600 lines, each opening with a comment saying why it is one
//   concept (every other room is small enough to read at a sitting).
// Lines are counted from a function's first line to its last, comments and blank lines included,
// as an editor shows them.
import * as fs from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";

const SRC = path.resolve(__dirname, "../../src");
const LONG_FUNCTION = 100;
const TOO_LONG_FUNCTION = 150;
const LONG_FILE = 600;
const LONG_FILES_ALLOWED = 2;

/** Every .ts and .tsx file under src/, relative to src/ with "/" between folders. */
function sources(dir = ""): string[] {
  return fs.readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = dir === "" ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [rel] : [];
  });
}

interface Measured {
  readonly where: string;
  readonly lines: number;
  readonly commented: boolean;
}

type FunctionNode =
  | ts.FunctionDeclaration
  | ts.MethodDeclaration
  | ts.ArrowFunction
  | ts.FunctionExpression
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

function isFunction(n: ts.Node): n is FunctionNode {
  return (
    ts.isFunctionDeclaration(n) ||
    ts.isMethodDeclaration(n) ||
    ts.isArrowFunction(n) ||
    ts.isFunctionExpression(n) ||
    ts.isConstructorDeclaration(n) ||
    ts.isGetAccessorDeclaration(n) ||
    ts.isSetAccessorDeclaration(n)
  );
}

/** The statement or class member a function is declared by (its comment sits above that). */
function declaringNode(n: ts.Node): ts.Node {
  let at = n;
  while (at.parent && !ts.isSourceFile(at.parent) && !ts.isBlock(at.parent) && !ts.isClassLike(at.parent)) {
    if (ts.isStatement(at) || ts.isClassElement(at)) break;
    at = at.parent;
  }
  return at;
}

function hasLeadingComment(text: string, n: ts.Node): boolean {
  return (ts.getLeadingCommentRanges(text, n.getFullStart()) ?? []).length > 0;
}

function nameOf(n: FunctionNode): string {
  if (n.name) return n.name.getText();
  if (ts.isVariableDeclaration(n.parent)) return n.parent.name.getText();
  if (ts.isPropertyAssignment(n.parent)) return n.parent.name.getText();
  return "(anonymous)";
}

/** Every function of a file longer than LONG_FUNCTION lines. */
export function longFunctions(file: string, text: string): Measured[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Measured[] = [];
  const visit = (n: ts.Node): void => {
    if (isFunction(n)) {
      const first = sf.getLineAndCharacterOfPosition(n.getStart()).line;
      const lines = sf.getLineAndCharacterOfPosition(n.getEnd()).line - first + 1;
      if (lines > LONG_FUNCTION) {
        const commented = hasLeadingComment(text, n) || hasLeadingComment(text, declaringNode(n));
        found.push({ where: `${file}:${first + 1} ${nameOf(n)}`, lines, commented });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** Whether a file opens with a comment of its own (after any blank lines). */
function opensWithComment(text: string): boolean {
  return /^\s*(\/\/|\/\*)/.test(text);
}

const files = sources().map((f) => ({ file: f, text: fs.readFileSync(path.join(SRC, f), "utf8") }));

describe("the sizes of the source", () => {
  test("the measure finds what it looks for (a check that it can fail)", () => {
    const body = (n: number): string =>
      Array.from({ length: n }, (_, i) => `  const x${i} = ${i};`).join("\n");
    const long = `function big() {\n${body(160)}\n}\n// Why this one is one piece.\nconst ok = () => {\n${body(110)}\n};\nclass C {\n  m() {\n${body(105)}\n  }\n}\n`;
    const found = longFunctions("x.ts", long);
    expect(found.map((f) => [f.where, f.lines, f.commented])).toEqual([
      ["x.ts:1 big", 162, false],
      ["x.ts:164 ok", 112, true],
      ["x.ts:277 m", 107, false],
    ]);
  });

  test(`no function is over ${TOO_LONG_FUNCTION} lines`, () => {
    const tooLong = files
      .flatMap(({ file, text }) => longFunctions(file, text))
      .filter((f) => f.lines > TOO_LONG_FUNCTION)
      .map((f) => `${f.where}: ${f.lines} lines`);
    expect(tooLong).toEqual([]);
  });

  test(`a function over ${LONG_FUNCTION} lines says why it is one piece in an opening comment`, () => {
    const silent = files
      .flatMap(({ file, text }) => longFunctions(file, text))
      .filter((f) => !f.commented)
      .map((f) => `${f.where}: ${f.lines} lines`);
    expect(silent).toEqual([]);
  });

  test(`at most ${LONG_FILES_ALLOWED} files are over ${LONG_FILE} lines, each opening with a comment`, () => {
    const long = files.filter(({ text }) => text.split("\n").length > LONG_FILE);
    expect(long.map(({ file }) => file).length).toBeLessThanOrEqual(LONG_FILES_ALLOWED);
    expect(long.filter(({ text }) => !opensWithComment(text)).map(({ file }) => file)).toEqual([]);
  });
});
