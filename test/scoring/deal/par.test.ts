import { parOf, seededRandom, type DDTable } from "../../../src/scoring/deal";
import type { Seat, Vulnerability } from "../../../src/scoring/base/seats";
import { describeWithLibdds, LIBDDS_VULNERABILITY, runHarness } from "../../support/libdds";

const SEATS: Seat[] = ["N", "E", "S", "W"];
const VULS: Vulnerability[] = ["None", "NS", "EW", "All"];

/** A table from rows by declarer N, E, S, W of tricks in S, H, D, C, NT. */
const table = (rows: number[][]): DDTable => ({ tricks: rows });

describe("par", () => {
  it("gives the side that makes game its game when the other side has no cheap sacrifice", () => {
    // North-South make ten tricks in spades (either declarer), East-West at most seven in anything.
    // NS 4S = 420 not vulnerable; EW's cheapest sacrifice over 4S is 5H*-3 (they make 8 tricks in
    // hearts: 5H needs 11, three down doubled non-vulnerable = 500 > 420), so NS play 4S.
    const t = table([
      [10, 5, 6, 6, 8],
      [3, 8, 7, 7, 5],
      [10, 5, 6, 6, 8],
      [3, 8, 7, 7, 5],
    ]);
    expect(parOf(t, "None", "N")).toEqual({ score: 420, contracts: ["4S-NS"] });
  });

  it("has East-West sacrifice when going two down costs less than the vulnerable game", () => {
    // Same tricks, NS vulnerable (4S = 620) and EW not: over 4S, EW must bid at the five level, 5H
    // with eight tricks (three down doubled, 500) or 5D/5C with seven (four down, 800). 500 < 620,
    // so par is NS +500 with EW in 5H doubled three down.
    const t = table([
      [10, 5, 6, 6, 8],
      [3, 8, 7, 7, 5],
      [10, 5, 6, 6, 8],
      [3, 8, 7, 7, 5],
    ]);
    expect(parOf(t, "NS", "N")).toEqual({ score: 500, contracts: ["5H*-EW-3"] });
  });

  it("passes a deal out when nobody makes seven tricks", () => {
    const sixes = [6, 6, 6, 6, 6];
    expect(parOf(table([sixes, sixes, sixes, sixes]), "All", "E")).toEqual({ score: 0, contracts: ["pass"] });
  });
});

describeWithLibdds()("par against the reference solver's DealerPar", () => {
  it("agrees on score and contracts for 400 seeded tables, every dealer and vulnerability", () => {
    const random = seededRandom(20261125);
    const int = (n: number): number => Math.floor(random() * n);
    const cases: { t: DDTable; dealer: number; vul: Vulnerability }[] = [];
    for (let i = 0; i < 400; i++) {
      const rows = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
      for (let strain = 0; strain < 5; strain++) {
        // North's tricks, South's within one of them, East-West's about the rest, as on real deals;
        // every tenth table pushes towards slams and sacrifices.
        const n = i % 10 === 0 ? 9 + int(5) : int(14);
        const near = (x: number): number => Math.max(0, Math.min(13, x + int(3) - 1));
        rows[0][strain] = n;
        rows[2][strain] = near(n);
        rows[1][strain] = near(13 - n);
        rows[3][strain] = near(13 - n);
      }
      cases.push({ t: { tricks: rows }, dealer: int(4), vul: VULS[int(4)] });
    }
    const lines = cases.map(
      (c) => `${c.t.tricks.flat().join(" ")}|${c.dealer}|${LIBDDS_VULNERABILITY[c.vul]}`,
    );
    const reference = runHarness(lines, "--par");
    const wrong: string[] = [];
    cases.forEach((c, i) => {
      const par = parOf(c.t, c.vul, SEATS[c.dealer]);
      const ours = [par.score, ...par.contracts].join(" ");
      if (ours !== reference[i]) wrong.push(`${lines[i]}: ours ${ours}, libdds ${reference[i]}`);
    });
    expect(wrong).toEqual([]);
    // The set exercises both signs and sacrifices.
    expect(reference.some((r) => r.includes("*"))).toBe(true);
    expect(reference.some((r) => r.startsWith("-"))).toBe(true);
  });
});
