import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.ts";

const tags = ["messages (providers' webhooks)"];

const SecretParams = z.object({ secret: z.string().max(200) });
const HandshakeQuery = z.object({
  "hub.mode": z.string().max(40).optional(),
  "hub.verify_token": z.string().max(200).optional(),
  "hub.challenge": z.string().max(200).optional(),
});

/**
 * The providers' delivery receipts (issue 36). Public: the provider's signature over the raw body
 * is the credential, so this plugin keeps JSON bodies as the bytes received (its own content-type
 * parser, for these routes only) and the service checks them before parsing.
 */
export const messageWebhookRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { outbox } },
) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  // MSG91's delivery reports (webhook version 2) come form-encoded: `data` is a JSON text.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    "/api/webhooks/whatsapp",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "WhatsApp's subscription handshake: answers hub.challenge when hub.verify_token is ours",
        querystring: HandshakeQuery,
      },
    },
    async (request, reply) => reply.type("text/plain").send(outbox.whatsappHandshake(request.query)),
  );

  app.post(
    "/api/webhooks/whatsapp",
    {
      config: { access: "public" },
      // Receipts are small; a batch of a few hundred statuses stays far below this.
      bodyLimit: 256 * 1024,
      schema: { tags, summary: "WhatsApp's delivery receipts, signed with X-Hub-Signature-256" },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["x-hub-signature-256"];
      await outbox.whatsappReceipts(raw, typeof signature === "string" ? signature : undefined);
      return reply.code(200).send({ received: true });
    },
  );

  app.post(
    "/api/webhooks/msg91/:secret",
    {
      config: { access: "public" },
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary:
          "MSG91's SMS delivery reports (webhook v2). MSG91 signs nothing: the secret in the path (MSG91_WEBHOOK_SECRET) is compared in constant time",
        params: SecretParams,
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      const data = typeof body?.data === "string" ? body.data : undefined;
      await outbox.smsReceipts(request.params.secret, data);
      return reply.code(200).send({ received: true });
    },
  );
};
