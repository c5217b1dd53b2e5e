import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in of WhatsApp's Cloud API on 127.0.0.1 (issue 36): `POST /{version}/{phone-number-id}/messages`
 * with a bearer token and a template message, answered as the Graph API answers — an accepted send
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }`, an error
 * `{ error: { message, type, code, error_data: { messaging_product, details }, fbtrace_id } }` — and
 * delivery receipts signed as Meta signs them (X-Hub-Signature-256: HMAC-SHA256 of the raw body
 * with the app secret). Tests queue what the next sends meet: a timeout, a 429, a 5xx, a malformed
 * answer, a permanent refusal. It counts accepted sends by template parameters (the booking
 * reference is one of them), which is how a test finds each message sent once.
 */

export type Trouble =
  | "timeout" // no answer at all: the send is not taken
  | "timeout-after-accept" // taken, but the answer never comes (the documented duplicate)
  | "429"
  | "500"
  | "malformed"
  | "bad-template"
  | "not-on-whatsapp"; // the number has no WhatsApp: refused at once (131026), as the Graph API does

export type AcceptedSend = {
  wamid: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
};

export const STAND_IN_TOKEN = "stand-in-access-token";
export const STAND_IN_APP_SECRET = "stand-in-app-secret";
export const STAND_IN_VERIFY_TOKEN = "stand-in-verify-token";
export const STAND_IN_PHONE_ID = "100200300400";

const graphError = (status: number, code: number, message: string) => ({
  status,
  body: {
    error: {
      message: `(#${code}) ${message}`,
      type: "OAuthException",
      code,
      error_data: { messaging_product: "whatsapp", details: message },
      fbtrace_id: randomBytes(8).toString("base64url"),
    },
  },
});

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

export async function startWhatsAppStandIn() {
  const troubles: Trouble[] = [];
  const accepted: AcceptedSend[] = [];
  const held = new Set<ServerResponse>();
  let requests = 0;
  // How long an accepted send's answer takes: a process killed in that time never learns it was taken.
  let answerDelayMs = 0;
  let onAccepted: (() => void)[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      requests++;
      const send = (status: number, body: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      const path = /^\/(v\d+\.\d+)\/(\d+)\/messages$/.exec(request.url ?? "");
      if (request.method !== "POST" || !path) return send(404, graphError(404, 100, "Unknown path").body);
      if (request.headers.authorization !== `Bearer ${STAND_IN_TOKEN}`) {
        const e = graphError(401, 190, "Invalid OAuth access token");
        return send(e.status, e.body);
      }
      let body: {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: {
          name?: string;
          language?: { code?: string };
          components?: { type: string; parameters?: { type: string; text: string }[] }[];
        };
      };
      try {
        body = JSON.parse(raw.toString("utf8")) as typeof body;
      } catch {
        const e = graphError(400, 100, "Invalid parameter");
        return send(e.status, e.body);
      }
      if (
        body.messaging_product !== "whatsapp" ||
        body.type !== "template" ||
        !body.to ||
        !/^91\d{10}$/.test(body.to) ||
        !body.template?.name ||
        !body.template.language?.code
      ) {
        const e = graphError(400, 131008, "Required parameter is missing");
        return send(e.status, e.body);
      }
      const trouble = troubles.shift();
      if (trouble === "timeout") {
        held.add(response);
        return;
      }
      if (trouble === "429") {
        const e = graphError(429, 130429, "Rate limit hit");
        return send(e.status, e.body);
      }
      if (trouble === "500") {
        const e = graphError(500, 131000, "Something went wrong");
        return send(e.status, e.body);
      }
      if (trouble === "not-on-whatsapp") {
        const e = graphError(400, 131026, "Message undeliverable");
        return send(e.status, e.body);
      }
      if (trouble === "bad-template") {
        const e = graphError(404, 132001, "Template name does not exist in the translation");
        return send(e.status, e.body);
      }
      const wamid = `wamid.${randomBytes(18).toString("base64url")}`;
      const parameters = (body.template.components ?? [])
        .filter((c) => c.type === "body")
        .flatMap((c) => (c.parameters ?? []).map((p) => p.text));
      accepted.push({
        wamid,
        to: body.to,
        template: body.template.name,
        language: body.template.language.code,
        parameters,
      });
      for (const resolve of onAccepted) resolve();
      onAccepted = [];
      if (trouble === "timeout-after-accept") {
        held.add(response);
        return;
      }
      if (trouble === "malformed") return response.writeHead(200).end("<html>gateway</html>");
      if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
      if (response.destroyed) return;
      send(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    /** The environment that puts a site on this stand-in. */
    env: {
      MESSAGES_CHANNEL: "whatsapp",
      WHATSAPP_GRAPH_URL: url,
      WHATSAPP_PHONE_NUMBER_ID: STAND_IN_PHONE_ID,
      WHATSAPP_ACCESS_TOKEN: STAND_IN_TOKEN,
      WHATSAPP_APP_SECRET: STAND_IN_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: STAND_IN_VERIFY_TOKEN,
    },
    /** The next sends meet these, in order; sends after them are accepted. */
    trouble(...next: Trouble[]) {
      troubles.push(...next);
    },
    /** Accepted sends are answered only after `ms` (a sender killed meanwhile never hears it was taken). */
    answerAfter(ms: number) {
      answerDelayMs = ms;
    },
    /** Resolves when the next send is taken, before it is answered. */
    nextAccepted: () => new Promise<void>((resolve) => onAccepted.push(resolve)),
    /** Every accepted send, in order. */
    accepted,
    /** How many requests reached it, accepted or not. */
    requests: () => requests,
    /** Accepted sends whose template parameters include `value` (a booking's reference). */
    sendsWith: (value: string) => accepted.filter((s) => s.parameters.includes(value)),
    /**
     * A delivery receipt as Meta posts it to our webhook: the raw body and its signature.
     * `secret` other than the app's makes a forged one.
     */
    receipt(
      statuses: { id: string; status: "sent" | "delivered" | "read" | "failed"; errorCode?: number }[],
      secret = STAND_IN_APP_SECRET,
    ) {
      const body = JSON.stringify({
        object: "whatsapp_business_account",
        entry: [
          {
            id: "WHATSAPP_BUSINESS_ACCOUNT_ID",
            changes: [
              {
                field: "messages",
                value: {
                  messaging_product: "whatsapp",
                  metadata: { display_phone_number: "910000000000", phone_number_id: STAND_IN_PHONE_ID },
                  statuses: statuses.map((s) => ({
                    id: s.id,
                    status: s.status,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: "919999999999",
                    ...(s.errorCode && {
                      errors: [{ code: s.errorCode, title: "Message undeliverable", message: "Message undeliverable" }],
                    }),
                  })),
                },
              },
            ],
          },
        ],
      });
      const signature = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
      return { body, headers: { "content-type": "application/json", "x-hub-signature-256": signature } };
    },
    async stop() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
