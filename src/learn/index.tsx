// The teaching page's entry point (dist/learn.html): no Office.js, any browser.
import { createRoot } from "react-dom/client";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { WORKED_EXAMPLES } from "../ui/examples";
import { LearnPage } from "./LearnPage";

const container = document.getElementById("container");
if (container)
  createRoot(container).render(
    <FluentProvider theme={webLightTheme}>
      <LearnPage examples={WORKED_EXAMPLES} />
    </FluentProvider>,
  );
