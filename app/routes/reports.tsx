import { localeOfPath } from "../../domain/locale.ts";
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { data, Form, Link, useFetcher, useNavigation } from "react-router";
import { OpenReportsRequestSchema, type PatientReport } from "../../domain/report.ts";
import { formatReportDate } from "../../domain/report-rules.ts";
import { reportHelpMessage } from "../../domain/whatsapp-messages.ts";
import { ReferenceAndMobileFields } from "../components/booking/reference-and-mobile.tsx";
import { telLink, whatsappLink } from "../lib/contact-links.ts";
import { forgetReference, parseReferences, rememberReference, storedReferences, subscribeToReferences } from "../lib/remembered-reports.ts";
import { pageMeta } from "../lib/seo.ts";
import { useTypedBeforeScripts } from "../lib/typed-before-scripts.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/reports";

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return [
    ...pageMeta({ locale: localeOfPath(location.pathname), title: "My Reports", description: "Open your lab reports online with your booking reference and mobile number.", path: "/reports", origin: root.origin, labName: root.site.labName }),
    { name: "robots", content: "noindex" },
  ];
}

type Share = { reportId: string; url: string; expiresAt: string };
type ActionResult =
  | { outcome: "found"; reference: string; reports: PatientReport[]; ticket: string; share: Share | null }
  | { outcome: "invalid"; fieldErrors: { reference?: string; mobile?: string } }
  | { outcome: "not-found"; message: string; help: string }
  | { outcome: "too-many-tries"; message: string }
  | { outcome: "expired"; message: string };

const EXPIRED_MESSAGE = "This page was open too long: enter your booking reference and mobile number again.";
const statusOf = (error: unknown) => (error instanceof Error && "statusCode" in error ? Number(error.statusCode) : 500);
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The patient's form posts here (it works without JavaScript). A wrong reference, a wrong
 * mobile and no reports yet get one answer, the same bytes, so nothing can be learnt from
 * it; the service counts wrong tries per reference and per address. "share" makes a 7-day
 * link, proven by the signed ticket the reports came with.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { reports } = context.services;
  if (form.get("intent") === "share") {
    try {
      const { share, reportId, opened } = await reports.shareByPatient(text(form.get("reportId")), text(form.get("ticket")));
      return data<ActionResult>({ outcome: "found", ...opened, share: { reportId, url: share.url, expiresAt: share.expiresAt } });
    } catch (error) {
      if ([403, 404, 410].includes(statusOf(error))) return data<ActionResult>({ outcome: "expired", message: EXPIRED_MESSAGE }, { status: 403 });
      throw error;
    }
  }
  const parsed = OpenReportsRequestSchema.safeParse({ reference: text(form.get("reference")), mobile: text(form.get("mobile")) });
  if (!parsed.success) {
    const fieldErrors: { reference?: string; mobile?: string } = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "mobile" ? "mobile" : "reference";
      fieldErrors[field] ??= issue.message;
    }
    return data<ActionResult>({ outcome: "invalid", fieldErrors }, { status: 400 });
  }
  const result = await reports.open(parsed.data, { ip: context.clientIp });
  if (result.status === "found") {
    const { reference, reports: found, ticket } = result;
    return data<ActionResult>({ outcome: "found", reference, reports: found, ticket, share: null });
  }
  if (result.status === "too-many-tries") return data<ActionResult>({ outcome: "too-many-tries", message: result.message }, { status: 429 });
  return data<ActionResult>({ outcome: "not-found", message: result.message, help: result.help }, { status: 404 });
}

/** SPEC §3/§7: 'My Reports': open reports with the booking reference and mobile number. */
export default function Reports({ actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
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
      <h1 className="text-3xl font-bold">My Reports</h1>
      {result?.outcome === "found" && <FoundReports result={result} />}
      <OpenForm result={result} reference={reference} onReferenceChange={setReference} mobileRef={mobileRef} />
      <Remembered references={remembered} onOpen={prefill} onForget={forgetReference} />
      <p className="mt-6 text-slate-700">
        To see, move or cancel a booking, open it with the same reference and mobile in <Link to="/bookings/find" className="font-semibold text-brand-800 underline">Manage a booking</Link>.
      </p>
      <p className="mt-2 text-slate-700">
        Not tested with us yet? <Link to="/tests" className="font-semibold text-brand-800 underline">Find a test</Link> or <Link to="/packages" className="font-semibold text-brand-800 underline">choose a health package</Link>.
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
  const navigation = useNavigation();
  const isOpening = navigation.state === "submitting" && navigation.formData?.get("intent") === "open";
  const id = useId();
  const referenceRef = useRef<HTMLInputElement>(null);
  useTypedBeforeScripts(referenceRef, onReferenceChange);
  const fieldErrors = result?.outcome === "invalid" ? result.fieldErrors : {};
  const problem = result && (result.outcome === "not-found" || result.outcome === "too-many-tries" || result.outcome === "expired") ? result : null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 md:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {result?.outcome === "found" ? "Open another booking's reports" : "Open your reports"}
      </h2>
      <p className="mt-1 text-sm text-slate-700">Enter the booking reference from your booking message and the mobile number you booked with.</p>
      {problem && (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          {/* SPEC §3's empty text: said only once a lookup found nothing to show, never before one. */}
          {problem.outcome === "not-found" && <p className="text-lg font-semibold">No reports available yet.</p>}
          <p className={problem.outcome === "not-found" ? "mt-1" : "font-semibold"}>{problem.message}</p>
          {problem.outcome === "not-found" && <p className="mt-1 text-sm">{problem.help}</p>}
          <p className="mt-2 flex flex-wrap gap-3 text-sm">
            <a href={telLink(site.phone)} className="font-semibold text-brand-800 underline">Call {site.phone}</a>
            <a href={whatsappLink(site.whatsappNumber, reportHelpMessage(site.labName))} className="font-semibold text-brand-800 underline">Ask on WhatsApp</a>
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
          <button type="submit" disabled={isOpening} className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {isOpening ? "Opening…" : "Show my reports"}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** A visit's reports under each person's name, in the visit's order. */
function groupsOf(reports: PatientReport[]): { name: string; position: number; reports: PatientReport[] }[] {
  const groups = new Map<number, { name: string; position: number; reports: PatientReport[] }>();
  for (const report of reports) {
    const name = `${report.personName ?? "Person"} (person ${report.personPosition})`;
    const group = groups.get(report.personPosition) ?? { name, position: report.personPosition, reports: [] };
    group.reports.push(report);
    groups.set(report.personPosition, group);
  }
  return [...groups.values()].sort((a, b) => a.position - b.position);
}

function FoundReports({ result }: { result: Extract<ActionResult, { outcome: "found" }> }) {
  // A visit of several people: each person's reports under their name.
  const isFamily = result.reports.some((report) => report.personName !== null);
  return (
    <section aria-labelledby="found-title" className="mt-6">
      <h2 id="found-title" className="text-xl font-semibold text-slate-900">Reports for {result.reference}</h2>
      <p className="mt-1 text-sm text-slate-700">Download or share them in the next 10 minutes; after that, enter your details again.</p>
      {groupsOf(result.reports).map(({ name, position, reports }) => (
        <section key={position} aria-labelledby={isFamily ? `person-${position}` : undefined}>
          {isFamily && <h3 id={`person-${position}`} className="mt-5 text-lg font-semibold text-slate-900">{name}</h3>}
      <ul className="mt-4 space-y-3">
        {reports.map((report) => (
          <li key={report.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">{report.tests.join(", ")}</p>
            <p className="text-sm text-slate-700">Report of {formatReportDate(report.reportDate)}</p>
            <div className="mt-3 flex flex-wrap items-start gap-2">
              <a href={report.downloadUrl} download={`${result.reference}-report.pdf`} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
                Download
              </a>
              <ShareReport report={report} reference={result.reference} ticket={result.ticket} madeWithoutScript={result.share?.reportId === report.id ? result.share : null} />
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
function ShareReport({ report, reference, ticket, madeWithoutScript }: { report: PatientReport; reference: string; ticket: string; madeWithoutScript: Share | null }) {
  const fetcher = useFetcher<typeof action>();
  const [message, setMessage] = useState<string | null>(null);
  const fetched = fetcher.data as ActionResult | undefined;
  const share = fetched?.outcome === "found" && fetched.share?.reportId === report.id ? fetched.share : madeWithoutScript;
  const isBusy = fetcher.state !== "idle";
  const shown = fetched?.outcome === "expired" ? fetched.message : message;

  // A new link from the fetcher goes to the clipboard; the field below shows it either way.
  const newLink = fetched?.outcome === "found" ? fetched.share?.url : undefined;
  useEffect(() => {
    if (!newLink) return;
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(newLink))
      .then(
        () => setMessage("Link copied"),
        () => setMessage("Copy this link and send it:"),
      );
  }, [newLink]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fileName = `${reference}-report.pdf`;
    // Asked with an empty file first, so the PDF is fetched only where it can be shared.
    const canShareFiles = typeof navigator.canShare === "function" && navigator.canShare({ files: [new File([], fileName, { type: "application/pdf" })] });
    if (canShareFiles) {
      try {
        const blob = await (await fetch(report.downloadUrl)).blob();
        await navigator.share({ files: [new File([blob], fileName, { type: "application/pdf" })], title: `Lab report ${reference}` });
        setMessage("Shared");
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
        <button type="submit" disabled={isBusy} className="rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-800 disabled:opacity-60">
          {isBusy ? "Making a link…" : "Share"}
        </button>
      </fetcher.Form>
      <p role="status" className="mt-2 text-sm font-medium text-slate-800">{shown}</p>
      {share && (
        <div className="mt-1">
          <label className="block text-sm text-slate-700">
            Share link (works for 7 days, until {formatReportDate(share.expiresAt)})
            <input readOnly value={share.url} onFocus={(event) => event.currentTarget.select()} className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm" />
          </label>
        </div>
      )}
    </div>
  );
}

function Remembered({ references, onOpen, onForget }: { references: string[]; onOpen: (reference: string) => void; onForget: (reference: string) => void }) {
  const { site } = useRootData();
  if (references.length === 0) {
    return (
      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
        <h2 className="text-lg font-semibold text-slate-900">When is my report ready?</h2>
        <p className="mt-2 text-slate-700">
          When your report is ready we send it to your registered mobile number on WhatsApp. Most reports are ready within 24 hours of sample collection.
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <a href={whatsappLink(site.whatsappNumber, reportHelpMessage(site.labName))} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">Ask for my report on WhatsApp</a>
          <a href={telLink(site.phone)} className="rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-800">Call {site.phone}</a>
        </div>
      </div>
    );
  }
  return (
    <section aria-labelledby="remembered-title" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 md:p-6">
      <h2 id="remembered-title" className="text-lg font-semibold text-slate-900">Opened on this device</h2>
      <p className="mt-1 text-sm text-slate-700">Only the references are kept here, never names, numbers or reports.</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {references.map((known) => (
          <li key={known} className="flex items-center gap-1">
            <button type="button" onClick={() => onOpen(known)} className="rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-800">
              Open {known}
            </button>
            <button type="button" onClick={() => onForget(known)} aria-label={`Forget ${known}`} className="rounded-full px-2 py-1.5 text-slate-600 hover:text-slate-900">
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
