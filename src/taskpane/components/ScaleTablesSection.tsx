/**
 * The scales a federation prints (src/taskpane/scale-tables.ts): the IMP scale and the VP scale
 * in use, each either the built-in one chosen in the options or a range selected once for the
 * workbook, with buttons to take the selection as either and to go back to the built-in one.
 * Layout only: it shows the pane's choices and hands the director's presses on.
 */
import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import { SCALE_KIND_WORDS, type SavedScale, type ScaleKind } from "../../event";
import { scaleBands, type ScalePress } from "../scale-tables";

const useStyles = makeStyles({
  row: {
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
  },
  hint: { color: tokens.colorNeutralForeground2 },
});

export interface ScaleTablesSectionProps {
  readonly impScale: SavedScale | undefined;
  readonly vpScale: SavedScale | undefined;
  /** A pairs event (the VP scale is not used there, and the pane says so). */
  readonly pairs: boolean;
  readonly onUseSelection: ScalePress;
  readonly onClear: ScalePress;
  readonly disabled: boolean;
}

/** "IMP scale: Sheet1!A1:B26, 25 bands" or the built-in one. */
function inUse(kind: ScaleKind, scale: SavedScale | undefined): string {
  const word = SCALE_KIND_WORDS[kind];
  const title = `${word[0].toUpperCase()}${word.slice(1)}`;
  if (!scale) return `${title}: built-in (as chosen in the options).`;
  const bands = scaleBands(scale);
  return `${title}: ${scale.range}, ${bands} band${bands === 1 ? "" : "s"}.`;
}

/**
 * What IMP and VP scales are in use, and the buttons to set or clear each.
 *
 * @example
 * <ScaleTablesSection impScale={options.impScale} vpScale={options.vpScale} pairs onUseSelection={use} onClear={clear} disabled={false} />
 */
export function ScaleTablesSection(props: ScaleTablesSectionProps) {
  const { impScale, vpScale, pairs, onUseSelection, onClear, disabled } = props;
  const styles = useStyles();
  const kinds: readonly [ScaleKind, SavedScale | undefined][] = [
    ["imp", impScale],
    ["vp", vpScale],
  ];
  return (
    <>
      {kinds.map(([kind, scale]) => (
        <Caption1 as="p" className={styles.hint} key={kind}>
          {inUse(kind, scale)}
          {kind === "vp" && scale && pairs ? " Not used for a pairs event (no VPs)." : ""}
        </Caption1>
      ))}
      <div className={styles.row}>
        {kinds.map(([kind]) => (
          <Button key={kind} onClick={() => onUseSelection(kind)} disabled={disabled}>
            {`Use the selection as the ${SCALE_KIND_WORDS[kind]}`}
          </Button>
        ))}
        {kinds.map(([kind, scale]) =>
          scale ? (
            <Button
              key={`clear-${kind}`}
              appearance="subtle"
              onClick={() => onClear(kind)}
              disabled={disabled}
            >
              {`Built-in ${SCALE_KIND_WORDS[kind]}`}
            </Button>
          ) : null,
        )}
      </div>
    </>
  );
}
