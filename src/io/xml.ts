// A small XML reader for results files (USEBIO). It reads elements, attributes, text, CDATA and
// comments, and nothing else: a DOCTYPE is passed over without loading the DTD it names or
// reading its internal subset, nothing is fetched, and the only entities expanded are the five
// XML predefines (&lt; &gt; &amp; &quot; &apos;) and numeric character references. Plain
// TypeScript with no Node module and no DOMParser, so it runs on the command line and in the pane.

/** An element: its name, attributes, child elements, text and the line its start tag is on. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text (its character data, not its children's), trimmed. */
  readonly text: string;
  /** 1-based line of the start tag. */
  readonly line: number;
}

/**
 * Text that is not well-formed XML, or XML past the reader's limits (nesting, attributes): the
 * line and what was expected there.
 */
export class XmlError extends Error {
  constructor(
    readonly line: number,
    detail: string,
    /** Well-formed XML refused for its size: nested too deep, or too many attributes. */
    readonly pastLimit: boolean = false,
  ) {
    super(`line ${line}: ${detail}`);
    this.name = "XmlError";
  }
}

const PREDEFINED: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;

interface Building {
  name: string;
  attributes: Record<string, string>;
  /** Null until the first child: most elements of a results file (a score, a pair number) have none. */
  children: XmlElement[] | null;
  text: string;
  line: number;
}

// A results file of a million traveller lines is four million elements, so each is kept small:
// elements without attributes or children share one empty record and one empty list, element
// names are kept once each, and so are short texts (pair numbers, scores) up to a bound.
const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});
const NO_CHILDREN: readonly XmlElement[] = Object.freeze([]);
/**
 * The deepest elements may be nested. A USEBIO file's are nested about eight deep; a file nested
 * thousands deep is refused with its line rather than walked by code that recurses.
 */
const MAX_DEPTH = 1_000;
/** The most attributes an element may have (a USEBIO element has a handful). */
const MAX_ATTRIBUTES = 1_000;
/** Texts this long or shorter are kept once each, up to SHARED_MOST different ones. */
const SHARED_LENGTH = 12;
const SHARED_MOST = 65_536;

/**
 * Reads an XML document and returns its root element. A DOCTYPE (with or without an internal
 * subset) is skipped, never loaded; any entity other than the five predefined ones and numeric
 * character references is refused, so a file cannot make the reader expand or fetch anything.
 *
 * @example
 * parseXml('<A x="1"><B>t &amp; u</B></A>').children[0].text; // "t & u"
 */
export function parseXml(source: string): XmlElement {
  const s = source.replace(/^\uFEFF/, "");
  let i = 0;
  let line = 1;
  const stack: Building[] = [];
  let root: XmlElement | null = null;
  const names = new Map<string, string>();
  const texts = new Map<string, string>();
  const kept = (text: string): string => {
    if (text.length > SHARED_LENGTH) return text;
    const known = texts.get(text);
    if (known !== undefined) return known;
    if (texts.size < SHARED_MOST) texts.set(text, text);
    return text;
  };
  const finish = (open: Building): void => {
    const done: XmlElement = {
      name: open.name,
      attributes: open.attributes,
      // A copy of the list's own length: a list grown by push keeps room for more children.
      children: open.children === null ? NO_CHILDREN : open.children.slice(),
      text: kept(open.text.trim()),
      line: open.line,
    };
    if (stack.length > 0) {
      const parent = stack[stack.length - 1];
      (parent.children ??= []).push(done);
    } else root = done;
  };

  const fail = (detail: string, pastLimit: boolean = false): never => {
    throw new XmlError(line, detail, pastLimit);
  };
  const advance = (to: number): void => {
    for (let k = i; k < to; k++) if (s.charCodeAt(k) === 10) line++;
    i = to;
  };
  const skipTo = (marker: string, what: string): void => {
    const end = s.indexOf(marker, i);
    if (end < 0) fail(`${what} is not closed: expected "${marker}".`);
    advance(end + marker.length);
  };
  const decode = (raw: string): string =>
    raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
      if (!whole.endsWith(";")) fail(`"&${ref}" is not an entity reference: write &amp; for an ampersand.`);
      if (ref in PREDEFINED) return PREDEFINED[ref];
      const num = /^#(x[0-9A-Fa-f]+|[0-9]+)$/.exec(ref);
      if (num) {
        const code = num[1].startsWith("x") ? parseInt(num[1].slice(1), 16) : parseInt(num[1], 10);
        if (code > 0x10ffff || code === 0) fail(`&${ref}; is not a character.`);
        return String.fromCodePoint(code);
      }
      return fail(
        `the entity &${ref}; is not read (only &lt; &gt; &amp; &quot; &apos; and numeric references are).`,
      );
    });
  const readName = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(s);
    if (!m) fail(`expected a name after "${s.slice(Math.max(0, i - 1), i + 1)}".`);
    advance(i + m![0].length);
    const name = m![0];
    const known = names.get(name);
    if (known !== undefined) return known;
    if (names.size < SHARED_MOST) names.set(name, name);
    return name;
  };
  const skipSpace = (): void => {
    let k = i;
    while (k < s.length && /\s/.test(s[k])) k++;
    advance(k);
  };

  while (i < s.length) {
    const lt = s.indexOf("<", i);
    const textEnd = lt < 0 ? s.length : lt;
    if (textEnd > i) {
      const raw = s.slice(i, textEnd);
      if (stack.length > 0) stack[stack.length - 1].text += raw.includes("&") ? decode(raw) : raw;
      else if (raw.trim() !== "") fail("text outside the root element.");
      advance(textEnd);
      if (lt < 0) break;
    }
    if (s.startsWith("<!--", i)) skipTo("-->", "A comment");
    else if (s.startsWith("<![CDATA[", i)) {
      const end = s.indexOf("]]>", i);
      if (end < 0) fail('CDATA is not closed: expected "]]>".');
      if (stack.length === 0) fail("CDATA outside the root element.");
      stack[stack.length - 1].text += s.slice(i + 9, end);
      advance(end + 3);
    } else if (s.startsWith("<?", i)) skipTo("?>", "A processing instruction");
    else if (s.startsWith("<!DOCTYPE", i)) {
      // Passed over: the internal subset, if any, is skipped to its closing bracket, never read.
      const bracket = s.indexOf("[", i);
      const close = s.indexOf(">", i);
      if (close < 0) fail('the DOCTYPE is not closed: expected ">".');
      if (bracket >= 0 && bracket < close) {
        skipTo("]", "The DOCTYPE's internal subset");
        skipTo(">", "The DOCTYPE");
      } else advance(close + 1);
    } else if (s.startsWith("</", i)) {
      advance(i + 2);
      const name = readName();
      skipSpace();
      if (s[i] !== ">") fail(`expected ">" to end </${name}.`);
      advance(i + 1);
      const open = stack.pop();
      if (!open) fail(`</${name}> closes nothing.`);
      if (open!.name !== name) fail(`</${name}> closes <${open!.name}> (opened on line ${open!.line}).`);
      finish(open!);
    } else {
      if (root !== null) fail("a second root element: an XML file has one.");
      const startLine = line;
      advance(i + 1);
      const name = readName();
      let attributes: Record<string, string> = NO_ATTRIBUTES as Record<string, string>;
      let attributeCount = 1;
      for (;;) {
        skipSpace();
        if (s.startsWith("/>", i) || s[i] === ">") break;
        if (i >= s.length) fail(`<${name}> is not closed: expected ">".`);
        const attr = readName();
        skipSpace();
        if (s[i] !== "=") fail(`expected "=" after the attribute ${attr} of <${name}>.`);
        advance(i + 1);
        skipSpace();
        const q = s[i];
        if (q !== '"' && q !== "'") fail(`expected a quoted value for the attribute ${attr} of <${name}>.`);
        const end = s.indexOf(q, i + 1);
        if (end < 0) fail(`the value of ${attr} is not closed.`);
        const raw = s.slice(i + 1, end);
        if (raw.includes("<")) fail(`"<" inside the value of ${attr}.`);
        if (attributes === NO_ATTRIBUTES) attributes = {};
        else if (++attributeCount > MAX_ATTRIBUTES) {
          fail(
            `<${name}> has more than ${MAX_ATTRIBUTES.toLocaleString("en-US")} attributes: a results file's elements have a few.`,
            true,
          );
        }
        attributes[attr] = decode(raw);
        advance(end + 1);
      }
      const element: Building = { name, attributes, children: null, text: "", line: startLine };
      if (s.startsWith("/>", i)) {
        advance(i + 2);
        finish(element);
      } else {
        advance(i + 1);
        if (stack.length >= MAX_DEPTH) {
          fail(
            `<${name}> is nested more than ${MAX_DEPTH.toLocaleString("en-US")} elements deep: a results file's elements are nested a few deep.`,
            true,
          );
        }
        stack.push(element);
      }
    }
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1];
    fail(`<${open.name}> (opened on line ${open.line}) is not closed: expected </${open.name}>.`);
  }
  if (root === null) fail("no element: expected an XML document.");
  return root!;
}

/** The first child element of that name (case as written), or undefined. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** The text of the first child element of that name, or undefined when there is none. */
export function childText(element: XmlElement, name: string): string | undefined {
  return child(element, name)?.text;
}
