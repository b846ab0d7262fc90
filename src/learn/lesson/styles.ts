/**
 * The styles of a board's lesson (Lesson.tsx and its parts in this folder): the tables, the
 * followed row's highlight, the fields for scores and contracts, the worked lines, the quiz's
 * verdicts and the tips on numbers.
 */
import { makeStyles, tokens } from "@fluentui/react-components";
import { LESSON_LAYOUT } from "../layout";

export const useLessonStyles = makeStyles({
  ...LESSON_LAYOUT,
  methods: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
    gap: tokens.spacingHorizontalXL,
    alignItems: "start",
  },
  table: {
    borderCollapse: "collapse",
    "& th, & td": {
      border: `1px solid ${tokens.colorNeutralStroke1}`,
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
      textAlign: "right",
    },
    "& th": { backgroundColor: tokens.colorNeutralBackground3 },
  },
  followed: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    fontWeight: tokens.fontWeightSemibold,
    outline: `2px solid ${tokens.colorNeutralForeground1}`,
  },
  scoreInput: { width: "6rem", textAlign: "right", font: "inherit" },
  contract: {
    display: "inline-flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalXS,
    alignItems: "center",
  },
  contractInput: { width: "4.5rem", font: "inherit" },
  tricksInput: { width: "2.5rem", textAlign: "right", font: "inherit" },
  worked: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorNeutralForeground1 },
  right: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  wrong: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  step: { margin: 0 },
  scroll: { overflowX: "auto", maxWidth: "100%" },
  answer: {},
  tipped: {
    position: "relative",
    cursor: "help",
    textDecorationLine: "underline",
    textDecorationStyle: "dotted",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  tip: {
    position: "absolute",
    right: 0,
    top: "100%",
    zIndex: 1,
    width: "max-content",
    maxWidth: "20rem",
    textAlign: "left",
    fontWeight: tokens.fontWeightRegular,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    boxShadow: tokens.shadow8,
  },
});
