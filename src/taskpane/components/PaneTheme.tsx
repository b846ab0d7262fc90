/**
 * The pane's Fluent UI theme, following Office's theme and Windows high contrast (src/taskpane/
 * theme.ts decides which). Forced colours are watched while the pane is open, so switching high
 * contrast on or off takes effect at once; Office's colours are read once, as the pane opens.
 */
import { type ReactNode, useEffect, useState } from "react";
import {
  FluentProvider,
  teamsHighContrastTheme,
  webDarkTheme,
  webLightTheme,
  type Theme,
} from "@fluentui/react-components";
import type { OfficeColours } from "../../office/theme";
import { paneLook, type PaneLook } from "../theme";

const THEMES: Readonly<Record<PaneLook, Theme>> = {
  light: webLightTheme,
  dark: webDarkTheme,
  highContrast: teamsHighContrastTheme,
};

const FORCED = "(forced-colors: active)";

function forcedNow(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(FORCED).matches
    : false;
}

/**
 * @example
 * <PaneTheme office={officeColours()}><App ... /></PaneTheme>
 */
export function PaneTheme({ office, children }: { office: OfficeColours | null; children: ReactNode }) {
  const [forced, setForced] = useState(forcedNow);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(FORCED);
    const changed = () => setForced(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  const look = paneLook(office, forced);
  // The page around the pane takes the theme's background too (no light margin round a dark pane).
  useEffect(() => {
    document.body.style.backgroundColor = THEMES[look].colorNeutralBackground1;
  }, [look]);
  return (
    <FluentProvider theme={THEMES[look]} data-look={look} style={{ minHeight: "100vh" }}>
      {children}
    </FluentProvider>
  );
}
