/**
 * The results web page (the output registry's page writer) shown in this page itself, not in a
 * frame: its body and styles go into a shadow root, so its styles and ids stay its own while it
 * flows with the page (no second scroll bar). The writer escapes every text it writes, and its
 * page runs no script.
 */
import { useEffect, useRef } from "react";

/**
 * @example
 * <ResultsInPage html={scored.html} />
 */
export function ResultsInPage({ html }: { readonly html: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (el === null) return;
    const root = el.shadowRoot ?? el.attachShadow({ mode: "open" });
    const doc = new DOMParser().parseFromString(html, "text/html");
    doc.querySelectorAll("script").forEach((s) => s.remove());
    const styles = [...doc.querySelectorAll("style")].map((s) => s.outerHTML).join("");
    root.innerHTML = `${styles}<div class="results">${doc.body.innerHTML}</div>`;
  }, [html]);
  return <div ref={host} />;
}
