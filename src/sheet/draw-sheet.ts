// The sheet of a Swiss round's draw: the standings it was drawn from (each team's VPs from its
// matches and from its byes, added by live formulas, and a live rank on the total), then the
// draw, table by table, with the bye. The draw itself is the engine's (it is no arithmetic a
// formula could redo), written as values beside the standings it came from.
import { drawSharedSets, tableLine, type SwissNext } from "../scoring";
import { cellRef, rangeRef } from "../grid/a1";
import { columnsOf, SheetBuilder, writeHeader } from "./builder";
import type { SheetModel } from "./model";
import { uniqueSheetName } from "./names";
import { FMT } from "./styles";

/**
 * The sentences that say which teams are withdrawn and which joined late, and what a late entry
 * scored for the rounds it missed (none when there are neither).
 */
export function entryLines(next: SwissNext): string[] {
  const lines: string[] = [];
  if ((next.withdrawn ?? []).length > 0)
    lines.push(`Withdrawn, not drawn: ${next.withdrawn!.join(", ")} (their results stand).`);
  for (const [team, joins] of next.late ?? []) {
    const vp = next.missedVps?.get(team);
    lines.push(
      joins > Number(next.round)
        ? `${team} joins in round ${joins}: not drawn yet.`
        : `${team} joined in round ${joins}${vp !== undefined ? `: ${Math.round(vp * 100) / 100} VPs for the rounds it missed` : ""}.`,
    );
  }
  return lines;
}

/** Options of the draw sheet. */
export interface DrawSheetOptions {
  /** The VPs a bye scores (when the input gives none of its own). */
  readonly byeVp: number;
  /** Names of the sheets already in the workbook. */
  readonly existingNames?: readonly string[];
}

/**
 * The draw sheet of a Swiss round (docs/conventions.md, "The Swiss draw"): its title; the
 * standings the draw was made from (place after tie-breaks, team, matches played, VPs from
 * matches, VPs from byes, their total as a formula, a live rank on the total); the draw (table,
 * home, away, whether the teams have met before) and the bye; then a card for each table (the
 * table, the round, home and away) to print and cut out. Printed portrait, one page wide.
 *
 * @example
 * buildDrawSheet(nextSwissRound(rounds, "vp"), { byeVp: 12 }).name; // "Draw round 3"
 */
export function buildDrawSheet(next: SwissNext, options: DrawSheetOptions): SheetModel {
  const b = new SheetBuilder();
  const title = `Swiss draw: round ${next.round}`;
  b.block({ kind: "title", title });
  b.text(0, 0, title, "title");
  b.text(
    1,
    0,
    `${next.after === null ? "No round counted yet" : `Drawn from the standings after round ${next.after}`}; a bye scores ${options.byeVp} VPs.`,
    "label",
  );

  b.row = 3;
  if (next.standings.length > 0) writeStandings(b, next);
  b.row++;
  const drawTitle = `Draw for round ${next.round}`;
  b.block({ kind: "draw", title: drawTitle });
  const drawRow = b.row;
  b.text(b.row++, 0, drawTitle, "section");
  const sets = next.draw.boardSets !== undefined;
  const drawColumns = columnsOf([
    ["Table", "table"],
    ["Home", "team"],
    ["Away", "team"],
    ["Met before", "note"],
    ...(sets ? ([["Board set", "table"]] as const) : []),
  ]);
  const drawHeader = writeHeader(b, drawColumns);
  const top = b.row;
  for (const t of next.draw.tables) {
    const r = b.row++;
    b.value(r, 0, t.table, FMT.whole);
    b.value(r, 1, t.home, undefined, "team");
    b.value(r, 2, t.away, undefined, "team");
    b.value(r, 3, t.rematch ? "yes" : "", undefined, t.rematch ? "flag" : undefined);
    if (sets) b.value(r, 4, t.boardSet ?? "", FMT.whole);
  }
  b.table({
    title: drawTitle,
    titleRow: drawRow,
    header: drawHeader,
    rows: [top, b.row - 1],
    columns: drawColumns,
  });
  if (next.draw.bye !== null) b.text(b.row++, 0, `Bye: ${next.draw.bye} (${options.byeVp} VPs)`, "label");
  for (const [set, tables] of drawSharedSets(next.draw))
    b.text(b.row++, 0, `Board set ${set} is shared by tables ${tables.join(", ")}, in relay.`, "label");
  if (next.draw.rematches > 0)
    b.lines(
      0,
      `No draw avoids every rematch: this one has the fewest, ${next.draw.rematches}, and is the first such in order.`,
      "note",
    );

  // A card for each table, to print and cut out: the table, the round, the two teams.
  b.row++;
  const cardsTitle = "Table cards";
  b.block({ kind: "draw", title: cardsTitle });
  b.text(b.row++, 0, cardsTitle, "section");
  for (const t of next.draw.tables) {
    b.text(b.row++, 0, `Table ${t.table}, round ${next.round}`, "heading");
    b.value(b.row, 0, "Home", undefined, "label");
    b.value(b.row++, 1, t.home, undefined, "team");
    b.value(b.row, 0, "Away", undefined, "label");
    b.value(b.row++, 1, t.away, undefined, "team");
    if (sets || t.stationary) b.text(b.row++, 0, tableLine(t), "label");
    b.row++;
  }
  return {
    ...b.build(uniqueSheetName(`Draw round ${next.round}`, options.existingNames ?? []), 2),
    print: { orientation: "portrait", fitToWidth: 1, titleRows: 2 },
  };
}

/** The standings the draw is made from: VPs in matches and for byes, their total and a live rank. */
function writeStandings(b: SheetBuilder, next: SwissNext): void {
  const standingsTitle = next.after === null ? "Standings" : `Standings after round ${next.after}`;
  b.block({ kind: "standings", title: standingsTitle });
  const standingsRow = b.row;
  b.text(b.row++, 0, standingsTitle, "section");
  const missed = next.missedVps ?? new Map<string, number>();
  const columns = columnsOf([
    ["Place", "place"],
    ["Team", "team"],
    ["Played", "played"],
    ["VPs in matches", "vp"],
    [missed.size > 0 ? "VPs for byes and rounds missed" : "VPs for byes", "vp"],
    ["VPs", "vp"],
    ["Rank", "rank"],
  ]);
  const header = writeHeader(b, columns);
  const first = b.row;
  const last = first + next.standings.length - 1;
  const totals = rangeRef(first, 5, last, 5, { absolute: true });
  for (const t of next.standings) {
    const r = b.row++;
    const bye = (next.byeVps.get(t.team) ?? 0) + (missed.get(t.team) ?? 0);
    const total = t.vp ?? t.score;
    b.value(r, 0, t.rank, undefined, "rank");
    b.value(r, 1, t.team, undefined, "team");
    b.value(r, 2, t.played, FMT.whole);
    b.value(r, 3, Math.round((total - bye) * 100) / 100, "0.00");
    b.value(r, 4, bye, "0.00");
    b.formula(r, 5, `=ROUND(${cellRef(r, 3)}+${cellRef(r, 4)},2)`, total, "0.00");
    const above = next.standings.filter((o) => (o.vp ?? o.score) > total + 1e-9).length;
    b.formula(r, 6, `=SUMPRODUCT(--(${totals}>${cellRef(r, 5)}))+1`, above + 1, FMT.whole);
  }
  b.table({
    title: standingsTitle,
    titleRow: standingsRow,
    header,
    rows: [first, last],
    columns,
    ranking: next.standings.map((_, k) => first + k),
  });
  b.lines(
    0,
    "Rank counts the teams ahead on VPs; Place breaks ties as the standings do (the matches among the tied teams, then the IMP quotient), and the draw follows Place.",
    "note",
  );
  for (const line of entryLines(next)) b.lines(0, line, "note");
}
