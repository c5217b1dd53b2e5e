import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useRevalidator } from "react-router";
import { CashRequestSchema, type CollectorVisit, TapRequestSchema } from "../../domain/collect.ts";
import { tubesForDay } from "../../domain/collection-tubes.ts";
import { type Locale, LOCALE_TAG, localeOfPath, pathIn } from "../../domain/locale.ts";
import { refusalText } from "../../domain/refusals.ts";
import { addDays } from "../../domain/slots.ts";
import { useTapQueue } from "../components/collect/use-tap-queue.ts";
import { type TapError, VisitCard } from "../components/collect/visit-card.tsx";
import { TubeTotals } from "../components/admin/tube-list.tsx";
import { messagesFor } from "../i18n/messages.server.ts";
import { metaTranslator, useT } from "../i18n/use-t.ts";
import { requireStaff } from "../lib/admin.server.ts";
import { firstIssueByField, isServiceRefusal } from "../lib/form-errors.ts";
import { newFormKey } from "../lib/form-key.ts";
import type { PageAccess } from "../lib/page-access.ts";
import type { Route } from "./+types/collect";

// The collector's day on a phone (issue 35): /collect in English, /hi/collect in Hindi (the
// address is the truth, as on the public pages). Private and uncached as every page is unless
// it says otherwise (domain/page-cache.ts), and not indexed.
export const access: PageAccess = "work-own-visits";

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches, location);
  return [
    { title: t("collect.title") },
    { name: "robots", content: "noindex" },
    // The list installs as an app of its own on the phone (routes/collect-manifest.ts).
    { tagName: "link", rel: "manifest", href: pathIn(localeOfPath(location.pathname), "/collect-app.webmanifest") },
    { name: "theme-color", content: "#0f766e" },
  ];
}

/** What a day's visits take from the lab, by kind of tube (domain/collection-tubes.ts tubesForDay). */
const dayTotalsOf = (visits: readonly CollectorVisit[]) =>
  tubesForDay(
    visits.map((visit) => ({
      people: visit.people.map((person) => person.tubes),
      totals: visit.tubeTotals,
      askTheLab: visit.people.reduce((sum, person) => sum + person.tubes.askTheLab.length, 0),
    })),
  ).totals;

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  const locale = localeOfPath(url.pathname);
  const visits = await context.services.collect.listVisits(admin);
  const today = context.services.bookingDesk.today();
  return {
    name: admin.displayName,
    today,
    tomorrow: addDays(today, 1),
    visits,
    // One key per page made: each form's tap key is it and the tap's kind, so a double tap or a
    // form sent again counts once; after a tap the page is made again with a new key.
    tapKey: newFormKey(),
    shownAt: context.services.collect.shownAt(),
    messages: messagesFor(locale, "collect", "tubes", "labels"),
  };
}

/** A refusal of a tap in the page's words, beside the field it is of. */
function tapRefusal(error: unknown, bookingId: string, locale: Locale) {
  if (!isServiceRefusal(error)) throw error;
  const [issue] = error.issues;
  const message = refusalText(locale, error.code, error.values);
  return data(
    { error: { bookingId, field: issue ? String(issue.path[0]) : "form", message } satisfies TapError },
    { status: error.statusCode },
  );
}

export async function action({ url, request, context }: Route.ActionArgs) {
  const admin = await requireStaff(url, context, access);
  const locale = localeOfPath(url.pathname);
  const form = Object.fromEntries(
    [...(await request.formData())].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const bookingId = form.bookingId ?? "";
  try {
    if (form.intent === "undo") {
      await context.services.collect.undo(bookingId, form.tapId ?? "", admin);
    } else if (form.intent === "cash") {
      const parsed = CashRequestSchema.safeParse(form);
      if (!parsed.success) {
        const [[field, message]] = Object.entries(firstIssueByField(parsed.error.issues, locale));
        return data({ error: { bookingId, field, message } satisfies TapError }, { status: 400 });
      }
      await context.services.collect.takeCash(bookingId, parsed.data, admin);
    } else {
      const parsed = TapRequestSchema.safeParse({
        ...form,
        reason: form.reason || undefined,
        note: form.note || undefined,
        handoverCode: form.kind === "collected" ? (form.handoverCode ?? "") : undefined,
      });
      if (!parsed.success) {
        const [[field, message]] = Object.entries(firstIssueByField(parsed.error.issues, locale));
        return data({ error: { bookingId, field, message } satisfies TapError }, { status: 400 });
      }
      await context.services.collect.tap(bookingId, parsed.data, admin);
    }
  } catch (error) {
    return tapRefusal(error, bookingId, locale);
  }
  return redirect(url.pathname);
}

/**
 * Reloads the list when the newest "Undo" lapses, so it goes when the server would refuse it.
 * Counted from `shownAt`, the server's clock when it made the list, as the server counts the
 * minute: a phone's own clock may be minutes (or a time zone) off.
 */
function useUndoLapse(visits: CollectorVisit[], shownAt: string, isOffline: boolean) {
  const { revalidate } = useRevalidator();
  const next = visits
    .flatMap((visit) => (visit.undoable ? [Date.parse(visit.undoable.undoUntil)] : []))
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    // Without signal the list stays as saved: a reload would only fail.
    if (next === undefined || isOffline) return;
    const timer = setTimeout(() => void revalidate(), Math.max(0, next - Date.parse(shownAt)) + 500);
    return () => clearTimeout(timer);
  }, [next, shownAt, isOffline, revalidate]);
}

export default function Collect({ loaderData, actionData }: Route.ComponentProps) {
  const { name, today, tomorrow, visits, tapKey, shownAt } = loaderData;
  const t = useT();
  const listPath = pathIn(t.locale, "/collect");
  const { pending, refusals, isOffline, signOutHold, signOut, cancel } = useTapQueue(t.locale, listPath);
  useUndoLapse(visits, shownAt, isOffline);
  const [languageHeld, setLanguageHeld] = useState(false);
  const refusalOf = (bookingId: string): TapError | undefined => {
    // A label's refusal is shown by its tube's form (sample-labels.tsx).
    const refusal = refusals.find((r) => r.bookingId === bookingId && !r.fields.tube);
    return refusal
      ? {
          bookingId,
          field: refusal.field ?? "form",
          message: t("collect.queue.refused", { action: refusal.label, reason: refusal.words }),
        }
      : undefined;
  };
  const savedAt = new Intl.DateTimeFormat(LOCALE_TAG[t.locale], {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Kolkata",
  }).format(new Date(shownAt));
  const days = [
    { date: today, label: t("collect.today") },
    { date: tomorrow, label: t("collect.tomorrow") },
  ];
  const otherLanguage = t.locale === "en" ? "hi" : "en";
  return (
    // Its day and the server's time, read by the worker (public/collect-sw.js): a saved list of
    // another day is never shown.
    <main
      lang={t.locale}
      data-list-day={today}
      data-shown-at={shownAt}
      className="mx-auto min-h-screen max-w-md bg-slate-100 px-3 pt-3 pb-10"
    >
      {/* What the worker shows instead of a saved list of another day, in this page's language. */}
      <p hidden data-stale-day>
        {t("collect.offline.staleDay")}
      </p>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t("collect.title")}</h1>
        <div className="flex items-center gap-2">
          <Link
            to={pathIn(otherLanguage, "/collect")}
            lang={otherLanguage}
            // Without signal the other language's list cannot be fetched (the worker keeps this
            // page's only): the link says so in words instead of a browser's error page.
            onClick={(event) => {
              if (!isOffline) return;
              event.preventDefault();
              setLanguageHeld(true);
            }}
            className="flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-brand-800 underline"
          >
            {t("collect.switchLanguage")}
          </Link>
          <Form method="post" action="/logout" onSubmit={signOut}>
            <input type="hidden" name="redirectTo" value="/admin-login" />
            <button
              type="submit"
              className="min-h-11 rounded-lg border-2 border-slate-400 bg-white px-3 text-base font-semibold text-slate-900"
            >
              {t("collect.signOut")}
            </button>
          </Form>
        </div>
        <p className="w-full text-sm text-slate-700">{t("collect.signedInAs", { name })}</p>
        {languageHeld && isOffline && (
          <p role="alert" className="w-full rounded-xl border-2 border-slate-900 bg-white p-3 text-base font-semibold">
            {t("collect.offline.language")}
          </p>
        )}
        {signOutHold && (
          <p
            role="alert"
            className="w-full rounded-xl border-2 border-red-800 bg-white p-3 text-base font-semibold text-red-800"
          >
            {t(`collect.signOut.${signOutHold.reason}`, { count: signOutHold.count })}
          </p>
        )}
      </header>
      {(isOffline || pending.length > 0) && (
        // One line that stays in sight while scrolling (about 48 px of an 844 px phone): whether
        // there is signal and how many taps wait. The rest is said once, below it, and scrolls away.
        <div
          role="status"
          className="sticky top-0 z-10 mt-3 flex min-h-12 items-center gap-2 rounded-xl border-2 border-slate-900 bg-amber-50 px-3 py-1 text-base font-bold text-slate-900"
        >
          {isOffline && (
            <span className="shrink-0 rounded-full bg-slate-900 px-2 text-white">{t("collect.offline.short")}</span>
          )}
          {pending.length > 0 && (
            <span className="truncate" data-waiting-taps>
              {t("collect.queue.waiting", { count: pending.length })}
            </span>
          )}
        </div>
      )}
      {isOffline && (
        <div className="mt-1 px-1 text-base text-slate-900">
          <p>{t("collect.offline.savedAt", { time: savedAt })}</p>
          {pending.length > 0 && <p>{t("collect.queue.whenSignal")}</p>}
        </div>
      )}
      {days.map(({ date, label }) => {
        const ofDay = visits.filter((visit) => visit.date === date);
        return (
          <section key={date} aria-labelledby={`day-${date}`} className="mt-5">
            <h2 id={`day-${date}`} className="text-xl font-bold text-slate-900">
              {label}{" "}
              <span className="text-base font-medium text-slate-700">
                · {t("collect.count", { count: ofDay.length })}
              </span>
            </h2>
            {ofDay.length > 0 && (
              // The morning's list: what to take from the lab for the day's visits.
              <div className="mt-2 rounded-lg border border-slate-300 bg-slate-50 p-2 text-base">
                <TubeTotals totals={dayTotalsOf(ofDay)} />
              </div>
            )}
            {ofDay.length === 0 ? (
              <p className="mt-2 text-base text-slate-700">{t("collect.none")}</p>
            ) : (
              <ol className="mt-2 grid gap-4">
                {ofDay.map((visit) => (
                  <li key={visit.bookingId}>
                    <VisitCard
                      visit={visit}
                      tapKey={tapKey}
                      shownAt={shownAt}
                      error={refusalOf(visit.bookingId) ?? actionData?.error}
                      pending={pending.filter((tap) => tap.bookingId === visit.bookingId)}
                      labels={{
                        pending: pending.filter((tap) => tap.bookingId === visit.bookingId),
                        refusals: refusals.filter((r) => r.bookingId === visit.bookingId && r.fields.tube),
                        cancel: (id) => void cancel(id),
                      }}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </main>
  );
}
