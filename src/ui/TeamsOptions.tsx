/**
 * The teams choices of the scoring form, in the pane and on the teaching page: IMPs,
 * board-a-match or aggregate; the VP scale; the IMP scale; the board-a-match scale; and, in the
 * pane, the next round's Swiss draw. Layout only: the choices are changed through `onChange`, as
 * the pairs options are.
 */
import { Checkbox, Field, Radio, RadioGroup, Select, makeStyles, tokens } from "@fluentui/react-components";
import {
  BAM_SCALES,
  BAM_SCALE_LABELS,
  IMP_TABLE_LABELS,
  IMP_TABLE_NAMES,
  TEAMS_METHODS,
  TEAMS_METHOD_LABELS,
  TEAMS_VP_CHOICES,
  TEAMS_VP_LABELS,
} from "../scoring";
import { BYE_VP_CHOICES, type FormChoices, type OptionsChange } from "../event";
import { optionFields } from "./OptionFields";

const useStyles = makeStyles({
  form: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
});

export interface TeamsOptionsProps {
  readonly options: FormChoices;
  readonly onChange: OptionsChange;
  readonly disabled: boolean;
  /** Offer "Draw the next round" (the pane, which writes sheets; not the teaching page). */
  readonly withDraw?: boolean;
}

/**
 * The teams choices.
 *
 * @example
 * <TeamsOptions options={options} onChange={onOptionsChange} disabled={false} />
 */
export function TeamsOptions({ options, onChange, disabled, withDraw = false }: TeamsOptionsProps) {
  const styles = useStyles();
  const method = options.teamsMethod;
  const { selectField } = optionFields({ options, errors: {}, onChange, disabled });
  return (
    <div className={styles.form}>
      <Field label="Teams method">
        <RadioGroup
          value={method}
          disabled={disabled}
          onChange={(_, d) => onChange({ teamsMethod: d.value as FormChoices["teamsMethod"] })}
        >
          {TEAMS_METHODS.map((m) => (
            <Radio key={m} value={m} label={TEAMS_METHOD_LABELS[m]} />
          ))}
        </RadioGroup>
      </Field>
      {method === "imps" && (
        <>
          {selectField("teamsVp", "Victory points", TEAMS_VP_CHOICES, TEAMS_VP_LABELS)}
          {selectField("impTable", "IMP scale", IMP_TABLE_NAMES, IMP_TABLE_LABELS)}
        </>
      )}
      {method === "bam" && selectField("bamScale", "Board-a-match scale", BAM_SCALES, BAM_SCALE_LABELS)}
      {withDraw && (
        <Checkbox
          label="Draw the next round (Swiss): a new sheet of the standings and the draw, instead of the results"
          checked={options.teamsDraw}
          disabled={disabled}
          onChange={(_, d) => onChange({ teamsDraw: d.checked === true })}
        />
      )}
      {withDraw && options.teamsDraw && (
        <>
          <Field label="A bye scores" size="small">
            <Select
              size="small"
              value={options.teamsByeVp}
              disabled={disabled}
              onChange={(_, d) => onChange({ teamsByeVp: d.value as FormChoices["teamsByeVp"] })}
            >
              {BYE_VP_CHOICES.map((v) => (
                <option key={v} value={v}>
                  {v} VPs{v === "12" ? " (default)" : ""}
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox
            label="Round in arrears: draw from the standings before the last round"
            checked={options.teamsArrears}
            disabled={disabled}
            onChange={(_, d) => onChange({ teamsArrears: d.checked === true })}
          />
        </>
      )}
    </div>
  );
}
