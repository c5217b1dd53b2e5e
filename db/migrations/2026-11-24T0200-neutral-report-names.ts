import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only what SQLite and PostgreSQL share.
//
// A report kept the name its file was uploaded with (`yolanda-wexfordian-cbc.pdf`), which is
// often the patient's, and erasing the booking left it in `reports.file_name`. Reports are now
// named by the booking's reference and their number on it (`LF-7Q2K9-report-1.pdf`) from upload
// on; this renames the reports stored before, erased bookings' included, numbered in the order
// they were uploaded (as the reports service numbers them).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom("reports")
    .innerJoin("bookings", "bookings.id", "reports.booking_id")
    .select([
      "reports.id as id",
      "reports.booking_id as booking_id",
      "reports.file_name as file_name",
      "bookings.reference as reference",
    ])
    .orderBy("reports.booking_id")
    .orderBy("reports.uploaded_at")
    .orderBy("reports.id")
    .execute()) as { id: string; booking_id: string; file_name: string; reference: string }[];
  let bookingId = "";
  let number = 0;
  for (const row of rows) {
    number = row.booking_id === bookingId ? number + 1 : 1;
    bookingId = row.booking_id;
    const file_name = `${row.reference}-report-${number}.pdf`;
    if (file_name !== row.file_name)
      await db.updateTable("reports").set({ file_name }).where("id", "=", row.id).execute();
  }
}

/** The names the files were uploaded with are not kept anywhere, on purpose: nothing to put back. */
export async function down(): Promise<void> {}
