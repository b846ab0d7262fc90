// Round trip: every example traveller (examples/*.csv) written as PBN by a test helper, read back
// by the PBN reader and laid out as a traveller again, scores exactly as the CSV does, by every
// method, board by board and in the ranking.
import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../../src/io/csv";
import { readPbn } from "../../../src/io/pbn";
import { sectionGrid } from "../../../src/io/results-file";
import {
  inferMovement,
  readTraveller,
  scoreSession,
  type ScoredSession,
  type Traveller,
} from "../../../src/scoring";
import { writePbn } from "../../support/pbn-writer";

const EXAMPLES = path.resolve(__dirname, "..", "..", "..", "examples");
const files = fs.readdirSync(EXAMPLES).filter((f) => f.endsWith(".csv"));

/** What a director compares: each board's tables (pairs, score, both results) and the ranking. */
function summary(s: ScoredSession) {
  return {
    boards: s.boards.map((b) => ({
      board: b.board,
      vulnerability: b.vulnerability,
      tables: b.tables.map((t) => [t.ns, t.ew, t.nsScore, t.award, t.nsResult, t.ewResult]),
    })),
    ranking: s.rankings.map((r) => r.pairs.map((p) => [p.id, p.rank, p.total, p.boardsPlayed])),
  };
}

describe.each(files)("examples/%s written as PBN and read back", (name) => {
  const csv = readTraveller(readCsv(fs.readFileSync(path.join(EXAMPLES, name), "utf8")).rows);
  const pbn = writePbn(csv, name);
  const file = readPbn(new TextEncoder().encode(pbn), `${name}.pbn`);
  const back: Traveller = readTraveller(sectionGrid(file.sections[0]).cells);

  test("one section, the same boards, no problems", () => {
    expect(csv.problems).toEqual([]);
    expect(file.sections).toHaveLength(1);
    expect(back.problems).toEqual([]);
    expect(back.boards.map((b) => [b.board, b.rows.length])).toEqual(
      csv.boards.map((b) => [b.board, b.rows.length]),
    );
  });

  test.each(["butler", "cross", "mp"] as const)(
    "the same %s results, board by board and in the ranking",
    (method) => {
      const movement = file.sections[0].scoring.movement ?? inferMovement(csv).movement;
      const a = scoreSession(csv, { method, movement });
      const b = scoreSession(back, { method, movement });
      expect(summary(b)).toEqual(summary(a));
    },
  );
});

test("the movement read back from the pair numbers: the Howell example is a Howell, the Mitchell one a Mitchell", () => {
  // A PBN score table states no movement: the pair numbers read back tell it, as the event
  // layer tells it.
  const movement = (name: string) => {
    const section = readPbn(
      writePbn(readTraveller(readCsv(fs.readFileSync(path.join(EXAMPLES, name), "utf8")).rows), name),
      name,
    ).sections[0];
    expect(section.scoring.movement).toBeUndefined();
    return inferMovement(readTraveller(sectionGrid(section).cells)).movement;
  };
  expect(movement("howell-session.csv")).toBe("howell");
  expect(movement("mitchell-session.csv")).toBe("mitchell");
});
