// A workbook built from office-addin-mock's OfficeMockObject, installed as the globals `Excel`
// and `Office` that src/office calls. It records what is written where (every range
// handed out, by sheet and address), counts context.sync() calls, and notes when calculation was
// suspended. Properties read before load() + sync() come back as the mock's error string, so a
// test that forgets a load sees a wrong value rather than passing by accident.
import { OfficeMockObject } from "office-addin-mock";
import { parseAddress } from "../../src/office/area";

/** A range the code asked for, and the mock it was given (its assigned properties are what was written). */
export interface RangeRecord {
  readonly sheet: string;
  readonly address: string;
  readonly range: MockRange;
}

/** The parts of a mock range the tests read back. */
export interface MockRange {
  formulas?: unknown[][];
  values?: unknown[][];
  numberFormat?: unknown[][];
  format: {
    font: { bold?: boolean; italic?: boolean; color?: string };
    fill: { color?: string };
    horizontalAlignment?: string;
    wrapText?: boolean;
    columnWidth?: number;
    autofitted?: boolean;
    borders: { items: Record<string, { style?: string }> };
  };
  conditionalFormats: {
    added: {
      type: string;
      colorScale: { criteria?: unknown };
      custom?: { rule: { formula?: string }; format: { font: { color?: string } } };
    }[];
  };
  selected?: boolean;
}

/** What the code set on a sheet's pageLayout (nothing when it set nothing). */
export interface MockPageLayout {
  orientation?: string;
  zoom?: { horizontalFitToPages?: number; verticalFitToPages?: number; scale?: number };
  /** The address given to setPrintTitleRows, e.g. "$1:$3". */
  printTitleRows?: string;
  /** The address given to setPrintArea, e.g. "A1:U979". */
  printArea?: string;
  /** The cells given to horizontalPageBreaks.add, each with a page break above it, e.g. "A40". */
  pageBreaks?: string[];
}

export interface MockWorkbook {
  /** Names of the sheets, existing ones first, then the ones added, in order. */
  readonly sheetNames: string[];
  /** Sheets added by the code, in order. */
  readonly added: {
    name: string;
    frozenRows?: number;
    activated: boolean;
    pageLayout: MockPageLayout;
    /** The notes added to the sheet's cells (ExcelApi 1.18), in order. */
    notes?: { address: string; content: string }[];
  }[];
  readonly ranges: RangeRecord[];
  /** context.sync() calls so far. */
  syncs: number;
  /** The sync count when suspendApiCalculationUntilNextSync was called (null if never). */
  suspendedAt: number | null;
  /** What load() was asked for on the worksheets collection. */
  readonly sheetLoads: unknown[];
  /** Settings stored in the document. */
  readonly settings: Map<string, unknown>;
  /** How the block was found: "getSurroundingRegion", "getUsedRange", "getIntersectionOrNullObject". */
  readonly calls: string[];
  /** Existing sheets activated (worksheets.getItem(name).activate()), in order. */
  readonly shown: string[];
  /**
   * For each context.sync(), the bytes of the 2-D arrays (formulas, values, number formats)
   * assigned to ranges since the one before, as JSON in UTF-8: the bulk of what the request carried.
   */
  readonly requestBytes: number[];
  /** Sheets deleted by the code, in order. */
  readonly deleted: string[];
  /** Existing sheets renamed by the code, in order: [from, to]. */
  renamed?: [string, string][];
}

/** Faults a test injects: a sync that fails, or a protected workbook. */
export interface MockFaults {
  /** The context.sync() (1-based, counted over the whole test) that throws, as Excel would. */
  readonly failAtSync?: number;
  /** The Office error code it throws with (default "GeneralException"). */
  readonly code?: string;
  /** The workbook's structure is protected: workbook.protection.protected, and adding a sheet fails. */
  readonly protected?: boolean;
  /** Renaming an existing sheet fails. */
  readonly failRename?: boolean;
}

/** The bytes of a value as JSON in UTF-8 (what Office.js would send). */
const utf8JsonBytes = (v: unknown): number => Buffer.byteLength(JSON.stringify(v), "utf8");

export interface SelectionSetup {
  /** Address of the selection, e.g. "Sheet1!C4". */
  readonly address: string;
  readonly cellCount: number;
  /** The block read: what getSurroundingRegion (one cell) or the clipped selection returns. */
  readonly block: { address: string; values: unknown[][]; text?: string[][]; cellCount?: number } | null;
}

function mockRange(record: (r: MockRange) => void, filled?: () => boolean): MockRange {
  const borders: Record<string, { style?: string }> = {};
  const added: MockRange["conditionalFormats"]["added"] = [];
  const range = new OfficeMockObject({
    // Whether the range holds anything, from the sheet's used range given to installMockExcel.
    getUsedRangeOrNullObject() {
      return { isNullObject: !(filled?.() ?? false), load() {} };
    },
    format: {
      font: {},
      fill: {},
      borders: {
        getItem(index: string) {
          borders[index] ??= {};
          return borders[index];
        },
      },
      autofitColumns(this: MockRange["format"]) {
        this.autofitted = true;
      },
    },
    conditionalFormats: {
      add(type: string) {
        const cf =
          type === "Custom"
            ? { type, colorScale: {}, custom: { rule: {}, format: { font: {} } } }
            : { type, colorScale: {} };
        added.push(cf);
        return cf;
      },
    },
    select(this: MockRange) {
      this.selected = true;
    },
  }) as unknown as MockRange;
  range.format.borders.items = borders;
  range.conditionalFormats.added = added;
  record(range);
  return range;
}

/** An existing sheet's used range: its address ("S1!A1:D7"), values and (optionally) text and size. */
export interface UsedRangeSetup {
  readonly address: string;
  readonly values: unknown[][];
  readonly text?: string[][];
  /** Its size as Excel gives it (by default, that of the values given). */
  readonly cellCount?: number;
}

/**
 * Installs a mock workbook with the given existing sheets (and, for reading, a selection) as the
 * globals Excel and Office. `supported` answers isSetSupported (default: every set). `used` gives
 * existing sheets' used ranges (getUsedRangeOrNullObject; a sheet not in it has none), each read
 * noted in `calls` as "usedRange NAME".
 */
export function installMockExcel(
  existing: string[],
  selection?: SelectionSetup,
  supported: (version: string) => boolean = () => true,
  faults: MockFaults = {},
  used: Readonly<Record<string, UsedRangeSetup>> = {},
): MockWorkbook {
  const book: MockWorkbook = {
    sheetNames: [...existing],
    added: [],
    ranges: [],
    syncs: 0,
    suspendedAt: null,
    sheetLoads: [],
    settings: new Map(),
    calls: [],
    shown: [],
    requestBytes: [],
    deleted: [],
  };

  const newSheet = (name: string) => {
    const entry: MockWorkbook["added"][number] = { name, activated: false, pageLayout: {} };
    book.added.push(entry);
    book.sheetNames.push(name);
    const sheet = new OfficeMockObject({
      name,
      getRange(address: string) {
        return mockRange((range) => book.ranges.push({ sheet: name, address, range }));
      },
      freezePanes: {
        freezeRows(count: number) {
          entry.frozenRows = count;
        },
      },
      activate() {
        entry.activated = true;
      },
      horizontalPageBreaks: {
        add(address: string) {
          (entry.pageLayout.pageBreaks ??= []).push(address);
        },
      },
      notes: {
        add(address: string, content: string) {
          (entry.notes ??= []).push({ address, content });
        },
      },
    }) as unknown as { pageLayout: MockPageLayout };
    // A plain object, so the test reads exactly what the code assigned to it (nothing is loaded);
    // setPrintTitleRows and setPrintArea record their address there, themselves not enumerable, so
    // they are not compared.
    Object.defineProperty(entry.pageLayout, "setPrintTitleRows", {
      value: (address: string) => {
        entry.pageLayout.printTitleRows = address;
      },
      enumerable: false,
    });
    Object.defineProperty(entry.pageLayout, "setPrintArea", {
      value: (address: string) => {
        entry.pageLayout.printArea = address;
      },
      enumerable: false,
    });
    sheet.pageLayout = entry.pageLayout;
    return sheet;
  };

  const selectionSheet = selection
    ? selection.address.slice(0, selection.address.lastIndexOf("!"))
    : "Sheet1";
  const blockData = selection?.block ?? { address: `${selectionSheet}!A1`, values: [[""]], text: [[""]] };
  const data = {
    workbook: {
      worksheets: {
        // A plain array: the tests read the names after load() + sync().
        items: existing.map((name) => ({ name })),
        add(name: string) {
          if (faults.protected) throw officeError("AccessDenied", "The workbook is protected.");
          if (book.sheetNames.some((n) => n.toLowerCase() === name.toLowerCase()))
            throw officeError("ItemAlreadyExists", `A sheet named ${name} already exists.`);
          return newSheet(name);
        },
        // An existing sheet, to activate and select a range on (a problem's cell shown).
        getItem(name: string) {
          const found = book.sheetNames.find((n) => n.toLowerCase() === name.toLowerCase());
          if (found === undefined) throw officeError("ItemNotFound", `There is no sheet named ${name}.`);
          return {
            activate() {
              book.shown.push(found);
            },
            // Renaming and deleting an existing sheet (a traveller's earlier results replaced).
            get name() {
              return found;
            },
            set name(to: string) {
              if (faults.failRename) throw officeError("GeneralException", "The sheet could not be renamed.");
              const i = book.sheetNames.findIndex((n) => n.toLowerCase() === found.toLowerCase());
              if (i >= 0) book.sheetNames[i] = to;
              (book.renamed ??= []).push([found, to]);
            },
            delete() {
              const i = book.sheetNames.findIndex((n) => n.toLowerCase() === found.toLowerCase());
              if (i >= 0) book.deleted.push(...book.sheetNames.splice(i, 1));
            },
            getRange(address: string) {
              return mockRange(
                (range) => book.ranges.push({ sheet: found, address, range }),
                () => holdsAnything(used[found], address),
              );
            },
            getUsedRangeOrNullObject() {
              book.calls.push(`usedRange ${found}`);
              const u = used[found];
              return {
                isNullObject: u === undefined,
                address: u?.address,
                values: u?.values,
                text: u?.text ?? u?.values.map((r) => r.map((v) => String(v))),
                cellCount:
                  u?.cellCount ?? (u ? u.values.length * Math.max(0, ...u.values.map((r) => r.length)) : 0),
                load() {},
              };
            },
          };
        },
        getItemOrNullObject(name: string) {
          const at = book.sheetNames.findIndex((n) => n.toLowerCase() === name.toLowerCase());
          return {
            isNullObject: at < 0,
            delete() {
              const i = book.sheetNames.findIndex((n) => n.toLowerCase() === name.toLowerCase());
              if (i >= 0) book.deleted.push(...book.sheetNames.splice(i, 1));
            },
          };
        },
      },
      protection: { protected: faults.protected === true },
      application: {
        suspendApiCalculationUntilNextSync() {
          book.suspendedAt = book.syncs;
        },
      },
      selected: {
        address: selection?.address ?? `${selectionSheet}!A1`,
        cellCount: selection?.cellCount ?? 1,
        region: {
          address: blockData.address,
          values: blockData.values,
          text: blockData.text ?? blockData.values.map((r) => r.map((v) => String(v))),
          // Its size as Excel gives it (by default, that of the values given).
          cellCount:
            blockData.cellCount ??
            blockData.values.length * Math.max(0, ...blockData.values.map((r) => r.length)),
        },
        getSurroundingRegion(this: { region: unknown }) {
          book.calls.push("getSurroundingRegion");
          return this.region;
        },
        getIntersectionOrNullObject(this: { region: unknown }) {
          book.calls.push("getIntersectionOrNullObject");
          return this.region;
        },
        worksheet: {
          getUsedRange() {
            return null; // replaced below by the region's node in the mock tree
          },
        },
      },
      getSelectedRange(this: { selected: unknown }) {
        return this.selected;
      },
    },
  };
  const context = new OfficeMockObject(data) as unknown as {
    sync: () => Promise<void>;
    workbook: {
      worksheets: { load: (arg: unknown) => unknown; items: unknown };
      selected: { region: { isNullObject?: boolean }; worksheet: { getUsedRange: () => unknown } };
    };
  };
  // The region lives in the mock tree (so sync() loads it); getUsedRange must hand out that node.
  const selected = context.workbook.selected;
  selected.worksheet.getUsedRange = () => {
    book.calls.push("getUsedRange");
    return selected.region;
  };
  // Office.js sets isNullObject on sync without a load; a plain property stands in for that.
  selected.region.isNullObject = selection?.block === null;

  // The mock cannot load "items/name" (a path into an array); record the request and load the items.
  const sheets = context.workbook.worksheets as unknown as {
    load: (arg: unknown) => unknown;
    items: unknown;
  };
  const baseLoad = OfficeMockObject.prototype.load.bind(sheets as unknown as OfficeMockObject);
  sheets.load = (arg: unknown) => {
    book.sheetLoads.push(arg);
    return baseLoad("items");
  };

  const baseSync = OfficeMockObject.prototype.sync.bind(context as unknown as OfficeMockObject);
  let measured = 0;
  context.sync = async () => {
    book.syncs += 1;
    let bytes = 0;
    for (const { range } of book.ranges.slice(measured)) {
      for (const grid of [range.formulas, range.values, range.numberFormat])
        if (Array.isArray(grid)) bytes += utf8JsonBytes(grid);
    }
    measured = book.ranges.length;
    book.requestBytes.push(bytes);
    if (faults.failAtSync === book.syncs) {
      throw officeError(faults.code ?? "GeneralException", "An internal error has occurred.");
    }
    await baseSync();
    // The names as they are now (the mock's own copy is of the sheets there at the start).
    if (Array.isArray(sheets.items)) sheets.items = book.sheetNames.map((name) => ({ name }));
  };

  const g = globalThis as unknown as Record<string, unknown>;
  g.Excel = {
    run: async <T>(batch: (ctx: unknown) => Promise<T>): Promise<T> => batch(context),
  };
  g.Office = {
    context: {
      requirements: { isSetSupported: (_name: string, version: string) => supported(version) },
      document: {
        settings: {
          get: (key: string) => book.settings.get(key),
          set: (key: string, value: unknown) => book.settings.set(key, value),
          saveAsync: (cb: (r: { status: string }) => void) => cb({ status: "succeeded" }),
        },
      },
    },
  };
  return book;
}

/** Whether any cell of `address` (on the sheet) holds something in the sheet's used range given. */
function holdsAnything(u: UsedRangeSetup | undefined, address: string): boolean {
  if (u === undefined) return false;
  const at = parseAddress(u.address);
  const want = parseAddress(address);
  return u.values.some((row, r) =>
    row.some(
      (v, c) =>
        v !== "" &&
        v !== null &&
        v !== undefined &&
        at.top + r >= want.top &&
        at.top + r <= want.bottom &&
        at.left + c >= want.left &&
        at.left + c <= want.right,
    ),
  );
}

/** An error shaped as Office.js's OfficeExtension.Error: a message and a code. */
function officeError(code: string, message: string): Error {
  return Object.assign(new Error(message), { name: "RichApi.Error", code });
}

/** The block a sheet was written in with one range of formulas (there must be exactly one). */
export function writtenBlock(book: MockWorkbook, sheet: string): RangeRecord {
  const blocks = book.ranges.filter((r) => r.sheet === sheet && r.range.formulas !== undefined);
  expect(blocks).toHaveLength(1);
  return blocks[0];
}

/** Removes the globals installMockExcel put in place. */
export function uninstallMockExcel(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  delete g.Excel;
  delete g.Office;
}
