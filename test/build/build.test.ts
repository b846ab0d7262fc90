// Checks the built add-in in dist/ (which `npm test` builds just before jest runs): that Office
// can find everything the manifest and functions.json point at, that every custom function is
// described, and that the add-in loads nothing remote except office.js and sends no data anywhere.
// The checks loop over whatever the build contains, so they cover functions added later. The
// command line's Node bundle, dist/cli/score.js (what `npm run score` runs), is checked to run and
// to print what the sources print.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { parseTree } from "custom-functions-metadata";
import * as customFunctions from "../../src/functions/functions";
import { main, type CliIO } from "../../src/cli/score";
import { expectBoard15CrossWorkbook } from "../support/cli";
import { descendants, parseXml, type XmlElement } from "../support/xml";

const DIST = path.resolve(__dirname, "../../dist");
const OFFICE_JS_CDN = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
const DEV_BASE = "https://localhost:3000/";

function distFile(relative: string): string {
  const file = path.join(DIST, relative);
  if (!fs.existsSync(file)) {
    throw new Error(`dist/${relative} is missing: run \`npm run build\` first (npm test does).`);
  }
  return fs.readFileSync(file, "utf8");
}

/**
 * The add-in's base URL: where its default page lives (https://localhost:3000/ in development,
 * ADDIN_BASE_URL in a production build).
 */
function addinBase(manifest: XmlElement): string {
  const settings = descendants(manifest).find((e) => e.localName === "DefaultSettings");
  const page = settings?.children.find((e) => e.localName === "SourceLocation");
  if (!page) throw new Error("dist/manifest.xml has no DefaultSettings/SourceLocation");
  return new URL(".", page.attributes.DefaultValue).href;
}

function allFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The dist/ file a URL under the add-in's base names, or null when it names none. */
function fileForUrl(url: string, base: string): string | null {
  if (!url.startsWith(base)) return null;
  const relative = decodeURIComponent(new URL(url).pathname.slice(new URL(base).pathname.length));
  const file = path.join(DIST, relative);
  return file.startsWith(DIST + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

beforeAll(() => {
  if (!fs.existsSync(DIST)) {
    throw new Error("dist/ does not exist: run `npm run build` before these tests (npm test does both).");
  }
});

describe("dist/manifest.xml", () => {
  let root: XmlElement;
  let all: XmlElement[];
  let base: string;
  const byLocalName = (name: string) => all.filter((e) => e.localName === name);

  beforeAll(() => {
    root = parseXml(distFile("manifest.xml"));
    all = descendants(root);
    base = addinBase(root);
  });

  test("is a task pane add-in for Excel with a GUID, the Bridge Scoring name and an https base", () => {
    expect(root.localName).toBe("OfficeApp");
    expect(root.attributes["xsi:type"]).toBe("TaskPaneApp");
    expect(byLocalName("Id")[0].text).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    );
    expect(byLocalName("DisplayName")[0].attributes.DefaultValue).toBe("Bridge Scoring");
    expect(byLocalName("Host").map((h) => h.attributes.Name ?? h.attributes["xsi:type"])).toEqual([
      "Workbook",
      "Workbook",
    ]);
    expect(base).toMatch(/^https:\/\/.+\/$/);
  });

  test("requires the shared runtime and the custom functions runtime", () => {
    const sets = byLocalName("Set").map((s) => s.attributes.Name);
    expect(sets).toEqual(expect.arrayContaining(["SharedRuntime", "CustomFunctionsRuntime"]));
  });

  test("declares the custom functions under the BRIDGE namespace", () => {
    const strings = new Map(byLocalName("String").map((s) => [s.attributes.id, s.attributes.DefaultValue]));
    const namespace = byLocalName("Namespace")[0].attributes.resid;
    expect(strings.get(namespace)).toBe("BRIDGE");
  });

  test("uses one page for the long-lived runtime, the functions' page, the ribbon and the pane", () => {
    // Office starts a single shared runtime only when all of these name the same resource.
    const runtime = byLocalName("Runtime");
    expect(runtime).toHaveLength(1);
    expect(runtime[0].attributes.lifetime).toBe("long");
    const page = byLocalName("Page")[0].children[0].attributes.resid;
    const showPane = byLocalName("Action").find((a) => a.attributes["xsi:type"] === "ShowTaskpane")!;
    const paneSource = showPane.children.find((c) => c.localName === "SourceLocation")!.attributes.resid;
    const functionFile = byLocalName("FunctionFile")[0].attributes.resid;
    expect([page, paneSource, functionFile]).toEqual([
      runtime[0].attributes.resid,
      runtime[0].attributes.resid,
      runtime[0].attributes.resid,
    ]);
  });

  test("with a shared runtime, every ShowTaskpane action opens the one pane: all name the same TaskpaneId", () => {
    // Microsoft's shared-runtime guidance: a shared runtime supports a single task pane, and a
    // ShowTaskpane action without a TaskpaneId counts as a pane of its own. The Action element's
    // reference: actions that share a pane give the same TaskpaneId. So leaving the id out would
    // open a second, independent pane, not the shared one.
    const shared = byLocalName("Set").some((s) => s.attributes.Name === "SharedRuntime");
    expect(shared).toBe(true);
    const showPane = byLocalName("Action").filter((a) => a.attributes["xsi:type"] === "ShowTaskpane");
    expect(showPane.length).toBeGreaterThan(0);
    const ids = showPane.map((a) => a.children.find((c) => c.localName === "TaskpaneId")?.text.trim());
    expect(ids.every((id) => id !== undefined && id !== "")).toBe(true);
    expect(new Set(ids).size).toBe(1);
  });

  test("defines every resource id it uses, of the right kind, once, and defines none it does not use", () => {
    const kindOf = (e: XmlElement) =>
      e.localName === "Image" ? "image" : e.localName === "Url" ? "url" : "string";
    const defined = byLocalName("Resources")
      .flatMap(descendants)
      .filter((e) => e.attributes.id !== undefined && e.attributes.DefaultValue !== undefined);
    const ids = defined.map((e) => e.attributes.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const kinds = new Map(defined.map((e) => [e.attributes.id, kindOf(e)]));

    const urlUsers = new Set(["SourceLocation", "FunctionFile", "Runtime", "LearnMoreUrl"]);
    const uses = all.filter((e) => e.attributes.resid !== undefined);
    for (const use of uses) {
      const expected = use.localName === "Image" ? "image" : urlUsers.has(use.localName) ? "url" : "string";
      expect({ resid: use.attributes.resid, kind: kinds.get(use.attributes.resid) }).toEqual({
        resid: use.attributes.resid,
        kind: expected,
      });
    }
    const used = new Set(uses.map((u) => u.attributes.resid));
    expect(ids.filter((id) => !used.has(id))).toEqual([]);
  });

  test("points every URL at a file in dist/ under the add-in's base", () => {
    // Namespace declarations (xmlns="http://schemas.microsoft.com/...") are names, not addresses.
    const addresses = all
      .flatMap((e) => Object.entries(e.attributes))
      .filter(([name, value]) => !name.startsWith("xmlns") && /^[a-z][a-z0-9+.-]*:/i.test(value))
      .map(([, value]) => value);
    // Icon, high-resolution icon, support page, default page and the bt:Url and bt:Image resources.
    expect(addresses.length).toBeGreaterThanOrEqual(8);
    for (const url of addresses) {
      expect({ url, file: fileForUrl(url, base) !== null }).toEqual({ url, file: true });
    }
  });

  test("points each icon at a PNG of the size it claims", () => {
    const images = new Map(
      byLocalName("Image")
        .filter((i) => i.attributes.id)
        .map((i) => [i.attributes.id, i.attributes.DefaultValue]),
    );
    const claims: [string, number][] = [
      [byLocalName("IconUrl")[0].attributes.DefaultValue, 32],
      [byLocalName("HighResolutionIconUrl")[0].attributes.DefaultValue, 64],
      ...byLocalName("Image")
        .filter((i) => i.attributes.size)
        .map((i): [string, number] => [images.get(i.attributes.resid)!, Number(i.attributes.size)]),
    ];
    for (const [url, size] of claims) {
      const file = fileForUrl(url, base);
      expect(file).not.toBeNull();
      expect({ url, size: pngSize(file!) }).toEqual({ url, size: [size, size] });
    }
  });
});

describe("dist/functions.json", () => {
  interface Parameter {
    name: string;
    description?: string;
    type?: string;
    dimensionality?: string;
    optional?: boolean;
  }
  interface FunctionMetadata {
    id: string;
    name: string;
    description?: string;
    helpUrl?: string;
    parameters: Parameter[];
    result: { type?: string; dimensionality?: string };
  }
  let functions: FunctionMetadata[];
  let base: string;
  const exported = Object.entries(customFunctions)
    .filter(([, value]) => typeof value === "function")
    .map(([name]) => name);
  // Which id each exported function is registered under, read from the JSDoc as the build reads it.
  const source = path.resolve(__dirname, "../../src/functions/functions.ts");
  const associations = parseTree(fs.readFileSync(source, "utf8"), source).associate;

  beforeAll(() => {
    functions = (JSON.parse(distFile("functions.json")) as { functions: FunctionMetadata[] }).functions;
    base = addinBase(parseXml(distFile("manifest.xml")));
  });

  test("lists each exported function of src/functions/functions.ts once, under an upper-case id", () => {
    // The id is the exported name in upper case unless its @customfunction tag names another
    // (boardVulnerability is VULNERABILITY); either way it is the name Excel shows.
    expect(exported.length).toBeGreaterThan(0);
    expect(associations.map((a) => a.functionName).sort()).toEqual([...exported].sort());
    expect(functions.map((f) => f.id).sort()).toEqual(associations.map((a) => a.id).sort());
    for (const f of functions) {
      expect(f.name).toBe(f.id);
      expect(f.id).toMatch(/^[A-Z][A-Z0-9_.]{2,}$/);
    }
  });

  test("gives every function a description and a help page that the build ships", () => {
    for (const f of functions) {
      expect({ id: f.id, description: (f.description ?? "").length > 10 }).toEqual({
        id: f.id,
        description: true,
      });
      expect({ id: f.id, helpUrl: f.helpUrl ?? "" }).toEqual({
        id: f.id,
        helpUrl: expect.stringMatching(/^https:\/\//),
      });
      expect({ id: f.id, helpPage: fileForUrl(f.helpUrl!, base) !== null }).toEqual({
        id: f.id,
        helpPage: true,
      });
    }
  });

  test("describes every parameter", () => {
    for (const f of functions) {
      for (const p of f.parameters) {
        expect({ fn: f.id, param: p.name, described: (p.description ?? "").trim().length > 0 }).toEqual({
          fn: f.id,
          param: p.name,
          described: true,
        });
      }
    }
  });

  test("registers every function in functions.js (the metadata plugin appends the associate calls)", () => {
    const bundle = distFile("functions.js");
    for (const f of functions) expect(bundle).toMatch(new RegExp(`associate\\("${f.id}",`));
  });

  test("IMP takes a range of differences and an optional table (a name, or a range holding a scale), and returns a spilling range", () => {
    // A range argument reaches the function as a matrix only when the metadata says so. It is typed
    // any, so Excel passes text and blanks through for the function to name the cell that holds them.
    const imp = functions.find((f) => f.id === "IMP")!;
    expect(
      imp.parameters.map((p) => [p.name, p.type, p.dimensionality ?? "scalar", p.optional ?? false]),
    ).toEqual([
      ["difference", "any", "matrix", false],
      ["table", "any", "matrix", true],
    ]);
    expect(imp.result.dimensionality).toBe("matrix");
  });
});

describe("what the add-in loads and sends", () => {
  let base: string;
  beforeAll(() => {
    base = addinBase(parseXml(distFile("manifest.xml")));
  });

  /** Every src= and href= value in an HTML page, quoted or not. */
  function references(html: string): string[] {
    const found: string[] = [];
    for (const m of html.matchAll(/\s(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      found.push(m[1] ?? m[2] ?? m[3]);
    }
    return found;
  }
  const isRemote = (ref: string) => /^([a-z][a-z0-9+.-]*:)?\/\//i.test(ref);

  test("taskpane.html loads office.js from Microsoft's CDN and nothing else remote", () => {
    const html = distFile("taskpane.html");
    const remote = references(html).filter(isRemote);
    expect(remote).toEqual([OFFICE_JS_CDN]);
  });

  test("taskpane.html loads office.js first, then the functions and the pane bundles from dist/", () => {
    const scripts = [...distFile("taskpane.html").matchAll(/<script\b[^>]*\ssrc\s*=\s*"?([^"\s>]+)/gi)].map(
      (m) => m[1],
    );
    expect(scripts).toEqual([OFFICE_JS_CDN, "functions.js", "taskpane.js"]);
    for (const s of scripts.slice(1)) expect(fs.existsSync(path.join(DIST, s))).toBe(true);
  });

  test("the help pages load nothing remote", () => {
    const pages = allFiles(path.join(DIST, "help")).filter((f) => f.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect({
        page: path.basename(page),
        remote: references(fs.readFileSync(page, "utf8")).filter(isRemote),
      }).toEqual({
        page: path.basename(page),
        remote: [],
      });
    }
  });

  // URLs that may appear in the built JavaScript, and why each is harmless:
  // - the office.js CDN address (the one remote load, made by taskpane.html);
  // - http://www.w3.org/... namespace names (SVG, MathML, XLink, XML): React DOM passes them to
  //   createElementNS to make elements of the right kind; they are identifiers and never fetched;
  // - https://react.dev/errors/: React builds a link to its error decoder into the text of an
  //   error message for a developer to follow; React never requests it.
  // - http://${...}: the command line's --serve makes the address it prints for the live page
  //   from the address it listens on (its own, on this machine); nothing requests it;
  // Anything else fails the test until it is explained here.
  // - the add-in's own base (https://localhost:3000/ or ADDIN_BASE_URL), e.g. a link to a help page.
  const ALLOWED_URLS: RegExp[] = [
    /^https:\/\/appsforoffice\.microsoft\.com\/lib\/1\/hosted\/office\.js$/,
    /^http:\/\/www\.w3\.org\/(2000\/svg|1998\/Math\/MathML|1999\/xlink|1999\/xhtml|XML\/1998\/namespace|2000\/xmlns\/?)$/,
    /^https:\/\/react\.dev\/errors\/$/,
    /^http:\/\/\$\{/,
  ];

  // The scans below read every script in dist/, the command line's dist/cli/score.js included,
  // though the add-in never loads it: the command line sends nothing either. It keeps ExcelJS
  // (whose XML schema names are URLs) out of its bundle, requiring it from node_modules.
  test("no built script contains a URL other than the allowed names", () => {
    const scripts = allFiles(DIST).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    const unexplained: string[] = [];
    for (const file of scripts) {
      for (const [url] of fs
        .readFileSync(file, "utf8")
        .matchAll(/\b(?:https?|wss?|ftp):\/\/[^\s"'`<>()\\]*/gi)) {
        if (url.startsWith(base) || url.startsWith(DEV_BASE)) continue;
        if (!ALLOWED_URLS.some((allowed) => allowed.test(url)))
          unexplained.push(`${path.basename(file)}: ${url}`);
      }
    }
    expect(unexplained).toEqual([]);
  });

  test("no built script calls a network API", () => {
    // The scoring is local; none of these should ever be needed. If a library brings one in, check
    // what it sends before allowing it here.
    const networkApis = /\b(fetch\s*\(|XMLHttpRequest|sendBeacon|WebSocket|EventSource|importScripts)/;
    for (const file of allFiles(DIST).filter((f) => f.endsWith(".js"))) {
      const hit = networkApis.exec(fs.readFileSync(file, "utf8"));
      expect({ file: path.basename(file), api: hit ? hit[1] : null }).toEqual({
        file: path.basename(file),
        api: null,
      });
    }
  });
});

describe("dist/cli/score.js, the command line's bundle", () => {
  const ROOT = path.resolve(__dirname, "../..");
  const bundle = path.join(DIST, "cli", "score.js");
  const runBundle = (args: string[]) =>
    spawnSync(process.execPath, [bundle, ...args], { cwd: ROOT, encoding: "utf8" });

  /** The command line run from the sources in this process, reading files as the bundle does. */
  async function fromSources(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
    let stdout = "";
    let stderr = "";
    const io: CliIO = {
      out: (t) => void (stdout += t),
      err: (t) => void (stderr += t),
      readFile: (p) => fs.readFileSync(path.resolve(ROOT, p), "utf8"),
      readBytes: (p) => fs.readFileSync(path.resolve(ROOT, p)),
    };
    const status = await main(args, io);
    return { status, stdout, stderr };
  }

  beforeAll(() => {
    distFile("cli/score.js");
  });

  test("runs under Node: --help prints the usage and exits 0", () => {
    const r = runBundle(["--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm run score -- /);
    expect(r.stderr).toBe("");
  });

  test.each([
    // A traveller, scored and printed: exit 0.
    [["examples/mitchell-session.csv", "--method", "mp"]],
    // A USEBIO file with a section the add-in refuses: exit 1, the reasons on stderr.
    [["test/fixtures/files/club-sections.xml"]],
    // An option the command line does not know: exit 2, the usage on stderr.
    [["examples/club-board-15.csv", "--colour"]],
  ])("%j: the same exit code, stdout and stderr as the sources", async (args) => {
    const built = runBundle(args);
    const expected = await fromSources(args);
    expect({ status: built.status, stdout: built.stdout, stderr: built.stderr }).toEqual(expected);
  });

  test("--xlsx writes the workbook (ExcelJS, loaded only for it): board 15's cross-IMP totals", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-bundle-"));
    try {
      const out = path.join(dir, "b15.xlsx");
      const r = runBundle([
        "examples/club-board-15.csv",
        "--method",
        "cross",
        "--divisor",
        "total",
        "--xlsx",
        out,
      ]);
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(`Wrote ${out}`);
      await expectBoard15CrossWorkbook(out);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
