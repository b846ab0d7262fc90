// The three kinds of finding about a session, each on a worked case: what cannot be read is
// refused (the reader's own problems, tested with the readers); what looks like a typing mistake
// in a typed traveller is asked, and scored as entered once the director says so; what happened
// at the table (a results file's missing line, a sit-out, sections of different movements) is
// scored as played and said in the notes.
import * as fs from "node:fs";
import * as path from "node:path";
import {
  AskedFindingsError,
  openInput,
  openSection,
  scoreEvent,
  type BridgeEvent,
  type ScoredPairsSection,
} from "../../src/event";
import { checkMovement, type PlayedRow } from "../../src/scoring";
import { mitchell, howell, sessionCells } from "../support/movements";

const FILES = path.join(__dirname, "..", "fixtures", "files");

/** Cells typed as a traveller, as an event of one section (lines counted from 1, the header line 1). */
function typed(cells: unknown[][]): BridgeEvent {
  return {
    kind: "pairs",
    source: { format: "csv", name: "t.csv" },
    sections: [openSection({ title: null, rows: cells, locate: (r, c) => `line ${r + 1}, column ${c + 1}` })],
  };
}

function pairsOf(event: BridgeEvent, choices = {}): ScoredPairsSection {
  const s = scoreEvent(event, choices).sections[0];
  if (s.kind !== "pairs") throw new Error("expected a pairs section");
  return s;
}

function asked(event: BridgeEvent, choices = {}): AskedFindingsError {
  try {
    scoreEvent(event, choices);
  } catch (e) {
    if (e instanceof AskedFindingsError) return e;
    throw e;
  }
  throw new Error("expected the session to be asked about");
}

describe("a board a table did not play, in a typed Mitchell: asked, then Neuberg to the movement", () => {
  // A three-table Mitchell, two boards a round: boards 1-2 are played by three pairings. On board 2
  // the two lines typed score +450 and +420; the third pairing's line is not there.
  const s = mitchell(3, 3, 2, 7);
  const board2 = s.rows.filter((r) => r.board === 2);
  const [kept1, kept2, gone] = board2;
  const rows = s.rows
    .filter((r) => r !== gone)
    .map((r) => (r === kept1 ? { ...r, score: 450 } : r === kept2 ? { ...r, score: 420 } : r));
  const event = typed(sessionCells(rows, false));

  it("is asked, on the line of the pairing's other board, with the fix it suggests", () => {
    const e = asked(event);
    expect(e.asked).toHaveLength(1);
    const [f] = e.asked;
    expect(f.kind).toBe("missing");
    expect(f.message).toMatch(
      new RegExp(`^Board 2 has no result for NS ${gone.ns} v EW ${gone.ew}, who play board 1 of the set 1-2`),
    );
    expect(f.fix).toBe("type the board's result, NP or an award");
    // The pairing's line on board 1, where the director looks first.
    const onBoard1 = rows.findIndex((r) => r.board === 1 && r.ns === gone.ns && r.ew === gone.ew) + 1;
    expect(f.where).toBe(`line ${onBoard1 + 1}, column 1`);
  });

  it("scored as entered: the missing table is not played, and the board is factored to its 3 tables", () => {
    const scored = pairsOf(event, { asEntered: true });
    // Two results on the EBU scale: +450 beats +420, 2 to 0 of a top of 2. Neuberg to the
    // movement's N = 3 tables (n = 2 results): (MP + 1) x N / n - 1, so +450 gets 3 x 1.5 - 1 =
    // 3.5 and +420 gets 1 x 1.5 - 1 = 0.5, of a top of 4; EW the other way round.
    const b2 = scored.sessions[0].boards.find((b) => b.board === 2)!;
    const results = b2.tables
      .filter((t) => t.kind === "plain")
      .map((t) => [t.nsScore, t.nsResult, t.ewResult]);
    expect(results).toEqual([
      [450, 3.5, 0.5],
      [420, 0.5, 3.5],
    ]);
    // Said once, as a note, and on the sheet's title block.
    expect(scored.notes).toHaveLength(1);
    expect(scored.notes[0].text).toMatch(
      /Scored as entered, as the director asked: as not played at that table/,
    );
    expect(scored.options.notes?.some((n) => n.includes("Board 2 has no result"))).toBe(true);
  });
});

describe("a pair that sat the wrong way round on one board of a Howell set", () => {
  // A five-table Howell, two boards a round; one row of a pairing has its NS and EW numbers
  // swapped. The rows cannot tell a typing mistake from two pairs who sat the wrong way: asked.
  // The first seed whose random assignment of board sets works (the generator says null otherwise).
  let s = howell(5, 5, 2, 11);
  for (let seed = 12; s === null; seed++) s = howell(5, 5, 2, seed);
  const set = s.rows.filter((r) => r.round === 1 && r.table === 1);
  const swapped = set[1];
  const rows = s.rows.map((r) => (r === swapped ? { ...r, ns: r.ew, ew: r.ns } : r));
  const event = typed(sessionCells(rows, true));

  it("is asked on its line: the NS and EW numbers of one row are swapped", () => {
    const e = asked(event);
    const line = rows.findIndex((r) => r.board === swapped.board && r.ns === swapped.ew) + 1;
    const mine = e.asked.filter((a) => a.row === line);
    expect(mine.map((a) => a.kind)).toContain("swapped");
    expect(mine.find((a) => a.kind === "swapped")!.fix).toBe("swap the row's NS and EW numbers");
  });

  it("scored as entered: the pairs score on that board as they sat", () => {
    const scored = pairsOf(event, { asEntered: true });
    const b = scored.sessions[0].boards.find((x) => x.board === swapped.board)!;
    const t = b.tables.find((x) => x.ns === String(swapped.ew))!;
    // The pair typed NS is scored NS with the row's score as the NS score.
    expect(t.ew).toBe(String(swapped.ns));
    expect(t.nsScore).toBe(swapped.score);
    expect(
      scored.notes.some((n) =>
        /Scored as entered, as the director asked: as the pairs sat on that board/.test(n.text),
      ),
    ).toBe(true);
  });
});

describe("a substitute in an online event, named by its players", () => {
  // Two boards a round, three tables; the pairs are their players, as Bridge Base Online prints
  // them (North, South, East, West). On the last round zed plays in bob's place: "ann & zed".
  const s = mitchell(3, 3, 2, 5);
  const north = ["ann", "cat", "eve"];
  const south = ["bob", "dan", "fay"];
  const east = ["gus", "ida", "kit"];
  const west = ["hal", "jon", "lou"];
  const cells: unknown[][] = [
    ["Board", "North", "South", "East", "West", "Score"],
    ...s.rows.map((r) => [
      r.board,
      north[r.ns - 1],
      r.ns === 1 && r.round === 3 ? "zed" : south[r.ns - 1],
      east[r.ew - 1],
      west[r.ew - 1],
      r.score,
    ]),
  ];
  const event = typed(cells);

  it("is asked as a pair of few boards, then accepted by its players' names", () => {
    // "ann & zed" plays 2 boards where the other NS pairs play 6 (ann & bob 4): under half.
    const e = asked(event);
    expect(
      e.asked.some((a) => /^NS ann & zed plays 2 boards where the other NS pairs play 6/.test(a.message)),
    ).toBe(true);
    const scored = pairsOf(event, { acceptPairs: ["ann & zed"] });
    const ranking = scored.sessions[0].rankings.find((r) => r.field === "NS")!;
    expect(ranking.pairs.find((p) => p.id === "NS ann & zed")!.boardsPlayed).toBe(2);
    expect(scored.options.movementTold).toMatch(/accepted as late pairs or substitutes: ann & zed/);
  });
});

describe("sit-outs, empty tables and sections of other movements are what happened, not findings", () => {
  const row = (board: number, ns: string, ew: string, section = ""): PlayedRow => ({
    row: board,
    board,
    ns,
    ew,
    round: null,
    table: null,
    section,
    columns: { ns: 1, ew: 2, board: 0, round: null, table: null },
  });

  it("a table whose NS pair is 0 (an empty table) is no pairing, and no pair plays short for it", () => {
    // Four boards a pair: pairs 1-3 each meet their EW pair on boards 1-4; table 4 is empty (NS 0).
    const rows: PlayedRow[] = [];
    for (let b = 1; b <= 4; b++) for (let t = 1; t <= 3; t++) rows.push(row(b, String(t), String(t)));
    for (let b = 1; b <= 4; b++) rows.push(row(b, "0", "4"));
    const check = checkMovement(rows, "mitchell");
    expect(check.problems).toEqual([]);
    expect(check.played.pairs).toBe(6);
  });

  it("a Howell section beside a Mitchell section, scored across the field: each checked as its own movement", () => {
    // Section A: a Mitchell of 3 tables, 4 boards a pair (NS 1-3 v EW 1-3 on boards 1-4). Section
    // B: pairs B1-B4 changing direction, 2 boards each (B1 v B2 then B2 v B3 ...), as a Howell.
    const rows: PlayedRow[] = [];
    for (let b = 1; b <= 4; b++) for (let t = 1; t <= 3; t++) rows.push(row(b, `A${t}`, `A${t}`, "A"));
    rows.push(
      row(1, "B1", "B2", "B"),
      row(2, "B1", "B2", "B"),
      row(3, "B3", "B1", "B"),
      row(4, "B3", "B1", "B"),
    );
    rows.push(
      row(1, "B3", "B4", "B"),
      row(2, "B3", "B4", "B"),
      row(3, "B2", "B4", "B"),
      row(4, "B2", "B4", "B"),
    );
    // As one Mitchell, B's pairs would play 2 or 4 boards each as NS and as EW pairs; each section
    // on its own: A's pairs play 4 boards, B's pairs 4 boards over both directions. No finding.
    expect(checkMovement(rows, "mitchell").problems).toEqual([]);
  });
});

describe("a results file is the record of what was played: its findings are notes, never a refusal", () => {
  it("EBUScore's two sections across the field, a board one table missed: scored, Neuberg to 17 tables, said", () => {
    const file = path.join(FILES, "ebuscore-two-sections.usebio.xml");
    const event = openInput(fs.readFileSync(file), "two-sections.xml");
    const scored = pairsOf(event);
    expect(scored.notes.map((n) => n.text)).toEqual([
      expect.stringMatching(
        /^Board 8 has no result for NS B33 v EW B23, .* Scored as the file has it: as not played/,
      ),
    ]);
    // The file's own figure for board 8 at NS A4 v EW A13 (+150): 29.81 and 2.19 of a top of 32,
    // which is 2 x (17 - 1): the 16 results Neubergged to the 17 tables. Ours, exactly:
    // +150 beats 14 of the other 15 results and ties none: 28 of a top of 30; (28 + 1) x 17/16 - 1
    // = 29.8125.
    const b8 = scored.sessions[0].boards.find((b) => b.board === 8)!;
    const t = b8.tables.find((x) => x.ns === "A4" && x.ew === "A13")!;
    expect(t.nsResult).toBeCloseTo(29.8125, 10);
    expect(t.ewResult).toBeCloseTo(2.1875, 10);
    // Every table's figure agrees (EBUScore takes its percentages from figures it rounded first,
    // so three pairs' percentages differ in the second decimal: not tables).
    expect(scored.published!.differences.filter((d) => /: board \d+,/.test(d))).toEqual([]);
  });

  it("NZ Bridge Scorer's three sections (two Mitchells and a Howell of fewer boards): scored, no finding", () => {
    const file = path.join(FILES, "nzscorer-three-movements.usebio.xml");
    const scored = pairsOf(openInput(fs.readFileSync(file), "three.xml"));
    expect(scored.notes).toEqual([]);
    expect(scored.published!.compared).toBeGreaterThan(1000);
    // Every table's figure agrees (Scorer's pair percentages are not taken from its board figures).
    expect(scored.published!.differences.filter((d) => /: board \d+,/.test(d))).toEqual([]);
  });
});
