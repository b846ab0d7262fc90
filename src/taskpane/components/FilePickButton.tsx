/**
 * A button that opens the browser's file picker, with a hint under it. The chosen file is read in
 * the pane (nothing is uploaded) and handed on as its name and bytes. Layout only: "Open a results
 * file" and "Add hand records" are made of it.
 */
import { useRef, type ReactNode } from "react";
import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { OpenResultsFile } from "../actions";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface FilePickButtonProps {
  /** The button's words. */
  readonly label: string;
  /** The file input's accessible name, and its test id. */
  readonly inputLabel: string;
  readonly testId: string;
  /** The file names the picker offers (".pbn,.xml"). */
  readonly accept: string;
  readonly hint: ReactNode;
  /** The file chosen, as its name and bytes. */
  readonly onChoose: OpenResultsFile;
  readonly disabled: boolean;
}

/**
 * The button and its hidden file input.
 *
 * @example
 * <FilePickButton label="Add hand records" inputLabel="Hand-record file" testId="hand-records-file" accept=".pbn" hint="..." onChoose={choose} disabled={false} />
 */
export function FilePickButton(props: FilePickButtonProps) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.root}>
      <input
        ref={input}
        type="file"
        accept={props.accept}
        hidden
        aria-label={props.inputLabel}
        data-testid={props.testId}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = ""; // the same file may be chosen again after it is edited
          if (!file) return;
          void file.arrayBuffer().then((buffer) => props.onChoose(file.name, new Uint8Array(buffer)));
        }}
      />
      <Button appearance="secondary" disabled={props.disabled} onClick={() => input.current?.click()}>
        {props.label}
      </Button>
      <Caption1 className={styles.hint}>{props.hint}</Caption1>
    </div>
  );
}
