// The XML tree as the USEBIO reader walks it: elements with their paths for messages, an
// element's value (a child's text or an attribute of that name), and searches below an element.
import { childText, type XmlElement } from "../xml";

/** An element with its path from the root (`USEBIO/EVENT/SESSION[2]/SECTION`) for messages. */
export interface Placed {
  readonly el: XmlElement;
  readonly path: string;
}

/** The child elements of that name, each with its path (an index when there are several). */
export function placed(parent: Placed, name: string): Placed[] {
  const found = parent.el.children.filter((c) => c.name === name);
  return found.map((el, k) => ({
    el,
    path: `${parent.path}/${name}${found.length > 1 ? `[${k + 1}]` : ""}`,
  }));
}

/**
 * Where an element is, as messages name it: its path and line. Made flat (one string, not the
 * chain of joined pieces a template builds), since every traveller line keeps its own as the
 * row's source: chains of six or seven pieces a line are most of what a file of a million lines
 * holds once read.
 */
export const at = (p: Placed): string => flat(`${p.path} (line ${p.el.line})`);

/** The text as one flat string: reading a character makes V8 flatten a joined one in place. */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

/** An element's value: its text, or the attribute of that name on the element (some programs use attributes). */
export function value(el: XmlElement, name: string): string | undefined {
  return childText(el, name) ?? el.attributes[name];
}

/** An element's value on the element, else on the first of its descendants that has it (sessions, sections). */
export function findValue(top: Placed, name: string): string | undefined {
  const own = value(top.el, name);
  if (own !== undefined && own.trim() !== "") return own.trim();
  for (const inner of [...placed(top, "SESSION"), ...placed(top, "SECTION")]) {
    const found = findValue(inner, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether any BOARD under the element gives its datum (BOARD_AVERAGE), as Butler boards do. */
export function hasDatum(el: XmlElement): boolean {
  return el.children.some((c) => (c.name === "BOARD_AVERAGE" && c.text.trim() !== "") || hasDatum(c));
}

/** Whether an element or any element inside it has a child of that name. */
export function hasElement(el: XmlElement, name: string): boolean {
  return el.children.some((c) => c.name === name || hasElement(c, name));
}

/** A USEBIO DATE (DD/MM/YYYY, or already YYYY-MM-DD) as YYYY-MM-DD; undefined for anything else. */
export function isoDate(text: string | undefined): string | undefined {
  const t = (text ?? "").trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (dmy) return `${dmy[3]}-${dmy[2].padStart(2, "0")}-${dmy[1].padStart(2, "0")}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(t) ? t : undefined;
}
