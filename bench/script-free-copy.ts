// The same pages without their scripts (issue 24): a proxy beside the site that forwards every
// request to it and answers a page with the site's own HTML, its executable <script> tags and
// module preloads taken out. Images, stylesheet and fonts come from the site as they are. The page
// itself is measured through the same kind of proxy with its scripts kept, so both arrive alike:
// whole, in one piece, compressed the same way, and what differs between a page and its copy is
// only what the scripts cost. (The site streams a page it does not cache, the booking form among
// them: its first part is painted before the rest arrives, and Lighthouse then counts the whole
// page's layout, which the copy does before its first paint, as blocking time: about half of the
// form's "added" blocking time was that, not its scripts; docs/performance.md, 2026-11-29.)
import { readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Scripts that run (JSON-LD is data, kept), and the preloads of the modules they would import. */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/g;

export function withoutScripts(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, "").replace(MODULE_PRELOAD, "");
}

/**
 * The gzip size of the JavaScript a first visit loads: `paths` are the scripts the browser
 * fetched while Lighthouse watched (deferred ones included), read from the build.
 */
export function firstVisitJavaScript(paths: string[]): { gzipBytes: number; files: number } {
  const scripts = [...new Set(paths.filter((p) => /^\/assets\/[^/]+\.js$/.test(p)))];
  const gzipBytes = scripts.reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(ROOT, "build/client", src))).length,
    0,
  );
  return { gzipBytes, files: scripts.length };
}

/**
 * Starts a proxy in front of `siteUrl`. An HTML answer is fetched from the site uncompressed, read
 * whole, changed by `transform` (the copy's `withoutScripts`; the page's, none), and sent in one
 * piece Brotli-compressed as the page cache sends its pages (quality 5); anything else is passed
 * through untouched.
 */
export async function startWholePages(siteUrl: string, transform: (html: string) => string = (html) => html) {
  const site = new URL(siteUrl);
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: site.host };
    const forward = httpRequest(
      { hostname: site.hostname, port: site.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const isHtml = (answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = brotliCompressSync(transform(Buffer.concat(chunks).toString("utf8")), {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          });
          outgoing.writeHead(answer.statusCode ?? 200, {
            "content-type": answer.headers["content-type"],
            "content-encoding": "br",
            "content-length": body.length,
            "cache-control": "no-store",
          });
          outgoing.end(body);
        });
      },
    );
    // The page is asked for uncompressed, to be stripped; everything else as the browser asked.
    if (incoming.headers.accept?.includes("text/html")) forward.setHeader("accept-encoding", "identity");
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
