// The access log (issue 34; docs/decisions/2026-11-28-access-log.md): who saw a patient's data.

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
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** What the patient's manage page lists: the accesses to their data, not the lists it showed in. */
export const PATIENT_SHOWN_ACTIONS = [
  "opened-booking",
  "opened-report",
  "downloaded-report",
  "downloaded-receipt",
  "exported",
  "erased",
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
