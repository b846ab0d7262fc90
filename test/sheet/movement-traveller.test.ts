// The empty traveller of a made movement: its rows, its headers, and (filled with made-up results)
// read back by the command line's own reader and movement checks with no problem found.
import { boardVulnerability, nsScore, parseContract } from "../../src/scoring";
import { makeMovement, type MadeKind, type MadeMovement } from "../../src/scoring";
import { tableValues } from "../../src/sheet/movement-sheets";
import { emptyTravellerSheet, travellerLines } from "../../src/sheet/movement-traveller";
import type { CellValue, SheetModel } from "../../src/sheet/model";
import { runCli } from "../support/cli";
import { madeMitchell, madeTwoTableHowell } from "../support/made-movements";

/** The sheet's cells of one row, in column order (empty columns blank). */
function rowOf(sheet: SheetModel, row: number): CellValue[] {
  const cells = sheet.cells.filter((c) => c.row === row);
  const out: CellValue[] = [];
  for (const c of cells) out[c.col] = c.value ?? null;
  return Array.from(out, (v) => v ?? "");
}

/**
 * The traveller typed in as a director would: 3NT by North on every row, the tricks going round
 * 8, 9, 10, 11 by row, its score at the board's vulnerability in NS score when NS's and in EW
 * score (as EW's plus) when EW's. Written as the CSV file the command line reads.
 */
function filledCsv(sheet: SheetModel): string {
  const table = sheet.blocks[0].tables[0];
  const lines = [rowOf(sheet, 0), rowOf(sheet, table.header!)];
  tableValues(sheet, table).forEach((r, k) => {
    const board = r[0] as number;
    const tricks = 8 + (k % 4);
    const score = nsScore(parseContract("3NT"), "N", tricks, boardVulnerability(board));
    const row = [...r];
    row[5] = "3NT";
    row[6] = "N";
    row[7] = "SK";
    row[8] = tricks;
    row[9] = score > 0 ? score : "";
    row[10] = score < 0 ? -score : "";
    lines.push(row);
  });
  return lines.map((l) => l.map((v) => (v === null ? "" : String(v))).join(",")).join("\n");
}

async function readsBack(m: MadeMovement): Promise<{ code: number; err: string; json: any }> {
  const csv = filledCsv(emptyTravellerSheet(m));
  const r = await runCli(["t.csv", "--json"], { "t.csv": csv });
  const json = r.code === 0 ? JSON.parse(r.out) : null;
  // Nothing noted either: no warning, no row the movement had to supply.
  if (json !== null) expect(json.notes).toBeUndefined();
  return { code: r.code, err: r.err, json };
}

describe("the empty traveller", () => {
  it("a row for each board at each table each round, board by board, the results empty", () => {
    const sheet = emptyTravellerSheet(madeMitchell(3, 2));
    // 3 rounds x 3 tables x 2 boards = 18 rows, each of the 6 boards 3 times.
    expect(travellerLines(madeMitchell(3, 2))).toHaveLength(18);
    expect(rowOf(sheet, 1)).toEqual([
      "Board",
      "Round",
      "Table",
      "NS",
      "EW",
      "Contract",
      "By",
      "Lead",
      "Tricks",
      "NS score",
      "EW score",
    ]);
    // Board 1 (set 1): round 1 at table 1 (NS 1 v EW 1), round 2 at table 3 (NS 3 v EW 2), round 3
    // at table 2 (NS 2 v EW 3).
    const rows = tableValues(sheet, sheet.blocks[0].tables[0]);
    expect(rows.slice(0, 3).map((r) => r.slice(0, 5))).toEqual([
      [1, 1, 1, 1, 1],
      [1, 2, 3, 3, 2],
      [1, 3, 2, 2, 3],
    ]);
    expect(rows.every((r) => r.slice(5).every((v) => v === null))).toBe(true);
  });

  it("a table whose pair sits out has no row", () => {
    // EW 3 is missing: one table a round sits out, 3 rounds x 2 tables x 2 boards = 12 rows.
    expect(travellerLines(madeMitchell(3, 2, 3))).toHaveLength(12);
  });

  it("a three-table Mitchell, filled in, reads back through npm run score with no problem", async () => {
    const r = await readsBack(madeMitchell(3, 2));
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const movement = r.json.movement;
    // Read from the Round column: 3 rounds, 3 tables a round, 3 sets of 2; 3 NS + 3 EW pairs.
    expect(movement).toMatchObject({
      kind: "mitchell",
      readFrom: "round-column",
      rounds: 3,
      tables: 3,
      pairs: 6,
    });
    expect(movement.boardSets).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it("a seven-table Mitchell of 21 boards reads back with no problem", async () => {
    const r = await readsBack(madeMitchell(7, 3));
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });

  it("a Mitchell with a sit-out reads back with no problem", async () => {
    const r = await readsBack(madeMitchell(5, 2, 5));
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    // Five tables less the one whose EW pair is missing: 4 tables a round; 5 NS + 4 EW pairs.
    expect(r.json.movement).toMatchObject({ rounds: 5, tables: 4, pairs: 9 });
  });

  it("a two-table Howell, its sets shared each round, reads back with no problem", async () => {
    const r = await readsBack(madeTwoTableHowell());
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const movement = r.json.movement;
    // Four pairs of one field, 3 rounds, 2 tables a round.
    expect(movement).toMatchObject({ kind: "howell", rounds: 3, tables: 2, pairs: 4 });
  });

  it("the same check refuses the traveller when a pair is typed at the wrong table", async () => {
    // Board 1's round-2 row (table 3, NS 3 v EW 2) typed with NS 2: NS 2 twice in round 2.
    const csv = filledCsv(emptyTravellerSheet(madeMitchell(3, 2))).replace("\n1,2,3,3,2,", "\n1,2,3,2,2,");
    const r = await runCli(["t.csv"], { "t.csv": csv });
    expect(r.code).toBe(1);
    expect(r.err).toContain("line 4");
  });

  it("an arrow-switched round: its rows marked AS, read back by home direction with no problem", async () => {
    // Round 3 of the three-table Mitchell arrow-switched (as the conventions' worked example).
    const base = madeMitchell(3, 2);
    const m: MadeMovement = {
      ...base,
      rounds: base.rounds.map((r) =>
        r.round === 3 ? { ...r, tables: r.tables.map((t) => ({ ...t, arrowSwitched: true })) } : r,
      ),
    };
    const sheet = emptyTravellerSheet(m);
    expect(rowOf(sheet, 1).slice(-2)).toEqual(["EW score", "AS"]);
    const rows = tableValues(sheet, sheet.blocks[0].tables[0]);
    // 6 of the 18 rows are round 3's, and only they are marked.
    expect(rows.filter((r) => r[11] === "AS").map((r) => r[1])).toEqual([3, 3, 3, 3, 3, 3]);
    const r = await readsBack(m);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });
});

describe("the empty traveller of every movement the add-in makes, typed in and scored", () => {
  // The generator's own movements (not ones built by hand): each kind at a size clubs play, the
  // traveller filled in as above and scored by npm run score -- t.csv --json. A clean read (exit 0,
  // nothing noted) means the movement checks found the rows to be the movement the cards give, and
  // the JSON's ranking must hold every pair the movement seats, each with the boards it played.
  const asks: { tables: number; boards: number; kind: MadeKind }[] = [
    { tables: 7, boards: 21, kind: "mitchell" },
    { tables: 8, boards: 24, kind: "relay-mitchell" },
    { tables: 8, boards: 24, kind: "skip-mitchell" },
    { tables: 8, boards: 24, kind: "scrambled-mitchell" },
    { tables: 4, boards: 28, kind: "howell" },
    { tables: 6.5, boards: 26, kind: "howell" },
    { tables: 6, boards: 24, kind: "three-quarter-howell" },
  ];
  it.each(asks)("$kind of $tables tables and $boards boards", async (ask) => {
    const m = makeMovement(ask);
    const r = await readsBack(m);
    expect([r.code, r.err]).toEqual([0, ""]);
    // Every pair seated (a sit-out's ns included) is ranked once, and plays the boards the
    // movement gives it: its tables' boards over the rounds it is not sitting out.
    const played = new Map<string, number>();
    for (const round of m.rounds)
      for (const t of round.tables) {
        if (t.ew === null) continue;
        const key = (side: string, p: number) => (m.pairing === "mitchell" ? `${side} ${p}` : `${p}`);
        for (const k of [key("NS", t.ns), key("EW", t.ew)])
          played.set(k, (played.get(k) ?? 0) + t.boards.length);
      }
    const ranked = (r.json.ranking as { pairs: { pair: string; boards: number }[] }[]).flatMap(
      (f) => f.pairs,
    );
    expect(Object.fromEntries(ranked.map((p) => [p.pair, p.boards]))).toEqual(Object.fromEntries(played));
  });
});
