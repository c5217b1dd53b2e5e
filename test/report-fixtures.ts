import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, StandardFonts } from "@cantoo/pdf-lib";
import type { Database } from "../db/schema.ts";
import type { BookingEvent } from "../domain/booking.ts";
import type { AdminReport } from "../domain/report.ts";

/** A real PDF of `pages` pages, as a lab's software would make it. */
export async function pdfOf(pages = 2): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    pdf.addPage([595, 842]).drawText(`Haemoglobin 13.5 g/dL, page ${i}`, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await pdf.save());
}

/** An upload as the route hands it to `reports.upload`: the bytes received into a file of their own. */
export const receivedUpload = (bytes: Buffer) => async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "labfront-upload-"));
  const file = path.join(dir, "upload");
  writeFileSync(file, bytes);
  return { path: file, remove: async () => rmSync(dir, { recursive: true, force: true }) };
};

/** The text drawn on a PDF's pages: pdf-lib writes it as hex strings (`<48656C6C6F> Tj`) in compressed content streams. */
export async function textIn(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  let text = "";
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let content: string;
    try {
      content = Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    } catch {
      continue; // an image stream
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      text += `${Buffer.from(hex, "hex").toString("latin1")}\n`;
  }
  return text;
}

/** A server as a test reaches it: in-process (`t.app`, through `inject`) or at an address (`http://127.0.0.1:…`). */
type ReachableServer =
  | string
  | {
      inject(request: {
        method: "POST";
        url: string;
        headers: Record<string, string>;
        payload?: Buffer;
      }): PromiseLike<{ statusCode: number; body: string }>;
    };

async function post(server: ReachableServer, url: string, headers: Record<string, string>, payload?: Buffer) {
  if (typeof server !== "string") return server.inject({ method: "POST", url, headers, payload });
  const response = await fetch(`${server}${url}`, {
    method: "POST",
    headers,
    body: payload && new Uint8Array(payload),
  });
  return { statusCode: response.status, body: await response.text() };
}

/** The answer to attaching a report: the report as staff see it, and whether it moved the booking to "report ready". */
export type AttachedReport = AdminReport & { isBookingMarkedReady: boolean; event: BookingEvent | null };

/**
 * A report given to a patient the one way there is (issue 33): uploaded, which holds it for staff
 * to check, then attached. `headers` carry the staff session (`cookie`, and the `origin` a browser
 * would send); `person` picks a person of a visit of several; `fileName` is the name the file is sent under. Throws with the server's answer when
 * either step is refused, so a test fails saying why.
 */
export async function uploadAndAttach(
  server: ReachableServer,
  bookingId: string,
  {
    headers,
    pdf,
    person,
    fileName = "report.pdf",
  }: { headers: Record<string, string>; pdf?: Buffer; person?: string; fileName?: string },
): Promise<AttachedReport> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(pdf ?? (await pdfOf(1)))], { type: "application/pdf" }), fileName);
  // The multipart body as a browser would send it, made by the platform's own encoder.
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const query = person ? `?person=${encodeURIComponent(person)}` : "";
  const uploaded = await post(
    server,
    `/api/bookings/${encodeURIComponent(bookingId)}/reports${query}`,
    { ...headers, "content-type": encoded.headers.get("content-type")! },
    Buffer.from(await encoded.arrayBuffer()),
  );
  if (uploaded.statusCode !== 201) throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  const { id } = JSON.parse(uploaded.body) as { id: string };
  const attached = await post(server, `/api/reports/${id}/attach`, headers);
  if (attached.statusCode !== 200) throw new Error(`attach answered ${attached.statusCode}: ${attached.body}`);
  return JSON.parse(attached.body) as AttachedReport;
}

export const BOOKED_TESTS = ["Complete Blood Count", "TSH"];

/**
 * A booking row as the bookings service stores it, made directly: the reports tests only
 * read bookings, and need them without slots or a clock. The reference is drawn from
 * `sequence`, so each call with a new number gets its own.
 */
export async function insertBookingRow(
  db: Kysely<Database>,
  { sequence, patientName = "Asha Verma", at = new Date() }: { sequence: number; patientName?: string; at?: Date },
): Promise<{ id: string; reference: string; mobile: string }> {
  const letters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  let reference = "";
  for (let n = sequence, i = 0; i < 5; i++, n = Math.floor(n / letters.length))
    reference += letters[n % letters.length];
  reference = `LF-${reference}`;
  const id = randomBytes(8).toString("hex");
  const mobile = `98${String(sequence).padStart(8, "0")}`;
  const when = at.toISOString();
  await db
    .insertInto("bookings")
    .values({
      id,
      reference,
      manage_token_hash: randomBytes(16).toString("hex"),
      status: "sample-collected",
      mobile,
      email: null,
      collection_type: "lab",
      address: null,
      landmark: null,
      pincode: null,
      city: "Noida",
      lab_address: "B-12, Sector 18",
      slot_date: when.slice(0, 10),
      slot_window: "06:30–07:00",
      subtotal_paise: 60000,
      mrp_paise: 80000,
      fee_paise: 0,
      total_paise: 60000,
      consent_version: "1",
      consented_at: when,
      offers_opt_in: 0,
      idempotency_key: randomBytes(12).toString("hex"),
      created_at: when,
      updated_at: when,
    })
    .execute();
  // The visit's one person (a family's people are booked through the API).
  await db
    .insertInto("booking_people")
    .values({
      id: `${id}p1`,
      booking_id: id,
      position: 1,
      patient_name: patientName,
      patient_age: 34,
      patient_gender: "female",
      guardian_name: null,
      guardian_consent: 0,
      items_json: JSON.stringify(
        BOOKED_TESTS.map((name, i) => ({ kind: "test", id: `t${i}`, name, price: 300, mrp: 400 })),
      ),
      subtotal_paise: 60000,
      mrp_paise: 80000,
      erased_at: null,
    })
    .execute();
  return { id, reference, mobile };
}

/**
 * A visit of one person with `lines` tests, paid in cash, and the manage token that opens it: the
 * long receipt issue 31 measured (360 lines; a few names in Devanagari, shaped by HarfBuzz).
 */
export async function insertPaidVisit(
  db: Kysely<Database>,
  { sequence, lines }: { sequence: number; lines: number },
): Promise<{ id: string; manageToken: string }> {
  const { id } = await insertBookingRow(db, { sequence, patientName: "सुनीता शर्मा" });
  const manageToken = randomBytes(32).toString("base64url").slice(0, 43);
  const items = Array.from({ length: lines }, (_, i) => ({
    kind: "test",
    id: `t${i}`,
    name: i % 4 === 0 ? `थायरॉइड प्रोफ़ाइल ${i}` : `Complete blood count with ESR, line ${i}`,
    price: 300,
    mrp: 400,
  }));
  await db
    .updateTable("bookings")
    .set({ manage_token_hash: createHash("sha256").update(manageToken).digest("hex") })
    .where("id", "=", id)
    .execute();
  await db
    .updateTable("booking_people")
    .set({ items_json: JSON.stringify(items) })
    .where("booking_id", "=", id)
    .execute();
  await db
    .insertInto("payments")
    .values({
      id: randomBytes(8).toString("hex"),
      booking_id: id,
      amount_paise: 60000,
      mode: "cash",
      reference: null,
      reason: null,
      taken_by: "reception",
      taken_at: new Date().toISOString(),
    })
    .execute();
  return { id, manageToken };
}

/** A real PDF of about `megabytes` (a scan's worth of image data, which no compression shrinks), as a lab's scanner would send. */
export async function largePdf(megabytes: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText("Haemoglobin 13.5 g/dL", { x: 50, y: 780, size: 12, font });
  const scan = pdf.context.register(
    pdf.context.stream(randomBytes(megabytes * 1024 * 1024), {
      Type: "XObject",
      Subtype: "Image",
      Width: 1,
      Height: 1,
      ColorSpace: "DeviceGray",
      BitsPerComponent: 8,
    }),
  );
  page.node.setXObject(PDFName.of("Scan"), scan);
  return Buffer.from(await pdf.save());
}
