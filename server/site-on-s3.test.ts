import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBookingRow, pdfOf, uploadAndAttach } from "../test/report-fixtures.ts";
import { startS3Server, type TestS3Server } from "../test/s3-server.ts";
import { createTestApp, pngOf, type TestApp, testDialects } from "../test/test-app.ts";
import { ORPHAN_FILE_MIN_AGE_MS } from "./api/images/images.service.ts";
import { runMaintenance } from "./jobs/maintenance.ts";
import { createFileStorages, type FileStorages } from "./lib/file-storages.ts";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * The whole site with STORAGE=s3, on a real S3-compatible server on loopback: what an admin,
 * a patient and the housekeeping job do with files goes to the bucket, and nothing to DATA_DIR.
 */
describe.each(testDialects())("the site on S3 storage, on %s", (dialect) => {
  let s3: TestS3Server;
  let t: TestApp;
  let cookie: string;
  /** The same bucket seen from outside the site, as a second instance would see it. */
  let bucket: FileStorages;
  const log: string[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(dialect, {
      env: { ...s3.env, LOG_LEVEL: "trace" },
      logStream: { write: (line) => void log.push(line) },
    });
    cookie = await t.login();
    bucket = createFileStorages(t.config);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it("keeps an admin's uploaded image in the bucket, serves its variants from there, and removes both with the image", async () => {
    const id = await t.uploadImage(cookie, await pngOf(1200, 600));
    expect(await bucket.images.get(`originals/${id}.webp`)).not.toBeNull();

    const rendered = await t.app.inject(`/api/images/${id}`);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.headers["content-type"]).toBe("image/webp");
    expect(rendered.headers["content-length"]).toBe(String(rendered.rawPayload.length));
    expect(await sharp(rendered.rawPayload).metadata()).toMatchObject({ format: "webp", width: 800, height: 400 });
    expect((await bucket.images.get(`variants/${id}/800-80.webp`))?.equals(rendered.rawPayload)).toBe(true);

    // The second visitor gets the stored variant, streamed from the bucket.
    const stored = await t.app.inject(`/api/images/${id}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers["content-length"]).toBe(String(rendered.rawPayload.length));
    expect(stored.rawPayload.equals(rendered.rawPayload)).toBe(true);
    expect(existsSync(path.join(t.dataDir, "images"))).toBe(false);

    expect((await t.app.inject({ method: "DELETE", url: `/api/images/${id}`, headers: { cookie } })).statusCode).toBe(
      204,
    );
    expect(await bucket.images.get(`originals/${id}.webp`)).toBeNull();
    expect(await bucket.images.list(`variants/${id}`)).toEqual([]);
    expect((await t.app.inject(`/api/images/${id}`)).statusCode).toBe(404);
  });

  it("stores a report PDF staff upload in the bucket, and the patient downloads exactly those bytes with their Content-Length", async () => {
    const { id: bookingId, reference, mobile } = await insertBookingRow(t.db, { sequence: 1 });
    const report = await uploadAndAttach(t.app, bookingId, { headers: { cookie }, pdf: await pdfOf(3) });
    const inBucket = await bucket.reports.get(`files/${report.id}.pdf`);
    expect(inBucket?.length).toBe(report.sizeBytes);

    const opened = await t.services.reports.open({ reference, mobile }, { ip: "10.1.2.3" });
    if (opened.status !== "found") throw new Error(`the patient's reports did not open: ${opened.status}`);
    const download = await t.app.inject(opened.reports[0].downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-length"]).toBe(String(report.sizeBytes));
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="${reference}-report-1.pdf"`);
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.rawPayload.equals(inBucket!)).toBe(true);
    expect(sha256(download.rawPayload)).toBe(report.sha256);
    expect(existsSync(path.join(t.dataDir, "reports"))).toBe(false);

    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/reports/${report.id}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    expect(await bucket.reports.get(`files/${report.id}.pdf`)).toBeNull();
    expect((await t.app.inject(opened.reports[0].downloadUrl)).statusCode).toBe(410);
  });

  it("sweeps what a crash left in the bucket once it is an hour old, and keeps younger files", async () => {
    const orphan = "orphanorphanorphan00";
    const leftovers = [`originals/${orphan}.webp`, `variants/${orphan}/800-80.webp`];
    for (const key of leftovers) await bucket.images.put(key, Buffer.from("left behind"));
    await bucket.reports.put(`files/${orphan}.pdf`, Buffer.from("%PDF-1.7"));

    const young = await runMaintenance(t.services);
    expect(young).toMatchObject({ orphanFilesRemoved: 0, orphanReportFilesRemoved: 0 });
    const old = await runMaintenance(t.services, new Date(Date.now() + ORPHAN_FILE_MIN_AGE_MS + 60_000));
    expect(old).toMatchObject({ orphanFilesRemoved: 2, orphanReportFilesRemoved: 1 });
    for (const key of leftovers) expect(await bucket.images.get(key), key).toBeNull();
    expect(await bucket.reports.get(`files/${orphan}.pdf`)).toBeNull();
  });

  it("never writes the bucket's secret key to the log, even at LOG_LEVEL=trace", () => {
    expect(log.length).toBeGreaterThan(0);
    expect(log.join("")).not.toContain(s3.secretAccessKey);
  });
});
