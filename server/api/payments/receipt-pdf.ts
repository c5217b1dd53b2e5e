import { PDFDocument, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { LOCALE_TAG, type Locale, MONTH_FORM } from "../../../domain/locale.ts";
import type { Receipt } from "../../../domain/payment.ts";
import { formatPaise, type PaymentMode } from "../../../domain/payment-rules.ts";
import { createPdfText, type TextStyle } from "../../lib/pdf-text.ts";
import { RECEIPT_WORDS } from "./receipt-words.ts";

// The receipt a patient keeps (issue 22). Everything it shows comes in one plain object
// (Receipt, built by payments.service.ts from the booking's people), so a family booking or a
// Hindi receipt changes what is passed in, or this one function, and nothing else. Its words and
// dates are in the booking's language (receipt-words.ts).
//
// Latin text is set in PDF's standard Helvetica, which encodes Windows-1252 only: amounts say
// "Rs.". Devanagari (a Hindi name, a lab's Hindi address) is shaped by HarfBuzz and set in Noto
// Sans Devanagari (server/lib/pdf-text.ts, docs/decisions/2026-11-25-devanagari-in-pdfs.md); a
// character neither font has becomes "?" rather than failing the receipt.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const SIZE = 10;
const LINE = 15;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
/** The receipt's dates in a language: when an entry was made (IST), and the visit's day. */
function datesIn(locale: Locale) {
  const whenFormat = new Intl.DateTimeFormat(LOCALE_TAG[locale], {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: MONTH_FORM[locale],
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const dayFormat = new Intl.DateTimeFormat(LOCALE_TAG[locale], {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: MONTH_FORM[locale],
    year: "numeric",
  });
  return {
    when: (iso: string) => whenFormat.format(new Date(iso)),
    day: (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`)),
  };
}

/** Every word of the receipt's data, so the Devanagari fonts are loaded when one needs them. */
function textsOf(receipt: Receipt): string[] {
  const texts: string[] = [];
  JSON.stringify(receipt, (_key, value: unknown) => {
    if (typeof value === "string") texts.push(value);
    return value;
  });
  return texts;
}

/** The receipt as PDF bytes (A4, one page or more). */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const w = RECEIPT_WORDS[receipt.language];
  const { when, day } = datesIn(receipt.language);
  const rs = (paise: number) => formatPaise(paise, { symbol: w.currency });
  const pdf = await PDFDocument.create();
  pdf.setTitle(w.title(receipt.reference));
  pdf.setAuthor(receipt.lab.name);
  pdf.setCreationDate(new Date(receipt.issuedAt));
  pdf.setModificationDate(new Date(receipt.issuedAt));
  // The words of the language count among the texts: a Hindi receipt loads the Devanagari fonts.
  const words = await createPdfText(pdf, [...textsOf(receipt), w.heading, w.thanks]);

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const right = A4.width - MARGIN;

  /** Room for `lines` more lines, or a new page. */
  function room(lines = 1) {
    if (y - lines * LINE >= MARGIN) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  }
  type TextOptions = { x?: number; size?: number; font?: TextStyle; color?: typeof INK; width?: number };
  function text(value: string, { x = MARGIN, size = SIZE, font = "regular", color = INK, width }: TextOptions = {}) {
    width ??= right - x;
    // A line too long for its column is cut short, marked with "…".
    const shown = words.fit(words.drawable(value), font, size, width);
    words.draw(page, shown, { x, y, size, style: font, color });
  }
  function amount(value: string, { font = "regular" as TextStyle, size = SIZE } = {}) {
    const shown = words.drawable(value);
    words.draw(page, shown, { x: right - words.widthOf(shown, font, size), y, size, style: font, color: INK });
  }
  /** A row: words on the left, an amount on the right. */
  function row(label: string, value: string, { font = "regular" as TextStyle, indent = 0 } = {}) {
    room();
    text(label, { x: MARGIN + indent, font, width: right - MARGIN - indent - 110 });
    amount(value, { font });
    y -= LINE;
  }
  function rule() {
    room();
    page.drawLine({ start: { x: MARGIN, y: y + 5 }, end: { x: right, y: y + 5 }, thickness: 0.5, color: MUTED });
    y -= 6;
  }

  // The lab, from Settings.
  text(receipt.lab.name, { size: 18, font: "bold" });
  y -= 22;
  for (const address of receipt.lab.addresses) {
    for (const line of address.split("\n")) {
      room();
      text(line, { color: MUTED });
      y -= LINE - 2;
    }
  }
  text(`${w.phone} ${receipt.lab.phone} - ${receipt.lab.email}`, { color: MUTED });
  y -= LINE * 2;

  text(w.heading, { size: 14, font: "bold" });
  y -= LINE + 4;
  row(w.reference, receipt.reference, { font: "bold" });
  row(w.visit, `${day(receipt.visit.date)}, ${receipt.visit.window}`);
  row(w.made, when(receipt.issuedAt));
  if (receipt.isCancelled) row(w.status, w.cancelled);
  y -= LINE / 2;

  // Each person and their lines.
  for (const person of receipt.people) {
    room(2);
    text(person.removedReason ? w.removedPerson(person.name, person.removedReason) : person.name, { font: "bold" });
    y -= LINE;
    for (const line of person.lines) row(line.name, rs(line.pricePaise), { indent: 12 });
    for (const line of person.removed ?? []) row(w.removedLine(line.name, line.reason), w.notCharged, { indent: 12 });
  }
  rule();
  row(w.fee, receipt.feePaise === 0 ? w.free : rs(receipt.feePaise));
  for (const discount of receipt.discounts) row(w.discount(discount.reason), rs(-discount.amountPaise));
  row(w.total, rs(receipt.totalPaise), { font: "bold" });
  y -= LINE / 2;

  room(3);
  text(w.payments, { size: 12, font: "bold" });
  y -= LINE + 2;
  if (receipt.payments.length === 0) {
    text(w.noPayment, { color: MUTED });
    y -= LINE;
  }
  for (const p of receipt.payments) {
    const mode = w.modes[p.mode as PaymentMode] ?? p.mode;
    const what = `${when(p.at)} - ${p.isRefund ? w.refund : ""}${mode}${p.reference ? ` ${w.ref(p.reference)}` : ""}`;
    row(what, rs(p.amountPaise));
  }
  rule();
  row(w.paid, rs(receipt.paidPaise), { font: "bold" });
  if (receipt.balancePaise > 0) row(w.balanceDue, rs(receipt.balancePaise), { font: "bold" });
  else if (receipt.balancePaise < 0) row(w.toRefund, rs(-receipt.balancePaise), { font: "bold" });
  else row(w.balance, w.paidInFull, { font: "bold" });
  y -= LINE;
  room();
  text(w.thanks, { color: MUTED });
  words.embedFonts();
  return pdf.save();
}
