// The booking form as HTML carries it: the basket in the address (so adding a test works
// without JavaScript), the slot as one radio value, and the fields the booking schema reads.
import type { BookingRequestInput } from "../../domain/booking.ts";
import { MAX_PEOPLE_PER_VISIT } from "../../domain/booking-rules.ts";
import type { FieldRefusal } from "../../domain/refusals.ts";

/** What is in the basket: tests by slug, packages by id, in the order they were added. */
export type Basket = { tests: string[]; packages: string[] };

/**
 * The booking form's id: the basket's buttons and "Add a test or package" sit above it on the
 * page and belong to it through their `form` attribute, so changing the basket posts everything
 * typed (issue 32).
 */
export const BOOKING_FORM_ID = "booking-form";

/** A slot as one radio value: "2026-11-23|06:30–07:00". */
export const slotValue = (date: string, window: string) => `${date}|${window}`;

export function parseSlotValue(value: string): { date: string; window: string } {
  const at = value.indexOf("|");
  return at === -1 ? { date: "", window: "" } : { date: value.slice(0, at), window: value.slice(at + 1) };
}

/** The basket a /book address holds (`?tests=cbc&packages=…`), duplicates dropped. */
export function basketOf(search: URLSearchParams): Basket {
  return { tests: [...new Set(search.getAll("tests"))], packages: [...new Set(search.getAll("packages"))] };
}

/** The /book address of a basket, optionally with a search of the catalogue. */
export function bookingUrl(basket: Basket, query?: string): string {
  const search = new URLSearchParams();
  for (const slug of basket.tests) search.append("tests", slug);
  for (const id of basket.packages) search.append("packages", id);
  if (query) search.set("q", query);
  const text = search.toString();
  return text ? `/book?${text}` : "/book";
}

export const withItem = (basket: Basket, kind: "test" | "package", id: string): Basket =>
  kind === "test"
    ? { ...basket, tests: basket.tests.includes(id) ? basket.tests : [...basket.tests, id] }
    : { ...basket, packages: basket.packages.includes(id) ? basket.packages : [...basket.packages, id] };

export const withoutItem = (basket: Basket, kind: "test" | "package", id: string): Basket =>
  kind === "test"
    ? { ...basket, tests: basket.tests.filter((slug) => slug !== id) }
    : { ...basket, packages: basket.packages.filter((packageId) => packageId !== id) };

/** The text fields of the form, kept to show again when a booking is refused. */
export const TEXT_FIELDS = [
  "patientName",
  "age",
  "gender",
  "mobile",
  "email",
  "guardianName",
  "collectionType",
  "address",
  "landmark",
  "pincode",
  "labAddress",
  "city",
  "slot",
  "idempotencyKey",
] as const;
export const CHECKBOX_FIELDS = ["guardianConsent", "consent", "offersOptIn", "updatesOptIn"] as const;
/** A person after the first, as typed (the first person's fields keep the one-person names). */
export type PersonValues = {
  patientName?: string;
  age?: string;
  gender?: string;
  guardianName?: string;
  guardianConsent?: boolean;
  /** The basket's lines ticked for them, as itemValue gives them. */
  items: string[];
};

export type FormValues = Partial<Record<(typeof TEXT_FIELDS)[number], string>> &
  Partial<Record<(typeof CHECKBOX_FIELDS)[number], boolean>> & {
    /** How many people the visit serves (1 unless "Add another person" was used). */
    peopleCount?: number;
    /** In a visit of several: the lines ticked for the first person. */
    firstItems?: string[];
    /** The people after the first. */
    others?: PersonValues[];
  };

/** A basket line as a checkbox value: "test:cbc", "package:<id>". */
export const itemValue = (kind: "test" | "package", id: string) => `${kind}:${id}`;

/** The name a field of the person at `index` (from 1) has in the form: "people.1.patientName". */
export const personField = (index: number, field: string) => `people.${index}.${field}`;

/** How many people the posted form holds, within the hard bound. */
export function peopleCountOf(form: FormData): number {
  const count = Number(form.get("peopleCount"));
  return Number.isInteger(count) ? Math.min(Math.max(count, 1), MAX_PEOPLE_PER_VISIT) : 1;
}

export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  for (const name of CHECKBOX_FIELDS) values[name] = form.get(name) === "on";
  const count = peopleCountOf(form);
  if (count > 1) {
    values.peopleCount = count;
    values.firstItems = form.getAll(personField(0, "items")).filter((v) => typeof v === "string");
    values.others = Array.from({ length: count - 1 }, (_, i) => {
      const text = (field: string) => {
        const value = form.get(personField(i + 1, field));
        return typeof value === "string" ? value : undefined;
      };
      return {
        patientName: text("patientName"),
        age: text("age"),
        gender: text("gender"),
        guardianName: text("guardianName"),
        guardianConsent: text("guardianConsent") === "on",
        items: form.getAll(personField(i + 1, "items")).filter((v) => typeof v === "string"),
      };
    });
  }
  return values;
}

/**
 * The fields a browser would post for `values` (formValues read back): an emptied basket hides
 * the form, and these carry what was typed, in its body, to the next basket (issue 32).
 */
export function fieldsOf(values: FormValues): [string, string][] {
  const fields: [string, string][] = [];
  const text = (name: string, value: string | undefined) => void (value !== undefined && fields.push([name, value]));
  for (const name of TEXT_FIELDS) text(name, values[name]);
  for (const name of CHECKBOX_FIELDS) if (values[name]) fields.push([name, "on"]);
  if (!values.peopleCount) return fields;
  fields.push(["peopleCount", String(values.peopleCount)]);
  for (const item of values.firstItems ?? []) fields.push([personField(0, "items"), item]);
  (values.others ?? []).forEach((person, i) => {
    for (const name of ["patientName", "age", "gender", "guardianName"] as const)
      text(personField(i + 1, name), person[name]);
    if (person.guardianConsent) fields.push([personField(i + 1, "guardianConsent"), "on"]);
    for (const item of person.items) fields.push([personField(i + 1, "items"), item]);
  });
  return fields;
}

/** Ticked lines ("test:cbc") as the schema's tests and packages. */
function basketOfItems(items: FormDataEntryValue[]): Basket {
  const basket: Basket = { tests: [], packages: [] };
  for (const item of items) {
    if (typeof item !== "string") continue;
    const at = item.indexOf(":");
    const [kind, id] = [item.slice(0, at), item.slice(at + 1)];
    if (kind === "test") basket.tests.push(id);
    else if (kind === "package") basket.packages.push(id);
  }
  return basket;
}

/**
 * The posted form as the booking schema reads it (the same schema as POST /api/bookings): the
 * one-person body, or `people[]` once "Add another person" was used. The first person's fields
 * keep their one-person names either way.
 */
export function bookingInputOf(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const { date, window } = parseSlotValue(text("slot") ?? "");
  const first = {
    patientName: text("patientName"),
    age: text("age"),
    gender: text("gender"),
    guardianName: text("guardianName"),
    guardianConsent: text("guardianConsent"),
  };
  const count = peopleCountOf(form);
  const people =
    count > 1
      ? {
          people: [
            { ...first, ...basketOfItems(form.getAll(personField(0, "items"))) },
            ...Array.from({ length: count - 1 }, (_, i) => {
              const field = (name: string) => text(personField(i + 1, name));
              return {
                patientName: field("patientName"),
                age: field("age"),
                gender: field("gender"),
                guardianName: field("guardianName"),
                guardianConsent: field("guardianConsent"),
                ...basketOfItems(form.getAll(personField(i + 1, "items"))),
              };
            }),
          ],
        }
      : { tests: form.getAll("tests"), packages: form.getAll("packages"), ...first };
  const visit: Record<Exclude<keyof BookingRequestInput, "people">, unknown> = {
    mobile: text("mobile"),
    email: text("email"),
    collectionType: text("collectionType"),
    address: text("address"),
    landmark: text("landmark"),
    pincode: text("pincode"),
    labAddress: text("labAddress"),
    city: text("city"),
    date,
    window,
    consent: text("consent"),
    offersOptIn: text("offersOptIn"),
    updatesOptIn: text("updatesOptIn"),
    idempotencyKey: text("idempotencyKey"),
    website: text("website"),
  };
  return { ...visit, ...people };
}

/** What the form's people buttons ask (`intent`): one more person, one fewer, the same tests as the first, or new sums. */
export type PeopleChange =
  | {
      values: FormValues;
      focus?: string;
      /**
       * The form must be made afresh from `values` (the people moved places, or boxes changed on
       * the server): anything typed while the answer travelled is lost, so only when it must be.
       */
      isRemade?: boolean;
    }
  | { refusal: FieldRefusal };

/**
 * The form after "Add another person", "Remove", "Same tests as Person 1" or "Update the
 * price", as typed otherwise. The next person starts with no test ticked (a box left ticked
 * by mistake charges someone for a test they do not need, issue 32); "Same tests as Person 1"
 * ticks for them what the first person has ticked. A removed person's fields go and the rest
 * keep their order. Null when `intent` asks none of these (the form books).
 */
export function changePeople(
  intent: string,
  values: FormValues,
  basketItems: string[],
  peoplePerVisit: number,
): PeopleChange | null {
  const count = values.peopleCount ?? 1;
  const firstItems = values.firstItems ?? basketItems;
  const others = values.others ?? [];
  if (intent === "add-person") {
    if (count >= peoplePerVisit)
      return { refusal: { path: ["people"], code: "PEOPLE_LIMIT_REACHED", values: { maximum: peoplePerVisit } } };
    return {
      values: { ...values, peopleCount: count + 1, firstItems, others: [...others, { items: [] }] },
      focus: personField(count, "patientName"),
    };
  }
  const same = /^same-tests:(\d+)$/.exec(intent);
  if (same) {
    const index = Number(same[1]);
    if (index < 1 || index > others.length) return { values };
    return {
      values: {
        ...values,
        others: others.map((person, i) => (i + 1 === index ? { ...person, items: firstItems } : person)),
      },
      focus: personField(index, "items"),
      isRemade: true,
    };
  }
  const removed = /^remove-person:(\d+)$/.exec(intent);
  if (removed) {
    const left = others.filter((_, i) => i + 1 !== Number(removed[1]));
    const next: FormValues =
      left.length === 0
        ? { ...values, peopleCount: undefined, firstItems: undefined, others: undefined }
        : { ...values, peopleCount: left.length + 1, others: left };
    return { values: next, focus: "add-person", isRemade: true };
  }
  return intent === "update-price" ? { values } : null;
}

/**
 * The form as typed after the basket changed (`intent=basket`, posted to the new basket's
 * address so nothing typed is lost, issue 32): each person keeps their ticks, and a line just
 * added is ticked for the first person, who has the whole basket until others are added.
 */
export function changeBasket(values: FormValues, basketItems: string[], nextItems: string[]): FormValues {
  if (!values.firstItems) return values;
  const added = nextItems.filter((item) => !basketItems.includes(item));
  return { ...values, firstItems: [...values.firstItems.filter((item) => nextItems.includes(item)), ...added] };
}
