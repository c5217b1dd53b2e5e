import type { PatientBooking } from "../../../domain/booking.ts";
import { bookingDetailsMessage, keepLinkMessage, placeInMessage } from "../../../domain/whatsapp-messages.ts";
import { useT } from "../../i18n/use-t.ts";
import { whatsappLink, whatsappShareLink } from "../../lib/contact-links.ts";

/** The visit into the patient's calendar, the booking's details to the lab on WhatsApp, the manage link to themselves. */
export function KeepAndShare({
  booking,
  booked,
  when,
  calendarPath,
  manageUrl,
  site,
}: {
  booking: PatientBooking;
  /** The booked lines' names, in the page's language. */
  booked: string;
  when: string;
  calendarPath: string;
  manageUrl: string;
  site: { labName: string; whatsappNumber: string };
}) {
  const t = useT();
  const { locale } = t;
  // The lab finds a booking by its reference: the manage link (the key to move or cancel) stays
  // with the patient, never in the lab's chats (docs/decisions/2026-11-24-whatsapp-to-the-lab.md).
  const place = placeInMessage(booking.collectionType, booking.pincode, locale);
  const whatsappMessage = bookingDetailsMessage(
    site.labName,
    { reference: booking.reference, booked, people: booking.people.length, when, place },
    locale,
  );
  const toSelf = keepLinkMessage(site.labName, { reference: booking.reference, when, url: manageUrl }, locale);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <a
        href={calendarPath}
        download={`${booking.reference}.ics`}
        className="flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800"
      >
        {t("booking.manage.calendar")}
      </a>
      <a
        href={whatsappLink(site.whatsappNumber, whatsappMessage)}
        className="flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2 text-center font-semibold text-white"
      >
        {t("booking.manage.sendToLab")}
      </a>
      <a
        href={whatsappShareLink(toSelf)}
        className="flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 py-2 text-center font-semibold text-brand-800"
      >
        {t("booking.manage.keepLink")}
      </a>
    </div>
  );
}
