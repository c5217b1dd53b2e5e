import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AdminDayQuerySchema } from "../../../domain/booking.ts";
import { PaymentSchema } from "../../../domain/payment.ts";
import {
  AssignAreaRequestSchema,
  CashRequestSchema,
  AssignRequestSchema,
  CollectorOptionSchema,
  CollectorVisitSchema,
  LabelParamsSchema,
  LabelRequestSchema,
  SampleLabelSchema,
  TapParamsSchema,
  TapRequestSchema,
  TapSchema,
  UndoParamsSchema,
} from "../../../domain/collect.ts";
import { IdSchema } from "../../../domain/schemas.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import type { Services } from "../../services.ts";

const IdParams = z.object({ id: IdSchema });
const deskTags = ["collector's day (desk)"];
const tags = ["collector's day"];

const DayCollectorsSchema = z.object({
  collectors: z.array(CollectorOptionSchema),
  assignedTo: z.record(z.string(), z.string()),
});
const NoContentSchema = z.null();
const AssignedCountSchema = z.object({ assigned: z.number().int() });
const VisitListSchema = z.array(CollectorVisitSchema);

/**
 * The collector's day (issue 35): the desk's assignments under /api/admin, and the collector's
 * own visits and taps under /api/collect. Every answer holds patients' data: no-store.
 */
export const collectRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { collect, assignments, bookingDesk } },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/admin/bookings/day/collectors",
    {
      config: { access: "read-bookings" },
      schema: {
        tags: deskTags,
        summary: "The collectors, and who each home visit of a date (today in India by default) is assigned to",
        querystring: AdminDayQuerySchema,
        response: {
          200: DayCollectorsSchema,
        },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const day = await bookingDesk.dayForAdmin(request.query.date, staff);
      const ids = day.slots.flatMap((slot) =>
        slot.bookings.filter((b) => b.collectionType === "home").map((b) => b.id),
      );
      return assignments.dayAssignments(ids, staff);
    },
  );

  app.post(
    "/api/admin/bookings/:id/collector",
    {
      config: { access: "manage-bookings" },
      schema: {
        tags: deskTags,
        summary:
          "Assign a home visit to a collector (again to reassign); 400 unless the account is an active collector",
        params: IdParams,
        body: AssignRequestSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await assignments.assign(request.params.id, request.body.collectorId, await requireStaff(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/admin/bookings/:id/collector",
    {
      config: { access: "manage-bookings" },
      schema: {
        tags: deskTags,
        summary: "Take a home visit's collector away",
        params: IdParams,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await assignments.unassign(request.params.id, await requireStaff(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/bookings/assign-area",
    {
      config: { access: "manage-bookings" },
      schema: {
        tags: deskTags,
        summary: "Assign a day's open home visits of a pincode (the unassigned ones, or all) to one collector",
        body: AssignAreaRequestSchema,
        response: { 200: AssignedCountSchema },
      },
    },
    async (request) => assignments.assignArea(request.body, await requireStaff(request)),
  );

  app.get(
    "/api/collect/visits",
    {
      config: { access: "work-own-visits" },
      schema: {
        tags,
        summary:
          "The signed-in collector's own home visits of today and tomorrow (India), in slot order; each read is logged",
        response: { 200: VisitListSchema },
      },
    },
    async (request) => collect.listVisits(await requireStaff(request)),
  );

  app.post(
    "/api/collect/visits/:bookingId/taps",
    {
      config: { access: "work-own-visits" },
      schema: {
        tags,
        summary:
          "On my way, not at home (with a reason) or collected (with the handover code); the same idempotencyKey again answers the same tap",
        params: TapParamsSchema,
        body: TapRequestSchema,
        response: { 201: TapSchema },
      },
    },
    async (request, reply) => {
      const tap = await collect.tap(request.params.bookingId, request.body, await requireStaff(request));
      return reply.status(201).send(tap);
    },
  );

  app.post(
    "/api/collect/visits/:bookingId/cash",
    {
      config: { access: "work-own-visits" },
      schema: {
        tags,
        summary:
          "Cash taken at the door of one's own visit: a ledger entry taken by the collector (the same key again answers the same entry)",
        params: TapParamsSchema,
        body: CashRequestSchema,
        response: { 201: PaymentSchema },
      },
    },
    async (request, reply) => {
      const payment = await collect.takeCash(request.params.bookingId, request.body, await requireStaff(request));
      return reply.status(201).send(payment);
    },
  );

  app.post(
    "/api/collect/visits/:bookingId/labels",
    {
      config: { access: "work-own-visits" },
      schema: {
        tags,
        summary:
          "A lab label scanned or typed onto one tube of one person of one's own visit of today; the same idempotencyKey again answers the same label; a label already on another tube is refused",
        params: TapParamsSchema,
        body: LabelRequestSchema,
        response: { 201: SampleLabelSchema },
      },
    },
    async (request, reply) => {
      const label = await collect.linkLabel(request.params.bookingId, request.body, await requireStaff(request));
      return reply.status(201).send(label);
    },
  );

  app.post(
    "/api/collect/visits/:bookingId/labels/:labelId/undo",
    {
      config: { access: "work-own-visits" },
      schema: {
        tags,
        summary: "Take a label off its tube within a minute of linking it, unless the tube has reached the lab",
        params: LabelParamsSchema,
        response: { 200: SampleLabelSchema },
      },
    },
    async (request) => collect.undoLabel(request.params.bookingId, request.params.labelId, await requireStaff(request)),
  );

  app.post(
    "/api/collect/visits/:bookingId/taps/:tapId/undo",
    {
      config: { access: "work-own-visits" },
      schema: {
        tags,
        summary: "Undo a tap within a minute of it (the server's clock); the reversal is recorded",
        params: UndoParamsSchema,
        response: { 200: TapSchema },
      },
    },
    async (request) => collect.undo(request.params.bookingId, request.params.tapId, await requireStaff(request)),
  );
};
