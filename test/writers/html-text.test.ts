// Contracts and leads on the web page: each suit by its symbol, hearts and diamonds in a red span,
// so the symbol says the suit and the colour only adds to it.
import { suitHtml } from "../../src/writers/html-text";

describe("suitHtml: suits by their symbols, hearts and diamonds red", () => {
  test.each([
    ["4H", '4<span class="rs">♥</span>'],
    ["3DX", '3<span class="rs">♦</span>X'],
    ["6SXX", "6♠XX"],
    ["2C", "2♣"],
    ["3NT", "3NT"],
    ["Pass", "Pass"],
  ])("the contract %s", (text, html) => expect(suitHtml(text)).toBe(html));

  test.each([
    ["HK", '<span class="rs">♥</span>K'],
    ["d10", '<span class="rs">♦</span>10'],
    ["KH", 'K<span class="rs">♥</span>'],
    ["SQ", "♠Q"],
    ["♦7", '<span class="rs">♦</span>7'],
  ])("the lead %s", (text, html) => expect(suitHtml(text)).toBe(html));

  test("other text is escaped, never markup", () => {
    expect(suitHtml("<b>♥</b>")).toBe('&lt;b&gt;<span class="rs">♥</span>&lt;/b&gt;');
    expect(suitHtml("Helen")).toBe("Helen");
  });
});
