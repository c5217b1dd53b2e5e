import path from "node:path";
import type { Kysely } from "kysely";
import { isDatabaseReachable } from "../db/connection.server.ts";
import type { Database } from "../db/schema.ts";
import { createStaffAccounts } from "./api/auth/staff-accounts.service.ts";
import { createAuthService } from "./api/auth/auth.service.ts";
import { createSecondFactor } from "./api/auth/second-factor.service.ts";
import { createBookingDeskService } from "./api/bookings/booking-desk.service.ts";
import { createBookingViews } from "./api/bookings/booking-views.service.ts";
import { createBookingsService } from "./api/bookings/bookings.service.ts";
import { createDataRightsService } from "./api/bookings/data-rights.service.ts";
import { createPaymentBookings } from "./api/bookings/payment-bookings.service.ts";
import { createCollectBookings } from "./api/bookings/collect-bookings.service.ts";
import { createVisitChangesService } from "./api/bookings/visit-changes.service.ts";
import { createSlotPlaces } from "./api/bookings/slot-places.service.ts";
import { createSamplesService } from "./api/bookings/samples.service.ts";
import { createAssignmentDesk } from "./api/collect/assignment.service.ts";
import { createCollectService } from "./api/collect/collect.service.ts";
import { createSampleLabels } from "./api/collect/sample-labels.service.ts";
import { createCarouselService } from "./api/carousel/carousel.service.ts";
import { createImagesService } from "./api/images/images.service.ts";
import { createPackagesService } from "./api/packages/packages.service.ts";
import { createLedgerErasure } from "./api/payments/ledger-erasure.service.ts";
import { createPaymentsService } from "./api/payments/payments.service.ts";
import { createReceiptRenderer, createReceiptWorkers } from "./api/payments/receipt-renderer.ts";
import { createPatientReports } from "./api/reports/patient-reports.service.ts";
import { createReportDesk } from "./api/reports/report-desk.service.ts";
import { createReportRecords } from "./api/reports/report-records.service.ts";
import { createReportRemoval } from "./api/reports/report-removal.service.ts";
import { createReportsService } from "./api/reports/reports.service.ts";
import { createReportStamper } from "./api/reports/pdf-stamp.ts";
import { createSearchService } from "./api/search/search.service.ts";
import { createSettingsService } from "./api/settings/settings.service.ts";
import { createTestimonialsService } from "./api/testimonials/testimonials.service.ts";
import { createLabTestsService } from "./api/lab-tests/lab-tests.service.ts";
import { createCollectionTubesService } from "./api/lab-tests/collection-tubes.service.ts";
import type { Config } from "./config.ts";
import { createCatalogueCache } from "./lib/catalogue-cache.ts";
import { createSharedCatalogueVersion } from "./lib/catalogue-version.ts";
import { createJobLeases } from "./lib/job-leases.ts";
import { createLookupThrottle } from "./lib/lookup-throttle.ts";
import { pruneRateLimits } from "./lib/rate-limit.ts";
import { pruneLoginLockouts } from "./api/auth/login-throttle.ts";
import { createFileStorages } from "./lib/file-storages.ts";
import { createAccessLog } from "./api/access-log/access-log.service.ts";
import { createHeavyWork } from "./lib/heavy-work.ts";
import { createOutbox } from "./api/messages/outbox.service.ts";
import { createWhatsAppCloudChannel } from "./api/messages/whatsapp-cloud.channel.ts";
import { createMsg91SmsChannel } from "./api/messages/msg91-sms.channel.ts";
import { createReminders } from "./jobs/message-reminders.ts";

/**
 * One service per resource, made once per process and shared by the API handlers, the
 * React Router loaders (through the load context), the jobs and the command-line tools,
 * so none of them disagree. Each service owns its resource's reads and writes and clears
 * the catalogue cache when it changes something
 * (docs/decisions/2026-11-22-services-own-writes-and-cache.md).
 */
export type Services = ReturnType<typeof createServices>;

const DAY_MS = 24 * 60 * 60 * 1000;

export type PdfWorkers = ReturnType<typeof createPdfWorkers>;

/**
 * The worker threads that make PDFs: receipts, and the stamped copies of uploaded reports. A
 * worker's start and its libraries' loading (pdf-lib, HarfBuzz and the fonts) cost a site's first
 * upload and first receipt 1.8 and 0.9 CPU-s against 0.1 and 0.04 for the next; a process that
 * makes many sites (the tests) shares one set instead of paying it again for each.
 */
export function createPdfWorkers() {
  const receipts = createReceiptWorkers();
  const stamper = createReportStamper();
  return {
    receipts,
    stamper,
    close: async () => {
      await Promise.all([receipts.close(), stamper.close()]);
    },
  };
}

export function createServices(options: {
  db: Kysely<Database>;
  dataDir: string;
  /** Where images and report PDFs live (STORAGE). */
  storage: Config["storage"];
  sessionSecret: string;
  /** The site's address: report QR codes and share links point at it (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** How far a report upload may go (REPORT_MAX_PAGES, REPORT_TIME_LIMIT_MS, REPORT_MEMORY_LIMIT_MB). */
  reportPdf: Config["reportPdf"];
  /** How many uploads and documents may wait for a worker before the next is refused with 503 (WORK_QUEUE_LENGTH). */
  workQueueLength: number;
  /** The clock bookings are checked against (tests set it). */
  now?: () => Date;
  /** Messages to patients (MESSAGES_CHANNEL): off unless set. */
  messages?: Config["messages"];
  /** The channel a failed message is sent again on (MESSAGES_FALLBACK_CHANNEL): off unless set. */
  messagesFallback?: Config["messages"];
  /** The secret of MSG91's delivery-report URL (MSG91_WEBHOOK_SECRET). */
  msg91WebhookSecret?: string | null;
  /** argon2id's cost for staff passwords (Config's; production's parameters but in the test harness). */
  passwordHashing: Config["passwordHashing"];
  /** Told when the catalogue version shared with other processes could not be read or raised. */
  onCacheError?: (error: unknown) => void;
  /** Worker threads shared with other sites in this process (the tests'); the site starts its own without. */
  pdfWorkers?: PdfWorkers;
}) {
  const { db } = options;
  const catalogueCache = createCatalogueCache({
    shared: createSharedCatalogueVersion(db),
    onError: options.onCacheError,
  });
  const files = createFileStorages(options);
  // Report stamping and receipt rendering share the cores left beside the event loop.
  const heavyWork = createHeavyWork({ maxQueue: options.workQueueLength });
  const images = createImagesService(db, files.images);
  const labTests = createLabTestsService(db, images, catalogueCache);
  const packages = createPackagesService(db, images, labTests, catalogueCache);
  const settings = createSettingsService(db, catalogueCache);
  // The tubes each visit needs, from the tests' containers and the packages' tests (issue 35).
  const collectionTubes = createCollectionTubesService(db, { packages });
  // Bookings are built in layers, each taking what it needs as a required input: the slots'
  // places and the booking views, the patient's booking and the desk on them, the reports
  // (whose first upload moves a booking on at the desk), then the patient's data rights,
  // which need the reports so that erasure deletes the report files.
  const clock = { now: options.now ?? (() => new Date()) };
  const pdfWorkers = options.pdfWorkers ?? createPdfWorkers();
  const receipts = createReceiptRenderer({
    heavyWork,
    workers: pdfWorkers.receipts,
    now: () => clock.now().getTime(),
  });
  const { stamper } = pdfWorkers;
  const views = createBookingViews(db, { secret: options.sessionSecret, ...clock });
  // Messages go out through the channel configured (and its fallback), to the booking's mobile read at send time.
  const labName = async () => (await settings.get()).labName;
  const channelOf = (config: Config["messages"] | undefined) =>
    config?.channel === "whatsapp"
      ? createWhatsAppCloudChannel(config)
      : config?.channel === "sms"
        ? createMsg91SmsChannel(config, { labName })
        : null;
  const messages = options.messages ?? { channel: "off" };
  const fallback = options.messagesFallback ?? { channel: "off" };
  const whatsappConfig = [messages, fallback].find((config) => config.channel === "whatsapp");
  const outbox = createOutbox(
    db,
    {
      channel: channelOf(messages),
      fallback: channelOf(fallback),
      mobiles: views.messageMobiles,
      targetOf: views.messageTarget,
      labName,
      whatsappWebhook: whatsappConfig?.channel === "whatsapp" ? whatsappConfig.whatsapp : null,
      smsWebhookSecret: options.msg91WebhookSecret ?? null,
    },
    { ...clock, leaseMs: messages.channel === "off" ? undefined : messages.sendLeaseMs },
  );
  const places = createSlotPlaces(db, { settings, outbox, ...clock });
  // My Reports and 'Manage a booking' count wrong tries of a reference and mobile together.
  const lookups = createLookupThrottle(db, { secret: options.sessionSecret, ...clock });
  const bookings = createBookingsService(
    db,
    { settings, labTests, packages, places, views, lookups, outbox },
    { secret: options.sessionSecret, publicOrigin: options.publicOrigin, ...clock },
  );
  const bookingDesk = createBookingDeskService(db, { settings, places, views, outbox }, clock);
  // The reports' parts share their records: the desk's uploads, the staff's reading and sending,
  // the patient's access, the removal of files; the API, the jobs and data rights see them as one.
  const reportRecords = createReportRecords(
    db,
    { storage: files.reports, settings, bookings: views.reportBookings },
    { secret: options.sessionSecret, publicOrigin: options.publicOrigin, now: options.now },
  );
  const reports = {
    ...createReportsService(reportRecords, {
      onFirstReport: (bookingId, by, link) => bookingDesk.markReportReady(bookingId, by, link),
      pdfLimits: options.reportPdf,
      heavyWork,
      stamper,
      recordEvent: (bookingId, { actor, what, details }) =>
        bookingDesk.recordEvent(bookingId, { actor, what, details }),
    }),
    ...createReportDesk(reportRecords),
    ...createPatientReports(reportRecords, { lookups }),
    ...createReportRemoval(reportRecords),
  };
  // Money at the desk: the payments ask the bookings' own module for what they need of a booking.
  const payments = createPaymentsService(
    db,
    { bookings: createPaymentBookings(db, views), settings, receipts, outbox },
    { ...clock, publicOrigin: options.publicOrigin, secret: options.sessionSecret },
  );
  // The collector's day asks the bookings' own module for what it needs of a booking.
  const collectBookings = createCollectBookings(db, { outbox });
  const secondFactor = createSecondFactor(db, options.sessionSecret, { now: options.now });
  // The labels on collected tubes (issue 35): the lab's day reads them, the data rights export and erase them.
  const sampleLabels = createSampleLabels(db, clock);
  const dataRights = createDataRightsService(
    db,
    { views, reports, settings, payments, ledger: createLedgerErasure(), outbox, labels: sampleLabels },
    clock,
  );
  return {
    carousel: createCarouselService(db, images, catalogueCache),
    packages,
    labTests,
    search: createSearchService(labTests, packages, catalogueCache),
    testimonials: createTestimonialsService(db, catalogueCache),
    images,
    // Sessions keep the real clock: tests that move the bookings' clock by days stay signed in.
    auth: createAuthService(db, options.sessionSecret, {
      secondFactor,
      settings,
      passwordHashing: options.passwordHashing,
    }),
    staffAccounts: createStaffAccounts(db, {
      publicOrigin: options.publicOrigin,
      now: options.now,
      passwordHashing: options.passwordHashing,
    }),
    /** Staff members' TOTP second factor and recovery codes (/admin/account). */
    secondFactor,
    /** Catalogue reads and the public pages rendered from them; the page renderer keeps its pages here. */
    catalogueCache,
    /** The lab's settings (/admin/settings): contact details, collection, slots, consent notice. */
    settings,
    /** The patient's booking: places and prices on the form, booking, finding it again, the manage link's move and cancel. */
    bookings,
    /** The receptionist's bookings: the day, the list, statuses, reschedules, each booking's history. */
    bookingDesk,
    /** The lab's day: whose samples are due or collected, their tests and where their reports stand; no contact data. */
    samples: createSamplesService(db, { reports, tubes: collectionTubes, labels: sampleLabels }, clock),
    collectionTubes,
    accessLog: createAccessLog(db),
    /** What a visit costs, changed at the desk: a line or a person removed, a discount, each repriced by the one pricer. */
    visitChanges: createVisitChangesService(db, { settings, views }, clock),
    /** Money taken at the desk: payments and refunds of a visit, the day's takings, the receipt PDF. */
    payments,
    /** The desk's assignment of home visits to collectors (issue 35). */
    assignments: createAssignmentDesk(db, { views, bookings: collectBookings }),
    /** The collector's own visits of today and tomorrow, their taps, and what the patient's page says of them. */
    collect: createCollectService(
      db,
      { views, bookings: collectBookings, payments, labTests, packages, tubes: collectionTubes },
      clock,
    ),
    /** Messages the lab sends itself (issue 36): queued with the change that causes them, sent by the dispatcher. */
    outbox,
    /** The evening-before reminders, queued by the dispatcher's turns at the Settings time. */
    reminders: createReminders({ settings, outbox, bookings: collectBookings, labTests, packages, ...clock }),
    /** The patient's data rights (DPDP): the export of what is held, and erasure with the report files. */
    dataRights,
    /** Report PDFs: upload and stamping, the patient's access, share links, verification, retention. */
    reports,
    /** Which process runs a background job now: one at a time across every process on the database. */
    jobLeases: createJobLeases(db),
    /** The counts behind the login throttle and the rate limits, shared by every process. */
    rateLimits: {
      /** Drops windows over a day old and lockouts whose streak no longer counts; how many rows went. */
      prune: async (now: Date) =>
        (await pruneRateLimits(db, new Date(now.getTime() - DAY_MS))) + (await pruneLoginLockouts(db, now)),
    },
    isDatabaseReachable: () => isDatabaseReachable(db),
    /** Where uploads are received before they are checked (removed whatever the outcome). */
    uploadDir: path.join(options.dataDir, "tmp"),
    /** The queue of heavy work (report stamping, receipts): WORK_QUEUE_LENGTH places beside the workers. */
    heavyWork,
    /** Stops what the services started beside the database: their receipt and stamping workers. */
    close: async () => {
      if (!options.pdfWorkers) await pdfWorkers.close();
    },
  };
}
