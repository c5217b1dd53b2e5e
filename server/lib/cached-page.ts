import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";

/** The CSP sources that let a page's own inline scripts and styles run. */
export type InlineSources = { scripts: string; styles: string };

const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * A page rendered once and served to every visitor alike. Its bytes never change per
 * response, so they are compressed once, in each encoding, when it is kept: the CSP allows
 * its inline scripts by their hashes instead of a per-response nonce written into the body
 * (docs/decisions/2026-11-22-cached-pages-keep-their-bytes.md).
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  inline: InlineSources;
  bodies: Record<Encoding | "identity", Buffer>;
};

/** `'sha256-…'` of every inline element of this kind, as CSP hash sources, space-separated. */
function hashSources(html: string, tag: "script" | "style"): string {
  const inline = new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, "g");
  const hashes = new Set<string>();
  for (const [, content] of html.matchAll(inline)) {
    if (content) hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

/**
 * Keeps a page rendered with `placeholder` as its nonce: the nonce attributes go (the hashes
 * replace them) and the bytes are compressed once. Brotli at quality 5 (as pages rendered per
 * visitor stream out: lib/compression.ts) and gzip -6 take a few milliseconds per page, once
 * per catalogue change.
 */
export function toCachedPage(
  status: number,
  headers: [string, string][],
  html: string,
  placeholder: string,
): CachedPage {
  const body = html.replaceAll(` nonce="${placeholder}"`, "");
  if (body.includes(placeholder)) throw new Error("A cached page carries its render's nonce outside a nonce attribute");
  const identity = Buffer.from(body);
  return {
    status,
    headers,
    inline: { scripts: hashSources(body, "script"), styles: hashSources(body, "style") },
    bodies: {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(identity, { level: 6 }),
    },
  };
}

/** Bytes the page holds in memory, for the cache's bound. */
export const cachedPageSize = (page: CachedPage): number =>
  page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + JSON.stringify(page.headers).length;

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

/** The encoding to send a page in, from the client's Accept-Encoding (none: the plain bytes). */
export function pageEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptEncoding ? negotiator.negotiate(acceptEncoding.toLowerCase()) : null;
}
