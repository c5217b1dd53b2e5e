import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { declareAccessOfPluginRoutes } from "./plugins/admin-guard.ts";
import { fastifyCookie } from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type Login, type PageSignIn, SESSION_COOKIE } from "../domain/auth.ts";
import { CITY_COOKIE, type City, cityFromCookieValue } from "../domain/catalogue.ts";
import { LANGUAGE_COOKIE, LOCALE_PREFIX } from "../domain/locale.ts";
import type { PageCacheClass } from "../domain/page-cache.ts";
import type { SecondFactorSignIn } from "../domain/second-factor.ts";
import { createSessionCookies, type SessionCookies } from "./api/auth/session-cookies.ts";
import { type CachedPage, pageEncoding, toCachedPage } from "./lib/cached-page.ts";
import { STREAMED_PAGE_COMPRESSION } from "./lib/compression.ts";
import { HttpError } from "./lib/http-error.ts";
import { pageCacheClassifier } from "./lib/page-routes.ts";
import { newCspNonce, nonceSources, pageSecurityHeaders } from "./plugins/security-headers.ts";
import type { Services } from "./services.ts";

export type BuildSource = { mode: "production"; buildDir: string } | { mode: "development" };

/**
 * What may answer a request before Fastify makes it a request and a reply, routes it and runs
 * its hooks (server/app.ts): a shared page already kept. `answer` says whether it answered;
 * null while there is nothing to answer with (and from the moment the server closes).
 */
export type FrontDoor = {
  answer: ((request: IncomingMessage, response: ServerResponse) => boolean) | null;
  isHttps: boolean;
};

/**
 * Form posts to pages (choosing a city, signing out; booking later) are small: anything
 * larger is refused with 413 while it streams in, before it is held in memory. Image
 * uploads go to /api/images, which has its own limit.
 */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The only query parameters any page reads (search, filters, paging, where to go after
 * signing in, and React Router's own). A shared page is rendered from, and cached under,
 * its path and these alone, so `/?x=1`, `/?x=2`, … are one page, not a page each.
 */
const PAGE_QUERY_PARAMETERS = ["q", "category", "page", "redirectTo", "_routes", "index"];

/** React Router's lazy route discovery: small, computed per request, never cached. */
const MANIFEST_PATH = "/__manifest";

/**
 * Mounts the React Router app: static assets from the client build, then every other
 * path is rendered by the server build. Loaders get the shared services, the CSP nonce,
 * the site's origin, the visitor's city and the admin session through the load context.
 */
export function mountPages(services: Services, source: BuildSource, publicOrigin: string) {
  const sessionCookies = createSessionCookies(publicOrigin);
  return async (app: FastifyInstance, frontDoor: FrontDoor) => {
    let getHandler: () => Promise<PageHandler>;
    if (source.mode === "production") {
      const build = (await import(path.join(source.buildDir, "server/index.js"))) as ServerBuild;
      const handler = pageHandler(build, "production");
      getHandler = async () => handler;
      frontDoor.answer = keptPageAnswerer(services, frontDoor.isHttps);
      // The client build's files are the same for everyone.
      await app.register(async (assets) => {
        declareAccessOfPluginRoutes(assets, "public");
        await assets.register(fastifyStatic, {
          root: path.join(source.buildDir, "client"),
          wildcard: false,
          // The build wrote .br and .gz beside each file (scripts/build-web.ts).
          preCompressed: true,
          // Vite puts a content hash in every file name under /assets/, so those never change;
          // the few other files (the icon) may. Set here alone: `send`'s own header would win.
          cacheControl: false,
          setHeaders: (reply, file) => {
            const isHashed = file.includes(`${path.sep}assets${path.sep}`);
            // The collector's worker is asked for again on every visit, so its update arrives at once.
            const isWorker = /^collect-sw\.js(\.br|\.gz)?$/.test(path.basename(file));
            reply.header(
              "cache-control",
              isWorker ? "no-cache" : isHashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
            );
          },
        });
      });
    } else {
      const { createServer } = await import("vite");
      const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
      await app.register((await import("@fastify/middie")).default);
      app.use(vite.middlewares);
      // Loaded per request so edits show on reload; a build is read once however often it is asked for.
      const handlers = new WeakMap<ServerBuild, PageHandler>();
      getHandler = async () => {
        const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        if (!handlers.has(build)) handlers.set(build, pageHandler(build, "development"));
        return handlers.get(build)!;
      };
    }

    await app.register(async (pages) => {
      // React Router reads form posts itself; the body is collected here first, within the limit.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: PAGE_BODY_LIMIT_BYTES }, (_request, body, done) =>
        done(null, body),
      );

      // Every page declares who may see it in its own module (`access`, app/lib/page-access.ts),
      // checked by its loader and action; this route only hands the request to React Router.
      pages.all(
        "/*",
        { config: { access: "public" }, schema: { hide: true }, compress: STREAMED_PAGE_COMPRESSION },
        async (request, reply) => {
          const { handler, cacheClassOf } = await getHandler();
          const city = cityFromCookieValue(request.cookies[CITY_COOKIE]);
          const target = requestTarget(request.url);
          const { pathname, search } = splitUrl(target);
          // The site's front door opens in the language the visitor last chose with the switch;
          // every other address keeps its own (docs/decisions/2026-11-25-hindi.md).
          if (pathname === "/" && request.method === "GET" && request.cookies[LANGUAGE_COOKIE] === "hi") {
            return reply.header("cache-control", "no-store").redirect(`${LOCALE_PREFIX.hi}${search}`, 302);
          }
          const render = (url: string, nonce: string, signal: AbortSignal | null) =>
            handler(toWebRequest(request, url, signal), {
              services,
              cspNonce: nonce,
              publicOrigin,
              city,
              clientIp: request.ip,
              getAdmin: () => request.getAdmin(),
              signIn: (step) => signInFromPage(services, sessionCookies, request, reply, step),
              endSession: async () => {
                await services.auth.logout(request.cookies[SESSION_COOKIE]);
                sessionCookies.clear(reply);
              },
              log: request.log,
            });

          // Private unless the route that answers this path declares its page the same for every
          // visitor (docs/decisions/2026-11-24-pages-private-unless-declared-shared.md). Such a
          // page, for a visitor without an admin session, is rendered once per path, page
          // parameters and city and kept until the catalogue changes
          // (docs/decisions/2026-11-20-shared-page-cache.md, 2026-11-22-page-cache-keys-and-bounds.md),
          // with a placeholder nonce that each response replaces with its own.
          // The path as React Router will read it from the URL it is given (dot segments resolved).
          const routedPath = new URL(`${publicOrigin}${target}`).pathname;
          const cacheClass: PageCacheClass = pathname === MANIFEST_PATH ? "private" : cacheClassOf(routedPath);
          const isShared =
            source.mode === "production" &&
            request.method === "GET" &&
            cacheClass === "shared" &&
            !(request.cookies[SESSION_COOKIE] && (await request.getAdmin()));
          if (!isShared) {
            const nonce = newCspNonce();
            request.cspInline = nonceSources(nonce);
            // On the address the visitor used, so React Router's own check of a form post's Origin
            // compares like with like; nothing rendered takes its origin from it.
            const origin = ownOrigin(request) ?? publicOrigin;
            const response = await render(`${origin}${target}`, nonce, abortedWhenClientLeaves(reply));
            // Rendered for one visitor (a private page, an admin, a form post): never kept by a browser or proxy.
            if (cacheClass === "private" || request.method !== "GET" || request.cookies[SESSION_COOKIE]) {
              response.headers.set("cache-control", "no-store");
            }
            return sendWebResponse(reply, request, response);
          }

          const query = pageQuery(search);
          const page = await services.catalogueCache.page(
            sharedPageKey(pathname, query, city),
            async (): Promise<CachedPage> => {
              // Rendered with a throwaway nonce that toCachedPage takes out again: the page's
              // inline scripts are allowed by their hashes, so its bytes are the same for everyone.
              const placeholder = newCspNonce();
              // Not tied to this visitor's connection: others may be waiting for the same page.
              const response = await render(`${publicOrigin}${pathname}${query}`, placeholder, null);
              if (response.status >= 500) throw new Error(`Page ${pathname} failed with ${response.status}`);
              return toCachedPage(response.status, [...response.headers], await response.text(), placeholder);
            },
          );
          request.cspInline = page.inline;
          return sendCachedPage(reply, request, page);
        },
      );
    });
  };
}

/**
 * The login page's form, posted before or without its scripts: the API's two steps with their
 * throttles, the session's cookies set on this answer by the API's own writer. A refusal comes
 * back as its code for the page to put in words.
 */
async function signInFromPage(
  { auth }: Services,
  cookies: SessionCookies,
  request: FastifyRequest,
  reply: FastifyReply,
  step: Login | SecondFactorSignIn,
): Promise<PageSignIn> {
  const client = cookies.clientOf(request);
  try {
    if ("pending" in step) {
      cookies.set(reply, await auth.completeSignIn(step, client));
      return { isSignedIn: true };
    }
    const result = await auth.login(step, client);
    if ("pending" in result) return { pending: result.pending };
    cookies.set(reply, result.started);
    return { isSignedIn: true };
  } catch (caught) {
    if (!(caught instanceof HttpError)) throw caught;
    return { refusal: { code: caught.code, values: caught.values, field: caught.issues[0]?.path.join(".") ?? null } };
  }
}

/** Where the page cache keeps a shared page: its path, the parameters a page reads, the visitor's city. */
const sharedPageKey = (pathname: string, query: string, city: City) => `${pathname}${query}|${city}`;

/**
 * Sends a page already kept, before routing: on two cores Fastify's request and reply, its
 * hooks (cookies, compression, the access guard, the security headers) and its two log lines
 * cost a cached /tests/cbc a third of its requests/s against bare node:http (issue 38).
 * Only what the page route would answer from the cache alike: a GET of a path kept for this
 * city, from a visitor without a session cookie (an admin's is rendered for them) and not the
 * front door with Hindi chosen (a redirect), in an encoding the page was kept in. Anything else,
 * and any page while the shared catalogue version is due to be compared, goes to the route.
 * A key is only ever kept by the page route, so the route and the access it declares ("public")
 * are the ones that answered it first. Not written to the request log (nginx's access log has it).
 */
function keptPageAnswerer(services: Services, isHttps: boolean): NonNullable<FrontDoor["answer"]> {
  return (request, response) => {
    const { method, url = "", headers } = request;
    if (method !== "GET" || !url.startsWith("/") || headers["transfer-encoding"] || Number(headers["content-length"])) {
      return false;
    }
    const cookies = headers.cookie ? fastifyCookie.parse(headers.cookie) : {};
    if (cookies[SESSION_COOKIE] !== undefined) return false;
    const { pathname, search } = splitUrl(url);
    if (pathname === "/" && cookies[LANGUAGE_COOKIE] === "hi") return false;
    const page = services.catalogueCache.keptPage(
      sharedPageKey(pathname, pageQuery(search), cityFromCookieValue(cookies[CITY_COOKIE])),
    );
    if (!page) return false;
    const acceptEncoding = headers["accept-encoding"];
    const encoding = pageEncoding(acceptEncoding);
    // An encoding the page was not kept in (or "identity" alone) is the compression plugin's to decide.
    if (acceptEncoding !== undefined && encoding === null) return false;
    const { head, body } = keptAnswer(page, encoding, isHttps);
    response.writeHead(page.status, head);
    response.end(body);
    return true;
  };
}

/** A kept page's whole answer in one encoding, written once: its headers as node:http takes them, and its bytes. */
const keptAnswers = new WeakMap<CachedPage, Map<string, { head: string[]; body: Buffer }>>();

function keptAnswer(page: CachedPage, encoding: ReturnType<typeof pageEncoding>, isHttps: boolean) {
  let answers = keptAnswers.get(page);
  if (!answers) keptAnswers.set(page, (answers = new Map()));
  let answer = answers.get(encoding ?? "identity");
  if (!answer) {
    const body = page.bodies[encoding ?? "identity"];
    // As sendCachedPage and the security headers' hook write them for the page route.
    const headers: [string, string][] = [
      ...page.headers.filter(([name]) => !["vary", "content-encoding", "content-length"].includes(name)),
      ["vary", "accept-encoding"],
      ...(encoding ? [["content-encoding", encoding] as [string, string]] : []),
      ...pageSecurityHeaders(page.inline, isHttps),
      ["content-length", String(body.length)],
    ];
    answer = { head: headers.flat(), body };
    answers.set(encoding ?? "identity", answer);
  }
  return answer;
}

type PageHandler = {
  handler: ReturnType<typeof createRequestHandler>;
  /** The cache class of the page a request path (as React Router parses it) asks for. */
  cacheClassOf: (pathname: string) => PageCacheClass;
};

function pageHandler(build: ServerBuild, mode: "production" | "development"): PageHandler {
  return { handler: createRequestHandler(build, mode), cacheClassOf: pageCacheClassifier(build) };
}

/** A kept page's bytes, already compressed in the encoding the client prefers. */
function sendCachedPage(reply: FastifyReply, request: FastifyRequest, page: CachedPage) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  // Caches must keep one copy per encoding; the compression plugin leaves encoded bodies alone.
  reply.header("vary", "accept-encoding");
  const encoding = pageEncoding(request.headers["accept-encoding"]);
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(page.bodies[encoding ?? "identity"]);
}

/** A Host header that is only a host name or address and a port. */
const PLAIN_HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The origin the request was sent to, when its Host header is a plain host (never "host/path"). */
function ownOrigin(request: FastifyRequest): string | null {
  return PLAIN_HOST.test(request.host) ? `${request.protocol}://${request.host}` : null;
}

/** The path and query a request asks for; an absolute-form target ("http://host/x") gives its path. */
function requestTarget(url: string): string {
  if (url.startsWith("/")) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return "/";
  }
}

/** The path and the query string of a request target, taken apart as text (never resolved against a host). */
function splitUrl(url: string): { pathname: string; search: string } {
  const at = url.indexOf("?");
  return at === -1 ? { pathname: url, search: "" } : { pathname: url.slice(0, at), search: url.slice(at) };
}

/** The parameters a page reads, in a fixed order: the part of the query a shared page depends on. */
function pageQuery(search: string): string {
  if (search === "" || search === "?") return "";
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMETERS) {
    for (const value of given.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

function abortedWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  return controller.signal;
}

/** The request as React Router sees it: on the site's own origin, whatever Host the client sent. */
function toWebRequest(request: FastifyRequest, url: string, signal: AbortSignal | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const body =
    request.body instanceof Buffer && request.method !== "GET" && request.method !== "HEAD" ? request.body : undefined;
  return new Request(url, { method: request.method, headers, signal: signal ?? undefined, body });
}

/** Status codes whose answer has no body by definition. */
const BODILESS = new Set([101, 103, 204, 205, 304]);

function sendWebResponse(reply: FastifyReply, request: FastifyRequest, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body || BODILESS.has(response.status) || request.method === "HEAD") {
    void response.body?.cancel();
    return reply.send();
  }
  return reply.send(Readable.fromWeb(response.body as never));
}
