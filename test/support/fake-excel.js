/* global window, setTimeout */
// A stand-in for Excel inside the browser page of the pane's end-to-end test. It is appended to
// office.js (served from node_modules/@microsoft/office-js) and then called with a workbook:
//
//   installFakeExcel({ sheets: { Sheet1: { top: 1, left: 1, rows: [[...], ...] } }, selection: { sheet: "Sheet1", address: "D5" } })
//
// It makes Office.onReady report Excel, answers the Excel.run calls the pane makes (the selection,
// the block around it (the sheet's used range, or with setup.currentRegion Excel's current region), worksheets.add, ranges and their formats, document settings) from an
// in-memory workbook, and records everything in window.__excel for the test to read: the sheets
// with their cells, every sync, and the sheets added. Formulas are stored, not evaluated.
window.installFakeExcel = function installFakeExcel(setup) {
  "use strict";

  function colIndex(letters) {
    let n = 0;
    for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
    return n - 1;
  }
  function colLetters(c) {
    let s = "";
    for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    return s;
  }
  function parseRange(address) {
    const bang = address.lastIndexOf("!");
    const local = bang >= 0 ? address.slice(bang + 1) : address;
    const parts = local.replace(/\$/g, "").split(":");
    const corner = (p, end) => {
      const m = /^([A-Z]*)(\d*)$/i.exec(p);
      return {
        row: m[2] === "" ? (end ? 1048575 : 0) : Number(m[2]) - 1,
        col: m[1] === "" ? (end ? 16383 : 0) : colIndex(m[1]),
      };
    };
    const a = corner(parts[0], false);
    const b = corner(parts[parts.length - 1], true);
    return { top: a.row, left: a.col, bottom: b.row, right: b.col };
  }
  function rangeText(r) {
    const a = colLetters(r.left) + (r.top + 1);
    const b = colLetters(r.right) + (r.bottom + 1);
    return a === b ? a : a + ":" + b;
  }
  function quoteSheet(name) {
    return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : "'" + name.replace(/'/g, "''") + "'";
  }

  const state = {
    sheets: {}, // name -> { cells: { "r,c": { value, formula, numberFormat, style } }, frozenRows, scales, widths }
    order: [],
    added: [],
    syncs: 0,
    runs: [], // one entry per Excel.run: how many syncs it made and which sheets it added

    suspended: [],
    selection: setup.selection,
    active: setup.selection.sheet,
    settings: {},
    deleted: [],
  };
  window.__excel = state;
  // What the test reads: the state as plain data.
  window.__excelSnapshot = () => JSON.stringify(state);

  function newSheet(name) {
    const sheet = { name, cells: {}, frozenRows: 0, scales: [], widths: {}, pageLayout: {} };
    state.sheets[name] = sheet;
    state.order.push(name);
    return sheet;
  }
  for (const name of Object.keys(setup.sheets)) {
    const s = newSheet(name);
    const { top, left, rows } = setup.sheets[name];
    rows.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== "" && value !== null) s.cells[top + r + "," + (left + c)] = { value };
      }),
    );
  }

  function cellValue(sheet, r, c) {
    const cell = sheet.cells[r + "," + c];
    if (!cell) return "";
    if (cell.formula !== undefined) return cell.formula;
    return cell.value;
  }
  function usedRect(sheet) {
    const keys = Object.keys(sheet.cells);
    if (keys.length === 0) return { top: 0, left: 0, bottom: 0, right: 0 };
    const rc = keys.map((k) => k.split(",").map(Number));
    return {
      top: Math.min(...rc.map((x) => x[0])),
      left: Math.min(...rc.map((x) => x[1])),
      bottom: Math.max(...rc.map((x) => x[0])),
      right: Math.max(...rc.map((x) => x[1])),
    };
  }
  // Excel's current region: the range grown from `rect` while a filled cell touches its edge
  // (diagonally too), so an empty row or column all round bounds it.
  function currentRegion(sheet, rect) {
    const filled = (r, c) => r >= 0 && c >= 0 && sheet.cells[r + "," + c] !== undefined;
    const any = (r1, c1, r2, c2) => {
      for (let r = r1; r <= r2; r++) for (let c = c1; c <= c2; c++) if (filled(r, c)) return true;
      return false;
    };
    const g = { ...rect };
    for (let grown = true; grown;) {
      grown = false;
      if (g.top > 0 && any(g.top - 1, g.left - 1, g.top - 1, g.right + 1)) ((g.top -= 1), (grown = true));
      if (any(g.bottom + 1, g.left - 1, g.bottom + 1, g.right + 1)) ((g.bottom += 1), (grown = true));
      if (g.left > 0 && any(g.top - 1, g.left - 1, g.bottom + 1, g.left - 1)) ((g.left -= 1), (grown = true));
      if (any(g.top - 1, g.right + 1, g.bottom + 1, g.right + 1)) ((g.right += 1), (grown = true));
    }
    return g;
  }

  function store(sheet, rect, grid, key) {
    grid.forEach((row, i) =>
      row.forEach((v, j) => {
        const at = rect.top + i + "," + (rect.left + j);
        const cell = sheet.cells[at] || {};
        if (key === "formulas") {
          if (typeof v === "string" && v.startsWith("=")) cell.formula = v;
          else cell.value = typeof v === "string" && v.startsWith("'") ? v.slice(1) : v;
        } else cell[key] = v;
        if (
          cell.formula === undefined &&
          (cell.value === "" || cell.value === undefined) &&
          key === "formulas"
        ) {
          delete sheet.cells[at];
        } else sheet.cells[at] = cell;
      }),
    );
  }

  function makeRange(sheet, rect) {
    const format = {
      font: {},
      fill: {},
      borders: {
        items: {},
        getItem(i) {
          this.items[i] = this.items[i] || {};
          return this.items[i];
        },
      },
      autofitColumns() {
        format.autofitted = true;
      },
    };
    const range = {
      sheetName: sheet.name,
      rect,
      format,
      conditionalFormats: {
        add(type) {
          // A colour scale, or a custom rule (a formula and the font it sets: the red suits).
          const cf = { type, colorScale: {}, custom: { rule: {}, format: { font: {} } } };
          sheet.scales.push({ range: rangeText(rect), format: cf });
          return cf;
        },
      },
      load() {
        return range;
      },
      get address() {
        return quoteSheet(sheet.name) + "!" + rangeText(rect);
      },
      get cellCount() {
        return (rect.bottom - rect.top + 1) * (rect.right - rect.left + 1);
      },
      get values() {
        const out = [];
        for (let r = rect.top; r <= rect.bottom; r++) {
          const row = [];
          for (let c = rect.left; c <= rect.right; c++) {
            const v = cellValue(sheet, r, c);
            row.push(v === undefined || v === null ? "" : v);
          }
          out.push(row);
        }
        return out;
      },
      get text() {
        return range.values.map((row) => row.map((v) => String(v)));
      },
      set formulas(grid) {
        store(sheet, rect, grid, "formulas");
      },
      set values(grid) {
        store(sheet, rect, grid, "formulas");
      },
      set numberFormat(grid) {
        store(sheet, rect, grid, "numberFormat");
      },
      isNullObject: false,
      worksheet: null,
      getSurroundingRegion() {
        // By default the sheet's used range; with setup.currentRegion, as Excel gives it.
        return makeRange(sheet, setup.currentRegion ? currentRegion(sheet, rect) : usedRect(sheet));
      },
      // The range's cells that hold something (a value or a formula): null when none does.
      getUsedRangeOrNullObject() {
        for (let r = rect.top; r <= rect.bottom; r++)
          for (let c = rect.left; c <= rect.right; c++)
            if (sheet.cells[r + "," + c] !== undefined) return makeRange(sheet, rect);
        return Object.assign(makeRange(sheet, rect), { isNullObject: true });
      },
      getIntersectionOrNullObject(other) {
        const o = other.rect;
        const r = {
          top: Math.max(rect.top, o.top),
          left: Math.max(rect.left, o.left),
          bottom: Math.min(rect.bottom, o.bottom),
          right: Math.min(rect.right, o.right),
        };
        if (r.top > r.bottom || r.left > r.right)
          return Object.assign(makeRange(sheet, rect), { isNullObject: true });
        return makeRange(sheet, r);
      },
      select() {
        state.selection = { sheet: sheet.name, address: rangeText(rect) };
        state.active = sheet.name;
      },
    };
    range.worksheet = worksheetOf(sheet);
    return range;
  }

  function worksheetOf(sheet) {
    return {
      name: sheet.name,
      getRange(address) {
        const rect = parseRange(address);
        const range = makeRange(sheet, rect);
        if (/^[A-Z]+:[A-Z]+$/i.test(address)) {
          // Whole columns: record the width when it is set.
          Object.defineProperty(range.format, "columnWidth", {
            set(points) {
              for (let c = rect.left; c <= rect.right; c++) sheet.widths[c] = points;
            },
          });
        }
        return range;
      },
      getUsedRange() {
        return makeRange(sheet, usedRect(sheet));
      },
      freezePanes: {
        freezeRows(n) {
          sheet.frozenRows = n;
        },
      },
      // What the add-in sets for printing (orientation, zoom, title rows, print area) is kept as it was set.
      pageLayout: Object.defineProperties(sheet.pageLayout, {
        setPrintTitleRows: {
          value(address) {
            sheet.pageLayout.printTitleRows = address;
          },
          enumerable: false,
          configurable: true,
        },
        setPrintArea: {
          value(address) {
            sheet.pageLayout.printArea = address;
          },
          enumerable: false,
          configurable: true,
        },
      }),
      // Page breaks are kept with the page layout, the cell each stands above.
      horizontalPageBreaks: {
        add(address) {
          (sheet.pageLayout.pageBreaks ||= []).push(address);
        },
      },
      // Notes on cells (a block's explanation on its title), each its cell and its text.
      notes: {
        add(address, content) {
          (sheet.notes ||= []).push({ address, content });
        },
      },
      activate() {
        state.active = sheet.name;
      },
    };
  }

  const context = {
    workbook: {
      worksheets: {
        get items() {
          return state.order.map((name) => ({ name }));
        },
        load() {},
        add(name) {
          if (setup.protected)
            throw Object.assign(new Error("The workbook is protected."), { code: "AccessDenied" });
          if (state.sheets[name]) throw new Error("A sheet named " + name + " already exists.");
          const sheet = newSheet(name);
          state.added.push({ name, atSync: state.syncs });
          state.runs[state.runs.length - 1].added.push(name);
          return worksheetOf(sheet);
        },
        // An existing sheet: renamed and deleted when a traveller's earlier results are replaced.
        getItem(name) {
          const sheet = state.sheets[name];
          if (!sheet)
            throw Object.assign(new Error("There is no sheet named " + name + "."), { code: "ItemNotFound" });
          const ws = worksheetOf(sheet);
          Object.defineProperty(ws, "name", {
            get() {
              return sheet.name;
            },
            set(to) {
              const from = sheet.name;
              delete state.sheets[from];
              sheet.name = to;
              state.sheets[to] = sheet;
              state.order = state.order.map((n) => (n === from ? to : n));
              (state.renamed ||= []).push([from, to]);
            },
          });
          ws.delete = () => {
            delete state.sheets[sheet.name];
            state.order = state.order.filter((n) => n !== sheet.name);
            state.deleted.push(sheet.name);
          };
          return ws;
        },
        getItemOrNullObject(name) {
          return {
            isNullObject: !state.sheets[name],
            delete() {
              delete state.sheets[name];
              state.order = state.order.filter((n) => n !== name);
              state.deleted.push(name);
            },
          };
        },
      },
      // The workbook's structure protection (setup.protected), as ExcelApi 1.7 reports it.
      protection: { protected: !!setup.protected, load() {} },
      application: {
        suspendApiCalculationUntilNextSync() {
          state.suspended.push(state.syncs);
          state.runs[state.runs.length - 1].suspendedAt = state.runs[state.runs.length - 1].syncs;
        },
      },
      getSelectedRange() {
        const sheet = state.sheets[state.selection.sheet];
        return makeRange(sheet, parseRange(state.selection.address));
      },
    },
    sync() {
      state.syncs += 1;
      const run = state.runs[state.runs.length - 1];
      run.syncs += 1;
      // setup.failWriteAtSync: that sync of the run that adds a sheet fails (after the sheet was added).
      if (setup.failWriteAtSync && run.added.length > 0 && run.syncs === setup.failWriteAtSync) {
        return Promise.reject(
          Object.assign(new Error("The workbook is no longer available."), { code: "GeneralException" }),
        );
      }
      return new Promise((resolve) => setTimeout(resolve, setup.syncDelay || 0));
    },
  };

  window.Excel = {
    run(batch) {
      state.runs.push({ syncs: 0, added: [], suspendedAt: null });
      return Promise.resolve().then(() => batch(context));
    },
  };

  const office = window.Office;
  office.onReady = function (callback) {
    const info = { host: office.HostType.Excel, platform: "OfficeOnline" };
    if (callback) callback(info);
    return Promise.resolve(info);
  };
  const officeContext = {
    requirements: { isSetSupported: () => true },
    // Office's theme (setup.theme: its body colours), as Office.context.officeTheme gives it.
    officeTheme: setup.theme || undefined,
    document: {
      settings: {
        get: (k) => state.settings[k],
        set: (k, v) => {
          state.settings[k] = v;
        },
        saveAsync: (cb) => cb({ status: "succeeded" }),
      },
    },
  };
  // office.js later redefines Office.context as a getter that asks its app factory: answer both.
  Object.defineProperty(office, "context", { configurable: true, get: () => officeContext });
  if (window.OSF && window.OSF._OfficeAppFactory)
    window.OSF._OfficeAppFactory.getContext = () => officeContext;
};
