import { type BookingStatus, STATUS_LABELS } from "../../../../domain/booking-rules.ts";

const TONES: Record<BookingStatus, string> = {
  new: "bg-sky-50 text-sky-900 ring-sky-300",
  confirmed: "bg-indigo-50 text-indigo-900 ring-indigo-300",
  "sample-collected": "bg-amber-50 text-amber-900 ring-amber-300",
  "report-ready": "bg-emerald-50 text-emerald-900 ring-emerald-300",
  completed: "bg-slate-100 text-slate-800 ring-slate-300",
  cancelled: "bg-red-50 text-red-900 ring-red-300",
};

/** A booking's status in words (colour only helps: the word is always there). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
