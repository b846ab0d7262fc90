/**
 * "Refresh from the file": shown once a results file has been opened and scored, it reads that
 * file again (results keep coming in during the evening) and replaces the file's sheets. When the
 * pane cannot read the file again, it says so and offers "Pick the file again", which carries on
 * with the refresh. Layout only: reading the file is refresh-file.ts's, the rest the reducer's.
 */
import { Button, Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from "@fluentui/react-components";
import type { OpenResultsFile } from "../actions";
import { FilePickButton } from "./FilePickButton";
import type { KeepInputFile, PickVia } from "../refresh-file";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
  again: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
});

export interface RefreshFromFileProps {
  /** The file last opened and scored, by name. */
  readonly file: string;
  /** Why the file could not be read again (the offer to pick it is shown), or null. */
  readonly pickAgain: string | null;
  readonly disabled: boolean;
  /** Refresh pressed. */
  readonly onRefresh: () => void;
  /** The file picked again, as its name and bytes: the refresh goes on with it. */
  readonly onPicked: OpenResultsFile;
  /** How "Pick the file again" picks it, given the input's picker to fall back on. */
  readonly onPick?: PickVia;
  /** The file the input gave, kept to read again. */
  readonly onFile?: KeepInputFile;
  /** The file names the picker offers (".bws,.pbn"). */
  readonly accept: string;
}

/**
 * @example
 * <RefreshFromFile file="club.bws" pickAgain={null} disabled={false} onRefresh={refresh} onPicked={picked} accept=".bws,.pbn" />
 */
export function RefreshFromFile(props: RefreshFromFileProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Button appearance="secondary" disabled={props.disabled} onClick={props.onRefresh}>
        Refresh from the file
      </Button>
      <Caption1 className={styles.hint}>
        Reads {props.file} again and replaces its results sheets, with the choices it was scored with.
      </Caption1>
      {props.pickAgain !== null && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <div className={styles.again}>
              <span>{props.pickAgain}</span>
              <FilePickButton
                label="Pick the file again"
                inputLabel="Results file to refresh from"
                testId="refresh-file"
                accept={props.accept}
                onChoose={props.onPicked}
                disabled={props.disabled}
                {...(props.onPick ? { onPick: props.onPick } : {})}
                {...(props.onFile ? { onFile: props.onFile } : {})}
              />
            </div>
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
