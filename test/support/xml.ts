// A small, strict XML reader for the build tests: enough of XML 1.0 for an Office manifest
// (declaration, comments, elements, attributes, text, CDATA, the five named entities and character
// references). It rejects what a real parser would reject in such a file: unbalanced or crossed
// tags, unquoted or repeated attributes, a bare "<" or "&", text outside the root, a second root.
// No XML parser is a declared dependency of the project, so the tests carry their own.

export interface XmlElement {
  /** The qualified name as written, e.g. "bt:Url". */
  name: string;
  /** The name without its prefix, e.g. "Url". */
  localName: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (not its descendants'), entities decoded. */
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;
const NAMED_ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/**
 * Parses an XML document and returns its root element; throws an Error saying where it failed.
 * @example
 * parseXml('<a x="1"><b/>hi</a>').children[0].name; // "b"
 */
export function parseXml(source: string): XmlElement {
  let pos = 0;
  const fail = (what: string): never => {
    const line = source.slice(0, pos).split("\n").length;
    throw new Error(`XML error at line ${line}: ${what}`);
  };

  const decode = (raw: string): string => {
    if (raw.includes("<")) fail(`"<" in text or attribute value`);
    return raw.replace(/&([^;&\s]*);?/g, (match, ref: string) => {
      if (!match.endsWith(";")) fail(`bare "&" (write &amp;)`);
      if (ref in NAMED_ENTITIES) return NAMED_ENTITIES[ref];
      const code = /^#x[0-9a-f]+$/i.test(ref)
        ? parseInt(ref.slice(2), 16)
        : /^#\d+$/.test(ref)
          ? parseInt(ref.slice(1), 10)
          : fail(`unknown entity &${ref};`);
      return String.fromCodePoint(code);
    });
  };

  const skipMisc = (): void => {
    for (;;) {
      const ws = /^\s*/.exec(source.slice(pos));
      pos += ws ? ws[0].length : 0;
      if (source.startsWith("<!--", pos)) {
        const end = source.indexOf("-->", pos + 4);
        if (end < 0) fail("unterminated comment");
        pos = end + 3;
      } else if (source.startsWith("<?", pos)) {
        const end = source.indexOf("?>", pos + 2);
        if (end < 0) fail("unterminated processing instruction");
        pos = end + 2;
      } else {
        return;
      }
    }
  };

  const readName = (): string => {
    const m = NAME.exec(source.slice(pos));
    if (!m) fail("expected a name");
    pos += m![0].length;
    return m![0];
  };

  const readElement = (): XmlElement => {
    if (source[pos] !== "<") fail('expected "<"');
    pos++;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      const ws = /^\s*/.exec(source.slice(pos))![0];
      pos += ws.length;
      if (source.startsWith("/>", pos)) {
        pos += 2;
        return element(name, attributes, [], "");
      }
      if (source[pos] === ">") {
        pos++;
        break;
      }
      if (!ws) fail(`expected whitespace before an attribute of <${name}>`);
      const attr = readName();
      if (attr in attributes) fail(`attribute ${attr} repeated on <${name}>`);
      const eq = /^\s*=\s*/.exec(source.slice(pos));
      if (!eq) fail(`attribute ${attr} has no value`);
      pos += eq![0].length;
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") fail(`value of ${attr} is not quoted`);
      const end = source.indexOf(quote, pos + 1);
      if (end < 0) fail(`unterminated value of ${attr}`);
      attributes[attr] = decode(source.slice(pos + 1, end));
      pos = end + 1;
    }
    const children: XmlElement[] = [];
    let text = "";
    for (;;) {
      if (pos >= source.length) fail(`<${name}> is not closed`);
      if (source.startsWith("</", pos)) {
        pos += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        const m = /^\s*>/.exec(source.slice(pos));
        if (!m) fail(`malformed </${closing}>`);
        pos += m![0].length;
        return element(name, attributes, children, text);
      }
      if (source.startsWith("<!--", pos) || source.startsWith("<?", pos)) {
        skipMisc();
      } else if (source.startsWith("<![CDATA[", pos)) {
        const end = source.indexOf("]]>", pos);
        if (end < 0) fail("unterminated CDATA section");
        text += source.slice(pos + 9, end);
        pos = end + 3;
      } else if (source[pos] === "<") {
        children.push(readElement());
      } else {
        const next = source.indexOf("<", pos);
        const raw = source.slice(pos, next < 0 ? source.length : next);
        text += decode(raw);
        pos += raw.length;
      }
    }
  };

  skipMisc();
  if (source.startsWith("<!DOCTYPE", pos)) fail("DOCTYPE is not expected in a manifest");
  const root = readElement();
  skipMisc();
  if (pos < source.length) fail("content after the root element");
  return root;
}

function element(
  name: string,
  attributes: Record<string, string>,
  children: XmlElement[],
  text: string,
): XmlElement {
  return { name, localName: name.replace(/^.*:/, ""), attributes, children, text: text.trim() };
}

/**
 * All elements in document order, the root first.
 * @example
 * descendants(parseXml("<a><b/></a>")).map((e) => e.name); // ["a", "b"]
 */
export function descendants(root: XmlElement): XmlElement[] {
  return [root, ...root.children.flatMap(descendants)];
}
