/**
 * The lesson's small pieces of text: a number with a tip saying how it was reached, and the
 * glossary's terms as links to their entries.
 */
import { useState, type ReactNode } from "react";
import { GLOSSARY, type TermId } from "../../scoring";
import { useLessonStyles } from "./styles";

const TERMS = new Map(GLOSSARY.map((g) => [g.id, g.term]));

/** A term linked to its glossary entry. */
export function termLinks(terms: readonly TermId[]): ReactNode {
  return terms.map((t, i) => (
    <span key={t}>
      {i > 0 && ", "}
      <a href={`#term-${t}`}>{TERMS.get(t)}</a>
    </span>
  ));
}

/**
 * A number with a tip saying how it was reached, shown while it is hovered or focused (it can be
 * reached with the keyboard) and read out as its description.
 */
export function Tipped({ text, tip, id }: { text: string; tip: string; id: string }) {
  const styles = useLessonStyles();
  const [open, setOpen] = useState(false);
  if (text === "" || tip === "") return <>{text}</>;
  return (
    <span
      className={styles.tipped}
      tabIndex={0}
      aria-describedby={open ? id : undefined}
      aria-description={tip}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
    >
      {text}
      {open && (
        <span role="tooltip" id={id} className={styles.tip}>
          {tip}
        </span>
      )}
    </span>
  );
}
