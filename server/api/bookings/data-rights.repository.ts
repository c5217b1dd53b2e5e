import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { ERASED_MOBILE, ERASED_NAME } from "../../../domain/booking-rules.ts";
import { nowIso } from "../../lib/ids.ts";
import { deleteFoundLinksOf } from "./found-links.repository.ts";

// Erasure (DPDP): what goes of a booking, its people and its history's free texts.
type Db = Kysely<Database> | Transaction<Database>;

/** The details of a history line that staff write as they like: the rest are statuses, slots, amounts and modes. */
const FREE_TEXT_DETAILS = ["reason", "paymentReference"] as const;

/**
 * At an erasure: each free text of the booking's history (a reason, a payment's reference)
 * that `isPersonal` finds naming the erased is replaced by `marker`; the rest of each line
 * stays. How many texts were replaced.
 */
export async function replacePersonalEventTexts(
  db: Db,
  bookingId: string,
  isPersonal: (text: string) => boolean,
  marker: string,
): Promise<number> {
  const rows = await db
    .selectFrom("booking_events")
    .select(["id", "details_json"])
    .where("booking_id", "=", bookingId)
    .where("details_json", "is not", null)
    .execute();
  let replaced = 0;
  for (const row of rows) {
    const details = JSON.parse(row.details_json as string) as Record<string, unknown>;
    const personal = FREE_TEXT_DETAILS.filter((key) => typeof details[key] === "string" && isPersonal(details[key]));
    if (personal.length === 0) continue;
    for (const key of personal) details[key] = marker;
    await db
      .updateTable("booking_events")
      .set({ details_json: JSON.stringify(details) })
      .where("id", "=", row.id)
      .execute();
    replaced += personal.length;
  }
  return replaced;
}

/**
 * At an erasure: each reason of the desk's changes to the visit (booking_changes) that
 * `isPersonal` finds naming the erased is replaced by `marker`. How many were.
 */
export async function replacePersonalChangeReasons(
  db: Db,
  bookingId: string,
  isPersonal: (text: string) => boolean,
  marker: string,
): Promise<number> {
  const rows = await db
    .selectFrom("booking_changes")
    .select(["id", "reason"])
    .where("booking_id", "=", bookingId)
    .execute();
  const personal = rows.filter((row) => isPersonal(row.reason));
  for (const row of personal)
    await db.updateTable("booking_changes").set({ reason: marker }).where("id", "=", row.id).execute();
  return personal.length;
}

/**
 * Anonymises a booking (DPDP erasure): every person's name and guardian, and the visit's
 * contact details and address go; what the accounts need stays (items, amounts, dates, city,
 * status, the consent record). Age and gender stay too: without a name, number or address
 * they point at nobody, and the lab's yearly figures (tests by age and sex) still add up. The
 * manage link stops working: no token hashes to the value put in its place; the links 'Manage
 * a booking' made are deleted. False when it was already erased.
 */
export async function eraseBookingPersonalData(db: Db, id: string): Promise<boolean> {
  const now = nowIso();
  await deleteFoundLinksOf(db, id);
  await erasePeople(db, id, null, now);
  const result = await db
    .updateTable("bookings")
    .set({
      mobile: ERASED_MOBILE,
      email: null,
      address: null,
      landmark: null,
      pincode: null,
      // A withdrawn consent to offers goes with the rest.
      offers_opt_in: 0,
      manage_token_hash: `erased:${id}`,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("mobile", "!=", ERASED_MOBILE)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Erases people of a booking not erased yet (all of them, or one by id); how many were. */
async function erasePeople(db: Db, bookingId: string, personId: string | null, at: string): Promise<number> {
  let update = db
    .updateTable("booking_people")
    .set({ patient_name: ERASED_NAME, guardian_name: null, erased_at: at, name_key: null })
    .where("booking_id", "=", bookingId)
    .where("erased_at", "is", null);
  if (personId) update = update.where("id", "=", personId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Erases one person of a visit (their name and guardian; their lines and sums stay for the
 * accounts, as a booking's do): the others keep theirs. False when they were already erased.
 */
export async function erasePersonPersonalData(db: Db, bookingId: string, personId: string): Promise<boolean> {
  return (await erasePeople(db, bookingId, personId, nowIso())) === 1;
}
