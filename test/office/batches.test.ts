import {
  ACTION_BYTES,
  finishBytes,
  jsonBytes,
  MAX_REQUEST_BYTES,
  planBatches,
  utf8Length,
  type Batch,
} from "../../src/office/batches";
import { sheetLayout, type SheetLayout } from "../../src/office/layout";
import type { CellModel, SheetModel } from "../../src/sheet/model";
import { sessionSheet } from "../support/sessions";

/** The style of every cell as the batches set it, one key per cell (a cell styled twice is an error). */
function stylesOfBatches(batches: readonly Batch[]): Map<string, string> {
  const at = new Map<string, string>();
  for (const b of batches) {
    for (const { style, rect } of b.styles) {
      expect(rect.top).toBeGreaterThanOrEqual(b.top);
      expect(rect.bottom).toBeLessThanOrEqual(b.bottom);
      for (let r = rect.top; r <= rect.bottom; r++)
        for (let c = rect.left; c <= rect.right; c++) {
          expect(at.has(`${r},${c}`)).toBe(false);
          at.set(`${r},${c}`, JSON.stringify(style));
        }
    }
  }
  return at;
}

function stylesOfLayout(layout: SheetLayout): Map<string, string> {
  const at = new Map<string, string>();
  for (const g of layout.styles)
    for (const rect of g.rects)
      for (let r = rect.top; r <= rect.bottom; r++)
        for (let c = rect.left; c <= rect.right; c++) at.set(`${r},${c}`, JSON.stringify(g.style));
  return at;
}

/** What a sequence of batches writes, as one request would: every row once, in order. */
function expectSameAsOneRequest(layout: SheetLayout, batches: readonly Batch[]): void {
  expect(batches[0].top).toBe(0);
  expect(batches[batches.length - 1].bottom).toBe(layout.rows - 1);
  for (let i = 1; i < batches.length; i++) expect(batches[i].top).toBe(batches[i - 1].bottom + 1);
  expect(batches.flatMap((b) => b.formulas)).toEqual(layout.formulas);
  expect(
    batches.flatMap((b) => b.numberFormats ?? b.formulas.map((row) => row.map(() => "General"))),
  ).toEqual(layout.numberFormats);
  expect(stylesOfBatches(batches)).toEqual(stylesOfLayout(layout));
}

describe("sizes", () => {
  test("UTF-8 bytes: ASCII one each, a suit symbol three, an emoji four", () => {
    // "4♥": 1 + 3; "é": 2; "🂡" (a surrogate pair in JavaScript): 4.
    expect(utf8Length("4♥")).toBe(4);
    expect(utf8Length("é")).toBe(2);
    expect(utf8Length("🂡")).toBe(4);
    expect(utf8Length("4♥é🂡")).toBe(Buffer.byteLength("4♥é🂡", "utf8"));
    // [["=A1",3]] is 11 characters.
    expect(jsonBytes([["=A1", 3]])).toBe(11);
  });
});

describe("planBatches", () => {
  // A sheet of 1,000 rows of 10 columns: each row's formulas are 10 strings of 8 characters, "=A1+100"-like.
  const model: SheetModel = {
    name: "Grid",
    blocks: [],
    cells: Array.from({ length: 1000 }, (_, r) =>
      Array.from({ length: 10 }, (_, c): CellModel => ({
        row: r,
        col: c,
        formula: `=A${r + 1}+${String(c).padStart(3, "0")}`,
        numberFormat: c === 9 ? "0.00" : undefined,
        style: r % 50 < 10 ? { bold: true, borderBottom: true } : undefined,
      })),
    ).flat(),
  };
  const layout = sheetLayout(model);

  test("a sheet under the limit is one batch of every row", () => {
    const batches = planBatches(layout, finishBytes(model, layout));
    expect(batches).toHaveLength(1);
    expectSameAsOneRequest(layout, batches);
    // Its estimate holds at least the two arrays as JSON.
    expect(batches[0].bytes).toBeGreaterThan(jsonBytes(layout.formulas) + jsonBytes(layout.numberFormats));
    expect(batches[0].bytes).toBeLessThan(MAX_REQUEST_BYTES);
  });

  test("under a small limit: batches of whole rows, each within it, writing exactly what one request would", () => {
    const limit = 30_000;
    const batches = planBatches(layout, finishBytes(model, layout), limit);
    // The arrays alone are about 220 KB (1,000 rows of 10 formulas of ~12 bytes and 10 formats of
    // ~10), more than 7 batches' worth.
    expect(jsonBytes(layout.formulas) + jsonBytes(layout.numberFormats)).toBeGreaterThan(7 * limit);
    expect(batches.length).toBeGreaterThanOrEqual(8);
    for (const b of batches) expect(b.bytes).toBeLessThanOrEqual(limit);
    for (const b of batches) {
      // Each estimate holds at least its arrays as sent.
      expect(b.bytes).toBeGreaterThanOrEqual(
        jsonBytes(b.formulas) + (b.numberFormats ? jsonBytes(b.numberFormats) : 0),
      );
    }
    expectSameAsOneRequest(layout, batches);
  });

  test("a style rectangle across a batch's edge is cut in two, each part in its own batch", () => {
    // Rows 0-9 of every 50 are bold; with batches of a few rows (~220 bytes each, the styles
    // charged too, after an allowance of ~1,800), some edges fall inside those rectangles.
    const batches = planBatches(layout, 0, 6 * 300 + 12 * ACTION_BYTES);
    expect(batches.length).toBeGreaterThan(50);
    const crossed = layout.styles
      .flatMap((g) => g.rects)
      .filter((rect) => batches.some((b) => b.top > rect.top && b.top <= rect.bottom));
    expect(crossed.length).toBeGreaterThan(0);
    expectSameAsOneRequest(layout, batches);
  });

  test("number formats are left out of a batch whose cells are all General", () => {
    const plain: SheetModel = {
      name: "Plain",
      blocks: [],
      cells: [
        { row: 0, col: 0, value: "Board" },
        { row: 1, col: 0, value: 1 },
        { row: 2, col: 0, value: 0.5, numberFormat: "0.0%" },
      ],
    };
    const l = sheetLayout(plain);
    const batches = planBatches(l, 0, 6 * ACTION_BYTES + 8 + 3 * ACTION_BYTES + 40);
    expect(batches.map((b) => [b.top, b.bottom, b.numberFormats])).toEqual([
      [0, 1, null],
      [2, 2, [["0.0%"]]],
    ]);
    expectSameAsOneRequest(l, batches);
  });

  test("the 36-board, 20-table session scored all three ways: two batches, each under 4 MB", () => {
    const session = sessionSheet(36, 20, { method: "all" });
    const l = sheetLayout(session);
    const batches = planBatches(l, finishBytes(session, l));
    // Its formulas and formats come to 3.7 MB (2.2 MB and 1.5 MB; the session summary is set in
    // bands of boards within the boards' columns, so no row of the sheet's rectangles runs on 36
    // columns past them) and the styles to over a thousand rectangles: more than one request of
    // 4 MB holds (the first stops just under 4 MB).
    expect(jsonBytes(l.formulas) + jsonBytes(l.numberFormats)).toBeGreaterThan(3_500_000);
    expect(batches).toHaveLength(2);
    for (const b of batches) expect(b.bytes).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
    expectSameAsOneRequest(l, batches);
  });
});
