/* global Office */
/**
 * Saving a file the pane made (a results web page, a PBN or a USEBIO file): a download where the
 * pane may download, else a window (results-dialog.ts) it can be printed or copied from.
 */

/** A file to save: its name, media type and text. */
export interface FileToSave {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** Saves a file where the host allows: "downloaded", or "shown" in a window to print or copy. */
export type SaveFile = (file: FileToSave) => Promise<"downloaded" | "shown">;

/**
 * Saves a results file. Where a task pane may download (Excel on the web, Excel on Windows) it is
 * downloaded through a link to a Blob; Excel on Mac ignores such downloads (its WebKit view gives
 * them no save dialog), so there the file opens in an Office dialog (results-dialog.html, sent
 * the file with messageChild, DialogApi 1.2) from which the page can be printed or the text copied.
 *
 * @example
 * await saveFile({ name: "results.pbn", type: "text/plain", text: pbn }); // "downloaded", or "shown" on a Mac
 */
export async function saveFile(file: FileToSave): Promise<"downloaded" | "shown"> {
  let mac = false;
  try {
    mac = Office.context.platform === Office.PlatformType.Mac;
  } catch {
    mac = false;
  }
  if (!mac) {
    const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
    const link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return "downloaded";
  }
  const page = new URL("results-dialog.html", window.location.href).href;
  return new Promise((resolve, reject) =>
    Office.context.ui.displayDialogAsync(page, { height: 80, width: 70 }, (opened) => {
      if (opened.status === Office.AsyncResultStatus.Failed) {
        reject(new Error(`The window could not open: ${opened.error.message}`));
        return;
      }
      const dialog = opened.value;
      // The dialog says it is ready; it is then sent the file.
      dialog.addEventHandler(Office.EventType.DialogMessageReceived, () =>
        dialog.messageChild(JSON.stringify(file)),
      );
      resolve("shown");
    }),
  );
}
