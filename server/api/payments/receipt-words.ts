import type { Locale } from "../../../domain/locale.ts";
import type { PaymentMode } from "../../../domain/payment-rules.ts";

// Every word of the receipt PDF, in the booking's language (issue 32 item 8): the patient keeps
// the receipt in the language they booked in. A Record over the locales, so a word missing in
// one language fails the type check, as the app's message texts' test does for theirs. Amounts
// say "Rs." in English (Helvetica has no ₹) and "रु." in Hindi.

export type ReceiptWords = {
  title: (reference: string) => string;
  heading: string;
  phone: string;
  reference: string;
  visit: string;
  made: string;
  status: string;
  cancelled: string;
  removedPerson: (name: string, reason: string) => string;
  removedLine: (name: string, reason: string) => string;
  notCharged: string;
  fee: string;
  free: string;
  discount: (reason: string) => string;
  total: string;
  payments: string;
  noPayment: string;
  refund: string;
  modes: Record<PaymentMode, string>;
  ref: (reference: string) => string;
  paid: string;
  balanceDue: string;
  toRefund: string;
  balance: string;
  paidInFull: string;
  thanks: string;
  currency: string;
};

export const RECEIPT_WORDS: Record<Locale, ReceiptWords> = {
  en: {
    title: (reference) => `Receipt ${reference}`,
    heading: "Payment receipt",
    phone: "Phone",
    reference: "Booking reference",
    visit: "Visit",
    made: "Receipt made",
    status: "Status",
    cancelled: "Booking cancelled",
    removedPerson: (name, reason) => `${name} - removed from this visit: ${reason}`,
    removedLine: (name, reason) => `Removed: ${name} (${reason})`,
    notCharged: "Not charged",
    fee: "Home collection fee",
    free: "Free",
    discount: (reason) => `Discount: ${reason}`,
    total: "Total",
    payments: "Payments",
    noPayment: "No payment received yet.",
    refund: "Refund, ",
    modes: { cash: "Cash", upi: "UPI", card: "Card" },
    ref: (reference) => `(ref. ${reference})`,
    paid: "Paid",
    balanceDue: "Balance due",
    toRefund: "To be refunded",
    balance: "Balance",
    paidInFull: "Paid in full",
    thanks: "Thank you. Please keep this receipt for your records.",
    currency: "Rs. ",
  },
  hi: {
    title: (reference) => `रसीद ${reference}`,
    heading: "भुगतान की रसीद",
    phone: "फ़ोन",
    reference: "बुकिंग रेफ़रेंस",
    visit: "विज़िट",
    made: "रसीद बनी",
    status: "स्थिति",
    cancelled: "बुकिंग रद्द",
    removedPerson: (name, reason) => `${name} - इस विज़िट से हटाए गए: ${reason}`,
    removedLine: (name, reason) => `हटाया गया: ${name} (${reason})`,
    notCharged: "शुल्क नहीं",
    fee: "होम कलेक्शन फ़ीस",
    free: "मुफ़्त",
    discount: (reason) => `छूट: ${reason}`,
    total: "कुल",
    payments: "भुगतान",
    noPayment: "अभी कोई भुगतान नहीं मिला।",
    refund: "रिफ़ंड, ",
    modes: { cash: "नकद", upi: "UPI", card: "कार्ड" },
    ref: (reference) => `(रेफ़. ${reference})`,
    paid: "चुकाया",
    balanceDue: "बकाया",
    toRefund: "लौटाना है",
    balance: "शेष",
    paidInFull: "पूरा भुगतान हो गया",
    thanks: "धन्यवाद। कृपया यह रसीद अपने रिकॉर्ड के लिए रखें।",
    currency: "रु. ",
  },
};
