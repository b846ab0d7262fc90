// The progress of a session read while it is played, told from a real Bridgemate database (a club
// Mitchell of 11 tables, 27 boards, 9 rounds of 3 boards: 33 results a round, 297 in all) as it
// stood part-way through the evening (test/support/bws-stages.ts removes the later rows the way
// Access does), and the ranking with the last rounds held back.
import * as fs from "node:fs";
import * as path from "node:path";
import {
  holdBackRounds,
  isFinal,
  liveProgress,
  openInput,
  scoreEvent,
  type ScoredEvent,
} from "../../src/event";
import { bwsStage, bwsUpToRound } from "../support/bws-stages";

const FULL = new Uint8Array(fs.readFileSync(path.join(__dirname, "../fixtures/files/club-session.bws")));

/** Each field's ranking as pair, place and percentage (to 1e-9), for comparing two scorings. */
function rankingOf(scored: ScoredEvent): string[] {
  return scored.sections.flatMap((s) =>
    s.kind === "pairs"
      ? s.sessions[0].rankings.flatMap((r) =>
          r.pairs.map((p) => `${r.field} ${p.pair} ${p.rank} ${p.boardsPlayed} ${p.percentage?.toFixed(9)}`),
        )
      : [],
  );
}

describe("a session's progress", () => {
  test("after three whole rounds: 99 of 297 results in, rounds 1-3 complete, nobody still playing them", () => {
    const event = openInput(bwsUpToRound(FULL, 3), "club.bws");
    const p = liveProgress(event.sections[0].file)!;
    // 11 tables x 3 boards = 33 results a round; 3 rounds in.
    expect(p).toMatchObject({ rounds: 9, complete: [1, 2, 3], started: 3, expected: 297, received: 99 });
    expect(p.playing).toEqual([]);
    expect(p.missing).toEqual([]);
    expect(isFinal(event)).toBe(false);
  });

  test("half-way through round 4: tables 6 to 11 still playing it, their 3 boards each missing", () => {
    const stage = bwsStage(FULL, (r) => r.round <= 3 || (r.round === 4 && r.table <= 5));
    const p = liveProgress(openInput(stage, "club.bws").sections[0].file)!;
    // 99 + 5 tables x 3 boards = 114 in.
    expect(p).toMatchObject({ complete: [1, 2, 3], started: 4, received: 114 });
    expect(p.playing).toEqual([6, 7, 8, 9, 10, 11].map((table) => ({ table, round: 4 })));
    expect(p.missing.map((m) => [m.round, m.table, m.boards.length])).toEqual(
      [6, 7, 8, 9, 10, 11].map((t) => [4, t, 3]),
    );
  });

  test("a table late with round 2 is still playing round 2, whatever the others have sent", () => {
    const stage = bwsStage(FULL, (r) => r.round <= 3 && !(r.round === 2 && r.table === 7));
    const p = liveProgress(openInput(stage, "club.bws").sections[0].file)!;
    expect(p.complete).toEqual([1, 3]);
    expect(p.playing).toEqual([{ table: 7, round: 2 }]);
    expect(p.received).toBe(96);
  });

  test("the whole database is final: every result in, nothing missing", () => {
    const event = openInput(FULL, "club.bws");
    const p = liveProgress(event.sections[0].file)!;
    expect(p.received).toBe(297);
    expect(p.complete).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(isFinal(event)).toBe(true);
  });

  test("a traveller with no movement cannot be told complete, so is never final", () => {
    const event = openInput("Board,NS,EW,Score\n1,1,1,420\n1,2,2,-50\n", "t.csv");
    expect(liveProgress(event.sections[0].file)).toBeNull();
    expect(isFinal(event)).toBe(false);
  });
});

describe("the last rounds held back", () => {
  test("with round 4 half played and one round held back, the ranking is that of rounds 1-3 alone", () => {
    const midRound4 = openInput(
      bwsStage(FULL, (r) => r.round <= 4 && !(r.round === 4 && r.table > 5)),
      "club.bws",
    );
    const held = holdBackRounds(midRound4, 1);
    expect(held.through).toEqual([3]);
    const throughThree = openInput(bwsUpToRound(FULL, 3), "club.bws");
    // Round 4's results shown nowhere: the held ranking is the ranking of the database after round 3.
    expect(rankingOf(scoreEvent(held.event, {}))).toEqual(rankingOf(scoreEvent(throughThree, {})));
    expect(rankingOf(scoreEvent(held.event, {}))).not.toEqual(rankingOf(scoreEvent(midRound4, {})));
  });

  test("two rounds held back after round 6: the ranking of rounds 1-4", () => {
    const held = holdBackRounds(openInput(bwsUpToRound(FULL, 6), "club.bws"), 2);
    expect(held.through).toEqual([4]);
    expect(rankingOf(scoreEvent(held.event, {}))).toEqual(
      rankingOf(scoreEvent(openInput(bwsUpToRound(FULL, 4), "club.bws"), {})),
    );
  });

  test("a final database is shown whole, and nothing is held back with 0 rounds", () => {
    const whole = openInput(FULL, "club.bws");
    expect(holdBackRounds(whole, 2).event).toBe(whole);
    const part = openInput(bwsUpToRound(FULL, 5), "club.bws");
    expect(holdBackRounds(part, 0)).toEqual({ event: part, through: [null] });
  });
});
