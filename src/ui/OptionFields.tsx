/**
 * The two kinds of option field the scoring forms are made of (a typed number, a drop-down) and
 * the bordered group they are set out in, shared by the options, the teams choices and the pane's
 * regulations. Layout only:
 * every change goes to `onChange`.
 */
import { Field, Input, Select, makeStyles, tokens } from "@fluentui/react-components";
import type { FormChoices, NumberField, OptionsChange } from "../event";

/** A bordered group of fields with its legend. */
export const useGroupStyles = makeStyles({
  group: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    margin: 0,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
});

/**
 * A field and its box take the width they are given and no more: a typed number's box would
 * otherwise keep the width of its 20 characters and push the pane sideways at 300 px.
 */
const useFitStyles = makeStyles({
  field: { minWidth: 0 },
  box: { width: "100%", minWidth: 0, boxSizing: "border-box" },
  input: { width: "100%", minWidth: 0 },
});

/** The id of the input of a typed-number field, so the pane can move the focus to it. */
export const fieldId = (field: NumberField): string => `option-${field}`;

/** The options chosen from a drop-down. */
export type SelectField =
  | "impTable"
  | "rounding"
  | "datum"
  | "divisor"
  | "scale"
  | "expected"
  | "awards"
  | "sessionPercent"
  | "tieBreak"
  | "teamsVp"
  | "bamScale";

export interface OptionFieldsProps {
  readonly options: FormChoices;
  readonly errors: Readonly<Partial<Record<NumberField, string>>>;
  readonly onChange: OptionsChange;
  readonly disabled: boolean;
}

/**
 * The field makers for a form's options: `numberField` (a typed number; a refused one shows its
 * message instead of its hint and is marked invalid) and `selectField` (a drop-down of choices,
 * each shown by its label).
 *
 * @example
 * const { numberField, selectField } = optionFields({ options, errors, onChange, disabled });
 * numberField("trim", "Trim each end", "0, a count, or 0.1");
 */
export function optionFields({ options, errors, onChange, disabled }: OptionFieldsProps) {
  // A hook, so optionFields is only called where hooks may be (a component's body).
  const fit = useFitStyles();
  const numberField = (field: NumberField, label: string, hint?: string) => (
    <Field
      className={fit.field}
      label={label}
      hint={errors[field] ? undefined : hint}
      validationState={errors[field] ? "error" : "none"}
      validationMessage={errors[field]}
      size="small"
    >
      <Input
        id={fieldId(field)}
        className={fit.box}
        input={{ className: fit.input }}
        size="small"
        inputMode="decimal"
        value={options[field]}
        disabled={disabled}
        onChange={(_, data) => onChange({ [field]: data.value })}
      />
    </Field>
  );

  const selectField = <F extends SelectField>(
    field: F,
    label: string,
    choices: readonly FormChoices[F][],
    labels: Readonly<Record<FormChoices[F], string>>,
    hint?: string,
  ) => (
    <Field className={fit.field} label={label} hint={hint} size="small">
      <Select
        size="small"
        value={options[field]}
        disabled={disabled}
        onChange={(_, d) => onChange({ [field]: d.value as FormChoices[F] } as Partial<FormChoices>)}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {labels[c]}
          </option>
        ))}
      </Select>
    </Field>
  );
  return { numberField, selectField };
}
