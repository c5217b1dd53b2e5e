import { createHash, createHmac } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import {
  type AdminBookingDetail,
  type AdminBookingPerson,
  type AdminBookingSummary,
  type BookingEvent,
  type BookingLine,
  type PatientBooking,
  type PatientBookingCreated,
  type VisitChange,
} from "../../../domain/booking.ts";
import {
  ERASED_MOBILE,
  MANAGE_CUTOFF_HOURS,
  maskMobile,
  nextStatuses,
  OPEN_STATUSES,
  slotStartsAt,
} from "../../../domain/booking-rules.ts";
import { personTotalsOf, totalsOfSums } from "../../../domain/basket-pricing.ts";
import { refuse } from "../../lib/http-error.ts";
import type { ReportBooking, ReportBookings } from "../reports/report-records.service.ts";
import type { AccessEntry } from "../../../domain/access-log.ts";
import { createAccessLog } from "../access-log/access-log.service.ts";
import { staffNamesOf } from "../auth/staff-accounts.service.ts";
import { isRole, type Role, usernameOfActor } from "../../../domain/staff-roles.ts";
import { findBookingEvents } from "./booking-events.repository.ts";
import {
  type BookingRecord,
  type ChangeRecord,
  findBookingById,
  findBookingByReference,
  findBookingByTokenHash,
  findMessageMobiles,
  findMessageTarget,
  type PersonRecord,
} from "./bookings.repository.ts";
import { findBookingByFoundLinkHash } from "./found-links.repository.ts";

const HOUR_MS = 60 * 60 * 1000;
/** How many item names a summary spells out before "and N more". */
const SUMMARY_ITEMS = 2;

export const bookingNotFound = () => refuse("BOOKING_NOT_FOUND");

export const isErased = (b: BookingRecord) => b.mobile === ERASED_MOBILE;

/** "CBC, Lipid Profile and 2 more". */
function summariseItems(items: BookingLine[]): string {
  const names = items.map((item) => item.name);
  if (names.length <= SUMMARY_ITEMS + 1) return names.join(", ");
  return `${names.slice(0, SUMMARY_ITEMS).join(", ")} and ${names.length - SUMMARY_ITEMS} more`;
}

/** The people's names, joined: "Asha Verma, Ram Verma". */
export const namesOf = (b: Pick<BookingRecord, "people">) => b.people.map((person) => person.patientName).join(", ");
/** Every person's lines, in order. */
const itemsOf = (b: Pick<BookingRecord, "people">) => b.people.flatMap((person) => person.items);

const personView = (p: PersonRecord): PatientBooking["people"][number] => ({
  position: p.position,
  name: p.patientName,
  age: p.age,
  gender: p.gender,
  items: p.items,
  ...personTotalsOf(p),
});

const adminPersonView = (p: PersonRecord): AdminBookingPerson => ({
  ...personView(p),
  id: p.id,
  guardianName: p.guardianName,
  guardianConsent: p.guardianConsent,
  testsSummary: summariseItems(p.items),
  isErased: p.erasedAt !== null,
});

/** A change of the visit's price as staff see it: whose it was by their position, and a removed person's name. */
/**
 * A row of the access log as a line of the booking page's access list (app/lib/booking-format.ts
 * describeEvent): who in the history's words, and the person by their position in the visit.
 */
function accessEvent(b: BookingRecord, access: AccessEntry): BookingEvent {
  const position = b.people.find((p) => p.id === access.personId)?.position;
  return {
    at: access.at,
    actor: access.staff ? `admin:${access.staff.username}` : access.actorKind === "patient" ? "patient" : "link",
    // As the log keeps them: the name and role at the time of the access.
    ...(access.staff && { staff: { name: access.staff.name, role: roleOrNull(access.staff.role) } }),
    what: access.action,
    details: position ? { person: position } : null,
  };
}

/** A role the log recorded, as this version knows them (a role a newer version wrote is shown as none). */
const roleOrNull = (role: string | null): Role | null => (role && isRole(role) ? role : null);

function changeView(b: BookingRecord, change: ChangeRecord): VisitChange {
  const person = [...b.people, ...b.removedPeople].find((p) => p.id === change.personId);
  return {
    id: change.id,
    kind: change.kind,
    person: person?.position ?? null,
    personName: change.kind === "person" && person ? person.patientName : null,
    lines: change.lines,
    amountPaise: change.amountPaise,
    reason: change.reason,
    madeBy: change.madeBy,
    madeAt: change.madeAt,
  };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type BookingViews = ReturnType<typeof createBookingViews>;

/**
 * A booking as each audience sees it: the patient's view behind the manage link, the desk's
 * summary and detail (with its history), and the bookings those come from. `secret` makes the
 * manage tokens; `now` decides whether the patient may still change it.
 */
export function createBookingViews(db: Kysely<Database>, { secret, now }: { secret: string; now: () => Date }) {
  const accessLog = createAccessLog(db);
  /**
   * The manage link's token: 256 bits derived from the form's idempotency key with the
   * server's secret, so a resubmitted form gets the same link, yet only its hash is stored.
   */
  const manageTokenFor = (idempotencyKey: string) =>
    createHmac("sha256", secret).update(`booking-manage:${idempotencyKey}`).digest("base64url");

  const changeableUntil = (b: Pick<BookingRecord, "date" | "window">) =>
    new Date(slotStartsAt(b.date, b.window).getTime() - MANAGE_CUTOFF_HOURS * HOUR_MS);
  const canChange = (b: BookingRecord) => OPEN_STATUSES.includes(b.status) && now() < changeableUntil(b);

  function toView(b: BookingRecord): PatientBooking {
    return {
      reference: b.reference,
      status: b.status,
      patientName: namesOf(b),
      people: b.people.map(personView),
      maskedMobile: maskMobile(b.mobile),
      collectionType: b.collectionType,
      address: b.address,
      landmark: b.landmark,
      pincode: b.pincode,
      city: b.city,
      labAddress: b.labAddress,
      date: b.date,
      window: b.window,
      items: itemsOf(b),
      ...totalsOfSums(b),
      offersOptIn: b.offersOptIn,
      updatesOptIn: b.updatesOptIn,
      createdAt: b.createdAt,
      canChange: canChange(b),
      changeableUntil: changeableUntil(b).toISOString(),
    };
  }

  function created(b: BookingRecord): PatientBookingCreated {
    const token = manageTokenFor(b.idempotencyKey);
    return { ...toView(b), manageToken: token, managePath: `/bookings/manage/${token}` };
  }

  /** The booking behind its own manage link, or behind a live link 'Manage a booking' made for it. */
  /** The mobile each booking's messages go to, null once erased (the outbox reads it at send time). */
  const messageMobiles = (bookingIds: string[]) => findMessageMobiles(db, bookingIds);
  /** What a message about the booking needs, read in the caller's transaction; null when none may be sent. */
  const messageTarget = (trx: Transaction<Database>, bookingId: string) => findMessageTarget(trx, bookingId);

  async function requireByToken(token: string): Promise<BookingRecord> {
    const hash = hashToken(token);
    const found =
      (await findBookingByTokenHash(db, hash)) ?? (await findBookingByFoundLinkHash(db, hash, now().toISOString()));
    if (!found) throw bookingNotFound();
    return found;
  }

  function summaryOf(b: BookingRecord): AdminBookingSummary {
    return {
      id: b.id,
      reference: b.reference,
      status: b.status,
      patientName: namesOf(b),
      age: b.people[0].age,
      gender: b.people[0].gender,
      people: b.people.map(adminPersonView),
      mobile: b.mobile,
      collectionType: b.collectionType,
      pincode: b.pincode,
      city: b.city,
      labAddress: b.labAddress,
      date: b.date,
      window: b.window,
      testsSummary: summariseItems(itemsOf(b)),
      totalPaise: b.totalPaise,
      isErased: isErased(b),
    };
  }

  /**
   * The desk's view of a booking, its money in paise: the desk's page takes it from the admin
   * API's answers as well as from its loader, so both are this one shape.
   */
  async function detailOf(b: BookingRecord): Promise<AdminBookingDetail> {
    const [events, accesses] = await Promise.all([findBookingEvents(db, b.id), accessLog.ofBooking(b.id)]);
    const nameOf = await staffNamesOf(db, [
      ...events.map((event) => usernameOfActor(event.actor)).filter((username) => username !== null),
      // The collector a visit was assigned to (issue 35) is named in words too.
      ...events.flatMap((event) => (event.details?.collector ? [event.details.collector] : [])),
    ]);
    const { canChange: _patientMay, changeableUntil: _until, maskedMobile: _masked, ...view } = toView(b);
    return {
      ...view,
      ...summaryOf(b),
      email: b.email,
      guardianName: b.people[0].guardianName,
      guardianConsent: b.people[0].guardianConsent,
      consentVersion: b.consentVersion,
      consentedAt: b.consentedAt,
      consentLanguage: b.consentLanguage,
      language: b.language,
      updatedAt: b.updatedAt,
      changes: b.changes.map((change) => changeView(b, change)),
      nextStatuses: nextStatuses(b.status),
      canReschedule: OPEN_STATUSES.includes(b.status),
      history: events.map((event) => {
        const username = usernameOfActor(event.actor);
        const collector = event.details?.collector;
        return {
          ...event,
          ...(username ? { staff: nameOf(username) } : {}),
          ...(collector ? { collectorStaff: nameOf(collector) } : {}),
        };
      }),
      access: accesses.map((access) => accessEvent(b, access)),
    };
  }

  async function requireById(id: string): Promise<BookingRecord> {
    const found = await findBookingById(db, id);
    if (!found) throw bookingNotFound();
    return found;
  }

  /** The few facts about a booking its reports need (report-records.service.ts). */
  const forReports = (b: BookingRecord | null): ReportBooking | null =>
    b && {
      id: b.id,
      reference: b.reference,
      mobile: b.mobile,
      language: b.language,
      updatesOptIn: b.updatesOptIn,
      people: b.people.map((p) => ({
        id: p.id,
        name: p.patientName,
        tests: p.items.map((item) => item.name),
        isErased: p.erasedAt !== null,
      })),
    };
  const reportBookings: ReportBookings = {
    byId: async (id) => forReports(await findBookingById(db, id)),
    byReference: async (reference) => forReports(await findBookingByReference(db, reference)),
  };

  return {
    manageTokenFor,
    canChange,
    toView,
    created,
    summaryOf,
    detailOf,
    requireById,
    requireByToken,
    reportBookings,
    messageMobiles,
    messageTarget,
  };
}
