// A movement as the add-in makes it, before a card is played: for each round, who sits at each
// table and which boards they play there. The movement checks read the same shape back from a
// traveller typed into it, so a made movement and a played one can be compared row for row.

/** The movements the add-in makes. */
export type MadeKind =
  | "mitchell"
  | "skip-mitchell"
  | "relay-mitchell"
  | "web-mitchell"
  | "scrambled-mitchell"
  | "howell"
  | "three-quarter-howell";

/**
 * One table in one round. In a Mitchell `ns` and `ew` are pair numbers of their own direction
 * (NS 3 and EW 3 are two pairs); in a Howell they are numbers of the whole field. A pair sitting
 * out has `ew: null` (the table of a half-table or phantom), `ns` is then the pair that sits out.
 */
export interface MadeTable {
  readonly table: number;
  readonly ns: number;
  readonly ew: number | null;
  /** The boards played at this table this round, in the order they are played. */
  readonly boards: readonly number[];
  /** The set of boards (1-based) these boards belong to. */
  readonly set: number;
  /** True where the home EW pair sits North-South this round (an arrow switch). */
  readonly arrowSwitched?: boolean;
}

/** One round of a made movement. */
export interface MadeRound {
  readonly round: number;
  readonly tables: readonly MadeTable[];
}

/** A movement for a number of tables and boards, ready for table cards and an empty traveller. */
export interface MadeMovement {
  readonly kind: MadeKind;
  readonly tables: number;
  readonly boards: number;
  /** Whether pair numbers count per direction (Mitchell family) or for the whole field (Howell). */
  readonly pairing: "mitchell" | "howell";
  readonly rounds: readonly MadeRound[];
  /** The board sets: set k (1-based) is `sets[k - 1]`. */
  readonly sets: readonly (readonly number[])[];
  /** Why this movement for these tables and boards, in a director's words. */
  readonly why: string;
  /** Notes a director must act on: a relay or bye stand, a skip after a round, a sit-out. */
  readonly notes: readonly string[];
}
