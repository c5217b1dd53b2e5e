// The booking form as HTML carries it: the basket in the address (so adding a test works
// without JavaScript), the slot as one radio value, and the fields the booking schema reads.
import type { BookingRequestInput } from "../../domain/booking.ts";

/** What is in the basket: tests by slug, packages by id, in the order they were added. */
export type Basket = { tests: string[]; packages: string[] };

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
export const CHECKBOX_FIELDS = ["guardianConsent", "consent", "offersOptIn"] as const;
export type FormValues = Partial<Record<(typeof TEXT_FIELDS)[number], string>> &
  Partial<Record<(typeof CHECKBOX_FIELDS)[number], boolean>>;

export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  for (const name of CHECKBOX_FIELDS) values[name] = form.get(name) === "on";
  return values;
}

/** The posted form as the booking schema reads it (the same schema as POST /api/bookings): one person's body. */
export function bookingInputOf(form: FormData): Record<Exclude<keyof BookingRequestInput, "people"> | keyof BookingRequestInput["people"][number], unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const { date, window } = parseSlotValue(text("slot") ?? "");
  return {
    tests: form.getAll("tests"),
    packages: form.getAll("packages"),
    patientName: text("patientName"),
    age: text("age"),
    gender: text("gender"),
    mobile: text("mobile"),
    email: text("email"),
    guardianName: text("guardianName"),
    guardianConsent: text("guardianConsent"),
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
    idempotencyKey: text("idempotencyKey"),
    website: text("website"),
  };
}
