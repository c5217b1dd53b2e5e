import type { SiteSettings } from "../../domain/site-settings.ts";
import type { Locale } from "../../domain/locale.ts";
import { citiesInWords } from "../lib/city.ts";
import type { ContentPage } from "./content-page.ts";

const byLanguage = (modules: Record<string, { default: ContentPage }>) =>
  new Map(Object.values(modules).map((m) => [m.default.slug, m.default]));
const pages: Record<Locale, Map<string, ContentPage>> = {
  en: byLanguage(import.meta.glob<{ default: ContentPage }>("./pages/*.ts", { eager: true })),
  hi: byLanguage(import.meta.glob<{ default: ContentPage }>("./pages/hi/*.ts", { eager: true })),
};

/**
 * The page with its {labName}/{email}/{phone}/{accreditation} tokens filled from the site
 * settings, and {cities}/{citiesOr} from the city picker's list. A paragraph or bullet that
 * names {accreditation} is left out while the lab has none set: the site then makes no
 * accreditation claim. In the page's language: every page has its Hindi (hindi-pages.test.ts).
 */
export function getContentPage(slug: string, site: SiteSettings, locale: Locale = "en"): ContentPage | null {
  const page = pages[locale].get(slug);
  if (!page) return null;
  // Replacer functions, so a "$&" in a setting is taken as written.
  const fill = (text: string) =>
    text
      .replaceAll("{labName}", () => site.labName)
      .replaceAll("{email}", () => site.email)
      .replaceAll("{phone}", () => site.phone)
      .replaceAll("{accreditation}", () => site.accreditation)
      .replaceAll("{cities}", () => citiesInWords("and", locale))
      .replaceAll("{citiesOr}", () => citiesInWords("or", locale));
  const fillAll = (texts: string[] | undefined) =>
    texts?.filter((text) => site.accreditation !== "" || !text.includes("{accreditation}")).map(fill);
  return {
    ...page,
    title: fill(page.title),
    description: fill(page.description),
    intro: fill(page.intro),
    sections: page.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: fillAll(section.paragraphs),
      bullets: fillAll(section.bullets),
    })),
  };
}
