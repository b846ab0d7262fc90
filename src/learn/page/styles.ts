/**
 * The styles of the teaching page (LearnPage.tsx and its sections in this folder): the page's
 * column, the two columns of traveller and choices, the stacks of parts, the traveller's box, the
 * results page's frame, the rows of tools and the glossary.
 */
import { makeStyles, tokens } from "@fluentui/react-components";

export const useLearnStyles = makeStyles({
  page: {
    maxWidth: "80rem",
    margin: "0 auto",
    padding: tokens.spacingHorizontalL,
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalL,
  },
  columns: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
    gap: tokens.spacingHorizontalXL,
    alignItems: "start",
  },
  header: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
  stack: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM, minWidth: 0 },
  file: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  traveller: { fontFamily: tokens.fontFamilyMonospace },
  results: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    overflowX: "auto",
  },
  tools: {
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    alignItems: "center",
  },
  glossary: { "& dt": { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalS } },
});
