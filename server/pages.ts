import path from "node:path";
import { Readable } from "node:stream";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CITY_COOKIE } from "../domain/catalogue.ts";
import { SESSION_COOKIE } from "../domain/auth.ts";
import { newCspNonce } from "./plugins/security-headers.ts";
import type { Services } from "./services.ts";

export type BuildSource = { mode: "production"; buildDir: string } | { mode: "development" };

/**
 * Mounts the React Router app: static assets from the client build, then every other
 * path is rendered by the server build. Loaders get the shared services, the CSP nonce
 * and the admin session through the load context.
 */
export function mountPages(services: Services, source: BuildSource) {
  return async (app: FastifyInstance) => {
    let getHandler: () => Promise<ReturnType<typeof createRequestHandler>>;
    if (source.mode === "production") {
      const build = (await import(path.join(source.buildDir, "server/index.js"))) as ServerBuild;
      const handler = createRequestHandler(build, "production");
      getHandler = async () => handler;
      await app.register(fastifyStatic, {
        root: path.join(source.buildDir, "client"),
        wildcard: false,
        // Vite puts a content hash in every file name under /assets/.
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader("cache-control", "public, max-age=31536000, immutable");
        },
      });
    } else {
      const { createServer } = await import("vite");
      const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
      await app.register((await import("@fastify/middie")).default);
      app.use(vite.middlewares);
      // Loaded per request so edits show on reload.
      getHandler = async () =>
        createRequestHandler((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild, "development");
    }

    await app.register(async (pages) => {
      // React Router reads request bodies (form posts) itself, as a stream.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

      pages.all("/*", { schema: { hide: true } }, async (request, reply) => {
        request.cspNonce = newCspNonce();
        const handler = await getHandler();
        const render = (nonce: string, isForOneVisitor: boolean) =>
          handler(toWebRequest(request, reply, isForOneVisitor), { services, cspNonce: nonce, getAdmin: () => request.getAdmin() });

        // A visitor without an admin session sees the same page as every other visitor
        // with the same address and city, so that page is rendered once and kept until the
        // catalogue changes. It is rendered with a placeholder nonce that each response
        // replaces with its own, so no two responses share a nonce.
        const isShared = source.mode === "production" && request.method === "GET" && !request.cookies[SESSION_COOKIE];
        if (!isShared) return sendWebResponse(reply, await render(request.cspNonce, true));
        const key = `page:${request.host}${request.url}|${request.cookies[CITY_COOKIE] ?? ""}`;
        const page = await services.catalogueCache.get(key, async () => {
          const placeholder = newCspNonce();
          // Not tied to this visitor's connection: others may be waiting for the same page.
          const response = await render(placeholder, false);
          if (response.status >= 500) throw new Error(`Page ${request.url} failed with ${response.status}`);
          return { status: response.status, headers: [...response.headers], body: await response.text(), placeholder };
        });
        return sendWebResponse(
          reply,
          new Response(page.body.replaceAll(page.placeholder, request.cspNonce), { status: page.status, headers: page.headers }),
        );
      });
    });
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, abortWhenClientLeaves: boolean): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  if (abortWhenClientLeaves) reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  });
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}
