import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AccessLogFilterSchema } from "../../../domain/access-log.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import type { Services } from "../../services.ts";

const tags = ["access log (owner)"];

const COLUMNS = [
  "When (UTC)",
  "Who",
  "Username",
  "Name",
  "Role",
  "What",
  "Booking",
  "Person",
  "Person id",
  "Report id",
];

/** One CSV field: quoted, quotes doubled, and a leading = + - @ (or tab, CR) made text so a spreadsheet never runs it. */
export const csvField = (value: string | null): string => {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/**
 * The access log for the owner (issue 34): GET as JSON or as CSV; no-store, as it names staff
 * and bookings.
 */
export const accessLogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/admin/access-log.csv",
    {
      config: { access: "read-access-log" },
      schema: {
        tags,
        summary:
          "The access log as CSV, newest first, filtered by staff username, booking reference (LF-XXXXX) and day (YYYY-MM-DD, India)",
        querystring: AccessLogFilterSchema,
      },
    },
    async (request, reply) => {
      const rows = await services.accessLog.forOwner(request.query, await requireStaff(request));
      const lines = [
        COLUMNS.map(csvField).join(","),
        ...rows.map((row) =>
          [
            row.at,
            row.actorKind,
            row.staff?.username ?? null,
            row.staff?.name ?? null,
            row.staff?.role ?? null,
            row.action,
            row.reference,
            row.personPosition === null ? null : String(row.personPosition),
            row.personId,
            row.reportId,
          ]
            .map(csvField)
            .join(","),
        ),
      ];
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="access-log.csv"')
        .send(`${lines.join("\r\n")}\r\n`);
    },
  );
};
