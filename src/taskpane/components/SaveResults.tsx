/**
 * After scoring: save the results as a web page, a PBN file or a USEBIO file. Each button makes
 * its file from the traveller the pane scored and hands it to the host's `save` (a download where
 * the host allows one, else a window to print or copy from), then says what happened.
 */
import { useState } from "react";
import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import { ScoringError, type Traveller } from "../../scoring";
import type { CheckedOptions } from "../options";
import type { SaveFile } from "../../office/save-file";
import { resultFile, type ResultKind } from "../save";

const useStyles = makeStyles({
  row: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  group: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXS },
});

export interface SaveResultsProps {
  readonly traveller: Traveller;
  readonly cells: readonly (readonly unknown[])[];
  readonly options: CheckedOptions;
  /** The name the files take (the results sheet's). */
  readonly baseName: string;
  readonly save: SaveFile;
}

const BUTTONS: readonly { kind: ResultKind; label: string }[] = [
  { kind: "html", label: "Web page" },
  { kind: "pbn", label: "PBN" },
  { kind: "usebio", label: "USEBIO" },
];

/**
 * The three Save buttons and a line saying what the last one did.
 *
 * @example
 * <SaveResults traveller={t} cells={area.values} options={checked} baseName="Board 15 cross-IMPs" save={saveFile} />
 */
export function SaveResults({ traveller, cells, options, baseName, save }: SaveResultsProps) {
  const styles = useStyles();
  const [said, setSaid] = useState("");
  const onSave = async (kind: ResultKind): Promise<void> => {
    try {
      const file = resultFile(kind, traveller, cells, options, baseName);
      const how = await save(file);
      setSaid(
        how === "downloaded"
          ? `Saved ${file.name}.`
          : `${file.name} is open in a window: print it or copy it from there.`,
      );
    } catch (e) {
      setSaid(e instanceof ScoringError || e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div className={styles.group} role="group" aria-labelledby="save-results-title">
      <Caption1 id="save-results-title">Save the results as</Caption1>
      <div className={styles.row}>
        {BUTTONS.map((b) => (
          <Button key={b.kind} size="small" onClick={() => void onSave(b.kind)}>
            {b.label}
          </Button>
        ))}
      </div>
      <Caption1 aria-live="polite">{said}</Caption1>
    </div>
  );
}
