// Turning a file's bytes into text: UTF-8 or Latin-1 (ISO-8859-1, and Windows-1252, which real
// results files often mean by it), by a byte order mark, by the charset the file declares, or by
// whether the bytes are valid UTF-8. Uses only TextDecoder, which Node and browsers both have.

/** The bytes of a file as the command line (a Buffer) or the pane (an ArrayBuffer) has them. */
export type FileBytes = Uint8Array | ArrayBuffer;

/** The charset a file's first lines declare, lower case, or null (`charset=ISO-8859-1`, `encoding="UTF-8"`). */
function declaredCharset(head: string): string | null {
  const m =
    /charset\s*=\s*"?([-A-Za-z0-9_]+)/i.exec(head) ?? /encoding\s*=\s*["']([-A-Za-z0-9_]+)/i.exec(head);
  return m ? m[1].toLowerCase() : null;
}

/**
 * Decodes a file: a UTF-8 byte order mark, or a declared UTF-8 charset, reads UTF-8; a declared
 * ISO-8859-1, Latin-1 or Windows-1252 reads that; with nothing declared, valid UTF-8 is read as
 * UTF-8 and anything else as Windows-1252 (Latin-1 with its printable extras).
 *
 * @example
 * decodeBytes(new Uint8Array([0x25, 0x20, 0xe9])); // "% é" (not valid UTF-8, so Latin-1)
 */
export function decodeBytes(input: FileBytes): string {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return new TextDecoder(bytes[0] === 0xff ? "utf-16le" : "utf-16be").decode(bytes.subarray(2));
  }
  // The declaration is in ASCII near the top, so reading the head as Latin-1 finds it either way.
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, 2048));
  const charset = declaredCharset(head);
  if (charset !== null && /^(iso-?8859-?1|latin-?1|windows-?1252|cp-?1252)$/.test(charset)) {
    return new TextDecoder("windows-1252").decode(bytes);
  }
  if (charset !== null && /^utf-?8$/.test(charset)) return new TextDecoder("utf-8").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
