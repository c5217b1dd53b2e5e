import { Form } from "react-router";
import { type CollectorVisit, HANDOVER_CODE_DIGITS, NOT_HOME_REASONS, type TapKind } from "../../../domain/collect.ts";
import { formatPaise } from "../../../domain/payment-rules.ts";
import { useT } from "../../i18n/use-t.ts";
import { PersonTubeList, TubeTotals } from "../admin/tube-list.tsx";
import { type LabelQueue, SampleLabels } from "./sample-labels.tsx";
import { isLabelTap, type PendingTap } from "./tap-queue.ts";

/** The refusal of the last tap on a visit, in the page's words, beside the field it is of ("form" when none). */
export type TapError = { bookingId: string; field: string; message: string };

/**
 * The phone's maps app at the patient's address: Google's documented search link, which opens
 * the app where it is installed and the website otherwise. The address and pincode only.
 */
export const mapLink = (visit: Pick<CollectorVisit, "address" | "pincode">): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${visit.address}, ${visit.pincode}`)}`;

/** A tel: link that dials from India: the ten digits with the country code. */
export const telLink = (mobile: string): string => `tel:+91${mobile}`;

/** Targets for a thumb: at least 48 px tall (the brief's floor is 44). */
const bigButton =
  "flex min-h-12 w-full items-center justify-center rounded-xl px-4 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2";
const primary = `${bigButton} bg-brand-700 text-white`;
const secondary = `${bigButton} border-2 border-slate-400 bg-white text-slate-900`;

/** Where a visit's taps go when the page's script queues them (use-tap-queue.ts). */
const tapsApi = (visit: CollectorVisit) => `/api/collect/visits/${encodeURIComponent(visit.bookingId)}/taps`;

/**
 * One tap's form: the hidden fields every tap carries (the visit's slot as shown, the form's key,
 * the time), what the tap asks for (`children`) and its button. A plain form without scripts;
 * with them, `data-offline-queue` sends it through the phone's queue, made again at the tap.
 */
function TapForm({
  visit,
  kind,
  tapKey,
  shownAt,
  submit,
  className,
  children,
}: {
  visit: CollectorVisit;
  kind: TapKind;
  tapKey: string;
  shownAt: string;
  submit: { label: string; className: string };
  className?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <Form
      method="post"
      onSubmit={stampTime}
      className={className}
      data-offline-queue={tapsApi(visit)}
      data-offline-label={t(`collect.action.${kind}`)}
    >
      <input type="hidden" name="intent" value="tap" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="bookingId" value={visit.bookingId} />
      <input type="hidden" name="date" value={visit.date} />
      <input type="hidden" name="window" value={visit.window} />
      <input type="hidden" name="idempotencyKey" value={`${tapKey}${kind.replace(/-/g, "")}`} />
      {/* The phone's clock replaces it as the form is sent (with JavaScript): the time the tap was made. */}
      <input type="hidden" name="tappedAt" value={shownAt} />
      {children}
      <button type="submit" className={submit.className}>
        {submit.label}
      </button>
    </Form>
  );
}

const stampTime = (event: React.FormEvent<HTMLFormElement>) => {
  const field = event.currentTarget.elements.namedItem("tappedAt");
  if (field instanceof HTMLInputElement) field.value = new Date().toISOString();
};

/** The fields a card shows a refusal beside; any other (the slot, the key) is the whole tap's. */
const SHOWN_FIELDS = new Set(["handoverCode", "reason", "note", "amount"]);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-base font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

/**
 * One visit on the collector's phone: the window, the people with their tests and fasting, the
 * tubes to fill for each (merged over their tests, in the order of draw), the address with a map
 * link, a call link, the money to collect, and the three taps. Plain forms: the taps work without
 * JavaScript, and each form's key makes a double tap count once.
 */
export function VisitCard({
  visit,
  tapKey,
  shownAt,
  error,
  pending = [],
  labels,
}: {
  visit: CollectorVisit;
  /** A key made for this page's forms; each tap's key is it and the tap's kind. */
  tapKey: string;
  /** When the page was made (the tap's time without JavaScript). */
  shownAt: string;
  error?: TapError | null;
  /** This visit's taps waiting on the phone to be sent (its labels' too). */
  pending?: readonly PendingTap[];
  /** This visit's labels in the phone's queue, and the "Undo" of a tap that has not left the phone. */
  labels?: LabelQueue;
}) {
  const t = useT();
  const errorOf = (field: string) =>
    error?.bookingId === visit.bookingId && (SHOWN_FIELDS.has(error.field) ? error.field : "form") === field
      ? error.message
      : undefined;
  // The labels' taps show at their tubes (sample-labels.tsx); the rest here.
  const taps = pending.filter((tap) => !isLabelTap(tap) && !tap.fields.tube);
  const waiting = (kind: TapKind) => taps.find((tap) => tap.kind === kind);
  const undoWaiting = visit.undoable && taps.find((tap) => tap.fields.tapId === visit.undoable?.id);
  const collectedWaiting = waiting("collected");
  const needsCode = collectedWaiting?.needsSecret === true;
  const id = (part: string) => `${visit.bookingId}-${part}`;
  const isCollected = visit.state === "collected";
  const codeError = errorOf("handoverCode");
  const reasonError = errorOf("reason") ?? errorOf("note");
  return (
    <article
      aria-labelledby={id("heading")}
      className="rounded-2xl border border-slate-300 bg-white p-4 shadow-sm"
      data-booking={visit.reference}
    >
      <header className="flex items-start justify-between gap-2">
        <h3 id={id("heading")} className="text-xl font-bold text-slate-900">
          <span className="font-mono">{visit.window}</span>
          <span className="block text-sm font-medium text-slate-600">{visit.reference}</span>
        </h3>
        <p className="rounded-full border border-slate-400 px-3 py-1 text-sm font-semibold text-slate-900">
          {t(`collect.state.${visit.state}`)}
        </p>
      </header>
      {taps.length > 0 && (
        // Words, not a colour: what this visit still has to send, and a code to ask for again.
        // "Undo" of a tap still on the phone takes it out of the queue: nothing is sent.
        <ul role="status" className="mt-2 grid gap-1" data-pending-taps>
          {taps.map((tap) => (
            <li
              key={tap.id}
              className="rounded-lg border-2 border-dashed border-slate-700 bg-amber-50 px-3 py-2 text-base font-semibold text-slate-900"
            >
              {tap.needsSecret ? t("collect.queue.needsCode") : t("collect.queue.pending", { action: tap.label })}
              {labels && !tap.fields.tapId && (
                <button type="button" onClick={() => labels.cancel(tap.id)} className={`${secondary} mt-1 text-base`}>
                  {t("collect.undo.label", { action: tap.label })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <ul className="mt-3 grid gap-2">
        {visit.people.map((person, i) => (
          <li key={i} className="rounded-lg bg-slate-50 p-2">
            <p className="text-lg font-semibold text-slate-900">
              {person.name}{" "}
              <span className="text-base font-normal text-slate-700">
                · {t("collect.person.ageGender", { age: person.age, gender: person.gender })}
              </span>
            </p>
            <p className="text-base text-slate-800">{person.tests.join(", ")}</p>
            {person.fasting && person.fasting !== "not-required" && (
              <p className="mt-1 border-l-4 border-amber-700 pl-2 text-base font-semibold text-amber-900">
                {t(`collect.fasting.${person.fasting}`)}
              </p>
            )}
            <div className="mt-2">
              <PersonTubeList tubes={person.tubes} />
              <SampleLabels visit={visit} person={person} tapKey={tapKey} shownAt={shownAt} queue={labels} />
            </div>
          </li>
        ))}
      </ul>
      {visit.people.length > 1 && (
        <div className="mt-2">
          <TubeTotals totals={visit.tubeTotals} />
        </div>
      )}

      <div className="mt-3">
        <h4 className="text-sm font-semibold text-slate-600">{t("collect.address.heading")}</h4>
        <p className="text-base text-slate-900">
          {visit.address}, {visit.pincode}
        </p>
        {visit.landmark && (
          <p className="text-base text-slate-800">{t("collect.address.landmark", { landmark: visit.landmark })}</p>
        )}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a href={mapLink(visit)} className={secondary} target="_blank" rel="noreferrer">
          {t("collect.map")}
        </a>
        <a href={telLink(visit.mobile)} className={secondary}>
          {t("collect.call")}
        </a>
      </div>
      {visit.amountDuePaise !== null && (
        <p className="mt-3 border-l-4 border-slate-900 bg-slate-50 py-2 pl-3 text-lg font-bold text-slate-900">
          {t("collect.amountDue", { amount: formatPaise(visit.amountDuePaise) })}
        </p>
      )}

      {visit.amountDuePaise !== null && (
        <details className="mt-2 rounded-xl border-2 border-slate-300" open={Boolean(errorOf("amount"))}>
          <summary className={`${bigButton} cursor-pointer text-slate-900`}>{t("collect.cash.action")}</summary>
          <Form
            method="post"
            className="grid gap-2 p-3"
            data-offline-queue={`/api/collect/visits/${encodeURIComponent(visit.bookingId)}/cash`}
            data-offline-label={t("collect.cash.action")}
          >
            <input type="hidden" name="intent" value="cash" />
            <input type="hidden" name="bookingId" value={visit.bookingId} />
            <input type="hidden" name="idempotencyKey" value={`${tapKey}cash`} />
            <label htmlFor={id("amount")} className="text-base font-semibold text-slate-900">
              {t("collect.cash.amount")}
            </label>
            <input
              id={id("amount")}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              defaultValue={formatPaise(visit.amountDuePaise, { symbol: "" })}
              aria-invalid={errorOf("amount") ? true : undefined}
              aria-describedby={errorOf("amount") ? id("amount-error") : undefined}
              className="min-h-12 rounded-lg border-2 border-slate-400 px-3 text-xl aria-invalid:border-red-800"
            />
            <FieldError id={id("amount-error")} message={errorOf("amount")} />
            <button type="submit" className={primary}>
              {t("collect.cash.send")}
            </button>
          </Form>
        </details>
      )}

      {visit.undoable && !undoWaiting && (
        <Form
          method="post"
          className="mt-3"
          data-offline-queue={`${tapsApi(visit)}/${encodeURIComponent(visit.undoable.id)}/undo`}
          data-offline-label={t("collect.undo.label", { action: t(`collect.action.${visit.undoable.kind}`) })}
        >
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="bookingId" value={visit.bookingId} />
          <input type="hidden" name="tapId" value={visit.undoable.id} />
          <p className="text-sm text-slate-700">{t("collect.undo.hint")}</p>
          <button type="submit" className={secondary}>
            {t("collect.undo.label", { action: t(`collect.action.${visit.undoable.kind}`) })}
          </button>
        </Form>
      )}
      <FieldError id={id("form-error")} message={errorOf("form")} />

      {!isCollected && (
        <div className="mt-3 grid gap-2">
          {visit.state !== "on-my-way" && !waiting("on-my-way") && (
            <TapForm
              visit={visit}
              kind="on-my-way"
              tapKey={tapKey}
              shownAt={shownAt}
              submit={{ label: t("collect.action.on-my-way"), className: primary }}
            />
          )}
          {!waiting("not-at-home") && (
            <details className="rounded-xl border-2 border-slate-300" open={Boolean(reasonError)}>
              <summary className={`${bigButton} cursor-pointer text-slate-900`}>
                {t("collect.action.not-at-home")}
              </summary>
              <TapForm
                visit={visit}
                kind="not-at-home"
                tapKey={tapKey}
                shownAt={shownAt}
                submit={{ label: t("collect.notHome.send"), className: secondary }}
                className="grid gap-2 p-3"
              >
                <fieldset aria-describedby={reasonError ? id("reason-error") : undefined}>
                  <legend className="text-base font-semibold text-slate-900">{t("collect.notHome.reason")}</legend>
                  {NOT_HOME_REASONS.map((reason) => (
                    <label key={reason} className="flex min-h-11 items-center gap-3 text-base">
                      <input type="radio" name="reason" value={reason} required className="size-5" />
                      {t(`collect.reason.${reason}`)}
                    </label>
                  ))}
                </fieldset>
                <label htmlFor={id("note")} className="text-base font-medium text-slate-900">
                  {t("collect.notHome.note")}
                </label>
                <input
                  id={id("note")}
                  name="note"
                  maxLength={200}
                  className="min-h-11 rounded-lg border border-slate-400 px-2"
                />
                <FieldError id={id("reason-error")} message={reasonError} />
              </TapForm>
            </details>
          )}
          {visit.isHandoverLocked ? (
            <p role="status" className="rounded-xl border-2 border-red-800 p-3 text-base font-semibold text-red-800">
              {t("collect.collected.locked")}
            </p>
          ) : (
            // Kept (hidden) while its tap waits: a refused code comes back with the digits as typed.
            <div hidden={Boolean(collectedWaiting) && !needsCode}>
              <details className="rounded-xl border-2 border-brand-700" open={Boolean(codeError) || needsCode}>
                <summary className={`${bigButton} cursor-pointer text-brand-800`}>
                  {t("collect.action.collected")}
                </summary>
                <TapForm
                  visit={visit}
                  kind="collected"
                  tapKey={tapKey}
                  shownAt={shownAt}
                  submit={{ label: t("collect.collected.send"), className: primary }}
                  className="grid gap-2 p-3"
                >
                  <label htmlFor={id("code")} className="text-base font-semibold text-slate-900">
                    {t("collect.collected.code")}
                  </label>
                  <p id={id("code-hint")} className="text-sm text-slate-700">
                    {t("collect.collected.hint")}
                  </p>
                  <input
                    id={id("code")}
                    name="handoverCode"
                    // Never written to the phone's storage: a queued tap keeps it in memory only.
                    data-offline-secret
                    inputMode="numeric"
                    autoComplete="off"
                    pattern="[0-9 ]*"
                    maxLength={HANDOVER_CODE_DIGITS + 3}
                    required
                    aria-invalid={codeError ? true : undefined}
                    aria-describedby={`${id("code-hint")}${codeError ? ` ${id("code-error")}` : ""}`}
                    className="min-h-12 rounded-lg border-2 border-slate-400 px-3 font-mono text-2xl tracking-[0.4em] aria-invalid:border-red-800"
                  />
                  <FieldError id={id("code-error")} message={codeError} />
                </TapForm>
              </details>
            </div>
          )}
        </div>
      )}
    </article>
  );
}
