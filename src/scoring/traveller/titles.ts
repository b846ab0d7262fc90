// Board titles: a row such as "Board No 15 N/S Vul Dealer South" above a header (or between
// stacked blocks) that gives the board number when there is no Board column, and whose
// vulnerability and dealer, when it states them, must be those of that board.
import { boardDealer, boardVulnerability, parseSeat, parseVulnerability, Vulnerability } from "../base/seats";
import { cellText } from "../base/cells";
import * as say from "./messages";
import { Problem } from "./problems";

const TITLE_BOARD_RE = /\b(?:board|bd|brd|rozdanie|rozd)\.?\s*(?:no\.?|nr\.?|number|#)?\s*:?\s*(\d+)\b/i;
const TITLE_VUL_RE =
  /\b(N\s*[/-]?\s*S|E\s*[/-]?\s*W|none|nil|both|all|love\s*all|game\s*all|neither)\s+vul(?:nerable)?\b|\bvul(?:nerable|nerability)?\s*:?\s*(N\s*[/-]?\s*S|E\s*[/-]?\s*W|none|nil|both|all|neither)\b/i;
const TITLE_DEALER_RE = /\bdealer\s*:?\s*(north|east|south|west|[NESW])\b/i;

/**
 * The board number a title row states ("Board No 15", "Bd. 3") in its first text cell that
 * states one (passing over column `skip`), or null.
 *
 * @example
 * titleBoardOf(["", "Club pairs, Board 1"]); // 1
 * titleBoardOf(["Board", "NS", "EW"]); // null: a header word, no number
 */
export function titleBoardOf(row: readonly unknown[], skip?: number): number | null {
  for (let i = 0; i < row.length; i++) {
    const c = row[i];
    const m = i !== skip && typeof c === "string" ? TITLE_BOARD_RE.exec(cellText(c)) : null;
    if (m) return Number(m[1]);
  }
  return null;
}

/**
 * The problems of title row `r` (its cells are `row`) read as board `board`: a vulnerability or a
 * dealer it states that is not the board's.
 *
 * @example
 * checkTitle(["Board 15 EW vul"], 0, 15); // one problem: board 15 is NS vulnerable
 */
export function checkTitle(row: readonly unknown[], r: number, board: number): Problem[] {
  const problems: Problem[] = [];
  if (board < 1) return problems;
  row.forEach((c, column) => {
    const text = cellText(c);
    const vul = TITLE_VUL_RE.exec(text);
    if (vul) {
      let stated: Vulnerability | null = null;
      try {
        stated = parseVulnerability((vul[1] ?? vul[2]).replace(/\s+/g, ""));
      } catch {
        stated = null;
      }
      if (stated !== null && stated !== boardVulnerability(board)) {
        problems.push({
          row: r,
          column,
          message: say.titleVulnerability(stated, board, boardVulnerability(board)),
        });
      }
    }
    const dealer = TITLE_DEALER_RE.exec(text);
    if (dealer) {
      const stated = parseSeat(dealer[1]);
      if (stated !== boardDealer(board)) {
        problems.push({ row: r, column, message: say.titleDealer(stated, board, boardDealer(board)) });
      }
    }
  });
  return problems;
}

/**
 * The board number the titles above header row `headerRow` state (the last one that states one),
 * or null, with the problems of those titles.
 */
export function titleBoardAbove(
  cells: readonly (readonly unknown[])[],
  headerRow: number,
): { board: number | null; problems: Problem[] } {
  let board: number | null = null;
  const problems: Problem[] = [];
  for (let r = 0; r < headerRow; r++) {
    const stated = titleBoardOf(cells[r]);
    if (stated !== null) {
      board = stated;
      problems.push(...checkTitle(cells[r], r, board));
    }
  }
  return { board, problems };
}
