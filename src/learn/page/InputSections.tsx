/**
 * The teaching page's first two sections, side by side: 1. A traveller (a worked example, a file
 * opened, or text pasted) and 2. How to score it (the pane's own form, or the teams choices for a
 * teams scoresheet) with Score.
 */
import { Button, Field, Label, Select, Subtitle2, Textarea } from "@fluentui/react-components";
import { INPUT_EXTENSIONS } from "../../event";
import { OptionsForm } from "../../ui/OptionsForm";
import { TeamsOptions } from "../../ui/TeamsOptions";
import type { WorkedExample } from "../../ui/examples";
import { useLearnStyles } from "./styles";
import type { LearnPageModel } from "./useLearnPage";

export interface InputSectionsProps {
  readonly examples: readonly WorkedExample[];
  readonly page: LearnPageModel;
}

/** The traveller and the choices, in two columns (not printed). */
export function InputSections({ examples, page }: InputSectionsProps) {
  const styles = useLearnStyles();
  return (
    <div className={`${styles.columns} no-print`}>
      <TravellerInput examples={examples} page={page} />
      <ScoringChoices page={page} />
    </div>
  );
}

/** 1. A traveller: a worked example to pick, a file to open, or the box to paste into. */
function TravellerInput({ examples, page }: InputSectionsProps) {
  const styles = useLearnStyles();
  return (
    <section className={styles.stack} aria-labelledby="learn-traveller">
      <Subtitle2 as="h2" id="learn-traveller">
        1. A traveller
      </Subtitle2>
      <Field label="A worked example">
        <Select value={page.example} onChange={(_, d) => page.pick(d.value)}>
          <option value="">Choose one…</option>
          {examples.map((ex) => (
            <option key={ex.id} value={ex.id}>
              {ex.title}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.file}>
        <Label htmlFor="learn-file">Open a file (CSV traveller, PBN or USEBIO results)</Label>
        <input
          id="learn-file"
          type="file"
          accept={[...INPUT_EXTENSIONS, "text/csv", "text/plain"].join(",")}
          onChange={(e) => void page.open(e)}
        />
      </div>
      <Field label="Or paste the traveller (CSV: a header row, then one row per table)">
        <Textarea
          className={styles.traveller}
          value={page.csv}
          onChange={(_, d) => page.paste(d.value)}
          rows={12}
          resize="vertical"
        />
      </Field>
    </section>
  );
}

/** 2. How to score it: the method and its options, then Score. */
function ScoringChoices({ page }: { readonly page: LearnPageModel }) {
  const styles = useLearnStyles();
  const { options, errors, setOptions } = page;
  return (
    <section className={styles.stack} aria-labelledby="learn-options">
      <Subtitle2 as="h2" id="learn-options">
        2. How to score it
      </Subtitle2>
      {page.event?.kind === "teams" ? (
        <TeamsOptions
          options={options}
          onChange={(c) => setOptions((o) => ({ ...o, ...c }))}
          disabled={false}
        />
      ) : (
        <OptionsForm
          options={options}
          errors={errors}
          onChange={(c) => setOptions((o) => ({ ...o, ...c }))}
          disabled={false}
        />
      )}
      <Button appearance="primary" onClick={() => void page.score()}>
        Score
      </Button>
    </section>
  );
}
