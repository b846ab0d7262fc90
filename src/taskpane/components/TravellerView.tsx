/**
 * What the pane read: where, the boards with their tables, how each column was taken (with a
 * dropdown to correct it) and every problem by Excel address. Receives the reading and callbacks;
 * never calls Excel. Its parts are components here: the summary line with Read, the problems, the
 * rows that look mistyped, the boards read and the columns read.
 */
import { forwardRef, useState, type ReactNode, type Ref } from "react";
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Select,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import {
  COLUMN_ROLES,
  ROLE_LABELS,
  ROLE_NAMES,
  signed,
  vulText,
  type ColumnRole,
  type TravellerBoard,
  type TravellerRow,
} from "../../scoring";
import { columnLetters, sheetPrefix } from "../../grid/a1";
import type { ColumnChange, InsertLiveRanking, SelectCell } from "../actions";
import { problemCell, sectionOf, type ColumnOverrides, type Reading } from "../workflow";

const useStyles = makeStyles({
  summary: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
  },
  where: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  table: { width: "100%", borderCollapse: "collapse", fontSize: tokens.fontSizeBase200 },
  th: {
    textAlign: "left",
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
  },
  td: { padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`, verticalAlign: "top" },
  num: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  columnRow: {
    display: "grid",
    gridTemplateColumns: "2.2em minmax(0, 1fr) minmax(0, 1.4fr)",
    alignItems: "center",
    columnGap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalXS,
  },
  letter: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
  header: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  problem: { marginBottom: tokens.spacingVerticalXXS, overflowWrap: "anywhere" },
  hint: { color: tokens.colorNeutralForeground3 },
  live: {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    rowGap: tokens.spacingVerticalXS,
    marginTop: tokens.spacingVerticalS,
  },
});

const SUIT_SYMBOLS: Readonly<Record<string, string>> = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };

/** A contract as a director writes it on a traveller: 4♥, 3NTX, Pass. */
function contractText(contract: string): string {
  return contract.replace(
    /^(\d)([CDHS])/,
    (_, level: string, suit: string) => `${level}${SUIT_SYMBOLS[suit]}`,
  );
}

function entryText(row: TravellerRow): string {
  const e = row.entry;
  if (e.kind === "plain") return signed(e.score);
  return e.text;
}

function boardCounts(board: TravellerBoard): string {
  const count = (kind: string): number => board.rows.filter((r) => r.entry.kind === kind).length;
  const results = count("plain") + count("weighted");
  const parts = [`${results} result${results === 1 ? "" : "s"}`];
  if (count("weighted") > 0) parts.push(`${count("weighted")} weighted`);
  if (count("artificial") > 0)
    parts.push(`${count("artificial")} award${count("artificial") === 1 ? "" : "s"}`);
  if (count("notPlayed") > 0) parts.push(`${count("notPlayed")} not played`);
  return parts.join(", ");
}

function BoardTable({ board }: { board: TravellerBoard }) {
  const styles = useStyles();
  const hasContract = board.rows.some((r) => r.contract !== null);
  return (
    <table className={styles.table} aria-label={`Board ${board.board} as read`}>
      <thead>
        <tr>
          <th className={styles.th} scope="col">
            NS
          </th>
          <th className={styles.th} scope="col">
            EW
          </th>
          {hasContract && (
            <th className={styles.th} scope="col">
              Contract
            </th>
          )}
          <th className={`${styles.th} ${styles.num}`} scope="col">
            NS score
          </th>
        </tr>
      </thead>
      <tbody>
        {board.rows.map((r) => (
          <tr key={r.row}>
            <td className={styles.td}>{r.ns}</td>
            <td className={styles.td}>{r.ew}</td>
            {hasContract && (
              <td className={styles.td}>
                {r.contract === null ? "" : contractText(r.contract)}
                {r.declarer ? ` ${r.declarer}` : ""}
              </td>
            )}
            <td className={`${styles.td} ${styles.num}`}>{entryText(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface TravellerViewProps {
  readonly reading: Reading | null;
  readonly overrides: ColumnOverrides;
  readonly onColumnChange: ColumnChange;
  readonly onRead: () => void;
  readonly busy: boolean;
  readonly inExcel: boolean;
  /** Selects a problem's cell in the workbook (absent where nothing can be selected). */
  readonly onSelectCell?: SelectCell;
  /** Scores the traveller as entered, taking what looked mistyped as what happened. */
  readonly onScoreAsEntered?: () => void;
  /**
   * Inserts a live ranking of the traveller (RANKING at the cell `at`, blank for a new sheet; with
   * BOARDRESULTS beside the traveller when `boardResults`). Absent where none can be inserted.
   */
  readonly onInsertLiveRanking?: InsertLiveRanking;
}

/**
 * The traveller as read, with its problems. The problems heading takes the focus ref, so the pane
 * can move the keyboard focus there when Score is refused.
 *
 * @example
 * <TravellerView reading={reading} overrides={{}} onColumnChange={fix} onRead={read} busy={false} inExcel ref={problemsRef} />
 */
export const TravellerView = forwardRef<HTMLDivElement, TravellerViewProps>(function TravellerView(
  {
    reading,
    overrides,
    onColumnChange,
    onRead,
    busy,
    inExcel,
    onSelectCell,
    onScoreAsEntered,
    onInsertLiveRanking,
  },
  problemsRef,
) {
  const styles = useStyles();
  const readButton = (
    <Button size="small" onClick={onRead} disabled={busy || !inExcel}>
      {reading ? "Read again" : "Read selection"}
    </Button>
  );
  if (!reading) {
    return (
      <div className={styles.summary}>
        <Body1 className={styles.hint}>
          Select the traveller (or click inside it), then read it or choose Score.
        </Body1>
        {readButton}
      </div>
    );
  }
  const { area, problems } = reading;
  const traveller = sectionOf(reading).traveller;
  const boards = traveller.boards;
  const openItems = boards.length === 1 ? ["boards"] : [];
  const asked = reading.asked ?? [];
  return (
    <>
      <ReadSummary reading={reading} readButton={readButton} />
      {problems.length > 0 && (
        <ProblemsBar problems={problems} barRef={problemsRef} onSelectCell={onSelectCell} />
      )}
      {problems.length === 0 && asked.length > 0 && (
        <AskedBar
          asked={asked}
          barRef={problemsRef}
          onSelectCell={onSelectCell}
          onScoreAsEntered={onScoreAsEntered}
          disabled={busy || !inExcel}
        />
      )}
      <Accordion multiple collapsible defaultOpenItems={openItems}>
        <BoardsRead boards={boards} />
        <ColumnsRead
          columns={traveller.columns}
          left={area.left}
          overrides={overrides}
          onColumnChange={onColumnChange}
          disabled={busy}
        />
      </Accordion>
      {onInsertLiveRanking && <LiveRanking onInsert={onInsertLiveRanking} disabled={busy || !inExcel} />}
    </>
  );
});

/**
 * Insert a live ranking: formulas that rank the traveller as it stands and follow every
 * correction, with where to put it (blank: a new sheet) and whether to add each row's results.
 */
function LiveRanking({
  onInsert,
  disabled,
}: {
  readonly onInsert: InsertLiveRanking;
  readonly disabled: boolean;
}) {
  const styles = useStyles();
  const [boardResults, setBoardResults] = useState(false);
  const [at, setAt] = useState("");
  return (
    <div className={styles.live} role="group" aria-label="Live ranking">
      <Field
        label="Live ranking at cell"
        hint="Blank: a new sheet. Nothing is written over a cell that holds anything."
        size="small"
      >
        <Input
          size="small"
          value={at}
          placeholder="a new sheet"
          onChange={(_, data) => setAt(data.value)}
          disabled={disabled}
        />
      </Field>
      <Checkbox
        label="Each row's results beside the traveller (BOARDRESULTS)"
        checked={boardResults}
        onChange={(_, data) => setBoardResults(data.checked === true)}
        disabled={disabled}
      />
      <Button size="small" onClick={() => onInsert(boardResults, at)} disabled={disabled}>
        Insert a live ranking
      </Button>
    </div>
  );
}

/** Where the traveller was read, how many boards and tables, and the Read again button. */
function ReadSummary({ reading, readButton }: { readonly reading: Reading; readonly readButton: ReactNode }) {
  const styles = useStyles();
  const { area, problems } = reading;
  const asked = reading.asked?.length ?? 0;
  const boards = sectionOf(reading).traveller.boards;
  const tables = boards.reduce((n, b) => n + b.rows.length, 0);
  return (
    <div className={styles.summary}>
      <span className={styles.where}>
        {sheetPrefix(area.sheet)}
        {area.range}
      </span>
      <Badge appearance="tint" color={problems.length > 0 ? "danger" : asked > 0 ? "warning" : "success"}>
        {boards.length} board{boards.length === 1 ? "" : "s"}, {tables} table{tables === 1 ? "" : "s"}
      </Badge>
      {readButton}
    </div>
  );
}

interface ProblemsBarProps {
  readonly problems: Reading["problems"];
  /** Takes the focus when Score is refused. */
  readonly barRef: Ref<HTMLDivElement>;
  readonly onSelectCell?: SelectCell;
}

/** The traveller's problems, each that names its cell with the address as a button that selects it. */
function ProblemsBar({ problems, barRef, onSelectCell }: ProblemsBarProps) {
  const styles = useStyles();
  return (
    <MessageBar intent="error" layout="multiline" ref={barRef} tabIndex={-1} aria-live="polite">
      <MessageBarBody>
        <MessageBarTitle>
          {problems.length === 1 ? "1 problem" : `${problems.length} problems`}: nothing is scored until{" "}
          {problems.length === 1 ? "it is" : "they are"} put right
        </MessageBarTitle>
        <ul className={styles.problems} aria-label="Problems">
          {problems.map((p, i) => {
            // A problem that names its cell: the address selects it when clicked.
            const cell = onSelectCell === undefined ? null : problemCell(p);
            return (
              <li key={i} className={styles.problem}>
                {cell === null ? (
                  p
                ) : (
                  <>
                    <Link
                      as="button"
                      onClick={() => onSelectCell!(cell.address)}
                      title={`Select ${cell.address}`}
                    >
                      {cell.address}
                    </Link>
                    {cell.rest}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

interface AskedBarProps {
  readonly asked: NonNullable<Reading["asked"]>;
  /** Takes the focus when Score is refused. */
  readonly barRef: Ref<HTMLDivElement>;
  readonly onSelectCell?: SelectCell;
  readonly onScoreAsEntered?: () => void;
  /** Score as entered waits (a task is running, or the pane is not in Excel). */
  readonly disabled: boolean;
}

/** The rows that look mistyped, each with the fix suggested, and Score as entered. */
function AskedBar({ asked, barRef, onSelectCell, onScoreAsEntered, disabled }: AskedBarProps) {
  const styles = useStyles();
  return (
    <MessageBar intent="warning" layout="multiline" ref={barRef} tabIndex={-1} aria-live="polite">
      <MessageBarBody>
        <MessageBarTitle>
          {asked.length === 1 ? "1 row looks" : `${asked.length} rows look`} mistyped: put{" "}
          {asked.length === 1 ? "it" : "them"} right and Score, or score the session as entered
        </MessageBarTitle>
        <ul className={styles.problems} aria-label="Rows that look mistyped">
          {asked.map((a, i) => (
            <li key={i} className={styles.problem}>
              {onSelectCell === undefined ? (
                a.where
              ) : (
                <Link as="button" onClick={() => onSelectCell(a.where)} title={`Select ${a.where}`}>
                  {a.where}
                </Link>
              )}
              : {a.message} <strong>Suggested: {a.fix}.</strong>
            </li>
          ))}
        </ul>
      </MessageBarBody>
      {onScoreAsEntered && (
        <MessageBarActions>
          <Button size="small" onClick={onScoreAsEntered} disabled={disabled}>
            Score as entered
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}

/** The boards read, each under its heading (vulnerability, dealer, what its rows hold) with its table. */
function BoardsRead({ boards }: { readonly boards: readonly TravellerBoard[] }) {
  return (
    <AccordionItem value="boards">
      <AccordionHeader size="small">Boards read ({boards.length})</AccordionHeader>
      <AccordionPanel>
        {boards.map((b) => (
          <div key={b.board}>
            <Body1 as="h4" style={{ margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXXS}` }}>
              <strong>Board {b.board}</strong>{" "}
              <Caption1>
                {vulText(b.vulnerability)}, dealer {b.dealer}: {boardCounts(b)}
              </Caption1>
            </Body1>
            <BoardTable board={b} />
          </div>
        ))}
      </AccordionPanel>
    </AccordionItem>
  );
}

interface ColumnsReadProps {
  readonly columns: ReturnType<typeof sectionOf>["traveller"]["columns"];
  /** The area's first column (0 for A), for the columns' letters. */
  readonly left: number;
  readonly overrides: ColumnOverrides;
  readonly onColumnChange: ColumnChange;
  readonly disabled: boolean;
}

/** How each column was taken, with a drop-down to say what it holds instead. */
function ColumnsRead({ columns, left, overrides, onColumnChange, disabled }: ColumnsReadProps) {
  const styles = useStyles();
  return (
    <AccordionItem value="columns">
      <AccordionHeader size="small">Columns read as ({columns.length})</AccordionHeader>
      <AccordionPanel>
        <Caption1 as="p" className={styles.hint}>
          If a column was taken for the wrong thing, say what it holds.
        </Caption1>
        {columns.map((c) => {
          const id = `column-role-${c.index}`;
          const value = overrides[c.index] ?? (c.role === "ignored" ? "ignore" : c.role);
          return (
            <div key={c.index} className={styles.columnRow}>
              <span className={styles.letter}>{columnLetters(left + c.index)}</span>
              <label htmlFor={id} className={styles.header} title={c.header}>
                {c.header === "" ? <em>(no header)</em> : c.header}
              </label>
              <Select
                id={id}
                size="small"
                value={value}
                disabled={disabled}
                onChange={(_, data) => onColumnChange(c.index, data.value as ColumnRole | "ignore")}
              >
                {COLUMN_ROLES.map((role) => (
                  <option key={role} value={role} title={ROLE_NAMES[role]}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
                <option value="ignore">Ignored</option>
              </Select>
            </div>
          );
        })}
      </AccordionPanel>
    </AccordionItem>
  );
}
