import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../src/io/csv";
import { readTraveller, type Traveller } from "../../src/scoring";
import { scoreForSheet, type ResultsSheetOptions } from "../../src/sheet/results";
import { writeUsebio, usebioLead } from "../../src/writers/usebio";
import { descendants, parseXml, type XmlElement } from "../support/xml";

const example = (f: string): Traveller =>
  readTraveller(readCsv(fs.readFileSync(path.join(__dirname, "..", "..", "examples", f), "utf8")).rows);

function usebioOf(
  f: string,
  options: ResultsSheetOptions,
  event = "Club pairs",
  names?: Map<string, string[]>,
) {
  const t = example(f);
  const xml = writeUsebio(t, scoreForSheet(t, options)[0], { event, names });
  return { xml, root: parseXml(xml) };
}

const child = (e: XmlElement, name: string): string | undefined =>
  e.children.find((c) => c.name === name)?.text;
const all = (root: XmlElement, name: string): XmlElement[] =>
  descendants(root).filter((e) => e.name === name);

describe("the USEBIO writer", () => {
  test("well-formed USEBIO 1.2: event, session, section, participants, a board per board", () => {
    const { root } = usebioOf("mitchell-session.csv", { method: "mp" });
    expect(root.name).toBe("USEBIO");
    expect(root.attributes.Version).toBe("1.2");
    const event = root.children[0];
    expect([event.name, event.attributes.EVENT_TYPE, child(event, "EVENT_DESCRIPTION")]).toEqual([
      "EVENT",
      "MP_PAIRS",
      "Club pairs",
    ]);
    expect(all(root, "SESSION")).toHaveLength(1);
    expect(all(root, "SECTION")).toHaveLength(1);
    expect(all(root, "BOARD").map((b) => child(b, "BOARD_NUMBER"))).toEqual(["1", "2", "3"]);
    expect(all(root, "TRAVELLER_LINE")).toHaveLength(9);
  });

  test("the Mitchell's pairs with place and percentage, and board 3's lines with Neuberg's matchpoints", () => {
    const { root } = usebioOf("mitchell-session.csv", { method: "mp" });
    const pairs = all(root, "PAIR").map((p) => [
      child(p, "DIRECTION"),
      child(p, "PAIR_NUMBER"),
      child(p, "PLACE"),
      child(p, "PERCENTAGE"),
    ]);
    // The examples' README: NS 3 62.5%, NS 2 54.17%, NS 1 25%; EW 1 95.83%, EW 3 37.5%, EW 2 0%.
    expect(pairs).toEqual([
      ["NS", "3", "1", "62.5"],
      ["NS", "2", "2", "54.17"],
      ["NS", "1", "3", "25"],
      ["EW", "1", "1", "95.83"],
      ["EW", "3", "2", "37.5"],
      ["EW", "2", "3", "0"],
    ]);
    const board3 = all(root, "BOARD")[2].children.filter((c) => c.name === "TRAVELLER_LINE");
    expect(
      board3.map((l) => [child(l, "SCORE"), child(l, "NS_MATCH_POINTS"), child(l, "EW_MATCH_POINTS")]),
    ).toEqual([
      ["200", "3.5", "0.5"],
      ["-620", "0.5", "3.5"],
      ["NP", undefined, undefined], // not played
    ]);
    expect(child(board3[0], "LEAD")).toBe("DA"); // typed DA: written suit first, as typed
  });

  test("cross-IMPs: each line's IMPs; names and titles escaped as text", () => {
    const names = new Map([["NS 3", ["<Ann> & Bob", 'Cy "C"']]]);
    const { xml, root } = usebioOf(
      "club-board-15.csv",
      { method: "cross", divisor: "total" },
      "A & B <club>",
      names,
    );
    expect(all(root, "TRAVELLER_LINE").map((l) => child(l, "NS_IMPS"))).toEqual([
      "31",
      "-1",
      "-27",
      "-27",
      "24",
    ]);
    expect(child(root.children[0], "EVENT_DESCRIPTION")).toBe("A & B <club>");
    expect(all(root, "PLAYER_NAME").map((p) => p.text)).toEqual(["<Ann> & Bob", 'Cy "C"']);
    expect(xml).toContain("&lt;Ann&gt; &amp; Bob");
  });

  test("an artificial score is A and each side's percentage: A+ against A- is A6040", () => {
    const t = readTraveller(readCsv("Board,NS,EW,Score\n1,1,2,A+/A-\n1,3,4,420\n1,5,6,A60%/A40%\n").rows);
    const root = parseXml(writeUsebio(t, scoreForSheet(t, { method: "mp" })[0]));
    expect(all(root, "TRAVELLER_LINE").map((l) => child(l, "SCORE"))).toEqual(["A6040", "420", "A6040"]);
  });

  test("leads are written suit first, as most programs write them (HK, DT), whichever way they came", () => {
    expect(["HK", "♠7", "D10", "KH", "TC", "x"].map(usebioLead)).toEqual(["HK", "S7", "DT", "HK", "CT", "x"]);
  });
});
