import { Link } from "react-router";
import { LOCALE_TAG, pathIn, type Locale } from "../../../domain/locale.ts";
import type { MedicalReview } from "../../../domain/lab-test.ts";
import type { MessageKey } from "../../i18n/namespaces.ts";
import { type Translate, useT } from "../../i18n/use-t.ts";

const REVIEW_DATES = new Map<Locale, Intl.DateTimeFormat>();

/** "22 November 2026" ("22 नवंबर 2026" in Hindi) from "2026-11-22" (a calendar date: no time zone may shift it). */
export function formatReviewDate(isoDate: string, locale: Locale = "en"): string {
  let format = REVIEW_DATES.get(locale);
  if (!format)
    REVIEW_DATES.set(
      locale,
      (format = new Intl.DateTimeFormat(LOCALE_TAG[locale], {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })),
    );
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A review's words: who (with their qualification) and when, in a sentence of the page's language. */
function reviewSentence(t: Translate, key: MessageKey, review: MedicalReview, link?: string) {
  return t.rich<React.ReactNode>(
    key,
    {
      who: (children, k) => (
        <span key={k} className="font-medium text-slate-900">
          {children}
        </span>
      ),
      date: (children, k) => (
        <time key={k} dateTime={review.reviewedOn}>
          {children}
        </time>
      ),
      link: (children, k) => (
        <Link key={k} to={link ?? "#"} hrefLang={LOCALE_TAG.en} className="font-semibold text-brand-800 underline">
          {children}
        </Link>
      ),
    },
    {
      reviewer: review.reviewer,
      qualification: review.qualification,
      date: formatReviewDate(review.reviewedOn, t.locale),
    },
  );
}

/**
 * Who checked the page's medical content and when. Each language's text has its own review:
 * on an English page nothing at all until someone has reviewed it; on a Hindi page, until a
 * doctor has reviewed the Hindi, it says so, and names the English text's review (with a link
 * to that page) as the English's, never as the Hindi's.
 */
export function MedicalReviewLine({
  review,
  englishReview = null,
  slug,
}: {
  review: MedicalReview | null;
  englishReview?: MedicalReview | null;
  slug?: string;
}) {
  const t = useT();
  if (review) return <p className="mt-4 text-sm text-slate-700">{reviewSentence(t, "catalogue.review.by", review)}</p>;
  if (t.locale === "en") return null;
  return (
    <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      {t("catalogue.review.hindiNotReviewed")}
      {englishReview && slug && (
        <> {reviewSentence(t, "catalogue.review.englishReviewed", englishReview, pathIn("en", `/tests/${slug}`))}</>
      )}
    </p>
  );
}
