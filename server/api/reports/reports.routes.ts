import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdSchema } from "../../../domain/schemas.ts";
import { BookingEventSchema } from "../../../domain/booking.ts";
import {
  AdminReportSchema,
  AdminShareLinkSchema,
  ShareTokenSchema,
  WithdrawReportSchema,
} from "../../../domain/report.ts";
import { MAX_REPORT_BYTES, REPORT_PREVIEW_WIDTH_PX } from "../../../domain/report-rules.ts";
import { refuse } from "../../lib/http-error.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import { receiveUploadedFile } from "../../lib/uploaded-file.ts";
import type { Services } from "../../services.ts";
import type { ReportFile } from "./report-records.service.ts";

const tags = ["reports"];
const BookingParams = z.object({ bookingId: IdSchema });
/**
 * Whose report it is: a person of the visit (`people[].id` of the booking); may be left out when
 * it serves one. Strict: an upload is always held for staff to check and attach (issue 33), so a
 * client still sending the old `hold=false` is refused, naming it, rather than told it attached.
 */
const UploadQuery = z.strictObject({ person: IdSchema.optional() });
/** A report as staff see it after attaching or withdrawing, with the line the booking's history got. */
const ReportWithEventSchema = AdminReportSchema.extend({ event: BookingEventSchema.nullable() });
const IdParams = z.object({ id: IdSchema });
const ShareParams = z.object({ shareId: IdSchema });
const TokenParams = z.object({ token: ShareTokenSchema });
const TicketQuery = z.object({ ticket: z.string().max(200) });
const public_ = { access: "public" as const };

const notAPdf = () => refuse("REPORT_NOT_A_PDF", { field: "file" });
const tooManyParts = () => refuse("REPORT_TOO_MANY_PARTS", { field: "file" });
const tooLarge = () =>
  refuse("REPORT_TOO_LARGE", { field: "file", values: { megabytes: MAX_REPORT_BYTES / 1024 / 1024 } });

/** A report PDF as a download: saved under the reference, never kept by a cache, streamed from storage as it is read. */
const sendPdf = (reply: FastifyReply, file: ReportFile) =>
  reply
    .type("application/pdf")
    .header("content-length", file.size)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("x-content-type-options", "nosniff")
    .send(file.stream);

const AttachAnswerSchema = ReportWithEventSchema.extend({ isBookingMarkedReady: z.boolean() });
const ReportListSchema = z.array(AdminReportSchema);

/**
 * Report PDFs (SPEC §7). Staff upload, list, share and delete under their session; a
 * patient downloads with the signed ticket the /reports page issued, anyone with a share
 * link through its token. Every answer is about a patient, so none is stored by a browser
 * or a proxy; tokens and tickets are cut from the log (app.ts).
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { reports, uploadDir } },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/api/bookings/:bookingId/reports",
    {
      config: { access: "attach-reports" },
      schema: {
        tags,
        summary: `Upload a report PDF for a booking (multipart, field "file", at most ${MAX_REPORT_BYTES} bytes); every page is stamped with its verification QR. It is held, seen by staff only, until POST /api/reports/{id}/attach gives it to the patient. 503 with Retry-After while the server's queue of uploads and documents is full`,
        consumes: ["multipart/form-data"],
        params: BookingParams,
        querystring: UploadQuery,
        response: { 201: AdminReportSchema },
      },
    },
    async (request, reply) => {
      const by = await requireStaff(request);
      if (!request.isMultipart()) {
        throw refuse("REPORT_NOT_MULTIPART", { field: "file" });
      }
      // The body is read only once the upload has its place in the queue (503 beyond it).
      const receive = () =>
        receiveUploadedFile(request, uploadDir, {
          maxBytes: MAX_REPORT_BYTES,
          invalid: notAPdf,
          tooManyParts,
          tooLarge,
        });
      // A refusal before the body is read leaves Node to read the rest and drop it: closing the
      // connection instead would spare that, but a client still sending then sees a broken pipe
      // rather than the answer's words.
      const { person: personId } = request.query;
      return reply.status(201).send(await reports.upload(request.params.bookingId, receive, { by, personId }));
    },
  );

  app.post(
    "/api/reports/:id/attach",
    {
      config: { access: "attach-reports" },
      schema: {
        tags,
        summary:
          "Make an upload the patient's report, once staff checked whose it is, its pages and page 1 (409 when attached already, 410 when its file or person was erased)",
        params: IdParams,
        response: { 200: AttachAnswerSchema },
      },
    },
    async (request) => reports.attach(request.params.id, { by: await requireStaff(request) }),
  );

  app.post(
    "/api/reports/:id/withdraw",
    {
      config: { access: "attach-reports" },
      schema: {
        tags,
        summary:
          "Withdraw a wrong report with a reason: out of the patient's sight (My Reports, share links, downloads; /verify says so), kept for the lab's records, recorded in the history",
        params: IdParams,
        body: WithdrawReportSchema,
        response: { 200: ReportWithEventSchema },
      },
    },
    async (request) =>
      reports.withdraw(request.params.id, { by: await requireStaff(request), reason: request.body.reason }),
  );

  app.get(
    "/api/reports/:id/preview",
    {
      config: { access: "attach-reports" },
      schema: {
        tags,
        summary: `Page 1 of a report as a PNG ${REPORT_PREVIEW_WIDTH_PX} px wide, for staff to check an upload before attaching it`,
        params: IdParams,
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      const png = await reports.preview(request.params.id, await requireStaff(request));
      return reply.type("image/png").header("x-content-type-options", "nosniff").send(png);
    },
  );

  app.get(
    "/api/bookings/:bookingId/reports",
    {
      config: { access: "read-reports" },
      schema: {
        tags,
        summary: "A booking's reports, with views, downloads and share links (admin)",
        params: BookingParams,
        response: { 200: ReportListSchema },
      },
    },
    async (request) => reports.listForAdmin(request.params.bookingId, await requireStaff(request)),
  );

  app.get(
    "/api/reports/:id/file",
    {
      config: { access: "read-reports" },
      schema: { tags, summary: "Download a report (admin; recorded)", params: IdParams },
    },
    async (request, reply) =>
      sendPdf(reply, await reports.adminFile(request.params.id, { by: await requireStaff(request) })),
  );

  app.delete(
    "/api/reports/:id",
    {
      config: { access: "attach-reports" },
      schema: {
        tags,
        summary:
          "Remove a report's file (its row stays, so /verify still answers); an upload never attached goes whole (the desk's Cancel)",
        params: IdParams,
      },
    },
    async (request, reply) => {
      await reports.delete(request.params.id, await requireStaff(request));
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/reports/:id/shares",
    {
      config: { access: "send-reports" },
      schema: {
        tags,
        summary:
          "The report's share link and WhatsApp message: the live one staff made (200) while it runs a day or more, else a new 7-day one (201)",
        params: IdParams,
        response: { 200: AdminShareLinkSchema, 201: AdminShareLinkSchema },
      },
    },
    async (request, reply) => {
      const { isNew, ...link } = await reports.shareByAdmin(request.params.id, { by: await requireStaff(request) });
      return reply.status(isNew ? 201 : 200).send(link);
    },
  );

  app.post(
    "/api/reports/shares/:shareId/revoke",
    { config: { access: "send-reports" }, schema: { tags, summary: "Withdraw a share link", params: ShareParams } },
    async (request, reply) => {
      await reports.revokeShare(request.params.shareId, await requireStaff(request));
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/reports/:id/download",
    {
      config: public_,
      schema: {
        tags,
        summary: "A patient's download, with the ticket /reports issued (valid 10 minutes; recorded)",
        params: IdParams,
        querystring: TicketQuery,
      },
    },
    async (request, reply) => sendPdf(reply, await reports.downloadWithTicket(request.params.id, request.query.ticket)),
  );

  app.get(
    "/api/reports/shared/:token/file",
    { config: public_, schema: { tags, summary: "Download through a share link (recorded)", params: TokenParams } },
    async (request, reply) => sendPdf(reply, await reports.downloadShared(request.params.token)),
  );
};
