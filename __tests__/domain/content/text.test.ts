import { plainText } from "../../../src/domain/content/text";

describe("SPEC §3 content text fields as plain text", () => {
  it("strips tags; block tags separate words, inline tags do not", () => {
    expect(plainText("<p>Smart</p><p>15</p>")).toBe("Smart 15");
    expect(plainText("<strong>60</strong> GB<br/>internet")).toBe("60 GB internet");
    expect(plainText('<a href="/x" title="a > b">link</a>')).toBe("link");
  });
  it("drops scripts, styles and comments with their content", () => {
    expect(plainText("a<script>alert(1)</script>b<style>p{}</style>c<!-- note -->d")).toBe("a b cd");
    expect(plainText("x<script>never closed")).toBe("x");
  });
  it("decodes common named and numeric entities once, after tags are gone", () => {
    expect(plainText("Tom &amp; Jerry &ndash; 5&nbsp;GB &#259;&#x219; &icirc;n")).toBe("Tom & Jerry – 5 GB ăș în");
    expect(plainText("&lt;b&gt;bold&lt;/b&gt;")).toBe("<b>bold</b>");
    expect(plainText("&amp;lt;")).toBe("&lt;");
    expect(plainText("&unknown; &#0; &#xD800;")).toBe("&unknown; \uFFFD \uFFFD");
  });
  it("collapses whitespace and keeps a lone '<' that opens no tag", () => {
    expect(plainText("  a \n\t b  ")).toBe("a b");
    expect(plainText("3 < 5 and 7 > 2")).toBe("3 < 5 and 7 > 2");
  });
  it("gives '' for anything but a string", () => {
    for (const v of [undefined, null, 42, {}, [], true]) expect(plainText(v)).toBe("");
  });
});
