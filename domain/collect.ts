// The collector's day (issue 35; docs/decisions/2026-11-28-collector-visits.md): the desk assigns
// home visits to collectors, a collector reads their own and taps what happened. Every shape
// the API, the /collect page and the day view share is here (one schema, many uses).
import { z } from "zod";
import { BookingDateSchema, SlotWindowSchema } from "./booking.ts";
import { AmountSchema } from "./payment.ts";
import { PersonTubesSchema, TubeCountSchema } from "./collection-tubes.ts";
import { FASTING_RULES } from "./preparation.ts";
import { CONTAINER_KINDS } from "./sample-containers.ts";
import { LABEL_PATTERN, normaliseLabel } from "./sample-labels.ts";
import { IdempotencyKeySchema, IdSchema, TextSchema } from "./schemas.ts";
import { PincodeSchema } from "./settings.ts";

/** What a collector taps on a visit. */
export const TAP_KINDS = ["on-my-way", "not-at-home", "collected"] as const;
export type TapKind = (typeof TAP_KINDS)[number];

/** Why the patient could not be seen: a short list the desk can act on, with the collector's words beside it. */
export const NOT_HOME_REASONS = ["no-answer", "door-locked", "asked-to-come-later", "wrong-address", "other"] as const;
export type NotHomeReason = (typeof NOT_HOME_REASONS)[number];

/** How long after a tap (by the server's clock) the collector may undo it. */
export const UNDO_SECONDS = 60;
/** Wrong handover codes a visit takes before the collector must call the desk. */
export const HANDOVER_MAX_WRONG_TRIES = 5;
export const HANDOVER_CODE_DIGITS = 4;

/** Where a visit stands for the collector: the latest tap that stands, or just assigned. */
export const COLLECTION_STATES = ["assigned", "on-my-way", "not-at-home", "collected"] as const;
export type CollectionState = (typeof COLLECTION_STATES)[number];

/** The code as the patient reads it out ("4 8 1 5" or "4815"): four digits once spaces are gone. */
const HandoverCodeSchema = z
  .string({ error: "HANDOVER_CODE_REQUIRED" })
  .transform((code) => code.replace(/\s+/g, ""))
  .refine((code) => new RegExp(`^[0-9]{${HANDOVER_CODE_DIGITS}}$`).test(code), "HANDOVER_CODE_DIGITS");

/**
 * POST /api/collect/visits/:bookingId/taps, from the page's forms and, later, the phone's queue
 * of taps made offline: `idempotencyKey` is made by the phone per tap (sent twice, applied once),
 * `tappedAt` is the phone's clock, and `date`/`window` are the slot the collector's list showed,
 * so a visit the desk moved meanwhile is refused in words rather than collected at the wrong time.
 */
export const TapRequestSchema = z
  .object({
    kind: z.enum(TAP_KINDS, { error: "TAP_KIND_CHOICE" }),
    reason: z.enum(NOT_HOME_REASONS, { error: "NOT_HOME_REASON_CHOICE" }).optional(),
    note: TextSchema.pipe(z.string().max(200)).optional(),
    handoverCode: HandoverCodeSchema.optional(),
    idempotencyKey: IdempotencyKeySchema,
    tappedAt: z.iso.datetime({ offset: true, error: "TAPPED_AT_TIME" }),
    date: BookingDateSchema,
    window: SlotWindowSchema,
  })
  .superRefine((tap, ctx) => {
    if (tap.kind === "not-at-home" && !tap.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "NOT_HOME_REASON_CHOICE" });
    if (tap.kind === "collected" && !tap.handoverCode)
      ctx.addIssue({ code: "custom", path: ["handoverCode"], message: "HANDOVER_CODE_REQUIRED" });
  });
export type TapRequest = z.output<typeof TapRequestSchema>;
export type TapRequestInput = z.input<typeof TapRequestSchema>;

export const TapParamsSchema = z.object({ bookingId: IdSchema });
export const UndoParamsSchema = z.object({ bookingId: IdSchema, tapId: IdSchema });

/** A tap as the server answers it: what the page needs to offer "Undo" until `undoUntil`. */
export const TapSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  kind: z.enum(TAP_KINDS),
  reason: z.enum(NOT_HOME_REASONS).nullable(),
  at: z.string(),
  undoUntil: z.string(),
  isUndone: z.boolean(),
});
export type Tap = z.infer<typeof TapSchema>;

/** A label's number as scanned or typed: spaces and dashes dropped, upper case, 6–20 letters and digits. */
export const LabelNumberSchema = z
  .string({ error: "LABEL_REQUIRED" })
  .transform(normaliseLabel)
  .refine((label) => label.length > 0, "LABEL_REQUIRED")
  .refine((label) => LABEL_PATTERN.test(label), "LABEL_SHAPE");

/**
 * POST /api/collect/visits/:bookingId/labels: a label scanned (or typed) onto one tube of one
 * person of the visit, the tube named by its kind and which of that kind (domain/sample-labels.ts
 * tubeNumbers), with the phone's key (sent twice, linked once).
 */
export const LabelRequestSchema = z.object({
  label: LabelNumberSchema,
  personId: IdSchema,
  kind: z.enum(CONTAINER_KINDS, { error: "TUBE_NOT_ON_VISIT" }),
  tubeNo: z.coerce
    .number({ error: "TUBE_NOT_ON_VISIT" })
    .int()
    .min(1, "TUBE_NOT_ON_VISIT")
    .max(20, "TUBE_NOT_ON_VISIT"),
  idempotencyKey: IdempotencyKeySchema,
});
export type LabelRequest = z.output<typeof LabelRequestSchema>;

export const LabelParamsSchema = z.object({ bookingId: IdSchema, labelId: IdSchema });

/** A label on one of the visit's tubes, as the collector's list shows it ("Undo" until `undoUntil`). */
export const SampleLabelSchema = z.object({
  id: z.string(),
  label: z.string(),
  personId: z.string(),
  kind: z.enum(CONTAINER_KINDS),
  tubeNo: z.number().int(),
  linkedAt: z.string(),
  undoUntil: z.string(),
  isReceived: z.boolean(),
});
export type SampleLabel = z.infer<typeof SampleLabelSchema>;

/** One person of a visit as the collector needs them: no more than that. */
export const CollectorPersonSchema = z.object({
  /** `people[].id` of the booking: whose tube a label goes on. */
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  tests: z.array(z.string()),
  /** The strictest fasting rule of their tests (domain/preparation.ts), null when unknown. */
  fasting: z.enum(FASTING_RULES).nullable(),
  /** The tubes and containers to fill for them, merged over their tests (domain/collection-tubes.ts). */
  tubes: PersonTubesSchema,
});

/** One of the collector's visits (GET /api/collect/visits): never the handover code. */
export const CollectorVisitSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  date: z.string(),
  window: z.string(),
  people: z.array(CollectorPersonSchema),
  address: z.string(),
  landmark: z.string().nullable(),
  pincode: z.string(),
  mobile: z.string(),
  /** What to carry for the visit: its tubes by kind, over every person. */
  tubeTotals: z.array(TubeCountSchema),
  /** What to collect at the door, in paise; null when nothing is due. */
  amountDuePaise: z.number().int().nullable(),
  state: z.enum(COLLECTION_STATES),
  /** The latest tap still undoable (by the server's clock), for the page's "Undo". */
  undoable: TapSchema.nullable(),
  /** The desk has no more wrong codes to take: the collector must call it. */
  isHandoverLocked: z.boolean(),
  /** The labels on this visit's tubes (issue 35, "Sample labels"). */
  labels: z.array(SampleLabelSchema),
});
export type CollectorVisit = z.infer<typeof CollectorVisitSchema>;
export type CollectorPerson = z.infer<typeof CollectorPersonSchema>;

/** POST /api/collect/visits/:bookingId/cash: cash taken at the door, in the rupees typed ("818"), with the form's key. */
export const CashRequestSchema = z.object({ amount: AmountSchema, idempotencyKey: IdempotencyKeySchema });
export type CashRequest = z.output<typeof CashRequestSchema>;

/** The desk assigns a visit (and assigns again to reassign). */
export const AssignRequestSchema = z.object({ collectorId: z.string({ error: "COLLECTOR_CHOICE" }).pipe(IdSchema) });
export type AssignRequest = z.output<typeof AssignRequestSchema>;

/** The desk assigns a day's home visits of a pincode at once: the unassigned ones, or all of them. */
export const AssignAreaRequestSchema = z.object({
  date: BookingDateSchema,
  pincode: PincodeSchema,
  collectorId: z.string({ error: "COLLECTOR_CHOICE" }).pipe(IdSchema),
  scope: z.enum(["unassigned", "all"], { error: "ASSIGN_SCOPE_CHOICE" }).default("unassigned"),
});
export type AssignAreaRequest = z.output<typeof AssignAreaRequestSchema>;

/** A collector as the desk chooses them. */
export const CollectorOptionSchema = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() });
export type CollectorOption = z.infer<typeof CollectorOptionSchema>;

/** What the patient's manage page says of the collector: on the way (with their first name), or nothing. */
export type CollectorForPatient = { handoverCode: string | null; onTheWay: { firstName: string } | null };
