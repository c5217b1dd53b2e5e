import { type Locale, localeOfPath, pathIn } from "../../domain/locale.ts";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { data, Form, Link, useFetcher, useNavigation } from "react-router";
import { type OpenedReports, OpenReportsRequestSchema, type PatientReport } from "../../domain/report.ts";
import { DOWNLOAD_LINK_MINUTES, formatLongDate, SHARE_LINK_DAYS } from "../../domain/report-rules.ts";
import { reportHelpMessage } from "../../domain/whatsapp-messages.ts";
import { ReferenceAndMobileFields } from "../components/booking/reference-and-mobile.tsx";
import { TestNames, testNamesIn } from "../components/reports/test-names.tsx";
import { useTWith } from "../components/reports/more-messages.ts";
import type { Translated } from "../i18n/translated.tsx";
import type { SentMessages } from "../i18n/sent-messages.ts";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { telLink, whatsappLink } from "../lib/contact-links.ts";
import {
  forgetReference,
  parseReferences,
  rememberReference,
  storedReferences,
  subscribeToReferences,
} from "../lib/remembered-reports.ts";
import { answerMessages, myReportsMessages } from "../lib/report-messages.server.ts";
import { pageMeta } from "../lib/seo.ts";
import { useTypedBeforeScripts } from "../lib/typed-before-scripts.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/reports";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  return [
    ...pageMeta({
      locale: t.locale,
      title: t("reports.title"),
      description: t("reports.description"),
      path: "/reports",
      origin: root.origin,
      labName: root.site.labName,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ url }: Route.LoaderArgs) {
  return { messages: myReportsMessages(localeOfPath(url.pathname)) };
}

type Share = { reportId: string; url: string; expiresAt: string };
/** A report as the list shows it: its tests named in the page's language. */
type ShownReport = Omit<PatientReport, "tests"> & { tests: Translated[] };
/** What was wrong with a field, said by the page in its language. */
type FieldError = "reports.error.referenceMissing" | "reports.error.referenceFormat" | "reports.error.mobile";
/** The words of the lookup's refusals, in the page's language: sent with a refusal, never before one. */
type AnswerMessages = { messages: SentMessages };
// The answers say what happened, and bring the words the page says it with.
type ActionResult =
  | { outcome: "found"; reference: string; reports: ShownReport[]; ticket: string; share: Share | null }
  | ({ outcome: "invalid"; fieldErrors: { reference?: FieldError; mobile?: FieldError } } & AnswerMessages)
  | ({ outcome: "not-found" } & AnswerMessages)
  | ({ outcome: "too-many-tries"; waitMinutes: number } & AnswerMessages)
  | ({ outcome: "expired" } & AnswerMessages);

const statusOf = (error: unknown) => (error instanceof Error && "statusCode" in error ? Number(error.statusCode) : 500);
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** A reference left empty (spaces and dashes alone) is missing; anything else the schema refused is mistyped. */
const referenceError = (typed: string): FieldError =>
  typed.replace(/[\s\u00a0\u2010-\u2015\u2212-]/g, "") === ""
    ? "reports.error.referenceMissing"
    : "reports.error.referenceFormat";

/** A link made by the service (always the English page's address) as the page's language has it. */
function linkIn(locale: Locale, url: string): string {
  const link = new URL(url);
  link.pathname = pathIn(locale, link.pathname);
  return link.href;
}

/** The reports with their tests' names in the page's language (the catalogue's Hindi names on Hindi pages). */
async function shownReports(
  locale: Locale,
  reports: PatientReport[],
  labTests: { list: () => Promise<{ name: string; hi: { name?: string } }[]> },
): Promise<ShownReport[]> {
  const tests = locale === "en" ? [] : await labTests.list();
  return reports.map((report) => ({ ...report, tests: testNamesIn(locale, report.tests, tests) }));
}

/**
 * The patient's form posts here (it works without JavaScript). A wrong reference, a wrong
 * mobile and no reports yet get one answer, the same bytes, so nothing can be learnt from
 * it; the service counts wrong tries per reference and per address. "share" makes a 7-day
 * link, proven by the signed ticket the reports came with.
 */
export async function action({ url, request, context }: Route.ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const form = await request.formData();
  const { reports, labTests } = context.services;
  const messages = answerMessages(locale);
  const found = async (
    { reference, reports: opened, ticket }: OpenedReports,
    share: Share | null,
  ): Promise<ActionResult> => ({
    outcome: "found",
    reference,
    reports: await shownReports(locale, opened, labTests),
    ticket,
    share,
  });
  if (form.get("intent") === "share") {
    try {
      const { share, reportId, opened } = await reports.shareByPatient(
        text(form.get("reportId")),
        text(form.get("ticket")),
      );
      // Shared from a Hindi page, the link opens the Hindi page (the address is the language).
      return data(await found(opened, { reportId, url: linkIn(locale, share.url), expiresAt: share.expiresAt }));
    } catch (error) {
      if ([403, 404, 410].includes(statusOf(error)))
        return data<ActionResult>({ outcome: "expired", messages }, { status: 403 });
      throw error;
    }
  }
  const typed = { reference: text(form.get("reference")), mobile: text(form.get("mobile")) };
  const parsed = OpenReportsRequestSchema.safeParse(typed);
  if (!parsed.success) {
    const fieldErrors: { reference?: FieldError; mobile?: FieldError } = {};
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === "mobile") fieldErrors.mobile = "reports.error.mobile";
      else fieldErrors.reference = referenceError(typed.reference);
    }
    return data<ActionResult>({ outcome: "invalid", fieldErrors, messages }, { status: 400 });
  }
  const result = await reports.open(parsed.data, { ip: context.clientIp });
  if (result.status === "found") return data(await found(result, null));
  if (result.status === "too-many-tries")
    return data<ActionResult>(
      { outcome: "too-many-tries", waitMinutes: result.waitMinutes, messages },
      { status: 429 },
    );
  return data<ActionResult>({ outcome: "not-found", messages }, { status: 404 });
}

/** SPEC §3/§7: 'My Reports': open reports with the booking reference and mobile number. */
export default function Reports({ actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const t = useT();
  const localePath = useLocalePath();
  const link = (to: string) => (children: React.ReactNode[], key: number) => (
    <Link key={key} to={localePath(to)} className="font-semibold text-brand-800 underline">
      {children}
    </Link>
  );
  const [reference, setReference] = useState("");
  const mobileRef = useRef<HTMLInputElement>(null);
  // The server cannot know what this browser remembers: it renders none ("[]").
  const storedText = useSyncExternalStore(subscribeToReferences, storedReferences, () => "[]");
  const remembered = useMemo(() => parseReferences(storedText), [storedText]);
  const openedReference = result?.outcome === "found" ? result.reference : null;
  useEffect(() => {
    if (openedReference) rememberReference(openedReference);
  }, [openedReference]);

  function prefill(known: string) {
    setReference(known);
    mobileRef.current?.focus();
  }

  return (
    <main className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">{t("reports.title")}</h1>
      {result?.outcome === "found" && <FoundReports result={result} />}
      <OpenForm result={result} reference={reference} onReferenceChange={setReference} mobileRef={mobileRef} />
      <Remembered references={remembered} onOpen={prefill} onForget={forgetReference} />
      <p className="mt-6 text-slate-700">{t.rich("reports.manageBooking", { link: link("/bookings/find") })}</p>
      <p className="mt-2 text-slate-700">
        {t.rich("reports.notTestedYet", { tests: link("/tests"), packages: link("/packages") })}
      </p>
    </main>
  );
}

function OpenForm({
  result,
  reference,
  onReferenceChange,
  mobileRef,
}: {
  result: ActionResult | undefined;
  reference: string;
  onReferenceChange: (value: string) => void;
  mobileRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { site } = useRootData();
  const t = useTWith(result?.outcome === "found" ? undefined : result?.messages);
  const navigation = useNavigation();
  const isOpening = navigation.state === "submitting" && navigation.formData?.get("intent") === "open";
  const id = "reports-lookup";
  const referenceRef = useRef<HTMLInputElement>(null);
  useTypedBeforeScripts(referenceRef, onReferenceChange);
  const fieldErrors =
    result?.outcome === "invalid"
      ? {
          reference: result.fieldErrors.reference && t(result.fieldErrors.reference),
          mobile: result.fieldErrors.mobile && t(result.fieldErrors.mobile),
        }
      : {};
  const problem =
    result && (result.outcome === "not-found" || result.outcome === "too-many-tries" || result.outcome === "expired")
      ? result
      : null;
  const problemText = (shown: NonNullable<typeof problem>) =>
    shown.outcome === "not-found"
      ? t("reports.error.notFound")
      : shown.outcome === "expired"
        ? t("reports.error.expired")
        : t("reports.error.tooManyTries", { minutes: shown.waitMinutes });
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 md:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {result?.outcome === "found" ? t("reports.lookup.titleAnother") : t("reports.lookup.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("reports.lookup.hint")}</p>
      {problem && (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          {/* SPEC §3's empty text: said only once a lookup found nothing to show, never before one. */}
          {problem.outcome === "not-found" && (
            <p className="text-lg font-semibold">{t("reports.error.noReportsYet")}</p>
          )}
          <p className={problem.outcome === "not-found" ? "mt-1" : "font-semibold"}>{problemText(problem)}</p>
          {problem.outcome === "not-found" && <p className="mt-1 text-sm">{t("reports.error.notFoundHelp")}</p>}
          <p className="mt-2 flex flex-wrap gap-3 text-sm">
            <a href={telLink(site.phone)} className="font-semibold text-brand-800 underline">
              {t("reports.call", { phone: site.phone })}
            </a>
            <a
              href={whatsappLink(site.whatsappNumber, reportHelpMessage(site.labName, t.locale))}
              className="font-semibold text-brand-800 underline"
            >
              {t("reports.askOnWhatsapp")}
            </a>
          </p>
        </div>
      )}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="open" />
        <ReferenceAndMobileFields
          id={id}
          fieldErrors={fieldErrors}
          reference={{ value: reference, onChange: onReferenceChange, ref: referenceRef }}
          mobileRef={mobileRef}
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={isOpening}
            className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {isOpening ? t("reports.lookup.submitting") : t("reports.lookup.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** A visit's reports under each person's name, in the visit's order. */
function groupsOf(
  reports: ShownReport[],
  t: ReturnType<typeof useT>,
): { name: string; position: number; reports: ShownReport[] }[] {
  const groups = new Map<number, { name: string; position: number; reports: ShownReport[] }>();
  for (const report of reports) {
    const name = t("reports.found.person", {
      name: report.personName ?? t("reports.found.someone"),
      position: report.personPosition,
    });
    const group = groups.get(report.personPosition) ?? { name, position: report.personPosition, reports: [] };
    group.reports.push(report);
    groups.set(report.personPosition, group);
  }
  return [...groups.values()].sort((a, b) => a.position - b.position);
}

function FoundReports({ result }: { result: Extract<ActionResult, { outcome: "found" }> }) {
  // A visit of several people: each person's reports under their name.
  const isFamily = result.reports.some((report) => report.personName !== null);
  const t = useT();
  return (
    <section aria-labelledby="found-title" className="mt-6">
      <h2 id="found-title" className="text-xl font-semibold text-slate-900">
        {t("reports.found.title", { reference: result.reference })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("reports.found.hint", { minutes: DOWNLOAD_LINK_MINUTES })}</p>
      {groupsOf(result.reports, t).map(({ name, position, reports }) => (
        <section key={position} aria-labelledby={isFamily ? `person-${position}` : undefined}>
          {isFamily && (
            <h3 id={`person-${position}`} className="mt-5 text-lg font-semibold text-slate-900">
              {name}
            </h3>
          )}
          <ul className="mt-4 space-y-3">
            {reports.map((report) => (
              <li key={report.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">
                  <TestNames names={report.tests} />
                </p>
                <p className="text-sm text-slate-700">
                  {t("reports.reportOf", { date: formatLongDate(report.reportDate, t.locale) })}
                </p>
                <div className="mt-3 flex flex-wrap items-start gap-2">
                  <a
                    href={report.downloadUrl}
                    download={`${result.reference}-report.pdf`}
                    className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
                  >
                    {t("reports.download")}
                  </a>
                  <ShareReport
                    report={report}
                    reference={result.reference}
                    ticket={result.ticket}
                    madeWithoutScript={result.share?.reportId === report.id ? result.share : null}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/**
 * With JavaScript: the Web Share API with the PDF itself where the phone can share files,
 * else a 7-day link copied to the clipboard. Without: the button posts the form and the
 * page shows the link.
 */
function ShareReport({
  report,
  reference,
  ticket,
  madeWithoutScript,
}: {
  report: ShownReport;
  reference: string;
  ticket: string;
  madeWithoutScript: Share | null;
}) {
  const fetcher = useFetcher<typeof action>();
  const [message, setMessage] = useState<string | null>(null);
  const fetched = fetcher.data as ActionResult | undefined;
  const t = useTWith(fetched?.outcome === "expired" ? fetched.messages : undefined);
  const share =
    fetched?.outcome === "found" && fetched.share?.reportId === report.id ? fetched.share : madeWithoutScript;
  const isBusy = fetcher.state !== "idle";
  const shown = fetched?.outcome === "expired" ? t("reports.error.expired") : message;

  // A new link from the fetcher goes to the clipboard; the field below shows it either way.
  const newLink = fetched?.outcome === "found" ? fetched.share?.url : undefined;
  const [copied, copyIt] = [t("reports.share.copied"), t("reports.share.copyIt")];
  useEffect(() => {
    if (!newLink) return;
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(newLink))
      .then(
        () => setMessage(copied),
        () => setMessage(copyIt),
      );
  }, [newLink, copied, copyIt]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fileName = `${reference}-report.pdf`;
    // Asked with an empty file first, so the PDF is fetched only where it can be shared.
    const canShareFiles =
      typeof navigator.canShare === "function" &&
      navigator.canShare({ files: [new File([], fileName, { type: "application/pdf" })] });
    if (canShareFiles) {
      try {
        const blob = await (await fetch(report.downloadUrl)).blob();
        await navigator.share({
          files: [new File([blob], fileName, { type: "application/pdf" })],
          title: t("reports.share.fileTitle", { reference }),
        });
        setMessage(t("reports.share.shared"));
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return; // the patient closed the share sheet
      }
    }
    setMessage(null);
    void fetcher.submit(form);
  }

  return (
    <div className="min-w-0 flex-1">
      <fetcher.Form method="post" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="reportId" value={report.id} />
        <input type="hidden" name="ticket" value={ticket} />
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-800 disabled:opacity-60"
        >
          {isBusy ? t("reports.share.busy") : t("reports.share.button")}
        </button>
      </fetcher.Form>
      <p role="status" className="mt-2 text-sm font-medium text-slate-800">
        {shown}
      </p>
      {share && (
        <div className="mt-1">
          <label className="block text-sm text-slate-700">
            {t("reports.share.link", { days: SHARE_LINK_DAYS, date: formatLongDate(share.expiresAt, t.locale) })}
            <input
              readOnly
              value={share.url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
            />
          </label>
        </div>
      )}
    </div>
  );
}

function Remembered({
  references,
  onOpen,
  onForget,
}: {
  references: string[];
  onOpen: (reference: string) => void;
  onForget: (reference: string) => void;
}) {
  const { site } = useRootData();
  const t = useT();
  if (references.length === 0) {
    return (
      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{t("reports.ready.title")}</h2>
        <p className="mt-2 text-slate-700">{t("reports.ready.text")}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <a
            href={whatsappLink(site.whatsappNumber, reportHelpMessage(site.labName, t.locale))}
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white"
          >
            {t("reports.ready.whatsapp")}
          </a>
          <a
            href={telLink(site.phone)}
            className="rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-800"
          >
            {t("reports.call", { phone: site.phone })}
          </a>
        </div>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="remembered-title"
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 md:p-6"
    >
      <h2 id="remembered-title" className="text-lg font-semibold text-slate-900">
        {t("reports.remembered.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("reports.remembered.hint")}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {references.map((known) => (
          <li key={known} className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => onOpen(known)}
              className="rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-800"
            >
              {t("reports.remembered.open", { reference: known })}
            </button>
            <button
              type="button"
              onClick={() => onForget(known)}
              aria-label={t("reports.remembered.forget", { reference: known })}
              className="rounded-full px-2 py-1.5 text-slate-600 hover:text-slate-900"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
