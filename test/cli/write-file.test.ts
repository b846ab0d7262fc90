// How an output file is written: what the add-in recognises as its own file (each output's mark,
// read from a few bytes), and the write by a temporary file renamed into place, which leaves the
// old file whole when it fails.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import ExcelJS from "exceljs";
import { runCli } from "../support/cli";
import { openInput, scoreEvent } from "../../src/event";
import { xlsxBuffer } from "../../src/writers/xlsx";
import { OutputNames, replaceFile, targetProblem, writtenByAddIn } from "../../src/cli/write-file";

const EXAMPLE = path.join(__dirname, "..", "..", "examples", "mitchell-session.csv");

/** The results sheet of a traveller, as the command line lays it out. */
function sheetOf(file: string) {
  const section = scoreEvent(openInput(fs.readFileSync(file, "utf8"), file), { pairs: {} }).sections[0];
  if (section.kind !== "pairs") throw new Error("a pairs traveller");
  return section.sheet;
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "write-file-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const at = (name: string): string => path.join(dir, name);

describe("a file the add-in wrote is told from any other", () => {
  test("each output the command line writes is recognised; the traveller it read is not", async () => {
    const r = await runCli([
      EXAMPLE,
      "--ranking",
      ...["--xlsx", at("r.xlsx"), "--html", at("r.html"), "--pbn", at("r.pbn"), "--usebio", at("r.xml")],
    ]);
    expect(r.code).toBe(0);
    for (const name of ["r.xlsx", "r.html", "r.pbn", "r.xml"])
      expect([name, writtenByAddIn(at(name))]).toEqual([name, true]);
    expect(writtenByAddIn(EXAMPLE)).toBe(false);
  });

  test("a page, a PBN or a USEBIO file of another program, or edited past its mark, is not the add-in's", () => {
    const foreign: Record<string, string> = {
      // Another program's page, and the add-in's opening without its footer (cut short, or edited).
      "other.html": "<!DOCTYPE html>\n<html><body>Club results</body></html>\n",
      "cut.html": '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>x</title>\n',
      "other.pbn": '% PBN 2.1\r\n% EXPORT\r\n%Creator: BridgeComposer\r\n[Event "Club"]\r\n',
      "other.xml":
        '<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2">\n  <EVENT>\n    <PROGRAM_NAME>EBUScore</PROGRAM_NAME>\n',
      "notes.txt": "Bridge Scoring for Excel\n",
      "empty.html": "",
    };
    for (const [name, text] of Object.entries(foreign)) {
      fs.writeFileSync(at(name), text);
      expect([name, writtenByAddIn(at(name))]).toEqual([name, false]);
    }
    expect(writtenByAddIn(at("no-such.html"))).toBe(false);
  });

  test("a workbook saved since by a person (its last saver is no longer the library) is not the add-in's", async () => {
    const save = async (name: string, lastModifiedBy: string | null): Promise<void> => {
      const wb = new ExcelJS.Workbook();
      wb.creator = "Bridge Scoring for Excel";
      if (lastModifiedBy !== null) wb.lastModifiedBy = lastModifiedBy;
      wb.addWorksheet("Sheet").getCell("A1").value = 1;
      await wb.xlsx.writeFile(at(name));
    };
    await save("ours.xlsx", null); // as the add-in writes it: ExcelJS's own "Unknown"
    // A session too large for one sheet in memory is streamed: its last saver is "ExcelJS".
    fs.writeFileSync(at("streamed.xlsx"), await xlsxBuffer([sheetOf(EXAMPLE)], { streamAbove: 0 }));
    expect(writtenByAddIn(at("streamed.xlsx"))).toBe(true);
    await save("edited.xlsx", "Ann Director");
    expect(writtenByAddIn(at("ours.xlsx"))).toBe(true);
    expect(writtenByAddIn(at("edited.xlsx"))).toBe(false);
    // A zip cut short (no list of parts at its end) is nobody's.
    const whole = fs.readFileSync(at("ours.xlsx"));
    fs.writeFileSync(at("cut.xlsx"), whole.subarray(0, whole.length - 30));
    expect(writtenByAddIn(at("cut.xlsx"))).toBe(false);
  });
});

describe("where an output may go", () => {
  const rules = { inputs: [] as string[], force: false };

  test("a new name, or the add-in's own file: yes; another's file: only with --force", () => {
    expect(targetProblem(at("new.html"), rules)).toBeNull();
    fs.writeFileSync(at("mine.txt"), "keep");
    expect(targetProblem(at("mine.txt"), rules)).toBe(
      `Cannot write ${at("mine.txt")}: it exists and was not written by this add-in; add --force to replace it, or name another file.`,
    );
    expect(targetProblem(at("mine.txt"), { ...rules, force: true })).toBeNull();
  });

  test("a link or a folder: never, --force or not", () => {
    fs.writeFileSync(at("target.txt"), "keep");
    fs.symlinkSync(at("target.txt"), at("link.html"));
    fs.mkdirSync(at("folder.html"));
    for (const name of ["link.html", "folder.html"])
      expect(targetProblem(at(name), { ...rules, force: true })).toMatch(
        /^Cannot write .*: it is a (link|folder)/,
      );
  });

  test("two spellings of one name, or two links to one file, are one output's", () => {
    const names = new OutputNames();
    expect(names.claim(at("a.html"))).toBeNull();
    expect(names.claim(`${dir}/./a.html`)).toBe(
      `Cannot write ${dir}/./a.html: it is ${at("a.html")}, named for another output; give each output its own file.`,
    );
    fs.writeFileSync(at("b.html"), "x");
    fs.linkSync(at("b.html"), at("c.html"));
    expect(names.claim(at("b.html"))).toBeNull();
    expect(names.claim(at("c.html"))).toMatch(/it is .*b\.html, named for another output/);
  });
});

describe("a file is written whole or not at all", () => {
  test("it replaces the old file, keeping its permissions, and leaves nothing beside it", () => {
    fs.writeFileSync(at("r.html"), "old");
    fs.chmodSync(at("r.html"), 0o640);
    replaceFile(at("r.html"), "new page");
    expect(fs.readFileSync(at("r.html"), "utf8")).toBe("new page");
    expect(fs.statSync(at("r.html")).mode & 0o777).toBe(0o640);
    expect(fs.readdirSync(dir)).toEqual(["r.html"]);
  });

  test("a write that fails half way leaves the old file byte for byte, and no temporary file", () => {
    const old = Buffer.from([0x50, 0x4b, 3, 4, 0, 1, 2, 255]);
    fs.writeFileSync(at("r.xlsx"), old);
    const halfThenDiskFull = (fd: number, bytes: Uint8Array): void => {
      fs.writeSync(fd, bytes, 0, Math.floor(bytes.length / 2));
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    };
    expect(() => replaceFile(at("r.xlsx"), Buffer.alloc(4096, 7), halfThenDiskFull)).toThrow(
      `Cannot write ${at("r.xlsx")}: the disk is full.`,
    );
    expect(fs.readFileSync(at("r.xlsx")).equals(old)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(["r.xlsx"]);
  });

  test("a link at the name is replaced by the file, never written through", () => {
    fs.writeFileSync(at("target.txt"), "keep me");
    fs.symlinkSync(at("target.txt"), at("out.html"));
    replaceFile(at("out.html"), "page");
    expect(fs.readFileSync(at("target.txt"), "utf8")).toBe("keep me");
    expect(fs.lstatSync(at("out.html")).isSymbolicLink()).toBe(false);
  });
});
