// A stratified session's USEBIO file: the field's EVENT as before, then one EVENT a stratum below
// the top with that stratum's list (its pairs, their places in it, totals and players), written
// with USEBIO's own elements only; read back by the add-in's USEBIO reader.
import fc from "fast-check";
import * as fs from "node:fs";
import * as path from "node:path";
import { comparePublished } from "../../src/io/published";
import { readUsebio } from "../../src/io/usebio";
import { parseStrata, readNamesTable, scoreSession } from "../../src/scoring";
import { writeUsebio } from "../../src/writers/usebio";
import { descendants, parseXml, type XmlElement } from "../support/xml";
import { STRATA_MITCHELL, strataNames } from "../support/strata-session";

// The Mitchell of test/scoring/session/strata.test.ts (results expected: "results"), worked by
// hand, 2 matchpoints for each pair beaten and 1 for each tied. Top 4 on a board of three
// results, 2 on board 3 (two results, NS 1 did not play it):
//   board 1: NS 3 +450 4, NS 2 +420 2, NS 1 -50 0
//   board 2: NS 2 +620 4, NS 1 +140 2, NS 3 -100 0
//   board 3: NS 3 +200 2, NS 2 -620 0
// NS 3: 4+0+2 = 6 of 10, 60%; NS 2: 2+4+0 = 6 of 10, 60%; NS 1: 0+2 = 2 of 8, 25%.
// The field's places: NS 2 =1, NS 3 =1, NS 1 3.
// Masterpoints (the higher player's): NS 3 2500 (A), NS 2 600 (B), NS 1 100 (C); the EW pairs
// are unrated, so in A. B's list (B and C pairs): NS 2 1 (NS 3 is not in it, so no tie), NS 1 2.
// C's list: NS 1 1. The EW field's B and C lists are empty.
const MITCHELL = STRATA_MITCHELL;
const NAMES = strataNames();
const session = scoreSession(MITCHELL, {
  movement: "mitchell",
  method: "mp",
  expected: "results",
  names: NAMES.names,
  ratings: NAMES.ratings,
  strata: { strata: parseStrata("A:2000,B:500,C:0"), by: "higher" },
});
const xml = writeUsebio(MITCHELL, session, { event: "Club pairs", date: "2025-03-03" });
const root = parseXml(xml);

const child = (e: XmlElement, name: string): string | undefined =>
  e.children.find((c) => c.name === name)?.text;
const pairsOf = (event: XmlElement) =>
  descendants(event)
    .filter((e) => e.name === "PAIR")
    .map((p) => [
      child(p, "PAIR_NUMBER"),
      child(p, "DIRECTION"),
      child(p, "PLACE"),
      child(p, "TOTAL_MATCH_POINTS"),
      child(p, "PERCENTAGE"),
      descendants(p)
        .filter((e) => e.name === "PLAYER_NAME")
        .map((e) => e.text)
        .join(" & "),
    ]);

describe("a stratified session's USEBIO file", () => {
  const events = root.children.filter((e) => e.name === "EVENT");

  test("the field's EVENT first, then stratum B's and C's (not A's: A's list is the field)", () => {
    expect(events.map((e) => child(e, "EVENT_DESCRIPTION"))).toEqual([
      "Club pairs",
      "Club pairs: stratum B (500 to under 2000 masterpoints)",
      "Club pairs: stratum C (0 to under 500 masterpoints)",
    ]);
    // Each list is an event of the same kind, date and scoring as the field's.
    for (const e of events) {
      expect(e.attributes.EVENT_TYPE).toBe("MP_PAIRS");
      expect([child(e, "DATE"), child(e, "BOARD_SCORING_METHOD"), child(e, "WINNER_TYPE")]).toEqual([
        "03/03/2025",
        "MATCH_POINTS",
        "2",
      ]);
    }
  });

  test("the field keeps its own places; each list places its pairs among themselves", () => {
    expect(pairsOf(events[0]).filter((p) => p[1] === "NS")).toEqual([
      ["2", "NS", "=1", "6", "60", "Cy & Di"],
      ["3", "NS", "=1", "6", "60", "Ed & Flo"],
      ["1", "NS", "3", "2", "25", "Ann & Bob"],
    ]);
    expect(pairsOf(events[1])).toEqual([
      ["2", "NS", "1", "6", "60", "Cy & Di"],
      ["1", "NS", "2", "2", "25", "Ann & Bob"],
    ]);
    expect(pairsOf(events[2])).toEqual([["1", "NS", "1", "2", "25", "Ann & Bob"]]);
    // The lists carry no boards: the field's EVENT has them once.
    expect(descendants(events[1]).some((e) => e.name === "BOARD")).toBe(false);
    expect(descendants(events[0]).filter((e) => e.name === "BOARD")).toHaveLength(3);
  });

  test("the lists add no element of their own, and no DOCTYPE", () => {
    // Every element name in the USEBIO files of the test fixtures (EBUScore, ScoreBridge, NZ
    // Scorer, TeamsScorer, the USEBIO 1.1 sample, ...) and in the field's own EVENT as the writer
    // wrote it before strata: the lists use none beyond them, so a reader holding the file to the
    // USEBIO DTD meets in them only what it meets in any session's file.
    const dir = path.join(__dirname, "..", "fixtures", "files");
    const known = new Set<string>();
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".xml"))) {
      const text = fs.readFileSync(path.join(dir, f), "utf8");
      if (!/<USEBIO[\s>]/.test(text)) continue;
      for (const m of text.matchAll(/<([A-Z_]+)[\s>/]/g)) known.add(m[1]);
    }
    for (const e of descendants(events[0])) known.add(e.name);
    const lists = new Set(events.slice(1).flatMap((e) => descendants(e).map((x) => x.name)));
    expect([...lists].filter((n) => !known.has(n))).toEqual([]);
    expect(xml).not.toMatch(/<!DOCTYPE/);
  });

  test("read back: the field's section scores as written, and the reader names each list", () => {
    const file = readUsebio(xml, "strata.xml");
    expect(file.sections).toHaveLength(1);
    const section = file.sections[0];
    // The published places and figures agree with the add-in's own scoring of the boards.
    const check = comparePublished(section, [session]);
    expect(check.differences).toEqual([]);
    expect(check.compared).toBeGreaterThan(0);
    expect(section.notes?.filter((n) => /lists places only/.test(n))).toEqual([
      expect.stringMatching(/EVENT\[2\].*stratum B/),
      expect.stringMatching(/EVENT\[3\].*stratum C/),
    ]);
  });

  test("a file of lists alone is read as before, not passed over: it has nothing else", () => {
    const lists = xml.replace(/ {2}<EVENT[^]*?<\/EVENT>\n/, "");
    const file = readUsebio(lists, "lists.xml");
    expect(file.sections.map((s) => [s.event, s.boards.length])).toEqual([
      ["Club pairs: stratum B (500 to under 2000 masterpoints)", 0],
      ["Club pairs: stratum C (0 to under 500 masterpoints)", 0],
    ]);
  });

  test("property: each stratum's EVENT lists the NS pairs rated under its upper bound, placed 1, 2, ... in the field's order", () => {
    // The field's NS order is NS 2 =1, NS 3 =1, NS 1 3 (above). A list holds the pairs of its own
    // stratum and every lower one, i.e. those rated under the next higher stratum's least; a list
    // without NS 2 and NS 3 together has no tie, so its places count 1, 2, 3 down the list, and a
    // list with both shares =1 between them.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 3, maxLength: 3 }), (mps) => {
        const table = readNamesTable([
          ["Pair", "Player", "Masterpoints"],
          ...["NS 1", "NS 2", "NS 3"].map((p, i) => [p, `P${i}`, mps[i]]),
        ]);
        const strata = parseStrata("A:2000,B:500,C:0");
        const s = scoreSession(MITCHELL, {
          movement: "mitchell",
          method: "mp",
          expected: "results",
          ratings: table.ratings,
          strata: { strata, by: "higher" },
        });
        const doc = parseXml(writeUsebio(MITCHELL, s, { event: "E" }));
        const written = doc.children.filter((e) => e.name === "EVENT").slice(1);
        const rating = new Map(["1", "2", "3"].map((n, i) => [n, mps[i]]));
        const expected = strata.slice(1).flatMap((st, k) => {
          const under = strata[k].min;
          const members = ["2", "3", "1"].filter((n) => rating.get(n)! < under);
          if (members.length === 0) return [];
          const tie = members.includes("2") && members.includes("3");
          const places = members.map((_, i) => (tie && i < 2 ? "=1" : String(i + 1)));
          return [
            [
              `E: stratum ${st.name} (${k === 0 ? "500 to under 2000" : "0 to under 500"} masterpoints)`,
              members,
              places,
            ],
          ];
        });
        const got = written.map((e) => {
          const pairs = descendants(e).filter((x) => x.name === "PAIR");
          return [
            child(e, "EVENT_DESCRIPTION"),
            pairs.map((p) => child(p, "PAIR_NUMBER")),
            pairs.map((p) => child(p, "PLACE")),
          ];
        });
        expect(got).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
