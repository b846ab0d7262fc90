import { parseXml, XmlError } from "../../src/io/xml";

describe("parseXml (the small safe XML reader for USEBIO)", () => {
  test("elements, attributes, text with the five predefined entities and numeric references, CDATA, comments", () => {
    const root = parseXml(
      '<?xml version="1.0"?>\r\n<!-- a comment -->\r\n<A x="1 &amp; 2" y=\'q\'>\r\n  <B>t &lt;&gt; &quot;&apos; &#233;&#xE9;</B>\r\n  <C><![CDATA[<raw> & ]]></C><D/>\r\n</A>\r\n',
    );
    expect(root.name).toBe("A");
    expect(root.attributes).toEqual({ x: "1 & 2", y: "q" });
    expect(root.children.map((c) => c.name)).toEqual(["B", "C", "D"]);
    expect(root.children[0].text).toBe("t <> \"' éé");
    expect(root.children[1].text).toBe("<raw> &");
    // CRLF counts as one line: <B> is on line 4.
    expect(root.children[0].line).toBe(4);
  });

  test("an external DOCTYPE is passed over, never fetched", () => {
    const root = parseXml(
      '<!DOCTYPE USEBIO SYSTEM "http://example.invalid/usebio.dtd">\n<USEBIO Version="1.2"/>',
    );
    expect(root.name).toBe("USEBIO");
    expect(root.attributes.Version).toBe("1.2");
  });

  test("entities declared in an internal subset are never expanded (no entity expansion attack)", () => {
    const bomb =
      '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<x>&b;</x>';
    expect(() => parseXml(bomb)).toThrow(/line 2: the entity &b; is not read/);
  });

  test("malformed XML names its line and what was expected", () => {
    expect(() => parseXml("<A>\n<B>\n</A>")).toThrow(XmlError);
    expect(() => parseXml("<A>\n<B>\n</A>")).toThrow("line 3: </A> closes <B> (opened on line 2).");
    expect(() => parseXml("<A>\n<B></B>")).toThrow("<A> (opened on line 1) is not closed: expected </A>.");
    expect(() => parseXml("<A>fish & chips</A>")).toThrow(/line 1: "&" is not an entity reference/);
    expect(() => parseXml("<A/><B/>")).toThrow(/a second root element/);
    expect(() => parseXml("")).toThrow(/no element/);
  });
});

describe("elements kept small (a results file may hold millions)", () => {
  test("leaves share one empty list of children and one empty record of attributes; texts and names read as written", () => {
    const root = parseXml('<A><B>420</B><C x="1">420</C><B/></A>');
    const [b, c, b2] = root.children;
    expect(b.children).toBe(c.children);
    expect(b.attributes).toBe(b2.attributes);
    expect(c.attributes).toEqual({ x: "1" });
    expect([b.text, c.text, b2.text, b.name, b2.name]).toEqual(["420", "420", "", "B", "B"]);
    // The shared empties cannot be written to, so one element's change cannot reach another.
    expect(Object.isFrozen(b.children) && Object.isFrozen(b.attributes)).toBe(true);
  });
});

describe("nesting", () => {
  test("elements nested 1,000 deep are read; 1,001 deep is refused on the line of the element too deep", () => {
    const nest = (n: number): string => `${"<X>".repeat(n)}${"</X>".repeat(n)}`;
    let depth = 0;
    for (let e = parseXml(nest(1000)); e.children.length > 0; e = e.children[0]) depth++;
    expect(depth).toBe(999); // the root and 999 below it
    expect(() => parseXml(`<A>\n${nest(1000)}</A>`)).toThrow(
      new XmlError(
        2,
        "<X> is nested more than 1,000 elements deep: a results file's elements are nested a few deep.",
      ),
    );
  });
});

describe("attributes", () => {
  test("an element may have 1,000 attributes; the 1,001st is refused on its line", () => {
    const attrs = (n: number): string => Array.from({ length: n }, (_, k) => `a${k}="${k}"`).join(" ");
    expect(Object.keys(parseXml(`<A ${attrs(1000)}/>`).attributes)).toHaveLength(1000);
    expect(() => parseXml(`<R>\n<A ${attrs(1001)}/></R>`)).toThrow(
      new XmlError(2, "<A> has more than 1,000 attributes: a results file's elements have a few."),
    );
  });
});
