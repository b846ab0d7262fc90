// The deal-file fixtures of test/fixtures/deals/: three boards laid out by hand in each format from
// its published description, and the same three boards as PBN, read by the PBN reader.
import * as fs from "node:fs";
import * as path from "node:path";
import { readHandRecordFile, type HandRecord } from "../../../src/io/hand-records";
import { formatDeal, parseDeal } from "../../../src/scoring";

export const FIXTURES = path.join(__dirname, "..", "..", "fixtures", "deals");

/** A fixture's bytes. */
export const fixture = (name: string): Uint8Array => fs.readFileSync(path.join(FIXTURES, name));

/** The records of a fixture, read as the command line reads a deal file (with its name). */
export const readFixture = (name: string) => readHandRecordFile(fixture(name), name);

/** A record as compared: board, dealer, vulnerability, and the 52 cards from North (checked by parseDeal). */
export const asDealt = (r: HandRecord) => ({
  board: r.board,
  dealer: r.dealer,
  vulnerability: r.vulnerability,
  deal: formatDeal(parseDeal(r.deal)),
});

/** The PBN fixture's boards, as compared. */
export const PBN_BOARDS = readFixture("three-boards.pbn").records.map(asDealt);
