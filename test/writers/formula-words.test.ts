import { formulaWords } from "../../src/writers/formula-words";

describe("the results sheet's formulas in words", () => {
  test("the common functions, each with its cell names", () => {
    expect(formulaWords("=ROUND(AVERAGE(F5:F9),-1)")).toBe("The average of F5:F9, rounded to the nearest 10");
    expect(formulaWords("=ROUND(E5/E6*100,9)")).toBe(
      "E5 divided by E6 times 100, rounded to 9 decimal places",
    );
    expect(formulaWords("=SUM($B$2:$B$9)")).toBe("The sum of B2:B9");
    expect(formulaWords("=COUNT(K10:K12)")).toBe("How many numbers K10:K12 holds");
    expect(formulaWords("=K5")).toBe("The same as K5");
    expect(formulaWords("=-D4")).toBe("Minus D4");
    expect(formulaWords("=2*(E16-1)")).toBe("2 times (E16 minus 1)");
  });

  test("COUNTIF and SUMIF criteria read as a comparison with each cell", () => {
    expect(formulaWords('=COUNTIF($K$10:$K$12,"<"&D22)')).toBe("How many cells of K10:K12 are less than D22");
    expect(formulaWords("=COUNTIF(K10:K12,D22)-1")).toBe("How many cells of K10:K12 equal D22 minus 1");
    expect(formulaWords('=SUMIF(A1:A4,">="&B1,C1:C4)')).toBe("The sum of C1:C4 where A1:A4 are at least B1");
  });

  test("IF, the checks' OK or CHECK, and the tops a pair played", () => {
    expect(formulaWords('=IF(H10=I10,"yes","NO")')).toBe('If H10 equals I10, then "yes", otherwise "NO"');
    expect(formulaWords("=SUMPRODUCT(ISNUMBER(H5:J5)*$H$3:$J$3)")).toBe(
      "The sum of H3:J3 over the cells where H5:J5 holds a number",
    );
  });

  test("a function without words is read as its name and arguments; a broken formula gets none", () => {
    expect(formulaWords("=LOG10(A1)")).toBe("LOG10 of A1");
    expect(formulaWords("=SUM(A1")).toBeNull();
    expect(formulaWords("=A1+")).toBeNull();
  });
});
