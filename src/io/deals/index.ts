// The files dealing machines and dealing programs exchange, one reader each: BBO's LIN (lin.ts),
// Duplimate's DUP, BRI and DGE (dup.ts, bri.ts, dge.ts), and the DLM of Duplimate's Windows
// software and DealMaster Pro (dlm.ts). readHandRecordFile (../hand-records.ts)
// reaches them through dealFileReader and readDealFileText, which tell the format by the content,
// and by the file's extension where the content does not say.
import type { HandRecords } from "../hand-record";
import { looksLikeBri, readBri } from "./bri";
import { looksLikeDge, readDge } from "./dge";
import { looksLikeDlm, readDlm } from "./dlm";
import { looksLikeDup, readDup } from "./dup";
import { looksLikeLin, readLin } from "./lin";

export { readBri, readDge, readDlm, readDup, readLin };

/** A file name's extension, lower case, without its dot ("" when none). */
function extensionOf(fileName: string | undefined): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName ?? "");
  return m === null ? "" : m[1].toLowerCase();
}

const BY_EXTENSION: Readonly<Record<string, (bytes: Uint8Array) => HandRecords>> = {
  dup: readDup,
  bri: readBri,
  dge: readDge,
};

/**
 * The reader of a dealing machine's binary file (DUP, BRI, DGE) the bytes are, by their content
 * (a DUP record's Y/N settings, a BRI part's 78 digits, a DGE part's suit symbol), else by the
 * name's extension; null for any other file.
 *
 * @example
 * dealFileReader(bytes, "set.bri"); // readBri
 */
export function dealFileReader(
  bytes: Uint8Array,
  fileName?: string,
): ((bytes: Uint8Array) => HandRecords) | null {
  if (looksLikeDup(bytes)) return readDup;
  if (looksLikeBri(bytes)) return readBri;
  if (looksLikeDge(bytes)) return readDge;
  return BY_EXTENSION[extensionOf(fileName)] ?? null;
}

/**
 * The deals of a text file that is LIN (an `md|` tag, or a .lin file) or DLM (a [Document] section
 * with `Board NN=` lines, or a .dlm file), or null for another text.
 *
 * @example
 * readDealFileText("qx|o1|md|3S...,...|", "x.lin")?.records.length; // 1
 */
export function readDealFileText(text: string, fileName?: string): HandRecords | null {
  const extension = extensionOf(fileName);
  if (extension === "lin") return readLin(text);
  if (extension === "dlm" || looksLikeDlm(text)) return readDlm(text);
  // A PBN file that quotes a LIN string (in a note, say) is still read as PBN.
  if (looksLikeLin(text) && !/^\s*\[Deal\s/im.test(text.slice(0, 64 * 1024))) return readLin(text);
  return null;
}
