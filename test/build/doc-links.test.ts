// The project's pages hold together: the README stays a front page (under 12 KB, the manual lives
// in docs/), and every link between the pages (README.md, docs/*.md, examples/README.md) reaches
// a file that exists and, when it names a section (`page.md#a-heading`), a heading of that page,
// with the anchor GitHub makes from the heading's words.
import * as fs from "node:fs";
import * as path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const README_LIMIT = 12 * 1024;

function pages(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`);
  return ["README.md", "examples/README.md", ...docs].filter((f) => fs.existsSync(path.join(ROOT, f)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

function anchors(file: string): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8").replace(/```[\s\S]*?```/g, "");
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = anchorOf(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Each relative link of a page: [text](target), target without a scheme. */
function links(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8").replace(/```[\s\S]*?```/g, "");
  const found = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/\bsrc="([^"]+)"/g)].map((m) => m[1]);
  return found.filter((t) => !/^[a-z]+:/i.test(t));
}

describe("the project's pages", () => {
  test("GitHub's anchors, as the pages link them", () => {
    expect(anchorOf("Whose choice counts: the user's, the file's, the default")).toBe(
      "whose-choice-counts-the-users-the-files-the-default",
    );
    expect(anchorOf("Regulations: options and named presets")).toBe("regulations-options-and-named-presets");
    expect(anchorOf("`npm run bench`")).toBe("npm-run-bench");
  });

  test("the README is a front page: under 12 KB", () => {
    expect(fs.statSync(path.join(ROOT, "README.md")).size).toBeLessThan(README_LIMIT);
  });

  test("every link between the pages reaches a file, and a heading where it names one", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages()) {
      for (const link of links(page)) {
        checked += 1;
        const [target, anchor] = link.split("#");
        const file =
          target === "" ? page : path.relative(ROOT, path.resolve(ROOT, path.dirname(page), target));
        if (!fs.existsSync(path.join(ROOT, file))) {
          broken.push(`${page}: ${link} (no such file)`);
        } else if (anchor !== undefined && file.endsWith(".md") && !anchors(file).has(anchor)) {
          broken.push(`${page}: ${link} (no such heading in ${file})`);
        }
      }
    }
    expect(broken).toEqual([]);
    // The pages link one another many times over: a scan that found no links would pass emptily.
    expect(checked).toBeGreaterThan(100);
  });
});
