/**
 * The hand-record sheet's style sheet (hand-records-page.ts), written into the page. On a screen
 * the boards flow in as many columns as fit (one on a phone). In print each page is a box of a
 * fixed size that fits inside both A4 and Letter with the page's margins (186 mm wide at most, and
 * 250 mm high: Letter is the shorter paper, 279 mm less two 12 mm margins), laid out as two
 * columns of boards, and a page break follows each group of boards, so each printed page holds
 * exactly its group whichever paper it is printed on.
 */

/** The rows of boards a printed page holds, and the type size, for each number of boards a page. */
const PRINT_LAYOUTS: readonly { readonly perPage: number; readonly rows: number; readonly size: string }[] = [
  { perPage: 4, rows: 2, size: "11pt" },
  { perPage: 6, rows: 3, size: "9pt" },
  { perPage: 8, rows: 4, size: "8pt" },
];

/** The print rules of each layout: its rows and its type size. */
const PRINT_BY_LAYOUT = PRINT_LAYOUTS.map(
  (l) =>
    `.per-${l.perPage} .boards{grid-template-rows:repeat(${l.rows},minmax(0,1fr))}.per-${l.perPage} .board{font-size:${l.size}}`,
).join("\n");

/** The page's styles, in its head. */
export const HAND_RECORD_STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111;background:#fff}
main{max-width:64rem;margin:0 auto;padding:0 .75rem}
.sheet header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:0 1rem;border-bottom:2px solid #1f4e3d;margin:1rem 0 .5rem}
h1,.title{font-size:1.3rem;font-weight:bold;margin:0;color:#1f4e3d;overflow-wrap:anywhere}
.when{margin:0;color:#333;overflow-wrap:anywhere}
.range{margin:0;color:#333;white-space:nowrap}
p{margin:0}
.boards{display:grid;grid-template-columns:repeat(auto-fill,minmax(19rem,1fr));gap:.6rem}
.board{display:grid;grid-template-columns:auto auto auto;grid-template-areas:"info north make" "west compass east" "dd south par";justify-content:space-between;align-items:center;gap:.3em .6em;border:1px solid #888;border-radius:.3rem;padding:.4em .5em;break-inside:avoid;font-size:.95rem}
.info{grid-area:info;align-self:start}
.info .no{font-weight:bold;font-size:1.15em}
.north{grid-area:north}.south{grid-area:south}.west{grid-area:west}.east{grid-area:east}
.make{grid-area:make;align-self:start}
.par{grid-area:par;align-self:end}
.dd{grid-area:dd;align-self:end}
.hand p{white-space:nowrap}
.hand .sym{display:inline-block;width:1.1em}
.r{color:#c00000}
.h{font-weight:bold;white-space:nowrap}
.compass{grid-area:compass;justify-self:center;display:grid;grid-template-columns:repeat(3,1.6em);grid-template-rows:repeat(3,1.25em);border:1px solid #888;border-radius:.2rem;background:#f3f3f3;text-align:center;font-variant-numeric:tabular-nums}
.compass .cn{grid-column:2;grid-row:1}.compass .cw{grid-column:1;grid-row:2}.compass .ce{grid-column:3;grid-row:2}.compass .cs{grid-column:2;grid-row:3}
table.dd{border-collapse:collapse;font-variant-numeric:tabular-nums}
.dd th,.dd td{padding:0 .25em;text-align:center;font-weight:normal}
.dd thead th{border-bottom:1px solid #888}
.dd tbody th{text-align:left;font-weight:bold}
footer{max-width:64rem;margin:1rem auto;padding:0 .75rem;color:#444;font-size:.85rem}
.unsolved{grid-area:dd;font-style:italic;color:#444}
@page{margin:12mm}
@media print{
body{background:#fff}
main{max-width:none;padding:0}
footer{display:none}
.sheet{height:250mm;max-width:186mm;overflow:hidden;display:flex;flex-direction:column;break-after:page}
.sheet:last-child{break-after:auto}
.sheet header{margin:0 0 2mm}
h1,.title{font-size:13pt}
.when,.range{font-size:10pt}
.boards{flex:1;min-height:0;grid-template-columns:repeat(2,minmax(0,1fr));gap:2.5mm}
.board{border-radius:0;padding:1.5mm 2mm;align-content:space-evenly}
${PRINT_BY_LAYOUT}
}
`;
