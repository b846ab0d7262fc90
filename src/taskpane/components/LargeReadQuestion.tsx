/**
 * The question asked before a very large selection is read (more than 100,000 cells): where it is,
 * how many cells, and two buttons. Layout only: the answer goes back as an event.
 */
import { forwardRef } from "react";
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from "@fluentui/react-components";
import type { AnswerLargeRead } from "../actions";
import type { LargeRead } from "../state/state";

export interface LargeReadQuestionProps {
  readonly question: LargeRead;
  readonly onAnswer: AnswerLargeRead;
}

/**
 * @example
 * <LargeReadQuestion question={{ address: "Sheet1!A1:J20000", cells: 200000 }} onAnswer={...} />
 */
export const LargeReadQuestion = forwardRef<HTMLButtonElement, LargeReadQuestionProps>(
  function LargeReadQuestion({ question, onAnswer }, ref) {
    return (
      <MessageBar intent="warning" layout="multiline" role="group" aria-labelledby="large-read-title">
        <MessageBarBody>
          <MessageBarTitle id="large-read-title">
            Read {question.cells.toLocaleString("en-US")} cells?
          </MessageBarTitle>
          {question.address} is larger than a traveller usually is: reading it may take a while. Read it all,
          or cancel and select the traveller alone.
        </MessageBarBody>
        <MessageBarActions>
          <Button ref={ref} appearance="primary" onClick={() => onAnswer(true)}>
            Read it all
          </Button>
          <Button onClick={() => onAnswer(false)}>Cancel</Button>
        </MessageBarActions>
      </MessageBar>
    );
  },
);
