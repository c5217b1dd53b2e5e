import { data } from "react-router";
import { ManageTokenSchema } from "../../domain/booking.ts";
import { slotStartsAt } from "../../domain/booking-rules.ts";
import { calendarFile } from "../../domain/calendar-file.ts";
import { fastingSentences, preparationFor } from "../../domain/preparation.ts";
import { pricedBasket } from "../lib/booking.server.ts";
import { isServiceRefusal } from "../lib/form-errors.ts";
import type { Route } from "./+types/booking-calendar";

/** The booking as an .ics file for the patient's calendar; personal, so never stored by a cache. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!ManageTokenSchema.safeParse(params.token).success) throw data(null, { status: 404 });
  const { services, publicOrigin } = context;
  let booking;
  try {
    booking = await services.bookings.get(params.token);
  } catch (error) {
    if (isServiceRefusal(error) && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
  if (booking.status === "cancelled") throw data(null, { status: 410 });
  const site = await services.settings.getSite();
  const { lines } = await pricedBasket(services, {
    tests: booking.items.filter((i) => i.kind === "test").map((i) => i.id),
    packages: booking.items.filter((i) => i.kind === "package").map((i) => i.id),
  });
  const fasting = fastingSentences(preparationFor(lines.flatMap((line) => line.preparation)));
  const start = slotStartsAt(booking.date, booking.window);
  const end = slotStartsAt(booking.date, booking.window.slice(-5));
  const names = booking.items.map((item) => item.name).join(", ");
  const file = calendarFile({
    uid: `${booking.reference}@${new URL(publicOrigin).host}`,
    start,
    end,
    summary: `${booking.collectionType === "home" ? "Home sample collection" : "Lab visit"}${booking.people.length > 1 ? ` for ${booking.people.length} people` : ""}: ${names} (${booking.reference})`,
    location:
      booking.collectionType === "home"
        ? [booking.address, booking.landmark, booking.pincode].filter(Boolean).join(", ")
        : (booking.labAddress ?? ""),
    description: [
      `${site.labName}, booking ${booking.reference}.`,
      ...fasting.map((sentence) => sentence.text),
      `See, move or cancel: ${publicOrigin}/bookings/manage/${params.token}`,
      `Questions: ${site.phone}`,
    ].join("\n"),
    stamp: new Date(),
  });
  return new Response(file, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${booking.reference}.ics"`,
      "cache-control": "no-store",
    },
  });
}
