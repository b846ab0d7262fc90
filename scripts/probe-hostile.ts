// A hostile-input probe of the command line: it makes, in a temporary folder, some hundreds of
// inputs a user (or an attacker) could hand it - empty files, odd encodings, huge lines, deep or
// self-expanding XML, absurd numbers, formula-looking and markup names, broken flags, truncated
// fixtures, random bytes behind a valid header - and runs each through the built command line as a
// user would (a new Node process on dist/cli/score.js or dist/cli/dd.js, with npm run score's heap
// cap), with a time limit and a memory limit. A case passes when the command exits 0, 1 or 2, says
// why when it is not 0, prints no stack trace, stays within the time and the memory, leaves every
// input byte for byte as it was, and, where the case writes outputs from formula-looking or markup
// text, writes that text as text (a string cell in the workbook, escaped on the web page).
//
//   npx tsx scripts/probe-hostile.ts [--only NAME] [--keep DIR] [--skip N]     (npm run probe)
//
// --only runs the cases whose name contains NAME; --keep makes the inputs under DIR and keeps them
// (with each case's stdout and stderr) for a closer look; --skip leaves out the first N cases (to resume
// a run). Exits 1 when any case fails.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";

const ROOT = path.resolve(__dirname, "..");
const EXAMPLES = path.join(ROOT, "examples");
const FIXTURES = path.join(ROOT, "test", "fixtures", "files");
const TIME_LIMIT_MS = 60_000;
const MEMORY_LIMIT_KB = 2 * 1024 * 1024;
/** What is kept of a stream for the checks (the rest is counted, not kept). */
const KEEP_BYTES = 1 << 20;

type Command = "score" | "dd";

/** What a case's run gave. */
interface Run {
  readonly code: number | null;
  readonly signal: string | null;
  readonly ms: number;
  readonly rssKb: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly stdoutBytes: number;
  readonly timedOut: boolean;
  readonly killedForMemory: boolean;
}

/** One hostile input. */
interface Case {
  readonly name: string;
  /** Makes the case's input files in `dir` (the command runs there). */
  readonly setup: (dir: string) => void | Promise<void>;
  /** The command's arguments. */
  readonly args: readonly string[];
  readonly command?: Command;
  /** Run as the unprivileged user (for unreadable files: root reads anything). */
  readonly asNobody?: boolean;
  /** A further check of what was written: a reason it fails, or null. */
  readonly check?: (dir: string, run: Run) => Promise<string | null> | string | null;
}

const CASES: Case[] = [];
const add = (c: Case) => void CASES.push(c);

// ---------------------------------------------------------------------------------------------
// Helpers to make files.

const example = (name: string) => fs.readFileSync(path.join(EXAMPLES, name));
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
/**
 * Writes a case's file. Text for a PBN or USEBIO file is written in ISO-8859-1 when it fits, as the
 * fixtures it is made from are (their headers say so); any other text in UTF-8.
 */
const write = (dir: string, name: string, data: string | Uint8Array) =>
  fs.writeFileSync(
    path.join(dir, name),
    typeof data === "string" && /\.(pbn|xml)$/.test(name) && [...data].every((c) => c.charCodeAt(0) <= 0xff)
      ? Buffer.from(data, "latin1")
      : data,
  );

/** A seeded generator, so every run makes the same bytes. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}
function randomBytes(n: number, seed: number): Buffer {
  const r = random(seed);
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = Math.floor(r() * 256);
  return b;
}

const MITCHELL = example("mitchell-session.csv").toString("utf8");
const HOWELL = example("howell-session.csv").toString("utf8");
const BOARD15 = example("club-board-15.csv").toString("utf8");
const TEAMS = example("teams-match.csv").toString("utf8");
/** A traveller of one board with pairs and scores (the smallest thing scored). */
const SIMPLE = "Board,NS,EW,NS Score\n1,1,1,420\n1,2,2,450\n1,3,3,-50\n";
const SWISS = "Round,Home,Away,Home IMPs,Away IMPs\n1,A,B,12,2\n1,C,D,5,5\n";
const TEAM_LIST = "Team\nA\nB\nC\nD\n";
const DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

function utf16le(text: string, bom: boolean): Buffer {
  const body = Buffer.from(text, "utf16le");
  return bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body;
}
function utf16be(text: string): Buffer {
  const le = Buffer.from(text, "utf16le");
  for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
  return Buffer.concat([Buffer.from([0xfe, 0xff]), le]);
}

// ---------------------------------------------------------------------------------------------
// Checks of outputs.

/** Formula-looking names: each must land in a workbook as a string, never as a formula. */
const FORMULAS = ["=cmd|' /C calc'!A0", "+1", "@SUM(A1:A2)", "-2", '=HYPERLINK("http://x")'];
/** Markup in names and titles: a page must show it, escaped, never run it. */
const MARKUP = ['<script>alert("x")</script>', "<img src=x onerror=alert(1)>"];

const decodeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, "&");

/** The workbook at `file` holds each of `texts` as a string cell, and no formula built from one. */
async function xlsxHoldsText(
  file: string,
  texts: readonly string[],
  mustHold = true,
): Promise<string | null> {
  if (!fs.existsSync(file)) return `no workbook written at ${path.basename(file)}`;
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const shared = zip.file("xl/sharedStrings.xml");
  const strings: string[] = [];
  if (shared) {
    const xml = await shared.async("string");
    for (const si of xml.matchAll(/<si>([\s\S]*?)<\/si>/g)) {
      strings.push(decodeXml([...si[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join("")));
    }
  }
  const asText = new Set<string>();
  const problems: string[] = [];
  for (const name of Object.keys(zip.files).filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))) {
    const xml = await zip.file(name)!.async("string");
    for (const c of xml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1];
      const body = c[2] ?? "";
      const type = /\bt="([^"]*)"/.exec(attrs)?.[1];
      const f = /<f[^>]*>([\s\S]*?)<\/f>/.exec(body);
      const v = /<v>([\s\S]*?)<\/v>/.exec(body);
      const inline = /<is>([\s\S]*?)<\/is>/.exec(body);
      let value: string | undefined;
      if (type === "s" && v) value = strings[Number(v[1])];
      else if (type === "inlineStr" && inline)
        value = decodeXml([...inline[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(""));
      if (value !== undefined) for (const t of texts) if (value.includes(t) && !f) asText.add(t);
      if (f) {
        // A formula may quote the text as a string literal; outside the quotes it must not appear.
        const outside = decodeXml(f[1]).replace(/"(?:[^"]|"")*"/g, '""');
        for (const t of texts) {
          const core = t.replace(/^[=+@-]/, "");
          if (core.length > 2 && outside.includes(core))
            problems.push(
              `${name} ${/\br="([^"]*)"/.exec(attrs)?.[1]}: formula ${decodeXml(f[1]).slice(0, 60)}`,
            );
        }
      }
      if (!f && type !== "s" && type !== "inlineStr" && v) {
        // A name that reads as a number ("-2") may match a score; only a formula's text is looked for.
        for (const t of texts)
          if (Number.isNaN(Number(t)) && decodeXml(v[1]).includes(t))
            problems.push(`${name}: "${t}" in a cell of type ${type ?? "n"}`);
      }
    }
  }
  if (mustHold) for (const t of texts) if (!asText.has(t)) problems.push(`"${t}" is not in any string cell`);
  return problems.length ? `workbook: ${problems.slice(0, 4).join("; ")}` : null;
}

/** The page at `file` shows each of `texts` escaped and holds none of them raw. */
function htmlEscapes(file: string, texts: readonly string[]): string | null {
  if (!fs.existsSync(file)) return `no page written at ${path.basename(file)}`;
  const page = fs.readFileSync(file, "utf8");
  const problems: string[] = [];
  for (const t of texts) {
    if (/[<>]/.test(t) && page.includes(t)) problems.push(`raw ${t}`);
    const escaped = t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const loose = escaped.replace(/"/g, "");
    if (!page.includes(escaped) && !page.replace(/&quot;|&#34;|"/g, "").includes(loose))
      problems.push(`"${t}" not shown escaped`);
  }
  return problems.length ? `page: ${problems.join("; ")}` : null;
}

/** Each check in turn: the first failure. */
const all =
  (...checks: ((dir: string, run: Run) => Promise<string | null> | string | null)[]) =>
  async (dir: string, run: Run) => {
    for (const c of checks) {
      const r = await c(dir, run);
      if (r) return r;
    }
    return null;
  };
const exitedZero = (_: string, run: Run) =>
  run.code === 0 ? null : `expected exit 0 for outputs, got ${run.code}`;
/** The output `file`, or with several sections the files with each section's letter (o-A.html). */
function outputsOf(dir: string, file: string): string[] {
  if (fs.existsSync(path.join(dir, file))) return [file];
  const ext = path.extname(file);
  const stem = file.slice(0, file.length - ext.length);
  const lettered = fs.readdirSync(dir).filter((n) => n.startsWith(`${stem}-`) && n.endsWith(ext));
  return lettered.length ? lettered.sort() : [file];
}
/** A check of each output written for `file`. */
const eachOutput =
  (file: string, check: (dir: string, file: string) => Promise<string | null> | string | null) =>
  async (dir: string) => {
    for (const f of outputsOf(dir, file)) {
      const r = await check(dir, f);
      if (r) return `${f}: ${r}`;
    }
    return null;
  };
const xlsxCheck = (file: string, texts: readonly string[], mustHold = true) =>
  eachOutput(file, (dir, f) => xlsxHoldsText(path.join(dir, f), texts, mustHold));
const htmlCheck = (file: string, texts: readonly string[]) =>
  eachOutput(file, (dir, f) => htmlEscapes(path.join(dir, f), texts));
/** A results file written is read back by the command line and scores (exit 0). */
const readsBack = (file: string, args: string[] = []) =>
  eachOutput(file, async (dir, f) => {
    if (!fs.existsSync(path.join(dir, f))) return `no ${f} written`;
    const r = await runCli("score", [f, ...args], dir, false);
    return r.code === 0 ? null : `written, does not read back (exit ${r.code}: ${firstLine(r.stderr)})`;
  });

// ---------------------------------------------------------------------------------------------
// The cases.

// Empty files, a lone BOM, encodings: every reader by extension and by content.
const KINDS: [string, string][] = [
  ["csv", MITCHELL],
  ["pbn", fixture("club-pairs.pbn").toString("latin1")],
  ["xml", fixture("monday-howell.xml").toString("latin1")],
];
for (const ext of ["csv", "txt", "pbn", "xml", "bws", ""]) {
  const file = ext ? `empty.${ext}` : "empty";
  add({ name: `empty-${ext || "noext"}`, setup: (d) => write(d, file, ""), args: [file] });
  add({ name: `bom-only-${ext || "noext"}`, setup: (d) => write(d, file, "\uFEFF"), args: [file] });
}
add({
  name: "whitespace-only-csv",
  setup: (d) => write(d, "w.csv", " \n\t\r\n\n\n   \r\r"),
  args: ["w.csv"],
});
add({ name: "header-only-csv", setup: (d) => write(d, "h.csv", "Board,NS,EW,NS Score\n"), args: ["h.csv"] });
for (const [ext, text] of KINDS) {
  add({
    name: `utf16le-bom-${ext}`,
    setup: (d) => write(d, `u.${ext}`, utf16le(text, true)),
    args: [`u.${ext}`],
  });
  add({
    name: `utf16le-nobom-${ext}`,
    setup: (d) => write(d, `u.${ext}`, utf16le(text, false)),
    args: [`u.${ext}`],
  });
  add({ name: `utf16be-bom-${ext}`, setup: (d) => write(d, `u.${ext}`, utf16be(text)), args: [`u.${ext}`] });
  add({
    name: `utf32le-bom-${ext}`,
    setup: (d) => {
      const b = Buffer.alloc(4 + text.length * 4);
      b.writeUInt32LE(0xfeff, 0);
      [...text].forEach((ch, i) => b.writeUInt32LE(ch.codePointAt(0)!, 4 + i * 4));
      write(d, `u.${ext}`, b);
    },
    args: [`u.${ext}`],
  });
}
const BAD_UTF8: [string, number[]][] = [
  ["invalid", [0xff, 0xfe, 0xfd]],
  ["overlong-slash", [0xc0, 0xaf]],
  ["overlong-nul", [0xe0, 0x80, 0x80]],
  ["surrogate", [0xed, 0xa0, 0x80]],
  ["truncated-seq", [0xe2, 0x82]],
  ["beyond-10ffff", [0xf4, 0x90, 0x80, 0x80]],
];
for (const [what, bytes] of BAD_UTF8) {
  add({
    name: `utf8-${what}-in-csv`,
    setup: (d) =>
      write(
        d,
        "t.csv",
        Buffer.concat([
          Buffer.from("Board,NS,EW,NS Score\n1,1,1,420\n1,2"),
          Buffer.from(bytes),
          Buffer.from(",2,450\n1,3,3,-50\n"),
        ]),
      ),
    args: ["t.csv"],
  });
  add({
    name: `utf8-${what}-in-names`,
    setup: (d) => {
      write(d, "t.csv", SIMPLE);
      write(
        d,
        "n.csv",
        Buffer.concat([Buffer.from("Pair,Names\n1,Ann "), Buffer.from(bytes), Buffer.from(" Smith\n")]),
      );
    },
    args: ["t.csv", "--names", "n.csv", "--html", "o.html", "--xlsx", "o.xlsx"],
  });
}
add({
  name: "xml-declares-utf8-gives-latin1",
  setup: (d) =>
    write(d, "x.xml", fixture("monday-howell.xml").toString("latin1").replace("ISO-8859-1", "UTF-8")),
  args: ["x.xml"],
});
add({
  name: "xml-declares-unknown-encoding",
  setup: (d) =>
    write(d, "x.xml", fixture("monday-howell.xml").toString("latin1").replace("ISO-8859-1", "EBCDIC-XYZ")),
  args: ["x.xml"],
});
add({
  name: "nul-bytes-everywhere-csv",
  setup: (d) => write(d, "n.csv", SIMPLE.split("").join("\0")),
  args: ["n.csv"],
});
add({
  name: "cr-only-line-ends",
  setup: (d) => write(d, "c.csv", MITCHELL.replace(/\n/g, "\r")),
  args: ["c.csv"],
});

// Huge and wide.
const MB50 = 50 * 1024 * 1024;
add({ name: "csv-50mb-one-line", setup: (d) => write(d, "l.csv", Buffer.alloc(MB50, "A")), args: ["l.csv"] });
add({
  name: "csv-50mb-one-cell-after-header",
  setup: (d) =>
    write(d, "l.csv", Buffer.concat([Buffer.from("Board,NS,EW,NS Score\n1,1,1,"), Buffer.alloc(MB50, "9")])),
  args: ["l.csv"],
});
add({
  name: "csv-50mb-quoted-unclosed",
  setup: (d) =>
    write(d, "l.csv", Buffer.concat([Buffer.from('Board,NS,EW,NS Score\n1,"'), Buffer.alloc(MB50, "x")])),
  args: ["l.csv"],
});
add({
  name: "pbn-50mb-one-line",
  setup: (d) =>
    write(d, "l.pbn", Buffer.concat([Buffer.from('% PBN 2.1\n[Event "'), Buffer.alloc(MB50, "E")])),
  args: ["l.pbn"],
});
add({
  name: "xml-50mb-one-text-node",
  setup: (d) =>
    write(
      d,
      "l.xml",
      Buffer.concat([
        Buffer.from('<?xml version="1.0"?><USEBIO Version="1.2"><EVENT><EVENT_DESCRIPTION>'),
        Buffer.alloc(MB50, "E"),
        Buffer.from("</EVENT_DESCRIPTION></EVENT></USEBIO>"),
      ]),
    ),
  args: ["l.xml"],
});
add({
  name: "names-50mb-one-line",
  setup: (d) => {
    write(d, "t.csv", SIMPLE);
    write(d, "n.csv", Buffer.concat([Buffer.from("Pair,Names\n1,"), Buffer.alloc(MB50, "n")]));
  },
  args: ["t.csv", "--names", "n.csv"],
});
add({
  name: "csv-100k-columns-header",
  setup: (d) =>
    write(
      d,
      "w.csv",
      "Board,NS,EW,NS Score," +
        Array.from({ length: 100_000 }, (_, i) => `C${i}`).join(",") +
        "\n1,1,1,420\n",
    ),
  args: ["w.csv"],
});
add({
  name: "csv-1m-commas-row",
  setup: (d) =>
    write(d, "w.csv", "Board,NS,EW,NS Score\n1,1,1,420" + ",".repeat(1_000_000) + "\n1,2,2,450\n"),
  args: ["w.csv"],
});
add({
  name: "csv-1m-boards-each-once",
  setup: (d) => {
    const lines = ["Board,NS,EW,NS Score"];
    for (let b = 1; b <= 1_000_000; b++) lines.push(`${b},1,1,420`);
    write(d, "m.csv", lines.join("\n"));
  },
  args: ["m.csv", "--ranking"],
});
add({
  name: "csv-200k-boards-xlsx",
  setup: (d) => {
    const lines = ["Board,NS,EW,NS Score"];
    for (let b = 1; b <= 200_000; b++) lines.push(`${b},1,1,420`, `${b},2,2,450`);
    write(d, "m.csv", lines.join("\n"));
  },
  args: ["m.csv", "--xlsx", "m.xlsx"],
});
add({
  name: "pbn-1m-boards",
  setup: (d) => {
    const parts = ["% PBN 2.1\n"];
    for (let b = 1; b <= 1_000_000; b++)
      parts.push(`[Board "${b}"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n\n`);
    write(d, "m.pbn", parts.join(""));
  },
  args: ["m.pbn", "--ranking"],
});
add({
  name: "pbn-10mb-tag-value",
  setup: (d) =>
    write(
      d,
      "t.pbn",
      fixture("club-pairs.pbn")
        .toString("latin1")
        .replace('[Event "Club Pairs"]', `[Event "${"E".repeat(10_000_000)}"]`),
    ),
  args: ["t.pbn", "--html", "o.html"],
});
add({
  name: "pbn-10mb-scoretable-row",
  setup: (d) => {
    const t = fixture("club-pairs.pbn").toString("latin1");
    write(d, "t.pbn", t.replace(/(\[ScoreTable [^\n]*\n)/, `$1${"1 ".repeat(5_000_000)}\n`));
  },
  args: ["t.pbn"],
});
add({
  name: "pbn-100k-tags-one-board",
  setup: (d) =>
    write(
      d,
      "t.pbn",
      '% PBN 2.1\n[Board "1"]\n' + Array.from({ length: 100_000 }, (_, i) => `[Tag${i} "v"]`).join("\n"),
    ),
  args: ["t.pbn"],
});
add({
  name: "pbn-deep-braces-comment",
  setup: (d) =>
    write(d, "t.pbn", fixture("club-pairs.pbn").toString("latin1") + "\n" + "{".repeat(1_000_000)),
  args: ["t.pbn"],
});
add({
  name: "pbn-unterminated-semicolon-comment-and-escapes",
  setup: (d) => write(d, "t.pbn", '% PBN 2.1\n[Event "a\\"b\\\\"]\n[Board "1"]\n;' + "\\".repeat(100_000)),
  args: ["t.pbn"],
});

// XML attacks.
add({
  name: "xml-100k-deep-nesting",
  setup: (d) =>
    write(
      d,
      "n.xml",
      '<?xml version="1.0"?><USEBIO Version="1.2"><EVENT>' +
        "<A>".repeat(100_000) +
        "</A>".repeat(100_000) +
        "</EVENT></USEBIO>",
    ),
  args: ["n.xml"],
});
add({
  name: "xml-100k-deep-unclosed",
  setup: (d) => write(d, "n.xml", '<?xml version="1.0"?><USEBIO>' + "<BOARD>".repeat(100_000)),
  args: ["n.xml"],
});
const LAUGHS =
  '<?xml version="1.0"?>\n<!DOCTYPE USEBIO [\n<!ENTITY lol "lol">\n' +
  Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`,
  ).join("\n") +
  '\n]>\n<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><EVENT_DESCRIPTION>&lol9;</EVENT_DESCRIPTION></EVENT></USEBIO>\n';
add({ name: "xml-billion-laughs", setup: (d) => write(d, "b.xml", LAUGHS), args: ["b.xml"] });
add({
  name: "xml-billion-laughs-dd",
  setup: (d) => write(d, "b.xml", LAUGHS),
  args: ["b.xml"],
  command: "dd",
});
add({
  name: "xml-quadratic-blowup",
  setup: (d) =>
    write(
      d,
      "q.xml",
      `<?xml version="1.0"?><!DOCTYPE USEBIO [<!ENTITY a "${"x".repeat(50_000)}">]><USEBIO Version="1.2"><EVENT><EVENT_DESCRIPTION>${"&a;".repeat(50_000)}</EVENT_DESCRIPTION></EVENT></USEBIO>`,
    ),
  args: ["q.xml"],
});
let fetched: string[] = [];
let PORT = 0;
const externalEntity = (target: () => string) => (d: string) =>
  write(
    d,
    "e.xml",
    fixture("monday-howell.xml")
      .toString("latin1")
      .replace(/<!DOCTYPE[^>]*>/, `<!DOCTYPE USEBIO [<!ENTITY xxe SYSTEM "${target()}">]>`)
      .replace("Monday Howell", "&xxe;"),
  );
const notFetched = () => (fetched.length ? `fetched ${fetched.join(", ")}` : null);
add({
  name: "xml-external-entity-http",
  setup: externalEntity(() => `http://127.0.0.1:${PORT}/xxe`),
  args: ["e.xml", "--json"],
  check: notFetched,
});
add({
  name: "xml-external-entity-file",
  setup: externalEntity(() => "file:///etc/passwd"),
  args: ["e.xml", "--json"],
  check: (_d, run) =>
    /root:x:0:0/.test(run.stdout + run.stderr) ? "the contents of /etc/passwd were read" : null,
});
add({
  name: "xml-doctype-http-dtd",
  setup: (d) =>
    write(
      d,
      "e.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace(/<!DOCTYPE[^>]*>/, `<!DOCTYPE USEBIO SYSTEM "http://127.0.0.1:${PORT}/dtd">`),
    ),
  args: ["e.xml"],
  check: notFetched,
});
add({
  name: "xml-parameter-entity",
  setup: (d) =>
    write(
      d,
      "e.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace(
          /<!DOCTYPE[^>]*>/,
          `<!DOCTYPE USEBIO [<!ENTITY % p SYSTEM "http://127.0.0.1:${PORT}/pe"> %p;]>`,
        ),
    ),
  args: ["e.xml"],
  check: notFetched,
});
add({
  name: "xml-internal-entity-in-name-html",
  setup: (d) =>
    write(
      d,
      "e.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace(
          /<!DOCTYPE[^>]*>/,
          '<!DOCTYPE USEBIO [<!ENTITY s "&#60;script&#62;alert(1)&#60;/script&#62;">]>',
        )
        .replace("Sam Hart", "&s;"),
    ),
  args: ["e.xml", "--html", "o.html"],
  check: (d) => {
    const f = path.join(d, "o.html");
    return fs.existsSync(f) && fs.readFileSync(f, "utf8").includes("<script>alert(1)")
      ? "raw <script> on the page"
      : null;
  },
});
add({
  name: "xml-cdata-closing-tags",
  setup: (d) =>
    write(
      d,
      "c.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace("Sam Hart", '<![CDATA[</PLAYER_NAME></PLAYER></PAIR><script>alert("x")</script>]]>'),
    ),
  args: ["c.xml", "--html", "o.html", "--usebio", "o.xml"],
  check: all(htmlCheck("o.html", ['<script>alert("x")</script>']), readsBack("o.xml")),
});
add({
  name: "xml-unclosed-cdata",
  setup: (d) =>
    write(
      d,
      "c.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace("Sam Hart", "<![CDATA[" + "x".repeat(1000)),
    ),
  args: ["c.xml"],
});
add({
  name: "xml-processing-instructions-and-comments",
  setup: (d) =>
    write(
      d,
      "c.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace("<EVENT ", "<?evil x?><!-- " + "-".repeat(100000) + " --><EVENT "),
    ),
  args: ["c.xml"],
});
add({
  name: "xml-100k-attributes",
  setup: (d) =>
    write(
      d,
      "a.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace(
          '<USEBIO Version="1.2">',
          `<USEBIO Version="1.2" ${Array.from({ length: 100_000 }, (_, i) => `a${i}="x"`).join(" ")}>`,
        ),
    ),
  args: ["a.xml"],
});
add({
  name: "xml-duplicate-attributes",
  setup: (d) =>
    write(
      d,
      "a.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace('EVENT_TYPE="MP_PAIRS"', 'EVENT_TYPE="MP_PAIRS" EVENT_TYPE="TEAMS"'),
    ),
  args: ["a.xml"],
});
add({
  name: "xml-two-roots",
  setup: (d) => {
    const x = fixture("monday-howell.xml").toString("latin1");
    write(d, "a.xml", x + x.replace(/<\?xml[^>]*>/, ""));
  },
  args: ["a.xml"],
});
add({
  name: "xml-numeric-char-refs-out-of-range",
  setup: (d) =>
    write(
      d,
      "a.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace("Sam Hart", "&#0;&#xD800;&#x110000;&#99999999999;"),
    ),
  args: ["a.xml", "--html", "o.html"],
});

// Numbers: boards, scores, pairs.
for (const b of [
  "0",
  "-1",
  "1e308",
  "NaN",
  "Infinity",
  "1.5",
  "0x10",
  "99999999999999999999",
  "1e-300",
  "٣",
]) {
  add({
    name: `board-number-${b}`,
    setup: (d) => write(d, "b.csv", `Board,NS,EW,NS Score\n${b},1,1,420\n${b},2,2,450\n`),
    args: ["b.csv"],
  });
}
for (const b of ["0", "-1", "1e308", "NaN"]) {
  add({
    name: `pbn-board-number-${b}`,
    setup: (d) =>
      write(
        d,
        "b.pbn",
        fixture("club-pairs.pbn").toString("latin1").replace('[Board "1"]', `[Board "${b}"]`),
      ),
    args: ["b.pbn"],
  });
  add({
    name: `xml-board-number-${b}`,
    setup: (d) =>
      write(
        d,
        "b.xml",
        fixture("monday-howell.xml")
          .toString("latin1")
          .replace("<BOARD_NUMBER>1</BOARD_NUMBER>", `<BOARD_NUMBER>${b}</BOARD_NUMBER>`),
      ),
    args: ["b.xml"],
  });
}
for (const s of ["1e308", "-1e308", "1e21", "NaN", "5e-324", "430.5", "9007199254740993"]) {
  add({
    name: `score-${s}`,
    setup: (d) => write(d, "s.csv", `Board,NS,EW,NS Score\n1,1,1,${s}\n1,2,2,450\n1,3,3,-50\n`),
    args: ["s.csv", "--method", "all"],
  });
}
add({
  name: "xml-score-1e308",
  setup: (d) =>
    write(
      d,
      "s.xml",
      fixture("monday-howell.xml").toString("latin1").replace("<SCORE>110</SCORE>", "<SCORE>1e308</SCORE>"),
    ),
  args: ["s.xml", "--method", "cross"],
});
add({
  name: "pbn-scoretable-score-1e308",
  setup: (d) =>
    write(
      d,
      "s.pbn",
      fixture("club-pairs.pbn")
        .toString("latin1")
        .replace(/(\n\d+ +\d+ +\d+ +\d+ +\S+ +\S+ +\S+ +\S+ +)(-?\d+)/, "$11e308"),
    ),
  args: ["s.pbn"],
});
for (const p of ["1e308", "9007199254740993", "2147483648", "-5", "0", "NS"]) {
  add({
    name: `pair-number-${p}`,
    setup: (d) => write(d, "p.csv", `Board,NS,EW,NS Score\n1,${p},1,420\n1,2,2,450\n1,3,3,-50\n`),
    args: ["p.csv"],
  });
}
add({
  name: "contract-tricks-absurd",
  setup: (d) =>
    write(
      d,
      "c.csv",
      "Board,NS,EW,Contract,By,Tricks\n1,1,1,8NT,N,99\n1,2,2,4S,Q,-1\n1,3,3,0C,N,1e308\n1,4,4,7NTXXXX,S,13\n",
    ),
  args: ["c.csv"],
});

// Duplicates.
add({
  name: "duplicate-header-columns",
  setup: (d) =>
    write(d, "d.csv", "Board,Board,NS,NS,EW,NS Score,NS Score\n1,2,1,2,1,420,450\n1,2,2,1,2,450,420\n"),
  args: ["d.csv"],
});
add({
  name: "duplicate-rows",
  setup: (d) => write(d, "d.csv", SIMPLE + "1,1,1,420\n1,1,1,420\n"),
  args: ["d.csv"],
});
add({
  name: "duplicate-rows-10k",
  setup: (d) => write(d, "d.csv", "Board,NS,EW,NS Score\n" + "1,1,1,420\n".repeat(10_000)),
  args: ["d.csv"],
});
add({
  name: "duplicate-boards-pbn",
  setup: (d) => {
    const t = fixture("club-pairs.pbn").toString("latin1");
    write(d, "d.pbn", t + "\n" + t.replace(/^%.*\n/gm, ""));
  },
  args: ["d.pbn"],
});
add({
  name: "duplicate-pairs-names",
  setup: (d) => {
    write(d, "t.csv", SIMPLE);
    write(d, "n.csv", "Pair,Names\n1,Ann\n1,Bob\n1,Cy\n");
  },
  args: ["t.csv", "--names", "n.csv"],
});
add({
  name: "duplicate-teams-in-swiss",
  setup: (d) => write(d, "s.csv", "Round,Home,Away,Home IMPs,Away IMPs\n1,A,A,12,2\n1,A,B,5,5\n1,A,B,5,5\n"),
  args: ["s.csv", "--draw"],
});
add({
  name: "duplicate-team-list",
  setup: (d) => write(d, "t.csv", "Team\nA\nA\nA\n"),
  args: ["t.csv", "--draw"],
});

// Formula-looking and markup names, in every output.
const NAME_ROWS = FORMULAS.map((f, i) => `${i + 1},"${f.replace(/"/g, '""')}"`).join("\n");
const FIVE =
  "Board,NS,EW,NS Score\n" + [1, 2, 3, 4, 5].map((p) => `1,${p},${p},${400 + p * 10}`).join("\n") + "\n";
add({
  name: "formula-names-xlsx",
  setup: (d) => {
    write(d, "t.csv", FIVE);
    write(d, "n.csv", "Pair,Names\n" + NAME_ROWS + "\n");
  },
  args: ["t.csv", "--names", "n.csv", "--xlsx", "o.xlsx"],
  check: all(exitedZero, xlsxCheck("o.xlsx", FORMULAS)),
});
add({
  name: "formula-names-xlsx-method-all",
  setup: (d) => {
    write(d, "t.csv", FIVE);
    write(d, "n.csv", "Pair,Names\n" + NAME_ROWS + "\n");
  },
  args: ["t.csv", "--names", "n.csv", "--method", "all", "--xlsx", "o.xlsx"],
  check: all(exitedZero, xlsxCheck("o.xlsx", FORMULAS)),
});
add({
  name: "markup-names-html",
  setup: (d) => {
    write(d, "t.csv", FIVE);
    write(
      d,
      "n.csv",
      "Pair,Names\n" + MARKUP.map((m, i) => `${i + 1},"${m.replace(/"/g, '""')}"`).join("\n") + "\n",
    );
  },
  args: ["t.csv", "--names", "n.csv", "--html", "o.html"],
  check: all(exitedZero, htmlCheck("o.html", MARKUP)),
});
add({
  name: "markup-title-row-html",
  setup: (d) => write(d, "t.csv", `"${MARKUP[0].replace(/"/g, '""')}"\n` + FIVE),
  args: ["t.csv", "--html", "o.html", "--xlsx", "o.xlsx"],
  check: all(exitedZero, htmlCheck("o.html", [MARKUP[0]])),
});
add({
  name: "formula-title-row-xlsx",
  setup: (d) => write(d, "t.csv", `"=cmd|' /C calc'!A0"\n` + FIVE),
  args: ["t.csv", "--xlsx", "o.xlsx"],
  // The title row need not be shown; where it is, it is text.
  check: all(exitedZero, xlsxCheck("o.xlsx", [FORMULAS[0]], false)),
});
add({
  name: "markup-pbn-event-and-players",
  setup: (d) =>
    write(
      d,
      "m.pbn",
      fixture("club-pairs.pbn")
        .toString("latin1")
        .replace('[Event "Club Pairs"]', `[Event "${MARKUP[1]}"]`)
        .replace('[Site "Village Hall"]', `[Site "${MARKUP[0].replace(/"/g, '\\"')}"]`),
    ),
  args: ["m.pbn", "--html", "o.html", "--pbn", "o.pbn", "--usebio", "o.xml"],
  check: all(exitedZero, htmlCheck("o.html", [MARKUP[1]]), readsBack("o.pbn"), readsBack("o.xml")),
});
add({
  name: "formula-usebio-player-names-xlsx-html",
  setup: (d) =>
    write(
      d,
      "f.xml",
      fixture("monday-howell.xml")
        .toString("latin1")
        .replace("Tom Ives", "=cmd|' /C calc'!A0")
        .replace("Sam Hart", "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"),
    ),
  args: ["f.xml", "--xlsx", "o.xlsx", "--html", "o.html", "--pbn", "o.pbn"],
  check: all(
    exitedZero,
    xlsxCheck("o.xlsx", [FORMULAS[0]]),
    htmlCheck("o.html", [MARKUP[0]]),
    readsBack("o.pbn"),
  ),
});
add({
  name: "formula-team-names-xlsx-html",
  setup: (d) =>
    write(
      d,
      "t.csv",
      TEAMS.replace(/Aces/g, "=cmd|' /C calc'!A0").replace(/Kings/g, "<img src=x onerror=alert(1)>"),
    ),
  args: ["t.csv", "--xlsx", "o.xlsx", "--html", "o.html", "--usebio", "o.xml"],
  check: all(
    exitedZero,
    xlsxCheck("o.xlsx", [FORMULAS[0]]),
    htmlCheck("o.html", [MARKUP[1]]),
    readsBack("o.xml"),
  ),
});
add({
  name: "formula-swiss-team-names-xlsx",
  setup: (d) =>
    write(
      d,
      "s.csv",
      "Round,Home,Away,Home IMPs,Away IMPs\n1,\"=cmd|' /C calc'!A0\",+1,12,2\n1,@SUM(A1:A2),-2,5,5\n",
    ),
  args: ["s.csv", "--draw", "--xlsx", "o.xlsx", "--boards", "8"],
  check: all(exitedZero, xlsxCheck("o.xlsx", FORMULAS.slice(0, 4))),
});
add({
  name: "formula-team-list-draw-xlsx",
  setup: (d) => write(d, "t.csv", "Team\n\"=cmd|' /C calc'!A0\"\n+1\n@SUM(A1:A2)\n-2\n"),
  args: ["t.csv", "--draw", "--xlsx", "o.xlsx"],
  check: all(exitedZero, xlsxCheck("o.xlsx", FORMULAS.slice(0, 4))),
});
add({
  name: "formula-names-series-xlsx",
  setup: (d) => {
    write(d, "s1.csv", FIVE);
    write(d, "s2.csv", FIVE.replace(/,4(\d)0\n/g, ",3$10\n"));
    write(d, "n.csv", "Pair,Names\n" + NAME_ROWS + "\n");
  },
  args: ["s1.csv", "s2.csv", "--names", "n.csv", "--xlsx", "o.xlsx"],
  check: all(exitedZero, xlsxCheck("o.xlsx", FORMULAS)),
});
add({
  name: "formula-names-board15-cross-xlsx",
  setup: (d) => {
    write(d, "t.csv", BOARD15);
    write(
      d,
      "n.csv",
      "Pair,Names\n" +
        [3, 4, 7, 9, 10].map((p, i) => `${p},"${FORMULAS[i].replace(/"/g, '""')}"`).join("\n") +
        "\n",
    );
  },
  args: ["t.csv", "--method", "cross", "--names", "n.csv", "--xlsx", "o.xlsx", "--html", "o.html"],
  check: all(exitedZero, xlsxCheck("o.xlsx", FORMULAS)),
});
add({
  name: "formula-names-tab-and-cr-prefix-xlsx",
  setup: (d) => {
    write(d, "t.csv", FIVE);
    write(d, "n.csv", 'Pair,Names\n1,"\t=1+1"\n2,"\r=2+2"\n3," =3+3"\n4,"＝4+4"\n');
  },
  args: ["t.csv", "--names", "n.csv", "--xlsx", "o.xlsx"],
  check: all(exitedZero, xlsxCheck("o.xlsx", ["=1+1", "=2+2", "=3+3"])),
});
add({
  name: "markup-team-names-pbn-roundtrip",
  setup: (d) => write(d, "t.csv", TEAMS.replace(/Aces/g, '"A""ce]s\\"').replace(/Kings/g, "K}i{n;gs")),
  args: ["t.csv", "--pbn", "o.pbn", "--usebio", "o.xml"],
  check: all(exitedZero, readsBack("o.pbn"), readsBack("o.xml")),
});
add({
  name: "names-with-quotes-brackets-pbn-roundtrip",
  setup: (d) => {
    write(d, "t.csv", FIVE);
    write(d, "n.csv", 'Pair,Names\n1,"A""n]n [x"\n2,"B\\\\ob"\n3,"{C;y}"\n4,"%D"\n5,"]]>&<"\n');
  },
  args: ["t.csv", "--names", "n.csv", "--pbn", "o.pbn", "--usebio", "o.xml"],
  check: all(exitedZero, readsBack("o.pbn"), readsBack("o.xml")),
});

// Flags.
const flagCase = (name: string, args: string[], file = "t.csv", text = MITCHELL) =>
  add({ name: `flag-${name}`, setup: (d) => write(d, file, text), args: [file, ...args] });
flagCase("method-twice", ["--method", "mp", "--method", "butler"]);
flagCase("xlsx-twice-same", ["--xlsx", "o.xlsx", "--xlsx", "o.xlsx"]);
flagCase("xlsx-twice-different", ["--xlsx", "a.xlsx", "--xlsx", "b.xlsx"]);
flagCase("html-and-xlsx-same-file", ["--html", "o.out", "--xlsx", "o.out"]);
flagCase("json-twice", ["--json", "--json"]);
flagCase("names-twice", ["--names", "t.csv", "--names", "t.csv"]);
flagCase("method-missing-value", ["--method"]);
flagCase("xlsx-missing-value", ["--xlsx"]);
flagCase("names-value-is-flag", ["--names", "--json"]);
flagCase("method-equals-empty", ["--method="]);
flagCase("equals-value-with-equals", ["--method=mp=butler"]);
flagCase("empty-argument", [""]);
flagCase("lone-dash", ["-"]);
flagCase("double-dash-then-file", ["--", "t.csv"]);
flagCase("help-with-garbage", ["--help", "--nope", "--method", "x"]);
flagCase("switch-with-value", ["--json=yes"]);
flagCase("short-unknown", ["-x"]);
flagCase("flag-name-unicode", ["—method", "mp"]);
flagCase("arrow-switch-boards-huge", ["--arrow-switch", "boards 1-1000000000"]);
flagCase("arrow-switch-garbage", ["--arrow-switch", "rounds -1,NaN,1e308"]);
flagCase("fouled-huge-range", ["--fouled", "1: A 1-1000000000, B 1000000001-2000000000"]);
flagCase("fouled-garbage", ["--fouled", ":::,,,A-B"]);
flagCase("fouled-1000-versions", [
  "--fouled",
  "1: " + Array.from({ length: 1000 }, (_, i) => `V${i} ${i + 1}`).join(", "),
]);
flagCase("accept-pairs-10k", [
  "--accept-pairs",
  Array.from({ length: 10_000 }, (_, i) => String(i + 1)).join(","),
]);
// One argument is at most 128 KB on Linux (MAX_ARG_STRLEN): the longest a user can type.
flagCase("accept-pairs-100kb", ["--accept-pairs", "x".repeat(100_000)]);
flagCase("rules-unknown", ["--rules", "../../etc/passwd"]);
flagCase("imp-table-missing-file", ["--imp-table", "nope.csv", "--method", "cross"]);
flagCase("imp-table-folder", ["--imp-table", ".", "--method", "cross"]);
flagCase("scale-lowercase", ["--scale", "acbl"]);
flagCase("method-all-with-pbn-out", ["--method", "all", "--pbn", "o.pbn"]);
flagCase("draw-on-pairs", ["--draw"]);
flagCase("series-flags-one-file", ["--best", "1", "--carry", "50%"]);
flagCase("teams-flags-on-pairs", ["--bam-scale", "british"]);

const NUMERIC_FLAGS: [string, string[], string, string][] = [
  ["--trim", ["--method", "butler"], "t.csv", MITCHELL],
  ["--round-to", ["--method", "butler"], "t.csv", MITCHELL],
  ["--expected", [], "t.csv", MITCHELL],
  ["--divisor", ["--method", "cross"], "t.csv", MITCHELL],
  ["--imp-cap", ["--method", "cross"], "t.csv", MITCHELL],
  ["--mp-round", [], "t.csv", MITCHELL],
  ["--award-imps", ["--method", "butler"], "t.csv", MITCHELL],
  ["--bye-vp", ["--draw"], "s.csv", SWISS],
  ["--boards", ["--draw"], "s.csv", SWISS],
  ["--seed", ["--draw"], "s.csv", TEAM_LIST],
  ["--carry", [], "", ""],
  ["--best", [], "", ""],
];
const BAD_NUMBERS = ["1e9", "-1", "NaN", "", "Infinity", "1e308", "0", "0.0000001", "1,5", " 3 "];
for (const [flag, extra, file, text] of NUMERIC_FLAGS) {
  for (const v of BAD_NUMBERS) {
    const series = file === "";
    add({
      name: `num${flag}=${JSON.stringify(v)}`,
      setup: (d) => {
        if (series) {
          write(d, "s1.csv", MITCHELL);
          write(d, "s2.csv", MITCHELL);
        } else write(d, file, text);
      },
      args: series ? ["s1.csv", "s2.csv", flag, v] : [file, ...extra, flag, v],
    });
  }
}

// Paths.
add({
  name: "path-with-newline",
  setup: (d) => write(d, "a\nb.csv", MITCHELL),
  args: ["a\nb.csv", "--html", "o\nut.html"],
});
add({ name: "path-missing-with-newline", setup: () => undefined, args: ["no\nsuch\u001b[31m.csv"] });
add({
  name: "path-very-long-component",
  setup: () => undefined,
  args: ["x".repeat(300) + ".csv"],
});
add({
  name: "path-very-long-total",
  setup: () => undefined,
  args: [Array.from({ length: 400 }, () => "d".repeat(20)).join("/") + "/t.csv"],
});
add({
  name: "output-very-long-name",
  setup: (d) => write(d, "t.csv", MITCHELL),
  args: ["t.csv", "--html", "o".repeat(300) + ".html"],
});
add({ name: "file-starting-with-dash", setup: (d) => write(d, "-t.csv", MITCHELL), args: ["-t.csv"] });
add({
  name: "file-starting-with-double-dash",
  setup: (d) => write(d, "--t.csv", MITCHELL),
  args: ["--t.csv"],
});
add({
  name: "output-starting-with-dash",
  setup: (d) => write(d, "t.csv", MITCHELL),
  args: ["t.csv", "--html", "-o.html"],
});
add({
  name: "unreadable-input",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    fs.chmodSync(path.join(d, "t.csv"), 0);
  },
  args: ["t.csv"],
  asNobody: true,
});
add({
  name: "unreadable-names",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "n.csv", "Pair,Names\n1,Ann\n");
    fs.chmodSync(path.join(d, "n.csv"), 0);
  },
  args: ["t.csv", "--names", "n.csv"],
  asNobody: true,
});
add({
  name: "unwritable-output-folder",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    fs.mkdirSync(path.join(d, "ro"));
    fs.chmodSync(path.join(d, "ro"), 0o555);
  },
  args: ["t.csv", "--xlsx", "ro/o.xlsx"],
  asNobody: true,
});
add({
  name: "unreadable-dd-file",
  setup: (d) => {
    write(d, "d.txt", DEAL + "\n");
    fs.chmodSync(path.join(d, "d.txt"), 0);
  },
  args: ["d.txt"],
  command: "dd",
  asNobody: true,
});
add({ name: "input-proc-self-mem", setup: () => undefined, args: ["/proc/self/mem"] });
add({ name: "input-proc-file", setup: () => undefined, args: ["/proc/self/status"] });
add({
  name: "output-to-dev-full",
  setup: (d) => write(d, "t.csv", MITCHELL),
  args: ["t.csv", "--html", "/dev/full"],
});
add({
  name: "output-to-proc",
  setup: (d) => write(d, "t.csv", MITCHELL),
  args: ["t.csv", "--xlsx", "/proc/version"],
});

// Zip where a zip may be read: an xlsx (or any zip) given as an input.
async function zipBomb(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", '<?xml version="1.0"?><Types/>');
  zip.file("xl/worksheets/sheet1.xml", Buffer.alloc(500 * 1024 * 1024, 0x20), {
    compression: "DEFLATE",
    compressionOptions: { level: 9 },
  });
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
}
let bomb: Buffer | undefined;
const getBomb = async () => (bomb ??= await zipBomb());
add({
  name: "zip-bomb-as-xlsx-input",
  setup: async (d) => write(d, "b.xlsx", await getBomb()),
  args: ["b.xlsx"],
});
add({
  name: "zip-bomb-as-csv-input",
  setup: async (d) => write(d, "b.csv", await getBomb()),
  args: ["b.csv"],
});
add({
  name: "zip-bomb-as-names",
  setup: async (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "n.xlsx", await getBomb());
  },
  args: ["t.csv", "--names", "n.xlsx"],
});
add({
  name: "zip-bomb-dd",
  setup: async (d) => write(d, "b.pbn", await getBomb()),
  args: ["b.pbn"],
  command: "dd",
});

// Truncated fixtures: each cut at a seeded random point.
{
  const r = random(20261202);
  for (const name of fs.readdirSync(FIXTURES).sort()) {
    const bytes = fixture(name);
    const cut = 1 + Math.floor(r() * (bytes.length - 1));
    add({
      name: `truncated-${name}@${cut}`,
      setup: (d) => write(d, name, bytes.subarray(0, cut)),
      args: [name],
    });
  }
  for (const name of ["mitchell-session.csv", "teams-match.csv", "howell-session.csv"]) {
    const bytes = example(name);
    const cut = 1 + Math.floor(r() * (bytes.length - 1));
    add({
      name: `truncated-${name}@${cut}`,
      setup: (d) => write(d, name, bytes.subarray(0, cut)),
      args: [name],
    });
  }
  for (const name of ["club-session.bws", "club-pairs.pbn", "monday-howell.xml"]) {
    const bytes = fixture(name);
    const cut = 1 + Math.floor(r() * (bytes.length - 1));
    add({
      name: `truncated-dd-${name}@${cut}`,
      setup: (d) => write(d, name, bytes.subarray(0, cut)),
      args: [name],
      command: "dd",
    });
  }
}

// Random bytes behind a valid header.
const HEADERS: [string, Buffer][] = [
  ["pbn", Buffer.from('% PBN 2.1\n% EXPORT\n[Event "x"]\n[Board "1"]\n')],
  [
    "xml",
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">',
    ),
  ],
  ["bws", fixture("club-session.bws").subarray(0, 4096)],
  ["csv", Buffer.from("Board,NS,EW,NS Score\n")],
];
for (const [ext, header] of HEADERS) {
  for (const seed of [1, 2]) {
    add({
      name: `random-after-header-${ext}-${seed}`,
      setup: (d) => write(d, `r.${ext}`, Buffer.concat([header, randomBytes(200_000, seed)])),
      args: [`r.${ext}`],
    });
  }
  add({
    name: `random-after-header-dd-${ext}`,
    setup: (d) => write(d, `r.${ext}`, Buffer.concat([header, randomBytes(200_000, 7)])),
    args: [`r.${ext}`],
    command: "dd",
  });
}
{
  // A real database with bytes flipped inside it (pages after the header).
  const base = fixture("club-session.bws");
  for (const seed of [3, 4, 5]) {
    add({
      name: `bws-corrupted-pages-${seed}`,
      setup: (d) => {
        const b = Buffer.from(base);
        const r = random(seed);
        for (let i = 0; i < 200; i++) b[4096 + Math.floor(r() * (b.length - 4096))] = Math.floor(r() * 256);
        write(d, "c.bws", b);
      },
      args: ["c.bws"],
    });
  }
  add({
    name: "bws-header-only-huge-sparse",
    setup: (d) => {
      const f = path.join(d, "s.bws");
      write(d, "s.bws", base.subarray(0, 4096));
      fs.truncateSync(f, 190 * 1024 * 1024);
    },
    args: ["s.bws"],
  });
}

// The dd command's inputs (beyond the known ones).
const ddCase = (name: string, text: string | Buffer, file = "d.txt", args: string[] = []) =>
  add({ name: `dd-${name}`, setup: (d) => write(d, file, text), args: [file, ...args], command: "dd" });
ddCase("empty", "");
ddCase("bom-only", "\uFEFF");
ddCase("utf16-deal", utf16le(DEAL + "\n", true));
ddCase(
  "deal-same-card-52",
  "N:" +
    ["AAAAAAAAAAAAA", "AAAAAAAAAAAAA", "AAAAAAAAAAAAA", "AAAAAAAAAAAAA"].map((h) => `${h}...`).join(" ") +
    "\n",
);
ddCase("deal-14-cards", "N:AKQJT98765432A... T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\n");
ddCase("deal-missing-hands", "N:AKQJ.AKQ.AKQ.AKQ\n");
ddCase("deal-50mb-line", Buffer.alloc(MB50, "A"));
ddCase("pbn-deal-huge-tag", `% PBN 2.1\n[Board "1"]\n[Deal "${"N:".repeat(5_000_000)}"]\n`, "d.pbn");
ddCase(
  "pbn-board-nan",
  `% PBN 2.1\n[Board "NaN"]\n[Dealer "Q"]\n[Vulnerable "Sometimes"]\n[Deal "${DEAL}"]\n`,
  "d.pbn",
);
ddCase(
  "pbn-optimum-table-garbage",
  `% PBN 2.1\n[Board "1"]\n[Dealer "N"]\n[Deal "${DEAL}"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n${"N NT 99\n".repeat(1000)}`,
  "d.pbn",
);
ddCase(
  "usebio-handset-garbage",
  `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT><HANDSET><BOARD><BOARD_NUMBER>1e308</BOARD_NUMBER>${'<HAND DIRECTION="N"><CLUBS>AKQJT98765432AKQ</CLUBS></HAND>'.repeat(20)}</BOARD></HANDSET></EVENT></USEBIO>`,
  "d.xml",
);
ddCase("json-flag-twice", DEAL + "\n", "d.txt", ["--json", "--json"]);
ddCase("two-files", DEAL + "\n", "d.txt", ["d.txt"]);
ddCase("nul-bytes", (DEAL + "\n").split("").join("\0"));
ddCase("deep-xml", '<?xml version="1.0"?><USEBIO>' + "<HANDSET>".repeat(100_000), "d.xml");

// Teams, Swiss, scale files, handicaps, names files.
add({
  name: "teams-room-garbage",
  setup: (d) => write(d, "t.csv", TEAMS.replace(/Closed/g, "Kitchen")),
  args: ["t.csv"],
});
add({
  name: "teams-home-equals-away",
  setup: (d) => write(d, "t.csv", TEAMS.replace(/Kings/g, "Aces")),
  args: ["t.csv"],
});
add({
  name: "teams-empty-team-name",
  setup: (d) => write(d, "t.csv", TEAMS.replace(/Kings/g, "")),
  args: ["t.csv"],
});
add({
  name: "teams-2000-teams-one-board",
  setup: (d) => {
    const rows = ["Round,Board,Room,NS,EW,NS score"];
    for (let i = 0; i < 2000; i += 2)
      rows.push(`1,1,Open,T${i},T${i + 1},420`, `1,1,Closed,T${i + 1},T${i},-420`);
    write(d, "t.csv", rows.join("\n"));
  },
  args: ["t.csv", "--ranking"],
});
add({
  name: "teams-vp-table-empty",
  setup: (d) => {
    write(d, "t.csv", TEAMS);
    write(d, "v.csv", "");
  },
  args: ["t.csv", "--vp-table", "v.csv"],
});
add({
  name: "teams-vp-table-10k-columns",
  setup: (d) => {
    write(d, "t.csv", TEAMS);
    write(
      d,
      "v.csv",
      "From," +
        Array.from({ length: 10_000 }, (_, i) => i + 1).join(",") +
        "\n0," +
        "10,".repeat(10_000) +
        "\n",
    );
  },
  args: ["t.csv", "--vp-table", "v.csv"],
});
add({
  name: "teams-vp-table-1e308",
  setup: (d) => {
    write(d, "t.csv", TEAMS);
    write(d, "v.csv", "From,8\n0,1e308\n1e308,-1e308\n");
  },
  args: ["t.csv", "--vp-table", "v.csv"],
});
add({
  name: "imp-table-empty",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "i.csv", "");
  },
  args: ["t.csv", "--method", "cross", "--imp-table", "i.csv"],
});
add({
  name: "imp-table-bom-only",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "i.csv", "\uFEFF");
  },
  args: ["t.csv", "--method", "cross", "--imp-table", "i.csv"],
});
add({
  name: "imp-table-1m-rows",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(
      d,
      "i.csv",
      "From,IMPs\n" + Array.from({ length: 1_000_000 }, (_, i) => `${i * 10},${i}`).join("\n"),
    );
  },
  args: ["t.csv", "--method", "cross", "--imp-table", "i.csv"],
});
add({
  name: "imp-table-1e308",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "i.csv", "From,IMPs\n0,0\n1e308,1e308\n");
  },
  args: ["t.csv", "--method", "butler", "--imp-table", "i.csv"],
});
add({
  name: "imp-table-negative-nan",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "i.csv", "From,IMPs\n-10,NaN\n20,-3\n");
  },
  args: ["t.csv", "--method", "cross", "--imp-table", "i.csv"],
});
add({
  name: "imp-table-utf16",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "i.csv", utf16le("From,IMPs\n0,0\n20,1\n", true));
  },
  args: ["t.csv", "--method", "cross", "--imp-table", "i.csv"],
});
add({
  name: "imp-table-is-the-traveller",
  setup: (d) => write(d, "t.csv", MITCHELL),
  args: ["t.csv", "--method", "cross", "--imp-table", "t.csv"],
});
add({
  name: "handicaps-1e308-and-garbage",
  setup: (d) => {
    write(d, "s1.csv", MITCHELL);
    write(d, "s2.csv", MITCHELL);
    write(d, "h.csv", "Pair,Handicap\nNS 1,1e308\nEW 1,-1e308\nNS 2,NaN\nNS 2,5\nNS 999,3\n");
  },
  args: ["s1.csv", "s2.csv", "--handicaps", "h.csv"],
});
add({
  name: "handicaps-empty",
  setup: (d) => {
    write(d, "s1.csv", MITCHELL);
    write(d, "s2.csv", MITCHELL);
    write(d, "h.csv", "");
  },
  args: ["s1.csv", "s2.csv", "--handicaps", "h.csv"],
});
add({
  name: "names-empty",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "n.csv", "");
  },
  args: ["t.csv", "--names", "n.csv"],
});
add({
  name: "names-bom-only",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "n.csv", "\uFEFF");
  },
  args: ["t.csv", "--names", "n.csv"],
});
add({
  name: "names-utf16",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "n.csv", utf16le("Pair,Names\n1,Ann\n", true));
  },
  args: ["t.csv", "--names", "n.csv"],
});
add({
  name: "names-is-a-pbn",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "n.pbn", fixture("club-pairs.pbn"));
  },
  args: ["t.csv", "--names", "n.pbn"],
});
add({
  name: "names-is-a-bws",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(d, "n.bws", fixture("club-session.bws"));
  },
  args: ["t.csv", "--names", "n.bws"],
});
add({
  name: "names-100k-pairs",
  setup: (d) => {
    write(d, "t.csv", MITCHELL);
    write(
      d,
      "n.csv",
      "Pair,Names\n" + Array.from({ length: 100_000 }, (_, i) => `${i + 1},Name ${i}`).join("\n"),
    );
  },
  args: ["t.csv", "--names", "n.csv", "--xlsx", "o.xlsx"],
});
add({
  name: "names-1mb-name-xlsx",
  setup: (d) => {
    write(d, "t.csv", FIVE);
    write(d, "n.csv", `Pair,Names\n1,${"N".repeat(1_000_000)}\n`);
  },
  args: ["t.csv", "--names", "n.csv", "--xlsx", "o.xlsx", "--html", "o.html"],
});
add({
  name: "swiss-imps-1e308",
  setup: (d) => write(d, "s.csv", "Round,Home,Away,Home IMPs,Away IMPs\n1,A,B,1e308,-1e308\n1,C,D,NaN,5\n"),
  args: ["s.csv", "--draw", "--boards", "8"],
});
add({ name: "swiss-one-team", setup: (d) => write(d, "t.csv", "Team\nA\n"), args: ["t.csv", "--draw"] });
add({ name: "swiss-zero-teams", setup: (d) => write(d, "t.csv", "Team\n"), args: ["t.csv", "--draw"] });
add({
  name: "swiss-3000-teams",
  setup: (d) => write(d, "t.csv", "Team\n" + Array.from({ length: 3000 }, (_, i) => `T${i}`).join("\n")),
  args: ["t.csv", "--draw", "--seed", "7"],
});
add({
  name: "swiss-60-teams-30-rounds-all-played",
  setup: (d) => {
    // Every team has met every other it can in a round robin of 59 rounds cut at 30: a draw with no
    // rematch may still exist; the search must end either way.
    const rows = ["Round,Home,Away,Home IMPs,Away IMPs"];
    const n = 60;
    for (let round = 1; round <= 30; round++)
      for (let i = 0; i < n / 2; i++) {
        const a = i === 0 ? 0 : ((i + round - 1) % (n - 1)) + 1;
        const b = ((n - 1 - i + round - 1) % (n - 1)) + 1;
        rows.push(`${round},T${a},T${b},${(round * 7 + i) % 30},${(round * 3 + i) % 25}`);
      }
    write(d, "s.csv", rows.join("\n"));
  },
  args: ["s.csv", "--draw", "--boards", "8"],
});
add({
  name: "swiss-5-teams-4-rounds-round-robin-done",
  setup: (d) => {
    const pairs = [
      ["A", "B"],
      ["C", "D"],
      ["A", "C"],
      ["B", "E"],
      ["A", "D"],
      ["C", "E"],
      ["A", "E"],
      ["B", "D"],
      ["B", "C"],
      ["D", "E"],
    ];
    const rows = ["Round,Home,Away,Home IMPs,Away IMPs"];
    pairs.forEach(([h, a], i) => rows.push(`${Math.floor(i / 2) + 1},${h},${a},10,5`));
    write(d, "s.csv", rows.join("\n"));
  },
  args: ["s.csv", "--draw", "--boards", "8"],
});

// Series: several sessions.
add({
  name: "series-mixed-formats",
  setup: (d) => {
    write(d, "s1.csv", MITCHELL);
    write(d, "s2.pbn", fixture("club-pairs.pbn"));
    write(d, "s3.xml", fixture("monday-howell.xml"));
  },
  args: ["s1.csv", "s2.pbn", "s3.xml"],
});
add({ name: "series-same-file-twice", setup: (d) => write(d, "s.csv", MITCHELL), args: ["s.csv", "s.csv"] });
add({
  name: "series-one-empty-session",
  setup: (d) => {
    write(d, "s1.csv", MITCHELL);
    write(d, "s2.csv", "");
  },
  args: ["s1.csv", "s2.csv"],
});
add({
  name: "series-teams-and-pairs",
  setup: (d) => {
    write(d, "s1.csv", MITCHELL);
    write(d, "s2.csv", TEAMS);
  },
  args: ["s1.csv", "s2.csv"],
});
add({
  name: "series-200-sessions",
  setup: (d) => {
    for (let i = 0; i < 200; i++) write(d, `s${i}.csv`, MITCHELL);
  },
  args: Array.from({ length: 200 }, (_, i) => `s${i}.csv`).concat(["--best", "3"]),
});
add({
  name: "series-event-imps-on-mp",
  setup: (d) => {
    write(d, "s1.csv", MITCHELL);
    write(d, "s2.csv", HOWELL);
  },
  args: ["s1.csv", "s2.csv", "--event", "imps", "--match", "names"],
});
add({
  name: "series-bws-truncated",
  setup: (d) => {
    write(d, "s1.csv", MITCHELL);
    write(d, "s2.bws", fixture("club-session.bws").subarray(0, 5000));
  },
  args: ["s1.csv", "s2.bws"],
});
add({
  name: "series-xlsx-method-all",
  setup: (d) => {
    write(d, "s1.csv", MITCHELL);
    write(d, "s2.csv", MITCHELL);
  },
  args: ["s1.csv", "s2.csv", "--method", "all", "--xlsx", "o.xlsx"],
});

// The traveller's own odd layouts.
add({
  name: "csv-title-only",
  setup: (d) => write(d, "t.csv", "Board No 15 N/S Vul Dealer South\n"),
  args: ["t.csv"],
});
add({
  name: "csv-semicolon-separated",
  setup: (d) => write(d, "t.csv", SIMPLE.replace(/,/g, ";")),
  args: ["t.csv"],
});
add({
  name: "csv-tab-separated",
  setup: (d) => write(d, "t.txt", SIMPLE.replace(/,/g, "\t")),
  args: ["t.txt"],
});
add({
  name: "csv-quotes-unbalanced-many",
  setup: (d) => write(d, "t.csv", 'Board,NS,EW,NS Score\n"1,"1","1",420\n' + '"'.repeat(100_001)),
  args: ["t.csv"],
});
add({
  name: "csv-section-column-10k-sections",
  setup: (d) =>
    write(
      d,
      "t.csv",
      "Section,Board,NS,EW,NS Score\n" +
        Array.from({ length: 10_000 }, (_, i) => `S${i},1,1,1,420\nS${i},1,2,2,450`).join("\n"),
    ),
  args: ["t.csv", "--ranking"],
});
add({
  name: "csv-version-column-garbage",
  setup: (d) =>
    write(d, "t.csv", "Board,NS,EW,NS Score,Version\n1,1,1,420,A\n1,2,2,450,\u202e\n1,3,3,-50,ZZZZZZZZZZ\n"),
  args: ["t.csv"],
});
add({
  name: "csv-as-column-garbage",
  setup: (d) =>
    write(d, "t.csv", MITCHELL.replace("Board,Round", "AS,Board,Round").replace(/\n(\d)/g, "\nmaybe,$1")),
  args: ["t.csv"],
});
add({
  name: "csv-weighted-garbage",
  setup: (d) =>
    write(
      d,
      "t.csv",
      'Board,NS,EW,NS Score\n1,1,1,420\n1,2,2,"200% 1430, -100% 680"\n1,3,3,"50% 1e308, 50% NaN"\n',
    ),
  args: ["t.csv"],
});
add({
  name: "csv-round-column-huge",
  setup: (d) => write(d, "t.csv", MITCHELL.replace(/\n1,1,1,/, "\n1,1000000000,1,")),
  args: ["t.csv"],
});
add({
  name: "csv-html-warnings-markup",
  setup: (d) => write(d, "t.csv", "Board,NS,EW,NS Score\n1,1,1,420\n1,2,2,-420\n1,3,3,420\n"),
  args: ["t.csv", "--html", "o.html", "--html-warnings"],
});

// ---------------------------------------------------------------------------------------------
// Running.

const firstLine = (s: string) => s.split("\n").find((l) => l.trim() !== "") ?? "";

function bundle(command: Command): string {
  return path.join(ROOT, "dist", "cli", `${command}.js`);
}

/** The children of a process (to find node under /usr/bin/time). */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Runs a command line as a user would, in `cwd`, measured and bounded. */
function runCli(command: Command, args: readonly string[], cwd: string, asNobody: boolean): Promise<Run> {
  const timeFile = path.join(os.tmpdir(), `probe-time-${process.pid}-${crypto.randomUUID()}`);
  const nodeArgs = command === "score" ? ["--max-old-space-size=2500", bundle(command)] : [bundle(command)];
  const argv = ["/usr/bin/time", "-f", "%M", "-o", timeFile, process.execPath, ...nodeArgs, ...args];
  const full = asNobody ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", ...argv] : argv;
  const start = Date.now();
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(full[0], full.slice(1), { cwd, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    } catch (e) {
      // The system refused to start it (such as arguments too long): the case cannot be run.
      resolve({
        code: null,
        signal: `spawn failed: ${(e as Error).message}`,
        ms: 0,
        rssKb: 0,
        stdout: "",
        stderr: "",
        stdoutBytes: 0,
        timedOut: false,
        killedForMemory: false,
      });
      return;
    }
    let stdout = "";
    let stderr = "";
    let stdoutBytes = 0;
    child.stdout!.on("data", (b: Buffer) => {
      stdoutBytes += b.length;
      if (stdout.length < KEEP_BYTES) stdout += b.toString("utf8");
    });
    child.stderr!.on("data", (b: Buffer) => {
      if (stderr.length < KEEP_BYTES) stderr += b.toString("utf8");
    });
    let timedOut = false;
    let killedForMemory = false;
    let peak = 0;
    const kill = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* gone already */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, TIME_LIMIT_MS);
    const watch = setInterval(() => {
      // Every process under the run (time, setpriv, node): the largest resident.
      const stack = [child.pid!];
      while (stack.length) {
        const pid = stack.pop()!;
        peak = Math.max(peak, rssKb(pid));
        stack.push(...childrenOf(pid));
      }
      if (peak > MEMORY_LIMIT_KB + 512 * 1024) {
        killedForMemory = true;
        kill();
      }
    }, 100);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      clearInterval(watch);
      let measured = 0;
      try {
        const t = fs.readFileSync(timeFile, "utf8");
        const n = /(\d+)\s*$/.exec(t.trim());
        if (n) measured = Number(n[1]);
        fs.rmSync(timeFile, { force: true });
      } catch {
        /* killed before time wrote it */
      }
      // /usr/bin/time reports the child's exit status in its own; a signal it says in its file.
      resolve({
        code,
        signal,
        ms: Date.now() - start,
        rssKb: Math.max(measured, peak),
        stdout,
        stderr,
        stdoutBytes,
        timedOut,
        killedForMemory,
      });
    });
  });
}

/** Every regular file under `dir`, with its hash (the inputs, before and after a run). */
function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        let h: string;
        try {
          h = crypto.createHash("sha256").update(fs.readFileSync(p)).digest("hex");
        } catch {
          // Unreadable even to the probe: its mode and size stand for it.
          const s = fs.statSync(p);
          h = `mode ${s.mode} size ${s.size} mtime ${s.mtimeMs}`;
        }
        out.set(p, h);
      }
    }
  };
  walk(dir);
  return out;
}

/** Why a run fails (empty when it passes). */
function verdict(run: Run, before: Map<string, string>, after: Map<string, string>): string[] {
  const why: string[] = [];
  if (run.timedOut) why.push(`over ${TIME_LIMIT_MS / 1000} s (killed)`);
  else if (run.killedForMemory) why.push("over the memory limit (killed)");
  else if (run.code === null) why.push(`killed by ${run.signal}`);
  else if (![0, 1, 2].includes(run.code)) why.push(`exit ${run.code}`);
  if (run.code !== 0 && !run.timedOut && !run.killedForMemory && `${run.stdout}${run.stderr}`.trim() === "")
    why.push("no message");
  if (/^ {4}at /m.test(run.stderr) || /^ {4}at /m.test(run.stdout)) why.push("stack trace");
  if (run.rssKb > MEMORY_LIMIT_KB) why.push(`max RSS ${Math.round(run.rssKb / 1024)} MB`);
  for (const [file, h] of before) {
    const now = after.get(file);
    if (now === undefined) why.push(`input ${path.basename(file)} removed`);
    else if (now !== h) why.push(`input ${path.basename(file)} changed`);
  }
  return why;
}

interface Result {
  readonly name: string;
  readonly run: Run;
  readonly why: string[];
  readonly dir: string;
  readonly args: readonly string[];
  readonly command: Command;
}

function parseOwnArgs(argv: string[]): { only?: string; keep?: string; skip?: number } {
  const out: { only?: string; keep?: string; skip?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--only") out.only = argv[++i];
    else if (argv[i] === "--keep") out.keep = argv[++i];
    else if (argv[i] === "--skip") out.skip = Number(argv[++i]);
    else {
      process.stderr.write(
        `Usage: npx tsx scripts/probe-hostile.ts [--only NAME] [--keep DIR] (not "${argv[i]}")\n`,
      );
      process.exit(2);
    }
  }
  return out;
}

const show = (args: readonly string[]) =>
  args
    .map((a) =>
      a.length > 60
        ? JSON.stringify(a.slice(0, 40) + `...(${a.length} chars)`)
        : /^[\w./=-]+$/.test(a)
          ? a
          : JSON.stringify(a),
    )
    .join(" ");

async function main() {
  const { only, keep, skip = 0 } = parseOwnArgs(process.argv.slice(2));
  for (const c of ["score", "dd"] as const) {
    if (!fs.existsSync(bundle(c))) {
      // Build through the launcher, as npm run score does on a first run.
      spawnSync(process.execPath, [path.join(ROOT, "scripts", "cli.mjs"), c, "--help"], { stdio: "ignore" });
    }
  }
  const server = http.createServer((req, res) => {
    fetched.push(req.url ?? "?");
    res.end("FETCHED");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  PORT = (server.address() as { port: number }).port;

  const base = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), "probe-hostile-"));
  fs.mkdirSync(base, { recursive: true });
  fs.chmodSync(base, 0o755);
  const cases = CASES.filter((c) => !only || c.name.includes(only)).slice(skip);
  const names = new Set<string>();
  for (const c of CASES) {
    if (names.has(c.name)) throw new Error(`two cases named ${c.name}`);
    names.add(c.name);
  }
  const results: Result[] = [];
  let n = 0;
  for (const c of cases) {
    n++;
    const dir = path.join(
      base,
      String(n).padStart(3, "0") + "-" + c.name.replace(/[^\w.@=-]+/g, "_").slice(0, 80),
    );
    fs.mkdirSync(dir, { recursive: true });
    fs.chmodSync(dir, 0o777);
    fetched = [];
    await c.setup(dir);
    const before = hashes(dir);
    const command = c.command ?? "score";
    const run = await runCli(command, c.args, dir, c.asNobody ?? false);
    const after = hashes(dir);
    const why = verdict(run, before, after);
    if (c.check && why.length === 0) {
      try {
        const extra = await c.check(dir, run);
        if (extra) why.push(extra);
      } catch (e) {
        why.push(`check failed: ${(e as Error).message}`);
      }
    }
    results.push({ name: c.name, run, why, dir, args: c.args, command });
    process.stderr.write(
      `${why.length ? "FAIL" : "ok  "} ${String(n).padStart(3)} ${c.name.slice(0, 60).padEnd(60)} exit ${String(run.code ?? run.signal).padEnd(7)} ${String(run.ms).padStart(6)} ms ${String(Math.round(run.rssKb / 1024)).padStart(5)} MB${why.length ? "  " + why.join("; ") : ""}\n`,
    );
    if (keep) {
      fs.writeFileSync(path.join(dir, "_stdout.txt"), run.stdout);
      fs.writeFileSync(path.join(dir, "_stderr.txt"), run.stderr);
    } else {
      // Unreadable files and folders made for a case are given back before removal.
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  server.close();
  if (!keep) fs.rmSync(base, { recursive: true, force: true });

  const failures = results.filter((r) => r.why.length);
  if (failures.length) {
    process.stdout.write("\nFailures:\n");
    for (const f of failures) {
      process.stdout.write(
        `\n${f.name}\n  npm run ${f.command} -- ${show(f.args)}\n  exit ${f.run.code ?? f.run.signal}, ${f.run.ms} ms, ${Math.round(f.run.rssKb / 1024)} MB: ${f.why.join("; ")}\n` +
          f.run.stderr
            .split("\n")
            .filter((l) => l.trim())
            .slice(0, 6)
            .map((l) => `  | ${l.slice(0, 200)}\n`)
            .join(""),
      );
    }
  }
  process.stdout.write(
    `\nprobe-hostile: ${results.length} cases, ${results.length - failures.length} passed, ${failures.length} failed${keep ? ` (inputs kept in ${base})` : ""}\n`,
  );
  process.exitCode = failures.length ? 1 : 0;
}

void main();
