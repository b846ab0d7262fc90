/**
 * The results web page of a teams event (a match, a round robin, a Swiss), written from the
 * scored event itself rather than from its results sheet, to read on a phone:
 *
 * - the event's name (and when and where, when the input says) as the heading;
 * - the standings first: place, team, matches played, VPs and the IMP difference, the IMPs for
 *   and against where the screen is wide enough; each team links to its matches;
 * - with more than one round, each round's tables (table, home, away, the score in IMPs and VPs)
 *   and its bye, each table linking to its match;
 * - each match a card (html-teams-card.ts): its teams, score and VPs, and each board's contract,
 *   declarer and result in both rooms, the NS scores and the IMPs to each team, and the deals
 *   folded under it when the input gave them (html-teams-deals.ts);
 * - each team's matches, linked, and links back to the standings;
 * - behind a "Show workings" switch (a checkbox and CSS, no script) the full standings, each
 *   match's checks, the Butler ranking of the pairs and the published results' comparison
 *   (html-teams-workings.ts); at the foot, folded, the IMP and VP scales (html-teams-scales.ts).
 *
 * Nothing is fetched and there is no script; every text from the input (names, titles,
 * contracts) is escaped, so a team called "<b>" or "=SUM(A1)" shows as typed.
 */
import {
  vpFunctionOf,
  vpTableFunction,
  type BamScale,
  type ImpScaleChoice,
  type ScoredMatch,
  type ScoredTeamsEvent,
} from "../scoring";
import type { ScoredTeamsSection } from "../event";
import type { BoardDeal } from "../sheet/deal-block";
import { matchDealsHtml } from "./html-teams-deals";
import { matchCard, pageNumber, unitOf, vpFormat } from "./html-teams-card";
import { scalesHtml, type PageVpScale } from "./html-teams-scales";
import { TEAMS_STYLES } from "./html-teams-styles";
import { workingsHtml, type PublishedFigures } from "./html-teams-workings";
import { escapeHtml } from "./html-text";

/** Options of {@link renderTeamsPage}. */
export interface TeamsPageOptions {
  /** The event's name, the page's heading (default "Teams results"). */
  readonly eventTitle?: string | null;
  /** When and where, as the input gives them. */
  readonly date?: string | null;
  readonly venue?: string | null;
  /** The event's teams and rounds in order (default: as the matches meet them); the one team of none of a round's matches had its bye. */
  readonly teams?: readonly string[];
  readonly rounds?: readonly string[];
  /** The IMP scale the matches were scored on (shown at the foot under IMPs). */
  readonly impTable?: ImpScaleChoice;
  /** The VP scale, null or absent for none. */
  readonly vpScale?: PageVpScale | null;
  readonly bamScale?: BamScale;
  /** A results file's published figures compared with the add-in's. */
  readonly published?: PublishedFigures | null;
  /** Each board's deal, by board, when the input gave them: folded under each match's card. */
  readonly deals?: ReadonlyMap<number, BoardDeal>;
  /** Open the workings when the page opens. */
  readonly workingsOpen?: boolean;
}

/** Where the page's parts are: each match's id and heading, each team's link, the rounds. */
interface Layout {
  readonly rounds: readonly string[];
  readonly matchIds: readonly string[];
  readonly headings: readonly string[];
  /** Each match's table in its round, from 1. */
  readonly tables: readonly number[];
  /** By team: where its name links to (its matches, or its one match). */
  readonly teamHref: ReadonlyMap<string, string>;
  readonly teamIds: ReadonlyMap<string, string>;
  /** By round: the teams with its bye. */
  readonly byes: ReadonlyMap<string, readonly string[]>;
}

function layoutOf(scored: ScoredTeamsEvent, options: TeamsPageOptions): Layout {
  const rounds = options.rounds ?? [...new Set(scored.matches.map((m) => m.round))];
  const teams = options.teams ?? scored.standings.map((s) => s.team);
  const counts = new Map<string, number>();
  const tables = scored.matches.map((m) => {
    const t = (counts.get(m.round) ?? 0) + 1;
    counts.set(m.round, t);
    return t;
  });
  const many = rounds.length > 1;
  const matchIds = scored.matches.map((_, k) => `m${k + 1}`);
  const headings = scored.matches.map(
    (m, k) => `${many ? `Round ${m.round}, table ${tables[k]}: ` : ""}${m.home} v ${m.away}`,
  );
  const teamIds = new Map(scored.standings.map((s, k) => [s.team, `team-${k + 1}`]));
  const teamHref = new Map(
    scored.standings.map((s) => [
      s.team,
      scored.matches.length === 1 ? `#${matchIds[0]}` : `#${teamIds.get(s.team)}`,
    ]),
  );
  const byes = new Map<string, string[]>();
  for (const round of rounds) {
    const present = new Set(scored.matches.filter((m) => m.round === round).flatMap((m) => [m.home, m.away]));
    // An odd field's bye: the one team without a match; a round most teams sat out names none.
    const missing = teams.filter((t) => !present.has(t));
    byes.set(round, missing.length === 1 ? missing : []);
  }
  return { rounds, matchIds, headings, tables, teamHref, teamIds, byes };
}

/** The standings: place, team (linked to its matches), played, VPs, for and against (wide screens), difference. */
function standingsHtml(scored: ScoredTeamsEvent, layout: Layout, vpText: (v: number) => string): string {
  const unit = unitOf(scored.method);
  const withVp = scored.standings.some((s) => s.vp !== null);
  const bam = scored.method === "bam";
  // Board-a-match without VPs ranks by board points won: that column is the one a phone keeps.
  const forClass = bam && !withVp ? "n" : "n wide";
  const head = [
    `<th scope="col">Place</th>`,
    `<th scope="col">Team</th>`,
    `<th scope="col">Played</th>`,
    withVp ? `<th scope="col">VPs</th>` : "",
    `<th scope="col" class="${forClass}">${unit} for</th>`,
    `<th scope="col" class="n wide">${unit} against</th>`,
    bam ? "" : `<th scope="col">Difference</th>`,
  ];
  const rows = scored.standings.map((s) => {
    const diff = s.impsFor - s.impsAgainst;
    return [
      `<td class="n">${escapeHtml(s.rank)}</td>`,
      `<th scope="row" class="team"><a href="${layout.teamHref.get(s.team)}">${escapeHtml(s.team)}</a></th>`,
      `<td class="n">${s.played}</td>`,
      withVp ? `<td class="n"><b>${vpText(s.vp ?? 0)}</b></td>` : "",
      `<td class="${forClass}">${pageNumber(s.impsFor)}</td>`,
      `<td class="n wide">${pageNumber(s.impsAgainst)}</td>`,
      bam ? "" : `<td class="n">${diff > 0 ? "+" : ""}${pageNumber(diff)}</td>`,
    ].join("");
  });
  const byes = [...layout.byes.values()].some((b) => b.length > 0);
  return [
    `<section id="standings" aria-labelledby="standings-h">`,
    `<h2 id="standings-h">Standings${layout.rounds.length > 1 ? ` after round ${escapeHtml(layout.rounds[layout.rounds.length - 1])}` : ""}</h2>`,
    `<table aria-labelledby="standings-h"><thead><tr>${head.join("")}</tr></thead>`,
    `<tbody>${rows.map((r) => `<tr>${r}</tr>`).join("\n")}</tbody></table>`,
    byes ? `<p class="sub">A bye is no match played: its VPs, if any, are not counted here.</p>` : "",
    `</section>`,
  ].join("\n");
}

/** A match's score in a line: "23–10" IMPs, "15.30–4.70" VPs. */
const scoreOf = (m: ScoredMatch): string => `${pageNumber(m.total.home)}–${pageNumber(m.total.away)}`;

/** Each round's tables and bye, each table linking to its match's card. */
function roundsHtml(scored: ScoredTeamsEvent, layout: Layout, vpText: (v: number) => string): string {
  if (layout.rounds.length < 2) return "";
  const withVp = scored.matches.some((m) => m.vp !== null);
  const unit = unitOf(scored.method);
  const parts = layout.rounds.map((round, r) => {
    const id = `round-${r + 1}`;
    const rows = scored.matches
      .map((m, k) => ({ m, k }))
      .filter(({ m }) => m.round === round)
      .map(({ m, k }) => {
        const vps = m.vp ? `<td class="n">${vpText(m.vp.home)}–${vpText(m.vp.away)}</td>` : "";
        const label = `<span class="vh">: ${escapeHtml(`${m.home} v ${m.away}`)}</span>`;
        return `<tr><td class="n"><a href="#${layout.matchIds[k]}">${layout.tables[k]}${label}</a></td><td class="team">${escapeHtml(m.home)}</td><td class="team">${escapeHtml(m.away)}</td><td class="n">${scoreOf(m)}</td>${vps}</tr>`;
      });
    const bye = layout.byes.get(round) ?? [];
    return [
      `<h3 id="${id}">Round ${escapeHtml(round)}</h3>`,
      `<table aria-labelledby="${id}"><thead><tr><th scope="col">Table</th><th scope="col">Home</th><th scope="col">Away</th><th scope="col">${unit}</th>${withVp ? `<th scope="col">VPs</th>` : ""}</tr></thead>`,
      `<tbody>${rows.join("\n")}</tbody></table>`,
      bye.length > 0 ? `<p>Bye: ${bye.map(escapeHtml).join(", ")}</p>` : "",
    ]
      .filter((x) => x !== "")
      .join("\n");
  });
  return [
    `<section id="rounds" aria-labelledby="rounds-h">`,
    `<h2 id="rounds-h">Rounds</h2>`,
    ...parts,
    `</section>`,
  ].join("\n");
}

/** Each team's matches (and byes), each linking to its card; none for a one-match event. */
function teamsHtml(scored: ScoredTeamsEvent, layout: Layout, vpText: (v: number) => string): string {
  if (scored.matches.length < 2) return "";
  const unit = unitOf(scored.method);
  const parts = scored.standings.map((s) => {
    const id = layout.teamIds.get(s.team)!;
    const items = layout.rounds.flatMap((round) => {
      const found = scored.matches
        .map((m, k) => ({ m, k }))
        .filter(({ m }) => m.round === round && (m.home === s.team || m.away === s.team));
      if (found.length === 0)
        return (layout.byes.get(round) ?? []).includes(s.team)
          ? [`<li>Round ${escapeHtml(round)}: bye</li>`]
          : [];
      return found.map(({ m, k }) => {
        const side = m.home === s.team ? "home" : "away";
        const other = side === "home" ? "away" : "home";
        const vps = m.vp ? `, ${vpText(m.vp[side])} VPs` : "";
        const words = `${layout.rounds.length > 1 ? `Round ${round}: ` : ""}v ${m[other]}, ${pageNumber(m.total[side])}–${pageNumber(m.total[other])} ${unit}${vps}`;
        return `<li><a href="#${layout.matchIds[k]}">${escapeHtml(words)}</a></li>`;
      });
    });
    return `<section id="${id}" aria-labelledby="${id}-h"><h3 id="${id}-h">${escapeHtml(s.team)}</h3><ul class="links">${items.join("")}</ul></section>`;
  });
  return [
    `<section id="teams" aria-labelledby="teams-h">`,
    `<h2 id="teams-h">Each team's matches</h2>`,
    ...parts,
    `<p class="back"><a href="#standings">Back to the standings</a></p>`,
    `</section>`,
  ].join("\n");
}

/** The page's header: the event's name, when and where, and how it was scored. */
function headerHtml(scored: ScoredTeamsEvent, options: TeamsPageOptions, title: string): string {
  const when = [options.date, options.venue].map((x) => x?.trim() ?? "").filter((x) => x !== "");
  const how =
    scored.method === "imps"
      ? "Scored in IMPs"
      : scored.method === "bam"
        ? `Scored board-a-match (${options.bamScale === "british" ? "2, 1, 0" : "1, ½, 0"} a board)`
        : "Scored by aggregate points";
  const vp = options.vpScale ? `; VPs on the ${options.vpScale.title}` : "";
  return [
    `<header>`,
    `<h1>${escapeHtml(title)}</h1>`,
    when.length > 0 ? `<p class="sub">${escapeHtml(when.join(", "))}</p>` : "",
    `<p class="sub">${escapeHtml(`${how}${vp}.`)}</p>`,
    `</header>`,
  ]
    .filter((x) => x !== "")
    .join("\n");
}

/**
 * The teams event's results page (see the top of this file): one self-contained HTML document.
 *
 * @example
 * renderTeamsPage(scoreTeamsEvent(event, { vp: wbfVp }), { eventTitle: "Club league", vpScale: { vp: wbfVp, title: "WBF 2013 scale" } });
 * // "<!DOCTYPE html>\n<html lang=\"en\">..."
 */
export function renderTeamsPage(scored: ScoredTeamsEvent, options: TeamsPageOptions = {}): string {
  const title = options.eventTitle?.trim() || "Teams results";
  const layout = layoutOf(scored, options);
  const vpText = vpFormat([
    ...scored.matches.flatMap((m) => (m.vp ? [m.vp.home, m.vp.away] : [])),
    ...scored.standings.map((s) => s.vp ?? 0),
  ]);
  const vpScale = options.vpScale ?? null;
  const vpTotal =
    vpScale !== null && scored.matches.length > 0 ? vpScale.vp(0, scored.matches[0].boardCount) * 2 : null;
  const cards = scored.matches.map((m, k) =>
    matchCard(m, {
      id: layout.matchIds[k],
      heading: layout.headings[k],
      method: scored.method,
      vp: vpText,
      back: { href: "#standings", text: "Back to the standings" },
      extra: matchDealsHtml(
        m.boards.map((b) => b.board),
        options.deals,
        layout.matchIds[k],
      ),
    }),
  );
  const main = [
    `<input type="checkbox" id="workings"${options.workingsOpen ? " checked" : ""}>`,
    `<label for="workings" class="switch">Show workings</label>`,
    standingsHtml(scored, layout, vpText),
    roundsHtml(scored, layout, vpText),
    `<section id="matches" aria-labelledby="matches-h">`,
    `<h2 id="matches-h">${scored.matches.length === 1 ? "The match" : "Matches"}</h2>`,
    ...cards,
    `</section>`,
    teamsHtml(scored, layout, vpText),
    workingsHtml(scored, {
      matchIds: layout.matchIds,
      headings: layout.headings,
      top: options.bamScale === "british" ? 2 : 1,
      vpTotal,
      vpText,
      published: options.published ?? null,
    }),
    scalesHtml({
      imp: scored.method === "imps" ? (options.impTable ?? "WBF") : null,
      vp: vpScale,
      lengths: [...new Set(scored.matches.map((m) => m.boardCount))].sort((a, b) => a - b),
      vpText,
    }),
  ].filter((x) => x !== "");
  return [
    `<!DOCTYPE html>`,
    `<html lang="en">`,
    `<head>`,
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${TEAMS_STYLES}</style>`,
    `</head>`,
    `<body>`,
    headerHtml(scored, options, title),
    `<main>`,
    ...main,
    `</main>`,
    `</body>`,
    `</html>`,
    ``,
  ].join("\n");
}

/** A VP choice's name on the page. */
const VP_TITLES = {
  wbf: "WBF 2013 continuous scale (20 VPs, for the match's length)",
  discrete: "discrete 20-VP table",
};

/**
 * A scored teams section's page: its scales, teams, rounds, date and venue and the published
 * results' comparison as the section has them, and the event's title as the caller reads it.
 *
 * @example
 * renderTeamsSection(scoreEvent(openInput(csv, "teams.csv"), {}).sections[0], { eventTitle: "Club league" });
 */
export function renderTeamsSection(
  s: ScoredTeamsSection,
  options: { readonly eventTitle: string | null; readonly workingsOpen?: boolean },
): string {
  const c = s.choices;
  const vp = c.vpTable ? vpTableFunction(c.vpTable) : vpFunctionOf(c.vp);
  const title = c.vpTable ? c.vpTable.title : c.vp === "none" ? null : VP_TITLES[c.vp];
  const file = s.section.file;
  return renderTeamsPage(s.scored, {
    eventTitle: options.eventTitle,
    date: file?.date ?? null,
    venue: file?.venue ?? file?.club ?? null,
    ...(s.section.teams ? { teams: s.section.teams.teams, rounds: s.section.teams.rounds } : {}),
    impTable: c.impScale ?? c.impTable,
    vpScale: s.withVp && vp !== null && title !== null ? { vp, title } : null,
    bamScale: c.bamScale,
    published: s.published,
    ...(s.handRecords ? { deals: s.handRecords } : {}),
    ...(options.workingsOpen ? { workingsOpen: true } : {}),
  });
}
