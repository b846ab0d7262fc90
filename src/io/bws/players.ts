// A Bridgemate section's players (PlayerNumbers): who sat where in the first round, each keyed by
// the pair they made, and the pairs' names from them.
import type { FilePlayer, FileRound } from "../results-file";
import { text, whole, type Row } from "./cells";
import { isSitOut } from "./movement";

/**
 * Names: the players at each table in the first round (PlayerNumbers), NS pair with N and S.
 * An empty seat (pair 0) names nobody; in a Mitchell a table's NS pair is the one it keeps,
 * though it may sit the first round out. Pairs are keyed `NS 3` / `EW 3` in a Mitchell, else `3`.
 */
export function readPlayers(
  rounds: readonly FileRound[],
  mitchell: boolean,
  playerRows: readonly Row[],
): { players: FilePlayer[]; names: Map<string, string> } {
  const players: FilePlayer[] = [];
  const names = new Map<string, string>();
  const firstRound = new Map<number, FileRound>();
  for (const r of rounds) if (!firstRound.has(r.table)) firstRound.set(r.table, r);
  const stationary = new Map<number, string>();
  if (mitchell)
    for (const r of rounds) if (!isSitOut(r) && !stationary.has(r.table)) stationary.set(r.table, r.ns);
  const pairAt = (table: number, side: "NS" | "EW"): string | null => {
    const at = firstRound.get(table);
    const pair = side === "NS" ? (stationary.get(table) ?? at?.ns) : at?.ew;
    return pair === undefined || pair === "" || pair === "0" ? null : pair;
  };
  const key = (side: "NS" | "EW", pair: string): string => (mitchell ? `${side} ${pair}` : pair);
  for (const p of playerRows) {
    const table = whole(p.Table);
    const seat = text(p.Direction).toUpperCase();
    if (table === null || !/^[NESW]$/.test(seat)) continue;
    const side = seat === "N" || seat === "S" ? "NS" : "EW";
    const pair = pairAt(table, side);
    if (pair === null) continue;
    players.push({ pair: key(side, pair), seat, number: text(p.Number), name: text(p.Name) });
  }
  // The named players by pair, gathered once (not searched for every table).
  const named = new Map<string, FilePlayer[]>();
  for (const p of players) {
    if (p.name === "") continue;
    const list = named.get(p.pair);
    if (list === undefined) named.set(p.pair, [p]);
    else list.push(p);
  }
  for (const side of ["NS", "EW"] as const)
    for (const table of firstRound.keys()) {
      const at = pairAt(table, side);
      if (at === null) continue;
      const pair = key(side, at);
      const who = [...(named.get(pair) ?? [])]
        .sort((a, b) => "NESW".indexOf(a.seat) - "NESW".indexOf(b.seat))
        .map((p) => p.name);
      if (who.length > 0) names.set(pair, who.join(" - "));
    }
  return { players, names };
}
