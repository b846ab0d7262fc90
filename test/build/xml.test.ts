// The build tests trust test/support/xml.ts to reject a broken manifest, so check that it does.
import { descendants, parseXml } from "../support/xml";

describe("parseXml", () => {
  test("reads elements, prefixed names, attributes, text and entities", () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<!-- c --><a x="1" y=\'a &amp; b\'><bt:b id="k"/>Tom &lt;3 &#65;&#x42;<c></c></a>',
    );
    expect(root.name).toBe("a");
    expect(root.attributes).toEqual({ x: "1", y: "a & b" });
    expect(root.text).toBe("Tom <3 AB");
    expect(descendants(root).map((e) => [e.name, e.localName])).toEqual([
      ["a", "a"],
      ["bt:b", "b"],
      ["c", "c"],
    ]);
  });

  test.each([
    ["an unclosed element", "<a><b></a>"],
    ["crossed tags", "<a><b></a></b>"],
    ["an unquoted attribute", "<a x=1/>"],
    ["a repeated attribute", '<a x="1" x="2"/>'],
    ["a bare ampersand", "<a>salt & pepper</a>"],
    ["a less-than sign in an attribute", '<a x="<"/>'],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["two roots", "<a/><b/>"],
    ["text after the root", "<a/>tail"],
    ["an unterminated comment", "<a/><!-- open"],
    ["an empty document", ""],
  ])("rejects %s", (_, source) => {
    expect(() => parseXml(source)).toThrow(/XML error/);
  });
});
