// The help pages are made from the functions' JSDoc (scripts/help-pages.ts, run by webpack), so
// Excel's tooltip and the page say the same. These tests hold the pages to the metadata Excel
// reads (custom-functions-metadata's parseTree, as the build runs it): a page for every function,
// at the address its help link names, listing exactly the function's parameters with Excel's words
// for each; and they check that the built dist/help/ is what the generator makes, that every link
// between the pages leads somewhere, and that text from the JSDoc is escaped.
import * as fs from "node:fs";
import * as path from "node:path";
import { parseTree } from "custom-functions-metadata";
import { escapeHtml, helpPages, inlineHtml, readHelpFunctions } from "../../scripts/help-pages";

const ROOT = path.resolve(__dirname, "../..");
const SOURCE = path.join(ROOT, "src/functions/functions.ts");
const SOURCE_TEXT = fs.readFileSync(SOURCE, "utf8");
const metadata = parseTree(SOURCE_TEXT, SOURCE).functions;
const pages = helpPages(SOURCE_TEXT, "src/functions/functions.ts");

/** The page a help link names: the last part of its path. */
const pageOf = (helpUrl: string | undefined) => (helpUrl ?? "").replace(/^.*\//, "");

/** The arguments a page lists: each item's name, whether it is marked optional, and its text. */
function listedArguments(html: string): { name: string; optional: boolean; text: string }[] {
  const list = /<ul class="arguments">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li><code>([^<]*)<\/code>( \(optional\))?: (.*)<\/li>/g)].map((m) => ({
    name: m[1],
    optional: m[2] !== undefined,
    text: m[3],
  }));
}

test("there is a page for every custom function, at the address its help link names, and an index", () => {
  expect(metadata.length).toBeGreaterThan(0);
  const named = metadata.map((f) => pageOf(f.helpUrl));
  for (const f of metadata)
    expect({ id: f.id, page: pageOf(f.helpUrl) }).toEqual({ id: f.id, page: `${f.id.toLowerCase()}.html` });
  expect([...pages.keys()].sort()).toEqual([...named, "index.html"].sort());
});

describe.each(metadata.map((f) => [f.id, f] as const))("BRIDGE.%s's page", (id, f) => {
  const html = pages.get(pageOf(f.helpUrl)) ?? "";

  test("lists the function's parameters, in order, with Excel's description of each", () => {
    const listed = listedArguments(html);
    expect(listed.map((p) => [p.name, p.optional])).toEqual(
      f.parameters.map((p) => [p.name, p.optional === true]),
    );
    listed.forEach((p, i) =>
      expect(p.text.startsWith(escapeHtml(f.parameters[i].description ?? ""))).toBe(true),
    );
  });

  test("is headed by the signature Excel shows, then Excel's description", () => {
    const params = f.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(", ");
    expect(html).toContain(`<h1>BRIDGE.${id}(${params})</h1>\n    <p>${escapeHtml(f.description ?? "")}</p>`);
  });

  test("has the explanation and worked example the JSDoc's @remarks carry", () => {
    expect(html).toMatch(/<h2>Worked example<\/h2>/);
  });
});

test("the index links every function's page", () => {
  const index = pages.get("index.html") ?? "";
  for (const f of metadata)
    expect(index).toContain(`<a href="${pageOf(f.helpUrl)}"><code>BRIDGE.${f.id}</code></a>`);
});

test("every link on a page leads to another page or the stylesheet", () => {
  const targets = new Set([...pages.keys(), "help.css"]);
  expect(fs.existsSync(path.join(ROOT, "help/help.css"))).toBe(true);
  for (const [name, html] of pages) {
    for (const m of html.matchAll(/href="([^"]*)"/g))
      expect({ name, link: m[1], ok: targets.has(m[1]) }).toEqual({ name, link: m[1], ok: true });
  }
});

test("help/ in the repository holds only the stylesheet: the pages are made at build time", () => {
  expect(fs.readdirSync(path.join(ROOT, "help"))).toEqual(["help.css"]);
});

describe("text from the JSDoc", () => {
  const SAMPLE = `
/**
 * Adds <b>one</b> & "two".
 * @customfunction ODD
 * @param x The <script>alert(1)</script> number.
 * @paramnote x Also 'quoted' <i>.
 * @helpurl https://localhost:3000/help/odd.html
 * @returns A <value>.
 * @example =BRIDGE.ODD(1) returns 2 & more.
 * @remarks
 * A paragraph with \`<code>\` and **bold** and [a link](index.html).
 * ## A <heading>
 * - an item
 *   continued
 * | **Head** | cell <x> |
 */
export function odd(x: number): number { return x; }
`;

  test("is escaped wherever it is placed, markup applied only after escaping", () => {
    const html = helpPages(SAMPLE, "sample.ts").get("odd.html") ?? "";
    expect(html).not.toMatch(/<script>|<b>one|<value>|<x>|<heading>/);
    expect(html).toContain("<p>Adds &lt;b&gt;one&lt;/b&gt; &amp; &quot;two&quot;.</p>");
    expect(html).toContain(
      "<li><code>x</code>: The &lt;script&gt;alert(1)&lt;/script&gt; number. Also &#39;quoted&#39; &lt;i&gt;.</li>",
    );
    expect(html).toContain("<p><b>Returns</b>: A &lt;value&gt;.</p>");
    expect(html).toContain("<p><b>Example</b>: =BRIDGE.ODD(1) returns 2 &amp; more.</p>");
    expect(html).toContain(
      '<p>A paragraph with <code>&lt;code&gt;</code> and <b>bold</b> and <a href="index.html">a link</a>.</p>',
    );
    expect(html).toContain("<h2>A &lt;heading&gt;</h2>");
    expect(html).toContain("<li>an item continued</li>");
    expect(html).toContain("<tr><th>Head</th><td>cell &lt;x&gt;</td></tr>");
    expect(helpPages(SAMPLE, "sample.ts").get("index.html")).toContain("Adds &lt;b&gt;one&lt;/b&gt;");
  });

  test("a link may name only another help page, so no text makes a link elsewhere", () => {
    expect(() => inlineHtml("[x](javascript:alert(1))")).toThrow(/names no help page/);
    expect(() => inlineHtml("[x](https://example.org/)")).toThrow(/names no help page/);
  });

  test("a help link that names no page, or a note on no parameter, is refused", () => {
    expect(() => readHelpFunctions(SAMPLE.replace("help/odd.html", "help/"), "sample.ts")).toThrow(
      /@helpurl/,
    );
    expect(() => readHelpFunctions(SAMPLE.replace("@paramnote x", "@paramnote y"), "sample.ts")).toThrow(
      /names no parameter/,
    );
  });
});

describe("dist/help/ (run `npm run build` first; npm test does)", () => {
  const DIST_HELP = path.join(ROOT, "dist/help");

  test("holds exactly the pages the generator makes, and the stylesheet", () => {
    if (!fs.existsSync(DIST_HELP))
      throw new Error("dist/help/ is missing: run `npm run build` first (npm test does).");
    expect(fs.readdirSync(DIST_HELP).sort()).toEqual([...pages.keys(), "help.css"].sort());
    for (const [name, html] of pages) {
      expect({ name, same: fs.readFileSync(path.join(DIST_HELP, name), "utf8") === html }).toEqual({
        name,
        same: true,
      });
    }
  });
});
