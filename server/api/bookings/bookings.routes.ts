import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
  BookingCreatedSchema,
  bookingInRupees,
  BookingRequestSchema,
  BookingSchema,
  ManageTokenSchema,
  MoveRequestSchema,
} from "../../../domain/booking.ts";
import type { Services } from "../../services.ts";
import { bookingsAdminRoutes } from "./bookings.admin.routes.ts";
import { samplesRoutes } from "./samples.routes.ts";

const tags = ["bookings"];
const TokenParams = z.object({ token: ManageTokenSchema });
const public_ = { access: "public" as const };

/**
 * Patients' bookings (SPEC §7). Everything here is public (the manage link is the key);
 * staff's routes (bookings.admin.routes.ts) are registered inside, all for admins only;
 * same-origin for changes is enforced by the admin guard. Answers carry personal data, so
 * none is stored by a browser or a proxy. The service counts in paise; the answers keep the
 * rupees the API's clients have always read (bookingInRupees).
 */
export const bookingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { bookings } = services;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  // Inside this plugin, so staff's answers are no-store too.
  await app.register(bookingsAdminRoutes, { services });
  await app.register(samplesRoutes, { services });

  app.post(
    "/api/bookings",
    {
      config: public_,
      schema: {
        tags,
        summary:
          "Book tests and packages for a slot (201; 200 with the same booking when resubmitted; 409 when the slot is full)",
        body: BookingRequestSchema,
        response: { 200: BookingCreatedSchema, 201: BookingCreatedSchema },
      },
    },
    async (request, reply) => {
      const { booking, isNew } = await bookings.create(request.body, { ip: request.ip });
      return reply.status(isNew ? 201 : 200).send(bookingInRupees(booking));
    },
  );

  app.get(
    "/api/bookings/availability",
    {
      config: public_,
      schema: {
        tags,
        summary: "Each bookable window of a date with the places left for home collections or (kind=lab) lab visits",
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request) => bookings.availability(request.query.date, request.query.kind),
  );

  app.get(
    "/api/bookings/manage/:token",
    {
      config: public_,
      schema: {
        tags,
        summary: "The booking behind a manage link",
        params: TokenParams,
        response: { 200: BookingSchema },
      },
    },
    async (request) => bookingInRupees(await bookings.get(request.params.token)),
  );

  app.post(
    "/api/bookings/manage/:token/cancel",
    {
      config: public_,
      schema: {
        tags,
        summary: "Cancel (until 2 hours before the slot)",
        params: TokenParams,
        response: { 200: BookingSchema },
      },
    },
    async (request) => bookingInRupees(await bookings.cancel(request.params.token)),
  );

  app.post(
    "/api/bookings/manage/:token/updates/stop",
    {
      config: public_,
      schema: {
        tags,
        summary: "Stop the updates about this booking on WhatsApp or SMS (what is still queued is not sent)",
        params: TokenParams,
        response: { 200: BookingSchema },
      },
    },
    async (request) => bookingInRupees(await bookings.stopUpdates(request.params.token)),
  );

  app.post(
    "/api/bookings/manage/:token/move",
    {
      config: public_,
      schema: {
        tags,
        summary: "Move to another free slot (until 2 hours before the slot)",
        params: TokenParams,
        body: MoveRequestSchema,
        response: { 200: BookingSchema },
      },
    },
    async (request) => bookingInRupees(await bookings.move(request.params.token, request.body)),
  );
};
