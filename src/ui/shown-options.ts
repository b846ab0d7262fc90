/**
 * Which of the form's options do something under the current choices and for the traveller read,
 * so the form shows only those (a hidden option keeps its value and still applies if it comes back
 * into play). Pure: the form asks, the state is not changed.
 */
import type { FormChoices } from "../event";

/** What the form needs to know of the traveller read: its boards, and whether it has a Section column. */
export interface ReadShape {
  readonly boards: number;
  /** A Section column splits it into more than one section. */
  readonly sections: boolean;
}

/** The options shown only when they can change the results. */
export interface ShownOptions {
  /** How a Butler datum halfway between two multiples is rounded: only when it is rounded at all. */
  readonly rounding: boolean;
  /**
   * The movement, late pairs and an arrow switch (with One winner) rank a session: not for a
   * traveller of one board.
   */
  readonly movement: boolean;
  readonly acceptPairs: boolean;
  readonly arrowSwitch: boolean;
  /** Sections across the field: only for a traveller with a Section column (or before one is read). */
  readonly across: boolean;
}

/**
 * Which options the form shows. Before a traveller is read, every one (the director may be setting
 * up); a choice the director has made (a movement other than "from the pair numbers", pairs
 * accepted, an arrow switch, sections across) is never hidden, so nothing chosen applies unseen.
 *
 * @example
 * shownOptions({ ...DEFAULT_FORM_CHOICES, roundTo: "0" }, { boards: 1, sections: false });
 * // { rounding: false, movement: false, acceptPairs: false, arrowSwitch: false, across: false }
 */
export function shownOptions(options: FormChoices, shape: ReadShape | null): ShownOptions {
  const roundTo = options.roundTo.trim();
  const session = shape === null || shape.boards > 1;
  return {
    rounding: !(roundTo !== "" && Number(roundTo) === 0),
    movement: session || options.movement !== "auto",
    acceptPairs: session || options.acceptPairs.trim() !== "",
    arrowSwitch: session || options.arrowSwitch.trim() !== "" || options.oneWinner,
    across: shape === null || shape.sections || options.across,
  };
}
