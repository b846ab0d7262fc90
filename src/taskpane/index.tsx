// Task pane entry point: renders the pane once Office.js is ready. A minimal shell for now; the
// pane's real content replaces <Pane /> later.
import { createRoot } from "react-dom/client";
import { FluentProvider, Text, Title2, makeStyles, tokens, webLightTheme } from "@fluentui/react-components";

const useStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
});

/**
 * The pane's content: its title and what the add-in does.
 * @example
 * createRoot(element).render(<FluentProvider theme={webLightTheme}><Pane /></FluentProvider>);
 */
export function Pane() {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <Title2 as="h1">Bridge Scoring</Title2>
      <Text as="p">
        Scores duplicate bridge with worksheet functions: type =BRIDGE. in a cell to find IMPs, Butler datums,
        cross-IMPs, matchpoints with Neuberg, victory points and contract scores, each kept as a live formula.
      </Text>
    </main>
  );
}

Office.onReady(() => {
  const container = document.getElementById("container");
  if (!container) return;
  createRoot(container).render(
    <FluentProvider theme={webLightTheme}>
      <Pane />
    </FluentProvider>,
  );
});
