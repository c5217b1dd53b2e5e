import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageEncoding, toCachedPage } from "./cached-page.ts";

const PLACEHOLDER = "cGxhY2Vob2xkZXI=";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const HTML = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/framework.js"/>',
  '<script type="module" src="/assets/entry.js"></script>',
  `<style nonce="${PLACEHOLDER}">body{margin:0}</style>`,
  '<script type="application/ld+json">{"@type":"MedicalTest"}</script>',
  `</head><body><p>Complete Blood Count ₹319</p><script nonce="${PLACEHOLDER}">window.__context = {"a":1};</script>`,
  `<script nonce="${PLACEHOLDER}" type="module" async="">import "/assets/root.js";</script></body></html>`,
].join("");

describe("a page kept for every visitor", () => {
  const page = toCachedPage(200, [["content-type", "text/html; charset=utf-8"]], HTML, PLACEHOLDER);
  const body = page.bodies.identity.toString();

  it("loses the render's nonce, and allows exactly its inline scripts and styles by their hashes", () => {
    expect(body).not.toContain(PLACEHOLDER);
    expect(body).toContain("<p>Complete Blood Count ₹319</p>");
    expect(page.inline.scripts.split(" ").sort()).toEqual(
      [sha('{"@type":"MedicalTest"}'), sha('window.__context = {"a":1};'), sha('import "/assets/root.js";')].sort(),
    );
    expect(page.inline.styles).toBe(sha("body{margin:0}"));
  });

  it("holds the same bytes in Brotli and gzip, each smaller than the page", () => {
    expect(brotliDecompressSync(page.bodies.br).equals(page.bodies.identity)).toBe(true);
    expect(gunzipSync(page.bodies.gzip).equals(page.bodies.identity)).toBe(true);
  });

  it("refuses a page that carries the nonce anywhere but a nonce attribute", () => {
    expect(() => toCachedPage(200, [], `<script>const n = "${PLACEHOLDER}";</script>`, PLACEHOLDER)).toThrow(/nonce/);
  });
});

describe("the encoding a page is sent in", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["GZIP", "gzip"],
    ["identity", null],
    ["deflate", null],
    [undefined, null],
  ])("for Accept-Encoding %s is %s", (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});
