// Sections of one event and session scored as one field, as their published tops (or cross-IMP
// figures) show it: told, merged into one section with each pair numbered with its section, and
// given the field's divisor and expected results.
import {
  acrossTheField,
  crossImpsAcrossTheField,
  inferCrossExpected,
  inferDivisor,
  inferScale,
  type FileSection,
} from "../results-file";
import { DEFAULT_BOARD_OPTIONS, METHOD_TRAITS } from "../../scoring";
import type { SectionBuilding } from "./sections";
import { prefixLastWord } from "../text";

/** A section's field: its event and session (each session of an event is a field of its own). */
export const fieldOf = (s: { event: string; session: string }): string => `${s.event}\u0000${s.session}`;

/**
 * The fields whose pairs sections (more than one) were matchpointed or cross-IMPed as one, as
 * their published figures show it: by field, the note that says what showed it.
 */
export function fieldsAcross(sections: readonly SectionBuilding[]): Map<string, string> {
  const acrossEvents = new Map<string, string>();
  for (const field of new Set(sections.map(fieldOf))) {
    const of = sections.filter((s) => fieldOf(s) === field && !s.teams && !s.individual);
    const groups = of.map((s) => s.boards);
    const told = of.length > 1 ? (acrossTheField(groups) ?? crossImpsAcrossTheField(groups)) : null;
    if (told !== null) acrossEvents.set(field, told);
  }
  return acrossEvents;
}

/** The sections built, those of each field scored across merged into one and given the field's cross-IMP figures. */
export function mergeFields(
  built: readonly FileSection[],
  acrossEvents: ReadonlyMap<string, string>,
): FileSection[] {
  return mergeAcross(built, acrossEvents).map((m) =>
    m.kind !== "teams" &&
    !m.individual &&
    acrossEvents.has(fieldOf({ event: m.event, session: m.session ?? "" }))
      ? crossImpsOfTheField(m)
      : m,
  );
}

/**
 * A section merged from several scored as one field by cross-IMPs: its divisor and the results a
 * board expected, told from the field's boards (each section's alone cannot show them).
 */
function crossImpsOfTheField(s: FileSection): FileSection {
  const method = s.scoring.method;
  if (method === undefined || !METHOD_TRAITS[method].options.includes("divisor")) return s;
  const divisor = inferDivisor(s.boards);
  const expected = inferCrossExpected(s.boards, divisor?.divisor ?? DEFAULT_BOARD_OPTIONS.divisor);
  if (divisor?.divisor !== "total" && expected === null) return s;
  return {
    ...s,
    scoring: {
      ...s.scoring,
      ...(divisor?.divisor === "total" ? { divisor: "total" as const } : {}),
      ...(expected !== null ? { expected: expected.expected } : {}),
    },
    notes: [
      ...(s.notes ?? []),
      ...(divisor?.divisor === "total" ? [divisor.note] : []),
      ...(expected !== null ? [expected.note] : []),
    ],
  };
}

/**
 * The sections of an event matchpointed as one field (acrossEvents, by event and session) merged into one:
 * each pair numbered with its section (`A3`, `B3`), the note of what showed it first.
 */
function mergeAcross(
  sections: readonly FileSection[],
  acrossEvents: ReadonlyMap<string, string>,
): FileSection[] {
  const out: FileSection[] = [];
  for (const s of sections) {
    const field = `${s.event}\u0000${s.session ?? ""}`;
    const told = acrossEvents.get(field);
    if (told === undefined || s.kind === "teams" || s.individual) {
      out.push(s);
      continue;
    }
    const prefix = (p: string): string => `${s.section}${p}`;
    const boards = s.boards.map((b) => ({
      ...b,
      rows: b.rows.map((r) => ({ ...r, ns: prefix(r.ns), ew: prefix(r.ew) })),
    }));
    const names = new Map([...s.names].map(([k, v]) => [prefixLastWord(k, s.section), v]));
    const into = out.find(
      (o) =>
        o.event === s.event &&
        (o.session ?? "") === (s.session ?? "") &&
        o.section === "" &&
        acrossEvents.has(field),
    );
    if (into === undefined) {
      out.push({ ...s, section: "", boards, names, notes: [told, ...(s.notes ?? [])] });
      continue;
    }
    const merged = new Map(into.boards.map((b) => [b.board, b]));
    for (const b of boards) {
      const m = merged.get(b.board);
      merged.set(b.board, m ? { ...m, rows: [...m.rows, ...b.rows] } : b);
    }
    const all = [...merged.values()].sort((a, b) => a.board - b.board);
    // The scale is the field's: a section's own tops (3 at 2 tables) fit neither scale, the
    // field's (3 at 4 tables: the ACBL scale) do.
    const scale = inferScale(all) ?? into.scoring.scale;
    out[out.indexOf(into)] = {
      ...into,
      boards: all,
      names: new Map([...into.names, ...names]),
      scoring: { ...into.scoring, ...(scale ? { scale } : {}) },
      // Each section's own notes (a score kept as published), not only the first's.
      ...((into.notes ?? []).length + (s.notes ?? []).length > 0
        ? { notes: [...(into.notes ?? []), ...(s.notes ?? [])] }
        : {}),
    };
  }
  return out;
}
