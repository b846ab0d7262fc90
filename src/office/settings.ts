/* global Office */
/**
 * The pane's last choices, kept in the document (Office's document settings, saved with the
 * workbook). Outside Office nothing is kept and nothing fails.
 */

const SETTINGS_KEY = "bridgeScoring.pane";

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
  const settings = documentSettings();
  if (!settings) return null;
  const saved: unknown = settings.get(SETTINGS_KEY);
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
  const settings = documentSettings();
  if (!settings) return Promise.resolve();
  settings.set(SETTINGS_KEY, value);
  return new Promise((resolve, reject) => {
    settings.saveAsync((result) => {
      if (String(result.status) === "failed") {
        reject(new Error(`The pane's choices could not be saved in the workbook: ${result.error.message}`));
      } else resolve();
    });
  });
}
