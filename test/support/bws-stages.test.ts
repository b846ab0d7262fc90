// The staged copies of a real Bridgemate database (bws-stages.ts): for each round k, the copy cut
// after round k is read by two readers that share no code with the stager or with each other,
// mdb-reader and Debian's mdbtools (`mdb-export FILE ReceivedData`), and each must find exactly
// the untouched file's rows of rounds 1 to k. How many that is comes from the movement (RoundData,
// as mdb-export prints it): each table that plays in a round plays its LowBoard..HighBoard there.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import MDBReader from "mdb-reader";
import { openInput, scoreEvent, type ScoredPairsSection } from "../../src/event";
import { bwsRounds, bwsStage, bwsUpToRound, receivedRowsOnPages } from "./bws-stages";

const FIXTURES = path.join(__dirname, "..", "fixtures", "files");

const hasMdbTools = (() => {
  try {
    execFileSync("mdb-export", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasMdbTools)
  console.warn(
    "mdbtools is not installed (apt-get install mdbtools): the stages are read by mdb-reader only, not by mdb-export.",
  );
const withMdbTools = hasMdbTools ? test : test.skip;

/** One CSV line of mdb-export's, split into its fields (quotes doubled inside a quoted field). */
function csvFields(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let k = 0; k < line.length; k++) {
    const c = line[k];
    if (quoted && c === '"' && line[k + 1] === '"') ((cell += '"'), k++);
    else if (c === '"') quoted = !quoted;
    else if (c === "," && !quoted) (cells.push(cell), (cell = ""));
    else cell += c;
  }
  return [...cells, cell];
}

/** A table of a database as mdb-export prints it: a record per row, by column name. */
function mdbExport(bytes: Uint8Array, table: string): Record<string, string>[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bws-stage-"));
  const file = path.join(dir, "stage.bws");
  try {
    fs.writeFileSync(file, bytes);
    const out = execFileSync("mdb-export", [file, table], { encoding: "utf8" });
    const [head, ...lines] = out.split("\n").filter((l) => l !== "");
    const names = csvFields(head);
    return lines.map((l) => Object.fromEntries(csvFields(l).map((v, k) => [names[k], v])));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** ReceivedData's rows as mdb-reader reads them: ID and Round. */
function readerRows(bytes: Uint8Array): { id: number; round: number }[] {
  const db = new MDBReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return db
    .getTable("ReceivedData")
    .getData({ columns: ["ID", "Round"] })
    .map((r) => ({ id: Number(r.ID), round: Number(r.Round) }));
}

/** The IDs of rows, in order, so that two readings of the same rows compare equal. */
const idsOf = (rows: readonly { id: number }[]): number[] => rows.map((r) => r.id).sort((a, b) => a - b);

/**
 * The results the movement sends to the tables in each round, from RoundData as mdb-export prints
 * it: a table plays LowBoard..HighBoard unless it sits out (a pair 0, or no boards).
 */
function resultsPerRound(bytes: Uint8Array): Map<number, number> {
  const per = new Map<number, number>();
  for (const r of mdbExport(bytes, "RoundData")) {
    const [low, high] = [Number(r.LowBoard), Number(r.HighBoard)];
    if (r.NSPair === "0" || r.EWPair === "0" || high < 1 || high < low) continue;
    per.set(Number(r.Round), (per.get(Number(r.Round)) ?? 0) + high - low + 1);
  }
  return per;
}

describe.each([
  // An 11-table Mitchell of 27 boards, 3 a round: 11 x 3 = 33 results a round, 297 in all.
  { file: "club-session.bws", rounds: 9, perRound: 33 },
  // A 6-table Howell of 12 pairs playing 3 boards a round, one table empty each round: 5 x 3 = 15
  // results a round, 135 in all.
  { file: "acblscore-club-howell.bws", rounds: 9, perRound: 15 },
])("$file staged round by round", ({ file, rounds, perRound }) => {
  const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, file)));
  const before = Buffer.from(bytes);
  // The untouched file's own rows, as mdb-reader reads them.
  const all = readerRows(bytes);
  const places = receivedRowsOnPages(bytes);
  const stages = Array.from({ length: rounds }, (_, k) => bwsUpToRound(bytes, k + 1));

  test("its rows are placed one for one with mdb-reader's, each on a data page slot of its own", () => {
    expect(places.map((p) => [p.id, p.round])).toEqual(all.map((r) => [r.id, r.round]));
    expect(new Set(places.map((p) => `${p.page}/${p.slot}`)).size).toBe(places.length);
    expect(bwsRounds(bytes)).toEqual(Array.from({ length: rounds }, (_, k) => k + 1));
  });

  test("each round holds the results its movement sends, and the file all of them", () => {
    expect(all).toHaveLength(rounds * perRound);
    for (let k = 1; k <= rounds; k++) expect(all.filter((r) => r.round === k)).toHaveLength(perRound);
  });

  withMdbTools("the movement, as mdb-export reads RoundData, sends those results", () => {
    expect([...resultsPerRound(bytes)].sort(([a], [b]) => a - b)).toEqual(
      Array.from({ length: rounds }, (_, k) => [k + 1, perRound]),
    );
  });

  test("stage k, read by mdb-reader, holds the rows of rounds 1..k and no other, its row count k rounds' worth", () => {
    stages.forEach((stage, k) => {
      const expected = idsOf(all.filter((r) => r.round <= k + 1));
      expect(expected).toHaveLength((k + 1) * perRound);
      expect(idsOf(readerRows(stage))).toEqual(expected);
      const table = new MDBReader(Buffer.from(stage)).getTable("ReceivedData");
      expect(table.rowCount).toBe((k + 1) * perRound);
    });
  });

  withMdbTools("stage k, read by mdb-export, holds the rows of rounds 1..k and no other", () => {
    const untouched = mdbExport(bytes, "ReceivedData").map((r) => ({
      id: Number(r.ID),
      round: Number(r.Round),
    }));
    expect(idsOf(untouched)).toEqual(idsOf(all));
    stages.forEach((stage, k) => {
      const rows = mdbExport(stage, "ReceivedData");
      expect(rows).toHaveLength((k + 1) * perRound);
      expect(rows.every((r) => Number(r.Round) <= k + 1)).toBe(true);
      expect(idsOf(rows.map((r) => ({ id: Number(r.ID) })))).toEqual(
        idsOf(untouched.filter((r) => r.round <= k + 1)),
      );
    });
  });

  test("the last stage (every round kept) is the file byte for byte, and the input is never changed", () => {
    expect(Buffer.from(stages[rounds - 1]).equals(before)).toBe(true);
    expect(Buffer.from(bwsStage(bytes, () => true)).equals(before)).toBe(true);
    expect(stages[0]).not.toBe(bytes);
    expect(Buffer.from(bytes).equals(before)).toBe(true);
  });

  test("a stage changes only the removed rows' slots (both flag bits set) and the table's row count", () => {
    const stage = stages[0];
    const dropped = places.filter((p) => p.round > 1);
    const pageSize = bytes[0x14] === 0 ? 2048 : 4096;
    const slotTable = pageSize === 2048 ? 10 : 14;
    const changed = new Set<number>();
    for (let k = 0; k < bytes.length; k++) if (bytes[k] !== stage[k]) changed.add(k);
    const slots = dropped.map((p) => p.page * pageSize + slotTable + 2 * p.slot);
    for (const at of slots) {
      const old = bytes[at] | (bytes[at + 1] << 8);
      const now = stage[at] | (stage[at + 1] << 8);
      expect(now).toBe(old | 0xc000);
      changed.delete(at);
      changed.delete(at + 1);
    }
    // What is left is within the 4 bytes of the row count, on the table's definition page.
    const left = [...changed];
    expect(left.length).toBeGreaterThan(0);
    expect(Math.max(...left) - Math.min(...left)).toBeLessThan(4);
    expect(bytes[Math.min(...left) - (Math.min(...left) % pageSize)]).toBe(0x02);
  });

  test("keeping none leaves ReceivedData empty, for mdb-reader and (if installed) mdb-export", () => {
    const none = bwsStage(bytes, () => false);
    expect(readerRows(none)).toEqual([]);
    if (hasMdbTools) expect(mdbExport(none, "ReceivedData")).toEqual([]);
  });
});

describe("the add-in's reader on a stage", () => {
  const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, "club-session.bws")));

  test("rounds 1-3 are scored, the ranking said to be provisional: 3 x 33 = 99 of the 9 x 33 = 297 results in", () => {
    const event = openInput(bwsUpToRound(bytes, 3), "round-3.bws");
    const notes = event.sections[0].file?.notes ?? [];
    expect(notes[0]).toBe(
      "the ranking is provisional: 99 of the 297 results the movement sends to the tables are in, and each one missing is scored as not played until it is",
    );
    const section = scoreEvent(event, {}).sections[0] as ScoredPairsSection;
    // In a Mitchell each pair plays 3 boards a round: 9 of its 27 boards after three rounds.
    const played = section.sessions[0].rankings.flatMap((r) => r.pairs.map((p) => p.boardsPlayed));
    expect(played).toEqual(Array(22).fill(9));
  });
});

describe("a database whose rows cannot be placed with certainty", () => {
  const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, "club-session.bws")));

  test("is refused: a copy of a ReceivedData page added at the end holds rows mdb-reader does not read", () => {
    // The copy names ReceivedData as its owner, but ReceivedData's usage map (which mdb-reader
    // follows) does not list the new page: the pages read here would hold 33 rows too many.
    const places = receivedRowsOnPages(bytes);
    const pageSize = 2048;
    const from = places[0].page * pageSize;
    const copy = new Uint8Array(bytes.length + pageSize);
    copy.set(bytes);
    copy.set(bytes.subarray(from, from + pageSize), bytes.length);
    expect(readerRows(copy)).toHaveLength(places.length);
    expect(() => receivedRowsOnPages(copy)).toThrow(/disagree/);
    expect(() => bwsUpToRound(copy, 3)).toThrow(/disagree/);
  });

  test("is refused when a row's slot has only one of the two flag bits (a row moved to another page)", () => {
    const places = receivedRowsOnPages(bytes);
    const copy = bytes.slice();
    const at = places[5].page * 2048 + 10 + 2 * places[5].slot + 1;
    copy[at] |= 0x80;
    expect(() => receivedRowsOnPages(copy)).toThrow(/flags 0x8000/);
  });
});
