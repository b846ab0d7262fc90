/**
 * "Open a results file": a button that opens the browser's file picker. The chosen file is read
 * in the pane (nothing is uploaded) and handed on as its name and bytes; the reducer decides the
 * rest. Layout only.
 */
import type { OpenResultsFile } from "../actions";
import { INPUT_EXTENSIONS } from "../../event";
import { FilePickButton } from "./FilePickButton";
import type { KeepInputFile, PickVia } from "../refresh-file";
import { pickerHint } from "../open-file";

export interface OpenFileButtonProps {
  /** The file chosen, as its name and bytes. */
  readonly onOpen: OpenResultsFile;
  readonly disabled: boolean;
  /** How a click picks the file (keeping it to read again), given the input's picker to fall back on. */
  readonly onPick?: PickVia;
  /** The file the input gave, kept to read again. */
  readonly onFile?: KeepInputFile;
}

/**
 * The button and its hidden file input.
 *
 * @example
 * <OpenFileButton onOpen={(name, bytes) => dispatch({ kind: "fileChosen", name, bytes })} disabled={false} />
 */
export function OpenFileButton({ onOpen, disabled, onPick, onFile }: OpenFileButtonProps) {
  return (
    <FilePickButton
      label="Open a results file"
      inputLabel="Results file"
      testId="results-file"
      accept={INPUT_EXTENSIONS.join(",")}
      hint={pickerHint()}
      onChoose={onOpen}
      disabled={disabled}
      {...(onPick ? { onPick } : {})}
      {...(onFile ? { onFile } : {})}
    />
  );
}
