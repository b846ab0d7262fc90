// mdb-reader, loaded the first time a Bridgemate database is opened. The command line's bundle
// (webpack.config.js, the "cli" configuration) puts this module where src/io/bws/index.ts imports
// "mdb-reader", and requires the package itself from node_modules when it is first needed: every
// other run starts without it, and the bundle holds none of its source (nor the addresses in its
// comments). Nothing else imports this file; the tests, tsx and the pane use mdb-reader itself.
type MdbReaderClass = typeof import("mdb-reader").default;

let loaded: MdbReaderClass | undefined;

function load(): MdbReaderClass {
  // A name of its own, which the bundle maps to the package (see the externals of the cli
  // configuration), so that the alias of "mdb-reader" to this module does not catch it.
  loaded ??= (require("mdb-reader-from-node-modules") as { default: MdbReaderClass }).default;
  return loaded;
}

/** Stands for the MDBReader class: `new` on it makes a reader of the real class. */
function OnDemand(...args: ConstructorParameters<MdbReaderClass>): InstanceType<MdbReaderClass> {
  return new (load())(...args);
}

export default OnDemand as unknown as MdbReaderClass;
