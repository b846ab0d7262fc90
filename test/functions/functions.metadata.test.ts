// The signature Excel sees for each custom function, read from the JSDoc by the same generator the
// build uses for dist/functions.json (custom-functions-metadata). A range parameter must be a
// matrix (else Excel passes one value, or coerces text in it to a #VALUE! before the function can
// name the cell), a single-value parameter a scalar, options optional, and a spilling result a matrix.
import * as fs from "node:fs";
import * as path from "node:path";
import { helpPages } from "../../scripts/help-pages";
import { readMetadata } from "../support/hyperformula-functions";

type Signature = [name: string, type: string, dimensionality: "matrix" | "scalar", optional: boolean][];

const M = "matrix" as const;
const S = "scalar" as const;

// prettier-ignore
const EXPECTED: Record<string, { parameters: Signature; spills: boolean }> = {
  IMP: { spills: true, parameters: [["difference", "any", M, false], ["table", "any", M, true]] },
  BUTLERDATUM: { spills: false, parameters: [
    ["scores", "any", M, false], ["trim", "number", S, true], ["roundTo", "number", S, true],
    ["method", "string", S, true], ["rounding", "string", S, true]] },
  CROSSIMP: { spills: true, parameters: [
    ["score", "any", M, false], ["scores", "any", M, false], ["divisor", "any", S, true], ["expected", "any", S, true],
    ["cap", "any", S, true]] },
  NEUBERG: { spills: true, parameters: [
    ["score", "any", M, false], ["scores", "any", M, false], ["expected", "any", S, true], ["scale", "string", S, true]] },
  WEIGHTEDCROSSIMP: { spills: true, parameters: [
    ["scores", "any", M, false], ["components", "any", M, false], ["weights", "any", M, false],
    ["divisor", "any", S, true], ["expected", "any", S, true], ["score", "any", M, true]] },
  WEIGHTEDMATCHPOINTS: { spills: true, parameters: [
    ["scores", "any", M, false], ["components", "any", M, false], ["weights", "any", M, false],
    ["expected", "any", S, true], ["scale", "string", S, true], ["score", "any", M, true]] },
  WEIGHTEDBUTLER: { spills: true, parameters: [
    ["scores", "any", M, false], ["components", "any", M, false], ["weights", "any", M, false],
    ["trim", "number", S, true], ["roundTo", "number", S, true], ["method", "string", S, true],
    ["rounding", "string", S, true], ["score", "any", M, true]] },
  VP20: { spills: true, parameters: [["imps", "any", M, false], ["boards", "number", S, false], ["scale", "any", M, true]] },
  CONTRACTSCORE: { spills: false, parameters: [
    ["contract", "string", S, false], ["declarer", "string", S, false], ["result", "any", S, false],
    ["vulnerability", "any", S, false]] },
  VULNERABILITY: { spills: true, parameters: [["board", "any", M, false]] },
  DEALER: { spills: true, parameters: [["board", "any", M, false]] },
  OBLIGATION: { spills: false, parameters: [
    ["points", "number", S, false], ["side", "string", S, false], ["vulnerability", "any", S, false]] },
  DDTRICKS: { spills: true, parameters: [
    ["deal", "string", S, false], ["declarer", "string", S, true], ["strain", "string", S, true]] },
  PAR: { spills: true, parameters: [
    ["deal", "string", S, false], ["vulnerability", "any", S, true], ["dealer", "any", S, true]] },
  RANKING: { spills: true, parameters: [
    ["traveller", "any", M, false], ["method", "string", S, true], ["options", "any", M, true]] },
  BOARDRESULTS: { spills: true, parameters: [
    ["traveller", "any", M, false], ["method", "string", S, true], ["options", "any", M, true]] },
  MOVEMENT: { spills: true, parameters: [["traveller", "any", M, false], ["options", "any", M, true]] },
  STANDINGS: { spills: true, parameters: [
    ["matches", "any", M, false], ["vpScale", "any", M, true], ["options", "any", M, true]] },
  SWISSDRAW: { spills: true, parameters: [
    ["results", "any", M, false], ["round", "any", S, true], ["options", "any", M, true]] },
};

const { functions, implementation } = readMetadata();
// The help pages the build makes from the same JSDoc (scripts/help-pages.ts).
const SOURCE = path.resolve(__dirname, "../../src/functions/functions.ts");
const HELP_PAGES = helpPages(fs.readFileSync(SOURCE, "utf8"), SOURCE);

test("exactly the nineteen functions, each under its Excel name (VULNERABILITY and DEALER for boardVulnerability and boardDealer)", () => {
  expect(functions.map((f) => f.id).sort()).toEqual(Object.keys(EXPECTED).sort());
  expect(implementation.get("VULNERABILITY")).toBe("boardVulnerability");
  expect(implementation.get("DEALER")).toBe("boardDealer");
  expect(implementation.get("WEIGHTEDCROSSIMP")).toBe("weightedCrossImp");
  expect(implementation.get("DDTRICKS")).toBe("ddTricks");
});

describe.each(functions.map((f) => [f.id, f] as const))("BRIDGE.%s", (id, f) => {
  test("parameters have the intended type, dimensionality and optionality", () => {
    const got = f.parameters.map((p) => [p.name, p.type, p.dimensionality ?? "scalar", p.optional === true]);
    expect(got).toEqual(EXPECTED[id].parameters);
  });

  test(EXPECTED[id].spills ? "the result spills (a matrix)" : "the result is one value", () => {
    expect(f.result?.dimensionality ?? "scalar").toBe(EXPECTED[id].spills ? "matrix" : "scalar");
  });

  test("is not volatile, and has a help page under help/ and a description for it and each parameter", () => {
    expect(f.options?.volatile ?? false).toBe(false);
    expect(f.options?.stream ?? false).toBe(false);
    const page = /^https:\/\/localhost:3000\/help\/([a-z0-9]+\.html)$/.exec(f.helpUrl ?? "");
    expect(page).not.toBeNull();
    expect(HELP_PAGES.has(page![1])).toBe(true);
    expect((f.description ?? "").length).toBeGreaterThan(20);
    for (const p of f.parameters)
      expect({ [p.name]: (p.description ?? "").length > 10 }).toEqual({ [p.name]: true });
  });
});
