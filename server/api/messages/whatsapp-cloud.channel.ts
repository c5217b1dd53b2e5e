import { z } from "zod";
import { templateName, templateParameters } from "../../../domain/outbox.ts";
import type { MessagesConfig } from "../../config.ts";
import type { Channel, OutgoingMessage, SendOutcome } from "./channel.ts";

type WhatsAppConfig = Extract<MessagesConfig, { channel: "whatsapp" }>;

/** The Cloud API's answer to an accepted send: the message's `wamid`, which its webhooks name. */
const Accepted = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
/** A Graph API error: `{ error: { message, type, code, error_data: { details } } }`. */
const GraphError = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});

/**
 * Graph API error codes worth another try (WhatsApp's error-codes page): 130429 throughput
 * reached, 131056 too many messages to one number, 131000 something went wrong, 131016 service
 * unavailable, 2 and 1 temporary API errors, 4 and 80007 app/account rate limits.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

/**
 * WhatsApp Business Cloud API: `POST {graph}/{version}/{phone-number-id}/messages` with an
 * approved template (utility category) in the booking's language, its body parameters in order,
 * the bearer token. It takes no idempotency key (docs/decisions/2026-11-28-outbox.md).
 */
export function createWhatsAppCloudChannel(config: WhatsAppConfig): Channel {
  const { whatsapp, sendTimeoutMs } = config;
  const url = `${whatsapp.graphUrl}/${whatsapp.apiVersion}/${whatsapp.phoneNumberId}/messages`;

  async function send(message: OutgoingMessage): Promise<SendOutcome> {
    const body = {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: `91${message.mobile}`,
      type: "template",
      template: {
        name: templateName(whatsapp.templatePrefix, message.kind),
        language: { code: message.locale },
        components: [
          {
            type: "body",
            parameters: templateParameters(message.kind, message.variables).map((text) => ({ type: "text", text })),
          },
        ],
      },
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${whatsapp.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
    } catch {
      // No answer: it may have been accepted (the one duplicate the decision accepts).
      return { ok: false, retry: true, reason: `WhatsApp did not answer within ${sendTimeoutMs / 1000} s` };
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const accepted = Accepted.safeParse(json);
      if (accepted.success) return { ok: true, providerMessageId: accepted.data.messages[0].id };
      return { ok: false, retry: true, reason: "WhatsApp answered with something unreadable" };
    }
    const error = GraphError.safeParse(json);
    const code = error.success ? error.data.error.code : undefined;
    const retryAfterS = Number(response.headers.get("retry-after"));
    const retryAfterMs = Number.isFinite(retryAfterS) && retryAfterS > 0 ? retryAfterS * 1000 : undefined;
    const retry =
      response.status === 429 || response.status >= 500 || (code !== undefined && RETRYABLE_CODES.has(code));
    const what =
      response.status === 429 || code === 130429 || code === 131056
        ? "WhatsApp asked us to slow down"
        : response.status === 401 || response.status === 403
          ? "WhatsApp refused the access token"
          : response.status >= 500
            ? "WhatsApp had a problem of its own"
            : "WhatsApp refused the message";
    // The Graph API's own message can quote the number; only its code goes to the desk.
    return {
      ok: false,
      retry,
      reason: `${what} (HTTP ${response.status}${code ? `, code ${code}` : ""})`,
      retryAfterMs,
    };
  }

  return { name: "whatsapp", send };
}
