// Payments at the desk (issue 22): the schemas of the form and the API body (one shape: the
// amount as rupees typed, read into integer paise), and of the answers (amounts in paise).
// docs/decisions/2026-11-25-payments-ledger.md
import { z } from "zod";
import { isCalendarDate } from "./booking-rules.ts";
import type { Locale } from "./locale.ts";
import { MAX_PAYMENT_PAISE, PAYMENT_MODES, PAYMENT_STATES, paiseOfRupeesText } from "./payment-rules.ts";
import { CheckboxSchema, IdempotencyKeySchema, TextSchema, TimestampSchema } from "./schemas.ts";
import { StaffNameSchema } from "./staff-accounts.ts";

/** An amount as typed ("1,499", "1499.50", "₹200"), read into paise without a float. */
export const AmountSchema = z
  .string({ error: "AMOUNT_DIGITS" })
  .max(20, "AMOUNT_DIGITS")
  .transform((text, ctx) => {
    const paise = paiseOfRupeesText(text);
    if (paise === null) {
      ctx.addIssue({ code: "custom", message: "AMOUNT_DIGITS" });
      return z.NEVER;
    }
    return paise;
  })
  .pipe(z.number().int().min(1, "AMOUNT_NOT_POSITIVE").max(MAX_PAYMENT_PAISE, "AMOUNT_TOO_HIGH"));

export const PaymentModeSchema = z.enum(PAYMENT_MODES, { error: "PAYMENT_MODE_CHOICE" });

/**
 * The UPI or card transaction's own reference (a UTR, an RRN, an approval code), to match the
 * bank's statement. Not the payer's UPI id (no "@") and not a card number (13 to 19 digits):
 * those are personal data, and the ledger keeps none (docs/decisions/2026-11-25-payments-ledger.md).
 */
export const PaymentReferenceSchema = z
  .string({ error: "PAYMENT_REFERENCE_FORMAT" })
  .trim()
  .transform((text) => text || null)
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{4,35}$/, "PAYMENT_REFERENCE_FORMAT")
      .refine((text) => !/^\d{13,19}$/.test(text), "PAYMENT_REFERENCE_CARD")
      .nullable(),
  )
  .optional()
  .transform((value) => value ?? null);

/**
 * POST /api/admin/bookings/:id/payments and the booking page's "Record a payment". The form
 * makes `idempotencyKey` once (and again after a success): the same key answers the entry it
 * made. `confirmDuplicateReference` records a reference the visit already has
 * (PAYMENT_REFERENCE_SEEN), once staff said it was meant.
 */
export const PaymentRequestSchema = z.object({
  amount: AmountSchema,
  mode: PaymentModeSchema,
  reference: PaymentReferenceSchema,
  idempotencyKey: IdempotencyKeySchema,
  confirmDuplicateReference: CheckboxSchema,
});
export type PaymentRequest = z.output<typeof PaymentRequestSchema>;

/**
 * POST /api/admin/bookings/:id/refunds: the amount given back (typed as a positive amount,
 * stored negative), how, and why. The reason stays in the ledger and the history, also
 * after an erasure, so it must not name the patient.
 */
export const RefundRequestSchema = PaymentRequestSchema.omit({ confirmDuplicateReference: true }).extend({
  reason: TextSchema.pipe(z.string().min(1, "REFUND_REASON_REQUIRED").max(300)),
});
export type RefundRequest = z.output<typeof RefundRequestSchema>;

/** One entry of a visit's ledger: a payment (positive) or a refund (negative, with its reason). */
export const PaymentSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  mode: PaymentModeSchema,
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  /** The staff member who took it (username), */
  takenBy: z.string(),
  /** and in words: their display name and role. */
  takenByStaff: StaffNameSchema,
  takenAt: TimestampSchema,
  isRefund: z.boolean(),
});
export type Payment = z.infer<typeof PaymentSchema>;
/** An entry as the ledger stores it: who took it by username only (the service names them). */
export type StoredPayment = Omit<Payment, "takenByStaff">;

/** Where a visit's money stands. */
export const PaymentStatusSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  /** What the visit costs; nothing once it is cancelled. */
  duePaise: z.number().int(),
  /** Payments less refunds. */
  paidPaise: z.number().int(),
  /** Due less paid: above 0 still to pay, below 0 to give back. */
  balancePaise: z.number().int(),
  state: z.enum(PAYMENT_STATES),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** A visit's ledger: its status and every entry, oldest first. */
export const BookingPaymentsSchema = PaymentStatusSchema.extend({
  payments: z.array(PaymentSchema),
  /** Whether a payment may be taken (not on a cancelled visit: only a refund). */
  canTakePayment: z.boolean(),
});
export type BookingPayments = z.infer<typeof BookingPaymentsSchema>;

const TotalSchema = z.object({ paise: z.number().int(), count: z.number().int() });
/** The money taken on one day (India), for the end-of-day count: by mode and by staff member, refunds netted. */
export const DayTakingsSchema = z.object({
  date: z.string(),
  total: TotalSchema,
  byMode: z.array(TotalSchema.extend({ mode: PaymentModeSchema })),
  /** Each staff member's takings, also by mode: the cash each hands over, the UPI and card each took. */
  byStaff: z.array(
    TotalSchema.extend({
      staff: z.string(),
      staffName: StaffNameSchema,
      byMode: z.array(TotalSchema.extend({ mode: PaymentModeSchema })),
    }),
  ),
});
export type DayTakings = z.infer<typeof DayTakingsSchema>;

/**
 * The money recorded for the visits booked on one day, whenever it was taken: payments less
 * refunds (`count` entries, over `visits` visits with any). Money taken days before a visit
 * shows here on the visit's day, where the day's takings (the drawer) do not show it.
 */
export const DayVisitsMoneySchema = TotalSchema.extend({ visits: z.number().int() });

/** GET /api/admin/payments/day: the day's takings, the money for the day's visits and where each visit of the day stands. */
export const DeskDayPaymentsSchema = z.object({
  takings: DayTakingsSchema,
  forVisits: DayVisitsMoneySchema,
  visits: z.array(PaymentStatusSchema),
});
export type DeskDayPayments = z.infer<typeof DeskDayPaymentsSchema>;

export const DeskDayQuerySchema = z.object({
  date: z
    .union([z.literal("").transform(() => undefined), z.string().refine(isCalendarDate, "DATE_REQUIRED")])
    .optional(),
});

/** What a receipt PDF shows (receiptPdf): plain data, every amount in paise. */
export type Receipt = {
  /** The booking's language: every word and date of the receipt is in it. */
  language: Locale;
  lab: { name: string; addresses: string[]; phone: string; email: string };
  reference: string;
  /** When the visit is (its slot), and when the receipt was made. */
  visit: { date: string; window: string };
  issuedAt: string;
  /**
   * Each person of the visit and their lines. A line or person the desk removed is listed,
   * marked with the reason and not charged (issue 32): a patient who was given money back reads
   * on the receipt what it was for, rather than finding a test missing. None when absent.
   */
  people: {
    name: string;
    lines: { name: string; pricePaise: number }[];
    removed?: { name: string; pricePaise: number; reason: string }[];
    /** Why the desk took this person out of the visit; their lines are then all in `removed`. */
    removedReason?: string | null;
  }[];
  feePaise: number;
  /** The desk's discounts, each a line of its own with its reason. */
  discounts: { amountPaise: number; reason: string }[];
  totalPaise: number;
  payments: { at: string; mode: string; amountPaise: number; reference: string | null; isRefund: boolean }[];
  paidPaise: number;
  balancePaise: number;
  isCancelled: boolean;
};
