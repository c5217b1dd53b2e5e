import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nonceSources, registerSecurityHeaders } from "./security-headers.ts";

// Issue 35, "Sample labels": the collector's page scans a tube's barcode with the camera and a
// WebAssembly decoder. Only /collect and /hi/collect open the camera and WebAssembly; every
// other page, and every non-HTML answer, keeps the closed headers exactly.

const CLOSED_PERMISSIONS = "camera=(), microphone=(), geolocation=(), payment=()";

describe("the security headers of the collector's page and of the others", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerSecurityHeaders(app, { isHttps: false });
    // A page as server/pages.ts answers one: HTML, with its nonce's sources on the request.
    const page = async (request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => {
      request.cspInline = nonceSources("abc");
      return reply.type("text/html; charset=utf-8").send("<!doctype html><title>x</title>");
    };
    for (const url of ["/collect", "/hi/collect", "/collector", "/", "/tests/cbc", "/admin/samples"])
      app.get(url, page);
    app.get("/api/collect/visits", async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const headersOf = async (url: string) => (await app.inject({ method: "GET", url })).headers;

  it.each(["/collect", "/hi/collect", "/collect?x=1"])(
    "lets %s open the camera of its own origin and compile the decoder's WebAssembly",
    async (url) => {
      const headers = await headersOf(url);
      expect(headers["permissions-policy"]).toBe("camera=(self), microphone=(), geolocation=(), payment=()");
      const csp = String(headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'nonce-abc'");
      expect(csp).not.toContain("unsafe-eval'; ");
      expect(csp).toContain("connect-src 'self'");
    },
  );

  it.each(["/", "/tests/cbc", "/admin/samples", "/collector"])("keeps %s's headers closed, as before", async (url) => {
    const headers = await headersOf(url);
    expect(headers["permissions-policy"]).toBe(CLOSED_PERMISSIONS);
    expect(String(headers["content-security-policy"])).toContain("script-src 'self' 'nonce-abc';");
    expect(String(headers["content-security-policy"])).not.toContain("wasm");
  });

  it("gives the collector's API answers nothing to run and no camera", async () => {
    const headers = await headersOf("/api/collect/visits");
    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers["permissions-policy"]).toBe(CLOSED_PERMISSIONS);
  });
});
