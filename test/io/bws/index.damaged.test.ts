// Damaged Bridgemate databases: a copy of the club's database (club-session.bws) with bytes
// rewritten by the helper access-bytes.ts, as a hostile or broken file would have them. Each is
// refused with a message naming what is wrong, and none is read forever: the jest timeout on each
// test is only a guard against a hang (before the fixes, the loops below never ended).
import * as fs from "node:fs";
import * as path from "node:path";
import MDBReader from "mdb-reader";
import { readBws, readBwsDeals } from "../../../src/io/bws";
import { definitionLoop } from "../../../src/io/bws/limits";
import {
  definitionPage,
  withDefinitionLoop,
  withMemoLoop,
  withRowCount,
  withRowsDeleted,
  bwsRefusal,
} from "./access-bytes";

const bytes = fs.readFileSync(path.join(__dirname, "..", "..", "fixtures", "files", "club-session.bws"));
const HANG_GUARD = 30_000;

const refusal = bwsRefusal;

describe("a table definition page whose next page is itself", () => {
  const looped = withDefinitionLoop(bytes, "ReceivedData");
  const page = definitionPage(bytes, "ReceivedData");

  test(
    "is refused before mdb-reader opens the file, naming the page",
    () => {
      expect(definitionLoop(looped)).toBe(page);
      expect(definitionLoop(bytes)).toBeNull();
      expect(refusal(() => readBws(looped, "loop.bws"))).toBe(
        `loop.bws cannot be read:\n  its table definition pages loop back to page ${page}: the database is damaged and cannot be read.`,
      );
      expect(refusal(() => readBwsDeals(looped, "loop.bws"))).toMatch(/loop back to page/);
    },
    HANG_GUARD,
  );

  test(
    "mdb-reader itself (patched at install, patches/) stops at the page it has read",
    () => {
      const db = new MDBReader(looped);
      expect(() => db.getTable("ReceivedData")).toThrow(`Table definition pages loop at page ${page}`);
    },
    HANG_GUARD,
  );
});

describe("a memo whose chain of pages loops", () => {
  // PlayerNumbers' Name made a memo; its first row's value names a piece whose next is itself.
  const looped = withMemoLoop(bytes, "PlayerNumbers", "Name");

  test(
    "is refused, naming the table and the page row the chain returns to",
    () => {
      const page = bytes.length / 2048; // the page the helper added at the end
      expect(refusal(() => readBws(looped, "memo.bws"))).toBe(
        `memo.bws cannot be read:\n  its PlayerNumbers table cannot be read (Memo data pages loop at page ${page}, row 0).`,
      );
    },
    HANG_GUARD,
  );
});

describe("a table stating more rows than the file holds", () => {
  test(
    "is refused before a row is read",
    () => {
      // 1,124,352 bytes hold at most 281,088 rows of 4 bytes each.
      expect(refusal(() => readBws(withRowCount(bytes, "ReceivedData", 2_000_000), "rows.bws"))).toBe(
        "rows.bws cannot be read:\n  its ReceivedData table states 2,000,000 rows, more than a file of 1,124,352 bytes can hold: the database is damaged.",
      );
    },
    HANG_GUARD,
  );
});

describe("the database as the session stopped mid-round", () => {
  // Round 9 half in: tables 1 and 3 have all three boards of the round in, table 2 only its
  // first (board 1 of boards 1-3), tables 4-11 none. Round 9 sends 3 boards to each of the 11
  // tables; 2 x 3 + 1 = 7 of those 33 are in, so 297 - 33 + 7 = 271 of the 297 results.
  const mid = withRowsDeleted(
    bytes,
    "ReceivedData",
    (r) => !(r.Round === 9 && ((r.Table as number) > 3 || (r.Table === 2 && r.Board !== 1))),
  );

  test(
    "is scored on what was played, the missing results listed in the notes",
    () => {
      const s = readBws(mid, "mid.bws").sections[0];
      expect(s.notes?.[0]).toBe(
        "the ranking is provisional: 271 of the 297 results the movement sends to the tables are in, and each one missing is scored as not played until it is",
      );
      expect(s.notes?.[1]).toMatch(
        /^still missing: boards 2-3 at table 2 \(round 9, NS 2 v EW 5\); boards 7-9 at table 4 \(round 9, NS 4 v EW 7\); .*; boards 1-3 at table 11 \(round 9, NS 11 v EW 3\)$/,
      );
      // Every board still has its 11 rows: the results in, and a not-played row for each missing.
      expect(s.boards.map((b) => b.rows.length)).toEqual(Array(27).fill(11));
      const notIn = s.boards.flatMap((b) => b.rows).filter((r) => r.source.endsWith("no result yet"));
      expect(notIn).toHaveLength(26);
      expect(notIn.every((r) => r.score === "NP")).toBe(true);
    },
    HANG_GUARD,
  );
});
