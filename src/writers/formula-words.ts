/**
 * The results sheet's formulas read out in words, for the results web page: each computed cell
 * shows its formula as the worksheet has it ("=ROUND(F5/F6,9)") and the same in plain words ("F5
 * divided by F6, rounded to 9 decimal places"), keeping the cell names so a reader can find the
 * cells it uses. The formulas are the small part of Excel's language the sheet writes: numbers,
 * text in quotes, cells and ranges, + - * / & = <> < > <= >=, brackets and a handful of built-in
 * functions. A function this module has no words for is read as its name and its arguments, so
 * nothing is ever left out; a formula it cannot read at all gets no words (the formula is still
 * shown).
 */
import { referenceAt, relativeRef } from "../grid/a1";

type Node =
  | { readonly t: "num"; readonly v: string }
  | { readonly t: "str"; readonly v: string }
  | { readonly t: "ref"; readonly v: string }
  | { readonly t: "call"; readonly name: string; readonly args: readonly Node[] }
  | { readonly t: "neg"; readonly x: Node }
  | { readonly t: "bin"; readonly op: string; readonly a: Node; readonly b: Node }
  | { readonly t: "paren"; readonly x: Node };

/** A number, text in quotes or a function's name and its bracket; cell references are read by the grid. */
const TOKEN = /(\d+(?:\.\d+)?(?:E[+-]?\d+)?)|("(?:[^"]|"")*")|([A-Z][A-Z0-9.]*)\(/y;
const OPERATOR = /<=|>=|<>|[-+*/&=<>(),^%]/y;

type Token = { readonly kind: "num" | "str" | "fn" | "ref" | "op"; readonly text: string };

function tokens(source: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  for (;;) {
    while (at < source.length && /\s/.test(source[at])) at++;
    if (at >= source.length) return out;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(source);
    const ref = m === null ? referenceAt(source, at) : null;
    OPERATOR.lastIndex = at;
    const op = m === null && ref === null ? OPERATOR.exec(source) : null;
    if (m !== null) {
      if (m[1] !== undefined) out.push({ kind: "num", text: m[1] });
      else if (m[2] !== undefined) out.push({ kind: "str", text: m[2].slice(1, -1).replace(/""/g, '"') });
      else out.push({ kind: "fn", text: m[3] });
      at += m[0].length;
    } else if (ref !== null) {
      out.push({ kind: "ref", text: relativeRef(ref) });
      at += ref.length;
    } else if (op !== null) {
      out.push({ kind: "op", text: op[0] });
      at += op[0].length;
    } else throw new SyntaxError(`Cannot read the formula at "${source.slice(at)}".`);
  }
}

/** Excel's operator precedence, loosest first. */
const LEVELS: readonly (readonly string[])[] = [
  ["=", "<>", "<", ">", "<=", ">="],
  ["&"],
  ["+", "-"],
  ["*", "/"],
];

class Parser {
  private i = 0;
  constructor(private readonly ts: readonly Token[]) {}

  parse(): Node {
    const n = this.level(0);
    if (this.i < this.ts.length) throw new SyntaxError(`Unexpected "${this.ts[this.i].text}".`);
    return n;
  }

  private peek(): Token | undefined {
    return this.ts[this.i];
  }

  private expect(text: string): void {
    const t = this.ts[this.i++];
    if (t?.kind !== "op" || t.text !== text) throw new SyntaxError(`Expected "${text}".`);
  }

  private level(k: number): Node {
    if (k === LEVELS.length) return this.unary();
    let a = this.level(k + 1);
    for (let t = this.peek(); t?.kind === "op" && LEVELS[k].includes(t.text); t = this.peek()) {
      this.i++;
      a = { t: "bin", op: t.text, a, b: this.level(k + 1) };
    }
    return a;
  }

  private unary(): Node {
    const t = this.peek();
    if (t?.kind === "op" && t.text === "-") {
      this.i++;
      return { t: "neg", x: this.unary() };
    }
    if (t?.kind === "op" && t.text === "+") {
      this.i++;
      return this.unary();
    }
    return this.atom();
  }

  private atom(): Node {
    const t = this.ts[this.i++];
    if (t === undefined) throw new SyntaxError("The formula ends too soon.");
    if (t.kind === "num") return { t: "num", v: t.text };
    if (t.kind === "str") return { t: "str", v: t.text };
    if (t.kind === "ref") return { t: "ref", v: t.text };
    if (t.kind === "fn") {
      const args: Node[] = [];
      if (!(this.peek()?.kind === "op" && this.peek()!.text === ")")) {
        args.push(this.level(0));
        while (this.peek()?.kind === "op" && this.peek()!.text === ",") {
          this.i++;
          args.push(this.level(0));
        }
      }
      this.expect(")");
      return { t: "call", name: t.text, args };
    }
    if (t.text === "(") {
      const x = this.level(0);
      this.expect(")");
      return { t: "paren", x };
    }
    throw new SyntaxError(`Unexpected "${t.text}".`);
  }
}

const OPS: Readonly<Record<string, string>> = {
  "+": "plus",
  "-": "minus",
  "*": "times",
  "/": "divided by",
  "&": "followed by",
  "=": "equals",
  "<>": "is not",
  "<": "is less than",
  ">": "is more than",
  "<=": "is at most",
  ">=": "is at least",
};

/** What a comparison in a COUNTIF or SUMIF criterion ("<=", ">") says of each cell. */
const CRITERIA: Readonly<Record<string, string>> = {
  "<": "are less than",
  ">": "are more than",
  "<=": "are at most",
  ">=": "are at least",
  "<>": "are not",
  "=": "equal",
};

/** A number's words: as it is, a minus sign kept. */
function numberWords(n: Node): number | null {
  if (n.t === "num") return Number(n.v);
  if (n.t === "neg" && n.x.t === "num") return -Number(n.x.v);
  return null;
}

/** "rounded to the nearest 10", "rounded to a whole number", "rounded to 2 decimal places". */
function roundingWords(digits: Node, verb: string): string {
  const d = numberWords(digits);
  if (d === null) return `${verb} to ${words(digits)} decimal places`;
  if (d === 0) return `${verb} to a whole number`;
  if (d < 0) return `${verb} to the nearest ${10 ** -d}`;
  return `${verb} to ${d} decimal place${d === 1 ? "" : "s"}`;
}

/** A COUNTIF or SUMIF criterion: what each cell of the range must be. */
function criterionWords(c: Node): string {
  if (c.t === "str") {
    const m = /^(<=|>=|<>|<|>|=)(.*)$/.exec(c.v);
    if (m) return `${CRITERIA[m[1]]} ${m[2]}`;
    return `equal "${c.v}"`;
  }
  if (c.t === "bin" && c.op === "&" && c.a.t === "str" && CRITERIA[c.a.v] !== undefined)
    return `${CRITERIA[c.a.v]} ${words(c.b)}`;
  return `equal ${words(c)}`;
}

function words(n: Node): string {
  switch (n.t) {
    case "num":
      return n.v;
    case "str":
      return n.v === "" ? "nothing" : `"${n.v}"`;
    case "ref":
      return n.v;
    case "paren":
      return `(${words(n.x)})`;
    case "neg":
      return `minus ${words(n.x)}`;
    case "bin":
      return `${words(n.a)} ${OPS[n.op]} ${words(n.b)}`;
    case "call":
      return callWords(n.name, n.args);
  }
}

function callWords(name: string, args: readonly Node[]): string {
  const w = args.map(words);
  switch (`${name}/${args.length}`) {
    case "ROUND/2":
      return `${w[0]}, ${roundingWords(args[1], "rounded")}`;
    case "ROUNDDOWN/2":
      return `${w[0]}, ${roundingWords(args[1], "cut (towards zero)")}`;
    case "SUM/1":
      return `the sum of ${w[0]}`;
    case "AVERAGE/1":
      return `the average of ${w[0]}`;
    case "MEDIAN/1":
      return `the median of ${w[0]}`;
    case "COUNT/1":
      return `how many numbers ${w[0]} holds`;
    case "ROWS/1":
      return `the number of rows of ${w[0]}`;
    case "ABS/1":
      return `the size of ${w[0]} (without its sign)`;
    case "SIGN/1":
      return `the sign of ${w[0]} (1, 0 or -1)`;
    case "ISNUMBER/1":
      return `${w[0]} is a number`;
    case "LARGE/2":
      return `the ${w[1]}th largest of ${w[0]}`;
    case "SMALL/2":
      return `the ${w[1]}th smallest of ${w[0]}`;
    case "COUNTIF/2":
      return `how many cells of ${w[0]} ${criterionWords(args[1])}`;
    case "SUMIF/3":
      return `the sum of ${w[2]} where ${w[0]} ${criterionWords(args[1])}`;
    case "SUMPRODUCT/1": {
      const a = args[0];
      if (a.t === "bin" && a.op === "*" && a.a.t === "call" && a.a.name === "ISNUMBER")
        return `the sum of ${words(a.b)} over the cells where ${words(a.a.args[0])} holds a number`;
      return `the sum of ${w[0]}, cell by cell`;
    }
    case "SUMPRODUCT/2":
      return `the sum of ${w[0]} times ${w[1]}, cell by cell`;
    case "MATCH/3":
      return w[2] === "1"
        ? `the place in ${w[1]} of the last value not above ${w[0]}`
        : `the place of ${w[0]} in ${w[1]}`;
    case "INDEX/3":
      return `the value in row ${w[1]}, column ${w[2]} of ${w[0]}`;
    case "IF/3":
      return `if ${w[0]}, then ${w[1]}, otherwise ${w[2]}`;
    default:
      return `${name} of ${w.join(", ")}`;
  }
}

/**
 * A formula of the results sheet in plain words, with its cell names; null when it cannot be read.
 *
 * @example
 * formulaWords("=ROUND(AVERAGE(F5:F9),-1)"); // "The average of F5:F9, rounded to the nearest 10"
 * formulaWords("=K5-$F$12"); // "K5 minus F12"
 */
export function formulaWords(formula: string): string | null {
  const source = formula.startsWith("=") ? formula.slice(1) : formula;
  try {
    const tree = new Parser(tokens(source)).parse();
    const text = tree.t === "ref" ? `the same as ${tree.v}` : words(tree);
    return text.charAt(0).toUpperCase() + text.slice(1);
  } catch (e) {
    if (e instanceof SyntaxError) return null;
    throw e;
  }
}
