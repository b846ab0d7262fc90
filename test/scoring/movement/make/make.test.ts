// Movements made: small ones written out by hand, the choice a director would make, the errors,
// and for every Mitchell (odd, skip, share and bye stand, web) and Howell (complete, three-quarter) from
// 3 to 15 tables, with and without a half table: the movement typed as a traveller (a row a table,
// round and board, with Round and Table columns) passes the movement checks the scoring runs, and
// the properties every movement must have hold (pairs meet at most once, boards played alike).
import fc from "fast-check";
import {
  checkMovement,
  makeMovement,
  movementBalance,
  movementSets,
  playedRows,
  readTraveller,
  ScoringError,
  sharedSets,
  type MadeKind,
  type MadeMovement,
} from "../../../../src/scoring";

/** Scores that every vulnerability allows (2S and 3S made, by either side). */
const SCORES = [110, -110, 140, -140];

/** The movement typed as a traveller: Board, Round, Table, NS, EW, Score; a sit-out has no row. */
function travellerCells(m: MadeMovement): unknown[][] {
  const rows: unknown[][] = [];
  for (const r of m.rounds)
    for (const t of r.tables)
      if (t.ew !== null)
        for (const b of t.boards) rows.push([b, r.round, t.table, t.ns, t.ew, SCORES[(b + t.table) % 4]]);
  rows.sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));
  return [["Board", "Round", "Table", "NS", "EW", "Score"], ...rows];
}

/** The movement checks' problems with the traveller, as the scoring reads its rows. */
function checkProblems(m: MadeMovement): string[] {
  const cells = travellerCells(m);
  const check = checkMovement(playedRows(readTraveller(cells), cells), m.pairing);
  return check.problems.map((p) => p.message);
}

/** Whether some pair sits out (a half table). */
const sitsOut = (m: MadeMovement): boolean => m.rounds.some((r) => r.tables.some((t) => t.ew === null));

/** The properties every made movement has (the test's own count, not the balance module's). */
function expectSound(m: MadeMovement): void {
  const b = movementBalance(m);
  // Every pair meets every other at most once; in a complete Howell exactly once.
  for (let i = 0; i < b.pairs.length; i++)
    for (let j = 0; j < b.pairs.length; j++) {
      if (i === j) continue;
      const bothMitchell = m.pairing === "mitchell" && b.pairs[i].slice(0, 2) === b.pairs[j].slice(0, 2);
      expect(b.meets[i][j]).toBeLessThanOrEqual(bothMitchell ? 0 : 1);
      if (m.kind === "howell") expect(b.meets[i][j]).toBe(1);
    }
  // No pair plays a board twice.
  for (const row of b.plays) expect(Math.max(...row)).toBeLessThanOrEqual(1);
  // Every board is played the same number of times.
  expect(new Set(b.boardPlays).size).toBe(1);
  // A pair plays each set whole or not at all, and every set but the one a skip Mitchell leaves
  // out and the one a half table's sit-out misses.
  const missed = (m.kind === "skip-mitchell" ? 1 : 0) + (Number.isInteger(m.tables) && !sitsOut(m) ? 0 : 1);
  for (let i = 0; i < b.pairs.length; i++) {
    const setsPlayed = m.sets.map((set) => set.filter((board) => b.plays[i][board - 1] === 1).length);
    for (let s = 0; s < m.sets.length; s++) expect([0, m.sets[s].length]).toContain(setsPlayed[s]);
    expect(setsPlayed.filter((x) => x > 0).length).toBeGreaterThanOrEqual(m.sets.length - missed);
  }
  // Every pair plays once a round (or sits out), and no table holds two pairings.
  for (const r of m.rounds) {
    const seated = r.tables.flatMap((t): string[] =>
      m.pairing === "mitchell"
        ? [`NS ${t.ns}`, ...(t.ew === null ? [] : [`EW ${t.ew}`])]
        : [String(t.ns), ...(t.ew === null ? [] : [String(t.ew)])],
    );
    expect(new Set(seated).size).toBe(seated.length);
    expect(new Set(r.tables.map((t) => t.table)).size).toBe(r.tables.length);
  }
}

describe("a movement written out by hand", () => {
  it("a 3-table Mitchell of 3 boards: NS stay, EW up one table, the boards down one", () => {
    // Round 1: NS t v EW t on board t at table t.
    // Round 2: the EW pairs move up (EW 3 to table 1, EW 1 to 2, EW 2 to 3), the boards down
    //          (board 2 to table 1, 3 to 2, 1 to 3).
    // Round 3: once more: EW 2, 3, 1 at tables 1, 2, 3 on boards 3, 1, 2.
    // EW 1 plays boards 1, 3 and 2: every board once, and meets NS 1, 2 and 3.
    const m = makeMovement({ tables: 3, boards: 3, kind: "mitchell" });
    expect(m.rounds.map((r) => r.tables.map((t) => [t.table, t.ns, t.ew, t.boards]))).toEqual([
      [
        [1, 1, 1, [1]],
        [2, 2, 2, [2]],
        [3, 3, 3, [3]],
      ],
      [
        [1, 1, 3, [2]],
        [2, 2, 1, [3]],
        [3, 3, 2, [1]],
      ],
      [
        [1, 1, 2, [3]],
        [2, 2, 3, [1]],
        [3, 3, 1, [2]],
      ],
    ]);
    expect(m.sets).toEqual([[1], [2], [3]]);
    expect(checkProblems(m)).toEqual([]);
  });

  it("an 8-table Mitchell with a share and a bye stand: tables 1 and 8 share, the bye stand feeds table 4", () => {
    // Round 1: sets 1-4 at tables 1-4, set 5 on the bye stand, sets 6-8 at tables 5-7, table 8
    // sharing set 1 with table 1 (it plays 2, 3, 1 where table 1 plays 1, 2, 3: boards of 3 a set).
    // Round 2: the boards move down one place: table 4 gets the bye stand's set 5, table 7 the
    // shared set 1, and tables 1 and 8 share set 2 (from table 2).
    const m = makeMovement({ tables: 8, boards: 24, kind: "relay-mitchell" });
    const r1 = m.rounds[0].tables;
    expect(r1.map((t) => t.set)).toEqual([1, 2, 3, 4, 6, 7, 8, 1]);
    expect(r1[0].boards).toEqual([1, 2, 3]);
    expect(r1[7].boards).toEqual([2, 3, 1]);
    expect(m.rounds[1].tables.map((t) => t.set)).toEqual([2, 3, 4, 5, 7, 8, 1, 2]);
    expect(sharedSets(m).slice(0, 2)).toEqual([
      { round: 1, set: 1, boards: [1, 2, 3], tables: [1, 8] },
      { round: 2, set: 2, boards: [4, 5, 6], tables: [1, 8] },
    ]);
    expect(sharedSets(m)).toHaveLength(8);
  });

  it("a skip Mitchell of 8 tables: EW 1 skips table 6 after round 4", () => {
    // EW 1 sits at tables 1, 2, 3, 4 in rounds 1-4, skips table 5's next (moves up two) to 6, 7, 8.
    const m = makeMovement({ tables: 8, boards: 16, kind: "skip-mitchell" });
    const at = m.rounds.map((r) => r.tables.find((t) => t.ew === 1)!.table);
    expect(at).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(m.notes[0]).toMatch(/^Skip after round 4/);
  });
});

describe("the web Mitchell", () => {
  it("4 tables, 6 boards: the four-table web as Robin's Bridge blog writes it out", () => {
    // 3 sets of 2 (1-2, 3-4, 5-6), two copies. Tables 1-2 play the first copy: set 1 at table 1,
    // set 2 at table 2, set 3 on a relay stand; tables 3-4 the second, boarded backwards: set 3 at
    // table 4, set 1 at table 3, set 2 on their stand. Each half's boards move down one place a
    // round (table 2 to 1, 1 to the stand, the stand to 2; likewise 4 to 3, 3 to the stand, the
    // stand to 4); EW pairs move up one table round all four (EW 4 to table 1).
    //   round 1: 1 v 1 on 1-2, 2 v 2 on 3-4, 3 v 3 on 1-2, 4 v 4 on 5-6  (stands 5-6 and 3-4)
    //   round 2: 1 v 4 on 3-4, 2 v 1 on 5-6, 3 v 2 on 5-6, 4 v 3 on 3-4  (stands 1-2 and 1-2)
    //   round 3: 1 v 3 on 5-6, 2 v 4 on 1-2, 3 v 1 on 3-4, 4 v 2 on 1-2  (stands 3-4 and 5-6)
    // EW 1 plays 1-2, 5-6, 3-4: every board once, and meets NS 1, 2, 3 but never NS 4. Every board
    // is played four times, twice in each half.
    const m = makeMovement({ tables: 4, boards: 6, kind: "web-mitchell" });
    expect(m.rounds.map((r) => r.tables.map((t) => [t.table, t.ns, t.ew, t.boards]))).toEqual([
      [
        [1, 1, 1, [1, 2]],
        [2, 2, 2, [3, 4]],
        [3, 3, 3, [1, 2]],
        [4, 4, 4, [5, 6]],
      ],
      [
        [1, 1, 4, [3, 4]],
        [2, 2, 1, [5, 6]],
        [3, 3, 2, [5, 6]],
        [4, 4, 3, [3, 4]],
      ],
      [
        [1, 1, 3, [5, 6]],
        [2, 2, 4, [1, 2]],
        [3, 3, 1, [3, 4]],
        [4, 4, 2, [1, 2]],
      ],
    ]);
    // Two tables on one set in a round play its two copies: not a share.
    expect(sharedSets(m)).toEqual([]);
    expect(m.notes.join(" ")).not.toMatch(/share/);
    const b = movementBalance(m);
    expect(b.boardPlays).toEqual([4, 4, 4, 4, 4, 4]);
    expect(b.meets[b.pairs.indexOf("EW 1")].slice(0, 4)).toEqual([1, 1, 1, 0]);
    expect(checkProblems(m)).toEqual([]);
  });

  it("10 tables: the second half boarded backwards, as Bridge Central's Web Mitchell sets it out", () => {
    // 9 sets: tables 1-5 hold sets 1-5 (stands 6-9); tables 6-10 hold 4, 3, 2, 1 and 9 (stands
    // 8, 7, 6, 5). Table 1 plays the sets ascending (1, 2, ..., 9), table 10 descending (9, 8, ..., 1).
    const m = makeMovement({ tables: 10, boards: 18, kind: "web-mitchell" });
    expect(m.rounds.length).toBe(9);
    expect(m.rounds[0].tables.map((t) => t.set)).toEqual([1, 2, 3, 4, 5, 4, 3, 2, 1, 9]);
    expect(m.rounds.map((r) => r.tables[0].set)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(m.rounds.map((r) => r.tables[9].set)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(m.notes[1]).toMatch(/relay stands after table 10 hold sets 8, 7, 6 and 5, in that order\./);
  });

  it("at every even table count, each EW pair meets every NS pair but the one before its own, once", () => {
    // EW e sits at tables e, e + 1, ..., e + n - 2 (round the n tables) in the n - 1 rounds: it
    // never reaches table e - 1. In each round every set is at one table (or stand) of each half,
    // so two tables on one set are in different halves, and each board is played n times.
    for (const n of [4, 6, 8, 10, 12, 14]) {
      const m = makeMovement({ tables: n, boards: n - 1, kind: "web-mitchell" });
      const b = movementBalance(m);
      expect(new Set(b.boardPlays)).toEqual(new Set([n]));
      for (let e = 1; e <= n; e++) {
        const row = b.meets[b.pairs.indexOf(`EW ${e}`)];
        for (let t = 1; t <= n; t++)
          expect(row[b.pairs.indexOf(`NS ${t}`)]).toBe(t === ((e + n - 2) % n) + 1 ? 0 : 1);
      }
      for (const r of m.rounds)
        for (const half of [r.tables.slice(0, n / 2), r.tables.slice(n / 2)])
          expect(new Set(half.map((t) => t.set)).size).toBe(n / 2);
    }
  });

  it("is refused at an odd number of tables and at 2", () => {
    expect(() => makeMovement({ tables: 7, boards: 21, kind: "web-mitchell" })).toThrow(
      /even number of tables.*--kind mitchell/,
    );
    expect(() => makeMovement({ tables: 2, boards: 6, kind: "web-mitchell" })).toThrow(/4 tables or more/);
  });
});

describe("the movement a director would choose", () => {
  it.each([
    [7, 21, "mitchell", 7],
    [4, 21, "howell", 7],
    [5, 27, "howell", 9],
    [8, 24, "relay-mitchell", 8],
    [7, 26, "howell", 13],
    [6, 24, "three-quarter-howell", 8],
    [2, 27, "howell", 3],
  ])("%d tables, %d boards: a %s of %d rounds", (tables, boards, kind, rounds) => {
    const m = makeMovement({ tables, boards });
    expect([m.kind, m.rounds.length]).toEqual([kind, rounds]);
    expect(m.why).toMatch(/^A .* Chosen for/);
  });

  it("boards that split into no movement's sets: the nearest counts that do", () => {
    expect(() => makeMovement({ tables: 7, boards: 25 })).toThrow(
      "Take 21 boards (a Mitchell, 7 rounds of 3) or 26 boards (a complete Howell, 13 rounds of 2).",
    );
    expect(() => makeMovement({ tables: 7, boards: 25, kind: "mitchell" })).toThrow(
      "25 boards do not split into 7; 21 (3 a round) or 28 (4 a round) do.",
    );
  });

  it("refuses a plain Mitchell at an even number of tables, and tables that are not tables", () => {
    expect(() => makeMovement({ tables: 8, boards: 24, kind: "mitchell" })).toThrow(
      /needs an odd number of tables/,
    );
    expect(() => makeMovement({ tables: 6.3, boards: 24 })).toThrow(ScoringError);
    expect(() => makeMovement({ tables: 16, boards: 31, kind: "howell" })).toThrow(/2 to 15 tables/);
    // A half table's missing pair would leave one set played once more than the others.
    expect(() => makeMovement({ tables: 7.5, boards: 24, kind: "skip-mitchell" })).toThrow(/relay-mitchell/);
  });

  it("a half table: one pair sits out each round, and says so", () => {
    const m = makeMovement({ tables: 6.5, boards: 26 });
    expect(m.kind).toBe("howell");
    expect(m.tables).toBe(7);
    // Pair 14 is missing: the pair it would meet at table 1 sits out, a different pair each round.
    const sitOuts = m.rounds.map((r) => r.tables.filter((t) => t.ew === null).map((t) => [t.table, t.ns]));
    expect(sitOuts.every((s) => s.length === 1 && s[0][0] === 1)).toBe(true);
    expect(new Set(sitOuts.map((s) => s[0][1])).size).toBe(13);
    expect(m.notes.join(" ")).toMatch(/sits out/);
  });
});

/** The Mitchell kinds for a number of tables. */
const mitchellKinds = (n: number): MadeKind[] => [
  ...(n % 2 === 1 ? (["mitchell"] as const) : (["skip-mitchell", "relay-mitchell", "web-mitchell"] as const)),
  "scrambled-mitchell",
];

describe.each([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])("%d tables", (n) => {
  const kinds: MadeKind[] = [...(n >= 3 ? mitchellKinds(n) : []), "howell", "three-quarter-howell"];
  it.each(kinds)("%s: the traveller passes the movement checks, and the movement is sound", (kind) => {
    for (const tables of kind === "skip-mitchell" ? [n] : [n, n - 0.5]) {
      const m = makeMovement({ tables, boards: 2 * movementSets(kind, tables), kind });
      expect(checkProblems(m)).toEqual([]);
      expectSound(m);
    }
  });
});

describe("the scrambled Mitchell", () => {
  it("ranks the field as one: its balance beats the plain Mitchell's 100/n", () => {
    // A Mitchell without arrow switches, ranked as one field, with k boards a set: two NS pairs sit
    // the same way on all nk boards (net nk); an NS and an EW pair meet on k and sit opposite ways
    // on the other (n - 1)k (net -(n - 2)k). Spread (2n - 2)k, P = nk: balance
    // 100 x (1 - (2n - 2) / 2n) = 100/n (14.3 at 7 tables).
    for (let n = 3; n <= 15; n++) {
      const m = makeMovement({ tables: n, boards: 2 * n, kind: "scrambled-mitchell" });
      const plain = {
        ...m,
        rounds: m.rounds.map((r) => ({
          ...r,
          tables: r.tables.map((t) => ({ ...t, arrowSwitched: false })),
        })),
      };
      expect(movementBalance(plain).balance).toBeCloseTo(100 / n, 10);
      expect(movementBalance(m).balance).toBeGreaterThanOrEqual(100 / n);
      if (n >= 4) expect(movementBalance(m).balance).toBeGreaterThan(100 / n);
      expect(m.notes.join(" ")).toMatch(/Arrow switches .*: round \d+ at table/);
    }
  });
});

describe("the 2-table Howell", () => {
  it("shares each round's set between its two tables", () => {
    const m = makeMovement({ tables: 2, boards: 9 });
    expect(sharedSets(m).map((s) => [s.round, s.tables])).toEqual([
      [1, [1, 2]],
      [2, [1, 2]],
      [3, [1, 2]],
    ]);
    expectSound(m);
    expect(checkProblems(m)).toEqual([]);
  });
});

describe("any tables and boards a round", () => {
  it("every movement made is sound, its sets the boards split evenly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 15 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (n, per, half) => {
          const kinds: MadeKind[] = [...mitchellKinds(n), "howell", "three-quarter-howell"];
          for (const kind of kinds) {
            const sets = movementSets(kind, n);
            const m = makeMovement({
              tables: half && kind !== "skip-mitchell" ? n - 0.5 : n,
              boards: per * sets,
              kind,
            });
            expect(m.sets.flat()).toEqual(Array.from({ length: per * sets }, (_, i) => i + 1));
            expectSound(m);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
