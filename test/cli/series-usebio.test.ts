// Of the command line: an event of several sessions with finals written as USEBIO (--usebio): the
// event's places as one EVENT and each final as its own, read back by the add-in's reader.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { readUsebio } from "../../src/io/usebio";
import { runCli as run } from "../support/cli";

// The Mitchell of test/scoring/session/strata.test.ts, played twice. Its percentages, by hand
// (2 matchpoints a pair beaten; top 4 on boards 1 and 2, 2 on board 3 where NS 1 sat out):
// NS 3 6/10 60%, NS 2 6/10 60%, NS 1 2/8 25%; EW 1 10/10 100%, EW 3 4/10 40%, EW 2 0/8 0%.
// With 50% carried forward the event's mean is (0.5 x p + p) / 1.5 = p, the session's own.
// --final "A:top 50%,B:rest": half of 6 is 3, so A is EW 1, NS 2, NS 3 (the top three); B the
// rest. A: EW 1 1 (100), NS 2 =2 and NS 3 =2 (60 each); B: EW 3 1 (40), NS 1 2 (25), EW 2 3 (0).
// Boards counted: 3 a session for each pair but NS 1 and EW 2, who sat out one board a session.
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
const NAMES = "Pair,Player,Player\nNS 1,Ann,Bob\nNS 2,Cy,Di\nNS 3,Ed,Flo\nEW 1,Gus,Hal\n";

test("series --final --usebio: the event's EVENT, then final A's and B's, each with its own places", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "series-usebio-"));
  const out = path.join(dir, "event.xml");
  const run1 = await run(
    [
      "m.csv",
      "m2.csv",
      "--method",
      "mp",
      "--expected",
      "results",
      "--names",
      "names.csv",
      "--final",
      "A:top 50%,B:rest",
      "--carry",
      "50%",
      "--usebio",
      out,
    ],
    { "m.csv": MITCHELL, "m2.csv": MITCHELL, "names.csv": NAMES },
  );
  expect(run1.err).toBe("");
  expect(run1.code).toBe(0);
  expect(run1.out).toMatch(/Wrote .*event\.xml \(USEBIO 1\.2: the event's places and each final's\)/);
  const file = readUsebio(fs.readFileSync(out, "utf8"), "event.xml");
  // Each EVENT read as a section of places (no boards: each session's own file has them).
  const places = file.sections.map((s) => [
    s.event,
    s.boards.length,
    (s.standings ?? []).map((st) => [st.pair, st.place, st.total, st.percentage]),
  ]);
  expect(places.map((p) => p[0])).toEqual([
    "m (mean percentage)",
    "m: final A (mean percentage, 50% carried forward)",
    "m: final B (mean percentage, 50% carried forward)",
  ]);
  expect(places[1].slice(1)).toEqual([
    0,
    [
      ["EW 1", "1", "100", "100"],
      ["NS 2", "=2", "60", "60"],
      ["NS 3", "=2", "60", "60"],
    ],
  ]);
  expect(places[2].slice(1)).toEqual([
    0,
    [
      ["EW 3", "1", "40", "40"],
      ["NS 1", "2", "25", "25"],
      ["EW 2", "3", "0", "0"],
    ],
  ]);
  const xml = fs.readFileSync(out, "utf8");
  expect(xml).toMatch(
    /<PAIR_NUMBER>1<\/PAIR_NUMBER><DIRECTION>NS<\/DIRECTION><PLACE>2<\/PLACE><BOARDS_PLAYED>4<\/BOARDS_PLAYED>.*<PLAYER_NAME>Ann<\/PLAYER_NAME>.*<PLAYER_NAME>Bob<\/PLAYER_NAME>/,
  );
  expect(xml).toMatch(/<SESSION_COUNT>2<\/SESSION_COUNT>/);
  fs.rmSync(dir, { recursive: true, force: true });
});

test("series with an output it does not write (--html) still says which it writes", async () => {
  const { code, err } = await run(["m.csv", "m2.csv", "--html", "x.html"], {
    "m.csv": MITCHELL,
    "m2.csv": MITCHELL,
  });
  expect(code).toBe(2);
  expect(err).toMatch(/--xlsx\) and its places as USEBIO \(--usebio\)/);
});
