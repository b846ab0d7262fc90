import { formatValue, reservedWidth } from "../../src/sheet/number-format";

describe("formatValue: what a cell shows under its number format", () => {
  test("signed whole numbers: a plus above zero, a minus below, zero bare", () => {
    expect(formatValue(31, "+0;-0;0")).toBe("+31");
    expect(formatValue(-430, "+0;-0;0")).toBe("-430");
    expect(formatValue(0, "+0;-0;0")).toBe("0");
  });

  test("fixed decimals: 2 decimals for 20.7 and 13; signed decimals keep their plus", () => {
    expect(formatValue(20.7, "0.00")).toBe("20.70");
    expect(formatValue(13, "0.00")).toBe("13.00");
    expect(formatValue(7.75, "+0.00;-0.00;0.00")).toBe("+7.75");
    expect(formatValue(-6.75, "+0.00;-0.00;0.00")).toBe("-6.75");
    // The median of 420 and 450 is 435: one decimal as "0.0" asks.
    expect(formatValue(435, "0.0")).toBe("435.0");
  });

  test("a percentage is the value times 100: a weight of 0.3 is 30.00%", () => {
    expect(formatValue(0.3, "0.00%")).toBe("30.00%");
    expect(formatValue(1, "0.00%")).toBe("100.00%");
  });

  test("up to N decimals without trailing zeros: 6/5 is 1.2, 4/3 is 1.3333, 1 is 1", () => {
    expect(formatValue(6 / 5, "0.####")).toBe("1.2");
    expect(formatValue(4 / 3, "0.####")).toBe("1.3333");
    expect(formatValue(1, "0.####")).toBe("1");
    expect(formatValue(-2.5, "0.##")).toBe("-2.5");
  });

  test("a whole-number format rounds as Excel shows it, half away from zero: 7.6 shows 8, 2.5 shows 3, -2.5 shows -3", () => {
    // Excel shows a number under "0" rounded as ROUND(x, 0) rounds it: ROUND(-2.5, 0) is -3.
    expect(formatValue(7.6, "0")).toBe("8");
    expect(formatValue(2.5, "0")).toBe("3");
    expect(formatValue(-2.5, "0")).toBe("-3");
    expect(formatValue(-2.5, "+0;-0;0")).toBe("-3");
    expect(formatValue(-0.4, "+0;-0;0")).toBe("0");
  });

  test("a value that shows as zero has no sign, unless the format has two sections", () => {
    expect(formatValue(-0.001, "0.00")).toBe("0.00");
    expect(formatValue(-0.001, "+0.00;-0.00;0.00")).toBe("0.00");
    expect(formatValue(0.001, "+0.00;-0.00;0.00")).toBe("0.00");
    expect(formatValue(-0.001, "0.00;-0.00")).toBe("-0.00");
  });

  test("no format: the number as it is; text, true/false and empty cells as they are", () => {
    expect(formatValue(-0.25)).toBe("-0.25");
    expect(formatValue("NS 3", "0.00")).toBe("NS 3");
    expect(formatValue(true)).toBe("true");
    expect(formatValue(null)).toBe("");
    expect(formatValue(undefined)).toBe("");
  });
});

describe("reservedWidth: the characters a number is given in its column", () => {
  test("the number to the format's fixed decimals, with its plus or minus", () => {
    expect(reservedWidth(13, "+0;-0;0")).toBe(3); // "+13"
    expect(reservedWidth(-430, "+0;-0;0")).toBe(4); // "-430"
    expect(reservedWidth(20.7, "0.00")).toBe(5); // "20.70"
    expect(reservedWidth(7.75, "+0.00;-0.00;0.00")).toBe(5); // "+7.75"
  });

  test("two decimals for a number the format fixes none of, when it is not whole; percentages unscaled", () => {
    expect(reservedWidth(2.4, "0.##")).toBe(4); // "2.40"
    expect(reservedWidth(8)).toBe(1);
    expect(reservedWidth(0.3, "0.00%")).toBe(4); // "0.30", room enough beside a header
  });
});
