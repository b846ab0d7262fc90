/**
 * The IMP and VP scales at the foot of the teams page (html-teams.ts), each folded in a
 * `<details>`: the IMP scale as bands of the points difference, and the VP scale, for each match
 * length the event has, as bands of the IMP margin with the winner's and the loser's VPs. The
 * bands are read off the scale the event was scored on (its VP function), so the page shows the
 * scale its VPs came from, whichever it was.
 */
import { IMP_TABLES, type ImpScaleChoice, type VpFunction } from "../scoring";
import { escapeHtml } from "./html-text";

/** The VP scale an event was scored on: its function and its name. */
export interface PageVpScale {
  readonly vp: VpFunction;
  readonly title: string;
}

/** The most IMPs of margin a VP scale is read to, should it never reach its top. */
const MAX_MARGIN = 500;

/**
 * A VP scale's bands for matches of `boards`: each run of margins with the same VPs, from a
 * margin of 0 to the first that wins every VP, with the winner's and the loser's VPs.
 *
 * @example
 * vpBands(discreteVp, 8)[1]; // { from: 1, to: 2, winner: 11, loser: 9 }
 */
export function vpBands(
  vp: VpFunction,
  boards: number,
): { from: number; to: number | null; winner: number; loser: number }[] {
  const total = vp(0, boards) * 2;
  const bands: { from: number; to: number | null; winner: number; loser: number }[] = [];
  for (let m = 0; m <= MAX_MARGIN; m++) {
    const winner = vp(m, boards);
    const last = bands[bands.length - 1];
    if (last !== undefined && last.winner === winner) last.to = m;
    else bands.push({ from: m, to: m, winner, loser: vp(-m, boards) });
    if (winner >= total) break;
  }
  bands[bands.length - 1].to = null;
  return bands;
}

/** A band's margins: "3", "3-4", "28 or more". */
function bandText(from: number, to: number | null): string {
  return to === null ? `${from} or more` : to === from ? String(from) : `${from}–${to}`;
}

/** The IMP scale, folded: each band of the points difference and its IMPs. */
function impScaleHtml(choice: ImpScaleChoice): string {
  const table = typeof choice === "string" ? IMP_TABLES[choice] : choice;
  const bounds = table.lowerBounds;
  const rows = [0, ...bounds].map((from, k) => {
    const next = bounds[k];
    const band = next === undefined ? `${from} or more` : `${from}–${next - 10}`;
    return `<tr><td class="n">${band}</td><td class="n">${k}</td></tr>`;
  });
  return [
    `<details id="imp-scale"><summary>IMP scale: ${escapeHtml(table.title)}</summary>`,
    `<table aria-label="IMP scale"><thead><tr><th scope="col">Difference</th><th scope="col">IMPs</th></tr></thead>`,
    `<tbody>${rows.join("")}</tbody></table>`,
    `</details>`,
  ].join("\n");
}

/** The VP scale for matches of `boards`, folded. */
function vpScaleHtml(scale: PageVpScale, boards: number, vpText: (v: number) => string): string {
  const rows = vpBands(scale.vp, boards).map(
    (b) =>
      `<tr><td class="n">${bandText(b.from, b.to)}</td><td class="n">${vpText(b.winner)}</td><td class="n">${vpText(b.loser)}</td></tr>`,
  );
  const name = `VP scale, matches of ${boards} board${boards === 1 ? "" : "s"}`;
  return [
    `<details id="vp-scale-${boards}"><summary>${escapeHtml(name)}: ${escapeHtml(scale.title)}</summary>`,
    `<table aria-label="${escapeHtml(name)}"><thead><tr><th scope="col">IMP margin</th><th scope="col">Winner</th><th scope="col">Loser</th></tr></thead>`,
    `<tbody>${rows.join("")}</tbody></table>`,
    `</details>`,
  ].join("\n");
}

/**
 * The scales' section of the page, or "" when the event used neither (board-a-match, aggregate):
 * the IMP scale when the matches were scored in IMPs, and the VP scale for each match length.
 *
 * @example
 * scalesHtml({ imp: "WBF", vp: { vp: wbfVp, title: "WBF" }, lengths: [8], vpText: (v) => v.toFixed(2) });
 */
export function scalesHtml(options: {
  readonly imp: ImpScaleChoice | null;
  readonly vp: PageVpScale | null;
  readonly lengths: readonly number[];
  readonly vpText: (v: number) => string;
}): string {
  const parts: string[] = [];
  if (options.imp !== null) parts.push(impScaleHtml(options.imp));
  if (options.vp !== null)
    for (const n of options.lengths) parts.push(vpScaleHtml(options.vp, n, options.vpText));
  if (parts.length === 0) return "";
  return [
    `<section id="scales" aria-labelledby="scales-h">`,
    `<h2 id="scales-h">Scales</h2>`,
    ...parts,
    `<p class="back"><a href="#standings">Back to the standings</a></p>`,
    `</section>`,
  ].join("\n");
}
