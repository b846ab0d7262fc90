/**
 * The Regulations choice: a federation's preset (or this add-in's defaults) sets every option at
 * once, and the options only other programs' and federations' conventions use are offered here,
 * each changeable after. Layout only: every change goes to `onChange` like the other options.
 */
import { Checkbox, Field, Select } from "@fluentui/react-components";
import {
  AWARD_RULES,
  AWARD_RULE_LABELS,
  PRESET_LABELS,
  PRESET_NAMES,
  SESSION_PERCENTS,
  SESSION_PERCENT_LABELS,
  TIE_BREAK_LABELS,
  TIE_BREAK_RULES,
  type PresetName,
  usesOptions,
  sheetMethods,
} from "../../scoring";
import type { NumberField, FormChoices } from "../../event";
import type { OptionsChange } from "../actions";
import { presetChange } from "../regulations";
import { optionFields, useGroupStyles } from "../../ui/OptionFields";

export interface RegulationsFormProps {
  readonly options: FormChoices;
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
  const styles = useGroupStyles();
  const methods = sheetMethods(options.method);
  // The regulations' fields of the options the chosen methods take (the core's METHOD_TRAITS).
  const imps = usesOptions(methods, "imps");
  const mp = usesOptions(methods, "matchpoints");
  const { numberField, selectField } = optionFields({ options, errors, onChange, disabled });
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
      {imps && numberField("impCap", "IMP cap a comparison", "Blank: no cap")}
      {imps && numberField("awardImps", "Average plus, IMPs", "3 by Law 12C2")}
      {mp && numberField("mpRound", "Round matchpoints to", "After Neuberg; blank: exact")}
      {mp && selectField("awards", "Average plus and minus", AWARD_RULES, AWARD_RULE_LABELS)}
      {mp && selectField("sessionPercent", "Session percentage", SESSION_PERCENTS, SESSION_PERCENT_LABELS)}
      {selectField("tieBreak", "A tie for first place", TIE_BREAK_RULES, TIE_BREAK_LABELS)}
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
