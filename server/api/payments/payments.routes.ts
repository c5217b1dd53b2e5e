import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ManageTokenSchema } from "../../../domain/booking.ts";
import {
  BookingPaymentsSchema,
  DeskDayPaymentsSchema,
  DeskDayQuerySchema,
  PaymentRequestSchema,
  PaymentSchema,
  RefundRequestSchema,
} from "../../../domain/payment.ts";
import { IdSchema } from "../../../domain/schemas.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import type { Services } from "../../services.ts";
import type { ReceiptFile } from "./receipts.service.ts";
import {
  RECEIPT_DOWNLOADS_PER_ADDRESS,
  RECEIPT_DOWNLOADS_PER_LINK,
  RECEIPT_THROTTLE_WINDOW_MINUTES,
} from "./receipt-access.ts";

const tags = ["payments (staff)"];
const public_ = { access: "public" as const };
const IdParams = z.object({ id: IdSchema });
const TokenParams = z.object({ token: ManageTokenSchema });
const RECEIPT_LIMITS = `recorded once a minute; 429 past ${RECEIPT_DOWNLOADS_PER_LINK} downloads per link or ${RECEIPT_DOWNLOADS_PER_ADDRESS} per address in ${RECEIPT_THROTTLE_WINDOW_MINUTES} minutes; 503 while the server's queue of documents is full`;

/** A receipt PDF, named after the reference: `inline` opens it in the browser to print, `attachment` saves it. */
const sendReceipt = (reply: FastifyReply, file: ReceiptFile, disposition: "inline" | "attachment") =>
  reply
    .type("application/pdf")
    .header("content-disposition", `${disposition}; filename="${file.fileName}"`)
    .send(Buffer.from(file.bytes));

const ReceiptMessageSchema = z.object({ message: z.string(), url: z.string(), expiresAt: z.string() });
const TicketParams = z.object({ ticket: z.string().max(200) });

/**
 * Money taken at the desk (issue 22): staff record payments and refunds against a booking,
 * read its ledger and the day's takings, and print or send the receipt; the patient
 * downloads the receipt through the manage link. There is no route to change or delete an
 * entry: a mistake is put right by a refund. Every answer is no-store.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { payments } },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/admin/bookings/:id/payments",
    {
      config: { access: "take-payments" },
      schema: {
        tags,
        summary: "A booking's payments and refunds, oldest first, with what is due, paid and the balance (paise)",
        params: IdParams,
        response: { 200: BookingPaymentsSchema },
      },
    },
    async (request) => payments.forBooking(request.params.id, await requireStaff(request)),
  );

  app.post(
    "/api/admin/bookings/:id/payments",
    {
      config: { access: "take-payments" },
      schema: {
        tags,
        summary:
          'Record money taken: { amount: rupees as typed ("1,499", "1499.50"), mode: cash | upi | card, reference?, idempotencyKey, confirmDuplicateReference? } (201; the same key again answers the same entry, 422 IDEMPOTENCY_KEY_REUSED with another body); 409 on a cancelled booking, 409 PAYMENT_REFERENCE_SEEN when the visit already has this reference',
        params: IdParams,
        body: PaymentRequestSchema,
        response: { 201: PaymentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.record(request.params.id, request.body, await requireStaff(request))),
  );

  app.post(
    "/api/admin/bookings/:id/refunds",
    {
      config: { access: "refund-payments" },
      schema: {
        tags,
        summary:
          "Give money back: { amount, mode, reference?, reason, idempotencyKey } (201; the same key again answers the same entry), at most what the booking holds; stored as a negative entry",
        params: IdParams,
        body: RefundRequestSchema,
        response: { 201: PaymentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.refund(request.params.id, request.body, await requireStaff(request))),
  );

  app.get(
    "/api/admin/payments/day",
    {
      config: { access: "take-payments" },
      schema: {
        tags,
        summary:
          "The money taken on a date (India; today by default) by mode and by staff member, the money recorded for the date's visits whenever taken, and where each visit of the date stands",
        querystring: DeskDayQuerySchema,
        response: { 200: DeskDayPaymentsSchema },
      },
    },
    async (request) => payments.dayForDesk(request.query.date, await requireStaff(request)),
  );

  app.get(
    "/api/admin/bookings/:id/receipt",
    {
      config: { access: "take-payments" },
      schema: { tags, summary: "The receipt PDF, to print (opens in the browser; recorded)", params: IdParams },
    },
    async (request, reply) =>
      sendReceipt(reply, await payments.receiptForStaff(request.params.id, await requireStaff(request)), "inline"),
  );

  app.get(
    "/api/admin/bookings/:id/receipt/message",
    {
      config: { access: "take-payments" },
      schema: {
        tags,
        summary:
          "The WhatsApp message with a 7-day link to the receipt alone (no manage link, no name); 409 once erased",
        params: IdParams,
        response: { 200: ReceiptMessageSchema },
      },
    },
    async (request) => payments.receiptMessage(request.params.id, await requireStaff(request)),
  );

  app.get(
    "/api/receipts/:ticket",
    {
      config: public_,
      schema: {
        tags: ["bookings"],
        summary: `The receipt PDF through the link staff sent (7 days; 410 once lapsed; ${RECEIPT_LIMITS})`,
        params: TicketParams,
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await payments.receiptByLink(request.params.ticket, { ip: request.ip }), "attachment"),
  );

  app.get(
    "/api/bookings/manage/:token/receipt",
    {
      config: public_,
      schema: {
        tags: ["bookings"],
        summary: `The booking's receipt PDF, through the manage link (${RECEIPT_LIMITS})`,
        params: TokenParams,
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await payments.receiptForPatient(request.params.token, { ip: request.ip }), "attachment"),
  );
};
