/**
 * Make a movement: the number of tables and of boards, the kind of movement ("the usual one" by
 * default), and the button that writes the movement's sheets (the board sets, the table cards, a
 * Howell's guide cards, the empty traveller) on new worksheets. MakeMovement is layout only; the
 * section around it keeps the form and, when Make is pressed, hands it to make-movement.ts with
 * the adapter's writer from the actions it is given. Neither ever calls Excel.
 */
import { useState } from "react";
import {
  Button,
  Caption1,
  Field,
  Input,
  Select,
  Subtitle2,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import type { PaneActions } from "../actions";
import {
  checkMovementForm,
  DEFAULT_MOVEMENT_FORM,
  KIND_CHOICES,
  makeAndWrite,
  type KindChoice,
  type MovementChange,
  type MovementForm,
} from "../make-movement";
import { usePaneStyles } from "./pane-styles";

const useStyles = makeStyles({
  column: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
  row: {
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
  },
  hint: { color: tokens.colorNeutralForeground2 },
});

export interface MakeMovementProps {
  readonly form: MovementForm;
  readonly onChange: MovementChange;
  readonly onMake: () => void;
  readonly disabled: boolean;
  /** What the last press did (the sheets written, or why none was). */
  readonly said: string;
  /** Whether the form's fields have been checked (after a press): their problems shown then. */
  readonly checked: boolean;
}

/**
 * The panel's fields and its button.
 *
 * @example
 * <MakeMovement form={form} onChange={change} onMake={make} disabled={false} said="" checked={false} />
 */
export function MakeMovement({ form, onChange, onMake, disabled, said, checked }: MakeMovementProps) {
  const styles = useStyles();
  const result = checkMovementForm(form);
  const problems = checked && "problems" in result ? result.problems : {};
  return (
    <div className={styles.column}>
      <Caption1 as="p" className={styles.hint}>
        The table cards, the board sets and a traveller ready to type into, each on a new sheet.
      </Caption1>
      <div className={styles.row}>
        <Field
          label="Tables"
          validationMessage={problems.tables}
          validationState={problems.tables ? "error" : "none"}
        >
          <Input
            inputMode="numeric"
            value={form.tables}
            onChange={(_, d) => onChange({ tables: d.value })}
            disabled={disabled}
          />
        </Field>
        <Field
          label="Boards"
          validationMessage={problems.boards}
          validationState={problems.boards ? "error" : "none"}
        >
          <Input
            inputMode="numeric"
            value={form.boards}
            onChange={(_, d) => onChange({ boards: d.value })}
            disabled={disabled}
          />
        </Field>
      </div>
      <Field label="Movement">
        <Select
          value={form.kind}
          onChange={(_, d) => onChange({ kind: d.value as KindChoice })}
          disabled={disabled}
        >
          {KIND_CHOICES.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.row}>
        <Button appearance="primary" onClick={onMake} disabled={disabled}>
          Make the movement
        </Button>
      </div>
      <Caption1 aria-live="polite">{said}</Caption1>
    </div>
  );
}

/**
 * The Make a movement section: its heading, the form kept while the pane is open, and Make
 * pressed handed to make-movement.ts with the adapter's writer. Without a writer (a fake, or a
 * host without one) the button waits.
 *
 * @example
 * <MakeMovementSection actions={actions} disabled={working || !inExcel} />
 */
export function MakeMovementSection({
  actions,
  disabled,
}: {
  readonly actions: PaneActions;
  readonly disabled: boolean;
}) {
  const styles = usePaneStyles();
  const [form, setForm] = useState<MovementForm>(DEFAULT_MOVEMENT_FORM);
  const [said, setSaid] = useState("");
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const write = actions.writeMovement;
  const onMake = async (): Promise<void> => {
    if (write === undefined) return;
    setChecked(true);
    setBusy(true);
    try {
      const made = await makeAndWrite(form, { writeMovement: write, listSheets: actions.listSheets });
      setSaid(made.said);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="movement-title">
      <Subtitle2 as="h2" id="movement-title" className={styles.sectionTitle}>
        Make a movement
      </Subtitle2>
      <MakeMovement
        form={form}
        onChange={(change) => setForm((f) => ({ ...f, ...change }))}
        onMake={() => void onMake()}
        disabled={disabled || busy || write === undefined}
        said={said}
        checked={checked}
      />
    </section>
  );
}
