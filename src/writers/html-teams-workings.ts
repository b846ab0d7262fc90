/**
 * The workings of the teams page (html-teams.ts), shown by its "Show workings" switch: what a
 * director checks and a player rarely needs. The full standings (what each team won and lost,
 * the difference and the IMP quotient that breaks ties), the checks of each match (as the results
 * sheet makes them: the IMPs to both teams cancel, the VPs add to the scale's total), the Butler
 * ranking of the pairs, and how the file's own published results compare with the add-in's.
 */
import type { PairButler, ScoredMatch, ScoredTeamsEvent } from "../scoring";
import { pageNumber, unitOf } from "./html-teams-card";
import { escapeHtml } from "./html-text";

/** A results file's published figures against the add-in's (src/io/published.ts). */
export interface PublishedFigures {
  readonly compared: number;
  readonly differences: readonly string[];
}

/** A difference with its sign: "+7", "-3", "0". */
const signed = (x: number): string => (x > 0 ? `+${pageNumber(x)}` : pageNumber(x));

/** The IMP quotient as the standings' tie-break reads it: won / lost ("-" when nothing was lost). */
function quotientText(won: number, lost: number): string {
  if (lost === 0) return won === 0 ? "1.000" : "–";
  return (won / lost).toFixed(3);
}

/** The full standings, in a focusable labelled box that scrolls on a phone. */
function fullStandings(scored: ScoredTeamsEvent, vpText: (v: number) => string): string {
  const unit = unitOf(scored.method);
  const withVp = scored.standings.some((s) => s.vp !== null);
  const head = [
    "Place",
    "Team",
    "Played",
    ...(withVp ? ["VPs"] : []),
    `${unit} for`,
    `${unit} against`,
    "Difference",
    "Quotient",
  ];
  const rows = scored.standings.map((s) =>
    [
      `<td class="n">${escapeHtml(s.rank)}</td>`,
      `<td class="team">${escapeHtml(s.team)}</td>`,
      `<td class="n">${s.played}</td>`,
      withVp ? `<td class="n">${vpText(s.vp ?? 0)}</td>` : "",
      `<td class="n">${pageNumber(s.impsFor)}</td>`,
      `<td class="n">${pageNumber(s.impsAgainst)}</td>`,
      `<td class="n">${signed(s.impsFor - s.impsAgainst)}</td>`,
      `<td class="n">${quotientText(s.impsFor, s.impsAgainst)}</td>`,
    ].join(""),
  );
  return [
    `<h3 id="full-standings-h">Full standings</h3>`,
    `<div class="scroll" role="region" tabindex="0" aria-labelledby="full-standings-h">`,
    `<table aria-labelledby="full-standings-h"><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join("")}</tr></thead>`,
    `<tbody>${rows.map((r) => `<tr>${r}</tr>`).join("\n")}</tbody></table>`,
    `</div>`,
    `<p class="sub">Teams level on ${withVp ? "VPs" : scored.method === "bam" ? "board points" : "the difference"} are placed by the matches among them, then by the IMP quotient (won / lost), as the WBF General Conditions of Contest do for a round robin; still level, they share a place (2=).</p>`,
  ].join("\n");
}

/** One check of a match: what it says and whether it holds. */
export interface MatchCheck {
  readonly text: string;
  readonly holds: boolean;
}

/**
 * A match's checks, as the results sheet makes them: board points come to the board's top each
 * board (board-a-match), or the totals' difference is the boards' net (IMPs, points); with VPs,
 * the two teams' VPs add to the scale's total.
 *
 * @example
 * matchChecks(match, { method: "imps", top: 1, vpTotal: 20 }); // [{ text: "IMPs ...", holds: true }, ...]
 */
export function matchChecks(
  m: ScoredMatch,
  options: {
    readonly method: ScoredTeamsEvent["method"];
    readonly top: number;
    readonly vpTotal: number | null;
  },
): MatchCheck[] {
  const near = (x: number): boolean => Math.abs(x) < 1e-6;
  const scoredBoards = m.boards.filter((x) => x.home !== null && x.away !== null);
  const checks: MatchCheck[] = [];
  if (options.method === "bam")
    checks.push({
      text: `Board points come to ${options.top} a board scored`,
      holds: near(m.total.home + m.total.away - options.top * scoredBoards.length),
    });
  else {
    const net = scoredBoards.reduce((s, x) => s + (x.home! - x.away!), 0);
    checks.push({
      text: `${unitOf(options.method)} to both teams sum to 0: the totals' difference is the boards' net`,
      holds: near(m.total.home - m.total.away - net),
    });
  }
  if (m.vp !== null && options.vpTotal !== null)
    checks.push({
      text: `VPs add to ${pageNumber(options.vpTotal)}`,
      holds: near(m.vp.home + m.vp.away - options.vpTotal),
    });
  return checks;
}

/** The Butler ranking of the pairs: IMPs against each board's datum, per board played. */
function butlerHtml(butler: readonly PairButler[]): string {
  if (butler.length === 0) return "";
  const rows = butler.map(
    (p) =>
      `<tr><td class="team">${escapeHtml(p.pair)}</td><td class="n">${p.boards}</td><td class="n">${signed(p.imps)}</td><td class="n">${p.boards > 0 ? signed(Number((p.imps / p.boards).toFixed(2))) : ""}</td></tr>`,
  );
  return [
    `<h3 id="butler-h">Butler ranking of the pairs</h3>`,
    `<table aria-labelledby="butler-h"><thead><tr><th scope="col">Pair</th><th scope="col">Boards</th><th scope="col">IMPs</th><th scope="col">Per board</th></tr></thead>`,
    `<tbody>${rows.join("\n")}</tbody></table>`,
    `<p class="sub">Each pair's score against the datum of the board over every table that played it in that round, in IMPs.</p>`,
  ].join("\n");
}

/**
 * The workings' section: the full standings, the checks of each match (linked to its card), the
 * Butler ranking and the published results' comparison; hidden until the switch shows it.
 *
 * @example
 * workingsHtml(scored, { matchIds: ["m1"], headings: ["Aces v Kings"], top: 1, vpTotal: 20, vpText: String, published: null });
 */
export function workingsHtml(
  scored: ScoredTeamsEvent,
  options: {
    readonly matchIds: readonly string[];
    readonly headings: readonly string[];
    readonly top: number;
    readonly vpTotal: number | null;
    readonly vpText: (v: number) => string;
    readonly published: PublishedFigures | null;
  },
): string {
  const checks = scored.matches.map((m, k) => {
    const list = matchChecks(m, { method: scored.method, top: options.top, vpTotal: options.vpTotal })
      .map(
        (c) =>
          `<li><span class="${c.holds ? "ok" : "flag"}">${c.holds ? "OK" : "CHECK"}</span> ${escapeHtml(c.text)}</li>`,
      )
      .join("");
    return `<li><a href="#${options.matchIds[k]}">${escapeHtml(options.headings[k])}</a><ul>${list}</ul></li>`;
  });
  const p = options.published;
  const published =
    p === null
      ? ""
      : `<h3>The file's published results</h3><p>${p.compared} figure${p.compared === 1 ? "" : "s"} compared: ${
          p.differences.length === 0
            ? "all agree with the add-in's."
            : `${p.differences.length} differ${p.differences.length === 1 ? "s" : ""}.`
        }</p>${p.differences.length > 0 ? `<ul>${p.differences.map((d) => `<li>${escapeHtml(d)}</li>`).join("")}</ul>` : ""}`;
  return [
    `<section class="w" id="workings-part" aria-labelledby="workings-h">`,
    `<h2 id="workings-h">Workings</h2>`,
    fullStandings(scored, options.vpText),
    `<h3>Checks</h3>`,
    `<ul>${checks.join("\n")}</ul>`,
    butlerHtml(scored.butler),
    published,
    `<p class="back"><a href="#standings">Back to the standings</a></p>`,
    `</section>`,
  ]
    .filter((x) => x !== "")
    .join("\n");
}
