// A file's record held against what its boards give: a board's vulnerability and dealer against
// its number's, and a row's published score against its contract, declarer and tricks (the score
// stands, as the file's program scored it, and a note says so).
import {
  boardDealer,
  boardVulnerability,
  nsScore,
  parseContract,
  parseResult,
  parseSeat,
} from "../../scoring";
import type { FileBoard } from "./model";

/**
 * Where a board's vulnerability or dealer in the file differs from its number's (the add-in scores
 * a board on its number's, docs/conventions.md "Boards: dealer and vulnerability"): one message
 * per difference, naming the board.
 */
export function boardConditionProblems(board: FileBoard, where: string): string[] {
  const problems: string[] = [];
  const vul = boardVulnerability(board.board);
  if (board.vulnerability !== null && board.vulnerability !== vul) {
    problems.push(
      `${where}: board ${board.board} is marked vulnerable ${board.vulnerability}, but board ${board.board} is vulnerable ${vul} by its number; renumber the board or correct its vulnerability.`,
    );
  }
  const dealer = boardDealer(board.board);
  if (board.dealer !== null && board.dealer !== dealer) {
    problems.push(
      `${where}: board ${board.board} is marked dealt by ${board.dealer}, but board ${board.board} is dealt by ${dealer} by its number; renumber the board or correct its dealer.`,
    );
  }
  return problems;
}

/**
 * A published file is a record: where a row's contract, declarer and tricks do not give the score
 * it publishes (a typing slip such as contract `42`, a score for the other vulnerability), the
 * score stands, as its program scored it, and the row keeps only its score and lead; a note per
 * row names where it is and what disagreed. Rows with no score to stand are left as they are (the
 * traveller reader says what is wrong with them).
 *
 * @example
 * keepPublishedScores(boards).notes; // ["line 12: the contract 4S by N taking 9 tricks scores -50 for NS, ..."]
 */
export function keepPublishedScores(boards: readonly FileBoard[]): { boards: FileBoard[]; notes: string[] } {
  const notes: string[] = [];
  const out = boards.map((b) => {
    let changed = false;
    const rows = b.rows.map((r) => {
      // Only a row that gives both a score and a whole result (contract, declarer, tricks) can disagree.
      if (typeof r.score !== "number" || r.contract === "") return r;
      if (!/^pass/i.test(r.contract) && (r.declarer === "" || r.tricks === "")) return r;
      let why: string | null = null;
      try {
        const contract = parseContract(r.contract);
        const vul = boardVulnerability(b.board);
        if (contract.kind === "pass") {
          if (r.score !== 0) why = `the board is passed out, which scores 0`;
        } else {
          const declarer = parseSeat(r.declarer);
          const tricks = parseResult(r.tricks, contract);
          const computed = nsScore(contract, declarer, tricks, vul);
          if (computed !== r.score)
            why = `${r.contract} by ${r.declarer} taking ${tricks} trick${tricks === 1 ? "" : "s"} scores ${computed} for NS on board ${b.board} (vulnerable ${vul})`;
        }
      } catch {
        why = `the contract "${r.contract}" by "${r.declarer}" with result "${r.tricks}" cannot be read`;
      }
      if (why === null) return r;
      changed = true;
      notes.push(
        `${r.source}: ${why}, but the file's score is ${r.score}: scored ${r.score}, as the file publishes it`,
      );
      return { ...r, contract: "", declarer: "", tricks: "" };
    });
    return changed ? { ...b, rows } : b;
  });
  return { boards: out, notes };
}
