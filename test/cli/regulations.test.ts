// Of the command line as a whole: main() run in-process, every command routed as a user types it.
import { parseArgs, USAGE } from "../../src/cli/score";
import { runCli as run } from "../support/cli";

// The board of the capped cross-IMP worked example (test/scoring/worked-examples.test.ts): 14.7 and
// -15.7 capped at 17, 15.3 and -17.2 uncapped.
const CAPPED =
  "Board,NS,EW,Score\n1,1,1,1660\n1,2,2,1430\n1,3,3,680\n1,4,4,140\n1,5,5,-50\n1,6,6,-50\n1,7,7,-1100\n";
const oneDecimal = (xs: number[]) => xs.map((x) => Math.round(x * 10) / 10);
const nsResults = (out: string): number[] =>
  (JSON.parse(out) as { boards: { tables: { nsResult: number }[] }[] }).boards[0].tables.map(
    (t) => t.nsResult,
  );

describe("the command line's regulation flags", () => {
  test("every flag is in the usage", () => {
    for (const flag of [
      "--rules",
      "--imp-cap",
      "--mp-round",
      "--awards",
      "--award-imps",
      "--award-tie",
      "--session-percent",
      "--imp-table",
      "--vp-table",
    ]) {
      expect(USAGE).toContain(flag);
    }
  });

  test("--imp-cap 17 gives the published 14.7 and -15.7", async () => {
    const capped = await run(["b.csv", "--method", "cross", "--imp-cap", "17", "--json"], {
      "b.csv": CAPPED,
    });
    expect(capped.code).toBe(0);
    expect(oneDecimal(nsResults(capped.out))).toEqual([14.7, 11.8, 4.2, -3, -6, -6, -15.7]);
    const plain = await run(["b.csv", "--method", "cross", "--json"], { "b.csv": CAPPED });
    expect(oneDecimal(nsResults(plain.out))[0]).toBe(15.3);
  });

  test("--imp-table FILE.csv: the WBF scale cut at 17 as a file gives the same as --imp-cap 17", async () => {
    const bounds = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500];
    const csv = ["From,IMPs", "0,0", ...bounds.map((b, i) => `${b},${i + 1}`)].join("\n");
    const r = await run(["b.csv", "--method", "cross", "--imp-table", "wbf17.csv", "--json"], {
      "b.csv": CAPPED,
      "wbf17.csv": csv,
    });
    expect(r.code).toBe(0);
    expect(oneDecimal(nsResults(r.out))).toEqual([14.7, 11.8, 4.2, -3, -6, -6, -15.7]);
  });

  test("a bad scale file is refused naming its cell", async () => {
    const r = await run(["b.csv", "--imp-table", "s.csv"], {
      "b.csv": CAPPED,
      "s.csv": "From,IMPs\n0,0\n20,1\n10,2\n",
    });
    expect(r.code).toBe(2);
    expect(r.err).toBe("s.csv: Cell A4 is 10: the lower bounds must go up, and 10 follows 20.\n");
  });

  test("--rules sets every option of the preset; an option given as well wins", () => {
    const acbl = parseArgs(["t.csv", "--rules", "acbl"]);
    if (acbl === "help") throw new Error("help");
    expect(acbl.options).toMatchObject({ rules: "ACBL", scale: "ACBL", rounding: "halfEven", trim: 0.05 });
    const changed = parseArgs(["t.csv", "--rules", "ACBL", "--scale", "EBU", "--awards", "session"]);
    if (changed === "help") throw new Error("help");
    expect(changed.options).toMatchObject({ rules: "ACBL", scale: "EBU", awards: "session" });
  });

  test("each flag's refusal names the flag and what it takes", () => {
    expect(() => parseArgs(["t.csv", "--imp-cap", "0", "--awards", "sometimes", "--rules", "NBB"])).toThrow(
      [
        '--rules: The regulations cannot be "NBB": use default, WBF, EBU, ACBL or ABF.',
        '--imp-cap: The IMP cap cannot be "0": use a whole number of IMPs, 1 or more (such as 17).',
        '--awards: The matchpoint awards cannot be "sometimes": use fixed (60% and 40%) or session (the better of 60% and the pair\'s session, the lesser of 40% and it).',
      ].join("\n"),
    );
  });

  test("--awards session and --award-tie reach the scoring, with the percentages used in the JSON", async () => {
    // The session of test/scoring/options/regulations.test.ts: NS1 75% on its other boards, so its A+ is 75%.
    const csv =
      "Board,NS,EW,Score\n1,1,1,170\n1,2,2,-100\n1,3,3,620\n2,1,2,140\n2,2,3,110\n2,3,1,100\n3,1,3,A+\n3,2,1,420\n3,3,2,450\n";
    const r = await run(["s.csv", "--method", "mp", "--awards", "session", "--json"], { "s.csv": csv });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { sessionAwards: { pair: string; percent: number }[] };
    expect(json.sessionAwards.map((a) => [a.pair, a.percent])).toEqual([
      ["EW 3", 25],
      ["NS 1", 75],
    ]);
    // --award-tie: board 3 has one award table, a tie with both results: 450 beats 420 (2) + 1 = 3 of 4.
    const t = await run(["s.csv", "--method", "mp", "--award-tie", "--json"], { "s.csv": csv });
    const b3 = (JSON.parse(t.out) as { boards: { tables: { nsResult: number }[] }[] }).boards[2];
    expect(b3.tables.map((x) => x.nsResult)).toEqual([2.4, 1, 3]);
  });
});
