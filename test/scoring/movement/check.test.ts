// The movement as played, and each row checked against it: hand-made sessions whose mistakes
// are worked out in the comments, then a property over generated Mitchell and Howell sessions
// (5 to 15 tables, with and without Round and Table columns): a clean session raises no problem,
// and one mistake put in it anywhere is always caught, on the line that holds it.
import { decidePairs, openSection, scoreEvent, type EventSection } from "../../../src/event";
import {
  boardsText,
  checkMovement,
  playedRows,
  readTraveller,
  TravellerError,
  type PlayedRow,
} from "../../../src/scoring";
import { howell, mitchell, sessionCells, type Session, type SessionRow } from "../../support/movements";
import { seededRandom } from "../../support/seeded";

const section = (cells: unknown[][]): EventSection =>
  openSection({ title: null, rows: cells, locate: (r) => `line ${r + 1}` });

/**
 * Every problem of a traveller as the command line meets them: its reading's, then the movement's
 * (as the event layer decides it), then what scoring itself refuses (a pair on both sides of a row).
 */
function problemsOf(
  cells: unknown[][],
  accept: string[] = [],
  score = false,
): { row: number; message: string }[] {
  const s = section(cells);
  if (s.problems.length > 0) return [...s.problems];
  // A typed traveller's findings are asked of the director (never scored silently).
  const played = decidePairs(s, { acceptPairs: accept }).findings.asked;
  if (played.length > 0 || !score) return played.map((a) => ({ row: a.row, message: a.message }));
  try {
    scoreEvent(
      { kind: "pairs", source: { format: "csv", name: "t.csv" }, sections: [s] },
      { acceptPairs: accept },
    );
  } catch (e) {
    if (e instanceof TravellerError) return [...e.problems];
    throw e;
  }
  return [];
}

describe("boardsText", () => {
  it("writes one board, a run and a list", () => {
    expect(boardsText([4])).toBe("board 4");
    expect(boardsText([9, 7, 8])).toBe("boards 7-9");
    expect(boardsText([1, 3, 5])).toBe("boards 1, 3 and 5");
  });
});

describe("the movement as read", () => {
  it("tells a three-table Mitchell of two boards a round from its rows", () => {
    // Boards 1-2 at table 1 (NS 1 v EW 1), 3-4 at table 2, 5-6 at table 3 in round 1; the EW pairs
    // move up and the boards down: 3 rounds, 3 tables, 3 sets of 2 boards, 3 NS + 3 EW pairs.
    const s = mitchell(3, 3, 2, 1);
    const cells = sessionCells(s.rows, true);
    const t = readTraveller(cells);
    const check = checkMovement(playedRows(t, cells), "mitchell");
    expect(check.problems).toEqual([]);
    expect(check.played).toEqual({
      movement: "mitchell",
      fromRounds: true,
      rounds: 3,
      tables: 3,
      sets: [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
      pairs: 6,
      accepted: [],
    });
  });

  it("says so on the sheet's title line", () => {
    const s = mitchell(7, 7, 3, 2);
    const decided = decidePairs(section(sessionCells(s.rows, false)), {});
    // 7 tables, 21 boards in 7 sets of 3; no Round column, so no rounds counted.
    expect(decided.options.movementTold).toMatch(
      /^Mitchell, told from the pair numbers: .*; 7 tables a round, boards in 7 sets of 3$/,
    );
  });
});

describe("the checks, on a seven-table Mitchell of 21 boards", () => {
  // Round 1: table t has NS t v EW t on boards 3(t-1)+1 .. 3t. The rows are by board, then round.
  const s = mitchell(7, 7, 3, 3);
  const cellsOf = (rows: SessionRow[], rounds = true): unknown[][] => sessionCells(rows, rounds);
  const lineOf = (r: SessionRow): number => s.rows.indexOf(r) + 1; // row 0 is the header

  it("a clean session raises no problem", () => {
    expect(problemsOf(cellsOf(s.rows))).toEqual([]);
    expect(problemsOf(cellsOf(s.rows, false))).toEqual([]);
  });

  it("NS 11 typed for NS 4 on one line: refused on that line, naming the pair expected", () => {
    const typo = s.rows.find((r) => r.ns === 4 && r.board === 10)!; // round 1, table 4: boards 10-12 v EW 4
    const rows = s.rows.map((r) => (r === typo ? { ...r, ns: 11 } : r));
    const problems = problemsOf(cellsOf(rows, false));
    const here = problems.filter((p) => p.row === lineOf(typo));
    // EW 4 plays NS 11 on board 10 but NS 4 on boards 11-12 of the same set; NS 11 plays 1 board
    // where the NS pairs play 21.
    expect(here.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^EW 4 plays NS 11 on board 10 but NS 4 on boards 11-12, .*expects NS 4 v EW 4 here/,
      ),
      expect.stringMatching(/^NS 11 plays 1 board where the other NS pairs play 21/),
    ]);
    // Accepted as a substitute, NS 11 is no problem, but EW 4 meeting two pairs in a set still is.
    expect(
      problemsOf(cellsOf(rows, false), ["NS 11"]).some((p) => /NS 11 plays 1 board/.test(p.message)),
    ).toBe(false);
  });

  it("a missing line: the board, the pairing without a result and what it needs", () => {
    const gone = s.rows.find((r) => r.board === 20 && r.round === 1)!; // table 7: NS 7 v EW 7, boards 19-21
    const problems = problemsOf(
      cellsOf(
        s.rows.filter((r) => r !== gone),
        false,
      ),
    );
    expect(problems.map((p) => p.message)).toEqual([
      "Board 20 has no result for NS 7 v EW 7, who play boards 19 and 21 of the set 19-21: board 20 needs its result, NP (not played) or an award.",
    ]);
  });

  it("a board of another set in a pairing's round, read from the Round column", () => {
    // Four rounds of the seven tables: NS 4 plays sets 4-7 (boards 10-21) and EW 4, moving up a
    // table a round, sets 4, 6, 1 and 3 (boards 10-12, 16-18, 1-3, 7-9). Round 1, table 4: NS 4 v
    // EW 4 on boards 10-12, with board 10 typed as 5, a board neither pair plays.
    const short = mitchell(7, 4, 3, 3);
    const typo = short.rows.find((r) => r.board === 10 && r.round === 1)!;
    const rows = short.rows.map((r) => (r === typo ? { ...r, board: 5 } : r));
    const line = rows.findIndex((r) => r.board === 5 && r.ns === 4) + 1;
    // One finding, on the row typed wrong, naming the board it is on and the board, 10, that now
    // lacks NS 4 v EW 4's line (no second finding blaming the rows of boards 11-12).
    expect(problemsOf(cellsOf(rows))).toEqual([
      {
        row: line,
        message:
          "This row is on board 5, but NS 4 v EW 4 play boards 11-12 at table 4 in round 1: it is board 10's line, and board 10 has none for NS 4 v EW 4.",
      },
    ]);
  });

  it("a row on the wrong board where both its pairs play that board too: one problem, the board that lacks its line", () => {
    // All seven rounds: every NS pair plays every set. Round 5, table 4 is NS 4 v EW 7 on boards
    // 1-3 (set (4 - 1 + 5 - 1) mod 7 = 0). Its board 1 typed as board 6: NS 4 plays board 6 at
    // table 4 in round 6 (set 1, boards 4-6) and EW 7 plays it too, so the reader met both pairs
    // twice on board 6 (four problems on three lines). The Round and Table columns say which line
    // is wrong: table 4 in round 5 plays boards 2-3 around it, never board 6.
    const full = mitchell(7, 7, 3, 1);
    const typo = full.rows.find((r) => r.board === 1 && r.round === 5)!;
    expect([typo.table, typo.ns, typo.ew]).toEqual([4, 4, 7]);
    const rows = full.rows.map((r) => (r === typo ? { ...r, board: 6 } : r));
    const line = rows.indexOf(rows.find((r) => r.board === 6 && r.round === 5)!) + 1;
    const ns4 = full.rows.find((r) => r.board === 6 && r.ns === 4)!;
    expect(problemsOf(cellsOf(rows))).toEqual([
      {
        row: line,
        column: 0,
        message: `This row is on board 6, but NS 4 v EW 7 play boards 2-3 at table 4 in round 5, and NS 4 played board 6 at table ${ns4.table} in round ${ns4.round}: it is board 1's line, and board 1 has none for NS 4 v EW 7. Put the Board number right.`,
      },
    ]);
  });

  it("a row on the wrong board, two boards a round: the row whose set another table played that round", () => {
    // Five tables, three rounds, two boards a round. Round 1, table 1: NS 1 v EW 1 on boards 1-2;
    // board 1 typed as 7. Neither pair plays boards 7-8, which table 4 plays in round 1: NS 1 v
    // EW 1 then have one line in each of two sets, and the one in a set another table held that
    // round is the one typed wrong. Board 1 lacks its line.
    const small = mitchell(5, 3, 2, 1);
    const typo = small.rows.find((r) => r.board === 1 && r.round === 1)!;
    expect([typo.table, typo.ns, typo.ew]).toEqual([1, 1, 1]);
    const rows = small.rows.map((r) => (r === typo ? { ...r, board: 7 } : r));
    const line = rows.indexOf(rows.find((r) => r.board === 7 && r.ns === 1)!) + 1;
    expect(problemsOf(cellsOf(rows))).toEqual([
      {
        row: line,
        message:
          "This row is on board 7, but NS 1 v EW 1 play board 2 at table 1 in round 1: it is board 1's line, and board 1 has none for NS 1 v EW 1.",
      },
    ]);
  });

  it("an existing pair number typed for another: the row whose table held another pair that round", () => {
    // Round 5, table 4 is NS 4 v EW 7 on boards 1-3; on board 1, NS 5 is typed for NS 4. NS 5
    // plays board 1 itself at table 5 in round 4, so the reader meets NS 5 twice on board 1. The
    // other boards of table 4 in round 5 (2-3) say NS 4 sat there: that row is wrong, not NS 5's own.
    const full = mitchell(7, 7, 3, 1);
    const typo = full.rows.find((r) => r.board === 1 && r.round === 5)!;
    const own = full.rows.find((r) => r.board === 1 && r.ns === 5)!;
    expect([typo.table, typo.ns, own.table, own.round]).toEqual([4, 4, 5, 4]);
    const rows = full.rows.map((r) => (r === typo ? { ...r, ns: 5 } : r));
    expect(problemsOf(cellsOf(rows))).toEqual([
      {
        row: rows.indexOf(rows.find((r) => r.board === 1 && r.round === 5)!) + 1,
        column: 3,
        message:
          "NS pair 5 is on board 1 twice, and this row is the one that is wrong: table 4 in round 5 held NS 4 (on boards 2-3 of that round), while NS 5 played board 1 at table 5 in round 4. The NS pair here should be 4.",
      },
    ]);
    // Without the Round and Table columns, both rows are named, as either may be wrong.
    expect(problemsOf(cellsOf(rows, false)).map((p) => p.row)).toHaveLength(2);
  });

  it("a pair twice in one round, read from the Round column", () => {
    // Board 1's row of round 1 (NS 1 v EW 1, table 1) typed as round 2: NS 1 then plays twice in
    // round 2 (against EW 7 at table 1 on boards 4-6, as EW pairs move up a table a round: EW 7 is
    // at table 1 in round 2), and NS 1 and EW 1 meet in rounds 1 and 2.
    const typo = s.rows.find((r) => r.board === 1 && r.round === 1)!;
    const rows = s.rows.map((r) => (r === typo ? { ...r, round: 2 } : r));
    const messages = problemsOf(cellsOf(rows))
      .filter((p) => p.row === lineOf(typo))
      .map((p) => p.message);
    // One problem of where the row sits is said per row: the first found.
    expect(messages).toEqual([
      "NS 1 plays twice in round 2: NS 1 v EW 1 on board 1 and NS 1 v EW 7 on board 4. A pair plays at one table a round.",
    ]);
  });
});

describe("a pair's boards counted whatever the order of the rows", () => {
  // Four tables, boards 1-8: NS 1-4 each play all 8 boards. A substitute pair, NS 9, is on
  // board 8, then board 2, then board 8 again (or 2, 8, 8: in order, with a repeat): 2 different
  // boards, where the other NS pairs play 8.
  const row = (k: number, board: number, ns: number, ew: number): PlayedRow => ({
    row: k,
    board,
    ns: String(ns),
    ew: String(ew),
    round: null,
    table: null,
    columns: { ns: 1, ew: 2, board: 0, round: null, table: null },
  });
  const field = (boards: number[], substitute: number[] = [8, 2, 8]): PlayedRow[] => {
    const rows: PlayedRow[] = [];
    for (const b of boards) for (let t = 1; t <= 4; t++) rows.push(row(rows.length, b, t, ((t + b) % 4) + 1));
    return [...rows, ...substitute.map((b, k) => row(100 + k, b, 9, k + 1))];
  };
  const few = (rows: PlayedRow[]) =>
    checkMovement(rows, "mitchell")
      .problems.filter((p) => p.message.startsWith("NS 9 plays"))
      .map((p) => [p.row, p.message.split(":")[0]]);

  it("boards listed in ascending order, or in descending order: the same count", () => {
    const expected = [100, 101, 102].map((r) => [r, "NS 9 plays 2 boards where the other NS pairs play 8"]);
    expect(few(field([1, 2, 3, 4, 5, 6, 7, 8]))).toEqual(expected);
    expect(few(field([8, 7, 6, 5, 4, 3, 2, 1]))).toEqual(expected);
  });

  it("a pair's own boards in ascending order with one repeated: counted once each", () => {
    const expected = [100, 101, 102].map((r) => [r, "NS 9 plays 2 boards where the other NS pairs play 8"]);
    expect(few(field([1, 2, 3, 4, 5, 6, 7, 8], [2, 8, 8]))).toEqual(expected);
    expect(few(field([8, 7, 6, 5, 4, 3, 2, 1], [2, 2, 8]))).toEqual(expected);
  });
});

describe("a Howell pair against itself", () => {
  it("is refused on its line, naming the pairing its set expects", () => {
    let s: Session | null = null;
    for (let seed = 11; s === null; seed++) s = howell(5, 5, 2, seed);
    const typo = s.rows[4];
    const rows = s.rows.map((r) => (r === typo ? { ...r, ew: r.ns } : r));
    const problems = problemsOf(sessionCells(rows, false), [], true);
    // The row's pair plays its real opponent on the other board of the set: that pairing is named.
    expect(problems.filter((p) => p.row === 5).map((p) => p.message)).toContainEqual(
      expect.stringContaining(`the movement expects NS ${typo.ns} v EW ${typo.ew} here`),
    );
  });
});

// The property: generated sessions, clean and with one mistake.
type Mistake = "pair" | "board" | "missing" | "twice" | "swap" | "round" | "table";

function generate(rng: () => number, seed: number): Session {
  for (let k = 0; ; k++) {
    const tables = 5 + Math.floor(rng() * 11);
    const perRound = 2 + Math.floor(rng() * 2);
    if (rng() < 0.5) {
      const most = tables % 2 === 0 ? tables - 1 : tables;
      const rounds = Math.max(3, most - Math.floor(rng() * 4));
      return mitchell(tables, rounds, perRound, seed + k);
    }
    const rounds = 3 + Math.floor(rng() * 5);
    const h = howell(tables, rounds, perRound, seed + k);
    if (h !== null) return h;
  }
}

function insert(
  s: Session,
  mistake: Mistake,
  rng: () => number,
): { rows: SessionRow[]; at: SessionRow | null } {
  const i = Math.floor(rng() * s.rows.length);
  const row = s.rows[i];
  const other = (now: number, most: number): number => {
    const v = 1 + Math.floor(rng() * (most - 1));
    return v >= now ? v + 1 : v;
  };
  const pairs = s.movement === "mitchell" ? s.tables : 2 * s.tables;
  const boards = Math.max(...s.rows.map((r) => r.board));
  const put = (changed: SessionRow): { rows: SessionRow[]; at: SessionRow } => ({
    rows: s.rows.map((r, j) => (j === i ? changed : r)),
    at: changed,
  });
  switch (mistake) {
    case "pair":
      return rng() < 0.5
        ? put({ ...row, ns: other(row.ns, pairs + 2) })
        : put({ ...row, ew: other(row.ew, pairs + 2) });
    case "board":
      return put({ ...row, board: other(row.board, boards) });
    case "missing":
      return { rows: s.rows.filter((_, j) => j !== i), at: null };
    case "twice": {
      const rows = [...s.rows];
      rows.splice(i + 1, 0, { ...row });
      return { rows, at: rows[i + 1] };
    }
    case "swap":
      return put({ ...row, ns: row.ew, ew: row.ns });
    case "round":
      return put({ ...row, round: other(row.round, s.rounds + 1) });
    case "table":
      return put({ ...row, table: other(row.table, s.tables + 1) });
  }
}

describe("property: one mistake in a clean session is always caught", () => {
  const rng = seededRandom(20261125);
  const cases = Array.from({ length: 120 }, (_, k) => {
    const s = generate(rng, 1000 + 17 * k);
    const withRounds = k % 2 === 0;
    const kinds: Mistake[] = ["pair", "board", "missing", "twice"];
    kinds.push("swap");
    if (withRounds) kinds.push("round", "table");
    const mistake = kinds[k % kinds.length];
    return { s, withRounds, mistake, k };
  });

  it.each(cases)("$s.movement, $s.tables tables, rounds column $withRounds: $mistake (case $k)", (c) => {
    const { s, withRounds } = c;
    // Clean: no problem at all.
    expect(problemsOf(sessionCells(s.rows, withRounds))).toEqual([]);
    let { rows, at } = insert(s, c.mistake, rng);
    // A Mitchell's pair numbers count per direction: NS 3 v EW 3 swapped is NS 3 v EW 3 again, so
    // another row is taken.
    for (
      let tries = 0;
      c.mistake === "swap" && s.movement === "mitchell" && at !== null && at.ns === at.ew && tries < 20;
      tries++
    ) {
      ({ rows, at } = insert(s, c.mistake, rng));
    }
    const problems = problemsOf(sessionCells(rows, withRounds), [], true);
    expect(problems.length).toBeGreaterThan(0);
    if (at !== null) {
      // The line of the mistake is named (row 0 is the header, so row j + 1 is rows[j]).
      expect(problems.map((p) => p.row)).toContain(rows.indexOf(at) + 1);
    }
  });
});
