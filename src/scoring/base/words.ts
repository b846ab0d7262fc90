// The words for a vulnerability and a signed score, which the core's own messages need as much as
// the results sheet and the pane do. They sit here, below the messages, and present.ts lists them
// with every other word shown to people.
import type { Vulnerability } from "./seats";

/**
 * A vulnerability in words, for messages, the sheet's board titles and the pane.
 *
 * @example
 * vulText("NS"); // "NS vulnerable"
 * vulText("None"); // "nobody vulnerable"
 * vulText("All"); // "both sides vulnerable"
 */
export function vulText(v: Vulnerability): string {
  return v === "None" ? "nobody vulnerable" : v === "All" ? "both sides vulnerable" : `${v} vulnerable`;
}

/**
 * A score with its sign, as a traveller shows it: "+" before a gain, "-" before a loss, 0 bare.
 *
 * @example
 * signed(420); // "+420"
 * signed(-50); // "-50"
 * signed(0); // "0"
 */
export function signed(x: number): string {
  return x > 0 ? `+${x}` : String(x);
}
