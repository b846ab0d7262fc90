/**
 * "Open a results file": a button that opens the browser's file picker. The chosen file is read
 * in the pane (nothing is uploaded) and handed on as its name and bytes; the reducer decides the
 * rest. Layout only.
 */
import { useRef } from "react";
import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { OpenResultsFile } from "../actions";
import { INPUT_EXTENSIONS } from "../../event";
import { pickerHint } from "../open-file";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface OpenFileButtonProps {
  /** The file chosen, as its name and bytes. */
  readonly onOpen: OpenResultsFile;
  readonly disabled: boolean;
}

/**
 * The button and its hidden file input.
 *
 * @example
 * <OpenFileButton onOpen={(name, bytes) => dispatch({ kind: "fileChosen", name, bytes })} disabled={false} />
 */
export function OpenFileButton({ onOpen, disabled }: OpenFileButtonProps) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.root}>
      <input
        ref={input}
        type="file"
        accept={INPUT_EXTENSIONS.join(",")}
        hidden
        aria-label="Results file"
        data-testid="results-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = ""; // the same file may be chosen again after it is edited
          if (!file) return;
          void file.arrayBuffer().then((buffer) => onOpen(file.name, new Uint8Array(buffer)));
        }}
      />
      <Button appearance="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        Open a results file
      </Button>
      <Caption1 className={styles.hint}>{pickerHint()}</Caption1>
    </div>
  );
}
