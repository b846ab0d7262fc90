/**
 * A deal typed on the teaching page, solved double dummy in a Web Worker: the page stays usable
 * while the solver searches (a second or more a deal), shows how long it has been at it, and
 * Cancel stops it. The deal is checked here first with the core's own reader, so a card twice, a
 * missing card or a hand of the wrong length is named at once, before any solving. The solving
 * is a hook here (useDealSolve); the form shows its state.
 */
import { useEffect, useRef, useState } from "react";
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { formatDeal, parseDeal, tableByDeclarer, type DDTable } from "../scoring";
import { SolveCancelled, solveInWorker, workerAvailable, type SolveRun } from "../office/solve-in-worker";
import { STRAINS_A_DEAL } from "../office/solve-protocol";

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM, minWidth: 0 },
  deal: { fontFamily: tokens.fontFamilyMonospace },
  buttons: { display: "flex", columnGap: tokens.spacingHorizontalM },
  table: {
    borderCollapse: "collapse",
    "& th, & td": {
      border: `1px solid ${tokens.colorNeutralStroke1}`,
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
      textAlign: "center",
    },
  },
});

// Notrump first, then the suits from the top, as the results page prints a hand record.
const STRAINS = ["NT", "S", "H", "D", "C"] as const;
const STRAIN_NAMES: Readonly<Record<(typeof STRAINS)[number], string>> = {
  C: "Clubs",
  D: "Diamonds",
  H: "Hearts",
  S: "Spades",
  NT: "Notrump",
};
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" } as const;

/** What the solver is doing: nothing yet, solving (since when), done, or stopped. */
type SolveState =
  | { readonly kind: "idle" }
  | { readonly kind: "solving"; readonly since: number; readonly strains: number }
  | { readonly kind: "solved"; readonly deal: string; readonly table: DDTable; readonly seconds: number }
  | { readonly kind: "cancelled" }
  | { readonly kind: "failed"; readonly message: string };

/** The table, declarers down and strains across, as hand records print it. */
function TricksTable({ table, deal }: { readonly table: DDTable; readonly deal: string }) {
  const styles = useStyles();
  const rows = tableByDeclarer(table);
  return (
    <table className={styles.table}>
      <caption>Tricks each declarer takes double dummy: {deal}</caption>
      <thead>
        <tr>
          <th scope="col">Declarer</th>
          {STRAINS.map((s) => (
            <th key={s} scope="col">
              {STRAIN_NAMES[s]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(["N", "E", "S", "W"] as const).map((seat) => (
          <tr key={seat}>
            <th scope="row">{SEAT_NAMES[seat]}</th>
            {STRAINS.map((s) => (
              <td key={s}>{rows[seat][s]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The solver's state for the deal typed, the clock of a solve in progress, Solve and Cancel. */
interface DealSolve {
  readonly state: SolveState;
  /** The time now, while a solve is in progress (ticking every quarter second). */
  readonly now: number;
  readonly solve: () => Promise<void>;
  readonly cancel: () => void;
}

/**
 * Solving the deal `text` in the worker: one run at a time (a new Solve stops the one before), the
 * outcome of a run since replaced dropped.
 *
 * @example
 * const { state, solve } = useDealSolve(text);
 */
function useDealSolve(text: string): DealSolve {
  const [state, setState] = useState<SolveState>({ kind: "idle" });
  const [now, setNow] = useState(0);
  const run = useRef<SolveRun | null>(null);

  // The clock of a solve in progress: it ticks because the page's thread is free to run it.
  useEffect(() => {
    if (state.kind !== "solving") return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [state.kind]);
  // A page left mid-solve ends its worker.
  useEffect(() => () => run.current?.cancel(), []);

  const solve = async (): Promise<void> => {
    const previous = run.current;
    run.current = null;
    previous?.cancel();
    let deal: string;
    try {
      deal = formatDeal(parseDeal(text));
    } catch (e) {
      setState({ kind: "failed", message: (e as Error).message });
      return;
    }
    if (!workerAvailable()) {
      setState({ kind: "failed", message: "This copy of the page was built without its solver." });
      return;
    }
    const since = Date.now();
    setNow(since);
    setState({ kind: "solving", since, strains: 0 });
    // The strains of the table as the solver reports them (none before the first: the call made
    // as the run starts, before `mine` is set, passes 0).
    const mine = solveInWorker([deal], (_done, _total, strains) => {
      if (strains > 0 && run.current === mine) setState({ kind: "solving", since, strains });
    });
    run.current = mine;
    try {
      const [outcome] = await mine.outcomes;
      if (run.current !== mine) return;
      setState(
        "table" in outcome
          ? { kind: "solved", deal, table: outcome.table, seconds: (Date.now() - since) / 1000 }
          : { kind: "failed", message: outcome.error },
      );
    } catch (e) {
      if (run.current !== mine) return;
      setState(
        e instanceof SolveCancelled
          ? { kind: "cancelled" }
          : { kind: "failed", message: (e as Error).message },
      );
    } finally {
      if (run.current === mine) run.current = null;
    }
  };

  return { state, now, solve, cancel: () => run.current?.cancel() };
}

/** What the solver is doing, in words ("" when idle or failed: the failure has its own message). */
function statusWords(state: SolveState, now: number): string {
  return state.kind === "solving"
    ? `Solving in the background: ${Math.max(0, Math.floor((now - state.since) / 1000))} s so far${state.strains > 0 ? `, ${state.strains} of ${STRAINS_A_DEAL} strains done` : ""}. The page stays usable meanwhile.`
    : state.kind === "solved"
      ? `Solved in ${state.seconds.toFixed(1)} s.`
      : state.kind === "cancelled"
        ? "Cancelled: the solver was stopped and no table is shown."
        : "";
}

/**
 * The deal form: a deal in PBN notation, Solve and Cancel, the progress and the table.
 *
 * @example
 * <DealSolver />
 */
export function DealSolver() {
  const styles = useStyles();
  const [text, setText] = useState("");
  const { state, now, solve, cancel } = useDealSolve(text);
  const status = statusWords(state, now);

  return (
    <div className={styles.stack}>
      <Body1 as="p">
        Type or paste a deal in PBN notation: the first hand’s seat and a colon, then the four hands
        clockwise, each as spades.hearts.diamonds.clubs, for example{" "}
        <code>N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432</code>. The solver works
        out how many tricks each player takes as declarer in each strain when all four hands play perfectly,
        each seeing every card.
      </Body1>
      <Field label="A deal in PBN notation">
        <Input
          className={styles.deal}
          value={text}
          onChange={(_, d) => setText(d.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void solve();
          }}
        />
      </Field>
      <div className={styles.buttons}>
        <Button appearance="primary" onClick={() => void solve()} disabled={state.kind === "solving"}>
          Solve
        </Button>
        <Button onClick={cancel} disabled={state.kind !== "solving"}>
          Cancel
        </Button>
      </div>
      <Body1 as="p" role="status">
        {status}
      </Body1>
      {state.kind === "failed" && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      )}
      {state.kind === "solved" && <TricksTable table={state.table} deal={state.deal} />}
    </div>
  );
}
