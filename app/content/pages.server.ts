import type { SiteSettings } from "../../domain/site-settings.ts";
import type { ContentPage } from "./content-page.ts";

const modules = import.meta.glob<{ default: ContentPage }>("./pages/*.ts", { eager: true });
const pages = new Map(Object.values(modules).map((m) => [m.default.slug, m.default]));

/** The page with its {labName}/{email}/{phone} tokens filled from the site settings. */
export function getContentPage(slug: string, site: SiteSettings): ContentPage | null {
  const page = pages.get(slug);
  if (!page) return null;
  const fill = (text: string) =>
    text.replaceAll("{labName}", site.labName).replaceAll("{email}", site.email).replaceAll("{phone}", site.phone);
  return {
    ...page,
    title: fill(page.title),
    description: fill(page.description),
    intro: fill(page.intro),
    sections: page.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs?.map(fill),
      bullets: section.bullets?.map(fill),
    })),
  };
}
