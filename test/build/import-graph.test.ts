// The shape of src/ as its imports draw it: no file reaches itself through its imports, no folder
// does, and each top-level layer imports only the layers declared below it. The graph is read with
// the TypeScript parser (import-graph.ts), every kind of import counted, `import type` and a
// dynamic import() too: an import erased from the build is still a dependency of the design.
import {
  adjacency,
  describeCycle,
  findCycles,
  folderOf,
  readImportGraph,
  specifiersOf,
  type ImportEdge,
} from "./import-graph";

/**
 * The top-level folders of src/, lowest first, each with the layers it may import. A layer
 * imports only layers to its left; the front ends at the end may import every layer below them
 * but not one another. What two front ends both show (the pane's and the teaching page's scoring
 * form) is a layer of its own below them, ui. A folder not created yet costs nothing: the rule
 * waits for it.
 */
const BELOW_FRONT_ENDS = ["office", "writers", "event", "sheet", "io", "scoring", "grid"];
const FRONT_ENDS = ["functions", "taskpane", "learn", "cli"];
const LAYERS: Readonly<Record<string, readonly string[]>> = {
  grid: [],
  scoring: ["grid"],
  io: ["scoring", "grid"],
  sheet: ["scoring", "grid"],
  event: ["io", "sheet", "scoring", "grid"],
  writers: ["event", "io", "sheet", "scoring", "grid"],
  office: ["writers", "event", "sheet", "io", "scoring", "grid"],
  ui: ["event", "sheet", "io", "scoring", "grid"],
  functions: BELOW_FRONT_ENDS,
  taskpane: [...BELOW_FRONT_ENDS, "ui"],
  learn: [...BELOW_FRONT_ENDS, "ui"],
  cli: BELOW_FRONT_ENDS,
};

/**
 * Imports across layers that the table above would refuse, allowed by name: a module path without
 * its extension, standing for that file or for everything in that folder. None today: a front end
 * never borrows another's module by name (what they share goes below them both).
 */
interface Allowance {
  from: string;
  to: readonly string[];
  why: string;
}
const ALLOWANCES: readonly Allowance[] = [];

function layerOf(file: string): string {
  const [, layer] = file.split("/");
  return file.split("/").length === 2 ? "(a file directly in src/)" : layer;
}

function allowedByName(allowances: readonly Allowance[], fromLayer: string, to: string): boolean {
  return allowances.some(
    (a) =>
      a.from === fromLayer &&
      a.to.some((m) => to === `${m}.ts` || to === `${m}.tsx` || to.startsWith(`${m}/`)),
  );
}

/** Every import that crosses layers against the table, as a sentence saying what to change. */
function layerViolations(
  edges: readonly ImportEdge[],
  layers: Readonly<Record<string, readonly string[]>>,
  allowances: readonly Allowance[],
): string[] {
  const out: string[] = [];
  for (const edge of edges) {
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    if (from === to) continue;
    const allowed = layers[from];
    if (allowed === undefined) {
      out.push(
        `${edge.from} is in ${from}, which is not a declared layer: add it to LAYERS in test/build/import-graph.test.ts with the layers it may import.`,
      );
      continue;
    }
    if (allowed.includes(to) || allowedByName(allowances, from, edge.to)) continue;
    const only = allowed.length === 0 ? "nothing" : `only ${allowed.join(", ")}`;
    const named = allowances
      .filter((a) => a.from === from)
      .map((a) => ` (and by name ${a.to.join(", ")}, as ${a.why})`)
      .join("");
    out.push(`${edge.from}:${edge.line} imports ${edge.to}: ${from} may import ${only}${named}.`);
  }
  return [...new Set(out)];
}

/** Each cycle with the import that makes each of its steps, for the failure message. */
function explainCycles(cycles: string[][], step: (from: string, to: string) => ImportEdge): string {
  return cycles
    .map((cycle) => {
      const steps = cycle.map((from, i) => {
        const e = step(from, cycle[(i + 1) % cycle.length]);
        return `    ${e.from}:${e.line} imports ${e.to}`;
      });
      return [`  ${describeCycle(cycle)}`, ...steps].join("\n");
    })
    .join("\n");
}

describe("the cycle finder", () => {
  // a -> b -> c -> a is a cycle, and so is c -> d -> c through the same c; e -> e imports itself;
  // f -> a and a -> g lead into and out of the cycles without being on one.
  const graph = adjacency(
    ["a", "b", "c", "d", "e", "f", "g"],
    [
      { from: "a", to: "b" },
      { from: "b", to: "c" },
      { from: "c", to: "a" },
      { from: "c", to: "d" },
      { from: "d", to: "c" },
      { from: "e", to: "e" },
      { from: "f", to: "a" },
      { from: "a", to: "g" },
    ],
  );

  test("finds every cycle of a made-up graph, each from its smallest node", () => {
    expect(findCycles(graph)).toEqual([["a", "b", "c"], ["c", "d"], ["e"]]);
    expect(describeCycle(["a", "b", "c"])).toBe("a -> b -> c -> a");
  });

  test("finds none in a graph without one", () => {
    const tree = adjacency(
      ["a", "b", "c"],
      [
        { from: "a", to: "b" },
        { from: "a", to: "c" },
        { from: "b", to: "c" },
      ],
    );
    expect(findCycles(tree)).toEqual([]);
  });

  test("names every import on a cycle: two cycles through the same pair of nodes are both listed", () => {
    // a -> b -> a and a -> c -> b -> a: the second is the only one with a -> c in it.
    const twoWays = adjacency(
      [],
      [
        { from: "a", to: "b" },
        { from: "b", to: "a" },
        { from: "a", to: "c" },
        { from: "c", to: "b" },
      ],
    );
    expect(findCycles(twoWays)).toEqual([
      ["a", "b"],
      ["a", "c", "b"],
    ]);
  });
});

describe("reading imports", () => {
  test("every form of import is an edge, a type-only and a dynamic one too", () => {
    const code = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'export { c } from "./c";',
      'export * from "./d";',
      'import e = require("./e");',
      'const f = () => import("./f");',
      'let g: import("./g").G;',
      'import "./h";',
      'const notAnImport = "./z";',
    ].join("\n");
    expect(specifiersOf("x.ts", code)).toEqual(
      ["./a", "./b", "./c", "./d", "./e", "./f", "./g", "./h"].map((specifier, i) => ({
        specifier,
        line: i + 1,
      })),
    );
  });

  test("the layer check refuses an upward import and names what is allowed", () => {
    const edge = {
      from: "src/writers/office/excel.ts",
      to: "src/taskpane/actions.ts",
      line: 7,
      specifier: "",
    };
    expect(layerViolations([edge], LAYERS, ALLOWANCES)).toEqual([
      "src/writers/office/excel.ts:7 imports src/taskpane/actions.ts: writers may import only event, io, sheet, scoring, grid.",
    ]);
    const learn = (to: string) => ({ from: "src/learn/page.tsx", to, line: 1, specifier: "" });
    expect(layerViolations([learn("src/ui/OptionsForm.tsx")], LAYERS, ALLOWANCES)).toEqual([]);
    expect(layerViolations([learn("src/event/forms.ts")], LAYERS, ALLOWANCES)).toEqual([]);
    expect(
      layerViolations([{ ...learn("src/cli/args.ts"), from: "src/functions/f.ts" }], LAYERS, ALLOWANCES),
    ).toEqual([
      "src/functions/f.ts:1 imports src/cli/args.ts: functions may import only office, writers, event, sheet, io, scoring, grid.",
    ]);
    // The shared form is below the front ends: it may not reach up into one of them.
    expect(
      layerViolations(
        [{ ...learn("src/taskpane/actions.ts"), from: "src/ui/OptionsForm.tsx" }],
        LAYERS,
        ALLOWANCES,
      ),
    ).toHaveLength(1);
  });

  test("no front end imports another front end's folder: each pair, both ways, is refused", () => {
    const pairs = FRONT_ENDS.flatMap((from) =>
      FRONT_ENDS.filter((to) => to !== from).map((to) => [from, to]),
    );
    expect(pairs).toHaveLength(12);
    for (const [from, to] of pairs) {
      for (const file of [`src/${to}/index.ts`, `src/${to}/components/Form.tsx`, `src/${to}/options.ts`]) {
        const edge = { from: `src/${from}/x.ts`, to: file, line: 3, specifier: "" };
        expect([from, file, layerViolations([edge], LAYERS, ALLOWANCES).length]).toEqual([from, file, 1]);
      }
    }
    // The teaching page's old borrowings from the pane are refused like any other.
    const learn = (to: string) => ({ from: "src/learn/page.tsx", to, line: 1, specifier: "" });
    for (const to of [
      "src/taskpane/options.ts",
      "src/taskpane/examples.ts",
      "src/taskpane/components/Form.tsx",
    ])
      expect(layerViolations([learn(to)], LAYERS, ALLOWANCES)).toEqual([
        `src/learn/page.tsx:1 imports ${to}: learn may import only office, writers, event, sheet, io, scoring, grid, ui.`,
      ]);
  });
});

describe("the import graph of src/", () => {
  const graph = readImportGraph("src");
  const edgeBetween = (from: string, to: string) => graph.edges.find((e) => e.from === from && e.to === to)!;

  test("is read: the front door of the core imports its modules, and the core imports the grid", () => {
    expect(graph.files).toContain("src/scoring/index.ts");
    expect(
      graph.edges.some((e) => e.from === "src/scoring/index.ts" && e.to === "src/scoring/session/session.ts"),
    ).toBe(true);
    expect(graph.edges.some((e) => e.from.startsWith("src/scoring/") && e.to === "src/grid/a1.ts")).toBe(
      true,
    );
  });

  test("no file imports itself through other files", () => {
    const cycles = findCycles(adjacency(graph.files, graph.edges));
    if (cycles.length > 0) {
      throw new Error(
        `Import cycles between files (move what both sides need into a module of its own, so the arrows point one way):\n${explainCycles(cycles, edgeBetween)}`,
      );
    }
  });

  // A folder's subfolders are its parts (src/io/pbn/ is a part of src/io/, src/learn/page/ of
  // src/learn/): a part may use what its folder keeps for all its parts (src/io/text.ts) while the
  // folder's own front modules use the parts, so imports between a folder and a folder inside it
  // are not counted here. Between folders not nested in one another (siblings such as
  // src/io/bws/ and src/io/results-file/, or src/sheet/ and src/writers/) the arrows point one way.
  test("no folder imports itself through other folders", () => {
    const nested = (a: string, b: string): boolean => a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
    const between = graph.edges.filter(
      (e) => folderOf(e.from) !== folderOf(e.to) && !nested(folderOf(e.from), folderOf(e.to)),
    );
    const cycles = findCycles(
      adjacency(
        graph.files.map(folderOf),
        between.map((e) => ({ from: folderOf(e.from), to: folderOf(e.to) })),
      ),
    );
    const example = (from: string, to: string) =>
      between.find((e) => folderOf(e.from) === from && folderOf(e.to) === to)!;
    if (cycles.length > 0) {
      throw new Error(
        `Import cycles between folders (a file directly in one folder imports a file directly in the next; one import of each step is shown):\n${explainCycles(cycles, example)}`,
      );
    }
  });

  test("each layer imports only the layers below it", () => {
    const violations = layerViolations(graph.edges, LAYERS, ALLOWANCES);
    if (violations.length > 0) throw new Error(`Imports across layers:\n${violations.join("\n")}`);
  });
});
