import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatLongDate, MAX_REPORT_BYTES } from "../../../domain/report-rules.ts";
import type { Settings } from "../../../domain/settings.ts";
import { insertBookingRow, pdfOf, textIn, receivedUpload, uploadAndAttach } from "../../../test/report-fixtures.ts";
import {
  ADMIN,
  ADMIN_STAFF,
  TEST_ORIGIN,
  createTestApp,
  multipart,
  testDialects,
  type TestApp,
} from "../../../test/test-app.ts";
import { runMaintenance } from "../../jobs/maintenance.ts";
import { secretsIn } from "../../../test/secrets-in-log.ts";

const START = new Date("2026-12-01T04:30:00Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe.each(testDialects())("reports on %s", (dialect) => {
  let t: TestApp;
  let clock = START;
  let cookie: string;
  let sequence = 0;
  const log: string[] = [];

  const booking = (patientName?: string) => insertBookingRow(t.db, { sequence: ++sequence, patientName, at: START });

  const upload = (
    bookingId: string,
    bytes: Buffer,
    headers: Record<string, string> = { cookie },
    name = "report.pdf",
  ) => {
    const form = multipart(bytes, name, "file", "application/pdf");
    return t.app.inject({
      method: "POST",
      url: `/api/bookings/${bookingId}/reports`,
      headers: { ...form.headers, ...headers },
      payload: form.payload,
    });
  };
  /** A report given to the patient: uploaded, then attached. */
  const uploaded = async (bookingId: string, pages = 2) =>
    uploadAndAttach(t.app, bookingId, { headers: { cookie }, pdf: await pdfOf(pages) });
  const accessRows = (reportId: string) =>
    t.db
      .selectFrom("access_log")
      .select(["actor_kind", "staff_username", "action"])
      .where("report_id", "=", reportId)
      .orderBy("id")
      .execute();
  const open = (reference: string, mobile: string, ip = "10.9.9.9") =>
    t.services.reports.open({ reference, mobile }, { ip });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      now: () => clock,
      env: { LOG_LEVEL: "info" },
      logStream: { write: (line) => void log.push(line) },
    });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  describe("upload", () => {
    it("refuses bytes that are not a PDF, even named .pdf, and a damaged or encrypted PDF, naming the field", async () => {
      const { id } = await booking();
      const html = await upload(id, Buffer.from("<html><script>alert(1)</script></html>"), { cookie }, "report.pdf");
      expect(html.statusCode).toBe(400);
      expect(html.json().issues).toEqual([
        { path: ["file"], code: "REPORT_NOT_A_PDF", message: "Choose a PDF file: this file is not a PDF" },
      ]);

      const damaged = await upload(id, Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(2000)]));
      expect(damaged.statusCode).toBe(400);
      expect(damaged.json().issues[0]).toEqual({
        path: ["file"],
        code: "REPORT_PDF_UNREADABLE",
        message:
          "This PDF could not be read: it is damaged or password-protected. Save it again as a plain PDF and upload that",
      });

      // A trailer naming an /Encrypt dictionary: pdf-lib refuses to edit such a file.
      const plain = Buffer.from(
        await (await PDFDocument.load(await pdfOf(1))).save({ useObjectStreams: false }),
      ).toString("latin1");
      const encrypted = Buffer.from(
        plain.replace(/trailer\s*<</, (m) => `${m}\n/Encrypt 1 0 R`),
        "latin1",
      );
      const refused = await upload(id, encrypted);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].path).toEqual(["file"]);
      expect(await t.db.selectFrom("reports").select("id").where("booking_id", "=", id).execute()).toEqual([]);
    });

    it("refuses a file over 20 MB with 413, and an upload without a session with 401", async () => {
      const { id } = await booking();
      const huge = Buffer.concat([await pdfOf(1), Buffer.alloc(MAX_REPORT_BYTES)]);
      const tooLarge = await upload(id, huge);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({
        code: "REPORT_TOO_LARGE",
        error: "The file is too large: at most 20 MB",
      });
      expect((await upload(id, await pdfOf(), {})).statusCode).toBe(401);
      expect((await get(`/api/bookings/${id}/reports`)).statusCode).toBe(401);
      expect((await upload("nosuchbooking000", await pdfOf())).statusCode).toBe(404);
    });

    it("stamps every page with the verify address: the file parses, keeps its pages, and its SHA-256 is the one /verify shows", async () => {
      const { id, reference } = await booking("asha  rani verma");
      const report = await uploaded(id, 3);
      expect(report.verificationCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{17}$/);
      expect(report.verifyUrl).toBe(`${TEST_ORIGIN}/verify/${report.verificationCode}`);

      const download = await get(`/api/reports/${report.id}/file`, { cookie });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-disposition"]).toBe(`attachment; filename="${reference}-report-1.pdf"`);
      expect(download.headers["cache-control"]).toBe("no-store");
      expect(download.headers["content-length"]).toBe(String(report.sizeBytes));
      const bytes = download.rawPayload;
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
      expect(sha256(bytes)).toBe(report.sha256);
      expect(bytes.length).toBe(report.sizeBytes);

      const text = await textIn(bytes);
      expect(text.split(report.verifyUrl).length - 1).toBe(3); // once per page
      expect(text).toContain("Verify this report at");

      const verified = await t.services.reports.verify(report.verificationCode);
      expect(verified).toMatchObject({
        maskedName: "A*** R*** V****",
        tests: ["Complete Blood Count", "TSH"],
        sha256: sha256(bytes),
        isFileRemoved: false,
      });
      expect(verified?.labName).toBe((await t.services.settings.get()).labName);
      expect(await t.services.reports.verify("ABCDEFGHJKMNPQRST")).toBeNull();
    });
  });

  describe("the patient's reference and mobile", () => {
    it("answers a wrong reference, a wrong mobile and no reports yet with the very same bytes", async () => {
      const withReport = await booking();
      await uploaded(withReport.id);
      const withoutReport = await booking();
      const answers = [
        await open("LF-ZZZZZ", withReport.mobile, "10.0.0.1"),
        await open(withReport.reference, "9000000001", "10.0.0.2"),
        await open(withoutReport.reference, withoutReport.mobile, "10.0.0.3"),
      ];
      expect(answers[0].status).toBe("not-found");
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    });

    it("opens the reports with the reference in any case and the mobile as people write it, and records the view", async () => {
      const { id, reference, mobile } = await booking();
      const report = await uploaded(id);
      const opened = await open(` ${reference.toLowerCase()} `.trim().toUpperCase(), mobile);
      expect(opened.status).toBe("found");
      if (opened.status !== "found") return;
      expect(opened.reference).toBe(reference);
      expect(opened.reports).toEqual([
        {
          id: report.id,
          personName: null,
          personPosition: 1,
          tests: ["Complete Blood Count", "TSH"],
          reportDate: clock.toISOString(),
          downloadUrl: expect.stringMatching(/^\/api\/reports\/[a-z0-9]+\/download\?ticket=/),
        },
      ]);
      // Nothing personal in the download address.
      expect(opened.reports[0].downloadUrl).not.toContain(reference);
      expect(opened.reports[0].downloadUrl).not.toContain(mobile);

      const download = await get(opened.reports[0].downloadUrl);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-disposition"]).toBe(`attachment; filename="${reference}-report-1.pdf"`);
      expect(download.headers["cache-control"]).toBe("no-store");
      expect(sha256(download.rawPayload)).toBe(report.sha256);
      expect(await accessRows(report.id)).toEqual([
        { actor_kind: "patient", staff_username: null, action: "opened-report" },
        { actor_kind: "patient", staff_username: null, action: "downloaded-report" },
      ]);
    });

    it("takes 5 wrong tries per reference in 15 minutes, then asks to wait, even with the right mobile or from another address", async () => {
      const { id, reference, mobile } = await booking();
      await uploaded(id);
      for (let i = 0; i < 5; i++)
        expect((await open(reference, `900000000${i}`, `10.5.0.${i}`)).status).toBe("not-found");
      const refused = await open(reference, mobile, "10.5.1.1");
      expect(refused).toEqual({ status: "too-many-tries", waitMinutes: 15 });
      clock = new Date(clock.getTime() + 15 * MINUTE + 1000);
      expect((await open(reference, mobile, "10.5.1.1")).status).toBe("found");
    });

    it("looks up no more than 5 of 200 guesses arriving at once from one address, the right mobile among them", async () => {
      const { id, reference, mobile } = await booking();
      await uploaded(id);
      const guesses = Array.from({ length: 200 }, (_, i) => (i === 150 ? mobile : `9${String(100_000_000 + i)}`));
      const answers = await Promise.all(guesses.map((guess) => open(reference, guess, "10.7.7.7")));
      const lookedUp = answers.filter((answer) => answer.status !== "too-many-tries");
      expect(lookedUp.length).toBeGreaterThan(0);
      expect(lookedUp.length).toBeLessThanOrEqual(5);
      expect(answers.filter((answer) => answer.status === "too-many-tries")).toHaveLength(200 - lookedUp.length);
      // The refused guesses counted nothing: the next window lets the patient in.
      clock = new Date(clock.getTime() + 15 * MINUTE + 1000);
      expect((await open(reference, mobile, "10.7.7.8")).status).toBe("found");
    });

    it("keeps references and addresses out of the stored counts", async () => {
      const { reference } = await booking();
      await open(reference, "9000000000", "10.8.8.8");
      const keys = (await t.db.selectFrom("rate_limit_counts").select("key").execute()).map((row) => row.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key).not.toContain(reference);
        expect(key).not.toContain("10.8.8.8");
      }
    });

    it("limits wrong tries per address too, whatever references they name", async () => {
      const ip = "10.6.6.6";
      for (let i = 0; i < 20; i++)
        expect((await open(`LF-ZZZZ${"ABCDEFGHJKMNPQRSTUVW"[i]}`, "9000000000", ip)).status).toBe("not-found");
      expect((await open("LF-ZZZZ2", "9000000000", ip)).status).toBe("too-many-tries");
      expect((await open("LF-ZZZZ2", "9000000000", "10.6.6.7")).status).toBe("not-found");
      clock = new Date(clock.getTime() + 16 * MINUTE);
    });

    it("never serves a report without a valid ticket: forged, for another booking, or older than 10 minutes", async () => {
      const mine = await booking();
      const theirs = await booking();
      const myReport = await uploaded(mine.id);
      const theirReport = await uploaded(theirs.id);
      const opened = await open(mine.reference, mine.mobile);
      if (opened.status !== "found") throw new Error("not opened");
      const forged = opened.ticket.slice(0, -2) + (opened.ticket.endsWith("AA") ? "BB" : "AA");
      expect((await get(`/api/reports/${myReport.id}/download?ticket=${forged}`)).statusCode).toBe(403);
      expect((await get(`/api/reports/${theirReport.id}/download?ticket=${opened.ticket}`)).statusCode).toBe(403);
      expect((await get(`/api/reports/${myReport.id}/download`)).statusCode).toBe(400);
      expect((await get(`/api/reports/${myReport.id}/file`)).statusCode).toBe(401);
      clock = new Date(clock.getTime() + 10 * MINUTE + 1000);
      expect((await get(`/api/reports/${myReport.id}/download?ticket=${opened.ticket}`)).statusCode).toBe(403);
      expect((await accessRows(theirReport.id)).filter((row) => row.action === "downloaded-report")).toEqual([]);
    });
  });

  describe("share links", () => {
    it("opens a report for 7 days and no longer; a withdrawn link stops at once; each use is recorded", async () => {
      const { id, reference } = await booking();
      const report = await uploaded(id);
      const made = await t.app.inject({ method: "POST", url: `/api/reports/${report.id}/shares`, headers: { cookie } });
      expect(made.statusCode).toBe(201);
      const { url, expiresAt, id: shareId } = made.json();
      expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/reports/shared/[A-Za-z0-9_-]{43}$`));
      expect(Date.parse(expiresAt) - clock.getTime()).toBe(7 * DAY);
      const token = url.split("/").pop();
      // Only the token's hash is stored.
      expect(JSON.stringify(await t.db.selectFrom("report_shares").selectAll().execute())).not.toContain(token);

      expect(await t.services.reports.openShared(token)).toEqual({
        tests: ["Complete Blood Count", "TSH"],
        reportDate: clock.toISOString(),
        downloadUrl: `/api/reports/shared/${token}/file`,
      });
      const download = await get(`/api/reports/shared/${token}/file`);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-disposition"]).toBe(`attachment; filename="${reference}-report-1.pdf"`);
      expect(sha256(download.rawPayload)).toBe(report.sha256);

      const later = clock;
      clock = new Date(later.getTime() + 7 * DAY + 1000);
      expect((await get(`/api/reports/shared/${token}/file`)).statusCode).toBe(410);
      await expect(t.services.reports.openShared(token)).rejects.toMatchObject({
        statusCode: 410,
        code: "SHARE_LINK_GONE",
        message: "This link has expired or was withdrawn",
      });
      clock = later;

      expect((await t.app.inject({ method: "POST", url: `/api/reports/shares/${shareId}/revoke` })).statusCode).toBe(
        401,
      );
      expect(
        (await t.app.inject({ method: "POST", url: `/api/reports/shares/${shareId}/revoke`, headers: { cookie } }))
          .statusCode,
      ).toBe(204);
      expect((await get(`/api/reports/shared/${token}/file`)).statusCode).toBe(410);
      expect((await get(`/api/reports/shared/${"x".repeat(43)}/file`)).statusCode).toBe(404);

      // The desk taking the link to send is an access of its own; the link's opens are not staff's.
      expect(await accessRows(report.id)).toEqual([
        { actor_kind: "staff", staff_username: ADMIN.username, action: "sent-report-link" },
        { actor_kind: "share-link", staff_username: null, action: "opened-report" },
        { actor_kind: "share-link", staff_username: null, action: "downloaded-report" },
      ]);
      const [listed] = (await get(`/api/bookings/${id}/reports`, { cookie })).json();
      expect(listed).toMatchObject({
        views: 1,
        downloads: 1,
        shares: [{ id: shareId, createdBy: "admin:reception", revokedAt: clock.toISOString() }],
      });
    });

    describe("Send on WhatsApp", () => {
      const send = (reportId: string) =>
        t.app.inject({ method: "POST", url: `/api/reports/${reportId}/shares`, headers: { cookie } });
      const shareRows = (reportId: string) =>
        t.db.selectFrom("report_shares").select("id").where("report_id", "=", reportId).execute();
      // These tests move the clock on; the tests after them start from where it was.
      let before = clock;
      beforeEach(() => {
        before = clock;
      });
      afterEach(() => {
        clock = before;
      });

      it("sends the same live link however often it is sent, in a message that names the lab and the booking", async () => {
        const { updatedAt: _at, updatedBy: _by, ...settings } = await t.services.settings.get();
        await t.services.settings.update(
          { ...(settings as Settings), labName: "Sunrise Diagnostics Noida" },
          { by: "test" },
        );
        try {
          const { id, reference } = await booking();
          const report = await uploaded(id);
          const first = await send(report.id);
          expect(first.statusCode).toBe(201);
          clock = new Date(clock.getTime() + 2 * DAY);
          const second = await send(report.id);
          expect(second.statusCode).toBe(200);
          expect(second.json()).toEqual(first.json());
          expect(await shareRows(report.id)).toHaveLength(1);

          const { url, message } = second.json() as { url: string; message: string };
          expect(message).toBe(
            `Hello, your lab report from Sunrise Diagnostics Noida for booking ${reference} is ready. Open or download it here (the link works until ${formatLongDate(first.json().expiresAt)}): ${url}`,
          );
          // The link sent again still opens the report.
          expect((await get(`/api/reports/shared/${url.split("/").pop()}/file`)).statusCode).toBe(200);
        } finally {
          await t.services.settings.update(settings as Settings, { by: "test" });
        }
      });

      it("makes a new link once the live one is withdrawn, expired or has less than a day to run", async () => {
        const { id } = await booking();
        const report = await uploaded(id);
        const first = (await send(report.id)).json() as { id: string; url: string };
        expect(
          (await t.app.inject({ method: "POST", url: `/api/reports/shares/${first.id}/revoke`, headers: { cookie } }))
            .statusCode,
        ).toBe(204);

        const afterWithdrawal = await send(report.id);
        expect(afterWithdrawal.statusCode).toBe(201);
        const second = afterWithdrawal.json() as { id: string; url: string; expiresAt: string };
        expect(second.url).not.toBe(first.url);

        // Six days and a bit on, the link has less than a day left: the patient gets a fresh one.
        clock = new Date(clock.getTime() + 6 * DAY + MINUTE);
        const nearlyOver = await send(report.id);
        expect(nearlyOver.statusCode).toBe(201);
        const third = nearlyOver.json() as { id: string; url: string; expiresAt: string };
        expect(third.url).not.toBe(second.url);
        expect(Date.parse(third.expiresAt) - clock.getTime()).toBe(7 * DAY);

        clock = new Date(clock.getTime() + 7 * DAY + MINUTE);
        const afterExpiry = await send(report.id);
        expect(afterExpiry.statusCode).toBe(201);
        expect(afterExpiry.json().url).not.toBe(third.url);
        expect(await shareRows(report.id)).toHaveLength(4);
      });

      it("does not send again a link the patient made, or one whose token was drawn at random before links were derived", async () => {
        const { id, reference, mobile } = await booking();
        const report = await uploaded(id);
        const opened = await open(reference, mobile, "10.7.7.7");
        if (opened.status !== "found") throw new Error("not opened");
        const { share } = await t.services.reports.shareByPatient(report.id, opened.ticket);
        const old = { id: "oldsharelink0001", token: randomBytes(32).toString("base64url") };
        await t.db
          .insertInto("report_shares")
          .values({
            id: old.id,
            report_id: report.id,
            token_hash: createHash("sha256").update(old.token).digest("hex"),
            created_at: clock.toISOString(),
            created_by: "admin:reception",
            expires_at: new Date(clock.getTime() + 7 * DAY).toISOString(),
            revoked_at: null,
          })
          .execute();
        const sent = await send(report.id);
        expect(sent.statusCode).toBe(201);
        expect([share.id, old.id]).not.toContain(sent.json().id);
      });
    });

    it("lets the patient make one with the ticket /reports gave, and not without", async () => {
      const { id, reference, mobile } = await booking();
      const report = await uploaded(id);
      const opened = await open(reference, mobile);
      if (opened.status !== "found") throw new Error("not opened");
      const { share, opened: again } = await t.services.reports.shareByPatient(report.id, opened.ticket);
      expect(again.reports.map((r) => r.id)).toEqual([report.id]);
      const token = share.url.split("/").pop()!;
      expect((await get(`/api/reports/shared/${token}/file`)).statusCode).toBe(200);
      await expect(t.services.reports.shareByPatient(report.id, "nonsense")).rejects.toMatchObject({ statusCode: 403 });
      const [row] = await t.db
        .selectFrom("report_shares")
        .select("created_by")
        .where("report_id", "=", report.id)
        .execute();
      expect(row.created_by).toBe("patient");
    });
  });

  it("keeps download tickets and share tokens out of the log", async () => {
    const { id, reference, mobile } = await booking();
    const report = await uploaded(id);
    const opened = await open(reference, mobile);
    if (opened.status !== "found") throw new Error("not opened");
    expect((await get(opened.reports[0].downloadUrl)).statusCode).toBe(200);
    const token = (await t.services.reports.shareByAdmin(report.id, { by: ADMIN_STAFF })).url.split("/").pop()!;
    expect((await get(`/api/reports/shared/${token}/file`)).statusCode).toBe(200);
    const logged = log.join("");
    expect(logged).toContain(`/api/reports/${report.id}/download?ticket=…`);
    expect(logged).toContain("/api/reports/shared/…/file");
    expect(secretsIn(logged, [opened.ticket, encodeURIComponent(opened.ticket), token, mobile])).toEqual([]);
  });

  it("sends a Hindi booking's patient the Hindi page of the share link, in a Hindi message", async () => {
    const { id, reference } = await booking();
    await t.db.updateTable("bookings").set({ language: "hi" }).where("id", "=", id).execute();
    const share = await t.services.reports.shareByAdmin((await uploaded(id)).id, { by: ADMIN_STAFF });
    expect(share.url).toMatch(/\/hi\/reports\/shared\/[\w-]+$/);
    expect(share.message).toContain(`नमस्ते, बुकिंग ${reference} की आपकी लैब रिपोर्ट`);
    expect(share.message).toContain(share.url);
    expect((await get(`/api/reports/shared/${share.url.split("/").pop()}/file`)).statusCode).toBe(200);
  });

  describe("removal", () => {
    it("deletes a report's file but keeps its row, so the code still answers; its links stop", async () => {
      const { id, reference, mobile } = await booking();
      const report = await uploaded(id);
      const share = await t.services.reports.shareByAdmin(report.id, { by: ADMIN_STAFF });
      expect((await t.app.inject({ method: "DELETE", url: `/api/reports/${report.id}` })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: "DELETE", url: `/api/reports/${report.id}`, headers: { cookie } })).statusCode,
      ).toBe(204);
      expect(existsSync(path.join(t.dataDir, "reports", "files", `${report.id}.pdf`))).toBe(false);
      expect((await get(`/api/reports/${report.id}/file`, { cookie })).statusCode).toBe(410);
      expect((await get(`/api/reports/shared/${share.url.split("/").pop()}/file`)).statusCode).toBe(410);
      expect((await open(reference, mobile)).status).toBe("not-found");
      expect(await t.services.reports.verify(report.verificationCode)).toMatchObject({
        sha256: report.sha256,
        isFileRemoved: true,
      });
      const [listed] = (await get(`/api/bookings/${id}/reports`, { cookie })).json();
      expect(listed.deletedAt).toBe(clock.toISOString());
    });

    it("eraseAllOf removes every file of the booking, marks the rows and withdraws the links; listFor still lists them", async () => {
      const { id } = await booking();
      const reports = [await uploaded(id), await uploaded(id)];
      await t.services.reports.shareByAdmin(reports[0].id, { by: ADMIN_STAFF });
      expect(await t.services.reports.eraseAllOf(id)).toBe(2);
      for (const report of reports)
        expect(existsSync(path.join(t.dataDir, "reports", "files", `${report.id}.pdf`))).toBe(false);
      const listed = await t.services.reports.listFor(id);
      expect(listed.map((r) => r.deletedAt)).toEqual([clock.toISOString(), clock.toISOString()]);
      expect(listed.flatMap((r) => r.shares).map((share) => share.revokedAt)).toEqual([clock.toISOString()]);
    });

    it("removes report files older than the retention setting in the maintenance job, and keeps newer ones", async () => {
      const { updatedAt: _at, updatedBy: _by, ...settings } = await t.services.settings.get();
      await t.services.settings.update({ ...(settings as Settings), reportRetentionDays: 30 }, { by: "test" });
      const { id } = await booking();
      const old = await uploaded(id);
      clock = new Date(clock.getTime() + 10 * DAY);
      const recent = await uploaded(id);

      const sweep = await runMaintenance(t.services, new Date(clock.getTime() + 25 * DAY));
      expect(sweep.reportFilesRemoved).toBeGreaterThanOrEqual(1); // the earlier tests' reports are as old
      expect(existsSync(path.join(t.dataDir, "reports", "files", `${old.id}.pdf`))).toBe(false);
      expect(existsSync(path.join(t.dataDir, "reports", "files", `${recent.id}.pdf`))).toBe(true);
      expect(await t.services.reports.verify(old.verificationCode)).toMatchObject({ isFileRemoved: true });

      await t.services.settings.update({ ...(settings as Settings), reportRetentionDays: null }, { by: "test" });
      expect((await runMaintenance(t.services, new Date(clock.getTime() + 1000 * DAY))).reportFilesRemoved).toBe(0);
      await t.services.settings.update(settings as Settings, { by: "test" });
      cookie = await t.login(); // the maintenance run in the future ended the session
    });
  });

  it("sweeps report files a crash left without a row, and half-written ones, once they are an hour old", async () => {
    const { id } = await booking();
    const kept = await uploaded(id);
    const folder = path.join(t.dataDir, "reports", "files");
    const leftovers = ["orphanorphanorphan00.pdf", `${kept.id}.pdf.k9k9k9k9.tmp`];
    for (const name of leftovers) await writeFile(path.join(folder, name), "%PDF-1.7");
    expect((await runMaintenance(t.services, new Date(Date.now() + 30 * MINUTE))).orphanReportFilesRemoved).toBe(0);
    const sweep = await runMaintenance(t.services, new Date(Date.now() + 2 * 60 * MINUTE));
    expect(sweep.orphanReportFilesRemoved).toBe(2);
    for (const name of leftovers) expect(existsSync(path.join(folder, name))).toBe(false);
    expect(existsSync(path.join(folder, `${kept.id}.pdf`))).toBe(true);
    cookie = await t.login(); // the maintenance run in the future ended the session
  });

  it("moves the booking to report ready with its first report, and a completed booking stays completed", async () => {
    const statusOf = async (id: string) => (await t.services.bookingDesk.getForAdmin(id, ADMIN_STAFF))?.status;
    const { id } = await booking();
    const held = await t.services.reports.upload(id, receivedUpload(await pdfOf(1)), { by: ADMIN_STAFF });
    expect(await statusOf(id)).toBe("sample-collected"); // an upload alone gives the patient nothing
    const first = await t.services.reports.attach(held.id, { by: ADMIN_STAFF });
    expect(first.isBookingMarkedReady).toBe(true);
    expect(await statusOf(id)).toBe("report-ready");
    const history = (await t.services.bookingDesk.getForAdmin(id, ADMIN_STAFF))!.history;
    expect(history[0]).toMatchObject({
      actor: "admin:reception",
      what: "status",
      details: { from: "sample-collected", to: "report-ready" },
    });

    await t.services.bookingDesk.changeStatus(id, { status: "completed" }, ADMIN_STAFF);
    const secondUpload = await t.services.reports.upload(id, receivedUpload(await pdfOf(1)), { by: ADMIN_STAFF });
    const later = await t.services.reports.attach(secondUpload.id, { by: ADMIN_STAFF });
    expect(later.isBookingMarkedReady).toBe(false);
    expect(await statusOf(id)).toBe("completed");
  });
});
