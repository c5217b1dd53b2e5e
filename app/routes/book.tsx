import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { data, Form, redirect, useNavigation } from "react-router";
import { BookingRequestSchema } from "../../domain/booking.ts";
import { preparationFor } from "../../domain/preparation.ts";
import { formatPaiseAsPrice } from "../../domain/pricing.ts";
import { IdSchema } from "../../domain/schemas.ts";
import { BasketSection } from "../components/booking/basket-section.tsx";
import { BookingHeading } from "../components/booking/booking-heading.tsx";
import { BookingStatusPage } from "../components/booking/booking-status-page.tsx";
import { ConsentAndSubmit } from "../components/booking/consent-section.tsx";
import { errorLabels } from "../components/booking/error-labels.ts";
import { ErrorSummary } from "../components/booking/fields.tsx";
import { HiddenFields } from "../components/booking/hidden-fields.tsx";
import { PeopleSection } from "../components/booking/people-section.tsx";
import { rememberOnSubmit } from "../components/booking/remembered-details.tsx";
import { PreparationAdvice } from "../components/booking/preparation-advice.tsx";
import { PriceSummary } from "../components/booking/price-summary.tsx";
import { SlotSection } from "../components/booking/slot-section.tsx";
import { type BookingAnswer, useBookingForm } from "../components/booking/use-booking-form.ts";
import { VisitSection } from "../components/booking/visit-section.tsx";
import { messagesOfError, metaTranslator, useT } from "../i18n/use-t.ts";
import {
  type Basket,
  basketOf,
  BOOKING_FORM_ID,
  bookingInputOf,
  changeBasket,
  changePeople,
  fieldsOf,
  formValues,
  itemValue,
} from "../lib/booking-form.ts";
import { bookingPageMessages, notFoundIn } from "../lib/booking-errors.server.ts";
import { refusalText } from "../../domain/refusals.ts";
import { consentNoticeIn, pricedBasket, priceWhereServed, searchFor } from "../lib/booking.server.ts";
import { fieldOfBookingIssue } from "../lib/booking-issues.ts";
import { citiesInWords, cityCookie, cityName, cityPickedIn } from "../lib/city.ts";
import { ENTER_INTENT, type PageFormHandle } from "../lib/page-form.tsx";
import { HydrateLater } from "../lib/hydrate-later.tsx";
import { whatsappLink } from "../lib/contact-links.ts";
import { pageMeta } from "../lib/seo.ts";
import { newFormKey } from "../lib/form-key.ts";
import { toJsonText } from "../lib/json-text.ts";
import { firstIssueByField, isServiceRefusal } from "../lib/form-errors.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/book";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** The original site's short booking ids (SPEC §3) and the tests they mean. */
export const LEGACY_BOOKING_IDS: Record<string, string> = {
  thyroid: "thyroid-profile",
  lft: "liver-function",
  lipid: "lipid-profile",
  covid: "covid-rt-pcr",
  kidney: "kidney-function",
};

/** The shell gives this form its default button, and the header's city pickers post it (issue 32). */
export const handle: PageFormHandle = { pageForm: BOOKING_FORM_ID };

export function meta({ loaderData: page, matches, location, error }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  if (!page) {
    // The loader threw (no such test or package): its answer carried the words, as it does for the page.
    const sent = messagesOfError(error);
    const t = metaTranslator([...matches, { data: sent && { messages: sent } }], location);
    const title = sent ? `${t("booking.book.notFound")} | ${root.site.labName}` : root.site.labName;
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  const t = metaTranslator(matches, location);
  const only = page.lines.length === 1 ? page.lines[0].name : null;
  return pageMeta({
    locale: t.locale,
    title: only ? t("booking.book.titleOf", { name: only }) : t("booking.book.title"),
    description: t("booking.book.description", { cities: citiesInWords("or", t.locale) }),
    path: location.pathname,
    origin: root.origin,
    labName: root.site.labName,
    isIndexed: false,
  });
}

/** The basket a booking address holds: its query's, with the test or package its path names first. */
function basketAt(params: Route.LoaderArgs["params"], search: URLSearchParams): Basket {
  const basket = basketOf(search);
  const slug = "slug" in params && params.slug ? params.slug.toLowerCase() : null;
  const id = "id" in params && params.id ? params.id : null;
  return {
    tests: slug ? [slug, ...basket.tests.filter((s) => s !== slug)] : basket.tests,
    packages: id ? [id, ...basket.packages.filter((p) => p !== id)] : basket.packages,
  };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services } = context;
  const locale = localeOfPath(url.pathname);
  if ("slug" in params && params.slug) {
    const slug = params.slug.toLowerCase();
    if (LEGACY_BOOKING_IDS[slug]) throw redirect(pathIn(locale, `/book/${LEGACY_BOOKING_IDS[slug]}`), 301);
    if (!(await services.labTests.get(slug))) throw notFoundIn(locale);
  }
  if ("id" in params && params.id) {
    if (!IdSchema.safeParse(params.id).success || !(await services.packages.get(params.id))) throw notFoundIn(locale);
  }
  const basket = basketAt(params, url.searchParams);
  const query = queryOf(url.searchParams.get("q"));
  const [{ lines, missing }, lab, calendar, labCalendar, results] = await Promise.all([
    pricedBasket(services, basket, locale),
    services.settings.get(),
    services.bookings.calendar("home"),
    services.bookings.calendar("lab"),
    searchFor(locale, services, query),
  ]);
  return {
    lines,
    missing,
    /** The basket as it is on sale (anything no longer offered left out). */
    basket: {
      tests: lines.filter((l) => l.kind === "test").map((l) => l.id),
      packages: lines.filter((l) => l.kind === "package").map((l) => l.id),
    },
    query,
    results,
    city: context.city,
    collection: {
      homeCollectionFee: lab.homeCollectionFee,
      freeCollectionAbove: lab.freeCollectionAbove,
      // Read as the pincode is typed, and the slots only when the picker is drawn again (an
      // answer of the form): each one JSON text rather than hundreds of values to decode.
      pincodes: toJsonText(lab.pincodes),
    },
    labs: lab.addresses,
    calendar: toJsonText(calendar),
    labCalendar: toJsonText(labCalendar),
    consent: consentNoticeIn(lab, locale),
    /** The channel the lab's own messages go out on (MESSAGES_CHANNEL); null: the form does not offer them. */
    updatesChannel: context.services.outbox.channel,
    /** How many people one visit may serve (settings). */
    peoplePerVisit: lab.peoplePerVisit,
    /** Drawn per page view: the same form sent twice makes one booking. */
    idempotencyKey: newFormKey(),
    messages: bookingPageMessages(locale),
  };
}

const queryOf = (typed: FormDataEntryValue | null) => (typeof typed === "string" ? typed.trim().slice(0, 100) : "");

export async function action({ url, request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const locale = localeOfPath(url.pathname);
  const form = await request.formData();
  const values = formValues(form);
  // The refusals come in the page's language (firstIssueByField with the booking form's names), with the form as typed.
  const refuse = (status: number, refusal: Omit<BookingAnswer, "values">) =>
    data<BookingAnswer>({ ...refusal, values }, { status });

  // A city chosen in the header joined this form (handle, below): the form comes back as typed,
  // priced in that city, which is remembered as /set-city would.
  const picked = cityPickedIn(form);
  if (picked) {
    // Without JavaScript this page's loader runs next in this very request, before the browser
    // holds the cookie: it prices in the city chosen too.
    context.city = picked;
    return data<BookingAnswer>(
      { errors: {}, values: { ...values, city: picked } },
      { headers: { "set-cookie": cityCookie(picked) } },
    );
  }

  // "Add another person", "Remove", "Update the price": the form comes back as typed, changed
  // as asked; nothing is booked (docs/decisions/2026-11-25-several-people-one-visit.md).
  const pressed = form.get("intent");
  // Enter in a field (the form's default button, PageFormDefaultButton): a search when one was typed, else the booking.
  const intent = pressed === ENTER_INTENT ? (queryOf(form.get("q")) ? "search" : "book") : pressed;
  if (typeof intent === "string" && intent !== "book") {
    const basketItems = [
      ...form.getAll("tests").map((slug) => itemValue("test", String(slug))),
      ...form.getAll("packages").map((id) => itemValue("package", String(id))),
    ];
    // Searching the catalogue and changing the basket post the whole form (to the new basket's
    // address), so the people typed come back with it, with JavaScript or without (issue 32).
    if (intent === "search") {
      const query = queryOf(form.get("q"));
      return data<BookingAnswer>({
        errors: {},
        values,
        search: { query, results: await searchFor(locale, services, query) },
      });
    }
    if (intent === "basket") {
      const next = basketAt(params, url.searchParams);
      const nextItems = [
        ...next.tests.map((slug) => itemValue("test", slug)),
        ...next.packages.map((id) => itemValue("package", id)),
      ];
      return data<BookingAnswer>({ errors: {}, values: changeBasket(values, basketItems, nextItems) });
    }
    const { peoplePerVisit } = await services.settings.get();
    const changed = changePeople(intent, values, basketItems, peoplePerVisit);
    if (changed && "refusal" in changed)
      return refuse(400, { errors: firstIssueByField([changed.refusal], locale, fieldOfBookingIssue) });
    // With JavaScript the form keeps its fields (a key pressed while the answer travelled stays,
    // issue 32) unless the people moved places: then a fresh form takes the values as answered.
    if (changed) {
      const { values: next, focus, isRemade } = changed;
      return data<BookingAnswer>({
        errors: {},
        values: next,
        focus,
        formKey: isRemade ? crypto.randomUUID() : undefined,
      });
    }
  }

  const parsed = BookingRequestSchema.safeParse(bookingInputOf(form));
  if (!parsed.success)
    return refuse(400, { errors: firstIssueByField(parsed.error.issues, locale, fieldOfBookingIssue) });
  const input = parsed.data;

  // The form showed the prices of its city: a visit priced elsewhere at another total is not booked unseen.
  const served = await priceWhereServed(services, input);
  if (served) {
    const isHome = input.collectionType === "home";
    const where = { city: cityName(served.city, locale), total: formatPaiseAsPrice(served.subtotalPaise) };
    const message = refusalText(locale, isHome ? "PINCODE_PRICED_ELSEWHERE" : "LAB_PRICED_ELSEWHERE", where);
    return refuse(400, { errors: isHome ? { pincode: message } : { labAddress: message }, pricesCity: served.city });
  }

  try {
    const { booking } = await services.bookings.create(input, { ip: context.clientIp, locale });
    return redirect(pathIn(locale, `${booking.managePath}?done=booked`));
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    const nearest = (error.extra as { nearest?: BookingAnswer["nearest"] }).nearest;
    const errors =
      error.issues.length > 0
        ? firstIssueByField(error.issues, locale, fieldOfBookingIssue)
        : { form: refusalText(locale, error.code, error.values) };
    return refuse(error.statusCode, { errors, nearest, isPincodeUnserved: error.code === "PINCODE_UNSERVED" });
  }
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  const t = useT();
  const { lines, basket, collection, peoplePerVisit } = loaderData;
  const form = useBookingForm(loaderData, actionData);
  const { values, errors, peopleCount, shownCity } = form;
  const navigation = useNavigation();
  const isBooking = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  // A search posted with the form answers its results; an address with ?q= has them from the loader.
  const { query, results } = actionData?.search ?? loaderData;
  const preparation = preparationFor(lines.flatMap((line) => line.preparation));

  return (
    <main className="mx-auto max-w-2xl px-4 py-6 md:px-6 md:py-8 lg:max-w-5xl">
      <BookingHeading lines={lines} />

      <div className="booking-page lg:mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-x-10">
        {/* The form comes to life in parts, each in a task of its own (HydrateLater): the basket, the
            sums, the people, where, when, the consent; a tap or a key is answered between them
            (docs/decisions/2026-11-28-booking-form-hydration.md). */}
        <HydrateLater>
          <BasketSection
            lines={lines}
            missing={loaderData.missing}
            basket={basket}
            city={shownCity}
            error={errors.basket}
            query={query}
            results={results}
            askLink={(message) => whatsappLink(site.whatsappNumber, message)}
          />
        </HydrateLater>

        {lines.length > 0 && (
          <HydrateLater>
            <PriceSummary form={form} freeAbove={collection.freeCollectionAbove} visitorCity={loaderData.city} />
          </HydrateLater>
        )}

        {/* An empty basket hides the fields: what was typed still goes with the search and the next test added. */}
        {lines.length === 0 && (
          <Form id={BOOKING_FORM_ID} method="post" noValidate>
            {fieldsOf(values).map(([name, value], i) => (
              <input key={i} type="hidden" name={name} value={value} />
            ))}
          </Form>
        )}
        {lines.length > 0 && (
          <Form
            id={BOOKING_FORM_ID}
            key={form.formKey}
            method="post"
            className="booking-form mt-8 space-y-8 lg:col-start-1"
            noValidate
            onSubmit={rememberOnSubmit}
          >
            <ErrorSummary errors={errors} labelsOf={() => errorLabels(t, peopleCount)} />
            <HiddenFields form={form} basket={basket} />
            <HydrateLater>
              <PeopleSection form={form} lines={lines} peoplePerVisit={peoplePerVisit} />
            </HydrateLater>
            <HydrateLater>
              <VisitSection form={form} labs={loaderData.labs} whatsappNumber={site.whatsappNumber} />
            </HydrateLater>
            <PreparationAdvice preparation={preparation} />
            <HydrateLater>
              <SlotSection
                form={form}
                calendar={loaderData.calendar}
                labCalendar={loaderData.labCalendar}
                preparation={preparation}
              />
            </HydrateLater>
            <HydrateLater>
              <ConsentAndSubmit
                form={form}
                consent={loaderData.consent}
                updatesChannel={loaderData.updatesChannel}
                isBooking={isBooking}
              />
            </HydrateLater>
          </Form>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <BookingStatusPage notFoundTitle="booking.book.notFound" />;
}
