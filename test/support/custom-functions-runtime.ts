// Excel's custom functions runtime, as much of it as the adapters use. Inside Excel, CustomFunctions
// is a global with an Error class and the ErrorCode enum; under jest there is none, so importing this
// module installs a small stand-in (the codes are the strings @types/custom-functions-runtime
// declares). Import it first in every test that calls src/functions.

/** Stand-in for CustomFunctions.Error: the code Excel shows in the cell, and the message. */
export class ExcelError {
  constructor(
    readonly code: string,
    readonly message?: string,
  ) {}
}

const ErrorCode = {
  divisionByZero: "#DIV/0!",
  invalidName: "#NAME?",
  invalidNumber: "#NUM!",
  invalidReference: "#REF!",
  invalidValue: "#VALUE!",
  notAvailable: "#N/A",
  nullReference: "#NULL!",
  connect: "#CONNECT!",
  busy: "#BUSY!",
  gettingData: "#GETTING_DATA",
};

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = { Error: ExcelError, ErrorCode };

/** What a function returned or threw, with the error (if any) as the stand-in. */
export function thrown(call: () => unknown): ExcelError {
  try {
    call();
  } catch (e) {
    if (e instanceof ExcelError) return e;
    throw new Error(`expected a CustomFunctions.Error, got ${String(e)}`);
  }
  throw new Error("expected the function to throw a CustomFunctions.Error, but it returned");
}

/** A matcher for a #VALUE! (or other code) error cell whose message contains `text`. */
export function errorCell(code: "#VALUE!" | "#N/A", text: string): unknown {
  return expect.objectContaining({ code, message: expect.stringContaining(text) });
}

/** A column range as Excel passes it: one value per row. */
export function column(...values: unknown[]): unknown[][] {
  return values.map((v) => [v]);
}

/** The numbers of a spilled column, rounded to `places` decimals where the source prints them so. */
export function rounded(grid: unknown[][], places: number): unknown[] {
  return grid.map(([v]) => (typeof v === "number" ? Number(v.toFixed(places)) : v));
}
