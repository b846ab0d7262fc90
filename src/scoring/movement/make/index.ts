// TEMPORARY: a stand-in for the movement generator, which is written on its own branch. It is
// here only so the cards, the writers and the pane can be built against the front door's
// `makeMovement`; the generator's own index.ts replaces this file when the two are merged.
import { ScoringError } from "../../base/errors";
import type { MadeKind, MadeMovement } from "./types";

export type { MadeKind, MadeMovement, MadeRound, MadeTable } from "./types";

/** What a movement is made for: the tables, the boards, and the kind (absent: the usual one). */
export interface MakeRequest {
  readonly tables: number;
  readonly boards: number;
  readonly kind?: MadeKind;
}

/** Not yet: the generator is on its own branch. */
export function makeMovement(request: MakeRequest): MadeMovement {
  throw new ScoringError(
    `Making a movement (${request.tables} tables, ${request.boards} boards) is not yet in this build.`,
  );
}
