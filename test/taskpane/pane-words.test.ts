// The pane never quotes a command-line flag: the messages it shares with the command line are
// shown in the pane's words (its own control named, or the command line named without its flag),
// and a typed pair the movement lacks is asked about as soon as the traveller is read.
import { openSection } from "../../src/event";
import { tooBigForExcel } from "../../src/event/refusals";
import type { SheetArea } from "../../src/office/area";
import { paneWords } from "../../src/taskpane/pane-words";
import type { FormChoices } from "../../src/event/forms";
import { initialState } from "../../src/taskpane/state/state";
import { mitchell } from "../support/movements";
import { after } from "./fixtures";

describe("paneWords", () => {
  test("a message naming both front ends keeps the pane's control", () => {
    expect(
      paneWords(
        "If it is a late pair or a substitute, say so (the command line's --accept-pairs, the pane's Accept pairs).",
      ),
    ).toBe("If it is a late pair or a substitute, say so (the pane's Accept pairs).");
  });

  test("what only the command line does is named without its flag; a bracketed flag is dropped", () => {
    const section = openSection({
      title: null,
      rows: [
        ["Board", "NS", "EW", "Score"],
        [1, 1, 2, 420],
      ],
      locate: () => "",
    });
    const shared = tooBigForExcel(section, "rows");
    expect(shared).toContain("--json");
    expect(paneWords(shared)).toBe(
      "The results sheet of 1 board and 1 results would need more than Excel's 1,048,576 rows: a board of this many tables has no room on one sheet; the command line scores it whole, with no sheet.",
    );
    expect(paneWords("Club A: pair 3 has no names to be matched by (--names).")).toBe(
      "Club A: pair 3 has no names to be matched by.",
    );
    // A minus sign or a dash between words is no flag.
    expect(paneWords("NS 3 scored -420 -- twice.")).toBe("NS 3 scored -420 -- twice.");
  });
});

describe("a typed pair the movement lacks, on reading", () => {
  // A 7-table Mitchell of 21 boards (3 a round), with NS 4's number typed as 11 on one row (board
  // 10, where NS 4 sits at table 4 in round 1): NS 11 then plays 1 board where the other NS pairs
  // play 21, and EW 4 meets two NS pairs on one board set.
  const rows = mitchell(7, 7, 3, 5).rows;
  const typo = rows.find((r) => r.ns === 4 && r.board === 10)!;
  const values = [
    ["Board", "Round", "Table", "NS", "EW", "Score"],
    ...rows.map((r) => [r.board, r.round, r.table, r === typo ? 11 : r.ns, r.ew, r.score]),
  ];
  const AREA: SheetArea = { sheet: "Sheet1", range: "A1:F148", top: 0, left: 0, values };
  const read = (...change: Partial<FormChoices>[]) =>
    after(
      initialState(true),
      { kind: "opened" },
      { kind: "settingsLoaded", saved: null },
      ...change.map((c) => ({ kind: "optionsChanged", change: c }) as const),
      { kind: "readPressed" },
      { kind: "selectionRead", area: AREA },
    ).state;

  test("Read asks about it at once, in the pane's words, on the row that holds it", () => {
    const state = read();
    expect(state.reading?.problems).toEqual([]);
    const line = values.findIndex((r) => r[3] === 11) + 1; // the row on the sheet
    const few = state.reading?.asked?.find((a) => /NS 11 plays 1 board/.test(a.message));
    expect(few?.where).toBe(`Sheet1!D${line}`);
    expect(few?.message).toContain("(the pane's Accept pairs)");
    expect(state.reading?.asked?.every((a) => !/--[a-z]/.test(a.message))).toBe(true);
  });

  test("accepted as a substitute, NS 11 is no longer asked about", () => {
    const state = read({ acceptPairs: "NS 11" });
    expect(state.reading?.asked?.some((a) => /NS 11 plays 1 board/.test(a.message)) ?? false).toBe(false);
  });

  test("a clean session asks nothing", () => {
    const clean = values.map((r, i) => (i > 0 && r[3] === 11 ? [r[0], r[1], r[2], 4, r[4], r[5]] : r));
    const state = after(
      initialState(true),
      { kind: "opened" },
      { kind: "settingsLoaded", saved: null },
      { kind: "selectionRead", area: { ...AREA, values: clean } },
    ).state;
    expect(state.reading?.asked).toBeUndefined();
  });
});
