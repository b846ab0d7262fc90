// A made movement written as a workbook (a printed page a table card, seen in the file's own XML
// and read back by ExcelJS), as a printable web page and as text.
import ExcelJS from "exceljs";
import JSZip from "jszip";
import type { MadeMovement } from "../../src/scoring";
import { movementHtml, movementOutputs, movementText, movementWorkbook } from "../../src/writers/movement";
import { madeMitchell, madeTwoTableHowell } from "../support/made-movements";

/** The XML of a workbook's worksheet by its name. */
async function sheetXml(bytes: Buffer, name: string): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const book = await zip.file("xl/workbook.xml")!.async("string");
  const rels = await zip.file("xl/_rels/workbook.xml.rels")!.async("string");
  const id = new RegExp(`<sheet [^>]*name="${name}"[^>]*r:id="(rId\\d+)"`).exec(book)![1];
  const target =
    new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ??
    new RegExp(`Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)![1];
  return zip.file(`xl/${target.replace(/^\/?xl\//, "")}`)!.async("string");
}

describe("the workbook of a seven-table Mitchell of 21 boards", () => {
  const m = madeMitchell(7, 3);
  let bytes: Buffer;
  let wb: ExcelJS.Workbook;
  beforeAll(async () => {
    bytes = await movementWorkbook(m);
    wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  });

  it("holds the board sets, the table cards and the traveller", () => {
    expect(wb.worksheets.map((w) => w.name)).toEqual(["Board sets", "Table cards", "Traveller"]);
  });

  it("prints the table cards on 7 pages: 6 row breaks, one table's card between each two", async () => {
    const xml = await sheetXml(bytes, "Table cards");
    // A card is 11 rows (heading, movement line, header, 7 rounds, a blank row): the breaks fall
    // under rows 11, 22, ..., 66, so the cards start on rows 1, 12, 23, ..., 67.
    const ids = [...xml.matchAll(/<brk [^>]*id="(\d+)"/g)].map((x) => Number(x[1]));
    expect(ids).toEqual([11, 22, 33, 44, 55, 66]);
    const ws = wb.getWorksheet("Table cards")!;
    const pages = [0, ...ids].map((top, k) => {
      const bottom = k < ids.length ? ids[k] : ws.rowCount;
      const headings: string[] = [];
      for (let r = top + 1; r <= bottom; r++) {
        const v = ws.getCell(r, 1).value;
        if (typeof v === "string" && /^Table \d+$/.test(v)) headings.push(v);
      }
      return headings;
    });
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7].map((t) => [`Table ${t}`]));
    // Portrait, one page wide, the print area the cards: the last card's last round on row 76.
    expect(ws.pageSetup).toMatchObject({
      orientation: "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    });
    expect(ws.pageSetup.printArea).toBe("A1:F76");
  });

  it("the traveller sheet's header is the reader's", () => {
    const ws = wb.getWorksheet("Traveller")!;
    expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual([
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
    // 7 rounds x 7 tables x 3 boards = 147 rows under the title and the header.
    expect(ws.rowCount).toBe(2 + 147);
  });
});

describe("the web page", () => {
  it("a section a card, each printed on a page of its own, headed and labelled", () => {
    const html = movementHtml(madeMitchell(7, 3));
    // 7 table cards; the first starts the sheet's page, the 6 others a page each.
    expect(html.match(/<section class="card[ "]/g)).toHaveLength(7);
    expect(html.match(/<section class="card first"/g)).toHaveLength(1);
    expect(html).toMatch(/@media print\{[\s\S]*?\.card\{break-before:page;page-break-before:always\}/);
    // Each card labelled by its heading; each table's columns headed.
    for (let t = 1; t <= 7; t++) {
      const id = new RegExp(
        `<section class="card[^"]*" aria-labelledby="([^"]+)">\\n<h3 id="\\1">Table ${t}</h3>`,
      );
      expect(html).toMatch(id);
    }
    expect(html).toContain('<th scope="col">Next round</th>');
    expect(html).toContain('<html lang="en">');
  });

  it("writes every text as text: markup in the movement's words is escaped", () => {
    const m: MadeMovement = { ...madeTwoTableHowell(), why: `<script>alert("x")</script> & more` };
    const html = movementHtml(m);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    // The Howell's 4 guide cards and 2 table cards.
    expect(html.match(/<section class="card[ "]/g)).toHaveLength(6);
  });
});

describe("the text", () => {
  it("each sheet under its name, a card's rows in columns", () => {
    const text = movementText(madeMitchell(3, 2));
    expect(text.startsWith("Board sets\n==========\n")).toBe(true);
    // Table 1, round 1: NS 1 v EW 1 on boards 1-2; EW 1 goes to table 2, the boards to table 3.
    expect(text).toMatch(/\n {2}1 +1 +1 +1-2 +NS stay, EW to table 2 +to table 3\n/);
    expect(text).toContain("\nTraveller\n=========\n");
    expect(text).not.toContain("Guide cards");
  });
});

describe("movementOutputs, for the command line", () => {
  it("each rendering with its extension and type", async () => {
    const m = madeTwoTableHowell();
    const [x, h, t] = await Promise.all([
      movementOutputs(m, "xlsx"),
      movementOutputs(m, "html"),
      movementOutputs(m, "text"),
    ]);
    expect([x.extension, h.extension, t.extension]).toEqual(["xlsx", "html", "txt"]);
    expect(h.mime).toBe("text/html");
    // An .xlsx file is a zip: it starts PK.
    expect((x.content as Buffer).subarray(0, 2).toString("latin1")).toBe("PK");
    expect(t.content).toBe(movementText(m));
  });
});
