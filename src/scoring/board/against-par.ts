import { Fraction } from "../rules/fraction";
import { imp } from "../rules/imp";
import { matchpoints, parseMatchpointScale } from "../rules/matchpoints";
import { DEFAULT_BOARD_OPTIONS } from "../model/options";
import { METHOD_TRAITS, type ScoringMethod } from "../model/methods";
import { tableNumbers, type BoardToScore, type MethodResult } from "./board-method";
import type { BoardInput } from "./scored-board";
import { scaleWorkings, type AgainstParWorkings } from "./workings";

// A board played only once, scored against its par (the option `once: "par"`): par stands in for
// the field the board never had. IMP methods score the IMPs of North-South's score less par, the
// one comparison there is (Butler's datum is the par; cross-IMPs make one comparison, against
// par). Matchpoints compare the score with par as the one other result: the top of two results
// (2 on the EBU scale, 1 on the ACBL's), all of it above par, half of it equal, none below.

/**
 * Whether a board was played only once in the sense of the option `once`: one row on its
 * traveller, a plain score, not a group of a fouled board (an award, a weighted score or a fouled
 * board is scored as any board). A traveller's board and a board as scored alike.
 *
 * @example
 * playedOnce({ rows: [{ entry: { kind: "plain", score: 420 } }] }); // true
 */
export function playedOnce(board: {
  readonly rows: readonly { readonly entry: { readonly kind: string } }[];
  readonly fouled?: unknown;
}): boolean {
  return board.fouled === undefined && board.rows.length === 1 && board.rows[0].entry.kind === "plain";
}

/**
 * Whether a board is scored against its par: the option asks for it, the par is known, and the
 * board was played once (playedOnce).
 */
export function scoredAgainstPar(
  once: "field" | "par" | undefined,
  par: number | undefined,
  board: BoardInput,
): par is number {
  return once === "par" && typeof par === "number" && Number.isSafeInteger(par) && playedOnce(board);
}

/**
 * The board's one table scored against `par` (North-South's par score) by `method`.
 *
 * @example
 * // Butler or cross-IMPs, +420 against a par of +620 (WBF scale): 420 - 620 = -200, -5 IMPs
 * // for NS, +5 for EW. Matchpoints (EBU): +420 is below par, 0 of a top of 2 for NS, 2 for EW.
 */
export function scoreAgainstPar(board: BoardToScore, method: ScoringMethod, par: number): MethodResult {
  const entry = board.prepared[0].input.entry;
  if (entry.kind !== "plain") throw new Error("Only a plain score is scored against par.");
  const score = entry.score;
  const difference = score - par;
  if (METHOD_TRAITS[method].unit === "imps") {
    const imps = imp(difference, board.impScale);
    const ns = Fraction.of(imps);
    const ew = ns.neg();
    const workings: AgainstParWorkings = {
      method: "par",
      scoredAs: method,
      impTable: board.impTable,
      ...scaleWorkings(board.impScale, board.options.impCap !== undefined),
      par,
      score,
      difference,
      imps,
      matchpoints: null,
      top: null,
      scale: null,
    };
    const exact = [{ ns, ew }];
    return {
      tables: tableNumbers({ exact, weighted: [null] }),
      exact,
      top: null,
      workings,
      ewWorkings: null,
      checks: [],
    };
  }
  const scale =
    board.options.scale === undefined
      ? DEFAULT_BOARD_OPTIONS.scale
      : parseMatchpointScale(board.options.scale);
  // Two results, the table's and par: the top is 2 (N - 1) = 2 on the EBU scale, 1 on the ACBL's.
  // Par's matchpoints against the table's score are East-West's: the two results share each
  // comparison between them, as North-South and East-West share a board's.
  const result = matchpoints([score, par], { scale });
  const top = result.top;
  const [ns, ew] = result.matchpoints;
  const exact = [{ ns, ew }];
  const workings: AgainstParWorkings = {
    method: "par",
    scoredAs: method,
    impTable: board.impTable,
    par,
    score,
    difference,
    imps: null,
    matchpoints: ns.toNumber(),
    top: top.toNumber(),
    scale,
  };
  return {
    tables: tableNumbers({ exact, weighted: [null] }, () => ({
      nsPercent: result.percentages[0].toNumber(),
      ewPercent: result.percentages[1].toNumber(),
    })),
    exact,
    top,
    workings,
    ewWorkings: null,
    checks: [],
  };
}
