/* global Office */
/**
 * The pane's last choices, kept in the document (Office's document settings, saved with the
 * workbook). Outside Office nothing is kept and nothing fails.
 */

const SETTINGS_KEY = "bridgeScoring.pane";
/** The results sheets the pane wrote from each traveller (src/taskpane/replace.ts reads it). */
const SCORED_KEY = "bridgeScoring.scoredSheets";
/** The deals the pane keeps for each traveller (src/taskpane/deals.ts reads it). */
const DEALS_KEY = "bridgeScoring.deals";
/** The results file last opened and scored, for Refresh from the file (src/taskpane/refresh-file.ts reads it). */
const FILE_SESSION_KEY = "bridgeScoring.fileSession";

/** The document's settings, or null outside Office (the pane then remembers nothing). */
function documentSettings(): Office.Settings | null {
  try {
    return Office.context?.document?.settings ?? null;
  } catch {
    return null;
  }
}

/**
 * The pane's choices last saved in this document (whatever was stored: the caller checks it),
 * or null when none were saved or the pane is not running in Office.
 *
 * @example
 * restoreOptions(loadSettings()); // the last choices, or the defaults
 */
export function loadSettings(): unknown {
  return loadKey(SETTINGS_KEY);
}

/**
 * The record of the results sheets written from each traveller, as last kept in this document
 * (unchecked), or null when none was kept or the pane is not running in Office.
 *
 * @example
 * restoreScoredSheets(loadScoredSheets()); // { "Sheet1!C3": ["Board 2 matchpoints"] }
 */
export function loadScoredSheets(): unknown {
  return loadKey(SCORED_KEY);
}

/**
 * Keeps the record of the results sheets written from each traveller in the document.
 *
 * @example
 * await saveScoredSheets({ "Sheet1!C3": ["Board 2 matchpoints"] });
 */
export function saveScoredSheets(value: unknown): Promise<void> {
  return saveKey(SCORED_KEY, value, "The record of the sheets scored");
}

/**
 * The record of the deals kept for each traveller, as last kept in this document (unchecked), or
 * null when none was kept or the pane is not running in Office.
 *
 * @example
 * restoreDealsRecord(loadDeals()); // { "'Club Pairs A'!A1": { from: "club.pbn", deals: [...] } }
 */
export function loadDeals(): unknown {
  return loadKey(DEALS_KEY);
}

/**
 * Keeps the record of the deals kept for each traveller in the document.
 *
 * @example
 * await saveDeals({ "'Club Pairs A'!A1": { from: "club.pbn", deals: [...] } });
 */
export function saveDeals(value: unknown): Promise<void> {
  return saveKey(DEALS_KEY, value, "The hand records kept for the travellers");
}

/**
 * The results file last opened and scored (its sheets and choices), as last kept in this
 * document (unchecked), or null when none was kept or the pane is not running in Office.
 *
 * @example
 * restoreFileSession(loadFileSession()); // { file: "club.bws", sheets: [...], options: {...} }
 */
export function loadFileSession(): unknown {
  return loadKey(FILE_SESSION_KEY);
}

/**
 * Keeps the results file last opened and scored (its sheets and choices) in the document.
 *
 * @example
 * await saveFileSession({ file: "club.bws", sheets: [{ section: "Club A", sheet: "Club A", range: "A1:K9" }], options });
 */
export function saveFileSession(value: unknown): Promise<void> {
  return saveKey(FILE_SESSION_KEY, value, "The results file's sheets, for Refresh from the file,");
}

function loadKey(key: string): unknown {
  const settings = documentSettings();
  if (!settings) return null;
  const saved: unknown = settings.get(key);
  return saved === undefined ? null : saved;
}

/**
 * Remembers the pane's choices in the document (Office's document settings, saved with the
 * workbook). Resolves when Office has stored them; does nothing outside Office.
 *
 * @example
 * await saveSettings({ method: "cross", divisor: "total" });
 */
export function saveSettings(value: unknown): Promise<void> {
  return saveKey(SETTINGS_KEY, value, "The pane's choices");
}

function saveKey(key: string, value: unknown, what: string): Promise<void> {
  const settings = documentSettings();
  if (!settings) return Promise.resolve();
  settings.set(key, value);
  return new Promise((resolve, reject) => {
    settings.saveAsync((result) => {
      if (String(result.status) === "failed") {
        reject(new Error(`${what} could not be saved in the workbook: ${result.error.message}`));
      } else resolve();
    });
  });
}
