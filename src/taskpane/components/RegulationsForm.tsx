/**
 * The Regulations choice: a federation's preset (or this add-in's defaults) sets every option at
 * once, and the options only other programs' and federations' conventions use are offered here,
 * each changeable after. Layout only: every change goes to `onChange` like the other options.
 */
import { Checkbox, Field, Input, Select, makeStyles, tokens } from "@fluentui/react-components";
import {
  AWARD_RULES,
  AWARD_RULE_LABELS,
  PRESET_LABELS,
  PRESET_NAMES,
  SESSION_PERCENTS,
  SESSION_PERCENT_LABELS,
  type PresetName,
} from "../../scoring";
import { sheetMethods } from "../../sheet/results";
import type { NumberField, PaneOptions } from "../options";
import type { OptionsChange } from "../actions";
import { presetChange } from "../regulations";
import { fieldId } from "./OptionsForm";

const useStyles = makeStyles({
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

export interface RegulationsFormProps {
  readonly options: PaneOptions;
  readonly errors: Readonly<Partial<Record<NumberField, string>>>;
  readonly onChange: OptionsChange;
  readonly disabled: boolean;
}

/**
 * The preset, then the regulations' options the chosen method uses.
 *
 * @example
 * <RegulationsForm options={options} errors={{}} onChange={onOptionsChange} disabled={false} />
 */
export function RegulationsForm({ options, errors, onChange, disabled }: RegulationsFormProps) {
  const styles = useStyles();
  const methods = sheetMethods(options.method);
  const imps = methods.includes("butler") || methods.includes("cross");
  const mp = methods.includes("mp");
  const typed = (field: "impCap" | "mpRound" | "awardImps", label: string, hint: string) => (
    <Field
      label={label}
      hint={errors[field] ? undefined : hint}
      validationState={errors[field] ? "error" : "none"}
      validationMessage={errors[field]}
      size="small"
    >
      <Input
        id={fieldId(field)}
        size="small"
        inputMode="decimal"
        value={options[field]}
        disabled={disabled}
        onChange={(_, d) => onChange({ [field]: d.value })}
      />
    </Field>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Regulations</legend>
      <Field
        label="Score as"
        hint="Sets every option below and above; each can be changed after."
        size="small"
      >
        <Select
          size="small"
          value={options.rules}
          disabled={disabled}
          onChange={(_, d) => onChange(presetChange(d.value as PresetName))}
        >
          {PRESET_NAMES.map((p) => (
            <option key={p} value={p}>
              {PRESET_LABELS[p]}
            </option>
          ))}
        </Select>
      </Field>
      {imps && typed("impCap", "IMP cap a comparison", "Blank: no cap")}
      {imps && typed("awardImps", "Average plus, IMPs", "3 by Law 12C2")}
      {mp && typed("mpRound", "Round matchpoints to", "After Neuberg; blank: exact")}
      {mp && (
        <Field label="Average plus and minus" size="small">
          <Select
            size="small"
            value={options.awards}
            disabled={disabled}
            onChange={(_, d) => onChange({ awards: d.value as PaneOptions["awards"] })}
          >
            {AWARD_RULES.map((a) => (
              <option key={a} value={a}>
                {AWARD_RULE_LABELS[a]}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {mp && (
        <Field label="Session percentage" size="small">
          <Select
            size="small"
            value={options.sessionPercent}
            disabled={disabled}
            onChange={(_, d) => onChange({ sessionPercent: d.value as PaneOptions["sessionPercent"] })}
          >
            {SESSION_PERCENTS.map((p) => (
              <option key={p} value={p}>
                {SESSION_PERCENT_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {mp && (
        <Checkbox
          label="An award counts as a tie with every result (no Neuberg)"
          checked={options.awardTie}
          disabled={disabled}
          onChange={(_, d) => onChange({ awardTie: d.checked === true })}
        />
      )}
    </fieldset>
  );
}
