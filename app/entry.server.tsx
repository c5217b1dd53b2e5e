import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import stylesheet from "./app.css?inline";
import { deferScriptsStream } from "./lib/deferred-scripts.server.ts";
import { StylesheetProvider } from "./lib/inline-stylesheet.tsx";
import { NonceProvider } from "./lib/nonce.tsx";

export const streamTimeout = 5_000;

/**
 * Logs real failures, through the server's logger, which cuts keys and numbers out (a 405 for
 * a form posted to a keyed page quotes its address). A 404 or a request the visitor abandoned
 * is not an error of ours; another refusal of the client's request is a warning.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  if (isRouteErrorResponse(error) && error.status < 500) context.log.warn({ err: error }, "page request refused");
  else context.log.error({ err: error }, "page failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={import.meta.env.DEV ? "" : stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // Public pages run their scripts after they load (lib/deferred-scripts.server.ts);
          // the staff's screens want theirs at once.
          const isStaffScreen = /^\/admin(?:-login)?(?:\/|$)/.test(new URL(request.url).pathname);
          // pipeline, not pipe: a render that fails ends the answer instead of leaving it open.
          const html = isStaffScreen ? body : pipeline(body, deferScriptsStream(), () => {});
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "page failed while streaming");
        },
      },
    );
  });
}
