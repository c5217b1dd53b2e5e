/*
 * Column types are the portable subset of SQLite and PostgreSQL: text and integer. Booleans are 0/1 integers, money is integer paise, timestamps are ISO-8601
 * UTC text (they sort correctly as text), lists are JSON text. Repositories map rows
 * to domain objects, so none of this reaches the UI.
 */
import type { ColumnType } from "kysely";

/** A number column the database fills with its default when an insert leaves it out. */
type DefaultedNumber = ColumnType<number, number | undefined, number>;
/** A text column the database fills with its default when an insert leaves it out. */
type DefaultedText = ColumnType<string, string | undefined, string>;

export interface ImagesTable {
  id: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

export interface HealthPackagesTable {
  id: string;
  name: string;
  description: string;
  category: string;
  price_paise: number;
  discounted_price_paise: number | null;
  tests_json: string;
  is_featured: number;
  image_id: string | null;
  /**
   * The Hindi of the patient's texts, as JSON (domain/health-package.ts PackageHindiSchema):
   * '{}' until written; a field left out shows in English (migration 2026-11-25T0900-hindi-text).
   */
  hi_json: DefaultedText;
  /** 0/1: in the Package Manager's Recently Deleted bin. */
  is_deleted: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CarouselSlidesTable {
  id: string;
  title: string;
  description: string;
  button_text: string;
  button_link: string;
  is_active: number;
  is_deleted: number;
  image_id: string | null;
  /** "hero" | "promo" | "both" (domain/carousel.ts SlidePlacement). */
  placement: string;
  /**
   * The Hindi of the patient's texts, as JSON (domain/carousel.ts SlideHindiSchema):
   * '{}' until written; a field left out shows in English (migration 2026-11-25T0900-hindi-text).
   */
  hi_json: DefaultedText;
  position: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LabTestsTable {
  id: string;
  slug: string;
  name: string;
  category: string;
  price_paise: number;
  original_price_paise: number;
  is_popular: number;
  is_retired: number;
  image_id: string | null;
  /** Every other field of the test page, as validated JSON (domain/lab-test.ts). */
  content_json: string;
  /**
   * The sample containers the test needs, as JSON (domain/sample-containers.ts
   * TestContainersSchema); null until set (migration 2026-11-28T0610-test-containers).
   */
  containers_json: string | null;
  created_at: string;
  updated_at: string;
}

export interface TestimonialsTable {
  id: string;
  content: string;
  author: string;
  role: string;
  position: number;
}

export interface AdminUsersTable {
  id: string;
  username: string;
  password_hash: string;
  /** The name the booking history and the patients' access log show. */
  display_name: DefaultedText;
  /** A role of domain/staff-roles.ts. */
  role: DefaultedText;
  /** Permissions the owner granted beyond the role (GRANTABLE), a JSON list. */
  grants_json: DefaultedText;
  /** When the account was disabled; null while it may sign in. */
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
  /**
   * When an account made before two-step sign-in existed must have it on (if its role or the
   * settings ask); null for later accounts, which count from created_at (domain/second-factor.ts).
   */
  second_factor_due_at: string | null;
}

/** A one-time link to set a new password: the owner makes it, the staff member uses it once. */
/** A staff member's TOTP (migration 2026-11-28T0200-second-factor). */
export interface StaffSecondFactorsTable {
  user_id: string;
  /** base64url of IV, ciphertext and tag (AES-256-GCM), server/api/auth/second-factor.service.ts. */
  secret_encrypted: string;
  created_at: string;
  /** Null while enrolling: the first code confirms it. */
  confirmed_at: string | null;
  /** The TOTP time step of the last code accepted: an older or equal step is refused. */
  last_step: number | null;
}

/** A one-time recovery code, as its SHA-256 only. */
export interface StaffRecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: string | null;
}

/** A password accepted, waiting for the second step's code (server/api/auth/auth.service.ts). */
export interface PendingSignInsTable {
  /** HMAC of the token the browser holds. */
  id: string;
  user_id: string;
  is_remembered: number;
  created_at: string;
  expires_at: string;
}

export interface StaffPasswordResetsTable {
  /** The SHA-256 of the link's token. */
  id: string;
  user_id: string;
  /** The owner's username. */
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  /** HMAC of the cookie token: a leaked table cannot be replayed as cookies. */
  id: string;
  user_id: string;
  is_remembered: number;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
}

export interface SeedRunsTable {
  name: string;
  applied_at: string;
}

export interface SettingsTable {
  /** Always 1: the table holds one row (a check constraint says so). */
  id: number;
  /**
   * Every setting, as the JSON of domain/settings.ts's SettingsSchema output (amounts in
   * rupees with at most two decimals). A setting added later must be given its default where
   * the row is read, since rows saved before it lack it.
   */
  settings_json: string;
  created_at: string;
  updated_at: string;
  /** The admin who saved them last; null while they are as seeded on first start. */
  updated_by: string | null;
}

/** The places of one collection window on one day; a row is made when first booked. */
export interface SlotsTable {
  /** "YYYY-MM-DD", the lab's date (IST). */
  slot_date: string;
  /** "06:30–07:00", as domain/slots.ts names windows. */
  slot_window: string;
  /** Home collections: from the settings when the row was made. */
  capacity: number;
  booked: number;
  /** Lab visits, counted apart from home collections (migration 2026-11-24T0100-lab-visit-capacity). */
  lab_capacity: DefaultedNumber;
  lab_booked: DefaultedNumber;
}

export interface BookingsTable {
  id: string;
  /** "LF-7Q2K9" (domain/booking.ts). */
  reference: string;
  /** SHA-256 of the manage link's token; the token itself is never stored. */
  manage_token_hash: string;
  /** domain/booking.ts BOOKING_STATUSES. */
  status: string;
  /** Ten digits, normalised: the person booking's, for the whole visit. */
  mobile: string;
  email: string | null;
  /** "home" or "lab". */
  collection_type: string;
  address: string | null;
  landmark: string | null;
  pincode: string | null;
  /** The city the prices are of (from the pincode for home collection). */
  city: string;
  lab_address: string | null;
  slot_date: string;
  slot_window: string;
  /** The visit's sums: everyone's lines (each person's are in booking_people), one fee, one total. */
  subtotal_paise: number;
  mrp_paise: number;
  fee_paise: number;
  /** The desk's discounts on the visit (booking_changes; migration 2026-11-27T0300-visit-changes). */
  discount_paise: DefaultedNumber;
  total_paise: number;
  consent_version: string;
  consented_at: string;
  /** "en" or "hi": the language of the consent notice agreed to (migration 2026-11-25T0800-booking-language). */
  consent_language: DefaultedText;
  /** "en" or "hi": the language the booking was made in, and the texts staff send about it are in. */
  language: DefaultedText;
  offers_opt_in: number;
  /** 0/1: the patient agreed to updates about this booking on WhatsApp/SMS (migration 2026-11-28T0630-outbox). */
  updates_opt_in: DefaultedNumber;
  /** The version of the updates wording agreed to (domain/outbox.ts UPDATES_CONSENT_VERSION); null when not agreed. */
  updates_consent_version: ColumnType<string | null, string | null | undefined, string | null>;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
}

/**
 * One person of a visit (migration 2026-11-25T0500-booking-people): the booking is the visit,
 * each person it serves is a row here. Owned by the bookings repository.
 */
export interface BookingPeopleTable {
  id: string;
  booking_id: string;
  /** 1, 2, 3… in the order they were booked. */
  position: number;
  patient_name: string;
  patient_age: number;
  patient_gender: string;
  guardian_name: string | null;
  guardian_consent: DefaultedNumber;
  /** This person's priced lines as booked (domain/booking.ts BookingLineSchema[]). */
  items_json: string;
  subtotal_paise: number;
  mrp_paise: number;
  /** When this person's data was erased (the others of the visit keep theirs). */
  erased_at: string | null;
  /**
   * The name's search key across scripts, "v1: sunita srma" (domain/name-match.ts storedNameKey;
   * migration 2026-11-25T0600-name-search-keys): null until the site fills it, and once erased.
   */
  name_key: string | null;
  /** When the desk took this person out of the visit (booking_changes); null while they are in it. */
  removed_at: string | null;
}

/**
 * A change the desk made to what a visit costs (migration 2026-11-27T0300-visit-changes): a
 * line or a person removed, or a discount; never updated. Owned by the bookings repository.
 */
export interface BookingChangesTable {
  id: string;
  booking_id: string;
  /** "line", "person" or "discount" (domain/visit-changes.ts). */
  kind: string;
  /** Whose line or which person was removed; null for a discount. */
  person_id: string | null;
  /** The removed lines as they were priced (domain/booking.ts BookingLineSchema[]); "[]" for a discount. */
  lines_json: string;
  /** What it took off the visit, in paise: the removed lines' prices, or the discount. */
  amount_paise: number;
  reason: string;
  /** The admin's username. */
  made_by: string;
  made_at: string;
  /** The key the desk's form made (unique): the same request again answers what it changed. */
  idempotency_key: string;
}

/** A booking's history: who did what, when. */
export interface BookingEventsTable {
  id: string;
  booking_id: string;
  at: string;
  /** "patient" or "admin:<username>". */
  actor: string;
  what: string;
  details_json: string | null;
}

/** A report PDF of a booking, stamped with its verification QR (api/reports). */
export interface ReportsTable {
  id: string;
  booking_id: string;
  /** The person of the visit the report is for (booking_people.id; migration 2026-11-25T0500). */
  person_id: string | null;
  /** Where the stamped PDF is in the document storage; server-made. */
  file_key: string;
  /** The name the admin's file had, for staff only (downloads are named after the reference). */
  file_name: string;
  size_bytes: number;
  /** SHA-256 (hex) of the stored, stamped bytes: what a download gives and /verify shows. */
  sha256: string;
  /** The code printed in the QR and the verify address (domain/report.ts). */
  verification_code: string;
  uploaded_at: string;
  /** The admin's username. */
  uploaded_by: string;
  /** When the file was removed (retention or erasure); the row stays so /verify can answer. */
  deleted_at: string | null;
  /** Pages of the stored PDF (null on rows made before 2026-11-27T0200). */
  page_count: number | null;
  /** When staff made the upload the patient's report; null while it waits for "Attach" (pending). */
  attached_at: string | null;
  attached_by: string | null;
  /** A wrong report withdrawn by staff: out of the patient's sight, its file kept for the lab's records. */
  withdrawn_at: string | null;
  withdrawn_by: string | null;
  withdrawn_reason: string | null;
}

/** A link that opens one report without the reference and mobile; only its token's hash is kept. */
export interface ReportSharesTable {
  id: string;
  report_id: string;
  /** SHA-256 (hex) of the token in the link. */
  token_hash: string;
  created_at: string;
  /** "patient" or "admin:<username>". */
  created_by: string;
  expires_at: string;
  revoked_at: string | null;
}

/** One view or download of a report. */
/**
 * One access to a patient's data (migration 2026-11-28T0100-access-log, domain/access-log.ts):
 * append-only, the database refuses UPDATE and DELETE but for the retention purge. Ids only:
 * never a patient's name, mobile or address.
 */
export interface AccessLogTable {
  id: string;
  at: string;
  /** "staff", "patient", "share-link" or "receipt-link". */
  actor_kind: string;
  /** The staff member as they were at the time; null for the others. */
  staff_user_id: string | null;
  staff_username: string | null;
  staff_name: string | null;
  staff_role: string | null;
  /** One of ACCESS_ACTIONS (domain/access-log.ts). */
  action: string;
  booking_id: string | null;
  person_id: string | null;
  report_id: string | null;
}

/** A row here lets the retention purge's own transaction delete old access_log rows. */
export interface AccessLogPurgesTable {
  id: string;
}

/**
 * Money taken at the desk against a booking (api/payments): never updated or deleted; a
 * refund is a row with a negative amount and a reason.
 */
export interface PaymentsTable {
  id: string;
  booking_id: string;
  /** Integer paise: positive for a payment, negative for a refund. */
  amount_paise: number;
  /** "cash", "upi" or "card" (domain/payment.ts PAYMENT_MODES). */
  mode: string;
  /** The UPI or card transaction's reference (UTR, approval code); null for cash. */
  reference: string | null;
  /** Why money went back; null for a payment. */
  reason: string | null;
  /** The admin's username. */
  taken_by: string;
  taken_at: string;
  /** The key the desk's form made (unique): the same request again answers this entry. Null before issue 31. */
  idempotency_key: string | null;
}

/**
 * One row (id 1), made by the first change: raised by every write to what the catalogue
 * cache holds, so each app process can tell another one changed it.
 */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** Events per key in one fixed window (rate limits and the login throttle's failures). */
export interface RateLimitCountsTable {
  key: string;
  /** ISO time the window began. */
  window_start: string;
  count: number;
}

/** A login-throttle key that is locked, and how many lockouts in a row it has had. */
export interface LoginLockoutsTable {
  key: string;
  locked_until: string;
  lockouts: number;
}

/** Which process runs a background job now (server/lib/job-leases.ts). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/**
 * A second manage link to a booking, made when the patient found it again with the reference
 * and mobile (docs/decisions/2026-11-25-booking-found-again.md). Deleted when the booking is erased.
 */
export interface BookingFoundLinksTable {
  id: string;
  booking_id: string;
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  /** The link stops working at this time (ISO). */
  expires_at: string;
}

/** A home visit's collector and handover code (migration 2026-11-28T0600-collector-visits). */
export interface HomeVisitsTable {
  booking_id: string;
  /** The assigned collector's admin_users id; null while nobody is. */
  collector_id: string | null;
  /** Four digits the patient reads out when the sample is taken; never logged, never in the collector's list. */
  handover_code: string;
  /** Wrong codes tried; at HANDOVER_MAX_WRONG_TRIES the collector must call the desk. */
  handover_wrong_tries: DefaultedNumber;
  /** The tap key of the last wrong code: the same tap sent again (a lost answer) counts once. */
  last_wrong_key: string | null;
  assigned_at: string | null;
}

/** A collector's tap, as sent (domain/collect.ts); an undo sets undone_at. */
export interface CollectTapsTable {
  id: string;
  booking_id: string;
  collector_id: string;
  /** "on-my-way", "not-at-home" or "collected". */
  kind: string;
  /** Not at home: a NOT_HOME_REASONS code, and the collector's own words. */
  reason: string | null;
  note: string | null;
  /** Collected: the status the booking had, which an undo puts back. */
  from_status: string | null;
  idempotency_key: string;
  /** SHA-256 of what the tap said, to refuse its key with another body. */
  request_hash: string;
  /** The phone's clock when tapped (offline taps arrive later); `at` is the server's. */
  tapped_at: string;
  at: string;
  undone_at: string | null;
}

/** A lab label on one tube of one person (migration 2026-11-28T0900-sample-labels), and its arrival at the lab. */
export interface SampleLabelsTable {
  id: string;
  /** The barcode's text, upper case: unique among the labels that stand. */
  label: string;
  booking_id: string;
  /** booking_people.id of the person whose tube it is. */
  person_id: string;
  /** domain/sample-containers.ts CONTAINER_KINDS. */
  container_kind: string;
  /** Which of the person's tubes of this kind, from 1 (the order of domain/collection-tubes.ts). */
  tube_no: number;
  /** The test codes the tube carries, as linked (JSON array). */
  tests_json: string;
  /** The collector's admin_users id. */
  linked_by: string;
  linked_at: string;
  idempotency_key: string;
  request_hash: string;
  unlinked_at: string | null;
  unlinked_by: string | null;
  received_at: string | null;
  /** The admin_users id of who scanned it in at the lab. */
  received_by: string | null;
}

/**
 * One message to a patient (migration 2026-11-28T0630-outbox, docs/decisions/2026-11-28-outbox.md),
 * owned by server/messages/outbox.service.ts. No mobile: the booking's is read at send time.
 */
export interface OutboxTable {
  id: string;
  booking_id: string;
  person_id: string | null;
  /** domain/outbox.ts MESSAGE_KINDS. */
  kind: string;
  /** "en" or "hi". */
  locale: string;
  /** "whatsapp" or "sms". */
  channel: string;
  /** The template's variables by name (domain/outbox.ts); '{}' once erased. */
  variables_json: string;
  /** domain/outbox.ts MESSAGE_STATES. */
  state: string;
  tries: DefaultedNumber;
  next_try_at: string;
  /** While `sending`: the claim holds until then; a process that died lets it go by expiry. */
  lease_until: string | null;
  provider_message_id: string | null;
  /** Words for the desk, no personal data. */
  last_error: string | null;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
  /** The collector's tap the message is about: undone within its minute, the message is dropped. */
  tap_id: string | null;
  /** The message that failed on the first channel, when this row is its try on the fallback. */
  fallback_of: string | null;
  /** The desk sent it by hand (a failed message): when and who ("admin:<username>"). */
  handled_at: string | null;
  handled_by: string | null;
}

export interface Database {
  images: ImagesTable;
  health_packages: HealthPackagesTable;
  carousel_slides: CarouselSlidesTable;
  lab_tests: LabTestsTable;
  testimonials: TestimonialsTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  staff_password_resets: StaffPasswordResetsTable;
  staff_second_factors: StaffSecondFactorsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  pending_sign_ins: PendingSignInsTable;
  seed_runs: SeedRunsTable;
  settings: SettingsTable;
  slots: SlotsTable;
  bookings: BookingsTable;
  booking_events: BookingEventsTable;
  booking_found_links: BookingFoundLinksTable;
  booking_people: BookingPeopleTable;
  booking_changes: BookingChangesTable;
  reports: ReportsTable;
  report_shares: ReportSharesTable;
  access_log: AccessLogTable;
  access_log_purges: AccessLogPurgesTable;
  payments: PaymentsTable;
  catalogue_version: CatalogueVersionTable;
  rate_limit_counts: RateLimitCountsTable;
  login_lockouts: LoginLockoutsTable;
  job_leases: JobLeasesTable;
  home_visits: HomeVisitsTable;
  collect_taps: CollectTapsTable;
  outbox: OutboxTable;
  sample_labels: SampleLabelsTable;
}
