import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FindBookingRequestSchema } from "../../domain/find-booking.ts";
import { findBookingHelpMessage } from "../../domain/whatsapp-messages.ts";
import { ReferenceAndMobileFields } from "../components/booking/reference-and-mobile.tsx";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { issueText } from "../../domain/refusals.ts";
import { bookingPageMessages, bookingText } from "../lib/booking-errors.server.ts";
import { telLink, whatsappLink } from "../lib/contact-links.ts";
import { pageMeta } from "../lib/seo.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/find-booking";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  return [
    ...pageMeta({
      locale: t.locale,
      title: t("booking.find.title"),
      description: t("booking.find.description"),
      path: "/bookings/find",
      origin: root.origin,
      labName: root.site.labName,
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** The page's words, in its language. */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: bookingPageMessages(localeOfPath(url.pathname)) };
}

type FieldErrors = { reference?: string; mobile?: string };
type ActionResult =
  | { outcome: "invalid"; fieldErrors: FieldErrors }
  | { outcome: "not-found"; message: string; help: string }
  | { outcome: "too-many-tries"; message: string };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The form posts here and works without JavaScript. A match makes a new manage link and sends
 * the browser to it (303), so the reference and mobile never sit in an address; every failure
 * (wrong reference, wrong mobile, an erased booking) gets one answer, counted with My Reports'
 * wrong tries (docs/decisions/2026-11-25-booking-found-again.md), and nothing typed is repeated
 * back, as on My Reports.
 */
export async function action({ url, request, context }: Route.ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const form = await request.formData();
  const parsed = FindBookingRequestSchema.safeParse({
    reference: text(form.get("reference")),
    mobile: text(form.get("mobile")),
  });
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "mobile" ? "mobile" : "reference";
      fieldErrors[field] ??= issueText(locale, issue);
    }
    return data<ActionResult>({ outcome: "invalid", fieldErrors }, { status: 400 });
  }
  const result = await context.services.bookings.find(parsed.data, { ip: context.clientIp });
  if (result.status === "found") return redirect(pathIn(locale, `${result.managePath}?done=found`), 303);
  if (result.status === "too-many-tries")
    return data<ActionResult>(
      {
        outcome: "too-many-tries",
        message:
          result.waitMinutes === 1
            ? bookingText(locale, "error.tooManyTriesOne")
            : bookingText(locale, "error.tooManyTries", { minutes: result.waitMinutes }),
      },
      { status: 429 },
    );
  return data<ActionResult>(
    {
      outcome: "not-found",
      message: bookingText(locale, "error.notFound"),
      help: bookingText(locale, "error.notFoundHelp"),
    },
    { status: 404 },
  );
}

/** SPEC §7a: 'Manage a booking': the booking reference and mobile open the booking's page. */
export default function FindBooking({ actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const { site } = useRootData();
  const t = useT();
  const localePath = useLocalePath();
  const navigation = useNavigation();
  const isFinding = navigation.state !== "idle" && navigation.formAction === localePath("/bookings/find");
  const id = "find-booking";
  const fieldErrors = result?.outcome === "invalid" ? result.fieldErrors : {};
  const problem = result && result.outcome !== "invalid" ? result : null;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">{t("booking.find.title")}</h1>
      <p className="mt-2 text-slate-800">{t("booking.find.intro")}</p>
      <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 md:p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t("booking.find.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t.rich("booking.find.where", {
            ref: (children, key) => (
              <span key={key} className="whitespace-nowrap">
                {children}
              </span>
            ),
          })}
        </p>
        {problem && (
          <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
            <p className="font-semibold">{problem.message}</p>
            {problem.outcome === "not-found" && <p className="mt-1 text-sm">{problem.help}</p>}
            <p className="mt-2 flex flex-wrap gap-3 text-sm">
              <a href={telLink(site.phone)} className="font-semibold text-brand-800 underline">
                {t("booking.find.call", { phone: site.phone })}
              </a>
              <a
                href={whatsappLink(site.whatsappNumber, findBookingHelpMessage(site.labName, t.locale))}
                className="font-semibold text-brand-800 underline"
              >
                {t("booking.find.askWhatsApp")}
              </a>
            </p>
          </div>
        )}
        <Form method="post" action={localePath("/bookings/find")} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <ReferenceAndMobileFields id={id} fieldErrors={fieldErrors} />
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={isFinding}
              className="min-h-11 rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t(isFinding ? "booking.find.finding" : "booking.find.submit")}
            </button>
          </div>
        </Form>
      </section>
      <p className="mt-6 text-slate-700">
        {t.rich("booking.find.reports", {
          link: (children, key) => (
            <Link key={key} to={localePath("/reports")} className="font-semibold text-brand-800 underline">
              {children}
            </Link>
          ),
        })}
      </p>
      <p className="mt-2 text-slate-700">
        {t.rich("booking.find.notBooked", {
          link: (children, key) => (
            <Link key={key} to={localePath("/book")} className="font-semibold text-brand-800 underline">
              {children}
            </Link>
          ),
        })}
      </p>
    </main>
  );
}
