/**
 * After scoring: save the results as each output the registry gives a button (the web page, PBN,
 * USEBIO). Each button makes its file from the results just written (the event scored for the
 * sheet, save.ts) and hands it to the host's `save` (a download where the host
 * allows one, else a window to print or copy from), then says what happened.
 */
import { useState } from "react";
import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { SaveFile } from "../../office/save-file";
import { resultFiles, SAVE_OUTPUTS, type WrittenResults } from "../save";

const useStyles = makeStyles({
  row: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  group: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXS },
});

export interface SaveResultsProps {
  /** The results sheet written: its name and the event scored for it. */
  readonly written: WrittenResults;
  readonly save: SaveFile;
}

/**
 * The Save buttons and a line saying what the last one did.
 *
 * @example
 * <SaveResults written={status.written} save={actions.saveFile} />
 */
export function SaveResults({ written, save }: SaveResultsProps) {
  const styles = useStyles();
  const [said, setSaid] = useState("");
  const onSave = async (kind: string): Promise<void> => {
    try {
      // A Score of several sections: a file for each section's sheet, saved in turn.
      const said: string[] = [];
      for (const file of await resultFiles(kind, written)) {
        const how = await save(file);
        said.push(
          how === "downloaded"
            ? `Saved ${file.name}.`
            : `${file.name} is open in a window: print it or copy it from there.`,
        );
      }
      setSaid(said.join(" "));
    } catch (e) {
      setSaid(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div className={styles.group} role="group" aria-labelledby="save-results-title">
      <Caption1 id="save-results-title">Save the results as</Caption1>
      <div className={styles.row}>
        {SAVE_OUTPUTS.map((o) => (
          <Button key={o.name} size="small" onClick={() => void onSave(o.name)}>
            {o.button}
          </Button>
        ))}
      </div>
      <Caption1 aria-live="polite">{said}</Caption1>
    </div>
  );
}
