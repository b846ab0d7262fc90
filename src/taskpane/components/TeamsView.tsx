/**
 * A teams scoresheet in the pane: the matches read (teams, rounds, boards). The teams choices
 * beside it are the shared form's (src/ui/TeamsOptions.tsx).
 */
import { Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { TeamsEvent } from "../../scoring";

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: "anywhere" },
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
