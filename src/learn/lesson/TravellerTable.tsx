/**
 * The lesson's traveller: a row per table with its contract and NS score to edit, each method's
 * result (with the tip saying how it was reached, or "?" for the table a quiz hides), and a Follow
 * button; the followed table's row is highlighted.
 */
import {
  METHOD_LABELS,
  resultTip,
  signed,
  tableName,
  type ScoredBoard,
  type ScoringMethod,
  type TravellerBoard,
} from "../../scoring";
import { printedText, type Edit, type Follow } from "../lessons";
import { ContractInputs } from "./ContractInputs";
import { Tipped } from "./Tipped";
import { useLessonStyles } from "./styles";
import type { ScoreTyping } from "./useLessonState";

export interface TravellerTableProps {
  readonly board: number;
  /** The followed table, by its index on the board. */
  readonly table: number;
  /** The board scored by each method; the first gives the tables. */
  readonly scored: readonly { readonly method: ScoringMethod; readonly board: ScoredBoard }[];
  /** The board as the traveller has it (its rows, its vulnerability). */
  readonly travellerBoard: TravellerBoard | undefined;
  readonly onFollow: Follow;
  readonly onEdit: Edit;
  /** The edited tables of the board. */
  readonly edited: ReadonlySet<number>;
  readonly quiz: boolean;
  /** The scores being typed. */
  readonly typing: ScoreTyping;
}

/** The traveller of the board, to scroll sideways on a narrow screen. */
export function TravellerTable(props: TravellerTableProps) {
  const { board, scored } = props;
  const styles = useLessonStyles();
  const first = scored[0].board;
  return (
    <div
      className={styles.scroll}
      tabIndex={0}
      role="region"
      aria-label={`Board ${board}: the traveller, scrolls sideways on a narrow screen`}
    >
      <table className={styles.table} aria-label={`Board ${board}: the traveller`}>
        <caption>
          Board {board}: the traveller. Edit a North-South score, or a contract, its declarer and the tricks
          taken, and every step below is worked again.
        </caption>
        <thead>
          <tr>
            <th scope="col">Table</th>
            <th scope="col">Contract</th>
            <th scope="col">NS score</th>
            {scored.map((s) => (
              <th scope="col" key={s.method}>
                {METHOD_LABELS[s.method]} (NS)
              </th>
            ))}
            <th scope="col" className="no-print">
              Follow
            </th>
          </tr>
        </thead>
        <tbody>
          {first.tables.map((_, k) => (
            <TableRow key={k} {...props} k={k} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The row of table `k`. */
function TableRow({
  board,
  table,
  scored,
  travellerBoard,
  onFollow,
  onEdit,
  edited,
  quiz,
  typing,
  k,
}: TravellerTableProps & { readonly k: number }) {
  const styles = useLessonStyles();
  const x = scored[0].board.tables[k];
  const row = travellerBoard?.rows[k];
  const plain = row?.entry.kind === "plain";
  const followed = k === table;
  const hide = quiz && k === table;
  const typed = typing.typed[typing.key(k)];
  return (
    <tr className={followed ? styles.followed : undefined} aria-current={followed ? "true" : undefined}>
      <th scope="row">{tableName(x)}</th>
      <td>
        {plain && travellerBoard !== undefined ? (
          <ContractInputs
            key={typing.key(k)}
            row={row}
            name={tableName(x)}
            vulnerability={travellerBoard.vulnerability}
            onEdit={(e) => {
              // The score is the contract's now: what was typed in the score goes.
              typing.forget(k);
              onEdit(board, k, e);
            }}
          />
        ) : row?.contract === null || row === undefined ? (
          ""
        ) : (
          `${row.contract} ${row.declarer ?? ""}`
        )}
      </td>
      <td>
        {plain ? (
          <input
            className={styles.scoreInput}
            aria-label={`NS score of ${tableName(x)}`}
            aria-invalid={typed !== undefined && typed.trim() !== "" && !typing.isScore(typed)}
            inputMode="numeric"
            value={typed ?? (x.nsScore === null ? "" : signed(x.nsScore))}
            onChange={(e) => typing.edit(k, e.target.value)}
          />
        ) : (
          (x.award?.ns ?? (row?.entry.kind === "weighted" ? "weighted" : "not played"))
        )}
        {edited.has(k) && " (edited)"}
      </td>
      {scored.map((s) => (
        <td key={s.method} className={styles.answer}>
          {hide ? (
            "?"
          ) : (
            <Tipped
              text={printedText(s.board.tables[k]?.nsResult ?? null)}
              tip={quiz ? "" : resultTip(s.board, k)}
              id={`tip-${s.method}-${board}-table-${k}`}
            />
          )}
        </td>
      ))}
      <td className="no-print">
        <button type="button" aria-pressed={followed} onClick={() => onFollow(board, k)}>
          Follow {tableName(x)}
        </button>
      </td>
    </tr>
  );
}
