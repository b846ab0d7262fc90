// Reading a USEBIO file (the EBU's XML results format, version 1.2): its events, sessions,
// sections and boards, each BOARD's TRAVELLER_LINEs, names from PARTICIPANTS and the event's
// scoring type. HANDSET (the hands) is passed over. Each traveller line becomes a traveller row
// in the notation the traveller reader reads (docs/formats.md says how each element is taken).
import { decodeBytes, type FileBytes } from "./decode";
import {
  boardConditionProblems,
  FileBoard,
  FileSection,
  FileTableRow,
  inferMovement,
  inferScale,
  methodFromWords,
  ResultsFile,
  ResultsFileError,
} from "./results-file";
import { childText, parseXml, XmlElement, XmlError } from "./xml";
import { parseSeat, parseVulnerability, type Seat, type Vulnerability } from "../scoring";

/** Whether text looks like a USEBIO file: an XML document whose root element is USEBIO. */
export function looksLikeUsebio(text: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+USEBIO[^>]*>\s*)?<USEBIO[\s>]/i.test(
    text.slice(0, 4000).replace(/^\uFEFF/, ""),
  );
}

/** An element with its path from the root (`USEBIO/EVENT/SESSION[2]/SECTION`) for messages. */
interface Placed {
  readonly el: XmlElement;
  readonly path: string;
}

/** The child elements of that name, each with its path (an index when there are several). */
function placed(parent: Placed, name: string): Placed[] {
  const found = parent.el.children.filter((c) => c.name === name);
  return found.map((el, k) => ({
    el,
    path: `${parent.path}/${name}${found.length > 1 ? `[${k + 1}]` : ""}`,
  }));
}

const at = (p: Placed): string => `${p.path} (line ${p.el.line})`;

/** An element's value: its text, or the attribute of that name on the element (some programs use attributes). */
function value(el: XmlElement, name: string): string | undefined {
  return childText(el, name) ?? el.attributes[name];
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
      throw new ResultsFileError(file, [`${e.message} (the file is not well-formed XML)`]);
    throw e;
  }
  if (root.name !== "USEBIO") {
    throw new ResultsFileError(file, [
      `line ${root.line}: the root element is <${root.name}>: expected <USEBIO> (USEBIO 1.2).`,
    ]);
  }
  const problems: string[] = [];
  const top: Placed = { el: root, path: "USEBIO" };
  const events = [...placed(top, "EVENT"), ...placed(top, "CLUB").flatMap((c) => placed(c, "EVENT"))];
  if (events.length === 0) problems.push(`${at(top)}: no EVENT: expected <EVENT> with its boards.`);
  const sections: FileSection[] = [];
  for (const event of events) {
    const title =
      value(event.el, "EVENT_DESCRIPTION") ?? value(event.el, "EVENT_NAME") ?? value(event.el, "TITLE") ?? "";
    const words = [
      ...new Set(
        [value(event.el, "EVENT_TYPE"), value(event.el, "SCORING_METHOD"), value(event.el, "SCORING_TYPE")]
          .filter((w): w is string => w !== undefined && w.trim() !== "")
          .map((w) => w.trim()),
      ),
    ].join("; ");
    if (/TEAM/i.test(words) && !/PAIR/i.test(words)) {
      problems.push(
        `${at(event)}: the event type is "${words}", a teams event: the add-in scores pairs events (matchpoints, Butler, cross-IMPs).`,
      );
      continue;
    }
    const method = methodFromWords(words);
    const eventNames = readParticipants(event);

    // Where the boards are: directly under EVENT, under SESSION, or under SESSION's SECTIONs.
    const groups: { at: Placed; name: string; names: Map<string, string> }[] = [];
    if (placed(event, "BOARD").length > 0) groups.push({ at: event, name: "", names: eventNames });
    for (const session of placed(event, "SESSION")) {
      const sessionNames = new Map([...eventNames, ...readParticipants(session)]);
      if (placed(session, "BOARD").length > 0)
        groups.push({ at: session, name: value(session.el, "SESSION_NUMBER") ?? "", names: sessionNames });
      for (const section of placed(session, "SECTION")) {
        const id =
          value(section.el, "SECTION_ID") ??
          value(section.el, "SECTION_NAME") ??
          value(section.el, "SECTION_LETTER") ??
          "";
        groups.push({
          at: section,
          name: id,
          names: new Map([...sessionNames, ...readParticipants(section)]),
        });
      }
    }
    if (groups.length === 0)
      problems.push(`${at(event)}: no BOARD: expected <BOARD> elements under EVENT, SESSION or SECTION.`);
    const across = scoredAcross(event.el) || placed(event, "SESSION").some((s) => scoredAcross(s.el));
    const read = groups.map((g) => ({ ...g, ...readBoards(g.at, problems) }));
    if (across && read.length > 1) {
      // One field: pair numbers carry their section's name so pair 1 of A and pair 1 of B stay apart.
      const merged = new Map<number, FileBoard>();
      const names = new Map<string, string>();
      for (const g of read) {
        const prefix = g.name || `${read.indexOf(g) + 1}`;
        for (const [k, v] of g.names) names.set(k.replace(/(\S+)$/, `${prefix}$1`), v);
        for (const b of g.boards) {
          const rows = b.rows.map((r) => ({ ...r, ns: prefix + r.ns, ew: prefix + r.ew }));
          const m = merged.get(b.board);
          merged.set(b.board, m ? { ...m, rows: [...m.rows, ...rows] } : { ...b, rows });
        }
      }
      const boards = [...merged.values()].sort((a, b) => a.board - b.board);
      sections.push(
        makeSection(
          title,
          "",
          boards,
          names,
          method,
          words,
          read.some((g) => g.directed),
        ),
      );
    } else {
      for (const g of read)
        sections.push(makeSection(title, g.name, g.boards, g.names, method, words, g.directed));
    }
  }
  if (problems.length > 0) throw new ResultsFileError(file, problems);
  return { format: "usebio", sections };
}

function makeSection(
  event: string,
  section: string,
  boards: FileBoard[],
  names: Map<string, string>,
  method: ReturnType<typeof methodFromWords>,
  words: string,
  directed: boolean,
): FileSection {
  const scale = inferScale(boards);
  return {
    event,
    section,
    boards,
    names,
    scoring: {
      ...(method ? { method } : {}),
      ...(scale ? { scale } : {}),
      movement: directed ? "mitchell" : inferMovement(boards),
      ...(words ? { described: words } : {}),
    },
  };
}

/** Whether an element says its sections are scored across (an element or attribute naming "across" set to Y, YES, TRUE or 1). */
function scoredAcross(el: XmlElement): boolean {
  const yes = (s: string | undefined): boolean => s !== undefined && /^(Y|YES|TRUE|1)$/i.test(s.trim());
  return (
    el.children.some((c) => /ACROSS/i.test(c.name) && yes(c.text)) ||
    Object.entries(el.attributes).some(([k, v]) => /ACROSS/i.test(k) && yes(v))
  );
}

/** Names from PARTICIPANTS: each PAIR's number and its PLAYERs' names (or a TEAM's name). */
function readParticipants(parent: Placed): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of placed(parent, "PARTICIPANTS")) {
    for (const pair of [...placed(p, "PAIR"), ...placed(p, "TEAM")]) {
      const raw = (value(pair.el, "PAIR_NUMBER") ?? value(pair.el, "TEAM_NUMBER") ?? "").trim();
      const players = pair.el.children
        .filter((c) => c.name === "PLAYER")
        .map((c) => (childText(c, "PLAYER_NAME") ?? "").trim())
        .filter((n) => n !== "");
      const who =
        players.length > 0
          ? players.join(" - ")
          : (value(pair.el, "TEAM_NAME") ?? value(pair.el, "PAIR_NAME") ?? "").trim();
      if (raw === "" || who === "") continue;
      const m = /^(\d+)\s*(NS|EW)$/i.exec(raw);
      const dir = (value(pair.el, "DIRECTION") ?? "").toUpperCase().replace(/[^NSEW]/g, "");
      if (m) names.set(`${m[2].toUpperCase()} ${m[1]}`, who);
      else if (dir === "NS" || dir === "EW") names.set(`${dir} ${raw}`, who);
      else names.set(raw, who);
    }
  }
  return names;
}

/** The boards of a group, each TRAVELLER_LINE as a traveller row; `directed` when pair numbers carry NS / EW. */
function readBoards(group: Placed, problems: string[]): { boards: FileBoard[]; directed: boolean } {
  const boards: FileBoard[] = [];
  let directed = false;
  for (const b of placed(group, "BOARD")) {
    const numberText = value(b.el, "BOARD_NUMBER")?.trim() ?? "";
    const board = Number(numberText);
    if (!/^\d+$/.test(numberText) || board < 1) {
      problems.push(
        `${at(b)}: BOARD_NUMBER is ${numberText === "" ? "missing" : `"${numberText}"`}: expected a whole number from 1.`,
      );
      continue;
    }
    if (boards.some((x) => x.board === board)) {
      problems.push(`${at(b)}: board ${board} appears a second time in ${group.path}.`);
      continue;
    }
    const cond = <T>(name: string, parse: (s: string) => T): T | null => {
      const v = value(b.el, name)?.trim();
      if (!v) return null;
      try {
        return parse(v);
      } catch (e) {
        problems.push(`${at(b)}/${name}: ${(e as Error).message}`);
        return null;
      }
    };
    const vulnerability = cond<Vulnerability>("VULNERABILITY", parseVulnerability);
    const dealer = cond<Seat>("DEALER", parseSeat);
    const rows: FileTableRow[] = [];
    for (const line of placed(b, "TRAVELLER_LINE")) {
      const row = readLine(line, problems);
      if (row === null) continue;
      if (row.directed) directed = true;
      rows.push(row.row);
    }
    const fileBoard: FileBoard = { board, vulnerability, dealer, rows };
    problems.push(...boardConditionProblems(fileBoard, at(b)));
    boards.push(fileBoard);
  }
  boards.sort((x, y) => x.board - y.board);
  return { boards, directed };
}

/** A pair number as written: `3`, or a Mitchell `3NS` / `3EW` (which must match its side). */
function pairNumber(
  text: string | undefined,
  side: "NS" | "EW",
  where: string,
  problems: string[],
): { id: string; directed: boolean } {
  const t = (text ?? "").trim();
  const m = /^([A-Za-z]?\d+)\s*(NS|EW|N|E)?$/i.exec(t);
  if (!m) {
    problems.push(
      `${where}: ${side}_PAIR_NUMBER is ${t === "" ? "missing" : `"${t}"`}: expected a pair number such as 3 or 3${side}.`,
    );
    return { id: t, directed: false };
  }
  const dir = m[2]?.toUpperCase();
  if (dir && !side.startsWith(dir[0])) {
    problems.push(`${where}: ${side}_PAIR_NUMBER "${t}" names the other direction: expected ${m[1]}${side}.`);
  }
  return { id: m[1], directed: dir !== undefined };
}

/** One TRAVELLER_LINE as a traveller row. */
function readLine(line: Placed, problems: string[]): { row: FileTableRow; directed: boolean } | null {
  const el = line.el;
  const where = at(line);
  const before = problems.length;
  const ns = pairNumber(value(el, "NS_PAIR_NUMBER"), "NS", where, problems);
  const ew = pairNumber(value(el, "EW_PAIR_NUMBER"), "EW", where, problems);
  const rawContract = (value(el, "CONTRACT") ?? "").trim();
  const rawScore = (value(el, "SCORE") ?? value(el, "NS_SCORE") ?? "").trim().replace(/\s+/g, "");
  const passOut = /^(PASS|PASSED|ALLPASS|P)$/i.test(rawContract.replace(/\s+/g, ""));
  // USEBIO doubles with X (or *): 4HX, 3NT**; the traveller reads X and XX.
  const contract = passOut ? "Pass" : rawContract.replace(/\*\*$/, "XX").replace(/\*$/, "X");
  const playedBy = (value(el, "PLAYED_BY") ?? "").trim();
  const tricksText = (value(el, "TRICKS") ?? "").trim();
  let score: number | string = "";
  const award = /^A(\d{2,3})(\d{2})$/i.exec(rawScore);
  if (award) {
    // An adjusted score: NS's percentage then EW's (A6040 is 60% to NS, 40% to EW).
    score = `A${Number(award[1])}/A${Number(award[2])}`;
  } else if (/^(A[+=-]|A[+=-]\/A[+=-]|NP)$/i.test(rawScore)) score = rawScore.toUpperCase();
  else if (/^[+-]?\d+$/.test(rawScore)) score = Number(rawScore);
  else if (rawScore !== "") {
    problems.push(
      `${where}/SCORE is "${rawScore}": expected the NS score in points, or an adjusted score such as A6040 (NS 60%, EW 40%).`,
    );
  }
  if (contract === "" && score === "" && problems.length === before) {
    problems.push(
      `${where}: no CONTRACT and no SCORE: expected a contract with PLAYED_BY and TRICKS, a SCORE, or an adjusted SCORE such as A5050.`,
    );
  }
  if (tricksText !== "" && !/^\d+$/.test(tricksText)) {
    problems.push(`${where}/TRICKS is "${tricksText}": expected the tricks declarer took, 0 to 13.`);
  }
  if (problems.length > before) return null;
  const awardRow = typeof score === "string" && score !== "";
  const published: Record<string, string> = {};
  const put = (name: string, key: string): void => {
    const v = value(el, name)?.trim();
    if (v !== undefined && v !== "" && v !== "-") published[key] = v;
  };
  put("NS_MATCH_POINTS", "MP_NS");
  put("EW_MATCH_POINTS", "MP_EW");
  put("NS_PERCENTAGE", "Percentage_NS");
  put("EW_PERCENTAGE", "Percentage_EW");
  put("NS_IMPS", "IMP_NS");
  put("EW_IMPS", "IMP_EW");
  return {
    directed: ns.directed || ew.directed,
    row: {
      table: (value(el, "TABLE_NUMBER") ?? "").trim(),
      ns: ns.id,
      ew: ew.id,
      contract: awardRow ? "" : contract,
      declarer: passOut || awardRow ? "" : playedBy,
      lead: passOut || awardRow ? "" : readLead(value(el, "LEAD")),
      tricks: passOut || awardRow || tricksText === "" ? "" : Number(tricksText),
      score,
      published,
      source: where,
    },
  };
}

/** A lead as the traveller writes it, suit first: USEBIO's `KH` (rank first) becomes `HK`, `TD` `D10`. */
function readLead(text: string | undefined): string {
  const t = (text ?? "").trim().toUpperCase();
  const m = /^(10|[2-9TJQKA])([SHDC])$/.exec(t);
  if (!m) return t;
  return `${m[2]}${m[1] === "T" ? "10" : m[1]}`;
}
