// Every text the teams reader and scorer write, in one place. Each names what was found and says
// what was expected; the reader attaches the cell it is about.
import { Vulnerability } from "../base/seats";
import { vulText } from "../base/words";

/** A match as a message names it: "Aces v Kings (round 2)". */
export function matchName(home: string, away: string, round: string, rounds: number): string {
  return `${home} v ${away}${rounds > 1 ? ` (round ${round})` : ""}`;
}

export const NO_TEAMS_HEADER =
  "No header row found for a teams scoresheet: expected Round (optional), Board, Room, NS, EW and the " +
  "score or contract (one row per table), or Board, Home, Away, Home NS score, Away NS score (one row per board).";

export const NO_ROUND =
  "No round: expected the round number (a blank repeats the round above, so fill the first).";

export function sameTeamBothSides(team: string): string {
  return `${team} is both NS and EW here: expected the two teams of the match, one each way.`;
}

export function teamInTwoMatches(
  team: string,
  first: string,
  second: string,
  round: string,
  hasRound: boolean,
): string {
  return hasRound
    ? `${team} meets both ${first} and ${second} in round ${round}: a team plays one match a round (check the Round and team cells).`
    : `${team} meets both ${first} and ${second}, and there is no Round column: add a Round column when the sheet holds several rounds.`;
}

export function oneRoomOnly(board: number, match: string, room: string): string {
  return (
    `Board ${board} of ${match} has a result in one room only${room === "" ? "" : ` (${room})`}: ` +
    `give the other room's result, NP if the board was not played there, or an award (A+, A=, A-).`
  );
}

export function tooManyRooms(board: number, match: string, rows: number): string {
  return `Board ${board} of ${match} has ${rows} rows: a match plays each board once in each of its two rooms.`;
}

export function sameNsBothRooms(board: number, match: string, team: string): string {
  return `On board ${board} of ${match}, ${team} sits NS in both rooms: in the other room the teams change direction (check the NS and EW cells).`;
}

export function sameRoomTwice(board: number, match: string, room: string): string {
  return `Board ${board} of ${match} is given twice for room "${room}": the two rows of a board are its two rooms (check the Room cells).`;
}

export function noScorecardScore(side: "Home" | "Away"): string {
  return `No score where the ${side} team sat NS: expected its NS score, an award (A+, A=, A-), NP or a weighted score.`;
}

export function boardTwiceInMatch(board: number, match: string): string {
  return `Board ${board} of ${match} is given twice: one row per board of a match.`;
}

export function vulnerabilityDisagrees(stated: string, board: number, actual: Vulnerability): string {
  return (
    `This room says "${stated}", but board ${board} is ${vulText(actual)}, and both rooms play the same board: ` +
    `check the board number or the Vul cell (a score is checked on the board's own vulnerability).`
  );
}

export const NO_TEAM =
  "No team: expected the team's name or number (a blank repeats the team above, so fill the first).";

export function awardInAggregate(text: string): string {
  return `"${text}" is an artificial score, which has no value in aggregate (total points) scoring: give the table an assigned score (or a weighted one) instead.`;
}
