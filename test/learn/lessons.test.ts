import { besidePrinted, LESSONS } from "../../src/learn/lessons";
import { scorePage } from "../../src/learn/score-page";
import { DEFAULT_FORM_CHOICES } from "../../src/event/forms";
import { WORKED_EXAMPLES } from "../../src/ui/examples";

describe("the worked examples as lessons", () => {
  test.each(Object.keys(LESSONS))("%s: the source's numbers beside the engine's", async (id) => {
    const ex = WORKED_EXAMPLES.find((e) => e.id === id)!;
    expect(ex.source).toBeDefined();
    const r = await scorePage(ex.csv, { ...DEFAULT_FORM_CHOICES, ...ex.options });
    if (!r.ok || r.lesson === null) throw new Error("not scored as pairs");
    const rows = besidePrinted(LESSONS[id].printed, r.lesson.sessions);
    // Every printed number agrees but the ones a note explains (and those are really different).
    for (const row of rows)
      expect([row.board, row.table, row.agrees]).toEqual([row.board, row.table, row.note === undefined]);
    // The lesson opens on a board and table the traveller has.
    const board = r.lesson.traveller.boards.find((b) => b.board === LESSONS[id].board);
    expect(board?.rows[LESSONS[id].table]).toBeDefined();
  });

  test("the explanation's misprint: +1400 against a datum of 530 is 13 IMPs, not the 14 printed", async () => {
    const ex = WORKED_EXAMPLES.find((e) => e.id === "butler-vs-cross-imps")!;
    const r = await scorePage(ex.csv, { ...DEFAULT_FORM_CHOICES, ...ex.options });
    if (!r.ok || r.lesson === null) throw new Error("not scored as pairs");
    const wrong = besidePrinted(LESSONS[ex.id].printed, r.lesson.sessions).filter((x) => !x.agrees);
    expect(wrong.map((x) => [x.board, x.printed, x.ours])).toEqual([[13, 14, 13]]);
  });

  test("an edited score rescores the board: the datum moves with it", async () => {
    const ex = WORKED_EXAMPLES.find((e) => e.id === "butler-vs-cross-imps")!;
    const options = { ...DEFAULT_FORM_CHOICES, ...ex.options };
    // Board 2: 680, -100, 680, 680. With the -100 made +680 too the datum is 680 and every table
    // is flat: 0 IMPs.
    const r = await scorePage(ex.csv, options, "example.csv", new Map([[2, new Map([[1, 680]])]]));
    if (!r.ok || r.lesson === null) throw new Error("not scored as pairs");
    const butler = r.lesson.sessions.find((s) => s.method === "butler")!.boards.find((b) => b.board === 2)!;
    expect(butler.workings.method === "butler" && butler.workings.datum).toBe(680);
    expect(butler.tables.map((t) => t.nsResult)).toEqual([0, 0, 0, 0]);
  });
});
