/**
 * The scores that look mistyped, as their own list in warning colours above the outcome: each
 * names its cell (a link that selects it, in the workbook) and why it looks wrong. The sheet was
 * written as the traveller stands; the list only says where to look.
 */
import { useId } from "react";
import {
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import type { SelectCell } from "../actions";
import type { PaneWarning } from "../state/state";
import { problemCell } from "../workflow";

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  item: { marginBottom: tokens.spacingVerticalXXS, overflowWrap: "anywhere" },
});

export interface WarningListProps {
  readonly warnings: readonly PaneWarning[] | undefined;
  /** Selects a cell of the workbook; absent outside Excel (the cells are then named, not linked). */
  readonly onSelectCell?: SelectCell;
}

/**
 * @example
 * <WarningList warnings={[{ where: "Sheet1!F4", text: "4S by N scored -420 ..." }]} onSelectCell={select} />
 */
export function WarningList({ warnings, onSelectCell }: WarningListProps) {
  const styles = useStyles();
  const heading = useId();
  if (warnings === undefined || warnings.length === 0) return null;
  const n = warnings.length;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="warnings">
      <MessageBarBody>
        <MessageBarTitle id={heading} role="heading" aria-level={3}>
          {n === 1 ? "1 score to check" : `${n} scores to check`}
        </MessageBarTitle>
        <ul className={styles.list} aria-labelledby={heading}>
          {warnings.map((w, i) => (
            <li key={i} className={styles.item}>
              <WarningEntry warning={w} onSelectCell={onSelectCell} />
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

/** One warning: its cell as a link that selects it (when it is a cell of the workbook), then why. */
function WarningEntry({ warning, onSelectCell }: { warning: PaneWarning; onSelectCell?: SelectCell }) {
  const cell = onSelectCell === undefined ? null : problemCell(`${warning.where}: `);
  if (cell === null) return <>{`${warning.where}: ${warning.text}`}</>;
  return (
    <>
      <Link as="button" onClick={() => onSelectCell!(cell.address)} title={`Select ${cell.address}`}>
        {cell.address}
      </Link>
      {`: ${warning.text}`}
    </>
  );
}
