/**
 * The teaching page (dist/learn.html): scoring without Excel, in any browser. Paste a traveller,
 * open a CSV file or pick a worked example; choose the method and its options with the pane's own
 * form; Score shows the lesson of a board (every step in the method's words, a table followed
 * through them, scores to edit, a quiz) and the results page with its workings open, all on this
 * page, then contract scoring by its parts and a glossary. Everything runs here: nothing is sent
 * anywhere. This module lays the page out; its state is the useLearnPage hook and its sections
 * are components, both in src/learn/page/.
 */
import { Body1, Subtitle2, Title3 } from "@fluentui/react-components";
import type { WorkedExample } from "../ui/examples";
import { ContractLesson } from "./ContractLesson";
import { GLOSSARY } from "../scoring";
import { DealSolver } from "./DealSolver";
import { useLearnStyles } from "./page/styles";
import { useLearnPage } from "./page/useLearnPage";
import { InputSections } from "./page/InputSections";
import { Workings } from "./page/Workings";
import { ResultsSection } from "./page/ResultsSection";

export { solvingWords } from "./page/ResultsSection";

export interface LearnPageProps {
  readonly examples: readonly WorkedExample[];
}

/**
 * The whole teaching page.
 *
 * @example
 * <LearnPage examples={WORKED_EXAMPLES} />
 */
export function LearnPage({ examples }: LearnPageProps) {
  const styles = useLearnStyles();
  const page = useLearnPage(examples);
  const result = page.result;
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <Title3 as="h1">Learn bridge scoring</Title3>
        <Body1 as="p">
          Score a traveller by IMPs, Butler, cross-IMPs or matchpoints and see every step of the workings. It
          all happens in this browser: nothing you paste or open is sent anywhere.
        </Body1>
      </header>
      <InputSections examples={examples} page={page} />
      <Workings page={page} />
      {result !== null && result.ok && <ResultsSection result={result} page={page} />}
      <section className={`${styles.stack} no-print`} aria-labelledby="learn-deal">
        <Subtitle2 as="h2" id="learn-deal">
          A deal, double dummy
        </Subtitle2>
        <DealSolver />
      </section>
      <section className={`${styles.stack} no-print`} aria-labelledby="learn-contract">
        <Subtitle2 as="h2" id="learn-contract">
          Contract scoring, part by part
        </Subtitle2>
        <ContractLesson />
      </section>
      <Glossary />
    </main>
  );
}

/** The glossary: each term, with an anchor the lessons' links go to. */
function Glossary() {
  const styles = useLearnStyles();
  return (
    <section className={styles.stack} aria-labelledby="learn-glossary">
      <Subtitle2 as="h2" id="learn-glossary">
        Glossary
      </Subtitle2>
      <dl className={styles.glossary}>
        {GLOSSARY.map((g) => (
          <div key={g.id} id={`term-${g.id}`}>
            <dt>{g.term}</dt>
            <dd>{g.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
