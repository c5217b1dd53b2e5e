// The access log (issue 34; docs/decisions/2026-11-28-access-log.md): who saw a patient's data.
import { z } from "zod";
import { optionalParam } from "./booking.ts";
import { isCalendarDate } from "./booking-rules.ts";
import { ReportReferenceSchema } from "./report.ts";

/** Who accessed: a staff member, the patient (reference and mobile, or the manage link), a report's share link, a receipt's link. */
export const ACCESS_ACTOR_KINDS = ["staff", "patient", "share-link", "receipt-link"] as const;
export type AccessActorKind = (typeof ACCESS_ACTOR_KINDS)[number];

/** What was done: a closed list, so the owner's filter and the patient's page can name each. */
export const ACCESS_ACTIONS = [
  "opened-booking",
  "opened-report",
  "downloaded-report",
  "downloaded-receipt",
  "made-receipt-link",
  "exported",
  "erased",
  "listed",
  "opened-day",
  "sent-report-link",
  "opened-visits",
  "unlinked-label",
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * What the patient's manage page lists: the accesses to their data, and the links staff took to
 * send them (whoever holds one opens the report or receipt), not the lists it showed in.
 */
export const PATIENT_SHOWN_ACTIONS = [
  "opened-booking",
  "opened-report",
  "downloaded-report",
  "downloaded-receipt",
  "exported",
  "erased",
  "sent-report-link",
  "made-receipt-link",
] as const satisfies readonly AccessAction[];

/** The newest accesses the manage page lists. */
export const PATIENT_ACCESS_LIMIT = 30;

/** One line of the manage page's list: the person's name from the booking, null when none or erased. */
export type PatientAccessLine = {
  at: string;
  staffName: string;
  role: string | null;
  action: (typeof PATIENT_SHOWN_ACTIONS)[number];
  personName: string | null;
  personErased: boolean;
};

/** One row of the log as the services read it. */
export type AccessEntry = {
  at: string;
  actorKind: AccessActorKind;
  staff: { userId: string | null; username: string; name: string; role: string | null } | null;
  action: AccessAction;
  bookingId: string | null;
  personId: string | null;
  reportId: string | null;
};

/**
 * The owner's filters, for the page's GET form and the CSV alike: each optional (a form's empty
 * field is no filter), each checked, so a bad one is words beside its field or a 400 naming it.
 * `staff` is a username, as the log recorded it; `day` is a day in India.
 */
export const AccessLogFilterSchema = z.object({
  staff: optionalParam(z.string().trim().min(1).max(60)),
  reference: optionalParam(ReportReferenceSchema),
  day: optionalParam(z.string().refine(isCalendarDate, "ACCESS_LOG_DAY")),
});
export type AccessLogFilter = z.output<typeof AccessLogFilterSchema>;

/** Where a page of the log starts or ends: a row's time and id ("2026-11-28T04:12:00.000Z~id"), the order the log is read in. */
const CURSOR_FORMAT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z~[A-Za-z0-9_-]{1,64}$/;
const AccessCursorSchema = z.string().transform((cursor, ctx) => {
  if (!CURSOR_FORMAT.test(cursor)) {
    // Not aborting: so the form's "or empty" union (optionalParam) reports this issue, not its own.
    ctx.addIssue({ code: "custom", message: "ACCESS_LOG_PAGE", continue: true });
    return z.NEVER;
  }
  const [at, id] = cursor.split("~");
  return { at, id };
});
export type AccessCursor = z.output<typeof AccessCursorSchema>;
export const cursorOf = (row: { at: string; id: string }): string => `${row.at}~${row.id}`;

/** The owner's page: the filters, and "Older" (rows before a cursor) or "Newer" (rows after one). */
export const AccessLogPageQuerySchema = AccessLogFilterSchema.extend({
  before: optionalParam(AccessCursorSchema),
  after: optionalParam(AccessCursorSchema),
});
export type AccessLogPageQuery = z.output<typeof AccessLogPageQuerySchema>;

/** Rows on one page of the owner's log. */
export const ACCESS_LOG_PAGE_SIZE = 50;

/** One row as the owner reads it: the booking's reference and the person's position in the visit, never a name. */
export type OwnerAccessRow = AccessEntry & { id: string; reference: string | null; personPosition: number | null };

/** A page of the owner's log, newest first, with the cursors of the pages beside it (null: none). */
export type OwnerAccessPage = { rows: OwnerAccessRow[]; older: string | null; newer: string | null };

/** A staff member as the log names them, for the owner's filter: their latest name and role in it. */
export type StaffInLog = { username: string; name: string; role: string | null };
