/**
 * The styles of the pane's frame (App.tsx and its sections, PaneSections.tsx): the column it is
 * laid out in, the numbered sections and their titles, the Score button kept in view at the foot,
 * and the outcome below it.
 */
import { makeStyles, tokens } from "@fluentui/react-components";

export const usePaneStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXXL}`,
    maxWidth: "520px",
    boxSizing: "border-box",
    minWidth: 0,
    // Every field and its box take the width they are given: a drop-down otherwise keeps the
    // width of its longest choice and a typed number that of 20 characters, and at 300 px either
    // would push the pane sideways.
    "& .fui-Field, & .fui-Select, & .fui-Input": { minWidth: 0, maxWidth: "100%" },
    "& .fui-Select__select, & .fui-Input__input": { minWidth: 0 },
  },
  header: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  tagline: { color: tokens.colorNeutralForeground3 },
  section: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS, minWidth: 0 },
  sectionTitle: { margin: 0 },
  // The Score button stays in view at the foot of the pane while the options above it scroll: the
  // button and one line of progress only (at most a fifth of a 640 px pane), never the messages,
  // questions and Save buttons, which follow it in the page and take the focus when they come.
  scoreRow: {
    position: "sticky",
    bottom: 0,
    zIndex: 1,
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalS,
    margin: `0 calc(-1 * ${tokens.spacingHorizontalM})`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  outcome: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS, minWidth: 0 },
  statusText: { display: "block", marginTop: tokens.spacingVerticalXXS },
  wrap: { overflowWrap: "anywhere" },
});
