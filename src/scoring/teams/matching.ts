// A maximum matching in a general graph (Edmonds' blossom algorithm), kept up to date while
// vertices are taken out of the graph: the Swiss draw asks, before it commits to each table,
// whether the teams left can still be drawn with no more rematches than the best draw has, and
// that is a question about the largest matching of the teams left among the pairs allowed.

/**
 * A graph on vertices 0..n-1 with a maximum matching of the vertices still in it. `remove(u, v)`
 * takes two vertices out and restores a maximum matching of the rest; `size` is its number of
 * edges. `snapshot()` and `restore()` undo a removal.
 */
export class LiveMatching {
  private readonly n: number;
  private readonly adj: readonly Int32Array[];
  private readonly removed: Uint8Array;
  private match: Int32Array;
  private matched = 0;
  // Work arrays of the search, allocated once.
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly used: Uint8Array;
  private readonly blossom: Uint8Array;
  private readonly seen: Uint8Array;
  private readonly queue: Int32Array;

  /** The graph's edges as adjacency lists: `adj[v]` the neighbours of v (each edge both ways). */
  constructor(adj: readonly (readonly number[])[]) {
    this.n = adj.length;
    this.adj = adj.map((a) => Int32Array.from(a));
    this.removed = new Uint8Array(this.n);
    this.match = new Int32Array(this.n).fill(-1);
    this.parent = new Int32Array(this.n);
    this.base = new Int32Array(this.n);
    this.used = new Uint8Array(this.n);
    this.blossom = new Uint8Array(this.n);
    this.seen = new Uint8Array(this.n);
    this.queue = new Int32Array(this.n);
    // A greedy start, then one search from each free vertex: a vertex with no augmenting path
    // keeps none after later augmentations, so one pass gives a maximum matching.
    for (let v = 0; v < this.n; v++)
      if (this.match[v] === -1)
        for (const u of this.adj[v])
          if (this.match[u] === -1) {
            this.match[u] = v;
            this.match[v] = u;
            this.matched++;
            break;
          }
    for (let v = 0; v < this.n; v++) if (this.match[v] === -1) this.augmentFrom(v);
  }

  /** The number of edges of the maximum matching of the vertices left. */
  get size(): number {
    return this.matched;
  }

  /** Whether v has been taken out. */
  isRemoved(v: number): boolean {
    return this.removed[v] === 1;
  }

  /** The state, to return to with restore(). */
  snapshot(): { match: Int32Array; matched: number } {
    return { match: this.match.slice(), matched: this.matched };
  }

  /** Returns to a snapshot, putting back the vertices removed since. */
  restore(s: { match: Int32Array; matched: number }, removedSince: readonly number[]): void {
    this.match = s.match.slice();
    this.matched = s.matched;
    for (const v of removedSince) this.removed[v] = 0;
  }

  /** Takes u and v out of the graph and makes the matching of the rest maximum again. */
  remove(u: number, v: number): void {
    const freed: number[] = [];
    for (const x of [u, v]) {
      if (this.removed[x]) continue;
      const m = this.match[x];
      this.removed[x] = 1;
      if (m !== -1) {
        this.match[m] = -1;
        this.match[x] = -1;
        this.matched--;
        if (m !== u && m !== v) freed.push(m);
      }
    }
    // Any augmenting path now ends at a freed vertex, since the matching was maximum before (a path
    // between two vertices free before would have augmented it). Searching from each freed vertex,
    // then from each vertex free before (a freed one may have opened a path to it), restores it.
    for (const x of freed) if (this.match[x] === -1) this.augmentFrom(x);
    if (freed.length > 0)
      for (let x = 0; x < this.n; x++) if (!this.removed[x] && this.match[x] === -1) this.augmentFrom(x);
  }

  /** Searches for an augmenting path from the free vertex root and augments along it. */
  private augmentFrom(root: number): boolean {
    const end = this.findPath(root);
    if (end === -1) return false;
    let v = end;
    while (v !== -1) {
      const pv = this.parent[v];
      const ppv = this.match[pv];
      this.match[v] = pv;
      this.match[pv] = v;
      v = ppv;
    }
    this.matched++;
    return true;
  }

  private lca(a0: number, b0: number): number {
    const { seen, base, match, parent } = this;
    seen.fill(0);
    let a = a0;
    for (;;) {
      a = base[a];
      seen[a] = 1;
      if (match[a] === -1) break;
      a = parent[match[a]];
    }
    let b = b0;
    for (;;) {
      b = base[b];
      if (seen[b]) return b;
      b = parent[match[b]];
    }
  }

  private markPath(v0: number, b: number, child0: number): void {
    const { base, match, parent, blossom } = this;
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      blossom[base[v]] = 1;
      blossom[base[match[v]]] = 1;
      parent[v] = child;
      child = match[v];
      v = parent[match[v]];
    }
  }

  /** The free vertex an augmenting path from root ends at (parent[] holding the path), or -1. */
  private findPath(root: number): number {
    const { n, adj, removed, match, parent, base, used, blossom, queue } = this;
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++];
      for (const to of adj[v]) {
        if (removed[to] || base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]] !== -1)) {
          const cur = this.lca(v, to);
          blossom.fill(0);
          this.markPath(v, cur, to);
          this.markPath(to, cur, v);
          for (let i = 0; i < n; i++)
            if (!removed[i] && blossom[base[i]]) {
              base[i] = cur;
              if (!used[i]) {
                used[i] = 1;
                queue[tail++] = i;
              }
            }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          const next = match[to];
          used[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    return -1;
  }
}
