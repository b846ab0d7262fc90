/* global Office */
// Task pane entry point: once Office.js is ready, renders the pane with the Excel actions of
// excel.ts (the only module that calls Office.js) and the results sheet builder. Outside Excel
// (a plain browser: Office.onReady gives no host) the pane still renders and says so.
import { createRoot } from "react-dom/client";
import { App } from "./components/App";
import { PaneTheme } from "./components/PaneTheme";
import type { PaneActions } from "./actions";
import { startSheet } from "./build";
import { WORKED_EXAMPLES } from "./examples";
import {
  insertExample,
  loadSettings,
  officeColours,
  readTravellerArea,
  saveFile,
  saveSettings,
  writeSheet,
} from "../writers/office/excel";

const actions: PaneActions = {
  readTravellerArea,
  writeSheet,
  insertExample,
  loadSettings,
  saveSettings,
  startSheet,
  saveFile,
};

function render(inExcel: boolean): void {
  const container = document.getElementById("container");
  if (!container) return;
  createRoot(container).render(
    <PaneTheme office={inExcel ? officeColours() : null}>
      <App inExcel={inExcel} actions={actions} examples={WORKED_EXAMPLES} />
    </PaneTheme>,
  );
}

Office.onReady()
  .then((info) => render(info.host === Office.HostType.Excel))
  .catch(() => render(false));
