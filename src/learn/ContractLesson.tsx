/**
 * Contract scoring as a lesson: one contract's score by its parts (on today's scale or an older
 * one), the sixteen boards of the "Bridge scoring" article by their parts, and how the laws
 * changed the undertricks (1935, 1987) and the notrump tricks (1932, 1935). Each of the four is
 * a component here.
 */
import { useState } from "react";
import { makeStyles, tokens } from "@fluentui/react-components";
import { signed, vulText } from "../scoring";
import {
  ERA_LABELS,
  notrumpTable,
  scoreDeal,
  scoreParts,
  SIXTEEN_BOARDS,
  undertrickTable,
  type ScoreParts,
  type ScoringEra,
} from "./contract-lesson";

import { LESSON_LAYOUT } from "./layout";

const useStyles = makeStyles({
  ...LESSON_LAYOUT,
  scroll: { overflowX: "auto", maxWidth: "100%" },
  table: {
    borderCollapse: "collapse",
    "& th, & td": {
      border: `1px solid ${tokens.colorNeutralStroke1}`,
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
      textAlign: "right",
    },
    "& th": { backgroundColor: tokens.colorNeutralBackground3 },
  },
  marked: { backgroundColor: tokens.colorPaletteYellowBackground2, fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const PARTS: readonly [keyof ScoreParts, string][] = [
  ["contractPoints", "Contract points"],
  ["overtricks", "Overtricks"],
  ["gameBonus", "Game or part-score bonus"],
  ["slamBonus", "Slam bonus"],
  ["doubledBonus", "(Re)doubled bonus"],
  ["undertricks", "Undertricks (to the defenders)"],
];

const blank = (x: number): string => (x === 0 ? "" : String(x));

/** The contract scoring lesson. */
export function ContractLesson() {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <ContractByParts />

      <SixteenBoards />

      <UndertricksChanged />

      <NotrumpChanged />
    </div>
  );
}

/** One contract's score by its parts: the contract, the tricks, the vulnerability and the scale to choose. */
function ContractByParts() {
  const styles = useStyles();
  const [contract, setContract] = useState("4SX");
  const [tricks, setTricks] = useState(10);
  const [vulnerable, setVulnerable] = useState(false);
  const [era, setEra] = useState<ScoringEra>("1987");
  let parts: ScoreParts | null = null;
  let problem = "";
  try {
    parts = scoreParts(contract, tricks, vulnerable, era);
  } catch (e) {
    problem = e instanceof Error ? e.message : String(e);
  }
  return (
    <>
      <p>
        A contract’s score is made of parts: points for the tricks bid and made, overtricks, a bonus for a
        game (300, or 500 vulnerable) or a part score (50), a slam bonus, 50 or 100 for making a doubled or
        redoubled contract; or, when it fails, undertricks to the defenders.
      </p>
      <div className={styles.row}>
        <label>
          Contract{" "}
          <input
            value={contract}
            onChange={(e) => setContract(e.target.value)}
            aria-describedby="contract-help"
          />
        </label>
        <label>
          Tricks taken{" "}
          <select value={tricks} onChange={(e) => setTricks(Number(e.target.value))}>
            {Array.from({ length: 14 }, (_, k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={vulnerable} onChange={(e) => setVulnerable(e.target.checked)} />{" "}
          Declarer vulnerable
        </label>
        <label>
          Scale{" "}
          <select value={era} onChange={(e) => setEra(e.target.value as ScoringEra)}>
            {(Object.keys(ERA_LABELS) as ScoringEra[]).map((k) => (
              <option key={k} value={k}>
                {ERA_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id="contract-help">
        A contract as on a traveller: 4S, 3NT, 4HX (doubled), 1NTXX (redoubled), or a suit symbol (4♠).
      </p>
      {parts === null ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : (
        <table className={styles.table} aria-label="The contract's score by its parts">
          <tbody>
            {PARTS.map(([k, label]) => (
              <tr key={k}>
                <th scope="row">{label}</th>
                <td>{blank(parts![k])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Declarer’s score</th>
              <td>
                <strong>{signed(parts.total)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </>
  );
}

/** The sixteen boards of the "Bridge scoring" article, each by its parts. */
function SixteenBoards() {
  const styles = useStyles();
  return (
    <>
      <h3>A sixteen-board match by its parts</h3>
      <p>
        Sixteen boards, one for each dealer and vulnerability, as the article “Bridge scoring” scores them.
        The article shows only whether a suit is a major or a minor; the suits here are one choice that fits.
      </p>
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label="Sixteen boards by their parts, scrolls sideways on a narrow screen"
      >
        <table className={styles.table} aria-label="Sixteen boards by their parts">
          <thead>
            <tr>
              <th scope="col">Board</th>
              <th scope="col">Vulnerability</th>
              <th scope="col">Declarer</th>
              <th scope="col">Contract</th>
              <th scope="col">Tricks</th>
              {PARTS.map(([k, label]) => (
                <th scope="col" key={k}>
                  {label}
                </th>
              ))}
              <th scope="col">NS</th>
              <th scope="col">EW</th>
            </tr>
          </thead>
          <tbody>
            {SIXTEEN_BOARDS.map((d) => {
              const s = scoreDeal(d);
              return (
                <tr key={d.board}>
                  <th scope="row">{d.board}</th>
                  <td>{vulText(s.vulnerability)}</td>
                  <td>{d.declarer}</td>
                  <td>{d.contract}</td>
                  <td>{d.tricks}</td>
                  {PARTS.map(([k]) => (
                    <td key={k}>{blank(s.parts[k])}</td>
                  ))}
                  <td>{signed(s.ns)}</td>
                  <td>{signed(s.ew)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The doubled undertricks, not vulnerable, on each scale (the 1981 hand that changed them marked). */
function UndertricksChanged() {
  const styles = useStyles();
  const down = undertrickTable(false);
  return (
    <>
      <h3>How the undertricks changed</h3>
      <p>
        Doubled and not vulnerable, the fourth and later undertricks cost 200 each from 1935 until 1987, and
        300 since. The change followed a 1981 Bermuda Bowl hand where a non-vulnerable 7♠ doubled went down
        nine for only 1700 against a vulnerable grand slam worth more: today that costs 2300. Redoubled
        undertricks are always twice the doubled ones.
      </p>
      <table className={styles.table} aria-label="Doubled undertricks, not vulnerable, by scale">
        <thead>
          <tr>
            <th scope="col">Down</th>
            {(["1932", "1935", "1987"] as const).map((k) => (
              <th scope="col" key={k}>
                {ERA_LABELS[k]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {down.map((r) => (
            <tr key={r.down} className={r.down === 9 ? styles.marked : undefined}>
              <th scope="row">{r.down}</th>
              <td>{-r.costs["1932"]}</td>
              <td>{-r.costs["1935"]}</td>
              <td>{-r.costs["1987"]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The notrump contract points under the 1932 laws and since 1935. */
function NotrumpChanged() {
  const styles = useStyles();
  return (
    <>
      <h3>How the notrump tricks changed</h3>
      <p>
        Under the 1932 laws notrump tricks scored 30, 40, 30, 40 and so on; since 1935 the first scores 40 and
        the rest 30 each. Three notrump is a game (100) either way.
      </p>
      <table className={styles.table} aria-label="Notrump contract points by scale">
        <thead>
          <tr>
            <th scope="col">Contract</th>
            <th scope="col">1932 laws</th>
            <th scope="col">Since 1935</th>
          </tr>
        </thead>
        <tbody>
          {notrumpTable().map((r) => (
            <tr key={r.level}>
              <th scope="row">{r.level}NT</th>
              <td>{r["1932"]}</td>
              <td>{r["1935"]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
