/**
 * The question asked when a traveller the pane scored before is scored again: its earlier results
 * sheets, and two buttons, replace them or keep both. Layout only: the answer goes back as an event.
 */
import { forwardRef } from "react";
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from "@fluentui/react-components";
import type { AnswerReplace } from "../actions";
import type { ReplaceQuestion as Question } from "../replace";

export interface ReplaceQuestionProps {
  readonly question: Question;
  readonly onAnswer: AnswerReplace;
}

/**
 * @example
 * <ReplaceQuestion question={{ traveller: "Sheet1!C3:F7", sheets: ["Board 2 matchpoints"] }} onAnswer={...} />
 */
export const ReplaceQuestion = forwardRef<HTMLButtonElement, ReplaceQuestionProps>(function ReplaceQuestion(
  { question, onAnswer },
  ref,
) {
  const n = question.sheets.length;
  const names = question.sheets.map((s) => `"${s}"`).join(", ");
  return (
    <MessageBar intent="info" layout="multiline" role="group" aria-labelledby="replace-title">
      <MessageBarBody>
        <MessageBarTitle id="replace-title">Replace the earlier results?</MessageBarTitle>
        {question.traveller} was scored before: {names}. Replace {n === 1 ? "that sheet" : "those sheets"}{" "}
        with the new results, or keep both.
      </MessageBarBody>
      <MessageBarActions>
        <Button ref={ref} appearance="primary" onClick={() => onAnswer(true)}>
          Replace
        </Button>
        <Button onClick={() => onAnswer(false)}>Keep both</Button>
      </MessageBarActions>
    </MessageBar>
  );
});
