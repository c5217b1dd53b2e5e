import { useEffect, useRef, useState } from "react";
import { CITIES, type City } from "../../../domain/catalogue.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import { rupeesOf } from "../../../domain/schemas.ts";
import { consentVersionIssue, type SavedSettings, SettingsSchema } from "../../../domain/settings.ts";
import { CLOCK_TIME, slotWindows, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from "../../../domain/slots.ts";
import { ApiError, callApi } from "../../lib/api-client.ts";
import type { Kept } from "../../lib/hindi-draft.ts";
import {
  errorsByField,
  fromDraft,
  type HindiSetting,
  outdatedHindi,
  pincodeList,
  type SettingsDraft,
  toDraft,
} from "../../lib/settings-form.ts";
import { useToast } from "../ui/toast.tsx";
import { formatIstTime } from "./admin-shell.tsx";
import { FormField } from "./form-field.tsx";
import { Bilingual, HindiField } from "./hindi-fields.tsx";
import { FormActions, FormError } from "./manager-parts.tsx";

type TextField = Exclude<keyof SettingsDraft, "pincodes" | "daysOpen" | "showDiscountBadges">;

/**
 * Every setting of the lab on one page, in sections. The form checks what it sends with
 * SettingsSchema, the schema PUT /api/settings checks it with, and shows each error in words
 * beside its field; the server's answer (its errors too) replaces what the form shows.
 */
export function SettingsForm({ settings: initial }: { settings: SavedSettings }) {
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

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const check = SettingsSchema.safeParse(fromDraft(draft, { saved, kept }));
    const consentIssue = check.success ? consentVersionIssue(saved, check.data) : null;
    const found = errorsByField([...(check.error?.issues ?? []), ...(consentIssue ? [consentIssue] : [])]);
    setErrors(found);
    if (!check.success || consentIssue) {
      setCheckCount((n) => n + 1);
      return;
    }
    setIsSaving(true);
    try {
      const result = await callApi<SavedSettings>("PUT", "/api/settings", check.data);
      setSaved(result);
      setDraft(toDraft(result));
      setKept({});
      notify("success", "Settings saved. The website shows them now.");
    } catch (caught) {
      const fromServer = caught instanceof ApiError ? errorsByField(caught.issues) : {};
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
  const windows =
    CLOCK_TIME.test(draft.slotStart) && CLOCK_TIME.test(draft.slotEnd)
      ? slotWindows({ slotStart: draft.slotStart, slotEnd: draft.slotEnd, slotMinutes: Number(draft.slotMinutes) })
      : [];
  const capacity = Number(draft.slotCapacity);
  const labCapacity = Number(draft.labSlotCapacity);
  const fee = rupeesOf(draft.homeCollectionFee);
  const freeAbove = draft.freeCollectionAbove.trim() === "" ? null : rupeesOf(draft.freeCollectionAbove);

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

      <Section
        id="settings-contact"
        title="Contact"
        description="Shown in the header and footer of every page, on the labs page and in links to call or chat."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="settings-labName"
            label="Lab name"
            value={draft.labName}
            onChange={set("labName")}
            error={errors.labName}
            autoComplete="organization"
          />

          <FormField
            id="settings-phone"
            label="Phone (the 24/7 line)"
            value={draft.phone}
            onChange={set("phone")}
            error={errors.phone}
            type="tel"
            hint="With the country code, e.g. +91 98765 43210."
          />
          <FormField
            id="settings-phoneAlt"
            label="Second phone (optional)"
            value={draft.phoneAlt}
            onChange={set("phoneAlt")}
            error={errors.phoneAlt}
            type="tel"
          />
          <FormField
            id="settings-whatsappNumber"
            label="WhatsApp number"
            value={draft.whatsappNumber}
            onChange={set("whatsappNumber")}
            error={errors.whatsappNumber}
            inputMode="numeric"
            hint="Digits only, with the country code: 919876543210."
          />
          <FormField
            id="settings-email"
            label="E-mail"
            value={draft.email}
            onChange={set("email")}
            error={errors.email}
            type="email"
          />
        </div>
        <Bilingual>
          <FormField
            id="settings-hours"
            label="Opening hours"
            value={draft.hours}
            onChange={set("hours")}
            error={errors.hours}
            hint="As patients should read it, e.g. Mon–Sun, 7:00 am – 9:00 pm."
          />
          <HindiField
            id="settings-hi-hours"
            label="खुलने का समय"
            value={draft["hi.hours"]}
            onChange={set("hi.hours")}
            error={errors["hi.hours"]}
            hint="The opening hours, in Hindi, e.g. सोम–रवि, सुबह 7:00 – रात 9:00. Leave it empty to show the English."
            outdated={hindiOutdated("hours")}
          />
        </Bilingual>
        <FormField
          id="settings-addresses"
          label="Addresses (one per line)"
          value={draft.addresses}
          onChange={set("addresses")}
          error={errors.addresses}
          multiline
          rows={3}
        />
        <FormField
          id="settings-accreditation"
          label="Accreditation line (optional)"
          value={draft.accreditation}
          onChange={set("accreditation")}
          error={errors.accreditation}
          hint="Exactly as your certificate allows, e.g. NABL accredited (certificate MC-1234). Shown in the footer. Leave it empty and the site makes no accreditation claim."
        />
      </Section>

      <Section
        id="settings-pincodes"
        title="Cities and pincodes"
        description="Home collection is offered in these pincodes only. One per line, or separated by commas. Leave a city empty if you do not collect there."
      >
        <div className="grid gap-4 md:grid-cols-3">
          {CITIES.map((city) => {
            const count = pincodeList(draft.pincodes[city]).length;
            return (
              <FormField
                id={`settings-pincodes-${city}`}
                key={city}
                label={city}
                value={draft.pincodes[city]}
                onChange={setPincodes(city)}
                error={errors[`pincodes.${city}`]}
                multiline
                rows={8}
                inputMode="numeric"
                hint={count === 0 ? "No home collection here" : `${count} pincode${count === 1 ? "" : "s"}`}
              />
            );
          })}
        </div>
      </Section>

      <Section
        id="settings-fee"
        title="Home collection fee"
        description="What a patient pays for a collection at home."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="settings-homeCollectionFee"
            label="Fee (₹)"
            value={draft.homeCollectionFee}
            onChange={set("homeCollectionFee")}
            error={errors.homeCollectionFee}
            inputMode="decimal"
            hint="0 makes every home collection free."
          />
          <FormField
            id="settings-freeCollectionAbove"
            label="Free when the order is above (₹, optional)"
            value={draft.freeCollectionAbove}
            onChange={set("freeCollectionAbove")}
            error={errors.freeCollectionAbove}
            inputMode="decimal"
            hint="Leave empty if the fee always applies."
          />
        </div>
        {Number.isFinite(fee) && fee >= 0 && (freeAbove === null || Number.isFinite(freeAbove)) && (
          <Preview>
            {fee === 0
              ? "Every home collection is free."
              : freeAbove === null
                ? `Every home collection costs ${formatRupees(fee)}.`
                : `Orders up to ${formatRupees(freeAbove)} pay ${formatRupees(fee)} for home collection; orders above ${formatRupees(freeAbove)} are collected free.`}
          </Preview>
        )}
      </Section>

      <Section
        id="settings-slots"
        title="Collection slots"
        description="The time windows patients choose from, how many home collections your team can make in each, and how many lab visits each lab takes, counted apart. A family booked together is one visit: it takes one place however many people it serves, up to the number you set."
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField
            id="settings-slotStart"
            label="First slot starts"
            value={draft.slotStart}
            onChange={set("slotStart")}
            error={errors.slotStart}
            type="time"
          />
          <FormField
            id="settings-slotEnd"
            label="Last slot ends"
            value={draft.slotEnd}
            onChange={set("slotEnd")}
            error={errors.slotEnd}
            type="time"
          />
          <FormField
            id="settings-slotMinutes"
            label="Window length (minutes)"
            value={draft.slotMinutes}
            onChange={set("slotMinutes")}
            error={errors.slotMinutes}
            inputMode="numeric"
          />
          <FormField
            id="settings-slotCapacity"
            label="Home collections per window"
            value={draft.slotCapacity}
            onChange={set("slotCapacity")}
            error={errors.slotCapacity}
            inputMode="numeric"
          />
          <FormField
            id="settings-labSlotCapacity"
            label="Lab visits per window"
            value={draft.labSlotCapacity}
            onChange={set("labSlotCapacity")}
            error={errors.labSlotCapacity}
            inputMode="numeric"
          />
          <FormField
            id="settings-peoplePerVisit"
            label="People in one visit"
            value={draft.peoplePerVisit}
            onChange={set("peoplePerVisit")}
            error={errors.peoplePerVisit}
            inputMode="numeric"
          />
        </div>
        <DaysOpen daysOpen={draft.daysOpen} onToggle={toggleDay} error={errors.daysOpen} />
        {windows.length > 0 && (
          <Preview>
            {windows.length} window{windows.length === 1 ? "" : "s"} a day: {windows.join(", ")}.
            {Number.isInteger(capacity) &&
              capacity > 0 &&
              ` Up to ${windows.length * capacity} home collections a day.`}
            {Number.isInteger(labCapacity) &&
              labCapacity > 0 &&
              ` Up to ${windows.length * labCapacity} lab visits a day.`}
          </Preview>
        )}
      </Section>

      <Section
        id="settings-booking-window"
        title="Booking window"
        description="How far ahead patients may book, and how close to a slot."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="settings-bookingDaysAhead"
            label="Days ahead"
            value={draft.bookingDaysAhead}
            onChange={set("bookingDaysAhead")}
            error={errors.bookingDaysAhead}
            inputMode="numeric"
            hint="14: from today to two weeks ahead."
          />
          <FormField
            id="settings-minLeadHours"
            label="Hours before a slot"
            value={draft.minLeadHours}
            onChange={set("minLeadHours")}
            error={errors.minLeadHours}
            inputMode="numeric"
            hint="No slot that starts sooner than this can be booked."
          />
        </div>
      </Section>

      <Section
        id="settings-consent"
        title="Consent notice"
        description="Shown to patients when they book; each booking records the version they agreed to. One version covers the English and the Hindi notice."
      >
        <Bilingual>
          <FormField
            id="settings-consentNotice"
            label="Notice"
            value={draft.consentNotice}
            onChange={set("consentNotice")}
            error={errors.consentNotice}
            multiline
            rows={14}
          />
          <HindiField
            id="settings-hi-consentNotice"
            label="सहमति का नोटिस"
            value={draft["hi.consentNotice"]}
            onChange={set("hi.consentNotice")}
            error={errors["hi.consentNotice"]}
            multiline
            rows={14}
            hint="The notice, in Hindi: what patients booking on the Hindi pages read and agree to, paragraph for paragraph saying what the English says. Empty: they read the English."
            outdated={hindiOutdated("consentNotice")}
          />
        </Bilingual>
        <div className="sm:max-w-xs">
          <FormField
            id="settings-consentVersion"
            label="Version"
            value={draft.consentVersion}
            onChange={set("consentVersion")}
            error={errors.consentVersion}
            hint="Change the notice, in English or Hindi? Give it a new version, e.g. the next number."
          />
        </div>
      </Section>

      <Section
        id="settings-prices"
        title="Prices"
        description="How tests and packages show their prices on the website."
      >
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            checked={draft.showDiscountBadges}
            onChange={(event) => {
              const isOn = event.currentTarget.checked;
              setDraft((d) => ({ ...d, showDiscountBadges: isOn }));
              clear("showDiscountBadges");
            }}
            aria-describedby="show-discount-badges-hint"
            className="mt-1 h-4 w-4"
          />
          <span>
            <span className="font-medium text-slate-900">Show discount badges</span>
            <span id="show-discount-badges-hint" className="block text-sm text-slate-700">
              The struck-through original price and &quot;% off&quot;, shown only where a test or package has an
              original price above its price. Turn it off when your original prices are not the prices patients are
              actually charged elsewhere.
            </span>
            {errors.showDiscountBadges && (
              <span className="block text-sm font-medium text-red-800">{errors.showDiscountBadges}</span>
            )}
          </span>
        </label>
      </Section>

      <Section
        id="settings-report-files"
        title="Report files"
        description="Report PDFs patients open online (My Reports, share links). The lab's own records are kept in its systems; this is only the online copy."
      >
        <div className="sm:max-w-xs">
          <FormField
            id="settings-reportRetentionDays"
            label="Keep report files online for (days, optional)"
            value={draft.reportRetentionDays}
            onChange={set("reportRetentionDays")}
            error={errors.reportRetentionDays}
            inputMode="numeric"
            hint="365 keeps each report a year after upload, then removes the file (its verification code still answers). Leave empty to keep them until you delete them."
          />
        </div>
      </Section>

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

/** A section of the settings; `id` ("settings-contact") is its fieldset's, and its description's is `${id}-about`. */
function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      id={id}
      aria-describedby={`${id}-about`}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 md:p-6"
    >
      {/* Floated, so the legend sits inside the card rather than on its border. */}
      <legend className="float-left w-full text-lg font-semibold text-slate-900">{title}</legend>
      <p id={`${id}-about`} className="clear-both pt-1 text-sm text-slate-700">
        {description}
      </p>
      <div className="mt-4 space-y-4">{children}</div>
    </fieldset>
  );
}

function DaysOpen({
  daysOpen,
  onToggle,
  error,
}: {
  daysOpen: Weekday[];
  onToggle: (day: Weekday, isOpen: boolean) => void;
  error?: string;
}) {
  const id = "settings-daysOpen";
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Days open for home collection</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {WEEKDAYS.map((day, i) => (
          <label
            key={day}
            className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              checked={daysOpen.includes(day)}
              onChange={(e) => onToggle(day, e.target.checked)}
              aria-invalid={error && i === 0 ? true : undefined}
              className="h-4 w-4 accent-brand-700"
            />
            {WEEKDAY_LABELS[day]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Preview({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">{children}</p>;
}

function LastSaved({ saved }: { saved: SavedSettings }) {
  const when = formatIstTime(saved.updatedAt);
  return (
    <p className="text-sm text-slate-700">
      {saved.updatedBy
        ? `Last saved ${when} by ${saved.updatedBy}.`
        : `As set up on first start (${when}), from the server's LAB_* settings.`}
    </p>
  );
}
