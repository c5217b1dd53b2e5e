import { Link } from "react-router";
import { useLocalePath, useT } from "../../i18n/use-t.ts";

/** What the top of the page says after booking, finding, moving or cancelling (`?done=`). */
const NOTICES = {
  booked: { heading: "booking.notice.booked", text: "booking.notice.bookedText", lostLink: true },
  found: { heading: "booking.notice.found", text: "booking.notice.foundText", lostLink: false },
  moved: { heading: "booking.notice.moved", text: "booking.notice.movedText", lostLink: false },
  cancelled: { heading: "booking.notice.cancelled", text: "booking.notice.cancelledText", lostLink: false },
  "updates-stopped": {
    heading: "booking.notice.updatesStopped",
    text: "booking.notice.updatesStoppedText",
    lostLink: false,
  },
} as const;
const isNotice = (notice: string | null): notice is keyof typeof NOTICES =>
  notice !== null && Object.hasOwn(NOTICES, notice);

/** Just booked, found, moved or cancelled: the page says so at the top; any other `done` says nothing. */
export function ManageNotice({ notice, reference }: { notice: string | null; reference: string }) {
  const t = useT();
  const localePath = useLocalePath();
  if (!isNotice(notice)) return null;
  const shown = NOTICES[notice];
  const manageLink = (children: React.ReactNode[], key: number) => (
    <Link key={key} to={localePath("/bookings/find")} className="font-semibold text-brand-800 underline">
      {children}
    </Link>
  );
  return (
    <div
      role="status"
      className={`rounded-xl border-2 p-4 ${notice === "cancelled" ? "border-slate-400 bg-slate-50" : "border-green-700 bg-green-50"}`}
    >
      <p className="text-xl font-bold">{t(shown.heading)}</p>
      <p className="mt-1">{t(shown.text)}</p>
      {shown.lostLink && (
        <p className="mt-1">{t.rich("booking.notice.lostLink", { link: manageLink }, { reference })}</p>
      )}
    </div>
  );
}
