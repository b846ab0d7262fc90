// The layout the teaching page's lessons share: a column of parts, and rows of fields that wrap.
import { tokens } from "@fluentui/react-components";

/** Style rules for makeStyles: `stack` (a column of parts) and `row` (fields side by side, wrapping). */
export const LESSON_LAYOUT = {
  stack: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM, minWidth: 0 },
  row: {
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    alignItems: "end",
  },
} as const;
