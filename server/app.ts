import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { createServer } from "node:http";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { MAX_IMAGE_BYTES } from "../domain/images.ts";
import { accessLogRoutes } from "./api/access-log/access-log.routes.ts";
import { messageWebhookRoutes } from "./api/messages/webhooks.routes.ts";
import { authRoutes } from "./api/auth/auth.routes.ts";
import { isHttpsOrigin } from "./api/auth/session-cookies.ts";
import { staffRoutes } from "./api/auth/staff.routes.ts";
import { bookingsRoutes } from "./api/bookings/bookings.routes.ts";
import { collectRoutes } from "./api/collect/collect.routes.ts";
import { carouselRoutes } from "./api/carousel/carousel.routes.ts";
import { imagesRoutes } from "./api/images/images.routes.ts";
import { packagesRoutes } from "./api/packages/packages.routes.ts";
import { reportsRoutes } from "./api/reports/reports.routes.ts";
import { paymentsRoutes } from "./api/payments/payments.routes.ts";
import { searchRoutes } from "./api/search/search.routes.ts";
import { settingsRoutes } from "./api/settings/settings.routes.ts";
import { labTestsRoutes } from "./api/lab-tests/lab-tests.routes.ts";
import { ANSWER_COMPRESSION } from "./lib/compression.ts";
import { refuse } from "./lib/http-error.ts";
import { registerAdminGuard } from "./plugins/admin-guard.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { redactedError, withoutKeys } from "./lib/log-redaction.ts";
import { responseSerializerCompiler } from "./lib/response-serializer.ts";
import type { FrontDoor } from "./pages.ts";
import type { Services } from "./services.ts";

export type AppOptions = {
  services: Services;
  publicOrigin: string;
  logLevel?: string;
  /** Where the log goes (stdout unless given; tests read it). */
  logStream?: { write(line: string): void };
  trustProxy?: boolean;
  /** Mounts the web pages after the API; tests of the API alone leave it out. */
  pages?: (app: FastifyInstance, frontDoor: FrontDoor) => Promise<void>;
};

/**
 * Builds the whole server without listening, so tests drive it with `inject`. It is
 * returned inside an object because a Fastify instance is thenable: returning it bare
 * from an async function would load every plugin before the caller could add hooks.
 */
export async function buildApp({
  services,
  publicOrigin,
  logLevel = "info",
  logStream,
  trustProxy = false,
  pages,
}: AppOptions) {
  const isHttps = isHttpsOrigin(publicOrigin);
  const frontDoor: FrontDoor = { answer: null, isHttps };
  const app = Fastify({
    // A kept page is answered before Fastify takes the request (FrontDoor, server/pages.ts);
    // the server is otherwise set up as Fastify sets up its own.
    serverFactory: (handler, options) => {
      const server = createServer((request, response) => {
        if (!frontDoor.answer?.(request, response)) handler(request, response);
      });
      // Fastify's defaults, filled in before it calls this.
      const timeouts = options as Record<"keepAliveTimeout" | "requestTimeout" | "connectionTimeout", number>;
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    // Bodies are never logged (they hold patients' names, mobiles and addresses), and a
    // booking's manage link, a report's share link and a download ticket are keys, so they
    // are cut from every address, message and error the log writes (lib/log-redaction.ts).
    logger: {
      level: logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization"],
      serializers: {
        req: (req) => ({ method: req.method, url: withoutKeys(req.url ?? ""), remoteAddress: req.ip }),
        err: redactedError,
      },
      // A message may quote an address or a number too (lib/log-redaction.ts).
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === "string" ? withoutKeys(arg) : arg)) as typeof args);
        },
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy,
    // "/API/auth/login/" is the same route as "/api/auth/login", so it hits the same
    // handler and the same login throttle.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, { isHttps });

  // Pages, scripts, styles and JSON go out compressed: most patients are on phones.
  await app.register(compress, ANSWER_COMPRESSION);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
  });
  registerAdminGuard(app, services.auth, publicOrigin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Labfront API",
        version: "1.0.0",
        description:
          "Catalogue (tests, packages, search), carousel, images, lab settings, bookings (the patient's and the desk's), report PDFs, verification and admin sessions.",
      },
    },
    transform: jsonSchemaTransform,
  });

  // Not awaited: the resource plugins load at ready(), after any onRoute hook a caller
  // adds (the auth test reads the route table that way).
  void app.register(packagesRoutes, { services });
  void app.register(carouselRoutes, { services });
  void app.register(imagesRoutes, { services });
  void app.register(authRoutes, { services, publicOrigin });
  void app.register(staffRoutes, { services });
  void app.register(labTestsRoutes, { services });
  void app.register(searchRoutes, { services });
  void app.register(settingsRoutes, { services });
  void app.register(bookingsRoutes, { services });
  void app.register(reportsRoutes, { services });
  void app.register(paymentsRoutes, { services });
  void app.register(accessLogRoutes, { services });
  void app.register(collectRoutes, { services });
  void app.register(messageWebhookRoutes, { services });

  app.get("/api/docs", { config: { access: "public" }, schema: { hide: true } }, async () => app.swagger());

  app.get("/healthz", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) => {
    const ok = await services.isDatabaseReachable();
    return reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "database unreachable" });
  });

  // Readiness, for a deploy that waits before sending traffic (docs/deploy.md): from the
  // moment the process is asked to stop, it says so, while it finishes what is in flight.
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
    // Fastify answers what arrives while it closes (503, connection closed): kept pages too.
    frontDoor.answer = null;
  });
  app.get("/readyz", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (isClosing) return reply.status(503).send({ status: "shutting down" });
    const ok = await services.isDatabaseReachable();
    return reply.status(ok ? 200 : 503).send({ status: ok ? "ready" : "database unreachable" });
  });

  app.all("/api/*", { config: { access: "public" }, schema: { hide: true } }, async () => {
    throw refuse("NOT_FOUND");
  });

  if (pages) await pages(app, frontDoor);
  return { app };
}
