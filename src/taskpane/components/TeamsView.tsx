/**
 * A teams scoresheet in the pane: the matches read (teams, rounds, boards), and the teams choices
 * (IMPs, board-a-match or aggregate; the VP scale; the IMP scale; the board-a-match scale). Layout
 * only: the choices are changed through `onChange`, as the pairs options are.
 */
import {
  Caption1,
  Checkbox,
  Field,
  Radio,
  RadioGroup,
  Select,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import {
  BAM_SCALES,
  BAM_SCALE_LABELS,
  IMP_TABLE_LABELS,
  IMP_TABLE_NAMES,
  TEAMS_METHODS,
  TEAMS_METHOD_LABELS,
  TEAMS_VP_CHOICES,
  TEAMS_VP_LABELS,
  type TeamsEvent,
} from "../../scoring";
import type { OptionsChange } from "../actions";
import { BYE_VP_CHOICES, type PaneOptions } from "../options";
import { optionFields } from "./OptionFields";

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: "anywhere" },
  form: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
});

/** How many matches the pane lists before saying how many more there are. */
const SHOWN = 12;

/**
 * The matches read from a teams scoresheet.
 *
 * @example
 * <TeamsSummary event={sectionOf(reading).teams} />
 */
export function TeamsSummary({ event }: { readonly event: TeamsEvent }) {
  const styles = useStyles();
  const boards = event.matches.reduce((n, m) => n + m.boards.length, 0);
  const plural = (n: number, word: string): string =>
    `${n} ${word}${n === 1 ? "" : word.endsWith("h") ? "es" : "s"}`;
  return (
    <section aria-label="Teams event read">
      <Caption1 as="p">
        A teams scoresheet: {plural(event.teams.length, "team")}, {plural(event.rounds.length, "round")},{" "}
        {plural(event.matches.length, "match")}, {plural(boards, "board")} in all.
      </Caption1>
      <ul className={styles.list}>
        {event.matches.slice(0, SHOWN).map((m) => (
          <li key={`${m.round}-${m.home}-${m.away}`}>
            Round {m.round}: {m.home} v {m.away}, {plural(m.boards.length, "board")}
          </li>
        ))}
        {event.matches.length > SHOWN && <li>and {event.matches.length - SHOWN} more</li>}
      </ul>
    </section>
  );
}

export interface TeamsOptionsProps {
  readonly options: PaneOptions;
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
          onChange={(_, d) => onChange({ teamsMethod: d.value as PaneOptions["teamsMethod"] })}
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
              onChange={(_, d) => onChange({ teamsByeVp: d.value as PaneOptions["teamsByeVp"] })}
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
