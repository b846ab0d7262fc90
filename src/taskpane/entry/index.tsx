// Task pane entry point: once Office.js is ready, renders the pane with the Office adapter's
// actions (src/office, the only folder that calls Office.js).
// Outside Excel (a plain browser: Office.onReady gives no host) the pane still renders and says so.
import { createRoot } from "react-dom/client";
import { App } from "../components/App";
import { PaneTheme } from "../components/PaneTheme";
import type { PaneActions } from "../actions";
import { WORKED_EXAMPLES } from "../../ui/examples";
import { officeActions, officeColours, officeHost } from "../../office";

const actions: PaneActions = officeActions;

function render(inExcel: boolean): void {
  const container = document.getElementById("container");
  if (!container) return;
  createRoot(container).render(
    <PaneTheme office={inExcel ? officeColours() : null}>
      <App inExcel={inExcel} actions={actions} examples={WORKED_EXAMPLES} />
    </PaneTheme>,
  );
}

void officeHost().then(render);
