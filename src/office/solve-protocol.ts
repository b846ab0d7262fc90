// The messages between the teaching page and its solver worker (solve-worker.ts).
import { STRAIN_ORDER } from "../scoring";

/** Solve these deals (PBN notation), in order; `id` names the request in the replies. */
export interface WorkerRequest {
  readonly id: number;
  readonly deals: readonly string[];
}

/** How many strains of a deal's table the solver works out, one after another. */
export const STRAINS_A_DEAL = STRAIN_ORDER.length;

/**
 * A reply: how far deal `index` has got (`strains` of its {@link STRAINS_A_DEAL} strains solved,
 * sent as each is, when the solver says), its table (declarer N, E, S, W by strain S, H, D, C, NT)
 * or why it has none; then done.
 */
export type WorkerReply =
  | { readonly id: number; readonly index: number; readonly strains: number }
  | { readonly id: number; readonly index: number; readonly tricks: number[][] }
  | { readonly id: number; readonly index: number; readonly error: string }
  | { readonly id: number; readonly done: true };
