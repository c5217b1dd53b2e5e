import { useEffect, useRef, useState } from "react";
import type { City } from "../../../domain/catalogue.ts";
import { consentVersionIssue, SettingsSchema, type StaffSettings } from "../../../domain/settings.ts";
import { WEEKDAYS, type Weekday } from "../../../domain/slots.ts";
import { ApiError, callApi } from "../../lib/api-client.ts";
import type { Kept } from "../../lib/hindi-draft.ts";
import { staffLine } from "../../lib/booking-format.ts";
import { firstIssueByField } from "../../lib/form-errors.ts";
import {
  fieldOfSettingsIssue,
  fromDraft,
  type HindiSetting,
  outdatedHindi,
  type SettingsDraft,
  toDraft,
} from "../../lib/settings-form.ts";
import { useToast } from "../ui/toast.tsx";
import { formatIstTime } from "./admin-shell.tsx";
import { FormActions, FormError } from "./manager-parts.tsx";
import { BookingWindowSection } from "./settings/booking-window-section.tsx";
import { ConsentSection } from "./settings/consent-section.tsx";
import { ContactSection } from "./settings/contact-section.tsx";
import { FeeSection } from "./settings/fee-section.tsx";
import { PincodesSection } from "./settings/pincodes-section.tsx";
import { PricesSection } from "./settings/prices-section.tsx";
import { ReportFilesSection } from "./settings/report-files-section.tsx";
import type { TextField } from "./settings/settings-section.tsx";
import { SlotsSection } from "./settings/slots-section.tsx";
import { StaffSignInSection } from "./settings/staff-sign-in-section.tsx";

/**
 * Every setting of the lab on one page, in sections. The form checks what it sends with
 * SettingsSchema, the schema PUT /api/settings checks it with, and shows each error in words
 * beside its field; the server's answer (its errors too) replaces what the form shows.
 */
export function SettingsForm({ settings: initial }: { settings: StaffSettings }) {
  const notify = useToast();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(initial));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [checkCount, setCheckCount] = useState(0);
  const [kept, setKept] = useState<Kept>({});
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused save, take the keyboard to the first field that needs a correction.
  useEffect(() => {
    if (checkCount > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [checkCount]);

  const clear = (name: string) => setErrors((all) => ({ ...all, [name]: undefined, form: undefined }));
  const set = (name: TextField) => (value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    clear(name);
  };
  const setPincodes = (city: City) => (value: string) => {
    setDraft((d) => ({ ...d, pincodes: { ...d.pincodes, [city]: value } }));
    clear(`pincodes.${city}`);
  };
  const toggleDay = (day: Weekday, isOpen: boolean) => {
    setDraft((d) => ({ ...d, daysOpen: WEEKDAYS.filter((w) => (w === day ? isOpen : d.daysOpen.includes(w))) }));
    clear("daysOpen");
  };
  const setShowDiscountBadges = (isOn: boolean) => {
    setDraft((d) => ({ ...d, showDiscountBadges: isOn }));
    clear("showDiscountBadges");
  };
  const setSecondFactorForEveryone = (isOn: boolean) => {
    setDraft((d) => ({ ...d, secondFactorForEveryone: isOn }));
    clear("secondFactorForEveryone");
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const check = SettingsSchema.safeParse(fromDraft(draft, { saved, kept }));
    const consentIssue = check.success ? consentVersionIssue(saved, check.data) : null;
    const found = firstIssueByField(
      [...(check.error?.issues ?? []), ...(consentIssue ? [consentIssue] : [])],
      "en",
      fieldOfSettingsIssue,
    );
    setErrors(found);
    if (!check.success || consentIssue) {
      setCheckCount((n) => n + 1);
      return;
    }
    setIsSaving(true);
    try {
      const result = await callApi<StaffSettings>("PUT", "/api/settings", check.data);
      setSaved(result);
      setDraft(toDraft(result));
      setKept({});
      notify("success", "Settings saved. The website shows them now.");
    } catch (caught) {
      const fromServer = caught instanceof ApiError ? firstIssueByField(caught.issues, "en", fieldOfSettingsIssue) : {};
      setErrors({
        ...fromServer,
        form: caught instanceof ApiError && caught.status !== 400 ? caught.message : undefined,
      });
      notify("error", "Failed to save settings");
      setCheckCount((n) => n + 1);
    } finally {
      setIsSaving(false);
    }
  }

  function discard() {
    setDraft(toDraft(saved));
    setErrors({});
    setKept({});
  }

  const outdated = outdatedHindi(draft, saved);
  const hindiOutdated = (field: HindiSetting) => ({
    isOutdated: outdated.includes(field),
    isKept: kept[field] === true,
    onKeep: (isKept: boolean) => setKept((all) => ({ ...all, [field]: isKept })),
  });

  const isChanged = JSON.stringify(draft) !== JSON.stringify(toDraft(saved));
  const fieldErrorCount = Object.entries(errors).filter(([name, message]) => name !== "form" && message).length;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Lab settings">
      <LastSaved saved={saved} />
      <FormError message={errors.form} />
      {fieldErrorCount > 0 && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
          Please correct the {fieldErrorCount === 1 ? "field" : `${fieldErrorCount} fields`} marked below. Nothing was
          saved.
        </p>
      )}

      <ContactSection draft={draft} errors={errors} set={set} hindiOutdated={hindiOutdated} />

      <PincodesSection draft={draft} errors={errors} setPincodes={setPincodes} />

      <FeeSection draft={draft} errors={errors} set={set} />

      <SlotsSection draft={draft} errors={errors} set={set} toggleDay={toggleDay} />

      <BookingWindowSection draft={draft} errors={errors} set={set} />

      <ConsentSection draft={draft} errors={errors} set={set} hindiOutdated={hindiOutdated} />

      <PricesSection draft={draft} errors={errors} onShowDiscountBadges={setShowDiscountBadges} />

      <ReportFilesSection draft={draft} errors={errors} set={set} />

      <StaffSignInSection draft={draft} errors={errors} onSecondFactorForEveryone={setSecondFactorForEveryone} />

      {/* Save stays in reach on a long page: the bar sticks to the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white px-4 pb-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] md:mx-0 md:rounded-t-xl md:border-x">
        <div className="flex items-center justify-end gap-4 sm:justify-between">
          <p className="hidden pt-2 text-sm text-slate-700 sm:block">
            {isChanged ? "You have changes that are not saved yet." : "No unsaved changes."}
          </p>
          <FormActions
            isSaving={isSaving}
            submitLabel="Save settings"
            cancelLabel="Discard changes"
            onCancel={discard}
          />
        </div>
      </div>
    </form>
  );
}

function LastSaved({ saved }: { saved: StaffSettings }) {
  const when = formatIstTime(saved.updatedAt);
  return (
    <p className="text-sm text-slate-700">
      {saved.updatedByStaff
        ? `Last saved ${when} by ${staffLine(saved.updatedByStaff)}.`
        : `As set up on first start (${when}), from the server's LAB_* settings.`}
    </p>
  );
}
