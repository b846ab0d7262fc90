/**
 * An event of several sessions: the workbook's sheets listed with a tick box each (the sessions'
 * travellers), how the event is ranked, a share carried forward from the first session or each
 * pair's best N, and the button that writes the event sheet. Layout only: it shows the pane's
 * choices and hands the director's changes and presses on; it never calls Excel.
 */
import {
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import type { SeriesBasis } from "../../scoring";
import { SERIES_BASES, type SessionsChange, type SessionsForm } from "../sessions";

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

const BASIS_LABELS: Readonly<Record<SeriesBasis, string>> = {
  mean: "Mean percentage",
  total: "Total matchpoints",
  imps: "Total IMPs",
};

export interface SessionsSectionProps {
  readonly form: SessionsForm;
  readonly onList: () => void;
  readonly onChange: SessionsChange;
  readonly onWrite: () => void;
  readonly disabled: boolean;
}

/**
 * The choices of an event of several sessions, and its buttons.
 *
 * @example
 * <SessionsSection form={state.sessions} onList={list} onChange={change} onWrite={write} disabled={false} />
 */
export function SessionsSection({ form, onList, onChange, onWrite, disabled }: SessionsSectionProps) {
  const styles = useStyles();
  // Kept in the workbook's order, so the first sheet ticked is the first (qualifying) session.
  const toggle = (name: string, on: boolean) => {
    const ticked = new Set(form.chosen);
    if (on) ticked.add(name);
    else ticked.delete(name);
    onChange({ chosen: form.sheets.filter((n) => ticked.has(n)) });
  };
  return (
    <div className={styles.column}>
      <Caption1 as="p" className={styles.hint}>
        Each session&apos;s traveller on its own sheet: list the sheets, tick the sessions (the first is the
        qualifying session), and write the event sheet. Each is scored with the options above.
      </Caption1>
      <div className={styles.row}>
        <Button onClick={onList} disabled={disabled}>
          {form.sheets.length > 0 ? "List the sheets again" : "List the workbook's sheets"}
        </Button>
      </div>
      {form.sheets.length > 0 && (
        <>
          <div role="group" aria-label="The sessions' sheets" className={styles.column}>
            {form.sheets.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={form.chosen.includes(name)}
                onChange={(_, d) => toggle(name, d.checked === true)}
                disabled={disabled}
              />
            ))}
          </div>
          <Field label="Rank the event by">
            <Select
              value={form.basis}
              onChange={(_, d) => onChange({ basis: d.value as SeriesBasis })}
              disabled={disabled}
            >
              {SERIES_BASES.map((b) => (
                <option key={b} value={b}>
                  {BASIS_LABELS[b]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Carried forward from the first session" hint="Blank for none; 0.5 or 50%">
            <Input value={form.carry} onChange={(_, d) => onChange({ carry: d.value })} disabled={disabled} />
          </Field>
          <Field label="Best N sessions count" hint="Blank for all">
            <Input value={form.best} onChange={(_, d) => onChange({ best: d.value })} disabled={disabled} />
          </Field>
          <div className={styles.row}>
            <Button appearance="primary" onClick={onWrite} disabled={disabled || form.chosen.length < 2}>
              Write the event sheet
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
