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
  return new XmlReader(source.replace(/^\uFEFF/, "")).document();
}

/**
 * One pass over a document: the place it has reached (and its line), the elements open, and the
 * names and short texts kept once each. Each kind of markup is read by its own method.
 */
class XmlReader {
  private i = 0;
  private line = 1;
  private readonly stack: Building[] = [];
  private root: XmlElement | null = null;
  private readonly names = new Map<string, string>();
  private readonly texts = new Map<string, string>();

  constructor(private readonly s: string) {}

  /** The document's root element, every part of the text read. */
  document(): XmlElement {
    const { s } = this;
    while (this.i < s.length) {
      const lt = s.indexOf("<", this.i);
      const textEnd = lt < 0 ? s.length : lt;
      if (textEnd > this.i) {
        const raw = s.slice(this.i, textEnd);
        if (this.stack.length > 0)
          this.stack[this.stack.length - 1].text += raw.includes("&") ? this.decode(raw) : raw;
        else if (raw.trim() !== "") this.fail("text outside the root element.");
        this.advance(textEnd);
        if (lt < 0) break;
      }
      this.markup();
    }
    if (this.stack.length > 0) {
      const open = this.stack[this.stack.length - 1];
      this.fail(`<${open.name}> (opened on line ${open.line}) is not closed: expected </${open.name}>.`);
    }
    if (this.root === null) this.fail("no element: expected an XML document.");
    return this.root!;
  }

  /** The markup at "<": a comment, CDATA, a processing instruction, the DOCTYPE, an end tag or a start tag. */
  private markup(): void {
    const { s, i } = this;
    if (s.startsWith("<!--", i)) this.skipTo("-->", "A comment");
    else if (s.startsWith("<![CDATA[", i)) {
      const end = s.indexOf("]]>", i);
      if (end < 0) this.fail('CDATA is not closed: expected "]]>".');
      if (this.stack.length === 0) this.fail("CDATA outside the root element.");
      this.stack[this.stack.length - 1].text += s.slice(i + 9, end);
      this.advance(end + 3);
    } else if (s.startsWith("<?", i)) this.skipTo("?>", "A processing instruction");
    else if (s.startsWith("<!DOCTYPE", i)) this.doctype();
    else if (s.startsWith("</", i)) this.endTag();
    else this.startTag();
  }

  /** A DOCTYPE, passed over: the internal subset, if any, is skipped to its closing bracket, never read. */
  private doctype(): void {
    const bracket = this.s.indexOf("[", this.i);
    const close = this.s.indexOf(">", this.i);
    if (close < 0) this.fail('the DOCTYPE is not closed: expected ">".');
    if (bracket >= 0 && bracket < close) {
      this.skipTo("]", "The DOCTYPE's internal subset");
      this.skipTo(">", "The DOCTYPE");
    } else this.advance(close + 1);
  }

  /** An end tag: it closes the element open last, which must have its name. */
  private endTag(): void {
    this.advance(this.i + 2);
    const name = this.readName();
    this.skipSpace();
    if (this.s[this.i] !== ">") this.fail(`expected ">" to end </${name}.`);
    this.advance(this.i + 1);
    const open = this.stack.pop();
    if (!open) this.fail(`</${name}> closes nothing.`);
    if (open!.name !== name) this.fail(`</${name}> closes <${open!.name}> (opened on line ${open!.line}).`);
    this.finish(open!);
  }

  /** A start tag (or an empty-element tag) with its attributes. */
  private startTag(): void {
    if (this.root !== null) this.fail("a second root element: an XML file has one.");
    const startLine = this.line;
    this.advance(this.i + 1);
    const name = this.readName();
    const attributes = this.attributes(name);
    const element: Building = { name, attributes, children: null, text: "", line: startLine };
    if (this.s.startsWith("/>", this.i)) {
      this.advance(this.i + 2);
      this.finish(element);
    } else {
      this.advance(this.i + 1);
      if (this.stack.length >= MAX_DEPTH) {
        this.fail(
          `<${name}> is nested more than ${MAX_DEPTH.toLocaleString("en-US")} elements deep: a results file's elements are nested a few deep.`,
          true,
        );
      }
      this.stack.push(element);
    }
  }

  /** A start tag's attributes, up to its ">" or "/>" (the shared empty record when it has none). */
  private attributes(name: string): Record<string, string> {
    const { s } = this;
    let attributes: Record<string, string> = NO_ATTRIBUTES as Record<string, string>;
    let attributeCount = 1;
    for (;;) {
      this.skipSpace();
      if (s.startsWith("/>", this.i) || s[this.i] === ">") break;
      if (this.i >= s.length) this.fail(`<${name}> is not closed: expected ">".`);
      const attr = this.readName();
      this.skipSpace();
      if (s[this.i] !== "=") this.fail(`expected "=" after the attribute ${attr} of <${name}>.`);
      this.advance(this.i + 1);
      this.skipSpace();
      const q = s[this.i];
      if (q !== '"' && q !== "'")
        this.fail(`expected a quoted value for the attribute ${attr} of <${name}>.`);
      const end = s.indexOf(q, this.i + 1);
      if (end < 0) this.fail(`the value of ${attr} is not closed.`);
      const raw = s.slice(this.i + 1, end);
      if (raw.includes("<")) this.fail(`"<" inside the value of ${attr}.`);
      if (attributes === NO_ATTRIBUTES) attributes = {};
      else if (++attributeCount > MAX_ATTRIBUTES) {
        this.fail(
          `<${name}> has more than ${MAX_ATTRIBUTES.toLocaleString("en-US")} attributes: a results file's elements have a few.`,
          true,
        );
      }
      attributes[attr] = this.decode(raw);
      this.advance(end + 1);
    }
    return attributes;
  }

  /** A text kept once each when it is short (pair numbers, scores), up to a bound. */
  private kept(text: string): string {
    if (text.length > SHARED_LENGTH) return text;
    const known = this.texts.get(text);
    if (known !== undefined) return known;
    if (this.texts.size < SHARED_MOST) this.texts.set(text, text);
    return text;
  }

  /** An element closed: made whole and added to its parent, or the root. */
  private finish(open: Building): void {
    const done: XmlElement = {
      name: open.name,
      attributes: open.attributes,
      // A copy of the list's own length: a list grown by push keeps room for more children.
      children: open.children === null ? NO_CHILDREN : open.children.slice(),
      text: this.kept(open.text.trim()),
      line: open.line,
    };
    if (this.stack.length > 0) {
      const parent = this.stack[this.stack.length - 1];
      (parent.children ??= []).push(done);
    } else this.root = done;
  }

  private fail(detail: string, pastLimit: boolean = false): never {
    throw new XmlError(this.line, detail, pastLimit);
  }

  /** Moves on to `to`, counting the lines passed. */
  private advance(to: number): void {
    for (let k = this.i; k < to; k++) if (this.s.charCodeAt(k) === 10) this.line++;
    this.i = to;
  }

  private skipTo(marker: string, what: string): void {
    const end = this.s.indexOf(marker, this.i);
    if (end < 0) this.fail(`${what} is not closed: expected "${marker}".`);
    this.advance(end + marker.length);
  }

  /** Text with its entity and character references expanded; any other entity is refused. */
  private decode(raw: string): string {
    return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
      if (!whole.endsWith(";"))
        this.fail(`"&${ref}" is not an entity reference: write &amp; for an ampersand.`);
      if (ref in PREDEFINED) return PREDEFINED[ref];
      const num = /^#(x[0-9A-Fa-f]+|[0-9]+)$/.exec(ref);
      if (num) {
        const code = num[1].startsWith("x") ? parseInt(num[1].slice(1), 16) : parseInt(num[1], 10);
        if (code > 0x10ffff || code === 0) this.fail(`&${ref}; is not a character.`);
        return String.fromCodePoint(code);
      }
      return this.fail(
        `the entity &${ref}; is not read (only &lt; &gt; &amp; &quot; &apos; and numeric references are).`,
      );
    });
  }

  /** A name (element or attribute), kept once each. */
  private readName(): string {
    NAME.lastIndex = this.i;
    const m = NAME.exec(this.s);
    if (!m) this.fail(`expected a name after "${this.s.slice(Math.max(0, this.i - 1), this.i + 1)}".`);
    this.advance(this.i + m![0].length);
    const name = m![0];
    const known = this.names.get(name);
    if (known !== undefined) return known;
    if (this.names.size < SHARED_MOST) this.names.set(name, name);
    return name;
  }

  private skipSpace(): void {
    let k = this.i;
    while (k < this.s.length && /\s/.test(this.s[k])) k++;
    this.advance(k);
  }
}

/** The first child element of that name (case as written), or undefined. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** The text of the first child element of that name, or undefined when there is none. */
export function childText(element: XmlElement, name: string): string | undefined {
  return child(element, name)?.text;
}
