// What the desk changes in a visit's price (issue 32): a line (a test, a package) or a whole
// person taken out with a reason, and a discount with a reason. The visit is then repriced by
// the one pricer (basket-pricing.ts sumVisit), so what is due follows: a refund is only money
// given back. The schemas of the forms and the API bodies; the answer's is booking.ts VisitChangeSchema.
import { z } from "zod";
import { AmountSchema } from "./payment.ts";
import type { RefusalCode } from "./refusals.ts";
import { IdempotencyKeySchema, IdSchema, TextSchema } from "./schemas.ts";

/** Kept in the history and on the receipt, also after an erasure: it must not name the patient. */
const ReasonSchema = (required: RefusalCode) => TextSchema.pipe(z.string().min(1, required).max(300));

/**
 * POST /api/admin/bookings/:id/removals: a person's test or package (`kind` and `itemId`, the
 * test's slug or the package's id), or the person with all their lines (`kind` "person").
 */
export const RemovalRequestSchema = z
  .object({
    personId: IdSchema,
    kind: z.enum(["test", "package", "person"], { error: "REMOVAL_KIND_CHOICE" }),
    itemId: IdSchema.optional(),
    reason: ReasonSchema("REMOVAL_REASON_REQUIRED"),
    idempotencyKey: IdempotencyKeySchema,
  })
  .superRefine((request, ctx) => {
    if (request.kind !== "person" && !request.itemId)
      ctx.addIssue({ code: "custom", path: ["itemId"], message: "REMOVAL_ITEM_REQUIRED" });
  });
export type RemovalRequest = z.output<typeof RemovalRequestSchema>;

/** POST /api/admin/bookings/:id/discounts: an amount off the visit, with its reason. */
export const DiscountRequestSchema = z.object({
  amount: AmountSchema,
  reason: ReasonSchema("DISCOUNT_REASON_REQUIRED"),
  idempotencyKey: IdempotencyKeySchema,
});
export type DiscountRequest = z.output<typeof DiscountRequestSchema>;
