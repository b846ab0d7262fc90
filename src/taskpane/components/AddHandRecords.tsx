/**
 * "Add hand records": a button that opens the browser's file picker for a hand-record file (a PBN
 * file of deals, a dealing program's text file of one deal a line, a USEBIO file, a Bridgemate
 * database). The file is read in the pane (nothing is uploaded) and handed on as its name and
 * bytes; the reducer joins its deals to the selected traveller. Layout only.
 */
import { useRef } from "react";
import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { OpenResultsFile } from "../actions";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The files a hand record comes in. */
const HAND_RECORD_EXTENSIONS = [".pbn", ".txt", ".xml", ".bws"];

export interface AddHandRecordsProps {
  /** The file chosen, as its name and bytes. */
  readonly onChoose: OpenResultsFile;
  readonly disabled: boolean;
}

/**
 * The button and its hidden file input.
 *
 * @example
 * <AddHandRecords onChoose={(name, bytes) => dispatch({ kind: "handRecordsChosen", name, bytes })} disabled={false} />
 */
export function AddHandRecords({ onChoose, disabled }: AddHandRecordsProps) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.root}>
      <input
        ref={input}
        type="file"
        accept={HAND_RECORD_EXTENSIONS.join(",")}
        hidden
        aria-label="Hand-record file"
        data-testid="hand-records-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (!file) return;
          void file.arrayBuffer().then((buffer) => onChoose(file.name, new Uint8Array(buffer)));
        }}
      />
      <Button appearance="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        Add hand records
      </Button>
      <Caption1 className={styles.hint}>
        The deals of the selected traveller, by board number: PBN (.pbn), one deal a line (.txt), USEBIO
        (.xml) or Bridgemate (.bws). Each Score then writes each board&apos;s hands, double-dummy table and
        par beside it.
      </Caption1>
    </div>
  );
}
