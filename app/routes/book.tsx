import { type Locale, localeOfPath, pathIn } from "../../domain/locale.ts";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { BookingRequestSchema } from "../../domain/booking.ts";
import { ADULT_AGE } from "../../domain/booking-rules.ts";
import { CITIES, type City, isCity } from "../../domain/catalogue.ts";
import { pincodeQuestionMessage } from "../../domain/whatsapp-messages.ts";
import { cityOfPincode, labCity } from "../../domain/collection.ts";
import { preparationFor } from "../../domain/preparation.ts";
import { formatPaiseAsPrice } from "../../domain/pricing.ts";
import { IdSchema } from "../../domain/schemas.ts";
import type { SearchResult } from "../../domain/search.ts";
import {
  AddToBasket,
  BasketList,
  ItemName,
  totalsOf,
  TotalsTable,
  visitTotalsOf,
} from "../components/booking/basket.tsx";
import { BookingStatusPage } from "../components/booking/booking-status-page.tsx";
import { Checkbox, ChoiceGroup, ErrorSummary, Honeypot, TextField } from "../components/booking/fields.tsx";
import { genderOptions, OtherPerson, PersonItems, personLabel } from "../components/booking/people-fields.tsx";
import { PreparationAdvice } from "../components/booking/preparation-advice.tsx";
import { dayLabel, SlotPicker, windowLabel } from "../components/booking/slot-picker.tsx";
import { metaTranslator, type Translate, useLocalePath, useT } from "../i18n/use-t.ts";
import {
  type Basket,
  basketOf,
  BOOKING_FORM_ID,
  bookingInputOf,
  changeBasket,
  changePeople,
  fieldsOf,
  formValues,
  type FormValues,
  itemValue,
  personField,
} from "../lib/booking-form.ts";
import { bookingPageMessages, bookingText, notFoundIn, refusalsIn } from "../lib/booking-errors.server.ts";
import { nameIn, pricedBasket } from "../lib/booking.server.ts";
import { citiesInWords, cityCookie, cityName, cityPickedIn } from "../lib/city.ts";
import { ENTER_INTENT, type PageFormHandle } from "../lib/page-form.tsx";
import { whatsappLink } from "../lib/contact-links.ts";
import { pageMeta } from "../lib/seo.ts";
import { newFormKey } from "../lib/form-key.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { isServiceRefusal } from "../lib/form-errors.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/book";

/** The original site's short booking ids (SPEC §3) and the tests they mean. */
export const LEGACY_BOOKING_IDS: Record<string, string> = {
  thyroid: "thyroid-profile",
  lft: "liver-function",
  lipid: "lipid-profile",
  covid: "covid-rt-pcr",
  kidney: "kidney-function",
};

/** What each field is called in the error summary. */
const fieldLabels = (t: Translate): Record<string, string> => ({
  basket: t("booking.label.basket"),
  patientName: t("booking.label.patientName"),
  age: t("booking.label.age"),
  gender: t("booking.label.gender"),
  mobile: t("booking.label.mobile"),
  email: t("booking.label.email"),
  guardianName: t("booking.label.guardian"),
  guardianConsent: t("booking.label.guardian"),
  collectionType: t("booking.label.collectionType"),
  address: t("booking.label.address"),
  landmark: t("booking.label.landmark"),
  pincode: t("booking.label.pincode"),
  labAddress: t("booking.label.labAddress"),
  slot: t("booking.label.slot"),
  consent: t("booking.label.consent"),
});

/** The schema's field names as the form has them (the slot is one radio; the basket is the list). */
const FORM_FIELD: Record<string, string> = {
  date: "slot",
  window: "slot",
  tests: "basket",
  packages: "basket",
  idempotencyKey: "form",
  website: "form",
  city: "form",
  people: "people",
};

/**
 * The form field each issue is about: the first person's fields keep their one-person names
 * (`people.0.age` is `age`); a person's tests are their checkboxes (`people.1.items`).
 */
function errorsByField(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const [head, index, field] = path;
    let key = FORM_FIELD[String(head ?? "form")] ?? String(head ?? "form");
    if (head === "people" && typeof index === "number" && field !== undefined) {
      const name = field === "tests" || field === "packages" ? "items" : String(field);
      key = index === 0 && name !== "items" ? name : personField(index, name);
    }
    errors[key] ??= message;
  }
  return errors;
}

/** What each person's fields are called in the error summary. */
function peopleLabels(t: Translate, count: number): Record<string, string> {
  const labels: Record<string, string> = { people: t("booking.label.people") };
  if (count > 1) {
    // The first person's fields keep their one-person names; in a visit of several they say whose.
    const who = personLabel(t, 0);
    Object.assign(labels, {
      patientName: t("booking.label.personName", { who }),
      age: t("booking.label.personAge", { who }),
      gender: t("booking.label.personGender", { who }),
      guardianName: t("booking.label.personGuardian", { who }),
      guardianConsent: t("booking.label.personGuardian", { who }),
    });
  }
  for (let i = 0; i < count; i++) {
    const who = personLabel(t, i);
    labels[personField(i, "items")] = t("booking.label.personTests", { who });
    if (i === 0) continue;
    labels[personField(i, "patientName")] = t("booking.label.personName", { who });
    labels[personField(i, "age")] = t("booking.label.personAge", { who });
    labels[personField(i, "gender")] = t("booking.label.personGender", { who });
    labels[personField(i, "guardianName")] = t("booking.label.personGuardian", { who });
    labels[personField(i, "guardianConsent")] = t("booking.label.personGuardian", { who });
  }
  return labels;
}

const isMinorAge = (age: string | undefined) => {
  const text = (age ?? "").trim();
  return text !== "" && Number.isInteger(Number(text)) && Number(text) < ADULT_AGE;
};

/** The shell gives this form its default button, and the header's city pickers post it (issue 32). */
export const handle: PageFormHandle = { pageForm: BOOKING_FORM_ID };

export function meta({ loaderData: page, matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  const only = page?.lines.length === 1 ? page.lines[0].name : null;
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

/** The search's results with their names in the page's language (a test's or package's Hindi name, where it has one). */
async function resultsIn(locale: Locale, services: Route.LoaderArgs["context"]["services"], results: SearchResult[]) {
  const [tests, { packages }] = await Promise.all([services.labTests.list(), services.packages.list()]);
  const byId = new Map<string, { name: string; hi: { name?: string } }>([
    ...tests.map((test) => [`test:${test.slug}`, test] as const),
    ...packages.map((pkg) => [`package:${pkg.id}`, pkg] as const),
  ]);
  return results.map((result) => ({
    ...result,
    ...nameIn(byId.get(result.id) ?? { name: result.name, hi: {} }, locale),
  }));
}

/** The catalogue searched for what a patient typed into "Add a test or package" (null for nothing typed). */
async function searchFor(locale: Locale, services: Route.LoaderArgs["context"]["services"], query: string) {
  // In the page's language, so a Hindi query ranks by Hindi names as the search box does.
  return query ? resultsIn(locale, services, (await services.search.index(locale)).search(query, 8)) : null;
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
      pincodes: lab.pincodes,
    },
    labs: lab.addresses,
    calendar,
    labCalendar,
    // The notice in the page's language; the English one (marked so) where no Hindi is written.
    consent: {
      notice: locale === "hi" && lab.hi.consentNotice ? lab.hi.consentNotice : lab.consentNotice,
      isEnglish: locale !== "en" && !(locale === "hi" && lab.hi.consentNotice),
      version: lab.consentVersion,
    },
    /** How many people one visit may serve (settings). */
    peoplePerVisit: lab.peoplePerVisit,
    /** Drawn per page view: the same form sent twice makes one booking. */
    idempotencyKey: newFormKey(),
    messages: bookingPageMessages(locale),
  };
}

type Refusal = {
  errors: Record<string, string>;
  values: FormValues;
  nearest?: { date: string; window: string }[];
  pricesCity?: City;
  /** The pincode is one we do not collect at (the form offers WhatsApp and a lab visit). */
  isPincodeUnserved?: boolean;
  /** After adding or removing a person: the field to put the focus in, and when the people moved places a fresh form (JavaScript). */
  focus?: string;
  formKey?: string;
  /** What "Add a test or package" found for what was typed (posted with the form, issue 32). */
  search?: { query: string; results: Awaited<ReturnType<typeof searchFor>> };
};

const queryOf = (typed: FormDataEntryValue | null) => (typeof typed === "string" ? typed.trim().slice(0, 100) : "");

export async function action({ url, request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const locale = localeOfPath(url.pathname);
  const form = await request.formData();
  const values = formValues(form);
  // Every refusal in the page's language (booking-errors.server.ts).
  const refuse = (status: number, refusal: Omit<Refusal, "values">) =>
    data<Refusal>({ ...refusal, errors: refusalsIn(locale, refusal.errors), values }, { status });

  // A city chosen in the header joined this form (handle, below): the form comes back as typed,
  // priced in that city, which is remembered as /set-city would.
  const picked = cityPickedIn(form);
  if (picked) {
    // Without JavaScript this page's loader runs next in this very request, before the browser
    // holds the cookie: it prices in the city chosen too.
    context.city = picked;
    return data<Refusal>(
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
      return data<Refusal>({
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
      return data<Refusal>({ errors: {}, values: changeBasket(values, basketItems, nextItems) });
    }
    const { peoplePerVisit } = await services.settings.get();
    const changed = changePeople(intent, values, basketItems, peoplePerVisit);
    if (changed && "error" in changed) return refuse(400, { errors: { people: changed.error } });
    // With JavaScript the form keeps its fields (a key pressed while the answer travelled stays,
    // issue 32) unless the people moved places: then a fresh form takes the values as answered.
    if (changed) {
      const { values: next, focus, isRemade } = changed;
      return data<Refusal>({ errors: {}, values: next, focus, formKey: isRemade ? crypto.randomUUID() : undefined });
    }
  }

  const parsed = BookingRequestSchema.safeParse(bookingInputOf(form));
  if (!parsed.success) return refuse(400, { errors: errorsByField(parsed.error.issues) });
  const input = parsed.data;

  // Prices differ by city and a home collection is priced in the pincode's city. The form
  // showed the prices of `city`: when the pincode is elsewhere and the total differs, the
  // patient sees the new total before anything is booked.
  // A lab visit is priced in its lab's city, in the same way.
  if (input.city) {
    const isHome = input.collectionType === "home";
    const servedIn = isHome
      ? cityOfPincode(await services.settings.get(), input.pincode ?? "")
      : labCity(input.labAddress ?? "");
    if (servedIn && servedIn !== input.city) {
      const { lines } = await pricedBasket(services, {
        tests: input.people.flatMap((person) => person.tests),
        packages: input.people.flatMap((person) => person.packages),
      });
      const shown = totalsOf(lines, input.city, null).subtotalPaise;
      const actual = totalsOf(lines, servedIn, null).subtotalPaise;
      if (shown !== actual) {
        const where = { city: cityName(servedIn, locale), total: formatPaiseAsPrice(actual) };
        const message = bookingText(locale, isHome ? "error.pincodeElsewhere" : "error.labElsewhere", where);
        return refuse(400, { errors: isHome ? { pincode: message } : { labAddress: message }, pricesCity: servedIn });
      }
    }
  }

  try {
    const { booking } = await services.bookings.create(input, { ip: context.clientIp, locale });
    return redirect(pathIn(locale, `${booking.managePath}?done=booked`));
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    const nearest = (error.extra as { nearest?: Refusal["nearest"] }).nearest;
    const errors = error.issues.length > 0 ? errorsByField(error.issues) : { form: error.message };
    return refuse(error.statusCode, {
      errors,
      nearest,
      isPincodeUnserved: errors.pincode?.startsWith("We do not collect"),
    });
  }
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  const t = useT();
  const { locale } = t;
  const localePath = useLocalePath();
  const nameOf = (city: City) => cityName(city, locale);
  const { lines, missing, basket, collection, labs, calendar, labCalendar, consent, peoplePerVisit } = loaderData;
  const values: FormValues = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const navigation = useNavigation();
  const isBooking = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

  const [collectionType, setCollectionType] = useState<"home" | "lab">(
    values.collectionType === "lab" ? "lab" : "home",
  );
  const [age, setAge] = useState(values.age ?? "");
  const [pincode, setPincode] = useState(values.pincode ?? "");
  const defaultLab = values.labAddress ?? (labs.length === 1 ? labs[0] : undefined);
  const [labAddress, setLabAddress] = useState(defaultLab);
  const [idempotencyKey] = useState(values.idempotencyKey ?? loaderData.idempotencyKey);
  // A search posted with the form answers its results; an address with ?q= has them from the loader.
  const { query, results } = actionData?.search ?? loaderData;

  const pincodeCity = /^\d{6}$/.test(pincode.trim()) ? cityOfPincode(collection, pincode) : null;
  const chosenLabCity = labAddress ? labCity(labAddress) : null;
  const shownCity: City =
    collectionType === "home" && pincodeCity
      ? pincodeCity
      : collectionType === "lab" && chosenLabCity
        ? chosenLabCity
        : (actionData?.pricesCity ?? (isCity(values.city) ? values.city : loaderData.city));
  // The people of the visit: each has the lines ticked for them (the whole basket for one person).
  const peopleCount = values.peopleCount ?? 1;
  const isFamily = peopleCount > 1;
  const others = values.others ?? [];
  const allItems = lines.map((line) => itemValue(line.kind, line.id));
  const [selections, setSelections] = useState<string[][]>(() => [
    values.firstItems ?? allItems,
    ...others.map((o) => o.items),
  ]);
  const [otherAges, setOtherAges] = useState<string[]>(() => others.map((o) => o.age ?? ""));
  // The names as typed, so the sums and each person's tests say whose they are (with JavaScript).
  const namesOf = () => [values.patientName ?? "", ...others.map((o) => o.patientName ?? "")];
  const [names, setNames] = useState<string[]>(namesOf);
  // A new answer of the action (a person added or removed) brings the form as typed: start from it.
  const [seenAnswer, setSeenAnswer] = useState(actionData);
  // The form is made afresh only when the action says so (people removed or boxes ticked on the
  // server): otherwise it keeps its fields as they are, so a key pressed meanwhile is not lost.
  const [formKey, setFormKey] = useState(actionData?.formKey ?? "form");
  if (actionData !== seenAnswer) {
    setSeenAnswer(actionData);
    if (actionData?.formKey) setFormKey(actionData.formKey);
    setSelections([values.firstItems ?? allItems, ...others.map((o) => o.items)]);
    setOtherAges(others.map((o) => o.age ?? ""));
    setNames(namesOf());
  }
  const peopleLines = isFamily
    ? Array.from({ length: peopleCount }, (_, i) =>
        lines.filter((line) => (selections[i] ?? []).includes(itemValue(line.kind, line.id))),
      )
    : [lines];
  const home = visitTotalsOf(peopleLines, shownCity, collection);
  const lab = visitTotalsOf(peopleLines, shownCity, null);
  const homeTotals = home.totals;
  const labTotals = lab.totals;
  const totals = collectionType === "lab" ? labTotals : homeTotals;
  const personSubtotals = home.people;
  // "Same tests as Person 1" with JavaScript: that person's boxes are made again, ticked as the first person's.
  const [copies, setCopies] = useState<Record<number, number>>({});
  const sameTestsAsFirst = (index: number) => () => {
    setSelections((all) => all.map((items, i) => (i === index ? [...(all[0] ?? [])] : items)));
    setCopies((all) => ({ ...all, [index]: (all[index] ?? 0) + 1 }));
  };
  const toggle = (index: number) => (item: string, isChecked: boolean) =>
    setSelections((all) =>
      all.map((items, i) => (i !== index ? items : isChecked ? [...items, item] : items.filter((x) => x !== item))),
    );
  const whoIs = (index: number) => (names[index] ?? "").trim() || personLabel(t, index);
  const nameChanged = (index: number) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    setNames((all) => all.map((name, i) => (i === index ? typed : name)));
  };
  const focus = actionData?.focus;
  // Without JavaScript the page comes back at its top: these posts name where to come back to.
  const location = useLocation();
  const backTo = (fragment: string) => `${location.pathname}${location.search}#${fragment}`;
  // With JavaScript, the field the action named takes the focus (a new person's name, or the add button).
  useEffect(() => {
    if (focus) document.getElementById(focus === "add-person" ? "add-person" : `field-${focus}`)?.focus();
  }, [focus, actionData]);
  const preparation = preparationFor(lines.flatMap((line) => line.preparation));
  const ageNumber = Number(age);
  // Without JavaScript the age is not known while typing, so the guardian's fields are always shown.
  const isHydrated = useHydrated();
  const isMinor = age !== "" && Number.isInteger(ageNumber) && ageNumber < ADULT_AGE;
  const showGuardian = !isHydrated || isMinor || Boolean(errors.guardianName || errors.guardianConsent);
  const single = lines.length === 1 ? lines[0] : null;
  const nearest = actionData?.nearest ?? [];
  const slotError =
    errors.slot && nearest.length > 0
      ? t("booking.form.nearest", {
          error: errors.slot,
          slots: nearest.map((s) => `${dayLabel(s.date, locale)} ${windowLabel(s.window, locale)}`).join("; "),
        })
      : errors.slot;
  const askOnWhatsApp = whatsappLink(site.whatsappNumber, pincodeQuestionMessage(pincode.trim(), locale));

  return (
    <main className="mx-auto max-w-2xl px-4 py-6 md:px-6 md:py-8 lg:max-w-5xl">
      <h1 className="text-2xl font-bold md:text-3xl">
        {single
          ? t.rich(
              "booking.book.titleOf",
              { name: (_, key) => <ItemName key={key} name={single.name} isEnglish={single.isEnglishName} /> },
              { name: single.name },
            )
          : t("booking.book.title")}
      </h1>
      <p className="mt-1 text-slate-800">{t("booking.book.intro", { cities: CITIES.map(nameOf).join(", ") })}</p>

      <div className="booking-page lg:mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-x-10">
        <section aria-labelledby="basket-heading" className="mt-6 space-y-3 lg:col-start-1 lg:mt-0">
          <h2 id="basket-heading" className="text-xl font-semibold">
            {t("booking.step.tests")}
          </h2>
          {missing > 0 && (
            <p className="rounded-lg bg-amber-50 p-3 text-amber-950">
              {t("booking.basket.missing", { count: missing })}
            </p>
          )}
          {lines.length > 0 ? (
            <BasketList lines={lines} basket={basket} city={shownCity} formId={BOOKING_FORM_ID} />
          ) : (
            <p className="rounded-lg bg-slate-50 p-3">
              {t.rich("booking.basket.empty", {
                tests: (children, key) => (
                  <Link key={key} to={localePath("/tests")} className="font-semibold text-brand-800 underline">
                    {children}
                  </Link>
                ),
                packages: (children, key) => (
                  <Link key={key} to={localePath("/packages")} className="font-semibold text-brand-800 underline">
                    {children}
                  </Link>
                ),
              })}
            </p>
          )}
          {errors.basket && (
            <p id="field-basket" tabIndex={-1} className="font-medium text-red-800">
              {errors.basket}
            </p>
          )}
          <AddToBasket
            formId={BOOKING_FORM_ID}
            basket={basket}
            query={query}
            results={results}
            askLink={(message) => whatsappLink(site.whatsappNumber, message)}
          />
        </section>

        {lines.length > 0 && (
          // On a phone the sums follow the basket; on a laptop they stay in view beside the form.
          <aside
            aria-label={t("booking.price.label")}
            className="mt-4 space-y-2 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
          >
            {isFamily && (
              <ul aria-label={t("booking.price.eachPerson")} className="space-y-1 rounded-xl bg-slate-50 p-4">
                {personSubtotals.map((person, i) => (
                  <li key={i}>
                    <p className="flex justify-between gap-3 font-medium">
                      <span>{whoIs(i)}</span>
                      <span>{formatPaiseAsPrice(person.subtotalPaise)}</span>
                    </p>
                    {/* Each person's lines, so a test ticked for the wrong person shows where the money goes. */}
                    <ul className="ml-3 text-sm text-slate-700">
                      {peopleLines[i].length === 0 ? (
                        <li>{t("booking.price.noTests")}</li>
                      ) : (
                        peopleLines[i].map((line) => (
                          <li key={itemValue(line.kind, line.id)}>
                            <ItemName name={line.name} isEnglish={line.isEnglishName} />
                          </li>
                        ))
                      )}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
            {isHydrated ? (
              <TotalsTable totals={totals} collectionType={collectionType} freeAbove={collection.freeCollectionAbove} />
            ) : (
              // Before the script runs the collection type is known only to CSS: both sums are
              // there, and the checked radio shows one (app.css).
              <>
                <div className="home-only">
                  <TotalsTable totals={homeTotals} collectionType="home" freeAbove={collection.freeCollectionAbove} />
                </div>
                <div className="lab-only">
                  <TotalsTable totals={labTotals} collectionType="lab" freeAbove={collection.freeCollectionAbove} />
                </div>
              </>
            )}
            {shownCity !== loaderData.city && (
              <p className="text-sm text-slate-800">
                {t("booking.price.city", { city: nameOf(shownCity), kind: collectionType })}
              </p>
            )}
          </aside>
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
            key={formKey}
            method="post"
            className="booking-form mt-8 space-y-8 lg:col-start-1"
            noValidate
          >
            <ErrorSummary errors={errors} labels={{ ...fieldLabels(t), ...peopleLabels(t, peopleCount) }} />
            {isFamily && <input type="hidden" name="peopleCount" value={peopleCount} />}
            {basket.tests.map((slug) => (
              <input key={slug} type="hidden" name="tests" value={slug} />
            ))}
            {basket.packages.map((id) => (
              <input key={id} type="hidden" name="packages" value={id} />
            ))}
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <input type="hidden" name="city" value={shownCity} />
            <Honeypot />

            <section aria-labelledby="patient-heading" className="space-y-4">
              <h2 id="patient-heading" className="text-xl font-semibold">
                {t(isFamily ? "booking.step.people" : "booking.step.patient")}
              </h2>
              {isFamily && (
                <h3 id="person-1" className="text-lg font-semibold">
                  {personLabel(t, 0)}
                </h3>
              )}
              <TextField
                name="patientName"
                label={
                  isFamily ? t("booking.field.personFullName", { who: personLabel(t, 0) }) : t("booking.field.fullName")
                }
                onChange={nameChanged(0)}
                autoComplete="name"
                maxLength={100}
                defaultValue={values.patientName}
                error={errors.patientName}
              />
              <div className={isFamily ? "w-48" : "w-32"}>
                <TextField
                  name="age"
                  label={isFamily ? t("booking.field.personAge", { who: personLabel(t, 0) }) : t("booking.field.age")}
                  inputMode="numeric"
                  maxLength={3}
                  defaultValue={values.age}
                  error={errors.age}
                  onChange={(event) => setAge(event.currentTarget.value.trim())}
                />
              </div>
              <ChoiceGroup
                name="gender"
                legend={
                  isFamily ? t("booking.field.personGender", { who: personLabel(t, 0) }) : t("booking.field.gender")
                }
                defaultValue={values.gender}
                error={errors.gender}
                columns
                options={genderOptions(t)}
              />
              {showGuardian && (
                <fieldset className="space-y-3 rounded-xl border border-slate-300 p-4">
                  <legend className="px-1 font-medium">{t("booking.guardian.legend", { age: ADULT_AGE })}</legend>
                  <p className="text-sm text-slate-700">
                    {t(isMinor ? "booking.guardian.isMinor" : "booking.guardian.onlyIfMinor", { age: ADULT_AGE })}
                  </p>
                  <TextField
                    name="guardianName"
                    label={t("booking.guardian.name")}
                    autoComplete="off"
                    maxLength={100}
                    defaultValue={values.guardianName}
                    error={errors.guardianName}
                  />
                  <Checkbox
                    name="guardianConsent"
                    defaultChecked={values.guardianConsent}
                    error={errors.guardianConsent}
                  >
                    {t("booking.guardian.consent")}
                  </Checkbox>
                </fieldset>
              )}
              {isFamily && (
                <PersonItems
                  index={0}
                  who={whoIs(0)}
                  lines={lines}
                  city={shownCity}
                  selected={selections[0] ?? []}
                  error={errors[personField(0, "items")]}
                  onToggle={toggle(0)}
                  subtotalPaise={personSubtotals[0]?.subtotalPaise ?? 0}
                  updatePriceAction={isHydrated ? null : backTo(`person-1`)}
                />
              )}
              {others.map((person, i) => (
                <OtherPerson
                  key={i + 1}
                  index={i + 1}
                  values={person}
                  errors={errors}
                  showGuardian={
                    !isHydrated ||
                    isMinorAge(otherAges[i]) ||
                    Boolean(errors[personField(i + 1, "guardianName")] || errors[personField(i + 1, "guardianConsent")])
                  }
                  removeAction={backTo("patient-heading")}
                  isJustAdded={focus === personField(i + 1, "patientName")}
                  onNameChange={nameChanged(i + 1)}
                  onAgeChange={(value) => setOtherAges((ages) => ages.map((age, j) => (j === i ? value : age)))}
                >
                  <PersonItems
                    index={i + 1}
                    who={whoIs(i + 1)}
                    lines={lines}
                    city={shownCity}
                    selected={selections[i + 1] ?? []}
                    error={errors[personField(i + 1, "items")]}
                    onToggle={toggle(i + 1)}
                    subtotalPaise={personSubtotals[i + 1]?.subtotalPaise ?? 0}
                    updatePriceAction={isHydrated ? null : backTo(`person-${i + 2}`)}
                    sameTestsAction={backTo(`person-${i + 2}`)}
                    onSameTests={isHydrated ? sameTestsAsFirst(i + 1) : undefined}
                    copies={copies[i + 1]}
                  />
                </OtherPerson>
              ))}
              <div>
                {peopleCount < peoplePerVisit ? (
                  <>
                    <button
                      id="add-person"
                      type="submit"
                      name="intent"
                      value="add-person"
                      // No fragment: the new person's name field is autofocused, which also
                      // scrolls to it (a fragment in the address would stop the browser focusing).
                      formAction={`${location.pathname}${location.search}`}
                      formNoValidate
                      aria-describedby="add-person-hint"
                      className="min-h-11 rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      {t("booking.people.add")}
                    </button>
                    <p id="add-person-hint" className="mt-1 text-sm text-slate-700">
                      {t("booking.people.addHint", { max: peoplePerVisit })}
                    </p>
                  </>
                ) : (
                  <p id="add-person" tabIndex={-1} className="text-sm text-slate-700">
                    {t("booking.people.max", { max: peoplePerVisit })}
                  </p>
                )}
                {errors.people && (
                  <p id="field-people" tabIndex={-1} className="mt-1 text-sm font-medium text-red-800">
                    {errors.people}
                  </p>
                )}
              </div>
              <TextField
                name="mobile"
                label={t("booking.field.mobile")}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={24}
                hint={t("booking.field.mobileHint")}
                defaultValue={values.mobile}
                error={errors.mobile}
              />
              <TextField
                name="email"
                label={t("booking.field.email")}
                optional
                type="email"
                autoComplete="email"
                maxLength={254}
                defaultValue={values.email}
                error={errors.email}
              />
            </section>

            <section aria-labelledby="where-heading" className="space-y-4">
              <h2 id="where-heading" className="text-xl font-semibold">
                {t("booking.step.where")}
              </h2>
              <ChoiceGroup
                name="collectionType"
                legend={t("booking.where.legend")}
                defaultValue={collectionType}
                error={errors.collectionType}
                onChange={(value) => setCollectionType(value === "lab" ? "lab" : "home")}
                options={[
                  { value: "home", label: t("booking.where.home") },
                  { value: "lab", label: t("booking.where.lab") },
                ]}
              />
              <div className="home-only space-y-4">
                <TextField
                  name="address"
                  label={t("booking.field.address")}
                  multiline
                  autoComplete="street-address"
                  maxLength={300}
                  defaultValue={values.address}
                  error={errors.address}
                  hint={t("booking.field.addressHint")}
                />
                <TextField
                  name="landmark"
                  label={t("booking.field.landmark")}
                  optional
                  maxLength={120}
                  defaultValue={values.landmark}
                  error={errors.landmark}
                />
                <div>
                  <TextField
                    name="pincode"
                    label={t("booking.field.pincode")}
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={6}
                    defaultValue={values.pincode}
                    error={errors.pincode}
                    onChange={(event) => setPincode(event.currentTarget.value)}
                  />
                  <div aria-live="polite" className="mt-1 text-sm">
                    {pincodeCity && !errors.pincode && (
                      <p className="text-green-800">
                        {t("booking.pincode.served", { pincode: pincode.trim(), city: nameOf(pincodeCity) })}
                      </p>
                    )}
                    {((/^\d{6}$/.test(pincode.trim()) && !pincodeCity) || actionData?.isPincodeUnserved) && (
                      <p className="text-slate-900">
                        {!errors.pincode && `${t("booking.pincode.unserved", { pincode: pincode.trim() })} `}
                        {t.rich("booking.pincode.ask", {
                          link: (children, key) => (
                            <a key={key} href={askOnWhatsApp} className="font-semibold text-brand-800 underline">
                              {children}
                            </a>
                          ),
                        })}
                      </p>
                    )}
                  </div>
                </div>
              </div>
              <div className="lab-only">
                <ChoiceGroup
                  name="labAddress"
                  legend={t("booking.where.labLegend")}
                  defaultValue={defaultLab}
                  error={errors.labAddress}
                  onChange={setLabAddress}
                  options={labs.map((address) => ({ value: address, label: address }))}
                />
              </div>
            </section>

            <PreparationAdvice preparation={preparation} />

            <section aria-labelledby="when-heading" className="space-y-3">
              <h2 id="when-heading" className="text-xl font-semibold">
                {t("booking.step.when")}
              </h2>
              <SlotPicker
                calendar={calendar}
                labCalendar={labCalendar}
                kind={isHydrated ? collectionType : null}
                chosen={values.slot}
                preferDate={nearest[0]?.date}
                needsFasting={preparation.fastingTests.length > 0}
                error={slotError}
              />
            </section>

            <section aria-labelledby="consent-heading" className="space-y-3">
              <h2 id="consent-heading" className="text-xl font-semibold">
                {t("booking.step.consent")}
              </h2>
              <details className="rounded-xl border border-slate-300 p-3">
                <summary className="cursor-pointer font-medium text-brand-800 underline">
                  {t("booking.consent.read", { version: consent.version })}
                </summary>
                {consent.isEnglish && (
                  <p className="mt-2 text-sm text-slate-700">{t("common.language.notTranslated")}</p>
                )}
                <div
                  lang={consent.isEnglish ? "en" : undefined}
                  className="mt-2 whitespace-pre-line text-sm text-slate-800"
                >
                  {consent.notice}
                </div>
              </details>
              <Checkbox name="consent" defaultChecked={values.consent} error={errors.consent}>
                {t(isFamily ? "booking.consent.agreeFamily" : "booking.consent.agree")}
              </Checkbox>
              <Checkbox name="offersOptIn" defaultChecked={values.offersOptIn}>
                {t("booking.consent.offers")}
              </Checkbox>
            </section>

            <div className="space-y-3">
              <p className="text-lg font-bold">
                {t("booking.form.totalToPay")}{" "}
                {isHydrated ? (
                  formatPaiseAsPrice(totals.totalPaise)
                ) : (
                  <>
                    <span className="home-only">{formatPaiseAsPrice(homeTotals.totalPaise)}</span>
                    <span className="lab-only">{formatPaiseAsPrice(labTotals.totalPaise)}</span>
                  </>
                )}
              </p>
              <button
                type="submit"
                disabled={isBooking}
                className="min-h-12 w-full rounded-full bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
              >
                {t(isBooking ? "booking.form.booking" : "booking.form.book")}
              </button>
            </div>
          </Form>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <BookingStatusPage notFoundTitle="booking.book.notFound" />;
}
