import { Form } from "react-router";
import type { MessageKind, MessageState } from "../../../../domain/outbox.ts";
import { useT } from "../../../i18n/use-t.ts";
import { whatsappLink } from "../../../lib/contact-links.ts";

/** A message of the booking as the desk reads it (server/api/messages/outbox.service.ts OutboxMessage). */
export type DeskMessage = {
  id: string;
  kind: MessageKind;
  channel: "whatsapp" | "sms";
  state: MessageState;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  fallbackOf: string | null;
  handledAt: string | null;
  text: string;
};

const time = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));

/**
 * The booking's messages (issue 36): each one's kind, channel and state with its times; a failed
 * one's reason in words, and "Send by hand": the patient's WhatsApp chat opened with the text,
 * then "Mark as sent by hand" records who did it in the booking's history (a form: works without
 * scripts). Shown only when the lab sends messages or the booking has some.
 */
export function BookingMessages({
  messages,
  mobile,
  mayMark,
}: {
  messages: DeskMessage[];
  mobile: string;
  mayMark: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="booking-messages" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="booking-messages" className="text-lg font-semibold">
        {t("desk.messages.heading")}
      </h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("desk.messages.none")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {messages.map((m) => (
            <li key={m.id} className="py-2 text-sm" data-message-state={m.state}>
              <p>
                <span className="font-medium">{t(`desk.messages.kind.${m.kind}`)}</span>
                {" · "}
                {t(`desk.messages.channel.${m.channel}`)}
                {m.fallbackOf && ` · ${t("desk.messages.fallback")}`}
                {" · "}
                <strong className={m.state === "failed" ? "text-red-800" : undefined}>
                  {m.state === "failed" && <span aria-hidden="true">! </span>}
                  {t(`desk.messages.state.${m.state}`)}
                </strong>
              </p>
              <p className="text-slate-600">
                {t("desk.messages.times", { queued: time(m.createdAt), changed: time(m.updatedAt) })}
              </p>
              {m.lastError && (m.state === "failed" || m.state === "dropped" || m.state === "queued") && (
                <p className={m.state === "failed" ? "text-red-800" : "text-slate-700"}>
                  {t("desk.messages.reason", { reason: m.lastError })}
                </p>
              )}
              {m.state === "failed" && m.handledAt && (
                <p className="text-slate-700">{t("desk.messages.handled", { at: time(m.handledAt) })}</p>
              )}
              {m.state === "failed" && !m.handledAt && m.text && (
                <div className="mt-1 flex flex-wrap items-center gap-3">
                  <a
                    href={whatsappLink(`91${mobile}`, m.text)}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-800 underline"
                  >
                    {t("desk.messages.sendByHand")}
                  </a>
                  {mayMark && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="message-sent-by-hand" />
                      <input type="hidden" name="messageId" value={m.id} />
                      <button type="submit" className="rounded border border-slate-300 px-2 py-1">
                        {t("desk.messages.markHandled")}
                      </button>
                    </Form>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
