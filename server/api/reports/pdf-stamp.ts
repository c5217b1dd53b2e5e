import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import { REPORT_MESSAGES } from "../../../domain/report-rules.ts";
import { HttpError, invalidField } from "../../lib/http-error.ts";

/** Every PDF starts so (some writers put a little junk first; the spec allows 1024 bytes). */
const PDF_MAGIC = Buffer.from("%PDF-");
const MAGIC_SEARCH_BYTES = 1024;

/** The stamp's box, in PDF points (1/72 inch): small enough to sit in a report's margin. */
const QR_SIZE = 46;
const PADDING = 4;
const MARGIN = 12;
const FONT_SIZE = 6.5;
const LINE_GAP = 2;

export const notAPdf = () => invalidField("file", REPORT_MESSAGES.notAPdf);
const unreadablePdf = () => invalidField("file", REPORT_MESSAGES.unreadablePdf);

/** Whether the bytes begin like a PDF (the type comes from the bytes, never the name). */
export function looksLikePdf(bytes: Buffer): boolean {
  const at = bytes.subarray(0, MAGIC_SEARCH_BYTES).indexOf(PDF_MAGIC);
  return at !== -1;
}

/**
 * The standard fonts write WinAnsi only: a lab name in another script would make pdf-lib
 * throw, so what it cannot write becomes "?" (the QR and the code stay exact).
 */
const winAnsiSafe = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff–—‘’“”•€]/g, "?");

/**
 * Stamps every page with a box in its bottom-right corner: a QR code of `verifyUrl`, the
 * words "Verify at <verifyUrl>" and the lab's name. Answers 400 (field "file") for bytes
 * that are not a PDF, or one pdf-lib cannot read (damaged, encrypted). Returns the bytes to
 * store and serve: their SHA-256 is the one /verify shows.
 */
export async function stampReport(bytes: Buffer, { verifyUrl, labName }: { verifyUrl: string; labName: string }): Promise<Buffer> {
  if (!looksLikePdf(bytes)) throw notAPdf();
  try {
    return await stampPages(bytes, verifyUrl, labName);
  } catch (error) {
    // pdf-lib reads damaged files leniently and fails later (no catalogue, no pages), and
    // refuses encrypted ones (ignoreEncryption is off: their pages could not be stamped faithfully).
    if (error instanceof HttpError) throw error;
    throw unreadablePdf();
  }
}

async function stampPages(bytes: Buffer, verifyUrl: string, labName: string): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = pdf.getPages();
  if (pages.length === 0) throw unreadablePdf();

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

  for (const page of pages) {
    // The visible area may not start at 0,0 (a cropped scan): place the box inside it.
    const { x: left, y: bottom, width } = page.getCropBox();
    const x = left + Math.max(MARGIN, width - MARGIN - boxWidth);
    const y = bottom + MARGIN;
    page.drawRectangle({ x, y, width: boxWidth, height: boxHeight, color: rgb(1, 1, 1), borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 });
    page.drawImage(qr, { x: x + PADDING, y: y + PADDING, width: QR_SIZE, height: QR_SIZE });
    const textX = x + PADDING * 2 + QR_SIZE;
    let textY = y + boxHeight - PADDING - FONT_SIZE;
    for (const line of lines) {
      page.drawText(line.text, { x: textX, y: textY, size: FONT_SIZE, font: line.font, color: rgb(0.1, 0.1, 0.1) });
      textY -= FONT_SIZE + LINE_GAP;
    }
  }
  return Buffer.from(await pdf.save());
}
