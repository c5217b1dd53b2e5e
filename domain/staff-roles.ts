// Who at the lab may do what (issue 34; docs/decisions/2026-11-28-staff-roles.md). Permissions
// are data: a role is a list of them, every API route and admin page declares the one it needs,
// and the services that read patients' data check it again where they read it. docs/features.md's
// table of roles is written from this file.
import type { Locale } from "./locale.ts";
import { formatMessage } from "./message-format.ts";

/**
 * Every permission, named verb first; PERMISSION_WORDS says what each allows.
 */
export const PERMISSIONS = [
  "edit-site",
  "read-bookings",
  "manage-bookings",
  "take-payments",
  "refund-payments",
  "read-samples",
  "receive-samples",
  "read-reports",
  "attach-reports",
  "send-reports",
  "export-patients",
  "erase-patients",
  "work-own-visits",
  "edit-settings",
  "manage-staff",
  "read-access-log",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * The roles and their permissions (their names in words: ROLE_WORDS),
 * least privilege first within the lab's work. A role never has a permission it
 * does not need: content editors see no personal data at all, the lab sees no address or
 * mobile, a collector only their own visits.
 */
export const ROLES = {
  owner: PERMISSIONS,
  desk: [
    "read-bookings",
    "manage-bookings",
    "take-payments",
    "refund-payments",
    "read-samples",
    "receive-samples",
    "read-reports",
    "send-reports",
    "export-patients",
  ],
  lab: ["read-samples", "receive-samples", "read-reports", "attach-reports"],
  content: ["edit-site"],
  collector: ["work-own-visits"],
} as const satisfies Record<string, readonly Permission[]>;

export type Role = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as Role[];
/** Whether a stored or sent word names a role (zod stays out of this module: the patient's pages import it). */
export const isRole = (value: string): value is Role => (ROLE_NAMES as string[]).includes(value);

/**
 * What the owner may add to one account beyond its role: erasure is the desk's only with the
 * owner's say (a DPDP request the desk handles end to end).
 */
export const GRANTABLE = ["erase-patients"] as const satisfies readonly Permission[];
export type Grant = (typeof GRANTABLE)[number];

/** A signed-in staff member, as every staff-facing service receives them. */
export type Staff = {
  userId: string;
  username: string;
  displayName: string;
  role: Role;
  permissions: Permission[];
};

/** The permissions of a role with the account's own grants. Unknown names count for nothing. */
export function permissionsOf(role: Role, grants: readonly string[] = []): Permission[] {
  const granted = GRANTABLE.filter((grant) => grants.includes(grant));
  return [...new Set<Permission>([...ROLES[role], ...granted])];
}

export const can = (staff: Pick<Staff, "permissions"> | null | undefined, permission: Permission): boolean =>
  staff?.permissions.includes(permission) ?? false;

/** A staff member as a booking's history and its payments record who acted. */
export const actorOf = (staff: Staff) => `admin:${staff.username}` as const;

/** The username in a history's actor ("admin:priya"), or null for the patient or a link. */
export const usernameOfActor = (actor: string): string | null =>
  actor.startsWith("admin:") ? actor.slice("admin:".length) : null;

/**
 * What each permission of domain/staff-roles.ts allows, in words that follow "may not": the
 * one place they are written (the staff page formats them too). `permission` is its name.
 */
export const PERMISSION_WORDS = {
  en: "{permission, select, edit-site {edit the website: tests, packages, the carousel, images and pages} read-bookings {see bookings and the names, addresses and mobiles in them} manage-bookings {move, cancel and change bookings and their status} take-payments {take payments, see the day's money and print receipts} refund-payments {refund payments} read-samples {see the day's samples: whose, their age and gender, and their tests} receive-samples {mark a labelled tube arrived at the lab, or take a wrong label off a tube} read-reports {see a booking's reports and open them} attach-reports {attach, check and withdraw reports} send-reports {send reports and share links to patients} export-patients {export a patient's personal data} erase-patients {erase a patient's personal data} work-own-visits {see and work their own assigned home visits} edit-settings {change the lab's settings} manage-staff {create, change and disable staff accounts} read-access-log {read the log of who saw patients' data} other {do this}}",
  hi: "{permission, select, edit-site {वेबसाइट बदलना: टेस्ट, पैकेज, कैरोसेल, तस्वीरें और पेज} read-bookings {बुकिंग और उनमें लोगों के नाम, पते और मोबाइल नंबर देखना} manage-bookings {बुकिंग का समय बदलना, उसे रद्द करना या उसका स्टेटस बदलना} take-payments {भुगतान लेना, दिन का हिसाब देखना और रसीद छापना} refund-payments {पैसे वापस करना} read-samples {दिन के सैंपल देखना: किसका है, उम्र, लिंग और कौन से टेस्ट} receive-samples {लेबल लगी ट्यूब को लैब पहुँची दर्ज करना, या ट्यूब से गलत लेबल हटाना} read-reports {बुकिंग की रिपोर्ट देखना और खोलना} attach-reports {रिपोर्ट जोड़ना, जाँचना और वापस लेना} send-reports {मरीज़ों को रिपोर्ट और शेयर लिंक भेजना} export-patients {मरीज़ की निजी जानकारी निकालना (एक्सपोर्ट)} erase-patients {मरीज़ की निजी जानकारी मिटाना} work-own-visits {अपने ज़िम्मे की घर की विज़िट देखना और पूरी करना} edit-settings {लैब की सेटिंग बदलना} manage-staff {स्टाफ़ के अकाउंट बनाना, बदलना और बंद करना} read-access-log {यह लॉग पढ़ना कि मरीज़ों की जानकारी किसने देखी} other {यह काम}}",
} as const;

/** The roles of domain/staff-roles.ts by name, in words. `role` is its name. */
export const ROLE_WORDS = {
  en: "{role, select, owner {Owner} desk {Front desk} lab {Lab} content {Website content} collector {Home collector} other {No role}}",
  hi: "{role, select, owner {मालिक} desk {फ़्रंट डेस्क} lab {लैब} content {वेबसाइट कंटेंट} collector {घर से सैंपल लेने वाले} other {कोई भूमिका नहीं}}",
} as const;

/** A role's name in words: "Front desk". */
export const roleName = (locale: Locale, role: Role): string => formatMessage(locale, ROLE_WORDS[locale], { role });

/**
 * Whether an account of this role must sign in with a second factor (issue 34): the owner and
 * the front desk, who handle money and every patient's data, always; everyone when the lab's
 * setting asks it (domain/settings.ts secondFactorForEveryone). From when: domain/second-factor.ts.
 */
export const requiresSecondFactor = (role: Role, { isForEveryone }: { isForEveryone: boolean }): boolean =>
  isForEveryone || role === "owner" || role === "desk";
