// A small XML reader for results files (USEBIO). It reads elements, attributes, text, CDATA and
// comments, and nothing else: a DOCTYPE is passed over without loading the DTD it names or
// reading its internal subset, nothing is fetched, and the only entities expanded are the five
// XML predefines (&lt; &gt; &amp; &quot; &apos;) and numeric character references. Plain
// TypeScript with no Node module and no DOMParser, so it runs on the command line and in the pane.
import { withoutControls } from "./text";

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
  return readDocument({
    s: source.replace(/^\uFEFF/, ""),
    i: 0,
    line: 1,
    stack: [],
    root: null,
    names: new Map(),
    texts: new Map(),
  });
}

/**
 * One pass over a document: the text, the place reached (and its line), the elements open, the
 * root once closed, and the names and short texts kept once each. Each kind of markup is read by
 * its own function below, which moves the place on.
 */
interface XmlReading {
  readonly s: string;
  i: number;
  line: number;
  readonly stack: Building[];
  root: XmlElement | null;
  readonly names: Map<string, string>;
  readonly texts: Map<string, string>;
}

/** The document's root element, every part of the text read. */
function readDocument(r: XmlReading): XmlElement {
  const { s } = r;
  while (r.i < s.length) {
    const lt = s.indexOf("<", r.i);
    const textEnd = lt < 0 ? s.length : lt;
    if (textEnd > r.i) {
      const raw = s.slice(r.i, textEnd);
      if (r.stack.length > 0) r.stack[r.stack.length - 1].text += raw.includes("&") ? decode(r, raw) : raw;
      else if (raw.trim() !== "") fail(r, "text outside the root element.");
      advance(r, textEnd);
      if (lt < 0) break;
    }
    markup(r);
  }
  if (r.stack.length > 0) {
    const open = r.stack[r.stack.length - 1];
    fail(r, `<${open.name}> (opened on line ${open.line}) is not closed: expected </${open.name}>.`);
  }
  if (r.root === null) fail(r, "no element: expected an XML document.");
  return r.root!;
}

/** The markup at "<": a comment, CDATA, a processing instruction, the DOCTYPE, an end tag or a start tag. */
function markup(r: XmlReading): void {
  const { s, i } = r;
  if (s.startsWith("<!--", i)) skipTo(r, "-->", "A comment");
  else if (s.startsWith("<![CDATA[", i)) {
    const end = s.indexOf("]]>", i);
    if (end < 0) fail(r, 'CDATA is not closed: expected "]]>".');
    if (r.stack.length === 0) fail(r, "CDATA outside the root element.");
    r.stack[r.stack.length - 1].text += s.slice(i + 9, end);
    advance(r, end + 3);
  } else if (s.startsWith("<?", i)) skipTo(r, "?>", "A processing instruction");
  else if (s.startsWith("<!DOCTYPE", i)) skipDoctype(r);
  else if (s.startsWith("</", i)) endTag(r);
  else startTag(r);
}

/** A DOCTYPE, passed over: the internal subset, if any, is skipped to its closing bracket, never read. */
function skipDoctype(r: XmlReading): void {
  const bracket = r.s.indexOf("[", r.i);
  const close = r.s.indexOf(">", r.i);
  if (close < 0) fail(r, 'the DOCTYPE is not closed: expected ">".');
  if (bracket >= 0 && bracket < close) {
    skipTo(r, "]", "The DOCTYPE's internal subset");
    skipTo(r, ">", "The DOCTYPE");
  } else advance(r, close + 1);
}

/** An end tag: it closes the element open last, which must have its name. */
function endTag(r: XmlReading): void {
  advance(r, r.i + 2);
  const name = readName(r);
  skipSpace(r);
  if (r.s[r.i] !== ">") fail(r, `expected ">" to end </${name}.`);
  advance(r, r.i + 1);
  const open = r.stack.pop();
  if (!open) fail(r, `</${name}> closes nothing.`);
  if (open!.name !== name) fail(r, `</${name}> closes <${open!.name}> (opened on line ${open!.line}).`);
  finish(r, open!);
}

/** A start tag (or an empty-element tag) with its attributes. */
function startTag(r: XmlReading): void {
  if (r.root !== null) fail(r, "a second root element: an XML file has one.");
  const startLine = r.line;
  advance(r, r.i + 1);
  const name = readName(r);
  const attributes = readAttributes(r, name);
  const element: Building = { name, attributes, children: null, text: "", line: startLine };
  if (r.s.startsWith("/>", r.i)) {
    advance(r, r.i + 2);
    finish(r, element);
  } else {
    advance(r, r.i + 1);
    if (r.stack.length >= MAX_DEPTH) {
      fail(
        r,
        `<${name}> is nested more than ${MAX_DEPTH.toLocaleString("en-US")} elements deep: a results file's elements are nested a few deep.`,
        true,
      );
    }
    r.stack.push(element);
  }
}

/** A start tag's attributes, up to its ">" or "/>" (the shared empty record when it has none). */
function readAttributes(r: XmlReading, name: string): Record<string, string> {
  const { s } = r;
  let attributes: Record<string, string> = NO_ATTRIBUTES as Record<string, string>;
  let attributeCount = 1;
  for (;;) {
    skipSpace(r);
    if (s.startsWith("/>", r.i) || s[r.i] === ">") break;
    if (r.i >= s.length) fail(r, `<${name}> is not closed: expected ">".`);
    const attr = readName(r);
    skipSpace(r);
    if (s[r.i] !== "=") fail(r, `expected "=" after the attribute ${attr} of <${name}>.`);
    advance(r, r.i + 1);
    skipSpace(r);
    const q = s[r.i];
    if (q !== '"' && q !== "'") fail(r, `expected a quoted value for the attribute ${attr} of <${name}>.`);
    const end = s.indexOf(q, r.i + 1);
    if (end < 0) fail(r, `the value of ${attr} is not closed.`);
    const raw = s.slice(r.i + 1, end);
    if (raw.includes("<")) fail(r, `"<" inside the value of ${attr}.`);
    if (attributes === NO_ATTRIBUTES) attributes = {};
    else if (++attributeCount > MAX_ATTRIBUTES) {
      fail(
        r,
        `<${name}> has more than ${MAX_ATTRIBUTES.toLocaleString("en-US")} attributes: a results file's elements have a few.`,
        true,
      );
    }
    attributes[attr] = decode(r, raw);
    advance(r, end + 1);
  }
  return attributes;
}

/** A text kept once each when it is short (pair numbers, scores), up to a bound. */
function kept(r: XmlReading, text: string): string {
  if (text.length > SHARED_LENGTH) return text;
  const known = r.texts.get(text);
  if (known !== undefined) return known;
  if (r.texts.size < SHARED_MOST) r.texts.set(text, text);
  return text;
}

/** An element closed: made whole and added to its parent, or the root. */
function finish(r: XmlReading, open: Building): void {
  const done: XmlElement = {
    name: open.name,
    attributes: open.attributes,
    // A copy of the list's own length: a list grown by push keeps room for more children.
    children: open.children === null ? NO_CHILDREN : open.children.slice(),
    text: kept(r, open.text.trim()),
    line: open.line,
  };
  if (r.stack.length > 0) {
    const parent = r.stack[r.stack.length - 1];
    (parent.children ??= []).push(done);
  } else r.root = done;
}

function fail(r: XmlReading, detail: string, pastLimit: boolean = false): never {
  throw new XmlError(r.line, detail, pastLimit);
}

/** Moves on to `to`, counting the lines passed. */
function advance(r: XmlReading, to: number): void {
  for (let k = r.i; k < to; k++) if (r.s.charCodeAt(k) === 10) r.line++;
  r.i = to;
}

function skipTo(r: XmlReading, marker: string, what: string): void {
  const end = r.s.indexOf(marker, r.i);
  if (end < 0) fail(r, `${what} is not closed: expected "${marker}".`);
  advance(r, end + marker.length);
}

/** Text with its entity and character references expanded; any other entity is refused. */
function decode(r: XmlReading, raw: string): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(";")) fail(r, `"&${ref}" is not an entity reference: write &amp; for an ampersand.`);
    if (ref in PREDEFINED) return PREDEFINED[ref];
    const num = /^#(x[0-9A-Fa-f]+|[0-9]+)$/.exec(ref);
    if (num) {
      const code = num[1].startsWith("x") ? parseInt(num[1].slice(1), 16) : parseInt(num[1], 10);
      if (code > 0x10ffff || code === 0) fail(r, `&${ref}; is not a character.`);
      // A reference may name what the file's text could not hold as it was read: a control
      // character, a bidirectional one, or half a surrogate pair; cleaned as that text was.
      return withoutControls(String.fromCodePoint(code));
    }
    return fail(
      r,
      `the entity &${ref}; is not read (only &lt; &gt; &amp; &quot; &apos; and numeric references are).`,
    );
  });
}

/** A name (element or attribute), kept once each. */
function readName(r: XmlReading): string {
  NAME.lastIndex = r.i;
  const m = NAME.exec(r.s);
  if (!m) fail(r, `expected a name after "${r.s.slice(Math.max(0, r.i - 1), r.i + 1)}".`);
  advance(r, r.i + m![0].length);
  const name = m![0];
  const known = r.names.get(name);
  if (known !== undefined) return known;
  if (r.names.size < SHARED_MOST) r.names.set(name, name);
  return name;
}

function skipSpace(r: XmlReading): void {
  let k = r.i;
  while (k < r.s.length && /\s/.test(r.s[k])) k++;
  advance(r, k);
}

/** The first child element of that name (case as written), or undefined. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** The text of the first child element of that name, or undefined when there is none. */
export function childText(element: XmlElement, name: string): string | undefined {
  return child(element, name)?.text;
}
