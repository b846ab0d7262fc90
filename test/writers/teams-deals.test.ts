// A teams event's deals written back: PBN's [Deal] with [OptimumScore], [ParContract] and
// [OptimumResultTable] in each room's game, USEBIO's HANDSET; read back, the same deals and par.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, withHandRecords, type ScoredTeamsSection } from "../../src/event";
import { writeTeamsPbn } from "../../src/writers/pbn-teams";
import { writeTeamsUsebio } from "../../src/writers/usebio-teams";

const TEAMS = path.join(__dirname, "..", "fixtures", "files", "teams-deals.pbn");

async function scoredWithDeals(bytes: Uint8Array | string, name: string): Promise<ScoredTeamsSection> {
  // Every table the file gives whole is used as it stands: nothing is solved.
  const result = await withHandRecords(scoreEvent(openInput(bytes, name), {}), "published", null);
  return result.scored.sections[0] as ScoredTeamsSection;
}

describe("a teams event's deals in the files written", () => {
  // teams-deals.pbn: board 1 par +300 (5D doubled by EW two down), board 2 par +2220 (7NT by NS,
  // vulnerable), each from the table the file publishes.
  test("PBN: each room's game carries the deal and its analysis; read back, the same par", async () => {
    const s = await scoredWithDeals(fs.readFileSync(TEAMS), "teams-deals.pbn");
    const pbn = writeTeamsPbn(s.section.teams!, s.scored, { deals: s.handRecords! });
    // Two boards, two rooms each: four games, each with its [Deal] and [OptimumScore].
    expect(pbn.match(/\[Deal "/g)).toHaveLength(4);
    expect(pbn).toContain('[OptimumScore "NS 300"]');
    expect(pbn).toContain('[OptimumScore "NS 2220"]');
    // Board 2's dealer is East: the deal is written from the dealer round.
    expect(pbn).toContain('[Deal "E:T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ"]');
    const back = await scoredWithDeals(pbn, "back.pbn");
    expect([...back.handRecords!.values()].map((d) => [d.board, d.par!.score, d.source])).toEqual([
      [1, 300, "published"],
      [2, 2220, "published"],
    ]);
    // The matches score as before: Aces 10 IMPs to 0 (board 1: +420 and -50, 470 net).
    expect(back.scored.matches[0].total).toEqual(s.scored.matches[0].total);
  });

  test("USEBIO: the event's HANDSET; read back, the same deals", async () => {
    const s = await scoredWithDeals(fs.readFileSync(TEAMS), "teams-deals.pbn");
    const xml = writeTeamsUsebio(s.section.teams!, s.scored, { deals: s.handRecords! });
    expect(xml.match(/<HANDSET>/g)).toHaveLength(1);
    const back = openInput(xml, "back.xml");
    expect(back.kind).toBe("teams");
    const deals = back.sections[0].file!.deals!;
    expect(deals.map((d) => d.board)).toEqual([1, 2]);
    expect(deals[0].deal).toContain("AT97.AQ93.5.J752");
  });
});
