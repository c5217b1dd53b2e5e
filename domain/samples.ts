import { z } from "zod";
import { BOOKING_STATUSES } from "./booking-rules.ts";
import { PersonTubesSchema } from "./collection-tubes.ts";
import { CONTAINER_KINDS } from "./sample-containers.ts";
import { LabelNumberSchema } from "./collect.ts";
import { ARRIVAL_STATES } from "./sample-labels.ts";
import { TextSchema } from "./schemas.ts";

// The lab's day of samples (issue 34: the lab role). What a lab technician needs to label,
// receive and report a sample, and nothing else: no mobile, no address, no pincode, no money.
// The objects are strict, so a field added to the answer by mistake fails its test rather
// than reaching the lab (server/api/bookings/samples.routes.test.ts).

/** Where a person's reports stand: none attached yet, attached for the patient, or withdrawn (the only one was wrong). */
export const REPORT_STATES = ["none", "attached", "withdrawn"] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** One test or package a person was booked for: its catalogue code (a test's slug, a package's id) and name. */
const SampleTestSchema = z.strictObject({
  kind: z.enum(["test", "package"]),
  code: z.string(),
  name: z.string(),
});

/**
 * One expected tube of a person and where it stands: no label yet, labelled (by the collector's
 * scan) but not arrived, or arrived at the lab (issue 35, "Sample labels").
 */
export const TubeArrivalSchema = z.strictObject({
  kind: z.enum(CONTAINER_KINDS),
  /** Which of the person's tubes of this kind, from 1 (domain/sample-labels.ts tubeNumbers). */
  tubeNo: z.number().int(),
  label: z.string().nullable(),
  state: z.enum(ARRIVAL_STATES),
  receivedAt: z.string().nullable(),
});
export type TubeArrival = z.infer<typeof TubeArrivalSchema>;

/**
 * A person whose sample is due or collected, as a sample label names them, with the tubes
 * expected for their tests (domain/collection-tubes.ts) and where each stands (`arrivals`, in
 * the same order).
 */
export const SamplePersonSchema = z.strictObject({
  /** `people[].id` of the booking: whose report an upload is. */
  id: z.string(),
  /** 1, 2, 3… in the visit. */
  position: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  tests: z.array(SampleTestSchema),
  /** The tubes to fill for their tests, and the tests whose containers are not set (ask the lab). */
  expectedTubes: PersonTubesSchema,
  arrivals: z.array(TubeArrivalSchema),
  reportState: z.enum(REPORT_STATES),
});
export type SamplePerson = z.infer<typeof SamplePersonSchema>;

/** A visit of the day that is not cancelled: its reference, where, and its sample status (the booking's). */
export const SampleVisitSchema = z.strictObject({
  bookingId: z.string(),
  reference: z.string(),
  collectionType: z.enum(["home", "lab"]),
  status: z.enum(BOOKING_STATUSES).exclude(["cancelled"]),
  people: z.array(SamplePersonSchema),
});
export type SampleVisit = z.infer<typeof SampleVisitSchema>;

/** The day's visits by slot window, windows in order, only windows that hold a visit. */
export const SamplesDaySchema = z.strictObject({
  date: z.string(),
  slots: z.array(z.strictObject({ window: z.string(), visits: z.array(SampleVisitSchema) })),
});
export type SamplesDay = z.infer<typeof SamplesDaySchema>;

/** POST /api/admin/samples/received: the label the lab scanned or typed as a tube arrived. */
export const ReceiveRequestSchema = z.object({
  label: z.string({ error: "LABEL_REQUIRED" }).trim().min(1, "LABEL_REQUIRED").max(40, "LABEL_SHAPE"),
});

/** What the lab's scan answers: whose tube arrived, in words the lab may read (no contact data). */
export const ReceivedTubeSchema = z.strictObject({
  label: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  personName: z.string(),
  position: z.number().int(),
  kind: z.enum(CONTAINER_KINDS),
  tubeNo: z.number().int(),
  receivedAt: z.string(),
  /** False when this tube was scanned in before (the answer says when). */
  isNew: z.boolean(),
});
export type ReceivedTube = z.infer<typeof ReceivedTubeSchema>;

/**
 * POST /api/admin/samples/unlink: the desk takes a wrong label off its tube (the label is then
 * free to be linked to the right one), with a reason kept in the booking's history: it must not
 * name the patient.
 */
export const UnlinkLabelRequestSchema = z.object({
  label: LabelNumberSchema,
  reason: TextSchema.pipe(z.string().min(1, "UNLINK_REASON_REQUIRED").max(300)),
});
export type UnlinkLabelRequest = z.output<typeof UnlinkLabelRequestSchema>;

/** What the unlink answers: which tube of which visit the label came off, and when. */
export const UnlinkedLabelSchema = z.strictObject({
  label: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  position: z.number().int(),
  kind: z.enum(CONTAINER_KINDS),
  tubeNo: z.number().int(),
  unlinkedAt: z.string(),
});
export type UnlinkedLabel = z.infer<typeof UnlinkedLabelSchema>;
