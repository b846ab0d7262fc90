// USEBIO's HANDSET read into deals, and kept with the event's sections.
import * as fs from "node:fs";
import * as path from "node:path";
import { readUsebio } from "../../../src/io/usebio";

const FILES = path.join(__dirname, "..", "..", "fixtures", "files");

describe("USEBIO HANDSET", () => {
  it("keeps the event's hands with its section: a board short of hands has no deal", () => {
    // monday-howell.xml's HANDSET gives board 1 North's clubs only.
    const file = readUsebio(fs.readFileSync(path.join(FILES, "monday-howell.xml")), "monday-howell.xml");
    expect(file.sections[0].deals).toEqual([{ board: 1, deal: null, doubleDummyTricks: null }]);
  });

  it("reads four hands into PBN notation from North, tens written 10 or T", () => {
    const xml = fs.readFileSync(path.join(FILES, "monday-howell.xml"), "utf8").replace(
      /<HANDSET>[\s\S]*<\/HANDSET>/,
      `<HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<HAND DIRECTION="W"><SPADES>2</SPADES><HEARTS>5432</HEARTS><DIAMONDS>5432</DIAMONDS><CLUBS>5432</CLUBS></HAND>
<HAND DIRECTION="N"><SPADES>A K Q J</SPADES><HEARTS>AKQ</HEARTS><DIAMONDS>AKQ</DIAMONDS><CLUBS>AKQ</CLUBS></HAND>
<HAND DIRECTION="E"><SPADES>10987</SPADES><HEARTS>J109</HEARTS><DIAMONDS>JT9</DIAMONDS><CLUBS>J109</CLUBS></HAND>
<HAND DIRECTION="S"><SPADES>6543</SPADES><HEARTS>876</HEARTS><DIAMONDS>876</DIAMONDS><CLUBS>876</CLUBS></HAND>
</BOARD></HANDSET>`,
    );
    const [deal] = readUsebio(xml, "hands.xml").sections[0].deals ?? [];
    expect(deal.deal).toBe("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
  });
});
