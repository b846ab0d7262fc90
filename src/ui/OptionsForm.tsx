/**
 * The scoring choices: the method (or all three side by side), the options of the engine that the
 * chosen method uses, and the movement. Every control has a label; a field the pane refused shows
 * its message and is marked invalid. An option that changes nothing under the current choices and
 * for the traveller read is not shown (relevant.ts). The form is a few groups, each a component
 * here: the method, the Butler datum, the cross-IMPs divisor, the results expected, and the
 * session's own choices (movement, late pairs, sections, arrow switch, fouled boards).
 */
import { Checkbox, Field, Input, Radio, RadioGroup, makeStyles, tokens } from "@fluentui/react-components";
import {
  IMP_TABLE_NAMES,
  ROUNDING_MODES,
  DATUM_METHODS,
  MATCHPOINT_SCALES,
  DATUM_LABELS,
  DIVISOR_LABELS,
  EXPECTED_LABELS,
  IMP_TABLE_LABELS,
  METHOD_LABELS,
  ROUNDING_LABELS,
  SCALE_LABELS,
  usesOptions,
  sheetMethods,
} from "../scoring";
import { SHEET_METHODS } from "../sheet/names";
import { DIVISORS, EXPECTEDS, type FormChoices, type NumberField, type OptionsChange } from "../event";
import { fieldId, optionFields, useGroupStyles } from "./OptionFields";
import { shownOptions, type ReadShape } from "./shown-options";

export { fieldId };

const useStyles = makeStyles({
  form: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
  methods: { display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" },
  pair: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalS,
  },
});

export interface OptionsFormProps {
  readonly options: FormChoices;
  readonly errors: Readonly<Partial<Record<NumberField, string>>>;
  readonly onChange: OptionsChange;
  readonly disabled: boolean;
  /** The traveller read (its boards, whether it has sections), or null when none is. */
  readonly shape?: ReadShape | null;
}

/** The field makers of the form (OptionFields.tsx), shared by its groups. */
type Fields = ReturnType<typeof optionFields>;

/** What each group of the form is given. */
interface GroupProps extends Pick<OptionsFormProps, "options" | "onChange" | "disabled"> {
  readonly fields: Fields;
  /** The options that change something under the current choices and the traveller read. */
  readonly shown: ReturnType<typeof shownOptions>;
}

/**
 * The method and its options.
 *
 * @example
 * <OptionsForm options={options} errors={{}} onChange={(c) => setOptions({ ...options, ...c })} disabled={false} />
 */
export function OptionsForm({ options, errors, onChange, disabled, shape = null }: OptionsFormProps) {
  const styles = useStyles();
  const methods = sheetMethods(options.method);
  const fields = optionFields({ options, errors, onChange, disabled });
  const group: GroupProps = { options, onChange, disabled, fields, shown: shownOptions(options, shape) };
  // The fields of the options each chosen method takes (the core's METHOD_TRAITS).
  return (
    <div className={styles.form}>
      <MethodField {...group} />

      {usesOptions(methods, "imps") &&
        fields.selectField(
          "impTable",
          "IMP scale",
          IMP_TABLE_NAMES,
          IMP_TABLE_LABELS,
          "The table that turns a difference in score into IMPs.",
        )}

      {usesOptions(methods, "datum") && <ButlerDatumFields {...group} />}

      {usesOptions(methods, "divisor") && <CrossImpFields {...group} />}

      {usesOptions(methods, "matchpoints") &&
        fields.selectField(
          "scale",
          "Matchpoint scale",
          MATCHPOINT_SCALES,
          SCALE_LABELS,
          "How many matchpoints a score gets for each score it beats or ties.",
        )}

      {usesOptions(methods, "expected") && <ExpectedFields {...group} />}

      <SessionFields {...group} />
    </div>
  );
}

/** The method: one of the three, or all three side by side. */
function MethodField({ options, onChange, disabled }: GroupProps) {
  const styles = useStyles();
  return (
    <Field label="Method">
      <RadioGroup
        className={styles.methods}
        value={options.method}
        disabled={disabled}
        onChange={(_, data) => onChange({ method: data.value as FormChoices["method"] })}
      >
        {SHEET_METHODS.map((method) => (
          <Radio key={method} value={method} label={METHOD_LABELS[method]} />
        ))}
      </RadioGroup>
    </Field>
  );
}

/** Butler's datum: the trim, the rounding and how the datum is taken. */
function ButlerDatumFields({ fields, shown }: GroupProps) {
  const styles = { ...useStyles(), ...useGroupStyles() };
  const { numberField, selectField } = fields;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Butler datum</legend>
      <div className={styles.pair}>
        {numberField("trim", "Trim each end", "Scores left out at each end: 0, a count, or a share (0.1)")}
        {numberField("roundTo", "Round to", "The datum to a multiple of this: 10; 0 for none")}
      </div>
      {shown.rounding &&
        selectField(
          "rounding",
          "Rounding",
          ROUNDING_MODES,
          ROUNDING_LABELS,
          "How a datum exactly halfway between two multiples is rounded.",
        )}
      {selectField(
        "datum",
        "Datum",
        DATUM_METHODS,
        DATUM_LABELS,
        "The score every table is compared with: the average or the middle score.",
      )}
    </fieldset>
  );
}

/** Cross-IMPs: what each table's total is divided by. */
function CrossImpFields({ options, fields }: GroupProps) {
  const styles = useGroupStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Cross-IMPs</legend>
      {fields.selectField(
        "divisor",
        "Divide each total by",
        DIVISORS,
        DIVISOR_LABELS,
        "Each table's IMPs against every other table, divided by this.",
      )}
      {options.divisor === "number" && fields.numberField("divisorNumber", "Divisor")}
    </fieldset>
  );
}

/** The results expected on each board (Neuberg, and the cross-IMP factor). */
function ExpectedFields({ options, fields }: GroupProps) {
  return (
    <>
      {fields.selectField(
        "expected",
        "Results expected per board (N)",
        EXPECTEDS,
        EXPECTED_LABELS,
        "When a board has fewer results than N, matchpoints get Neuberg and cross-IMP totals are multiplied by N/n.",
      )}
      {options.expected === "number" && fields.numberField("expectedNumber", "Results expected (N)")}
    </>
  );
}

/** The session's own choices: the movement, late pairs, sections across, the arrow switch, fouled boards. */
function SessionFields({ options, onChange, disabled, fields, shown }: GroupProps) {
  return (
    <>
      {shown.movement && (
        <Field
          label="Movement (for the session summary)"
          hint="Mitchell: NS and EW pairs ranked apart; Howell: everyone in one ranking."
        >
          <RadioGroup
            layout="horizontal"
            value={options.movement}
            disabled={disabled}
            onChange={(_, data) => onChange({ movement: data.value as FormChoices["movement"] })}
          >
            <Radio value="auto" label="From the pair numbers" />
            <Radio value="mitchell" label="Mitchell" />
            <Radio value="howell" label="Howell" />
          </RadioGroup>
        </Field>
      )}

      {shown.acceptPairs && (
        <Field
          label="Accept pairs (late pairs, substitutes)"
          hint="Pair numbers, commas between (11, NS 12): accepted though they play far fewer boards than their field, and noted on the sheet"
          size="small"
        >
          <Input
            id="option-acceptPairs"
            size="small"
            value={options.acceptPairs}
            disabled={disabled}
            onChange={(_, data) => onChange({ acceptPairs: data.value })}
          />
        </Field>
      )}

      {shown.across && (
        <Checkbox
          label="Sections across the field (a Section column's results compared together)"
          checked={options.across}
          disabled={disabled}
          onChange={(_, data) => onChange({ across: data.checked === true })}
        />
      )}

      {shown.arrowSwitch &&
        fields.numberField(
          "arrowSwitch",
          "Arrow switch",
          "rounds 7, or boards 19-21: the pairs changed seats (rows list them by home direction); blank: none",
        )}

      {shown.arrowSwitch && (
        <Checkbox
          label="One winner (an arrow-switched Mitchell ranked as one field, NS and EW together)"
          checked={options.oneWinner}
          disabled={disabled}
          onChange={(_, data) => onChange({ oneWinner: data.checked === true })}
        />
      )}

      {fields.numberField(
        "fouled",
        "Fouled boards",
        "7: A 1-3, B 4-5 (the version each table played; boards apart with ;): each version scored as a board; blank: none, or a Version column",
      )}
    </>
  );
}
