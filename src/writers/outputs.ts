// The outputs a scored event can be written to, as a registry: each entry says what it is called,
// the command line's flag, the pane's button, the file's extension and media type, and how it
// renders a scored event (its sessions or matches, and its results sheets). The command line's
// flags and usage, the pane's Save buttons and the words "Wrote out.html (the results web page)"
// all come from this table; adding an output is one writer module and one entry here.
import { METHOD_TRAITS, ScoringError } from "../scoring";
import type { ScoredEvent, ScoredSection } from "../event";
import { eventTitle } from "../sheet/event-title";
import { renderHtmlPage } from "./html";
import { resultsHeading } from "./html-tables";
import { renderTeamsSection } from "./html-teams";
import { cellTips } from "./cell-tips";
import { pairScorecards } from "./scorecards";
import { oneSession, writePbn } from "./pbn";
import { writeUsebio } from "./usebio";
import { individualOut } from "./individual";
import { writeTeamsPbn } from "./pbn-teams";
import { writeTeamsUsebio } from "./usebio-teams";
import { xlsxBuffer } from "./xlsx";
import { renderHandRecordsPage, type BoardsPerPage } from "./hand-records-page";
import type { SheetModel } from "../sheet/model";
import type { SplitSheets } from "../sheet/split";

/** One file an output writes: its text or bytes, and what its name gets for its section ("-A"). */
export interface OutputFile {
  readonly suffix: string;
  /** The section the file holds, when the event has several (each gets a file of its own). */
  readonly section?: string;
  readonly content: string | Uint8Array;
}

/** How an output is written, where a front end has a say. */
export interface OutputOptions {
  /** The web page opens with its workings shown (the teaching page). */
  readonly workingsOpen?: boolean;
  /**
   * The web page lists the scores that look mistyped, for the director (off by default: a page
   * published for the players does not show them).
   */
  readonly warningsListed?: boolean;
  /** How many boards a printed page of the hand-record sheet holds (4, 6 or 8; six unless told). */
  readonly boardsPerPage?: BoardsPerPage;
}

/** One output. */
export interface OutputFormat {
  readonly name: string;
  /** The command line's flag, which takes the file to write. */
  readonly flag: string;
  /** The line of the command line's usage after the flag and its value. */
  readonly usage: string;
  /** What the file holds, in "Wrote out.html (the results web page)." */
  readonly describe: (scored: ScoredEvent) => string;
  /** The pane's button (null: the pane does not offer it: Excel itself is the workbook). */
  readonly button: string | null;
  readonly extension: string;
  /**
   * What a file's name gets before its extension, for an output whose extension another has too
   * (" hand records": "Board 1 matchpoints hand records.html" beside the web page's name).
   */
  readonly nameEnd?: string;
  /**
   * A page made to be printed: the command line writes it as a PDF too, to a name ending ".pdf"
   * (printed by Chromium); elsewhere it is printed from the browser.
   */
  readonly printable?: boolean;
  readonly mime: string;
  /**
   * The files for a scored event. One workbook holds every section's sheet; a web page, a PBN or a
   * USEBIO file holds one section, so an event of several sections gives a file each. Throws a
   * ScoringError when the output cannot hold the event (a PBN file of three methods).
   */
  readonly write: (scored: ScoredEvent, options?: OutputOptions) => Promise<readonly OutputFile[]>;
}

/**
 * The event's title as the section has it: the results file's event and section, else the title
 * row above a traveller's header.
 */
function eventTitleOf(s: ScoredSection): string | null {
  return s.section.title ?? eventTitle(s.section.rows, s.section.traveller);
}

/** The longest a section's part of a file name gets (file systems allow 255 bytes a name). */
const MAX_SUFFIX = 40;

/**
 * Each section's part of a file name: "-" and its letter (or number) with anything but letters,
 * digits, "." and "-" made "_", cut to MAX_SUFFIX characters; two sections that come to the same
 * part get "-2", "-3" after it, so no section's file is written over another's.
 *
 * @example
 * sectionSuffixes(["A", "A", "B/1"]); // ["-A", "-A-2", "-B_1"]
 */
export function sectionSuffixes(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    const base = `-${name.replace(/[^\w.-]+/g, "_")}`.slice(0, MAX_SUFFIX);
    let suffix = base;
    for (let k = 2; seen.has(suffix.toLowerCase()); k++) suffix = `${base}-${k}`;
    seen.add(suffix.toLowerCase());
    return suffix;
  });
}

/** A file per section: no suffix for one, the section's letter (or number) for several. */
function perSection(
  scored: ScoredEvent,
  render: (s: ScoredSection) => string,
): Promise<readonly OutputFile[]> {
  const count = scored.sections.length;
  const suffixes = sectionSuffixes(scored.sections.map((s, k) => s.section.file?.section || String(k + 1)));
  return Promise.resolve(
    scored.sections.map((s, k) => ({
      suffix: count === 1 ? "" : suffixes[k],
      ...(count === 1 ? {} : { section: s.section.title ?? `section ${k + 1}` }),
      content: render(s),
    })),
  );
}

/**
 * A section's hand-record sheet: its deals in board order with their tables and par, headed by the
 * event's name and date. Throws a ScoringError for a section whose file gives no deals.
 */
function handRecordsOf(s: ScoredSection, options: OutputOptions): string {
  const deals = [...(s.handRecords?.values() ?? [])].sort((a, b) => a.board - b.board);
  if (deals.length === 0)
    throw new ScoringError(
      `a hand-record sheet needs the boards' deals, and ${s.section.title === null ? "the file" : `${s.section.title}`} gives none: give the deals' file too (the command line's --deals FILE), or write the sheet from the deals alone (npm run dd -- deals.pbn --hand-records out.html).`,
    );
  return renderHandRecordsPage(deals, {
    title: eventTitleOf(s),
    date: s.section.file?.date ?? null,
    venue: s.section.file?.venue ?? s.section.file?.club ?? null,
    ...(options.boardsPerPage !== undefined ? { boardsPerPage: options.boardsPerPage } : {}),
  });
}

/**
 * A section's sheets as "Wrote out.xlsx (...)" names them: its sheet, or for a session split across
 * sheets its ranking sheet and how many parts hold its boards.
 *
 * @example
 * sheetsWords(section); // 'sheet "Session matchpoints" with the ranking, and the boards on 2 sheets ("Boards 1-12000 matchpoints" to "Boards 12001-25000 matchpoints")'
 */
function sheetsWords(s: ScoredSection): string {
  if (s.kind !== "pairs" || s.split === undefined) return `sheet "${s.sheet.name}"`;
  const parts = s.split.partNames;
  return `sheet "${s.split.rankingName}" with the ranking, and the boards on ${parts.length} sheets ("${parts[0]}" to "${parts[parts.length - 1]}")`;
}

export const OUTPUTS: readonly OutputFormat[] = [
  {
    name: "xlsx",
    flag: "--xlsx",
    usage: "also write the results sheet (formulas with their values) to a workbook",
    describe: (scored) => scored.sections.map(sheetsWords).join(", "),
    button: null,
    extension: "xlsx",
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    // Only the command line writes a workbook: the pane and the teaching page offer no button for
    // it, and their bundles leave the workbook writer out (webpack.config.js).
    write: async (scored) => [
      {
        suffix: "",
        // A session split across sheets is laid out as it is written, part by part.
        content: await xlsxBuffer(
          scored.sections.flatMap((s): (SheetModel | SplitSheets)[] =>
            s.kind !== "pairs" ? [s.sheet] : s.split !== undefined ? [s.split] : [...s.sheets],
          ),
        ),
      },
    ],
  },
  {
    name: "html",
    flag: "--html",
    usage: "also write the results as one web page (ranking, travellers, workings)",
    describe: () => "the results web page",
    button: "Web page",
    extension: "html",
    mime: "text/html;charset=utf-8",
    write: (scored, options = {}) =>
      perSection(scored, (s) => {
        const file = s.section.file;
        // A results file's event (else its club, else its date), never a bare "section A".
        const heading = file ? resultsHeading(file, scored.sections.length > 1) : eventTitleOf(s);
        // A teams event's page is written from its matches (html-teams.ts), to read on a phone.
        if (s.kind === "teams")
          return renderTeamsSection(s, { eventTitle: heading, workingsOpen: options.workingsOpen });
        const sheet = s.withSummary();
        return renderHtmlPage(sheet, {
          eventTitle: heading,
          // When and where, when a results file says (PBN [Date] and [Site], USEBIO, a Bridgemate database).
          date: file?.date ?? null,
          venue: file?.venue ?? file?.club ?? null,
          // Each number's tip in bridge words, then its formula.
          cellTips: cellTips(sheet, s.sessions),
          // Each pair's scorecard, by matchpoints (the method of percentages) when among those scored.
          scorecards: pairScorecards(
            s.sessions.find((x) => METHOD_TRAITS[x.method].percentages) ?? s.sessions[0],
            s.section.traveller,
            s.handRecords,
          ),
          // What was read from the file is the director's: behind the workings switch.
          directorNotes: s.options.fromFile ?? [],
          ...(options.workingsOpen ? { workingsOpen: true } : {}),
          ...(options.warningsListed
            ? {
                warnings: s.warnings.map((x) => ({
                  board: x.board,
                  where: s.section.locate(x.row, x.column),
                  text: x.text,
                })),
              }
            : {}),
        });
      }),
  },
  {
    name: "pbn",
    flag: "--pbn",
    usage: "also write the results as a PBN 2.1 file (one method, not all; a teams event too)",
    describe: () => "PBN 2.1",
    button: "PBN",
    extension: "pbn",
    mime: "text/plain;charset=utf-8",
    write: (scored) =>
      perSection(scored, (s) => {
        if (s.kind === "teams")
          return writeTeamsPbn(s.section.teams!, s.scored, {
            event: eventTitleOf(s),
            ...(s.handRecords ? { deals: s.handRecords } : {}),
          });
        const session = oneSession(s.sessions, "A PBN file");
        return writePbn(s.section.traveller, session, {
          event: eventTitleOf(s),
          ...(s.handRecords ? { deals: s.handRecords } : {}),
          individual: individualOut(s, session),
        });
      }),
  },
  {
    name: "usebio",
    flag: "--usebio",
    usage: "also write the results as a USEBIO 1.2 file (one method, not all; a teams event too)",
    describe: () => "USEBIO 1.2",
    button: "USEBIO",
    extension: "xml",
    mime: "application/xml;charset=utf-8",
    write: (scored) =>
      perSection(scored, (s) => {
        if (s.kind === "teams")
          return writeTeamsUsebio(s.section.teams!, s.scored, {
            event: eventTitleOf(s),
            ...(s.handRecords ? { deals: s.handRecords } : {}),
          });
        // A results file's players with their numbers, date and club go into the file too.
        const file = s.section.file;
        const players = new Map<string, { name: string; number: string }[]>();
        for (const p of file?.players ?? [])
          if (p.name !== "" || p.number !== "") players.set(p.pair, [...(players.get(p.pair) ?? []), p]);
        const session = oneSession(s.sessions, "A USEBIO file");
        return writeUsebio(s.section.traveller, session, {
          event: eventTitleOf(s),
          individual: individualOut(s, session),
          ...(players.size > 0 ? { players } : {}),
          ...(file?.date ? { date: file.date } : {}),
          ...(file?.club ? { club: file.club } : {}),
          ...(s.handRecords ? { deals: s.handRecords } : {}),
        });
      }),
  },
  {
    name: "hand-records",
    flag: "--hand-records",
    usage: "also write the hand-record sheet: deals, double-dummy tables, par",
    describe: () => "the hand-record sheet",
    button: "Hand records",
    extension: "html",
    nameEnd: " hand records",
    printable: true,
    mime: "text/html;charset=utf-8",
    write: (scored, options = {}) => perSection(scored, (s) => handRecordsOf(s, options)),
  },
];

/**
 * The output of a name.
 *
 * @example
 * outputNamed("html").extension; // "html"
 */
export function outputNamed(name: string): OutputFormat {
  const found = OUTPUTS.find((o) => o.name === name);
  if (found === undefined) throw new Error(`No output named ${JSON.stringify(name)}.`);
  return found;
}
