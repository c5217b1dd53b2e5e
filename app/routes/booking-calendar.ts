import { data } from "react-router";
import { ManageTokenSchema } from "../../domain/booking.ts";
import { slotStartsAt } from "../../domain/booking-rules.ts";
import { bookingEventTexts, calendarFile } from "../../domain/calendar-file.ts";
import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { fastingSentences, preparationFor } from "../../domain/preparation.ts";
import { pricedBasket } from "../lib/booking.server.ts";
import { isServiceRefusal } from "../lib/form-errors.ts";
import type { Route } from "./+types/booking-calendar";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/**
 * The booking as an .ics file for the patient's calendar; personal, so never stored by a cache.
 * In the language of the page that links it: /hi/bookings/manage/…/calendar.ics is Hindi.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  if (!ManageTokenSchema.safeParse(params.token).success) throw data(null, { status: 404 });
  const { services, publicOrigin } = context;
  let booking, sequence;
  try {
    ({ booking, sequence } = await services.bookings.getForCalendar(params.token));
  } catch (error) {
    if (isServiceRefusal(error) && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
  if (booking.status === "cancelled") throw data(null, { status: 410 });
  const site = await services.settings.getSite();
  const { lines } = await pricedBasket(
    services,
    {
      tests: booking.items.filter((i) => i.kind === "test").map((i) => i.id),
      packages: booking.items.filter((i) => i.kind === "package").map((i) => i.id),
    },
    locale,
  );
  const fasting = fastingSentences(preparationFor(lines.flatMap((line) => line.preparation)), locale);
  const start = slotStartsAt(booking.date, booking.window);
  const end = slotStartsAt(booking.date, booking.window.slice(-5));
  // Each line as it was booked; in Hindi by its Hindi name (the English when it has none, or is no longer on sale).
  const nameOf = (item: (typeof booking.items)[number]) =>
    (locale === "en" ? undefined : lines.find((line) => line.kind === item.kind && line.id === item.id)?.name) ??
    item.name;
  const { summary, description } = bookingEventTexts(
    {
      collectionType: booking.collectionType,
      people: booking.people.length,
      names: booking.items.map(nameOf).join(", "),
      reference: booking.reference,
      labName: site.labName,
      fasting: fasting.map((sentence) => sentence.text),
      manageUrl: `${publicOrigin}${pathIn(locale, `/bookings/manage/${params.token}`)}`,
      phone: site.phone,
    },
    locale,
  );
  const file = calendarFile({
    uid: `${booking.reference}@${new URL(publicOrigin).host}`,
    start,
    end,
    summary,
    location:
      booking.collectionType === "home"
        ? [booking.address, booking.landmark, booking.pincode].filter(Boolean).join(", ")
        : (booking.labAddress ?? ""),
    description,
    stamp: new Date(),
    sequence,
    language: locale,
  });
  return new Response(file, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${booking.reference}.ics"`,
      "cache-control": "no-store",
    },
  });
}
