import { decodeBytes } from "../../src/io/decode";

// "Zoë" is 5A 6F EB in ISO-8859-1 and 5A 6F C3 AB in UTF-8.
const latin1 = (head: string) => new Uint8Array([...new TextEncoder().encode(head), 0x5a, 0x6f, 0xeb]);

describe("decodeBytes: a results file's text from its bytes", () => {
  test("a declared ISO-8859-1 charset (PBN's %Content-type line)", () => {
    expect(decodeBytes(latin1("%Content-type: text/x-pbn; charset=ISO-8859-1\n"))).toBe(
      "%Content-type: text/x-pbn; charset=ISO-8859-1\nZoë",
    );
  });

  test("an XML declaration's encoding", () => {
    expect(decodeBytes(latin1('<?xml version="1.0" encoding="ISO-8859-1"?>'))).toMatch(/Zoë$/);
  });

  test("a UTF-8 byte order mark, dropped", () => {
    expect(decodeBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x5a, 0x6f, 0xc3, 0xab]))).toBe("Zoë");
  });

  test("nothing declared: valid UTF-8 is UTF-8, anything else Latin-1", () => {
    expect(decodeBytes(new Uint8Array([0x5a, 0x6f, 0xc3, 0xab]))).toBe("Zoë");
    expect(decodeBytes(latin1(""))).toBe("Zoë");
  });

  test("an ArrayBuffer (as the pane's FileReader gives it) reads the same", () => {
    expect(decodeBytes(new Uint8Array([0x5a, 0x6f, 0xc3, 0xab]).buffer)).toBe("Zoë");
  });
});
