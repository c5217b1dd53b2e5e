import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { IMAGE_MESSAGES } from "../../domain/images.ts";
import { HttpError } from "../lib/http-error.ts";

type Issue = { path: (string | number)[]; message: string };

const CONTEXT_NAMES: Record<string, string> = { body: "body", querystring: "query", params: "path" };

/** The answer to a request the client got wrong: `{ error, issues }` naming the fields. */
function invalidRequest(context: string | undefined, issues: Issue[]) {
  const where = CONTEXT_NAMES[context ?? "body"] ?? "request";
  const first = issues[0];
  const field = first && first.path.length > 0 ? first.path.join(".") : where;
  return { error: `Invalid ${where}: ${field}: ${first?.message ?? "invalid value"}`, issues };
}

/**
 * One place decides what an error looks like to the client: validation errors name
 * the fields, known errors keep their words, and anything unexpected is logged and
 * answered with a plain 500 that shows no internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split("/").filter(Boolean),
        message: v.message ?? "Invalid value",
      }));
      return reply.status(400).send(invalidRequest(error.validationContext, issues));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ error: error.message, issues: error.issues, ...error.extra });
    }
    if (
      error.code === "FST_REQ_FILE_TOO_LARGE" ||
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ||
      error.statusCode === 413
    ) {
      const message = request.url.startsWith("/api/images") ? IMAGE_MESSAGES.tooLarge : "Request body is too large";
      return reply.status(413).send({ error: message, issues: [] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "The request body is not valid JSON"
          : error.message;
      return reply.status(status).send({ error: message, issues: [] });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again.", issues: [] });
  });
}
