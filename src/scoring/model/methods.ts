// The words a director chooses a scoring with: the pairs method, how many results a board
// expects, and the movement that says who is the same pair from board to board.

/** The pairs scoring methods: Butler (IMPs against a datum), cross-IMPs, matchpoints. */
export type ScoringMethod = "butler" | "cross" | "mp";

export const SCORING_METHODS: readonly ScoringMethod[] = ["butler", "cross", "mp"];

/**
 * The results expected on a board (N): "tables" (every row of its traveller), "results" (the
 * results obtained, so no Neuberg and no factoring) or a whole number.
 */
export type ExpectedResults = number | "tables" | "results";

/** The named choices for {@link ExpectedResults}, the default first. */
export const EXPECTED_CHOICES: readonly ("tables" | "results")[] = ["tables", "results"];

/**
 * The movement, which says who is the same pair from board to board:
 * - `mitchell`: NS pair 3 and EW pair 3 are different pairs; NS and EW are ranked separately.
 * - `howell`: pair numbers are unique across directions (a pair may sit NS on some boards and EW
 *   on others); everyone is ranked together.
 */
export type Movement = "mitchell" | "howell";
