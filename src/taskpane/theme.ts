/**
 * Which look the pane takes: Office's theme (the colours Office.context.officeTheme gives, read in
 * src/office/theme.ts) and the system's forced colours (Windows high contrast). Pure; the
 * component PaneTheme maps the choice to Fluent UI's themes.
 *
 * - Forced colours on: the high-contrast theme, whatever Office's theme (the system's colours win).
 * - A dark body (Office's Dark Gray and Black themes): the dark theme.
 * - Otherwise (White, Colorful, or outside Office): the light theme.
 */
import type { OfficeColours } from "../office/theme";

export type PaneLook = "light" | "dark" | "highContrast";

/**
 * The relative luminance (WCAG 2.1) of a #RRGGBB or #RGB colour, 0 (black) to 1 (white), or null
 * for anything else.
 *
 * @example
 * luminance("#FFFFFF"); // 1
 * luminance("#262626"); // 0.0194...
 */
export function luminance(colour: string | undefined): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour?.trim() ?? "");
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The look for Office's colours and the system's forced colours.
 *
 * @example
 * paneLook({ bodyBackgroundColor: "#262626" }, false); // "dark"
 * paneLook({ bodyBackgroundColor: "#FFFFFF" }, true); // "highContrast"
 * paneLook(null, false); // "light"
 */
export function paneLook(office: OfficeColours | null, forcedColours: boolean): PaneLook {
  if (forcedColours) return "highContrast";
  const body = luminance(office?.bodyBackgroundColor);
  if (body !== null) return body < 0.18 ? "dark" : "light";
  // Only the text colour given: light text means a dark body.
  const text = luminance(office?.bodyForegroundColor);
  return text !== null && text > 0.5 ? "dark" : "light";
}
