/**
 * The sections of the pane above the Score button, each given the pane's state and its dispatch:
 * the title (and the word when it is not running in Excel), 1. Traveller, 2. How to score it, and
 * the optional names, scales and several sessions.
 */
import { useCallback, useMemo, useState, type Dispatch, type ReactNode, type Ref } from "react";
import {
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle2,
  Title3,
} from "@fluentui/react-components";
import type { TeamsEvent } from "../../scoring";
import type { ColumnChange, OptionsChange, PaneActions } from "../actions";
import type { MachineEvent } from "../state/machine";
import type { PaneState } from "../state/state";
import { readShape } from "../relevant";
import { NamesSection } from "./NamesSection";
import { SessionsSection } from "./SessionsSection";
import { ScaleTablesSection } from "./ScaleTablesSection";
import { OpenFileButton } from "./OpenFileButton";
import { RefreshFromFile } from "./RefreshFromFile";
import { INPUT_EXTENSIONS } from "../../event";
import {
  fileKeeper,
  pickFile,
  refreshFromKept,
  type Chosen,
  type KeepInputFile,
  type PickerHost,
} from "../refresh-file";
import { AddHandRecords } from "./AddHandRecords";
import { OptionsForm } from "../../ui/OptionsForm";
import { RegulationsForm } from "./RegulationsForm";
import { TravellerView } from "./TravellerView";
import { TeamsOptions } from "../../ui/TeamsOptions";
import { TeamsSummary } from "./TeamsView";
import { usePaneStyles } from "./pane-styles";

/** What every section is given: the pane's state, its dispatch, and whether the director may act. */
export interface SectionProps {
  readonly state: PaneState;
  readonly dispatch: Dispatch<MachineEvent>;
  /** A task is running: the buttons and fields wait. */
  readonly working: boolean;
  readonly inExcel: boolean;
  /** The teams scoresheet read, if the reading is one (its matches and the teams choices shown). */
  readonly teams: TeamsEvent | null;
}

/** The pane's title, and when it is not in Excel, what it can and cannot do there. */
export function PaneHeader({ inExcel }: { readonly inExcel: boolean }) {
  const styles = usePaneStyles();
  return (
    <>
      <header className={styles.header}>
        <Title3 as="h1">Bridge Scoring</Title3>
        <Caption1 className={styles.tagline}>A traveller in, a results sheet of live formulas out.</Caption1>
      </header>

      {!inExcel && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Not running in Excel</MessageBarTitle>
            Open this pane from Excel (Home, Bridge scoring, Scoring pane) to read travellers and write
            results. The worksheet functions (=BRIDGE.IMP and the others) work in any cell. To try the scoring
            methods without Excel, open the <Link href="learn.html">teaching page</Link>.
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

/** A section of the pane under its heading (`id` names the heading, which labels the section). */
function PaneSection({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  const styles = usePaneStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Subtitle2 as="h2" id={id} className={styles.sectionTitle}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

export interface TravellerSectionProps extends SectionProps {
  readonly actions: PaneActions;
  /** The list of problems, which takes the focus when a read finds some. */
  readonly problemsRef: Ref<HTMLDivElement>;
}

/** 1. Traveller: what was read, Read and Open a results file, and a teams scoresheet's matches. */
export function TravellerSection({
  state,
  dispatch,
  working,
  inExcel,
  teams,
  actions,
  problemsRef,
}: TravellerSectionProps) {
  const onColumnChange = useCallback<ColumnChange>(
    (index, role) => dispatch({ kind: "columnChanged", index, role }),
    [dispatch],
  );
  return (
    <PaneSection id="traveller-title" title="1. Traveller">
      <TravellerView
        ref={problemsRef}
        reading={state.reading}
        overrides={state.overrides}
        onColumnChange={onColumnChange}
        onRead={() => dispatch({ kind: "readPressed" })}
        onScoreAsEntered={() => dispatch({ kind: "scoreAsEnteredPressed" })}
        // A pairs traveller in the workbook, where the adapter can write formulas.
        onInsertLiveRanking={
          inExcel && actions.insertLiveRanking && teams === null
            ? (boardResults, at) => dispatch({ kind: "liveRankingPressed", boardResults, at })
            : undefined
        }
        busy={working}
        inExcel={inExcel}
        // Only a problem found in the workbook names a cell of it (a file's names its lines).
        onSelectCell={
          inExcel && actions.selectCell
            ? (address) => void actions.selectCell!(address).catch(() => undefined)
            : undefined
        }
      />
      <ResultsFileButtons state={state} dispatch={dispatch} disabled={working || !inExcel} />
      <AddHandRecords
        onChoose={(name, bytes) => dispatch({ kind: "handRecordsChosen", name, bytes })}
        disabled={working || !inExcel}
      />
      {teams && <TeamsSummary event={teams} />}
    </PaneSection>
  );
}

/**
 * Open a results file, and once one is opened and scored, Refresh from the file: the file is kept
 * (a handle where the host allows, else the input's File) for as long as the pane is open.
 */
function ResultsFileButtons({
  state,
  dispatch,
  disabled,
}: {
  readonly state: PaneState;
  readonly dispatch: Dispatch<MachineEvent>;
  readonly disabled: boolean;
}) {
  const [keeper] = useState(fileKeeper);
  const host = window as unknown as PickerHost;
  const pickWith = (chosen: Chosen) => (openInput: () => void) =>
    pickFile(host, keeper, INPUT_EXTENSIONS, openInput, chosen);
  const keepFile: KeepInputFile = (file) => keeper.keep({ kind: "file", file });
  const opened: Chosen = (name, bytes) => dispatch({ kind: "fileChosen", name, bytes });
  const refreshed: Chosen = (name, bytes) => dispatch({ kind: "refreshRead", name, bytes });
  const session = state.fileSession;
  return (
    <>
      <OpenFileButton onOpen={opened} disabled={disabled} onPick={pickWith(opened)} onFile={keepFile} />
      {session !== null && (
        <RefreshFromFile
          file={session.file}
          pickAgain={state.pickAgain}
          disabled={disabled}
          onRefresh={() =>
            void refreshFromKept(keeper, session.file).then((read) =>
              dispatch(
                read.kind === "read"
                  ? { kind: "refreshRead", name: read.name, bytes: read.bytes }
                  : { kind: "refreshUnreadable", message: read.message },
              ),
            )
          }
          onPicked={refreshed}
          onPick={pickWith(refreshed)}
          onFile={keepFile}
          accept={INPUT_EXTENSIONS.join(",")}
        />
      )}
    </>
  );
}

/** 2. How to score it: the teams choices for a teams scoresheet, else the pairs' and the regulations. */
export function ChoicesSection({ state, dispatch, working, teams }: SectionProps) {
  const { options, errors, reading } = state;
  const onOptionsChange = useCallback<OptionsChange>(
    (change) => dispatch({ kind: "optionsChanged", change }),
    [dispatch],
  );
  // What the options depend on: the boards read, and whether a Section column splits them.
  const shape = useMemo(() => readShape(reading), [reading]);
  return (
    <PaneSection id="options-title" title="2. How to score it">
      {teams ? (
        <TeamsOptions options={options} onChange={onOptionsChange} disabled={working} withDraw />
      ) : (
        <>
          <OptionsForm
            options={options}
            errors={errors}
            onChange={onOptionsChange}
            disabled={working}
            shape={shape}
          />
          <RegulationsForm options={options} errors={errors} onChange={onOptionsChange} disabled={working} />
        </>
      )}
    </PaneSection>
  );
}

/** The optional sections: a names table, the federation's IMP and VP scales, an event of several sessions. */
export function OptionalSections({ state, dispatch, working, inExcel, teams }: SectionProps) {
  const { options } = state;
  const cannot = working || !inExcel;
  return (
    <>
      <PaneSection id="names-title" title="Names (optional)">
        <NamesSection
          names={options.names}
          onUseSelection={() => dispatch({ kind: "namesPressed" })}
          onClear={() => dispatch({ kind: "namesCleared" })}
          disabled={cannot}
        />
      </PaneSection>

      <PaneSection id="scales-title" title="IMP and VP scales (optional)">
        <ScaleTablesSection
          impScale={options.impScale}
          vpScale={options.vpScale}
          pairs={!teams}
          onUseSelection={(scale) => dispatch({ kind: "scalePressed", scale })}
          onClear={(scale) => dispatch({ kind: "scaleCleared", scale })}
          disabled={cannot}
        />
      </PaneSection>

      <PaneSection id="sessions-title" title="Several sessions (optional)">
        <SessionsSection
          form={state.sessions}
          onList={() => dispatch({ kind: "sessionsListPressed" })}
          onChange={(change) => dispatch({ kind: "sessionsChanged", change })}
          onWrite={() => dispatch({ kind: "eventPressed" })}
          disabled={cannot}
        />
      </PaneSection>
    </>
  );
}
