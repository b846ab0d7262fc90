// The live page of a session being played (scrolling results), for a screen in the playing room and
// for the players' phones: the ranking so far of each field (place, pair, names, percentage or
// IMPs a board on the boards played, boards played), how far each section has got (rounds
// complete, tables still playing, the results still missing by round and table) and when the file
// was last read. It refreshes itself with a meta refresh (no script, so a strict page policy still
// shows it), which reloads the page in place and keeps its scroll place. The projector layout is
// in large type and pages through a long ranking: each page refreshes to the next, the last back
// to the first. Every text from the file (names, titles) is escaped. The data is the scored event
// and its progress (src/event/live.ts); nothing else.
import type { BridgeEvent, LiveProgress, ScoredEvent } from "../event";
import { liveProgress } from "../event";
import { numberRuns, type Ranking, type SessionPair } from "../scoring";
import { escapeHtml } from "./html-text";

/** How the live page is made: its title, the time of the reading, how often it refreshes. */
export interface LivePageOptions {
  /** The club's title, else the event's. */
  readonly title: string;
  /** When the file was read. */
  readonly readAt: Date;
  /** The time zone the time is shown in (default: the machine's). */
  readonly timeZone?: string;
  /** Seconds between the page's refreshes. */
  readonly refresh: number;
  /** Whether every result the movement sends is in (the page says it is final). */
  readonly final: boolean;
  /** For each section, the last round whose results are shown (null: all are shown). */
  readonly through?: readonly (number | null)[];
  /** The full results page, once written, for a link from the final page. */
  readonly resultsLink?: string;
  /**
   * The page's still copy (written beside it, refreshing never): the refreshing page links to it
   * ("Stop refreshing": the way to turn the refresh off that WCAG 2.2.1 asks for), and the still
   * copy, made with `isStill`, links back. Absent: no link either way.
   */
  readonly still?: { readonly other: string; readonly isStill: boolean };
}

/** One page of the live page: its file's suffix ("" for the first, "-2" for the second, ...) and its text. */
export interface LivePageFile {
  readonly suffix: string;
  readonly content: string;
}

/** The rows of a field's ranking a projector page shows at once (large type at 1920 by 1080). */
export const PROJECTOR_ROWS = 16;

/** A field's ranking as the page lists it: its section and field, and its rows. */
interface FieldRows {
  readonly section: string | null;
  readonly field: string | null;
  readonly byPercent: boolean;
  readonly pairs: readonly SessionPair[];
}

/** "NS", "EW" as a heading; null for a field of all the pairs. */
const FIELD_NAMES: Readonly<Record<string, string | null>> = {
  NS: "North-South",
  EW: "East-West",
  all: null,
};

/** A section's fields, each with its ranking (none for a teams section). */
function fieldsOfSection(s: ScoredEvent["sections"][number], many: boolean): FieldRows[] {
  if (s.kind !== "pairs") return [];
  const session = s.sessions[0];
  const section = many ? (s.section.title ?? null) : null;
  return session.rankings.map((r: Ranking) => ({
    section,
    field: FIELD_NAMES[r.field] ?? null,
    byPercent: session.rankedBy === "percentage",
    pairs: r.pairs,
  }));
}

/** The fields of every pairs section, in the event's order. */
const fieldsOf = (scored: ScoredEvent): FieldRows[] =>
  scored.sections.flatMap((s) => fieldsOfSection(s, scored.sections.length > 1));

/** A figure to two decimals, or a dash. */
const figure = (x: number | null): string => (x === null ? "–" : x.toFixed(2));

/** A field's ranking as a table (a slice of its rows, on a projector page). */
function rankingTable(f: FieldRows, id: string, rows: readonly SessionPair[], continued: boolean): string {
  const heading = [f.section, f.field].filter((x): x is string => x !== null).join(", ");
  const caption = `${heading === "" ? "Ranking" : escapeHtml(heading)}${continued ? " (continued)" : ""}`;
  const what = f.byPercent ? "%" : "IMPs a board";
  const body = rows
    .map((p) => {
      const names = p.names === undefined || p.names === "" ? "" : escapeHtml(p.names);
      return `<tr><td class="n">${escapeHtml(p.rank ?? "–")}</td><th scope="row">${escapeHtml(p.pair)}</th><td class="name">${names}</td><td class="n">${figure(f.byPercent ? p.percentage : p.average)}</td><td class="n">${p.boardsPlayed}</td></tr>`;
    })
    .join("");
  return `<table id="${id}"><caption>${caption}</caption><thead><tr><th scope="col" class="n">Place</th><th scope="col">Pair</th><th scope="col">Names</th><th scope="col" class="n">${what}</th><th scope="col" class="n">Boards</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** How far a section has got, in a sentence or two, and its missing results as a table. */
function progressHtml(p: LiveProgress, id: string, through: number | null): string {
  const complete =
    p.complete.length === 0
      ? "No round is complete yet."
      : p.complete.length === p.rounds
        ? `All ${p.rounds} rounds are complete.`
        : `Round${p.complete.length === 1 ? "" : "s"} ${numberRuns(p.complete)} of ${p.rounds} complete.`;
  const lines = [`<p>${p.received} of ${p.expected} results in. ${complete}</p>`];
  if (p.playing.length > 0)
    lines.push(
      `<p>Still playing: ${p.playing.map((t) => `table ${t.table} (round ${t.round})`).join(", ")}.</p>`,
    );
  if (through !== null)
    lines.push(
      `<p>${through === 0 ? "No result is shown until" : `Results are shown to round ${through}, until`} the tables have played the boards of the rounds after it.</p>`,
    );
  if (p.missing.length > 0) {
    const rows = p.missing
      .map(
        (m) =>
          `<tr><td class="n">${m.round}</td><td class="n">${m.table}</td><td>${escapeHtml(m.ns)} v ${escapeHtml(m.ew)}</td><td>${numberRuns(m.boards)}</td></tr>`,
      )
      .join("");
    lines.push(
      `<table id="${id}"><caption>Results still missing</caption><thead><tr><th scope="col" class="n">Round</th><th scope="col" class="n">Table</th><th scope="col">NS v EW</th><th scope="col">Boards</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  return lines.join("\n");
}

/** The status line under the heading: final or so far, and when the file was read. */
function statusHtml(options: LivePageOptions): string {
  const at = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
    ...(options.timeZone !== undefined ? { timeZone: options.timeZone } : {}),
  }).format(options.readAt);
  const time = `<time datetime="${options.readAt.toISOString()}">${at}</time>`;
  const link =
    options.final && options.resultsLink !== undefined
      ? ` <a href="${escapeHtml(encodeURI(options.resultsLink))}">The full results, board by board</a>.`
      : "";
  return options.final
    ? `<p class="status final">Final results: every result is in. Read at ${time}.${link}</p>`
    : `<p class="status">Results so far, as read at ${time}. The ranking is provisional until every result is in.</p>`;
}

/** The page's styles: a phone's and a screen's, and the projector's large type. */
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff}
header,main,footer{max-width:60rem;margin:0 auto;padding:0 .75rem}
h1{font-size:1.4rem;margin:.75rem 0 .25rem;color:#1f4e3d;overflow-wrap:anywhere}
h2{font-size:1.15rem;margin:1rem 0 .4rem;padding:.2rem .5rem;background:#ddebf7;overflow-wrap:anywhere}
p{margin:.25rem 0;overflow-wrap:anywhere}
.status{font-weight:bold;color:#6b3d00}.status.final{color:#006100}
table{border-collapse:collapse;width:100%;margin:.25rem 0 .75rem}
caption{text-align:left;font-weight:bold;padding:.2rem 0}
th,td{padding:.2rem .35rem;text-align:left;vertical-align:top}
thead th{border-bottom:2px solid #1a1a1a}
tbody tr:nth-child(even){background:#f2f2f2}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.name{overflow-wrap:break-word}
th.n{text-align:right}
a{color:#1f4e9d}
footer{margin:1.5rem auto 2rem;color:#404040;font-size:.85rem}
body.projector{font-size:1.45vw;line-height:1.25}
body.projector header,body.projector main,body.projector footer{max-width:none;padding:0 2vw}
body.projector h1{font-size:2.1vw;margin:.4em 0 .1em}
body.projector table{margin:.1em 0 .4em}
body.projector caption{padding:.1em 0}
body.projector th,body.projector td{padding:.08em .5em}
body.projector footer{margin:.4em auto;font-size:.7em}
@media (max-width:30rem){th,td{padding:.2rem .2rem}}
`;

/** A number of seconds in words: "1 second", "30 seconds". */
const seconds = (n: number): string => `${n} second${n === 1 ? "" : "s"}`;

/** A page around its parts, marked as the add-in's (write-file.ts tells its own outputs by it). */
function pageShell(
  title: string,
  refresh: string | null,
  bodyClass: string,
  parts: readonly string[],
): string {
  const meta = refresh === null ? "" : `<meta http-equiv="refresh" content="${refresh}">\n`;
  const foot =
    refresh === null
      ? "This copy stays as it is: it does not refresh itself."
      : `This page refreshes itself every ${seconds(Number(refresh.split(";")[0]))}.`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${meta}<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body${bodyClass === "" ? "" : ` class="${bodyClass}"`}>
${parts.join("\n")}
<footer><p>Scored with Bridge Scoring for Excel. ${foot}</p></footer>
</body>
</html>
`;
}

/** The page's heading: the club's title, and whether the results are final or so far. */
const pageTitle = (options: LivePageOptions): string =>
  `${options.title}: ${options.final ? "final" : "live"} results`;

/** The header: the title and the status line. */
function headerHtml(title: string, options: LivePageOptions): string {
  const still = options.still;
  const link =
    still === undefined
      ? ""
      : still.isStill
        ? `\n<p>This copy does not refresh. <a href="${escapeHtml(encodeURI(still.other))}">Back to the page that refreshes itself</a>.</p>`
        : `\n<p><a href="${escapeHtml(encodeURI(still.other))}">Stop refreshing</a> (a copy of this page that stays as it is).</p>`;
  return `<header>\n<h1>${escapeHtml(title)}</h1>\n${statusHtml(options)}${link}\n</header>`;
}

/** What the page shows when no field can be ranked yet (no result is in, or all are held back). */
const NOTHING_YET = `<p>No result can be shown yet: the ranking appears once results are in.</p>`;

/** A section of the page: its heading (with several sections), its progress, its rankings. */
function sectionHtml(
  k: number,
  many: boolean,
  title: string | null,
  progress: LiveProgress | null,
  scored: ScoredEvent["sections"][number] | null,
  options: LivePageOptions,
): string {
  const parts: string[] = [];
  if (many) parts.push(`<h2>${escapeHtml(title ?? `Section ${k + 1}`)}</h2>`);
  if (progress !== null && !options.final)
    parts.push(progressHtml(progress, `missing-${k + 1}`, options.through?.[k] ?? null));
  if (scored?.kind === "pairs")
    fieldsOfSection(scored, many).forEach((f, j) => {
      if (f.pairs.some((p) => p.rank !== null))
        parts.push(rankingTable(f, `ranking-${k + 1}-${j + 1}`, f.pairs, false));
    });
  else if (scored?.kind === "teams")
    parts.push(`<p>The live page ranks pairs sessions; this section's standings are in the results.</p>`);
  return `<section>\n${parts.join("\n")}\n</section>`;
}

/**
 * The live page for a phone or a screen: every field's ranking so far, each section's progress.
 * `scored` is null while no result is in (the page then shows how far the session has got).
 *
 * @example
 * renderLivePage(scored, event, { title: "Monday pairs", readAt: new Date(), refresh: 30, final: false });
 * // "<!DOCTYPE html>\n<html lang=\"en\">...<meta http-equiv=\"refresh\" content=\"30\">..."
 */
export function renderLivePage(
  scored: ScoredEvent | null,
  event: BridgeEvent,
  options: LivePageOptions,
): string {
  const title = pageTitle(options);
  const sections =
    scored !== null
      ? scored.sections.map((s, k) =>
          sectionHtml(
            k,
            scored.sections.length > 1,
            s.section.title,
            liveProgress(s.section.file),
            s,
            options,
          ),
        )
      : event.sections.map((s, k) =>
          sectionHtml(k, event.sections.length > 1, s.title, liveProgress(s.file), null, options),
        );
  const anyRanked = scored !== null && fieldsOf(scored).some((f) => f.pairs.some((p) => p.rank !== null));
  return pageShell(title, options.still?.isStill ? null : String(options.refresh), "", [
    headerHtml(title, options),
    `<main>\n${anyRanked ? "" : `${NOTHING_YET}\n`}${sections.join("\n")}\n</main>`,
  ]);
}

/**
 * The projector's pages: the same rankings in large type, at most `rows` rows a page, a field too
 * long for one page continued on the next. Each page refreshes to the next after `options.refresh`
 * seconds, the last back to the first (`linkTo` gives the name a page of a suffix is linked by,
 * the writer's own naming of its files), so a screen pages through the ranking and comes back to
 * fresh results, with no script.
 *
 * @example
 * renderProjectorPages(scored, options, (suffix) => `screen${suffix}.html`).map((p) => p.suffix); // ["", "-2", "-3"]
 */
export function renderProjectorPages(
  scored: ScoredEvent | null,
  options: LivePageOptions,
  linkTo: (suffix: string) => string,
  rows: number = PROJECTOR_ROWS,
): LivePageFile[] {
  const title = pageTitle(options);
  const pieces: { f: FieldRows; slice: readonly SessionPair[]; continued: boolean }[][] = [[]];
  let used = 0;
  for (const f of scored === null ? [] : fieldsOf(scored)) {
    const ranked = f.pairs;
    for (let at = 0; at < ranked.length;) {
      if (used >= rows) {
        pieces.push([]);
        used = 0;
      }
      const take = Math.min(rows - used, ranked.length - at);
      pieces[pieces.length - 1].push({ f, slice: ranked.slice(at, at + take), continued: at > 0 });
      used += take;
      at += take;
    }
  }
  const suffixOf = (k: number): string => (k === 0 ? "" : `-${k + 1}`);
  return pieces.map((page, k) => {
    const next = linkTo(suffixOf((k + 1) % pieces.length));
    const refresh =
      pieces.length === 1 ? String(options.refresh) : `${options.refresh}; url=${encodeURI(next)}`;
    const tables = page.map((p, j) => rankingTable(p.f, `ranking-${j + 1}`, p.slice, p.continued));
    const where = pieces.length > 1 ? `<p>Page ${k + 1} of ${pieces.length}.</p>` : "";
    return {
      suffix: suffixOf(k),
      content: pageShell(title, refresh, "projector", [
        headerHtml(title, options),
        `<main>\n${where}${page.length === 0 ? NOTHING_YET : tables.join("\n")}\n</main>`,
      ]),
    };
  });
}
