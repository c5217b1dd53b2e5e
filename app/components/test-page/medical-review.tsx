import type { MedicalReview } from "../../../domain/lab-test.ts";

const REVIEW_DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "22 November 2026" from "2026-11-22" (a calendar date: no time zone may shift it). */
export const formatReviewDate = (isoDate: string): string => REVIEW_DATE.format(new Date(`${isoDate}T00:00:00Z`));

/** Who checked the page's medical content and when; nothing at all until someone has. */
export function MedicalReviewLine({ review }: { review: MedicalReview | null }) {
  if (!review) return null;
  return (
    <p className="mt-4 text-sm text-slate-700">
      Medically reviewed by <span className="font-medium text-slate-900">{review.reviewer}, {review.qualification}</span> on{" "}
      <time dateTime={review.reviewedOn}>{formatReviewDate(review.reviewedOn)}</time>
    </p>
  );
}
