import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AdminDayQuerySchema } from "../../../domain/booking.ts";
import {
  ReceivedTubeSchema,
  ReceiveRequestSchema,
  SamplesDaySchema,
  UnlinkedLabelSchema,
  UnlinkLabelRequestSchema,
} from "../../../domain/samples.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import type { Services } from "../../services.ts";

/**
 * The lab's day of samples (/admin/samples): registered inside bookingsRoutes, so its answers
 * are no-store like every answer about patients.
 */
export const samplesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services: { samples } }) => {
  app.get(
    "/api/admin/samples",
    {
      config: { access: "read-samples" },
      schema: {
        tags: ["samples (lab)"],
        summary:
          "Every person whose sample is due or collected on a date (today in India by default), by slot: reference, home or lab, name, age, gender, tests and where their reports stand; no mobile, address or money",
        querystring: AdminDayQuerySchema,
        response: { 200: SamplesDaySchema },
      },
    },
    async (request) => samples.dayOfSamples(request.query.date, await requireStaff(request)),
  );

  app.post(
    "/api/admin/samples/received",
    {
      config: { access: "receive-samples" },
      schema: {
        tags: ["samples (lab)"],
        summary:
          "A tube arrived at the lab: its label, scanned or typed, marks it arrived (once; again answers when it first did) and the answer says whose tube it is; 404 for a label on no tube",
        body: ReceiveRequestSchema,
        response: { 200: ReceivedTubeSchema },
      },
    },
    async (request) => samples.receive(request.body.label, await requireStaff(request)),
  );

  app.post(
    "/api/admin/samples/unlink",
    {
      config: { access: "receive-samples" },
      schema: {
        tags: ["samples (lab)"],
        summary:
          "Take a wrong label off its tube, with a reason (kept in the booking's history): the label can then be linked to the right tube; 404 for a label on no tube, 409 once the tube has arrived at the lab",
        body: UnlinkLabelRequestSchema,
        response: { 200: UnlinkedLabelSchema },
      },
    },
    async (request) => samples.unlink(request.body, await requireStaff(request)),
  );
};
