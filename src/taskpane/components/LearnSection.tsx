/**
 * The worked examples: each inserts its traveller on a new sheet, selected and ready to score,
 * and sets the options that reproduce the numbers its source prints. An example taken from a
 * published explanation names that document by its title under the description.
 */
import { Body1, Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { InsertExample } from "../actions";
import type { WorkedExample } from "../../ui/examples";

const useStyles = makeStyles({
  list: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
  },
  item: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto",
    columnGap: tokens.spacingHorizontalS,
    alignItems: "start",
  },
  text: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  description: { color: tokens.colorNeutralForeground2 },
});

export interface LearnSectionProps {
  readonly examples: readonly WorkedExample[];
  readonly onInsert: InsertExample;
  readonly disabled: boolean;
}

/**
 * The list of worked examples with an Insert button each.
 *
 * @example
 * <LearnSection examples={WORKED_EXAMPLES} onInsert={insert} disabled={false} />
 */
export function LearnSection({ examples, onInsert, disabled }: LearnSectionProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {examples.map((ex) => {
        const titleId = `example-${ex.id}`;
        return (
          <li key={ex.id} className={styles.item}>
            <div className={styles.text}>
              <Body1 id={titleId}>
                <strong>{ex.title}</strong>
              </Body1>
              <Caption1 className={styles.description}>{ex.description}</Caption1>
              {ex.source !== undefined && (
                <Caption1 className={styles.description}>
                  From <cite>{ex.source}</cite>
                </Caption1>
              )}
            </div>
            <Button
              size="small"
              disabled={disabled}
              aria-describedby={titleId}
              aria-label={`Insert ${ex.title}`}
              onClick={() => onInsert(ex)}
            >
              Insert
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
