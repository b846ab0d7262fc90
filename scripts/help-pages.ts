// The help pages Excel links each worksheet function to (dist/help/<name>.html, and index.html
// listing them all), made from the same JSDoc in src/functions/functions.ts that the build turns
// into functions.json, so the page and Excel's own tooltip cannot say different things.
//
// What a page is made of, all read from a function's JSDoc:
// - the description (Excel's too), under the function's signature;
// - each @param's description (Excel's too), in the declaration's order, an optional one marked so,
//   followed by its @paramnote when the function has one (`@paramnote name more words`);
// - @returns, then each @example;
// - @remarks: the longer explanation and worked examples that only the page carries (up to its
//   first heading before the arguments, the rest after the examples).
//
// Every piece of text is HTML-escaped before it is placed. @remarks and @paramnote may use a small
// markup, applied after escaping: a blank line between paragraphs, a line "## " for a heading, lines
// that start "- " for a list, lines that start "|" for a table (a cell written **thus** is a
// header), and inline `code`, **bold**, *italic* and [text](page.html) for a link to another help
// page.
//
// webpack.config.js emits these pages through a small plugin; test/build/help-pages.test.ts checks
// them against the functions' metadata.
import * as ts from "typescript";

/** One argument of a worksheet function, as its page lists it. */
export interface HelpParameter {
  name: string;
  optional: boolean;
  description: string;
  /** Its @paramnote: what only the page says about it ("" when none). */
  note: string;
}

/** What one worksheet function's page is made of. */
export interface HelpFunction {
  /** The Excel name after BRIDGE., from @customfunction. */
  id: string;
  /** The page's file name under help/, from @helpurl. */
  page: string;
  description: string;
  parameters: HelpParameter[];
  returns: string;
  examples: string[];
  remarks: string;
}

/** The namespace the manifest gives the functions. */
const NAMESPACE = "BRIDGE";

/** What the index says before its list of functions. */
const INDEX_INTRO =
  "The add-in scores duplicate bridge with worksheet functions whose names start with `BRIDGE.`, " +
  "so each score on the sheet stays a live formula that a director can check. Everything is " +
  "computed inside Excel; the add-in sends no data anywhere.";
const INDEX_OUTRO =
  "Open the task pane from the **Scoring pane** button in the **Bridge scoring** group of the Home tab.";

/** A help page's file name: lower-case letters, digits and dashes, then .html. */
const PAGE_NAME = /^[a-z0-9-]+\.html$/;

/** Every @customfunction of a source file, read for its help page, in the file's order. */
export function readHelpFunctions(sourceText: string, fileName: string): HelpFunction[] {
  const file = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.ES2020, true);
  const found: HelpFunction[] = [];
  for (const statement of file.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
    const tags = ts.getJSDocTags(statement);
    const custom = tags.find((t) => t.tagName.text.toLowerCase() === "customfunction");
    if (!custom) continue;
    found.push(readFunction(statement, statement.name.text, tags, fileName));
  }
  return found;
}

function readFunction(
  declaration: ts.FunctionDeclaration,
  exportName: string,
  tags: readonly ts.JSDocTag[],
  fileName: string,
): HelpFunction {
  const where = `${fileName}, ${exportName}`;
  const text = (t: ts.JSDocTag | undefined) => (t ? (ts.getTextOfJSDocComment(t.comment) ?? "").trim() : "");
  const named = (name: string) => tags.filter((t) => t.tagName.text.toLowerCase() === name);
  const id = text(named("customfunction")[0]).split(/\s+/)[0] || exportName.toUpperCase();
  const helpUrl = text(named("helpurl")[0]);
  const page = helpUrl.slice(helpUrl.lastIndexOf("/") + 1);
  if (!PAGE_NAME.test(page)) throw new Error(`${where}: @helpurl "${helpUrl}" does not name a help page`);
  const docs = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
  const description = (ts.getTextOfJSDocComment(docs[docs.length - 1]?.comment) ?? "").trim();
  const notes = new Map<string, string>();
  for (const t of named("paramnote")) {
    const [, name, rest] = /^(\S+)\s+([\s\S]*)$/.exec(text(t)) ?? [];
    if (!name) throw new Error(`${where}: @paramnote needs a parameter's name and its words`);
    notes.set(name, rest.trim());
  }
  const paramTags = new Map(tags.filter(ts.isJSDocParameterTag).map((t) => [t.name.getText(), t] as const));
  const parameters = declaration.parameters.map((p) => {
    const name = p.name.getText();
    const tag = paramTags.get(name);
    return {
      name,
      optional: Boolean(p.questionToken || p.initializer || tag?.isBracketed),
      description: text(tag),
      note: notes.get(name) ?? "",
    };
  });
  for (const name of notes.keys()) {
    if (!parameters.some((p) => p.name === name))
      throw new Error(`${where}: @paramnote ${name} names no parameter`);
  }
  return {
    id,
    page,
    description,
    parameters,
    returns: text(named("returns")[0]),
    examples: named("example").map(text),
    remarks: text(named("remarks")[0]),
  };
}

/** Text made safe to place in HTML, between tags or in a quoted attribute. */
export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** One line or paragraph of the markup as HTML: escaped, then code, bold, italic and links. */
export function inlineHtml(s: string): string {
  return s
    .split(/(`[^`]*`)/)
    .map((piece, i) => {
      if (i % 2 === 1) return `<code>${escapeHtml(piece.slice(1, -1))}</code>`;
      return escapeHtml(piece)
        .replace(/\*\*([^*]+)\*\*/g, "<b>$1</b>")
        .replace(/(^|[^\w*])\*([^*\s][^*]*)\*(?![\w*])/g, "$1<i>$2</i>")
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
          if (!PAGE_NAME.test(href)) throw new Error(`the link to "${href}" names no help page`);
          return `<a href="${href}">${label}</a>`;
        });
    })
    .join("");
}

/**
 * The markup of @remarks as HTML blocks, read line by line: a "## " line is a heading, a run of
 * "|" lines a table, a run of "- " items (each continued by the lines under it) a list, and any
 * other run of lines a paragraph. A blank line ends a paragraph or a list.
 */
export function blocksHtml(markup: string): string[] {
  const blocks: string[] = [];
  let run: { kind: "p" | "ul" | "table"; lines: string[] } | null = null;
  const flush = () => {
    if (run?.kind === "p") blocks.push(`<p>${inlineHtml(run.lines.join(" "))}</p>`);
    if (run?.kind === "ul") blocks.push(listHtml(run.lines));
    if (run?.kind === "table") blocks.push(tableHtml(run.lines));
    run = null;
  };
  for (const line of markup.split("\n").map((l) => l.trim())) {
    const kind = line.startsWith("|") ? "table" : line.startsWith("- ") ? "ul" : "p";
    if (line === "" || line.startsWith("## ")) {
      flush();
      if (line !== "") blocks.push(`<h2>${inlineHtml(line.slice(3).trim())}</h2>`);
    } else if (run && (run.kind === kind || (run.kind === "ul" && kind === "p"))) {
      run.lines.push(line);
    } else {
      flush();
      run = { kind, lines: [line] };
    }
  }
  flush();
  return blocks;
}

function listHtml(lines: string[]): string {
  const items: string[] = [];
  for (const line of lines) {
    if (line.startsWith("- ")) items.push(line.slice(2));
    else items[items.length - 1] += ` ${line}`;
  }
  return `<ul>\n${items.map((item) => `  <li>${inlineHtml(item)}</li>`).join("\n")}\n</ul>`;
}

function tableHtml(lines: string[]): string {
  const rows = lines.map((l) =>
    l
      .replace(/^\|/, "")
      .replace(/\|$/, "")
      .split("|")
      .map((cell) => cell.trim()),
  );
  const html = rows.map((row) => {
    const cells = row.map((cell) => {
      const header = /^\*\*[^*]*\*\*$/.test(cell);
      return header ? `<th>${inlineHtml(cell.slice(2, -2))}</th>` : `<td>${inlineHtml(cell)}</td>`;
    });
    return `  <tr>${cells.join("")}</tr>`;
  });
  return `<table>\n${html.join("\n")}\n</table>`;
}

/** The function as Excel shows it: BRIDGE.NAME(a, [b]). */
export function signature(f: HelpFunction): string {
  const params = f.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name));
  return `${NAMESPACE}.${f.id}(${params.join(", ")})`;
}

function page(title: string, body: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "  <head>",
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    <title>${escapeHtml(title)}</title>`,
    '    <link rel="stylesheet" href="help.css" />',
    "  </head>",
    "  <body>",
    ...body.flatMap((b) => b.split("\n")).map((line) => `    ${line}`),
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}

function parameterHtml(p: HelpParameter): string {
  const optional = p.optional ? " (optional)" : "";
  const note = p.note ? ` ${inlineHtml(p.note)}` : "";
  return `  <li><code>${escapeHtml(p.name)}</code>${optional}: ${escapeHtml(p.description)}${note}</li>`;
}

/** One function's help page. */
export function functionPageHtml(f: HelpFunction): string {
  // The remarks up to their first heading introduce the function, before its arguments.
  const remarks = blocksHtml(f.remarks);
  const firstHeading = remarks.findIndex((b) => b.startsWith("<h2"));
  const introduction = firstHeading < 0 ? remarks.length : firstHeading;
  const body = [
    '<p><a href="index.html">All functions</a></p>',
    `<h1>${escapeHtml(signature(f))}</h1>`,
    `<p>${escapeHtml(f.description)}</p>`,
    ...remarks.slice(0, introduction),
  ];
  if (f.parameters.length > 0) {
    body.push('<h2 id="arguments">Arguments</h2>');
    body.push(`<ul class="arguments">\n${f.parameters.map(parameterHtml).join("\n")}\n</ul>`);
  }
  if (f.returns) body.push(`<p><b>Returns</b>: ${escapeHtml(f.returns)}</p>`);
  for (const example of f.examples) body.push(`<p><b>Example</b>: ${escapeHtml(example)}</p>`);
  body.push(...remarks.slice(introduction));
  return page(signature(f), body);
}

/** The index: every function, linked, with its description. */
export function indexPageHtml(functions: readonly HelpFunction[]): string {
  const items = functions.map(
    (f) =>
      `  <li><a href="${f.page}"><code>${NAMESPACE}.${escapeHtml(f.id)}</code></a>: ${escapeHtml(f.description)}</li>`,
  );
  return page("Bridge Scoring for Excel: help", [
    "<h1>Bridge Scoring for Excel</h1>",
    `<p>${inlineHtml(INDEX_INTRO)}</p>`,
    "<h2>Functions</h2>",
    `<ul>\n${items.join("\n")}\n</ul>`,
    `<p>${inlineHtml(INDEX_OUTRO)}</p>`,
  ]);
}

/** Every help page of a functions source: file name under help/ -> HTML. */
export function helpPages(sourceText: string, fileName: string): Map<string, string> {
  const functions = readHelpFunctions(sourceText, fileName);
  const pages = new Map<string, string>();
  for (const f of functions) {
    if (pages.has(f.page)) throw new Error(`${fileName}: two functions have the help page ${f.page}`);
    pages.set(f.page, functionPageHtml(f));
  }
  if (pages.has("index.html")) throw new Error(`${fileName}: a function's help page is named index.html`);
  pages.set("index.html", indexPageHtml(functions));
  return pages;
}
