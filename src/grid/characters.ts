// Cutting text without cutting a character in two. Excel, the browser and JavaScript count text in
// UTF-16 units, where a character outside the first 65,536 (an emoji, some CJK) takes two: a cut
// between them leaves half a character, shown as a replacement mark. Messages, sheet names and cell
// texts all cut long text, and all cut it here.

/** True for the first unit of a two-unit character. */
function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/**
 * The start of `text` up to `length` UTF-16 units, one fewer when the last would be the first half
 * of a two-unit character.
 *
 * @example
 * headOf("ab\u{1F600}", 3); // "ab"
 * headOf("abc", 2); // "ab"
 */
export function headOf(text: string, length: number): string {
  const head = text.slice(0, length);
  return head.length > 0 && isHighSurrogate(head.charCodeAt(head.length - 1)) ? head.slice(0, -1) : head;
}

/**
 * The end of `text` from unit `from` on, one unit later when `from` falls inside a two-unit
 * character.
 *
 * @example
 * tailFrom("\u{1F600}ab", 1); // "ab"
 * tailFrom("abc", 1); // "bc"
 */
export function tailFrom(text: string, from: number): string {
  return from > 0 && from < text.length && isHighSurrogate(text.charCodeAt(from - 1))
    ? text.slice(from + 1)
    : text.slice(from);
}
