import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { Locale } from "../../domain/locale.ts";
import {
  refusalOfIssue,
  refusalText,
  refusalValueNames,
  type FieldRefusal,
  type RefusalCode,
} from "../../domain/refusals.ts";
import { HttpError } from "../lib/http-error.ts";

/**
 * An issue as the API answers it: the field, the refusal's code, its words, and the values
 * its words name (so a client may word the code itself, as the admin forms do beside their own labels).
 */
type AnsweredIssue = {
  path: (string | number)[];
  code: RefusalCode;
  message: string;
  values?: Record<string, string | number>;
};

const CONTEXT_NAMES: Record<string, string> = { body: "body", querystring: "query", params: "path" };

/**
 * The language of an API answer's words: Hindi when the request prefers it to English
 * (`Accept-Language: hi-IN, en;q=0.5`), else English.
 */
export function localeOfRequest(request: FastifyRequest): Locale {
  const header = request.headers["accept-language"];
  if (typeof header !== "string") return "en";
  let best: { locale: Locale; q: number } = { locale: "en", q: 0 };
  for (const part of header.split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const language = tag.split("-")[0];
    if (language !== "en" && language !== "hi") continue;
    const q = Number(params.find((p) => p.trim().startsWith("q="))?.split("=")[1] ?? 1);
    if (Number.isFinite(q) && q > best.q) best = { locale: language, q };
  }
  return best.locale;
}

function answered(locale: Locale, issue: FieldRefusal): AnsweredIssue {
  // Only the values its words name: a check's other facts (a `minimum` of 1 behind "Say why") say nothing to a client.
  const names = refusalValueNames(issue.code);
  const named = Object.entries(issue.values ?? {}).filter(([name]) => names.includes(name));
  return {
    path: issue.path,
    code: issue.code,
    message: refusalText(locale, issue.code, issue.values),
    ...(named.length > 0 ? { values: Object.fromEntries(named) } : {}),
  };
}

/**
 * The answer to a refusal: `{ code, error, field, issues }`. `error` is the words in the
 * request's language; for a field's refusal, English says where ("Invalid body: pincode: …"), as
 * the API always has.
 */
function refusalAnswer(
  locale: Locale,
  refusal: { status: number; code: RefusalCode | undefined; words: string },
  issues: AnsweredIssue[],
  where = "body",
) {
  const { status, code, words } = refusal;
  const first = issues[0];
  const field = first && first.path.length > 0 ? first.path.join(".") : undefined;
  // A request the client got wrong (400) names the field in its words; a conflict (a slot taken) says what happened.
  const isInvalid = status === 400 && field && first;
  const error = isInvalid
    ? locale === "en"
      ? `Invalid ${where}: ${field}: ${first.message}`
      : `${field}: ${first.message}`
    : words;
  return { ...(code ? { code } : {}), error, ...(field ? { field } : {}), issues };
}

/**
 * One place decides what an error looks like to the client: a refusal answers its code and
 * words naming the field, and anything unexpected is logged and answered with a plain 500
 * that shows no internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = localeOfRequest(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const issue = { ...v.params, path: v.instancePath.split("/").filter(Boolean), message: v.message ?? "" };
        return answered(locale, refusalOfIssue(issue));
      });
      const where = CONTEXT_NAMES[error.validationContext ?? "body"] ?? "request";
      return reply
        .status(400)
        .send(
          refusalAnswer(
            locale,
            { status: 400, code: issues[0]?.code, words: issues[0]?.message ?? refusalText(locale, "FIELD_INVALID") },
            issues,
            where,
          ),
        );
    }
    if (error instanceof HttpError) {
      const words = refusalText(locale, error.code, error.values);
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({
          ...refusalAnswer(
            locale,
            { status: error.statusCode, code: error.code, words },
            error.issues.map((issue) => answered(locale, issue)),
          ),
          ...error.extra,
        });
    }
    if (
      error.code === "FST_REQ_FILE_TOO_LARGE" ||
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ||
      error.statusCode === 413
    ) {
      // An image's limit is the one the upload form tells the admin (10MB), not the body's.
      const code = request.url.startsWith("/api/images") ? "IMAGE_TOO_LARGE" : "REQUEST_TOO_LARGE";
      return reply.status(413).send({ code, error: refusalText(locale, code), issues: [] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError)
        return reply
          .status(status)
          .send({ code: "REQUEST_NOT_JSON", error: refusalText(locale, "REQUEST_NOT_JSON"), issues: [] });
      // Fastify's own refusals (an unsupported media type, too many parts) keep their code and words.
      return reply.status(status).send({ code: error.code, error: error.message, issues: [] });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ code: "SERVER_FAILED", error: refusalText(locale, "SERVER_FAILED"), issues: [] });
  });
}
