import { headOf } from "../grid/characters";
import { METHOD_CHOICES, METHOD_NAMES, type MethodChoice } from "../scoring";

/** Excel's limit on the length of a sheet name. */
export const MAX_SHEET_NAME_LENGTH = 31;

/** What the results sheet is named after: one method, or all three side by side. */
export type SheetMethod = MethodChoice;

/** The sheet methods: each scoring method, then "all" (the core's choices of method). */
export const SHEET_METHODS: readonly SheetMethod[] = METHOD_CHOICES;

/**
 * A sheet name Excel accepts: the characters it forbids (: \ / ? * [ ]) become "-", runs of
 * spaces become one, an apostrophe may not start or end it, it is cut to 31 characters, and an
 * empty name (or Excel's reserved "History") becomes "Results".
 *
 * @example
 * cleanSheetName("Board 3/4: [draft]"); // "Board 3-4- -draft-"
 * cleanSheetName("  "); // "Results"
 */
export function cleanSheetName(name: string): string {
  let s = String(name)
    .replace(/[:\\/?*[\]]/g, "-")
    .replace(/\p{Cc}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "")
    .trim();
  s = headOf(s, MAX_SHEET_NAME_LENGTH).trim();
  if (s === "" || s.toLowerCase() === "history") return "Results";
  return s;
}

/**
 * A sheet name that is not among `existing` (compared as Excel does, ignoring case): the cleaned
 * name itself, else the name with " (2)", " (3)" ... added, the name shortened so the whole stays
 * within 31 characters.
 *
 * @example
 * uniqueSheetName("Board 15 cross-IMPs", ["Sheet1"]); // "Board 15 cross-IMPs"
 * uniqueSheetName("Board 15 cross-IMPs", ["board 15 cross-imps", "Board 15 cross-IMPs (2)"]); // "Board 15 cross-IMPs (3)"
 */
export function uniqueSheetName(wanted: string, existing: SheetNames): string {
  const base = cleanSheetName(wanted);
  if (existing instanceof TakenNamesView) return existing.unique(base);
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let k = 2; ; k++) {
    const name = numberedName(base, k);
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** A name with " (k)" added, the name shortened so the whole stays within 31 characters. */
function numberedName(base: string, k: number): string {
  const suffix = ` (${k})`;
  return `${headOf(base, MAX_SHEET_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** The names of the sheets in a workbook: a list, or a view of the names taken so far. */
export type SheetNames = readonly string[] | TakenNamesView;

/** The names in a {@link SheetNames} as a list. */
export function sheetNamesList(names: SheetNames | undefined): readonly string[] {
  return names instanceof TakenNamesView ? names.list() : (names ?? []);
}

/**
 * The names of a workbook's sheets as they are taken one after another (as an event's sections
 * are scored), from which {@link uniqueSheetName} finds a free name in time that does not grow
 * with the count of names: ten thousand sections each with a sheet "Board 1 matchpoints" are
 * named "Board 1 matchpoints (2)" ... without reading every name taken for each. A view
 * ({@link TakenNames.view}) sees only the names taken before it was made, as a copy would.
 */
export class TakenNames {
  /** Each name taken (lower case) and its position among them, the first time it was taken. */
  private readonly positions = new Map<string, number>();
  private readonly names: string[] = [];
  /**
   * For each base name (lower case) the positions of "base (2)", "base (3)" ... while each is
   * taken, as a running maximum: entry i is the latest position of the names numbered 2 to i + 2.
   */
  private readonly numbered = new Map<string, number[]>();

  constructor(names: readonly string[] = []) {
    for (const n of names) this.add(n);
  }

  add(name: string): void {
    const lower = name.toLowerCase();
    if (!this.positions.has(lower)) this.positions.set(lower, this.names.length);
    this.names.push(name);
  }

  /** The names taken so far, unaffected by those taken later. */
  view(): TakenNamesView {
    return new TakenNamesView(this, this.names.length);
  }

  /** The position of a name (lower case) among those taken, or Infinity when it is not taken. */
  positionOf(lower: string): number {
    return this.positions.get(lower) ?? Infinity;
  }

  /** The first `count` names taken. */
  first(count: number): string[] {
    return this.names.slice(0, count);
  }

  /** The running maximum of positions of base (2), base (3) ..., extended over every one taken. */
  numberedPositions(base: string): readonly number[] {
    const key = base.toLowerCase();
    let run = this.numbered.get(key);
    if (run === undefined) this.numbered.set(key, (run = []));
    for (;;) {
      const at = this.positionOf(numberedName(base, run.length + 2).toLowerCase());
      if (at === Infinity) return run;
      run.push(Math.max(at, run.length > 0 ? run[run.length - 1] : -1));
    }
  }
}

/** The names a {@link TakenNames} had taken when the view was made. */
export class TakenNamesView {
  constructor(
    private readonly taken: TakenNames,
    private readonly count: number,
  ) {}

  list(): string[] {
    return this.taken.first(this.count);
  }

  /**
   * The cleaned name `base` when it is free, else the smallest k from 2 up for which "base (k)" is
   * free: the first k whose running maximum of positions is at or past this view's count (a binary
   * search), else the first k never taken.
   */
  unique(base: string): string {
    if (this.taken.positionOf(base.toLowerCase()) >= this.count) return base;
    const run = this.taken.numberedPositions(base);
    let lo = 0;
    let hi = run.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (run[mid] >= this.count) hi = mid;
      else lo = mid + 1;
    }
    return numberedName(base, lo + 2);
  }
}

/**
 * The wanted name of a results sheet: "Board 15 cross-IMPs" for one board, "Session matchpoints"
 * for several.
 *
 * @example
 * resultsSheetName([15], "cross"); // "Board 15 cross-IMPs"
 * resultsSheetName([1, 2, 3], "mp"); // "Session matchpoints"
 */
export function resultsSheetName(boards: readonly number[], method: SheetMethod): string {
  const what = METHOD_NAMES[method];
  return cleanSheetName(boards.length === 1 ? `Board ${boards[0]} ${what}` : `Session ${what}`);
}
