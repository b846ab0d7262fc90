/**
 * The pane's own words for messages it shares with the command line. The event layer and the
 * scoring core word some messages for both front ends ("say so (the command line's
 * --accept-pairs, the pane's Accept pairs)"); the pane never quotes a command-line flag, so before
 * it shows such a message it keeps the pane's half, or names the command line without its flag.
 * Pure: the pane's workflow passes every line of problems and every refusal through here.
 */

/** Each shared wording, and how the pane says it (applied in this order). */
const PANE_WORDINGS: readonly (readonly [RegExp, string])[] = [
  // Both front ends named: the pane's own control alone.
  [/\(the command line's --[a-z][\w-]*(?: [\w-]+)?, the pane's ([^)]+)\)/g, "(the pane's $1)"],
  // Only the command line does it: said so, without its flag.
  [/the command line's --[a-z][\w-]*/g, "the command line"],
  // A flag in brackets after the words that say what it does.
  [/ \(--[a-z][\w-]*(?: [\w-]+)?\)/g, ""],
];

/**
 * A message as the pane shows it: the same words, less any command-line flag.
 *
 * @example
 * paneWords("If it is a late pair, say so (the command line's --accept-pairs, the pane's Accept pairs).");
 * // "If it is a late pair, say so (the pane's Accept pairs)."
 * paneWords("Pair 3 has no names to be matched by (--names)."); // "Pair 3 has no names to be matched by."
 */
export function paneWords(message: string): string {
  return PANE_WORDINGS.reduce((text, [pattern, words]) => text.replace(pattern, words), message);
}
