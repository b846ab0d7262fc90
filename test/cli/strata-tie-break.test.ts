// Of the command line: --tie-break and --strata (with a names table's Masterpoints columns), in
// the JSON and the text, and their usage errors.
import { runCli as run } from "../support/cli";

// The Mitchell of test/scoring/session/tie-break.test.ts: NS 2 and NS 3 tie on 60% (results
// expected: "results"); the EBU's count-back puts NS 3 first (2 of 3 boards won against 1.5).
const MITCHELL = [
  "Board,Table,NS,EW,Score",
  "1,1,1,1,-50",
  "1,3,3,2,450",
  "1,2,2,3,420",
  "2,2,2,2,620",
  "2,1,1,3,140",
  "2,3,3,1,-100",
  "3,3,3,3,200",
  "3,2,2,1,-620",
  "3,1,1,2,NP",
].join("\n");
const NAMES =
  "Pair,Player,Masterpoints,Player,Masterpoints\nNS 1,Ann,100,Bob,50\nNS 2,Cy,600,Di,400\nNS 3,Ed,2500,Flo,100\n";
const FILES = { "m.csv": MITCHELL, "names.csv": NAMES };
const BASE = ["m.csv", "--method", "mp", "--expected", "results"];

type Json = {
  ranking: { field: string; pairs: { pair: string; rank: string; tieBreak?: string; stratum?: string }[] }[];
  strata?: {
    by: string;
    rankings: { stratum: string; field: string; pairs: { id: string; rank: string }[] }[];
  };
};

test("--tie-break EBU: NS 3 1 and NS 2 2 in the JSON, with the note", async () => {
  const { code, out } = await run([...BASE, "--tie-break", "EBU", "--json"], FILES);
  expect(code).toBe(0);
  const ns = (JSON.parse(out) as Json).ranking.find((r) => r.field === "NS")!.pairs;
  expect(ns.map((p) => [p.pair, p.rank])).toEqual([
    ["NS 3", "1"],
    ["NS 2", "2"],
    ["NS 1", "3"],
  ]);
  expect(ns[0].tieBreak).toMatch(/count-back/);
});

test("--tie-break with a word it does not take is a usage error naming the words", async () => {
  const { code, err } = await run([...BASE, "--tie-break", "coin"], FILES);
  expect(code).toBe(2);
  expect(err).toMatch(/--tie-break.*"coin".*share.*EBU.*code81/s);
});

test("--strata: B's list in the JSON holds NS 2 (600) and NS 1 (100), NS 2 first", async () => {
  const { code, out } = await run(
    [...BASE, "--names", "names.csv", "--strata", "A:2000,B:500,C:0", "--json"],
    FILES,
  );
  expect(code).toBe(0);
  const json = JSON.parse(out) as Json;
  expect(json.strata!.by).toBe("higher");
  const b = json.strata!.rankings.find((r) => r.stratum === "B" && r.field === "NS")!;
  expect(b.pairs.map((p) => [p.id, p.rank])).toEqual([
    ["NS 2", "1"],
    ["NS 1", "2"],
  ]);
  expect(json.ranking[0].pairs.find((p) => p.pair === "NS 3")!.stratum).toBe("A");
});

test("--strata without --names, or with a names table without masterpoints, is refused", async () => {
  const none = await run([...BASE, "--strata", "A:2000,B:500,C:0"], FILES);
  expect(none.code).toBe(2);
  expect(none.err).toMatch(/--strata .*give --names names.csv with a Masterpoints/);
  const bare = await run([...BASE, "--names", "plain.csv", "--strata", "A:2000,B:500,C:0"], {
    ...FILES,
    "plain.csv": "Pair,Names\nNS 1,Ann & Bob\n",
  });
  expect(bare.code).toBe(2);
  expect(bare.err).toMatch(/plain.csv has no Masterpoints/);
  const order = await run([...BASE, "--names", "names.csv", "--strata", "A:500,B:2000,C:0"], FILES);
  expect(order.code).toBe(2);
  expect(order.err).toMatch(/The strata cannot be/);
});
