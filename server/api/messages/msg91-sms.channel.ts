import { z } from "zod";
import { MESSAGE_TEMPLATES } from "../../../domain/outbox.ts";
import type { MessagesConfig } from "../../config.ts";
import type { Channel, OutgoingMessage, SendOutcome } from "./channel.ts";

type SmsConfig = Extract<MessagesConfig, { channel: "sms" }>;

/** MSG91's answer: `{ type: "success", message: "<request id>" }` or `{ type: "error", message: "…" }`. */
const Answer = z.object({ type: z.enum(["success", "error"]), message: z.string() });

/**
 * SMS under TRAI DLT through MSG91 (chosen: an Indian aggregator whose transactional route takes
 * the DLT template id with each message, with an auth-key header and a JSON API; Gupshup, Exotel
 * or Kaleyra fit the same Channel). `POST {url}/api/v2/sendsms`: the registered sender header,
 * route 4 (transactional), the text exactly as registered with its variables filled (Hindi as
 * unicode), and the template's DLT id. The lab's name is read from the template's fixed text.
 */
export function createMsg91SmsChannel(config: SmsConfig, { labName }: { labName: () => Promise<string> }): Channel {
  const { sms, sendTimeoutMs } = config;

  async function send(message: OutgoingMessage): Promise<SendOutcome> {
    const templateId = sms.templateIds[`${message.kind}:${message.locale}`];
    if (!templateId)
      return { ok: false, retry: false, reason: `No DLT template id is set for ${message.kind} in ${message.locale}` };
    const text = MESSAGE_TEMPLATES[message.kind].text(await labName(), message.variables, message.locale);
    let response: Response;
    try {
      response = await fetch(`${sms.url}/api/v2/sendsms`, {
        method: "POST",
        headers: { authkey: sms.authKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          sender: sms.sender,
          route: "4",
          country: "91",
          unicode: message.locale === "hi" ? 1 : 0,
          sms: [{ message: text, to: [message.mobile] }],
          DLT_TE_ID: templateId,
        }),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
    } catch {
      return { ok: false, retry: true, reason: `MSG91 did not answer within ${sendTimeoutMs / 1000} s` };
    }
    const answer = Answer.safeParse(await response.json().catch(() => null));
    if (response.ok && answer.success && answer.data.type === "success")
      return { ok: true, providerMessageId: answer.data.message };
    const retry = response.status === 429 || response.status >= 500 || (response.ok && !answer.success);
    const what =
      response.status === 429
        ? "MSG91 asked us to slow down"
        : response.status >= 500
          ? "MSG91 had a problem of its own"
          : response.ok && !answer.success
            ? "MSG91 answered with something unreadable"
            : "MSG91 refused the message";
    // MSG91's own words can quote the number or the text: only the status goes to the desk.
    return { ok: false, retry, reason: `${what} (HTTP ${response.status})` };
  }

  return { name: "sms", send };
}
