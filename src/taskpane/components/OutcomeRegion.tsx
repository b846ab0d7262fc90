/**
 * The live region that holds the outcome (the sheet written, the problems found, Excel's message).
 * It is always in the page, even empty, so a screen reader announces the message that appears in
 * it: a region added together with its text is not reliably announced.
 */
import type { ReactNode } from "react";

/**
 * @example
 * <OutcomeRegion>{status && <MessageBar>...</MessageBar>}</OutcomeRegion>
 */
export function OutcomeRegion({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" data-testid="outcome">
      {children}
    </div>
  );
}
