/**
 * A live region that is always in the page, so a screen reader announces each outcome (the sheet
 * written, the problems found, Excel's message) when it appears: a region added together with its
 * text is not reliably announced. Visually hidden; the message bar shows the same words.
 */
import { makeStyles } from "@fluentui/react-components";
import type { Status } from "../state/state";

const useStyles = makeStyles({
  hidden: {
    position: "absolute",
    width: "1px",
    height: "1px",
    margin: "-1px",
    padding: 0,
    overflow: "hidden",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
    border: 0,
  },
});

/**
 * @example
 * <Announcer status={{ intent: "success", title: 'Wrote the sheet "Board 15 cross-IMPs"' }} />
 */
export function Announcer({ status }: { status: Status | null }) {
  const styles = useStyles();
  const urgent = status?.intent === "error";
  const text = status ? `${status.title}. ${status.text ?? ""}` : "";
  return (
    <>
      <div className={styles.hidden} role="status" aria-live="polite" data-testid="announce-polite">
        {urgent ? "" : text}
      </div>
      <div className={styles.hidden} role="alert" aria-live="assertive" data-testid="announce-alert">
        {urgent ? text : ""}
      </div>
    </>
  );
}
