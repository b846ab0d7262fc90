import fc from "fast-check";
import {
  cleanSheetName,
  MAX_SHEET_NAME_LENGTH,
  resultsSheetName,
  sheetNamesList,
  TakenNames,
  type TakenNamesView,
  uniqueSheetName,
} from "../../src/sheet/names";

describe("sheet names", () => {
  test("a board sheet is named by board and method, a session sheet by method", () => {
    expect(resultsSheetName([15], "cross")).toBe("Board 15 cross-IMPs");
    expect(resultsSheetName([1, 2, 3], "mp")).toBe("Session matchpoints");
    expect(resultsSheetName([7], "butler")).toBe("Board 7 Butler");
    expect(resultsSheetName([7, 8], "all")).toBe("Session all methods");
  });

  test("unique against the sheets already there, ignoring case as Excel does: (2), (3) ...", () => {
    expect(uniqueSheetName("Board 15 cross-IMPs", ["Sheet1"])).toBe("Board 15 cross-IMPs");
    expect(uniqueSheetName("Board 15 cross-IMPs", ["BOARD 15 CROSS-IMPS"])).toBe("Board 15 cross-IMPs (2)");
    expect(uniqueSheetName("Board 15 cross-IMPs", ["Board 15 cross-IMPs", "Board 15 cross-IMPs (2)"])).toBe(
      "Board 15 cross-IMPs (3)",
    );
  });

  test("at most 31 characters, the number kept when the name is shortened", () => {
    const long = "Session matchpoints of the Tuesday club";
    expect(cleanSheetName(long)).toHaveLength(31);
    const second = uniqueSheetName(long, [cleanSheetName(long)]);
    // "Session matchpoints of the " (27 characters) loses its trailing space before " (2)".
    expect(second).toBe("Session matchpoints of the (2)");
  });

  test("forbidden characters, leading apostrophes, blanks and History", () => {
    expect(cleanSheetName("Board 3/4: [draft]?*\\")).toBe("Board 3-4- -draft----");
    expect(cleanSheetName("'quoted'")).toBe("quoted");
    expect(cleanSheetName("   ")).toBe("Results");
    expect(cleanSheetName("History")).toBe("Results");
  });

  test("property: whatever the wanted name and the names taken, the result is a new, valid name", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 50 }),
        fc.array(fc.string({ maxLength: 35 }), { maxLength: 8 }),
        (wanted, taken) => {
          const all = [...taken, uniqueSheetName(wanted, taken)];
          const name = uniqueSheetName(wanted, all);
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(MAX_SHEET_NAME_LENGTH);
          expect(name).not.toMatch(/[:\\/?*[\]]/);
          expect(name.startsWith("'") || name.endsWith("'")).toBe(false);
          expect(all.map((n) => n.toLowerCase())).not.toContain(name.toLowerCase());
        },
      ),
    );
  });
});

/** The list's own search, kept as the reference: every name taken read again for each new name. */
function referenceUnique(wanted: string, existing: readonly string[]): string {
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  const base = cleanSheetName(wanted);
  if (!taken.has(base.toLowerCase())) return base;
  for (let k = 2; ; k++) {
    const suffix = ` (${k})`;
    const name = `${base.slice(0, MAX_SHEET_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

describe("names taken one after another (an event's sections)", () => {
  const wanted = fc.constantFrom("Board 1", "board 1", "Board 1 (2)", "Board 1 (4)", "B", "x".repeat(40));
  test("a view names each sheet as the list of the names taken before it would", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(wanted, fc.boolean()), { maxLength: 40 }), (steps) => {
        const taken = new TakenNames(["Sheet1"]);
        const list = ["Sheet1"];
        const views: { view: TakenNamesView; list: string[] }[] = [];
        for (const [name, keep] of steps) {
          const view = taken.view();
          const chosen = uniqueSheetName(name, view);
          expect(chosen).toBe(referenceUnique(name, list));
          if (keep) views.push({ view, list: [...list] });
          taken.add(chosen);
          list.push(chosen);
        }
        // A view made earlier still answers as its copy would, after later names were taken.
        for (const v of views)
          for (const name of ["Board 1", "B"])
            expect(uniqueSheetName(name, v.view)).toBe(referenceUnique(name, v.list));
        expect(sheetNamesList(taken.view())).toEqual(list);
      }),
    );
  });

  test("10,000 sheets of one name look up a few names each, not every name taken", () => {
    const taken = new TakenNames();
    const lookups = jest.spyOn(taken, "positionOf");
    for (let i = 0; i < 10_000; i++) taken.add(uniqueSheetName("Board 1 matchpoints", taken.view()));
    expect(taken.view().list().slice(0, 3)).toEqual([
      "Board 1 matchpoints",
      "Board 1 matchpoints (2)",
      "Board 1 matchpoints (3)",
    ]);
    // Each name: its base, then the one new numbered name taken since (and the first free one).
    expect(lookups.mock.calls.length).toBeLessThanOrEqual(3 * 10_000);
  });
});
