import { type FreeTextField, mentionsAnyone, type PersonalMarks } from "../../../domain/personal-mentions.ts";
import { refuse } from "../../lib/http-error.ts";
import { isErased } from "./booking-views.service.ts";
import type { BookingRecord } from "./bookings.repository.ts";

/**
 * What identifies the people of a visit not erased yet: each one's name and guardian, and the
 * visit's mobile and e-mail; with `personId`, that person's names only (the contact stays
 * with the others when one person is erased).
 */
export function personalMarksOf(b: BookingRecord, { personId }: { personId?: string } = {}): PersonalMarks {
  if (isErased(b)) return { names: [] };
  const people = [...b.people, ...b.removedPeople].filter(
    (person) => person.erasedAt === null && (!personId || person.id === personId),
  );
  return {
    names: people.flatMap((person) =>
      person.guardianName ? [person.patientName, person.guardianName] : [person.patientName],
    ),
    ...(personId ? {} : { mobile: b.mobile, email: b.email }),
  };
}

/**
 * 400 for the first free text staff wrote on a visit (a reason, a payment's reference) that
 * names a person of it or holds their number: it stays after their data is erased. Each field
 * has its own code, as its words say what to write instead (TEXT_NAMES_PATIENT for a reason,
 * REFERENCE_NAMES_PATIENT for a reference).
 */
export function refuseTextNamingPatient(b: BookingRecord, texts: Partial<Record<FreeTextField, string | null>>): void {
  const marks = personalMarksOf(b);
  for (const [field, text] of Object.entries(texts) as [FreeTextField, string | null | undefined][]) {
    if (!text || !mentionsAnyone(text, marks)) continue;
    throw refuse(field === "reason" ? "TEXT_NAMES_PATIENT" : "REFERENCE_NAMES_PATIENT", { field });
  }
}
