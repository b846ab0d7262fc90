// The import graph of src/, read with the TypeScript compiler's parser, and a finder of its cycles.
// Every way one module names another counts: `import`, `import type`, `export ... from`,
// `import x = require(...)`, a dynamic `import()` and a type written `import("...").T`. A type-only
// import is erased from the build, but the design still depends on it, so a type-only cycle is a
// cycle. Only relative specifiers name files of the project; a package ("react", "node:fs") or an
// asset that is not TypeScript (a .csv, a .html) is not an edge.
import * as fs from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";

export const ROOT = path.resolve(__dirname, "../..");

/** One import: `from` names `to`, both paths relative to the repository with forward slashes. */
export interface ImportEdge {
  from: string;
  to: string;
  /** 1-based line of the import in `from`. */
  line: number;
  specifier: string;
}

export interface ImportGraph {
  /** Every .ts and .tsx file under the folder read, sorted. */
  files: string[];
  edges: ImportEdge[];
}

const SOURCE = /\.(ts|tsx)$/;

function listSources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSources(full));
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

function repoPath(full: string): string {
  return path.relative(ROOT, full).split(path.sep).join("/");
}

/** The file a relative specifier names, as the bundler resolves it, or undefined for a non-TypeScript asset. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.d.ts`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  for (const candidate of candidates) {
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  }
  return undefined;
}

/** Every module specifier a source names, with its line. */
export function specifiersOf(fileName: string, text: string): { specifier: string; line: number }[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: { specifier: string; line: number }[] = [];
  const record = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ specifier: node.text, line });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      record(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      record(node.moduleReference.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      record(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      record(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The import graph of every .ts/.tsx file under `dir` (a path relative to the repository). */
export function readImportGraph(dir = "src"): ImportGraph {
  const files = listSources(path.join(ROOT, dir)).sort();
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const { specifier, line } of specifiersOf(file, fs.readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const target = resolveRelative(file, specifier);
      if (target) edges.push({ from: repoPath(file), to: repoPath(target), line, specifier });
    }
  }
  return { files: files.map(repoPath), edges };
}

/** The folder a file sits directly in. */
export function folderOf(file: string): string {
  return path.posix.dirname(file);
}

/** Adjacency lists, each sorted, from a list of edges (a node with no edges out is still listed). */
export function adjacency(
  nodes: Iterable<string>,
  edges: Iterable<{ from: string; to: string }>,
): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const node of nodes) sets.set(node, new Set());
  for (const { from, to } of edges) {
    if (!sets.has(from)) sets.set(from, new Set());
    if (!sets.has(to)) sets.set(to, new Set());
    sets.get(from)!.add(to);
  }
  return new Map([...sets].map(([node, out]) => [node, [...out].sort()]));
}

/** The strongly connected components (Tarjan), each sorted. */
function components(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      out.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return out;
}

/** A shortest path inside `within` from `start` to `goal` (breadth first), both ends included. */
function shortestPath(
  graph: Map<string, string[]>,
  start: string,
  goal: string,
  within: Set<string>,
): string[] {
  if (start === goal) return [start];
  const cameFrom = new Map<string, string>([[start, start]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    for (const to of graph.get(queue[head]) ?? []) {
      if (!within.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, queue[head]);
      if (to === goal) {
        const path = [goal];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return path;
      }
      queue.push(to);
    }
  }
  throw new Error(`no path from ${start} to ${goal}`);
}

/**
 * The cycles of a directed graph, each as the list of its nodes in import order (the last imports
 * the first), starting at its smallest node. Every edge that lies on any cycle is on at least one
 * cycle reported, so breaking every cycle reported leaves none: for each such edge u -> v, the
 * cycle that closes it by a shortest way back from v to u, without repeats. A node importing
 * itself is a cycle of one.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  for (const component of components(graph)) {
    const within = new Set(component);
    for (const from of component) {
      for (const to of graph.get(from) ?? []) {
        if (!within.has(to)) continue;
        const cycle = [from, ...shortestPath(graph, to, from, within).slice(0, -1)];
        const first = cycle.indexOf([...cycle].sort()[0]);
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.set(rotated.join(" -> "), rotated);
      }
    }
  }
  return [...cycles.values()].sort((a, b) => a.join(" ").localeCompare(b.join(" ")));
}

/** A cycle written for a failure message: "a -> b -> c -> a". */
export function describeCycle(cycle: string[]): string {
  return [...cycle, cycle[0]].join(" -> ");
}
