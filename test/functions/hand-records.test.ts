// BRIDGE.DDTRICKS and BRIDGE.PAR called as Excel calls them (omitted optionals as null). The deal
// has North holding every ace, king and queen and the top four spades; its table, checked by hand
// and by the reference solver (libdds, in the solver's tests), is 13 tricks for North-South in
// spades and notrump and 12 in the other suits (West's fourth small trump takes the last trick).
import { ExcelError } from "../support/custom-functions-runtime";
import { ddTricks, par } from "../../src/functions/functions";

const DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

/** The Excel error a promise rejects with. */
async function rejected(p: Promise<unknown>): Promise<ExcelError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ExcelError) return e;
    throw new Error(`expected a CustomFunctions.Error, got ${String(e)}`);
  }
  throw new Error("expected the function to fail");
}

describe("BRIDGE.DDTRICKS", () => {
  it("spills the 4 x 5 table, declarers N E S W by strains C D H S NT", async () => {
    await expect(ddTricks(DEAL, null as never, null as never)).resolves.toEqual([
      [12, 12, 12, 13, 13],
      [1, 1, 1, 0, 0],
      [12, 12, 12, 13, 13],
      [1, 1, 1, 0, 0],
    ]);
  });

  it("gives a row, a column or one count", async () => {
    await expect(ddTricks(DEAL, "E", null as never)).resolves.toEqual([[1, 1, 1, 0, 0]]);
    await expect(ddTricks(DEAL, null as never, "nt")).resolves.toEqual([[13], [0], [13], [0]]);
    await expect(ddTricks(DEAL, "South", "\u2665")).resolves.toEqual([[12]]);
  });

  it("names the fault in a bad deal or argument", async () => {
    const twice = await rejected(
      ddTricks(
        "N:AKQJ.AKQ.AKQ.AKQ A987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
        null as never,
        null as never,
      ),
    );
    expect(twice).toMatchObject({ code: "#VALUE!", message: expect.stringContaining("The SA is in both") });
    const strain = await rejected(ddTricks(DEAL, "N", "X"));
    expect(strain.message).toContain("C, D, H, S or NT");
  });
});

describe("BRIDGE.PAR", () => {
  it("gives the North-South score and the contracts", async () => {
    // 7NT by North or South: 1520 not vulnerable, 2220 vulnerable (board 4: all vulnerable, West deals).
    await expect(par(DEAL, "None", "N")).resolves.toEqual([[1520, "7N-NS"]]);
    await expect(par(DEAL, 4, null)).resolves.toEqual([[2220, "7N-NS"]]);
    await expect(par(DEAL, null, null)).resolves.toEqual([[1520, "7N-NS"]]);
  });
});
