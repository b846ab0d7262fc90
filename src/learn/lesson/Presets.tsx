/**
 * The lesson's board scored under two regulations' presets side by side, by each method, with the
 * tables whose results differ marked.
 */
import { useState, type ReactNode } from "react";
import { METHOD_LABELS, PRESET_NAMES, PRESETS, type PresetName, type ScoringMethod } from "../../scoring";
import { printedText } from "../lessons";
import { comparePresets } from "../compare-presets";
import { useLessonStyles } from "./styles";

/**
 * The board scored under two presets side by side, by each method, the tables whose results differ
 * marked. Only the presets' own settings change; every other option is at its default on both sides.
 */
export function Presets({
  board,
  methods,
}: {
  board: Parameters<typeof comparePresets>[0];
  methods: readonly ScoringMethod[];
}) {
  const styles = useLessonStyles();
  const [a, setA] = useState<PresetName>("default");
  const [b, setB] = useState<PresetName>("ACBL");
  const pick = (label: string, value: PresetName, set: typeof setA): ReactNode => (
    <label>
      {label}{" "}
      <select value={value} onChange={(e) => set(e.target.value as PresetName)}>
        {PRESET_NAMES.map((p) => (
          <option key={p} value={p}>
            {PRESETS[p].title}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-label="Two presets side by side" className={styles.stack}>
      <h3 className={styles.step}>Two regulations side by side</h3>
      <p className={styles.step}>
        The board scored under two presets, each with only its own settings (every other option at its default
        on both sides). Results that differ are marked.
      </p>
      <div className={styles.row}>
        {pick("First preset", a, setA)}
        {pick("Second preset", b, setB)}
      </div>
      <div className={styles.methods}>
        {methods.map((m) => {
          let c: ReturnType<typeof comparePresets>;
          try {
            c = comparePresets(board, m, a, b);
          } catch (e) {
            return (
              <p key={m}>
                {METHOD_LABELS[m]}: {e instanceof Error ? e.message : String(e)}
              </p>
            );
          }
          return (
            <table
              key={m}
              className={styles.table}
              aria-label={`Board ${board.board} by ${METHOD_LABELS[m]}: ${c.a} and ${c.b}`}
            >
              <caption>
                {METHOD_LABELS[m]}:{" "}
                {c.differing === 0 ? "no result differs" : `${c.differing} results differ`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Table</th>
                  <th scope="col">{c.a}</th>
                  <th scope="col">{c.b}</th>
                  <th scope="col">Differs?</th>
                </tr>
              </thead>
              <tbody>
                {c.rows.map((r, k) => (
                  <tr key={k} className={r.differs ? styles.followed : undefined}>
                    <th scope="row">{r.table}</th>
                    <td>{printedText(r.a)}</td>
                    <td>{printedText(r.b)}</td>
                    <td>{r.differs ? "Yes" : "No"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </section>
  );
}
