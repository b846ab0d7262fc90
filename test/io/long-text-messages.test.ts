// A message that quotes what a file holds stays a line a person can read, however long the
// quoted text: a cell of a megabyte is shown by its start and its length, and any line of a
// message past 500 characters keeps its start and its end (where it says what was expected).
import { openInput, InputError } from "../../src/event";
import { shortLines, MESSAGE_LINE_MAX } from "../../src/io/text";
import { quote } from "../../src/scoring";
import { CliIO, main } from "../../src/cli/score";

const MEGA = "x".repeat(1_000_000);

describe("a user's long text in a message", () => {
  test("quote() keeps a short text whole and shows a long one by its first 60 characters and its length", () => {
    expect(quote("7NT")).toBe('"7NT"');
    expect(quote(MEGA)).toBe(`"${"x".repeat(60)}… (1,000,000 characters)"`);
    // 59 x's then an emoji (two UTF-16 units, the 60th and 61st): the emoji is not cut in two.
    const emoji = `${"x".repeat(59)}\u{1F600}tail`;
    expect(quote(emoji)).toBe(`"${"x".repeat(59)}… (65 characters)"`);
  });

  test("shortLines leaves short lines alone and cuts a long one in its middle, saying how much went", () => {
    expect(shortLines("line 4: fine\nline 5: fine")).toBe("line 4: fine\nline 5: fine");
    const long = `line 2: [Score "${MEGA}"]: expected the NS score`;
    const cut = shortLines(long);
    expect(cut.length).toBeLessThanOrEqual(MESSAGE_LINE_MAX + 40);
    expect(cut.startsWith('line 2: [Score "xxx')).toBe(true);
    expect(cut.endsWith('"]: expected the NS score')).toBe(true);
    // What is left out is counted: the line's length less what is kept on each side.
    const kept = cut.replace(/ … \(([\d,]+) characters left out\) … /, "");
    const counted = Number(/\(([\d,]+) characters left out\)/.exec(cut)![1].replace(/,/g, ""));
    expect(kept.length + counted).toBe(long.length);
  });

  test("a CSV traveller whose board cell is a megabyte: one short problem naming its line, not the megabyte", () => {
    const event = openInput(`Board,NS,EW,Score\n${MEGA},1,2,420\n1,2,1,-50\n`, "big.csv");
    const problems = event.sections[0].problems;
    expect(problems).toHaveLength(1);
    const text = JSON.stringify(problems[0]);
    expect(text.length).toBeLessThan(300);
    expect(text).toContain("(1,000,000 characters)");
    expect(text).toContain("is not a board number");
  });

  test("a USEBIO file whose BOARD_NUMBER is a megabyte is refused in lines of at most 500 characters", () => {
    const xml = `<?xml version="1.0"?>\n<USEBIO Version="1.2"><EVENT><BOARD><BOARD_NUMBER>${MEGA}</BOARD_NUMBER></BOARD></EVENT></USEBIO>\n`;
    let message = "";
    try {
      openInput(xml, "big.xml");
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      message = (e as Error).message;
    }
    expect(message).toMatch(/^big\.xml cannot be read:/);
    for (const line of message.split("\n")) expect(line.length).toBeLessThanOrEqual(MESSAGE_LINE_MAX + 40);
    expect(message).toMatch(/expected a whole number from 1\.$/);
  });

  test("the command line's refusal of such a CSV is under a kilobyte, exit 1", async () => {
    let err = "";
    const io: CliIO = {
      out: () => undefined,
      err: (t) => void (err += t),
      readFile: () => `Board,NS,EW,Score\n1,1,2,${MEGA}\n1,2,1,-50\n`,
    };
    expect(await main(["big.csv"], io)).toBe(1);
    expect(err.length).toBeLessThan(1000);
    expect(err).toContain("big.csv: line 2, column 4 (Score)");
  });
});
