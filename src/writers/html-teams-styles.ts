/**
 * The teams page's style sheet (html-teams.ts), written into the page: a column of cards that
 * fits a phone (360 px) without sideways scrolling, the standings' extra columns shown only where
 * the screen is wide enough, the switch that shows the workings, and what printing leaves out.
 * The page carries its own styles (not the pairs page's) so each page can change on its own.
 */

/** The teams page's styles, in its head. */
export const TEAMS_STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff}
header,main,footer{max-width:48rem;margin:0 auto;padding:0 1rem}
h1{font-size:1.5rem;margin:1rem 0 .25rem;color:#1f4e3d;overflow-wrap:anywhere}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem;padding:.25rem .5rem;background:#ddebf7;overflow-wrap:anywhere}
h3{font-size:1.05rem;margin:.25rem 0;overflow-wrap:anywhere}
p{margin:.25rem 0;overflow-wrap:anywhere}
a{color:#1f4e9d}
a:focus,summary:focus,label:focus-within,.scroll:focus{outline:3px solid #1f4e9d;outline-offset:1px}
.sub{color:#404040;font-style:italic}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table{border-collapse:collapse;margin:.25rem 0 .5rem}
th,td{padding:.2rem .45rem;text-align:left;vertical-align:top}
thead th{border-bottom:2px solid #1a1a1a;text-align:center;font-size:.85rem;line-height:1.2}
tbody tr:nth-child(even){background:#f2f2f2}
tbody tr.room2{background:#fff}
tbody tr.board1{border-top:1px solid #bfbfbf}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.c{white-space:nowrap}
.team,.hold{overflow-wrap:anywhere}
.rs{color:#c00000}
.nw{white-space:nowrap}
abbr{text-decoration:none}
tfoot th,tfoot td{border-top:2px solid #1a1a1a;font-weight:bold}
.card{border:1px solid #bfbfbf;border-radius:.4rem;padding:.5rem .6rem;margin:.75rem 0}
.card .result{font-size:1.05rem}
.card .result b{font-variant-numeric:tabular-nums}
.seats{color:#404040;font-size:.9rem}
.back{margin:.25rem 0 .5rem}
.back a,.links a{display:inline-block;padding:.3rem 0}
td a{display:inline-block;min-width:1.75rem;padding:.1rem .25rem}
.links{list-style:none;margin:.25rem 0;padding:0}
.ok{color:#006100;font-weight:bold}.flag{color:#c00000;font-weight:bold}
.scroll{max-width:100%;overflow-x:auto}
details{margin:.25rem 0}
summary{cursor:pointer;padding:.3rem 0}
#workings{width:1.4rem;height:1.4rem;margin:1rem .5rem 1rem 0;vertical-align:middle}
.switch{font-weight:bold;vertical-align:middle}
.w{display:none}
#workings:checked~.w{display:block}
footer{margin:2rem auto 3rem;color:#404040;font-size:.9rem}
@media (max-width:520px){
 body{font-size:15px}
 header,main,footer{padding:0 .5rem}
 th,td{padding:.2rem .2rem}
 .card{padding:.4rem .3rem}
 .card table{font-size:.93rem}
 .wide{display:none}
}
@media print{
 #workings,.switch,.back,footer{display:none!important}
 a{color:inherit;text-decoration:none}
 .card{break-inside:avoid}
 h2,h3{break-after:avoid}
 thead{display:table-header-group}
 .scroll{overflow:visible}
}
`;
