// Individual events: four players a table, each taking the result of the side they sat on. The
// fixtures (test/fixtures/files/harbour-individual.xml and .pbn, invented names) hold the same
// session: eight players at two tables, two rounds of two boards.
//
// Round 1 (boards 1-2): table 1 N1 E3 S2 W4, table 2 N5 E7 S6 W8.
// Round 2 (boards 3-4): table 1 N1 E2 S5 W6, table 2 N3 E4 S7 W8.
// Each board has two results, so the top is 2 (EBU scale: 2 for a result beaten, 1 for a tie).
//   Board 1: T1 4S N 10 tricks = +420, T2 3NT S 9 = +400 -> NS T1 2 / EW T1 0, NS T2 0 / EW T2 2.
//   Board 2 (NS vul): T1 2H E 8 = -110, T2 3H E 9 = -140 -> NS T1 2 (−110 beats −140), EW T2 2.
//   Board 3 (EW vul): T1 4S N 10 = +420, T2 4S N 9 = -50 -> NS T1 2, EW T2 2.
//   Board 4 (all vul): 1NT N 7 at both tables = +90 each -> 1 to every side.
// Each player's total over four boards (tops 4 x 2 = 8):
//   1: N T1, N T1 -> 2 + 2 + 2 + 1 = 7 (87.5%)   8: W T2, W T2 -> 2 + 2 + 2 + 1 = 7 (87.5%)
//   2: S T1, E T1 -> 2 + 2 + 0 + 1 = 5 (62.5%)   7: E T2, S T2 -> 2 + 2 + 0 + 1 = 5 (62.5%)
//   4: W T1, E T2 -> 0 + 0 + 2 + 1 = 3 (37.5%)   5: N T2, S T1 -> 0 + 0 + 2 + 1 = 3 (37.5%)
//   3: E T1, N T2 -> 0 + 0 + 0 + 1 = 1 (12.5%)   6: S T2, W T1 -> 0 + 0 + 0 + 1 = 1 (12.5%)
// The totals add to 32: each board gives its two tables 2 matchpoints each (NS + EW = the top),
// and each side's matchpoints go to both of its players: 4 boards x 2 tables x 2 x 2 = 32.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredPairsSection } from "../../src/event";
import { readPbn } from "../../src/io/pbn";
import { readUsebio } from "../../src/io/usebio";
import { OUTPUTS } from "../../src/writers/outputs";
import { eventJson } from "../../src/writers/json";
import { runCli } from "../support/cli";

const FILES = path.join(__dirname, "..", "fixtures", "files");
const bytes = (f: string): Uint8Array => fs.readFileSync(path.join(FILES, f));
const scoredFrom = (input: Uint8Array | string, name: string): ScoredPairsSection =>
  scoreEvent(openInput(input, name), {}).sections[0] as ScoredPairsSection;

/** Each player's [place, player, total, percentage], best first, as worked above. */
const EXPECTED = [
  ["=1", "1", 7, 87.5],
  ["=1", "8", 7, 87.5],
  ["=3", "2", 5, 62.5],
  ["=3", "7", 5, 62.5],
  ["=5", "4", 3, 37.5],
  ["=5", "5", 3, 37.5],
  ["=7", "3", 1, 12.5],
  ["=7", "6", 1, 12.5],
];

const ranked = (s: ScoredPairsSection) =>
  s.players![0].players.map((p) => [p.rank, p.player, p.total, p.percentage]);

describe("an individual event in USEBIO (EVENT_TYPE INDIVIDUAL, N_ to W_PLAYER_NUMBER)", () => {
  test("each line's four players are read, the partnerships scored as a Howell's pairs", () => {
    const file = readUsebio(bytes("harbour-individual.xml"), "h.xml");
    const s = file.sections[0];
    expect(s.individual).toBe(true);
    expect(s.scoring.movement).toBe("howell");
    expect(s.boards[2].rows[0].seats).toEqual({ north: "1", east: "2", south: "5", west: "6" });
    expect(s.names.get("5")).toBe("Esme Larch");
    expect(s.players?.find((p) => p.pair === "5")?.number).toBe("9105");
  });

  test("each player takes the result of the side they sat on, ranked with ties shared", () => {
    const s = scoredFrom(bytes("harbour-individual.xml"), "h.xml");
    expect(ranked(s)).toEqual(EXPECTED);
    // Player 2 sat South in round 1 and East in round 2: 4 boards, tops 8.
    const two = s.players![0].players.find((p) => p.player === "2")!;
    expect([two.boards, two.name]).toEqual([4, "Bram Otter"]);
  });

  test("by cross-IMPs, each player is ranked on the average of the side's IMPs", () => {
    // Two results a board, so each is compared once (WBF scale): board 1, 420 v 400 is 1 IMP to
    // NS at table 1; board 2, -110 v -140 is 1 IMP to NS at table 1; board 3, 420 v -50 is 10
    // IMPs to NS at table 1; board 4 is 0. So player 1 (NS at table 1 throughout) has 1 + 1 + 10
    // = 12, average 3; player 2 (NS at table 1, then EW there) 1 + 1 - 10 = -8, average -2;
    // player 4 (EW at table 1, then EW at table 2) -1 - 1 + 10 = 8, average 2; player 3 (EW at
    // table 1, then NS at table 2) -1 - 1 - 10 = -12, average -3; 8, 7, 5 and 6 mirror 1, 2, 4, 3.
    const s = scoreEvent(openInput(bytes("harbour-individual.xml"), "h.xml"), { pairs: { method: "cross" } })
      .sections[0] as ScoredPairsSection;
    const r = s.players![0];
    expect([r.method, r.rankedBy]).toEqual(["cross", "average"]);
    expect(r.players.map((p) => [p.rank, p.player, p.total, p.average, p.percentage])).toEqual([
      ["=1", "1", 12, 3, null],
      ["=1", "8", 12, 3, null],
      ["=3", "4", 8, 2, null],
      ["=3", "5", 8, 2, null],
      ["=5", "2", -8, -2, null],
      ["=5", "7", -8, -2, null],
      ["=7", "3", -12, -3, null],
      ["=7", "6", -12, -3, null],
    ]);
  });

  test("each partnership is named by its two players on the sheet's ranking of pairs", () => {
    const s = scoredFrom(bytes("harbour-individual.xml"), "h.xml");
    // Board 1, table 1: N1 S2 are NS, E3 W4 are EW (the traveller reader joins the two players).
    const pairs = s.sessions[0].rankings[0].pairs;
    expect(pairs.find((p) => p.id === "1 & 2")?.names).toBe("Ada Quill & Bram Otter");
    expect(pairs.find((p) => p.id === "3 & 4")?.names).toBe("Cleo Marsh & Dov Fennel");
  });

  test("every published matchpoint and each player's total, percentage and place agree", () => {
    const s = scoredFrom(bytes("harbour-individual.xml"), "h.xml");
    // 8 lines x 2 matchpoints, and 8 players x (total, percentage, place).
    expect(s.published).toEqual({ compared: 16 + 24, differences: [] });
  });

  test("a place the file gives wrongly is named as a difference", () => {
    const text = fs
      .readFileSync(path.join(FILES, "harbour-individual.xml"), "utf8")
      .replace("<PLACE>7=</PLACE>", "<PLACE>6</PLACE>");
    const s = scoredFrom(text, "h.xml");
    expect(s.published?.differences).toEqual([
      expect.stringMatching(/player 3: the file says place 6, the add-in =7\.$/),
    ]);
  });

  test("a line without its West player is refused, naming the element", () => {
    const text = fs
      .readFileSync(path.join(FILES, "harbour-individual.xml"), "utf8")
      .replace("<W_PLAYER_NUMBER>4</W_PLAYER_NUMBER>", "");
    expect(() => readUsebio(text, "h.xml")).toThrow(
      /W_PLAYER_NUMBER is missing: expected the number of the player who sat West/,
    );
  });

  test("a player in two seats of one table is a note, and the line is read as it stands", () => {
    const text = fs
      .readFileSync(path.join(FILES, "harbour-individual.xml"), "utf8")
      .replace("<W_PLAYER_NUMBER>4</W_PLAYER_NUMBER>", "<W_PLAYER_NUMBER>3</W_PLAYER_NUMBER>");
    const section = readUsebio(text, "h.xml").sections[0];
    expect(section.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/a player sits in two seats \(1, 3, 2, 3 as N, E, S, W\)/),
      ]),
    );
    const seats = section.boards.flatMap((b) => b.rows).map((r) => r.seats);
    expect(seats).toContainEqual({ north: "1", east: "3", south: "2", west: "3" });
  });
});

describe("an individual event in PBN (a PlayerId column a seat)", () => {
  test("the score table's seat columns are read, and the ranking by player is the USEBIO file's", () => {
    const file = readPbn(bytes("harbour-individual.pbn"), "h.pbn");
    expect(file.sections[0].individual).toBe(true);
    expect(file.sections[0].names.get("8")).toBe("Hugo Wren");
    const s = scoredFrom(bytes("harbour-individual.pbn"), "h.pbn");
    expect(ranked(s)).toEqual(EXPECTED);
    // The 16 published matchpoints, and its TotalScoreTable's place, total and percentage of each
    // of the 8 players (its places are printed without a tie's "=": 1, 1, 3, 3, ...).
    expect(s.published).toEqual({ compared: 16 + 24, differences: [] });
  });

  test("plain North, East, South and West columns are seat columns too", () => {
    const text = fs
      .readFileSync(path.join(FILES, "harbour-individual.pbn"), "utf8")
      .replace(/PlayerId_(North|East|South|West)/g, "$1");
    expect(ranked(scoredFrom(text, "h.pbn"))).toEqual(EXPECTED);
  });

  test("players named by name in the seat columns are players too, ranked by name", () => {
    // The same session with each number replaced by its player's name (quoted: names hold spaces).
    const names = [
      "Ada Quill",
      "Bram Otter",
      "Cleo Marsh",
      "Dov Fennel",
      "Esme Larch",
      "Finn Rook",
      "Gwen Tansy",
      "Hugo Wren",
    ];
    const lines = fs.readFileSync(path.join(FILES, "harbour-individual.pbn"), "utf8").split("\r\n");
    let inTable = false;
    const renamed = lines.map((l) => {
      if (l.startsWith("[")) inTable = l.startsWith("[ScoreTable");
      if (!inTable || l.startsWith("[") || l.trim() === "") return l;
      const c = l.trim().split(/\s+/);
      for (const k of [2, 3, 4, 5]) c[k] = `"${names[Number(c[k]) - 1]}"`;
      return c.join(" ");
    });
    const s = scoredFrom(renamed.join("\r\n"), "h.pbn");
    expect(s.players![0].players.map((p) => [p.rank, p.player, p.total])).toEqual(
      EXPECTED.map(([rank, player, total]) => [rank, names[Number(player) - 1], total]),
    );
  });

  test("a player in two seats of one table is a note naming the line, and the line is scored as it stands", () => {
    // As the USEBIO reader does: the program that wrote the file scored the line so.
    const text = fs
      .readFileSync(path.join(FILES, "harbour-individual.pbn"), "utf8")
      .replace(" 1 1  1  3  2  4 4S", " 1 1  1  3  2  3 4S");
    const file = readPbn(text, "h.pbn");
    expect(file.sections[0].notes).toContainEqual(
      expect.stringMatching(
        /^line \d+: a player sits in two seats \("1", "3", "2", "3" as North, East, South, West\): the line is scored as it stands$/,
      ),
    );
    expect(file.sections[0].boards[0].rows[0].seats).toEqual({
      north: "1",
      east: "3",
      south: "2",
      west: "3",
    });
  });

  test("a table with three seats only is refused, saying what an individual's table needs", () => {
    const text = fs
      .readFileSync(path.join(FILES, "harbour-individual.pbn"), "utf8")
      .replace(/PlayerId_West/g, "Whoever");
    expect(() => readPbn(text, "h.pbn")).toThrow(
      /no PairId_NS or PairId_EW column: .*an individual event: PlayerId_North, PlayerId_East, PlayerId_South and PlayerId_West/,
    );
  });
});

describe("an individual event written out and read back", () => {
  const s = scoreEvent(openInput(bytes("harbour-individual.xml"), "h.xml"), {});
  const write = async (name: string): Promise<string> => {
    const out = OUTPUTS.find((o) => o.name === name)!;
    const [file] = await out.write(s);
    return String(file.content);
  };

  test("USEBIO: EVENT_TYPE INDIVIDUAL, a player a seat, and the same ranking read back", async () => {
    const xml = await write("usebio");
    expect(xml).toContain('<EVENT EVENT_TYPE="INDIVIDUAL">');
    expect(xml).toContain("<N_PLAYER_NUMBER>1</N_PLAYER_NUMBER><E_PLAYER_NUMBER>3</E_PLAYER_NUMBER>");
    expect(xml).toContain("<NATIONAL_ID_NUMBER>9101</NATIONAL_ID_NUMBER>");
    const back = scoredFrom(xml, "back.xml");
    expect(ranked(back)).toEqual(EXPECTED);
    // Its own figures agree with themselves: 16 table matchpoints and 8 players' three figures.
    expect(back.published).toEqual({ compared: 40, differences: [] });
  });

  test("PBN: PlayerId_North ... PlayerId_West and the same ranking read back", async () => {
    const pbn = await write("pbn");
    expect(pbn).toMatch(/\[ScoreTable "Table\\\d+R;PlayerId_North\\\d+R;PlayerId_East/);
    expect(pbn).toMatch(/\[TotalScoreTable "Rank\\\d+L;PlayerId/);
    const back = scoredFrom(pbn, "back.pbn");
    expect(ranked(back)).toEqual(EXPECTED);
    // Its own figures agree with themselves: 16 matchpoints, 16 percentages, 8 players' three figures.
    expect(back.published).toEqual({ compared: 16 + 16 + 24, differences: [] });
  });

  test("the JSON document and the web page rank the players", async () => {
    const doc = eventJson(s) as { event: string; players: { player: string; rank: string }[] };
    expect(doc.event).toBe("individual");
    expect(doc.players.map((p) => [p.rank, p.player])).toEqual(EXPECTED.map(([r, p]) => [r, p]));
    const html = await write("html");
    expect(html).toMatch(/<h3 id="rk-\d+">Players<\/h3>/);
    expect(html).toContain('<td>=1</td><th scope="row">8</th><td class="name">Hugo Wren</td>');
  });

  test("the results sheet ends with the ranking by player", () => {
    const sheet = (s.sections[0] as ScoredPairsSection).sheet;
    const block = sheet.blocks[sheet.blocks.length - 1];
    expect(block.title).toBe("Ranking by player: matchpoints");
    const [first] = block.tables[0].rows;
    const at = (r: number, c: number) => sheet.cells.find((x) => x.row === r && x.col === c)?.value;
    expect([at(first, 0), at(first, 1), at(first, 3), at(first, 4), at(first, 5)]).toEqual([
      "=1",
      "1",
      7,
      87.5,
      "Ada Quill",
    ]);
  });
});

describe("npm run score -- an individual event", () => {
  test("--ranking prints the ranking by player, best first", async () => {
    const r = await runCli([path.join(FILES, "harbour-individual.pbn"), "--ranking"]);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    const at = lines.indexOf("Ranking by player: matchpoints");
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^Rank\s+Player\s+Boards\s+Total\s+%\s+Name$/);
    expect(lines[at + 2]).toMatch(/^=1\s+1\s+4\s+7\.00\s+87\.50\s+Ada Quill$/);
    expect(lines[at + 9]).toMatch(/^=7\s+6\s+4\s+1\.00\s+12\.50\s+Finn Rook$/);
  });

  test("--json gives each player's place, total and percentage", async () => {
    const r = await runCli([path.join(FILES, "harbour-individual.xml"), "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as {
      players: { player: string; rank: string; total: number; percentage: number }[];
    };
    expect(doc.players.map((p) => [p.rank, p.player, p.total, p.percentage])).toEqual(EXPECTED);
  });
});
