/* global Office */
// The window Excel on Mac shows a results file in (it cannot download from the pane): it tells
// the pane it is ready, receives the file, and shows a web page as itself (in a sandboxed frame,
// to print) or a PBN or USEBIO file as its text (to copy). Nothing here is sent anywhere.
// save-file.ts opens it; the page is its own entry point (dist/results-dialog.html).
import type { FileToSave } from "./save-file";

function show(file: FileToSave): void {
  const main = document.getElementById("file");
  if (!main) return;
  document.title = file.name;
  main.replaceChildren();
  if (file.type.startsWith("text/html")) {
    const frame = document.createElement("iframe");
    frame.title = file.name;
    frame.setAttribute("sandbox", "allow-modals");
    frame.srcdoc = file.text;
    main.append(frame);
  } else {
    const pre = document.createElement("pre");
    pre.textContent = file.text;
    main.append(pre);
  }
}

Office.onReady(() => {
  Office.context.ui.addHandlerAsync(Office.EventType.DialogParentMessageReceived, (arg) => {
    const message = (arg as { message?: string }).message;
    if (message) show(JSON.parse(message) as FileToSave);
  });
  Office.context.ui.messageParent("ready");
});
