// What one table's result gives a board, whatever form it was written in: the domain types the
// traveller reader produces and the board scorer consumes. Reading them from cells is the
// traveller's business (traveller/entry.ts); scoring them is the board's.
import { Award } from "../rules/awards";
import { Seat } from "../base/seats";

/** One component of a weighted score (Law 12C1(c)): an NS score and the share it carries. */
export interface WeightedPart {
  /** The share of the result, as a fraction of 1 (0.6 for 60%; 1/3 is 0.333..., read back exactly). */
  readonly weight: number;
  /** The NS score of the component. */
  readonly score: number;
  /** The component as typed, e.g. "60% 4H= N". */
  readonly text: string;
  /** When the component was written as a contract result: the contract (canonical), declarer and tricks. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
}

/**
 * What a traveller row gives the board:
 * - `plain`: a bridge result, the NS score;
 * - `artificial`: an artificial adjusted score, each side its own award (A=, A+, A-, a percentage);
 * - `notPlayed`: NP (or a row with pair numbers and nothing else);
 * - `weighted`: a weighted score, components with weights for each side (`split` when NS and EW
 *   were given different weightings).
 */
export type Entry =
  | { readonly kind: "plain"; readonly score: number }
  | { readonly kind: "artificial"; readonly text: string; readonly ns: Award; readonly ew: Award }
  | { readonly kind: "notPlayed"; readonly text: string }
  | {
      readonly kind: "weighted";
      readonly text: string;
      readonly split: boolean;
      readonly ns: readonly WeightedPart[];
      readonly ew: readonly WeightedPart[];
    };
