/**
 * The names table: which range the rankings take the pairs' names from (selected once for the
 * workbook), with a button to take the selection as the names table and one to stop using it.
 * Layout only: it shows the pane's choice and hands the director's presses on.
 */
import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { SavedNames } from "../../event";

const useStyles = makeStyles({
  row: {
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
  },
  hint: { color: tokens.colorNeutralForeground2 },
});

export interface NamesSectionProps {
  readonly names: SavedNames | undefined;
  readonly onUseSelection: () => void;
  readonly onClear: () => void;
  readonly disabled: boolean;
}

/**
 * What the names table is, and the buttons to set or clear it.
 *
 * @example
 * <NamesSection names={options.names} onUseSelection={use} onClear={clear} disabled={false} />
 */
export function NamesSection({ names, onUseSelection, onClear, disabled }: NamesSectionProps) {
  const styles = useStyles();
  const count = names?.pairs.length ?? 0;
  return (
    <>
      <Caption1 as="p" className={styles.hint}>
        {names
          ? `Names from ${names.range} (${count} pair${count === 1 ? "" : "s"}), beside the pair numbers in every ranking.`
          : "No names table: the rankings show pair numbers. Select a table of pair numbers and names, then use it."}
      </Caption1>
      <div className={styles.row}>
        <Button onClick={onUseSelection} disabled={disabled}>
          Use the selection as the names table
        </Button>
        {names && (
          <Button appearance="subtle" onClick={onClear} disabled={disabled}>
            No names
          </Button>
        )}
      </div>
    </>
  );
}
