// Conventions three scoring programs leave unsaid, told from their own published figures (the
// real files, anonymised, copied whole into test/fixtures/files): ScoreBridge's table not played
// counted as a tie, NZ Bridge Scorer's Neuberg to a movement with a phantom pair, and
// BridgeComposer's export of an ACBLscore game matchpointed across two sections on the ACBL
// scale. Every figure asserted is the file's own, or worked by hand in the comment.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredPairsSection } from "../../src/event";
import { readUsebio } from "../../src/io/usebio";
import { readPbn } from "../../src/io/pbn";

const FILES = path.join(__dirname, "..", "fixtures", "files");
const bytes = (f: string): Uint8Array => fs.readFileSync(path.join(FILES, f));
const scored = (f: string) => scoreEvent(openInput(bytes(f), f), {}).sections[0] as ScoredPairsSection;
/** A board's tables as [NS score, NS matchpoints, EW matchpoints], to 2 decimals. */
const figures = (s: ScoredPairsSection, board: number) =>
  s.sessions[0].boards
    .find((b) => b.board === board)!
    .tables.filter((t) => t.kind === "plain")
    .map((t) => [t.nsScore, Math.round(t.nsResult! * 100) / 100, Math.round(t.ewResult! * 100) / 100]);

describe("ScoreBridge 10.25: a table that did not play a board is a tie with every result", () => {
  const file = "scorebridge-howell.xml";

  test("told from board 9's figures: 5, 3, 1 on a top of 6, where Neuberg gives 5.67, 3, 0.33", () => {
    const s = readUsebio(bytes(file), file).sections[0];
    expect(s.scoring).toMatchObject({ method: "mp", scale: "EBU", expected: 4, notPlayedTie: true });
    expect(s.notes).toContain(
      "a table that did not play a board counts as a tie with every result (no Neuberg): on board 9, which 3 of 4 tables played (top 6), the published matchpoints are 5, 3, 1, where Neuberg gives 5.67, 3, 0.33",
    );
  });

  test("board 9 scores 5 / 3 / 1 and board 12 (2 of 4 tables) 4 / 2, as published", () => {
    const s = scored(file);
    // Board 9: 490 beats 200 and -150: 2 x 2 = 4 among the three, plus 1 for the missing table's
    // tie: 5 (EW 1); 200 beats one: 2 + 1 = 3; -150: 0 + 1 = 1. Top 2 x (4 - 1) = 6.
    expect(figures(s, 9)).toEqual([
      [490, 5, 1],
      [200, 3, 3],
      [-150, 1, 5],
    ]);
    // Board 12: 650 beats 50: 2, plus 2 ties with the 2 missing tables: 4; 50: 0 + 2 = 2.
    expect(figures(s, 12)).toEqual([
      [650, 4, 2],
      [50, 2, 4],
    ]);
  });

  test("every published figure agrees: 188 table matchpoints, the 8 pairs' percentages and places", () => {
    // A percentage is over 6 for each board the pair played: pair 8 missed boards 12 and 16,
    // 22 boards, and its published 48.48% is 64 / 132. The supplied not-played rows of boards 12
    // and 16 have no figures of their own to compare.
    const s = scored(file);
    expect(s.published).toEqual({ compared: 188 + 8 + 8, differences: [] });
    const pair8 = s.sessions[0].rankings.flatMap((r) => r.pairs).find((p) => p.pair === "8")!;
    expect([pair8.total, Math.round(pair8.percentage! * 100) / 100]).toEqual([64, 48.48]);
  });
});

describe("NZ Bridge Scorer: a three-quarter Howell of 6 tables with a phantom pair", () => {
  const file = "nz-scorer-howell-phantom.xml";

  test("every board has 5 results but tops 10, so every board expects the movement's 6 tables", () => {
    const s = readUsebio(bytes(file), file).sections[0];
    expect(s.scoring.expected).toBe(6);
    expect(s.notes).toContain(
      "every board is scored as expecting 6 results: the published top is 10 on board 1, which 5 tables played; no board has more than 5, so a table of the movement (a phantom pair's, say) played none",
    );
  });

  test("board 4 as published: Neuberg from 5 results to 6", () => {
    // On top 8 among the five: 300 beats 4: 8, (8 + 1) x 6/5 - 1 = 9.8; 200 beats 3: 6, 7 x 6/5
    // - 1 = 7.4; the three 100s tie: 2, 3 x 6/5 - 1 = 2.6. EW get 10 less.
    expect(figures(scored(file), 4)).toEqual([
      [100, 2.6, 7.4],
      [200, 7.4, 2.6],
      [100, 2.6, 7.4],
      [100, 2.6, 7.4],
      [300, 9.8, 0.2],
    ]);
  });

  test("every table's figures agree but one printed whole: 6 x 10 / 8 = 7.5, printed 8, is 7.4 by Neuberg", () => {
    // Scorer printed boards 1-3 in whole numbers; on board 1, 450 beats 3 of the five (6 on top
    // 8): Neuberg (6 + 1) x 6/5 - 1 = 7.4, where Scorer's 6 x 10 / 8 = 7.5 became 8. (Its pair
    // percentages are not taken from its own board figures, so they are not compared here.)
    const s = scored(file);
    const tables = s.published!.differences.filter((d) => !/PARTICIPANTS/.test(d));
    expect(tables).toEqual([
      expect.stringContaining("board 1, NS 9 v EW 7: the file says MP_NS 8, the add-in 7.4."),
    ]);
  });
});

describe("BridgeComposer 5.118 PBN of an ACBLscore game: two sections matchpointed as one field", () => {
  const file = "bridgecomposer-acbl-sections.pbn";

  test("the field's top, 3 with 4 results, says across the field on the ACBL scale", () => {
    const [s, ...rest] = readPbn(bytes(file), file).sections;
    expect(rest).toEqual([]);
    expect(s.scoring.scale).toBe("ACBL");
    expect(s.notes?.[0]).toBe(
      "scored across the field: the published top is 3 on board 1, for the 4 tables of the 2 sections together",
    );
  });

  test("board 2's scores are EW vulnerable though the file says NS: scored as published, each said", () => {
    const s = readPbn(bytes(file), file).sections[0];
    // One note for each section's rows: A's second line (-620 where 4S= is -420 not vulnerable)
    // and both of B's (5DX-2 is 300, not 500; 4S+1 is -450, not -650).
    expect(s.notes?.filter((n) => /on board 2 \(vulnerable NS\)/.test(n))).toHaveLength(3);
    // ACBL scale, top 3: 1100 beats all three: 3; 500: 2; -620: 1; -650: 0.
    const sc = scored(file);
    expect(figures(sc, 2)).toEqual([
      [1100, 3, 0],
      [-620, 1, 2],
      [500, 2, 1],
      [-650, 0, 3],
    ]);
    expect(sc.published).toEqual({ compared: 16, differences: [] });
  });
});
