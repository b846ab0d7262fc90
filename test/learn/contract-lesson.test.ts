import { nsScore, parseContract } from "../../src/scoring";
import {
  notrumpTable,
  scoreDeal,
  scoreParts,
  SIXTEEN_BOARDS,
  undertrickTable,
} from "../../src/learn/contract-lesson";

describe("a contract's score by its parts", () => {
  test("the sixteen boards of the 'Bridge scoring' article, part by part, as it prints them", () => {
    // The article's columns: contract points, overtricks, slam, (re)doubled bonus, penalty, game
    // or part-score bonus, and the total for North-South.
    const printed: [number, number, number, number, number, number, number][] = [
      [30, 60, 0, 0, 0, 50, -140],
      [0, 0, 0, 0, 500, 0, -500],
      [40, 40, 0, 0, 0, 50, 130],
      [40, 60, 0, 0, 0, 50, -150],
      [0, 0, 0, 0, 100, 0, -100],
      [90, 30, 0, 0, 0, 50, 170],
      [60, 0, 0, 0, 0, 50, -110],
      [210, 0, 1000, 0, 0, 300, -1510],
      [240, 0, 0, 50, 0, 300, 590],
      [70, 0, 0, 0, 0, 50, -120],
      [120, 0, 500, 0, 0, 300, 920],
      [40, 20, 0, 0, 0, 50, -110],
      [480, 0, 0, 100, 0, 500, -1080],
      [0, 0, 0, 0, 50, 0, -50],
      [120, 30, 0, 0, 0, 300, -450],
      [100, 0, 0, 0, 0, 300, 400],
    ];
    const ours = SIXTEEN_BOARDS.map((d) => {
      const s = scoreDeal(d);
      const p = s.parts;
      return [p.contractPoints, p.overtricks, p.slamBonus, p.doubledBonus, p.undertricks, p.gameBonus, s.ns];
    });
    expect(ours).toEqual(printed);
    // The article's vulnerabilities are the standard ones of the board numbers: 2 N-S, 3 E-W, 4 Both.
    expect(SIXTEEN_BOARDS.slice(0, 4).map((d) => scoreDeal(d).vulnerability)).toEqual([
      "None",
      "NS",
      "EW",
      "All",
    ]);
  });

  test("today's parts always add up to the engine's score", () => {
    for (const level of [1, 2, 3, 4, 5, 6, 7])
      for (const strain of ["C", "H", "NT"])
        for (const doubling of ["", "X", "XX"])
          for (const vulnerable of [false, true])
            for (let tricks = 0; tricks <= 13; tricks++) {
              const contract = `${level}${strain}${doubling}`;
              const engine = nsScore(parseContract(contract), "N", tricks, vulnerable ? "NS" : "None");
              expect([contract, tricks, vulnerable, scoreParts(contract, tricks, vulnerable).total]).toEqual([
                contract,
                tricks,
                vulnerable,
                engine,
              ]);
            }
  });

  test("the 1987 change: 7S doubled, not vulnerable, down nine is 1700 before and 2300 after", () => {
    expect(scoreParts("7SX", 4, false, "1935").total).toBe(-1700);
    expect(scoreParts("7SX", 4, false, "1987").total).toBe(-2300);
    // Before 1935: 100, 150, 200, ... 500 for the ninth: 9 x 300 = 2700.
    expect(undertrickTable(false, 9)[8].costs).toEqual({ "1932": 2700, "1935": 1700, "1987": 2300 });
    // Vulnerable and doubled, 1935 on: 200, then 300 each; before 1935 200, 300, 400.
    expect(undertrickTable(true, 3).map((r) => [r.costs["1935"], r.costs["1932"]])).toEqual([
      [200, 200],
      [500, 500],
      [800, 900],
    ]);
    // Redoubled is twice doubled: down 4 not vulnerable today 2 x (100 + 200 + 200 + 300).
    expect(scoreParts("4SXX", 6, false).undertricks).toBe(1600);
  });

  test("notrump tricks: 30, 40, 30, 40 ... under the 1932 laws; 40, then 30 each since 1935", () => {
    expect(notrumpTable().map((r) => [r["1932"], r["1935"]])).toEqual([
      [30, 40],
      [70, 70],
      [100, 100],
      [140, 130],
      [170, 160],
      [210, 190],
      [240, 220],
    ]);
    // 1NT with an overtrick in 1932: 30 bid, 40 for the second trick.
    expect(scoreParts("1NT", 8, false, "1932").overtricks).toBe(40);
  });

  test("a pass scores nothing; an impossible number of tricks is refused with a message", () => {
    expect(scoreParts("Pass", 0, false).total).toBe(0);
    expect(() => scoreParts("4S", 14, false)).toThrow(/not a number of tricks/);
  });
});
