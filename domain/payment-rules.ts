// Money taken at the desk (issue 22, docs/decisions/2026-11-25-payments-ledger.md): the
// modes, the state of a visit's account and rupees written from integer paise. Zod-free, so
// it runs in the browser too; the schemas are in payment.ts. No float ever holds an amount:
// text is read into paise digit by digit, and paise are written out the same way.

export const PAYMENT_MODES = ["cash", "upi", "card"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = { cash: "Cash", upi: "UPI", card: "Card" };

/** The most one entry may move: ₹10,00,000, in paise. */
export const MAX_PAYMENT_PAISE = 10_00_000_00;

/**
 * A UPI or card reference as it is compared: the same transaction typed twice ("utr 1234",
 * "UTR1234 ") is one reference. A visit's payments may hold a reference once unless staff
 * confirm it was meant (PAYMENT_REFERENCE_SEEN).
 */
export const referenceKey = (reference: string): string => reference.replace(/\s+/g, "").toLowerCase();

/** How long a receipt link staff send on WhatsApp opens the receipt (as a report's share link). */
export const RECEIPT_LINK_DAYS = 7;

export const PAYMENT_STATES = ["unpaid", "part-paid", "paid", "overpaid", "nothing-due"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Where a visit's account stands. `duePaise` is what the visit costs (nothing once it is
 * cancelled), `paidPaise` the sum of its payments and refunds.
 */
export function paymentStateOf(duePaise: number, paidPaise: number): PaymentState {
  if (paidPaise > duePaise) return "overpaid";
  if (duePaise === 0) return "nothing-due";
  if (paidPaise === duePaise) return "paid";
  return paidPaise > 0 ? "part-paid" : "unpaid";
}

/** "₹1,23,456.00" (or with `symbol` "Rs. "): Indian grouping, always two decimals, "-" before a refund. */
export function formatPaise(paise: number, { symbol = "₹" }: { symbol?: string } = {}): string {
  if (!Number.isSafeInteger(paise)) throw new Error(`Not a whole number of paise: ${paise}`);
  const digits = String(Math.abs(paise)).padStart(3, "0");
  const rupees = digits.slice(0, -2);
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${last3}` : last3;
  return `${paise < 0 ? "-" : ""}${symbol}${grouped}.${digits.slice(-2)}`;
}

/** "1,499", "1499.5", "₹ 1,49,999.50", "Rs. 200": rupees as people type them (commas in Indian or Western groups). */
const RUPEES_TEXT = /^(?:₹|rs\.?)?\s*(\d{1,3}(?:,\d{2,3})+|\d{1,9})(?:\.(\d{1,2}))?$/i;

/** The paise of an amount typed in rupees, exactly (at most two decimals); null when it is not one. */
export function paiseOfRupeesText(text: string): number | null {
  const match = RUPEES_TEXT.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  return Number(whole.replaceAll(",", "")) * 100 + Number(fraction.padEnd(2, "0"));
}

type BalanceAfter = { balancePaise: number; state: "settled" | "underpaid" | "overpaid" };

/**
 * Where a visit's account stands after an entry (issue 32), for the desk to say before it is
 * saved: `balancePaise` is due less paid now, `entryPaise` the payment (positive) or refund
 * (negative). Above 0 after it the visit is underpaid, below 0 overpaid.
 */
export function balanceAfter(balancePaise: number, entryPaise: number): BalanceAfter {
  const after = balancePaise - entryPaise;
  return { balancePaise: after, state: after === 0 ? "settled" : after > 0 ? "underpaid" : "overpaid" };
}
