// The work of pdf-stamp.ts, in a worker thread kept between uploads: parsing and stamping a
// PDF is synchronous work on bytes a stranger may have shaped, so it runs apart from the
// event loop, under a memory limit, and the worker is killed when a job runs past its time or
// memory (the next upload gets a new one). Kept, because starting a worker and loading pdf-lib
// cost more than stamping a report (docs/performance.md, 2026-11-28).
//
// Node loads this file itself (its TypeScript type stripping), under Vitest and under
// `npm start` alike, so it imports only packages and node: modules and uses only erasable
// syntax: no enums, no parameter properties, no imports of the app's own .ts files.
import { readFile } from "node:fs/promises";
import { parentPort } from "node:worker_threads";
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFPageLeaf,
  PDFPageTree,
  PDFRef,
  rgb,
  StandardFonts,
} from "@cantoo/pdf-lib";
import QRCode from "qrcode";

/** `file`: the upload as received on disk (read here, so its bytes never wait in the server's memory). */
export type StampJob = { file: string; verifyUrl: string; labName: string; maxPages: number };
export type StampOutcome =
  { ok: true; bytes: Uint8Array; pages: number } | { ok: false; reason: "unreadable" | "too-many-pages" };
/** A job as posted to the worker, and its answer: `id` pairs them. */
export type StampMessage = { id: number; job: StampJob };
export type StampAnswer = { id: number; outcome: StampOutcome };

/** The stamp's box, in PDF points (1/72 inch): small enough to sit in a report's margin. */
const QR_SIZE = 46;
const PADDING = 4;
const MARGIN = 12;
const FONT_SIZE = 6.5;
const LINE_GAP = 2;

/**
 * What a page keeps: its boxes, rotation, resources and content — what it looks like.
 * Everything else goes before the page is copied (annotations with their links, forms
 * fields and actions, /AA, article beads, thumbnails), so none of it reaches the stored file.
 * `Parent` stays only so the copy can take the inherited boxes and resources.
 */
const PAGE_KEYS = new Set([
  "Type",
  "Parent",
  "MediaBox",
  "CropBox",
  "BleedBox",
  "TrimBox",
  "ArtBox",
  "Rotate",
  "Resources",
  "Contents",
  "UserUnit",
  "Group",
]);
/** What a page's resources may name (ISO 32000 table 33); anything else is not drawn by any viewer. */
const RESOURCE_KEYS = new Set([
  "ExtGState",
  "ColorSpace",
  "Pattern",
  "Shading",
  "XObject",
  "Font",
  "ProcSet",
  "Properties",
]);

/**
 * The pages of the tree, refused past `maxPages` without walking the rest: a few kilobytes can
 * describe a tree whose nodes are listed many times over (a million pages), or a loop. A declared
 * /Count over the limit is refused at once; a node reached twice makes the file damaged (the
 * specification gives each node one parent), so the walk is bounded by the file's own objects.
 */
function pageCount(pdf: PDFDocument, maxPages: number): number | "too-many-pages" | "unreadable" {
  const rootRef = pdf.catalog.get(PDFName.of("Pages"));
  const root = pdf.context.lookup(rootRef);
  if (!(root instanceof PDFPageTree)) return "unreadable";
  const declared = root.lookup(PDFName.of("Count"));
  if (declared instanceof PDFNumber && declared.asNumber() > maxPages) return "too-many-pages";

  const seen = new Set<PDFRef>(rootRef instanceof PDFRef ? [rootRef] : []);
  const nodes: PDFPageTree[] = [root];
  let pages = 0;
  for (let node = nodes.pop(); node; node = nodes.pop()) {
    const kids = node.Kids();
    for (let i = 0; i < kids.size(); i++) {
      const entry = kids.get(i);
      if (entry instanceof PDFRef) {
        if (seen.has(entry)) return "unreadable";
        seen.add(entry);
      }
      const kid = pdf.context.lookup(entry);
      if (kid instanceof PDFPageTree) nodes.push(kid);
      else if (kid instanceof PDFPageLeaf && ++pages > maxPages) return "too-many-pages";
    }
  }
  return pages;
}

function keepOnly(dict: PDFDict, keys: Set<string>): void {
  for (const key of dict.keys()) {
    if (!keys.has(key.decodeText())) dict.delete(key);
  }
}

/**
 * The upload's pages alone, in a new file: the catalogue's /OpenAction, /AA, /Names (its
 * JavaScript and embedded files), /AcroForm and outlines are not copied, and each page loses
 * what is not its appearance before it is copied (the copy takes everything a page refers to).
 */
async function pagesOnly(source: PDFDocument): Promise<PDFDocument> {
  try {
    // Values typed into form fields are drawn by their widgets, which go with the annotations:
    // flattening draws them into the pages first (from the appearances the file has).
    source.getForm().flatten({ updateFieldAppearances: false });
  } catch {
    // A field without an appearance cannot be drawn; the pages keep what they show themselves.
  }
  for (const page of source.getPages()) {
    keepOnly(page.node, PAGE_KEYS);
    const resources = page.node.lookup(PDFName.of("Resources"));
    if (resources instanceof PDFDict) keepOnly(resources, RESOURCE_KEYS);
  }
  const clean = await PDFDocument.create({ updateMetadata: false });
  const copies = await clean.copyPages(source, source.getPageIndices());
  for (const copy of copies) clean.addPage(copy);
  return clean;
}

/**
 * The standard fonts write WinAnsi only: a lab name in another script would make pdf-lib
 * throw, so what it cannot write becomes "?" (the QR and the code stay exact).
 */
const winAnsiSafe = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff–—‘’“”•€]/g, "?");

/** Every page gets a box in its bottom-right corner: the QR of `verifyUrl`, "Verify this report at <verifyUrl>" and the lab's name. */
async function stamp(pdf: PDFDocument, verifyUrl: string, labName: string): Promise<void> {
  const qrPng = await QRCode.toBuffer(verifyUrl, { type: "png", errorCorrectionLevel: "M", margin: 1, scale: 4 });
  const qr = await pdf.embedPng(qrPng);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const lines = [
    { text: winAnsiSafe(labName), font: bold },
    { text: "Verify this report at", font },
    { text: winAnsiSafe(verifyUrl), font },
  ];
  const textWidth = Math.max(...lines.map((line) => line.font.widthOfTextAtSize(line.text, FONT_SIZE)));
  const boxWidth = PADDING * 3 + QR_SIZE + textWidth;
  const boxHeight = PADDING * 2 + QR_SIZE;

  for (const page of pdf.getPages()) {
    // The visible area may not start at 0,0 (a cropped scan): place the box inside it.
    const { x: left, y: bottom, width } = page.getCropBox();
    const x = left + Math.max(MARGIN, width - MARGIN - boxWidth);
    const y = bottom + MARGIN;
    page.drawRectangle({
      x,
      y,
      width: boxWidth,
      height: boxHeight,
      color: rgb(1, 1, 1),
      borderColor: rgb(0.6, 0.6, 0.6),
      borderWidth: 0.5,
    });
    page.drawImage(qr, { x: x + PADDING, y: y + PADDING, width: QR_SIZE, height: QR_SIZE });
    const textX = x + PADDING * 2 + QR_SIZE;
    let textY = y + boxHeight - PADDING - FONT_SIZE;
    for (const line of lines) {
      page.drawText(line.text, { x: textX, y: textY, size: FONT_SIZE, font: line.font, color: rgb(0.1, 0.1, 0.1) });
      textY -= FONT_SIZE + LINE_GAP;
    }
  }
}

async function run({ file, verifyUrl, labName, maxPages }: StampJob): Promise<StampOutcome> {
  let source: PDFDocument;
  const bytes = await readFile(file);
  try {
    // Encrypted files are refused (ignoreEncryption is off): their pages could not be copied faithfully.
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  // pdf-lib reads damaged files leniently and fails later (no catalogue, no pages).
  try {
    const count = pageCount(source, maxPages);
    if (count === 0) return { ok: false, reason: "unreadable" };
    if (typeof count !== "number") return { ok: false, reason: count };
    const clean = await pagesOnly(source);
    await stamp(clean, verifyUrl, labName);
    // pdf-lib gives every page it draws on an empty /Annots; the stored pages have none at all.
    for (const page of clean.getPages()) page.node.delete(PDFName.of("Annots"));
    return { ok: true, bytes: await clean.save(), pages: count };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}

if (parentPort) {
  // pdf-lib prints what it skips in a damaged file ("Trying to parse invalid object", a form
  // widget it cannot flatten): noise in the server's log about a stranger's bytes, which the
  // outcome posted back already covers.
  console.log = console.warn = console.error = () => {};
  const port = parentPort;
  // One job at a time: pdf-stamp.ts posts the next only after this one's answer.
  port.on("message", async ({ id, job }: StampMessage) => {
    const outcome = await run(job);
    port.postMessage({ id, outcome } satisfies StampAnswer, outcome.ok ? [outcome.bytes.buffer as ArrayBuffer] : []);
  });
}
