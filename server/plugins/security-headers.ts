import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { InlineSources } from "../lib/cached-page.ts";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * What lets a rendered page's inline scripts and styles run: its own nonce, or a cached
     * page's hashes (null for API answers, which run nothing).
     */
    cspInline: InlineSources | null;
  }
}

/**
 * Staff APIs and sessions: never stored. (Pages, staff screens included, are private unless
 * their route says otherwise: server/pages.ts.)
 */
const NO_STORE_PATHS = /^\/api\/(auth|admin)([/.?]|$)/i;

/** A fresh nonce's sources, for a page rendered for one response. */
export function nonceSources(nonce: string): InlineSources {
  return { scripts: `'nonce-${nonce}'`, styles: `'nonce-${nonce}'` };
}

/** A cached page's policy, written once for the page rather than once per response. */
const cachedPolicies = new WeakMap<InlineSources, string>();

function pageCsp(inline: InlineSources): string {
  let policy = cachedPolicies.get(inline);
  if (policy === undefined) cachedPolicies.set(inline, (policy = writePageCsp(inline)));
  return policy;
}

function writePageCsp(inline: InlineSources): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.scripts}`.trimEnd(),
    `style-src 'self' ${inline.styles}`.trimEnd(),
    // React writes style attributes (e.g. carousel offsets); they cannot carry a nonce.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Nothing a JSON or image response carries should ever run, so its policy allows nothing. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function newCspNonce(): string {
  return randomBytes(16).toString("base64");
}

export function registerSecurityHeaders(app: FastifyInstance, { isHttps }: { isHttps: boolean }): void {
  app.decorateRequest("cspInline", null);
  app.addHook("onSend", async (request, reply) => {
    const contentType = String(reply.getHeader("content-type") ?? "");
    reply.header(
      "content-security-policy",
      contentType.startsWith("text/html") && request.cspInline ? pageCsp(request.cspInline) : API_CSP,
    );
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (isHttps) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    if (NO_STORE_PATHS.test(request.url)) reply.header("cache-control", "no-store");
  });
}
