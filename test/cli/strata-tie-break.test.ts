// Of the command line: --tie-break and --strata (with a names table's Masterpoints columns), in
// the JSON and the text, and their usage errors.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { readUsebio } from "../../src/io/usebio";
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

// Two sessions of the same Mitchell (percentages: EW 1 100, NS 2 60, NS 3 60, EW 3 40, NS 1 25,
// EW 2 0). --final "A:top 50%,B:rest": the top 3 of the 6 go to A (EW 1, NS 2, NS 3).
test("series --final: final A and B in the JSON, each ranked on its own", async () => {
  const { code, out, err } = await run(
    [
      "m.csv",
      "m2.csv",
      "--method",
      "mp",
      "--expected",
      "results",
      "--final",
      "A:top 50%,B:rest",
      "--carry",
      "50%",
      "--json",
    ],
    { ...FILES, "m2.csv": MITCHELL },
  );
  expect(err).toBe("");
  expect(code).toBe(0);
  const doc = JSON.parse(out) as {
    event: { finals: { name: string; pairs: { pair: string; rank: string }[] }[] };
  };
  expect(doc.event.finals.map((f) => [f.name, f.pairs.map((p) => [p.pair, p.rank])])).toEqual([
    [
      "A",
      [
        ["EW 1", "1"],
        ["NS 2", "=2"],
        ["NS 3", "=2"],
      ],
    ],
    [
      "B",
      [
        ["EW 3", "1"],
        ["NS 1", "2"],
        ["EW 2", "3"],
      ],
    ],
  ]);
});

// The second session without NS 1 (its rows left out: board 3 was not played by it anyway).
test("series --min-sessions 2: NS 1, in one session only, is listed last without a rank, and the text says why", async () => {
  const without = MITCHELL.split("\n")
    .filter((l) => !/^\d,\d,1,/.test(l))
    .join("\n");
  const { code, out } = await run(
    ["m.csv", "m2.csv", "--method", "mp", "--expected", "results", "--min-sessions", "2"],
    { ...FILES, "m2.csv": without },
  );
  expect(code).toBe(0);
  const ranking = out.slice(out.indexOf("Event ranking"));
  const lines = ranking.split("\n").filter((l) => /^\s*\S*\s+(NS|EW) \d/.test(l));
  expect(lines[lines.length - 1]).toMatch(/^\s+NS 1 /);
  expect(ranking).toMatch(/played fewer than 2 sessions: listed after the ranked pairs, not ranked/);
});

// B from 50 masterpoints: NS 1 (100) is in B with NS 2 (600), and no pair is in C.
test("--strata --usebio: the field's EVENT, then B's list (NS 2 1, NS 1 2); C lists nobody, so no EVENT", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-usebio-"));
  const out = path.join(dir, "club.xml");
  const { code, err } = await run(
    [...BASE, "--names", "names.csv", "--strata", "A:2000,B:50,C:0", "--usebio", out],
    FILES,
  );
  expect(err).toBe("");
  expect(code).toBe(0);
  const xml = fs.readFileSync(out, "utf8");
  const events = xml.split("<EVENT ").slice(1);
  expect(events).toHaveLength(2);
  expect(events[1]).toMatch(/<EVENT_DESCRIPTION>[^<]*stratum B \(50 to under 2000 masterpoints\)</i);
  const places = [
    ...events[1].matchAll(/<PAIR_NUMBER>(\d+)<\/PAIR_NUMBER><DIRECTION>(\w+)<\/DIRECTION><PLACE>([=\d]+)</g),
  ];
  expect(places.map((m) => [m[1], m[2], m[3]])).toEqual([
    ["2", "NS", "1"],
    ["1", "NS", "2"],
  ]);
  // Read back: the field is scored, the list named in a note.
  const file = readUsebio(xml, "club.xml");
  expect(file.sections).toHaveLength(1);
  expect(file.sections[0].notes?.some((n) => /stratum B.*lists places only/i.test(n))).toBe(true);
  fs.rmSync(dir, { recursive: true, force: true });
});
