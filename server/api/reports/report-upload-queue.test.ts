import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_REPORT_BYTES } from "../../../domain/report-rules.ts";
import type { Place } from "../../lib/heavy-work.ts";
import { insertBookingRow, pdfOf } from "../../../test/report-fixtures.ts";
import { createTestApp, multipart, type TestApp, testDialects } from "../../../test/test-app.ts";
import { refusalText } from "../../../domain/refusals.ts";

describe.each(testDialects())("report uploads in the queue of heavy work on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let sequence = 0;
  const booking = () => insertBookingRow(t.db, { sequence: ++sequence });
  /** Files the uploads were received into and not yet removed. */
  const received = () => {
    try {
      return readdirSync(t.services.uploadDir);
    } catch {
      return [];
    }
  };
  const upload = (bookingId: string, bytes: Buffer) => {
    const form = multipart(bytes, "report.pdf", "file", "application/pdf");
    return t.app.inject({
      method: "POST",
      url: `/api/bookings/${bookingId}/reports`,
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
  };
  const reportRows = (bookingId: string) =>
    t.db.selectFrom("reports").select("id").where("booking_id", "=", bookingId).execute();
  /** Takes every place of the queue, as a burst of uploads would. */
  function fillQueue(): Place[] {
    const places: Place[] = [];
    try {
      for (;;) places.push(t.services.heavyWork.admit());
    } catch {
      return places;
    }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { WORK_QUEUE_LENGTH: "2" } });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("refuses an upload beyond the queue with 503, Retry-After and words, without receiving it, and takes it once there is room", async () => {
    const { id } = await booking();
    const places = fillQueue();
    expect(places.length).toBe(t.services.heavyWork.slots + 2);
    const refused = await upload(id, await pdfOf(1));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ error: refusalText("en", "SERVER_BUSY"), code: "SERVER_BUSY" });
    expect(await reportRows(id)).toEqual([]);
    expect(received()).toEqual([]);

    places.pop()!.leave();
    const taken = await upload(id, await pdfOf(1));
    expect(taken.statusCode, taken.body).toBe(201);
    for (const place of places) place.leave();
    expect(t.services.heavyWork.admitted).toBe(0);
  });

  it("removes the received file after a report is stored, refused as not a PDF, or refused as too large", async () => {
    const { id } = await booking();
    expect((await upload(id, await pdfOf(1))).statusCode).toBe(201);
    expect(received()).toEqual([]);

    const notPdf = await upload(id, Buffer.from("GIF89a not a report"));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().issues).toEqual([
      { path: ["file"], code: "REPORT_NOT_A_PDF", message: "Choose a PDF file: this file is not a PDF" },
    ]);
    expect(received()).toEqual([]);

    const tooLarge = await upload(id, Buffer.concat([await pdfOf(1), Buffer.alloc(MAX_REPORT_BYTES)]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().issues).toEqual([
      {
        path: ["file"],
        code: "REPORT_TOO_LARGE",
        message: "The file is too large: at most 20 MB",
        values: { megabytes: 20 },
      },
    ]);
    expect(received()).toEqual([]);
    expect((await reportRows(id)).length).toBe(1);
    expect(t.services.heavyWork.admitted).toBe(0);
  });

  it("removes the received file and gives back the place when the client goes away mid-upload", async () => {
    const { id } = await booking();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const form = multipart(
      Buffer.concat([await pdfOf(1), Buffer.alloc(4 * 1024 * 1024)]),
      "report.pdf",
      "file",
      "application/pdf",
    );
    const sending = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: `/api/bookings/${id}/reports`,
      headers: {
        ...form.headers,
        cookie,
        "content-length": String(form.payload.length),
        origin: "http://localhost:3000",
      },
    });
    const closed = new Promise<void>((resolve) => sending.once("close", () => resolve()));
    sending.on("error", () => {});
    // Half the form, then the client waits until the server is writing it into a file, and goes away.
    sending.write(form.payload.subarray(0, form.payload.length / 2));
    await vi.waitFor(() => expect(received().length).toBe(1), { timeout: 10_000, interval: 20 });
    sending.destroy();
    await closed;
    await vi.waitFor(() => expect(received()).toEqual([]), { timeout: 10_000, interval: 20 });
    await vi.waitFor(() => expect(t.services.heavyWork.admitted).toBe(0), { timeout: 10_000, interval: 20 });
    expect(await reportRows(id)).toEqual([]);
  });
});
