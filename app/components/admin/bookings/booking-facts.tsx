import type { AdminBookingDetail, BookingEvent, BookingLine } from "../../../../domain/booking.ts";
import type { PersonTubes, TubeCount } from "../../../../domain/collection-tubes.ts";
import { formatPaiseAsPrice } from "../../../../domain/pricing.ts";
import { actorName, describeEvent, formatDay } from "../../../lib/booking-format.ts";
import { formatIstTime } from "../admin-shell.tsx";
import { PersonTubeList, TubeTotals } from "../tube-list.tsx";
import { useT } from "../../../i18n/use-t.ts";

/** The languages a patient may book and consent in, as staff read them. */
const LANGUAGE_NAMES: Record<AdminBookingDetail["language"], string> = { en: "English", hi: "Hindi" };

function Facts({ title, rows }: { title: string; rows: [string, React.ReactNode][] }) {
  return (
    <section aria-labelledby={`facts-${title}`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`facts-${title}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="mb-1 break-words text-slate-900 sm:mb-0">{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Lines({ items }: { items: BookingLine[] }) {
  return (
    <ul className="mt-1 divide-y divide-slate-100 text-sm">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="flex justify-between gap-3 py-1.5">
          <span>
            {item.name}
            {item.kind === "package" && <span className="ml-1 text-xs text-slate-600">(package)</span>}
          </span>
          <span className="whitespace-nowrap">{formatPaiseAsPrice(item.pricePaise)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A visit's tubes as the page's loader reads them (server/api/lab-tests/collection-tubes.ts). */
export type BookingTubes = { people: (PersonTubes & { personId: string })[]; totals: TubeCount[] };

/**
 * What the collector carries for the visit and each person's tubes to fill. A person taken out
 * of the visit since the page loaded is left out.
 */
function VisitTubes({ booking: b, tubes }: { booking: AdminBookingDetail; tubes: BookingTubes }) {
  const t = useT();
  const isFamily = b.people.length > 1;
  const people = b.people.flatMap((person) => {
    const found = tubes.people.find((p) => p.personId === person.id);
    return found ? [{ person, tubes: found }] : [];
  });
  return (
    <section aria-labelledby="facts-tubes" className="rounded-xl border border-slate-200 bg-white p-4 lg:col-span-2">
      <h2 id="facts-tubes" className="text-lg font-semibold text-slate-900">
        {t("tubes.list.heading")}
      </h2>
      <div className="mt-2">
        <TubeTotals totals={tubes.totals} />
      </div>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {people.map(({ person, tubes: own }) => (
          <li key={person.id} className="rounded-lg bg-slate-50 p-3">
            {isFamily && (
              <p className="mb-1 font-semibold text-slate-900">
                {t("tubes.list.person", { position: person.position, name: person.name })}
              </p>
            )}
            <PersonTubeList tubes={own} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Everything the booking holds: the patient (or each person of the visit), the collection, the tests and money, the tubes, the consent. */
export function BookingFacts({
  booking: b,
  tubes = null,
}: {
  booking: AdminBookingDetail;
  tubes?: BookingTubes | null;
}) {
  const isMinor = b.guardianName !== null;
  const isFamily = b.people.length > 1;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {isFamily && (
        <section
          aria-labelledby="facts-people"
          className="rounded-xl border border-slate-200 bg-white p-4 lg:col-span-2"
        >
          <h2 id="facts-people" className="text-lg font-semibold text-slate-900">
            {b.people.length} people in this visit
          </h2>
          <ol className="mt-2 grid gap-3 sm:grid-cols-2">
            {b.people.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">
                  {p.position}. {p.name}
                </p>
                <p className="text-sm text-slate-700">
                  {p.isErased ? "Personal data erased" : `${p.age} years, ${p.gender}`}
                  {p.guardianName && ` · Parent or guardian: ${p.guardianName}${p.guardianConsent ? " (agreed)" : ""}`}
                </p>
                <Lines items={p.items} />
                <p className="mt-1 flex justify-between border-t border-slate-200 pt-1 text-sm font-medium">
                  <span>Subtotal</span>
                  <span>{formatPaiseAsPrice(p.subtotalPaise)}</span>
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <Facts
        title={isFamily ? "Contact (the person booking)" : "Patient"}
        rows={[
          ...(isFamily
            ? []
            : ([
                ["Name", b.patientName],
                ["Age and gender", `${b.age} years, ${b.gender}`],
              ] as [string, React.ReactNode][])),
          [
            "Mobile",
            b.isErased ? (
              "Erased"
            ) : (
              <a href={`tel:+91${b.mobile}`} className="font-mono text-brand-800 underline">
                {b.mobile}
              </a>
            ),
          ],
          ["E-mail", b.email],
          ...(isMinor && !isFamily
            ? ([["Parent or guardian", `${b.guardianName}${b.guardianConsent ? " (agreed)" : ""}`]] as [
                string,
                string,
              ][])
            : []),
        ]}
      />
      <Facts
        title="Collection"
        rows={[
          ["Slot", `${formatDay(b.date, "long")}, ${b.window}`],
          ["Type", b.collectionType === "home" ? "Home collection" : "Lab visit"],
          ...(b.collectionType === "home"
            ? ([
                ["Address", b.address],
                ["Landmark", b.landmark],
                ["Pincode", b.pincode],
              ] as [string, React.ReactNode][])
            : ([["Lab", b.labAddress]] as [string, React.ReactNode][])),
          ["City (prices)", b.city],
        ]}
      />
      <section aria-labelledby="facts-tests" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="facts-tests" className="text-lg font-semibold text-slate-900">
          {isFamily ? "Amount for the visit" : "Tests and amount"}
        </h2>
        {isFamily ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {b.people.map((p) => (
              <li key={p.id} className="flex justify-between gap-3 py-1.5">
                <span>
                  {p.position}. {p.name} ({p.items.length} {p.items.length === 1 ? "item" : "items"})
                </span>
                <span className="whitespace-nowrap">{formatPaiseAsPrice(p.subtotalPaise)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Lines items={b.items} />
        )}
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 border-t border-slate-200 pt-2 text-sm">
          <dt>Tests</dt>
          <dd className="text-right">{formatPaiseAsPrice(b.subtotalPaise)}</dd>
          <dt>Home collection fee</dt>
          <dd className="text-right">{formatPaiseAsPrice(b.feePaise)}</dd>
          {b.discountPaise > 0 && (
            <>
              <dt>Discounts</dt>
              <dd className="text-right">−{formatPaiseAsPrice(b.discountPaise)}</dd>
            </>
          )}
          <dt className="font-semibold">Total to collect</dt>
          <dd className="text-right font-semibold">{formatPaiseAsPrice(b.totalPaise)}</dd>
          <dt className="text-slate-600">Saving on MRP</dt>
          <dd className="text-right text-slate-600">{formatPaiseAsPrice(b.savingPaise)}</dd>
        </dl>
      </section>
      {tubes && <VisitTubes booking={b} tubes={tubes} />}
      <Facts
        title="Consent"
        rows={[
          [
            "Privacy notice",
            `Version ${b.consentVersion}, ${LANGUAGE_NAMES[b.consentLanguage]}, agreed ${formatIstTime(b.consentedAt)}`,
          ],
          ["Booked in", LANGUAGE_NAMES[b.language]],
          ["Offers by message", b.offersOptIn ? "Yes, agreed to receive offers" : "No"],
          ["Booked", formatIstTime(b.createdAt)],
        ]}
      />
    </div>
  );
}

/** The booking's history or its access list, newest first. */
export function EventList({
  title,
  events,
  empty,
  small = false,
}: {
  title: string;
  events: BookingEvent[];
  empty: string;
  small?: boolean;
}) {
  return (
    <section aria-labelledby={`events-${title}`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2
        id={`events-${title}`}
        className={small ? "font-semibold text-slate-900" : "text-lg font-semibold text-slate-900"}
      >
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className={`mt-2 grid gap-2 ${small ? "text-xs" : "text-sm"}`}>
          {events.map((event, i) => (
            <li key={`${event.at}-${i}`} className="grid gap-x-3 sm:grid-cols-[13rem_11rem_1fr]">
              <time dateTime={event.at} className="text-slate-600">
                {formatIstTime(event.at)}
              </time>
              <span className="font-medium text-slate-800">{actorName(event)}</span>
              <span className="text-slate-900">{describeEvent(event)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
