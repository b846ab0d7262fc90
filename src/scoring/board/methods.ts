import type { ScoringMethod } from "../model/methods";
import type { BoardMethod } from "./board-method";
import { butlerMethod } from "./butler";
import { crossImpsMethod } from "./cross-imps";
import { matchpointsMethod } from "./matchpoints";

// Every pairs scoring method, by the name a director chooses it with. A new method is a module
// implementing BoardMethod, its name in SCORING_METHODS (model/methods.ts) and a line here.

/** The module that scores a board by each method. */
export const BOARD_METHODS: { readonly [M in ScoringMethod]: BoardMethod } = {
  butler: butlerMethod,
  cross: crossImpsMethod,
  mp: matchpointsMethod,
};
