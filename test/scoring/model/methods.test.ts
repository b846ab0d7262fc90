import {
  METHOD_TRAITS,
  SCORING_METHODS,
  readTraveller,
  scoreSession,
  sheetMethods,
  usesOptions,
} from "../../../src/scoring";

// The traits say what kind of result each method gives; these tests hold them to what the engine
// does on a board of four results, so the data cannot drift from the scoring it describes.
//   Board 1: NS 1 v EW 1 +420, NS 2 v EW 2 +420, NS 3 v EW 3 -50, NS 4 v EW 4 +170.
const TRAVELLER = readTraveller([
  ["Board", "NS", "EW", "Score"],
  [1, 1, 1, 420],
  [1, 2, 2, 420],
  [1, 3, 3, -50],
  [1, 4, 4, 170],
]);

describe("METHOD_TRAITS", () => {
  test("every method has its traits, and they say what the methods are", () => {
    expect(Object.keys(METHOD_TRAITS).sort()).toEqual([...SCORING_METHODS].sort());
    // Butler: IMPs against a datum; cross-IMPs: IMPs against every other result; matchpoints:
    // points of a top, shown as percentages too, pairs ranked by their percentage.
    expect(METHOD_TRAITS.butler).toMatchObject({ unit: "imps", datum: true, top: false, percentages: false });
    expect(METHOD_TRAITS.cross).toMatchObject({ unit: "imps", datum: false, top: false, percentages: false });
    expect(METHOD_TRAITS.mp).toMatchObject({
      unit: "matchpoints",
      datum: false,
      top: true,
      percentages: true,
    });
    expect(METHOD_TRAITS.mp.session.rankedBy).toBe("percentage");
    expect(METHOD_TRAITS.cross.sheetBlocks).toContain("comparisonMatrix");
  });

  test.each(SCORING_METHODS)("%s: the engine's results are what its traits say", (method) => {
    const t = METHOD_TRAITS[method];
    const session = scoreSession(TRAVELLER, { method, movement: "mitchell" });
    const board = session.boards[0];
    // The top, the percentages, the datum and how the sides add up, table by table.
    expect(board.top !== null).toBe(t.top);
    expect(board.workings.method === "butler" && board.workings.datum !== undefined).toBe(t.datum);
    for (const x of board.tables) {
      expect(x.nsPercent !== null).toBe(t.percentages);
      expect(x.nsResult! + x.ewResult!).toBeCloseTo(t.sidesAddTo === "top" ? board.top! : 0, 9);
    }
    expect(session.rankedBy).toBe(t.session.rankedBy);
    // The total is the sum of the pair's results: NS 1's one board.
    const ns1 = session.rankings.find((r) => r.field === "NS")!.pairs.find((p) => p.pair === "1")!;
    expect(ns1.total).toBeCloseTo(board.tables[0].nsResult!, 9);
    // An IMP method needs the IMP scale; matchpoints do not.
    expect(t.sheetBlocks.includes("impScale")).toBe(t.unit === "imps");
  });

  test("the options each method takes: IMP methods the IMP scale, Butler the datum, cross-IMPs the divisor, matchpoints their scale", () => {
    // What the options change in the engine: a datum only Butler has, a divisor only cross-IMPs
    // divide by, Neuberg and the factor N/n only where results are compared with the field.
    expect(usesOptions(["butler"], "imps")).toBe(true);
    expect(usesOptions(["butler"], "expected")).toBe(false);
    expect(usesOptions(["cross"], "divisor")).toBe(true);
    expect(usesOptions(["mp"], "imps")).toBe(false);
    expect(usesOptions(["mp"], "expected")).toBe(true);
    expect(usesOptions(["butler", "mp"], "divisor")).toBe(false);
    // The IMP options are the IMP methods', and the matchpoint options the one with a top.
    for (const m of SCORING_METHODS) {
      expect(usesOptions([m], "imps")).toBe(METHOD_TRAITS[m].unit === "imps");
      expect(usesOptions([m], "matchpoints")).toBe(METHOD_TRAITS[m].top);
      expect(usesOptions([m], "datum")).toBe(METHOD_TRAITS[m].datum);
    }
  });
});

describe("sheetMethods", () => {
  test("a method stands for itself, and all for each method in the order the sheet writes them", () => {
    expect(sheetMethods("mp")).toEqual(["mp"]);
    expect(sheetMethods("butler")).toEqual(["butler"]);
    expect(sheetMethods("all")).toEqual(["butler", "cross", "mp"]);
    expect(sheetMethods("all")).toEqual([...SCORING_METHODS]);
  });

  test("a copy each time: a caller may change what it is given", () => {
    const methods = sheetMethods("all");
    methods.pop();
    expect(sheetMethods("all")).toHaveLength(3);
  });

  test("anything else is refused with the choices", () => {
    expect(() => sheetMethods("imps" as never)).toThrow(
      'Unknown method "imps": use butler, cross, mp or all.',
    );
  });
});
