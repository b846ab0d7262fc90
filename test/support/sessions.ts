// Large sessions for the Office writer's size tests and `npm run bench`: a Mitchell of many boards
// and tables, and one board with thousands of results, as a director's traveller would hold them
// (Board, NS, EW, Score), with scores drawn by a seeded generator from scores that really occur.
import { scoreEvent } from "../../src/event";
import { readTraveller, type Traveller } from "../../src/scoring";
import type { SheetModel } from "../../src/sheet/model";
import { checkOptions, DEFAULT_FORM_CHOICES, userChoices, type FormChoices } from "../../src/event/forms";
import { readArea } from "../../src/taskpane/workflow";
import { REAL_SCORES } from "./random-boards";
import { seededRandom as seeded } from "./seeded";

/**
 * The rows of a Mitchell traveller sheet: `boards` boards, each played at `tables` tables (NS
 * pairs 1..tables, EW pairs 101..100+tables), one row a result.
 *
 * @example
 * sessionRows(2, 3).length; // 7: the header and 2 x 3 results
 */
export function sessionRows(boards: number, tables: number, seed = 36): (string | number)[][] {
  const rng = seeded(seed);
  const rows: (string | number)[][] = [["Board", "NS", "EW", "Score"]];
  for (let b = 1; b <= boards; b++) {
    for (let t = 1; t <= tables; t++) {
      rows.push([b, t, 100 + t, REAL_SCORES[Math.floor(rng() * REAL_SCORES.length)]]);
    }
  }
  return rows;
}

/** The traveller of {@link sessionRows}, checked to have no problems. */
export function sessionTraveller(boards: number, tables: number, seed = 36): Traveller {
  const t = readTraveller(sessionRows(boards, tables, seed));
  if (t.problems.length > 0) throw new Error(`Session has problems: ${t.problems.length}`);
  return t;
}

/**
 * The results sheet the pane builds for a session, with the pane's default choices and `change`:
 * the rows read from a sheet and scored by the event layer, as the pane's Score does.
 *
 * @example
 * sessionSheet(36, 20, { method: "all" }).name; // "Session all methods"
 */
export function sessionSheet(boards: number, tables: number, change: Partial<FormChoices> = {}): SheetModel {
  const options = { ...DEFAULT_FORM_CHOICES, ...change };
  const checked = checkOptions(options);
  if (!checked.ok) throw new Error(`Bad options: ${JSON.stringify(checked.errors)}`);
  const values = sessionRows(boards, tables);
  const reading = readArea({ sheet: "Session", range: `A1:D${values.length}`, top: 0, left: 0, values });
  if (reading.problems.length > 0) throw new Error(`Session has problems: ${reading.problems.length}`);
  return scoreEvent(reading.event, userChoices(options, checked.options)).sections[0].sheet;
}
