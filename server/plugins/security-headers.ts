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

/**
 * The collector's page (issue 35), /collect and /hi/collect: the one page that opens the camera to
 * scan a tube's label, runs WebAssembly (the zxing-wasm barcode decoder, served from our own
 * /assets/), registers a service worker and links a web app manifest. Only its HTML answer gets
 * `camera=(self)`, `'wasm-unsafe-eval'`, `worker-src` and `manifest-src`; every other page keeps
 * the closed policy.
 */
const COLLECTOR_PAGE = /^\/(?:hi\/)?collect\/?(?:\?|$)/;
export const isCollectorPage = (url: string): boolean => COLLECTOR_PAGE.test(url);

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

function writePageCsp(inline: InlineSources, { collector = false } = {}): string {
  // 'wasm-unsafe-eval' lets the page compile WebAssembly, nothing more (no eval of scripts).
  const wasm = collector ? " 'wasm-unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self'${wasm} ${inline.scripts}`.trimEnd(),
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
    ...(collector ? ["worker-src 'self'", "manifest-src 'self'"] : []),
  ].join("; ");
}

/** Nothing a JSON or image response carries should ever run, so its policy allows nothing. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function newCspNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The headers every answer carries, with its content security policy. One list for the hook
 * below and for a cached page answered before routing (server/pages.ts), so neither can lack one.
 */
export function securityHeaders(
  contentSecurityPolicy: string,
  isHttps: boolean,
  { camera = "()" }: { camera?: "()" | "(self)" } = {},
): [string, string][] {
  const headers: [string, string][] = [
    ["content-security-policy", contentSecurityPolicy],
    ["x-content-type-options", "nosniff"],
    ["x-frame-options", "DENY"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["cross-origin-opener-policy", "same-origin"],
    ["permissions-policy", `camera=${camera}, microphone=(), geolocation=(), payment=()`],
  ];
  if (isHttps) headers.push(["strict-transport-security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** The security headers of a page whose inline scripts and styles `inline` allows. */
export const pageSecurityHeaders = (inline: InlineSources, isHttps: boolean) =>
  securityHeaders(pageCsp(inline), isHttps);

/**
 * The collector's page's headers (isCollectorPage): the camera for this origin and WebAssembly
 * for the label decoder, and its offline app (docs/decisions/2026-11-28-collect-offline.md): the
 * page may register the worker and link its manifest. Written once per inline sources, as pageCsp.
 */
const collectorPolicies = new WeakMap<InlineSources, string>();
function collectorPageSecurityHeaders(inline: InlineSources, isHttps: boolean) {
  let policy = collectorPolicies.get(inline);
  if (policy === undefined) collectorPolicies.set(inline, (policy = writePageCsp(inline, { collector: true })));
  return securityHeaders(policy, isHttps, { camera: "(self)" });
}

/** The collector's worker script may fetch the site (the list and its assets) and run nothing else. */
const COLLECT_WORKER = /^\/collect-sw\.js(\?|$)/;
const COLLECT_WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

export function registerSecurityHeaders(app: FastifyInstance, { isHttps }: { isHttps: boolean }): void {
  app.decorateRequest("cspInline", null);
  const apiHeaders = securityHeaders(API_CSP, isHttps);
  const workerHeaders = securityHeaders(COLLECT_WORKER_CSP, isHttps);
  app.addHook("onSend", async (request, reply) => {
    const contentType = String(reply.getHeader("content-type") ?? "");
    const inline = contentType.startsWith("text/html") ? request.cspInline : null;
    const headers = COLLECT_WORKER.test(request.url)
      ? workerHeaders
      : !inline
        ? apiHeaders
        : isCollectorPage(request.url)
          ? collectorPageSecurityHeaders(inline, isHttps)
          : pageSecurityHeaders(inline, isHttps);
    for (const [name, value] of headers) {
      reply.header(name, value);
    }
    if (NO_STORE_PATHS.test(request.url)) reply.header("cache-control", "no-store");
  });
}
