// The hand records written into PBN ([Deal], [OptimumScore], [ParContract], [OptimumResultTable])
// and USEBIO (HANDSET), read back by the add-in's own readers as the same deal, table and par.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, withHandRecords, type ScoredPairsSection } from "../../src/event";
import { readPbn } from "../../src/io/pbn";
import { readUsebio } from "../../src/io/usebio";
import { readHandRecords } from "../../src/io/hand-records";
import {
  completeTable,
  formatDeal,
  parseDeal,
  solveTable,
  tableFromOptimumResultTable,
} from "../../src/scoring";
import { outputNamed } from "../../src/writers/outputs";
import { pbnDealValue } from "../../src/writers/deal-tags";

const FILE = path.join(__dirname, "..", "fixtures", "files", "meadow-sections.pbn");

async function scoredWithDeals() {
  const scored = scoreEvent(openInput(fs.readFileSync(FILE), "meadow-sections.pbn"), {});
  const { scored: withDeals } = await withHandRecords(scored, "solve", async (d) => solveTable(parseDeal(d)));
  return withDeals;
}

const text = (c: string | Uint8Array): string =>
  typeof c === "string" ? c : Buffer.from(c).toString("utf8");

describe("hand records written and read back", () => {
  test("PBN: [Deal] and the analysis tags give back the deal, the solved table and par", async () => {
    const scored = await scoredWithDeals();
    const record = (scored.sections[0] as ScoredPairsSection).handRecords!.get(1)!;
    const [a] = await outputNamed("pbn").write(scored);
    const pbn = text(a.content);
    // [Deal] stands after [Vulnerable] and before [Scoring], as the standard orders its tags.
    expect(pbn).toMatch(/\[Vulnerable "None"\]\r\n\[Deal "N:AKQJ\.AKQ\.AKQ\.AKQ [^"]+"\]\r\n\[Scoring/);
    const [deal] = readPbn(pbn, "out.pbn").sections[0].deals!;
    expect(parseDeal(deal.deal!)).toEqual(record.deal);
    expect(completeTable(tableFromOptimumResultTable(deal.tags!.OptimumResultTable)!)).toEqual(record.table);
    // The hand-record reader (npm run dd) takes the par score from [OptimumScore].
    const [hand] = readHandRecords(pbn).records;
    expect(hand.publishedScore).toBe(1520);
    expect(hand.publishedContracts).toBe("NS 7NT");
    // The file is still a results file scored as before: the same board and its tables.
    expect(readPbn(pbn, "out.pbn").sections[0].boards[0].rows).toHaveLength(3);
  });

  test("USEBIO: the HANDSET gives back the deal", async () => {
    const scored = await scoredWithDeals();
    const record = (scored.sections[1] as ScoredPairsSection).handRecords!.get(1)!;
    const [, b] = await outputNamed("usebio").write(scored);
    const [deal] = readUsebio(text(b.content), "out.xml").sections[0].deals!;
    expect(deal.board).toBe(1);
    expect(deal.deal).toBe(formatDeal(record.deal));
  });

  test("[Deal] starts from the dealer, as printed hand records do", () => {
    const deal = parseDeal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
    const value = pbnDealValue({
      board: 2,
      dealer: "E",
      vulnerability: "NS",
      deal,
      table: null,
      par: null,
      source: null,
    });
    expect(value).toBe("E:T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ");
    expect(parseDeal(value)).toEqual(deal);
  });
});
