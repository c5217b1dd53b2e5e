import type { Migration } from "kysely/migration";
import * as initial from "./2026-11-20T0000-initial.ts";
import * as settings from "./2026-11-22T0000-settings.ts";
import * as bookings from "./2026-11-22T0100-bookings.ts";
import * as reports from "./2026-11-22T0200-reports.ts";
import * as testContentFields from "./2026-11-22T0300-test-content-fields.ts";
import * as packageTestLinks from "./2026-11-22T0400-package-test-links.ts";
import * as slidePlacementAndPackageBin from "./2026-11-22T0500-slide-placement-and-package-bin.ts";
import * as catalogueVersion from "./2026-11-22T0700-catalogue-version.ts";
import * as sharedLimitsAndLeases from "./2026-11-22T0800-shared-limits-and-leases.ts";
import * as labVisitCapacity from "./2026-11-24T0100-lab-visit-capacity.ts";
import * as neutralReportNames from "./2026-11-24T0200-neutral-report-names.ts";
import * as foundManageLinks from "./2026-11-25T0300-found-manage-links.ts";
import * as payments from "./2026-11-25T0400-payments.ts";
import * as bookingPeople from "./2026-11-25T0500-booking-people.ts";
import * as nameSearchKeys from "./2026-11-25T0600-name-search-keys.ts";
import * as bookingLanguage from "./2026-11-25T0800-booking-language.ts";
import * as hindiText from "./2026-11-25T0900-hindi-text.ts";
import * as paymentIdempotency from "./2026-11-27T0100-payment-idempotency.ts";
import * as reportAttachAndWithdraw from "./2026-11-27T0200-report-attach-and-withdraw.ts";
import * as visitChanges from "./2026-11-27T0300-visit-changes.ts";
import * as staffRoles from "./2026-11-28T0000-staff-roles.ts";
import * as accessLog from "./2026-11-28T0100-access-log.ts";
import * as secondFactor from "./2026-11-28T0200-second-factor.ts";
import * as secondSignInStep from "./2026-11-28T0300-second-sign-in-step.ts";
import * as accessLogLinks from "./2026-11-28T0400-access-log-links.ts";
import * as collectorVisits from "./2026-11-28T0600-collector-visits.ts";
import * as testContainers from "./2026-11-28T0610-test-containers.ts";
import * as outbox from "./2026-11-28T0630-outbox.ts";
import * as sampleLabels from "./2026-11-28T0900-sample-labels.ts";
import * as outboxTapsFallbackHandled from "./2026-11-28T0910-outbox-taps-fallback-handled.ts";

/** Every migration, by name; names sort in the order they run. Add, never edit. */
export const migrations: Record<string, Migration> = {
  "2026-11-20T0000-initial": initial,
  "2026-11-22T0000-settings": settings,
  "2026-11-22T0100-bookings": bookings,
  "2026-11-22T0200-reports": reports,
  "2026-11-22T0300-test-content-fields": testContentFields,
  "2026-11-22T0400-package-test-links": packageTestLinks,
  "2026-11-22T0500-slide-placement-and-package-bin": slidePlacementAndPackageBin,
  "2026-11-22T0700-catalogue-version": catalogueVersion,
  "2026-11-22T0800-shared-limits-and-leases": sharedLimitsAndLeases,
  "2026-11-24T0100-lab-visit-capacity": labVisitCapacity,
  "2026-11-24T0200-neutral-report-names": neutralReportNames,
  "2026-11-25T0300-found-manage-links": foundManageLinks,
  "2026-11-25T0400-payments": payments,
  "2026-11-25T0500-booking-people": bookingPeople,
  "2026-11-25T0600-name-search-keys": nameSearchKeys,
  "2026-11-25T0800-booking-language": bookingLanguage,
  "2026-11-25T0900-hindi-text": hindiText,
  "2026-11-27T0100-payment-idempotency": paymentIdempotency,
  "2026-11-27T0200-report-attach-and-withdraw": reportAttachAndWithdraw,
  "2026-11-27T0300-visit-changes": visitChanges,
  "2026-11-28T0000-staff-roles": staffRoles,
  "2026-11-28T0100-access-log": accessLog,
  "2026-11-28T0200-second-factor": secondFactor,
  "2026-11-28T0300-second-sign-in-step": secondSignInStep,
  "2026-11-28T0400-access-log-links": accessLogLinks,
  "2026-11-28T0600-collector-visits": collectorVisits,
  "2026-11-28T0610-test-containers": testContainers,
  "2026-11-28T0630-outbox": outbox,
  "2026-11-28T0900-sample-labels": sampleLabels,
  "2026-11-28T0910-outbox-taps-fallback-handled": outboxTapsFallbackHandled,
};
