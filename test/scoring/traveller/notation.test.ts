// The notations scoring programs print, read as the traveller reader reads 4SX: doubling signs,
// Bridge Base Online's run-together cells, awards with both sides in one word, a director's score,
// "-" for not applicable, and the headers of PBN, USEBIO, JFR Pary, KOPS and Bridge Base Online.
import { parseContract, contractToString } from "../../../src/scoring/rules/contract";
import { parseArtificial, awardToString } from "../../../src/scoring/rules/awards";
import { parseContractCell, readScoreEntry } from "../../../src/scoring/traveller/entry";
import { readTraveller } from "../../../src/scoring/traveller/read";
import { headerRole } from "../../../src/scoring/traveller/headers";
import type { Entry } from "../../../src/scoring/model/entry";

/** An entry in short: the NS score, "NS/EW" awards, or the kind. */
function short(e: Entry): string | number {
  if (e.kind === "plain") return e.score;
  if (e.kind === "artificial") return `${awardToString(e.ns)}/${awardToString(e.ew)}`;
  return e.kind;
}

describe("doubling signs and suit symbols", () => {
  test.each([
    ["4H×", "4HX"],
    ["4♥××", "4HXX"],
    ["4♥×", "4HX"],
    ["5cx", "5CX"],
    ["5Cxx", "5CXX"],
    ["3♤", "3S"],
    ["3N", "3NT"],
    ["PASS", "Pass"],
  ])("%p is %p", (text, canonical) => {
    expect(contractToString(parseContract(text))).toBe(canonical);
  });

  test("an unreadable sign still says what was expected", () => {
    expect(() => parseContract("4H÷")).toThrow(/expected nothing, X \(doubled\) or XX \(redoubled\)/);
  });
});

describe("Bridge Base Online's run-together cell: contract, declarer, result", () => {
  test.each([
    // 5♣ doubled by East, one down: 10 tricks.
    ["5♣xE-1", "5CX", "E", 10],
    // 3NT by South with three overtricks: 9 + 3 = 12 tricks.
    ["3NS+3", "3NT", "S", 12],
    ["3♠W=", "3S", "W", 9],
    ["4♥××N-2", "4HXX", "N", 8],
    // The usual order (result then declarer) still reads as before.
    ["3NT+1 S", "3NT", "S", 10],
  ])("%p is %p by %p taking %p tricks", (text, contract, declarer, tricks) => {
    const cell = parseContractCell(text);
    expect(contractToString(cell.contract)).toBe(contract);
    expect(cell.declarer).toBe(declarer);
    const need = cell.contract.kind === "bid" ? cell.contract.level + 6 : 0;
    const r = cell.result!;
    expect(r === "=" ? need : need + Number(r)).toBe(tricks);
  });
});

describe("awards with both sides in one word, NS first", () => {
  test.each([
    ["A==", "A=/A="],
    ["A+=", "A+/A="],
    ["A-+", "A-/A+"],
    ["A5050", "A50%/A50%"],
    ["A6040", "A60%/A40%"],
    ["A6060", "A60%/A60%"],
    ["TD 60/40", "A60%/A40%"],
    ["TD 61.80/38.20", "A61.8%/A38.2%"],
    ["sędzia 60/40", "A60%/A40%"],
    ["średnia", "A=/A="],
  ])("%p gives %p", (text, awards) => {
    const a = parseArtificial(text);
    expect(a?.kind).toBe("artificial");
    if (a?.kind !== "artificial") return;
    expect(`${awardToString(a.ns)}/${awardToString(a.ew)}`).toBe(awards);
  });

  test("A6060 is no longer refused as 6060%", () => {
    expect(() => readScoreEntry("A6060", "None")).not.toThrow();
  });

  test("a director's score over 100% is refused, saying what is expected", () => {
    expect(() => parseArtificial("TD 160/40")).toThrow(/0% to 100%, e\.g\. TD 60\/40/);
  });
});

describe("headers the scoring programs print", () => {
  test.each([
    ["PairId_NS", "ns"],
    ["PairId_EW", "ew"],
    ["BOARD_NUMBER", "board"],
    ["NS_PAIR_NUMBER", "ns"],
    ["EW_PAIR_NUMBER", "ew"],
    ["PLAYED_BY", "declarer"],
    ["Score_NS", "score"],
    ["Score_EW", "scoreMinus"],
    ["N-S", "ns"],
    ["E-W", "ew"],
    ["kontrakt", "contract"],
    ["gra", "declarer"],
    ["wist", "lead"],
    ["lew", "result"],
    ["zapis NS", "score"],
    ["zapis EW", "scoreMinus"],
    ["ktr", "contract"],
    ["rg", "declarer"],
    ["wst", "lead"],
    ["ZAPISY NS", "score"],
    ["ZAPISY EW", "scoreMinus"],
    ["North", "north"],
    ["West", "west"],
    ["% NS", "publishedNs"],
    ["% EW", "publishedEw"],
    ["MP_NS", "publishedNs"],
    ["IMP_EW", "publishedEw"],
    ["Percentage_NS", "publishedNs"],
    ["PUNKTY NS", "publishedNs"],
    ["PUNKTY EW", "publishedEw"],
  ])("%p is %p", (header, role) => {
    expect(headerRole(header)).toBe(role);
  });
});

describe("a PBN score table pasted as cells: '-' for not applicable, awards in each side's column", () => {
  // Board 1: nobody vulnerable. 4S by N making 10 tricks is +420; one down is -50.
  const cells = [
    [
      "Table",
      "Round",
      "PairId_NS",
      "PairId_EW",
      "Contract",
      "Declarer",
      "Result",
      "Lead",
      "Score_NS",
      "Score_EW",
      "MP_NS",
      "MP_EW",
    ],
    [1, 1, 1, 11, "4S", "N", 10, "H7", "420", "-", "6", "2"],
    [2, 1, 2, 12, "4S", "N", 9, "H7", "-", "50", "0", "8"],
    [3, 1, 3, 13, "Pass", "-", "-", "-", "0", "-", "2", "6"],
    [4, 1, 4, 14, "-", "-", "-", "-", "A-", "A+", "3.2", "4.8"],
    [5, 1, 5, 15, "-", "-", "-", "-", "A+", "A+", "4.8", "4.8"],
  ];
  const t = readTraveller(cells, { boardNumber: 1 });

  test("every row is read", () => {
    expect(t.problems).toEqual([]);
    expect(t.boards[0].rows.map((r) => short(r.entry))).toEqual([420, -50, 0, "A-/A+", "A+/A+"]);
  });

  test("the program's own matchpoints are kept beside the row, never read as a score", () => {
    expect(t.boards[0].rows.map((r) => [r.published?.ns, r.published?.ew])).toEqual([
      [6, 2],
      [0, 8],
      [2, 6],
      [3.2, 4.8],
      [4.8, 4.8],
    ]);
    // MP_NS holds matchpoints; the most decimals printed on a row is what they are compared to.
    expect(t.boards[0].rows.map((r) => [r.published?.unit, r.published?.decimals])).toEqual([
      ["matchpoints", 0],
      ["matchpoints", 0],
      ["matchpoints", 0],
      ["matchpoints", 1],
      ["matchpoints", 1],
    ]);
    expect(
      t.columns.filter((c) => c.role === "publishedNs" || c.role === "publishedEw").map((c) => c.header),
    ).toEqual(["MP_NS", "MP_EW"]);
  });

  test("a score that is still unreadable names what was expected", () => {
    const bad = readTraveller([cells[0], [1, 1, 1, 11, "4S", "N", 10, "H7", "4x20", "-"]], {
      boardNumber: 1,
    });
    expect(bad.problems.map((p) => p.message).join(" ")).toMatch(/expected an NS score such as 420/);
  });
});

describe("a USEBIO traveller line as cells", () => {
  test("BOARD_NUMBER, NS_PAIR_NUMBER, EW_PAIR_NUMBER, PLAYED_BY, A6040 in the score", () => {
    // Board 2: NS vulnerable. 2H by E making 8 tricks: EW +110, NS -110.
    const t = readTraveller([
      ["BOARD_NUMBER", "NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "TRICKS", "SCORE"],
      [2, "1", "2", "2H", "E", 8, "-110"],
      [2, "3", "4", "", "", "", "A6040"],
    ]);
    expect(t.problems).toEqual([]);
    expect(t.boards[0].rows.map((r) => short(r.entry))).toEqual([-110, "A60%/A40%"]);
  });
});

describe("a JFR Pary traveller pasted from its page", () => {
  // Board 1, nobody vulnerable. 4S doubled by N making: 240 + 300 + 50 = 590.
  const header = ["N-S", "E-W", "kontrakt", "gra", "wist", "lew", "zapis NS", "zapis EW", "% NS", "% EW"];

  test("4S×, a minus score under zapis EW, PASS with 0, TD with its percentages in the % columns", () => {
    const t = readTraveller(
      [
        header,
        [1, 11, "4S×", "N", "H7", 10, "590", "", "100.00", "0.00"],
        [2, 12, "4S", "N", "H7", 9, "", "50", "0.00", "100.00"],
        [3, 13, "PASS", "", "", "", "0", "", "50.00", "50.00"],
        [4, 14, "TD", "", "", "", "", "", "60.00", "40.00"],
      ],
      { boardNumber: 1 },
    );
    expect(t.problems).toEqual([]);
    expect(t.boards[0].rows.map((r) => short(r.entry))).toEqual([590, -50, 0, "A60%/A40%"]);
  });

  test("TD with nothing to say what the director gave is a problem naming what was expected", () => {
    const t = readTraveller([header, [4, 14, "TD", "", "", "", "", "", "", ""]], { boardNumber: 1 });
    expect(t.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/expected both percentages, "TD 60\/40"/),
    ]);
    expect(t.problems[0].column).toBe(2);
  });
});

test("sędzia alone beside published matchpoints is not read as percentages: the score cells are needed", () => {
  const t = readTraveller(
    [
      ["NS", "EW", "ktr", "ZAPISY NS", "ZAPISY EW", "PUNKTY NS", "PUNKTY EW"],
      [4, 14, "sędzia", "", "", "3.60", "2.40"],
    ],
    { boardNumber: 3 },
  );
  expect(t.problems.map((p) => p.message)).toEqual([
    expect.stringMatching(/^"sędzia" says the director gave a score/),
  ]);
});

describe("a KOPS traveller pasted from its page", () => {
  // Board 3: EW vulnerable. 5C doubled by E two down, vulnerable: 200 + 300 = 500 to NS.
  test("5Cx, a minus score with its sign under ZAPISY EW, sędzia with średnia or 60% / 40%", () => {
    const t = readTraveller(
      [
        ["NS", "EW", "ktr", "rg", "wst", "lew", "ZAPISY NS", "ZAPISY EW", "PUNKTY NS", "PUNKTY EW"],
        [1, 11, "5Cx", "E", "SA", 9, "500", "", "5.67", "0.33"],
        [2, 12, "4H", "E", "SA", 10, "", "-620", "0.33", "5.67"],
        [3, 13, "sędzia", "", "", "", "średnia", "średnia", "3.00", "3.00"],
        [4, 14, "sędzia", "", "", "", "60%", "40%", "3.60", "2.40"],
      ],
      { boardNumber: 3 },
    );
    expect(t.problems).toEqual([]);
    expect(t.boards[0].rows.map((r) => short(r.entry))).toEqual([500, -620, "A=/A=", "A60%/A40%"]);
  });
});

describe("a Bridge Base Online traveller: pairs are their players, Result is the contract cell", () => {
  const header = ["Nº", "Time", "North", "South", "East", "West", "Result", "Points", "Score"];
  // Board 1, nobody vulnerable. 5C doubled by E one down: +100 to NS. 3NT by S with 12 tricks:
  // 400 + 3 x 30 = 490. 3S by W making: 140 to EW.
  const t = readTraveller(
    [
      header,
      [1, "10:02", "alice", "bob", "GiB", "carol", "5♣xE-1", "100", "50.00%"],
      [2, "10:04", "dave", "GiB", "erin", "frank", "3NS+3", "490", "100.00%"],
      [3, "10:05", "GiB", "gina", "hal", "GiB", "3♠W=", "-140", "0.00%"],
      [4, "10:06", "ivy", "jo", "kim", "lee", "A==", "N/A", "50.00%"],
      [5, "10:07", "mo", "ned", "ola", "pat", "PASS", "0", "25.00%"],
    ],
    { boardNumber: 1 },
  );

  test("every row is read, the points agreeing with the contract cell", () => {
    expect(t.problems).toEqual([]);
    expect(t.boards[0].rows.map((r) => short(r.entry))).toEqual([100, 490, -140, "A=/A=", 0]);
    expect(t.boards[0].rows.slice(0, 3).map((r) => [r.contract, r.declarer, r.tricks])).toEqual([
      ["5CX", "E", 10],
      ["3NT", "S", 12],
      ["3S", "W", 9],
    ]);
  });

  test("a pair is its two players, whichever seat each took; GiB alone is never a pair", () => {
    expect(t.boards[0].rows.map((r) => [r.ns, r.ew])).toEqual([
      ["alice & bob", "carol & GiB"],
      ["dave & GiB", "erin & frank"],
      ["GiB & gina", "GiB & hal"],
      ["ivy & jo", "kim & lee"],
      ["mo & ned", "ola & pat"],
    ]);
  });

  test("the site's Score is a published result, not a score column", () => {
    expect(t.columns.map((c) => c.role)).toEqual([
      "ignored",
      "ignored",
      "north",
      "south",
      "east",
      "west",
      "contract",
      "score",
      "publishedNs",
    ]);
    expect(t.boards[0].rows.map((r) => r.published?.ns)).toEqual([50, 100, 0, 50, 25]);
    expect(t.boards[0].rows.map((r) => r.published?.unit)).toEqual(new Array(5).fill("percent"));
  });

  test("points that disagree with the contract cell are a problem", () => {
    const bad = readTraveller([header, [1, "", "a", "b", "c", "d", "3NS+3", "460", ""]], { boardNumber: 1 });
    expect(bad.problems[0].message).toMatch(/does not agree with 3NT by S taking 12 tricks/);
  });

  test("a missing player is a problem naming the seat", () => {
    const bad = readTraveller([header, [1, "", "a", "", "c", "d", "3NS+3", "490", ""]], { boardNumber: 1 });
    expect(bad.problems[0].message).toMatch(/No South player/);
  });
});

test("several published columns for one side (MP_NS beside Percentage_NS): the first is kept, no problem", () => {
  const t = readTraveller(
    [
      ["PairId_NS", "PairId_EW", "Score_NS", "Score_EW", "MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW"],
      [1, 11, "420", "-", "2", "0", "100", "0"],
    ],
    { boardNumber: 1 },
  );
  expect(t.problems).toEqual([]);
  expect(t.columns.map((c) => c.role)).toEqual([
    "ns",
    "ew",
    "scorePlus",
    "scoreMinus",
    "publishedNs",
    "publishedEw",
    "ignored",
    "ignored",
  ]);
  expect(t.boards[0].rows[0].published).toEqual({ ns: 2, ew: 0, unit: "matchpoints", decimals: 0 });
});
