/**
 * A plain content page (about, privacy, careers, …): data, rendered by one template
 * (routes/content-page.tsx). Text may contain the tokens {labName}, {email}, {phone} and
 * {accreditation}; the template fills them from the site settings, so no contact detail is
 * written here (and a paragraph or bullet naming {accreditation} shows only when one is set).
 * Cities are never written out either: {cities} becomes "Delhi, Noida and Gurgaon" and
 * {citiesOr} "Delhi, Noida or Gurgaon", from the city picker's list (domain/catalogue.ts CITIES).
 */
export type ContentSection = {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
};

export type ContentPage = {
  /** The URL path without the slash, e.g. "about". */
  slug: string;
  /** The page's h1 and the start of its <title>. */
  title: string;
  /** Meta description: one sentence, at most 160 characters. */
  description: string;
  /** One or two sentences under the title. */
  intro: string;
  sections: ContentSection[];
  /** ISO date the text was last changed, shown on legal pages. */
  updated?: string;
};
