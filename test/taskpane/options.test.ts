import { DEFAULT_FORM_CHOICES, type FormChoices } from "../../src/event";
import { restoreOptions } from "../../src/taskpane/options";

const opts = (change: Partial<FormChoices>): FormChoices => ({ ...DEFAULT_FORM_CHOICES, ...change });

describe("restoreOptions", () => {
  test("what was saved comes back; anything unknown or damaged falls back to its default", () => {
    expect(restoreOptions({ method: "cross", divisor: "total", scale: "ACBL", trim: "1" })).toEqual(
      opts({ method: "cross", divisor: "total", scale: "ACBL", trim: "1" }),
    );
    expect(restoreOptions({ method: "imps", impTable: 1961, trim: 7, rounding: "up" })).toEqual(
      DEFAULT_FORM_CHOICES,
    );
  });

  test('"results" saved before version 2 was the old default: read as "tables"; from version 2 on it was chosen', () => {
    expect(restoreOptions({ method: "mp", expected: "results" })).toEqual(opts({ method: "mp" }));
    expect(restoreOptions({ method: "mp", expected: "results", version: 1 }).expected).toBe("tables");
    expect(restoreOptions({ method: "mp", expected: "results", version: 2 })).toEqual(
      opts({ method: "mp", expected: "results" }),
    );
    // A number saved by an older version was chosen: it is kept.
    expect(restoreOptions({ expected: "number", expectedNumber: "8" })).toEqual(
      opts({ expected: "number", expectedNumber: "8" }),
    );
    // What the pane saves today comes back as it was.
    const chosen = opts({ method: "cross", expected: "results" });
    expect(restoreOptions(JSON.parse(JSON.stringify(chosen)))).toEqual(chosen);
  });

  test('"mitchell" saved before version 3 was the old default: told from the pair numbers now; "howell" was chosen', () => {
    expect(restoreOptions({ method: "mp", movement: "mitchell", version: 2 }).movement).toBe("auto");
    expect(restoreOptions({ method: "mp", movement: "howell", version: 2 }).movement).toBe("howell");
    // From version 3 on, a saved Mitchell was picked by the director, and is kept.
    expect(restoreOptions({ method: "mp", movement: "mitchell", version: 3 }).movement).toBe("mitchell");
    expect(restoreOptions({ movement: "auto", version: 3 }).movement).toBe("auto");
  });

  test("nothing saved, or not an object, gives the defaults", () => {
    for (const saved of [null, undefined, "mp", 3, [1, 2]])
      expect(restoreOptions(saved)).toEqual(DEFAULT_FORM_CHOICES);
  });

  test("Accept pairs is kept in the document's settings, and a damaged value falls back to none", () => {
    expect(restoreOptions({ acceptPairs: "NS 40" }).acceptPairs).toBe("NS 40");
    expect(restoreOptions({ acceptPairs: 40 }).acceptPairs).toBe("");
  });

  test("Sections across the field is kept when ticked", () => {
    expect(restoreOptions({ across: true }).across).toBe(true);
    expect(restoreOptions({ across: "yes" }).across).toBe(false);
  });

  test("a fouled board is not carried over to the next session", () => {
    expect(restoreOptions({ ...DEFAULT_FORM_CHOICES, fouled: "7: A 1-3, B 4-5" }).fouled).toBe("");
  });
});
