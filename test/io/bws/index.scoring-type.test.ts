// A Bridgemate database's Section table names each section's scoring in ScoringType (the
// Bridgemate developer's guide: 1 matchpoints, 2 cross-IMPs, 3 IMPs against a datum, 4 a teams
// game). The add-in takes it as the file's method, says so, and the user's method still wins.
// The fixture (test/fixtures/files/club-session.bws) is a club's matchpointed session: its
// Section row, as Debian's mdb-export prints it, is `1,"A  ",11,0,0,1,1,0,,0` (ScoringType 1).
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { openEvent, openInput, scoreEvent, type ScoredPairsSection } from "../../../src/event";
import { readBridgemateTables, readBws, type Row } from "../../../src/io/bws";
import { sectionGrid } from "../../../src/io/results-file";

const FILE = path.join(__dirname, "..", "..", "fixtures", "files", "club-session.bws");
const bytes = fs.readFileSync(FILE);

/** Three tables of one round, boards 1 and 2: a session small enough to score by any method. */
function session(scoringType: unknown) {
  const received: Row[] = [1, 2].flatMap((board) =>
    [1, 2, 3].map((t) => ({
      ID: board * 10 + t,
      Section: 1,
      Table: t,
      Round: 1,
      Board: board,
      PairNS: t,
      PairEW: t,
      Declarer: t,
      "NS/EW": "N",
      Contract: "4 S",
      Result: t === 1 ? "=" : t === 2 ? "+1" : "-1",
      LeadCard: "",
      Remarks: "",
      Erased: false,
    })),
  );
  return readBridgemateTables({
    Section: [{ ID: 1, Letter: "A", ScoringType: scoringType }],
    ReceivedData: received,
  }).sections[0];
}

describe("a Bridgemate database's ScoringType", () => {
  test("the fixture's ScoringType 1 is matchpoints, as the file's method, and a note says where it was read", () => {
    const s = readBws(bytes, "club-session.bws").sections[0];
    expect(s.scoring.method).toBe("mp");
    expect(s.scoring.described).toBe("ScoringType 1");
    expect(s.notes?.[0]).toBe("the database's Section table gives ScoringType 1: matchpoints");
  });

  test("mdb-export reads the same ScoringType from the fixture's Section table", () => {
    let out: string;
    try {
      out = execFileSync("mdb-export", [FILE, "Section"], { encoding: "utf8" });
    } catch {
      console.warn("mdbtools is not installed: the Section table is not compared with mdb-export.");
      return;
    }
    const [head, row] = out.trim().split("\n");
    const k = head.split(",").indexOf("ScoringType");
    expect(row.split(",")[k]).toBe("1");
  });

  test("2 is cross-IMPs, 3 Butler: the session is scored by them when the user chooses nothing", () => {
    expect([session(2).scoring.method, session(3).scoring.method]).toEqual(["cross", "butler"]);
    const s = session(2);
    const { cells } = sectionGrid(s);
    const event = openEvent({ format: "bws", name: "x.bws" }, [
      { title: "A", rows: cells, locate: (r, c) => `R${r}C${c}`, stated: s.scoring, file: s },
    ]);
    const scored = scoreEvent(event, {}).sections[0] as ScoredPairsSection;
    // Board 1, nobody vulnerable: 4S= +420, 4S+1 +450, 4S-1 -50. Cross-IMPs divided by the 2
    // comparisons: +420 loses 1 IMP to +450 (30) and wins 10 from -50 (470): (-1 + 10) / 2 = 4.5;
    // +450: (1 + 11) / 2 = 6; -50: (-10 - 11) / 2 = -10.5.
    expect([scored.sessions[0].method, scored.decided.method]).toEqual(["cross", "input"]);
    expect(scored.sessions[0].boards[0].tables.map((t) => t.nsResult)).toEqual([4.5, 6, -10.5]);
  });

  test("the user's method wins over ScoringType", () => {
    const scored = scoreEvent(openInput(bytes, "club-session.bws"), { pairs: { method: "cross" } });
    const s = scored.sections[0] as ScoredPairsSection;
    expect([s.sessions[0].method, s.decided.method]).toEqual(["cross", "user"]);
  });

  test("4, a teams game, and a number it does not know name no method, and say so", () => {
    expect(session(4).scoring.method).toBeUndefined();
    expect(session(4).notes?.[0]).toMatch(/ScoringType 4, a teams game: its results are scored as pairs/);
    expect(session(9).scoring.method).toBeUndefined();
    expect(session(9).notes?.[0]).toMatch(/ScoringType 9, which the add-in does not know/);
    expect(session(null).scoring.method).toBeUndefined();
  });
});
