import type { AdminSession } from "../../../domain/auth.ts";
import { can } from "../../../domain/staff-roles.ts";
import type { PageAccess } from "../../lib/page-access.ts";

/**
 * The admin area's sections, as the menu and the dashboard list them, each with the access its
 * page declares: a staff member is shown only what their role may open (no link that ends in 403).
 */
export const ADMIN_SECTIONS = [
  {
    to: "/admin/bookings",
    label: "Bookings",
    access: "read-bookings",
    text: "Today's collections slot by slot; search, status, reschedule, and patients' data requests.",
  },
  {
    to: "/admin/samples",
    label: "Samples",
    access: "read-samples",
    text: "The day's samples slot by slot: whose, their tests, and each person's report to attach.",
  },
  {
    to: "/admin/carousel",
    label: "Carousel Manager",
    access: "edit-site",
    text: "The computer home's hero slides and the phone home's promo cards: add, edit, order, hide and restore.",
  },
  {
    to: "/admin/packages",
    label: "Packages Manager",
    access: "edit-site",
    text: "Health packages: prices, tests included, featured packages, and restoring deleted ones.",
  },
  {
    to: "/admin/tests",
    label: "Tests Manager",
    access: "edit-site",
    text: "Test prices (also per city), report times, fasting and page text; add and retire tests.",
  },
  {
    to: "/admin/settings",
    label: "Settings",
    access: "edit-settings",
    text: "Contact details, pincodes served, collection fee, slots, booking window and the consent notice.",
  },
  {
    to: "/admin/staff",
    label: "Staff accounts",
    access: "manage-staff",
    text: "Everyone's own account and role: add colleagues, change roles, password links, disable.",
  },
  {
    to: "/admin/access-log",
    label: "Access log",
    access: "read-access-log",
    text: "Who saw, downloaded, sent or erased a patient's data, and when: by staff member, booking and day, as CSV too.",
  },
] as const satisfies readonly { to: string; label: string; access: PageAccess; text: string }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The sections this staff member's role may open, in the menu's order. */
export const sectionsFor = (admin: AdminSession): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => can(admin, section.access));
