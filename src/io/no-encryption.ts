// What the pane's bundles give mdb-reader instead of browserify's hashing and ciphers (webpack
// aliases create-hash and browserify-aes to this module): mdb-reader needs them only for a
// database encrypted with an Office password, which a Bridgemate database never is, and they
// would bring Node's streams into the browser. A database that asks for them is refused with a
// message instead.

/** Refuses: the database is encrypted with a password. */
function refuse(): never {
  throw new Error(
    "the database is encrypted with a password: the add-in reads Bridgemate databases, which are not encrypted",
  );
}

/** Stands for create-hash (a function) and browserify-aes (an object with createDecipheriv). */
const encryption = Object.assign(refuse, { createDecipheriv: refuse, createHash: refuse });

export default encryption;
