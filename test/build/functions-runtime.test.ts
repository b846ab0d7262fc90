// The session functions as Excel runs them: the built dist/functions.js loaded into a context of
// its own, with a stand-in for the custom functions runtime (CustomFunctions.associate, Error and
// ErrorCode, as Excel gives them), and called by the names the bundle registers. What they spill
// must be what the command line prints for the same file, and what cannot be scored must come back
// as a CustomFunctions.Error with its message, never as another exception.
import * as fs from "node:fs";
import * as path from "node:path";
import * as vm from "node:vm";
import { runCliOnDisk } from "../support/cli";
import { typedCells } from "../support/session-rankings";

const DIST = path.resolve(__dirname, "../../dist/functions.js");
const ROOT = path.resolve(__dirname, "../..");

/** The runtime's error: the code Excel shows and the message. */
class RuntimeError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

type Registered = Record<string, (...args: unknown[]) => unknown>;

/** The functions dist/functions.js registers, by id, loaded as the shared runtime loads it. */
function loadBundle(): Registered {
  if (!fs.existsSync(DIST))
    throw new Error("dist/functions.js is missing: run `npm run build` first (npm test does).");
  const registered: Registered = {};
  const context: Record<string, unknown> = {
    CustomFunctions: {
      associate: (id: string, f: (...args: unknown[]) => unknown) => void (registered[id] = f),
      Error: RuntimeError,
      ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
    },
    console,
    setTimeout,
    clearTimeout,
  };
  context.self = context;
  context.window = context;
  vm.createContext(context);
  vm.runInContext(fs.readFileSync(DIST, "utf8"), context);
  return registered;
}

/** What a function threw. */
function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (e) {
    return e;
  }
  throw new Error("expected an error");
}

const bundle = loadBundle();

test("the bundle registers the session functions", () => {
  for (const id of ["RANKING", "BOARDRESULTS", "MOVEMENT", "STANDINGS", "SWISSDRAW"])
    expect(typeof bundle[id]).toBe("function");
});

test("RANKING on the Mitchell example is the command line's ranking, and BOARDRESULTS adds up to it", async () => {
  const file = "examples/mitchell-session.csv";
  const cells = typedCells(fs.readFileSync(path.join(ROOT, file), "utf8"));
  const cli = JSON.parse((await runCliOnDisk([file, "--json"])).out) as {
    ranking: {
      field: string;
      pairs: { pair: string; rank: string; total: number; percentage: number; boards: number }[];
    }[];
  };
  const spilled = bundle.RANKING(cells, null, null) as unknown[][];
  const expected = cli.ranking.flatMap((f) =>
    f.pairs.map((p) => [p.rank, p.pair, p.total, p.percentage, p.boards]),
  );
  const got = spilled
    .slice(1)
    .map((r) => [String(r[0]), `${String(r[2])} ${String(r[1])}`.trim(), r[4], r[5], r[6]]);
  expect(got).toEqual(expected);
  // Each pair's total is the sum of its rows' results beside the traveller (the seats as played).
  const results = bundle.BOARDRESULTS(cells, null, null) as unknown[][];
  expect(results).toHaveLength(cells.length);
  const header = cells.findIndex((r) => r.includes("NS") && r.includes("EW"));
  const [ns, ew] = [cells[header].indexOf("NS"), cells[header].indexOf("EW")];
  const sums = new Map<string, number>();
  results.forEach((r, i) => {
    if (typeof r[0] !== "number") return;
    const add = (key: string, v: unknown) => sums.set(key, (sums.get(key) ?? 0) + (v as number));
    add(`NS ${String(cells[i][ns])}`, r[0]);
    add(`EW ${String(cells[i][ew])}`, r[1]);
  });
  for (const [, pair, total] of expected) expect(sums.get(pair as string)).toBeCloseTo(total as number, 9);
});

test("STANDINGS and SWISSDRAW on a Swiss scoresheet are the command line's standings and draw", async () => {
  const file = "test/fixtures/teams-swiss-3-rounds.csv";
  const cells = typedCells(fs.readFileSync(path.join(ROOT, file), "utf8"));
  const json = JSON.parse((await runCliOnDisk([file, "--json"])).out) as {
    standings: { team: string; vp: number }[];
  };
  const standings = bundle.STANDINGS(cells, null, null) as unknown[][];
  expect(standings.slice(1).map((r) => [r[1], r[3]])).toEqual(json.standings.map((s) => [s.team, s.vp]));
  const draw = JSON.parse((await runCliOnDisk([file, "--draw", "--json"])).out) as {
    draw: { table: number | null; home: string; away: string | null }[];
  };
  const spilled = bundle.SWISSDRAW(cells, null, null) as unknown[][];
  expect(spilled.slice(1).map((r) => (r[0] === "bye" ? [null, r[1], null] : [r[0], r[1], r[2]]))).toEqual(
    draw.draw.map((t) => [t.table, t.home, t.away]),
  );
});

test("what cannot be scored is the runtime's #VALUE! with the row named", () => {
  const typo = [
    ["Board", "NS", "EW", "Score"],
    [1, 1, 2, 420],
    [1, 3, 4, "4oo"],
  ];
  const e = thrownBy(() => bundle.RANKING(typo, null, null)) as RuntimeError;
  expect(e).toBeInstanceOf(RuntimeError);
  expect(e.code).toBe("#VALUE!");
  expect(e.message).toMatch(/row 3, column 4 of traveller \(Score\)/);
  const empty = thrownBy(() => bundle.STANDINGS([[""]], null, null)) as RuntimeError;
  expect([empty.code, empty.message]).toEqual(["#VALUE!", expect.stringMatching(/matches is empty/)]);
});
