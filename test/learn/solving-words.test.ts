// The "Solve the deals" bar's words: deals done, and the strains of the next when the solver tells them.
import { solvingWords } from "../../src/learn/LearnPage";

test("deals done, with the next deal's strains once the solver reports them", () => {
  expect(solvingWords(0, 3, 0)).toBe("Solving: 0 of 3 deals done.");
  expect(solvingWords(2, 5, 3)).toBe("Solving: 2 of 5 deals done, 3 of 5 strains of the next.");
  // Every deal done: no next deal to speak of.
  expect(solvingWords(5, 5, 5)).toBe("Solving: 5 of 5 deals done.");
});
