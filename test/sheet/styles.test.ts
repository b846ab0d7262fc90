import { columnFormat, FMT, plainFormat } from "../../src/sheet/styles";

describe("plainFormat: counts and factors without needless decimals", () => {
  // N/n as a director reads it: 5 of 5 is 1, 6 of 5 is 1.2, 4 of 3 is 1.3333 (4 places).
  test.each([
    [1, 4, "0"],
    [1.2, 4, "0.####"],
    [4 / 3, 4, "0.####"],
    [12, 2, "0"],
    [11.5, 2, "0.##"],
  ])("%s to %s places: %s", (x, places, format) => {
    expect(plainFormat(x, places)).toBe(format);
  });

  test("nothing to show is whole", () => {
    expect(plainFormat(null)).toBe(FMT.whole);
  });
});

describe("columnFormat: one format for a column of results", () => {
  test("whole matchpoints stay whole: 8, 4, 0", () => {
    expect(columnFormat([8, 4, 0], FMT.whole, FMT.mp)).toBe("0");
  });

  test("one fraction puts the whole column to 2 decimals: 20.70, 13.00, 9.70", () => {
    expect(columnFormat([20.7, 13, 9.7], FMT.whole, FMT.mp)).toBe("0.00");
  });

  test("tables without a result (null) do not count; an empty column is whole", () => {
    expect(columnFormat([31, null, -27], FMT.imps, FMT.decimal)).toBe("+0;-0;0");
    expect(columnFormat([], FMT.imps, FMT.decimal)).toBe("+0;-0;0");
  });
});
