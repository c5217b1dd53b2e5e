import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DEFERRED_DATA_TYPE, DEFERRED_TYPE, deferScripts, deferScriptsStream } from "./deferred-scripts.server.ts";

// The end of a page as React Router renders it (entry.server.tsx), cut short.
const PAGE = [
  '<html lang="en-IN"><head><link rel="modulepreload" href="/assets/framework.js"/>',
  '<link rel="modulepreload" fetchPriority="low" href="/assets/root.js"/><link rel="icon" href="/favicon.ico"/></head>',
  "<body><main>नमस्ते, Noida</main>",
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("[1]");</script>',
  '<script nonce="n0nce">(()=>{const k=history.state&&history.state.key;})()</script>',
  '<script type="application/ld+json">{"@type":"MedicalTest"}</script>',
  "</body></html>",
].join("");

describe("scripts deferred until the page has loaded", () => {
  const deferred = deferScripts(PAGE);

  it("takes out the module preloads, so no script competes with the page for the network", () => {
    expect(deferred).not.toContain("modulepreload");
    expect(deferred).toContain('<link rel="icon" href="/favicon.ico"/>');
  });

  it("keeps the boot script's text and nonce under a type the browser does not run, with a starter beside it", () => {
    expect(deferred).not.toMatch(/<script[^>]*type="module"/);
    expect(deferred).toContain(
      `<script nonce="n0nce" type="${DEFERRED_TYPE}">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>`,
    );
    expect(deferred.match(/<script nonce="n0nce">\(\(\)=>\{let done/g)).toHaveLength(1);
  });

  it("keeps React Router's data scripts, text and nonce, under a type of their own for the starter to run first", () => {
    expect(deferred).toContain(
      `<script nonce="n0nce" type="${DEFERRED_DATA_TYPE}">window.__reactRouterContext = {};</script>`,
    );
    expect(deferred).toContain(
      `<script nonce="n0nce" type="${DEFERRED_DATA_TYPE}">window.__reactRouterContext.streamController.enqueue("[1]");</script>`,
    );
    const starter = deferred.match(/<script nonce="n0nce">(\(\(\)=>\{let done[^<]*)<\/script>/)![1];
    expect(starter.indexOf(DEFERRED_DATA_TYPE)).toBeLessThan(starter.indexOf(DEFERRED_TYPE));
  });

  it("leaves everything else as it was: the page, its other scripts and its structured data", () => {
    expect(deferred).toContain("<main>नमस्ते, Noida</main>");
    expect(deferred).toContain('<script nonce="n0nce">(()=>{const k=history.state&&history.state.key;})()</script>');
    expect(deferred).toContain('<script type="application/ld+json">{"@type":"MedicalTest"}</script>');
  });

  it("gives the same page when the stream is cut anywhere, inside a tag or a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut, cut + 13), bytes.subarray(cut + 13)];
      expect(await text(Readable.from(chunks).pipe(deferScriptsStream()))).toBe(deferred);
    }
  });
});
