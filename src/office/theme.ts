/* global Office */
/**
 * The colours of Office's theme, which the pane follows (src/taskpane/theme.ts chooses the look).
 */

/** The colours of Office's theme that the pane reads (#RRGGBB; any may be missing). */
export interface OfficeColours {
  readonly bodyBackgroundColor?: string;
  readonly bodyForegroundColor?: string;
}

/**
 * The colours of Office's theme (Office.context.officeTheme: White, Colorful, Dark Gray, Black),
 * for the pane to follow; null outside Office or where Office does not say.
 *
 * @example
 * officeColours(); // { bodyBackgroundColor: "#262626", bodyForegroundColor: "#FFFFFF" } in the Black theme
 */
export function officeColours(): OfficeColours | null {
  try {
    const theme = Office.context?.officeTheme;
    if (!theme) return null;
    return { bodyBackgroundColor: theme.bodyBackgroundColor, bodyForegroundColor: theme.bodyForegroundColor };
  } catch {
    return null;
  }
}
