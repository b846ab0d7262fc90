// ExcelJS, loaded the first time it is used. The command line's bundle (webpack.config.js, the
// "cli" configuration) puts this module where src/writers/xlsx.ts imports "exceljs": loading
// ExcelJS takes about 0.3 s, more than reading and scoring a 30-board session, and only a run
// that writes a workbook (--xlsx) needs it. Nothing else imports this file; the tests and tsx
// use ExcelJS itself.
type ExcelJS = typeof import("exceljs");

let loaded: ExcelJS | undefined;

function load(): ExcelJS {
  // The package's main file by its own name, so that the bundle's alias of "exceljs" (to this
  // module) does not catch it.
  loaded ??= require("exceljs/excel.js") as ExcelJS;
  return loaded;
}

/** Stands for the ExcelJS module: reading any of its members loads it. */
const onDemand = new Proxy({} as ExcelJS, {
  get: (_target, key) => Reflect.get(load(), key) as unknown,
});

export default onDemand;
