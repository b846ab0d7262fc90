/**
 * A button that opens the browser's file picker, with a hint under it. The chosen file is read in
 * the pane (nothing is uploaded) and handed on as its name and bytes. Layout only: "Open a results
 * file" and "Add hand records" are made of it.
 */
import { useRef, type ReactNode } from "react";
import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { OpenResultsFile } from "../actions";
import type { KeepInputFile, PickVia } from "../refresh-file";

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
  /** The words under the button (none: no line under it). */
  readonly hint?: ReactNode;
  /** The file chosen, as its name and bytes. */
  readonly onChoose: OpenResultsFile;
  readonly disabled: boolean;
  /**
   * How a click picks the file, given the file input's own picker to fall back on (a picker that
   * keeps a handle to the file, say). Absent: the file input's picker.
   */
  readonly onPick?: PickVia;
  /** The file the input gave, before it is read (to read it again later). */
  readonly onFile?: KeepInputFile;
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
          props.onFile?.(file);
          // A file the browser cannot read (gone since it was chosen) is as if none were chosen.
          void file.arrayBuffer().then(
            (buffer) => props.onChoose(file.name, new Uint8Array(buffer)),
            () => undefined,
          );
        }}
      />
      <Button
        appearance="secondary"
        disabled={props.disabled}
        onClick={() => {
          const openInput = () => input.current?.click();
          if (props.onPick) props.onPick(openInput);
          else openInput();
        }}
      >
        {props.label}
      </Button>
      {props.hint !== undefined && <Caption1 className={styles.hint}>{props.hint}</Caption1>}
    </div>
  );
}
