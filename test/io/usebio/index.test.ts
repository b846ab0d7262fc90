// Whether a file is USEBIO: its prolog (white space, processing instructions, comments and a
// DOCTYPE with an internal subset) is passed over by a scan, then the root must be USEBIO. On
// well-formed prologs the scan answers as the pattern it replaced (kept below as the reference);
// a prolog of forty processing instructions is answered at once, where that pattern tried every
// way of splitting them (about a trillion) before failing.
import fc from "fast-check";
import { looksLikeUsebio } from "../../../src/io/usebio";

const misc = String.raw`(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*`;
const doctype = String.raw`(?:<!DOCTYPE\s+USEBIO(?:[^>\[]|\[[\s\S]*?\])*>)?`;
const OLD = new RegExp(`^${misc}${doctype}${misc}<USEBIO[\\s>/]`, "i");

describe("looksLikeUsebio", () => {
  test("worked examples: a declaration, a comment, a DOCTYPE with a subset, then the root", () => {
    expect(looksLikeUsebio('<?xml version="1.0"?>\n<!-- by a program -->\n<USEBIO Version="1.2">')).toBe(
      true,
    );
    expect(looksLikeUsebio('<!DOCTYPE USEBIO SYSTEM "usebio.dtd" [<!ENTITY a "b">]>\n<usebio>')).toBe(true);
    expect(looksLikeUsebio('<?xml version="1.0"?><EVENT>')).toBe(false);
    expect(looksLikeUsebio("<!DOCTYPE USEBIO [ never closed")).toBe(false);
  });

  test("agrees with the pattern it replaced on random well-formed prologs", () => {
    const item = fc.constantFrom(
      " ",
      "\n",
      '<?xml version="1.0"?>',
      "<?pi a?b>c?>",
      "<!-- x - y -->",
      "<!---->",
      '<!DOCTYPE USEBIO SYSTEM "u.dtd">',
      "<!DOCTYPE usebio [<!ENTITY a 'b'>]>",
      "<!DOCTYPE USEBIO [a][b]c>",
    );
    const end = fc.constantFrom("<USEBIO>", "<USEBIO/>", "<usebio x='1'>", "<USEBIOX>", "<EVENT>", "x", "");
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), end, (items, root) => {
        // One DOCTYPE at most: with two (no well-formed file has them), the pattern could stretch
        // the first one's subset over the second.
        fc.pre(items.filter((t) => t.includes("DOCTYPE")).length <= 1);
        const text = items.join("") + root;
        expect(looksLikeUsebio(text)).toBe(OLD.test(text));
      }),
      { numRuns: 3000 },
    );
  });

  test("forty processing instructions and no root: answered no, at once", () => {
    expect(looksLikeUsebio(`${"<?x?>".repeat(40)}x`)).toBe(false);
    expect(looksLikeUsebio(`${"<!---->".repeat(40)}<USEBIO>`)).toBe(true);
    expect(looksLikeUsebio(`<!DOCTYPE USEBIO ${"[]".repeat(2000)}x`)).toBe(false);
  });
});
