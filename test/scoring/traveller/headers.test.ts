import { ColumnRole, hasTravellerRoles, headerKey, headerRole } from "../../../src/scoring/traveller/headers";

/** What a row would be read as by its header words alone. */
const isHeaderRow = (row: readonly unknown[]): boolean =>
  hasTravellerRoles(row.map(headerRole).filter((r): r is ColumnRole => r !== null));

describe('headerRole: the names in "Reading a traveller" (docs/conventions.md), case- and punctuation-insensitive', () => {
  // prettier-ignore
  test.each([
    ["NS", "ns"], ["N/S", "ns"], ["n-s", "ns"], ["Pair NS", "ns"], ["NS Pair", "ns"], ["N.S.", "ns"],
    ["EW", "ew"], ["E/W", "ew"], ["Pair E-W", "ew"],
    ["Board", "board"], ["Bd", "board"], ["Bd.", "board"], ["Board #", "board"], ["Board No", "board"],
    ["Contract", "contract"], ["Bid", "contract"], ["Cont", "contract"], ["CONTRACT ", "contract"],
    ["By", "declarer"], ["Dec", "declarer"], ["Declarer", "declarer"],
    ["Lead", "lead"], ["Ld", "lead"],
    ["Tricks", "result"], ["Tks", "result"], ["Result", "result"], ["Made", "result"],
    ["Score", "score"], ["NS Score", "score"], ["Score N/S", "score"],
    ["+Sc", "scorePlus"], ["NS+", "scorePlus"], ["+ Score", "scorePlus"], ["Plus", "scorePlus"],
    ["-Sc", "scoreMinus"], ["NS-", "scoreMinus"], ["NS \u2212", "scoreMinus"], ["Minus", "scoreMinus"],
    ["EW Score", "scoreMinus"],
    ["Table", "table"], ["Tbl", "table"],
  ] as const)("%p is %p", (header, role) => {
    expect(headerRole(header)).toBe(role);
  });

  test.each(["NS X", "EW X", "NS MP", "IMPs", "%", "", "Names", "Board No 15 N/S Vul Dealer South"])(
    "%p names no role (ignored)",
    (header) => {
      expect(headerRole(header)).toBeNull();
    },
  );

  test("a number is never a header", () => {
    expect(headerRole(15)).toBeNull();
  });

  test("the sign at either end is what tells +Sc from -Sc; other punctuation goes", () => {
    expect(headerKey("+Sc")).toBe("+sc");
    expect(headerKey(" -Sc ")).toBe("-sc");
    expect(headerKey("Pair N-S")).toBe("pairns");
    expect(headerKey("N/S")).toBe("ns");
  });
});

describe("hasTravellerRoles, on the roles of a row's header words", () => {
  test("the header row of the club's board 15 traveller is one; its title row is not", () => {
    expect(isHeaderRow(["NS", "EW", "Bid", "By", "Ld", "Tks", "+Sc", "-Sc", "NS X", "EW X"])).toBe(true);
    expect(isHeaderRow(["Board No 15 N/S Vul Dealer South"])).toBe(false);
  });

  test("pair columns alone are not enough: a score or contract column is needed", () => {
    expect(isHeaderRow(["NS", "EW", "Lead"])).toBe(false);
    expect(isHeaderRow(["NS", "EW", "Contract"])).toBe(true);
  });
});
