/**
 * The results web page's style sheet (html.ts), written into the page: the layout for a screen
 * and a phone, the switch that shows the workings, the formula bar at the foot of the window, each
 * pair's scorecard shown when a link leads to it (`:target`), and what printing leaves out.
 */

/** The page's styles, in its head. */
export const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff}
header,main,footer{max-width:72rem;margin:0 auto;padding:0 1rem}
h1{font-size:1.5rem;margin:1rem 0 .25rem;color:#1f4e3d;overflow-wrap:anywhere}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem;padding:.25rem .5rem;background:#ddebf7;overflow-wrap:anywhere}
h3{font-size:1rem;margin:1rem 0 .25rem;font-style:italic}
p{margin:.25rem 0;overflow-wrap:anywhere}
.sub{color:#404040;font-style:italic}
.wrap{max-width:100%;overflow-x:auto;margin:.25rem 0 .75rem}
table{border-collapse:collapse}
th,td{padding:.15rem .5rem;text-align:left;vertical-align:top;white-space:nowrap}
th{border-bottom:2px solid #1a1a1a;text-align:center;font-weight:bold}
tbody th{border-bottom:0;text-align:left}
tbody tr:nth-child(even){background:#f2f2f2}
td.n{text-align:right;font-variant-numeric:tabular-nums}
td.name{white-space:normal;overflow-wrap:break-word}
.b{font-weight:bold}.i{font-style:italic}
.rs{color:#c00000}
.flag{color:#c00000;font-weight:bold}.ok{color:#006100;font-weight:bold}.note{color:#6b5000;font-style:italic}
#workings{width:1.4rem;height:1.4rem;margin:1rem .5rem 1rem 0;vertical-align:middle}
.switch{font-weight:bold;vertical-align:middle}
.w{display:none}
.boards ul{display:flex;flex-wrap:wrap;gap:.25rem .5rem;list-style:none;margin:.25rem 0;padding:0}
.boards a{display:inline-block;min-width:2.75rem;padding:.35rem .5rem;text-align:center;color:#1f4e9d;background:#eef3fb;border-radius:.25rem}
.boards a:focus,summary:focus{outline:3px solid #1f4e9d;outline-offset:1px}
a{color:#1f4e9d}
a:focus,.wrap[tabindex]:focus{outline:3px solid #1f4e9d;outline-offset:1px}
.card{display:none}
.card:target{display:block}
.card h3{font-style:normal;font-size:1.1rem;overflow-wrap:anywhere}
td.opp{white-space:normal;min-width:5rem}
td.opp .on{display:block;font-size:.85em;color:#404040}
.back a{display:inline-block;padding:.35rem 0}
.ph{display:none}
details{margin:.25rem 0}
details.about{max-width:48rem;color:#404040}
details.about p{white-space:normal}
summary{cursor:pointer;padding:.25rem 0}
summary .name{font-weight:bold;overflow-wrap:break-word}
tfoot th,tfoot td{border-top:2px solid #1a1a1a;font-weight:bold}
#workings:checked~* .w,#workings:checked~.w{display:block}
#workings:checked~* th.w,#workings:checked~* td.w{display:table-cell}
.f{cursor:help}
#workings:checked~* .f{text-decoration:underline dotted #1f4e9d;text-underline-offset:.2em}
.f:focus{outline:3px solid #1f4e9d;outline-offset:1px}
.tip{display:none}
.f:hover .tip,.f:focus .tip{display:block;position:fixed;left:0;right:0;bottom:0;z-index:10;margin:0;padding:.5rem 1rem;background:#1a1a1a;color:#fff;font-style:normal;font-weight:normal;white-space:normal;overflow-wrap:anywhere;text-align:left}
.tip .how{display:block;margin-bottom:.15rem}
.tip small{font-size:.85em;color:#d9d9d9}
.tip code{font:inherit;font-family:ui-monospace,Consolas,monospace;color:#ffe28a}
footer{margin:2rem auto 4rem;color:#404040;font-size:.9rem}
@media (max-width:520px){
 body{font-size:14px}
 header,main,footer{padding:0 .4rem}
 th,td{padding:.15rem .1rem}
 thead th{white-space:normal;font-size:.8rem}
 td:not(.n){white-space:normal;overflow-wrap:anywhere}
 td.name{overflow-wrap:break-word}
 .nm{display:none}
 .ph{display:inline}
 .ph.ld{display:block}
}
@media print{
 #workings,.switch,.tip,footer,details.about{display:none!important}
 .wrap{overflow:visible}
 body{font-size:11pt}
 h2,h3{break-after:avoid}
 .f,#workings:checked~* .f{text-decoration:none}
 table.keep{break-inside:avoid}
 .sub{break-after:avoid}
 a{color:inherit;text-decoration:none}
 thead{display:table-header-group}
 tr{break-inside:avoid}
 .boards,.cards{display:none}
 #workings:checked~section.board{break-before:page}
}
`;
