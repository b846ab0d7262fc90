import { negativeResultHint, scoreDisagrees } from "../../../src/scoring/traveller/messages";
import { parseContract } from "../../../src/scoring/rules/contract";

describe("scoreDisagrees", () => {
  const base = {
    table: "NS 1 v EW 2",
    entered: 450,
    computed: -450,
    contract: parseContract("4S"),
    declarer: "N" as const,
    tricks: 1,
    board: 1,
    vulnerability: "None" as const,
  };

  test("a result typed +1 that Excel made the number 1 gets a hint", () => {
    // 4S by N taking 1 trick is 9 down, 9 x 50 = -450 not vulnerable; 4S+1 would score 120 + 300 + 30 = 450,
    // which is what was entered.
    expect(scoreDisagrees({ ...base, resultCell: 1 })).toBe(
      "NS 1 v EW 2: the score entered, +450, does not agree with 4S by N taking 1 trick, which scores -450 " +
        "for NS on board 1 (nobody vulnerable): correct the score or the contract, declarer or result. " +
        "(Was the result +1? Excel turns a typed +1 into the number 1, read as 1 trick; type '+1 or the tricks taken.)",
    );
  });

  test("no hint when the overtricks would not give the score entered, or the result was text", () => {
    expect(scoreDisagrees({ ...base, entered: 420, resultCell: 1 })).not.toMatch(/Was the result/);
    expect(scoreDisagrees({ ...base, resultCell: "1" })).not.toMatch(/Was the result/);
  });
});

describe("negativeResultHint", () => {
  test("only for a negative number, which Excel made of a typed -1", () => {
    expect(negativeResultHint(-1)).toBe(
      " (Excel turns a typed -1 into a number; type the tricks taken, or '-1 as text.)",
    );
    expect(negativeResultHint("-1")).toBe("");
    expect(negativeResultHint(9)).toBe("");
  });
});
