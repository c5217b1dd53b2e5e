import type { Settings } from "./settings.ts";

/**
 * What every page may show of the lab's settings (SPEC §1): the contact details and the
 * accreditation line, and whether prices show discount badges. The root loader sends this, and only this, to the browser; the rest
 * of the settings (pincodes, slots, fees, the consent notice) reach the pages that need them.
 */
export const SITE_SETTINGS_FIELDS = [
  "labName",
  "phone",
  "phoneAlt",
  "whatsappNumber",
  "email",
  "addresses",
  "hours",
  "accreditation",
  "showDiscountBadges",
] as const satisfies readonly (keyof Settings)[];

/** …and the Hindi of the one text among them that has one, the opening hours. */
export type SiteSettings = Pick<Settings, (typeof SITE_SETTINGS_FIELDS)[number]> & {
  hi: Pick<Settings["hi"], "hours">;
};

/** The contact details the settings are seeded from on first start (the LAB_* variables). */
export type LabContact = Omit<SiteSettings, "accreditation" | "showDiscountBadges" | "hi">;

export function toSiteSettings(settings: Settings): SiteSettings {
  const site = Object.fromEntries(SITE_SETTINGS_FIELDS.map((field) => [field, settings[field]])) as Omit<
    SiteSettings,
    "hi"
  >;
  return { ...site, hi: { hours: settings.hi.hours } };
}
