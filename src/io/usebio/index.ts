// Reading a USEBIO file (the EBU's XML results format, versions 1.0 to 1.2): its events, sessions,
// sections and boards, each BOARD's TRAVELLER_LINEs, names from PARTICIPANTS and the event's
// scoring type. HANDSET (the hands) is kept with the event's sections for the hand records. Each
// traveller line becomes a traveller row in the notation the traveller reader reads
// (docs/formats.md says how each element is taken).
//
// A teams event (an EVENT_TYPE naming teams, such as TEAMS or SWISS_TEAMS, or MATCH elements naming
// their TEAM) gives its boards inside MATCH elements: ROUND_NUMBER, TEAM and OPPOSING_TEAM (the home
// and away teams' numbers, named by PARTICIPANTS' TEAMs), and each BOARD's two rooms as
// TRAVELLER_LINEs whose DIRECTION says where TEAM sat. Each group of matches becomes a section of
// kind "teams", one row per room, read back by the core's teams reader.
//
// An individual event (EVENT_TYPE INDIVIDUAL, or lines naming N_PLAYER_NUMBER ... W_PLAYER_NUMBER)
// gives each line's four players instead of two pairs; its PARTICIPANTS are PLAYERs, named and
// ranked by player number. Its sections are marked `individual` (the event layer ranks players).
//
// This module reads the document and its events; the folder's other modules hold the element
// walking (elements.ts), PARTICIPANTS (participants.ts), boards and traveller lines (lines.ts),
// pairs events (pairs.ts), teams events (teams.ts) and HANDSET (hands.ts).
import { decodeBytes, type FileBytes } from "../decode";
import { ResultsFileError, type FileSection, type ResultsFile } from "../results-file";
import { parseXml, XmlError, type XmlElement } from "../xml";
import { at, findValue, hasElement, placed, value, type Placed } from "./elements";
import { readHandSets } from "./hands";
import { readPairsEvent } from "./pairs";
import { readTeams, teamMatches } from "./teams";

/**
 * Whether text looks like a USEBIO file: an XML document whose root element is USEBIO. The prolog
 * may hold comments and processing instructions anywhere, before or after the DOCTYPE (programs
 * put their own comment between the DOCTYPE and the root), and the DOCTYPE may have an internal
 * subset.
 */
export function looksLikeUsebio(text: string): boolean {
  // Read by a scan, each part ending at its first close ("?>", "-->", "]", ">"): a pattern with a
  // repeated group of lazy parts tried every way of splitting thirty "<?x?>" before failing.
  const head = text.slice(0, 8000).replace(/^\uFEFF/, "");
  let i = skipProlog(head, 0);
  const doctype = /<!DOCTYPE\s+USEBIO/iy;
  doctype.lastIndex = i;
  if (doctype.test(head)) {
    i = doctype.lastIndex;
    for (; i < head.length && head[i] !== ">"; i++) {
      if (head[i] !== "[") continue;
      i = head.indexOf("]", i + 1); // the internal subset, passed over
      if (i < 0) return false;
    }
    if (i >= head.length) return false;
    i = skipProlog(head, i + 1);
  }
  const root = /<USEBIO[\s>/]/iy;
  root.lastIndex = i;
  return root.test(head);
}

/** Where the prolog's white space, processing instructions and comments from `i` end. */
function skipProlog(head: string, i: number): number {
  for (;;) {
    if (i < head.length && /\s/.test(head[i])) i++;
    else if (head.startsWith("<?", i) && head.indexOf("?>", i + 2) >= 0) i = head.indexOf("?>", i + 2) + 2;
    else if (head.startsWith("<!--", i) && head.indexOf("-->", i + 4) >= 0)
      i = head.indexOf("-->", i + 4) + 3;
    else return i;
  }
}

/**
 * Reads a USEBIO file's results. The XML is read without loading its DTD or expanding any entity
 * beyond the predefined ones (see xml.ts). Throws ResultsFileError listing every problem with the
 * element's path and line.
 *
 * @example
 * readUsebio(bytes, "club.xml").sections[0].boards[0].rows[0].score; // 420
 */
export function readUsebio(input: FileBytes | string, file = "file"): ResultsFile {
  const text = typeof input === "string" ? input : decodeBytes(input);
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (e) {
    if (e instanceof XmlError)
      throw new ResultsFileError(file, [
        e.pastLimit ? e.message : `${e.message} (the file is not well-formed XML)`,
      ]);
    throw e;
  }
  if (root.name !== "USEBIO") {
    throw new ResultsFileError(file, [
      `line ${root.line}: the root element is <${root.name}>: expected <USEBIO> (USEBIO 1.0 to 1.2).`,
    ]);
  }
  const problems: string[] = [];
  const top: Placed = { el: root, path: "USEBIO" };
  const events = [...placed(top, "EVENT"), ...placed(top, "CLUB").flatMap((c) => placed(c, "EVENT"))];
  if (events.length === 0) problems.push(`${at(top)}: no EVENT: expected <EVENT> with its boards.`);
  // An EVENT of places alone (PARTICIPANTS, no BOARD or MATCH), beside an event that has its
  // boards, is a list the file publishes (a stratum's, as the add-in writes them): passed over
  // with a note, not refused. A file of such events only still has nothing to score.
  const scored = events.filter((e) => !listOnly(e));
  const lists = scored.length > 0 ? events.filter(listOnly) : [];
  const sections: FileSection[] = [];
  for (const event of events) if (!lists.includes(event)) sections.push(...readEvent(event, top, problems));
  if (problems.length > 0) throw new ResultsFileError(file, problems);
  const said = lists.map(
    (e) =>
      `${at(e)}: "${value(e.el, "EVENT_DESCRIPTION") ?? ""}" lists places only (no BOARD): a published list, not scored.`,
  );
  if (said.length === 0 || sections.length === 0) return { format: "usebio", sections };
  const [first, ...rest] = sections;
  return { format: "usebio", sections: [{ ...first, notes: [...(first.notes ?? []), ...said] }, ...rest] };
}

/** Whether an EVENT gives places alone: PARTICIPANTS with pairs or players, and no BOARD or MATCH. */
function listOnly(event: Placed): boolean {
  return (
    hasElement(event.el, "PARTICIPANTS") && !hasElement(event.el, "BOARD") && !hasElement(event.el, "MATCH")
  );
}

/** An event's sections, teams or pairs as its type (or its MATCH elements) says, each with the event's hands. */
function readEvent(event: Placed, top: Placed, problems: string[]): FileSection[] {
  const title =
    value(event.el, "EVENT_DESCRIPTION") ?? value(event.el, "EVENT_NAME") ?? value(event.el, "TITLE") ?? "";
  const boardScoring = findValue(event, "BOARD_SCORING_METHOD");
  const wordsOf = (...ws: (string | undefined)[]): string =>
    [...new Set(ws.filter((w): w is string => w !== undefined && w.trim() !== "").map((w) => w.trim()))].join(
      "; ",
    );
  const typeWords = wordsOf(
    value(event.el, "EVENT_TYPE"),
    value(event.el, "SCORING_METHOD"),
    value(event.el, "SCORING_TYPE"),
  );
  const words = wordsOf(typeWords, boardScoring);
  const read =
    !/PAIR/i.test(typeWords) && (/TEAM/i.test(typeWords) || teamMatches(event).length > 0)
      ? readTeams(event, title, typeWords, problems)
      : readPairsEvent(event, { top, title, words, typeWords, boardScoring }, problems);
  // The event's hands (HANDSET), kept with each of its sections for the hand records.
  const deals = readHandSets(event.el);
  return deals.length > 0 ? read.map((s) => ({ ...s, deals })) : read;
}
