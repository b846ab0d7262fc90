/**
 * A table's contract, declarer and tricks in the lesson's traveller, each editable: the row is
 * scored by its contract once all three read.
 */
import { useState } from "react";
import type { Seat, TravellerRow, Vulnerability } from "../../scoring";
import type { ContractEdited } from "../lessons";
import { contractEditScore, type ContractEdit } from "../score-page";
import { useLessonStyles } from "./styles";

const SEATS: readonly Seat[] = ["N", "E", "S", "W"];

/**
 * A table's contract, declarer and tricks, each editable: once all three read, the row's score is
 * the contract's (the core's contract scoring on the board's vulnerability), and every step is
 * worked again; a contract that cannot be scored says why.
 */
export function ContractInputs({
  row,
  name,
  vulnerability,
  onEdit,
}: {
  row: TravellerRow;
  name: string;
  vulnerability: Vulnerability;
  onEdit: ContractEdited;
}) {
  const styles = useLessonStyles();
  const [contract, setContract] = useState(row.contract ?? "");
  const [declarer, setDeclarer] = useState<Seat | "">(row.declarer ?? "");
  const [tricks, setTricks] = useState(row.tricks === null ? "" : String(row.tricks));
  const [problem, setProblem] = useState<string | null>(null);
  const change = (c: string, d: Seat | "", t: string): void => {
    setContract(c);
    setDeclarer(d);
    setTricks(t);
    if (c.trim() === "" || d === "" || t.trim() === "") return setProblem(null);
    const edit: ContractEdit = { contract: c, declarer: d, tricks: /^\s*\d+\s*$/.test(t) ? Number(t) : NaN };
    const scored = contractEditScore(edit, vulnerability);
    setProblem(scored.ok ? null : scored.problem);
    if (scored.ok) onEdit(edit);
  };
  return (
    <span className={styles.contract}>
      <input
        className={styles.contractInput}
        aria-label={`Contract of ${name}`}
        aria-invalid={problem !== null}
        value={contract}
        onChange={(e) => change(e.target.value, declarer, tricks)}
      />
      <select
        aria-label={`Declarer of ${name}`}
        value={declarer}
        onChange={(e) => change(contract, e.target.value as Seat | "", tricks)}
      >
        <option value="">by</option>
        {SEATS.map((seat) => (
          <option key={seat} value={seat}>
            {seat}
          </option>
        ))}
      </select>
      <input
        className={styles.tricksInput}
        aria-label={`Tricks taken by declarer at ${name}`}
        inputMode="numeric"
        value={tricks}
        onChange={(e) => change(contract, declarer, e.target.value)}
      />
      <span aria-live="polite" className={styles.wrong}>
        {problem}
      </span>
    </span>
  );
}
