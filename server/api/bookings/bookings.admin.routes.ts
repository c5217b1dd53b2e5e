import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminBookingDetailSchema,
  AdminBookingListQuerySchema,
  AdminBookingSummarySchema,
  AdminCalendarQuerySchema,
  AdminDayQuerySchema,
  AdminDaySchema,
  AvailabilitySchema,
  MoveRequestSchema,
  PersonalDataExportSchema,
  StatusChangeSchema,
} from "../../../domain/booking.ts";
import { IdSchema } from "../../../domain/schemas.ts";
import { DiscountRequestSchema, RemovalRequestSchema } from "../../../domain/visit-changes.ts";
import { refuse } from "../../lib/http-error.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import type { Services } from "../../services.ts";

const tags = ["bookings (staff)"];
const IdParams = z.object({ id: IdSchema });
/** One person of a visit: `people[].id` of the booking. */
const PersonParams = z.object({ id: IdSchema, personId: IdSchema });
const theBooking = { 200: AdminBookingDetailSchema };

const BookingListSchema = z.array(AdminBookingSummarySchema);
const CalendarSchema = z.array(AvailabilitySchema);

/**
 * The receptionist's side of bookings (/admin/bookings): every route needs an admin, and
 * is registered inside bookingsRoutes so its answers are no-store like the patients'.
 */
export const bookingsAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { bookingDesk, dataRights, visitChanges } },
) => {
  app.get(
    "/api/admin/bookings",
    {
      config: { access: "read-bookings" },
      schema: {
        tags,
        summary: `Bookings by slot, filtered and searched (name, mobile, reference); a page at a time (array; X-Total-Count has the filtered total)`,
        querystring: AdminBookingListQuerySchema,
        response: { 200: BookingListSchema },
      },
    },
    async (request, reply) => {
      const { bookings: page, total } = await bookingDesk.listForAdmin(request.query, await requireStaff(request));
      reply.header("x-total-count", String(total));
      return page;
    },
  );

  app.get(
    "/api/admin/bookings/day",
    {
      config: { access: "read-bookings" },
      schema: {
        tags,
        summary: "Every window of a date (today in India by default) with its places and bookings",
        querystring: AdminDayQuerySchema,
        response: { 200: AdminDaySchema },
      },
    },
    async (request) => bookingDesk.dayForAdmin(request.query.date, await requireStaff(request)),
  );

  app.get(
    "/api/admin/bookings/calendar",
    {
      config: { access: "read-bookings" },
      schema: {
        tags,
        summary: "Every date and window staff may move a booking to, with the places of its kind (home or lab) left",
        querystring: AdminCalendarQuerySchema,
        response: { 200: CalendarSchema },
      },
    },
    async (request) => bookingDesk.calendarForAdmin(request.query.kind),
  );

  app.get(
    "/api/admin/bookings/:id",
    {
      config: { access: "read-bookings" },
      schema: {
        tags,
        summary: "One booking with every field and its history (the view is recorded)",
        params: IdParams,
        response: theBooking,
      },
    },
    async (request) => {
      const found = await bookingDesk.getForAdmin(request.params.id, await requireStaff(request));
      if (!found) throw refuse("BOOKING_NOT_FOUND");
      return found;
    },
  );

  app.post(
    "/api/admin/bookings/:id/status",
    {
      config: { access: "manage-bookings" },
      schema: {
        tags,
        summary: "Move the status forward, or cancel with a reason (frees the place); 409 for a step back",
        params: IdParams,
        body: StatusChangeSchema,
        response: theBooking,
      },
    },
    async (request) => bookingDesk.changeStatus(request.params.id, request.body, await requireStaff(request)),
  );

  app.post(
    "/api/admin/bookings/:id/reschedule",
    {
      config: { access: "manage-bookings" },
      schema: {
        tags,
        summary: "Move a new or confirmed booking to another slot (also within 2 hours of it); 409 when full",
        params: IdParams,
        body: MoveRequestSchema,
        response: theBooking,
      },
    },
    async (request) => bookingDesk.reschedule(request.params.id, request.body, await requireStaff(request)),
  );

  // Any signed-in staff today; issue 34 gives these to the desk and the owner.
  app.post(
    "/api/admin/bookings/:id/removals",
    {
      config: { access: "manage-bookings" },
      schema: {
        tags,
        summary:
          "Remove a person's test or package, or a person, with a reason: the visit is repriced and what is due follows; the same idempotencyKey again answers the same; 409 for the visit's last line",
        params: IdParams,
        body: RemovalRequestSchema,
        response: theBooking,
      },
    },
    async (request) => visitChanges.remove(request.params.id, request.body, await requireStaff(request)),
  );

  app.post(
    "/api/admin/bookings/:id/discounts",
    {
      config: { access: "manage-bookings" },
      schema: {
        tags,
        summary:
          "Take an amount off the visit, with a reason (a line of its own, not a payment); at most what the visit costs",
        params: IdParams,
        body: DiscountRequestSchema,
        response: theBooking,
      },
    },
    async (request) => visitChanges.discount(request.params.id, request.body, await requireStaff(request)),
  );

  app.get(
    "/api/admin/bookings/:id/export",
    {
      config: { access: "export-patients" },
      schema: {
        tags,
        summary: "The patient's personal data for this booking, as a JSON download (recorded)",
        params: IdParams,
        response: { 200: PersonalDataExportSchema },
      },
    },
    async (request, reply) => {
      const data = await dataRights.exportPersonalData(request.params.id, await requireStaff(request));
      reply.header("content-disposition", `attachment; filename="${data.booking.reference}-personal-data.json"`);
      return data;
    },
  );

  app.post(
    "/api/admin/bookings/:id/erase",
    {
      config: { access: "erase-patients" },
      schema: {
        tags,
        summary: "Erase the patient's personal data (their reports, then name, contact and address); again is a no-op",
        params: IdParams,
        response: theBooking,
      },
    },
    async (request) => dataRights.erase(request.params.id, await requireStaff(request)),
  );

  app.get(
    "/api/admin/bookings/:id/people/:personId/export",
    {
      config: { access: "export-patients" },
      schema: {
        tags,
        summary: "One person's personal data in a visit of several, as a JSON download (recorded)",
        params: PersonParams,
        response: { 200: PersonalDataExportSchema },
      },
    },
    async (request, reply) => {
      const { id, personId } = request.params;
      const data = await dataRights.exportPersonalData(id, await requireStaff(request), { personId });
      const position = data.booking.people[0]?.position ?? 1;
      reply.header(
        "content-disposition",
        `attachment; filename="${data.booking.reference}-person-${position}-personal-data.json"`,
      );
      return data;
    },
  );

  app.post(
    "/api/admin/bookings/:id/people/:personId/erase",
    {
      config: { access: "erase-patients" },
      schema: {
        tags,
        summary:
          "Erase one person's personal data (their reports, then their name and guardian); the others of the visit keep theirs",
        params: PersonParams,
        response: theBooking,
      },
    },
    async (request) =>
      dataRights.erase(request.params.id, await requireStaff(request), { personId: request.params.personId }),
  );
};
